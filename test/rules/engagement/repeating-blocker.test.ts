import { afterAll } from 'vitest';
import rule from '../../../rules/engagement/repeating-blocker.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { lineOf } from '../graph/graph-helpers.js';

afterAll(cleanupTrees);

const round = (n: number, verdict: string, blockers: string[] = []) => `## Iteration ${n}\n\n### Verdict: ${verdict}\n${blockers.map((b) => `- ${b}`).join('\n')}\n`;
const log = (...rounds: string[]) => `# Acceptance log\n\n${rounds.join('\n')}`;
// The lead has gone on to another round: a repeat without loop-to-intake is then a skipped loop.
const REWORKING = { 'handoff.md': '# Handoff — iteration 9\n' };
const base = { 'criteria.md': criteria({ size: 'L' }), ...REWORKING };
const LOG = 'engagement/acceptance-log.md';

const sameCrit = log(round(1, 'REJECT', ['crit-2: export drops rows over 10k']), round(2, 'REJECT', ['crit-2: the export is still truncated']));
const reworded = log(
  round(1, 'REJECT — validation incomplete: docker not running so integration tests never ran'),
  round(2, 'REJECT — validation incomplete: integration tests never ran because docker was not running'),
);
const subHeading =
  '## Iteration 1\n### Verdict: REJECT\n### Blocking issues\n- crit-3 login loop on Safari\n\n' +
  '## Iteration 2\n### Verdict: REJECT\n**Reason:** crit-3 still loops on Safari\n### Evidence reviewed\n- crit-1 fine\n';
const M = { 'criteria.md': criteria({ size: 'M' }), ...REWORKING };
const dated = (n: number, date: string, body: string) => `## Iteration ${n} — ${date}\n\n### Verdict: REJECT\n${body}\n`;
// A loop on crit-2 (rounds 1–2), then crit-3 repeats in rounds 3–4.
const twoLoops = log(
  dated(1, '2026-05-14', '- crit-2: foreign invoice leaks existence'),
  dated(2, '2026-05-15', '- crit-2: foreign invoice still answers 403'),
  dated(3, '2026-05-17', '- crit-3: Cyrillic glyphs missing in the total row'),
  dated(4, '2026-05-18', '- crit-3: Cyrillic still missing in the total row'),
);
const crit2Record = '# Scope sync\n\n## Loop-to-intake — 2026-05-15 (crit-2)\n- agency-intake rephrased crit-2 (secretary auto-edit during loop-to-intake).\n';
const crit3Glyphs = log(dated(1, '2026-05-14', '- crit-3: Cyrillic glyphs missing'), dated(2, '2026-05-15', '- crit-3: Cyrillic still missing'));
const repeated = log(round(1, 'REJECT', ['crit-2: export drops rows']), round(2, 'REJECT', ['crit-2: export drops rows']));

// Blockers written as a table instead of a list.
const tableRound = (n: number, rows: string[], header = '| Criterion | Blocker |') => `## Iteration ${n}\n\n### Verdict: REJECT\n\n${header}\n|---|---|\n${rows.join('\n')}\n`;
const tableRepeat = log(tableRound(1, ['| crit-2 | Cyrillic names turn into mojibake in Excel |']), tableRound(2, ['| crit-1 | fixed |', '| crit-2 | Cyrillic names still mojibake in Excel |']));
const numberedTable = log(
  tableRound(1, ['| 2 | totals row drops the currency sign |'], '| # | Reason |'),
  tableRound(2, ['| 2 | the currency sign is still missing |'], '| # | Reason |'),
);

// Blockers that name their criterion in words, not as crit-N.
const criterionWord = log(
  dated(1, '2026-06-02', 'Reason: criterion 6 not met — light KPI titles 3.0:1 against the 4.5:1 bar; «Квартал» also selected the year start (criterion 3).'),
  dated(2, '2026-06-03', 'Reason: criterion 6 is still open: the light up-delta measures 3.9:1 on `--surface-raised`.'),
);
const criteriaList = log(dated(1, '2026-06-02', 'Reason: criteria 3 and 6 not met (quarter preset, light contrast).'), dated(2, '2026-06-03', 'Причина: критерий 6 всё ещё не выполнен — контраст 3.9:1.'));

