/** Whether a file is a graph transcript: what the graph pack's descriptor asks without loading the pack. */
export declare const GRAPH_EXT: RegExp;
/** An emoji may stand before the keyword (`## 📋 DELEGATED GRAPH`), as the parser reads it. */
export declare const GRAPH_HEAD: RegExp;
/** How far into a file a graph header is looked for: a transcript may follow a long session log. */
export declare const GRAPH_SCAN_BYTES: number;
/** A markdown or text file whose first GRAPH_SCAN_BYTES hold a DELEGATED GRAPH or IMPLEMENTED GRAPH header. */
export declare function looksLikeGraph(abs: string, head: string): boolean;
