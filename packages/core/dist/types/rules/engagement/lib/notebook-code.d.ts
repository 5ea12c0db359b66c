import { type EngagementModel, type MarkdownDoc, type SizeObservations } from '../../../packages/core/src/kit.js';
import type { GitChange } from './git-change.js';
export declare const isNotebook: (path: string) => boolean;
/** A notebook whose added lines were counted as lines of code. */
export interface NotebookCount {
    path: string;
    /** Lines the diff adds to the file. */
    added: number;
    /** What they count as: the notebook's code cells' source lines, when fewer. */
    counted: number;
}
/**
 * A reader of notebooks' lines of code by project-relative path: undefined when the file is not there, is not
 * clean text, is no notebook's JSON, or would pass the bytes or the number of notebooks read in this lint.
 */
export declare function notebookReader(model: EngagementModel): (path: string) => number | undefined;
/** A notebook's added lines as lines of code: no more than its code cells hold (the count unchanged when unknown). */
export declare function asCode(path: string, added: number, code: (path: string) => number | undefined, out: NotebookCount[]): number;
/** The change git measures with each notebook's added lines counted as lines of code. */
export declare function changeAsCode(change: GitChange, code: (path: string) => number | undefined, out: NotebookCount[]): GitChange;
export declare function summaryAsCode(handoff: MarkdownDoc | undefined, obs: SizeObservations, change: GitChange | undefined, code: (path: string) => number | undefined, out: NotebookCount[]): SizeObservations;
/** The detail's note on notebooks counted by their code: `notebooks/x.ipynb: 797 added lines of JSON read as 121 lines of code`. */
export declare function notebooksNote(counts: NotebookCount[]): string;
