import { ProjectFs, type TextFile } from '../io/project-fs.js';
import { type LoadedTarget } from '../kinds.js';
import type { Finding, RuleOutcome } from '../types.js';
/** A value written in the transcript, with where it starts. */
export interface GraphValue {
    value: string;
    line: number;
    column: number;
}
/** A node id mentioned somewhere (edge end, wave member, list item). */
export interface GraphRef {
    id: string;
    line: number;
    column: number;
}
export interface GraphProblem {
    line: number;
    column: number;
    message: string;
}
export interface GraphNode {
    id: string;
    line: number;
    column: number;
    /** Every `domain=` (or `owner=`) on the line; the protocol wants exactly one. */
    domains: GraphValue[];
    /** Every `output=` on the line; the protocol wants exactly one. */
    outputs: GraphValue[];
    status?: GraphValue;
    /** Other `key=value` pairs, first occurrence each. */
    attrs: Record<string, GraphValue>;
}
export interface GraphEdge {
    from: GraphRef;
    to: GraphRef;
    line: number;
}
export interface GraphWave {
    number: number;
    line: number;
    column: number;
    members: GraphRef[];
    purpose: string;
}
export interface GraphDelegated {
    name: string;
    line: number;
    endLine: number;
    nodes: GraphNode[];
    edges: GraphEdge[];
    waves: GraphWave[];
    /** Lines of the NODES / EDGES / WAVES section headers that were present. */
    sections: {
        nodes?: number;
        edges?: number;
        waves?: number;
    };
}
export interface GraphField {
    /** Canonical name: upper case, `_` for spaces and dashes (IMPLEMENTED_GRAPH). */
    name: string;
    /** Value with continuation lines joined by `\n`. */
    value: string;
    line: number;
    /** Column of the field name. */
    column: number;
    /** Column where each line of the value starts (index 0: the field's own line). */
    valueColumns: number[];
    endLine: number;
}
export interface GraphTaskItem {
    number: number;
    text: string;
    line: number;
}
export interface GraphReturnSpec {
    line: number;
    fields: Record<string, GraphField>;
}
export interface GraphSubgraph {
    /** Node id named in the header (`AGENT SUBGRAPH — N1 title`); '' when absent. */
    node: string;
    title: string;
    line: number;
    endLine: number;
    fields: Record<string, GraphField>;
    /** Line of the TASK heading, when present. */
    taskLine?: number;
    tasks: GraphTaskItem[];
    /** The RETURN template the worker is told to fill. */
    returnSpec?: GraphReturnSpec;
}
export interface GraphReturn {
    /** Node the RETURN answers, resolved after parsing; undefined when unknown. */
    node?: string;
    nodeFrom?: 'header' | 'field' | 'position';
    /** Text after `RETURN` on the header line. */
    header: string;
    line: number;
    endLine: number;
    fields: Record<string, GraphField>;
    /** Free text that is not a field (a bare "done" lands here). */
    bare: GraphValue[];
}
export interface GraphImplNode {
    id: string;
    line: number;
    column: number;
    /** WAVE number the node is listed under; undefined when listed before any WAVE line. */
    wave?: number;
    status?: GraphValue;
    output?: GraphValue;
    verify?: GraphValue;
    attrs: Record<string, GraphValue>;
}
export interface GraphImplWave {
    number: number;
    purpose: string;
    line: number;
}
export interface GraphListItem {
    value: string;
    line: number;
    column: number;
}
/** FAILURES / OFF-SCRIPT / GAPS / EVOLUTIONS as written. */
export interface GraphList {
    field: GraphField;
    /** True when the value says none (`none`, `[]`, `-`). */
    none: boolean;
    items: GraphListItem[];
}
export interface GraphImplemented {
    name: string;
    line: number;
    endLine: number;
    waves: GraphImplWave[];
    nodes: GraphImplNode[];
    failures?: GraphList;
    evolutions?: GraphList;
    offScript?: GraphList;
    gaps?: GraphList;
    verdict?: GraphField;
}
export interface GraphParse {
    delegatedGraphs: GraphDelegated[];
    subgraphs: GraphSubgraph[];
    returns: GraphReturn[];
    implementedGraphs: GraphImplemented[];
    problems: GraphProblem[];
}
export declare const GRAPH_NODE_STATUSES: readonly ["pending", "pre-done"];
export declare const GRAPH_IMPL_STATUSES: readonly ["done", "pre-done", "failed"];
export declare const GRAPH_RETURN_STATUSES: readonly ["done", "failed", "evolved"];
/** AGENT SUBGRAPH fields every pending node's prompt must fill. */
export declare const GRAPH_SUBGRAPH_REQUIRED: readonly ["WHY", "INPUTS", "OUTPUT", "METHOD", "SUBGRAPH", "VERIFY", "CONSTRAINTS"];
/** RETURN fields every worker fills whatever its status. */
export declare const GRAPH_RETURN_REQUIRED: readonly ["STATUS", "OUTPUT", "IMPLEMENTED_GRAPH", "VERIFY_RESULT", "SUMMARY"];
/** Longer lines are cut before parsing, which bounds the work of every pattern. */
export declare const GRAPH_MAX_LINE = 4000;
/** True when a field or list value says "none" (or is empty). */
export declare function graphSaysNone(value: string): boolean;
/**
 * True when a field value is a template placeholder rather than content:
 * empty, `<...>` template text, `...`, TBD/TODO. `none` counts as a
 * placeholder unless `noneAllowed`.
 */
