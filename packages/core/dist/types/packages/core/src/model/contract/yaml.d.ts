import { type TextFile } from '../../io/project-fs.js';
import { type ContractFormat, type Parsed } from './types.js';
export declare const MAX_DEPTH = 200;
export declare function parseContractFile(file: TextFile | undefined, format: ContractFormat): Parsed;
export declare function parseStructured(text: string, format: ContractFormat, out: Parsed): Parsed;
