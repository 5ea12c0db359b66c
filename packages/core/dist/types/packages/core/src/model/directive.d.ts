import { type MarkdownDoc, type SectionReading } from '../markdown/document.js';
import type { EngagementModel } from './engagement.js';
import { type AcceptanceRound } from './plan/acceptance.js';
import { type VerdictLine } from './plan/verdicts.js';
/** The decisions a human directive may record (PROCEED_TO_VERDICT | REJECT_NOW | DIRECTED_VERDICT). */
export declare const DIRECTIVE_DECISIONS: string[];
/** The label as the reference reads it: the line starts with it, spelled exactly (no bold, no indent). */
export declare const COMPAT_DECISION_LABEL: RegExp;
export declare const PROTOCOL_DECISION_LABEL: RegExp;
/** A directive's Decision as read: its value as written, where the value is, and what its line holds after it. */
export interface DirectiveDecision {
    value: string;
    line: number;
    column: number;
    /** What follows the value on its line (a closing mark dropped): the directed verdict, or the template's other choices. */
    rest: string;
}
/**
 * The Decisions of human-directive.md, in file order. Compat reads rendered lines starting
 * `Decision:` (frontmatter included, as the reference reads it; fenced code and commented-out lines
 * are not), whose value may follow on the next line. The protocol reading also takes a bold or
 * listed label, a value in code or emphasis marks, and `| Decision | X |` rows that are no header.
 * A label line holding no value is none. With `range` (1-based lines, inclusive), only the lines of
 * that range are read (one `## Iteration N` section of a directive kept per iteration).
 */
export declare function directiveDecisions(doc: MarkdownDoc, protocol: boolean, range?: {
    start: number;
    end: number;
}): DirectiveDecision[];
/**
 * The Decision of human-directive.md in force. Compat reads the first (directiveDecisions), as the
 * reference does. The protocol reading takes the latest: the directive is the human's ruling, and a
 * Decision written after another ("Update 16:40 after a call: Decision: REJECT_NOW") revises it; the
 * first would silently overrule the judge's last word. Undefined when no Decision is written.
 */
export declare function directiveDecision(doc: MarkdownDoc, protocol: boolean, range?: {
    start: number;
    end: number;
}): DirectiveDecision | undefined;
/** The earlier Decisions of the part read that the one in force (`read`) revises, with another value, as `PROCEED_TO_VERDICT (L3)`; for a message. */
export declare function revisedDecisions(doc: MarkdownDoc, read: DirectiveDecision, range?: {
    start: number;
    end: number;
}): string | undefined;
/**
 * The rendered two-column rows of a directive whose first cell the label matches (`| Decision | X |`,
 * `| Directed verdict | REJECT |`), at the first word of their value, with what follows it; a header
 * row (over a delimiter row) names columns, so it is none. With `range`, only that part is read.
 */
export declare function labelledTableRows(doc: MarkdownDoc, label: RegExp, range?: {
    start: number;
    end: number;
}): DirectiveDecision[];
/** Whether a Decision still lists the template's choices (`PROCEED_TO_VERDICT | REJECT_NOW | …`): no decision was made. */
export declare function unfilledDecision(d: DirectiveDecision): boolean;
/** The part of human-directive.md that speaks for one acceptance round. */
export interface DirectiveForRound {
    /** The iteration it is for, when the directive names one: its `## Iteration N` section's, else its title's. */
    n?: number;
    /** Where that iteration is named (the section heading or the title). */
    line?: number;
    /** The lines of that section (1-based, inclusive); undefined: the whole file. */
    range?: {
        start: number;
        end: number;
    };
    /** Whether the directive keeps one part per round under `## Iteration N` headings. */
    sections: boolean;
    /** A round was asked for and the directive names another iteration (no section, or a title, for it). */
    stale: boolean;
}
/**
 * A line that writes a Decision in any form, read or not: DECISION_WORD_MENTION, or a table row whose
 * first cell is the word; a line opening with «Решение» too.
 */
export declare const DECISION_MENTION: RegExp;
/** A line that mentions a Decision label outside a table: DECISION_WORD_MENTION, or the same of «Решение». */
export declare const DECISION_LABEL_MENTION: RegExp;
/**
 * The part of a directive that speaks for acceptance round `round` (the latest verdict's). A
 * directive that appends one part per round (`## Iteration N` sections writing a Decision) speaks
 * through that round's section, else (no round, or no section for it) through its latest one
 * (highest N, the later on a tie); one that is replaced per round speaks as a whole, for the
 * iteration its title names. The protocol reading takes setext headings too (`Iteration 2` over `---`).
 */
export declare function directiveForRound(doc: MarkdownDoc, round: number | undefined, reading?: SectionReading): DirectiveForRound;
/** The iteration a document's title (its first heading in the reading: a setext one too in the protocol's) names: `# Consilium summary — x — iteration 2`. */
export declare function titleIteration(doc: MarkdownDoc, reading?: SectionReading): {
    n: number;
    line: number;
} | undefined;
/**
 * The latest verdict of acceptance-log.md, in any form (verdictsInAnyForm), and the `## Iteration N`
 * round it sits in (in the reading's rounds: acceptanceRounds), up to the next round's heading (a
 * verdict written as an H2 closes the round's section, yet is the round's), when there is one. With
 * `which`, the latest verdict it takes.
 */
export declare function latestVerdict(log: MarkdownDoc | undefined, which?: (v: VerdictLine) => boolean, reading?: SectionReading): {
    verdict: VerdictLine;
    round?: AcceptanceRound;
} | undefined;
/**
 * The state before round n's verdict, which director-verdict and human-directive wait out: the
 * counter names round n, acceptance-log.md holds fewer verdicts than n (in any form: a legacy
 * `**ACCEPTED**` is round n's verdict written), and it has no `## Iteration n` section yet (only
 * earlier ones), or, kept without sections, its latest verdict is a REJECT. Says so, else undefined.
 */
export declare function awaitingRoundVerdict(log: MarkdownDoc, n: number | undefined, reading?: SectionReading): string | undefined;
/**
 * Where the user aborted the engagement: acceptance-log.md's latest verdict is ABORTED (the
 * floor-holder's stub, "sanity checks skipped under abort flag"), as `engagement/acceptance-log.md:L12`.
 */
export declare function abortedAt(model: {
    acceptanceLog: MarkdownDoc | undefined;
}): string | undefined;
/**
 * The state between rounds: acceptance-log.md's latest verdict REJECTs round r, the director has
 * moved the counter to r + 1, and nothing names round r + 1 yet (handoff.md is still round r's, no
 * `## Iteration r + 1` in the log). Round r + 1's artefacts are due with its handoff, not now. A
 * protocol reading (only recommended rules ask): headings as markdown renders them, setext ones too.
 */
export declare function awaitingNextRound(model: EngagementModel): {
    round: number;
    line: number;
    at: string;
} | undefined;
