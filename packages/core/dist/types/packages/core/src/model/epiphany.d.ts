import { ProjectFs, type TextFile } from '../io/project-fs.js';
import { MarkdownDoc } from '../markdown/document.js';
import { type LoadedTarget } from '../kinds.js';
import type { Finding } from '../types.js';
/**
 * The Epiphany controller state folder (`state/map.yaml`, `scratch.md`,
 * `branches.json`, `evidence.jsonl`) as rules see it. `yaml` and ajv are
 * loaded on first use, so other kinds of target never pay for them.
 */
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
/** `branches[0].status` for the path `['branches', 0, 'status']`. */
export declare function epiphanyPathText(p: EpiphanyPath): string;
/** Evidence ids are strings; a number written by a tool counts as its decimal text. */
export declare function epiphanyId(v: unknown): string | undefined;
/** One top-level key of map.yaml as written. */
export interface EpiphanyMapKeyRef extends EpiphanyPos {
    written: string;
    normalised: string;
    /** Set when the normalised key is one of EPIPHANY_MAP_KEYS. */
    canonical?: EpiphanyMapKey;
    value: unknown;
    /** The value could not be turned into plain data (alias bomb, bad anchor). */
    valueError?: string;
}
/** One entry of a list section (`accepted_design[2]`). */
export interface EpiphanyMapItem extends EpiphanyPos {
    key: EpiphanyMapKey;
    index: number;
    value: unknown;
    /** `text` of an object entry, or the string entry itself. */
    text?: string;
}
export interface EpiphanyMap {
    file: TextFile;
    /** YAML syntax errors, a root that is not a mapping, unreadable file. Non-empty → `parsed` is false. */
    errors: EpiphanyIssue[];
    /** Invalid UTF-8 or binary bytes; the text was still parsed. */
    encoding: EpiphanyIssue[];
    parsed: boolean;
    /** Top-level keys in file order. */
    keys: EpiphanyMapKeyRef[];
    /** Values of the canonical keys (first occurrence of each). */
    data: Partial<Record<EpiphanyMapKey, unknown>>;
    /** Entries of a list section; [] when the section is absent, empty or not a list. */
    items(key: EpiphanyMapKey): EpiphanyMapItem[];
    /** Where a path (starting with a canonical key) was written. */
    positionOf(p: EpiphanyPath): EpiphanyPos;
}
export interface EpiphanyBranch extends EpiphanyPos {
    index: number;
    /** Path of the branch inside branches.json (`['branches', 2]` or `[2]`). */
    path: EpiphanyPath;
    value: unknown;
    id?: string;
    hypothesis?: string;
    status?: string;
    objective?: string;
    reason?: string;
}
export interface EpiphanyBranches {
    file: TextFile;
    /** JSON syntax errors, unreadable file. Non-empty → `parsed` is false. */
    errors: EpiphanyIssue[];
    encoding: EpiphanyIssue[];
    parsed: boolean;
    value?: unknown;
    /** Branches found where the schema puts them, valid or not; [] when there is no list. */
    list: EpiphanyBranch[];
    positionOf(p: EpiphanyPath): EpiphanyPos;
}
export interface EpiphanyEvidenceEntry {
    /** 1-based line in evidence.jsonl. */
    line: number;
    text: string;
    value: Record<string, unknown>;
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
    encoding: EpiphanyIssue[];
    /** Lines that are not one JSON object; the other lines still count. */
    malformed: EpiphanyIssue[];
    /** Lines holding a JSON object, in file order (valid against the schema or not). */
    entries: EpiphanyEvidenceEntry[];
    /** Entries by id. */
    byId: Map<string, EpiphanyEvidenceEntry[]>;
    /** 1-based column of `"key":` on the entry's line (1 when not found). */
    columnOf(entry: EpiphanyEvidenceEntry, key: string | undefined): number;
}
export type EpiphanySchemaName = 'map' | 'branches' | 'evidence';
export interface EpiphanySchemaError {
    /** Where the problem is, as a value path (`['branches', 0, 'status']`). */
    path: EpiphanyPath;
    /** What is wrong, in words (`branches[0].status must be one of: open, ...`). */
    message: string;
    keyword: string;
}
/**
 * Validates a value against one of the published epiphany schemas. Messages
 * name the value path; `rootLabel` names the value itself (`line 4`).
 */
export declare function validateEpiphany(schema: EpiphanySchemaName, value: unknown, rootLabel?: string): Promise<EpiphanySchemaError[]>;
export declare class EpiphanyModel {
    readonly kind: "epiphany";
    /** Absolute path of the folder that holds `state/`. */
    readonly dir: string;
    /** Root that finding paths are relative to. */
    readonly projectRoot: string;
    readonly fs: ProjectFs;
    /** Project-relative path of the state folder (`state`, `work/state`, ...). */
    readonly stateRel: string;
    private cache;
    constructor(dir: string, root: string, fs?: ProjectFs);
    /** Project-relative path of a state file. */
    rel(name: EpiphanyStateFile): string;
    /** A finding on a state file. */
    at(name: EpiphanyStateFile, line: number, message: string, column?: number): Finding;
    private read;
    private once;
    /** state/map.yaml, or undefined when it does not exist. */
    map(): Promise<EpiphanyMap | undefined>;
    /** state/branches.json, or undefined when it does not exist yet. */
    branches(): Promise<EpiphanyBranches | undefined>;
    /** state/evidence.jsonl, or undefined when it does not exist yet. */
    evidence(): Promise<EpiphanyEvidence | undefined>;
    /** state/scratch.md, or undefined when it does not exist (or is not a file). */
    scratch(): Promise<MarkdownDoc | undefined>;
}
/** Loads a folder holding `state/map.yaml` as an epiphany target. */
export declare function loadEpiphanyTarget(abs: string): LoadedTarget;
