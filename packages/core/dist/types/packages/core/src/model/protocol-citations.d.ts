/** The protocol reading of a cited path (kept apart so citation probing needs nothing else). */
import type { CitedPath } from '../markdown/citations.js';
/**
 * The protocol reading of one citation: "every path cited in handoff.md
 * exists on disk" is about files, so media types, slash words, API
 * routes and lists of extensions (`.tsx/.jsx`) are not citations, and a sentence's punctuation is not part of the
 * path, nor is a line range written with a dash (`:18–26`). Undefined when the candidate names no file.
 */
export declare function protocolCitation(c: CitedPath): CitedPath | undefined;
