/**
 * The one reader of dates written in engagement files: ISO `2026-06-08` or day-first `8.6.2026`,
 * with an optional `18:10` or `18:10:30` after a space or `T`, and an optional zone after the time
 * (`Z`, `UTC`, `GMT`, `+03:00`, `-0500`, `UTC+3`, `GMT-05:30`, or a zone's name that names one offset: `MSK`, `CET`, `EST` …). The rules that compare dates (go-ahead rounds, heartbeats,
 * loop-to-intake records) read them here, so they cannot disagree on what a date is.
 */

export interface DateOptions {
  /** Whether `D.M.YYYY` counts (default true); false reads ISO days only. */
  dayFirst?: boolean;
  /** Only a date followed by a time counts (a bare day is passed over). */
  needTime?: boolean;
  /** The date must open the text (leading blanks aside), as a heading's `completed …` does. */
  atStart?: boolean;
}

export interface DateParts {
  year: number;
  month: number;
  day: number;
  hour?: number;
  minute?: number;
  second?: number;
  /** Minutes east of UTC, when a zone is written (`Z`, `UTC`, `GMT` are 0). */
  offset?: number;
  /** `YYYY-MM-DD`, whichever way the day was written: ISO days compare as strings. */
  isoDay: string;
  /** Minutes after midnight on the clock as written (no zone applied), when a time is given. */
  minutes?: number;
  /** Milliseconds since the epoch: the zone's when written, else UTC (never the machine's); midnight without a time. */
  value: number;
  /** As written, for a detail. */
  text: string;
  /** Where it starts in the text read. */
  index: number;
}

// Each part is one bounded run, and a start needs a word boundary before a digit: linear on any run of digits.
const DAY = String.raw`\b(?:(\d{4})-(\d{2})-(\d{2})(?!\d)|(\d{1,2})\.(\d{1,2})\.(\d{4})(?!\d))`;
const ISO_DAY = String.raw`\b(\d{4})-(\d{2})-(\d{2})(?!\d)()()()`;
/** Zones written by name that name one offset (minutes east of UTC); CST, IST and BST name several, so none. */
const NAMED_ZONES: Record<string, number> = { MSK: 180, CET: 60, CEST: 120, EET: 120, EEST: 180, PST: -480, PDT: -420, MST: -420, MDT: -360, EST: -300, EDT: -240, JST: 540, KST: 540, AEST: 600, AEDT: 660, NZST: 720, NZDT: 780 };
const TIME = String.raw`[ T](\d{1,2}):(\d{2})(?::(\d{2}))?(?!\d)(?:[ \t]*(Z|(?:UTC|GMT)(?:[+-]\d{1,2}(?::?\d{2})?)?|${Object.keys(NAMED_ZONES).join('|')}|[+-]\d{2}:?\d{2})\b)?`;

const patterns = new Map<string, RegExp>();
function pattern(o: DateOptions): RegExp {
  const key = `${o.dayFirst !== false}${Boolean(o.needTime)}${Boolean(o.atStart)}`;
  let re = patterns.get(key);
  if (!re) {
    re = new RegExp(`${o.dayFirst === false ? ISO_DAY : DAY}(?:${TIME})${o.needTime ? '' : '?'}`, o.atStart ? 'iy' : 'ig');
    patterns.set(key, re);
  }
  return re;
}

/**
 * The first date in `text` that is a day of the calendar, with a time of day when one is written:
 * `2026-13-01`, `31.02.2026` and `2026-06-08 24:00` are no date, and the search goes on past them.
 */
export function findDate(text: string, options: DateOptions = {}): DateParts | undefined {
  const re = pattern(options);
  const lead = options.atStart ? (/^\s*/.exec(text)?.[0].length ?? 0) : 0;
  re.lastIndex = lead;
  for (let m = re.exec(text); m; m = options.atStart ? null : re.exec(text)) {
    const parts = cachedParts(m);
    if (parts) return parts;
    re.lastIndex = m.index + 1;
  }
  return undefined;
}

/**
 * What a match reads as: the same text always reads the same (a log dates its rounds with a few days and times,
 * read by several rules each), so it is worked out once. Bounded: the cache starts over past CACHE_MAX texts.
 */
const CACHE_MAX = 4096;
const partsByText = new Map<string, Readonly<DateParts> | null>();
function cachedParts(m: RegExpExecArray): DateParts | undefined {
  // Keyed by where it stands too: a log's headings put the same date at a few places, and the parts are shared, frozen.
  const key = `${m.index}:${m[0]}`;
  let parts = partsByText.get(key);
  if (parts === undefined) {
    if (partsByText.size >= CACHE_MAX) partsByText.clear();
    const read = partsOf(m);
    parts = read ? Object.freeze(read) : null;
    partsByText.set(key, parts);
  }
  return parts ?? undefined;
}

/** The largest offset from UTC a zone has (Kiribati's +14:00), in minutes. */
const MAX_OFFSET = 14 * 60;

function partsOf(m: RegExpExecArray): DateParts | undefined {
  const iso = m[1] !== undefined;
  const [year, month, day] = (iso ? [m[1], m[2], m[3]] : [m[6], m[5], m[4]]).map(Number) as [number, number, number];
  // setUTCFullYear, not Date.UTC, which reads years 0–99 as 1900–1999.
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  // The calendar rolls 31 February into March: such a day is none.
  if (month < 1 || month > 12 || day < 1 || at.getUTCDate() !== day) return undefined;
  const isoDay = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const date = { year, month, day, isoDay, index: m.index };
  const midnight = at.getTime();
  if (m[7] === undefined) return { ...date, value: midnight, text: m[0] };
  const [hour, minute, second] = [m[7], m[8], m[9] ?? '0'].map(Number) as [number, number, number];
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  // `+03:00`, `-0500`, `UTC+3`, `GMT-05:30`; a named zone is its offset.
  const named = m[10] === undefined ? undefined : NAMED_ZONES[m[10].toUpperCase()];
  const zone = m[10] && named === undefined ? /^(?:UTC|GMT)?([+-])(\d{1,2}):?(\d{2})?$/i.exec(m[10]) : null;
  // No place on Earth is more than 14 hours off UTC, and an hour has 60 minutes: `+99:00` is no zone, and the time
  // reads as one written without a zone (as written, the zone left out), never moved by four days.
  const zoneMinutes = zone ? Number(zone[2]) * 60 + Number(zone[3] ?? 0) : 0;
  const bogus = !!zone && (Number(zone[3] ?? 0) > 59 || zoneMinutes > MAX_OFFSET);
  const offset = m[10] === undefined || bogus ? undefined : named ?? (zone ? (zone[1] === '-' ? -1 : 1) * zoneMinutes : 0);
  const text = bogus ? m[0].slice(0, m[0].length - m[10]!.length).trimEnd() : m[0];
  const minutes = hour * 60 + minute;
  return {
    ...date,
    hour,
    minute,
    ...(m[9] !== undefined ? { second } : {}),
    ...(offset !== undefined ? { offset } : {}),
    minutes,
    value: midnight + (minutes * 60 + second - (offset ?? 0) * 60) * 1000,
    text,
  };
}
