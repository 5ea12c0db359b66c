import { type MdSection } from './markdown-items.js';
import { type ContractPos, type Parsed } from './types.js';
export declare const emptyParsed: () => Parsed;
/**
 * Whether a block read after the choices shows the contract again and so replaces the rendering
 * before it: it opens with its own "delegation contract" line, ends with its own choices, or holds
 * as many sections as that rendering (the contract shown again, its choices cut off). Anything less
 * (two sections of a summary, a reply naming a section) is part of the conversation, not the contract.
 */
export declare function showsContractAgain(next: {
    sections: MdSection[];
    intro?: ContractPos;
    options?: ContractPos;
}, before: {
    sections: MdSection[];
}): boolean;
/**
 * Each domain a recap block gives another response than the contract does (`data`, read from the
 * rendering in force), said at the recap's item: which of the two is meant, the file cannot tell.
 * A recap that agrees with the contract is said nowhere but in contract-schema's detail.
 */
export declare function compareRecap(sections: MdSection[], data: Record<string, unknown>, out: Parsed, options: ContractPos | undefined): void;
