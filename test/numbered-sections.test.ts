// How handoff sections are found by number: the reference's `## N. Title`, and the forms the protocol's authors write.
import { describe, expect, it } from 'vitest';
import { MarkdownDoc, protocolNumbered } from '../packages/core/src/markdown/document.js';

const doc = (text: string) => new MarkdownDoc({ rel: 'handoff.md', abs: '/handoff.md', text, lines: text.split('\n'), bytes: text.length, problems: [] });

describe('numbered sections', () => {
  it('reads each way of writing a numbered heading, in the protocol reading only', () => {
    const forms: Array<[string, number, string]> = [
      ['1. Diff summary', 1, 'Diff summary'],
      ['1) Diff summary', 1, 'Diff summary'],
      ['1: Diff summary', 1, 'Diff summary'],
      ['1 — Diff summary', 1, 'Diff summary'],
      ['1 - Diff summary', 1, 'Diff summary'],
      ['1 Diff summary', 1, 'Diff summary'],
      ['§1. Diff summary', 1, 'Diff summary'],
      ['§ 1 Diff summary', 1, 'Diff summary'],
      ['Section 1 — Diff summary', 1, 'Diff summary'],
      ['Раздел 3: Трассировка критериев', 3, 'Трассировка критериев'],
      ['**1. Diff summary (PRIMARY)**', 1, 'Diff summary (PRIMARY)'],
      ['📦 11. Known deferrals', 11, 'Known deferrals'],
    ];
    for (const [heading, n, title] of forms) {
      expect(protocolNumbered(heading), heading).toEqual({ n, title });
      const d = doc(`# Handoff\n## ${heading}\nbody\n## 2. Deliverable manifest\n`);
      expect(d.section(n, 'protocol')?.title, heading).toBe(title);
      expect(d.section(n, 'protocol')?.start, heading).toBe(3);
      // The reference reads `## N. Title` only.
      expect(d.section(n)?.number, heading).toBe(/^\d+\. /.test(heading) ? n : undefined);
    }
  });

  it('passes over a heading numbered n that carries another section\'s title, in the protocol reading, when one is told', () => {
    const text = '# Handoff\n## 7. Executor reports\na\n## 7. Self-acceptance\nb\n## 5. Validation log\nc\n## 5. Deploy log\nd\n';
    const misnumbered = (title: string, n: number) => (n === 7 ? title.startsWith('Executor') : n === 5 ? true : false);
    const told = new MarkdownDoc({ rel: 'handoff.md', abs: '/handoff.md', text, lines: text.split('\n'), bytes: text.length, problems: [] }, { misnumbered });
    expect(told.section(7, 'protocol')?.heading.line).toBe(4);
    // Every heading numbered 5 carries another title: the first stands.
    expect(told.section(5, 'protocol')?.heading.line).toBe(6);
    // The reference reading, and a document not told which titles are whose, take the first.
    expect(told.section(7)?.heading.line).toBe(2);
    expect(doc(text).section(7, 'protocol')?.heading.line).toBe(2);
  });

  it('does not take a sub-numbered heading, a year, a decimal or a sentence for a section', () => {
    for (const heading of ['4a. Cross-validation', '2026 roadmap', 'Iteration 2', 'Notes', '1.5x faster']) expect(protocolNumbered(heading), heading).toBeUndefined();
  });

  it('uses level-2 headings, else the shallowest level that numbers its sections', () => {
    const level3 = doc('# Handoff\n### 1. Diff summary\na\n### 2. Deliverable manifest\nb\n');
    expect(level3.numberedSections('protocol').map((s) => [s.number, s.heading.line])).toEqual([[1, 2], [2, 4]]);
    expect(level3.numberedSections()).toEqual([]);
    // Numbered concerns under a level-2 §7 are not sections.
    const mixed = doc('## 7. Self-acceptance\n### 1. First concern\n### 2. Second concern\n## 8. Deploy log\n');
    expect(mixed.numberedSections('protocol').map((s) => s.number)).toEqual([7, 8]);
    expect(mixed.section(7, 'protocol')?.end).toBe(3);
  });

  it('takes lettered sub-sections written at the section\'s own level into it (`## 7.` then `## 7a.`)', () => {
    const d = doc('## 7. Self-acceptance\n## 7a. Mechanical pre-check\nx\n## 7b. Honest concerns\n1. [crit-1] y\n## 8. Deploy log\n');
    expect(d.section(7, 'protocol')).toMatchObject({ start: 2, end: 5 });
    expect(d.section(8, 'protocol')?.start).toBe(7);
    // The reference reading keeps `## 7.` to itself.
    expect(d.section(7)?.end).toBe(1);
    // A section 70 is no sub-section of 7.
    expect(doc('## 7. A\nx\n## 70. B\ny\n').section(7, 'protocol')?.end).toBe(2);
  });
});

