// criteria.md's criteria under a bare `## Acceptance` heading, written as a table, or missing from a criteria
// section altogether: read, numbered and reported as the bullets of the template's `## Done when` are.
import { describe, expect, it } from 'vitest';
import { MarkdownDoc } from '../../../packages/core/src/markdown/document.js';
import { numberedCriteria } from '../../../packages/core/src/model/plan/acceptance.js';
import owned from '../../../rules/engagement/criteria-owned.js';
import coverage from '../../../rules/engagement/criteria-trace-coverage.js';
import { criteria } from '../../helpers.js';
import { taskFile } from '../../plan-helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

const recommended = { preset: 'recommended' as const };
const CRITERIA = 'engagement/criteria.md';
const doc = (body: string) => new MarkdownDoc({ rel: 'criteria.md', abs: '/criteria.md', text: body, lines: body.split('\n'), bytes: body.length, problems: [] });
const read = (body: string) => numberedCriteria(doc(body)).map((c) => `${c.n}:${c.text}`);
const at = (body: string) => numberedCriteria(doc(body)).map((c) => `${c.n}@${c.line}:${c.column}`);
const task = (id: string, refs: string[]) => taskFile({ id, owner: 'dev', wave: 1, files: [`src/${id}.ts`], crit_refs: refs });
const handoff = (ns: number[]) => `# Handoff\n\n## 3. Criteria trace\n\n| # | Criterion | Status | Evidence |\n|---|---|---|---|\n${ns.map((n) => `| ${n} | criterion ${n} | ✅ | \`src/T${n}.ts\` |`).join('\n')}\n`;

// A Deliverables table (as the clean L example writes it) over the criteria under a bare `## Acceptance`.
const DELIVERABLES_TABLE = '## Deliverables expected\n| Deliverable | Bar |\n|---|---|\n| Metrics API | p95 < 300 ms |\n| Dashboard UI | KPI cards and a trend chart |\n';
const acceptance = (title: string) => `# Acceptance criteria — dashboard\n\n## Scope\nAn interactive dashboard.\n\n${DELIVERABLES_TABLE}\n${title}\n- the API returns daily visits\n- the dashboard renders four KPI cards\n- the range lives in the URL\n\n## Explicitly out of scope\n- CSV export\n`;

describe('numberedCriteria: a bare acceptance heading holds the criteria', () => {
  const titles = ['## Acceptance', '## Acceptance:', '## 3. Acceptance', '## Acceptance checks', '## Acceptance conditions', '## Acceptance (what the director checks)', '## Приёмка', '## Приемка', '## Условия приёмки'];
  it.each(titles)('%s', (title) => {
    expect(read(acceptance(title))).toEqual(['1:the API returns daily visits', '2:the dashboard renders four KPI cards', '3:the range lives in the URL']);
  });
  const none = ['## Acceptance log', '## Acceptance history', '## Acceptance sweep', '## Acceptances', '## Acceptance — iteration 2', '## Acceptance-log', '# Acceptance'];
  it.each(none)('%s is no criteria section (its bullets are not read)', (title) => {
    expect(numberedCriteria(doc(acceptance(title))).filter((c) => c.text.startsWith('the '))).toEqual([]);
  });
  // Their time is measured by bench/hostile.mjs (criteria-acceptance-and-table-runs).
  it('a title of 100,000 spaces after "Acceptance", an unclosed parenthesis or the word 10,000 times is none', () => {
    expect(read(`## Acceptance${' '.repeat(100_000)}x\n- a\n`)).toEqual([]);
    expect(read(`## Acceptance (${' '.repeat(100_000)}\n- a\n`)).toEqual([]);
    expect(read(`## ${'Acceptance '.repeat(10_000)}\n- a\n`)).toEqual([]);
  });
});

