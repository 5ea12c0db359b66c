import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/acceptance-log-paths.js';
import { lint, ruleTester } from '../../rule-tester.js';
import { MAX_CITED_PATHS } from '../../../packages/core/src/markdown/citations.js';
import { criteria } from '../../helpers.js';
import { notPathsNote } from '../../../rules/engagement/lib/cited-path-reading.js';
import { exactly } from './exactly.js';

const LOG = 'engagement/acceptance-log.md';
const phantomLog = '# Acceptance\n\nVerdict: ACCEPTED\n\nChecked engagement/traces/iter-1/checkout.json and `../outside.md`.\n';

ruleTester(rule, {
  valid: [
    { name: 'an accepted log whose evidence exists', files: { 'acceptance-log.md': '# Acceptance\n## Iteration 1\n### Verdict: ACCEPT\n- evidence `engagement/validation-outputs/cr-iter-1-x.json`\n', 'validation-outputs/cr-iter-1-x.json': '{}' }, detail: '1 cited evidence paths exist' },
    { name: 'a binary acceptance log citing nothing', files: { 'acceptance-log.md': Buffer.concat([Buffer.from('Verdict: ACCEPT\n'), Buffer.from([0, 0xff, 0xfe])]) }, detail: 'no evidence paths cited' },
    { name: 'no acceptance-log.md, a skip even in --mode ready', status: 'skip', files: {}, options: { mode: 'ready' }, detail: /not yet written/ },
    {
      name: 'no `Verdict: ACCEPT` yet, a skip even with phantom paths and in --mode ready',
      status: 'skip',
      files: { 'acceptance-log.md': '# Acceptance\n## Iteration 1\n### Verdict: REJECT\n- `src/missing.ts`\n' },
      options: { mode: 'ready' },
      detail: /no `Verdict: ACCEPT`/,
    },
    // The exact text `Verdict: ACCEPT` is needed, as the reference does: a bold label is not a verdict here.
    ...['**Verdict:** ACCEPT', 'Verdict:ACCEPT', 'verdict: accept'].map((verdict) => ({
      name: `no verdict in \`${verdict}\``,
      status: 'skip' as const,
      files: { 'acceptance-log.md': `# Acceptance\n${verdict}\n- \`src/missing.ts\`\n` },
    })),
  ],
  invalid: [
    {
      name: 'phantom evidence and a path outside the root, with their lines',
      files: { 'acceptance-log.md': phantomLog },
      detail: 'phantom evidence paths: engagement/traces/iter-1/checkout.json; paths outside the project root: ../outside.md',
      findings: [
        { file: LOG, line: 5, column: 9, message: 'phantom evidence: `engagement/traces/iter-1/checkout.json` does not exist' },
        { file: LOG, line: 5, column: 53, message: 'cited path `../outside.md` resolves outside the project root: evidence lies inside the project, and a path outside it is not looked at' },
      ],
    },
    {
      name: 'compat: evidence cited relative to the engagement folder fails, saying where it is and which preset reads it there',
      files: { 'acceptance-log.md': '# Acceptance\n## Iteration 1\n### Verdict: ACCEPT\n- `traces/iter-1/checkout.json`\n', 'traces/iter-1/checkout.json': '{}' },
      findings: [{ file: LOG, line: 4, column: 4, message: 'phantom evidence: `traces/iter-1/checkout.json` does not exist at the project root (it does as engagement/traces/iter-1/checkout.json: write that path, or lint with --preset recommended, which reads paths relative to engagement/ too)' }],
    },
  ],
});

