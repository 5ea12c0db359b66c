/**
 * The engagement's plan and its later records, as the protocol rules read
 * them: task files and tasks/INDEX.md, criteria bullets numbered crit-1..N,
 * acceptance-log rounds with their verdicts and blockers, heartbeats,
 * iteration folders. Pure functions of already-read documents.
 */
import type { Root } from '../../../../vendor/mdast.js';
import type { EngagementModel } from './engagement.js';
import type { MarkdownDoc } from '../markdown/document.js';
export interface TaskFieldValue<T> {
    value: T;
    /** Where the field is set (1-based). */
    line: number;
    column: number;
    /** Set in the frontmatter (else a `field:` line of the body). */
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
}
export declare const TASK_FIELDS: readonly ["id", "owner", "wave", "files", "crit_refs"];
export type TaskFieldName = (typeof TASK_FIELDS)[number];
export declare function normaliseWave(v: string): string;
/** `crit-3`, `crit_3`, `Crit 3` or a bare `3` → 3. */
export declare function critNumber(s: string): number | undefined;
/** Reads the plan fields of one task file. Missing or empty fields stay undefined. */
export declare function readEngagementTask(doc: MarkdownDoc): EngagementTask;
/** Every tasks/*.md (except INDEX.md) with its plan fields. */
export declare function engagementTasks(model: EngagementModel): EngagementTask[];
/** Names a field is missing under, for messages (`crit_refs`, not the alias used). */
export declare function missingTaskFields(t: EngagementTask): TaskFieldName[];
export interface TasksIndexEntry {
    /** Task key (id or file stem) when the line names a known task, else the first token of the line. */
    id: string;
    known: boolean;
    /** Normalised wave of the enclosing `Wave N` heading or of a `wave` table column. */
    wave?: string;
    /** Owner from an `owner:` label or an owner column, when the line has one. */
    owner?: string;
    critRefs: TaskCritRef[];
    text: string;
    line: number;
    column: number;
}
export interface TasksIndex {
    entries: TasksIndexEntry[];
    /** `Wave N` headings, in file order. */
    waves: Array<{
        wave: string;
        line: number;
    }>;
}
/**
 * tasks/INDEX.md: waves are headings naming a wave (`## Wave 1 — foundation`),
 * or a `wave` column of a table. A task line is a list item or table row that
 * names a known task (by id, file stem or `tasks/<stem>.md` link) or cites a
 * `crit-N`; other lines are prose. `known` maps ids and stems to task keys.
 */
export declare function readTasksIndex(doc: MarkdownDoc, known: Map<string, string>): TasksIndex;
/** Maps task ids and file stems to task keys, for INDEX lookups. */
export declare function taskKeyLookup(tasks: EngagementTask[]): Map<string, string>;
export interface NumberedCriterion {
    /** N of crit-N. */
    n: number;
    text: string;
    line: number;
    column: number;
    /** Title of the section it sits in. */
    section: string;
}
/**
 * The criteria of criteria.md: top-level bullets of every "Done when" and
 * "Deliverables expected" section, in file order, numbered crit-1..crit-N.
 * When every bullet opens with its own `crit-N` label, the labels are used.
 */
export declare function numberedCriteria(doc: MarkdownDoc | undefined): NumberedCriterion[];
export interface VerdictLine {
    line: number;
    /** Column where the value starts. */
    column: number;
    /** The value after `Verdict:`, markup stripped. */
    value: string;
    /** Its first word, upper-cased (`ACCEPT`, `REJECT`, `ABORTED`, …). */
    word: string;
    /** What follows the first word. */
    rest: string;
}
/** `Verdict: X` lines (any heading level, list item or bold label), outside fences. */
export declare function verdictLines(doc: MarkdownDoc, range?: {
    start: number;
    end: number;
}): VerdictLine[];
export interface AcceptanceBlocker {
    text: string;
    line: number;
    column: number;
    /** crit-N numbers the blocker names. */
    crits: number[];
}
export interface AcceptanceRound {
    /** N of `## Iteration N`. */
    n: number;
    line: number;
    start: number;
    end: number;
    verdict?: VerdictLine;
    /** What the round was rejected on (only gathered for REJECT rounds). */
    blockers: AcceptanceBlocker[];
}
/** `## Iteration N` rounds of acceptance-log.md, in file order, with verdict and blockers. */
export declare function acceptanceRounds(doc: MarkdownDoc | undefined): AcceptanceRound[];
/**
 * Word-overlap similarity of two texts, 0..1 (Dice coefficient over the
 * multisets of lower-cased Unicode words). Order-insensitive, so a reworded
 * blocker with the same substance scores high.
 */
export declare function blockerSimilarity(a: string, b: string): number;
export interface HeartbeatEntry {
    phase: string;
    line: number;
    /** Completion time; undefined when the heading carries no readable time. */
    at?: Date;
    text: string;
}
/** Reads `YYYY-MM-DD HH:MM[:SS]` with an optional zone; without one it is local time. */
export declare function parseHeartbeatTime(s: string): Date | undefined;
/** `## Heartbeat — Phase X — completed YYYY-MM-DD HH:MM:SS` headings of validation-log.md. */
export declare function heartbeatEntries(doc: MarkdownDoc | undefined): HeartbeatEntry[];
/** `iter-2`, `iteration-2`, `iter2` or `2` → 2; anything else undefined. */
export declare function iterationFolderNumber(name: string): number | undefined;
export interface MdastListItemRefs {
    /** Line of the list item. */
    line: number;
    column: number;
    /** Inline code, link targets and bare `screens/…` / `traces/…` paths of the item. */
    refs: Array<{
        text: string;
        line: number;
        column: number;
    }>;
}
/** Top-level list items of an mdast tree with the references they hold (nested items included). */
export declare function mdastListItemRefs(root: Root): MdastListItemRefs[];
