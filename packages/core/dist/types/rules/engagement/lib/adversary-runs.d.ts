import { type DirEntry, type EngagementModel, type MarkdownDoc } from '../../../packages/core/src/kit.js';
import { type Named } from './logged-validators.js';
import { type OutputsReading } from './output-names.js';
/** The protocol's adversary roles (consilium M and L). */
export declare const ADVERSARIES: Set<string>;
export interface VerdictTableRow {
    /** The first cell as written, marks stripped. */
    text: string;
    /** The lowercase role name it opens with, when it does. */
    name?: string;
    line: number;
    column: number;
}
/**
 * consilium-summary.md's verdict table (a header naming a Reviewer or Role column first and a
 * Verdict column): its header line and one row per reviewer.
 */
export declare function verdictTable(doc: MarkdownDoc | undefined): {
    header: number;
    rows: VerdictTableRow[];
} | undefined;
/** The reviewers of the verdict table: each is an adversary role that ran, so each owes its JSON proof-of-run. */
export declare function consiliumReviewers(doc: MarkdownDoc | undefined): Named[];
/**
 * At M and L: every adversary Pass-2 output of round K has its Pass-1 `-preliminary-` file of round K;
 * an ACCEPT of round R rests on each adversary role's Pass-2 output of round R; and at L the
 * reviewers on record for the round make up the protocol's roster.
 */
export declare function adversaryRuns(model: EngagementModel, files: readonly DirEntry[], reviewers: readonly Named[]): OutputsReading;
