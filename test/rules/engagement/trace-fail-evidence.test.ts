import { describe, afterAll, expect, it } from 'vitest';
import rule from '../../../rules/engagement/trace-fail-evidence.js';
import { cleanupTrees } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';
import { MAX_CITED_PATHS } from '../../../packages/core/src/markdown/citations.js';
import { nthLineOf, lineOf } from '../graph/graph-helpers.js';
import { exactly } from './exactly.js';

afterAll(cleanupTrees);

const step = (verdict: string, action = 'click') => ({ action, selector: '#export', expected: 'csv', observed: verdict === 'PASS' ? 'csv' : '500', verdict });
const trace = (iteration: number, ...verdicts: string[]) =>
  JSON.stringify({ flow: 'export', iteration, captured_at: '2026-11-30T11:00:00Z', steps: verdicts.map((v) => step(v)) }, null, 2);
/** A finding at the n-th step's `"verdict"` key (JSON.stringify indents it by 6). */
const failAt = (file: string, text: string, n: number, why: string) => ({
  file: `engagement/${file}`,
  line: nthLineOf(text, '"verdict"', n),
  column: 7,
  message: `step ${n} (click) has verdict FAIL; trace is evidence (${why})`,
});

const iter2Fail = trace(2, 'PASS', 'FAIL');
const iter1Fail = trace(1, 'FAIL');
const iter3Fail = trace(3, 'fail');
const login = trace(1, 'PASS', 'PASS', 'FAIL');

