/** What handoff §1 (the diff summary) says was changed: the files it lists, however it lists them. */
import type { MarkdownDoc, SectionReading } from '../markdown/document.js';
export interface ChangedFile {
    path: string;
    /** The §1 line that lists it. */
    line: number;
}
/**
 * The paths of a name-status line (`M src/a.ts`, `R100 old.ts new.ts`): a status letter with one
 * path, or a rename or copy with two, and nothing else; undefined for any other line ("A new endpoint
 * was added" is prose). Of its tokens, those that are paths (a `/` or a `.`).
 */
export declare function nameStatusPaths(text: string): string[] | undefined;
/**
 * The files handoff §1 lists as changed, in order, each with its line: `--stat` lines
 * (` path | 4 ++`), name-status lines (`M path`, `R100 old new`), `+N files: a, b` lists, the list
 * after a "Changed / Created / Modified files:" or "Files touched:" label, a sentence led by a verb
 * of change ("Updated `src/a.py`") unless it takes the change back ("is unchanged"), table rows
 * whose first cell is a path, and list items that open with a path (`- \`src/a.ts\` — new helper`).
 * A path named in another sentence ("the helper `src/x.ts` is described, not changed") is no change.
 * With `stopAt`, the list ends at the first file it accepts.
 */
export declare function diffSummaryChanges(doc: MarkdownDoc, reading: SectionReading, stopAt?: (c: ChangedFile) => boolean): ChangedFile[];
/**
 * The tail git's `--stat` keeps of a path too long for its width (`.../api/cursor.ts` → `/api/cursor.ts`);
 * undefined for a whole path. The folders it cut are unknown: the path may or may not be under `src/`.
 */
export declare function truncatedTail(path: string): string | undefined;
/** The paths `doc` names in full anywhere (a token with a `/`), each with the first line naming it. */
export declare function namedPaths(doc: MarkdownDoc): Map<string, number>;
