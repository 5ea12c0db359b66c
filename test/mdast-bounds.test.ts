// What remark (micromark) is given: a text whose marks it would resolve super-linearly is refused
// before any parse (MARKDOWN_BOUNDS), and a real §6 is parsed exactly as remark parses it.
// No timings here: each case asserts the bound is applied, and the shapes are the ones measured.
import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { MARKDOWN_BOUNDS, MarkdownRefused, markdownRefusal, parseMarkdown } from '../packages/core/src/markdown/mdast.js';
import { MarkdownDoc } from '../packages/core/src/markdown/document.js';

const { blockMarks, marks, pipes } = MARKDOWN_BOUNDS;
const HEAD = '## 6. Exercised\n';
/** `unit` repeated until the text holds `n` of the counted characters (`count` of one unit each). */
const units = (unit: string, n: number, count: number) => unit.repeat(Math.ceil(n / count));

const refusal = (text: string, offset = 0) => {
  try {
    parseMarkdown(text, offset);
  } catch (e) {
    expect(e).toBeInstanceOf(MarkdownRefused);
    return e as MarkdownRefused;
  }
  throw new Error('parsed, not refused');
};

describe('markdown bounds: pathological shapes just over a bound are refused before the parse', () => {
  // One line, one paragraph: micromark walks back over the paragraph for each closing mark.
  const crowded: Array<[string, string, number]> = [
    ['emphasis `*a`', '*a', 1],
    ['mixed emphasis `*_a`', '*_a', 2],
    ['intraword `_a`', '_a', 1],
    ['strikethrough `~a`', '~a', 1],
    ['strikethrough `~~a`', '~~a', 2],
    ['emphasis runs `**a*`', '**a*', 3],
    ['link openers `[a`', '[a', 1],
    ['image openers `![`', '![', 1],
    ['footnote calls `[^a`', '[^a', 1],
    ['link references `[a][`', '[a][', 3],
    ['links without destination `[a](`', '[a](', 2],
    ['closing brackets `]`', ']', 1],
  ];
  for (const [name, unit, per] of crowded) {
    it(`${name}: ${blockMarks + 1} marks in one paragraph`, () => {
      const text = HEAD + units(unit, blockMarks + per, per);
      const e = refusal(text, 40);
      expect(e.line).toBe(42);
      expect(e.message).toMatch(/^more than 1,024 emphasis, strikethrough or link marks .* in one paragraph or item$/);
      // The full-size attack (a 120 KB line) is refused the same way.
      expect(markdownRefusal(HEAD + unit.repeat(Math.floor((120 * 1024) / unit.length)))?.message).toBe(e.message);
    });
  }

  it('nested brackets, `[` then `]`, over the block bound', () => {
    expect(refusal(HEAD + '['.repeat(600) + ']'.repeat(600)).line).toBe(2);
  });

  it('a paragraph spread over lines, continued by lines that may continue it (`2.` items, deep bullets, table rows), counts as one', () => {
    const line = '*a'.repeat(100);
    for (const cont of [line, `2. ${line}`, `    - ${line}`, `| ${line} |`, `\t- ${line}`, `-${line}`, `1.${line}`]) {
      const text = `${HEAD}x ${line}\n${Array.from({ length: 10 }, () => cont).join('\n')}\n`;
      // 100 marks a line: the 1,025th is on the last of the eleven, the paragraph counted whole.
      expect(refusal(text).line, cont.slice(0, 8)).toBe(12);
    }
  });

  it('words (runs of ASCII letters and digits) after an open `[` (or `![`): 2,049 in one paragraph, 16,385 in all', () => {
    const e = refusal(`${HEAD}- see ![shot ${'a '.repeat(2049)}`);
    expect([e.line, e.message]).toEqual([2, 'more than 2,048 words after a `[` in one paragraph or item']);
    // Words before the `[` cost nothing more; on lines of their own they count as well.
    expect(markdownRefusal(`${HEAD}${'a '.repeat(20_000)}[x`)).toBeUndefined();
    expect(refusal(`${HEAD}[x\n${Array.from({ length: 100 }, () => 'a '.repeat(21)).join('\n')}`).line).toBe(100); // the 98th line of 21 words
    const block = `- [a ${'a '.repeat(2047)}`;
    expect(markdownRefusal(HEAD + Array.from({ length: 8 }, () => block).join('\n'))).toBeUndefined();
    expect(refusal(HEAD + Array.from({ length: 9 }, () => block).join('\n')).message).toBe('more than 16,384 words after a `[` in its paragraphs and items');
    // Words however separated (`a,a`, `a(a`, `1:2`) count; runs of other letters do not start an autolink.
    for (const sep of [',', '(', ':', '"', '\u00a0', 'é']) expect(markdownRefusal(`${HEAD}[${`a${sep}`.repeat(2049)}`)?.line, sep).toBe(2);
    expect(markdownRefusal(`${HEAD}[${'бб '.repeat(5000)}`)).toBeUndefined();
    // The full-size attack: one `[` before 120 KB of words.
    expect(markdownRefusal(`${HEAD}[${'a '.repeat(60_000)}`)?.line).toBe(2);
  });

  it('link reference definitions without a destination form one paragraph', () => {
    const text = HEAD + Array.from({ length: 600 }, (_, i) => `[d${i}]: `).join('\n');
    expect(refusal(text).message).toMatch(/in one paragraph or item/);
  });

  // Spread over blocks each within the block bound: every mark still costs tens of plain characters.
  const spread: Array<[string, (k: number) => string, string]> = [
    ['emphasis in bullets', () => `- ${'*a'.repeat(512)}`, '\n'],
    ['strikethrough in paragraphs', () => '~a'.repeat(512), '\n\n'],
    ['code ticks', () => '`a'.repeat(1024), '\n'],
    ['HTML openers', () => '<a '.repeat(1024), '\n'],
    ['escapes', () => '\\*'.repeat(512), '\n\n'],
    ['entities', () => '&#123;'.repeat(1024), '\n'],
  ];
  for (const [name, block, sep] of spread) {
    it(`${name}: ${marks + 1} marks in the text`, () => {
      const blocks: string[] = [];
      while (blocks.join(sep).split('').filter((c) => '*_~[]`<\\&'.includes(c)).length <= marks) blocks.push(block(blocks.length));
      const e = refusal(HEAD + blocks.join(sep));
      expect(e.message).toMatch(/^more than 4,096 emphasis, link, code or HTML marks/);
    });
  }

  it(`a table of more than ${pipes} pipes (a 900-row table, a row of 2,000 columns)`, () => {
    const rows = (cols: number, n: number) => ['|' + 'a|'.repeat(cols), '|' + '-|'.repeat(cols), ...Array.from({ length: n }, () => '|' + 'x|'.repeat(cols))].join('\n');
    expect(refusal(HEAD + rows(60, 900)).message).toBe('more than 1,024 table pipes (`|`)');
    expect(refusal(HEAD + rows(2000, 0)).line).toBe(2);
    // Just over: 1,025 pipes.
    expect(refusal(HEAD + rows(4, 203)).message).toBe('more than 1,024 table pipes (`|`)');
    expect(markdownRefusal(HEAD + rows(4, 202))).toBeUndefined();
  });
});

