// validator-outputs under --preset recommended: the adversary roles' two passes, the round under
// verdict and the L roster; validators handoff.md §5 reports or plan.md plans; misnamed extras.
import { afterAll } from 'vitest';
import rule from '../../../rules/engagement/validator-outputs.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { ruleTester, type Tree } from '../../rule-tester.js';
import { exactly } from './exactly.js';

afterAll(cleanupTrees);

const recommended = { preset: 'recommended' as const };
const json = (body: unknown) => JSON.stringify(body);
/** An adversary role's two passes of round n. */
const passes = (role: string, n: number, verdict = 'approved') => ({
  [`validation-outputs/${role}-iter-${n}-preliminary-20260601T1000Z.json`]: json({ pass: 1, findings: [] }),
  [`validation-outputs/${role}-iter-${n}-20260601T1100Z.json`]: json({ pass: 2, verdict }),
});
const codeReviewer = (n = 1) => ({
  'validation-log.md': `# Validation log\n\n## Iteration ${n}\n\n### code-reviewer\n- Verdict: approved\n`,
  [`validation-outputs/code-reviewer-iter-${n}-20260601T0900Z.json`]: json({ verdict: 'approved' }),
});
const consilium = (n: number, ...reviewers: string[]) =>
  `# Consilium summary — demo — iteration ${n}\n\n## Verdicts\n\n| Reviewer | Verdict | Findings |\n|---|---|---|\n${reviewers.map((r) => `| ${r} | approved | 0 |`).join('\n')}\n`;
const FULL_L = ['peer-opus', 'codex-blind', 'codex-informed', 'sonnet-scoped', 'haiku-scoped'];
const fullL = Object.assign({}, ...FULL_L.map((r) => passes(r, 1)));
const L = { 'criteria.md': criteria({ size: 'L' }), iteration: '1\n', ...codeReviewer() };
const M = { 'criteria.md': criteria({ size: 'M' }), iteration: '1\n', ...codeReviewer() };

// V62: Pass-2 outputs whose Pass-1 file is gone.
/** A tree without the files whose path includes `part`. */
const without = (tree: Tree, part: string): Tree => Object.fromEntries(Object.entries(tree).filter(([k]) => !k.includes(part)));
const noPassOne = without({ ...L, ...fullL, 'consilium-summary.md': consilium(1, ...FULL_L) }, 'peer-opus-iter-1-preliminary-');

// V126c: an ACCEPT of iteration 2 on a consilium of iteration 1.
const acceptLog = (verdict: string) =>
  `# Acceptance log\n\n## Iteration 1 — 2026-06-01 12:00\n\n### Verdict: REJECT\ncrit-1 failed.\n\n## Iteration 2 — 2026-06-02 12:00\n\n### Verdict: ${verdict}\n`;
const staleConsilium = {
  ...M,
  iteration: '2\n',
  ...codeReviewer(2),
  ...passes('peer-opus', 1),
  'consilium-summary.md': consilium(1, 'peer-opus'),
  'human-directive.md': '# Human directive — iteration 2\n\nDecision: PROCEED_TO_VERDICT\n',
  'acceptance-log.md': acceptLog('ACCEPT'),
};

// V93: §5 reports a verdict of a validator that was never logged and left no output.
const handoff = (...lines: string[]) => `# Handoff — iteration 1 — demo\n\n## 5. Validation log\nFull entries in validation-log.md.\n${lines.join('\n')}\n\n## 7. Self-acceptance\n1. [crit-1] concern\n`;

// V158: plan.md plans a validator that never ran.
const plan = (...items: string[]) => `# Engagement plan — demo\n\n## Validators planned\n${items.join('\n')}\n\n## Cross-domain handoff\n- none\n`;

