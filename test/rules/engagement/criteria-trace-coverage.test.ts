import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/criteria-trace-coverage.js';
import owned from '../../../rules/engagement/criteria-owned.js';
import { lint, ruleTester } from '../../rule-tester.js';
import { criteria } from '../../helpers.js';
import { criteriaBody, taskFile, tasksIndex } from '../../plan-helpers.js';
import { exactly } from './exactly.js';

const HANDOFF = 'engagement/handoff.md';
const recommended = { preset: 'recommended' as const };
// criteria.md of the clean M engagement: three Done-when bullets at lines 11-13.
const DONE = '# Acceptance criteria\n\n## Done when\n- `GET /api/orders/export.csv` returns 200 with `text/csv; charset=utf-8`\n- Cyrillic customer names survive a round trip through Excel\n- Integration tests cover the export and the suite is green\n';
const m = { 'criteria.md': criteria({ size: 'M' }, DONE) };
const trace = (body: string, title = '## 3. Criteria trace') => `# Handoff — iteration 1\n\n## 2. Deliverable manifest\n- \`src/export/csv.ts\`\n\n${title}\n\n${body}\n\n## 4. Executor reports\n- dev-backend-engineer\n`;
const TABLE_HEAD = '| # | Criterion | Status | Evidence (path + line/section) |\n|---|---|---|---|\n';
const ROWS = ['| 1 | 200 with text/csv | ✅ | `src/export/csv.ts` |', '| 2 | Cyrillic round trip | ✅ | `tests/export/csv.test.ts` |', '| 3 | tests green | ✅ | `tests/export/csv.test.ts` |'];

