import { type TextFile } from '../../io/project-fs.js';
import { type ContractFormat, type Parsed } from './types.js';
export declare const MAX_DEPTH = 200;
/** Most nodes the position walk visits through merge keys (the data itself is bounded by the alias limit). */
export declare const MAX_MERGED_NODES = 10000;
/** Largest contract file parsed, in any format: a delegation contract is a page, and a structured one costs ~5 µs of CPU and ~500 bytes of memory per character to parse. */
export declare const MAX_CONTRACT_CHARS: number;
export declare function parseContractFile(file: TextFile | undefined, format: ContractFormat): Parsed;
export declare function parseStructured(text: string, format: ContractFormat, out: Parsed): Parsed;
