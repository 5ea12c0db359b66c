/** Small helpers contract rules share. */
import { didYouMean } from '../../suggest.js';
import { isPlainObject } from '../../io/json.js';
import type { Finding, RuleOutcome } from '../../types.js';
import { jsonText } from '../../util.js';
import { ContractModel } from './model.js';
import type { ContractValue } from './types.js';

// ---------------------------------------------------------------------------
// Helpers shared by the contract rules

/** The skip every invariant rule returns when the file did not parse (contract-schema reports why). */
export function contractSkipUnparsed(model: ContractModel): RuleOutcome | undefined {
  if (model.parsed && isPlainObject(model.data)) return undefined;
  return { status: 'skip', detail: model.parsed ? 'the contract is not a map of keys; see contract-schema' : 'the contract does not parse; see contract-schema' };
}

/**
 * The domains counted as calibrated: `calibration.calibrated` when the contract records it, else
 * (calibration over declaration) every domain with an answer in `calibration.history`. Undefined
 * when the contract records neither, so calibrated and defaulted domains cannot be told apart.
 */
export function contractCalibratedDomains(model: ContractModel): Set<string> | undefined {
  const c = model.calibration;
  if (c?.calibrated) return new Set(contractTexts(c.calibrated));
  if (c?.history) return new Set(c.history.flatMap((h) => (h.domain?.text === undefined ? [] : [h.domain.text])));
  return undefined;
}

/** The string values of a list. */
export function contractTexts(values: ContractValue[] | undefined): string[] {
  return (values ?? []).flatMap((v) => (v.text === undefined ? [] : [v.text]));
}

/** A JSON pointer as a readable path: `/how_much/FileModification/persistence` → `how_much.FileModification.persistence`. */
export function contractPathLabel(pointer: string): string {
  if (pointer === '') return 'the contract';
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((acc, s) => (/^\d+$/.test(s) ? `${acc}[${s}]` : acc ? `${acc}.${s}` : s), '');
}

/**
 * Each repeat of a set written as a list: every item whose key an earlier item has, with that first
 * item. Items without a key (no name, no trigger) repeat nothing.
 */
export function contractRepeats<T>(items: readonly T[], key: (item: T) => string | undefined): Array<{ item: T; first: T }> {
  const first = new Map<string, T>();
  const out: Array<{ item: T; first: T }> = [];
  for (const item of items) {
    const k = key(item);
    if (k === undefined) continue;
    const seen = first.get(k);
    if (seen === undefined) first.set(k, item);
    else out.push({ item, first: seen });
  }
  return out;
}

/**
 * Where a value is, for a message naming another place: its line in a rendering, its path in JSON
 * or YAML (`who.team.members[1]`), which names it even when the whole contract is on one line.
 */
export function contractPlace(model: ContractModel, v: { pointer: string; at: { line: number } }): string {
  return model.format === 'markdown' ? `line ${v.at.line}` : contractPathLabel(v.pointer);
}

/** The value as written, for messages. */
export function contractShow(v: ContractValue | undefined): string {
  if (!v) return 'nothing';
  if (v.text !== undefined) return `"${v.text.length > 60 ? `${v.text.slice(0, 57)}...` : v.text}"`;
  const s = jsonText(v.value, Infinity);
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}

/** Findings without repeats (the same message at the same place). */
export function contractUnique(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const k = `${f.line}:${f.column}:${f.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * Findings put in the order of the file (line, then column), in place, so a check's list and the
 * first finding its detail quotes read top to bottom whatever order they were found in.
 */
export function contractByLine(findings: Finding[]): Finding[] {
  return findings.sort((a, b) => a.line - b.line || a.column - b.column);
}

/**
 * `: did you mean Solo?` for a word that is one of `names` but for case, blanks and punctuation
 * (`solo`, `team-augment`, `Approved`), else ''. The protocol's words are compared as written.
 */
export function contractMeant(text: string | undefined, names: readonly string[]): string {
  const loose = (t: string) => t.toLowerCase().replace(/[^a-z]/g, '');
  const hit = text === undefined ? undefined : names.find((n) => loose(n) === loose(text));
  return hit && hit !== text ? `: did you mean ${hit}?` : '';
}

// Every key the contract schema knows, at any depth: an unknown key close to one is a typo of it.
const CONTRACT_KEYS = ['task', 'mode', 'who', 'kind', 'team', 'name', 'members', 'type', 'perspective', 'focus', 'roles', 'removed', 'retained', 'confirmed', 'tasks', 'what', 'how_much', 'response', 'persistence', 'ephemeral', 'durable', 'halt_conditions', 'trigger', 'action', 'exploration', 'depth', 'breadth', 'drift_action', 'calibration', 'domains', 'calibrated', 'skipped', 'history', 'domain', 'scenario', 'stakes', 'calibrated_at_stakes', 'outcome', 'questions'];

/**
 * ` (did you mean \`how_much\`?)` for an unknown key that is a contract key but for case and
 * separators (`howMuch`, `Halt-Conditions`) or a near miss of one (`persistance`), else ''.
 */
export function contractKeyMeant(key: string): string {
  const loose = (t: string) => t.toLowerCase().replace(/[^a-z]/g, '');
  const hit = CONTRACT_KEYS.find((k) => loose(k) === loose(key)) ?? didYouMean(key, CONTRACT_KEYS);
  return hit && hit !== key ? ` (did you mean \`${hit}\`?)` : '';
}
