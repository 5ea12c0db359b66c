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