describe('--preset recommended', () => {
  const LOG = 'engagement/acceptance-log.md';
  const log = (accepted: string) =>
    [
      '# Acceptance log',
      '## Iteration 1',
      '### Verdict: REJECT',
      '- blocker: `src/legacy-export.ts` duplicates the exporter; delete it',
      '## Iteration 2',
      '### Verdict: ACCEPT',
      accepted,
    ].join('\n');
  const reworked = { 'criteria.md': criteria({ size: 'L' }), 'acceptance-log.md': log('- evidence: `src/export.ts`'), '../src/export.ts': 'x' };
  const onlyRejected = { 'criteria.md': criteria({ size: 'L' }), 'acceptance-log.md': '## Iteration 1\n### Verdict: REJECT\n- would have been Verdict: ACCEPT with `src/x.ts`\n' };
  const recommended = { preset: 'recommended' as const };
  const evidenceInEngagement = {
    'criteria.md': criteria({ size: 'L' }),
    'acceptance-log.md': log('- Evidence: `traces/iter-2/quarter-preset.json:45-52`, `screens/iter-2/dark/dashboard-quarter.png`'),
    'traces/iter-2/quarter-preset.json': '{}',
    'screens/iter-2/dark/dashboard-quarter.png': 'png',
  };

  /** Iteration 2 accepted in a legacy form verdict-canonical recognises (`**ACCEPTED**`, the line under a bare `## Verdict`), its evidence on L7 (probe al06). */
  const legacyAccept = (verdict: string, evidence = '- reload evidence: `engagement/traces/iter-2/reload.json`') =>
    ['# Acceptance log', '## Iteration 1', '### Verdict: REJECT', '- blocker: `src/legacy-export.ts` duplicates the exporter; delete it', '## Iteration 2', '- crit-4 ✅ reload kept the range', evidence, '', verdict, 'All criteria verified.', ''].join('\n');

  // Line ranges as typeset text writes them, with an en dash and an em dash.
  const dashedEvidence = { ...reworked, 'acceptance-log.md': log('- evidence: `src/export.ts:18–26`, `src/export.ts:18—26`') };

  ruleTester(rule, {
    valid: [
      { name: 'recommended: a line range written with an en or em dash is stripped like `:18-26`', files: dashedEvidence, options: recommended, detail: '1 cited evidence paths exist (iteration 2, the accepted one)' },
      { name: 'recommended: a file an earlier REJECT cited and the rework deleted does not fail the ACCEPT', files: reworked, options: recommended, detail: '1 cited evidence paths exist (iteration 2, the accepted one)' },
      { name: 'recommended: only a REJECT iteration, though the text mentions Verdict: ACCEPT', status: 'skip', files: onlyRejected, options: recommended, detail: 'no iteration with an ACCEPT verdict yet' },
      // The reference reads only the exact text `Verdict: ACCEPT`: compat keeps its skip.
      {
        name: 'compat: an ACCEPT written as `**ACCEPTED**` leaves the log unchecked (reference parity)',
        status: 'skip',
        files: { 'criteria.md': criteria({ size: 'L' }), 'acceptance-log.md': legacyAccept('**ACCEPTED**') },
        detail: exactly('acceptance-log.md has no `Verdict: ACCEPT` yet'),
      },
      {
        name: 'recommended: the evidence of an ACCEPT on the line under a bare `## Verdict` exists',
        files: { 'criteria.md': criteria({ size: 'L' }), 'acceptance-log.md': legacyAccept('## Verdict\nACCEPT — all criteria met'), 'traces/iter-2/reload.json': '{}' },
        options: recommended,
        detail: exactly('1 cited evidence paths exist (iteration 2, the accepted one)'),
      },
      { name: 'recommended: an accepted iteration citing nothing says so', files: { 'acceptance-log.md': log('- looks good') }, options: recommended, detail: 'no evidence paths cited (iteration 2, the accepted one)' },
      {
        name: 'recommended: evidence cited relative to the engagement folder exists',
        files: { ...evidenceInEngagement },
        options: recommended,
        detail: '2 cited evidence paths exist, 2 of them relative to engagement/ (iteration 2, the accepted one)',
      },
    ],
    invalid: [
      {
        name: 'compat: evidence whose line range is written with an en or em dash is phantom (reference parity)',
        files: dashedEvidence,
        detail: 'phantom evidence paths: src/legacy-export.ts, src/export.ts:18–26, src/export.ts:18—26',
      },
      {
        name: 'compat: the deleted file an earlier REJECT cited fails the ACCEPT',
        files: reworked,
        detail: 'phantom evidence paths: src/legacy-export.ts',
        findings: [{ file: LOG, line: 4, column: 13, message: 'phantom evidence: `src/legacy-export.ts` does not exist' }],
      },
      {
        name: "recommended: the accepted iteration's own phantom evidence still fails",
        files: { 'criteria.md': criteria({ size: 'L' }), 'acceptance-log.md': log('- evidence: `src/missing.ts`') },
        options: recommended,
        detail: 'phantom evidence paths: src/missing.ts',
        findings: [{ file: LOG, line: 7, column: 14, message: 'phantom evidence: `src/missing.ts` does not exist' }],
      },
      {
        name: 'compat: evidence cited relative to the engagement folder is phantom (reference parity)',
        files: evidenceInEngagement,
        detail: 'phantom evidence paths: src/legacy-export.ts, traces/iter-2/quarter-preset.json, screens/iter-2/dark/dashboard-quarter.png',
        fix: 'paths resolve from the project root)',
      },
      {
        name: 'recommended: the fix names both readings of a path',
        files: { 'criteria.md': criteria({ size: 'L' }), 'acceptance-log.md': log('- evidence: `src/missing.ts`') },
        options: recommended,
        fix: 'paths resolve from the project root, or else from the engagement folder engagement/',
      },
      // An ACCEPT the tool recognises has its evidence checked, whatever its form (probe al06).
      ...['**ACCEPTED**', '**ACCEPTED** — all eight criteria verified', 'Verdict ACCEPTED', '### ✅ Verdict: ACCEPT'].map((verdict) => ({
        name: `recommended: an ACCEPT written as \`${verdict}\` has its phantom evidence found`,
        files: { 'criteria.md': criteria({ size: 'L' }), 'acceptance-log.md': legacyAccept(verdict) },
        options: recommended,
        detail: exactly('phantom evidence paths: engagement/traces/iter-2/reload.json'),
        findings: [{ file: LOG, line: 7, column: 21, message: exactly('phantom evidence: `engagement/traces/iter-2/reload.json` does not exist') }],
      })),
      {
        name: 'compat: a REJECT-only log that mentions Verdict: ACCEPT is read as accepted',
        files: onlyRejected,
        detail: 'phantom evidence paths: src/x.ts',
        findings: [{ file: LOG, line: 3, column: 41, message: 'phantom evidence: `src/x.ts` does not exist' }],
      },
    ],
  });
});

