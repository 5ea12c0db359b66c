/**
 * Derived queries over the validation and acceptance artefacts of an
 * engagement: validators named in validation-log.md, the validation-outputs/
 * listing, the verdict block of the current iteration, consilium signals and
 * director markers, dangerous-operation approvals in scope-sync.md, the added
 * lines of a unified diff, and the position of a JSON value. Pure functions of
 * the model (or of text); they read nothing the model has not read.
 */
import type { EngagementModel } from './engagement.js';
import type { MarkdownDoc } from '../markdown/document.js';
import type { DirEntry } from '../io/project-fs.js';
import { type JsonParse } from '../io/json.js';
export interface LoggedValidator {
    name: string;
    line: number;
    column: number;
}
/**
 * Validators logged in validation-log.md: every `### <name>` heading whose
 * first word is lowercase (`### code-reviewer — iter 2`). Capitalised
 * headings (`### Phase 6a`, `### Transport note`) are prose, not validators.
 */
export declare function validationLogValidators(model: EngagementModel): LoggedValidator[];
/** `validation-outputs/*.json` files (not recursive), or undefined when the folder is missing. */
export declare function validationOutputFiles(model: EngagementModel): DirEntry[] | undefined;
/** Iteration numbers an output file name carries as `-iter-<N>-`. */
export declare function outputIterationTags(name: string): number[];
/**
 * The verdict block of iteration n: from its `## Iteration n` heading to the
 * next `## Iteration K` heading. Undefined when the log has no such heading.
 */
export declare function acceptanceIterationBlock(log: MarkdownDoc, n: number): {
    start: number;
    end: number;
} | undefined;
export interface ConsiliumSignal {
    line: number;
    /** Short label for messages (finding title, reviewer pair, role). */
    label: string;
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
/** The signals a director must adjudicate, read from consilium-summary.md (section titles are case-sensitive, as in the reference). */
export declare function consiliumSignalsOf(doc: MarkdownDoc): ConsiliumSignals;
export interface DirectorMarkerCounts {
    /** SUSTAINED / OVERRULED on list lines (`- finding-1: SUSTAINED`). */
    convergent: number;
    /** SIDED WITH x / SPLIT (any case). */
    disagreements: number;
    /** REAL / FALSE_POSITIVE. */
    naive: number;
    /** ACKNOWLEDGED. */
    tooClean: number;
}
export declare function directorMarkerCounts(lines: string[]): DirectorMarkerCounts;
/**
 * Which of `ids` appear in scope-sync.md. The protocol puts them under
 * `## Dangerous-op user OK — <timestamp>`; like handoff-precheck.py, an id
 * counts wherever its exact text appears in the file (frontmatter included,
 * case-sensitive), so verdicts agree.
 */
export declare function dangerOpApprovedIds(model: EngagementModel, ids: string[]): Set<string>;
export interface DiffAddedLine {
    /** Target path of the file, as the diff names it. */
    file: string;
    /** Line number in the new version of the file. */
    line: number;
    /** The line without its leading `+`. */
    text: string;
}
export interface ParsedUnifiedDiff {
    added: DiffAddedLine[];
    /** Lines the hunks remove, each at the new-file line where it was removed (a deleted file: its old path). */
    removed?: DiffAddedLine[];
    /** Unchanged context lines of the hunks, at their new-file line. */
    context?: DiffAddedLine[];
    /** Paths of files the diff deletes (`deleted file mode`). */
    deletedFiles: string[];
}
/**
 * Added, removed and context lines (with new-file line numbers) and deleted
 * files of a unified diff such as `git diff` prints. Hunk line counts decide
 * where a hunk ends, so an added line that itself starts with `++` is never
 * mistaken for a header.
 */
export declare function parseUnifiedDiffText(text: string): ParsedUnifiedDiff;
/**
 * A parse as Python's `json.loads` would do it: JSON plus the bare tokens
 * `NaN`, `Infinity` and `-Infinity` (which Python writes for float specials),
 * read here as null. Used where the reference parses a file with Python, so a
 * Python-written output is not "unparseable" here alone. The parse already
 * done is returned when it succeeded or when no such token explains its error.
 */
export declare function parseJsonLikePython(text: string, parsed: JsonParse): JsonParse;
/**
 * Character offset of a value inside JSON text, by path (object keys and
 * array indices). For an object member the offset is that of its key. The
 * text must be valid JSON (it was parsed already); undefined when the path
 * does not exist. Used to put findings on the line of the offending value.
 */
export declare function jsonPathOffset(text: string, path: Array<string | number>): number | undefined;
