import { describe } from 'vitest';
import rule from '../../../rules/engagement/executor-iteration-structure.js';
import { ruleTester, type Tree } from '../../rule-tester.js';
import { criteria } from '../../helpers.js';
import { exactly } from './exactly.js';

const report = (...ns: number[]) => ['# dev executor report', ...ns.map((n) => `\n## Iteration ${n} — 2026-05-0${n}\n\n- work`), ''].join('\n');
const reports = (name: string) => `engagement/executor-reports/${name}`;

/** Nothing to check yet; each case also holds a report outside executor-reports/. */
const SKIPS: Array<{ name: string; files: Tree; detail: RegExp }> = [
  { name: 'no counter', files: {}, detail: /counter missing/ },
  { name: 'an unparseable counter', files: { iteration: 'two' }, detail: /unparseable/ },
  { name: 'counter 1', files: { iteration: '1' }, detail: /iteration=1/ },
  { name: 'no executor-reports/', files: { iteration: '2' }, detail: /no executor-reports/ },
];

ruleTester(rule, {
  valid: [
    ...SKIPS.map((c) => ({ ...c, status: 'skip' as const, files: { ...c.files, 'executor-reports-old.md': report(1) } })),
    {
      name: 'every report has iteration 1 and the current one',
      files: { iteration: '3', 'executor-reports/a.md': report(1, 2, 3), 'executor-reports/b.md': report(1, 3) },
      detail: 'all 2 executor-reports have iteration-3 structure',
    },
    { name: 'an empty executor-reports/', files: { iteration: '2', 'executor-reports/': '' } },
  ],
  invalid: [
    {
      name: 'reports lacking iteration 1 or the current iteration, at their last iteration heading',
      files: {
        iteration: '2',
        'executor-reports/a-ok.md': report(1, 2),
        'executor-reports/b-no-current.md': report(1),
        'executor-reports/c-no-first.md': report(2),
        'executor-reports/d-overwritten.md': '# dev report\n\n## What was done\n- everything\n',
        'executor-reports/e-sub-level.md': '# r\n### Iteration 1\n### Iteration 2\n',
        'executor-reports/notes.txt': 'ignored',
      },
      detail: 'executor-reports missing `## Iteration 2` (and/or `## Iteration 1`) heading: b-no-current.md, c-no-first.md, d-overwritten.md, e-sub-level.md',
      findings: [
        { file: reports('b-no-current.md'), line: 3, column: 1, message: 'missing `## Iteration 2` (has 1)' },
        { file: reports('c-no-first.md'), line: 3, column: 1, message: 'missing `## Iteration 1` (has 2)' },
        { file: reports('d-overwritten.md'), line: 1, column: 1, message: 'missing `## Iteration 1` and `## Iteration 2` (no iteration headings)' },
        { file: reports('e-sub-level.md'), line: 1, column: 1, message: 'missing `## Iteration 1` and `## Iteration 2` (no iteration headings)' },
      ],
    },
    {
      name: 'Iteration 12 is not Iteration 1',
      files: { iteration: '2', 'executor-reports/a.md': report(12, 2) },
      // Located where `## Iteration 1` belongs: before the report's first round.
      findings: [{ file: reports('a.md'), line: 3, column: 1, message: 'missing `## Iteration 1` (has 12, 2)' }],
    },
    {
      name: 'a report whose first round was cut: located at the first heading left, not the last',
      files: { iteration: '3', 'executor-reports/a.md': report(2, 3) },
      findings: [{ file: reports('a.md'), line: 3, column: 1, message: 'missing `## Iteration 1` (has 2, 3)' }],
    },
    {
      name: 'a binary report',
      files: { iteration: '2', 'executor-reports/x.md': Buffer.from([0, 0xff, 0xfe]) },
      findings: [{ file: reports('x.md'), line: 1, column: 1, message: 'missing `## Iteration 1` and `## Iteration 2` (no iteration headings)' }],
    },
  ],
});

