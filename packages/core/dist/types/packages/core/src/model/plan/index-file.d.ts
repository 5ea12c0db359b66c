/**
 * tasks/INDEX.md: waves (headings or a `wave` column) and the task lines under them.
 */
import { type MarkdownDoc } from '../../markdown/document.js';
import type { EngagementModel } from '../engagement.js';
import { type EngagementTask, type TaskCritRef } from './tasks.js';
export interface TasksIndexEntry {
    /** Task key (id or file stem) when the line names a known task, else the first token of the line. */
    id: string;
    known: boolean;
    /** Normalised wave of the enclosing `Wave N` heading or list item, of a `wave` table column, or of `wave N` on the line. */
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
    /** `Wave N` headings and list items, in file order. */
    waves: Array<{
        wave: string;
        line: number;
    }>;
}
/** A file stem before `.md`, tried from the start of its run only (each start re-read the run to its end). */
export declare const MD_STEM: RegExp;
export declare const LIST_LINE: RegExp;
/**
 * tasks/INDEX.md: waves are headings naming a wave (`## Wave 1 — foundation`, `### W1 — foundation`), a wave label on a line
 * of its own (`**Wave 1**`, `Wave 2: tests`, `**W1: foundation**`) over the task lines up to the next heading or label,
 * list items naming one with the tasks nested under them (`- **Wave 1**` over
 * indented items), a `wave` column of a table, or (outside these) `wave N`
 * written on the task line. A task line is a list item or table row that names a known task (by
 * id, file stem, `tasks/<stem>.md` path or a markdown link to `<stem>.md`) or cites a
 * `crit-N`; other lines are prose. `known` maps ids and stems to task keys.
 */
export declare function readTasksIndex(doc: MarkdownDoc, known: Map<string, string>): TasksIndex;
/** The crit_refs a task gives, and the document they are read from (its task file, else its tasks/INDEX.md line). */
export interface TaskRefs {
    doc: MarkdownDoc;
    refs: readonly TaskCritRef[];
}
/**
 * Each task's crit_refs: from its task file, else from its tasks/INDEX.md line (a crit_refs column
 * or the `crit-N` on the line). `unread`: the tasks that give crit_refs in neither. One reading for
 * every rule, so a crit-N names the same criterion in each.
 */
export declare function taskCritRefs(model: EngagementModel, tasks?: readonly EngagementTask[]): {
    owners: TaskRefs[];
    fromIndex: number;
    unread: EngagementTask[];
};
