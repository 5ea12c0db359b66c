/** The transcript parser: one line pass that opens and closes blocks. */
import { type Block } from './blocks.js';
import { type Header, type Line } from './text.js';
import { type GraphParse } from './types.js';
/** Parses a whole transcript. Never throws; unreadable lines become problems. */
export declare function parseGraphText(text: string): GraphParse;
/** Inside a RETURN (or a subgraph's RETURN template), `IMPLEMENTED GRAPH :` and `RETURN:` can be fields. */
export declare function headerIsField(h: Header, block: Block | undefined, l: Line, declared: Set<string>): boolean;
/**
 * A heading that names a line of the block: a section, wave or field keyword, never a node or edge shape,
 * which prose can take. A heading `## Nodes` or `## Wave 1` after the plan or a finished IMPLEMENTED GRAPH
 * titles a part of the transcript: a plan's section is in capitals and its wave has its member list; an
 * implemented wave comes before the VERDICT.
 */
export declare function keyLine(block: Block, u: string): boolean;
export declare function recognised(block: Block, t: string): boolean;
export declare function subgraphHeader(rest: string): {
    node: string;
    title: string;
};