describe('--preset recommended: bare evidence paths relative to the engagement folder', () => {
  const recommended = { preset: 'recommended' as const };
  const log = (evidence: string) => `# Acceptance\n## Iteration 2\n### Verdict: ACCEPT\nEvidence: ${evidence} line 45-52, screens/iter-2/dark/range.png\n`;
  const screens = { 'screens/iter-2/dark/range.png': 'png' };
  ruleTester(rule, {
    valid: [
      { name: 'recommended: bare traces/ and screens/ paths that exist in the engagement', files: { 'acceptance-log.md': log('traces/iter-2/reload-keeps-range.json'), 'traces/iter-2/reload-keeps-range.json': '{}', ...screens }, options: recommended, detail: /^2 cited evidence paths exist/ },
      { name: 'compat: a bare traces/ path is no citation, as the reference reads it', files: { 'acceptance-log.md': log('traces/iter-2/reload-keeps-range.json') }, detail: 'no evidence paths cited' },
    ],
    invalid: [
      {
        name: 'recommended: a bare traces/ path that does not exist is phantom evidence',
        files: { 'acceptance-log.md': log('traces/iter-2/reload-keeps-range.json'), ...screens },
        options: recommended,
        findings: [{ file: LOG, line: 4, column: 11, message: /traces\/iter-2\/reload-keeps-range\.json/ }],
      },
    ],
  });
});

describe('acceptance-log-paths: a log citing more paths than are read', () => {
  it('fails at the line where reading stopped, as handoff-paths does', async () => {
    const r = await lint(rule, { files: { 'acceptance-log.md': `# Acceptance log\n\n### Verdict: ACCEPT\n${'`engagement/acceptance-log.md` '.repeat(MAX_CITED_PATHS)}\n\`src/late.ts\`\n` } });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe(`1 cited evidence paths exist; acceptance-log.md cites more than ${MAX_CITED_PATHS} paths: those from line 5 on were not read`);
    expect(r.findings.map((f) => f.line)).toEqual([5]);
  });
});

