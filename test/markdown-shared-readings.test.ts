// MarkdownDoc shares its readings of a long file: a range's lines are a run of the whole body's (or the whole
// file's) once that is read, and a section's end is looked up by the heading's place among the headings. Each is
// held equal to the line-by-line reading it replaces, on generated documents, whatever was read before.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MarkdownDoc, type Heading, type SectionReading } from '../packages/core/src/markdown/document.js';
import { COMMENT } from '../packages/core/src/markdown/rendered.js';

const doc = (text: string) => new MarkdownDoc({ rel: 'acceptance-log.md', abs: '/acceptance-log.md', text, lines: text.split('\n'), bytes: text.length, problems: [] });

/** Lines that build every structure the readings tell apart: frontmatter, fences, comments (block and inline), ATX and setext headings, items. */
const LINE = fc.constantFrom(
  '---',
  'key: value',
  '```',
  '~~~',
  '<!-- note',
  '-->',
  'a <!-- b --> c',
  'x <!-- y',
  'z --> w',
  '',
  '# Title',
  '## Iteration 2',
  '### Verdict: ACCEPT',
  '#### Deep',
  'Iteration 3',
  '===',
  '- crit-1 ✅ met',
  '1. step',
  '| a | b |',
  'plain text',
);
/** A document long enough for the shared runs to be read (ranges of 256 lines and more): a block of lines repeated. */
const DOC = fc.tuple(fc.array(LINE, { minLength: 1, maxLength: 40 }), fc.noBias(fc.integer({ min: 1, max: 40 }))).map(([block, times]) => Array.from({ length: times }, () => block).flat().join('\n'));
type Opts = { skipFenced?: boolean; skipComments?: boolean };
const MODES: Opts[] = [{}, { skipFenced: true }, { skipComments: true }, { skipFenced: true, skipComments: true }];

/** The line-by-line reading of a range (linesOf before the whole's lines were shared). */
function lineByLine(d: MarkdownDoc, range: { start: number; end: number }, opts: Opts): Array<[number, string]> {
  const out: Array<[number, string]> = [];
  const mask = opts.skipFenced || opts.skipComments ? d.fenced : undefined;
  for (let n = Math.max(1, range.start); n <= range.end && n <= d.lines.length; n++) {
    if (!mask) out.push([n, d.lines[n - 1]!]);
    else if (!(mask[n - 1] === COMMENT || (opts.skipFenced && mask[n - 1]))) out.push([n, d.rendered(n)]);
  }
  return out;
}

/** The end of a heading's section by scanning the headings after it (sectionOf before the ends were indexed). */
function scannedEnd(d: MarkdownDoc, h: Heading, reading: SectionReading): number {
  for (const k of d.headingsIn(reading)) if (k.line > h.line && k.level <= h.level) return k.line - 1;
  return d.lines.length;
}

describe('MarkdownDoc shared readings', () => {
  it('reads every range as line by line, in every mode, whatever was read before', () => {
    const bound = (n: number) => fc.noBias(fc.integer({ min: -3, max: n + 3 }));
    const ask = (n: number) => fc.record({ start: bound(n), end: bound(n), mode: fc.integer({ min: 0, max: 3 }), whole: fc.boolean() });
    fc.assert(
      fc.property(
        DOC.chain((text) => fc.tuple(fc.constant(text), fc.array(ask(text.split('\n').length), { minLength: 1, maxLength: 12 }))),
        ([text, asks]) => {
          const d = doc(text);
          for (const a of asks) {
            const opts = MODES[a.mode]!;
            // Some asks read the whole first, so that later ranges are cut from it.
            if (a.whole) d.linesOf({ start: 1, end: d.lines.length }, opts);
            const range = { start: Math.min(a.start, a.end), end: Math.max(a.start, a.end) };
            expect(d.linesOf(range, opts).map((l) => [l.line, l.text])).toEqual(lineByLine(d, range, opts));
            // An empty or reversed range reads nothing, as before.
            expect(d.linesOf({ start: range.end + 1, end: range.start }, opts).map((l) => [l.line, l.text])).toEqual(lineByLine(d, { start: range.end + 1, end: range.start }, opts));
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('gives a line rendered as written one reference in both readings, and a caller its own copy of a range', () => {
    const d = doc(`# Log\n${'- a\n'.repeat(600)}x <!-- y --> z\n`);
    const raw = d.linesOf({ start: 1, end: d.lines.length });
    const rendered = d.linesOf({ start: 1, end: d.lines.length }, { skipFenced: true });
    expect(rendered[1]).toBe(raw[1]);
    expect(rendered[601]!.text).toBe(`x${' '.repeat(12)}z`);
    expect(raw[601]!.text).toBe('x <!-- y --> z');
    // The whole is frozen and shared; a range is a new array each time.
    expect(Object.isFrozen(raw)).toBe(true);
    const a = d.linesOf({ start: 2, end: 500 }, { skipFenced: true });
    a.pop();
    expect(d.linesOf({ start: 2, end: 500 }, { skipFenced: true })).toHaveLength(499);
  });

  it("ends every heading's section where scanning the headings after it ends it, in both readings, for a copy of a heading too", () => {
    fc.assert(
      fc.property(DOC, (text) => {
        const d = doc(text);
        for (const reading of ['reference', 'protocol'] as const) {
          for (const h of d.headingsIn(reading)) {
            expect(d.sectionOf(h, reading).end).toBe(scannedEnd(d, h, reading));
            expect(d.sectionOf({ ...h }, reading).end).toBe(scannedEnd(d, h, reading));
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
