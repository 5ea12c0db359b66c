/** The transcript parser: one line pass that opens and closes blocks. */
import { type Block } from './blocks.js';
import { type Header, type Line } from './text.js';
import { type GraphParse } from './types.js';
/** Parses a whole transcript. Never throws; unreadable lines become problems. */
export declare function parseGraphText(text: string): GraphParse;
/** Inside a RETURN (or a subgraph's RETURN template), `IMPLEMENTED GRAPH :` and `RETURN:` can be fields. */
export declare function headerIsField(h: Header, block: Block | undefined, l: Line, declared: Set<string>): boolean;
export declare function recognised(block: Block, t: string): boolean;
export declare function subgraphHeader(rest: string): {
    node: string;
    title: string;
};