ruleTester(rule, {
  invalid: [
    {
      name: 'recommended: an adversary Pass-2 output whose Pass-1 (-preliminary-) file is missing fails at the output',
      files: noPassOne,
      options: recommended,
      detail: exactly('adversary Pass-2 outputs without their Pass-1 (-preliminary-) file: peer-opus (iteration 1)'),
      fix: 'validation-outputs/{role}-iter-N-preliminary-{timestamp}.json',
      findings: [
        {
          file: 'engagement/validation-outputs/peer-opus-iter-1-20260601T1100Z.json',
          line: 1,
          column: 1,
          message: exactly('Pass-2 output of peer-opus without its Pass-1 file: validation-outputs/peer-opus-iter-1-preliminary-<timestamp>.json is missing (each adversary role runs Pass 1 on the curated copy, then Pass 2)'),
        },
      ],
    },
    {
      name: 'recommended: at L, a consilium of peer-opus alone fails at its verdict table, naming the missing reviewers',
      files: { ...L, ...passes('peer-opus', 1), 'consilium-summary.md': consilium(1, 'peer-opus') },
      options: recommended,
      detail: exactly('L consilium missing reviewers for iteration 1: 2× Codex (codex-blind, codex-informed), Sonnet (sonnet-scoped), Haiku (haiku-scoped) (the L-tier consilium is peer-Opus + 2× Codex + Sonnet + Haiku)'),
      findings: [
        {
          file: 'engagement/consilium-summary.md',
          line: 5,
          column: 1,
          message: exactly("L consilium incomplete for iteration 1: the protocol's L-tier consilium is peer-Opus + 2× Codex + Sonnet + Haiku; missing 2× Codex (codex-blind, codex-informed), Sonnet (sonnet-scoped), Haiku (haiku-scoped) (on record: peer-opus)"),
        },
      ],
    },
    {
      name: 'recommended: at L, one Codex is not the two the roster names',
      // codex-informed neither in the table nor among the outputs.
      files: without({ ...L, ...fullL, 'consilium-summary.md': consilium(1, ...FULL_L.filter((r) => r !== 'codex-informed')) }, 'codex-informed'),
      options: recommended,
      detail: exactly('L consilium missing reviewers for iteration 1: Codex (codex-informed) (the L-tier consilium is peer-Opus + 2× Codex + Sonnet + Haiku)'),
    },
    {
      name: 'recommended: an ACCEPT of iteration 2 whose adversary outputs are all of iteration 1 fails at the verdict',
      files: staleConsilium,
      options: recommended,
      detail: exactly('no adversary output of iteration 2, the round under verdict (acceptance-log.md:L10): peer-opus (outputs of iteration 1 only); consilium-summary.md is titled iteration 1'),
      findings: [
        {
          file: 'engagement/acceptance-log.md',
          line: 10,
          column: 14,
          message: exactly("ACCEPT of iteration 2 without that round's adversary Pass-2 output of peer-opus (outputs of iteration 1 only); consilium-summary.md is titled iteration 1: expected validation-outputs/peer-opus-iter-2-<timestamp>.json"),
        },
      ],
    },
    ...([
      ['a list item', '- security-auditor: approved, no SQL injection surface', 6, 3],
      ['a paragraph line (the S-tier summary)', 'security-auditor: APPROVED — see validation-outputs/', 6, 1],
      ['a table row', '| security-auditor | approved |', 6, 3],
    ] as const).map(([form, line, at, column]) => ({
      name: `recommended: a validator §5 of handoff.md reports in ${form}, never logged and without output, fails there`,
      files: { ...M, 'handoff.md': handoff('- code-reviewer: approved, 0 open findings', line) },
      options: recommended,
      detail: exactly(`validators reported in handoff.md §5 but never logged and without output: security-auditor (handoff.md:L${at})`),
      fix: 'Report in handoff.md §5 only the validators that ran',
      findings: [
        {
          file: 'engagement/handoff.md',
          line: at,
          column,
          message: exactly(`handoff.md §5 reports security-auditor: approved, but validation-log.md logs no security-auditor run and validation-outputs/ holds no security-auditor*.json: a verdict with no proof of run`),
        },
      ],
    })),
    {
      name: 'recommended: a validator plan.md plans that never ran warns at the plan, once the handoff is written',
      status: 'warn',
      files: { ...M, 'handoff.md': handoff('- code-reviewer: approved'), 'plan.md': plan('- code-reviewer on every task — per-task review', '- test-reviewer on tests/ — new tests added') },
      options: recommended,
      detail: exactly('validators planned in plan.md never run: test-reviewer (plan.md:L5)'),
      fix: exactly('Run each validator plan.md plans and log it with its output, or say in validation-log.md (or handoff.md §5, or scope-sync.md) why it no longer applies.'),
      findings: [
        {
          file: 'engagement/plan.md',
          line: 5,
          column: 3,
          severity: 'warning',
          message: exactly('plan.md plans test-reviewer (Validators planned), but validation-log.md logs no test-reviewer run, validation-outputs/ holds no test-reviewer*.json, and neither validation-log.md, handoff.md §5 nor scope-sync.md says what became of it: the planned validator never ran'),
        },
      ],
    },
    // Named only where it says nothing of the validator's fate: before plan.md's freeze records nothing of it, nor a longer name.
    ...([
      ['criteria.md', { 'criteria.md': criteria({ size: 'M' }).replace('# Acceptance criteria', '# Acceptance criteria\n\ntest-reviewer checks the tests') }],
      ['a longer name in validation-log.md', { 'validation-log.md': `${M['validation-log.md']}\n### Not run\n- test-reviewer-2: dropped\n` }],
      ['an HTML comment of scope-sync.md', { 'scope-sync.md': '# Scope sync — demo\n\n<!-- test-reviewer: drop? -->\n' }],
      ['handoff.md outside §5', { 'handoff.md': `${handoff('- code-reviewer: approved')}\n## 11. Known deferrals\n- test-reviewer dropped\n` }],
    ] as const).map(([where, extra]) => ({
      name: `recommended: a planned validator named only in ${where} still warns`,
      status: 'warn' as const,
      files: { ...M, 'handoff.md': handoff('- code-reviewer: approved'), 'plan.md': plan('- code-reviewer on every task — per-task review', '- test-reviewer on tests/ — new tests added'), ...extra },
      options: recommended,
      detail: exactly('validators planned in plan.md never run: test-reviewer (plan.md:L5)'),
    })),
    {
      name: 'recommended: a misnamed extra beside the validator\'s output named for the round warns at the file',
      status: 'warn',
      files: { ...M, 'validation-outputs/code-reviewer-final.json': json({ verdict: 'approved' }) },
      options: recommended,
      detail: exactly('outputs not named {validator}-iter-{N}-{timestamp}.json: code-reviewer-final.json'),
      fix: exactly('Name each output as the protocol does, validation-outputs/{validator}-iter-{N}-{timestamp}.json (the round it is of, then its timestamp).'),
      findings: [
        {
          file: 'engagement/validation-outputs/code-reviewer-final.json',
          line: 1,
          column: 1,
          severity: 'warning',
          message: exactly("code-reviewer-final.json is not named {validator}-iter-{N}-{timestamp}.json, as the protocol names outputs (an extra file beside code-reviewer's outputs named so)"),
        },
      ],
    },
    {
      name: 'recommended: `<name>-iter-1.json` (no timestamp) is not the protocol\'s name: as the only output of the round it fails',
      files: { ...without(M, 'validation-outputs/'), 'validation-outputs/code-reviewer-iter-1.json': json({ verdict: 'approved' }) },
      options: recommended,
      findings: [
        {
          file: 'engagement/validation-outputs/code-reviewer-iter-1.json',
          line: 1,
          column: 1,
          severity: 'error',
          message: exactly('code-reviewer-iter-1.json is not named {validator}-iter-{N}-{timestamp}.json, as the protocol names outputs, and code-reviewer has no output so named for iteration 1: expected validation-outputs/code-reviewer-iter-1-<timestamp>.json'),
        },
      ],
    },
    // Outputs of ux-review (its name, then a separator), not missing ones: named against the protocol's pattern, they prove no round's run.
    ...['ux-review.json', 'ux-review_1.json'].map((file) => ({
      name: `recommended: ${file} is an output of ux-review, misnamed: it fails at the file, naming the protocol's pattern`,
      files: { 'validation-log.md': '# Log\n### ux-review\nverdict: approved\n', [`validation-outputs/${file}`]: '{"verdict": "approved", "methodology": "heuristics"}' },
      options: { preset: 'recommended' as const },
      detail: exactly(`outputs not named {validator}-iter-{N}-{timestamp}.json, their validator having no output so named for its round: ${file} (ux-review)`),
      findings: [{ file: `engagement/validation-outputs/${file}`, line: 1, column: 1, message: exactly(`${file} is not named {validator}-iter-{N}-{timestamp}.json, as the protocol names outputs, and ux-review has no output so named: expected validation-outputs/ux-review-iter-N-<timestamp>.json`) }],
    })),
    {
      name: 'recommended: a misnamed extra file no named validator owns warns at the file',
      status: 'warn',
      files: { ...M, 'validation-outputs/notes.json': json({ verdict: 'approved' }) },
      options: recommended,
      detail: exactly('outputs not named {validator}-iter-{N}-{timestamp}.json: notes.json'),
      findings: [{ file: 'engagement/validation-outputs/notes.json', line: 1, column: 1, severity: 'warning', message: exactly('notes.json is not named {validator}-iter-{N}-{timestamp}.json, as the protocol names outputs') }],
    },
  ],
  valid: [
    // The outputs are checked against the log's runs: without validation-log.md there is nothing to hold §5 to yet.
    { name: 'recommended: without validation-log.md it skips, §5 of handoff.md not read', status: 'skip', files: { 'handoff.md': handoff('- security-auditor: approved') }, options: recommended, detail: exactly('validation-log.md not present') },
    { name: 'recommended: an L consilium of the five roles, each with both passes', files: { ...L, ...fullL, 'consilium-summary.md': consilium(1, ...FULL_L) }, options: recommended },
    {
      name: 'recommended: the roster read through honest naming variants (`Peer Opus`, `Codex (blind)`, `codex-1`, `sonnet`, …)',
      files: { ...L, ...passes('opus', 1), ...passes('codex-1', 1), ...passes('codex-2', 1), ...passes('sonnet', 1), ...passes('haiku', 1), 'consilium-summary.md': consilium(1, 'Peer Opus', 'Codex (blind)', 'Codex (informed)', 'Sonnet', 'Haiku') },
      options: recommended,
    },
    { name: 'recommended: at M, one adversary role is the consilium', files: { ...M, ...passes('peer-opus', 1), 'consilium-summary.md': consilium(1, 'peer-opus') }, options: recommended },
    { name: 'recommended: at S, no adversary pass is due: its two passes are not read', files: { ...L, 'criteria.md': criteria({ size: 'S' }), 'validation-outputs/peer-opus-iter-1-20260601T1100Z.json': json({ verdict: 'approved' }) }, options: recommended },
    { name: 'compat: Pass-1 files, the L roster, §5 and the plan are not read, as the reference does', files: { ...noPassOne, 'consilium-summary.md': consilium(1, 'peer-opus'), 'handoff.md': handoff('- security-auditor: approved'), 'plan.md': plan('- test-reviewer on tests/') } },
    { name: 'recommended: an ACCEPT of iteration 2 on that round\'s adversary outputs', files: { ...staleConsilium, ...passes('peer-opus', 2), 'consilium-summary.md': consilium(2, 'peer-opus') }, options: recommended },
    // A REJECT sends the work back: the protocol's honest folders reject without a fresh consilium, and the next ACCEPT is held to its round.
    { name: 'recommended: a REJECT of iteration 2 is not held to that round\'s adversary outputs', files: { ...staleConsilium, 'acceptance-log.md': acceptLog('REJECT') }, options: recommended },
    {
      name: 'recommended: §5 lines that report no run (`not run`, `skipped`), a logged validator or no validator (`tests: pass`) need no more',
      files: { ...M, 'handoff.md': handoff('- code-reviewer: approved', '- security-auditor: not run (no API surface)', '- accessibility-validator: skipped — no UI', '- tests: pass (42 passed)', '- pre-check: pass') },
      options: recommended,
    },
    // plan.md is "mutable until first dispatch, then frozen": a validator dropped later stays planned, and the
    // records written after it say what became of it.
    ...([
      ['validation-log.md, under `### Not run`', { 'validation-log.md': `${M['validation-log.md']}\n### Not run\n- test-reviewer was planned, but no test changed (plan.md is frozen after dispatch)\n` }],
      ['handoff.md §5', { 'handoff.md': handoff('- code-reviewer: approved', '- test-reviewer: not run — no tests changed') }],
      ['handoff.md §5, in any case', { 'handoff.md': handoff('- code-reviewer: approved', 'Test-Reviewer was dropped: no tests changed.') }],
      ['scope-sync.md', { 'scope-sync.md': '# Scope sync — demo\n\n## Ambiguities resolved\n- Q: run test-reviewer?\n- A: No, dropped for this engagement (user, 2026-06-01).\n' }],
    ] as const).map(([where, extra]) => ({
      name: `recommended: a planned validator named in ${where} is accounted for`,
      files: { ...M, 'plan.md': plan('- code-reviewer on every task — per-task review', '- test-reviewer on tests/ — new tests added'), ...extra },
      options: recommended,
      detail: exactly('1 validator, 1 output file: 1 output valid JSON with a recognised verdict'),
    })),
    {
      // "consolidates each wave, runs validators, assembles the handoff": before the handoff none is late.
      name: 'recommended: before the handoff, a planned validator is not late (a per-task reviewer already ran)',
      files: { ...M, 'plan.md': plan('- code-reviewer on every task — per-task review', '- test-reviewer on tests/ — new tests added') },
      options: recommended,
    },
    {
      name: 'recommended: a plan line that itself skips the validator plans no run',
      files: { ...M, 'handoff.md': handoff('- code-reviewer: approved'), 'plan.md': plan('- code-reviewer on every task — per-task review', '- security-auditor — not needed, no auth surface; skipped by plan') },
      options: recommended,
      detail: exactly('1 validator, 1 output file: 1 output valid JSON with a recognised verdict'),
    },
    {
      name: 'recommended: a plan item is read at its leading name only (one validator per item, as the template writes them)',
      files: { ...M, 'plan.md': plan('- code-reviewer per task; test-reviewer on tests', '- per-task review by the owner') },
      options: recommended,
    },
  ],
});

