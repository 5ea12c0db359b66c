/** A SARIF artifact uri: RFC 3986, percent-encoding the bytes of each name, also of a name that is no UTF-8. */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RepoPath } from './paths.js';

export const SRCROOT = '%SRCROOT%';

/** What Node.js puts in a name, read from the file system, for each run of bytes that is no UTF-8. */
const REPLACED = '\uFFFD';

export interface ArtifactLocation {
  uri: string;
  uriBaseId?: string;
  description?: { text: string };
}

/**
 * The artifact location of a path. A name holding U+FFFD may stand for bytes that are no UTF-8
 * (Node.js decodes names as UTF-8 text): its own bytes, found in its folder's listing, are
 * percent-encoded, so that the uri names the file and not one called U+FFFD. Where they cannot be
 * found (the file is gone, or two names decode alike) the uri keeps U+FFFD and says so.
 */
export function artifactLocation(p: RepoPath): ArtifactLocation {
  const bytes = p.abs.includes(REPLACED) && path.sep === '/' ? pathBytes(p.abs) : undefined;
  const named = p.inside ? p.path.split('/') : undefined;
  if (!bytes) {
    const loc: ArtifactLocation = p.inside ? { uri: named!.map((n) => encodeName(Buffer.from(n))).join('/'), uriBaseId: SRCROOT } : { uri: pathToFileURL(p.abs).href };
    if (p.abs.includes(REPLACED)) loc.description = { text: `the path holds bytes that are not UTF-8 and could not be read back; each ${REPLACED} (%EF%BF%BD) in this uri stands for some of them` };
    return loc;
  }
  // Inside the base, the last names of the path are the uri's; the base's own are UTF-8 (else no target was found in it).
  if (named) return { uri: p.path === '' ? '' : bytes.slice(bytes.length - named.length).map(encodeName).join('/'), uriBaseId: SRCROOT };
  return { uri: `file://${bytes.map(encodeName).join('/')}` };
}

/** A name's bytes percent-encoded as encodeURIComponent encodes UTF-8, byte by byte (so also bytes that are no UTF-8). */
export function encodeName(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b < 0x80 ? encodeURIComponent(String.fromCharCode(b)) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  return out;
}

const listings = new Map<string, Buffer[] | null>();

/**
 * The bytes of each name of an absolute POSIX path (the first, before the root's `/`, empty): a name
 * holding U+FFFD is the one entry of its folder whose bytes decode to it. Undefined when there is none or more.
 */
function pathBytes(abs: string): Buffer[] | undefined {
  const names = abs.split('/');
  const out: Buffer[] = [Buffer.alloc(0)];
  for (const name of names.slice(1)) {
    if (!name.includes(REPLACED)) {
      out.push(Buffer.from(name));
      continue;
    }
    const folder = out.length === 1 ? Buffer.from('/') : Buffer.concat(out.flatMap((b, i) => (i ? [Buffer.from('/'), b] : [b])));
    const key = folder.toString('latin1');
    if (!listings.has(key)) listings.set(key, readNames(folder));
    const matches = listings.get(key)?.filter((entry) => entry.toString('utf8') === name) ?? [];
    if (matches.length !== 1) return undefined;
    out.push(matches[0]!);
  }
  return out;
}

function readNames(folder: Buffer): Buffer[] | null {
  try {
    return fs.readdirSync(folder, { encoding: 'buffer' });
  } catch {
    return null;
  }
}
