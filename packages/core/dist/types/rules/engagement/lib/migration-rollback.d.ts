import { type EngagementModel } from '../../../packages/core/src/kit.js';
import { type Lines } from './danger-lines.js';
/** DOWN at any line's start of a whole text (its leading blanks within the line, CR and U+2028 ending one as `^` reads them, so the search stays linear). */
export declare const DOWN_ANYWHERE: RegExp;
/** Lines an ALTER TABLE may stand above the DROP COLUMN it opens (`ALTER TABLE accounts` / `  DROP COLUMN ssn;`). */
export declare const STATEMENT_LINES = 10;
/**
 * The table the ALTER TABLE a DROP COLUMN or ADD on line `n` belongs to names (the last one before column `to`),
 * read back to the statement's start, the ALTER TABLE itself broken over lines as SQL allows (`ALTER` / `TABLE t`).
 */
export declare function alteredTable(lines: Lines, n: number, to?: number): string | undefined;
/**
 * Whether the DROP COLUMN on line `line` of a file (SQL, or a migration tool's call) lies in a
 * down()/downgrade() part and drops, each of them, a column of the same table that the up part it
 * pairs with adds (a column named alone, on a table builder, is one the up part names). `lines`: the
 * file's lines known to the scan (all of a new file; of a changed one its hunks, where a part out of
 * sight leaves the hit standing).
 */
export declare function rollsBackOwnColumn(lines: Lines, line: number, text: string): boolean;
/** Whether the DROP TABLE on line `line` (SQL, or a migration tool's call) lies in a down part and drops only tables the up part it pairs with creates. */
export declare function rollsBackOwnTable(lines: Lines, line: number, text: string): boolean;
/** The version of a Flyway undo migration's file (its path's last part, `U42__x.sql`), or undefined for any other file. */
export declare function flywayUndoVersion(file: string): string | undefined;
/** The version of a Flyway versioned migration's file name (no folder; `V42__x.sql`), as flywayUndoVersion gives it, or undefined for any other name. */
export declare function flywayVersionedVersion(name: string): string | undefined;
/** Whether a file name (no folder) is the versioned migration of Flyway version `version` (as flywayUndoVersion gives it). */
export declare function isFlywayVersioned(name: string, version: string): boolean;
/**
 * Whether the DROP TABLE or DROP COLUMN (`id`) on line `line` of a Flyway undo migration (`undo`: its lines) drops
 * only tables its versioned migration (`versioned`: that file's lines) creates, or columns it adds to the same table.
 */
export declare function undoesVersioned(id: string, undo: Lines, line: number, text: string, versioned: Lines): boolean;
/**
 * A Flyway undo migration's versioned migration (`U42__x.sql` undoes `V42__x.sql`), read from its folder: the one
 * file of that version, else none. Each folder's versioned migrations are indexed by version once and each file is
 * read once, so thousands of undo migrations cost no scan each.
 */
export declare function flywayVersionedLines(model: EngagementModel): (file: string) => Lines | undefined;
