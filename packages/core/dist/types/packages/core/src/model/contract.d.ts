/** Loads the YAML parser; the contract loader needs it before it parses a JSON or YAML contract. */
export declare function loadContractYaml(): Promise<void>;
import { ProjectFs, type TextFile } from '../io/project-fs.js';
import { type LoadedTarget } from '../kinds.js';
import type { Finding, RuleOutcome } from '../types.js';
/** Action domains: the four base domains, then the team extensions. */
export declare const CONTRACT_DOMAINS: readonly ["FileModification", "Exploration", "Strategy", "External", "TeamCoordination", "ScopeCreep"];
export declare const CONTRACT_BASE_RESPONSES: readonly ["Autonomous", "ReportThenAct", "AskBefore", "Halt"];
/** Domain-specific refinements: the base response each narrows and the one domain where it may appear. */
export declare const CONTRACT_REFINEMENTS: Record<string, {
    base: string;
    domain: string;
}>;
/** Responses each domain's scenario question offers. */
export declare const CONTRACT_SCENARIO_OFFERS: Record<string, readonly string[]>;
export declare const CONTRACT_MODES: readonly ["Solo", "TeamAugment", "TeamRestructure"];
export declare const CONTRACT_WHO_KINDS: readonly ["Solo", "Augmented", "Restructured"];
export declare const CONTRACT_OUTCOMES: readonly ["approved", "withdrawn", "escaped"];
export declare const CONTRACT_STAKES: readonly ["Low", "Med", "High"];
export declare const CONTRACT_HALT_ACTIONS: readonly ["halt", "escalate"];
export declare const CONTRACT_DRIFT_ACTIONS: readonly ["report", "halt"];
export declare const CONTRACT_PERSISTENCE: readonly ["ephemeral", "durable"];
/** Question caps of the calibration interview. */
export declare const CONTRACT_QUESTION_CAP: {
    readonly solo: 9;
    readonly team: 12;
};
/** Most roles a team structure may carry (WHO cap). */
export declare const CONTRACT_MAX_ROLES = 6;
/** Response an uncalibrated domain takes: Exploration is read-only and safe, everything else asks first. */
export declare function contractDefaultResponse(domain: string): string;
export declare function contractIsDomain(name: unknown): name is string;
export declare function contractIsResponse(name: unknown): name is string;
/** Base response of a response name (a refinement's base, or the name itself). */
export declare function contractBaseOf(response: string): string;
/**
 * Why a response cannot stand for a domain before any scenario is asked:
 * `unknown` (not a response name) or `misplaced` (a refinement outside its
 * domain). Rules judging scenarios ignore such values: the refinement-scope
 * rule reports them.
 */
export declare function contractResponseProblem(domain: string, response: unknown): 'unknown' | 'misplaced' | undefined;
/** The protocol's spelling of a domain written loosely ("file modification" → FileModification). */
export declare function contractCanonicalDomain(text: string): string | undefined;
/** The protocol's spelling of a response written loosely ("ask-before" → AskBefore). */
export declare function contractCanonicalResponse(text: string): string | undefined;
/** " (did you mean X?)" when a name differs from a protocol name only in case or punctuation. */
export declare function contractDidYouMean(text: string, kind: 'domain' | 'response'): string;
export type ContractFormat = 'json' | 'yaml' | 'markdown';
export interface ContractPos {
    line: number;
    column: number;
}
/** One value of the contract with where it was written. */
export interface ContractValue {
    value: unknown;
    /** The value when it is a string. */
    text?: string;
    /** JSON pointer of the value in `ContractModel.data`. */
    pointer: string;
    at: ContractPos;
    /** Markdown only: base response of the section the value was listed under. */
    section?: string;
}
/** One `how_much` entry. */
export interface ContractResponseEntry {
    /** The domain name (the map key), located at the key. */
    domain: ContractValue;
    /** Whole entry value. */
    entry: ContractValue;
    /** The response: the entry itself when it is a string, else its `response` key. */
    response?: ContractValue;
    /** FileModification split by persistence. */
    persistence?: {
        ephemeral?: ContractValue;
        durable?: ContractValue;
        at: ContractPos;
    };
}
export interface ContractAgent {
    pointer: string;
    at: ContractPos;
    name?: ContractValue;
    type?: ContractValue;
    focus?: ContractValue;
    perspective?: ContractValue;
}
export interface ContractTeam {
    pointer: string;
    at: ContractPos;
    name?: ContractValue;
    members?: ContractAgent[];
}
export interface ContractWho {
    pointer: string;
    at: ContractPos;
    kind?: ContractValue;
    team?: ContractTeam;
    roles?: ContractAgent[];
    removed?: ContractAgent[];
    confirmed?: ContractValue;
}
export interface ContractHaltCondition {
    pointer: string;
    at: ContractPos;
    trigger?: ContractValue;
    action?: ContractValue;
}
export interface ContractExploration {
    pointer: string;
    at: ContractPos;
    depth?: ContractValue;
    breadth?: ContractValue;
    driftAction?: ContractValue;
}
export interface ContractHistoryEntry {
    pointer: string;
    at: ContractPos;
    domain?: ContractValue;
    scenario?: ContractValue;
    response?: ContractValue;
    persistence?: ContractValue;
    kind?: ContractValue;
}
export interface ContractCalibration {
    pointer: string;
    at: ContractPos;
    domains?: ContractValue[];
    calibrated?: ContractValue[];
    skipped?: ContractValue[];
    history?: ContractHistoryEntry[];
    stakes?: ContractValue;
    calibratedAtStakes?: ContractValue;
    outcome?: ContractValue;
    /** Number of questions asked, when recorded. */
    questions?: ContractValue;
}
/** A line of the markdown **Defaults** section: `Exploration: autonomous`, `Others: ask-before`. */
export interface ContractDefaultLine {
    at: ContractPos;
    /** A domain name, `Others`, or the raw label. */
    domain: ContractValue;
    /** The response in the protocol's spelling when recognised, else the raw phrase. */
    response?: ContractValue;
}
export interface ContractSectionRef {
    /** Canonical section name (`Autonomous`, `Report then act`, ..., `Authority transition`). */
    name: string;
    at: ContractPos;
    /** Last line of the section body. */
    end: number;
    /** Non-list text of the section body, joined. */
    text: string;
    items: number;
}
export interface ContractMarkdownView {
    /** Line of "Here's the delegation contract for this task:", when present. */
    intro?: ContractPos;
    sections: ContractSectionRef[];
    section(name: string): ContractSectionRef | undefined;
    defaults: ContractDefaultLine[];
}
export interface ContractProblem extends ContractPos {
    message: string;
}
/**
 * The contract as rules see it. `data` is the parsed document (for markdown:
 * the same shape built from the rendering's sections); the typed fields below
 * are read from it with positions; `problems` are parse problems.
 */
