import type { DateRange } from './date-range.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The range lives in the URL so a reload or a shared link shows the same data. */
export function readRange(search: string): DateRange | undefined {
  const q = new URLSearchParams(search);
  const from = q.get('from');
  const to = q.get('to');
  if (!from || !to || !DAY.test(from) || !DAY.test(to) || from > to) return undefined;
  return { from, to };
}

export function writeRange(range: DateRange): void {
  const url = new URL(window.location.href);
  url.searchParams.set('from', range.from);
  url.searchParams.set('to', range.to);
  window.history.replaceState(null, '', url);
}