describe('--preset recommended: evidence cited with an anchor is read as handoff-paths reads it', () => {
  const recommended = { preset: 'recommended' as const };
  const log = (cite: string) => ({
    'acceptance-log.md': `# Acceptance\n## Iteration 1\n- crit-1 ✅ ${cite}\n### Verdict: ACCEPT\n`,
    'tests/orders.test.ts': '',
    'validation-log.md': '## ux-review\n',
  });
  const anchored = ['`tests/orders.test.ts#L12-L20`', '`tests/orders.test.ts:12:5`', '`engagement/validation-log.md#ux-review`', 'compared against `origin/main`'];
  ruleTester(rule, {
    valid: anchored.map((cite) => ({ name: `recommended: ${cite} names an existing file`, files: log(cite), options: recommended })),
    invalid: [
      ...anchored.slice(0, 2).map((cite) => ({ name: `compat: ${cite} is phantom, as the reference reads it`, files: log(cite), detail: /^phantom evidence paths: tests\/orders\.test\.ts[#:]/ })),
      {
        name: 'recommended: an anchored path to a missing file is still phantom, named without its anchor',
        files: log('`tests/ghost.test.ts#L12`'),
        options: recommended,
        detail: /^phantom evidence paths: tests\/ghost\.test\.ts(?![#:])/,
        findings: [{ file: LOG, line: 3, column: 13, message: 'phantom evidence: `tests/ghost.test.ts` does not exist' }],
      },
    ],
  });
});

describe('the note of cited strings read as no path', () => {
  it('counts each kind in its own words, one or many, and is empty when there are none', () => {
    expect(notPathsNote({ refs: [], names: [], kube: [] })).toBe('');
    expect(notPathsNote({ refs: ['origin/main'], names: ['color/bg/card'], kube: ['deployment/api'] })).toBe(
      '; 1 git ref not read as a path: origin/main; 1 slash name with no file extension, rooted nowhere in the project, not read as a path: color/bg/card; 1 Kubernetes resource (kind/name) not read as a path: deployment/api',
    );
    expect(notPathsNote({ refs: [], names: [], kube: ['svc/web', 'cj/nightly'] })).toBe('; 2 Kubernetes resources (kind/name) not read as paths: svc/web, cj/nightly');
  });
});

describe('--preset recommended: the accepted iteration is found as the verdict rules find it', () => {
  const recommended = { preset: 'recommended' as const };
  const missing = (path: string) => `phantom evidence: \`${path}\` does not exist`;
  // Two rounds: a REJECT citing a file the rework deleted, then the accepted round citing `docs/notify-api.md`, which is missing.
  const twoRounds = (round2: string[]) =>
    [
      '# Acceptance log — notify-prefs', // 1
      '', // 2
      '## Iteration 1 — 2026-06-10 15:00', // 3
      '', // 4
      '### Criteria', // 5
      '- crit-2 ❌ digest does not skip users with digest off (`src/notify/legacy-digest.ts`)', // 6
      '', // 7
      '### Verdict: REJECT', // 8
      'crit-2 not met.', // 9
      '', // 10
      '## Iteration 2 — 2026-06-11 15:00', // 11
      '', // 12
      ...round2,
    ].join('\n');
  const criteriaAt = (heading: string) => [heading, '- crit-1 ✅ `src/notify/digest.ts`', '- crit-5 ✅ `docs/notify-api.md`', ''];
  const project = { '../src/notify/digest.ts': 'x' };
  const oneRound = (lines: string[]) => ['# Acceptance log — rounding-fix', '', '## Iteration 1 — 2026-06-01', '', ...lines].join('\n');
  const oneRoundProject = { '../src/billing/round.ts': 'x' };

  ruleTester(rule, {
    valid: [
      {
        name: 'compat: `### Verdict: **ACCEPT**` is no `Verdict: ACCEPT` text, as the reference reads it (a skip)',
        status: 'skip',
        files: { 'acceptance-log.md': twoRounds([...criteriaAt('### Criteria'), '### Verdict: **ACCEPT**', 'All criteria verified.']), ...project },
        detail: 'acceptance-log.md has no `Verdict: ACCEPT` yet',
      },
      {
        name: "recommended: an H2 subsection of an earlier REJECT round does not pull that round's citations into the accepted one",
        files: {
          'acceptance-log.md': ['# Acceptance log', '## Iteration 1', '## Blockers', '- `src/legacy-export.ts` duplicates the exporter', '### Verdict: REJECT', '## Iteration 2', '## Evidence', '- `src/export.ts`', '### Verdict: ACCEPT'].join('\n'),
          '../src/export.ts': 'x',
        },
        options: recommended,
        detail: '1 cited evidence paths exist (iteration 2, the accepted one)',
      },
      {
        name: 'recommended: a log without rounds accepted with an emphasised verdict word is read whole',
        files: { 'acceptance-log.md': '# Acceptance log\n### Verdict: **ACCEPT**\n- evidence `src/export.ts`\n', '../src/export.ts': 'x' },
        options: recommended,
        detail: '1 cited evidence paths exist',
      },
    ],
    invalid: [
      {
        name: 'recommended: an H2 subsection (`## Criteria checked`) inside the accepted round does not end it',
        files: { 'acceptance-log.md': twoRounds([...criteriaAt('## Criteria checked'), '### Consilium adjudication', '- Finding 1 (LOW): SUSTAINED, non-blocking.', '', '### Verdict: ACCEPT', 'All criteria verified.']), ...project },
        options: recommended,
        detail: 'phantom evidence paths: docs/notify-api.md',
        findings: [{ file: LOG, line: 15, column: 13, message: missing('docs/notify-api.md') }],
      },
      {
        name: 'recommended: a verdict written as an H2 (`## Verdict: ACCEPT`) is the round\'s verdict',
        files: { 'acceptance-log.md': twoRounds([...criteriaAt('### Criteria'), '## Verdict: ACCEPT', 'All criteria verified.']), ...project },
        options: recommended,
        detail: 'phantom evidence paths: docs/notify-api.md',
        findings: [{ file: LOG, line: 15, column: 13, message: missing('docs/notify-api.md') }],
      },
      {
        name: 'recommended: the one round of the log accepted with an H2 `## Verdict: ACCEPT`',
        files: { 'acceptance-log.md': oneRound(['### Evidence', '- crit-1 ✅ `src/billing/round.ts`', '- crit-2 ✅ `tests/billing/round_test.ts`', '', '## Verdict: ACCEPT', 'All good.']), ...oneRoundProject },
        options: recommended,
        detail: 'phantom evidence paths: tests/billing/round_test.ts',
        findings: [{ file: LOG, line: 7, column: 13, message: missing('tests/billing/round_test.ts') }],
      },
      {
        name: 'recommended: an `## Evidence checked` H2 before a canonical `### Verdict: ACCEPT` stays in the round',
        files: { 'acceptance-log.md': oneRound(['## Evidence checked', '- crit-1 ✅ `src/billing/round.ts`', '- crit-2 ✅ `tests/billing/round_test.ts`', '', '### Verdict: ACCEPT']), ...oneRoundProject },
        options: recommended,
        detail: 'phantom evidence paths: tests/billing/round_test.ts',
        findings: [{ file: LOG, line: 7, column: 13, message: missing('tests/billing/round_test.ts') }],
      },
      {
        name: 'recommended: an emphasised verdict word (`### Verdict: **ACCEPT**`) is an ACCEPT, as verdict-canonical reads it',
        files: { 'acceptance-log.md': twoRounds([...criteriaAt('### Criteria'), '### Verdict: **ACCEPT**', 'All criteria verified.']), ...project },
        options: recommended,
        detail: 'phantom evidence paths: docs/notify-api.md',
        findings: [{ file: LOG, line: 15, column: 13, message: missing('docs/notify-api.md') }],
      },
    ],
  });
});

// Under recommended the ACCEPT is read in every form the verdict rules read, a bare `### Verdict` heading over it too;
// the user's abort leaves no ACCEPT, and the skip says so.
describe('acceptance-log-paths after a verdict under a bare H3 heading, and after an abort', () => {
  const recommended = { preset: 'recommended' as const };
  ruleTester(rule, {
    valid: [
      {
        name: 'recommended: the user aborted, no ACCEPT: a skip naming the abort',
        status: 'skip',
        options: recommended,
        files: { 'acceptance-log.md': '# Acceptance\n## Iteration 1\n### Verdict: REJECT\n- `src/missing.ts`\n\n## Aborted — 2026-06-03\n### Verdict: ABORTED\n> stop\n' },
        detail: exactly('engagement aborted by the user (latest verdict ABORTED at engagement/acceptance-log.md:L7): no ACCEPT, so no accepted evidence to check'),
      },
    ],
    invalid: [
      {
        name: 'recommended: an ACCEPT under a bare `### Verdict` heading has its evidence checked',
        options: recommended,
        files: { 'acceptance-log.md': '# Acceptance\n## Iteration 1\n- crit-1 ✅ `src/missing.ts`\n### Verdict\nACCEPT\n' },
        findings: [{ file: LOG, line: 3, message: /^phantom evidence: `src\/missing\.ts` does not exist/ }],
      },
    ],
  });
});
