import fs from 'node:fs';
import { isUtf8 } from 'node:buffer';
/** What the file access hands the rules: a file read, a folder's entry, a probe's answer. */
import type { FileProblem } from './text.js';

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
 * replaced by U+FFFD), each with its bytes past ASCII (and `<`) shown as `<ff>`. Only asked when a listed name holds U+FFFD.
 */
export function undecodableNames(absDir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const raw of fs.readdirSync(absDir, { encoding: 'buffer' })) {
    if (isUtf8(raw)) continue;
    let shown = '';
    for (const b of raw) shown += b >= 0x20 && b < 0x7f && b !== 0x3c ? String.fromCharCode(b) : `<${b.toString(16).padStart(2, '0')}>`;
    out.set(raw.toString('utf8'), shown);
  }
  return out;
}

/**
 * Why a listed entry a rule expected to read as a file is not one (a folder, FIFO or broken link
 * under an output's or a trace's name): a finding's text, so that such an entry fails, never passes over.
 */
export function notAFileMessage(e: DirEntry): string {
  if (e.badName !== undefined) return `its name is not valid UTF-8 (${e.badName}), so no check could open it; not read`;
  return `not a regular file (${e.problem ?? (e.kind === 'dir' ? 'a folder' : 'a FIFO, device or broken link')}); not read`;
}

/** `unreadable`: a folder on the way is there but cannot be searched (no permission, an I/O error), so whether the path exists is not known. */
export type PathProbe = 'exists' | 'missing' | 'outside-root' | 'unreadable';

/** The problem that kept a file from being read at all (its text is empty), if any; bad bytes in a file read whole do not. */
export function blockingProblem(file: TextFile): FileProblem | undefined {
  return file.problems.find((p) => p.kind !== 'invalid-utf8' && p.kind !== 'binary');
}

/** Whether a file's problems kept it from being read at all. */
export function isBlocked(file: TextFile): boolean {
  return blockingProblem(file) !== undefined;
}
