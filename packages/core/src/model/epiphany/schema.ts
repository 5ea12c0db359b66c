/** Schema validation of the state files. */
import { epiphanyValidators } from '../../schema-validators/epiphany.js';
import { epiphanyPathText, type EpiphanyPath } from './vocabulary.js';

// ---------------------------------------------------------------------------
// Schema validation (validators compiled ahead from schemas/epiphany-*.schema.json)

export type EpiphanySchemaName = 'map' | 'branches' | 'evidence';

export interface EpiphanySchemaError {
  /** Where the problem is, as a value path (`['branches', 0, 'status']`). */
  path: EpiphanyPath;
  /** What is wrong, in words (`branches[0].status must be one of: open, ...`). */
  message: string;
  keyword: string;
}

export const TYPE_WORDS: Record<string, string> = { array: 'a list', object: 'an object', string: 'a string', null: 'empty (null)', number: 'a number', integer: 'an integer', boolean: 'true or false' };

/**
 * Validates a value against one of the published epiphany schemas. Messages
 * name the value path; `rootLabel` names the value itself (`line 4`). An
 * evidence `time` must also name a day or week its year has (see impossibleDate).
 */
export async function validateEpiphany(schema: EpiphanySchemaName, value: unknown, rootLabel = 'the top level'): Promise<EpiphanySchemaError[]> {
  const validate = epiphanyValidators[schema];
  const calendar = schema === 'evidence' ? impossibleDate(value) : undefined;
  if (validate(value)) return calendar ? [timeError(value, ['time'], rootLabel)] : [];
  const out: EpiphanySchemaError[] = [];
  const seen = new Set<string>();
  // The engine keeps 500 findings per check; describing thousands more only costs time.
  const errors = (validate.errors ?? []).slice(0, 1000);
  // An empty string also fails the "not blank" pattern: one problem, said once, as "empty".
  const empty = new Set(errors.filter((e) => e.keyword === 'minLength').map((e) => e.instancePath));
  for (const err of errors) {
    if (err.keyword === 'if') continue; // the failing `then`/`else` branch is reported on its own
    if (err.keyword === 'pattern' && empty.has(err.instancePath)) continue;
    const p: EpiphanyPath = err.instancePath
      .split('/')
      .slice(1)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
    const where = p.length ? epiphanyPathText(p) : rootLabel;
    let message: string;
    switch (err.keyword) {
      case 'required': {
        const key = String(err.params['missingProperty']);
        message = `${where} lacks the required key \`${key}\``;
        break;
      }
      case 'type': {
        const t = err.params['type'];
        const words = (Array.isArray(t) ? t : [t]).map((x) => TYPE_WORDS[String(x)] ?? String(x));
        message = `${where} must be ${words.join(' or ')}, found ${describe(valueAt(value, p))}`;
        break;
      }
      case 'enum': {
        const allowed = (err.params['allowedValues'] as unknown[]).map((x) => String(x)).join(', ');
        message = `${where} must be one of: ${allowed} (found ${describe(valueAt(value, p))})`;
        break;
      }
      case 'minLength':
        message = `${where} must not be empty`;
        break;
      case 'pattern':
        message = p[p.length - 1] === 'time' ? timeError(value, p, rootLabel).message : `${where} must not be blank`;
        break;
      case 'additionalProperties':
        message = `${where} has an unknown key \`${String(err.params['additionalProperty'])}\``;
        break;
      default:
        message = `${where} ${err.message ?? 'does not match the schema'}`;
    }
    if (seen.has(message)) continue;
    seen.add(message);
    out.push({ path: p, message, keyword: err.keyword });
  }
  const calendarError = calendar ? timeError(value, ['time'], rootLabel) : undefined;
  if (calendarError && !seen.has(calendarError.message)) out.push(calendarError);
  return out;
}

/** Whether an evidence line is schema-valid, with a `time` that names a real day. */
export function isValidEvidence(value: unknown): boolean {
  return epiphanyValidators.evidence(value) && !impossibleDate(value);
}

function timeError(value: unknown, p: EpiphanyPath, rootLabel: string): EpiphanySchemaError {
  const where = p.length ? epiphanyPathText(p) : rootLabel;
  return { path: p, message: `${where} must be an ISO 8601 date or date-time (found ${describe(valueAt(value, p))})`, keyword: 'pattern' };
}

// The date forms up to where a time may follow, extended or basic. The end is pinned, or a basic
// calendar date (20261231) would also read as an ordinal one (2026123).
const CALENDAR_DATE = /^(\d{4})-?(\d{2})-?(\d{2})(?=[Tt ]|$)/;
const WEEK_DATE = /^(\d{4})-?W(\d{2})(?:-?[1-7])?(?=[Tt ]|$)/;
const ORDINAL_DATE = /^(\d{4})-?(\d{3})(?=[Tt ]|$)/;

/**
 * True when an evidence line's `time` is well formed but names a day or week its year does not
 * have (2026-02-30, 2025-02-29, 2026-366, 2025-W53-1): the schema's pattern checks each field's
 * range, not the calendar.
 */
function impossibleDate(value: unknown): boolean {
  const time = valueAt(value, ['time']);
  if (typeof time !== 'string') return false;
  const calendar = CALENDAR_DATE.exec(time);
  if (calendar) {
    const [year, month, day] = [Number(calendar[1]), Number(calendar[2]), Number(calendar[3])];
    if (month < 1 || month > 12) return false; // the pattern reports it
    const days = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
    return day > days;
  }
  const week = WEEK_DATE.exec(time);
  if (week) return Number(week[2]) > isoWeeksIn(Number(week[1]));
  const ordinal = ORDINAL_DATE.exec(time);
  if (ordinal) return Number(ordinal[2]) > (isLeapYear(Number(ordinal[1])) ? 366 : 365);
  return false;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** ISO 8601 weeks in a year: 53 when it starts on a Thursday, or on a Wednesday in a leap year; else 52. */
function isoWeeksIn(year: number): number {
  const jan1 = weekdayOfJan1(year);
  return jan1 === 4 || (jan1 === 3 && isLeapYear(year)) ? 53 : 52;
}

/** Weekday of 1 January (0 Sunday ... 6 Saturday), proleptic Gregorian; Date.UTC would map years 0-99 to 1900-1999. */
function weekdayOfJan1(year: number): number {
  const y = year - 1;
  // 1 January of year 1 was a Monday; each year moves the weekday on by 1, each leap year by 2.
  const n = 1 + y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400);
  return ((n % 7) + 7) % 7;
}

export function valueAt(root: unknown, p: EpiphanyPath): unknown {
  let v: unknown = root;
  for (const seg of p) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[seg];
  }
  return v;
}

export function describe(v: unknown): string {
  if (v === null) return 'null';
  if (v === undefined) return 'nothing';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'an object';
  if (typeof v === 'string') return v.length > 40 ? `"${v.slice(0, 37)}..."` : JSON.stringify(v);
  return `${typeof v} ${String(v)}`;
}
