/**
 * Readings of an engagement that follow the protocol text where the
 * reference script's heuristics do not. Rules use them under
 * `--preset recommended`; `--preset compat` keeps the reference readings.
 */
import type { EngagementModel } from './engagement.js';
import { type MarkdownDoc, type Section, type SectionReading } from '../markdown/document.js';
import type { RuleOutcome, RunOptions, Tier } from '../types.js';
import { type TableCell } from '../markdown/table.js';
export { protocolCitation } from './protocol-citations.js';
/** Whether a rule follows the protocol text rather than the reference's verdicts. */
export declare function followsProtocol(options: Pick<RunOptions, 'preset'>): boolean;
/**
 * A skip for a tier-gated rule that runs outside its tiers (`--all-checks`,
 * `--override-checks`): the requirement does not exist at that tier.
 */
export declare function outsideTiers(model: EngagementModel, tiers: Tier[], what: string): RuleOutcome | undefined;
/**
 * The lines of the accepted iteration, with the line of its ACCEPT verdict. Verdicts are read as the
 * verdict rules read them, in every form (`verdictsInAnyForm`: an H2 `## Verdict: ACCEPT`, an
 * emphasised `### Verdict: **ACCEPT**` and a legacy `**ACCEPTED**` are ACCEPTs too). In a log kept
 * in `## Iteration N` rounds, the latest round whose verdict is an ACCEPT (acceptRanges), from its
 * heading up to the next round's heading: another H2 (`## Criteria checked`, `## Verdict: ACCEPT`)
 * does not end it. Without rounds, the whole log when a verdict reads ACCEPT. Undefined when no
 * ACCEPT verdict is written.
 */
export declare function acceptedRange(doc: MarkdownDoc, reading?: SectionReading): {
    start: number;
    end: number;
    n?: number;
    verdict: number;
} | undefined;
/** Where an ACCEPT stands in the log: its round (up to the next round's heading), with the round's number and its verdict's line. */
export interface AcceptRange {
    start: number;
    end: number;
    verdict: number;
    round?: number;
}
/**
 * The parts of the log an ACCEPT speaks for: each `## Iteration N` round whose last verdict (in any
 * form, verdictsInAnyForm) is an ACCEPT, up to the next round's heading (a verdict written as an H2
 * closes the round's section, yet is the round's); without rounds, the lines after the last other
 * verdict, when the last is an ACCEPT.
 */
export declare function acceptRanges(doc: MarkdownDoc, reading?: SectionReading): readonly AcceptRange[];
/** A consilium finding the director SUSTAINED as blocking criteria, at its marker. */
export interface SustainedBlocker {
    line: number;
    column: number;
    crits: number[];
}
/**
 * The findings a range of acceptance-log.md SUSTAINS as blocking criteria ("SUSTAINED — blocks
 * crit-3", "SUSTAINED, blocking crit-3 and crit-4", a rulings table row) whose blocker the range does
 * not resolve: a resolution after the block on its line ("fixed in this round, re-verified"), or a
 * later line of the range naming the criterion resolves it. A negated block ("does not block crit-3",
 * "non-blocking") blocks nothing.
 */
export declare function sustainedBlockers(doc: MarkdownDoc, range: {
    start: number;
    end: number;
}): SustainedBlocker[];
/** Line ranges of the rejected iterations of an acceptance log (their citations are history). */
export declare function rejectedRanges(doc: MarkdownDoc | undefined, reading?: SectionReading): Array<{
    start: number;
    end: number;
}>;
/** Words a negation may stand before the match it governs ("did not [have to run] git push --force"). */
export declare const NEGATION_REACH = 5;
/** Whether a negation in the clause of `text` that holds column `at` (0-based) governs what follows it. */
export declare function negatedBefore(text: string, at: number): boolean;
/** Whether a negation after column `end` (0-based, where the match ends), in its clause, says the operation did not run. */
export declare function negatedAfter(text: string, end: number): boolean;
/**
 * Whether column `at` sits in a table row whose other cell answers "no" ("| DROP TABLE | no |",
 * "| git push --force | not needed |") and none answers "yes".
 */
export declare function negatedInRow(text: string, at: number): boolean;
/** Whether prose says the operation matched at [at, end) did not run: a negation before it, after it in its clause, or a "no" in its table row. */
export declare function negatedOperation(text: string, at: number, end: number): boolean;
export interface CrossValBlock {
    section: Section;
    /** Table rows (neither the header nor the delimiter row). */
    rows: Array<{
        line: number;
        cells: string[];
    }>;
    /** The block states that no specialists share a contract. */
    notApplicable: boolean;
}
/**
 * Whether a heading is §4a's. The reference reading: its text starts `4a`. The protocol reading takes its
 * title as handoff-sections takes a numbered heading's: past emphasis and code marks, an emoji or other
 * symbols and a `§` in front (plainTitle), or a `Section` label (`### **4a. …**`, `## 📌 4a. …`, `### §4a …`);
 * the `a` may be Cyrillic. No u flag: with i it would compile Unicode case folding on every run.
 */
export declare function isCrossValHeading(text: string, reading?: SectionReading): boolean;
/**
 * The handoff's `4a.` cross-validation block (a heading of any level that is §4a's in the reading: see isCrossValHeading).
 * Read once per document and reading, its rows on first asking: cross-val-quotes and cross-val-diverge both ask for the
 * block of a table that may hold 200,000 rows, and only cross-val-diverge reads the rows.
 */
export declare function crossValBlock(handoff: MarkdownDoc, reading?: SectionReading): CrossValBlock | undefined;
/**
 * A row whose verdict is an unresolved DIVERGE: a cell whose status — its
 * leading word — is DIVERGE and that records no resolution. `MATCH (was
 * DIVERGE before the fix)` is a MATCH.
 */
export declare function unresolvedDiverge(cells: string[]): boolean;
/** A line of a table whose header row has no leading pipe: the header or a body row. */
export interface PipelessTableLine {
    line: number;
    text: string;
    header: boolean;
    cells: TableCell[];
}
/**
 * GitHub tables written without the leading and trailing pipes (`a | b` over `---|---`), which the
 * piped-table reader passes over: a header line holding a pipe, a delimiter row, then the lines
 * holding a pipe up to the first that does not (a row may still open with a pipe). The header and
 * the rows, in line order, delimiter rows left out. Fenced lines are not rows.
 */
export declare function pipelessTables(doc: MarkdownDoc, range: {
    start: number;
    end: number;
}): PipelessTableLine[];
