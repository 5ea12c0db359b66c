/**
 * criteria.md's numbered criteria and acceptance-log.md's rounds: verdict lines, the blockers
 * a rejected round names, director markers that rule on nothing (the checks an ACCEPT hands over: deferral.ts).
 */
import { type MarkdownDoc, type Section, type SectionReading } from '../../markdown/document.js';
export { critMentions, critNumbers, type CritMention } from './patterns.js';
import { type VerdictLine } from './verdicts.js';
export interface NumberedCriterion {
    /** N of crit-N. */
    n: number;
    text: string;
    line: number;
    column: number;
    /** Title of the section it sits in. */
    section: string;
}
/** A "Done when" or "Deliverables expected" heading. */
export declare const criteriaHeading: (h: {
    text: string;
    level: number;
}) => boolean;
/**
 * criteria.md's criteria sections, in file order; a section holding another (`## Критерии приёмки` over `### Done when`) wraps it, and the inner one is read.
 * Headings as markdown renders them (the protocol reading): a `Done when` underlined with `---` is one, and ends the section before it.
 */
export declare function criteriaSections(doc: MarkdownDoc): Section[];
/** A bullet's own leading `crit-N` (bare, bold or in code): every bullet so labelled numbers the criteria by its label. */
export declare const LEADING_CRIT: RegExp;
/**
 * The criteria of criteria.md: top-level list items (every CommonMark marker: `-`, `*`, `+`, `N.`,
 * `N)`) of every "Done when" and "Deliverables expected" section, in file order, numbered crit-1..crit-N;
 * a section with no list item but a table gives its body rows, one criterion each. A Deliverables table
 * beside a Done-when section that gives criteria lists the deliverables and their bars, not criteria.
 * When every bullet opens with its own `crit-N` label, the labels are used.
 * Without such a section, the bullets anywhere that open with their own
 * `crit-N` label are the criteria: a heading in another language still says which they are.
 */
export declare function numberedCriteria(doc: MarkdownDoc | undefined): NumberedCriterion[];
/**
 * The "Done when" bullets alone, numbered crit-1..N: criteria.md's other reading, where the
 * "Deliverables expected" bullets are deliverables (criteria-owned and criteria-trace-coverage weigh both).
 */
export declare function doneWhenCriteria(bullets: readonly NumberedCriterion[]): NumberedCriterion[];
/** A bullet's own `crit-N` label (`crit-1:`, `**crit-1**`, `[crit-1]`, `crit-1 (AC-1):`, `[ ] crit-1:`). */
export declare const CRIT_LABEL: RegExp;
/**
 * The labelled bullets of criteria.md outside the criteria read (`bullets`): a `crit-5:` under a heading that
 * is no "Done when" one. A message about the criteria read names them rather than say the file has fewer.
 */
export declare function labelledOutside(doc: MarkdownDoc | undefined, bullets: readonly NumberedCriterion[]): NumberedCriterion[];
/**
 * The labelled bullets as the criteria, by label, when any bullet opens with its own `crit-N`
 * label (the others are deliverables); undefined when none does.
 */
export declare function labelledOf(bullets: NumberedCriterion[]): NumberedCriterion[] | undefined;
/** The criteria as criteria-owned reads them: by their labels (labelledOf), else every bullet by position. */
export declare function labelledCriteria(doc: MarkdownDoc | undefined): NumberedCriterion[];
export interface AcceptanceBlocker {
    text: string;
    line: number;
    column: number;
    /** Criterion numbers the blocker names (`crit-N`, `criterion N`, `criteria N and M`, `критерий N`). */
    crits: number[];
    /** Read as one of the round's list items because the round names no blocker (no reason, label or blocker heading). */
    unnamed?: true;
}
export interface AcceptanceRound {
    /** N of `## Iteration N`. */
    n: number;
    line: number;
    start: number;
    end: number;
    /** Its first verdict in any form (verdictsInAnyForm), up to the next round's heading. */
    verdict?: VerdictLine;
    /** What the round was rejected on (only gathered for REJECT rounds). */
    blockers: AcceptanceBlocker[];
}
/**
 * `## Iteration N` rounds of acceptance-log.md, in file order, with verdict and blockers. Worked
 * out once per document and reading: several rules ask, and a log may hold thousands of rounds.
 * The reference reading takes `## ` headings only; the protocol reading takes headings as markdown
 * renders them (`Iteration 2` underlined with `---` opens round 2, and a setext heading ends a section).
 */
export declare function acceptanceRounds(doc: MarkdownDoc | undefined, reading?: SectionReading): readonly AcceptanceRound[];
/**
 * Word-overlap similarity of two texts, 0..1 (Dice coefficient over the
 * multisets of lower-cased Unicode words). Order-insensitive, so a reworded
 * blocker with the same substance scores high.
 */
export declare function blockerSimilarity(a: string, b: string): number;
/**
 * Headings of the log in a reading (levels 1 to 3) naming a round that reading does not read as one, in file order: a
 * round's number already read (`### Iteration 1 blockers` under `## Iteration 2`) is a reference to it.
 */
export declare function unreadRoundHeadings(log: MarkdownDoc, reading?: SectionReading): Array<{
    line: number;
    n: number;
    text: string;
}>;
/** Each round's lines up to the next `## Iteration N` heading or the end of the log: a verdict written as its own H2 closes the section, yet is the round's. */
export declare function acceptanceRoundSpans(doc: MarkdownDoc | undefined, reading?: SectionReading): ReadonlyArray<{
    readonly n: number;
    readonly line: number;
    readonly start: number;
    readonly end: number;
}>;
/** A director's marker on a verdict line: its kind, 1-based column and text (validation.ts's DirectorMarker). */
interface MarkerOnLine {
    kind: string;
    column: number;
    text: string;
}
/** The markers of a kind on a line that rule on nothing, quoted from the negation; the line holds no other marker of that kind. */
export interface UndecidedMarker<K extends string = string> {
    kind: K;
    column: number;
    quote: string;
}
/**
 * A verdict line's markers split into rulings (`kept`) and markers that are none: a negated one
 * ("not yet SUSTAINED", "neither … nor …"), one asked (`SUSTAINED?`), or two of a kind offered as
 * alternatives (`SUSTAINED or OVERRULED`), which cannot both be the ruling. `none` quotes them per
 * kind, for the kinds the line keeps no ruling of ("REAL, not a FALSE_POSITIVE" rules: REAL).
 */
export declare function undecidedMarkers<M extends MarkerOnLine>(text: string, markers: M[]): {
    kept: M[];
    none: Array<UndecidedMarker<M['kind']>>;
};
