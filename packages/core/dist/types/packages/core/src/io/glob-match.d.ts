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
 * A matcher of `/`-separated relative paths for a glob; throws (with a one-line reason) for a
 * pattern whose braces expand past MAX_BRACE_ALTERNATIVES.
 */
export declare function globMatcher(pattern: string): (path: string) => boolean;
