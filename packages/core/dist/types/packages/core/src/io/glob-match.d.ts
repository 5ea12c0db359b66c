/**
 * Glob matching in time linear in the path for each pattern token, for patterns a config holds.
 * A config beside the checked tree (or changed in a pull request) names `ignores` globs, and a
 * glob compiled to a backtracking regex (picomatch: `[^/]*?` per `*`) takes time polynomial in the
 * path with the number of stars: `engagement/*a*a*a*a*a*a*a*a*b` against a 60-letter file name
 * took 29 s. Here a segment is matched by the two-pointer wildcard method (a star only ever
 * resumes from the last star: at most pattern × name steps), and `**` segments by memoised search
 * over segments.
 *
 * The syntax is picomatch's (with `dot: true`) without extglobs: `*` and `?` within a segment,
 * `**` as a whole segment for any number of segments, `[abc]`, `[a-z]`, `[^x]`, `{a,b}`
 * alternatives (nested), `\` escapes, and a leading `!` that negates. `[!x]` negates too, as in
 * ESLint's minimatch (picomatch reads it as `!` or `x`).
 */
/** Alternatives one pattern may expand to through its braces. */
export declare const MAX_BRACE_ALTERNATIVES = 256;
/**
 * Characters a pattern's alternatives may hold together, and all of a config's `ignores` together:
 * each path is matched against every alternative, so 240 patterns of 500 characters with 256
 * alternatives each took 9 s and 2 GB on 80 files.
 */
export declare const MAX_EXPANDED_CHARS = 16384;
/** Characters a glob's brace alternatives hold together; throws as globMatcher does past the limits. */
export declare function expandedSize(pattern: string): number;
/** How many alternatives a glob's braces expand to (what each path is matched against); throws as globMatcher does. */
export declare function globAlternatives(pattern: string): number;
/** What the top-level brace groups of `t` multiply to (each group's commas plus one), found without expanding them. */
export declare function braceProduct(t: string): number;
/**
 * A matcher of `/`-separated relative paths for a glob; throws (with a one-line reason) for a
 * pattern whose braces expand past MAX_BRACE_ALTERNATIVES.
 */
export declare function globMatcher(pattern: string): (path: string) => boolean;
/** One entry of an ESLint-style `ignores` list. */
export interface IgnoreEntry {
    /** A leading `!`: the entry un-ignores what it matches. */
    negated: boolean;
    /** A trailing `/`: the entry matches folders only. */
    foldersOnly: boolean;
    /** Whether the glob (without `!` and the trailing `/`) matches a relative path. */
    matches: (path: string) => boolean;
}
/**
 * An `ignores` entry read as ESLint reads one: `!` negates (its match is not inverted: the list
 * decides, see ignoresMatcher), a trailing `/` limits it to folders. Throws as globMatcher does.
 */
export declare function ignoreEntry(pattern: string): IgnoreEntry;
/**
 * A predicate on absolute paths for an ordered `ignores` list, each entry relative to its `base`
 * folder, read as ESLint reads its ignores: a path is ignored when the last entry that matches it is
 * not negated (a `!` entry un-ignores; a path only `!` entries match is not ignored), and inside an
 * ignored folder nothing can be un-ignored, so each folder above a path is asked first (cached).
 */
export declare function ignoresMatcher(list: ReadonlyArray<{
    base: string;
    pattern: string;
}>): (abs: string) => boolean;
