/** Decoding of file bytes into normalised text, with the problems worth reporting. */
import { isAscii, isUtf8, transcode } from 'node:buffer';
import { firstNotBefore } from '../sorted.js';

export type FileProblemKind =
  | 'invalid-utf8'
  | 'binary'
  | 'too-large'
  | 'unreadable'
  | 'outside-root'
  | 'not-a-file';

export interface FileProblem {
  kind: FileProblemKind;
  message: string;
  line?: number;
  column?: number;
  /** Set when the text was read whole all the same, in another encoding than UTF-8 (a UTF-16 file with its byte-order mark). */
  decodedAs?: 'utf-16';
}

export const MAX_FILE_BYTES = 16 * 1024 * 1024;

/**
 * Text one target reads, at most: past it a file is not read (file-integrity names it), so that
 * memory stays bounded however many files near the byte cap a folder holds. Real engagements
 * read well under a megabyte.
 */
export const MAX_TARGET_BYTES = 48 * 1024 * 1024;

/**
 * Lines a file may have to be read. Rules walk lines several times over: sixteen million blank
 * lines (within the byte cap) took tens of seconds; protocol files run to thousands of lines.
 */
export const MAX_FILE_LINES = 250_000;

/**
 * Lines one target reads, at most, as MAX_TARGET_BYTES bounds its bytes: forty reports of 248,000 short lines each
 * (within both caps) took 8 s and 725 MB under the recommended preset. Real engagements read a few thousand.
 */
export const MAX_TARGET_LINES = 300_000;

/** The most line ends of one kind `bytes` holds (LF, or CR where a file ends its lines with CR alone), counted no further than past `max`. */
function lineEnds(bytes: Uint8Array, max: number): number {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let most = 0;
  for (const eol of [0x0a, 0x0d]) {
    let n = 0;
    for (let at = buf.indexOf(eol); at >= 0 && n <= max; at = buf.indexOf(eol, at + 1)) n++;
    if (n > most) most = n;
  }
  return most;
}

/** The lines of `bytes`, counted no further than past `max`: its line ends, and a last line without one. */
export function lineCount(bytes: Uint8Array, max: number): number {
  const last = bytes.length ? bytes[bytes.length - 1] : 0x0a;
  return lineEnds(bytes, max) + (last === 0x0a || last === 0x0d ? 0 : 1);
}

/** The lines of a decoded text, as lineCount counts its bytes (LF lines; a file of CR lines counts as one). */
export function textLineCount(text: string): number {
  let n = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) n++;
  return n + (text === '' || text.endsWith('\n') ? 0 : 1);
}

/** Whether `bytes` holds more than `max` lines (LF, or CR where a file ends its lines with CR alone), counted no further than that. */
export function linesOver(bytes: Uint8Array, max = MAX_FILE_LINES): boolean {
  return lineEnds(bytes, max) > max;
}

const lenientDecoder = new TextDecoder('utf-8', { fatal: false });

export interface DecodedText {
  text: string;
  problems: FileProblem[];
}

/** Position (1-based line, column) of the first invalid UTF-8 sequence. */
function firstInvalidUtf8(bytes: Uint8Array): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    let need = 0;
    if (b < 0x80) need = 0;
    else if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) need = 2;
    else if (b >= 0xf0 && b <= 0xf4) need = 3;
    else return { line, column: i - lineStart + 1 };
    // The second byte's range, narrowed for E0, ED, F0 and F4 as UTF-8 narrows it: no overlong form, no surrogate,
    // nothing past U+10FFFF. Each of those is invalid to the decoder, and was passed over here to a line past the end.
    const lo = b === 0xe0 ? 0xa0 : b === 0xf0 ? 0x90 : 0x80;
    const hi = b === 0xed ? 0x9f : b === 0xf4 ? 0x8f : 0xbf;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || c < (k === 1 ? lo : 0x80) || c > (k === 1 ? hi : 0xbf)) return { line, column: i - lineStart + 1 };
    }
    // Lines end at LF, CRLF or a lone CR, as in the decoded text.
    if (b === 0x0a || (b === 0x0d && bytes[i + 1] !== 0x0a)) {
      line++;
      lineStart = i + 1;
    }
    i += need + 1;
  }
  return { line, column: 1 };
}

