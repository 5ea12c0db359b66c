import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeText, lineLocator, linesMatching, positionAt, splitLines } from '../packages/core/src/io/text.js';

describe('linesMatching', () => {
  it('finds exactly the lines a per-line test finds, with their numbers', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', 'x', ' ', '\n'), maxLength: 200 });
    fc.assert(
      fc.property(text, (t) => {
        const perLine = splitLines(t)
          .map((line, i) => ({ line: i + 1, text: line }))
          .filter((l) => /ab|x/.test(l.text));
        expect(linesMatching(t, /ab|x/g)).toEqual(perLine);
      }),
    );
  });

  it('takes each line once however many matches it holds, and scans on after the last line', () => {
    expect(linesMatching('x x x\nnone\nx\n', /x/g)).toEqual([
      { line: 1, text: 'x x x' },
      { line: 3, text: 'x' },
    ]);
    expect(linesMatching('none\nlast x', /x/g)).toEqual([{ line: 2, text: 'last x' }]);
  });

  it('keeps a match that runs over a line end on its first line, and still scans the next one', () => {
    expect(linesMatching('out\nof out of', /out\s+of/g)).toEqual([
      { line: 1, text: 'out' },
      { line: 2, text: 'of out of' },
    ]);
  });
});

describe('decodeText', () => {
  it('decodes valid UTF-8 as TextDecoder does, whatever the mix of ASCII and other characters', () => {
    const decoder = new TextDecoder();
    fc.assert(
      // NUL is left out: it is reported as binary data, apart from the decoding.
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme-composite' })).map((s) => s.replaceAll('\0', '')), (s) => {
        const bytes = Buffer.from(s, 'utf8');
        const expected = decoder.decode(bytes).replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
        expect(decodeText(bytes)).toEqual({ text: expected, problems: [] });
      }),
    );
  });

  it('keeps a BOM-less file and a file after its BOM alike, and characters outside the BMP whole', () => {
    expect(decodeText(Buffer.from('\uFEFFa — 😀\r\nb')).text).toBe('a — 😀\nb');
    expect(decodeText(Buffer.from('plain ascii\r')).text).toBe('plain ascii\n');
  });

  it('places invalid UTF-8 at the first byte the decoder replaces, overlong forms and surrogates included', () => {
    const at = (bytes: number[]) => {
      const { problems } = decodeText(Uint8Array.from([0x61, 0x0a, 0x62, 0x63, ...bytes, 0x0a]));
      return problems.map((p) => [p.kind, p.line, p.column]);
    };
    for (const bad of [[0xed, 0xa0, 0x80], [0xe0, 0x80, 0x80], [0xe0, 0x9f, 0xbf], [0xf0, 0x8f, 0xbf, 0xbf], [0xf4, 0x90, 0x80, 0x80], [0xc0, 0x80], [0xff], [0xe2, 0x82]]) {
      expect(at(bad), bad.join(' ')).toEqual([['invalid-utf8', 2, 3]]);
    }
    // Any bytes over the characters that matter: the problem is on the line where TextDecoder puts its first U+FFFD.
    const piece = fc.constantFrom([0x61], [0x0a], [0x0d], [0x0d, 0x0a], [0xe2, 0x82, 0xac], [0xed], [0xa0], [0x80], [0xbf], [0xe0], [0xf0], [0xf4], [0x90], [0xc3]);
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const bytes = Uint8Array.from([0x61, ...pieces.flat()]);
        const decoded = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(bytes);
        const replaced = decoded.indexOf('\uFFFD');
        const invalid = decodeText(bytes).problems.filter((p) => p.kind === 'invalid-utf8');
        expect(invalid.length).toBe(replaced < 0 ? 0 : 1);
        // Lines end at LF, CRLF or a lone CR, as decodeText's lines do.
        if (replaced >= 0) expect([pieces, invalid[0]!.line]).toEqual([pieces, (decoded.slice(0, replaced).match(/\r\n|\r|\n/g)?.length ?? 0) + 1]);
      }),
      { numRuns: 5000 },
    );
  });

  it('reads UTF-16 with a byte-order mark as UTF-16, with one problem saying so', () => {
    const text = '\uFEFFwho: solo\r\nwhat: [Exploration] — 😀\r\n';
    const le = Buffer.from(text, 'utf16le');
    const be = Buffer.from(le).swap16();
    for (const [bytes, order] of [[le, 'little'], [be, 'big']] as const) {
      expect(decodeText(bytes)).toEqual({
        text: 'who: solo\nwhat: [Exploration] — 😀\n',
        problems: [{ kind: 'invalid-utf8', message: `file is UTF-16 (${order}-endian, with a byte-order mark), not UTF-8; it is read as UTF-16: save it as UTF-8`, line: 1, column: 1, decodedAs: 'utf-16' }],
      });
    }
    // Without the mark, the bytes are what they are: NUL bytes and no UTF-16 reading.
    expect(decodeText(Buffer.from('who: solo\n', 'utf16le')).problems.map((p) => p.kind)).toEqual(['binary']);
  });
});

describe('lineLocator', () => {
  it('gives what positionAt gives, for any text and offset', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', '\n', '\r', ' ', 'é') }), fc.nat(), (text, n) => {
        const offset = n % (text.length + 2);
        expect(lineLocator(text)(offset)).toEqual(positionAt(text, offset));
      }),
    );
  });

  it('answers many offsets into one text from one locator', () => {
    const text = Array.from({ length: 1000 }, (_, i) => `line ${i}`).join('\n');
    const at = lineLocator(text);
    expect(at(0)).toEqual({ line: 1, column: 1 });
    expect(at(text.indexOf('line 999') + 5)).toEqual({ line: 1000, column: 6 });
    expect(at(text.indexOf('line 500'))).toEqual({ line: 501, column: 1 });
  });
});