ruleTester(rule, {
  valid: [
    {
      name: 'criteria under a Russian "Готово, когда" heading, traced in full',
      files: { 'criteria.md': criteria({ size: 'M' }, '## Готово, когда\n- crit-1: фильтр по цене\n- crit-2: фильтр по наличию\n'), 'handoff.md': trace(`${TABLE_HEAD}| 1 | цена | ✅ | a.md |\n| 2 | наличие | ✅ | b.md |`) },
      options: recommended,
      detail: '§3 traces all 2 criteria',
    },
    { name: 'the clean M folder: a `#` column row per criterion', files: { ...m, 'handoff.md': trace(TABLE_HEAD + ROWS.join('\n')) }, options: recommended, detail: '§3 traces all 3 criteria' },
    { name: 'an L folder with labelled criteria', files: { 'criteria.md': criteria({ size: 'L' }, '## Done when\n- crit-1: the schema stores SKU\n- crit-2: the worker imports 100k rows\n'), 'handoff.md': trace(`${TABLE_HEAD}| 1 | schema | ✅ | \`src/a.ts\` |\n| 2 | 100k rows | ✅ | \`src/b.ts\` |`) }, options: recommended },
    { name: 'crit-N in the criterion cell, with no number column', files: { ...m, 'handoff.md': trace('| Criterion | Status | Evidence |\n|---|---|---|\n| crit-1 200 | ✅ | a.md |\n| **crit-2** Cyrillic | ✅ | b.md |\n| crit-3 tests | ✅ | c.md |') }, options: recommended },
    { name: 'a named number column that is not the first', files: { ...m, 'handoff.md': trace('| Status | Crit # | Evidence |\n|---|---|---|\n| ✅ | `#1` | a.md |\n| ✅ | 2 | b.md |\n| ✅ | crit-3 | c.md |') }, options: recommended },
    { name: "a criterion's whole text stands for its number", files: { ...m, 'handoff.md': trace(`${TABLE_HEAD}${ROWS[0]}\n${ROWS[1]}\n| — | Integration tests cover the export and the suite is green | ✅ | \`tests/x.ts\` |`) }, options: recommended },
    { name: 'a decorated §3 title', files: { ...m, 'handoff.md': trace(TABLE_HEAD + ROWS.join('\n'), '## 3. 🎯 **Criteria trace**') }, options: recommended },
    {
      name: 'without task crit_refs, Deliverables bullets read as deliverables when §3 traces the Done-when bullets and numbers none past them, saying the reading is ambiguous',
      files: { 'criteria.md': criteria({ size: 'M' }, '## Deliverables expected\n- `src/export/csv.ts`\n\n## Done when\n- export returns 200\n- tests green\n'), 'handoff.md': trace(`${TABLE_HEAD}| 1 | 200 | ✅ | a.md |\n| 2 | tests | ✅ | b.md |`) },
      options: recommended,
      detail: exactly('§3 traces all 2 criteria (numbered by the Done-when bullets alone, an ambiguous reading: no task gives crit_refs to settle it and §3 numbers nothing past the 2 Done-when bullets; 1 Deliverables bullet read as deliverables)'),
    },
    ...['| 1, 2 | headers and 404 | ✅ | a.md |\n| 3 | tests | ✅ | b.md |', '| 1-3 | all | ✅ | a.md |', '| crit-1, crit-2 | both | ✅ | a.md |\n| #3 | tests | ✅ | b.md |', '| 1 and 2 | both | ✅ | a.md |\n| 3 | x | ✅ | b.md |', '| **1..3** | all | ✅ | a.md |', '| 1 / 2 | both | ✅ | a.md |\n| 3 | x | ✅ | b.md |'].map((rows) => ({
      name: `a row whose number cell names several criteria (${JSON.stringify(rows.split(' |')[0])})`,
      files: { ...m, 'handoff.md': trace(TABLE_HEAD + rows) },
      options: recommended,
      detail: '§3 traces all 3 criteria',
    })),
    {
      name: 'a Done-when list numbered `1)`: its items are the criteria',
      files: { 'criteria.md': criteria({ size: 'M' }, '## Deliverables expected\n| Deliverable | Bar |\n|---|---|\n| endpoint | contract |\n\n## Done when\n1) export returns 200\n   - with the PDF headers\n2) 404 for a foreign id\n3) tests green\n'), 'handoff.md': trace(TABLE_HEAD + ROWS.join('\n')) },
      options: recommended,
      detail: '§3 traces all 3 criteria',
    },
    // A row counts once anything is filled in: a single status, the criterion's words, an evidence path.
    ...['| 3 | {criterion text} | ✅ | {pointer} |', '| 3 | tests green | ✅ / ⚠️ / ❌ | {pointer} |', '| 3 | {criterion text} | ✅ / ⚠️ / ❌ | `tests/export/csv.test.ts` |', '| 3 | — | — | see §4 |'].map((row) => ({
      name: `a row with something filled in traces its criterion: ${row}`,
      files: { ...m, 'handoff.md': trace(`${TABLE_HEAD}${ROWS[0]}\n${ROWS[1]}\n${row}`) },
      options: recommended,
      detail: '§3 traces all 3 criteria',
    })),
    // A template row beside the criterion's real row takes nothing away.
    { name: 'a leftover template row beside a filled one', files: { ...m, 'handoff.md': trace(`${TABLE_HEAD}${ROWS.join('\n')}\n| 3 | {criterion text} | ✅ / ⚠️ / ❌ | {pointer} |`) }, options: recommended, detail: '§3 traces all 3 criteria' },
    { name: 'no handoff.md', status: 'skip', files: m, options: recommended, detail: 'handoff.md not yet written' },
    { name: 'no §3 (handoff-sections reports it)', status: 'skip', files: { ...m, 'handoff.md': '# Handoff\n\n## 2. Deliverable manifest\n- a\n\n## 4. Executor reports\n- b\n' }, options: recommended, detail: /no `## 3. Criteria trace` section/ },
    // A criteria section whose criteria are a table: each body row is a criterion.
    { name: 'criteria written as a table under the Done-when heading', files: { 'criteria.md': criteria({ size: 'M' }, '# Criteria\n\n## Done when\n| # | Bar |\n|---|---|\n| 1 | export works |\n'), 'handoff.md': trace(TABLE_HEAD + ROWS[0]) }, options: recommended, detail: '§3 traces all 1 criteria' },
    { name: 'size S: traced inline in §2', status: 'skip', files: { 'criteria.md': criteria({ size: 'S' }, DONE), 'handoff.md': trace(ROWS[0]!) }, options: recommended, detail: /^size=S: / },
  ],
  invalid: [
    // "Handoff §3 Criteria trace | inline (1 line per crit, no table needed) | required (table) | required (table)": at M and L a list traces, but is no table.
    ...(
      [
        ['a list of crit-N items', '- crit-1 → ✅ → `src/export/csv.ts`\n- crit-2 → ✅ → `tests/export/csv.test.ts`\n- crit-3 → ✅ → `tests/export/csv.test.ts`', 'M'],
        ['an ordered list numbered by criterion', '1. 200 with text/csv — ✅ — `src/export/csv.ts`\n2. Cyrillic round trip — ✅ — `tests/x.ts`\n3. tests green — ✅ — `tests/x.ts`', 'M'],
        ['one line of "ok"s with no evidence', 'crit-1 ok, crit-2 ok, crit-3 ok — see executor reports.', 'L'],
        ['a fenced table is no table', '```\n| # | Criterion | Status | Evidence |\n|---|---|---|---|\n```\ncrit-1 ✅, crit-2 ✅, crit-3 ✅', 'M'],
      ] as const
    ).map(([name, body, size]) => ({
      name: `size ${size}: §3 traces every criterion as no table — ${name}`,
      status: 'warn' as const,
      files: { 'criteria.md': criteria({ size }, DONE), 'handoff.md': trace(body) },
      options: recommended,
      detail: `§3 traces all 3 criteria, but holds no table: at size ${size} the protocol requires the §3 Criteria trace as a table (each criterion → status → evidence path)`,
      fix: 'Write §3 as a table, one row per criterion: `| # | Criterion | Status | Evidence (path + line/section) |`.',
      findings: [{ file: HANDOFF, line: 6, column: 1, severity: 'warning' as const, message: `§3 Criteria trace holds no table; at size ${size} it is "required (table)": one row per criterion with its status and evidence path` }],
    })),
    {
      name: 'a labelled criterion under a heading of another name missing from §3',
      files: { 'criteria.md': criteria({ size: 'M' }, '## Критерии приёмки\n- crit-1: фильтр по цене\n- crit-2: фильтр по наличию\n'), 'handoff.md': trace(`${TABLE_HEAD}| 1 | цена | ✅ | a.md |`) },
      options: recommended,
      findings: [{ message: /crit-2/ }],
    },
    {
      name: "the clean M folder with crit-3's row removed",
      files: { ...m, 'handoff.md': trace(TABLE_HEAD + ROWS.slice(0, 2).join('\n')) },
      options: recommended,
      detail: '§3 Criteria trace misses crit-3 of 3 criteria',
      fix: 'Add a §3 row per missing criterion',
      findings: [{ file: HANDOFF, line: 6, column: 1, message: 'crit-3 (engagement/criteria.md:13 "Integration tests cover the export and the suite is green") is not traced in §3' }],
    },
    {
      name: 'a translated §3 title is §3: a missing criterion there still fails',
      files: { ...m, 'handoff.md': trace(TABLE_HEAD + ROWS.slice(0, 2).join('\n'), '## 3. Трассировка критериев') },
      options: recommended,
      detail: '§3 Criteria trace misses crit-3 of 3 criteria',
    },
    {
      name: 'an empty §3, one finding per criterion',
      files: { ...m, 'handoff.md': trace('') },
      options: recommended,
      detail: '§3 Criteria trace misses crit-1, crit-2, crit-3 of 3 criteria',
      findings: [
        { file: HANDOFF, line: 6, column: 1, message: /^crit-1 \(engagement\/criteria\.md:11 "`GET \/api\/orders\/export\.csv` returns 200 with `text\/csv; cha…"\)/ },
        { file: HANDOFF, line: 6, column: 1, message: /^crit-2 \(engagement\/criteria\.md:12 / },
        { file: HANDOFF, line: 6, column: 1, message: /^crit-3 \(engagement\/criteria\.md:13 / },
      ],
    },
    {
      name: 'a fenced row and a header row do not trace',
      files: { ...m, 'handoff.md': trace(`| 3 | Criterion | Status |\n|---|---|---|\n${ROWS[0]}\n${ROWS[1]}\n\`\`\`\n${ROWS[2]}\n\`\`\``) },
      options: recommended,
      findings: [{ file: HANDOFF, line: 6, column: 1, message: /^crit-3 / }],
    },
    {
      name: 'a labelled criterion missing, named by its label',
      files: { 'criteria.md': criteria({ size: 'L' }, '## Done when\n- crit-1: the schema stores SKU\n- crit-4: docs describe the schedule\n'), 'handoff.md': trace(`${TABLE_HEAD}| 1 | schema | ✅ | \`src/a.ts\` |\n| 2 | docs | ✅ | \`docs/sync.md\` |`) },
      options: recommended,
      detail: '§3 Criteria trace misses crit-4 of 2 criteria',
      findings: [{ file: HANDOFF, line: 6, column: 1, message: 'crit-4 (engagement/criteria.md:10 "crit-4: docs describe the schedule") is not traced in §3' }],
    },
    {
      name: 'a range or list in the number cell covers only the criteria it names',
      files: { ...m, 'handoff.md': trace(`${TABLE_HEAD}| 1-2 | both | ✅ | a.md |\n| 3 (partial) | tests | ❌ | b |`) },
      options: recommended,
      detail: '§3 Criteria trace misses crit-3 of 3 criteria',
      findings: [{ file: HANDOFF, line: 6, column: 1, message: /^crit-3 / }],
    },
    // The protocol's template row kept for crit-3: no criterion text, no single status, no evidence.
    {
      name: "a row left as the template's placeholders does not trace its criterion",
      files: { ...m, 'handoff.md': trace(`${TABLE_HEAD}${ROWS[0]}\n${ROWS[1]}\n| 3 | {criterion text} | ✅ / ⚠️ / ❌ | {pointer} |`) },
      options: recommended,
      detail: "§3 Criteria trace misses crit-3 of 3 criteria (crit-3's row L12: the template left unfilled)",
      fix: /fill in a template row with the criterion, its one status and the evidence path/,
      findings: [{ file: HANDOFF, line: 12, column: 1, message: 'crit-3 (engagement/criteria.md:13 "Integration tests cover the export and the suite is green") is not traced in §3: its row is the template left unfilled, with no criterion text, single status or evidence' }],
    },
    ...[
      ['a crit-N number cell', `${TABLE_HEAD}${ROWS[0]}\n${ROWS[1]}\n| crit-3 | {criterion text} | ✅/⚠️/❌ | \`{pointer}\` |`],
      ['dashes and an ellipsis', `${TABLE_HEAD}${ROWS[0]}\n${ROWS[1]}\n| 3 | — | … | - |`],
      ['no number column: crit-N beside placeholders', '| Criterion | Status | Evidence |\n|---|---|---|\n| crit-1 200 | ✅ | a.md |\n| crit-2 Cyrillic | ✅ | b.md |\n| crit-3 {criterion text} | ✅ / ❌ | {evidence path} |'],
    ].map(([what, table]) => ({
      name: `an unfilled row does not trace: ${what}`,
      files: { ...m, 'handoff.md': trace(table!) },
      options: recommended,
      detail: /^§3 Criteria trace misses crit-3 of 3 criteria \(crit-3's row L12: the template left unfilled\)$/,
      findings: [{ file: HANDOFF, line: 12, column: 1, message: /^crit-3 .* its row is the template left unfilled/ }],
    })),
    {
      name: 'a Done-when list numbered `1)`, one criterion untraced',
      files: { 'criteria.md': criteria({ size: 'M' }, '## Done when\n1) export returns 200\n2) 404 for a foreign id\n3) docs describe the endpoint\n'), 'handoff.md': trace(TABLE_HEAD + ROWS.slice(0, 2).join('\n')) },
      options: recommended,
      detail: '§3 Criteria trace misses crit-3 of 3 criteria',
      findings: [{ file: HANDOFF, line: 6, column: 1, message: /^crit-3 \(engagement\/criteria\.md:\d+ "docs describe the endpoint"\) is not traced in §3$/ }],
    },
  ],
});

describe('a §3 row marked met with no evidence', () => {
  const rows = (third: string) => trace(TABLE_HEAD + [...ROWS.slice(0, 2), third].join('\n'));
  ruleTester(rule, {
    valid: [
      { name: 'a ❌ row may name no evidence: it claims nothing met', files: { ...m, 'handoff.md': rows('| 3 | tests green | ❌ | — |') }, options: recommended, detail: '§3 traces all 3 criteria' },
      { name: 'evidence that is a sentence, not a path, is evidence', files: { ...m, 'handoff.md': rows('| 3 | tests green | ✅ | CI run 13:12, 11 passed |') }, options: recommended, detail: '§3 traces all 3 criteria' },
      { name: 'a table without an Evidence column is not read for evidence', files: { ...m, 'handoff.md': trace('| # | Criterion | Status |\n|---|---|---|\n| 1 | a | ✅ |\n| 2 | b | ✅ |\n| 3 | c | ✅ |') }, options: recommended, detail: '§3 traces all 3 criteria' },
      ...['see §5 Validation log', 'executor-reports/dev-qa.md', 'https://ci.example.com/run/7', 'раздел 5'].map((evidence) => ({ name: `evidence pointing somewhere: ${evidence}`, files: { ...m, 'handoff.md': rows(`| 3 | tests green | ✅ | ${evidence} |`) }, options: recommended, detail: '§3 traces all 3 criteria' })),
    ],
    invalid: [
      // "Evidence (path + line/section)": words that point at nothing anyone can open or compare warn.
      ...[
        ['looks good, ran locally', 25],
        ['проверено, всё ок', 25],
      ].map(([evidence, column]) => ({
        name: `a met row whose evidence says "${evidence}" warns at its Evidence cell`,
        files: { ...m, 'handoff.md': rows(`| 3 | tests green | ✅ | ${evidence} |`) },
        options: recommended,
        status: 'warn' as const,
        detail: '§3 traces all 3 criteria, but 1 row marked met points at no evidence: 3 (L12)',
        findings: [{ file: HANDOFF, line: 12, column: column as number, severity: 'warning' as const, message: `criterion 3 is marked met, but its Evidence cell says \`${evidence}\`, which names no path, section, link or figure: name what shows it` }],
      })),
      ...[
        ['| 3 | tests green | ✅ | |', 'is empty', 25],
        ['| 3 | tests green | ✅ | TBD |', 'says `TBD`', 25],
        ['| 3 | tests green | PASS | — |', 'says `—`', 28],
        ['| 3 | tests green | ✅ | N/A |', 'says `N/A`', 25],
      ].map(([row, says, column]) => ({
        name: `${row} fails at its Evidence cell`,
        files: { ...m, 'handoff.md': rows(row as string) },
        options: recommended,
        detail: '§3 marks 1 row met with no evidence: 3 (L12)',
        findings: [{ file: HANDOFF, line: 12, column: column as number, message: `criterion 3 is marked met, but its Evidence cell ${says}: name the path (and line or section) that shows it` }],
      })),
      // The same table with Russian headers: Статус / Доказательство, a met status written as a word.
      {
        name: 'a Russian table (Критерий | Статус | Доказательство) with an empty evidence cell fails at it',
        files: { ...m, 'handoff.md': trace('| # | Критерий | Статус | Доказательство |\n|---|---|---|---|\n| 1 | a | ✅ | `src/a.ts` |\n| 2 | b | выполнено | `src/b.ts` |\n| 3 | c | выполнено | — |') },
        options: recommended,
        detail: '§3 marks 1 row met with no evidence: 3 (L12)',
        findings: [{ file: HANDOFF, line: 12, column: 23, message: 'criterion 3 is marked met, but its Evidence cell says `—`: name the path (and line or section) that shows it' }],
      },
    ],
  });
});

// The user's worker-autoscaling engagement: 2 Deliverables + 3 Done-when bullets, which criteria-owned
// numbers crit-1..crit-5 because the tasks cite crit-4 and crit-5. criteria.md lines: Deliverables 14-15, Done when 18-20.
describe('criteria numbered as criteria-owned numbers them', () => {
  const worker = criteria({ size: 'L' }, criteriaBody(['Helm chart with a KEDA ScaledObject and a PodDisruptionBudget', 'Graceful shutdown: on SIGTERM finish the job, ack it, exit'], ['load test: 5 000 queued jobs drain in < 10 min', 'Grafana dashboard shows queue depth and replica count', '`kubectl drain` of a node loses 0 jobs']));
  const task = (id: string, refs: string[]) => taskFile({ id, owner: `dev-${id}`, wave: 1, files: [`src/${id}.ts`], crit_refs: refs });
  const fiveRefs = { 'tasks/t1.md': task('t1', ['crit-1']), 'tasks/t2.md': task('t2', ['crit-2', 'crit-5']), 'tasks/t3.md': task('t3', ['crit-3', 'crit-5']), 'tasks/t4.md': task('t4', ['crit-3', 'crit-4']) };
  const doneRefs = { 'tasks/t1.md': task('t1', ['crit-1', 'crit-2']), 'tasks/t2.md': task('t2', ['crit-3']) };
  const row = (n: number, what: string) => `| ${n} | ${what} | ✅ | \`deploy/helm/worker/\` |`;
  const threeRows = TABLE_HEAD + [row(1, 'chart'), row(2, 'shutdown'), row(3, 'load test')].join('\n');
  const template = '| 4 | {criterion text} | ✅ / ⚠️ / ❌ | {pointer} |';
  const withTemplate = TABLE_HEAD + [row(1, 'chart'), row(2, 'shutdown'), row(3, 'load test'), template, row(5, 'drain loses 0 jobs')].join('\n');
  const both = 'numbered as criteria-owned numbers them: 2 Deliverables expected bullets and 3 Done-when bullets in file order';
  const templateRow = { file: HANDOFF, line: 13, column: 1, message: exactly('crit-4 (engagement/criteria.md:19 "Grafana dashboard shows queue depth and replica count") is not traced in §3: its row is the template left unfilled, with no criterion text, single status or evidence') };

  ruleTester(rule, {
    valid: [
      {
        name: 'tasks citing crit-1..crit-5, a §3 row for each of the 5',
        files: { 'criteria.md': worker, ...fiveRefs, 'handoff.md': trace(TABLE_HEAD + [row(1, 'chart'), row(2, 'shutdown'), row(3, 'load test'), row(4, 'dashboard'), row(5, 'drain')].join('\n')) },
        options: recommended,
        detail: exactly('§3 traces all 5 criteria'),
      },
      {
        name: "tasks whose crit_refs fit the Done-when bullets alone: §3 numbers those, as criteria-owned does",
        files: { 'criteria.md': worker, ...doneRefs, 'handoff.md': trace(threeRows) },
        options: recommended,
        detail: exactly("§3 traces all 3 criteria (numbered by the Done-when bullets alone, as criteria-owned reads them: the tasks' crit_refs fit them exactly; 2 Deliverables bullets read as deliverables)"),
      },
    ],
    invalid: [
      {
        name: 'tasks citing crit-4 and crit-5: a §3 of 3 rows misses them, not "all 3 traced by the Done-when bullets alone"',
        files: { 'criteria.md': worker, ...fiveRefs, 'handoff.md': trace(threeRows) },
        options: recommended,
        detail: exactly(`§3 Criteria trace misses crit-4, crit-5 of 5 criteria (${both}; the tasks' crit_refs cite crit-4, crit-5 past the Done-when bullets)`),
        findings: [
          { file: HANDOFF, line: 6, column: 1, message: exactly('crit-4 (engagement/criteria.md:19 "Grafana dashboard shows queue depth and replica count") is not traced in §3') },
          { file: HANDOFF, line: 6, column: 1, message: exactly('crit-5 (engagement/criteria.md:20 "`kubectl drain` of a node loses 0 jobs") is not traced in §3') },
        ],
      },
      {
        name: 'crit_refs read from tasks/INDEX.md decide the numbering too',
        files: {
          'criteria.md': worker,
          'tasks/t1.md': taskFile({ id: 't1', owner: 'dev-a', wave: 1, files: ['a.ts'] }),
          'tasks/t2.md': taskFile({ id: 't2', owner: 'dev-b', wave: 1, files: ['b.ts'] }),
          'tasks/INDEX.md': tasksIndex({ 1: [{ id: 't1', owner: 'dev-a', crit: ['crit-1', 'crit-2', 'crit-3'] }, { id: 't2', owner: 'dev-b', crit: ['crit-4', 'crit-5'] }] }),
          'handoff.md': trace(threeRows),
        },
        options: recommended,
        detail: /^§3 Criteria trace misses crit-4, crit-5 of 5 criteria /,
      },
      {
        name: "the template row left for crit-4 fails at that row (tasks cite crit-1..crit-5)",
        files: { 'criteria.md': worker, ...fiveRefs, 'handoff.md': trace(withTemplate) },
        options: recommended,
        detail: exactly(`§3 Criteria trace misses crit-4 of 5 criteria (${both}; the tasks' crit_refs cite crit-4, crit-5 past the Done-when bullets) (crit-4's row L13: the template left unfilled)`),
        fix: /fill in a template row/,
        findings: [templateRow],
      },
      {
        name: 'without task crit_refs, rows numbered past the Done-when bullets keep the combined numbering: the template row fails at that row',
        files: { 'criteria.md': worker, 'handoff.md': trace(withTemplate) },
        options: recommended,
        detail: exactly(`§3 Criteria trace misses crit-4 of 5 criteria (${both}; §3 itself numbers crit-4, crit-5) (crit-4's row L13: the template left unfilled)`),
        findings: [templateRow],
      },
      {
        name: 'without task crit_refs, a crit-N past the Done-when bullets keeps the combined numbering',
        files: { 'criteria.md': worker, 'handoff.md': trace(`${threeRows}\n| — | drain: see crit-5 | ✅ | \`engagement/executor-reports/qa.md\` |`) },
        options: recommended,
        detail: exactly(`§3 Criteria trace misses crit-4 of 5 criteria (${both}; §3 itself numbers crit-5)`),
        findings: [{ file: HANDOFF, line: 6, column: 1, message: /^crit-4 \(engagement\/criteria\.md:19 / }],
      },
      {
        name: 'tasks whose crit_refs fit the Done-when bullets alone: a Done-when criterion missing from §3 fails, saying the reading',
        files: { 'criteria.md': worker, ...doneRefs, 'handoff.md': trace(TABLE_HEAD + [row(1, 'chart'), row(2, 'shutdown')].join('\n')) },
        options: recommended,
        detail: exactly("§3 Criteria trace misses crit-3 of 3 criteria (numbered by the Done-when bullets alone, as criteria-owned reads them: the tasks' crit_refs fit them exactly; 2 Deliverables bullets read as deliverables)"),
        findings: [{ file: HANDOFF, line: 6, column: 1, message: /^crit-3 \(engagement\/criteria\.md:20 / }],
      },
    ],
  });

  // The same crit-N in both rules: their criterion counts agree on the same folder.
  it.each([
    ['tasks citing crit-1..crit-5', fiveRefs, 5],
    ['tasks citing the Done-when bullets alone', doneRefs, 3],
  ] as const)('criteria-owned and criteria-trace-coverage count the same criteria: %s', async (_name, tasks, count) => {
    const files = { 'criteria.md': worker, ...tasks, 'handoff.md': trace(TABLE_HEAD + [1, 2, 3, 4, 5].map((n) => row(n, `c${n}`)).join('\n')) };
    const [o, t] = await Promise.all([lint(owned, { files, options: recommended }), lint(rule, { files, options: recommended })]);
    expect(o.detail).toContain(`all ${count} criteria owned`);
    expect(t.detail).toContain(`§3 traces all ${count} criteria`);
  });
});

// "Done when" bulleted with `+` (crit-1..3), "Deliverables expected" with `-`: the `+` items are the criteria.
describe('criteria in every list marker', () => {
  const plus = criteria({ size: 'M' }, '# Criteria\n\n## Deliverables expected\n- retry worker\n- dead-letter table\n\n## Done when\n+ crit-1: retried at 1, 2, 4, 8, 16 min then dead\n+ crit-2: webhook tests pass\n+ crit-3: dead letters are listed in the admin\n');
  const mixed = criteria({ size: 'M' }, '# Criteria\n\n## Done when\n+ export returns 200\n  + with the PDF headers\n2) 404 for a foreign id\n* tests green\n');
  const task = (id: string, refs: string[]) => taskFile({ id, owner: `dev-${id}`, wave: 1, files: [`src/${id}.ts`], crit_refs: refs });
  ruleTester(rule, {
    valid: [
      {
        name: '`+` bullets labelled crit-1..crit-3, each with its row; tasks cite crit-3',
        files: { 'criteria.md': plus, 'tasks/t1.md': task('t1', ['crit-1', 'crit-2']), 'tasks/t2.md': task('t2', ['crit-3']), 'handoff.md': trace(TABLE_HEAD + [...ROWS.slice(0, 2), '| 3 | admin list | ✅ | `src/admin/dead.ts` |'].join('\n')) },
        options: recommended,
        detail: exactly('§3 traces all 3 criteria'),
      },
      { name: '`+`, `N)` and `*` items in one "Done when", nested items apart', files: { 'criteria.md': mixed, 'handoff.md': trace(TABLE_HEAD + ROWS.join('\n')) }, options: recommended, detail: exactly('§3 traces all 3 criteria') },
    ],
    invalid: [
      {
        name: 'a `+` criterion with no §3 row',
        files: { 'criteria.md': plus, 'handoff.md': trace(TABLE_HEAD + ROWS.slice(0, 2).join('\n')) },
        options: recommended,
        detail: exactly('§3 Criteria trace misses crit-3 of 3 criteria'),
        findings: [{ file: HANDOFF, line: 6, column: 1, message: exactly('crit-3 (engagement/criteria.md:17 "crit-3: dead letters are listed in the admin") is not traced in §3') }],
      },
      {
        name: 'mixed markers: the `*` item is crit-3, untraced',
        files: { 'criteria.md': mixed, 'handoff.md': trace(TABLE_HEAD + ROWS.slice(0, 2).join('\n')) },
        options: recommended,
        detail: exactly('§3 Criteria trace misses crit-3 of 3 criteria'),
        findings: [{ file: HANDOFF, line: 6, column: 1, message: exactly('crit-3 (engagement/criteria.md:14 "tests green") is not traced in §3') }],
      },
    ],
  });
});

// GFM reads a table without its leading pipes (`No | Criterion |` over `---|---|`), or without any outer pipe.
describe('a §3 table without leading pipes', () => {
  const leading = (rows: string[]) => trace(['No | Criterion | Status | Evidence (path + line/section) |', '---|---|---|---|', ...rows.map((r) => r.replace(/^\| /, ''))].join('\n'));
  const outer = (rows: string[]) => trace(['No | Criterion | Status | Evidence (path + line/section)', '---|---|---|---', ...rows.map((r) => r.replace(/^\| /, '').replace(/ \|$/, ''))].join('\n'));
  ruleTester(rule, {
    valid: [
      { name: 'no leading pipes: a row per criterion', files: { ...m, 'handoff.md': leading(ROWS) }, options: recommended, detail: exactly('§3 traces all 3 criteria') },
      { name: 'no outer pipes: a row per criterion', files: { ...m, 'handoff.md': outer(ROWS) }, options: recommended, detail: exactly('§3 traces all 3 criteria') },
      {
        name: 'the number column named past the first, no outer pipes',
        files: { ...m, 'handoff.md': trace('Criterion | Crit # | Status | Evidence\n:--|:--:|---|---\n200 | 1 | ✅ | a.md\nCyrillic | 2 | ✅ | b.md\ntests | 3 | ✅ | c.md') },
        options: recommended,
        detail: exactly('§3 traces all 3 criteria'),
      },
    ],
    invalid: [
      {
        name: 'no leading pipes: a criterion with no row',
        files: { ...m, 'handoff.md': leading(ROWS.slice(0, 2)) },
        options: recommended,
        detail: exactly('§3 Criteria trace misses crit-3 of 3 criteria'),
        findings: [{ file: HANDOFF, line: 6, column: 1, message: /^crit-3 \(engagement\/criteria\.md:13 / }],
      },
      {
        name: 'no outer pipes: the template row left unfilled, at that row',
        files: { ...m, 'handoff.md': outer([...ROWS.slice(0, 2), '| 3 | {criterion text} | ✅ / ⚠️ / ❌ | {pointer} |']) },
        options: recommended,
        detail: exactly("§3 Criteria trace misses crit-3 of 3 criteria (crit-3's row L12: the template left unfilled)"),
        findings: [{ file: HANDOFF, line: 12, column: 1, message: /^crit-3 .* its row is the template left unfilled/ }],
      },
      {
        name: 'no leading pipes: a row marked met with no evidence, at its Evidence cell',
        files: { ...m, 'handoff.md': leading([...ROWS.slice(0, 2), '| 3 | tests green | ✅ | TBD |']) },
        options: recommended,
        detail: exactly('§3 marks 1 row met with no evidence: 3 (L12)'),
        findings: [{ file: HANDOFF, line: 12, column: '3 | tests green | ✅ | '.length + 1, message: exactly('criterion 3 is marked met, but its Evidence cell says `TBD`: name the path (and line or section) that shows it') }],
      },
      {
        name: 'no outer pipes: an empty Evidence cell',
        files: { ...m, 'handoff.md': outer([...ROWS.slice(0, 2), '| 3 | tests green | ✅ |  |']) },
        options: recommended,
        detail: exactly('§3 marks 1 row met with no evidence: 3 (L12)'),
      },
    ],
  });
});

// 3 Deliverables bullets (lines 14-16) and 4 Done-when bullets (lines 19-22); the tasks leave the Done-when crit-2
// uncited. The reading is decided before either check weighs coverage, so §3 is read against the Done-when bullets.
describe('the criteria reading does not turn on whether the plan owns every criterion', () => {
  const archive = criteria({ size: 'M' }, criteriaBody(['migration revision', 'archive job', 'tests for both'], ['the revision creates the archive table', 'the job moves old orders in batches', 'the legacy column is dropped with a backup', 'the round trip tests are green']));
  const task = (id: string, refs: string[]) => taskFile({ id, owner: `dev-${id}`, wave: 1, files: [`src/${id}.ts`], crit_refs: refs });
  const gapRefs = { 'tasks/t1.md': task('t1', ['crit-1', 'crit-3']), 'tasks/t2.md': task('t2', ['crit-1']), 'tasks/t3.md': task('t3', ['crit-4']) };
  const row = (n: number) => `| ${n} | c${n} | ✅ | \`src/a.ts\` |`;
  const reading = "(numbered by the Done-when bullets alone, as criteria-owned reads them: no crit_ref cites crit-5..crit-7, which only numbering all 7 bullets in file order gives; 3 Deliverables bullets read as deliverables)";
  const quoteRows = ['the revision creates the archive table', 'the job moves old orders in batches', 'the legacy column is dropped with a backup'].map((t) => `| ${t} | ✅ | \`src/a.ts\` |`);

  ruleTester(rule, {
    valid: [
      {
        name: 'a §3 row per Done-when bullet traces every criterion, though a task leaves one unowned',
        files: { 'criteria.md': archive, ...gapRefs, 'handoff.md': trace(TABLE_HEAD + [1, 2, 3, 4].map(row).join('\n')) },
        options: recommended,
        detail: exactly(`§3 traces all 4 criteria ${reading}`),
      },
      {
        name: "without crit_refs or numbers, a §3 quoting Done-when bullets' texts reads the Done-when bullets alone",
        files: { 'criteria.md': archive, 'handoff.md': trace(`| Criterion | Status | Evidence |\n|---|---|---|\n${quoteRows.join('\n')}\n| the round trip tests are green | ✅ | \`tests/a.ts\` |`) },
        options: recommended,
        detail: exactly('§3 traces all 4 criteria (numbered by the Done-when bullets alone, an ambiguous reading: no task gives crit_refs to settle it and §3 numbers none, quoting Done-when bullets; 3 Deliverables bullets read as deliverables)'),
      },
    ],
    invalid: [
      {
        name: 'a Done-when bullet missing from §3 is named by its Done-when number',
        files: { 'criteria.md': archive, ...gapRefs, 'handoff.md': trace(TABLE_HEAD + [1, 2, 4].map(row).join('\n')) },
        options: recommended,
        detail: exactly(`§3 Criteria trace misses crit-3 of 4 criteria ${reading}`),
        findings: [{ file: HANDOFF, line: 6, column: 1, message: exactly('crit-3 (engagement/criteria.md:21 "the legacy column is dropped with a backup") is not traced in §3') }],
      },
      {
        name: "without crit_refs or numbers, a §3 quoting some Done-when bullets misses the others, not the Deliverables bullets",
        files: { 'criteria.md': archive, 'handoff.md': trace(`| Criterion | Status | Evidence |\n|---|---|---|\n${quoteRows.join('\n')}`) },
        options: recommended,
        detail: /^§3 Criteria trace misses crit-4 of 4 criteria \(numbered by the Done-when bullets alone, an ambiguous reading/,
        findings: [{ file: HANDOFF, line: 6, column: 1, message: /^crit-4 \(engagement\/criteria\.md:22 / }],
      },
    ],
  });

  it('criteria-owned and criteria-trace-coverage read the same criteria on that folder', async () => {
    const files = { 'criteria.md': archive, ...gapRefs, 'handoff.md': trace(TABLE_HEAD + [1, 2, 3, 4].map(row).join('\n')) };
    const [o, t] = await Promise.all([lint(owned, { files, options: recommended }), lint(rule, { files, options: recommended })]);
    expect(o.findings.map((f) => [f.line, f.message])).toEqual([[20, 'crit-2 ("the job moves old orders in batches") is owned by no task']]);
    expect(t.status).toBe('pass');
  });
});
