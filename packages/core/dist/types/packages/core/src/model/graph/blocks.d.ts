/** What each block of a transcript makes of its lines. */
import { type Line, type ProblemFn } from './text.js';
import { type GraphDelegated, type GraphField, type GraphImplemented, type GraphReturn, type GraphSubgraph, type GraphWave } from './types.js';
export type Block = ({
    kind: 'delegated';
    g: GraphDelegated;
    section?: 'nodes' | 'edges' | 'waves';
    fenced: boolean;
    openWave?: OpenWave;
    tableLine?: number;
} | {
    kind: 'subgraph';
    g: GraphSubgraph;
    current?: GraphField;
    taskMode: boolean;
    specMode: boolean;
    specIndent: number;
    specField?: GraphField;
    fenced: boolean;
    bulletIndent?: number;
} | {
    kind: 'return';
    g: GraphReturn;
    current?: GraphField;
    fieldIndent?: number;
    fenced: boolean;
} | {
    kind: 'implemented';
    g: GraphImplemented;
    current?: GraphField;
    wave?: number;
    waveUnread?: boolean;
    fenced: boolean;
    fields: Record<string, GraphField>;
    waveLines?: Map<number, number>;
    plan?: {
        section: 'NODES' | 'EDGES' | 'WAVES';
        waveOf: Map<string, number>;
    };
}) & {
    /** Opened by a markdown heading naming only the block type (`## Delegated graph`): a section title unless a line of the block follows. */
    title?: boolean;
    /** A line of the file was read as the block's. */
    fed?: boolean;
};
/** A WAVES member list whose `[` is not closed on its line: the next lines continue it up to its `]`. */
export interface OpenWave {
    wave: GraphWave;
    /** Line and column of the `[`. */
    line: number;
    column: number;
}
/** A NODES / EDGES / WAVES section header and the blanks and `:` after it. */
export declare const SECTION: RegExp;
/**
 * A wave number as written, when it is too large to count with exactly (a
 * number above 2^53 would be quoted back rounded); undefined for a usable one.
 */
export declare function unsafeWave(digits: string): string | undefined;
export type { ProblemFn } from './text.js';
/**
 * Nodes of one graph read, at most: a plan has dozens (the HTML report draws 500). Each node costs tens of microseconds
 * across the graph checks, so past the bound the graph is read no further, its edges and waves included.
 */
export declare const MAX_NODES = 20000;
export declare function feedDelegated(block: Extract<Block, {
    kind: 'delegated';
}>, l: Line, problem: ProblemFn): void;
export declare function nodeLine(g: GraphDelegated, text: string, line: number, col: number, problem: ProblemFn): void;
/** Characters of one EDGES line read, and edges of one graph kept, at most: a plan has dozens; a hostile line, 600,000 (450 MB). */
export declare const MAX_EDGE_LINE: number;
export declare const MAX_EDGES = 100000;
export declare function edgeLine(g: GraphDelegated, full: string, line: number, col: number, problem: ProblemFn): void;
/** Reads a WAVES line; returns its wave when the line opens a `[` member list it does not close. */
export declare function waveLine(g: GraphDelegated, text: string, line: number, col: number, problem: ProblemFn): OpenWave | undefined;
export declare function addWave(g: GraphDelegated, number: number, members: string, purpose: string, line: number, col: number, membersCol: number, problem: ProblemFn): void;
export declare function finishDelegated(block: Extract<Block, {
    kind: 'delegated';
}>, problem: ProblemFn): void;
export declare function addField(fields: Record<string, GraphField>, f0: {
    name: string;
    value: string;
    valueIndex: number;
}, l: Line, t: string, problem?: ProblemFn): GraphField;
export declare function continueField(f: GraphField | undefined, l: Line): boolean;
/** Every field a prompt holds: its own and its RETURN template's. */
export declare const PROMPT_FIELDS: ReadonlySet<string>;
/** A bulleted TASK step: `- step`, `* step`, `+ step`. The step starts at a non-blank: blanks before a line separator are not split every way. */
export declare const TASK_BULLET: RegExp;
export declare function feedSubgraph(block: Extract<Block, {
    kind: 'subgraph';
}>, l: Line, problem: ProblemFn): void;
export declare function feedReturn(block: Extract<Block, {
    kind: 'return';
}>, l: Line, problem: ProblemFn): void;
/** `Status: done`: a RETURN field's name written not in upper case, which the protocol's fixed block does not read. */
export declare function graphMiscasedField(t: string): {
    name: string;
    written: string;
} | undefined;
