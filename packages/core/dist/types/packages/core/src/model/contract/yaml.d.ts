import { type TextFile } from '../../io/project-fs.js';
import { type ContractFormat, type Parsed } from './types.js';
export declare const MAX_DEPTH = 200;
/** Largest contract file parsed, in any format: a delegation contract is a page, and a structured one costs ~5 µs of CPU and ~500 bytes of memory per character to parse. */
export declare const MAX_CONTRACT_CHARS: number;
export declare function parseContractFile(file: TextFile | undefined, format: ContractFormat): Parsed;
export declare function parseStructured(text: string, format: ContractFormat, out: Parsed): Parsed;