export declare class ContractModel {
    readonly kind: "contract";
    readonly format: ContractFormat;
    /** Project-relative path of the contract file. */
    readonly rel: string;
    readonly file?: TextFile;
    /** The document as parsed (undefined when it does not parse). */
    readonly data: unknown;
    /** True when the file parsed (it may still be the wrong shape). */
    readonly parsed: boolean;
    readonly problems: ContractProblem[];
    readonly markdown?: ContractMarkdownView;
    readonly task?: ContractValue;
    readonly mode?: ContractValue;
    readonly who?: ContractWho;
    /** `what` items, when `what` is a list. */
    readonly what?: ContractValue[];
    /** `how_much` entries, when `how_much` is a map. */
    readonly howMuch?: ContractResponseEntry[];
    readonly haltConditions?: ContractHaltCondition[];
    readonly exploration?: ContractExploration;
    readonly calibration?: ContractCalibration;
    private readonly positions;
    private readonly sectionOf;
    constructor(rel: string, file: TextFile | undefined, format?: ContractFormat);
    /** Position of a value by JSON pointer; the nearest written ancestor when the value itself is absent. */
    posOf(pointer: string): ContractPos;
    /** Position of a map key by the pointer of its value (the value's position when no key was written). */
    keyPosOf(pointer: string): ContractPos;
    /** A finding on the contract file. */
    at(pos: ContractPos, message: string): Finding;
    /** The `how_much` entry of a domain. */
    entryOf(domain: string): ContractResponseEntry | undefined;
    /** Whether the contract names a team (mode or who.kind). */
    get isTeam(): boolean;
    private value;
    private optional;
    private list;
    private objects;
    private agent;
    private readWho;
    private readHowMuch;
    private readHalt;
    private readExploration;
    private readCalibration;
}
/** The skip every invariant rule returns when the file did not parse (contract-schema reports why). */
export declare function contractSkipUnparsed(model: ContractModel): RuleOutcome | undefined;
/** The string values of a list. */
export declare function contractTexts(values: ContractValue[] | undefined): string[];
/** A JSON pointer as a readable path: `/how_much/FileModification/persistence` → `how_much.FileModification.persistence`. */
export declare function contractPathLabel(pointer: string): string;
/** The value as written, for messages. */
export declare function contractShow(v: ContractValue | undefined): string;
/** Findings without repeats (the same message at the same place). */
export declare function contractUnique(findings: Finding[]): Finding[];
/** Format of a contract file: by extension, else by content. */
export declare function contractFormatOf(rel: string, head: string): ContractFormat;
/**
 * Whether a file is a delegation contract: by name (`*.dc.json`, `*.dc.yaml`,
 * `*.dc.yml`, `delegation-contract.{json,yaml,yml,md}`) or by its first 4 KB
 * (`head`): the markdown rendering, or JSON/YAML with `how_much` and `what`
 * or `mode` keys.
 */
export declare function looksLikeContract(abs: string, head: string): boolean;
/** Loads a contract file; finding paths are relative to `rootFor(abs, false)`. */
export declare function loadContractTarget(abs: string): LoadedTarget & {
    fs: ProjectFs;
};
