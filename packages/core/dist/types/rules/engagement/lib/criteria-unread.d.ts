/**
 * criteria-owned's and criteria-trace-coverage's reading of a criteria.md that yields no criteria: the headings whose
 * bullets it holds, so a criteria list under a title neither reads (`## Definition of done`) is not passed over silently.
 */
import { type Finding, type MarkdownDoc } from '../../../packages/core/src/kit.js';
/** The skip's detail: the titles of the sections holding top-level bullets, when criteria.md has any. */
export declare function noCriteriaDetail(doc: MarkdownDoc | undefined): string;
/**
 * criteria-trace-coverage's failure when criteria.md names no criterion (no bullets were read) and has no
 * criteria section either ("Done when", "Deliverables expected", «Критерии приёмки», "Acceptance criteria"):
 * the template's `## Done when` is missing, so no §3 can be checked against it. Undefined when such a section
 * is there (its criteria a table or prose: the skip names the headings). The finding stands at the heading over
 * criteria.md's first top-level bullets, else at line 1.
 */
export declare function noCriteriaSection(doc: MarkdownDoc): {
    detail: string;
    finding: Finding;
} | undefined;
