/**
 * engagement-reflections.md, as the protocol's tree describes it: "manager, append-only on M/L verdict
 * — ≤3 actionable lessons targeting skill/agent rules". Each entry (a list of lessons under a heading,
 * or after a paragraph that introduces it) holds at most three; one holding more is found at its fourth.
 */
import type { MarkdownDoc } from '../../../packages/core/src/kit.js';
/** The protocol's words, quoted by the finding. */
export declare const LESSONS_QUOTE = "\u201Cengagement-reflections.md # manager, append-only on M/L verdict \u2014 \u22643 actionable lessons targeting skill/agent rules\u201D";
export declare const MAX_LESSONS = 3;
/** An entry of more than three lessons: where its fourth lesson is, and how many it holds. */
export interface LongEntry {
    /** The fourth lesson's line and the column of its marker. */
    line: number;
    column: number;
    lessons: number;
    /** The first lesson's line. */
    first: number;
    /** The heading the entry sits under, when there is one. */
    heading?: {
        line: number;
        text: string;
    };
}
/**
 * The entries of engagement-reflections.md with more than three lessons, in one pass over its lines.
 * A lesson is a top-level item of a list (numbered or bulleted); items indented under it are its detail.
 * A list ends at a heading (setext too), a thematic break, a change of marker kind, a numbering that
 * starts again at 1, or a paragraph after a blank line. The lessons of an entry are the first list
 * under a heading, or a list a paragraph introduces as an entry (`Iteration 2 — ACCEPT:`, `Lessons:`);
 * another list (`Evidence:` and its bullets) is not counted. Fenced code and comments are passed over.
 */
export declare function longEntries(doc: MarkdownDoc): LongEntry[];
