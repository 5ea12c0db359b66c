import fs from 'node:fs';
import path from 'node:path';
import { isBlocked, sha256Hex, type ProjectFs, type TextFile } from './project-fs.js';

/**
 * sha256 over the tree below `rel`: sorted project-relative paths; for each
 * file the rules read, its raw bytes; for a file only listed (a screenshot),
 * its size. Then each file the rules read outside the tree, with its bytes' digest, and every
 * path the rules probed for existence, sorted, with the answer (a cited file elsewhere in the
 * project decides a verdict too). A gate
 * can tell from it that exactly this tree was linted, without hashing
 * megabytes of images on every run.
 */
export function hashTree(fsys: ProjectFs, rel: string): { sha256: string; files: number } {
  const abs = path.join(fsys.root, rel);
  let entries: string[];
  try {
    entries = fs.statSync(abs).isDirectory() ? fsys.walk(rel, (e) => e.kind === 'file').map((e) => e.rel) : [rel.split(path.sep).join('/')];
  } catch {
    entries = [];
  }
  const read = new Map(fsys.filesRead().map((f) => [f.rel, digestOf(f)]));
  entries.sort();
  // One string hashed at once: the same bytes as an update per part, without a native call for each.
  const parts: string[] = [];
  for (const e of entries) {
    let digest = read.get(e);
    if (!digest) {
      try {
        digest = `size:${fs.statSync(fsys.absOf(e)).size}`;
      } catch {
        digest = '<unreadable>';
      }
    }
    parts.push(e, '\0', digest, '\0');
  }
  // Files the rules read outside the tree (a graph node's output, the project's .env) decide verdicts too: their digests, taken at read time.
  const inTree = new Set(entries);
  for (const e of [...read.keys()].filter((k) => !inTree.has(k)).sort()) parts.push('read:', e, '\0', read.get(e)!, '\0');
  // Answers the probes already gave, no new system call. A tree digest is never such an answer, so the parts stay apart.
  const probes = fsys.probesMade();
  for (const p of [...probes.keys()].sort()) parts.push('probe:', p, '\0', probes.get(p)!, '\0');
  return { sha256: sha256Hex(parts.join('')), files: entries.length };
}

/** A read file's digest; one not taken at read time is taken now, never by reading a FIFO or a folder again. */
function digestOf(f: TextFile): string {
  if (f.sha256) return f.sha256;
  if (isBlocked(f)) return `<${f.problems[0]!.kind}>`;
  try {
    return sha256Hex(fs.readFileSync(f.abs));
  } catch {
    return '<unreadable>';
  }
}
