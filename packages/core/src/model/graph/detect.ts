/** Whether a file is a graph transcript: what the graph pack's descriptor asks without loading the pack. */

export const GRAPH_EXT = /\.(?:md|markdown|txt|log)$/i;
/** An emoji may stand before the keyword (`## 📋 DELEGATED GRAPH`), as the parser reads it. */
export const GRAPH_HEAD = /^[ \t>]*(?:#{1,6}[ \t]+)?(?:\*\*|__)?(?:[\p{Extended_Pictographic}\p{So}\uFE0F\u200D][ \t]*)*(?:DELEGATED|IMPLEMENTED) GRAPH\b/mu;

/** How far into a file a graph header is looked for: a transcript may follow a long session log. */
export const GRAPH_SCAN_BYTES = 1024 * 1024;

/** A markdown or text file whose first GRAPH_SCAN_BYTES hold a DELEGATED GRAPH or IMPLEMENTED GRAPH header. */
export function looksLikeGraph(abs: string, head: string): boolean {
  return GRAPH_EXT.test(abs) && GRAPH_HEAD.test(head);
}