ruleTester(rule, {
  valid: [
    { name: 'every evidence step passes', files: { iteration: '2\n', 'traces/iter-2/export.json': trace(2, 'PASS', 'PASS') }, detail: /1 evidence trace without a FAIL step/ },
    { name: 'an uncited FAIL trace of an earlier iteration', files: { iteration: '2\n', 'traces/iter-1/export.json': iter1Fail, 'traces/iter-2/export.json': trace(2, 'PASS') } },
    { name: 'no trace is evidence', files: { iteration: '2\n', 'traces/iter-1/export.json': iter1Fail }, detail: 'no trace is submitted as evidence (1 older trace not cited)' },
    { name: 'no traces and no citations', status: 'skip', files: { 'handoff.md': '## 1. Diff summary\n- src/a.ts\n' }, detail: 'no traces/ and no cited trace' },
    {
      name: 'an evidence file that is no trace with steps is named, not counted as checked',
      files: { iteration: '1\n', 'traces/iter-1/ok.json': trace(1, 'PASS'), 'traces/iter-1/search-flow.json': '[1,2]', 'handoff.md': '## 6. Exercised\n- `traces/iter-1/search-flow.json`\n' },
      detail: exactly('1 evidence trace without a FAIL step; 1 evidence file not read as a trace with steps (trace-schema reports it): iter-1/search-flow.json'),
    },
    {
      name: 'with no evidence file read as a trace with steps, the check skips',
      status: 'skip',
      files: { iteration: '1\n', 'traces/iter-1/c.json': '[{"verdict": "FAIL"}]', 'traces/iter-1/d.json': '{"steps": {}}' },
      detail: exactly('no evidence trace could be read for its steps: 2 evidence files not read as a trace with steps (trace-schema reports them): iter-1/c.json, iter-1/d.json'),
    },
    {
      name: 'broken, empty, array or binary traces are passed over',
      detail: exactly('1 evidence trace without a FAIL step; 4 evidence files not read as a trace with steps (trace-schema reports them): iter-1/a.json, iter-1/b.json, iter-1/c.json, iter-1/d.json'),
      files: {
        iteration: '1\n',
        'traces/iter-1/a.json': '{"steps": [',
        'traces/iter-1/b.json': '',
        'traces/iter-1/c.json': '[{"verdict": "FAIL"}]',
        'traces/iter-1/d.json': Buffer.from([0, 1, 2, 0xff]),
        'traces/iter-1/e.json': JSON.stringify({ steps: [null, 7, { verdict: 3 }, 'FAIL'] }),
      },
    },
  ],
  invalid: [
    {
      name: 'another form of FAIL (`FAILED`, `Error`) is a failing step too, named as written',
      files: { iteration: '2\n', 'traces/iter-2/export.json': trace(2, 'PASS', 'FAILED', 'Error') },
      findings: [
        { ...failAt('traces/iter-2/export.json', trace(2, 'PASS', 'FAILED', 'Error'), 2, 'current iteration 2'), message: 'step 2 (click) has verdict "FAILED" (a FAIL); trace is evidence (current iteration 2)' },
        { ...failAt('traces/iter-2/export.json', trace(2, 'PASS', 'FAILED', 'Error'), 3, 'current iteration 2'), message: 'step 3 (click) has verdict "Error" (a FAIL); trace is evidence (current iteration 2)' },
      ],
    },
    {
      name: 'a FAIL step in a current-iteration trace, at the line of its verdict',
      files: { iteration: '2\n', 'traces/iter-2/export.json': iter2Fail },
      detail: /^a failing step is submitted as evidence in engagement\/traces\/iter-2\/export.json$/,
      findings: [failAt('traces/iter-2/export.json', iter2Fail, 2, 'current iteration 2')],
    },
    {
      name: 'an older trace once the handoff cites it',
      files: { iteration: '2\n', 'traces/iter-1/export.json': iter1Fail, 'handoff.md': '## 6. Exercised\n- Export → 500. Evidence: `engagement/traces/iter-1/export.json`\n' },
      findings: [failAt('traces/iter-1/export.json', iter1Fail, 1, 'cited at engagement/handoff.md:L2')],
    },
    // Read as handoff-paths reads the citation: a line anchor names the file before it.
    ...['engagement/traces/iter-1/export.json#L12', 'engagement/traces/iter-1/export.json#L12-L20', 'traces/iter-1/export.json:12', 'traces/iter-1/export.json:12:5', 'engagement/traces/iter-1/export.json:L3'].map((cited) => ({
      name: `an older trace cited with a line anchor: ${cited}`,
      files: { iteration: '2\n', 'traces/iter-1/export.json': iter1Fail, 'traces/iter-2/export.json': trace(2, 'PASS'), 'handoff.md': `## 6. Exercised\n- Week preset re-checked as evidence: see \`${cited}\`\n` },
      findings: [failAt('traces/iter-1/export.json', iter1Fail, 1, 'cited at engagement/handoff.md:L2')],
    })),
    // Read as handoff-paths reads a citation written with Windows separators: the same path with `/`.
    ...['`engagement\\traces\\iter-1\\export.json`', '`traces\\iter-1\\export.json:12`', 'engagement\\traces\\iter-1\\export.json'].map((cited) => ({
      name: `an older trace cited with Windows separators: ${cited}`,
      files: { iteration: '2\n', 'traces/iter-1/export.json': iter1Fail, 'traces/iter-2/export.json': trace(2, 'PASS'), 'handoff.md': `## 6. Exercised\n- Week preset re-checked as evidence: see ${cited}\n` },
      findings: [failAt('traces/iter-1/export.json', iter1Fail, 1, 'cited at engagement/handoff.md:L2')],
    })),
    // The shared reading reads a bare path wherever it stands: an HTML link, a reference-style link's definition.
    ...[
      ['an HTML link', '- Week preset: see <a href="traces/iter-1/export.json">trace</a>\n', 2],
      ['a reference-style link', '- Week preset: see [trace][w]\n\n[w]: traces/iter-1/export.json\n', 4],
    ].map(([how, s6, line]) => ({
      name: `an older trace cited through ${how as string}`,
      files: { iteration: '2\n', 'traces/iter-1/export.json': iter1Fail, 'handoff.md': `## 6. Exercised\n${s6 as string}` },
      findings: [failAt('traces/iter-1/export.json', iter1Fail, 1, `cited at engagement/handoff.md:L${line as number}`)],
    })),
    {
      name: 'a trace is current by its iteration field',
      files: { iteration: '3\n', 'traces/export.json': iter3Fail },
      findings: [failAt('traces/export.json', iter3Fail, 1, 'current iteration 3')],
    },
    {
      name: 'traces cited in acceptance-log.md',
      files: { iteration: '4\n', 'traces/iter-1/login.json': login, 'acceptance-log.md': '## Iteration 1\n### Verdict: ACCEPT\n- evidence: `traces/iter-1/login.json`\n' },
      findings: [failAt('traces/iter-1/login.json', login, 3, 'cited at engagement/acceptance-log.md:L3')],
    },
  ],
});

