import fs from 'node:fs';
import path from 'node:path';
import { UsageError, didYouMeanValue, errnoWords, formatEntry, formatNames, lstatOrUndefined, pathInside } from '@engagement-lint/core/runner';

function usage(message: string): never {
  throw new UsageError(message);
}

export interface OutputSpec {
  name: string;
  file?: string;
}

/**
 * The formats asked for: `--json` (one more `json`), each `--format name` or `name=file`, and
 * `-o` for the first without a file. At most one may write to stdout (so stdout is one document),
 * no two to the same file, and `-o` must have a format to take. One format asked for twice to the
 * same place (`--json --format json`: `--json` is `--format json`) is one output.
 */
export function parseFormats(specs: string[], outputFile?: string): OutputSpec[] {
  // Which formats `-o` may take: those given without `=FILE`; `name=-` asks for stdout by name.
  const named = new Set<OutputSpec>();
  const all = specs.map((spec) => {
    const eq = spec.indexOf('=');
    const name = (eq < 0 ? spec : spec.slice(0, eq)).trim();
    const file = eq < 0 ? undefined : spec.slice(eq + 1).trim();
    if (!formatEntry(name)) {
      const guess = didYouMeanValue(name, formatNames());
      usage(`unknown format "${name}" (${formatNames().join(', ')})${guess ? `; did you mean "${guess}"?` : ''}`);
    }
    if (file === '') usage(`--format ${name}= needs a file name`);
    // `-` is standard output, as for most tools.
    const o: OutputSpec = { name, ...(file && file !== '-' ? { file } : {}) };
    if (file !== undefined) named.add(o);
    return o;
  });
  // Said twice the same way: one output, and `-o` takes it once.
  const given = distinct(all, (f) => `${named.has(f) ? 'named' : 'unnamed'}\0${f.name}\0${f.file ?? ''}`);
  if (outputFile) {
    const first = given.find((f) => !f.file && !named.has(f));
    // `-o -` too: an -o that no format takes would be dropped silently.
    if (!first) usage(`--output-file ${outputFile} has no format to write: every --format already names where it goes (a file, or - for stdout)`);
    if (outputFile !== '-') first.file = outputFile;
  }
  // Now that `-o` has taken its format: `--format json` and `--format json=-` both go to stdout, as one.
  const out = distinct(given, (f) => `${f.name}\0${f.file === undefined ? '' : path.resolve(f.file)}`);
  const toStdout = out.filter((f) => !f.file);
  if (toStdout.length > 1) usage(`${toStdout.map((f) => f.name).join(' and ')} would both write to stdout; give all but one a file (--format ${toStdout[1]!.name}=FILE)`);
  refuseSameFile(out.flatMap((f) => (f.file ? [{ what: f.name, file: f.file }] : [])));
  return out;
}