export declare function graphIsPlaceholder(value: string, noneAllowed?: boolean): boolean;
/** The same output written twice: the same set of tokens, order and `./` aside. */
export declare function graphSameOutput(a: string, b: string): boolean;
/** Tokens of an output value that look like file or folder paths (a commit hash does not). */
export declare function graphOutputPaths(value: string): string[];
/** `a` and `b` are the same path or one lies inside the other's folder. */
export declare function graphPathsOverlap(a: string, b: string): boolean;
/** Sentences in a SUMMARY: a `.`, `!` or `?` followed by space and a capital, or the end. */
export declare function graphSentenceCount(text: string): number;
/** Whether a text mentions `id` as a whole word. */
export declare function graphMentions(text: string, id: string): boolean;
/** Whether a text names `p` as a whole path (`./` and a trailing `/` aside). */
export declare function graphNamesPath(text: string, p: string): boolean;
/** Parses a whole transcript. Never throws; unreadable lines become problems. */
export declare function parseGraphText(text: string): GraphParse;
export type GraphOutputState = 'non-empty' | 'empty' | 'missing' | 'outside-root';
/** One kind of difference between the delegated and the implemented graph. */
export interface GraphDifference {
    kind: 'gap' | 'off-script' | 'wave' | 'output' | 'failed';
    node: string;
    /** Where the node is declared in the DELEGATED GRAPH. */
    delegated?: {
        line: number;
        column: number;
    };
    /** Where the node is listed in the IMPLEMENTED GRAPH. */
    implemented?: {
        line: number;
        column: number;
    };
    message: string;
}
/**
 * A graph transcript as rules see it. The last DELEGATED GRAPH is the plan
 * (an evolution may re-issue it); the last IMPLEMENTED GRAPH is the result.
 */
export declare class GraphModel implements GraphParse {
    readonly kind: "graph";
    readonly file: TextFile;
    readonly fs: ProjectFs;
    readonly delegatedGraphs: GraphDelegated[];
    readonly subgraphs: GraphSubgraph[];
    readonly returns: GraphReturn[];
    readonly implementedGraphs: GraphImplemented[];
    /** Parse problems plus problems reading the file (invalid UTF-8, binary, unreadable). */
    readonly problems: GraphProblem[];
    private _differences?;
    constructor(file: TextFile, fs: ProjectFs);
    get rel(): string;
    get delegated(): GraphDelegated | undefined;
    get implemented(): GraphImplemented | undefined;
    /** A finding on the graph file. */
    at(line: number, message: string, column?: number): Finding;
    node(id: string): GraphNode | undefined;
    /** Delegated status: `pre-done` or `pending` (a missing status counts as pending). */
    statusOf(n: GraphNode): string;
    /** Wave number of a node in the delegated graph (first wave listing it). */
    waveOf(id: string): number | undefined;
    subgraphsFor(id: string): GraphSubgraph[];
    returnsFor(id: string): GraphReturn[];
    /** Whether EVOLUTIONS of the implemented graph records a change for `id`. */
    evolved(id: string): boolean;
    /** Upstream nodes of `id` (sources of its incoming edges), deduplicated. */
    upstream(id: string): string[];
    /**
     * What an entry of FAILURES / OFF-SCRIPT / GAPS names: a node (declared or
     * implemented, or an unknown id), a file (mapped to the delegated node whose
     * output it is, when one is), or free text.
     */
    entry(value: string): {
        kind: 'node';
        id: string;
        known: boolean;
    } | {
        kind: 'file';
        path: string;
        node?: string;
    } | {
        kind: 'text';
    };
    /** Node ids a list names directly or through a delegated node's output path. */
    listed(list: GraphList | undefined): Set<string>;
    /**
     * State of an output path under the checked root: `non-empty` (a file with
     * content or a folder with entries), `empty`, `missing`, or `outside-root`.
     */
    outputState(p: string): GraphOutputState;
    /**
     * Every structural difference between the last DELEGATED GRAPH and the last
     * IMPLEMENTED GRAPH, computed once: nodes missing or extra, nodes in another
     * wave, another output, failed nodes.
     */
    differences(): GraphDifference[];
}
/**
 * The skip a graph rule returns when a block it needs is absent, or undefined
 * when every needed block is there.
 */
export declare function graphSkip(model: GraphModel, need: {
    delegated?: boolean;
    implemented?: boolean;
}): RuleOutcome | undefined;
/** A markdown or text file whose first 64 KB hold a DELEGATED GRAPH or IMPLEMENTED GRAPH header. */
export declare function looksLikeGraph(abs: string, head: string): boolean;
/** Loads a graph transcript; every read goes through a ProjectFs confined to the root. */
export declare function loadGraphTarget(abs: string): LoadedTarget;
