import { readHead } from '../io/file-head.js';
import type { ProjectFs } from '../io/project-fs.js';

/** PNG, JPEG and WebP by their first bytes: a file named like a capture that is none is no evidence. */
const SIGNATURES: Array<(b: Buffer) => boolean> = [
  (b) => b.length >= 8 && b.readUInt32BE(0) === 0x89504e47 && b.readUInt32BE(4) === 0x0d0a1a0a,
  (b) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  (b) => b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
];
const HEAD_BYTES = 12;
/** Other formats a file named like a capture may hold, named in the finding. */
const OTHER_FORMATS: Array<[string, (b: Buffer) => boolean]> = [
  ['a GIF image', (b) => b.toString('latin1', 0, 4) === 'GIF8'],
  ['a BMP image', (b) => b.toString('latin1', 0, 2) === 'BM'],
  ['an AVIF or HEIF image', (b) => b.toString('latin1', 4, 8) === 'ftyp'],
  ['a PDF document', (b) => b.toString('latin1', 0, 4) === '%PDF'],
  ['SVG or XML text', (b) => /^(?:\uFEFF)?\s*<(?:\?xml|svg)/i.test(b.toString('utf8'))],
];

/**
 * Why a file named like a screen capture is not one (empty, text, another format), or undefined
 * for a PNG, JPEG or WebP whatever its extension says (a `.png` saved as JPEG is still a capture).
 */
export function captureProblem(fsys: ProjectFs, rel: string): string | undefined {
  const head = readHead(fsys, rel, HEAD_BYTES);
  if (head === undefined) return 'could not be read; not counted as a capture';
  if (head === 'not-a-file') return 'not a regular file; not counted as a capture';
  if (!head.length) return 'empty (0 bytes); not counted as a capture';
  if (SIGNATURES.some((isImage) => isImage(head))) return undefined;
  const other = OTHER_FORMATS.find(([, is]) => is(head));
  if (other) return `is ${other[0]}, not a PNG, JPEG or WebP screen capture; not counted as a capture`;
  const body = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? head.subarray(3) : head;
  const text = [...body].every((c) => c === 9 || c === 10 || c === 13 || (c >= 32 && c < 127));
  return `${text ? 'holds text' : 'has no PNG, JPEG or WebP signature'}, not an image; not counted as a capture`;
}
