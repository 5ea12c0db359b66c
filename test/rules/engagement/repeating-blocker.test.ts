import { afterAll } from 'vitest';
import rule from '../../../rules/engagement/repeating-blocker.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { lineOf } from '../graph/graph-helpers.js';

afterAll(cleanupTrees);

const round = (n: number, verdict: string, blockers: string[] = []) => `## Iteration ${n}\n\n### Verdict: ${verdict}\n${blockers.map((b) => `- ${b}`).join('\n')}\n`;
const log = (...rounds: string[]) => `# Acceptance log\n\n${rounds.join('\n')}`;
const base = { 'criteria.md': criteria({ size: 'L' }) };
const LOG = 'engagement/acceptance-log.md';

const sameCrit = log(round(1, 'REJECT', ['crit-2: export drops rows over 10k']), round(2, 'REJECT', ['crit-2: the export is still truncated']));
const reworded = log(
  round(1, 'REJECT — validation incomplete: docker not running so integration tests never ran'),
  round(2, 'REJECT — validation incomplete: integration tests never ran because docker was not running'),
);
const subHeading =
  '## Iteration 1\n### Verdict: REJECT\n### Blocking issues\n- crit-3 login loop on Safari\n\n' +
  '## Iteration 2\n### Verdict: REJECT\n**Reason:** crit-3 still loops on Safari\n### Evidence reviewed\n- crit-1 fine\n';
const repeated = log(round(1, 'REJECT', ['crit-2: export drops rows']), round(2, 'REJECT', ['crit-2: export drops rows']));

ruleTester(rule, {
  valid: [
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
