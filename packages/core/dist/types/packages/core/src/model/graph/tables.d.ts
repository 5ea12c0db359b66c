/** Markdown tables written inside a DELEGATED GRAPH, which the block format does not have. */
import type { Line, ProblemFn } from './text.js';
/** What one line of each section looks like, for the finding. */
declare const LINE_FORMAT: {
    readonly nodes: "`N1  domain=<owner>  output=<path>  status=pending`";
    readonly edges: "`N1 → N3`";
    readonly waves: "`WAVE 1 : [N1 ∥ N2] — <purpose>`";
};
/**
 * A table row (`| N1 | core | ... |`) in a DELEGATED GRAPH: one finding at the table's first row, naming the
 * line format of its section, rather than one per row (and per cell) saying its pipes are no node ids.
 * `state.tableLine` is the line of the last table row read, so a row right after it continues its table.
 */
export declare function delegatedTableRow(state: {
    section?: keyof typeof LINE_FORMAT;
    tableLine?: number;
}, l: Line, problem: ProblemFn): void;
export {};
