// Whom a REJECT routes back to work, and when their `## Iteration N` is due (protocol reading):
// "On REJECT loop: lead identifies failing crit-N from director verdict, finds tasks where crit_refs includes those
// crit values, re-dispatches ONLY those tasks"; "director increments on REJECT"; "When the same specialist is
// re-dispatched on iter N+1 … they MUST append"; the abort stub ("sanity checks skipped under abort flag").
import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/executor-iteration-structure.js';
import { ruleTester, type Tree } from '../../rule-tester.js';
import { check, criteria } from '../../helpers.js';
import { exactly } from './exactly.js';

const recommended = { preset: 'recommended' as const };
const task = (id: string, owner: string, crits: number[]) => ({ [`tasks/${id}.md`]: `---\nid: ${id}\nowner: ${owner}\nwave: 1\nfiles: [engagement/ui/${id}.md]\ncrit_refs: [${crits.map((c) => `crit-${c}`).join(', ')}]\n---\n# ${id}\n` });
/** A report with `## Iteration N` on line 3 and every second line after it. */
const report = (who: string, ...ns: number[]) => [`# ${who} executor report`, ...ns.flatMap((n) => ['', `## Iteration ${n} — 2026-05-2${n}`, `- round ${n} work`]), ''].join('\n');
/** Round 1 rejected on crit-2 (its line 5), the verdict on line 8, then `after` from line 9. */
const log = (after = '') => `# Acceptance log\n\n## Iteration 1 — 2026-05-22 13:00\n\n- crit-2 ❌ DE caption 2 is 33 characters\n- crit-1 ✅ crit-3 ✅\n\n### Verdict: REJECT\n${after}`;
/** handoff.md of round `n`, §4 listing each report on lines 5… */
const handoff = (n: number, s4: string[]) => `# Handoff — iteration ${n} — store-shots\n\n## 4. Executor reports\n\n${s4.join('\n')}\n\n## 5. Validation log\n- ok\n`;
const line = (who: string, note = '') => `- ${who} — \`engagement/executor-reports/${who}.md\`${note}`;

// The store-shots shape: t01 (ux-writer) and t04 (localisation) carry crit-2; t02 (visual) carries crit-1.
const base: Tree = {
  'criteria.md': criteria({ size: 'L' }),
  iteration: '2\n',
  ...task('t01-captions', 'ux-writer', [2, 4]),
  ...task('t02-store-shots', 'visual-designer', [1]),
  ...task('t04-de', 'localisation-specialist', [2, 4]),
  'executor-reports/ux-writer.md': report('ux-writer', 1),
  'executor-reports/visual-designer.md': report('visual-designer', 1),
  'executor-reports/localisation-specialist.md': report('localisation-specialist', 1),
};
const s4 = [line('ux-writer'), line('visual-designer'), line('localisation-specialist')];
const REPORTS = 'engagement/executor-reports';
const byCrit = (who: string, t: string) => exactly(`no \`## Iteration 2\` section (has 1), yet iteration 1 was rejected on crit-2 (engagement/acceptance-log.md:5), which engagement/tasks/${t}.md (crit_refs) gives this specialist: append that round's work under \`## Iteration 2\`, after the earlier iterations`);

