// A paragraph's inline text as markdown renders it: soft breaks as spaces, emphasis markers dropped,
// code spans kept as written, each character mapped back to its line and column.
import { describe, expect, it } from 'vitest';
import { MarkdownDoc } from '../packages/core/src/markdown/document.js';
import { inlineParagraphs, ownsAt } from '../packages/core/src/markdown/inline.js';
import { linkSyntax } from '../packages/core/src/markdown/inline-links.js';

const doc = (text: string) => new MarkdownDoc({ rel: 'handoff.md', abs: '/handoff.md', text, lines: text.split('\n'), bytes: text.length, problems: [] });
const texts = (text: string) => inlineParagraphs(doc(text)).map((p) => p.text);
/** The line and 1-based column of the first character of `word` in the paragraph holding it. */
const where = (text: string, word: string) => {
  const p = inlineParagraphs(doc(text)).find((x) => x.text.includes(word))!;
  const i = p.text.indexOf(word);
  return [p.line[i], p.column[i]! + 1];
};

describe('inline paragraphs', () => {
  it('joins a paragraph\'s lines with a space, continuation indents dropped', () => {
    expect(texts('the last\n   attempt here\n\nnext')).toEqual(['the last attempt here', 'next']);
    expect(where('the last\n   attempt here', 'attempt')).toEqual([2, 4]);
  });

  it('drops emphasis markers that pair, keeping the columns of the text', () => {
    expect(texts('the **last** attempt, _final_\nround, __x__ and *y*')).toEqual(['the last attempt, final round, x and y']);
    expect(where('the **last** attempt', 'last')).toEqual([1, 7]);
    expect(where('the _last_\nattempt', 'attempt')).toEqual([2, 1]);
    expect(texts('**Slot:** 2/3 used')).toEqual(['Slot: 2/3 used']);
  });

  it('keeps markers that are no emphasis: inside words for `_`, around blanks, unpaired, escaped, in code', () => {
    expect(texts('snake_case_name and 2 * 3 * 4')).toEqual(['snake_case_name and 2 * 3 * 4']);
    expect(texts('a *lone star')).toEqual(['a *lone star']);
    expect(texts('\\*not\\* emphasis')).toEqual(['\\*not\\* emphasis']);
    expect(texts('`**last**` attempt')).toEqual(['`**last**` attempt']);
    expect(texts('* a list item')).toEqual(['* a list item']);
  });

  it('keeps blocks apart: headings, list items, table rows, quotes, setext underlines and breaks', () => {
    expect(texts('# last\nattempt')).toEqual(['# last', 'attempt']);
    expect(texts('- last\n- attempt')).toEqual(['- last', '- attempt']);
    expect(texts('- the last\n  attempt')).toEqual(['- the last attempt']);
    expect(texts('| last |\nattempt')).toEqual(['| last |', 'attempt']);
    expect(texts('last\n| attempt |')).toEqual(['last', '| attempt |']);
    expect(texts('last\n---\nattempt')).toEqual(['last', '---', 'attempt']);
    expect(texts('last\n***\nattempt')).toEqual(['last', '***', 'attempt']);
  });

  it('renders a link as its text and an image as its alt text, keeping the columns of the text', () => {
    expect(texts('This is the [final](../plan.md) round')).toEqual(['This is the final round']);
    expect(where('This is the [final](../plan.md) round', 'round')).toEqual([1, 33]);
    expect(texts('the [last][plan] and [next][] attempt, ![a final](<shots/x y.png> "t (1)") round')).toEqual(['the last and next attempt, a final round']);
    expect(texts('the **[last](x)**\n[attempt](<y z> \'t\')')).toEqual(['the last attempt']);
    expect(where('the **[last](x)**\n[attempt](<y z>)', 'attempt')).toEqual([2, 2]);
    expect(texts('[a](b(c)d) [e](f g) [h](i "j)k") [l](m\n"n")')).toEqual(['a [e](f g) h l']);
    // A link inside a link's text leaves the outer one literal; an image may hold a link.
    expect(texts('[x [y](z) w](v) ![p [q](r)](s)')).toEqual(['[x y w](v) p q']);
  });

  it('reads no URL as prose: destinations, titles, labels and autolinks render as nothing', () => {
    expect(texts('see [plan](<the final round.md> "last attempt") and [x][last round]')).toEqual(['see plan and x']);
    expect(texts('the final <https://x.test/iteration2/3> round, <a@b.test>')).toEqual(['the final <> round, <>']);
    expect(texts('[last round]: <docs/a b.md> "final round"\n[b]: c\nthe text\n\n[c]: d')).toEqual(['the text']);
  });

  it('renders a paragraph with links before asking whether it is worth reading', () => {
    const worth = /out\s+of\s+retries/i;
    expect(inlineParagraphs(doc('out [of](x) retries\n\nout of\n\n[out](x)'), worth).map((p) => p.text)).toEqual(['out of retries']);
  });

  it('reads a paragraph past 64 KB in windows around the lines a phrase may be on, each character where it was', () => {
    const filler = `  ${'hello world sunny '.repeat(40)}\n`;
    // Lines 1-100 filler, 101-102 a phrase broken by emphasis over a line end, 103-200 filler, 201 a phrase; one paragraph.
    const text = `${filler.repeat(100)}  the **last**\n  attempt here\n${filler.repeat(98)}  one round left`;
    const worth = /last|round/i;
    const ps = inlineParagraphs(doc(text), worth);
    // Line 100 joined to line 101 holds "last" too.
    expect(ps.map((p) => [p.lines[0], p.lines.at(-1)])).toEqual([
      [97, 105],
      [197, 201],
    ]);
    const at = (word: string) => {
      const p = ps.find((x) => x.text.includes(word))!;
      const i = p.text.indexOf(word);
      return [p.line[i], p.column[i]! + 1];
    };
    expect(ps[0]!.text).toContain('the last attempt here');
    expect(at('the last attempt')).toEqual([101, 3]);
    expect(at('one round left')).toEqual([201, 3]);
    // Under 64 KB the paragraph is read whole, as before.
    const short = inlineParagraphs(doc(`${filler.repeat(10)}  the **last**\n  attempt here`), worth);
    expect(short.map((p) => [p.lines[0], p.lines.at(-1)])).toEqual([[1, 12]]);
  });

  it('reads a window too long to render at once in pieces, each phrase in exactly one of them, where it was', () => {
    const worth = /last\s+attempt/i;
    /** Every phrase the pieces answer for, as line:column, in order. */
    const owned = (text: string) => {
      const out: string[] = [];
      for (const p of inlineParagraphs(doc(text), worth)) {
        expect(p.text.length).toBeLessThan(40_000);
        const re = /last\s+attempt/gi;
        for (let m = re.exec(p.text); m; m = re.exec(p.text)) if (ownsAt(p, m.index)) out.push(`${p.line[m.index]}:${p.column[m.index]! + 1}`);
      }
      return out;
    };
    // Phrases on every line of a 6,000-line paragraph (one window of all of it), one broken over a line end.
    const lines = Array.from({ length: 6_000 }, (_, i) => (i === 4_000 ? '  our **last**' : `  [ last attempt [x] number ${i}`));
    lines[4_001] = '  attempt here';
    const many = owned(lines.join('\n'));
    expect(many).toHaveLength(5_999);
    expect(new Set(many).size).toBe(5_999);
    expect(many).toContain('4001:9');
    expect(many[0]).toBe('1:5');
    expect(many.at(-1)).toBe('6000:5');
    // One line of 400,000 characters: a phrase every 1,000, and one across each 32 KB piece's edge.
    const line = Array.from({ length: 400 }, (_, i) => `${'[ x '.repeat(245)}last attempt`.slice(0, 1_000)).join('');
    const edges = [32 * 1024 - 6, 64 * 1024 - 3];
    let long = line;
    for (const at of edges) long = `${long.slice(0, at)}last attempt${long.slice(at + 12)}`;
    const expected: number[] = [];
    for (let i = long.indexOf('last attempt'); i >= 0; i = long.indexOf('last attempt', i + 1)) expected.push(i + 1);
    expect(owned(long)).toEqual(expected.map((c) => `1:${c}`));
    expect(expected).toEqual(expect.arrayContaining(edges.map((e) => e + 1)));
  });

  it('keeps brackets that make no link: escaped, in code, unclosed, a task box, a shortcut', () => {
    expect(texts('\\[last](x) `[last](x)` [last](x [y] - [x] done')).toEqual(['\\[last](x) `[last](x)` [last](x [y] - [x] done']);
    expect(texts('[final]: ../plan.md and a < b > c')).toEqual(['[final]: ../plan.md and a < b > c']);
  });

  it('renders brackets that open no link and marks that pair with none as written, each character where it was', () => {
    for (const text of ['a [ last [ b\n  [ last * c', '[x] *a [b', '<b> _a [c', 'a [b](c d *e\n  f']) {
      const [p] = inlineParagraphs(doc(text));
      const lines = text.split('\n');
      const joined = lines.map((l, k) => (k ? l.trimStart() : l)).join(' ');
      expect(p!.text).toBe(joined);
      // Each character is its line's, at its column; the soft break's space sits past the end of its line.
      for (let i = 0; i < joined.length; i++) expect(lines[p!.line[i]! - 1]![p!.column[i]!] ?? ' ').toBe(joined[i]);
      expect(p!.starts).toEqual(lines.map((_, k) => lines.slice(0, k).reduce((n, l, j) => n + (j ? l.trimStart() : l).length + 1, 0)));
    }
  });

  // Their time is measured by bench/hostile.mjs (recommended-slot-language-100k-unclosed-links).
  it('keeps thousands of unclosed links as written', () => {
    const text = '[a](b'.repeat(50_000) + ' ![c]((d'.repeat(50_000);
    expect(texts(text)[0]!.length).toBe(text.length);
  });

  // A text with no `](` or `][` is read without the tables a link's destination or label needs. Read whole: a `](`
  // put before the text makes no link of its own (its `]` closes nothing, and no `]` stands before its `(`).
  it('reads a text without `](` or `][` as the whole reading does: autolinks only', () => {
    const TOKENS = ['[', ']', '(', ')', '<', '>', '!', '`', '\\', 'a', ' ', '"', "'", '*', '<http://x.y/z>', '<a@b.c>', '[x]', '[crit-2]', '](u)', '][r]', 'word'];
    let seed = 7;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const shown = (mask: Uint8Array | undefined, from: number, n: number) => Array.from({ length: n }, (_, i) => mask?.[from + i] ?? 0).join('');
    for (let k = 0; k < 5000; k++) {
      const text = Array.from({ length: 1 + Math.floor(next() * 16) }, () => TOKENS[Math.floor(next() * TOKENS.length)]!).join('');
      const fast = linkSyntax(text);
      expect(shown(fast, 0, text.length), text).toBe(shown(linkSyntax(`](${text}`), 2, text.length));
      // Nothing dropped is said as undefined: a paragraph then renders as written.
      if (fast) expect(fast.includes(1), text).toBe(true);
    }
  });

  it('reads no code or comment block; a comment inside the paragraph is blank and does not end it', () => {
    expect(texts('the last\n```\nx\n```\nattempt')).toEqual(['the last', 'attempt']);
    expect(texts('the last\n<!-- x -->\nattempt')).toEqual(['the last', 'attempt']);
    expect(texts('the last <!-- a\nb\n--> attempt')).toEqual(['the last attempt']);
    expect(where('the last <!-- a\nb\n--> attempt', 'attempt')).toEqual([3, 5]);
  });
});
