const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/i;

/**
 * A `--now` value: an ISO 8601 date (midnight UTC) or date and time with its zone (`Z` or
 * `±hh:mm`), a date that exists. A time without a zone would read differently under each TZ,
 * which a flag for reproducible runs must not.
 */
export function isoInstant(text: string): Date | string {
  const m = ISO_INSTANT.exec(text.trim());
  if (!m) return 'is not an ISO 8601 date or time (e.g. 2026-05-12 or 2026-05-12T14:03:00Z)';
  const [, y, mo, d, h, mi, sec, zone] = m;
  const daysInMonth = new Date(Date.UTC(Number(y), Number(mo), 0)).getUTCDate();
  if (Number(mo) < 1 || Number(mo) > 12 || Number(d) < 1 || Number(d) > daysInMonth) return 'is not a date that exists';
  if (h !== undefined && (Number(h) > 23 || Number(mi) > 59 || Number(sec ?? 0) > 59)) return 'is not a time that exists';
  if (h !== undefined && zone === undefined) return 'has no time zone; add Z or an offset such as +02:00';
  if (zone !== undefined && (Number(zone.slice(1, 3)) > 23 || Number(zone.slice(4, 6)) > 59)) return 'has an offset that does not exist';
  const date = new Date(text.trim().toUpperCase());
  return Number.isNaN(date.getTime()) ? 'is not an ISO 8601 date or time' : date;
}
