/** The markdown rendering of a contract, read back into the structured shape. */
import { type TextFile } from '../../io/project-fs.js';
import { type ContractDefaultLine, type ContractPos, type Parsed } from './types.js';
export declare const SECTION_NAMES: string[];
export declare const SECTION_BY_SQUASH: Map<string, string>;
export declare const SECTION_RESPONSE: Record<string, string>;
export declare const HEADER: RegExp;
export declare const ITEM: RegExp;
export declare const OPTIONS_LINE: RegExp;
export declare const OPTIONS_CHOICE: RegExp;
export declare const LEADING_NAME: RegExp;
export declare const NONE_ITEM: RegExp;
/**
 * Whether a **Skipped** item or a `Removed:` value names nothing: `None — all four domains apply`,
 * `None (every domain applies)`, `none.`, `— (everyone stays)`, `(no domains skipped)`. Markup and
 * an opening parenthesis are stripped first (linear), then one anchored word is tested.
 */
export declare function namesNothing(text: string): boolean;
export declare const PLACEHOLDER: RegExp;
export interface MdItem {
    line: number;
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
export interface MdResponse {
    response: string;
    at: ContractPos;
    section: string;
}
export interface MdDomain {
    domain: string;
    keyAt: ContractPos;
    general?: MdResponse;
    ephemeral?: MdResponse;
    durable?: MdResponse;
}
export declare function parseMarkdown(file: TextFile, out: Parsed): Parsed;
/**
 * `... → escalate`: the action after the last arrow, when it is `halt` or `escalate` (any case,
 * markup and a final period ignored); found without regex backtracking.
 */
export declare function trailingAction(content: string): {
    index: number;
    column: number;
    action: string;
} | undefined;
/** A **Defaults** line: `Exploration: autonomous (read-only, inherently safe)`, `Others: ask-before`. */
export declare function defaultLine(item: MdItem): ContractDefaultLine;
/** **Team Structure**: `Team: name`, `Members: a, b`, `Removed: c`, else a role `name (type): focus`. */
export declare function readTeamSection(s: MdSection, items: MdItem[], set: (pointer: string, at: ContractPos) => void): Record<string, unknown>;
