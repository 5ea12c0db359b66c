/**
 * criteria-owned's and criteria-trace-coverage's skip when criteria.md yields no criteria: the headings whose
 * bullets it holds, so a criteria list under a title neither reads (`## Definition of done`) is not skipped silently.
 */
import { type MarkdownDoc } from '../../../packages/core/src/kit.js';
/** The skip's detail: the titles of the sections holding top-level bullets, when criteria.md has any. */
export declare function noCriteriaDetail(doc: MarkdownDoc | undefined): string;
