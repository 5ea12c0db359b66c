import { type ContractDefaultLine, type ContractLabelOfNoDomain, type ContractPos, type ContractSpelling, type Parsed } from './types.js';
import { type MdSection } from './markdown-items.js';
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
/** The data a rendering's sections say, with its **Defaults** lines; positions and problems go into `out`. */
export declare function readSections(sections: MdSection[], out: Parsed): {
    data: Record<string, unknown>;
    defaults: ContractDefaultLine[];
    spellings: ContractSpelling[];
    labelsOfNoDomain: ContractLabelOfNoDomain[];
};