describe('between rounds: round 1 REJECTed, the counter raised to 2, handoff.md still round 1\'s', () => {
  const between = { ...base, 'acceptance-log.md': log(), 'handoff.md': handoff(1, s4) };
  ruleTester(rule, {
    valid: [
      {
        name: 'recommended: the re-dispatched specialists\' reports are not late before round 2\'s handoff',
        files: between,
        options: recommended,
        detail: exactly(
          "all 3 executor-reports keep `## Iteration N` structure (iteration 2; 0 of them with `## Iteration 2`); between rounds: iteration 1 was REJECTed (engagement/acceptance-log.md:L8) and handoff.md is still its own, so localisation-specialist.md, ux-writer.md are judged for `## Iteration 2` once round 2's handoff exists",
        ),
      },
      {
        // The lead waiting for the rework to be dispatched: its heartbeat names round 2 but updated nothing.
        name: 'recommended: a heartbeat of round 2 that updated no artefact does not end the wait',
        files: { ...between, 'validation-log.md': '# Validation log\n\n## Heartbeat — Phase rework-wait\n- iteration: 2\n- artefacts updated: none (REJECT received; rework not dispatched yet)\n' },
        options: recommended,
        detail: /between rounds: iteration 1 was REJECTed/,
      },
    ],
    invalid: [
      {
        name: 'recommended: once round 2\'s handoff exists, the missing sections fail',
        files: { ...between, 'handoff.md': handoff(2, s4) },
        options: recommended,
        detail: exactly('executor-reports of specialists re-dispatched in iteration 2 without `## Iteration 2`: localisation-specialist.md, ux-writer.md'),
        findings: [
          { file: `${REPORTS}/localisation-specialist.md`, line: 3, column: 1, message: byCrit('localisation-specialist', 't04-de') },
          { file: `${REPORTS}/ux-writer.md`, line: 3, column: 1, message: byCrit('ux-writer', 't01-captions') },
        ],
      },
      {
        name: 'recommended: a heartbeat of round 2 in validation-log.md ends the wait too',
        files: { ...between, 'validation-log.md': '# Validation log\n\n## Heartbeat\n- iteration: 2\n' },
        options: recommended,
        detail: /^executor-reports of specialists re-dispatched in iteration 2 without `## Iteration 2`: localisation-specialist\.md, ux-writer\.md$/,
      },
      {
        name: 'recommended: round 2 work already written under `## Iteration 1` fails between rounds too',
        files: { ...between, 'executor-reports/ux-writer.md': `${report('ux-writer', 1)}### What changed since iter-1\n- DE caption 2 cut to 28 characters\n` },
        options: recommended,
        findings: [{ file: `${REPORTS}/ux-writer.md`, line: 5, column: 5, message: /^`What changed since iter-1` under `## Iteration 1` tells what changed since iteration 1, so it is iteration 2's work/ }],
      },
      {
        name: 'compat: the reference reads the counter alone',
        files: between,
        detail: exactly('executor-reports missing `## Iteration 2` (and/or `## Iteration 1`) heading: localisation-specialist.md, ux-writer.md, visual-designer.md'),
      },
    ],
  });
});

describe('the user aborted the engagement during round 2', () => {
  const stub = '\n## Iteration 2 — 2026-05-24\n\n### Verdict: ABORTED\n\n> «Stop, the launch is cancelled.» — CEO, chat\n\nState snapshot: no iteration-2 handoff was written.\n';
  const aborted = { ...base, 'acceptance-log.md': log(stub), 'handoff.md': handoff(1, s4) };
  ruleTester(rule, {
    valid: [
      {
        name: 'recommended: no `## Iteration 2` is due from the specialists the REJECT routed back',
        files: aborted,
        options: recommended,
        detail: exactly(
          'all 3 executor-reports keep `## Iteration N` structure (iteration 2; 0 of them with `## Iteration 2`); the user aborted the engagement (ABORTED at engagement/acceptance-log.md:L12): no `## Iteration 2` is due from localisation-specialist.md, ux-writer.md',
        ),
      },
      {
        name: 'recommended: work dated the day of the abort, without a time to tell, is not after it',
        files: { ...aborted, 'executor-reports/visual-designer.md': '# visual-designer executor report\n\n## Iteration 1 — 2026-05-21\n- shots\n\n## Iteration 2 — 2026-05-24 09:00\n- new shots\n' },
        options: recommended,
      },
    ],
    invalid: [
      { name: 'compat: the reference reads the counter alone', files: aborted, detail: /^executor-reports missing `## Iteration 2`/ },
      {
        // On abort the "engagement is closed": a round's work dated later is work on a closed engagement.
        name: 'recommended: a report section dated after the abort warns at its heading',
        status: 'warn',
        files: { ...aborted, 'executor-reports/visual-designer.md': '# visual-designer executor report\n\n## Iteration 1 — 2026-05-21\n- shots\n\n## Iteration 2 — 2026-05-25 10:00\n- new shots\n' },
        options: recommended,
        detail: /^work dated after the user aborted the engagement \(ABORTED at engagement\/acceptance-log\.md:L12\): visual-designer\.md/,
        fix: /^An aborted engagement is closed/,
        findings: [{ file: 'engagement/executor-reports/visual-designer.md', line: 6, column: 1, message: exactly('`Iteration 2` is dated 2026-05-25 10:00, after the user aborted the engagement (engagement/acceptance-log.md:L10, 2026-05-24): on abort the "engagement is closed"') }],
      },
      {
        name: 'recommended: a report without any iteration heading still fails after the abort',
        files: { ...aborted, 'executor-reports/visual-designer.md': '# visual-designer\n\n### What was done\n- shots\n' },
        options: recommended,
        detail: exactly('executor-reports without their earlier `## Iteration N` sections: visual-designer.md'),
      },
    ],
  });
});

describe('a REJECT naming the tasks to rework', () => {
  const named = (list: string) => ({ ...base, 'acceptance-log.md': log(`${list}\n`), 'handoff.md': handoff(2, s4) });
  const reworked = { 'executor-reports/visual-designer.md': report('visual-designer', 1, 2), 'executor-reports/localisation-specialist.md': report('localisation-specialist', 1, 2) };
  const offList = "t01-captions carries the rejected crit-2, but the REJECT names the tasks to rework (engagement/acceptance-log.md:9) without it, so ux-writer was not due a re-dispatch";
  ruleTester(rule, {
    valid: [
      ...['Rework: t02-store-shots and t04-de (crit-2).', '**Rework:** `t02-store-shots`, `t04-de`', 'Re-dispatch: t02-store-shots; t04-de', 'Доработка: t02-store-shots, t04-de'].map((list) => ({
        name: `recommended: the list is followed, not the crit_refs: ${list}`,
        files: { ...named(list), ...reworked },
        options: recommended,
        detail: exactly(`all 3 executor-reports keep \`## Iteration N\` structure (iteration 2; 2 of them with \`## Iteration 2\`); ${offList}`),
      })),
      {
        name: 'recommended: before any REJECT (counter 1) nothing is routed back',
        status: 'skip',
        files: { ...named('Rework: t01-captions'), iteration: '1\n' },
        options: recommended,
        detail: exactly('iteration=1, no iteration structure required yet'),
      },
      {
        name: 'recommended: short task numbers name the tasks they open (`t02` is t02-store-shots)',
        files: { ...named('Rework: t02 (crit-1), t04 (crit-2).'), ...reworked },
        options: recommended,
        detail: exactly(`all 3 executor-reports keep \`## Iteration N\` structure (iteration 2; 2 of them with \`## Iteration 2\`); ${offList}`),
      },
    ],
    invalid: [
      {
        // The specialist's report starting at round 2 still warns: first dispatched then, or round 1 overwritten.
        name: 'recommended: the list names a task of a report that starts at `## Iteration 2`',
        status: 'warn',
        files: { ...named('Rework: t02-store-shots and t04-de (crit-2).'), ...reworked, 'executor-reports/visual-designer.md': report('visual-designer', 2) },
        options: recommended,
        detail: exactly(`executor-reports starting after iteration 1: visual-designer.md; ${offList}`),
      },
      {
        name: 'recommended: a specialist whose task the list names, without `## Iteration 2`',
        files: { ...named('Rework: t02-store-shots and t04-de (crit-2).'), 'executor-reports/visual-designer.md': report('visual-designer', 1, 2) },
        options: recommended,
        detail: exactly('executor-reports of specialists re-dispatched in iteration 2 without `## Iteration 2`: localisation-specialist.md'),
        findings: [
          {
            file: `${REPORTS}/localisation-specialist.md`,
            line: 3,
            column: 1,
            message: exactly("no `## Iteration 2` section (has 1), yet iteration 1's REJECT names t04-de for rework (engagement/acceptance-log.md:9), a task this specialist owns (engagement/tasks/t04-de.md): append that round's work under `## Iteration 2`, after the earlier iterations"),
          },
        ],
      },
      {
        name: 'recommended: a `Rework:` line naming no task leaves the crit_refs to decide',
        files: { ...named('Rework: the captions, not the screenshots.'), ...reworked },
        options: recommended,
        findings: [{ file: `${REPORTS}/ux-writer.md`, line: 3, column: 1, message: byCrit('ux-writer', 't01-captions') }],
      },
    ],
  });
});

describe('a task carrying the rejected criterion that §4 says was not re-dispatched', () => {
  const files = (note: string) => ({
    ...base,
    'acceptance-log.md': log(),
    'handoff.md': handoff(2, [line('ux-writer', note), line('visual-designer'), line('localisation-specialist', ' (## Iteration 2 appended)')]),
    'executor-reports/localisation-specialist.md': report('localisation-specialist', 1, 2),
  });
  ruleTester(rule, {
    valid: [],
    invalid: [
      ...[' (iteration 1 only, not re-dispatched)', ' (iteration 1 only)', ' — no re-dispatch this round'].map((note) => ({
        name: `recommended: told as a routing problem at the §4 line: ${JSON.stringify(note)}`,
        files: files(note),
        options: recommended,
        detail: exactly("tasks iteration 1's REJECT routes back, not re-dispatched in iteration 2 (handoff §4 says so): t01-captions (crit-2)"),
        fix: exactly('Re-dispatch each task the REJECT routes back (those it names for rework, else those whose crit_refs include a criterion it failed); its specialist appends `## Iteration 2` to the report.'),
        findings: [
          {
            file: 'engagement/handoff.md',
            line: 5,
            column: 1,
            message: exactly('task t01-captions carries the rejected crit-2 (engagement/acceptance-log.md:5) but was not re-dispatched, as this line says: the protocol "finds tasks where crit_refs includes those crit values" and re-dispatches them, so ux-writer was due a `## Iteration 2` in ux-writer.md'),
          },
        ],
      })),
      {
        name: 'recommended: a task the REJECT names for rework that §4 says was not re-dispatched',
        files: { ...files(' (iteration 1 only, not re-dispatched)'), 'acceptance-log.md': log('Rework: t01-captions (crit-2).\n') },
        options: recommended,
        detail: exactly("tasks iteration 1's REJECT routes back, not re-dispatched in iteration 2 (handoff §4 says so): t01-captions"),
        findings: [
          {
            file: 'engagement/handoff.md',
            line: 5,
            column: 1,
            message: exactly('task t01-captions is named for rework by the REJECT (engagement/acceptance-log.md:9) but was not re-dispatched, as this line says: the lead re-dispatches the tasks the verdict names, so ux-writer was due a `## Iteration 2` in ux-writer.md'),
          },
        ],
      },
      {
        name: 'recommended: §4 silent on the re-dispatch: the report lacks its section',
        files: files(''),
        options: recommended,
        findings: [{ file: `${REPORTS}/ux-writer.md`, line: 3, column: 1, message: byCrit('ux-writer', 't01-captions') }],
      },
    ],
  });
});

// Their time is bench/hostile.mjs's (acceptance-log-rework-line-runs): here, only the verdict.
describe('the rework list reading on long inputs', () => {
  it('a 100k-character `Rework:` line of task numbers and a log of 20k `Rework:` lines', async () => {
    for (const after of [`Rework: ${'t09 '.repeat(25_000)}\n`, `${'Rework: '.repeat(12_500)}\n`, 'Rework:\n'.repeat(20_000), `Rework:${' '.repeat(100_000)}x\n`]) {
      const r = await check(rule, { ...base, 'acceptance-log.md': log(after), 'handoff.md': handoff(2, s4) }, { options: recommended });
      expect(r.status).toBe('fail');
    }
  });
});

describe('a REJECT that calls an earlier blocker fixed routes back only what it fails', () => {
  // Round 1 rejected on crit-1 (alpha's task), round 2 on crit-2 (beta's), saying crit-1 is fixed: round 3 is beta's alone.
  const rounds = (crit1: string) =>
    `# Acceptance log\n\n## Iteration 1\n\n- crit-1: import drops the last row\n\n### Verdict: REJECT\n\n## Iteration 2\n\n- ${crit1}\n- crit-2: export writes an empty file\n\n### Verdict: REJECT\n`;
  const tree: Tree = {
    'criteria.md': criteria({ size: 'L' }),
    iteration: '3\n',
    ...task('t1-import', 'alpha', [1]),
    ...task('t2-export', 'beta', [2]),
    'executor-reports/alpha.md': report('alpha', 1, 2),
    'executor-reports/beta.md': report('beta', 1, 3),
    'handoff.md': handoff(3, [line('alpha'), line('beta')]),
  };
  ruleTester(rule, {
    valid: ['crit-1 is fixed since iteration 1.', 'crit-1: fixed (re-verified).', 'Fixed since iteration 1: crit-1'].map((said) => ({
      name: `recommended: "${said}" is no criterion the REJECT fails, so alpha owes no \`## Iteration 3\``,
      files: { ...tree, 'acceptance-log.md': rounds(said) },
      options: recommended,
    })),
    invalid: [
      {
        name: 'recommended: "crit-1 is still not fixed" fails it again, so alpha owes `## Iteration 3`',
        files: { ...tree, 'acceptance-log.md': rounds('crit-1 is still not fixed: the last row is dropped') },
        options: recommended,
        findings: [{ file: `${REPORTS}/alpha.md`, message: /^no `## Iteration 3` section \(has 1, 2\), yet iteration 2 was rejected on crit-1 \(engagement\/acceptance-log\.md:11\)/ }],
      },
    ],
  });
});
