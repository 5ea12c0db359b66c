/** Epiphany state vocabulary and small shared helpers. */
import { didYouMean } from '../../suggest.js';

/** The only top-level keys of state/map.yaml, in canonical form. */
export const EPIPHANY_MAP_KEYS = ['objectives', 'constraints', 'invariants', 'accepted_design', 'rejected_paths', 'current_status'] as const;
export type EpiphanyMapKey = (typeof EPIPHANY_MAP_KEYS)[number];

export const EPIPHANY_BRANCH_STATUSES = ['open', 'verified', 'chosen', 'rejected'] as const;
export const EPIPHANY_EVIDENCE_KINDS = ['tests', 'lints', 'benchmark', 'invariant', 'coherence', 'simplicity', 'comparison', 'backtrack'] as const;
export const EPIPHANY_EVIDENCE_RESULTS = ['pass', 'fail', 'reject', 'prefer'] as const;

export type EpiphanyStateFile = 'map.yaml' | 'scratch.md' | 'branches.json' | 'evidence.jsonl';
export type EpiphanyPath = Array<string | number>;

export interface EpiphanyPos {
  line: number;
  column: number;
}

/** A located problem inside one state file. */
export interface EpiphanyIssue extends EpiphanyPos {
  message: string;
}

/** Spaces or hyphens written in place of underscores are tolerated. */
export function normaliseEpiphanyKey(key: string): string {
  return key.trim().replace(/[\s-]+/g, '_');
}

export function isEpiphanyMapKey(key: string): key is EpiphanyMapKey {
  return (EPIPHANY_MAP_KEYS as readonly string[]).includes(key);
}

/**
 * The map section a key that is not one was probably meant as (`Accepted_Design`, `objective`):
 * same letters in another case, or a typo's distance away; undefined for a foreign key.
 */
export function nearEpiphanyMapKey(normalised: string): EpiphanyMapKey | undefined {
  const lower = normalised.toLowerCase();
  if (isEpiphanyMapKey(lower)) return lower;
  return didYouMean(lower, EPIPHANY_MAP_KEYS) as EpiphanyMapKey | undefined;
}

/** A name with each digit run masked (`b-0` for `b-12`): names of this shape are numbered siblings. */
const digitsMasked = (s: string) => s.replace(/\d+/g, '0');

/**
 * The name of `known` that `word` (absent from it) is likely a typo of (`cold-start` for
 * `cold-strat`, `b-plan-cache` for `B-Plan-Cache`); undefined when none is close. Names that differ
 * only in their numbers (`b-7`, `b-2`) are siblings, not typos of each other.
 */
export function epiphanyNearName(word: string, known: Iterable<string>): string | undefined {
  const lower = word.toLowerCase();
  const shape = /\d/.test(word) ? digitsMasked(word) : undefined;
  const candidates: string[] = [];
  for (const k of known) {
    if (k === word) continue;
    if (k.toLowerCase() === lower) return k;
    // A typo is at most 3 edits away (didYouMean's bound): names further apart in length are not compared.
    if (Math.abs(k.length - word.length) > 3 || (shape !== undefined && digitsMasked(k) === shape)) continue;
    candidates.push(k);
  }
  return didYouMean(word, candidates);
}

/** `branches[0].status` for the path `['branches', 0, 'status']`. */
export function epiphanyPathText(p: EpiphanyPath): string {
  let out = '';
  for (const seg of p) out += typeof seg === 'number' ? `[${seg}]` : out === '' ? seg : `.${seg}`;
  return out === '' ? '(top level)' : out;
}

/** Evidence ids are strings; a number written by a tool counts as its decimal text. */
export function epiphanyId(v: unknown): string | undefined {
  if (typeof v === 'string' && v.trim() !== '') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
}

/**
 * A finder, built once over `ids`, of the id spelt as a given one but for case (`ev-3` for `EV-3`):
 * ids are compared as written, so a case twin is a typo worth naming. Undefined for an exact id.
 */
export function epiphanyCaseTwins(ids: Iterable<string>): (id: string) => string | undefined {
  // Built on the first question: most runs ask none. An id already in lower case is found in the
  // set itself, so only ids with capitals are mapped (100,000 branch ids: no second copy).
  let known: ReadonlySet<string> | undefined;
  const cased = new Map<string, string>();
  return (id) => {
    if (!known) {
      known = ids instanceof Set ? (ids as Set<string>) : new Set(ids);
      for (const k of known) {
        const lower = k.toLowerCase();
        if (lower !== k && !cased.has(lower)) cased.set(lower, k);
      }
    }
    const lower = id.toLowerCase();
    const hit = known.has(lower) ? lower : cased.get(lower);
    return hit !== undefined && hit !== id ? hit : undefined;
  };
}

/**
 * ` (ids are case-sensitive: did you mean ev-3?)` for the ids of `missing` that have a case twin,
 * after what else the parenthesis says (`before`); '' when there is nothing to say.
 */
export function caseTwinNote(missing: string[], twinOf: (id: string) => string | undefined, before?: string): string {
  const twins = missing.map(twinOf).filter((t): t is string => t !== undefined);
  const parts = [before, twins.length ? `ids are case-sensitive: did you mean ${twins.join(', ')}?` : undefined].filter(Boolean);
  return parts.length ? ` (${parts.join('; ')})` : '';
}
