import type fs from 'node:fs';
import nodeFs from 'node:fs';
import type { PackDescriptor, TargetProbe } from './pack.js';

/**
 * The pack a target belongs to, from its shape and, for files, its content:
 * each pack's `detect`, highest `detectRank` first, list order among equals.
 * A pack's model loads only when its cheap tests pass.
 */
export async function detectPack(abs: string, stat: fs.Stats, packs: readonly PackDescriptor[]): Promise<PackDescriptor | undefined> {
  let head: string | undefined;
  const probe: TargetProbe = { abs, stat, head: () => (head ??= stat.isFile() ? readHead(abs) : '') };
  const ranked = [...packs].sort((a, b) => (b.detectRank ?? 0) - (a.detectRank ?? 0));
  for (const pack of ranked) if (await pack.detect(probe)) return pack;
  return undefined;
}

/** The kind (pack id) of a target, or undefined when no pack claims it. */
export async function detectKind(abs: string, stat: fs.Stats, packs: readonly PackDescriptor[]): Promise<string | undefined> {
  return (await detectPack(abs, stat, packs))?.id;
}

/** The first 64 KB of a file as text ('' when unreadable), enough to recognise a kind. */
function readHead(abs: string): string {
  let fd: number | undefined;
  try {
    fd = nodeFs.openSync(abs, 'r');
    const buf = Buffer.alloc(64 * 1024);
    const n = nodeFs.readSync(fd, buf, 0, buf.length, 0);
    return buf.subarray(0, n).toString('utf8').replace(/^\uFEFF/, '');
  } catch {
    return '';
  } finally {
    if (fd !== undefined) nodeFs.closeSync(fd);
  }
}