ruleTester(rule, {
  valid: [
    {
      name: 'a loop-to-intake record quoting the repeating blocker\'s text, naming no criterion, clears a repeat matched by criterion',
      files: {
        ...M,
        'acceptance-log.md': log(round(1, 'REJECT', ['crit-1: the last day of the period is missing from the export.']), round(2, 'REJECT', ['crit-1: the last day of the period is missing from the export.'])),
        'scope-sync.md': '# Scope sync\n\n## Loop-to-intake — 2026-06-11 12:40\n- Repeating blocker: "the last day of the period is missing from the export."\n- Secretary reworded the criterion with the user.\n',
      },
      detail: /^repeated blocker escalated: loop-to-intake recorded at engagement\/scope-sync\.md:L/,
    },
    {
      name: 'right after the repeating REJECT, before any work on the next round, the loop is due, not skipped',
      files: { 'criteria.md': criteria({ size: 'M' }), 'acceptance-log.md': sameCrit, 'handoff.md': '# Handoff — iteration 2\n' },
      detail: /^iteration 2 repeats a blocker of iteration 1 \(engagement\/acceptance-log\.md:L\d+\); the loop-to-intake is due before round 3 starts, and no round 3 work has started$/,
    },
    {
      name: 'blocker tables of consecutive REJECTs on different criteria',
      files: { ...M, 'acceptance-log.md': log(tableRound(1, ['| crit-2 | mojibake in Excel |']), tableRound(2, ['| crit-3 | totals row misaligned |'])) },
      detail: /no repeated blocker/,
    },
    {
      name: 'a criteria table row marked met is no blocker',
      files: {
        ...M,
        'acceptance-log.md': log(tableRound(1, ['| crit-1 | ✅ |', '| crit-2 | mojibake in Excel |'], '| Criterion | Status |'), tableRound(2, ['| crit-1 | ✅ |', '| crit-3 | totals row misaligned |'], '| Criterion | Status |')),
      },
      detail: /no repeated blocker/,
    },
    {
      name: 'a table naming no blocker or criterion column is not read as blockers',
      files: { ...M, 'acceptance-log.md': log(tableRound(1, ['| crit-2 | 14:00 |'], '| Step | Time |'), tableRound(2, ['| crit-2 | 15:00 |'], '| Step | Time |')) },
      detail: /no repeated blocker/,
    },
    {
      name: 'consecutive REJECTs on different blockers',
      files: { ...base, 'acceptance-log.md': log(round(1, 'REJECT', ['crit-2: export drops rows over 10k']), round(2, 'REJECT', ['crit-4: filters ignore the locale'])) },
      detail: /no repeated blocker/,
    },
    {
      name: 'dissimilar reasons',
      files: { ...base, 'acceptance-log.md': log(round(1, 'REJECT — validation incomplete: docker not running'), round(2, 'REJECT — dark theme contrast fails on the dashboard header')) },
      detail: '1 consecutive REJECT pair, no repeated blocker',
    },
    {
      name: 'a repeat escalated through loop-to-intake',
      files: { ...base, 'acceptance-log.md': repeated, 'scope-sync.md': '# Scope sync\n\n## Loop-to-intake — crit-2 — 2026-11-30\n- secretary auto-edit: crit-2 reworded\n' },
      detail: /loop-to-intake recorded at engagement\/scope-sync.md:L3/,
    },
    {
      name: 'the protocol\'s record: a "secretary auto-edit during loop-to-intake" section whose trigger line names the criterion',
      files: {
        ...base,
        'acceptance-log.md': repeated,
        'scope-sync.md': '# Scope sync\n\n## Secretary auto-edit during loop-to-intake — 2026-11-30 16:10\n- Trigger: crit-2 rejected in iterations 1 and 2 (same blocker).\n- agency-intake dispatched by dev-lead with criteria.md and the blocker text.\n- crit-2 rephrased (no value change).\n',
      },
      detail: /^repeated blocker escalated: loop-to-intake recorded at engagement\/scope-sync.md:L3$/,
    },
    {
      name: 'recommended: a criteria edit recorded with the director\'s signature',
      files: {
        ...base,
        'acceptance-log.md': repeated,
        'scope-sync.md': '# Scope sync\n\n## Secretary auto-edit during loop-to-intake — 2026-11-30 16:10\n- Trigger: crit-2 rejected in iterations 1 and 2.\n- before: crit-2: leap-day cycles prorate correctly\n- after: crit-2: a 2028-02-15 cycle upgraded on 2028-02-29 charges 16/29\n- Signed: dev-manager (director), 2026-11-30 16:20\n',
      },
      options: { preset: 'recommended' as const },
      detail: /^repeated blocker escalated: loop-to-intake recorded at engagement\/scope-sync.md:L3$/,
    },
    {
      name: 'compat: a criteria edit without a signature, as the reference reads it',
      files: { ...base, 'acceptance-log.md': repeated, 'scope-sync.md': '# Scope sync\n\n## Secretary auto-edit during loop-to-intake — 2026-11-30 16:10\n- Trigger: crit-2 rejected twice.\n- before: crit-2: x\n- after: crit-2: y\n' },
      detail: /^repeated blocker escalated/,
    },
    {
      name: 'two REJECT rounds without blockers',
      files: { ...base, 'acceptance-log.md': '## Iteration 1\n### Verdict: REJECT\n## Iteration 2\n### Verdict: REJECT\n' },
      detail: /no repeated blocker/,
    },
    {
      name: 'REJECTs that are not consecutive',
      status: 'skip',
      files: { ...base, 'acceptance-log.md': log(round(1, 'REJECT', ['crit-2: export']), round(2, 'ACCEPT'), round(3, 'REJECT', ['crit-2: export'])) },
      detail: /no two consecutive REJECT rounds \(3 rounds logged\)/,
    },
    // Iteration 2 rejects on crit-4 and says crit-3 is fixed.
    {
      name: 'a reason that calls the earlier criterion fixed',
      files: { ...M, 'acceptance-log.md': log(dated(1, '2026-05-14', 'Reason: crit-3 not met (Cyrillic glyphs missing).'), dated(2, '2026-05-15', 'Reason: crit-4 not met — the foreign-organisation test asserts the status only. crit-3 is fixed since iteration 1.')) },
      detail: '1 consecutive REJECT pair, no repeated blocker',
    },
    // Word-alike reasons on different criteria.
    {
      name: 'alike reasons naming different criteria',
      files: { ...M, 'acceptance-log.md': log(dated(1, '2026-05-14', '- crit-3 ❌ Cyrillic glyphs missing\n\nReason: crit-3 not met.'), dated(2, '2026-05-15', '- crit-4 ❌ foreign-organisation test asserts the status only\n\nReason: crit-4 not met.')) },
      detail: '1 consecutive REJECT pair, no repeated blocker',
    },
    {
      // For each repeat, the first record that reaches it: crit-3's loop of round 1 and its record dated before round 4 do not.
      name: 'the first record that clears each repeat is named',
      files: {
        ...M,
        'acceptance-log.md': twoLoops,
        'scope-sync.md':
          '# Scope sync\n\n## A\n- loop-to-intake on crit-3 after iteration 1\n## B\n- loop-to-intake on crit-3, 2026-05-16\n## C\n- loop-to-intake on crit-2 after iteration 4\n## D\n- loop-to-intake on crit-3, 2026-05-18\n## E\n- loop-to-intake on crit-3 after iteration 4\n',
      },
      detail: /^repeated blocker escalated: loop-to-intake recorded at engagement\/scope-sync.md:L8, engagement\/scope-sync.md:L10$/,
    },
    {
      name: 'each repeat cleared by its own record',
      files: { ...M, 'acceptance-log.md': twoLoops, 'scope-sync.md': `${crit2Record}\n## Loop-to-intake — 2026-05-18 (crit-3)\n- agency-intake: crit-3 rephrased to name the font.\n` },
      detail: /^repeated blocker escalated: loop-to-intake recorded at engagement\/scope-sync.md:L3, engagement\/scope-sync.md:L6$/,
    },
    // A number after a singular word and a conjunction is prose ("and 7 screens"), not a second criterion.
    {
      name: 'criterion N names one criterion; a list is read only after a plural word',
      options: { preset: 'recommended' },
      files: {
        ...M,
        'acceptance-log.md': log(
          dated(1, '2026-06-02', 'Reason: criterion 3 not met and 7 screens are missing; criteria 4, 2 themes only.'),
          dated(2, '2026-06-03', 'Reason: crit-7 not met — the export is empty. crit-2 not met — the totals row is gone.'),
        ),
      },
      detail: '1 consecutive REJECT pair, no repeated blocker',
    },
    { name: 'no acceptance-log.md', status: 'skip', files: base, detail: 'acceptance-log.md not written yet' },
    { name: 'a binary acceptance-log.md', status: 'skip', files: { ...base, 'acceptance-log.md': Buffer.from([0, 0xff, 0x0a, 0x23, 0x23]) } },
    {
      name: 'size S, outside the tiers',
      status: 'skip',
      files: { 'criteria.md': criteria({ size: 'S' }), 'acceptance-log.md': repeated },
      detail: /^size=S: .* applies at tiers M, L only/,
    },
  ],
  invalid: [
    {
      // "Edit criteria.md … recording change in scope-sync.md with director's signature."
      name: 'recommended: a criteria edit recorded without a signature warns at the record',
      status: 'warn' as const,
      files: { ...base, 'acceptance-log.md': repeated, 'scope-sync.md': '# Scope sync\n\n## Secretary auto-edit during loop-to-intake — 2026-11-30 16:10\n- Trigger: crit-2 rejected twice.\n- before: crit-2: x\n- after: crit-2: y\n' },
      options: { preset: 'recommended' as const },
      detail: /^repeated blocker escalated: loop-to-intake recorded at engagement\/scope-sync.md:L3; the criteria edit it records carries no signature/,
      fix: /^Have the director sign the criteria edit/,
      findings: [{ file: 'engagement/scope-sync.md', line: 3, column: 1, severity: 'warning', message: "criteria edit of the loop-to-intake recorded without the director's signature" }],
    },
    (() => {
      // The round's own record above the verdict (`- Director: …`) is no blocker: round 1's reason is its prose.
      const text = log(
        '## Iteration 1 — 2026-07-02\n- Director: dev-manager\n### Verdict: REJECT\nЭкспорт 500 строк — 3,1 с на CI (crit-3 не выполнен).\n',
        '## Iteration 2 — 2026-07-03\n- Director: dev-manager\n### Verdict: REJECT\n- crit-3: 2.4 s on CI for 500 lines, still above 2 s\n',
      );
      return {
        name: 'a repeat written as prose in one round and as a list item in the next, each round recording its director above the verdict',
        files: { ...M, 'acceptance-log.md': text },
        detail: 'loop-to-intake skipped — repeating blocker not escalated (one blocker repeats)',
        findings: [{ file: LOG, line: lineOf(text, 'crit-3: 2.4 s'), message: /^iteration 2 repeats the blocker of iteration 1 \(L\d+, crit-3\)/ }],
      };
    })(),
    // A round's verdict in a legacy form is read as the verdict rules read it: each round here is a REJECT.
    ...([
      ['a bold verdict word', (n: number, b: string) => `## Iteration ${n}\n\n**REJECTED** — ${b}\n`],
      ['the line under a bare `## Verdict` heading', (n: number, b: string) => `## Iteration ${n}\n\n## Verdict\nREJECT — ${b}\n`],
      ['an H2 verdict with its blockers below it', (n: number, b: string) => `## Iteration ${n}\n\n## Verdict: REJECT\n- ${b}\n`],
    ] as const).map(([form, write]) => {
      const text = log(write(1, 'crit-2: export drops rows over 10k'), write(2, 'crit-2: the export is still truncated'));
      return {
        name: `a repeat in rounds whose verdict is ${form}`,
        files: { ...M, 'acceptance-log.md': text },
        detail: 'loop-to-intake skipped — repeating blocker not escalated (one blocker repeats)',
        findings: [{ file: LOG, line: lineOf(text, 'crit-2: the export is still truncated'), message: `iteration 2 repeats the blocker of iteration 1 (L${lineOf(text, 'crit-2: export drops rows')}, crit-2)` }],
      };
    }),
    {
      name: 'the same criterion written "criterion 6" in both rounds',
      options: { preset: 'recommended' },
      files: { ...M, 'acceptance-log.md': criterionWord },
      findings: [{ file: LOG, line: lineOf(criterionWord, 'Reason: criterion 6 is still open'), column: 'Reason: '.length + 1, message: `iteration 2 repeats the blocker of iteration 1 (L${lineOf(criterionWord, 'Reason: criterion 6 not met')}, crit-6)` }],
    },
    {
      name: '"criteria 3 and 6" then "критерий 6" repeat crit-6',
      options: { preset: 'recommended' },
      files: { ...M, 'acceptance-log.md': criteriaList },
      findings: [{ file: LOG, line: lineOf(criteriaList, 'Причина: критерий 6'), message: /iteration 2 repeats the blocker of iteration 1 \(L\d+, crit-6\)/ }],
    },
    // The reason written as a plain paragraph under the verdict, and a table headed `Why`.
    ...([
      ['Crit-2 not met: org_b token gets the PDF.', 'Crit-2 still not met, org_b gets a 200.'],
      ['Criterion #2 (tenant isolation) not met.', 'Criterion #2 (tenant isolation) not met.'],
    ] as const).map(([first, second]) => {
      const text = log(`## Iteration 1\n\n### Verdict: REJECT\n\n${first}\n`, `## Iteration 2\n\n### Verdict: REJECT\n\n${second}\n`);
      return { name: `a reason written as a paragraph: ${second}`, files: { ...M, 'acceptance-log.md': text }, options: { preset: 'recommended' as const }, findings: [{ file: LOG, line: lineOf(text, second, lineOf(text, '## Iteration 2')), column: 1, message: /iteration 2 repeats the blocker of iteration 1/ }] };
    }),
    {
      name: 'a `| # | Status | Why |` table names its blockers',
      files: { ...M, 'acceptance-log.md': log(tableRound(1, ['| 2 | ❌ | totals round half-up |'], '| # | Status | Why |'), tableRound(2, ['| 2 | ❌ | totals still round half-up |'], '| # | Status | Why |')) },
      options: { preset: 'recommended' },
      findings: [{ file: LOG, message: /iteration 2 repeats the blocker of iteration 1 \(L\d+, crit-2\)/ }],
    },
    {
      name: 'the same crit-N in a blocker table twice, at the repeated row',
      files: { ...M, 'acceptance-log.md': tableRepeat },
      detail: 'loop-to-intake skipped — repeating blocker not escalated (one blocker repeats)',
      findings: [{ file: LOG, line: lineOf(tableRepeat, '| crit-2 | Cyrillic names still'), column: 3, message: `iteration 2 repeats the blocker of iteration 1 (L${lineOf(tableRepeat, '| crit-2 | Cyrillic names turn')}, crit-2)` }],
    },
    {
      name: 'a bare number in a # column names the criterion',
      files: { ...M, 'acceptance-log.md': numberedTable },
      findings: [{ file: LOG, line: lineOf(numberedTable, '| 2 | the currency sign'), column: 3, message: /iteration 2 repeats the blocker of iteration 1 \(L\d+, crit-2\)/ }],
    },
    {
      name: 'a record about another criterion does not clear a new repeat',
      files: { ...M, 'acceptance-log.md': twoLoops, 'scope-sync.md': crit2Record },
      detail: 'loop-to-intake skipped — repeating blocker not escalated (one blocker repeats); the 2 loop-to-intake records (engagement/scope-sync.md:L3, engagement/scope-sync.md:L4) are about another blocker or an earlier round',
      findings: [{ file: LOG, line: lineOf(twoLoops, '- crit-3: Cyrillic still missing'), column: 3, message: /iteration 4 repeats the blocker of iteration 3 .*crit-3/ }],
    },
    {
      name: 'a blocker repeated in 600 rounds: the findings a report shows, the rest counted, and the records named up to ten',
      files: {
        ...M,
        'acceptance-log.md': log(...Array.from({ length: 600 }, (_, i) => `## Iteration ${i + 1}\n\n### Verdict: REJECT\n- crit-2: totals still wrong\n`)),
        'scope-sync.md': `# Scope sync\n\n${Array.from({ length: 12 }, (_, i) => `- loop-to-intake on crit-3, record ${i + 1}\n`).join('')}`,
      },
      detail: /^loop-to-intake skipped — repeating blocker not escalated \(599 blockers repeat\); the 12 loop-to-intake records \(engagement\/scope-sync\.md:L3, (?:engagement\/scope-sync\.md:L\d+, ){8}engagement\/scope-sync\.md:L12 \(\+2 more\)\) are about another blocker or an earlier round \(showing 500 of 599 findings\)$/,
      findings: Array.from({ length: 500 }, (_, i) => ({ file: LOG, message: `iteration ${i + 2} repeats the blocker of iteration ${i + 1} (L${5 * i + 6}, crit-2)` })),
    },
    {
      name: 'a record of the same criterion dated before the repeat',
      files: { ...M, 'acceptance-log.md': log(dated(1, '2026-05-14', '- crit-2: leaks'), dated(2, '2026-05-15', '- crit-2: still leaks'), dated(3, '2026-05-17', '- crit-2: leaks again')), 'scope-sync.md': crit2Record },
      findings: [{ file: LOG, message: /iteration 3 repeats the blocker of iteration 2/ }],
    },
    {
      name: 'a record of the same criterion dated day-first before the repeat',
      files: { ...M, 'acceptance-log.md': log(dated(1, '2026-05-14', '- crit-2: leaks'), dated(2, '2026-05-15', '- crit-2: still leaks'), dated(3, '2026-05-17', '- crit-2: leaks again')), 'scope-sync.md': crit2Record.replace('2026-05-15', '15.05.2026') },
      findings: [{ file: LOG, message: /iteration 3 repeats the blocker of iteration 2/ }],
    },
    {
      name: 'a record dated before a repeat whose round is dated day-first',
      files: { ...M, 'acceptance-log.md': log(dated(1, '14.05.2026', '- crit-2: leaks'), dated(2, '15.05.2026', '- crit-2: still leaks'), dated(3, '17.5.2026', '- crit-2: leaks again')), 'scope-sync.md': crit2Record },
      findings: [{ file: LOG, message: /iteration 3 repeats the blocker of iteration 2/ }],
    },
    // The lead declining the loop is not a record of it.
    {
      name: 'a line declining agency-intake is not a record',
      files: { ...M, 'acceptance-log.md': crit3Glyphs, 'scope-sync.md': '# Scope sync\n\n- Lead: no need for agency-intake, the fix is obvious; reworking crit-3 again.\n' },
      detail: /^loop-to-intake skipped — repeating blocker not escalated \(one blocker repeats\)$/,
      findings: [{ file: LOG, line: lineOf(crit3Glyphs, '- crit-3: Cyrillic still missing'), column: 3 }],
    },
    {
      name: 'the same crit-N twice without loop-to-intake, at the repeated blocker',
      files: { ...base, 'acceptance-log.md': sameCrit },
      detail: /^loop-to-intake skipped — repeating blocker not escalated \(one blocker repeats\)/,
      findings: [{ file: LOG, line: lineOf(sameCrit, '- crit-2: the export is still truncated'), column: 3, message: /iteration 2 repeats the blocker of iteration 1 \(L6, crit-2\)/ }],
    },
    {
      name: 'a reworded reason matched by text similarity (≥ 70%)',
      files: { ...base, 'acceptance-log.md': reworded },
      findings: [{ file: LOG, line: lineOf(reworded, 'integration tests never ran because'), column: '### Verdict: '.length + 1, message: /iteration 2 repeats the blocker of iteration 1 \(L5, \d+% similar reason\)/ }],
    },
    {
      name: 'blockers under a blocker sub-heading and Reason: lines',
      files: { ...base, 'acceptance-log.md': subHeading },
      findings: [{ file: LOG, line: 8, column: '**Reason:** '.length + 1, message: 'iteration 2 repeats the blocker of iteration 1 (L4, crit-3)' }],
    },
    {
      name: 'the director noting a skipped loop is not a record',
      files: { ...base, 'acceptance-log.md': repeated, 'validation-log.md': '- loop-to-intake skipped — repeating blocker not escalated\n' },
      detail: /^loop-to-intake skipped/,
      findings: [{ file: LOG, line: lineOf(repeated, '- crit-2', lineOf(repeated, '## Iteration 2')), column: 3, message: 'iteration 2 repeats the blocker of iteration 1 (L6, crit-2)' }],
    },
  ],
});

