import type { GraphModel, GraphOutputState as OutputState } from './model.js';
type Outputs = Pick<GraphModel, 'fs' | 'outputPlace' | 'outputState'>;
/** Tokens of an output value that are paths with a wildcard (`docs/*.md`, `out/**\/*.json`, `docs/{api,cli}.md`). */
export declare function graphOutputGlobs(value: string): string[];
export type GlobOutputState = {
    state: OutputState;
    matched: number;
    why?: undefined;
} | {
    state: 'unprobed';
    matched: 0;
    why: string;
};
/**
 * What a glob output holds under the checked root: `missing` when it matches no file, `empty` when
 * every file it matches is, `non-empty` when one has content; `outside-root` for a glob whose
 * folder lies outside. The folder before the first wildcard is listed (or walked, for a pattern
 * over several folders), within the file access's own bounds.
 */
export declare function graphGlobOutputState(model: Outputs, pattern: string): GlobOutputState;
export {};