describe('--preset recommended', () => {
  afterAll(cleanupTrees);

  const step = (verdict: string) => ({ action: 'click', selector: '#export', expected: 'csv', observed: verdict === 'PASS' ? 'csv' : '500', verdict });
  const trace = (iteration: number, verdict: string) => JSON.stringify({ flow: 'export', iteration, captured_at: '2026-11-30T11:00:00Z', steps: [step(verdict)] }, null, 2);
  const oldFail = trace(1, 'FAIL');
  const rework = {
    iteration: '2\n',
    'traces/iter-1/export.json': oldFail,
    'traces/iter-2/export.json': trace(2, 'PASS'),
    'acceptance-log.md': '# Acceptance log\n## Iteration 1\n### Verdict: REJECT\n- crit-2 export fails: `traces/iter-1/export.json` step 1 FAIL\n',
  };
  const atOldVerdict = { file: 'engagement/traces/iter-1/export.json', line: lineOf(oldFail, '"verdict"'), column: 7 };

  ruleTester(rule, {
    valid: [
      {
        name: 'an iteration-1 REJECT citing the old failing trace does not fail an iteration-2 handoff of passing traces',
        files: { ...rework, 'handoff.md': '# Handoff\n## 6. Exercised\n- export → csv → `traces/iter-2/export.json`\n' },
        detail: exactly('1 evidence trace without a FAIL step'),
      },
    ],
    invalid: [
      {
        name: 'a handoff that cites the old failing trace as history warns at its step',
        status: 'warn',
        files: { ...rework, 'handoff.md': '# Handoff\n## 6. Exercised\n- export → csv → `traces/iter-2/export.json` (previously failing: `traces/iter-1/export.json`)\n' },
        detail: exactly('handoff.md cites a failing trace of an earlier iteration: engagement/traces/iter-1/export.json'),
        findings: [{ ...atOldVerdict, message: exactly('step 1 (click) has verdict FAIL in a trace of iteration 1 that handoff.md cites (cited at engagement/handoff.md:L3); fine as history of the rework, a REJECT if it is offered as evidence') }],
      },
      {
        name: 'a §6 bullet citing the old failing trace as a markdown link fails',
        files: { ...rework, 'handoff.md': '# Handoff\n## 6. Exercised\n- Clicked «Месяц» → chart with 24 points. Evidence: [trace](traces/iter-1/export.json), `engagement/screens/iter-2/dark/m.png`.\n' },
        findings: [{ ...atOldVerdict, message: 'step 1 (click) has verdict FAIL; trace is evidence (cited at engagement/handoff.md:L3)' }],
      },
      {
        name: 'a §6 bullet citing the old failing trace as a bare path with a line range fails',
        files: { ...rework, 'handoff.md': '# Handoff\n## 6. Exercised\n- Clicked «Месяц» → 24 points. Evidence: traces/iter-1/export.json line 45-52, `engagement/screens/iter-2/dark/m.png`\n' },
        findings: [{ ...atOldVerdict, message: 'step 1 (click) has verdict FAIL; trace is evidence (cited at engagement/handoff.md:L3)' }],
      },
      {
        name: 'a trace cited as history on one line and as evidence on another fails',
        files: {
          ...rework,
          'handoff.md': '# Handoff\n## 6. Exercised\n- export → csv → `traces/iter-1/export.json`\n\n## 7c. Delta vs iteration 1\n| Blocker | Change | Evidence |\n|---|---|---|\n| export failed in iter-1 (`traces/iter-1/export.json`) | fixed | `traces/iter-2/export.json` |\n',
        },
        findings: [{ ...atOldVerdict, message: 'step 1 (click) has verdict FAIL; trace is evidence (cited at engagement/handoff.md:L3)' }],
      },
      {
        name: "the handoff's §7c delta table citing the old failing trace as the rework's history warns",
        status: 'warn',
        files: {
          ...rework,
          'handoff.md':
            '# Handoff\n## 6. Exercised\n- export → csv → `traces/iter-2/export.json`\n\n## 7c. Delta vs iteration 1\n| Iteration 1 blocker | Iteration 2 change | Evidence |\n|---|---|---|\n| crit-2: export preset (`engagement/traces/iter-1/export.json`) | export re-done | `engagement/traces/iter-2/export.json` |\n',
        },
        detail: exactly('handoff.md cites a failing trace of an earlier iteration: engagement/traces/iter-1/export.json'),
        findings: [{ ...atOldVerdict, message: /that handoff.md cites \(cited at engagement\/handoff.md:L8\); fine as history/ }],
      },
      {
        name: 'an ACCEPT entry of acceptance-log.md mentioning the old failing trace as history warns',
        status: 'warn',
        files: {
          ...rework,
          'handoff.md': '# Handoff\n## 6. Exercised\n- export → csv → `traces/iter-2/export.json`\n',
          'acceptance-log.md':
            '# Acceptance log\n## Iteration 1\n### Verdict: REJECT\n- crit-2 export fails: `traces/iter-1/export.json` step 1 FAIL\n## Iteration 2\n### Criteria\n- crit-2 ✅ reload step in the same trace (it failed in iteration 1, `engagement/traces/iter-1/export.json`; fixed)\n### Verdict: ACCEPT\n',
        },
        detail: exactly('acceptance-log.md cites a failing trace of an earlier iteration: engagement/traces/iter-1/export.json'),
        findings: [{ ...atOldVerdict, message: /that acceptance-log.md cites \(cited at engagement\/acceptance-log.md:L7\); fine as history/ }],
      },
      {
        name: 'an ACCEPT iteration citing a failing trace still fails',
        files: { ...rework, 'acceptance-log.md': '# Acceptance log\n## Iteration 2\n### Verdict: ACCEPT\n- evidence `traces/iter-1/export.json`\n' },
        findings: [{ ...atOldVerdict, message: 'step 1 (click) has verdict FAIL; trace is evidence (cited at engagement/acceptance-log.md:L4)' }],
      },
    ],
  });
});