// Setext headings (a paragraph underlined with `===` or `---`) are headings as markdown renders them: the
// protocol reading takes them, the reference reading (its `## ` line regexes) does not.
describe('setext headings', () => {
  it('reads `===` as level 1 and `---` as level 2 in the protocol reading only', () => {
    const d = doc('Handoff\n=======\n\nDiff summary\n------------\n- src/a.ts\n## Notes\n');
    expect(d.headingsIn('protocol')).toEqual([
      { level: 1, text: 'Handoff', line: 1, underline: 2 },
      { level: 2, text: 'Diff summary', line: 4, underline: 5 },
      { level: 2, text: 'Notes', line: 7 },
    ]);
    expect(d.headingsIn('reference')).toEqual([{ level: 2, text: 'Notes', line: 7 }]);
    expect(d.headings).toEqual(d.headingsIn('reference'));
  });

  it('joins a paragraph of several lines, and blanks a comment in it', () => {
    expect(doc('Dangerous-op user OK\n— 2026-06-02 09:10 <!-- after the call -->\n---\n').headingsIn('protocol')).toEqual([{ level: 2, text: 'Dangerous-op user OK — 2026-06-02 09:10', line: 1, underline: 3 }]);
  });

  it('takes no `---` after a blank line, a list item, a quote, a table, a heading, code or a comment, nor the frontmatter delimiter', () => {
    const none = [
      'Para\n\n---\n',
      '- item\n---\n',
      '7. Self-acceptance\n---\n',
      '> quoted\n---\n',
      '| a | b |\n|---|---|\n| 1 | 2 |\n---\n',
      '## Title\n---\n',
      '```\ncode\n```\n---\n',
      '    indented code\n---\n',
      '<!--\nhidden\n-->\n---\n',
      '```\nTitle\n---\n```\n',
      '---\ntitle: x\n---\nbody\n',
      '---\nnot yaml keys\n---\nbody\n',
      'Para\n- - -\n',
      'Para\n***\n',
    ];
    for (const text of none) expect(doc(text).headingsIn('protocol'), JSON.stringify(text)).toEqual(doc(text).headings);
    // After a thematic break the next paragraph can be a heading again.
    expect(doc('- item\n---\nTitle\n---\n').headingsIn('protocol')).toEqual([{ level: 2, text: 'Title', line: 3, underline: 4 }]);
  });

  it('numbers a setext section in the protocol reading, its body after the underline, and ends sections at setext headings', () => {
    const d = doc('# Handoff\n## 6. Exercised\n- a\n\n§7 Self-acceptance\n------------------\n1. [crit-1] x\n\nDeploy log\n----------\n- N/A\n');
    expect(d.section(7, 'protocol')).toMatchObject({ number: 7, title: 'Self-acceptance', start: 7, end: 8 });
    // §6 ends where the setext §7 starts in the protocol reading; the reference reads on to the end.
    expect(d.section(6, 'protocol')?.end).toBe(4);
    expect(d.section(6)?.end).toBe(12);
    expect(d.section(7)).toBeUndefined();
    // sectionOf: a setext heading's section is read in the protocol reading unless told.
    const deploy = d.headingsIn('protocol').find((h) => h.text === 'Deploy log')!;
    expect(d.sectionOf(deploy)).toMatchObject({ start: 11, end: 12 });
    expect(d.sections((h) => h.text.startsWith('§7'), 'protocol').map((s) => [s.start, s.end])).toEqual([[7, 8]]);
    expect(d.sections((h) => h.text.startsWith('§7'))).toEqual([]);
  });
});
