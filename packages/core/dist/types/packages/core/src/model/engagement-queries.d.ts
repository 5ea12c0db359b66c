/**
 * Derived queries over an engagement that several rules share: what handoff
 * §1 says was changed, `## Iteration N` headings, the size observations, and
 * cited-evidence probing. Pure functions of the model; they read nothing the
 * model has not read.
 */
import type { EngagementModel } from './engagement.js';
import type { MarkdownDoc, SectionReading } from '../markdown/document.js';
import { type CitedPath } from '../markdown/citations.js';
import type { Finding, Tier } from '../types.js';
/** What handoff §1 (Diff summary) says was changed. */
export interface HandoffDiffStat {
    /** Changed files: from a `git diff --stat` summary, else one per name-status line. */
    files: number;
    /** Added lines (only a `--stat` summary carries them). */
    insertions: number;
    /** Where the numbers came from. */
    source: 'stat-summary' | 'name-status' | 'none';
    /** Line of the summary (or of the first name-status line), when found. */
    line?: number;
    /** Whether a `## 1. Diff summary` section exists at all. */
    hasSection: boolean;
}
/**
 * Files and added lines handoff §1 (`## 1. Diff summary`) reports: the first
 * `N files changed, M insertions` summary, else one file per line starting
 * with a status letter (M, A, D, R, T) and whitespace. Fenced lines count:
 * §1 usually pastes raw `git diff --stat` output inside a code block. A
 * summary without insertions (a pure deletion) is not a summary here, as in
 * handoff-precheck.py, so the per-line count applies to it. The protocol
 * reading takes the largest summary (most files, then most insertions): §1 of a
 * rework round may paste the round's own diff before the cumulative
 * `{base}..HEAD` one, and the engagement's size is the cumulative one. It reads
 * the summary lines git prints (opening with the count) before summaries inside
 * a sentence, and none on a line about another diff (`git show`, `git log`, a
 * `commit <sha>`, "previous", "earlier").
 */
export declare function handoffDiffStat(handoff: MarkdownDoc | undefined, opts?: {
    protocol?: boolean;
}): HandoffDiffStat;
export interface IterationHeading {
    n: number;
    line: number;
}
/**
 * Level-2 `## Iteration N …` headings of a document (fence-aware), in file order. The reference
 * reading takes `## ` lines only; the protocol one setext headings too (`Iteration 2` over `---`).
 */
export declare function iterationHeadings(doc: MarkdownDoc | undefined, reading?: SectionReading): IterationHeading[];
/** Per-tier upper bounds; exceeding one means the next tier up. */
export declare const SIZE_CAPS: Record<'S' | 'M', {
    specialists: number;
    files: number;
    loc: number;
    tasks: number;
    surfaces: number;
}>;
export interface SizeObservations {
    specialists: number;
    /** Under the protocol reading, the leads' own reports left out of `specialists`. */
    leadReports?: string[];
    tasks: number;
    surfaces: number;
    files: number;
    loc: number;
    deploy: boolean;
    uxHeavy: 'false' | 'minor' | 'true';
    diff: HandoffDiffStat;
}
export interface SizeTrigger {
    /** Tier this trigger implies at least. */
    tier: Tier;
    text: string;
}
/** The measurements the observed tier is derived from. */
export declare function sizeObservations(model: EngagementModel, opts?: {
    protocol?: boolean;
}): SizeObservations;
/** Observed tier and every reason for it, strongest first. */
export declare function observedSize(obs: SizeObservations): {
    tier: Tier;
    triggers: SizeTrigger[];
};
export declare const TIER_RANK: Record<Tier, number>;
export interface CitationProbe {
    cited: CitedPath[];
    missing: CitedPath[];
    outside: CitedPath[];
    /** Distinct cited paths. */
    distinct: number;
    /** The line from which no citation was read (past MAX_CITED_PATHS). */
    cutAt?: number;
    /** Paths written with `\` that the reading did not read (compat, as the reference): each path once, as first written. */
    backslashedUnread?: string[];
}
/**
 * Probes every path a document cites, against the project root. A path that
 * leaves the root is reported as outside and never probed.
 */
