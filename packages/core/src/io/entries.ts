import fs from 'node:fs';
import { isUtf8 } from 'node:buffer';
/** What the file access hands the rules: a file read, a folder's entry, a probe's answer. */
import type { FileProblem } from './text.js';

/** A folder's entries, sorted by name, and the same by name. */
export interface Listing {
  entries: DirEntry[];
  byName: Map<string, DirEntry>;
  /** Listed up to the bound of entries, not whole. */
  cut?: boolean;
}

/** A text file as every rule sees it. `rel` is relative to the project root. */
export interface TextFile {
  rel: string;
  abs: string;
  text: string;
  lines: string[];
  bytes: number;
  problems: FileProblem[];
  /** sha256 of the raw bytes (for lint receipts). */
  sha256?: string;
}

export interface DirEntry {
  /** Name inside its directory. */
  name: string;
  /** Path relative to the project root, `/`-separated. */
  rel: string;
  kind: 'file' | 'dir' | 'other';
  symlink: boolean;
  /** Why the entry could not be followed (loop, outside root, unreadable). */
  problem?: string;
  /** A name that is not valid UTF-8, each byte past ASCII shown as hex (`ops-<ff>.md`): no path string opens it, so nothing below it is read. */
  badName?: string;
}

/**
 * The names in a folder that are not valid UTF-8, by the string Node lists them as (invalid bytes
 * replaced by U+FFFD): each one's bytes past ASCII (and `<`) shown as `<ff>`, in listing order, and
 * whether a valid name lists as the same string (`ops-\uFFFD.md` written so), which its path opens.
 * Only asked when a listed name holds U+FFFD.
 */
export function undecodableNames(absDir: string): Map<string, { shown: string[]; valid: boolean }> {
  const out = new Map<string, { shown: string[]; valid: boolean }>();
  const entry = (name: string) => out.get(name) ?? out.set(name, { shown: [], valid: false }).get(name)!;
  for (const raw of fs.readdirSync(absDir, { encoding: 'buffer' })) {
    const name = raw.toString('utf8');
    if (!name.includes('\uFFFD')) continue;
    if (isUtf8(raw)) {
      entry(name).valid = true;
      continue;
    }
    let shown = '';
    for (const b of raw) shown += b >= 0x20 && b < 0x7f && b !== 0x3c ? String.fromCharCode(b) : `<${b.toString(16).padStart(2, '0')}>`;
    entry(name).shown.push(shown);
  }
  return out;
}

/**
 * Why a listed entry a rule expected to read as a file is not one (a folder, FIFO or broken link
 * under an output's or a trace's name): a finding's text, so that such an entry fails, never passes over.
 */
export function notAFileMessage(e: DirEntry): string {
  if (e.badName !== undefined) return `named with bytes that are not UTF-8 (${e.badName}), which no check can open; not read`;
  return `not a regular file (${e.problem ?? (e.kind === 'dir' ? 'a folder' : 'a FIFO, device or broken link')}); not read`;
}

/** `unreadable`: a folder on the way is there but cannot be searched (no permission, an I/O error), so whether the path exists is not known. */
export const OUTSIDE_ROOT: FileProblem = { kind: 'outside-root', message: 'symlink leads outside the project root; not read' };
/** A repository's own folder is git's: its config may hold a checkout's token, and nothing a check needs is there. */
export const IN_GIT_FOLDER: FileProblem = { kind: 'outside-root', message: "inside a repository's .git folder, which is never read" };

export type PathProbe = 'exists' | 'missing' | 'outside-root' | 'unreadable';

/** The problem that kept a file from being read at all (its text is empty), if any; bad bytes in a file read whole do not. */
export function blockingProblem(file: TextFile): FileProblem | undefined {
  return file.problems.find((p) => p.kind !== 'invalid-utf8' && p.kind !== 'binary');
}

/** Whether a file's problems kept it from being read at all. */
export function isBlocked(file: TextFile): boolean {
  return blockingProblem(file) !== undefined;
}

/**
 * The entry of a listed name that is not UTF-8 (the next one of that string), or undefined for a
 * name a path opens: a valid name listing as the same string is taken first, once, as any entry is.
 */
export function undecodableEntry(names: Map<string, { shown: string[]; valid: boolean }>, dirRel: string, name: string): DirEntry | undefined {
  const b = names.get(name);
  if (!b?.shown.length) return undefined;
  if (b.valid) {
    b.valid = false;
    return undefined;
  }
  return { name, rel: dirRel === '' ? name : `${dirRel}/${name}`, kind: 'other', symlink: false, badName: b.shown.shift()! };
}

/** A listed entry as the rules see it: a symlink by where it leads (`leadsInside` first, so a target outside the root is not even stat'ed). */
export function direntEntry(dirRel: string, d: fs.Dirent, leadsInside: (rel: string) => boolean, absOf: (rel: string) => string): DirEntry {
  const rel = dirRel === '' ? d.name : `${dirRel}/${d.name}`;
  if (!d.isSymbolicLink()) {
    return { name: d.name, rel, kind: d.isDirectory() ? 'dir' : d.isFile() ? 'file' : 'other', symlink: false };
  }
  try {
    if (!leadsInside(rel)) return { name: d.name, rel, kind: 'other', symlink: true, problem: 'symlink leads outside the project root' };
    const st = fs.statSync(absOf(rel));
    return { name: d.name, rel, kind: st.isDirectory() ? 'dir' : st.isFile() ? 'file' : 'other', symlink: true };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const problem = code === 'ELOOP' ? 'symlink loop' : 'broken symlink';
    return { name: d.name, rel, kind: 'other', symlink: true, problem };
  }
}

/** A text read whole: no problem, or only that it was decoded from UTF-16 (a script saved so reads as what it says). */
export const readWhole = (file: TextFile): boolean => file.problems.every((p) => p.decodedAs !== undefined);
