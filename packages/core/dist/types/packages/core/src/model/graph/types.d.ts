/** Graph Protocol transcript types and the protocol vocabulary. */
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
    /** Every `domain=` (or `owner=`) on the line, with its key as written; the protocol wants exactly one. */
    domains: Array<GraphValue & {
        key: string;
    }>;
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
    /** The line where reading stopped, past MAX_NODES nodes (graph-parse reports it): nothing after it is read. */
    cut?: number;
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
    /** Line of each line of the value (blank lines are not in the value); set by the parser. */
    valueLines?: number[];
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
    /** Text after `RETURN` on its line: '' for the template's `RETURN:`, `done` for a worker's bare `RETURN: done`. */
    header?: string;
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
    /**
     * Lines inside the block that graph-parse reported and did not read: rows in another shape (a markdown
     * table, `N1: status=done, ...`) or prose. A delegated node one of them names may be listed there, so no
     * rule says it is missing (GraphModel.undecidedGaps). Absent when every line was read.
     */
    unread?: GraphValue[];
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
export declare const SUBGRAPH_FIELDS: Set<string>;
export declare const RETURN_FIELDS: Set<string>;
export declare const IMPL_FIELDS: Set<string>;
export declare const canon: (name: string) => string;
