/**
 * What an output claims when outputs are checked for a clash: its paths, the files a brace
 * list names (`src/auth/{token,keys}.ts`), and its globs (`src/auth/*.ts`, `src/**`). A glob
 * claims what it can match: files below the folder before its first wildcard, as deep as its
 * segments allow, ending in its extension (graphGlobShape), so that the clash index can look
 * it up by folder, depth and extension.
 */
import { type GraphFolderTest } from './values.js';
export interface GraphOutputFootprint {
    /** Paths compared as paths: graphOutputPaths, and the files of brace lists. */
    paths: string[];
    /** Globs, each claiming what it can match. */
    globs: string[];
    /** graphGlobShape of each glob, in the same order. */
    shapes: GraphGlobShape[];
}
/** What a glob can match, as a clash reads it. */
export interface GraphGlobShape {
    /** No folder before the first wildcard (`*.md`): the glob starts at the top of the paths. */
    top: boolean;
    /** The folder before the first wildcard, cut back to a whole folder ('' when top, or for `/*.md`). */
    folder: string;
    /** Segments below the folder a match has: at least min, at most max (Infinity with a `**` segment). */
    min: number;
    max: number;
    /** The extension every match ends in (`ts` for `*.test.ts`), '' when it can end in any. */
    ext: string;
    /**
     * Whether folder, depth and extension alone decide a match of a file (`src/**\/*.ts`, `docs/*`); else
     * (`tests/*.test.ts`, `src/*\/index.ts`) a file is matched against the glob. A brace list too long to
     * expand is read by its folder alone, never matched.
     */
    exact: boolean;
}
/** The paths and globs of an output value; `isFolder` as for graphOutputPaths. The result is shared: not to be changed. */
export declare function graphOutputFootprint(value: string, isFolder?: GraphFolderTest): GraphOutputFootprint;
/**
 * What a glob can match (GraphGlobShape): `src/**\/*.tsx` is a `.tsx` file one or more segments below
 * `src`; `tests/*.test.ts` a `.ts` file directly in `tests`; `*.md` a `.md` file at the top.
 */
export declare function graphGlobShape(glob: string): GraphGlobShape;
/** A path as a glob meets it: its extension ('' for none), and whether it may be a folder (a trailing `/`, or no extension). */
export declare function graphPathKind(p: string): {
    ext: string;
    folder: boolean;
};
/** A path without its trailing slashes; a loop, as /\/+$/ is quadratic on a long run of slashes not at the end. */
export declare function graphWithoutTrailingSlashes(p: string): string;
/**
 * Whether a glob can write path `p` (trailing slashes dropped; `kind` is graphPathKind of it as written):
 * a path holding the glob's folder holds every match; a folder below it meets the glob when a match
 * can lie in it, or be it; a file meets it when the glob matches it (`precise`), or, without
 * `precise`, when its depth and extension fit the glob's shape.
 */
export declare function graphGlobMeetsPath(s: GraphGlobShape, pattern: string, p: string, kind: {
    ext: string;
    folder: boolean;
}, precise?: boolean): boolean;
/** Segments below the top a match of a glob has: exactly `depth` (`deep` false), or `depth` or more. */
export declare function graphGlobDepth(s: GraphGlobShape): {
    depth: number;
    deep: boolean;
};
/**
 * Whether two globs can match a common path: their folders overlap, their extensions agree and their
 * depths meet (a glob without `**` matches paths of its own depth only). With `precise`, a pair not
 * both `exact` must also meet segment by segment (graphGlobSegmentsMeet); past the globs one index
 * matches, shape alone decides.
 */
export declare function graphGlobsMeet(a: GraphGlobShape, b: GraphGlobShape, pa?: string, pb?: string, precise?: boolean): boolean;
/**
 * Whether two globs can match a common path, segment by segment (`**` standing for zero or more
 * segments, a brace list too long to expand for anything). Linear in the product of segment counts.
 */
export declare function graphGlobSegmentsMeet(a: string, b: string): boolean;
/** A glob of one side meeting a path or glob of the other (`a`'s first), or undefined; `precise` as for graphGlobMeetsPath. */
export declare function graphGlobClash(a: GraphOutputFootprint, b: GraphOutputFootprint, precise?: boolean): string | undefined;
/**
 * What two nodes' outputs have in common (`a.ts`, `src/a.ts (inside src/)`, `src/a.ts (matched by src/*.ts)`), or undefined when
 * they touch different files; `isFolder` as for graphOutputPaths, `precise` as for graphGlobMeetsPath. A commit
 * (graphIsCommitOutput) touches no file, whatever branch it names.
 */
export declare function graphOutputsClash(a: {
    outputs: Array<{
        value: string;
    }>;
}, b: {
    outputs: Array<{
        value: string;
    }>;
}, isFolder?: GraphFolderTest, precise?: boolean): string | undefined;