describe('trace-fail-evidence: a handoff citing more paths than are read', () => {
  const many = `# Handoff\n${'`src/a.ts` '.repeat(MAX_CITED_PATHS)}\n- Export: \`traces/iter-1/export.json\`\n`;
  const cutDetail = `; handoff.md cites more than ${MAX_CITED_PATHS} paths: those from line 3 on were not read`;

  it('warns at the line where reading stopped: a trace cited past it is not known to be evidence', async () => {
    const r = await lint(rule, { files: { iteration: '2\n', 'traces/iter-1/export.json': iter1Fail, 'handoff.md': many } });
    expect(r.status).toBe('warn');
    expect(r.detail).toBe(`no trace is submitted as evidence (1 older trace not cited)${cutDetail}; a trace cited there was not checked`);
    expect(r.findings.map((f) => [f.file, f.line, f.message])).toEqual([['engagement/handoff.md', 3, `more than ${MAX_CITED_PATHS} cited paths: from this line on, none was checked`]]);
  });

  it('keeps a failing trace read before the cut a failure, and names the cut', async () => {
    const r = await lint(rule, { files: { iteration: '2\n', 'traces/iter-2/export.json': iter2Fail, 'handoff.md': many } });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe(`a failing step is submitted as evidence in engagement/traces/iter-2/export.json${cutDetail}`);
    expect(r.findings.map((f) => f.line)).toEqual([nthLineOf(iter2Fail, '"verdict"', 2), 3]);
  });
});
