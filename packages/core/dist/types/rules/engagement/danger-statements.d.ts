import { LetterRegex } from '../../packages/core/src/kit.js';
import { type Op } from './danger-ops.js';
/** A scanned line; `removed`: one the diff removes (it is scanned too, as in the reference). */
export interface Src {
    file: string;
    line: number;
    text: string;
    removed?: boolean;
}
/** An operation found; `length`: of the matched text, when a pattern matched (for the excerpt). */
export interface Hit extends Src {
    id: string;
    column: number;
    length?: number;
    what: string;
}
/**
 * Hits of one operation kept per scanned source: past it the operation is no longer looked for there,
 * so a file of 200,000 `DROP TABLE` lines costs 1,000 hits, not 200,000 (each read for negations,
 * approvals and its message), and the report says there are more. Twice the findings a report shows.
 */
export declare const HITS_PER_OPERATION: number;
export declare const SQL_TRUNCATE: LetterRegex;
/** The operations found on `lines`; an operation that reaches HITS_PER_OPERATION is added to `capped`. */
export declare function scan(lines: Src[], ops: readonly Op[], capped: Set<string>): Hit[];
/** Runs of consecutive lines of one file: a construct read over several lines never spans a gap or two files. */
export declare function runsOf(lines: Src[]): Src[][];
/** Multi-line `def downgrade():` / `pass` bodies. */
export declare function scanEmptyDowngrades(lines: Src[]): Hit[];
/** `ALTER TABLE accounts` / `  DROP COLUMN ssn;`: a DROP COLUMN whose ALTER TABLE opens a line above it (the one-line pattern misses it). */
export declare function scanStatementDropColumns(lines: Src[], capped: Set<string>): Hit[];
/** DELETE statements without WHERE read across lines and to the end of a string literal (see unguardedDeletes); a diff's removed lines are no statement of the change. */
export declare function scanStatementDeletes(lines: Src[], capped: Set<string>): Hit[];
export declare const DELETE_STATEMENT = "DELETE without WHERE wipes a whole table";
/** Operations written over lines of `lines` (code only): SQL statements broken at a space, and commands `ops` find continued past a backslash. */
export declare function scanOverLines(lines: Src[], ops: readonly Op[], capped: Set<string>): Hit[];
