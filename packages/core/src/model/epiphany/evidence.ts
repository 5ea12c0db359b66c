/** state/evidence.jsonl. */
import { type TextFile } from '../../io/project-fs.js';
import { isPlainObject, parseJson, stringEnd } from '../../io/json.js';
import { blockingProblems, encodingProblems, jsonErrorMessage } from './tree.js';
import { epiphanyId, type EpiphanyIssue } from './vocabulary.js';
import { isValidEvidence } from './schema.js';
import { groupBy } from '../../util.js';

// ---------------------------------------------------------------------------
// evidence.jsonl

export interface EpiphanyEvidenceEntry {
  /** 1-based line in evidence.jsonl. */
  line: number;
  text: string;
  value: Record<string, unknown>;
  /**
   * The line matches schemas/epiphany-evidence.schema.json (with a day or week its year has) and holds no
   * damaged bytes. Only valid lines count as evidence; epiphany-evidence-lines reports the others.
   */
  valid: boolean;
  /** The line's object matches the schema (a day or week its year has included), whatever else is wrong with the line. */
  schemaValid: boolean;
  id?: string;
  /** null when the line says `"branch": null`; undefined when absent or not a string. */
  branch?: string | null;
  kind?: string;
  result?: string;
}

export interface EpiphanyEvidence {
  file: TextFile;
  /** Problems that kept the whole file from being read. */
  errors: EpiphanyIssue[];
  /**
   * Invalid UTF-8 or NUL bytes, at the file's first bad byte. The line holding it is damaged (its
   * text is not what was written): epiphany-evidence-lines counts it as malformed, and it is no valid entry.
   */
  encoding: EpiphanyIssue[];
  /** Lines that are not one JSON object, or repeat a key (such a line is also an invalid entry); the other lines still count. */
  malformed: EpiphanyIssue[];
  /** Lines that hold anything (not blank): each is an entry, a malformed line or both (a repeated key). */
  lineCount: number;
  /**
   * How many malformed lines look like part of an object written over several lines (a lone `{`
   * or `}`, a `"key": value,` line): JSON pretty-printed where JSON Lines wants one object a line.
   */
  multiLineParts: number;
  /** Lines holding a JSON object, in file order (valid against the schema or not). */
  entries: EpiphanyEvidenceEntry[];
  /** Entries by id, valid or not. */
  byId: Map<string, EpiphanyEvidenceEntry[]>;
  /**
   * Ids written as the top-level `"id"` of lines that are not one JSON object: not valid JSON
   * (`{"id": "ev-3", ...,}`), objects glued on one line (`{...}{...}`, an append that lost its line
   * break) or a list of objects (`[{...}, {...}]`); each with its 1-based lines in file order. Such a
   * line is no entry, yet it names its ids, so a citation of one is of a malformed line rather than
   * of an id evidence.jsonl does not hold.
   */
  unparsedIds: Map<string, number[]>;
  /** The same for the top-level `"branch"` of such lines: a branch only a malformed line names. */
  unparsedBranches: Map<string, number[]>;
  /**
   * 1-based column of the top-level key `"key":` on the entry's line, or of its value with `'value'`
   * (1 when not found).
   */
  columnOf(entry: EpiphanyEvidenceEntry, key: string | undefined, part?: 'key' | 'value'): number;
}