describe('markdown bounds: what stays within them is parsed as remark parses it', () => {
  const remark = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm);

  it('marks up to the block bound in one paragraph, and up to the text bound in blocks split by blank lines, bullets and `1.` items', () => {
    expect(markdownRefusal(HEAD + '*a'.repeat(blockMarks / 2))).toBeUndefined();
    const block = '*_a'.repeat(blockMarks / 2);
    const text = `${HEAD}${block}\n\n- ${block}\n+ ${block}\n> 1. ${block}`;
    expect(markdownRefusal(text)).toBeUndefined();
    expect(parseMarkdown(text, 0)).toEqual(remark.parse(text));
    expect(markdownRefusal(text + '*')).toBeDefined();
  });

  it('a realistic §6 (lists, links, emphasis, code, inline HTML, a 50-row table) is parsed, positions shifted', () => {
    const bullets = Array.from({ length: 40 }, (_, i) =>
      [`- **Control ${i}** (dark theme): opened via \`File → Export\`, chose *PNG*; see [capture](screens/iter-2/dark/c${i}.png) and \`traces/c${i}.zip\`.`, `  - light: ![shot](screens/iter-2/light/c${i}.png) <a href="traces/c${i}.json">trace</a> ~~old~~ _new_ [ref][w${i}]`].join('\n'),
    );
    const definitions = Array.from({ length: 40 }, (_, i) => `[w${i}]: traces/w${i}.zip`);
    const table = ['| Control | Theme | Evidence |', '|---|:---:|---|', ...Array.from({ length: 50 }, (_, i) => `| **Row ${i}** | dark | [capture](screens/r${i}.png), \`traces/r${i}.zip\` |`)];
    const text = [HEAD.trimEnd(), ...bullets, '', '1. First `a`', '2. Second [b](c)', '', ...table, '', '```sh', 'ls screens/ | wc -l', '```', '', ...definitions, ''].join('\n');
    expect(markdownRefusal(text)).toBeUndefined();
    const tree = parseMarkdown(text, 10);
    const plain = remark.parse(text);
    expect(tree.children.map((c) => c.type)).toEqual(plain.children.map((c) => c.type));
    const kinds = tree.children.map((c) => c.type);
    expect(kinds).toEqual(expect.arrayContaining(['heading', 'list', 'table', 'code', 'definition']));
    const table50 = tree.children.find((c) => c.type === 'table') as { children: unknown[] };
    expect(table50.children).toHaveLength(51);
    expect(tree.children[0]!.position!.start.line).toBe(11);
    // Shifted back, the tree is remark's own.
    expect(parseMarkdown(text, 0)).toEqual(plain);
  });

  it('MarkdownDoc.mdast hands the refusal to its caller, at the file line', async () => {
    const lines = ['# Handoff', '', HEAD.trimEnd(), '- ok `screens/a.png`', '*_a'.repeat(40_000), '## 7. Next'];
    const doc = new MarkdownDoc({ rel: 'handoff.md', abs: '/handoff.md', text: lines.join('\n'), lines, bytes: 0, problems: [] });
    await expect(doc.mdast({ start: 3, end: 5 })).rejects.toMatchObject({ name: 'MarkdownRefused', line: 5 });
    await expect(doc.mdast({ start: 3, end: 4 })).resolves.toMatchObject({ type: 'root' });
  });
});