/** The first of each group of outputs with one key. */
function distinct(outputs: OutputSpec[], key: (o: OutputSpec) => string): OutputSpec[] {
  const seen = new Set<string>();
  return outputs.filter((o) => {
    const k = key(o);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Where a file name leads: its path with the existing part resolved through links, and the file's device and inode when it exists. */
interface FileIdentity {
  abs: string;
  real: string;
  node?: string;
}

function identify(file: string): FileIdentity {
  const abs = path.resolve(file);
  let node: string | undefined;
  try {
    const st = fs.statSync(asWritten(file), { throwIfNoEntry: false });
    if (st) node = `${st.dev}:${st.ino}`;
  } catch {
    // An unreadable path has no identity to compare; the write reports it.
  }
  return { abs, real: realish(asWritten(file)), ...(node ? { node } : {}) };
}

/**
 * The absolute path as the kernel will walk it: `..` is not folded away first, for after a linked
 * folder (`link/../x`) it leads from where the link points, not from where the link sits.
 */
function asWritten(file: string): string {
  return path.isAbsolute(file) ? file : `${process.cwd()}${path.sep}${file}`;
}

const sameFile = (a: FileIdentity, b: FileIdentity) => a.abs === b.abs || a.real === b.real || (a.node !== undefined && a.node === b.node);

/**
 * Refuses two outputs that would write one file: by name, through a linked
 * folder (`reports-link/r.json` and `reports/r.json`), or as two links of one
 * file. The second would silently replace the first.
 */
function refuseSameFile(outputs: Array<{ what: string; file: string }>): void {
  if (outputs.length < 2) return;
  const seen: Array<{ what: string; file: string; id: FileIdentity }> = [];
  for (const { what, file } of outputs) {
    const id = identify(file);
    const other = seen.find((s) => sameFile(s.id, id));
    if (other) usage(`${other.what} and ${what} would both write to ${file}${other.id.abs === id.abs ? '' : ` (the same file as ${other.file})`}; give each its own file`);
    seen.push({ what, file, id });
  }
}

/**
 * The path with its existing part resolved through symbolic links (the rest does not exist yet).
 * A dangling link is followed to where it points: a write through it (the step summary is
 * appended, following links) would create that file.
 */
function realish(abs: string, hops = 0): string {
  const tail: string[] = [];
  let at = abs;
  for (;;) {
    try {
      return path.join(fs.realpathSync.native(at), ...tail.reverse());
    } catch {
      const to = hops < MAX_LINK_HOPS ? linkTarget(at) : undefined;
      if (to !== undefined) return realish(path.join(to, ...tail.reverse()), hops + 1);
      const up = path.dirname(at);
      if (up === at) return abs;
      tail.push(path.basename(at));
      at = up;
    }
  }
}

/** As many links in a row as Linux follows (its ELOOP limit): a loop of links ends here. */
const MAX_LINK_HOPS = 40;

/** Where a symbolic link at `at` points, as an absolute path from its real folder; undefined when `at` is no link. */
function linkTarget(at: string): string | undefined {
  try {
    const to = fs.readlinkSync(at);
    // A relative target is read from the link's real folder, as the kernel does (`..` included).
    return path.resolve(fs.realpathSync.native(path.dirname(at)), to);
  } catch {
    return undefined;
  }
}

/**
 * Refuses a report file or step summary inside a checked folder, or that is a checked file: the
 * linter never writes into what it checks (a report over criteria.md, or a file the next run
 * would lint). A checked folder is the one linted and the one the user named for it; each output
 * is where its links lead, a dangling last link included. Nor may an output be a file the run reads
 * (`inputs`: its configs and custom rule modules), nor two outputs (a report and the step summary) one file.
 */
export function checkOutputsOutsideTargets(
  outputs: Array<{ what: string; file: string }>,
  targets: string[],
  inputs: Array<{ what: string; file: string }> = [],
  named: Array<{ linted: string; folder: string }> = [],
): void {
  // Nothing is written but to stdout: no target's real path is needed (a realpath each, for an archive of hundreds).
  if (!outputs.length) return;
  const checked = [...new Set(targets)].map((t) => ({ t, real: realish(t) }));
  // The files this run reads to decide its verdicts (configs along `extends`, custom rule modules): a report over one would destroy it.
  const read = inputs.length ? [...new Map(inputs.map((i) => [path.resolve(i.file), i])).values()].map((i) => ({ ...i, id: identify(i.file) })) : [];
  for (const { what, file } of outputs) {
    const abs = path.resolve(file);
    const real = realish(asWritten(file));
    const hit = checked.find(({ t, real: r }) => pathInside(abs, t) || pathInside(real, r));
    if (hit) {
      // A project named for its engagement folder is checked as a whole; naming the engagement folder frees the rest.
      const narrower = named.find((n) => n.folder === hit.t && !pathInside(abs, n.linted));
      const hint = narrower ? `, or name ${path.relative(process.cwd(), narrower.linted) || narrower.linted} as the target (a folder you name is checked as a whole)` : '';
      usage(`${what} ${file} is inside the checked target ${hit.t}; write it elsewhere${hint} (the linter never writes into what it checks)`);
    }
    if (read.length) {
      const id = identify(file);
      const input = read.find((i) => sameFile(i.id, id));
      if (input) usage(`${what} ${file} would overwrite ${input.what} ${input.file}, which this run reads; write it elsewhere`);
    }
  }
  // The step summary is appended while the reports are made, and a report written over it would erase it.
  refuseSameFile(outputs);
}

/** Why a report file could not be written: for a write, a missing entry is a folder that cannot be made. */
export function reason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  // O_NOFOLLOW: a link planted where the report goes (say in a pull request's checkout) is not followed.
  if (code === 'ELOOP') return 'it is a symbolic link, which is not followed; remove it or name another file';
  if (code === 'ENOTREG' || code === 'ENXIO') return 'it is a FIFO or a socket, which takes a report only while something reads it; name a file';
  if (code === 'EHARDLINK') return 'it has other hard links, one of which may be a file the linter checks; remove it or name another file';
  return errnoWords(e, 'cannot write', { ENOENT: 'the file cannot be created there', EEXIST: 'a parent is not a folder' });
}

/**
 * Makes the missing folders above a report, one level at a time from the nearest existing one.
 * Node's recursive mkdir loops for ever where a parent exists but refuses new entries with ENOENT
 * (`/proc/x/y`); here each level is made once and its error is the answer.
 */
function makeFolders(dir: string): void {
  const missing: string[] = [];
  for (let d = dir; ; d = path.dirname(d)) {
    const st = fs.statSync(d, { throwIfNoEntry: false });
    if (st) {
      if (!st.isDirectory()) throw Object.assign(new Error(`${d} is not a folder`), { code: 'EEXIST' });
      break;
    }
    missing.push(d);
    if (path.dirname(d) === d) break;
  }
  for (const d of missing.reverse()) {
    try {
      fs.mkdirSync(d);
    } catch (e) {
      // Made meanwhile by someone else: fine when it is a folder.
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || !fs.statSync(d, { throwIfNoEntry: false })?.isDirectory()) throw e;
    }
  }
}

/**
 * A folder on the way to `abs` below the working directory that is a symbolic link: a checkout
 * may commit `reports -> ~/…`, and a report named `reports/x.sarif` would then land anywhere.
 * Folders above the working directory are the user's own.
 */
function linkedFolderOnTheWay(abs: string): string | undefined {
  const cwd = process.cwd();
  const rel = path.relative(cwd, path.dirname(abs));
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  let at = cwd;
  for (const part of rel.split(path.sep)) {
    at = path.join(at, part);
    const st = fs.lstatSync(at, { throwIfNoEntry: false });
    if (!st) return undefined;
    if (st.isSymbolicLink()) return path.relative(cwd, at);
  }
  return undefined;
}

/**
 * Opens a file to write a report or the step summary into: never through a symbolic link (the
 * file or a folder below the working directory), and never a FIFO or socket, opened without
 * waiting (a FIFO with no reader would hold the run for ever).
 */
export function openForWriting(file: string, what: string, append: boolean | 'untruncated' = false): number {
  let fd: number | undefined;
  try {
    const linked = linkedFolderOnTheWay(path.resolve(file));
    if (linked !== undefined) usage(`cannot write ${what} to ${file} (${linked} is a symbolic link, which is not followed; name a path through real folders)`);
    makeFolders(path.dirname(path.resolve(file)));
    // Checked before the open truncates it: a file with other hard links may be one inside a checked folder.
    const before = fs.lstatSync(file, { throwIfNoEntry: false });
    if (before?.isFile() && before.nlink > 1) throw Object.assign(new Error('hard link'), { code: 'EHARDLINK' });
    const { O_WRONLY, O_CREAT, O_TRUNC, O_APPEND, O_NOFOLLOW, O_NONBLOCK } = fs.constants;
    fd = fs.openSync(file, O_WRONLY | O_CREAT | (append === true ? O_APPEND : append === 'untruncated' ? 0 : O_TRUNC) | (O_NOFOLLOW ?? 0) | (O_NONBLOCK ?? 0), 0o666);
    // A FIFO or socket would take the report only while something reads it; a device (`-o /dev/null`) takes it at once.
    const st = fs.fstatSync(fd);
    if (st.isFIFO() || st.isSocket()) throw Object.assign(new Error('not a regular file'), { code: 'ENOTREG' });
    return fd;
  } catch (e) {
    if (e instanceof UsageError) throw e;
    if (fd !== undefined) fs.closeSync(fd);
    usage(`cannot write ${what} to ${file} (${reason(e)})`);
  }
}

function openReport(file: string): number {
  return openForWriting(file, 'the report');
}

/** Writes a whole report file. */
export function writeReport(file: string, text: string): void {
  writeOpenedReport(openReport(file), file, text);
}

/** Writes a whole report into a file openReports opened (emptied first: it was opened as it was), and closes it. */
export function writeOpenedReport(fd: number, file: string, text: string): void {
  try {
    // A device (`-o /dev/null`) has no length to cut.
    if (fs.fstatSync(fd).isFile()) fs.ftruncateSync(fd, 0);
    fs.writeFileSync(fd, text);
  } catch (e) {
    usage(`cannot write the report to ${file} (${reason(e)})`);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Opens every report file of a run before any is written, each as it is: when one cannot be opened, the files the run
 * made are removed and the others left as they were, so no report of a run that exits 2 is there to say pass.
 */
export function openReports(files: ReadonlyArray<string | undefined>): Array<number | undefined> {
  const opened: Array<{ fd: number; file: string; made: boolean }> = [];
  try {
    return files.map((file) => {
      if (!file) return undefined;
      // A path through a file (ENOTDIR) is no file either: the open below says why it cannot be written.
      const made = !lstatOrUndefined(file);
      const fd = openForWriting(file, 'the report', 'untruncated');
      opened.push({ fd, file, made });
      return fd;
    });
  } catch (e) {
    for (const o of opened) {
      fs.closeSync(o.fd);
      if (o.made) fs.rmSync(o.file, { force: true });
    }
    throw e;
  }
}

/** Where a format's text goes as it comes: stdout, or a report file. */
export function openSink(file: string | undefined, stdout: (text: string) => void, opened?: number): { write(text: string): void; close(): void } {
  if (!file) return { write: stdout, close: () => undefined };
  // One openReports opened as it was is emptied now, the run's documents about to start.
  const fd = opened ?? openReport(file);
  if (opened !== undefined && fs.fstatSync(fd).isFile()) fs.ftruncateSync(fd, 0);
  return {
    write: (t) => {
      if (!t) return;
      try {
        fs.writeFileSync(fd, t);
      } catch (e) {
        usage(`cannot write the report to ${file} (${reason(e)})`);
      }
    },
    close: () => fs.closeSync(fd),
  };
}
