import { type ProjectFs } from './project-fs.js';
/**
 * sha256 over the tree below `rel`: sorted project-relative paths; for each
 * file the rules read, its raw bytes; for a file only listed (a screenshot),
 * its size. Then each file the rules read outside the tree, with its bytes' digest, and every
 * path the rules probed for existence, sorted, with the answer (a cited file elsewhere in the
 * project decides a verdict too). A gate
 * can tell from it that exactly this tree was linted, without hashing
 * megabytes of images on every run.
 */
export declare function hashTree(fsys: ProjectFs, rel: string): {
    sha256: string;
    files: number;
};