// A round's verdict under a bare `### Verdict` heading is its REJECT, as under a bare `## Verdict`; the user's abort ends
// the engagement, so no loop-to-intake is due after it.
const h3Round = (n: number, blocker: string) => `## Iteration ${n}\n\n- crit-1 ✅ export verified\n\n### Verdict\nREJECT\n\n${blocker}\n`;
ruleTester(rule, {
  valid: [
    {
      name: 'a met criterion listed in both REJECT rounds is no repeated blocker; their prose blockers differ',
      files: { ...base, 'acceptance-log.md': log(h3Round(1, 'Crit-2 not met: the export drops rows over 10k.'), h3Round(2, 'Crit-3 not met: totals are off by a cent.')) },
      detail: /no repeated blocker/,
    },
    ...['### Verdict: ABORTED\n\nUser, verbatim:\n> стоп, закрой engagement', '### Verdict\nABORTED'].map((verdict) => ({
      name: `a repeat the user's abort closed: ${JSON.stringify(verdict.split('\n').slice(0, 2).join(' / '))}`,
      status: 'skip' as const,
      files: { ...base, 'acceptance-log.md': `${sameCrit}\n## Aborted — 2026-05-16 10:00\n\n${verdict}\n` },
      detail: /^engagement aborted by the user \(latest verdict ABORTED at engagement\/acceptance-log\.md:L\d+\): no rework round follows, so no loop-to-intake is due$/,
    })),
  ],
  invalid: [
    {
      name: 'REJECT rounds under bare `### Verdict` headings repeat the same criterion, at the repeated blocker',
      files: { ...base, 'acceptance-log.md': log(h3Round(1, 'Crit-2 not met: the export drops rows over 10k.'), h3Round(2, 'Crit-2 still not met: the export is truncated.')) },
      detail: /^loop-to-intake skipped — repeating blocker not escalated \(one blocker repeats\)/,
      findings: [{ file: LOG, line: 19, column: 1, message: /^iteration 2 repeats the blocker of iteration 1 \(L10, crit-2\)$/ }],
    },
  ],
});

