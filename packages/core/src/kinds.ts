import type fs from 'node:fs';
import nodeFs from 'node:fs';
import path from 'node:path';
import type { PackDescriptor, TargetProbe } from './pack.js';
import { pathInside } from './io/paths.js';
import { rootFor } from './target.js';
import { UsageError } from './engine.js';
import { errnoWords } from './util.js';

/**
 * The pack a target belongs to, from its shape and, for files, its content:
 * each pack's `detect`, highest `detectRank` first, list order among equals.
 * A pack's model loads only when its cheap tests pass.
 */
export async function detectPack(abs: string, stat: fs.Stats, packs: readonly PackDescriptor[], probe: TargetProbe = targetProbe(abs, stat)): Promise<PackDescriptor | undefined> {
  const ranked = [...packs].sort((a, b) => (b.detectRank ?? 0) - (a.detectRank ?? 0));
  for (const pack of ranked) if (await pack.detect(probe)) return pack;
  return undefined;
}

/** The kind (pack id) of a target, or undefined when no pack claims it. */
export async function detectKind(abs: string, stat: fs.Stats, packs: readonly PackDescriptor[]): Promise<string | undefined> {
  return (await detectPack(abs, stat, packs))?.id;
}

/** The kind of a path a glob matched, or undefined when it is no target (a folder of code beside an engagement). */
export async function globMatchKind(abs: string, stat: fs.Stats, packs: readonly PackDescriptor[]): Promise<string | undefined> {
  const probe = targetProbe(abs, stat);
  const pack = await detectPack(abs, stat, packs, probe);
  return pack && (!pack.globMatch || pack.globMatch(probe)) ? pack.id : undefined;
}

/** Deepest path a descriptor may ask about below its target (the engagement pack looks four folders down for an engagement: `a/b/c/d/criteria.md`). */
const MAX_PROBE_SEGMENTS = 6;
/** The most entries a probe lists of a folder target: enough for any protocol folder, and a bound on a huge one. */
export const MAX_PROBE_ENTRIES = 4096;

/**
 * What a pack's `detect` and `resolve` may see of a target: its stat, the head
 * of a file, whether a few named paths under a folder exist, and the names of
 * a folder's own entries (up to MAX_PROBE_ENTRIES). A symbolic
 * link counts only where it leads inside the root the target's files are then
 * read from (rootFor), so detection and reading agree. A missing path is
 * absent; a folder or file that cannot be read is a usage error (`cannot read
 * …`): a kind told from what could not be seen would be a guess (a state
 * folder without permission is no engagement).
 */
export function targetProbe(abs: string, stat: fs.Stats): TargetProbe {
  const heads = new Map<number, string>();
  // Each folder's listing once, by its path under the target ('' for the target itself).
  const listings = new Map<string, readonly string[] | undefined>();
  // The listings' word on each plain (not linked) entry's type: a folder's thousand files are told apart unstatted.
  const types = new Map<string, 'file' | 'folder'>();
  let realRoot: string | null | undefined;
  // Each path's answer once: the packs ask about the same few paths (`state/`, criteria.md) in turn.
  const answers = new Map<string, fs.Stats | undefined>();
  const entry = (rel: string): fs.Stats | undefined => {
    const parts = rel.split('/');
    // A descriptor's own mistake, not the checked tree's: fail loudly.
    if (parts.length > MAX_PROBE_SEGMENTS || parts.some((p) => p === '' || p === '.' || p === '..' || p.includes('\\') || p.includes('\0'))) {
      throw new Error(`a target probe takes a short relative path under the target, not ${JSON.stringify(rel)}`);
    }
    if (!stat.isDirectory()) return undefined;
    let st: fs.Stats | undefined;
    for (let i = 1; i <= parts.length; i++) {
      const sub = parts.slice(0, i).join('/');
      if (answers.has(sub)) st = answers.get(sub);
      else {
        const at = path.join(abs, sub);
        st = lstatOrUndefined(at);
        if (st?.isSymbolicLink()) {
          realRoot ??= realOrNull(rootFor(abs));
          const to = realOrNull(at);
          st = realRoot !== null && to !== null && pathInside(to, realRoot) ? lstatOrUndefined(to) : undefined;
        }
        answers.set(sub, st);
      }
      if (!st) return undefined;
    }
    return st;
  };
  return {
    abs,
    stat,
    head: (bytes = HEAD_BYTES, rel?: string) => {
      const size = Math.min(bytes, HEAD_MAX_BYTES);
      if (rel !== undefined) return stat.isDirectory() && (types.get(rel) === 'file' || entry(rel)?.isFile()) ? readHead(path.join(abs, rel), size) : '';
      let text = heads.get(size);
      if (text === undefined) heads.set(size, (text = stat.isFile() ? readHead(abs, size) : ''));
      return text;
    },
    exists: (rel) => types.has(rel) || entry(rel) !== undefined,
    isFile: (rel) => (types.has(rel) ? types.get(rel) === 'file' : (entry(rel)?.isFile() ?? false)),
    isDirectory: (rel) => (types.has(rel) ? types.get(rel) === 'folder' : (entry(rel)?.isDirectory() ?? false)),
    // Listed only when a pack asks: most folders are told apart by the few names above.
    entries: (rel = '') => {
      if (listings.has(rel)) return listings.get(rel);
      // A folder below is listed where `isDirectory` would find it: a link counts only when it leads inside.
      const names = !stat.isDirectory() ? undefined : rel === '' ? listed(abs, types, '') : entry(rel)?.isDirectory() ? listed(path.join(abs, rel), types, `${rel}/`) : undefined;
      listings.set(rel, names);
      return names;
    },
  };
}

