/** The only top-level keys of state/map.yaml, in canonical form. */
export declare const EPIPHANY_MAP_KEYS: readonly ["objectives", "constraints", "invariants", "accepted_design", "rejected_paths", "current_status"];
export type EpiphanyMapKey = (typeof EPIPHANY_MAP_KEYS)[number];
export declare const EPIPHANY_BRANCH_STATUSES: readonly ["open", "verified", "chosen", "rejected"];
export declare const EPIPHANY_EVIDENCE_KINDS: readonly ["tests", "lints", "benchmark", "invariant", "coherence", "simplicity", "comparison", "backtrack"];
export declare const EPIPHANY_EVIDENCE_RESULTS: readonly ["pass", "fail", "reject", "prefer"];
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
export declare function normaliseEpiphanyKey(key: string): string;
export declare function isEpiphanyMapKey(key: string): key is EpiphanyMapKey;
/**
 * The map section a key that is not one was probably meant as (`Accepted_Design`, `objective`):
 * same letters in another case, or a typo's distance away; undefined for a foreign key.
 */
export declare function nearEpiphanyMapKey(normalised: string): EpiphanyMapKey | undefined;
/**
 * The name of `known` that `word` (absent from it) is likely a typo of (`cold-start` for
 * `cold-strat`, `b-plan-cache` for `B-Plan-Cache`); undefined when none is close. Names that differ
 * only in their numbers (`b-7`, `b-2`) are siblings, not typos of each other.
 */
export declare function epiphanyNearName(word: string, known: Iterable<string>): string | undefined;
/** `branches[0].status` for the path `['branches', 0, 'status']`. */
export declare function epiphanyPathText(p: EpiphanyPath): string;
/** Evidence ids are strings; a number written by a tool counts as its decimal text. */
export declare function epiphanyId(v: unknown): string | undefined;
/**
 * A finder, built once over `ids`, of the id spelt as a given one but for case (`ev-3` for `EV-3`):
 * ids are compared as written, so a case twin is a typo worth naming. Undefined for an exact id.
 */
export declare function epiphanyCaseTwins(ids: Iterable<string>): (id: string) => string | undefined;
/**
 * ` (ids are case-sensitive: did you mean ev-3?)` for the ids of `missing` that have a case twin,
 * after what else the parenthesis says (`before`); '' when there is nothing to say.
 */
export declare function caseTwinNote(missing: string[], twinOf: (id: string) => string | undefined, before?: string): string;
