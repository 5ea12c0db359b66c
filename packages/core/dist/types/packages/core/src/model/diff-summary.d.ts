/** What handoff §1 (the diff summary) says was changed: the files it lists, however it lists them. */
import type { MarkdownDoc, SectionReading } from '../markdown/document.js';
/** What §1 says was done to a file. */
export type ChangeKind = 'added' | 'modified' | 'removed';
export interface ChangedFile {
    path: string;
    /** The §1 line that lists it. */
    line: number;
    /**
     * What §1 says was done to it, when it says: a name-status letter (`D` removed; a rename's old
     * path removed, its new one added, as git without rename detection lists them), the label over its
     * list ("Removed files:", "Created files:"), or the verb leading its line ("Deleted `x`").
     */
    kind?: ChangeKind;
    /**
     * Its `--stat` count shows lines removed and none added (`| 12 ------`, a binary's `Bin 120 -> 0 bytes`):
     * the file was deleted, or only cut. The text cannot tell which; whether the file exists can.
     */
    onlyRemovedLines?: true;
    /** The lines its table row's delta cell says were added (`+60 −5`, `+3 lines`; `−5` alone adds none). */
    addedLines?: number;
}
/**
 * A `git diff --stat` line (`src/a.ts | 4 ++--`, ` docs/Release Notes.md | 2 +-`): the name as git writes
 * it, unquoted up to the first `|` (spaces, a rename's `{a => b}`, a cut `.../x.ts` included), where it
 * starts, and the count after the `|`; undefined for any other line. Index scans: a run of spaces stays linear.
 */
export declare function diffStatLine(text: string): {
    path: string;
    at: number;
    count: string;
} | undefined;
/**
 * The paths of a name-status line (`M src/a.ts`, `R100 old.ts new.ts`): a status letter with one
 * path, or a rename or copy with two, and nothing else; undefined for any other line ("A new endpoint
 * was added" is prose). Of its tokens, those that are paths (a `/` or a `.`).
 */
export declare function nameStatusPaths(text: string): string[] | undefined;
/**
 * Both sides of a rename as `git diff --stat` writes it (`web/src/{Old.tsx => New.tsx}`, `a.css => b.css`;
 * a §1 path may be one, kept as written for messages), the path itself otherwise. Index scans, not a regex: a line of braces stays linear.
 */
export declare function renameSides(path: string): string[];
/**
 * The files handoff §1 lists as changed, in order, each with its line: `--stat` lines
 * (` path | 4 ++`), name-status lines (`M path`, `R100 old new`), `--summary` lines (`delete mode
 * 100644 path`, `rename old => new (90%)`), `+N files: a, b` lists, the list
 * after a "Changed / Created / Modified files:" or "Files touched:" label, a sentence led by a verb
 * of change ("Updated `src/a.py`") unless it takes the change back ("is unchanged"), table rows
 * naming a path (`| M | \`src/a.py\` | +60 −5 |`: its letter or word cell gives the kind, its `+N −M`
 * cell the added lines), and list items that open with a path (`- \`src/a.ts\` — new helper`).
 * A path named in another sentence ("the helper `src/x.ts` is described, not changed") is no change.
 * Each file's `kind` is what its letter, its line's verb or the label over its list says (a label,
 * or a verb line naming no file such as "Deleted:", holds for the lines below it up to the next line
 * of prose). With `stopAt`, the list ends at the first file it accepts.
 */
export declare function diffSummaryChanges(doc: MarkdownDoc, reading: SectionReading, stopAt?: (c: ChangedFile) => boolean): readonly ChangedFile[];
/**
 * The paths any line of handoff §1 says were removed in a sentence of its own: a word of removal right
 * before them ("+/- 2 files: modified `a` (+1), removed `src/old.py` (-12, dead code)", "removed `a`, `b` and
 * `c`"), not negated, or right after a backticked path ("`src/old.py` (removed)", "`x` was deleted"). What
 * diffSummaryChanges reads of a line (its labels, letters and leading verbs) it does not repeat.
 */
export declare function removalsSaidIn(doc: MarkdownDoc, reading: SectionReading): Array<{
    path: string;
    line: number;
}>;
/**
 * The tail git's `--stat` keeps of a path too long for its width (`.../api/cursor.ts` → `/api/cursor.ts`);
 * undefined for a whole path. The folders it cut are unknown: the path may or may not be under `src/`.
 */
export declare function truncatedTail(path: string): string | undefined;
/** The paths `doc` names in full anywhere (a token with a `/`), each with the first line naming it. */
export declare function namedPaths(doc: MarkdownDoc): Map<string, number>;
/**
 * Full paths (namedPaths) looked up by how they end, for git's truncated `--stat` tails: the paths
 * reversed and sorted, so those ending with a tail are one range, found by binary search; a sparse
 * table gives the first marked path of a range in document order. Linear-logarithmic however many
 * tails and paths a handoff holds (comparing each tail with each path is quadratic).
 */
export declare class PathsByEnding {
    private readonly rev;
    private readonly byRank;
    /** table[k][i]: the least document index of a marked path among sorted entries i .. i + 2^k - 1 (Infinity for none). */
    private readonly table;
    constructor(named: Map<string, number>, marked: (path: string) => boolean);
    /** Whether some path longer than `tail` ends with it, and the first such marked path in document order with its line. */
    ending(tail: string): {
        any: boolean;
        marked?: [string, number];
    };
    /** The first sorted index whose reversed path satisfies `pred` (monotonic over the sorted order). */
    private firstWhere;
}
