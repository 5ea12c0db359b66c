/**
 * Which nodes' outputs clash (graphOutputsClash), found through keyed lists
 * instead of testing every pair: a wave or a graph of thousands of nodes on one
 * file would otherwise cost millions of comparisons.
 */
import { type GraphFolderTest } from './values.js';
interface OutputKeys {
    /** The value is not blank: only such an output can clash by its text. */
    filled: boolean;
    hasPaths: boolean;
    /** graphSameOutput's key of the value. */
    key: string;
    /** Per path (trailing slashes dropped): trie ids of its folder prefixes, then of the path itself. */
    chains: number[][];
    /** A glob with no folder before its wildcard (`*.ts`): it claims every file. */
    claimsAll: boolean;
}
/** Output keys per node, with path prefixes numbered in one shared trie. */
export declare class GraphOutputKeys {
    private readonly isFolder?;
    private readonly trie;
    private readonly byNode;
    /** `isFolder`: the bare words that are folders, as graphOutputsClash is given it. */
    constructor(isFolder?: GraphFolderTest | undefined);
    of(node: {
        outputs: Array<{
            value: string;
        }>;
    }): OutputKeys[];
    /** `x.startsWith(y + '/')` holds exactly when y's id is in x's chain before x's own. */
    private chain;
}
/** Which side of graphOutputsClash(a, b) the indexed nodes take; the queried node takes the other. */
export type ClashSide = 'a' | 'b';
/**
 * Nodes indexed by output keys. `lists(q)` returns lists of item indices,
 * each ascending and without repeats, whose union is exactly the items whose
 * outputs clash with q's (graphOutputsClash is true). One list can hold an item
 * that another also holds when a node has several outputs or paths.
 */
export declare class GraphClashIndex {
    private readonly keys;
    private readonly side;
    private readonly exact;
    private readonly below;
    /** graphSameOutput's key of outputs with no path: filled ones only when items are side a. */
    private readonly textNoPaths;
    private readonly textAll;
    /** Whether some item has more than one output or path. */
    private readonly overlapping;
    /** Items with a glob claiming every file, ascending; and every item naming a file or a glob, for a query with such a glob. */
    private readonly claimingAll;
    private readonly all;
    constructor(keys: GraphOutputKeys, items: ReadonlyArray<{
        outputs: Array<{
            value: string;
        }>;
    }>, side: ClashSide);
    /** The lists, and whether one item may sit in two of them (several outputs or paths on either side). */
    lists(q: {
        outputs: Array<{
            value: string;
        }>;
    }): {
        lists: number[][];
        overlapping: boolean;
    };
}
/** Number of entries of an ascending list below `limit`. */
export declare function countBelow(list: readonly number[], limit: number): number;
/**
 * The `named` smallest distinct entries below `limit` across ascending lists,
 * and how many distinct entries below `limit` there are in all.
 */
export declare function firstBelow(lists: readonly (readonly number[])[], limit: number, named: number, overlapping: boolean): {
    first: number[];
    total: number;
};
export {};