// An L engagement's log (copied from a real one): iteration 1 rejects on crit-3 and crit-6; iteration 2 verifies both
// fixed, overrules a consilium finding under crit-6 and rejects on `verdict2`, a new blocker unless it says otherwise.
const ROUND1 = `## Iteration 1 — 2026-06-02 19:40

### Criteria
- crit-1 ✅ p95 118 ms on staging
- crit-3 ❌ «Квартал» on 2026-04-24 selected 2026-01-01 → 2026-04-24 when I drove it on staging; no trace covered the preset
- crit-6 ❌ accessibility-validator: light KPI titles 3.0:1 and light up-delta 2.2:1; no light-theme screens at all

### Consilium adjudication
- Finding 1 (HIGH, light contrast, peer-opus + codex-blind + sonnet-scoped): SUSTAINED, blocks crit-6.
- Finding 2 (HIGH, «Квартал» year start, codex-informed + haiku-scoped): SUSTAINED, blocks crit-3.

### Verdict: REJECT
Reason: crit-3 and crit-6 not met. Rework: t01 (light tokens), t03 («Квартал» preset), t04 (quarter tests, quarter trace, light screens). Same blocker twice would go back to intake; neither criterion is in doubt as written.
`;
const round2 = (verdict2: string) => `## Iteration 2 — 2026-06-03 18:05

### Criteria
- crit-1 ✅ p95 112 ms on staging
- crit-3 ✅ drove «Квартал» on staging myself: 2026-04-01 → 2026-04-24; trace \`engagement/traces/iter-2/quarter-preset.json\` agrees
- crit-6 ✅ both themes captured; accessibility-validator approved with 4.9:1 as the lowest text contrast

### Consilium adjudication
- Finding 1 (MEDIUM, sparkline hover-only, peer-opus + sonnet-scoped): OVERRULED. The sparkline is \`aria-hidden\` and has no action; it is not a control under crit-6. The same daily values are in the trend chart, which the keyboard reaches (ux-review trace, accessibility-validator A11Y-3).
- Finding 2 (LOW, cache key without timezone, peer-opus + codex-blind): SUSTAINED, non-blocking. Bounded by the 60 s TTL and an admin-only setting; DASH-88 opened.
- Naive catch, custom range error not linked with aria-describedby: REAL. The role=alert is announced, so crit-6's keyboard and contrast bars hold; the link is a small improvement, DASH-91 opened.

### Self-acceptance review
- Four concerns, three tagged to criteria, one non-criteria; delta table against iteration 1 present and every row verified.

### Verdict: REJECT
${verdict2}
`;
const l3 = (verdict2: string) => `# Acceptance log — analytics-dashboard-v2\n\n${ROUND1}\n${round2(verdict2)}`;
const L = { 'criteria.md': criteria({ size: 'L' }), ...REWORKING };
const statusTable = (crit3: string, crit6: string) =>
  `| Criterion | Status | Why |\n|---|---|---|\n| crit-1 | ❌ | p95 410 ms for the quarter range |\n| crit-3 | ${crit3} | quarter start correct |\n| crit-6 | ${crit6} | light contrast 4.9:1 |`;
