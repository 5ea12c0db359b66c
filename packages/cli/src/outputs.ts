import fs from 'node:fs';
import path from 'node:path';
import { UsageError, errnoWords, formatEntry, formatNames, pathInside } from '@engagement-lint/core/runner';

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
 * no two to the same file, and `-o` must have a format to take.
 */
export function parseFormats(specs: string[], outputFile?: string): OutputSpec[] {
  const out = specs.map((spec) => {
    const eq = spec.indexOf('=');
    const name = (eq < 0 ? spec : spec.slice(0, eq)).trim();
    const file = eq < 0 ? undefined : spec.slice(eq + 1).trim();
    if (!formatEntry(name)) usage(`unknown format "${name}" (${formatNames().join(', ')})`);
    if (file === '') usage(`--format ${name}= needs a file name`);
    // `-` is standard output, as for most tools.
    return { name, ...(file && file !== '-' ? { file } : {}) };
  });
  if (outputFile && outputFile !== '-') {
    const first = out.find((f) => !f.file);
    if (!first) usage(`--output-file ${outputFile} has no format to write: every --format already names a file`);
    first.file = outputFile;
  }
  const toStdout = out.filter((f) => !f.file);
  if (toStdout.length > 1) usage(`${toStdout.map((f) => f.name).join(' and ')} would both write to stdout; give all but one a file (--format ${toStdout[1]!.name}=FILE)`);
  const byFile = new Map<string, string>();
  for (const f of out) {
    if (!f.file) continue;
    const abs = path.resolve(f.file);
    const other = byFile.get(abs);
    if (other !== undefined) usage(`${other} and ${f.name} would both write to ${f.file}; give each its own file`);
    byFile.set(abs, f.name);
  }
  return out;
}

/** The path with its existing part resolved through symbolic links (the rest does not exist yet). */
function realish(abs: string): string {
  const tail: string[] = [];
  let at = abs;
  for (;;) {
    try {
      return path.join(fs.realpathSync.native(at), ...tail.reverse());
    } catch {
      const up = path.dirname(at);
      if (up === at) return abs;
      tail.push(path.basename(at));
      at = up;
    }
  }
}

/**
 * Refuses a report file or step summary inside a checked folder, or that is a checked file: the
 * linter never writes into what it checks (a report over criteria.md, or a file the next run
 * would lint).
 */
export function checkOutputsOutsideTargets(outputs: Array<{ what: string; file: string }>, targets: string[]): void {
  const checked = targets.map((t) => ({ t, real: realish(t) }));
  for (const { what, file } of outputs) {
    const abs = path.resolve(file);
    const real = realish(abs);
    const hit = checked.find(({ t, real: r }) => pathInside(abs, t) || pathInside(real, r));
    if (hit) usage(`${what} ${file} is inside the checked target ${hit.t}; write it elsewhere (the linter never writes into what it checks)`);
  }
}

/** Why a report file could not be written: for a write, a missing entry is a folder that cannot be made. */
export function reason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  // O_NOFOLLOW: a link planted where the report goes (say in a pull request's checkout) is not followed.
  if (code === 'ELOOP') return 'it is a symbolic link, which is not followed; remove it or name another file';
  return errnoWords(e, 'cannot write', { ENOENT: 'the file cannot be created there', EEXIST: 'a parent is not a folder' });
}

function openReport(file: string): number {
  try {
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const { O_WRONLY, O_CREAT, O_TRUNC, O_NOFOLLOW } = fs.constants;
    return fs.openSync(file, O_WRONLY | O_CREAT | O_TRUNC | (O_NOFOLLOW ?? 0), 0o666);
  } catch (e) {
    usage(`cannot write the report to ${file} (${reason(e)})`);
  }
}

/** Writes a whole report file. */
export function writeReport(file: string, text: string): void {
  const fd = openReport(file);
  try {
    fs.writeFileSync(fd, text);
  } catch (e) {
    usage(`cannot write the report to ${file} (${reason(e)})`);
  } finally {
    fs.closeSync(fd);
  }
}

/** Where a format's text goes as it comes: stdout, or a report file. */
export function openSink(file: string | undefined, stdout: (text: string) => void): { write(text: string): void; close(): void } {
  if (!file) return { write: stdout, close: () => undefined };
  const fd = openReport(file);
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
