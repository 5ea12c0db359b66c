import fs from 'node:fs';
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
export declare function undecodableNames(absDir: string): Map<string, {
    shown: string[];
    valid: boolean;
}>;
/**
 * Why a listed entry a rule expected to read as a file is not one (a folder, FIFO or broken link
 * under an output's or a trace's name): a finding's text, so that such an entry fails, never passes over.
 */
export declare function notAFileMessage(e: DirEntry): string;
/** `unreadable`: a folder on the way is there but cannot be searched (no permission, an I/O error), so whether the path exists is not known. */
export declare const OUTSIDE_ROOT: FileProblem;
/** A repository's own folder is git's: its config may hold a checkout's token, and nothing a check needs is there. */
export declare const IN_GIT_FOLDER: FileProblem;
export type PathProbe = 'exists' | 'missing' | 'outside-root' | 'unreadable';
/** The problem that kept a file from being read at all (its text is empty), if any; bad bytes in a file read whole do not. */
export declare function blockingProblem(file: TextFile): FileProblem | undefined;
/** Whether a file's problems kept it from being read at all. */
export declare function isBlocked(file: TextFile): boolean;
/**
 * The entry of a listed name that is not UTF-8 (the next one of that string), or undefined for a
 * name a path opens: a valid name listing as the same string is taken first, once, as any entry is.
 */
export declare function undecodableEntry(names: Map<string, {
    shown: string[];
    valid: boolean;
}>, dirRel: string, name: string): DirEntry | undefined;
/** A listed entry as the rules see it: a symlink by where it leads (`leadsInside` first, so a target outside the root is not even stat'ed). */
export declare function direntEntry(dirRel: string, d: fs.Dirent, leadsInside: (rel: string) => boolean, absOf: (rel: string) => string): DirEntry;
/** A text read whole: no problem, or only that it was decoded from UTF-16 (a script saved so reads as what it says). */
export declare const readWhole: (file: TextFile) => boolean;
