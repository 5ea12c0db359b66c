/** Where a config is: lookup upward from a target to the project root, and reading a config file safely. */
import fs from 'node:fs';
import path from 'node:path';
import { errnoWords } from './util.js';
import { folderLister } from './config-folders.js';

/** A config problem, reported as `file:line:col message` with exit 2. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const CONFIG_NAMES = ['.engagement-lint.json', '.engagement-lint.yaml', '.engagement-lint.yml', 'engagement-lint.config.json', 'engagement-lint.config.yaml', 'engagement-lint.config.yml'];

/**
 * The JavaScript configs a user would write (ESLint's `eslint.config.js` habit, under our two names):
 * lookup finds one where no data config is, so that it is the error `--config` gives, not a run with
 * the defaults. It is only seen (an lstat), never read or run: a config is data.
 */
export const JS_CONFIG_NAMES = ['.engagement-lint', 'engagement-lint.config'].flatMap((stem) => ['js', 'mjs', 'cjs', 'ts', 'mts', 'cts'].map((ext) => `${stem}.${ext}`));

/** Largest config read: a config is a few hundred bytes; anything far larger is not one. */
const MAX_CONFIG_BYTES = 1 << 20;

const foundIn = new Map<string, string | null>();
const rootOf = new Map<string, string>();

/** Every name lookup asks a folder about, read in one listing per folder (config-folders.ts). */
const namesIn = folderLister(['.git', ...CONFIG_NAMES, 'package.json', ...JS_CONFIG_NAMES]);

/** Whether `dir` may hold `name`: false only when its listing says it does not. */
const mayHold = (dir: string, name: string) => namesIn(dir)?.has(name.toLowerCase()) ?? true;

/**
 * The project root: the nearest folder at or above `start` holding `.git`, else the filesystem root.
 * Answers are cached per folder, like config lookups: an archive's targets share their ancestors.
 */
export function projectRootOf(start: string): string {
  // Iterative: a target thousands of folders deep would otherwise recurse as deep.
  const walked: string[] = [];
  let root: string | undefined;
  for (let dir = path.resolve(start); root === undefined; ) {
    root = rootOf.get(dir);
    if (root !== undefined) break;
    walked.push(dir);
    const up = path.dirname(dir);
    if (holdsGit(dir) || up === dir) root = dir;
    dir = up;
  }
  for (const dir of walked) rootOf.set(dir, root);
  return root;
}

const holdsGit = (dir: string) => mayHold(dir, '.git') && fs.existsSync(path.join(dir, '.git'));

/**
 * Where config lookup for a target stops: its project root, except for a folder target holding its
 * own `.git` (an engagement kept as a nested repository or a submodule) inside another repository.
 * It is a part of that project, as an engagement folder is a part of the folder above it, and is
 * checked with its config; a folder holding `.git` inside no other repository is its own project.
 */
export function lookupRootOf(target: string, folder: boolean): string {
  const start = path.resolve(target);
  const root = projectRootOf(start);
  if (!folder || root !== start || path.dirname(start) === start) return root;
  const outer = projectRootOf(path.dirname(start));
  return holdsGit(outer) ? outer : root;
}

/**
 * Whether `file` may be read as a config found by lookup: a regular file, or a symbolic link to a
 * regular file inside `root`. A FIFO, device or folder is never opened (opening a FIFO would hang).
 */
function usable(dir: string, name: string, root: string): boolean {
  const st = lstatInLookup(dir, name);
  if (!st) return false;
  if (st.isFile()) return true;
  const file = path.join(dir, name);
  if (!st.isSymbolicLink()) throw new ConfigError(`${file}:1:1 config is not a regular file; not read`);
  let real: string;
  try {
    real = fs.realpathSync(file);
  } catch {
    throw new ConfigError(`${file}:1:1 config is a broken symbolic link; not read`);
  }
  const rel = path.relative(fs.realpathSync(root), real);
  if (rel.startsWith('..') || path.isAbsolute(rel)) throw new ConfigError(`${file}:1:1 config is a symbolic link to a file outside the project (${root}); not read`);
  let isFile: boolean;
  try {
    isFile = fs.statSync(real).isFile();
  } catch (e) {
    throw new ConfigError(`${file}:1:1 cannot read config (${errnoWords(e, 'error', READ_ERRORS)})`);
  }
  if (!isFile) throw new ConfigError(`${file}:1:1 config is not a regular file; not read`);
  return true;
}

/**
 * A config candidate's lstat during lookup; undefined when there is none. A folder that cannot be
 * searched is named as such: the error of the lstat would name a config file that may not exist.
 */
function lstatInLookup(dir: string, name: string): fs.Stats | undefined {
  if (!mayHold(dir, name)) return undefined;
  const file = path.join(dir, name);
  try {
    return fs.lstatSync(file, { throwIfNoEntry: false });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOTDIR') return undefined;
    throw new ConfigError(`cannot read ${path.dirname(file)}: ${errnoWords(e, 'error')} (looking for a config there)`);
  }
}

/**
 * The other config files beside `file` that lookup passes over (the first name of CONFIG_NAMES
 * wins, then package.json, then a JavaScript config): a second config in one folder would be dropped unseen.
 */
