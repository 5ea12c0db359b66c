import type { MarkdownDoc } from './document.js';
export interface CitedPath {
    /** The path as it will be probed (suffix `:45` and leading `./` stripped). */
    path: string;
    /** The text as cited. */
    raw: string;
    line: number;
    column: number;
    /** Written with Windows separators (`src\a.ts`) and read with `/` (the `windows` reading). */
    backslashed?: true;
}
/**
 * The path a candidate written with Windows separators names, with `/` for each `\`
 * (`engagement\executor-reports\dev.md`, `src\a.ts:3`, `.\src\a.ts`, `C:\work\a.ts` → `C:/work/a.ts`);
 * undefined when it holds no `\` or is no such path: an escape or a regex (`\d+`, `a\nb`, `^\s*$`),
 * LaTeX (`\frac`, `x\in`), a name that starts a segment with `.` after a `\` (`a\.b`, an escaped dot)
 * unless a root or drive leads it, or a string with no sign of a path: a file extension, a closing `\`
 * (a folder), a usual root (`src\components\Card`), a drive or a variable (`%APPDATA%\x`). Splits and tests, no backtracking.
 */
export declare function windowsPath(raw: string): string | undefined;
/**
 * Paths a document cites: backtick-quoted strings that look like paths and
 * bare paths under the usual project roots (with `engagementRoots`, under the
 * engagement's own folders too). Illustration lines are skipped;
 * the future archive (`engagement-archived/`) is never cited evidence.
 */
/**
 * Citations read from one document, at most: a real handoff cites hundreds of paths, and a file of
 * two million took seconds and a gigabyte. Reading stops at the line where the limit is reached
 * (`cutAt`), and the checks that read them say so.
 */
export declare const MAX_CITED_PATHS = 50000;
/**
 * Candidates (backticked or bare, paths or not) read from one line holding an illustration word: each is kept
 * while the line is weighed, so a line of millions would take gigabytes. Past it the line is where reading stopped.
 */
export declare const MAX_LINE_CANDIDATES: number;
/**
 * The paths a document cites; `cutAt`: the line from which no more were read (MAX_CITED_PATHS);
 * `backslashedUnread`: without the `windows` reading, the candidates written with `\` it would have read
 * (as `/` paths), so that a check can say they were not checked rather than drop them unseen.
 */
export type CitedPaths = CitedPath[] & {
    cutAt?: number;
    backslashedUnread?: CitedPath[];
};
/**
 * Options: `engagementRoots`, bare paths under the engagement's own folders too; `illustrations`, skip
 * an illustration line whole (`line`) or only the paths its words introduce; `spaces`, a backticked
 * path may hold a space (spacedPath); `windows`, a path written with `\` is read with `/` (windowsPath),
 * bare ones under a usual root included; `diffStat`, a pasted `git diff --stat` line cites its file
 * whole, spaces and all, a rename by its new path.
 */
export declare function citedPaths(doc: MarkdownDoc, range?: {
    start: number;
    end: number;
}, opts?: {
    engagementRoots?: boolean;
    illustrations?: 'line' | 'introduced';
    spaces?: boolean;
    windows?: boolean;
    diffStat?: boolean;
    lineLists?: boolean;
}): CitedPaths;
