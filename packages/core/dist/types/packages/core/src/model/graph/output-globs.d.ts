import type { ProjectFs } from '../../io/project-fs.js';
/** The GraphOutputState of model.ts, kept here as its words so this module needs nothing of the model. */
type OutputState = 'non-empty' | 'empty' | 'missing' | 'outside-root' | 'unreadable';
interface Outputs {
    fs: ProjectFs;
    outputPlace(p: string): {
        rel?: string;
        abs: string;
    };
    outputState(p: string): OutputState;
}
/** Tokens of an output value that are paths with a wildcard (`docs/*.md`, `out/**\/*.json`). */
export declare function graphOutputGlobs(value: string): string[];
/**
 * What a glob output holds under the checked root: `missing` when it matches no file, `empty` when
 * every file it matches is, `non-empty` when one has content; `outside-root` for a glob whose
 * folder lies outside. The folder before the first wildcard is listed (or walked, for a pattern
 * over several folders), within the file access's own bounds.
 */
export declare function graphGlobOutputState(model: Outputs, pattern: string): {
    state: OutputState;
    matched: number;
};
export {};
