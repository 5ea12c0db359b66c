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
  notReadWhole?: Array<{ file: string; why: string; count?: number }>;
}

/**
 * A line the linter appends to a diff, outside any hunk, for a file git gave as binary and that was
 * not diffed again as text (over the size limit): no line of git's own output starts with `#` there.
 * The path is written as a JSON string, so no name can end the line.
 */
export const NOT_DIFFED_AS_TEXT = '# not diffed as text: ';

/**
 * The line the linter writes after git's diff before the files renamed, copied or symlinked into the change,
 * each given whole as an added file at its path: a rename's diff shows none of the lines it keeps, and a
 * symlink's only its target's name. No line of git's own output starts with `#` outside a hunk.
 */
export const READ_WHOLE = '# read whole: renamed, copied or linked into the change';
/** Before a symlink given whole as the file it leads to: its path as a JSON string. */
export const LINK_READ = '# symlink read as its target: ';
/** A file renamed, copied or linked into the change that was not read whole: a JSON `[path, why]` (`[count, why]` for those past a cap). */
export const NOT_READ_WHOLE = '# not read whole: ';

/** A path as git quotes it, always quoted: printable ASCII as is, `"` and `\\` escaped, every other byte in octal. */
export function quoteGitPath(p: string): string {
  let out = '"';
  for (const b of Buffer.from(p, 'utf8')) out += b === 34 || b === 92 ? `\\${String.fromCharCode(b)}` : b >= 32 && b < 127 ? String.fromCharCode(b) : `\\${b.toString(8).padStart(3, '0')}`;
  return `${out}"`;
}

/** `text` as git writes a file the diff adds at `file`: a header, then one hunk of every line. */
export function addedFileDiff(file: string, text: string): string {
  const body = text.endsWith('\n') ? text.slice(0, -1) : text;
  const head = `diff --git ${quoteGitPath(`a/${file}`)} ${quoteGitPath(`b/${file}`)}\nnew file mode 100644\n`;
  if (!text) return head;
  const lines = body.split('\n');
  return `${head}--- /dev/null\n+++ ${quoteGitPath(`b/${file}`)}\n@@ -0,0 +1,${lines.length} @@\n+${lines.join('\n+')}\n`;
}

/** A CR that ends a line by itself (not the CR of a CRLF, trimmed before). */
const LONE_CR = /\r(?!\n)/;

const C_ESCAPES: Record<string, number> = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 34, '\\': 92 };

/**
 * A path as git writes it in a diff: a name holding a control character, a quote or a backslash
 * (and, unless core.quotePath is off, a byte over 0x7f) comes in C quotes, `"a/tab\tx.sql"`, with
 * octal escapes for raw bytes. The file's real name, as UTF-8.
 */
