import { type EngagementModel, type MarkdownDoc } from '../../../packages/core/src/kit.js';
import { type OutputsReading } from './output-names.js';
export interface Claimed {
    name: string;
    line: number;
    column: number;
    /** The verdict word §5 reports (handoff claims only). */
    verdict?: string;
}
/**
 * The validators handoff.md §5 reports a verdict for: a line (a list item, a paragraph line, or a
 * table row's first cell) opening with a lowercase name named like a validator, followed by a
 * separator and a word of `verdicts` (`- security-auditor: approved, …`, `code-reviewer: approved —
 * see validation-outputs/`).
 */
export declare function handoffVerdictClaims(handoff: MarkdownDoc | undefined, verdicts: ReadonlySet<string>): Claimed[];
/**
 * The validators plan.md's `## Validators planned` section lists, one per item as the template
 * writes them (`- test-reviewer on tests/ — new tests added`; a table's first cell too): the name an
 * item opens with, when it is named like a validator (`-reviewer`, `-auditor`, `-validator`,
 * `-review`, …, or one of the protocol's roles). Names later in an item are not read.
 */
export declare function plannedValidators(plan: MarkdownDoc | undefined): Claimed[];
/**
 * Validators handoff.md §5 reports a verdict for with neither a log entry nor an output (fail: a
 * verdict with no proof of run), and validators plan.md plans that left neither (warn: the plan may
 * have changed for a reason the folder does not record). `logged` and `hasOutput` are the rule's
 * readings; `namedInLog` the names the log writes in a form that logs no run.
 */
export declare function claimedRuns(model: EngagementModel, opts: {
    logged: ReadonlySet<string>;
    hasOutput: (name: string) => boolean;
    verdicts: ReadonlySet<string>;
    namedInLog: () => ReadonlySet<string>;
}): OutputsReading;
