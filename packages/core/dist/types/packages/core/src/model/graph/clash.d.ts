/**
 * Which nodes' outputs clash (graphOutputsClash), found through keyed lists
 * instead of testing every pair: a wave or a graph of thousands of nodes on one
 * file would otherwise cost millions of comparisons. Paths are keyed by their
 * folders (a trie); globs by folder, depth and extension (graphGlobShape), so a
 * path meets only the globs whose shape fits it.
 */
import { type GraphFolderTest } from './values.js';
import { type GraphGlobShape } from './footprint.js';
interface PathKey {
    /** Trailing slashes dropped. */
    path: string;
    /** Trie ids of its folder prefixes, then of the path itself. */
    chain: Int32Array;
    ext: string;
    folder: boolean;
}
interface GlobKey {
    pattern: string;
    shape: GraphGlobShape;
    /** Trie ids of its folder (none for a top glob). */
    chain: Int32Array;
    /** Where its lists are kept: the folder's trie id, or 'r' for the top. */
    at: string;
}
interface OutputKeys {
    /** The value is not blank: only such an output can clash by its text. */
    filled: boolean;
    /** A commit (graphIsCommitOutput): no file, so it clashes with nothing. */
    commit: boolean;
    hasPaths: boolean;
    /** graphSameOutput's key of the value. */
    key: string;
    paths: PathKey[];
    globs: GlobKey[];
}
/** Output keys per node, with path prefixes numbered in one shared trie. */
export declare class GraphOutputKeys {
    private readonly isFolder?;
    /**
     * Trie edges by parent id (-1 for the top, at slot 0): the first child's segment and id in arrays, the
     * others in a map. No string is built per segment: a wave of thousands of outputs each thousands of
     * folders deep walks millions of segments, nearly all of them along a parent's only child.
     */
    private readonly firstSegment;
    private readonly firstChild;
    private readonly moreChildren;
    /** Trie ids of the paths keyed so far (their own, not their folders'). */
    readonly ends: Set<number>;
    private readonly byNode;
    /** `isFolder`: the bare words that are folders, as graphOutputsClash is given it. */
    constructor(isFolder?: GraphFolderTest | undefined);
    of(node: {
        outputs: Array<{
            value: string;
        }>;
    }): OutputKeys[];
    /** Trie nodes so far: an id at or past it is no folder of a path keyed before. */
    get size(): number;
    /** `x.startsWith(y + '/')` holds exactly when y's id is in x's chain before x's own. */
    private chain;
    private child;
    /** A new trie node `id`, with no child yet. */
    private added;
}
/** Which side of graphOutputsClash(a, b) the indexed nodes take; the queried node takes the other. */
export type ClashSide = 'a' | 'b';
/**
 * Globs matched against files, counted by pattern, that one index matches precisely; past them every
 * glob is read by its shape alone (graphGlobMeetsPath without `precise`), so that thousands of
 * distinct globs over thousands of files cost no more than keyed lookups.
 */
export declare const GRAPH_MAX_MATCHED_GLOBS = 64;
/**
 * Nodes indexed by output keys. `lists(q)` returns lists of item indices,
 * each ascending and without repeats, whose union is exactly the items whose
 * outputs clash with q's (graphOutputsClash with this index's `precise`). One
 * list can hold an item that another also holds when a node has several outputs, paths or globs.
 */
export declare class GraphClashIndex {
    private readonly keys;
    private readonly items;
    private readonly side;
    private readonly lists_;
    /** Globs matched against files (precise), by list key then pattern. */
    private readonly matched;
    /** Per glob folder: the depths of its exact-depth globs and the least depths of its `**` globs. */
    private readonly depths;
    /** The same folders by trie id (-1 for the top): a path's folders are looked up by number, not by a string each. */
    private readonly globFolders;
    /** Items by the trie id of a path they write (`same`), and of each folder above it (`under`, -1 for the top). */
    private readonly same;
    private readonly under;
    /**
     * Folders whose `under` list is gathered (all: `true`), when first asked for, for the paths keyed by then and the globs'
     * folders: a path thousands of folders deep pushed into every folder's list costs thousands of pushes, where few are asked.
     */
    private gathered;
    private gatherings;
    /** Trie nodes when the index was built: a later one has no item below it. */
    private readonly trieSize;
    /** Folders whose paths below are keyed by depth and extension, with the deepest such path's depth below. */
    private readonly pathsKeyed;
    /** Whether some item has more than one output, path or glob. */
    private readonly overlapping;
    /** Whether globs are matched against files (GRAPH_MAX_MATCHED_GLOBS). */
    readonly precise: boolean;
    /** Lists of items filtered by a glob matched against files or globs, by pattern and list key. */
    private readonly filtered;
    /** Depths below the top of the globs without `**`, and the least depths of those with it (graphGlobDepth). */
    private readonly fixedDepths;
    private readonly leastDepths;
    /** Globs met by a glob segment by segment (precise, not exact), by list key then pattern. */
    private readonly globGroups;
    constructor(keys: GraphOutputKeys, items: ReadonlyArray<{
        outputs: Array<{
            value: string;
        }>;
    }>, side: ClashSide);
    /** The items with a path strictly below folder `id` (-1 for the top). */
    private underList;
    private addGlob;
    /**
     * Paths of the items below glob folders keyed by depth and extension, in one pass for the folders of
     * the items' globs and `at` (a query's own folder), then in one pass for any other folder a query asks for.
     */
    private keyPathsBelow;
    /** A list filtered to the items with a path the glob matches (folders kept: they are read by shape). */
    private matching;
    /** The lists, and whether one item may sit in two of them (several outputs, paths or globs on either side). */
    lists(q: {
        outputs: Array<{
            value: string;
        }>;
    }): {
        lists: number[][];
        overlapping: boolean;
    };
    private pathQuery;
    /** Groups of globs matched against files under `key`: those matching path `p`, or all (for a folder). */
    private matchedGroups;
    private globQuery;
    /** A list of exact globs filtered to the items with a glob that meets glob `g` (precise, not exact) segment by segment. */
    private globsMeeting;
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
