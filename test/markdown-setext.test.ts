// Setext headings (a paragraph underlined with `===` or `---`) as the protocol reading takes them: their
// text as markdown renders it (`1\.` reads `1.`), and the criteria read from a criteria.md written with them.
import { describe, expect, it } from 'vitest';
import { MarkdownDoc, type FrontmatterKind } from '../packages/core/src/markdown/document.js';
import { unescaped } from '../packages/core/src/markdown/rendered.js';
import { criteriaSections, numberedCriteria } from '../packages/core/src/model/plan/acceptance.js';
import owned from '../rules/engagement/criteria-owned.js';
import coverage from '../rules/engagement/criteria-trace-coverage.js';
import handoffSections from '../rules/engagement/handoff-sections.js';
import { check, criteria } from './helpers.js';
import { taskFile } from './plan-helpers.js';

const doc = (text: string, frontmatter?: FrontmatterKind) => new MarkdownDoc({ rel: 'criteria.md', abs: '/criteria.md', text, lines: text.split('\n'), bytes: text.length, problems: [] }, { frontmatter });
const recommended = { preset: 'recommended' as const };

/** A criteria.md body: an ATX Deliverables table, then Done when and Explicitly out of scope underlined with `---`. */
const mixedBody = [
  '# Acceptance criteria — invoice-pdf-export',
  '',
  '## Deliverables expected',
  '| Deliverable | Bar |',
  '|---|---|',
  '| PDF endpoint | no existence leak |',
  '',
  'Done when',
  '---------',
  ...[1, 2, 3].map((n) => `- criterion ${n} holds`),
  '',
  'Explicitly out of scope',
  '-----------------------',
  '- Emailing the PDF',
  '- Digital signature of the PDF',
  '',
  '## Review mode',
  '`full`',
  '',
].join('\n');

/** The same criteria.md with every heading setext: the title underlined with `===`, the sections with `---`. */
const setextBody = [
  'Acceptance criteria — invoice-pdf-export',
  '========================================',
  '',
  'Done when',
  '---------',
  ...[1, 2, 3].map((n) => `- criterion ${n} holds`),
  '',
  'Explicitly out of scope',
  '-----------------------',
  '- Emailing the PDF',
  '',
].join('\n');

describe('setext headings in the protocol reading', () => {
  it('reads `===` as level 1 and `---` as level 2 after criteria.md frontmatter, whose fences are no underline', () => {
    const d = doc(criteria({}, setextBody), 'expected');
    // The frontmatter ends at line 7: its closing `---` follows a `key: value` line and underlines nothing.
    expect(d.bodyStart).toBe(8);
    expect(d.headingsIn('protocol')).toEqual([
      { level: 1, text: 'Acceptance criteria — invoice-pdf-export', line: 8, underline: 9 },
      { level: 2, text: 'Done when', line: 11, underline: 12 },
      { level: 2, text: 'Explicitly out of scope', line: 17, underline: 18 },
    ]);
    // A section ends before the next heading's text line, not at its underline.
    expect(d.sectionOf(d.headingsIn('protocol')[1]!)).toMatchObject({ start: 13, end: 16 });
  });

  it('takes no underline after a blank line, a table (with or without pipes), a list item or an indented `---`', () => {
    const none = [
      'Para\n\n---\nNext\n',
      'Para\n\n===\n',
      '| a | b |\n| --- | --- |\n| 1 | 2 |\n',
      'a | b\n---|---\n1 | 2\n',
      'a | b\n:---|---:\n',
      '- item\n---\n',
      '* item\n===\n',
      '1) item\n---\n',
      'Para\n    ---\n',
      'Para\n-- -\n',
    ];
    for (const text of none) expect(doc(text).headingsIn('protocol'), JSON.stringify(text)).toEqual(doc(text).headings);
    // Up to three spaces before the underline and blanks after it.
    expect(doc('Title\n   ---  \n').headingsIn('protocol')).toEqual([{ level: 2, text: 'Title', line: 1, underline: 2 }]);
  });

  it('reads a backslash-escaped `1\\.` as `1.`, so an escaped numbered title is a numbered section', () => {
    const d = doc('# Handoff\n\n1\\. Diff summary\n----------------\n- src/a.ts\n\n7\\. Self-acceptance\n===================\n1. [crit-1] x\n', 'if-mapping');
    expect(d.headingsIn('protocol').map((h) => [h.level, h.text, h.line])).toEqual([
      [1, 'Handoff', 1],
      [2, '1. Diff summary', 3],
      [1, '7. Self-acceptance', 7],
    ]);
    expect(d.section(1, 'protocol')).toMatchObject({ number: 1, title: 'Diff summary', start: 5, end: 6 });
    // The reference reading (`## N. Title` lines) reads none of them.
    expect(d.section(1)).toBeUndefined();
  });

  it('drops a backslash before ASCII punctuation only, and keeps it inside a code span', () => {
    expect(unescaped('1\\. Diff \\*summary\\* \\\\ done')).toBe('1. Diff *summary* \\ done');
    expect(unescaped('C:\\temp and \\é stay')).toBe('C:\\temp and \\é stay');
    expect(unescaped('see `a\\.b` and a\\.b')).toBe('see `a\\.b` and a.b');
    expect(unescaped('trailing \\')).toBe('trailing \\');
  });

  it('reads a long run of backslashes', () => {
    expect(unescaped('\\'.repeat(100_000)).length).toBe(50_000);
  });
});

