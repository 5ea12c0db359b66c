/**
 * Task files: the plan fields (id, owner, wave, files, crit_refs) of every tasks/*.md, read from
 * the frontmatter, from `field: value` lines of the body, or from a table of the body (a
 * two-column `| Field | Value |` table, or a header row naming the fields over one row of values).
 */
import type { EngagementModel } from '../engagement.js';
import { type MarkdownDoc } from '../../markdown/document.js';
export interface TaskFieldValue<T> {
    value: T;
    /** Where the field is set (1-based). */
    line: number;
    column: number;
    /** Set in the frontmatter (else a `field:` line or a table of the body). */
    inFrontmatter: boolean;
}
/** One item of a list-valued field (files, crit_refs), with its own line. */
export interface TaskListItem {
    text: string;
    line: number;
    column: number;
}
/** A `crit_refs` entry: `n` when it names `crit-N` (or a bare N). */
export interface TaskCritRef extends TaskListItem {
    n?: number;
}
export interface EngagementTask {
    doc: MarkdownDoc;
    /** Project-relative path of the task file. */
    rel: string;
    /** File name without `.md`. */
    stem: string;
    /** `id` when set, else the file stem: how INDEX lines and reports refer to the task. */
    key: string;
    id?: TaskFieldValue<string>;
    owner?: TaskFieldValue<string[]>;
    /** Normalised wave: the first number in the value (`W2`, `wave-2`, `2` → `2`), else the lower-cased text. */
    wave?: TaskFieldValue<string>;
    files?: TaskFieldValue<TaskListItem[]>;
    critRefs?: TaskFieldValue<TaskCritRef[]>;
    /**
     * A contract-only file: a `## Contract` section and no owner, wave, files or crit_refs. The
     * engine may write one on M/L even when decompose=false (a whitelisted path); it is not a
     * decomposed task.
     */
    contractOnly: boolean;
    /** The frontmatter is present but not valid YAML: its fields could not be read. */
    frontmatterError?: {
        message: string;
        line: number;
    };
}
export declare const TASK_FIELDS: readonly ["id", "owner", "wave", "files", "crit_refs"];
export type TaskFieldName = (typeof TASK_FIELDS)[number];
export declare const BODY_FIELD: RegExp;
export declare const NESTED_ITEM: RegExp;
/**
 * `s` without a `#` comment after blanks, as `.replace(/(?<!\s)\s+#.*$/, '')` gives it: from the blanks before the first
 * `#` that follows a blank and no line break follows. Found in one pass: the pattern re-reads the rest of the line from
 * every blank-then-`#` before a line break.
 */
export declare function withoutComment(s: string): string;
export declare function normaliseWave(v: string): string;
/** `crit-3`, `crit_3`, `Crit 3` or a bare `3` → 3. */
export declare function critNumber(s: string): number | undefined;
/**
 * The path of a `files` entry that carries a description: the code span of
 * `` `docs/api.md` — example responses ``, or the text before a blank followed
 * by a dash, parenthesis, bracket, colon or `#`, or a colon and a blank
 * (`docs/api.md (examples)`, `src/a.ts: the route`).
 * A path with inner blanks and no such description stays whole.
 */
export declare function taskFilePath(raw: string): string;
/** Reads the plan fields of one task file. Missing fields, and empty ones other than `files: []`, stay undefined. */
export declare function readEngagementTask(doc: MarkdownDoc): EngagementTask;
/**
 * Every decomposed task: tasks/*.md (except INDEX.md) with its plan fields, read once per model
 * (four rules ask). Contract-only files are left out (see {@link contractOnlyTasks}).
 */
export declare function engagementTasks(model: EngagementModel): readonly EngagementTask[];
/** The contract-only tasks/{id}.md files (a `## Contract` section, no plan fields): not decomposed tasks. */
export declare function contractOnlyTasks(model: EngagementModel): readonly EngagementTask[];
/**
 * Names a field is missing under, for messages (`crit_refs`, not the alias used). The id is
 * never missing: task files are named tasks/{id}.md, so the file stem is the id when none is set.
 */
export declare function missingTaskFields(t: EngagementTask): TaskFieldName[];
/** Maps task ids and file stems to task keys, for INDEX lookups. */
export declare function taskKeyLookup(tasks: readonly EngagementTask[]): Map<string, string>;