// A validator heading with a label, or a role written in capitals: the run is logged and owes its output.
ruleTester(rule, {
  valid: [
    {
      name: 'recommended: a heading that is no role (`### Follow-Up`, `### Code-Review Notes`) logs no validator',
      files: { ...M, 'validation-log.md': '# Validation log\n\n## Iteration 1\n\n### code-reviewer\n- Verdict: approved\n\n### Follow-Up\nnone\n\n### Code-Review Notes\nnone\n' },
      options: recommended,
      detail: /^1 validator, 1 output file/,
    },
  ],
  invalid: [
    {
      name: 'recommended: `### Validator: security-auditor` and `### Security-Auditor` log the validator, whose output is required',
      files: { ...M, 'validation-log.md': '# Validation log\n\n## Iteration 1\n\n### code-reviewer\n- Verdict: approved\n\n### Validator: security-auditor\n- Verdict: approved\n\n### UX-Reviewer\n- Verdict: approved\n' },
      options: recommended,
      detail: exactly('validators logged without output file: security-auditor, ux-reviewer'),
      findings: [
        { file: 'engagement/validation-log.md', line: 8, column: 16, message: exactly('security-auditor logged without validation-outputs/security-auditor*.json') },
        { file: 'engagement/validation-log.md', line: 11, column: 5, message: exactly('ux-reviewer logged without validation-outputs/ux-reviewer*.json') },
      ],
    },
  ],
});
