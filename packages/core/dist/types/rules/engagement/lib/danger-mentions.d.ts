/**
 * Whether prose at [at, end) only mentions the operation: its sentence says it was put aside, names it as a
 * counterfactual, or asks whether to run it (a question asked "again", or answered yes or that it ran, is about one
 * run). `next` gives the following line, read when the question ends its line.
 */
export declare function mentionOnly(text: string, at: number, end: number, next?: () => string | undefined): boolean;
/**
 * Whether a Russian negation right after the operation matched at [at, end) (0-based) says it was not done. An
 * operation inside a code span (`DROP TABLE legacy;`) is read on from the span's closing backtick.
 */
export declare function notDoneAfter(text: string, at: number, end: number): boolean;
/** Whether prose at [at, end) gives the operation to other work than this change (see above). */
export declare function notThisChange(text: string, at: number, end: number): boolean;
/** Whether the operation at column `at` (0-based) stands in a commit's subject on a line of `git log` output. */
export declare function commitSubject(text: string, at: number): boolean;
/**
 * Whether line `n` of a document or file is a line of a commit's message in pasted `git log` output: it is indented as
 * git indents a message, and above it, over message, blank and header lines only, stand header lines and a `commit
 * <hash>` line. `memo` keeps each line's answer, so a long log is walked once.
 */
export declare function commitMessageLine(line: (n: number) => string | undefined, n: number, memo: Map<number, boolean>): boolean;
/**
 * Whether line `n` of a document, inside a code block, is in a shell's block (```sh, ```bash, ```console …): the
 * nearest fence line above it opens its block. `memo` keeps each line's answer, so the lines of a long block are
 * walked once.
 */
export declare function inShellBlock(line: (n: number) => string, n: number, memo: Map<number, boolean>): boolean;
/**
 * Whether line `n` of a document, inside a code block, is in a block that says it is a test's file: the fence's
 * info string (```python title="tests/conftest.py"```) or the block's first line (a comment: `# tests/conftest.py`)
 * names a path `isTestFile` takes. Quoted in a report, such code is the test's, as it would be in that file.
 * `memo` keeps each line's answer, so the lines of a long block are walked once.
 */
export declare function inTestFileBlock(line: (n: number) => string, n: number, memo: Map<number, boolean>, isTestFile: (path: string) => boolean): boolean;
