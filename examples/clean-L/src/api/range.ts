const DAY = /^\d{4}-\d{2}-\d{2}$/;

export type RangeResult = { ok: true; from: string; to: string } | { ok: false; error: string };

export function parseRange(from?: string, to?: string): RangeResult {
  if (!from || !to || !DAY.test(from) || !DAY.test(to)) return { ok: false, error: 'range_required' };
  if (from > to) return { ok: false, error: 'range_inverted' };
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  if (days > 366) return { ok: false, error: 'range_too_long' };
  return { ok: true, from, to };
}