/** A REJECT round's text that names the earlier blockers as done or as iteration 1's, and the same text saying they are not. */
const earlierNamed: Array<[string, string, string]> = [
  [
    'an earlier round\'s criteria named in a parenthesis as verified fixed',
    'Reason: crit-1 not met — p95 410 ms for the quarter range. Unlike iteration 1 (crit-3, crit-6: both verified fixed above), this is a new blocker.',
    'Reason: crit-1 not met — p95 410 ms for the quarter range. As in iteration 1 (crit-3, crit-6: both still not fixed), the quarter start is wrong.',
  ],
  ['"Unlike iteration 1" naming its blockers', 'Reason: crit-1 not met — p95 410 ms. Unlike iteration 1 (crit-3, crit-6), this is a new blocker.', 'Reason: crit-1 not met — p95 410 ms. Like iteration 1 (crit-3, crit-6), this repeats.'],
  ['Russian «закрыты» for iteration 1\'s blockers', 'Причина: crit-1 не выполнен — p95 410 мс на стейджинге для квартального диапазона. Блокеры итерации 1 (crit-3, crit-6) закрыты.', 'Причина: crit-1 не выполнен — p95 410 мс. Блокеры итерации 1 (crit-3, crit-6) всё ещё не закрыты.'],
  ['Russian «исправлен» on the same line', 'Причина: crit-1 не выполнен — p95 410 мс. crit-3 исправлен, crit-6 починен.', 'Причина: crit-1 не выполнен — p95 410 мс. crit-3 не исправлен, crit-6 не починен.'],
  ['a "Fixed since iteration 1:" label before the criteria', 'Reason: crit-1 not met — p95 410 ms. Fixed since iteration 1: crit-3 and crit-6.', 'Reason: crit-1 not met — p95 410 ms. Not fixed since iteration 1: crit-3 and crit-6.'],
  ['a status table marking the earlier criteria ✅ fixed', statusTable('✅ fixed', '✅ fixed'), statusTable('❌ not fixed', '❌ still fails')],
];
ruleTester(rule, {
  valid: [
    ...earlierNamed.map(([name, verdict2]) => ({ name: `${name} is no repeat`, options: { preset: 'recommended' as const }, files: { ...L, 'acceptance-log.md': l3(verdict2) }, detail: '1 consecutive REJECT pair, no repeated blocker' })),
    {
      name: 'a consilium finding OVERRULED under a criterion is no blocker',
      files: { ...L, 'acceptance-log.md': log(round(1, 'REJECT', ['crit-6: light contrast 3.0:1']), round(2, 'REJECT', ['crit-1: p95 410 ms', 'Finding 1 (MEDIUM, sparkline hover-only): OVERRULED — not a control under crit-6.'])) },
      detail: '1 consecutive REJECT pair, no repeated blocker',
    },
  ],
  invalid: [
    ...earlierNamed.map(([name, , verdict2]) => {
      const text = l3(verdict2);
      const iter1 = `L${lineOf(text, 'Reason: crit-3 and crit-6 not met')}`;
      // A table repeats at each of its rows; a reason line once.
      const at = verdict2.startsWith('|') ? ['| crit-3 |', '| crit-6 |'] : [verdict2.slice(0, 30)];
      return {
        name: `${name}, said to be still open, repeats`,
        options: { preset: 'recommended' as const },
        files: { ...L, 'acceptance-log.md': text },
        detail: /^loop-to-intake skipped — repeating blocker not escalated/,
        findings: at.map((row) => ({ file: LOG, line: lineOf(text, row, lineOf(text, '## Iteration 2')), message: new RegExp(`^iteration 2 repeats the blocker of iteration 1 \\(${iter1}, crit-[36]\\)$`) })),
      };
    }),
    // A done word before a dash is about the criterion before it; a round naming its own number names its own blockers.
    ...['Reason: crit-1 met — crit-3 not met, the quarter starts in January.', 'Reason: blockers of iteration 2 (crit-3): the quarter starts in January.'].map((verdict2) => {
      const text = l3(verdict2);
      return {
        name: `the earlier criterion rejected again: ${verdict2}`,
        files: { ...L, 'acceptance-log.md': text },
        findings: [{ file: LOG, line: lineOf(text, verdict2), message: /iteration 2 repeats the blocker of iteration 1 \(L\d+, crit-3\)/ }],
      };
    }),
    {
      name: 'a consilium finding SUSTAINED as blocking the earlier criterion repeats',
      files: { ...L, 'acceptance-log.md': log(round(1, 'REJECT', ['crit-6: light contrast 3.0:1']), round(2, 'REJECT', ['crit-1: p95 410 ms', 'Finding 1 (HIGH, up-delta contrast): SUSTAINED, blocks crit-6.'])) },
      findings: [{ file: LOG, message: /iteration 2 repeats the blocker of iteration 1 \(L\d+, crit-6\)/ }],
    },
  ],
});

