/**
 * Derived queries over the validation and acceptance artefacts of an
 * engagement: validators named in validation-log.md, the validation-outputs/
 * listing, the verdict block of the current iteration, consilium signals and
 * director markers, dangerous-operation approvals and refusals in scope-sync.md, the added
 * lines of a unified diff, and the position of a JSON value. Pure functions of
 * the model (or of text); they read nothing the model has not read.
 */
import type { EngagementModel } from './engagement.js';
import { type MarkdownDoc, type SectionReading } from '../markdown/document.js';
import type { DirEntry } from '../io/project-fs.js';
import { LetterRegex } from '../letters.js';
export interface LoggedValidator {
    name: string;
    line: number;
    column: number;
}
/**
 * Validators logged in validation-log.md: every `### <name>` heading whose
 * first word is lowercase (`### code-reviewer — iter 2`). Capitalised
 * headings (`### Phase 6a`, `### Transport note`) are prose, not validators.
 * With `numbered`, a heading's numbering is read past (`### 1. code-reviewer`),
 * which the reference does not do: its name regex stops at the number.
 */
export declare function validationLogValidators(model: EngagementModel, opts?: {
    numbered?: boolean;
}): LoggedValidator[];
/**
 * `validation-outputs/*.json` entries (not recursive), or undefined when the folder is missing.
 * A folder, FIFO or broken link under such a name is listed too: it is an output that cannot be
 * read, which the rules report, not one to pass over.
 */
export declare function validationOutputFiles(model: EngagementModel): DirEntry[] | undefined;
/**
 * The iteration tags an output file name carries as `-iter-<N>-`, as written: `-iter-02-` is `02`, not
 * iteration 2, as the reference compares them.
 */
export declare function outputIterationTags(name: string): string[];
/**
 * The verdict block of iteration n: from its `## Iteration n` heading to the
 * next `## Iteration K` heading (setext ones too in the protocol reading). Undefined when the log has no such heading.
 */
export declare function acceptanceIterationBlock(log: MarkdownDoc, n: number, reading?: SectionReading): {
    start: number;
    end: number;
} | undefined;
export interface ConsiliumSignal {
    line: number;
    /** Short label for messages (finding title, reviewer pair, role). */
    label: string;
    /** The signal's whole text, which a verdict line may name it by (finding title, catch, reviewer pair, role). */
    text: string;
    /** A convergent finding's number (`### N.`). */
    number?: number;
}
export interface ConsiliumSignals {
    /** `### N. **SEV** — issue` findings under `## Findings` found by 2 or more reviewers. */
    convergent: ConsiliumSignal[];
    /** `**[CROSS-FAMILY]** a=x vs b=y` lines under `## Disagreements`. */
    disagreements: ConsiliumSignal[];
    /** `- **SEV**: issue` lines under `## Naive-layer catches`. */
    naive: ConsiliumSignal[];
    /** Roles of "Reviewer(s) returned 0 findings: a, b" under `## Suspicious-too-clean flags`. */
    tooClean: ConsiliumSignal[];
}
/**
 * `### N. **SEV** — issue`, with the em dash consilium-synth writes (a hyphen is not read, as in the reference). The
 * blanks after the dash are taken whole: given back one by one before a U+2028, which `.` does not match, they took seconds.
 */
export declare const FINDING_HEAD: LetterRegex;
/**
 * The signals a director must adjudicate, read from consilium-summary.md (section titles are case-sensitive, as in the
 * reference; `protocol`: its sections' headings as markdown renders them, see sectionTitled).
 */
