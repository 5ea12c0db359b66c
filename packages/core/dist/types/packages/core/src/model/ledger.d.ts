/**
 * events.jsonl, parsed once per model: each non-blank line is either an event (a JSON object) or a
 * malformation (where and why it is none). events-jsonl reports the malformations; the rules that
 * look for an event type read the events. Neither parses the ledger again.
 */
import type { EngagementModel } from './engagement.js';
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
/**
 * events.jsonl parsed once per model: the same object on every call. Empty when the ledger is not
 * there or cannot be read. A line is blank when it holds only whitespace (`String.prototype.trim`'s).
 * Each line is parsed as parseJson does (a line nested past MAX_JSON_DEPTH is a malformation, read
 * by no rule). The lines' text is not kept: only events and, per bad line, its position and reason.
 */
export declare function parsedLedger(model: EngagementModel): ParsedLedger;
/** The events of events.jsonl that are JSON objects, in ledger order (parsedLedger's, the same array on every call). */
export declare function ledgerEvents(model: EngagementModel): LedgerEvent[];
