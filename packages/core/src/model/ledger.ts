/**
 * events.jsonl, parsed once per model: each non-blank line is either an event (a JSON object) or a
 * malformation (where and why it is none). events-jsonl reports the malformations; the rules that
 * look for an event type read the events. Neither parses the ledger again.
 */
import type { EngagementModel } from './engagement.js';
import { blockingProblem } from '../io/project-fs.js';
import { isPlainObject, jsonTypeName, parseJson } from '../io/json.js';

/** A line of events.jsonl that is a JSON object, with its line number. */
export interface LedgerEvent {
  line: number;
  event: Record<string, unknown>;
}

/** A non-blank line of events.jsonl that is no JSON object. */
export interface LedgerMalformation {
  line: number;
  /** Where parsing failed; 1 for valid JSON of another type. */
  column: number;
  /** Why, as one short sentence (`invalid JSON: unexpected '<'`, `event is an array, not a JSON object`). */
  reason: string;
}

/** The ledger's non-blank lines, each in exactly one of the two lists, both in ledger order. */
export interface ParsedLedger {
  events: LedgerEvent[];
  malformed: LedgerMalformation[];
}

const parsed = new WeakMap<EngagementModel, ParsedLedger>();

/**
 * events.jsonl parsed once per model: the same object on every call. Empty when the ledger is not
 * there or cannot be read. A line is blank when it holds only whitespace (`String.prototype.trim`'s).
 * Each line is parsed as parseJson does (a line nested past MAX_JSON_DEPTH is a malformation, read
 * by no rule). The lines' text is not kept: only events and, per bad line, its position and reason.
 */
export function parsedLedger(model: EngagementModel): ParsedLedger {
  // Asked of the file access on every call (it reads once), so that a ledger there but unreadable is
  // noted for each check that looks at it, not only for the first.
  const file = model.fs.read(model.rel('events.jsonl'));
  let out = parsed.get(model);
  if (out) return out;
  out = { events: [], malformed: [] };
  if (file && !blockingProblem(file)) {
    const { events, malformed } = out;
    // A binary file gives one bad line per line, most with the same reason: each reason is kept once.
    const reasons = new Map<string, string>();
    const reason = (text: string) => reasons.get(text) ?? (reasons.set(text, text), text);
    file.lines.forEach((text, i) => {
      if (text.trim() === '') return;
      const json = parseJson(text);
      if (json.error) malformed.push({ line: i + 1, column: json.error.column, reason: reason(json.error.message) });
      else if (isPlainObject(json.value)) events.push({ line: i + 1, event: json.value });
      else malformed.push({ line: i + 1, column: 1, reason: reason(`event is ${jsonTypeName(json.value)}, not a JSON object`) });
    });
  }
  parsed.set(model, out);
  return out;
}

/** The events of events.jsonl that are JSON objects, in ledger order (parsedLedger's, the same array on every call). */
export function ledgerEvents(model: EngagementModel): LedgerEvent[] {
  return parsedLedger(model).events;
}
