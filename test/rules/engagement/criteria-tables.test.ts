// criteria.md's criteria under a bare `## Acceptance` heading: read and numbered as the bullets of the template's `## Done when` are.
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
  it('a title of 100,000 spaces after "Acceptance" is read fast', () => {
    const t = Date.now();
    read(`## Acceptance${' '.repeat(100_000)}x\n- a\n`);
    read(`## Acceptance (${' '.repeat(100_000)}\n- a\n`);
    read(`## ${'Acceptance '.repeat(10_000)}\n- a\n`);
    expect(Date.now() - t).toBeLessThan(1000);
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