describe('--preset recommended', () => {
  const L = { 'criteria.md': criteria({ size: 'L' }), iteration: '2\n' };
  const recommended = { preset: 'recommended' as const };
  const notRedispatched = {
    ...L,
    'executor-reports/dev-backend.md': '# dev-backend\n## Iteration 1\n- crit-1 done\n## Iteration 2\n- fixed crit-2\n',
    'executor-reports/dev-frontend.md': '# dev-frontend\n## Iteration 1\n- crit-3 done\n',
  };
  const late = { ...L, 'executor-reports/dev-b.md': '# dev-b\n## Iteration 2\n- joined for crit-4\n' };
  // Iteration 3: dev-backend has its round-3 section, dev-frontend's report stops at iteration 2 (its heading on L4).
  const redispatched = (s4: string) => ({
    ...L,
    iteration: '3\n',
    'handoff.md': `# Handoff — iteration 3\n\n## 4. Executor reports\n- dev-backend — \`executor-reports/dev-backend.md\`\n${s4}\n`,
    'executor-reports/dev-backend.md': '# dev-backend\n## Iteration 1\n- a\n## Iteration 3\n- c\n',
    'executor-reports/dev-frontend.md': '# dev-frontend\n## Iteration 1\n- a\n## Iteration 2\n- b\n',
  });
  const dispatch = (who: string, extra = '') => `{"type": "specialist_dispatched", "specialist": "${who}"${extra}}`;
  const submitted = (n: number) => `{"type": "handoff_submitted", "iteration": ${n}}`;

  ruleTester(rule, {
    valid: [
      {
        name: 'recommended: iteration 2 rejected on a criterion of another specialist\'s task: dev-frontend was not re-dispatched',
        files: {
          ...redispatched('- dev-frontend — `executor-reports/dev-frontend.md`'),
          'acceptance-log.md': '# Acceptance log\n## Iteration 2\n### Verdict: REJECT\n- F-1 [crit-1]: the export drops the last row\n',
          'tasks/T1.md': '---\nid: T1\nowner: dev-backend\ncrit_refs: [crit-1]\n---\n',
          'tasks/T2.md': '---\nid: T2\nowner: dev-frontend\ncrit_refs: [crit-3]\n---\n',
        },
        options: recommended,
      },
      {
        name: 'recommended: a specialist whose task was not re-dispatched keeps only iteration 1, and the detail says how many reached round 2',
        files: notRedispatched,
        options: recommended,
        detail: 'all 2 executor-reports keep `## Iteration N` structure (iteration 2; 1 of them with `## Iteration 2`)',
      },
      ...[
        '- dev-frontend — `executor-reports/dev-frontend.md` (t04; not re-dispatched in iteration 3)',
        '- dev-frontend — `executor-reports/dev-frontend.md` (t04; re-dispatched in iteration 2 for the focus ring)',
        '- dev-frontend — `executor-reports/dev-frontend.md`\n\nIteration 3: only dev-backend was re-dispatched.',
        // The line names dev-frontend, but the re-dispatch it says is another's, or none.
        '- Every re-dispatched specialist appended `## Iteration 3`; dev-frontend was not re-dispatched, so its report ends at iteration 2.',
        '- dev-frontend — `executor-reports/dev-frontend.md` (t04, wave 3; unchanged — only t01 and dev-backend were re-dispatched in iteration 3)',
        '- dev-frontend — `executor-reports/dev-frontend.md` (t04, wave 3; re-dispatch in iteration 3 was not needed)',
      ].map((line) => ({
        name: `recommended: a specialist not re-dispatched in the current iteration keeps passing (${JSON.stringify(line.slice(line.indexOf('`', 20) + 1))})`,
        files: { ...redispatched(line), 'events.jsonl': `${dispatch('dev-frontend')}\n${submitted(1)}\n${dispatch('dev-frontend')}\n${submitted(2)}\n${dispatch('dev-backend')}\n` },
        options: recommended,
        detail: 'all 2 executor-reports keep `## Iteration N` structure (iteration 3; 1 of them with `## Iteration 3`)',
      })),
      {
        name: 'recommended: sub-headings naming an iteration that has its `## Iteration N` section are not near misses',
        files: { ...L, 'executor-reports/dev-backend.md': '# dev-backend\n## Iteration 1\n### Iteration 1 — criteria acknowledgement\n- a\n## Iteration 2 (rework)\n### What changed since iter-1\n- b\n' },
        options: recommended,
      },
      {
        name: 'recommended: every report reached the round',
        files: { ...L, 'executor-reports/dev-backend.md': '# dev-backend\n## Iteration 1\n- a\n## Iteration 2\n- b\n' },
        options: recommended,
        detail: 'all 1 executor-reports keep `## Iteration N` structure (iteration 2; each with `## Iteration 2`)',
      },
      {
        name: 'recommended: a round appended under `## Итерация 2` is the round\'s section, in the team\'s language',
        files: { ...notRedispatched, 'executor-reports/dev-frontend.md': '# dev-frontend\n## Итерация 1\n- crit-3 done\n\n## Итерация 2\n- fixed the focus ring\n' },
        options: recommended,
        detail: 'all 2 executor-reports keep `## Iteration N` structure (iteration 2; each with `## Iteration 2`)',
      },
    ],
    invalid: [
      // The round's work is there, under a heading the structure does not read: not "never re-dispatched".
      ...['### Iteration 2 — 2026-05-07', '## Iter 2', '## Iteration #2', '## **Iteration 2**'].map((heading) => ({
        name: `recommended: a round appended under \`${heading}\` is no \`## Iteration 2\` section`,
        files: { ...notRedispatched, 'executor-reports/dev-frontend.md': `# dev-frontend\n## Iteration 1\n- crit-3 done\n\n${heading}\n- fixed the focus ring\n### Iteration 1 follow-up\n` },
        options: recommended,
        detail: 'executor-reports naming an iteration in a heading that is no `## Iteration N`: dev-frontend.md',
        findings: [
          {
            file: 'engagement/executor-reports/dev-frontend.md',
            line: 5,
            column: 1,
            message: `\`${heading}\` is not an \`## Iteration 2\` heading: write the round's heading as \`## Iteration 2\` (level 2) so its work is told from earlier iterations`,
          },
        ],
      })),
      {
        name: 'compat: a counter written `+2` is iteration 2, as Python int() reads it',
        files: { ...notRedispatched, iteration: '+2\n' },
        findings: [{ file: 'engagement/executor-reports/dev-frontend.md', line: 2, column: 1, message: 'missing `## Iteration 2` (has 1)' }],
      },
      {
        name: 'compat: a specialist whose task was not re-dispatched',
        files: notRedispatched,
        detail: /dev-frontend\.md/,
        findings: [{ file: 'engagement/executor-reports/dev-frontend.md', line: 2, column: 1, message: 'missing `## Iteration 2` (has 1)' }],
      },
      {
        name: 'recommended: a report without any iteration heading',
        files: { ...L, 'executor-reports/dev-a.md': '# dev-a\n### What was done\n- crit-1\n' },
        options: recommended,
        detail: 'executor-reports without their earlier `## Iteration N` sections: dev-a.md',
        findings: [{ file: 'engagement/executor-reports/dev-a.md', line: 1, column: 1, message: "no `## Iteration N` heading at iteration 2: earlier work cannot be told from this round's" }],
      },
      {
        name: 'recommended: a report that starts at iteration 2 but speaks of iter-1 was overwritten',
        files: { ...L, 'executor-reports/dev-a.md': '# dev-a\n## Iteration 2\n### What changed since iter-1\n- x\n' },
        options: recommended,
        detail: 'executor-reports without their earlier `## Iteration N` sections: dev-a.md',
        findings: [{ file: 'engagement/executor-reports/dev-a.md', line: 3, column: 24, message: 'report starts at `## Iteration 2` but refers to iteration 1: the earlier iteration was overwritten' }],
      },
      {
        name: 'recommended: a report that starts at iteration 2 and does not speak of iter-1 warns',
        status: 'warn',
        files: late,
        options: recommended,
        detail: 'executor-reports starting after iteration 1: dev-b.md',
        findings: [{ file: 'engagement/executor-reports/dev-b.md', line: 2, column: 1, message: 'first iteration heading is `## Iteration 2`: first dispatched then, or iteration 1 was overwritten' }],
      },
      {
        name: 'recommended: a report that starts at iteration 2 when events.jsonl dispatched the specialist in iteration 1',
        files: {
          ...late,
          'events.jsonl': [
            '{"ts": "2026-06-01T16:00:02Z", "type": "specialist_dispatched", "specialist": "dev-a", "task": "t01"}',
            '{"ts": "2026-06-02T09:30:10Z", "type": "specialist_dispatched", "specialist": "dev-b", "task": "t03"}',
            'not json',
            '{"ts": "2026-06-02T17:31:05Z", "type": "handoff_submitted", "iteration": 1}',
            '{"ts": "2026-06-03T10:00:00Z", "type": "specialist_dispatched", "specialist": "dev-b", "task": "t03"}',
          ].join('\n'),
        },
        options: recommended,
        detail: 'executor-reports without their earlier `## Iteration N` sections: dev-b.md',
        findings: [{ file: 'engagement/executor-reports/dev-b.md', line: 2, column: 1, message: 'report starts at `## Iteration 2`, but events.jsonl line 2 dispatches this specialist in iteration 1: that iteration was overwritten' }],
      },
      {
        name: 'recommended: a report that starts at iteration 2 when events.jsonl first dispatches the specialist after the first handoff still warns',
        status: 'warn',
        files: { ...late, 'events.jsonl': '{"type": "handoff_submitted", "iteration": 1}\n{"type": "specialist_dispatched", "specialist": "dev-b"}\n' },
        options: recommended,
        findings: [{ file: 'engagement/executor-reports/dev-b.md', line: 2, column: 1, message: 'first iteration heading is `## Iteration 2`: first dispatched then, or iteration 1 was overwritten' }],
      },
      {
        name: 'recommended: a specialist the handoff §4 says was re-dispatched in the current iteration, with no section for it',
        files: redispatched('- dev-frontend — `executor-reports/dev-frontend.md` (t04; re-dispatched in iteration 3 for the dark timeout state)'),
        options: recommended,
        detail: 'executor-reports of specialists re-dispatched in iteration 3 without `## Iteration 3`: dev-frontend.md',
        findings: [{ file: 'engagement/executor-reports/dev-frontend.md', line: 4, column: 1, message: 'no `## Iteration 3` section (has 1, 2), yet engagement/handoff.md:5 says this specialist was re-dispatched in iteration 3: append that round\'s work under `## Iteration 3`, after the earlier iterations' }],
      },
      {
        name: 'recommended: a clause naming the specialist\'s own task among those re-dispatched re-dispatches it',
        files: {
          ...redispatched('- dev-frontend — `executor-reports/dev-frontend.md` (wave 3; only t01 and t04 were re-dispatched in iteration 3)'),
          'tasks/t04-focus.md': '---\nid: t04-focus\nowner: dev-frontend\ncrit_refs: [crit-3]\n---\n',
          'tasks/t01-api.md': '---\nid: t01-api\nowner: dev-backend\ncrit_refs: [crit-1]\n---\n',
        },
        options: recommended,
        detail: 'executor-reports of specialists re-dispatched in iteration 3 without `## Iteration 3`: dev-frontend.md',
        findings: [{ file: 'engagement/executor-reports/dev-frontend.md', line: 4, column: 1, message: 'no `## Iteration 3` section (has 1, 2), yet engagement/handoff.md:5 says this specialist was re-dispatched in iteration 3: append that round\'s work under `## Iteration 3`, after the earlier iterations' }],
      },
      {
        name: 'recommended: a specialist events.jsonl dispatches after the second handoff (iteration 3), with no section for it',
        files: { ...redispatched('- dev-frontend — `executor-reports/dev-frontend.md`'), 'events.jsonl': [dispatch('dev-frontend'), submitted(1), dispatch('dev-backend'), submitted(2), dispatch('dev-frontend')].join('\n') },
        options: recommended,
        findings: [{ file: 'engagement/executor-reports/dev-frontend.md', line: 4, column: 1, message: /^no `## Iteration 3` section \(has 1, 2\), yet engagement\/events\.jsonl:5 dispatches this specialist in iteration 3: / }],
      },
      {
        name: 'recommended: iteration 2 rejected on a criterion whose task dev-frontend owns (crit_refs), with no iteration-3 section',
        files: {
          ...redispatched('- dev-frontend — `executor-reports/dev-frontend.md`'),
          'acceptance-log.md': '# Acceptance log\n## Iteration 2\n### Verdict: REJECT\n- F-1 [crit-3]: the dark theme timeout state is unreadable\n',
          'tasks/T1.md': '---\nid: T1\nowner: dev-backend\ncrit_refs: [crit-1]\n---\n',
          'tasks/T2.md': '---\nid: T2\nowner: dev-frontend\ncrit_refs: [crit-3]\n---\n',
        },
        options: recommended,
        findings: [{ file: 'engagement/executor-reports/dev-frontend.md', line: 4, column: 1, message: /^no `## Iteration 3` section \(has 1, 2\), yet iteration 2 was rejected on crit-3 \(engagement\/acceptance-log\.md:4\), which engagement\/tasks\/T2\.md \(crit_refs\) gives this specialist: / }],
      },
      {
        name: "recommended: a dispatch event's own `iteration` field names the round",
        files: { ...redispatched('- dev-frontend — `executor-reports/dev-frontend.md`'), 'events.jsonl': `${dispatch('dev-frontend')}\n${dispatch('dev-frontend', ', "iteration": 3')}\n` },
        options: recommended,
        findings: [{ file: 'engagement/executor-reports/dev-frontend.md', line: 4, column: 1, message: /^no `## Iteration 3` section \(has 1, 2\), yet engagement\/events\.jsonl:2 dispatches this specialist in iteration 3: / }],
      },
      {
        // The round appended under the wrong number: the heading that is there is named, not only the one missing.
        name: 'recommended: a re-dispatched specialist whose round is headed `## Iteration 3` at counter 2 is told so',
        files: {
          ...L,
          'executor-reports/analytics.md': '# analytics\n## Iteration 1\n- goals\n## Iteration 3\n### What changed since iter-1\n- lead_submit fixed\n',
          'acceptance-log.md': '# Acceptance log\n## Iteration 1\n### Verdict: REJECT\n- F-1 [crit-4]: the lead goal never fires\n',
          'tasks/t05.md': '---\nid: t05\nowner: analytics\ncrit_refs: [crit-4]\n---\n',
        },
        options: recommended,
        findings: [{ file: 'engagement/executor-reports/analytics.md', line: 4, column: 1, message: /^no `## Iteration 2` section \(has 1, 3; `## Iteration 3` is numbered past the counter 2\), yet iteration 1 was rejected on crit-4 / }],
      },
      {
        name: 'recommended: every heading past the counter is named',
        files: {
          ...redispatched('- dev-frontend — `executor-reports/dev-frontend.md` (t04; re-dispatched in iteration 2 for the focus ring)'),
          iteration: '2\n',
          'executor-reports/dev-backend.md': '# dev-backend\n## Iteration 1\n- a\n## Iteration 2\n- b\n',
          'executor-reports/dev-frontend.md': '# dev-frontend\n## Iteration 1\n- a\n## Iteration 3\n- b\n## Iteration 4\n- c\n',
        },
        options: recommended,
        findings: [{ file: 'engagement/executor-reports/dev-frontend.md', line: 6, column: 1, message: /^no `## Iteration 2` section \(has 1, 3, 4; `## Iteration 3` and `## Iteration 4` are numbered past the counter 2\), yet engagement\/handoff\.md:5 says / }],
      },
      {
        name: 'compat: a report that starts at iteration 2',
        files: late,
        findings: [{ file: 'engagement/executor-reports/dev-b.md', line: 2, column: 1, message: 'missing `## Iteration 1` (has 2)' }],
      },
    ],
  });
});

