import { LetterRegex } from '../../../packages/core/src/kit.js';
import { type Lines } from './danger-lines.js';
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
 * Where the scanners' hits go. `full(id)`: the operation is no longer looked for (enough of it kept);
 * `add(h, asIs)`: keep or drop a hit (`asIs`: one not judged by what the prose around it says). It gives where on
 * the line to look for the operation again when the hit was set aside (a quoted payload, a negation: the same
 * line may still run it), else undefined; `again`: a hit found past one set aside on its line.
 */
export interface Sink {
    full(id: string): boolean;
    add(h: Hit, asIs?: boolean, again?: boolean): number | undefined;
}
/**
 * Hits of one operation kept in all: past it the operation is no longer looked for, so files of 200,000
 * `DROP TABLE` lines cost 1,000 hits, not 200,000 (each read for negations, approvals and its message), and
 * the report says there are more. Twice the findings a report shows.
 */
export declare const HITS_PER_OPERATION: number;
export declare const SQL_TRUNCATE: LetterRegex;
/**
 * The operations found in a file's text, line by line as `scan` reads them, each while the sink still looks for it.
 * The lines holding a word some operation needs (MAYBE_LINES) are found in one search of the text, kept as
 * offsets rather than strings, and only those are read with each operation's `need` and pattern: a file pays
 * one search whatever the number of operations, and no array of its lines is built.
 */
export declare function scanText(file: string, text: string, ops: readonly Op[], sink: Sink): void;
/** The operations found on `lines` (a diff's), line by line, each while the sink still looks for it. */
export declare function scan(lines: Iterable<Src>, ops: readonly Op[], sink: Sink): void;
/** Consecutive lines of one file: `texts[i]` is line `first + i`. A construct read over lines never leaves its run. */
export interface Run {
    file: string;
    first: number;
    texts: readonly string[];
}
/** Runs' lines (of one file, in order) as the reader reads them: none outside them. */
export declare function runLines(runs: readonly Run[]): Lines;
/** Runs of consecutive lines of one file in a list of lines (a diff's): never over a gap or two files. */
export declare function runsOf(lines: readonly Src[]): Run[];
/** A file's runs: all of it, or the runs of the lines `keep` keeps (a document's code blocks). */
export declare function runsOfFile(file: string, texts: readonly string[], keep?: (line: number) => boolean): Run[];
/**
 * Multi-line `def downgrade():` / `pass` bodies, and the down parts of other tools' migrations that roll nothing back
 * (see empty-downs.ts). `atEnd(run)`: the run's last line is its file's last.
 */
export declare function scanEmptyDowngrades(runs: readonly Run[], sink: Sink, atEnd?: (run: Run) => boolean): void;
/** `ALTER TABLE accounts` / `  DROP COLUMN ssn;`: a DROP COLUMN whose ALTER TABLE opens a line above it (the one-line pattern misses it). */
export declare function scanStatementDropColumns(runs: readonly Run[], into: Sink): void;
/** DELETE statements without WHERE read across lines and to the end of a string literal (see unguardedDeletes); a diff's removed lines are no statement of the change. */
export declare function scanStatementDeletes(runs: readonly Run[], into: Sink): void;
export declare const DELETE_STATEMENT = "DELETE without WHERE wipes a whole table";
export declare const everywhereOp: (op: Op) => RegExp | LetterRegex;
/** Operations written over the lines of code runs: SQL statements broken at a space, and commands `ops` find continued past a backslash. */
export declare function scanOverLines(runs: readonly Run[], ops: readonly Op[], sink: Sink): void;
