/** A **Defaults** line of a rendering read into its label and default (`Others: ask-before`, `Exploration → autonomous`). */
import { type MdItem } from './markdown-items.js';
import { type ContractDefaultLine } from './types.js';
/** A **Defaults** line: `Exploration: autonomous (read-only, inherently safe)`, `Others: ask-before`, `Others: ask first`. */
export declare function defaultLine(item: MdItem): ContractDefaultLine;