export declare function probeCitedEvidence(model: EngagementModel, doc: MarkdownDoc, opts?: {
    protocol?: boolean;
    range?: {
        start: number;
        end: number;
    };
}): CitationProbe;
/**
 * Why the engagement's top-level `name` (`traces`, `executor-reports`) is there but cannot be read
 * as a folder: what stands in its place (`notAFolder`: a file, a FIFO, a broken link), or why it
 * cannot be listed (`unlisted`); undefined when it is a readable folder or not there.
 */
export declare function folderUnreadable(model: EngagementModel, name: string): {
    rel: string;
    notAFolder?: string;
    unlisted?: string;
} | undefined;
/**
 * Where reading a document's citations stopped (past MAX_CITED_PATHS), for the check's detail and a
 * finding at that line: what was not read cannot be shown to exist, so the check fails on it.
 */
export declare function citationsCut(doc: MarkdownDoc, probe: Pick<CitationProbe, 'cutAt'>): {
    detail: string;
    finding: Finding;
} | undefined;
/**
 * The protocol reading of where a cited path lives: the handoff template writes evidence relative
 * to the engagement folder (`executor-reports/{specialist}.md`, `traces/iter-2/x.json line 45-52`),
 * so a path missing at the project root that exists under the engagement folder is found.
 * Returns the probe without those, and how many distinct paths were found that way.
 */
export declare function withEngagementRelative(model: EngagementModel, probe: CitationProbe): CitationProbe & {
    inEngagement: number;
};
/**
 * Whether a cited path exists under the engagement folder. The folder's own listing answers most
 * (a path whose first segment is not there, `src/…`), so thousands of missing paths cost no stat each.
 */
export declare function existsInEngagement(model: EngagementModel): (cited: string) => boolean;
/**
 * Compat's note on a cited path missing at the project root that the engagement folder holds (as
 * the protocol's templates write evidence): where it is, and the preset that reads it there; '' else.
 */
export declare function engagementRelativeHint(model: EngagementModel): (cited: string) => string;
/** Distinct paths of citations, in first-seen order. */
export declare function distinctCitedPaths(cs: CitedPath[]): string[];
/** Line (1-based) and column of the first frontmatter line setting `key`, or undefined. */
export declare function frontmatterKeyLine(doc: MarkdownDoc | undefined, key: string): {
    line: number;
    column: number;
} | undefined;
/** A `specialist_dispatched` event of events.jsonl. */
export interface DispatchEvent {
    specialist: string;
    /** By the `handoff_submitted` events before it in the ledger: none before it is iteration 1. */
    iteration: number;
    /** The event's own `iteration` field, when it is a positive integer. */
    stated?: number;
    line: number;
}
/** Every specialist dispatched in events.jsonl (`specialist_dispatched` with `specialist`), in ledger order. */
export declare function dispatchEvents(model: EngagementModel): DispatchEvent[];
/** The iteration in which events.jsonl first records each specialist dispatched, by the `handoff_submitted` events before it. */
export declare function dispatchIterations(model: EngagementModel): Map<string, {
    iteration: number;
    line: number;
}>;
/** The highest iteration the lead's own artefacts say is under way (leadRoundMarks, in the reading), 0 when none does. */
export declare function workedIteration(model: EngagementModel, reading?: SectionReading): number;
/**
 * Where the lead's artefacts first name round `n` or a later one (leadRoundMarks), or else an
 * executor report's `## Iteration N` (a specialist re-dispatched on round N appends one), as
 * `engagement/handoff.md:L1`. Undefined while none does.
 */
export declare function roundWorkAt(model: EngagementModel, n: number): string | undefined;
