/**
 * Mermaid diagrams for the GitHub step summary: a graph target's delegated and implemented graphs
 * with their differences, an engagement's task waves with same-wave overlaps. Labels come from
 * linted files, so every character outside a small safe set is written as a mermaid entity code
 * (`#60;`): no label can close its quotes, its node, the diagram or the markdown fence.
 */
import type { TargetReport } from '../lint.js';
import type { Visual } from './html/visual.js';
/** Nodes drawn per diagram; the rest are named as left out. */
export declare const MERMAID_MAX_NODES = 40;
/** Characters of diagrams in one summary (GitHub limits a step summary to 1 MiB). */
export declare const MERMAID_BUDGET: number;
/** A mermaid label: letters, digits, space and `_.,:/()=+-` as they are, everything else as `#code;`. */
export declare function mermaidLabel(s: string, max?: number): string;
/** The diagrams of one target as markdown ('' when it has none), and what they left out. */
export declare function mermaidFor(visual: Visual | undefined): string;
/** Diagrams of every target within the summary budget; targets past it are named as left out. */
export declare function mermaidSection(reports: TargetReport[]): Map<TargetReport, string> & {
    omitted: number;
};
