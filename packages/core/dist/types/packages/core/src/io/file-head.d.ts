import type { ProjectFs } from './project-fs.js';
/** Up to `n` leading bytes of a regular file inside the project; 'not-a-file' for anything else; undefined when it cannot be read. */
export declare function readHead(fsys: ProjectFs, rel: string, n: number): Buffer | 'not-a-file' | undefined;
