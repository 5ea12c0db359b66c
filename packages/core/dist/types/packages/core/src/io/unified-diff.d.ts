/**
 * A unified diff (`git diff` output) as added, removed and context lines.
 * Kept by hand: parse-diff 0.12 reports a `\ No newline at end of file` marker as an added line
 * and numbers removed lines in the old file, so an adapter to what danger-scan reads would be as
 * long as this parser.
 */
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
    /** Paths of files the diff adds (`new file mode`): their one hunk, when kept, is the whole file. */
    newFiles?: string[];
    /** Paths of files the diff gives as `Binary files … differ`, without their lines. */
    binaryFiles?: string[];
    /** Paths of files git gave as binary that were too large to diff again as text (NOT_DIFFED_AS_TEXT lines). */
    notText?: string[];
    /** New paths of files the diff renames or copies (`rename to`, `copy to`), above any READ_WHOLE line. */
    moved?: string[];
    /** Paths the diff gives as symlinks (mode 120000) that the change adds or changes. */
    links?: string[];
    /** Files given whole below a READ_WHOLE line: their lines above it are replaced. */
    readWhole?: string[];
    /** Of those, the symlinks given as the file each leads to (LINK_READ lines). */
    linksRead?: string[];
    /** Files renamed, copied or linked into the change that were not read whole, and why (NOT_READ_WHOLE lines); `count` files past a cap in one. */
    notReadWhole?: Array<{
        file: string;
        why: string;
        count?: number;
    }>;
}
/**
 * A line the linter appends to a diff, outside any hunk, for a file git gave as binary and that was
 * not diffed again as text (over the size limit): no line of git's own output starts with `#` there.
 * The path is written as a JSON string, so no name can end the line.
 */
export declare const NOT_DIFFED_AS_TEXT = "# not diffed as text: ";
/**
 * The line the linter writes after git's diff before the files renamed, copied or symlinked into the change,
 * each given whole as an added file at its path: a rename's diff shows none of the lines it keeps, and a
 * symlink's only its target's name. No line of git's own output starts with `#` outside a hunk.
 */
export declare const READ_WHOLE = "# read whole: renamed, copied or linked into the change";
/** Before a symlink given whole as the file it leads to: its path as a JSON string. */
export declare const LINK_READ = "# symlink read as its target: ";
/** A file renamed, copied or linked into the change that was not read whole: a JSON `[path, why]` (`[count, why]` for those past a cap). */
export declare const NOT_READ_WHOLE = "# not read whole: ";
/** A path as git quotes it, always quoted: printable ASCII as is, `"` and `\\` escaped, every other byte in octal. */
export declare function quoteGitPath(p: string): string;
/** `text` as git writes a file the diff adds at `file`: a header, then one hunk of every line. */
export declare function addedFileDiff(file: string, text: string): string;
/**
 * A path as git writes it in a diff: a name holding a control character, a quote or a backslash
 * (and, unless core.quotePath is off, a byte over 0x7f) comes in C quotes, `"a/tab\tx.sql"`, with
 * octal escapes for raw bytes. The file's real name, as UTF-8.
 */
export declare function unquoteGitPath(raw: string): string;
/** The two paths of a `diff --git a/x b/y` header, quoted or not (a plain name may hold spaces). */
export declare function headerPaths(rest: string): [string, string] | undefined;
/**
 * Added, removed and context lines (with new-file line numbers) and deleted
 * files of a unified diff such as `git diff` prints. Hunk line counts decide
 * where a hunk ends, so an added line that itself starts with `++` is never
 * mistaken for a header. `keepHunk`, given a hunk's text (its lines as the diff
 * writes them), says whether its lines are wanted: a hunk it turns down costs one
 * pass over its text and no line objects, so a diff of a million data lines that
 * no check could flag is read in a fraction of the time and memory.
 */
export declare function parseUnifiedDiffText(text: string, keepHunk?: (hunk: string) => boolean): ParsedUnifiedDiff;
/** Kinds of file whose bytes are no text: git's "Binary files differ" is the whole story for them. */
export declare const BINARY_EXTENSIONS: string[];
export declare const NOT_TEXT_NAME: RegExp;
/** One file of a diff as `git diff --numstat` counts it (a binary file: no lines). */
export interface DiffFileStat {
    /** Its path after the change (a deleted file: its old path). */
    path: string;
    /** Its path before, when renamed or copied. */
    from?: string;
    added: number;
    removed: number;
}
/**
 * The files of a unified diff (`git diff` output) with the lines each adds and removes, in order, each once: a file
 * named again (the linter's second diff of a binary-looking file as text) adds its lines to the first entry. One pass,
 * no line kept: the counts of a diff of any size, as `git diff --stat` gives them.
 */
export declare function diffFileStats(text: string): DiffFileStat[];