/** Errors that mean a path is there but this user may not see it. */
const DENIED = new Set(['EACCES', 'EPERM']);

/** `abs` as a message shows it: relative to the working directory when inside it. */
function shownPath(abs: string): string {
  const rel = path.relative(process.cwd(), abs);
  return rel === '' ? '.' : rel.startsWith('..') || path.isAbsolute(rel) ? abs : rel;
}

function unreadable(abs: string, e: unknown): UsageError {
  return new UsageError(`cannot read ${shownPath(abs)}: ${errnoWords(e, 'error')}`);
}

function lstatOrUndefined(p: string): fs.Stats | undefined {
  try {
    return nodeFs.lstatSync(p, { throwIfNoEntry: false });
  } catch (e) {
    // The folder holding `p` cannot be searched: whether `p` is there is unknown, not false.
    if (DENIED.has((e as NodeJS.ErrnoException).code ?? '')) throw unreadable(path.dirname(p), e);
    return undefined;
  }
}

/**
 * The names of a folder's entries, stopping past MAX_PROBE_ENTRIES (undefined then), without a
 * name `entry` refuses. `prefix` is the folder's path under the target, as `types` keys its entries. A folder that cannot be listed for another reason than permission is empty,
 * as a path that cannot be looked up is absent. `types` is given the type of each plain file and
 * folder of a whole listing, as lstat would tell it (a link, or a type the file system does not
 * say, is left to lstat).
 */
function listed(abs: string, types: Map<string, 'file' | 'folder'>, prefix: string): string[] | undefined {
  let dir: fs.Dir | undefined;
  const seen = new Map<string, 'file' | 'folder'>();
  try {
    dir = nodeFs.opendirSync(abs);
    const names: string[] = [];
    for (let d = dir.readSync(), n = 0; d !== null; d = dir.readSync(), n++) {
      if (n === MAX_PROBE_ENTRIES) return undefined;
      if (d.name.includes('\\')) continue;
      names.push(d.name);
      if (d.isFile() || d.isDirectory()) seen.set(d.name, d.isFile() ? 'file' : 'folder');
    }
    for (const [name, type] of seen) types.set(prefix + name, type);
    return names;
  } catch (e) {
    if (DENIED.has((e as NodeJS.ErrnoException).code ?? '')) throw unreadable(abs, e);
    return [];
  } finally {
    dir?.closeSync();
  }
}

function realOrNull(p: string): string | null {
  try {
    return nodeFs.realpathSync.native(p);
  } catch {
    return null;
  }
}

/** What a pack's detect reads of a file by default: enough to recognise most kinds. */
const HEAD_BYTES = 64 * 1024;
/** The most a detect may ask for (a graph transcript may follow a long session log). */
export const HEAD_MAX_BYTES = 1024 * 1024;

/** The first `bytes` of a file as text ('' when it cannot be read for another reason than permission). */
function readHead(abs: string, bytes: number): string {
  let fd: number | undefined;
  try {
    // O_NONBLOCK: a FIFO put in the file's place after its stat opens without waiting for a writer.
    fd = nodeFs.openSync(abs, nodeFs.constants.O_RDONLY | (nodeFs.constants.O_NONBLOCK ?? 0));
    if (!nodeFs.fstatSync(fd).isFile()) return '';
    // A small file is read whole into a buffer of its size, not a megabyte's.
    const size = nodeFs.fstatSync(fd).size;
    const buf = Buffer.allocUnsafe(size > 0 ? Math.min(bytes, size) : bytes);
    let n = 0;
    for (let r = -1; r !== 0 && n < buf.length; n += r) r = nodeFs.readSync(fd, buf, n, buf.length - n, n);
    return buf.subarray(0, n).toString('utf8').replace(/^\uFEFF/, '');
  } catch (e) {
    // A file without read permission would otherwise be "no known kind".
    if (DENIED.has((e as NodeJS.ErrnoException).code ?? '')) throw unreadable(abs, e);
    return '';
  } finally {
    if (fd !== undefined) nodeFs.closeSync(fd);
  }
}
