/** Loading of contract files. */
export { contractFormatOf, looksLikeContract, looksLikeContractMarkdown } from './detect.js';
import { ProjectFs } from '../../io/project-fs.js';
import { type LoadedTarget, type LoadOptions } from '../../target.js';
/** Loads a contract file; finding paths are relative to `rootFor(abs)`. */
export declare function loadContractTarget(abs: string, opts?: LoadOptions): LoadedTarget & {
    fs: ProjectFs;
};
