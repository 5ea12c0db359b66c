/**
 * The handoff's §3 Criteria trace as criteria-trace-coverage reads it: the criterion numbers its rows, `crit-N`
 * tokens and ordered items name, its template rows left unfilled, its rows marked met with no evidence. The
 * criteria reading (criteria-reading.ts) weighs the numbers §3 uses, so the reading is shared, and read once.
 */
import { type EngagementModel, type Section } from '../../../packages/core/src/kit.js';
export declare const DELIMITER_ROW: RegExp;
export interface Traced {
    numbers: Set<number>;
    text: string;
    /** Criteria whose row is the template left unfilled, with that row's line: such a row traces nothing. */
    unfilled: Map<number, number>;
    /** Rows marked met whose Evidence cell names nothing (blank, a dash, TBD, N/A): a claim with no pointer. */
    unevidenced: Array<{
        line: number;
        column: number;
        label: string;
        cell: string;
    }>;
    /** Rows marked met whose Evidence cell says something but points at nothing: no path, section, link or figure. */
    thin: Array<{
        line: number;
        column: number;
        label: string;
        cell: string;
    }>;
}
/**
 * Something an evidence cell can point at or report: code or a path (a backtick, a `/`, a file name with its
 * extension), a section, a link, or a figure (a count, a time, a line, an issue or commit number). "looks good, ran
 * locally" names nothing anyone can open or compare; "CI run 13:12, 11 passed" does.
 */
export declare const POINTER: RegExp;
/** Whether §3 quotes a criterion's whole text (its own label off; 12 characters at least, so a word or two is no quote). */
export declare function quotes(traced: Traced, c: {
    text: string;
}): boolean;
/** The handoff's §3 (by its number, however titled) and what it traces; undefined without handoff.md or §3. */
export declare function handoffTrace(model: EngagementModel): {
    section: Section;
    traced: Traced;
} | undefined;
