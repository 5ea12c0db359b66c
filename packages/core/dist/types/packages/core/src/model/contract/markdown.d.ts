/** The markdown rendering of a contract, read back into the structured shape. */
import { type TextFile } from '../../io/project-fs.js';
import { type ContractDefaultLine, type ContractPos, type Parsed } from './types.js';
export { SECTION_NAMES, SECTION_BY_SQUASH, SECTION_RESPONSE, HEADER, ITEM, NESTED_ITEM, LOOKALIKE, TABLE_RULE, sectionNamed, OPTIONS_LINE, OPTIONS_CHOICE, LEADING_NAME, NONE_ITEM, namesNothing, PLACEHOLDER } from './markdown-lines.js';
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
