/**
 * What an output claims when outputs are checked for a clash: its paths, the files a brace
 * list names (`src/auth/{token,keys}.ts`), and its globs (`src/auth/*.ts`, `src/**`). A
 * glob claims the folder before its first wildcard, as a task's `files` entry does in the
 * engagement pack, so that the clash index can look it up as a folder.
 */
import { type GraphFolderTest } from './values.js';
export interface GraphOutputFootprint {
    /** Paths compared as paths: graphOutputPaths, and the files of brace lists. */
    paths: string[];
    /** Globs, each claiming the folder before its first wildcard. */
    globs: string[];
}
/** The paths and globs of an output value; `isFolder` as for graphOutputPaths. The result is shared: not to be changed. */
export declare function graphOutputFootprint(value: string, isFolder?: GraphFolderTest): GraphOutputFootprint;
/**
 * The folder a glob claims: what comes before its first wildcard, cut back to a whole folder
 * (`src/auth/*.ts`, `src/auth/tok*.ts` → `src/auth`; `src/**` → `src`); '' for a glob with no
 * folder before its wildcard (`*.ts`), which claims every file.
 */
export declare function graphGlobFolder(glob: string): string;
/** A glob of one side overlapping a path or glob of the other (`a`'s first), or undefined; a glob claims its folder (graphGlobFolder). */
export declare function graphGlobClash(a: GraphOutputFootprint, b: GraphOutputFootprint): string | undefined;
/** What two nodes' outputs have in common (`a.ts`, `src/ / src/a.ts`, `src/*.ts / src/a.ts`), or undefined when they touch different files; `isFolder` as for graphOutputPaths. */
export declare function graphOutputsClash(a: {
    outputs: Array<{
        value: string;
    }>;
}, b: {
    outputs: Array<{
        value: string;
    }>;
}, isFolder?: GraphFolderTest): string | undefined;
