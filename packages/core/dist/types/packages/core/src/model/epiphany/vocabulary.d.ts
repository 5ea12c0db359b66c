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
/** `branches[0].status` for the path `['branches', 0, 'status']`. */
export declare function epiphanyPathText(p: EpiphanyPath): string;
/** Evidence ids are strings; a number written by a tool counts as its decimal text. */
export declare function epiphanyId(v: unknown): string | undefined;