/** 1-based line and column (in bytes) of a byte offset. */
function bytePosition(bytes: Uint8Array, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    const b = bytes[i]!;
    if (b === 0x0a || (b === 0x0d && bytes[i + 1] !== 0x0a)) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * Valid UTF-8 as a string, by the fastest of three equal ways. V8's own UTF-8 decoding slows to a
 * third of its speed once a file holds one non-ASCII character (an em dash in an engagement's prose
 * does); ICU's transcoding to UTF-16 is three times faster there, and ASCII is its own Latin-1.
 */
function utf8String(bytes: Buffer): string {
  if (isAscii(bytes)) return bytes.toString('latin1');
  // Node built without ICU has no transcode.
  if (typeof transcode === 'function') return transcode(bytes, 'utf8', 'ucs2').toString('ucs2');
  return bytes.toString('utf8');
}

/**
 * UTF-8 decode with a BOM stripped and CRLF / CR turned into LF, so every
 * rule sees the same lines whatever editor wrote the file.
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  const utf16 = utf16Text(bytes);
  if (utf16) return utf16;
  const problems: FileProblem[] = [];
  const nul = bytes.indexOf(0);
  if (nul >= 0) {
    problems.push({ kind: 'binary', message: 'file holds binary data (NUL bytes); it is read as text where possible', ...bytePosition(bytes, nul) });
  }
  let text: string;
  if (isUtf8(bytes)) {
    // Valid UTF-8 (nearly every file) decodes natively, several times faster than a fatal TextDecoder;
    // like the decoder, it drops one leading BOM (the check below drops a second, as before).
    const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
    text = utf8String(Buffer.from(bytes.buffer, bytes.byteOffset + start, bytes.length - start));
  } else {
    const at = firstInvalidUtf8(bytes);
    problems.push({ kind: 'invalid-utf8', message: 'file is not valid UTF-8; invalid bytes were replaced', ...at });
    text = lenientDecoder.decode(bytes);
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.includes('\r')) text = text.replace(/\r\n?/g, '\n');
  return { text, problems };
}

/**
 * A file saved as UTF-16 with its byte-order mark (Windows PowerShell's `Out-File`, some editors):
 * read as what it is, with one problem saying so, instead of a NUL and replaced bytes on every character.
 */
function utf16Text(bytes: Uint8Array): DecodedText | undefined {
  const le = bytes[0] === 0xff && bytes[1] === 0xfe;
  if (!le && !(bytes[0] === 0xfe && bytes[1] === 0xff)) return undefined;
  let text: string;
  try {
    text = new TextDecoder(le ? 'utf-16le' : 'utf-16be').decode(bytes);
  } catch {
    return undefined;
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.includes('\r')) text = text.replace(/\r\n?/g, '\n');
  const message = `file is UTF-16 (${le ? 'little' : 'big'}-endian, with a byte-order mark), not UTF-8; it is read as UTF-16: save it as UTF-8`;
  return { text, problems: [{ kind: 'invalid-utf8', message, line: 1, column: 1, decodedAs: 'utf-16' }] };
}

export function splitLines(text: string): string[] {
  const lines = text.split('\n');
  // A final newline ends the last line rather than starting an empty one.
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * The lines of normalised text that hold a match of `re` (a /g regex, usually a rule's cheap
 * first pass), each once, in order: `visit` gets the line's number, where it starts and ends (the
 * newline excluded), and the first match on it. One scan of the whole text instead of a regex call
 * per line: most lines of a long document hold none of a rule's words.
 */
export function forEachLineMatching(text: string, re: RegExp, visit: (line: number, start: number, end: number, match: RegExpExecArray) => void): void {
  let line = 1;
  let lineStart = 0;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    // Lines before the match are counted once each: the scan stays linear.
    for (let nl = text.indexOf('\n', lineStart); nl >= 0 && nl < m.index; nl = text.indexOf('\n', lineStart)) {
      line++;
      lineStart = nl + 1;
    }
    const end = text.indexOf('\n', m.index);
    // A final newline ends the last line rather than starting an empty one, as in splitLines.
    visit(line, lineStart, end < 0 ? text.length : end, m);
    if (end < 0) break;
    line++;
    lineStart = end + 1;
    re.lastIndex = lineStart;
  }
}

/** The lines of normalised text that hold a match of `re` (a /g regex), each once, in order (forEachLineMatching). */
export function linesMatching(text: string, re: RegExp): Array<{ line: number; text: string }> {
  const out: Array<{ line: number; text: string }> = [];
  forEachLineMatching(text, re, (line, start, end) => out.push({ line, text: text.slice(start, end) }));
  return out;
}

/** 1-based line and column of a character offset in normalised text. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

/**
 * `positionAt` for many offsets into one text: the line starts are found once
 * and each offset is a binary search, where positionAt walks the text from
 * its start on every call (quadratic over thousands of findings in one file).
 */
export function lineLocator(text: string): (offset: number) => { line: number; column: number } {
  let starts: number[] | undefined;
  return (offset) => {
    if (!starts) {
      starts = [0];
      for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    }
    const end = Math.max(0, Math.min(offset, text.length));
    // The line is the last that starts at or before the offset.
    const line = firstNotBefore(starts, (start) => start <= end);
    return { line, column: end - starts[line - 1]! + 1 };
  };
}