describe('numberedCriteria: a criteria section written as a table', () => {
  it('each body row of a Done-when table is a criterion, numbered in file order, at its row', () => {
    const body = '## Done when\n| Criterion | How checked |\n|---|---|\n| export returns 200 | curl |\n|  |  |\n| suite green | CI |\n';
    expect(read(body)).toEqual(['1:export returns 200 — curl', '2:suite green — CI']);
    expect(at(body)).toEqual(['1@4:3', '2@6:3']);
  });
  it('a `crit-N` in the first cell labels its row; a number cell is left out of the text', () => {
    expect(read('## Done when\n| ID | Criterion |\n|---|---|\n| crit-2 | export works |\n| **crit-5** | tests green |\n')).toEqual(['2:crit-2: export works', '5:**crit-5**: tests green']);
    expect(read('## Done when\n| # | Criterion |\n|---|---|\n| 1 | export works |\n| 2. | tests green |\n')).toEqual(['1:export works', '2:tests green']);
    expect(read('## Done when\n| Criterion | Check |\n|---|---|\n| crit-1: export works | curl |\n')).toEqual(['1:crit-1: export works — curl']);
  });
  it('a table without its outer pipes is read too', () => {
    expect(at('## Acceptance\nCriterion | Check\n---|---\nexport works | curl\ntests green | CI\n')).toEqual(['1@4:1', '2@5:1']);
  });
  it('a Deliverables table beside Done-when bullets is the deliverables: the bullets are the criteria', () => {
    expect(read(`${DELIVERABLES_TABLE}\n## Done when\n- a\n- b\n`)).toEqual(['1:a', '2:b']);
  });
  it('a Deliverables table beside an `## Acceptance log`: the rows are the criteria', () => {
    expect(read(acceptance('## Acceptance log'))).toEqual(['1:Metrics API — p95 < 300 ms', '2:Dashboard UI — KPI cards and a trend chart']);
  });
  it('a Deliverables table with an empty Done-when section: the rows are the criteria', () => {
    expect(read(`${DELIVERABLES_TABLE}\n## Done when\nSee the table above.\n`)).toEqual(['1:Metrics API — p95 < 300 ms', '2:Dashboard UI — KPI cards and a trend chart']);
  });
  it('Deliverables bullets and a Done-when table: both, in file order', () => {
    expect(read('## Deliverables expected\n- the endpoint\n\n## Done when\n| Criterion |\n|---|\n| returns 200 |\n')).toEqual(['1:the endpoint', '2:returns 200']);
  });
  it('a section with bullets keeps them: a table beside them is no criterion', () => {
    expect(read('## Done when\n- export works\n\n| Metric | Target |\n|---|---|\n| p95 | 300 ms |\n')).toEqual(['1:export works']);
  });
  it('a table in a fence, or pipes with no delimiter row, is none', () => {
    expect(read('## Done when\n```\n| a |\n|---|\n| b |\n```\n| c |\n| d |\n')).toEqual([]);
  });
  it('a row of 100,000 pipes or spaces holds no criterion', () => {
    expect(read(`## Done when\n| a |\n|---|\n${'|'.repeat(100_000)}\n| ${' '.repeat(100_000)} |\n`)).toEqual([]);
    expect(read(`## Done when\n${'|'.repeat(100_000)}\n${'|-'.repeat(50_000)}\n`)).toEqual([]);
  });
});

describe('criteria under `## Acceptance`, beside a Deliverables table', () => {
  const files = (ns: number[]) => ({ 'criteria.md': criteria({ size: 'L' }, acceptance('## Acceptance')), 'handoff.md': handoff(ns) });
  ruleTester(coverage, {
    valid: [
      { name: 'every criterion traced', files: files([1, 2, 3]), options: recommended, detail: exactly('§3 traces all 3 criteria') },
      { name: 'no handoff yet', status: 'skip', files: { 'criteria.md': files([])['criteria.md'] }, options: recommended, detail: 'handoff.md not yet written' },
    ],
    invalid: [
      { name: 'every criterion traced, as a list: warns at L', status: 'warn', files: { ...files([]), 'handoff.md': '# Handoff\n## 3. Criteria trace\n- crit-1 ✅\n- crit-2 ✅\n- crit-3 ✅\n' }, options: recommended, detail: /^§3 traces all 3 criteria, but holds no table/ },
      {
        name: '§3 misses crit-3',
        files: files([1, 2]),
        options: recommended,
        detail: exactly('§3 Criteria trace misses crit-3 of 3 criteria'),
        findings: [{ file: 'engagement/handoff.md', message: exactly(`crit-3 (${CRITERIA}:22 "the range lives in the URL") is not traced in §3`) }],
      },
    ],
  });
  ruleTester(owned, {
    valid: [
      { name: 'every criterion owned', files: { ...files([1]), 'tasks/T1.md': task('T1', ['crit-1', 'crit-2', 'crit-3']) }, detail: exactly('all 3 criteria owned by 1 task') },
      { name: 'no task files', status: 'skip', files: files([1]), detail: 'no task files' },
    ],
    invalid: [{ name: 'crit-3 unowned', files: { ...files([1]), 'tasks/T1.md': task('T1', ['crit-1', 'crit-2']) }, findings: [{ file: CRITERIA, line: 22, column: 3, message: /^crit-3 \("the range lives in the URL"\) is owned by no task$/ }] }],
  });
});

