/** Whether a file is a graph transcript: what the graph pack's descriptor asks without loading the pack. */
export declare const GRAPH_EXT: RegExp;
export declare const GRAPH_HEAD: RegExp;
/** A markdown or text file whose first 64 KB hold a DELEGATED GRAPH or IMPLEMENTED GRAPH header. */
export declare function looksLikeGraph(abs: string, head: string): boolean;
