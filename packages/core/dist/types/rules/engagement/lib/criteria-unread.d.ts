/**
 * criteria-owned's and criteria-trace-coverage's reading of a criteria.md that yields no criteria: the headings whose
 * bullets it holds, so a criteria list under a title neither reads (`## Definition of done`) is not passed over silently,
 * and the criteria sections holding no bullet or table row.
 */
import { type Finding, type MarkdownDoc } from '../../../packages/core/src/kit.js';
/** The skip's detail: the criteria sections that hold nothing to read, and the titles of the sections holding top-level bullets, when criteria.md has any. */
export declare function noCriteriaDetail(doc: MarkdownDoc | undefined): string;
/**
 * criteria-trace-coverage's failure when criteria.md names no criterion (nothing was read). With no criteria section
 * ("Done when", "Deliverables expected", «Критерии приёмки», "Acceptance criteria", "Acceptance"), the template's
 * `## Done when` is missing: the finding stands at the heading over criteria.md's first top-level bullets, else at
 * line 1. With criteria sections that hold no bullet or table row (empty, or prose), a finding stands at each
 * heading. Either way no §3 can be checked against the criteria.
 */
export declare function noCriteriaSection(doc: MarkdownDoc): {
    detail: string;
    findings: Finding[];
};