describe('criteria written as a table', () => {
  const TABLE = '# Acceptance criteria\n\n## Done when\n| ID | Criterion | Check |\n|---|---|---|\n| crit-1 | export returns 200 | curl |\n| crit-2 | suite green | CI |\n| crit-3 | docs name the endpoint | review |\n';
  const files = (ns: number[]) => ({ 'criteria.md': criteria({ size: 'M' }, TABLE), 'handoff.md': handoff(ns) });
  ruleTester(coverage, {
    valid: [{ name: 'every row traced', files: files([1, 2, 3]), options: recommended, detail: exactly('§3 traces all 3 criteria') }],
    invalid: [
      { name: '§3 misses crit-2', files: files([1, 3]), options: recommended, detail: exactly('§3 Criteria trace misses crit-2 of 3 criteria'), findings: [{ file: 'engagement/handoff.md', message: /^crit-2 \(engagement\/criteria\.md:14 "crit-2: suite green — CI"\)/ }] },
      { name: 'every row traced, as a list: warns at M', status: 'warn', files: { ...files([]), 'handoff.md': '# Handoff\n## 3. Criteria trace\n- crit-1 ✅\n- crit-2 ✅\n- crit-3 ✅\n' }, options: recommended, detail: /^§3 traces all 3 criteria, but holds no table/ },
    ],
  });
  ruleTester(owned, {
    valid: [{ name: 'every row owned', files: { ...files([1]), 'tasks/T1.md': task('T1', ['crit-1', 'crit-2', 'crit-3']) }, detail: exactly('all 3 criteria owned by 1 task') }],
    invalid: [
      {
        name: 'an unowned row, and a crit_ref past the table',
        files: { ...files([1]), 'tasks/T1.md': task('T1', ['crit-1', 'crit-2', 'crit-4']) },
        findings: [
          { file: 'engagement/tasks/T1.md', message: 'crit_ref `crit-4` names no criterion (criteria.md has crit-1..crit-3)' },
          { file: CRITERIA, line: 15, column: 3, message: /^crit-3 \("crit-3: docs name the endpoint — review"\) is owned by no task$/ },
        ],
      },
    ],
  });
});

// A criteria section that holds neither a bullet nor a table row: nothing a §3 can be checked against.
describe('a criteria section with no bullet or table row', () => {
  const PROSE = '# Acceptance criteria\n\n## Done when\nThe export works and the suite is green.\n\n## Notes\n- the export is CSV\n';
  const EMPTY = '# Acceptance criteria\n\n## Deliverables expected\n\n## Done when\n\n## Explicitly out of scope\n- XLSX\n';
  ruleTester(coverage, {
    valid: [
      { name: 'no handoff yet: nothing to check', status: 'skip', files: { 'criteria.md': criteria({ size: 'M' }, PROSE) }, options: recommended },
      { name: 'a bullet under it is read', files: { 'criteria.md': criteria({ size: 'M' }, PROSE.replace('The export', '- The export')), 'handoff.md': handoff([1]) }, options: recommended, detail: exactly('§3 traces all 1 criteria') },
    ],
    invalid: [
      {
        name: 'prose under `## Done when` fails at its heading',
        files: { 'criteria.md': criteria({ size: 'M' }, PROSE), 'handoff.md': handoff([1]) },
        options: recommended,
        detail: exactly('criteria.md names no criterion: its "Done when" section holds no bullet or table row to read (its bullets stand under "Notes"), so §3 cannot be checked against its criteria'),
        findings: [{ file: CRITERIA, line: 10, column: 1, message: exactly('"Done when" holds no bullet or table row to read: write each criterion under it as a bullet (`- …`) or a table row') }],
        fix: /^List the acceptance criteria in criteria\.md under `## Done when`/,
      },
      {
        name: 'empty Deliverables and Done-when sections: a finding at each',
        files: { 'criteria.md': criteria({ size: 'L' }, EMPTY), 'handoff.md': handoff([1]) },
        options: recommended,
        detail: exactly('criteria.md names no criterion: its "Deliverables expected", "Done when" sections hold no bullet or table row to read (its bullets stand under "Explicitly out of scope"), so §3 cannot be checked against its criteria'),
        findings: [
          { file: CRITERIA, line: 10, message: /^"Deliverables expected" holds no bullet or table row to read/ },
          { file: CRITERIA, line: 12, message: /^"Done when" holds no bullet or table row to read/ },
        ],
      },
    ],
  });
  // criteria-trace-coverage's failure is the one: criteria-owned skips, saying why.
  ruleTester(owned, {
    valid: [
      {
        name: 'prose under `## Done when`',
        status: 'skip',
        files: { 'criteria.md': criteria({ size: 'M' }, PROSE), 'tasks/T1.md': task('T1', ['crit-1']) },
        detail: exactly('criteria.md has no "Done when" / "Deliverables expected" bullets: its "Done when" section holds no bullet or table row to read; its bullets stand under "Notes", none of them a criteria section'),
      },
      { name: 'empty sections, no other bullet', status: 'skip', files: { 'criteria.md': criteria({ size: 'M' }, '# Acceptance criteria\n\n## Done when\n'), 'tasks/T1.md': task('T1', ['crit-1']) }, detail: exactly('criteria.md has no "Done when" / "Deliverables expected" bullets: its "Done when" section holds no bullet or table row to read') },
    ],
  });
});