export function unquoteGitPath(raw: string): string {
  if (!(raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"'))) return raw;
  const bytes: number[] = [];
  const body = raw.slice(1, -1);
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c !== '\\') {
      for (const b of Buffer.from(c, 'utf8')) bytes.push(b);
      continue;
    }
    const next = body[i + 1] ?? '';
    const octal = /^[0-7]{3}/.exec(body.slice(i + 1, i + 4));
    if (octal) {
      bytes.push(parseInt(octal[0], 8) & 0xff);
      i += 3;
    } else {
      bytes.push(C_ESCAPES[next] ?? next.charCodeAt(0));
      i += 1;
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function diffPath(raw: string): string | undefined {
  const p = unquoteGitPath(raw.trim());
  if (p === '/dev/null') return undefined;
  return p.replace(/^[ab]\//, '');
}

/** The two paths of a `diff --git a/x b/y` header, quoted or not (a plain name may hold spaces). */
export function headerPaths(rest: string): [string, string] | undefined {
  if (rest.startsWith('"')) {
    let k = 1;
    while (k < rest.length && rest[k] !== '"') k += rest[k] === '\\' ? 2 : 1;
    const first = diffPath(rest.slice(0, k + 1));
    const second = diffPath(rest.slice(k + 2));
    return first !== undefined && second !== undefined ? [first, second] : undefined;
  }
  const quotedSecond = / "b\//.exec(rest);
  if (quotedSecond) return [diffPath(rest.slice(0, quotedSecond.index)) ?? '', diffPath(rest.slice(quotedSecond.index + 1)) ?? ''];
  // A line break fails the pattern whatever it tries (git quotes such names): without one, its lazy scan is linear.
  const m = /[\n\r\u2028\u2029]/.test(rest) ? null : /^a\/(.*?) b\/(.*)$/.exec(rest);
  return m ? [m[1]!, m[2]!] : undefined;
}

/**
 * Where the hunk whose lines start at `from` ends (the offset of the first line after it), counting
 * its lines as parseUnifiedDiffText does: `+` new, `-` old, ` ` or an empty line both, `\` neither,
 * anything else ends a malformed hunk before that line.
 */
function hunkEnd(text: string, from: number, oldLeft: number, newLeft: number): number {
  let k = from;
  while ((oldLeft > 0 || newLeft > 0) && k <= text.length) {
    let e = text.indexOf('\n', k);
    if (e < 0) e = text.length;
    let c = k < e ? text.charCodeAt(k) : -1;
    if (c === 13 && k + 1 === e) c = -1; // a CRLF's empty line
    if (c === 43) newLeft--;
    else if (c === 45) oldLeft--;
    else if (c === 32 || c === -1) {
      newLeft--;
      oldLeft--;
    } else if (c !== 92) return k;
    k = e + 1;
  }
  return k;
}

/**
 * Added, removed and context lines (with new-file line numbers) and deleted
 * files of a unified diff such as `git diff` prints. Hunk line counts decide
 * where a hunk ends, so an added line that itself starts with `++` is never
 * mistaken for a header. `keepHunk`, given a hunk's text (its lines as the diff
 * writes them), says whether its lines are wanted: a hunk it turns down costs one
 * pass over its text and no line objects, so a diff of a million data lines that
 * no check could flag is read in a fraction of the time and memory.
 */
export function parseUnifiedDiffText(text: string, keepHunk?: (hunk: string) => boolean): ParsedUnifiedDiff {
  const added: DiffAddedLine[] = [];
  const removed: DiffAddedLine[] = [];
  const context: DiffAddedLine[] = [];
  const deletedFiles: string[] = [];
  const newFiles: string[] = [];
  let isNew = false;
  const binaryFiles: string[] = [];
  const notText: string[] = [];
  let file: string | undefined;
  let oldPath: string | undefined;
  let oldFile: string | undefined;
  let oldLeft = 0;
  let newLeft = 0;
  let newLine = 0;
  const moved: string[] = [];
  const links: string[] = [];
  const linksRead: string[] = [];
  const notReadWhole: Array<{ file: string; why: string; count?: number }> = [];
  let isLink = false;
  /** Below a READ_WHOLE line; per file given whole there, how many added and context lines came before it (dropped). */
  let whole = false;
  const cutAt = new Map<string, { added: number; context: number }>();
  const givenWhole = (f: string | undefined) => {
    if (whole && f !== undefined) cutAt.set(f, { added: added.length, context: context.length });
  };
  /** The parts of a line that lone CRs split, each numbered as a line (a file that ends its lines with CR alone). */
  const partsOf = (rest: string) => (rest.includes('\r') ? rest.split(LONE_CR) : [rest]);
  // Line by line as `text.split('\n')` gives them, without building that array.
  for (let i = 0; i <= text.length; ) {
    let j = text.indexOf('\n', i);
    if (j < 0) j = text.length;
    const raw = text.slice(i, j);
    i = j + 1;
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (oldLeft > 0 || newLeft > 0) {
      const c = line[0];
      if (c === '+') {
        for (const part of partsOf(line.slice(1))) {
          if (file !== undefined) added.push({ file, line: newLine, text: part });
          newLine++;
        }
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
        for (const part of partsOf(line.slice(1))) {
          if (file !== undefined) context.push({ file, line: newLine, text: part });
          newLine++;
        }
        newLeft--;
        oldLeft--;
        continue;
      }
      if (c === '\\') continue; // "\ No newline at end of file"
      oldLeft = newLeft = 0; // a malformed hunk ends here
    }
    const git = line.startsWith('diff --git ') ? headerPaths(line.slice('diff --git '.length)) : undefined;
    if (git) {
      isNew = false;
      isLink = false;
      oldPath = git[0];
      oldFile = git[0];
      file = git[1];
      givenWhole(file);
      continue;
    }
    if (line === READ_WHOLE) {
      whole = true;
      file = oldFile = oldPath = undefined;
      continue;
    }
    if (line.startsWith(LINK_READ) || line.startsWith(NOT_READ_WHOLE)) {
      try {
        if (line.startsWith(LINK_READ)) linksRead.push(String(JSON.parse(line.slice(LINK_READ.length))));
        else {
          const [f, why] = JSON.parse(line.slice(NOT_READ_WHOLE.length)) as unknown[];
          // A count stands for files past a cap, not named one by one (`count`).
          notReadWhole.push(typeof f === 'number' ? { file: `${f} more`, why: String(why), count: f } : { file: String(f), why: String(why) });
        }
      } catch {
        // Not a line the linter wrote.
      }
      continue;
    }
    if (!whole && (line.startsWith('rename to ') || line.startsWith('copy to '))) {
      moved.push(unquoteGitPath(line.slice(line.indexOf(' to ') + 4)));
      continue;
    }
    // A symlink's mode: added (or turned into one), or its target changed.
    if (line === 'new file mode 120000' || line === 'new mode 120000' || (line.startsWith('index ') && line.endsWith(' 120000'))) isLink = true;
    if (line.startsWith(NOT_DIFFED_AS_TEXT)) {
      try {
        notText.push(String(JSON.parse(line.slice(NOT_DIFFED_AS_TEXT.length))));
      } catch {
        // Not a line the linter wrote.
      }
      continue;
    }
    if (line.startsWith('Binary files ') && line.endsWith(' differ')) {
      const at = file ?? oldFile;
      if (at !== undefined) binaryFiles.push(at);
      continue;
    }
    if (line.startsWith('deleted file mode')) {
      if (oldPath !== undefined) deletedFiles.push(oldPath);
      continue;
    }
    if (line.startsWith('new file mode')) {
      isNew = true;
      continue;
    }
    if (line.startsWith('--- ')) {
      oldFile = diffPath(line.slice(4).split('\t')[0]!);
      continue;
    }
    if (line.startsWith('+++ ')) {
      file = diffPath(line.slice(4).split('\t')[0]!);
      if (isNew && file !== undefined) newFiles.push(file);
      if (isLink && !whole && file !== undefined) links.push(file);
      isNew = isLink = false;
      givenWhole(file);
      continue;
    }
    const hunk = /^@@ -\d+(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (hunk) {
      oldLeft = hunk[1] === undefined ? 1 : Number(hunk[1]);
      newLine = Number(hunk[2]);
      newLeft = hunk[3] === undefined ? 1 : Number(hunk[3]);
      if (keepHunk) {
        const end = hunkEnd(text, i, oldLeft, newLeft);
        if (!keepHunk(text.slice(i, end))) {
          // Passed over whole: what follows it is read as after any hunk.
          i = end;
          oldLeft = newLeft = 0;
        }
      }
    }
  }
  const cut = (lines: DiffAddedLine[], kind: 'added' | 'context') => (cutAt.size ? lines.filter((l, i) => i >= (cutAt.get(l.file)?.[kind] ?? 0)) : lines);
  return {
    added: cut(added, 'added'),
    removed,
    context: cut(context, 'context'),
    deletedFiles,
    newFiles,
    binaryFiles,
    ...(notText.length ? { notText } : {}),
    ...(moved.length ? { moved } : {}),
    ...(links.length ? { links } : {}),
    ...(cutAt.size ? { readWhole: [...cutAt.keys()] } : {}),
    ...(linksRead.length ? { linksRead } : {}),
    ...(notReadWhole.length ? { notReadWhole } : {}),
  };
}

/** Kinds of file whose bytes are no text: git's "Binary files differ" is the whole story for them. */
export const BINARY_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'ico', 'bmp', 'tif', 'tiff', 'avif', 'heic', 'psd', 'pdf', 'zip', 'gz', 'tgz', 'bz2', 'xz', '7z', 'rar', 'jar', 'war', 'woff', 'woff2', 'ttf', 'otf', 'eot', 'mp3', 'mp4', 'mov', 'webm', 'wav', 'ogg', 'flac', 'avi', 'exe', 'dll', 'so', 'dylib', 'a', 'o', 'class', 'pyc', 'wasm', 'sqlite', 'db', 'parquet', 'bin'];
export const NOT_TEXT_NAME = new RegExp(`\\.(?:${BINARY_EXTENSIONS.join('|')})$`, 'i');

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
export function diffFileStats(text: string): DiffFileStat[] {
  const byPath = new Map<string, DiffFileStat>();
  let current: DiffFileStat | undefined;
  let oldLeft = 0;
  let newLeft = 0;
  for (let i = 0; i <= text.length; ) {
    let j = text.indexOf('\n', i);
    if (j < 0) j = text.length;
    const c = text.charCodeAt(i);
    if (oldLeft > 0 || newLeft > 0) {
      // `+` new, `-` old, ` ` or an empty line both, `\` neither; anything else ends a malformed hunk (as parseUnifiedDiffText reads it).
      const empty = i === j || (c === 13 && i + 1 === j);
      if (c === 43 || c === 45 || c === 32 || empty || c === 92) {
        i = j + 1;
        if (c === 43) {
          newLeft--;
          if (current) current.added++;
        } else if (c === 45) {
          oldLeft--;
          if (current) current.removed++;
        } else if (c !== 92) {
          newLeft--;
          oldLeft--;
        }
        continue;
      }
      oldLeft = newLeft = 0;
    }
    const line = text.slice(i, j > i && text.charCodeAt(j - 1) === 13 ? j - 1 : j);
    i = j + 1;
    // What follows is the linter's, not git's measure of the change: the files read whole for danger-scan.
    if (line === READ_WHOLE) break;
    const git = line.startsWith('diff --git ') ? headerPaths(line.slice('diff --git '.length)) : undefined;
    if (git) {
      const [from, to] = git;
      current = byPath.get(to);
      if (!current) byPath.set(to, (current = { path: to, ...(from !== to ? { from } : {}), added: 0, removed: 0 }));
      continue;
    }
    const hunk = line.startsWith('@@ ') ? /^@@ -\d+(?:,(\d+))? \+\d+(?:,(\d+))? @@/.exec(line) : null;
    if (hunk) {
      oldLeft = hunk[1] === undefined ? 1 : Number(hunk[1]);
      newLeft = hunk[2] === undefined ? 1 : Number(hunk[2]);
    }
  }
  return [...byPath.values()];
}