export function configsBeside(file: string): string[] {
  const dir = path.dirname(file);
  const present = (names: string[]) => names.filter((n) => mayHold(dir, n)).map((n) => path.join(dir, n)).filter((f) => f !== file && fs.lstatSync(f, { throwIfNoEntry: false }) !== undefined);
  const others = present(CONFIG_NAMES);
  const pkg = path.join(dir, 'package.json');
  if (pkg !== file && mayHold(dir, 'package.json') && fs.lstatSync(pkg, { throwIfNoEntry: false })?.isFile()) {
    try {
      if (readBounded(pkg).includes('"engagementLint"')) others.push(pkg);
    } catch {
      // An unreadable package.json names no config we could say was passed over.
    }
  }
  // A JavaScript config beside a data config is passed over as a second data config is (never read).
  return [...others, ...present(JS_CONFIG_NAMES)];
}

/**
 * The nearest config file at or above `startDir`, never above the project root (the nearest folder
 * holding `.git`). package.json counts when it has `engagementLint`. Answers are cached per folder.
 */
export function findConfig(startDir: string, root = projectRootOf(startDir)): string | undefined {
  // Iterative, each folder walked keeping the answer (under its root: a lookup may be asked to go on past a nested repository).
  const walked: string[] = [];
  let found: string | null | undefined;
  for (let dir = path.resolve(startDir); ; ) {
    const key = `${root}\0${dir}`;
    found = foundIn.get(key);
    if (found !== undefined) break;
    walked.push(key);
    found = configIn(dir, root) ?? null;
    const up = path.dirname(dir);
    if (found || dir === root || up === dir) break;
    dir = up;
  }
  for (const key of walked) foundIn.set(key, found);
  return found ?? undefined;
}

/** The config file of `dir` itself (not above it), as findConfig reads each folder; a JavaScript one only where no data config is. */
export function configIn(dir: string, root: string): string | undefined {
  let found: string | undefined;
  for (const name of CONFIG_NAMES) {
    if (usable(dir, name, root)) {
      found = path.join(dir, name);
      break;
    }
  }
  if (!found) {
    const pkg = path.join(dir, 'package.json');
    // A package.json that is no regular file is not ours to read or report.
    if (lstatInLookup(dir, 'package.json')?.isFile()) {
      let text: string | undefined;
      try {
        text = readBounded(pkg).replace(/^\uFEFF/, '');
        if (JSON.parse(text)?.engagementLint !== undefined) found = pkg;
      } catch {
        // Broken JSON that names our key is a config we would otherwise drop unseen: readOne then
        // reports where it breaks. Other broken (or unreadable) package.json files are not ours.
        if (text?.includes('engagementLint')) found = pkg;
      }
    }
  }
  // Last, a JavaScript config: loading it is the error (readOne), by its name alone; whatever it is
  // (a FIFO too) it is not opened here.
  const js = found ? undefined : JS_CONFIG_NAMES.find((n) => lstatInLookup(dir, n) !== undefined);
  return found ?? (js === undefined ? undefined : path.join(dir, js));
}

/** Reads a config without blocking on a FIFO and without reading more than MAX_CONFIG_BYTES. */
export function readBounded(file: string, strictUtf8 = false): string {
  const fd = fs.openSync(file, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0));
  try {
    const st = fs.fstatSync(fd);
    if (st.isDirectory()) throw Object.assign(new Error('a folder'), { code: 'EISDIR' });
    if (!st.isFile()) throw Object.assign(new Error('not a regular file'), { code: 'ENOTREG' });
    if (st.size > MAX_CONFIG_BYTES) throw Object.assign(new Error('too large'), { code: 'EFBIG' });
    const buf = Buffer.alloc(st.size);
    let n = 0;
    while (n < st.size) {
      const r = fs.readSync(fd, buf, n, st.size - n, n);
      if (r === 0) break;
      n += r;
    }
    const bytes = buf.subarray(0, n);
    if (strictUtf8) checkUtf8(bytes);
    return bytes.toString('utf8');
  } finally {
    fs.closeSync(fd);
  }
}

export const READ_ERRORS: Record<string, string> = { EISDIR: 'a folder, not a file: name the config file itself', ENOTREG: 'not a regular file', EFBIG: `larger than ${MAX_CONFIG_BYTES} bytes` };

/** Codes of a config whose bytes are no UTF-8 text (read with `strictUtf8`): said in words, not decoded into noise. */
export const NOT_UTF8: Record<string, string> = { EUTF16: 'not UTF-8 (UTF-16?)', ENOTUTF8: 'not UTF-8', ENUL: 'not UTF-8 text (it holds NUL bytes)' };

/**
 * Throws a coded error for bytes that are no UTF-8 text: a UTF-16 byte order mark, or NULs at every
 * other byte (UTF-16 without one), is named as such; other NULs and invalid sequences as not UTF-8.
 */
function checkUtf8(bytes: Buffer): void {
  const fail = (code: keyof typeof NOT_UTF8) => {
    throw Object.assign(new Error(NOT_UTF8[code]), { code });
  };
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) fail('EUTF16');
  const nul = bytes.indexOf(0);
  if (nul >= 0) {
    // ASCII text in UTF-16 is every other byte NUL.
    let even = 0;
    let odd = 0;
    for (let i = 0; i < bytes.length; i++) if (bytes[i] === 0) (i % 2 ? odd++ : even++);
    fail(Math.max(even, odd) * 2 >= bytes.length * 0.8 ? 'EUTF16' : 'ENUL');
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    fail('ENOTUTF8');
  }
}
