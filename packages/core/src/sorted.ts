/**
 * The index of the first item of a sorted list for which `before` is false, where `before` holds
 * for a prefix of the list and for nothing after it: a binary search, for the places that look up
 * thousands of keys, lines or paths in one list.
 */
export function firstNotBefore<T>(items: readonly T[], before: (item: T) => boolean): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (before(items[mid]!)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