// Round 2's verdict line marks round 1's blocker fixed (✅, or the word in the log's language) and names a new one.
const fixedRound1 = '## Iteration 1 — 2026-08-04\n\n### Verdict: REJECT — crit-2: Feb 2028 cycle charges 15/29 instead of 16/29\n- crit-2: proration.test.ts has no Feb 2028 case\n';
const fixedLog = (reason: string) => log(fixedRound1, `## Iteration 2 — 2026-08-05\n\n### Verdict: REJECT — ${reason}\n`);
ruleTester(rule, {
  valid: [
    ...[
      'crit-2 ✅ now; crit-3: npm test red on CI',
      'crit-2 ✔, crit-3: npm test red on CI',
      'crit-2 behoben; neuer Blocker crit-3: npm test rot in CI',
      'crit-2 gelöst. crit-3: npm test rot in CI',
      'crit-2 corregido; crit-3: npm test en rojo en CI',
      'crit-2 arreglado; crit-3: npm test en rojo en CI',
      'crit-2 résolu ; crit-3 : npm test rouge en CI',
      'crit-2 corrigé ; crit-3 : npm test rouge en CI',
      'crit-2 исправлено; crit-3: npm test красный в CI',
      'crit-2 решено; crit-3: npm test красный в CI',
    ].map((reason) => ({ name: `a verdict line marking the earlier blocker fixed: ${reason}`, files: { ...M, 'acceptance-log.md': fixedLog(reason) }, detail: '1 consecutive REJECT pair, no repeated blocker' })),
  ],
  invalid: [
    // A mark taken back or denied in its clause, or one about the next criterion, leaves the earlier blocker open.
    ...[
      'crit-2 ✅ claimed, but the Feb 2028 case still charges 15/29',
      'crit-2 nicht behoben; crit-3: npm test rot in CI',
      'crit-2 no corregido; crit-3: npm test en rojo en CI',
      'crit-2 pas résolu ; crit-3 : npm test rouge en CI',
      'crit-2 ❌ crit-3 ✅',
      'crit-3 ✅, crit-2: Feb 2028 cycle still off by one day',
    ].map((reason) => {
      const text = fixedLog(reason);
      return {
        name: `a verdict line that leaves the earlier blocker open: ${reason}`,
        files: { ...M, 'acceptance-log.md': text },
        detail: 'loop-to-intake skipped — repeating blocker not escalated (one blocker repeats)',
        findings: [{ file: LOG, line: lineOf(text, reason), message: `iteration 2 repeats the blocker of iteration 1 (L${lineOf(text, 'crit-2: Feb 2028 cycle charges')}, crit-2)` }],
      };
    }),
  ],
});

