/** The normalised contract shape every format is parsed into. */
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
    /** Markdown only: the members a restructure keeps (`Retained: a, b`; empty for `Retained: none`). */
    retained?: ContractAgent[];
    /** Markdown only: a `Removed:` line naming every member in one phrase (`Removed: everyone`), as written. */
    removedAll?: ContractValue;
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
    /**
     * Set when no separator (colon, dash, arrow, `=`) parts the label from the default: the label as
     * written and, when a response was found after it, the rest of the line (`Others ask-before`).
     */
    unseparated?: {
        label: string;
        rest?: string;
    };
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
    /** The `Options:` line (or first numbered choice) after the last section, when present. */
    options?: ContractPos;
    /** How many renderings of the contract the file holds (shown again after "Adjust"); the last is read. */
    renderings?: number;
    /**
     * Where each block of sections after the choices starts that holds part of the contract but does not
     * show it again (a recap, a reply): compared with the rendering in force, not read in its place.
     */
    recaps?: ContractPos[];
    sections: ContractSectionRef[];
    section(name: string): ContractSectionRef | undefined;
    defaults: ContractDefaultLine[];
    /** Each domain name read from an item's label, as written (`file-modification`, `Explo\u200bration`): the rendering reads names loosely. */
    spellings: ContractSpelling[];
    /**
     * One-word labels read as describing an action of no domain (`Deployment: promote to production`)
     * in a response section whose other labels all name domains: likely meant as a domain.
     */
    labelsOfNoDomain: ContractLabelOfNoDomain[];
}
/** A label read as no domain that may have been meant as one (ContractMarkdownView.labelsOfNoDomain). */
export interface ContractLabelOfNoDomain {
    raw: string;
    at: ContractPos;
    /** The section the item is listed under. */
    section: string;
}
/** A domain name as a rendering wrote it, and the domain it was read as. */
export interface ContractSpelling {
    raw: string;
    domain: string;
    at: ContractPos;
}
export interface ContractProblem extends ContractPos {
    message: string;
}
/** The pieces a loader hands to the model. */
export interface Parsed {
    data: unknown;
    parsed: boolean;
    problems: ContractProblem[];
    positions: Map<string, PosEntry>;
    sections: Map<string, string>;
    markdown?: ContractMarkdownView;
}
export interface PosEntry {
    at: ContractPos;
    keyAt?: ContractPos;
}
export declare const escapePointer: (key: string) => string;
export declare const isContractFileName: (base: string) => boolean;
/**
 * The contract as rules see it. `data` is the parsed document (for markdown:
 * the same shape built from the rendering's sections); the typed fields below
 * are read from it with positions; `problems` are parse problems.
 */
/**
 * Text quoted in a message: whole when at most `max` characters, else cut at the last word boundary
 * before `max` (trailing punctuation dropped) and ended with "…", so no word is cut in half.
 */
export declare function contractQuote(text: string, max?: number): string;
