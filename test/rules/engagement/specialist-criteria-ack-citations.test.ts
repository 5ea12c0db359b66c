// "Open report with Criteria acknowledgement (bullets citing crit-N verbatim, not paraphrased)", and "the specialist
// opens its executor-report with a 'Criteria acknowledgement' citing them" (the task's crit_refs): what the crit-N
// bullets cite, read against criteria.md and the specialist's tasks, under --preset recommended only.
import { afterAll, describe } from 'vitest';
import rule from '../../../rules/engagement/specialist-criteria-ack.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

afterAll(cleanupTrees);

const recommended = { preset: 'recommended' as const };
const compat = { preset: 'compat' as const };

const CRIT = [
  '`GET /api/events` returns the events oldest first, and an unknown shipment answers 404',
  'The timeline lists every event with its local time, newest at the top',
  'End-to-end tests for a delivered and a delayed shipment pass in CI',
];
/** A Deliverables bullet beside three Done-when bullets: the tasks' crit_refs read the Done-when bullets alone as crit-1..crit-3. */
const criteriaMd = criteria({ size: 'L' }, `# Acceptance criteria\n\n## Deliverables expected\n- Events endpoint, timeline, e2e tests\n\n## Done when\n${CRIT.map((c) => `- ${c}\n`).join('')}`);
const task = (id: string, owner: string, refs: string) => `---\nid: ${id}\nowner: ${owner}\nwave: 1\nfiles:\n  - src/${id}.ts\ncrit_refs: [${refs}]\n---\n# ${id}\n`;
const ack = (bullets: string) => `### Criteria acknowledgement\n${bullets}\n`;
const report = (name: string, opening: string, rest = '### What was done\n- the work\n') =>
  `# ${name} — executor report\n\n## Iteration 1 — 2026-06-16\n\n${opening}\n${rest}\n### Anti-pattern self-disclosure\n- None.\n`;
const cite = (n: number, text = CRIT[n - 1]!) => `- crit-${n}: "${text}"`;

/** The honest engagement: dev-a owns crit-1 and crit-2, dev-b crit-3, each acknowledged with its text verbatim. */
const engagement = (over: Record<string, string> = {}) => ({
  'criteria.md': criteriaMd,
  'tasks/t1-api.md': task('t1-api', 'dev-a', 'crit-1, crit-2'),
  'tasks/t2-e2e.md': task('t2-e2e', 'dev-b', 'crit-3'),
  'executor-reports/dev-a.md': report('dev-a', ack(`${cite(1)}\n${cite(2)}`)),
  'executor-reports/dev-b.md': report('dev-b', ack(cite(3))),
  ...over,
});
const devB = (text: string) => engagement({ 'executor-reports/dev-b.md': text });
const at = (name: string, line: number, column: number, message: string | RegExp, severity?: 'warning') => ({ file: `engagement/executor-reports/${name}`, line, column, message, ...(severity ? { severity } : {}) });

