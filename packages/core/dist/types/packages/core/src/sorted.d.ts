/**
 * The index of the first item of a sorted list for which `before` is false, where `before` holds
 * for a prefix of the list and for nothing after it: a binary search, for the places that look up
 * thousands of keys, lines or paths in one list.
 */
export declare function firstNotBefore<T>(items: readonly T[], before: (item: T) => boolean): number;
