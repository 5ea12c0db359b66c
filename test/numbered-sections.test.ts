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