export declare function consiliumSignalsOf(doc: MarkdownDoc, protocol?: boolean): ConsiliumSignals;
export interface DirectorMarkerCounts {
    /** SUSTAINED / OVERRULED. */
    convergent: number;
    /** SIDED WITH x / SPLIT, in capitals like every marker. */
    disagreements: number;
    /** REAL / FALSE_POSITIVE. */
    naive: number;
    /** ACKNOWLEDGED. */
    tooClean: number;
}
/** One adjudication marker on a verdict line. */
export interface DirectorMarker {
    kind: keyof DirectorMarkerCounts;
    /** 1-based column of the marker word. */
    column: number;
    text: string;
}
/**
 * The adjudication markers of one verdict line, in column order. The spec counts markers, one per
 * signal, wherever the verdict writes them (a list item, a rulings table row, prose): `- finding-1:
 * SUSTAINED, finding-2: OVERRULED` holds two. Every marker is read in capitals only, as the
 * protocol writes them: lowercase "real", "split", "sustained" are prose. Under the protocol
 * reading (`protocol`) a SUSTAINED/OVERRULED in emphasis counts too; compat reads it only after a
 * blank or a colon.
 */
export declare function directorMarkersOn(text: string, protocol: boolean): DirectorMarker[];
/** How many markers of each kind the verdict lines hold (directorMarkersOn, line by line). */
export declare function directorMarkerCounts(lines: string[], protocol?: boolean): DirectorMarkerCounts;
/** The lines of scope-sync.md under `## Dangerous-op user OK — <timestamp>` headings (headings included), or undefined without one. */
export declare function dangerOpOkLines(model: EngagementModel): Array<{
    line: number;
    text: string;
}> | undefined;
/**
 * The entries of a user-OK section: a heading, a list item with its indented continuation, or a
 * paragraph; a blank line ends one. The user's answer may follow the id on the next line.
 */
export declare function dangerOpOkEntries(lines: Array<{
    line: number;
    text: string;
}>): Array<Array<{
    line: number;
    text: string;
}>>;
/**
 * Which of `ids` appear in scope-sync.md. The protocol puts them under
 * `## Dangerous-op user OK — <timestamp>`; like handoff-precheck.py, an id
 * counts wherever its exact text appears in the file (frontmatter included,
 * case-sensitive), so verdicts agree.
 */
export declare function dangerOpApprovedIds(model: EngagementModel, ids: string[]): Set<string>;
export interface DangerOpNoOk {
    line: number;
    /**
     * `refusal`: refused or deferred; `question`: the user was only asked, or the answer is awaited; `not-user`: someone
     * else gave it, the user was not asked; `condition`: granted once someone else acts, which the entry does not record.
     */
    kind: 'refusal' | 'question' | 'not-user' | 'condition';
}
/**
 * Why an entry of scope-sync.md's `## Dangerous-op user OK` section is no OK for the operation it
 * names: it refuses or defers it (an explicit refusal, an answer "No" / «нет» after the id, a
 * speaker or a quote, a table row answering no), or it only asks the user. Undefined for an OK.
 */
export declare function dangerOpNoOk(entry: ReadonlyArray<{
    line: number;
    text: string;
}>): DangerOpNoOk | undefined;
/** The line of an entry that refuses, defers or only asks about its operation (see `dangerOpNoOk`), or undefined. */
export declare function dangerOpRefusalLine(entry: ReadonlyArray<{
    line: number;
    text: string;
}>): number | undefined;
/**
 * The compat count of SUSTAINED/OVERRULED markers in a verdict block, as the reference counts them. A SUSTAINED/OVERRULED counts
 * when a `- <what>` item opened before it, as the verdict template writes
 * them: `- finding-1: SUSTAINED`. Every marker of such an item counts (the
 * spec counts markers, one per convergent finding), so `- finding-1:
 * SUSTAINED, finding-2: OVERRULED` is two, as REAL/FALSE_POSITIVE are. Like
 * the reference, the marker may also open the next non-blank line
 * (`- finding-1 (null deref):` / `SUSTAINED`), and a `-` ending a line opens
 * an item on the next one. Every marker is read in capitals only, as the
 * protocol writes them: lowercase "real", "split", "sustained" are prose.
 */
export declare function compatConvergentMarkers(lines: string[]): number;
