import { type ContractDefaultLine, type ContractPos } from './types.js';
export interface MdItem {
    line: number;
    /** Columns of indentation before the bullet (0 for a table row). */
    indent?: number;
    /** Column where the item's content starts. */
    col: number;
    content: string;
}
export interface MdSection {
    name: string;
    line: number;
    col: number;
    end: number;
    items: MdItem[];
    text: string[];
}
export interface LeadingName {
    raw: string;
    domain?: string;
    col: number;
    qualifiers: Array<{
        text: string;
        col: number;
    }>;
    rest: string;
    restCol: number;
}
/** A domain name at the start of an item, with its parenthesised qualifiers. */
export declare function leadingName(item: MdItem): LeadingName | undefined;
/**
 * A domain named in parentheses at the end of an action (`git push and PR creation (External)`,
 * `edit the CI config (FileModification, durable)`): the protocol lists actions, and an author may
 * say the domain after the action rather than before it. Only a group whose first part names a
 * domain, or nearly does (a misspelling contract-known-domains reports), is read; its other parts
 * are qualifiers, as in a leading label.
 */
export declare function trailingDomain(item: MdItem): LeadingName | undefined;
/**
 * `... → escalate`: the action after the last arrow, when it is `halt` or `escalate` (any case,
 * markup and a final period ignored); found without regex backtracking.
 */
export declare function trailingAction(content: string): {
    index: number;
    column: number;
    action: string;
} | undefined;
/**
 * The response an item of a base-response section stands for. The rendering
 * has sections for the four base responses only, so a domain whose scenario
 * offers exactly one refinement of that base (Strategy under **Report then
 * act**: ProposeThenChoose; External under **Ask before**: AlwaysAsk) is read
 * as that refinement.
 */
export declare function refinedIn(domain: string, base: string): string;
/** A **Defaults** line: `Exploration: autonomous (read-only, inherently safe)`, `Others: ask-before`. */
export declare function defaultLine(item: MdItem): ContractDefaultLine;
/** **Team Structure**: `Team: name`, `Members: a, b`, `Removed: c`, else a role `name (type): focus`. */
export declare function readTeamSection(s: MdSection, items: MdItem[], set: (pointer: string, at: ContractPos) => void): Record<string, unknown>;
