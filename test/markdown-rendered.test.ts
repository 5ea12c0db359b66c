// What markdown renders of a file's lines: fenced code and HTML comments, inline and across lines, as
// MarkdownDoc.linesOf reads them with `skipFenced` (code and comments) or `skipComments` (comments only).
import { describe, expect, it } from 'vitest';
import { MarkdownDoc } from '../packages/core/src/markdown/document.js';
import { renderLines } from '../packages/core/src/markdown/rendered.js';

const doc = (text: string) => new MarkdownDoc({ rel: 'handoff.md', abs: '/handoff.md', text, lines: text.split('\n'), bytes: text.length, problems: [] });
const rendered = (text: string) => doc(text).linesOf({ start: 1, end: Infinity }, { skipFenced: true }).map((l) => [l.line, l.text]);
const comments = (text: string) => doc(text).linesOf({ start: 1, end: Infinity }, { skipComments: true }).map((l) => [l.line, l.text]);

describe('rendered lines', () => {
  it('blanks a comment inside a line, keeping the columns', () => {
    expect(rendered('x <!-- y --> z <!-- w --> v')).toEqual([[1, 'x            z            v']]);
    // `<!-->` and `<!--->` are whole (empty) comments.
    expect(rendered('a <!--> b <!---> c')).toEqual([[1, 'a       b        c']]);
  });

  it('hides the lines a comment opened inside a paragraph line spans, up to its `-->`', () => {
    expect(rendered('foo <!-- a\nb\nc --> d\ne')).toEqual([
      [1, 'foo       '],
      [3, '      d'],
      [4, 'e'],
    ]);
    // A line the comment covers wholly is hidden, as a blank one would break the paragraph.
    expect(rendered('foo <!-- a\n-->\nbar')).toEqual([
      [1, 'foo       '],
      [3, 'bar'],
    ]);
  });

  it('leaves a `<!--` literal when its paragraph ends before a `-->`, or it stands in a heading, a table row or a code span', () => {
    const ends = ['foo <!-- a\n\nc --> d', 'foo <!-- a\n- b -->', 'foo <!-- a\n## h\n-->'];
    for (const text of [...ends, '## Title <!-- a\nb -->', '| a <!-- b |\nc -->', 'a `<!--` b\nc --> d']) {
      expect(rendered(text), text).toEqual(text.split('\n').map((t, i) => [i + 1, t]));
    }
    // A fence ends the paragraph too (its lines are code).
    expect(rendered('foo <!-- a\n```\n-->\n```')).toEqual([[1, 'foo <!-- a']]);
  });

  it('hides a comment block to its `-->`, or to the end when it is never closed; `<!--` in fenced code is code', () => {
    expect(rendered('a\n<!--\n- [crit-1] x\n-->\nb')).toEqual([
      [1, 'a'],
      [5, 'b'],
    ]);
    expect(rendered('a\n<!-- never closed\nb\nc')).toEqual([[1, 'a']]);
    expect(rendered('```\n<!--\n```\nb')).toEqual([[4, 'b']]);
    expect(comments('```\n<!--\n```\nb')).toEqual([
      [1, '```'],
      [2, '<!--'],
      [3, '```'],
      [4, 'b'],
    ]);
  });

  it('skipComments keeps fenced code and drops comments; neither option reads raw lines', () => {
    const text = '```\n{"status": "fail"}\n```\n<!--\n{"status": "pass"}\n-->\nok <!-- x -->';
    expect(comments(text)).toEqual([
      [1, '```'],
      [2, '{"status": "fail"}'],
      [3, '```'],
      [7, 'ok           '],
    ]);
    expect(doc(text).linesOf({ start: 1, end: 7 }).map((l) => l.text)).toEqual(text.split('\n'));
    expect(doc(text).isFenced(5)).toBe(true);
    expect(doc(text).isFenced(7)).toBe(false);
    expect(doc(text).rendered(7)).toBe('ok           ');
  });

  // Hang guards: each input is read in one pass, whatever its shape.
  it('stays linear on hostile inputs', { timeout: 20_000 }, () => {
    const inputs = [
      'a <!--\n'.repeat(100_000),
      `a <!--\n${'b\n'.repeat(100_000)}-->`,
      `x${'<!--'.repeat(50_000)}`,
      '<!-- -->a'.repeat(20_000),
      `a ${'`<!--'.repeat(40_000)}`,
      `a <!-- ${'`'.repeat(100_000)}`,
      `${'para\n'.repeat(100_000)}---`,
      'a\n---\n'.repeat(50_000),
      `a\n${'-'.repeat(100_000)}x`,
      `${'* '.repeat(50_000)}x\n---`,
      `---\n${'a\n'.repeat(100_000)}`,
    ];
    for (const text of inputs) {
      const d = doc(text);
      d.headingsIn('protocol');
      expect(d.linesOf({ start: 1, end: Infinity }, { skipFenced: true }).length).toBeLessThanOrEqual(d.lines.length);
    }
  });
});

describe('the body as rendered', () => {
  it('is built once however many readers ask, and frozen: no reader changes what another reads', () => {
    const d = doc('---\nx: 1\n---\n# Title\n\n```\ncode\n```\nbody <!-- note -->\n');
    const body = d.bodyLines();
    expect(body.map((l) => [l.line, l.text])).toEqual([
      [4, '# Title'],
      [5, ''],
      [9, `body ${' '.repeat('<!-- note -->'.length)}`],
      [10, ''],
    ]);
    expect(d.linesOf({ start: 1, end: Infinity }, { skipFenced: true })).toBe(body);
    expect(d.linesOf({ start: d.bodyStart, end: d.lines.length }, { skipFenced: true })).toBe(body);
    expect(Object.isFrozen(body)).toBe(true);
    expect(() => (body as Array<unknown>).push({ line: 11, text: 'x' })).toThrow(TypeError);
    // A part of it, or the lines with fenced code kept, are read anew.
    expect(d.linesOf({ start: 5, end: 10 }, { skipFenced: true })).not.toBe(body);
    expect(d.linesOf({ start: 1, end: Infinity }, { skipComments: true })).not.toBe(d.linesOf({ start: 1, end: Infinity }, { skipComments: true }));
  });

  it('renders a text without fence marks or a comment opener as the full pass does, from the text alone', () => {
    const texts = [
      '---\nsize: L\n---\n# Title\n\nbody\n- item\n    indented',
      'plain\n===\n| a | b |\n> quote --> not a comment',
      '',
      // Each mark alone takes the full pass: its lines are code or hidden.
      '~~~\n# not a heading\n~~~\nafter',
      '```\n# not a heading\n```',
      'x <!-- y\nz --> w',
    ];
    for (const text of texts) {
      const lines = text.split('\n');
      for (const from of [0, 3]) {
        const full = renderLines(lines, from);
        const quick = renderLines(lines, from, text);
        expect([...quick.mask], `${text} from ${from}`).toEqual([...full.mask]);
        expect([...quick.blanked], text).toEqual([...full.blanked]);
      }
    }
    expect([...renderLines(['~~~', '# x', '~~~'], 0, '~~~\n# x\n~~~').mask]).toEqual([1, 1, 1]);
    expect([...renderLines(['a <!-- b -->'], 0, 'a <!-- b -->').blanked]).toEqual([[0, 'a           ']]);
  });
});