describe('--preset recommended: what the acknowledgement cites', () => {
  ruleTester(rule, {
    valid: [
      { name: 'recommended: no executor report yet', status: 'skip', files: { 'criteria.md': criteriaMd, 'tasks/t2-e2e.md': task('t2-e2e', 'dev-b', 'crit-3') }, options: recommended },
      { name: 'recommended: each specialist cites its tasks\' crit_refs with criteria.md\'s text', files: engagement(), options: recommended, detail: exactly('all 2 executor-reports have criteria-ack') },
      {
        name: 'recommended: case, spacing, emphasis, curly quotes and an excerpt with an ellipsis are still verbatim',
        files: devB(report('dev-b', ack('- **crit-3** — “END-TO-END tests for a  delivered … pass in CI.”\n- crit-3 («delayed shipment pass»)'))),
        options: recommended,
      },
      {
        name: 'recommended: a quoted term of fewer than three words and an unquoted description are no citation of the text',
        files: devB(report('dev-b', ack('- crit-3: "e2e suite" green\n- crit-3: re-run on the iteration 2 build'))),
        options: recommended,
      },
      {
        name: 'recommended: a later round may acknowledge the rework only; the rounds together cite the crit_refs',
        files: engagement({ 'executor-reports/dev-a.md': `${report('dev-a', ack(cite(1)))}\n## Iteration 2 — 2026-06-18\n\n${ack('- crit-2: unchanged; re-verified only')}` }),
        options: recommended,
      },
      {
        name: 'recommended: nothing settles whether the Deliverables bullet is numbered: a quote of the N-th Done-when bullet is verbatim',
        files: { 'criteria.md': criteriaMd, 'executor-reports/dev-b.md': report('dev-b', ack(cite(3))) },
        options: recommended,
      },
      {
        name: 'recommended: criteria labelled crit-N in criteria.md are quoted without their labels',
        files: {
          'criteria.md': criteria({ size: 'L' }, '# Acceptance criteria\n\n## Done when\n- crit-1: The export holds every row of the range\n- **crit-4** — The page answers within 300 ms on the 90-day fixture\n'),
          'executor-reports/dev-b.md': report('dev-b', ack('- crit-1: "The export holds every row of the range"\n- crit-4: "The page answers within 300 ms"')),
        },
        options: recommended,
      },
      {
        name: 'recommended: a crit_ref naming no criterion is the plan\'s gap, not the report\'s',
        files: engagement({ 'tasks/t2-e2e.md': task('t2-e2e', 'dev-b', 'crit-3, crit-8') }),
        options: recommended,
      },
      {
        name: 'recommended: a line of prose and a field line before the acknowledgement open nothing',
        files: devB(`# dev-b — executor report\n\n**Date:** 2026-06-16\nWritten after the wave 2 review.\n\n${ack(cite(3))}\n### What was done\n- x\n`),
        options: recommended,
      },
      ...[
        ['a crit-N naming no criterion', ack('- crit-9: "End-to-end tests pass"')],
        ['another task\'s criterion', ack(cite(2))],
        ['a paraphrase', ack('- crit-3: "Some e2e tests should run"')],
        ['an acknowledgement after another section', '### What was done\n- x\n', ack(cite(3))],
      ].map(([what, opening, rest]) => ({ name: `compat: ${what} passes, as in the reference`, files: devB(report('dev-b', opening!, rest)), options: compat, detail: exactly('all 2 executor-reports have criteria-ack') })),
    ],
    invalid: [
      {
        name: 'recommended: a crit-N that names no criterion fails at the id',
        files: devB(report('dev-b', ack(`${cite(3)}\n- crit-9: "End-to-end tests pass"`))),
        options: recommended,
        detail: exactly("acknowledgements citing no criterion of criteria.md or none of the specialist's crit_refs: dev-b.md (crit-9 names no criterion)"),
        fix: /Cite in each acknowledgement the crit-N ids criteria\.md has/,
        findings: [at('dev-b.md', 7, 3, exactly('crit-9 names no criterion: criteria.md has crit-1..crit-3 ("bullets citing crit-N verbatim"); cite the crit-N of the criterion this work addresses'))],
      },
      {
        name: "recommended: an acknowledgement citing none of the specialist's crit_refs fails",
        files: devB(report('dev-b', ack(cite(2)))),
        options: recommended,
        detail: exactly("acknowledgements citing no criterion of criteria.md or none of the specialist's crit_refs: dev-b.md (none of its tasks' crit_refs acknowledged)"),
        findings: [at('dev-b.md', 6, 3, exactly(`the acknowledgement cites crit-2 but none of the crit_refs of this specialist's tasks: crit-3 (engagement/tasks/t2-e2e.md); "the specialist opens its executor-report with a 'Criteria acknowledgement' citing them"`))],
      },
      {
        name: 'recommended: a paraphrase under a crit-N warns, quoting the criterion',
        status: 'warn',
        files: devB(report('dev-b', ack('- crit-3: "Some e2e tests should run"'))),
        options: recommended,
        detail: exactly('acknowledgements to revise: dev-b.md (crit-3 not quoted verbatim)'),
        findings: [at('dev-b.md', 6, 11, exactly('crit-3 is quoted as "Some e2e tests should run", which is not criteria.md\'s text: "End-to-end tests for a delivered and a delayed shipment pass in CI" ("bullets citing crit-N verbatim, not paraphrased"); quote the criterion as criteria.md words it'), 'warning')],
      },
      {
        name: "recommended: another criterion's text under a crit-N warns, naming whose it is",
        status: 'warn',
        files: engagement({ 'executor-reports/dev-a.md': report('dev-a', ack(`${cite(1)}\n${cite(2, CRIT[0])}`)) }),
        options: recommended,
        findings: [at('dev-a.md', 7, 11, /^the text quoted for crit-2 is crit-1's \("`GET \/api\/events` returns/, 'warning')],
      },
      {
        name: 'recommended: an acknowledgement after another section warns at the acknowledgement',
        status: 'warn',
        files: devB(report('dev-b', '### What was done\n- x\n', ack(cite(3)))),
        options: recommended,
        detail: exactly("acknowledgements to revise: dev-b.md (not the report's opening)"),
        fix: /Open each report with its Criteria acknowledgement/,
        findings: [at('dev-b.md', 8, 1, exactly('the Criteria acknowledgement comes after "What was done" (line 5): "Open report with Criteria acknowledgement" — make it the first section after the report\'s title and iteration heading'), 'warning')],
      },
      {
        name: 'recommended: an acknowledgement label after another bold label warns',
        status: 'warn',
        files: devB(report('dev-b', '**What was done:**\n- x\n\n**Criteria acknowledgement:**\n- crit-3: the e2e suite\n', '')),
        options: recommended,
        findings: [at('dev-b.md', 8, 1, /^the Criteria acknowledgement comes after "What was done" \(line 5\)/, 'warning')],
      },
      {
        name: "recommended: an acknowledgement leaving out some of the specialist's crit_refs warns",
        status: 'warn',
        files: engagement({ 'executor-reports/dev-a.md': report('dev-a', ack(cite(1))) }),
        options: recommended,
        detail: exactly('acknowledgements to revise: dev-a.md (crit-2 of its tasks left out)'),
        findings: [at('dev-a.md', 6, 3, exactly(`the acknowledgement leaves out crit-2, which engagement/tasks/t1-api.md gives this specialist as crit_refs; "the specialist opens its executor-report with a 'Criteria acknowledgement' citing them"`), 'warning')],
      },
      {
        name: 'recommended: a crit-N only the Deliverables numbering gives warns, as the tasks number the Done-when bullets alone',
        status: 'warn',
        files: devB(report('dev-b', ack(`${cite(3)}\n- crit-4: the e2e suite`))),
        options: recommended,
        findings: [at('dev-b.md', 7, 3, /^crit-4 names no criterion as criteria\.md is read \(its Done-when bullets alone, crit-1\.\.crit-3: the tasks' crit_refs fit them exactly\); only numbering the Deliverables bullets too gives a crit-4/, 'warning')],
      },
      {
        name: 'recommended: with labelled criteria, a crit-N that is no label fails, whatever the bullet count',
        files: {
          'criteria.md': criteria({ size: 'L' }, '# Acceptance criteria\n\n## Done when\n- crit-1: The export holds every row of the range\n- crit-4: The page answers within 300 ms\n'),
          'executor-reports/dev-b.md': report('dev-b', ack('- crit-2: the export')),
        },
        options: recommended,
        findings: [at('dev-b.md', 6, 3, exactly('crit-2 names no criterion: criteria.md has crit-1, crit-4 ("bullets citing crit-N verbatim"); cite the crit-N of the criterion this work addresses'))],
      },
      {
        name: 'recommended: the warnings of a failing run stand beside its failures',
        files: engagement({ 'executor-reports/dev-a.md': report('dev-a', ack(`${cite(1)}\n- crit-2: "Some timeline is shown"\n- crit-7: "x y z"`)) }),
        options: recommended,
        findings: [at('dev-a.md', 8, 3, /^crit-7 names no criterion/), at('dev-a.md', 7, 11, /^crit-2 is quoted as "Some timeline is shown"/, 'warning')],
      },
    ],
  });
});
