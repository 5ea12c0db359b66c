import type { GraphNode, GraphSubgraph } from './types.js';
import { type GraphFolderTest } from './values.js';
/** An output, or a file a CONSTRAINTS field lets the node touch, with where it is written. */
export interface GraphTouch {
    value: string;
    line: number;
    column: number;
    from: 'output' | 'constraints';
}
export interface GraphTouches {
    /** What the clash index reads: the node itself when its CONSTRAINTS add no file to its outputs. */
    item: {
        outputs: Array<{
            value: string;
        }>;
    };
    /** Its outputs, then each file its CONSTRAINTS add (the first place each is named). */
    sources: GraphTouch[];
    /** Whether the CONSTRAINTS add a file. */
    extra: boolean;
}
/**
 * The paths a CONSTRAINTS value lets the node touch, with their offsets in the value. Clauses end at
 * `;`, a line break or a sentence's stop; in a clause a path is touched unless a negation before it
 * forbids it ("do not touch", "nothing", "leave"), a word of citing makes it a reference ("see",
 * "read"), or a word after it forbids it ("untouched"); "except", "outside", "but" turn that around.
 * A path without a folder (`package.json`) counts only after a verb of touching or in a list of files
 * alone, so that "targets Node.js" names no file. A parenthesis is read on its own, from the mode before it.
 */
export declare function graphConstraintPaths(value: string): Array<{
    path: string;
    index: number;
}>;
/**
 * The files node `n` touches: its outputs, and the files the CONSTRAINTS of its AGENT SUBGRAPHs (`subgraphs`)
 * let it touch that its outputs do not already hold (`touch only src/api.ts` beside `output=src/api.ts` adds none).
 */
export declare function graphNodeTouches(n: GraphNode, subgraphs: readonly GraphSubgraph[], isFolder?: GraphFolderTest): GraphTouches;
/**
 * What two nodes' touches have in common and where each names it (`b`'s outputs first, then its
 * CONSTRAINTS, each against `a`'s in the same order), or undefined; as graphOutputsClash(a, b).
 */
export declare function graphTouchesClash(a: GraphTouches, b: GraphTouches, isFolder?: GraphFolderTest, precise?: boolean): {
    what: string;
    a: GraphTouch;
    b: GraphTouch;
} | undefined;
/** The paths a wave comment names (`adds p-retry to package.json`): tokens with a folder or an extension, versions aside. */
export declare function graphPurposePaths(purpose: string): string[];