// Each round names its blocker on the verdict line and again in a bullet under it: one repeated blocker, shown once.
const twice = (n: number, reason: string, bullet: string) => `## Iteration ${n}\n\n### Verdict: REJECT — ${reason}\n- ${bullet}\n`;
const namedTwice = log(
  twice(1, 'crit-4: dark-theme picker contrast 3.1:1, below AA', 'crit-4: accessibility-validator measured 3.1:1'),
  twice(2, 'crit-4: dark-theme picker contrast still below AA', 'crit-4: accessibility-validator measured 4.1:1 after the change'),
);
const twoNamedTwice = log(
  twice(1, 'crit-2 and crit-4 not met', 'crit-4: contrast 3.1:1'),
  `${twice(2, 'crit-4: contrast still below AA', 'crit-4: 4.1:1 after the change')}- crit-2: the export still drops rows\n`,
);
ruleTester(rule, {
  invalid: [
    {
      name: 'a criterion on the verdict line and in a bullet under it is one repeated blocker, at its first mention',
      files: { ...M, 'acceptance-log.md': namedTwice },
      detail: 'loop-to-intake skipped — repeating blocker not escalated (one blocker repeats)',
      findings: [{ file: LOG, line: lineOf(namedTwice, 'contrast still below AA'), column: '### Verdict: '.length + 1, message: `iteration 2 repeats the blocker of iteration 1 (L${lineOf(namedTwice, 'crit-4: dark-theme picker contrast 3.1:1')}, crit-4)` }],
    },
    {
      name: 'two criteria repeated, one of them named twice, are two repeated blockers',
      files: { ...M, 'acceptance-log.md': twoNamedTwice },
      detail: 'loop-to-intake skipped — repeating blocker not escalated (2 blockers repeat)',
      findings: [
        { file: LOG, line: lineOf(twoNamedTwice, 'contrast still below AA'), message: /\(L\d+, crit-4\)$/ },
        { file: LOG, line: lineOf(twoNamedTwice, 'crit-2: the export still'), message: /\(L\d+, crit-2\)$/ },
      ],
    },
    {
      name: 'a reworded reason on the verdict line and again in a bullet is one repeated blocker',
      files: {
        ...M,
        'acceptance-log.md': log(
          twice(1, 'validation incomplete: docker not running so integration tests never ran', 'docker not running so integration tests never ran'),
          twice(2, 'validation incomplete: integration tests never ran because docker was not running', 'integration tests never ran because docker was not running'),
        ),
      },
      detail: 'loop-to-intake skipped — repeating blocker not escalated (one blocker repeats)',
      findings: [{ file: LOG, message: /^iteration 2 repeats the blocker of iteration 1 \(L5, \d+% similar reason\)$/ }],
    },
  ],
});
