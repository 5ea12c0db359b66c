/**
 * What the pictures of the HTML report (and the mermaid of the GitHub summary) draw, taken from
 * a target's model while it is loaded: plain data, so it crosses to the main thread with the
 * report. Computed only when a picture format is asked for.
 */
import type { TextFile } from '../../io/project-fs.js';
import type { CheckResult } from '../../types.js';
import type { GraphDifference } from '../../model/graph/index.js';
export interface VisualGraphNode {
    id: string;
    wave?: number;
    owner?: string;
    status?: string;
    output?: string;
    line: number;
}
export interface VisualGraphSide {
    name: string;
    line: number;
    nodes: VisualGraphNode[];
    edges: Array<{
        from: string;
        to: string;
    }>;
}
export interface VisualGraph {
    delegated?: VisualGraphSide;
    implemented?: VisualGraphSide;
    differences: Array<Pick<GraphDifference, 'kind' | 'node' | 'message'>>;
}
export interface VisualTaskFile {
    text: string;
    line: number;
    /** Keys of same-wave tasks whose files overlap this entry. */
    overlaps: string[];
}
export interface VisualTask {
    key: string;
    rel: string;
    owner: string[];
    wave?: string;
    files: VisualTaskFile[];
}
export interface VisualRound {
    n: number;
    line: number;
    verdict?: string;
    blockers: string[];
}
export interface VisualPlan {
    tasks: VisualTask[];
    /** Waves as tasks/INDEX.md lists them: task keys (or unknown names) with owners. */
    index?: Array<{
        wave: string;
        entries: Array<{
            id: string;
            owner?: string;
            known: boolean;
        }>;
    }>;
    rounds: VisualRound[];
}
/** Lines of linted files around findings: file → [line number, text] pairs. */
export type VisualSources = Record<string, Array<[number, string]>>;
export interface Visual {
    graph?: VisualGraph;
    plan?: VisualPlan;
    sources: VisualSources;
}
/**
 * Picture data for a loaded target; `texts` are the files the lint read (no other file is opened).
 * `picture` is the pack's (its descriptor's): what to draw from its model.
 */
export declare function visualData(model: unknown, checks: CheckResult[], texts: TextFile[], picture?: 'plan' | 'graphs'): Visual;