// "Specialist appends ## Iteration {N}": a setext level-2 heading (the title underlined with `---`) is one,
// as markdown renders it, under recommended; compat reads `## ` lines, as the reference's regex does.
describe('setext iteration headings', () => {
  const L = { 'criteria.md': criteria({ size: 'L' }), iteration: '2\n' };
  const recommended = { preset: 'recommended' as const };
  const setext = { ...L, 'executor-reports/dev-a.md': '# dev-a\n\nIteration 1 — 2026-06-01\n-----------------------\n- a\n\nIteration 2 — 2026-06-03 10:15\n------\n- b\n' };
  ruleTester(rule, {
    valid: [
      { name: 'recommended: `Iteration 1` and `Iteration 2` underlined with `---` are level-2 iteration headings', files: setext, options: recommended, detail: exactly('all 1 executor-reports keep `## Iteration N` structure (iteration 2; each with `## Iteration 2`)') },
      {
        name: 'recommended: a `---` after a blank line is a rule, not an underline',
        files: { ...L, 'executor-reports/dev-a.md': '# dev-a\n## Iteration 1\n- a\n\nIteration 2 was not needed.\n\n---\n' },
        options: recommended,
        detail: exactly('all 1 executor-reports keep `## Iteration N` structure (iteration 2; 0 of them with `## Iteration 2`)'),
      },
    ],
    invalid: [
      {
        name: 'compat: setext headings are not read, as the reference reads `## ` lines',
        files: setext,
        detail: exactly('executor-reports missing `## Iteration 2` (and/or `## Iteration 1`) heading: dev-a.md'),
        findings: [{ file: 'engagement/executor-reports/dev-a.md', line: 1, column: 1, message: exactly('missing `## Iteration 1` and `## Iteration 2` (no iteration headings)') }],
      },
      {
        name: 'recommended: `Iteration 2` underlined with `===` is a level-1 heading, no `## Iteration 2`',
        files: { ...L, 'executor-reports/dev-a.md': '# dev-a\n## Iteration 1\n- a\n\nIteration 2\n===========\n- b\n' },
        options: recommended,
        detail: exactly('executor-reports naming an iteration in a heading that is no `## Iteration N`: dev-a.md'),
        findings: [{ file: 'engagement/executor-reports/dev-a.md', line: 5, column: 1, message: exactly("`Iteration 2` is not an `## Iteration 2` heading: write the round's heading as `## Iteration 2` (level 2) so its work is told from earlier iterations") }],
      },
    ],
  });
});