describe('criteria.md written with setext headings', () => {
  it('ends the Done-when section at an `Explicitly out of scope` underlined with `---`', () => {
    const d = doc(criteria({}, mixedBody), 'expected');
    expect(criteriaSections(d).map((s) => [s.title, s.start, s.end])).toEqual([
      ['Deliverables expected', 11, 14],
      ['Done when', 17, 20],
    ]);
    expect(numberedCriteria(d).map((c) => `${c.n}:${c.text}`)).toEqual(['1:criterion 1 holds', '2:criterion 2 holds', '3:criterion 3 holds']);
  });

  it('reads a criteria.md whose every heading is setext', () => {
    expect(numberedCriteria(doc(criteria({}, setextBody), 'expected')).map((c) => `${c.n}:${c.text}`)).toEqual(['1:criterion 1 holds', '2:criterion 2 holds', '3:criterion 3 holds']);
  });

  const tasks = { 'tasks/T1.md': taskFile({ id: 'T1', owner: 'dev', wave: 1, files: ['src/a.ts'], crit_refs: ['crit-1', 'crit-2'] }), 'tasks/T2.md': taskFile({ id: 'T2', owner: 'dev', wave: 1, files: ['src/b.ts'], crit_refs: ['crit-3'] }) };
  const trace = `# Handoff — iteration 1\n\n## 3. Criteria trace\n\n| # | Criterion | Status | Evidence |\n|---|---|---|---|\n${[1, 2, 3].map((n) => `| ${n} | criterion ${n} holds | ✅ | \`src/a.ts\` |`).join('\n')}\n`;

  it('criteria-owned: the out-of-scope bullets under a setext heading are no criteria', async () => {
    for (const body of [mixedBody, setextBody]) {
      const r = await check(owned, { 'criteria.md': criteria({}, body), ...tasks });
      expect([r.status, r.detail], body).toEqual(['pass', 'all 3 criteria owned by 2 tasks']);
    }
  });

  it('criteria-trace-coverage: a setext Done when is the criteria section, and a setext heading ends it', async () => {
    for (const body of [mixedBody, setextBody]) {
      const r = await check(coverage, { 'criteria.md': criteria({}, body), 'handoff.md': trace }, { options: recommended });
      expect([r.status, r.detail], body).toEqual(['pass', '§3 traces all 3 criteria']);
    }
  });

  it('criteria-trace-coverage: bullets under a setext heading that is no criteria section are named by it', async () => {
    const r = await check(coverage, { 'criteria.md': criteria({}, '# Acceptance criteria\n\nDefinition of ready\n-------------------\n- criterion 1 holds\n'), 'handoff.md': trace }, { options: recommended });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('criteria.md names no criterion: it has no "Done when" section (its bullets stand under "Definition of ready"), so §3 cannot be checked against its criteria');
    expect(r.findings.map((f) => [f.file, f.line])).toEqual([['engagement/criteria.md', 10]]);
    expect(r.findings[0]!.message).toContain('"Definition of ready" is no criteria section');
  });
});

describe('a handoff whose numbered sections are setext with an escaped `N\\.`', () => {
  const handoff = ['# Handoff — iteration 1', '', ...[[1, 'Diff summary'], [2, 'Deliverables + criteria trace'], [5, 'Validation log'], [7, 'Self-acceptance']].flatMap(([n, t]) => [`${n}\\. ${t}`, '-'.repeat(20), '- N/A', '']), ''].join('\n');
  it('handoff-sections (recommended): S-tier sections written `1\\. Diff summary` over `---` are present', async () => {
    const r = await check(handoffSections, { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff }, { options: recommended });
    expect(r.status, r.detail).toBe('pass');
    expect(r.detail).toMatch(/S-tier minimum sections present/);
  });
});