export function parseEvidence(file: TextFile): EpiphanyEvidence {
  const errors = blockingProblems(file);
  const encoding = encodingProblems(file);
  const damaged = new Set(encoding.map((e) => e.line));
  const malformed: EpiphanyIssue[] = [];
  const entries: EpiphanyEvidenceEntry[] = [];
  const unparsedIds = new Map<string, number[]>();
  const unparsedBranches = new Map<string, number[]>();
  // Lines that may be part of a pretty-printed object, by index, with their place in `malformed`.
  const parts = new Map<number, number>();
  let multiLineParts = 0;
  let lineCount = 0;
  /** Notes that line `line` names `value` under `key` (once per line). */
  const nameOn = (byValue: Map<string, number[]>, value: string, line: number) => {
    const lines = byValue.get(value);
    if (!lines) byValue.set(value, [line]);
    else if (lines[lines.length - 1] !== line) lines.push(line);
  };
  if (!errors.length) {
    file.lines.forEach((text, i) => {
      if (text.trim() === '') return; // blank lines carry nothing; JSONL readers skip them
      lineCount++;
      const json = parseJson(text, { uniqueKeys: true });
      let value = json.value;
      // A repeated key is a flaw of a readable object (RFC 8259: names SHOULD be unique): the line
      // is malformed, yet it still says which id and branch it is about, so other rules can say so.
      let repeatedKey = false;
      if (json.error) {
        const err = json.error;
        const lenient = /^invalid JSON: the key .* appears twice/.test(err.message) ? parseJson(text) : undefined;
        if (!lenient || lenient.error) {
          for (const [key, byValue] of [['"id"', unparsedIds], ['"branch"', unparsedBranches]] as const) {
            for (const v of unparsedValues(text, key)) nameOn(byValue, v, i + 1);
          }
          if (isPartOfObject(text.trim())) parts.set(i, malformed.length);
          // `{...}{...}`: an append that lost its line break; the parser's words do not say so.
          const why = text[err.column - 1] === '{' && /after JSON|after the end/i.test(err.message) ? `a second object starts at column ${err.column}; each object needs a line of its own` : jsonErrorMessage(text, err).replace(/^invalid JSON: /, '');
          malformed.push({ message: `line ${i + 1} is not valid JSON: ${why}`, line: i + 1, column: err.column });
          return;
        }
        malformed.push({ message: `line ${i + 1} repeats a key: ${err.message.replace(/^invalid JSON: /, '')}`, line: i + 1, column: err.column });
        value = lenient.value;
        repeatedKey = true;
      }
      if (!isPlainObject(value)) {
        const what = value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`;
        // A list of evidence objects still names its ids and branches, as a line that is not JSON does.
        const objects = Array.isArray(value) ? value.filter(isPlainObject) : [];
        for (const o of objects) {
          const id = epiphanyId(o['id']);
          if (id !== undefined) nameOn(unparsedIds, id, i + 1);
          if (typeof o['branch'] === 'string') nameOn(unparsedBranches, o['branch'], i + 1);
        }
        const each = objects.length ? ` (it lists ${objects.length === 1 ? '1 object' : `${objects.length} objects`}: write each on a line of its own, without the brackets)` : '';
        malformed.push({ message: `line ${i + 1} holds ${what}, not a JSON object${each}`, line: i + 1, column: 1 + (text.length - text.trimStart().length) });
        return;
      }
      const schemaValid = isValidEvidence(value);
      // Written out field by field: a file may hold 100,000 lines.
      const entry: EpiphanyEvidenceEntry = { line: i + 1, text, value, valid: schemaValid && !repeatedKey && !damaged.has(i + 1), schemaValid };
      const id = epiphanyId(value['id']);
      if (id !== undefined) entry.id = id;
      const branch = value['branch'];
      if (branch === null || typeof branch === 'string') entry.branch = branch;
      if (typeof value['kind'] === 'string') entry.kind = value['kind'];
      if (typeof value['result'] === 'string') entry.result = value['result'];
      entries.push(entry);
    });
  }
  // Pieces of an object come in runs: a lone piece beside whole lines keeps the parser's words.
  for (const [i, at] of parts) {
    if (!parts.has(i - 1) && !parts.has(i + 1)) continue;
    // The parser's words ("Unexpected non-whitespace character after JSON") say nothing useful
    // about a pretty-printed object; the file's first such line says what JSON Lines wants.
    const hint = multiLineParts++ === 0 ? '; each line of evidence.jsonl must be one whole JSON object (JSON Lines)' : '';
    const text = file.lines[i]!;
    malformed[at] = { message: `line ${i + 1} is not valid JSON: it holds part of an object written over several lines${hint}`, line: i + 1, column: 1 + (text.length - text.trimStart().length) };
  }
  const byId = groupBy(entries, (e) => e.id);
  const columnOf = (entry: EpiphanyEvidenceEntry, key: string | undefined, part: 'key' | 'value' = 'key') => {
    if (key === undefined) return 1 + (entry.text.length - entry.text.trimStart().length);
    const at = topLevelKeyOffset(entry.text, key, part);
    return at >= 0 ? at + 1 : 1;
  };
  return { file, errors, encoding, malformed, lineCount, multiLineParts, entries, byId, unparsedIds, unparsedBranches, columnOf };
}

/** A `"key":` at the start of a line (linear: the two alternatives inside the string cannot overlap). */
const KEY_LINE = /^"(?:[^"\\]|\\.)*"\s*:/;

/**
 * Whether a trimmed line that is not valid JSON looks like a piece of a pretty-printed object: a
 * lone bracket (`{`, `},`), an opening brace with the object left open (`{"id": "ev-1",`), or a
 * `"key": value` line that does not close an object of its own.
 */
function isPartOfObject(t: string): boolean {
  if (/^[{}[\]],?$/.test(t)) return true;
  const last = t[t.length - 1];
  if (t[0] === '{') return last === ',' || last === '{' || last === '[';
  return KEY_LINE.test(t) && last !== '}';
}

/** A JSON number at the start of the text it is matched against (sticky: no scan ahead, no backtracking). */
const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/**
 * Visits each key of a JSON line's outer object (at most `maxDepth` deep; depth 0 too, for a line
 * that lost its opening `{`): its raw quoted text, its offset and where its value starts. One pass
 * that skips strings and counts depth; the visit returns true to stop.
 */
function visitKeys(text: string, maxDepth: number, visit: (raw: string, start: number, value: number) => boolean): void {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x7b || c === 0x5b) depth++;
    else if (c === 0x7d || c === 0x5d) depth--;
    else if (c === 0x22) {
      const start = i;
      i = stringEnd(text, i);
      if (depth > maxDepth) continue;
      let j = i + 1;
      while (text[j] === ' ' || text[j] === '\t') j++;
      if (text[j] !== ':') continue;
      j++;
      while (text[j] === ' ' || text[j] === '\t') j++;
      if (visit(text.slice(start, i + 1), start, j)) return;
    }
  }
}

/** A quoted JSON string's text (escapes read), or undefined for a broken escape. */
function stringText(raw: string): string | undefined {
  try {
    return raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1);
  } catch {
    return undefined;
  }
}

/**
 * The values (strings or numbers) a line that is not valid JSON writes under `key` as a key of its
 * records: the objects at its top level (several when glued, `{...}{...}`), or inside its top-level
 * list (`[{...}, ...]`); not of nested objects. In file order, each once.
 */
function unparsedValues(text: string, key = '"id"'): string[] {
  const out = new Set<string>();
  // A line that opens a list holds its records one level deeper.
  const depth = text.trimStart()[0] === '[' ? 2 : 1;
  visitKeys(text, depth, (raw, _start, j) => {
    if (raw !== key) return false;
    let id: string | undefined;
    if (text[j] === '"') {
      const end = stringEnd(text, j);
      // A string that never closes: its text is not known.
      const value = end < text.length ? stringText(text.slice(j, end + 1)) : undefined;
      id = value === undefined ? undefined : epiphanyId(value);
    } else {
      NUMBER.lastIndex = j;
      const n = NUMBER.exec(text);
      id = n ? epiphanyId(Number(n[0])) : undefined;
    }
    if (id !== undefined) out.add(id);
    return false;
  });
  return [...out];
}

/**
 * Offset of the opening `"` of `key` written as a key of the outermost object of one JSON line (or
 * of its value, with `'value'`), or -1. A first text match of `"key"` may be a value
 * (`"metric": "time"`) or a nested key.
 */
function topLevelKeyOffset(text: string, key: string, part: 'key' | 'value' = 'key'): number {
  let at = -1;
  visitKeys(text, 1, (raw, start, value) => {
    if (stringText(raw) !== key) return false;
    at = part === 'key' || value >= text.length ? start : value;
    return true;
  });
  return at;
}

// ---------------------------------------------------------------------------
// Order and verdicts of evidence lines, shared by the rules that ask which verification stands

/** "abandon", "abandoned", "abandoning b-2": a backtrack's own words for dropping the branch. */
const ABANDONS = /\babandon/i;

/** An entry's `summary`, or '' when it has none. */
export const epiphanyEvidenceSummary = (e: EpiphanyEvidenceEntry): string => (typeof e.value.summary === 'string' ? e.value.summary : '');

/** Whether a line drops its branch: a backtrack rejection, or a line whose summary abandons it. */
export function epiphanyAbandons(e: EpiphanyEvidenceEntry): boolean {
  const says = ABANDONS.test(epiphanyEvidenceSummary(e));
  return e.kind === 'backtrack' ? e.result === 'reject' || says : e.result === 'reject' && says;
}

/**
 * The latest of `lines` (given in file order) by time when every line's time reads as a date (a
 * tie goes to the later line), else the last one; undefined for none. Real time, so offsets and
 * fractions of a second compare as instants; week and ordinal dates do not read, and file order decides.
 */
export function epiphanyLatest(lines: readonly EpiphanyEvidenceEntry[]): EpiphanyEvidenceEntry | undefined {
  if (lines.length === 0) return undefined;
  const times = lines.map((e) => (typeof e.value.time === 'string' ? Date.parse(e.value.time) : Number.NaN));
  if (times.some((t) => Number.isNaN(t))) return lines[lines.length - 1];
  let best = 0;
  for (let k = 1; k < lines.length; k++) if (times[k]! >= times[best]!) best = k;
  return lines[best];
}
