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
}

function diffPath(raw: string): string | undefined {
  let p = raw.trim();
  if (p.startsWith('"') && p.endsWith('"')) p = p.slice(1, -1);
  if (p === '/dev/null') return undefined;
  return p.replace(/^[ab]\//, '');
}

/**
 * Added, removed and context lines (with new-file line numbers) and deleted
 * files of a unified diff such as `git diff` prints. Hunk line counts decide
 * where a hunk ends, so an added line that itself starts with `++` is never
 * mistaken for a header.
 */
export function parseUnifiedDiffText(text: string): ParsedUnifiedDiff {
  const added: DiffAddedLine[] = [];
  const removed: DiffAddedLine[] = [];
  const context: DiffAddedLine[] = [];
  const deletedFiles: string[] = [];
  let file: string | undefined;
  let oldPath: string | undefined;
  let oldFile: string | undefined;
  let oldLeft = 0;
  let newLeft = 0;
  let newLine = 0;
  for (const raw of text.split('\n')) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (oldLeft > 0 || newLeft > 0) {
      const c = line[0];
      if (c === '+') {
        if (file !== undefined) added.push({ file, line: newLine, text: line.slice(1) });
        newLine++;
        newLeft--;
        continue;
      }
      if (c === '-') {
        const at = file ?? oldFile;
        if (at !== undefined) removed.push({ file: at, line: Math.max(1, newLine), text: line.slice(1) });
        oldLeft--;
        continue;
      }
      if (c === ' ' || line === '') {
        if (file !== undefined) context.push({ file, line: newLine, text: line.slice(1) });
        newLine++;
        newLeft--;
        oldLeft--;
        continue;
      }
      if (c === '\\') continue; // "\ No newline at end of file"
      oldLeft = newLeft = 0; // a malformed hunk ends here
    }
    const git = /^diff --git (?:"?a\/(.*?)"?) (?:"?b\/(.*?)"?)$/.exec(line);
    if (git) {
      oldPath = git[1];
      oldFile = git[1];
      file = git[2];
      continue;
    }
    if (line.startsWith('deleted file mode')) {
      if (oldPath !== undefined) deletedFiles.push(oldPath);
      continue;
    }
    if (line.startsWith('--- ')) {
      oldFile = diffPath(line.slice(4).split('\t')[0]!);
      continue;
    }
    if (line.startsWith('+++ ')) {
      file = diffPath(line.slice(4).split('\t')[0]!);
      continue;
    }
    const hunk = /^@@ -\d+(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (hunk) {
      oldLeft = hunk[1] === undefined ? 1 : Number(hunk[1]);
      newLine = Number(hunk[2]);
      newLeft = hunk[3] === undefined ? 1 : Number(hunk[3]);
    }
  }
  return { added, removed, context, deletedFiles };
}
