// A paragraph's inline text as markdown renders it: soft breaks as spaces, emphasis markers dropped,
// code spans kept as written, each character mapped back to its line and column.
import { describe, expect, it } from 'vitest';
import { MarkdownDoc } from '../packages/core/src/markdown/document.js';
import { inlineParagraphs } from '../packages/core/src/markdown/inline.js';

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

  it('reads no code or comment block; a comment inside the paragraph is blank and does not end it', () => {
    expect(texts('the last\n```\nx\n```\nattempt')).toEqual(['the last', 'attempt']);
    expect(texts('the last\n<!-- x -->\nattempt')).toEqual(['the last', 'attempt']);
    expect(texts('the last <!-- a\nb\n--> attempt')).toEqual(['the last attempt']);
    expect(where('the last <!-- a\nb\n--> attempt', 'attempt')).toEqual([3, 5]);
  });
});
