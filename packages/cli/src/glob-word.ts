// What counts as a target glob, in a module of its own: the launcher reads the command line with it
// before the bundle loads (the V8 flags of many targets), so it imports nothing.

/**
 * Whether a target word is a glob: a wildcard, a class, braces, or an extglob (`@(a|b)` and `+(a)`
 * hold no other glob character, and were looked up as a path of that name).
 */
export const isGlob = (word: string): boolean => /[*?[\]{}!]/.test(word) || holdsExtglob(word);

/**
 * Whether a pattern holds an extglob segment (`@(`, `*(`, `?(`, `+(`, `!(`), as picomatch reads one:
 * `\*(a)` is an escaped star before a group, `\\*(a)` an escaped backslash before an extglob.
 * Linear: a run of backslashes is read once from the character before it.
 */
export const holdsExtglob = (pattern: string): boolean => /(?:^|[^\\])(?:\\\\)*[@*?+!]\(/.test(pattern);
