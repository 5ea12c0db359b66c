// What counts as a target glob, in a module of its own: the launcher reads the command line with it
// before the bundle loads (the V8 flags of many targets), so it imports nothing.

/**
 * Whether a target word is a glob: a wildcard, a class, braces, or an extglob (`@(a|b)` and `+(a)`
 * hold no other glob character, and were looked up as a path of that name).
 */
export const isGlob = (word: string): boolean => /[*?[\]{}!]|[@+]\(/.test(word);
