import rule from '../../../rules/engagement/precheck-green.js';
import { criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

const HANDOFF = 'engagement/handoff.md';
const handoff = (json: string) =>
  `# Handoff\n## 7. Self-acceptance rehearsal\n### 7a. Mechanical pre-check\n\`\`\`\n$ engagement-lint engagement/ --json\n${json}\n\`\`\`\n### 7b. Honest concerns\n1. [crit-1] a — "status": "fail" was fixed\n`;
const report = (status: string, fails: number) => `{\n  "engagement": "/p/engagement",\n  "fail_count": ${fails},\n  "status": "${status}",\n  "checks": [\n    { "name": "whitelist", "status": "fail" }\n  ]\n}`;
/** The line of the pasted report's top-level `"status"`. */
const STATUS_LINE = 9;
const pasted = (status: string, fails: number) => ({ 'criteria.md': criteria(), 'handoff.md': handoff(report(status, fails)) });

ruleTester(rule, {
  valid: [
    { name: 'a pasted green report', files: pasted('pass', 0), detail: '§7a pastes a green pre-check (L9)' },
    { name: 'a pasted human output with VERDICT: PASS', files: { 'criteria.md': criteria(), 'handoff.md': handoff('Pre-check [tier=M, 13 checks]: 13/13 pass, 0 warn, 0 FAIL, 0 skip\nVERDICT: PASS') }, detail: '§7a pastes a green pre-check (L7)' },
    { name: 'a sorted green JSON paste', files: { 'criteria.md': criteria(), 'handoff.md': handoff('{\n  "checks": [\n    {"name": "whitelist", "status": "fail"}\n  ],\n  "fail_count": 0,\n  "status": "pass"\n}') }, detail: '§7a pastes a green pre-check (L11)' },
    { name: 'no handoff', status: 'skip', files: { 'criteria.md': criteria() } },
    { name: 'no §7', status: 'skip', files: { 'criteria.md': criteria(), 'handoff.md': '# Handoff\n## 1. Diff summary\n' }, detail: /no §7/ },
    { name: 'size S', status: 'skip', files: { ...pasted('fail', 1), 'criteria.md': criteria({ size: 'S' }) } },
  ],
  invalid: [
    {
      name: 'a `jq -S` paste (keys sorted: "checks" first, the top-level "status": "fail" later)',
      files: {
        'criteria.md': criteria(),
        'handoff.md': handoff('{\n  "checks": [\n    {"name": "whitelist", "status": "pass"},\n    {"name": "handoff-paths", "status": "fail"}\n  ],\n  "checks_run": 13,\n  "fail_count": 1,\n  "status": "fail",\n  "tier": "M"\n}'),
      },
      detail: '§7a pastes a red pre-check (status fail, fail_count 1): the handoff was submitted with failing checks',
      // # / ## 7 / ### 7a / ``` / $ cmd / { (6) / "checks" / 2 checks / ] / checks_run / fail_count / status (13)
      findings: [{ file: HANDOFF, line: 13, column: 1, message: 'pasted pre-check status is fail; it MUST be "pass" before handoff' }],
    },
    {
      name: 'a one-line JSON paste with "checks" first',
      files: { 'criteria.md': criteria(), 'handoff.md': handoff('{"checks": [{"name": "a", "status": "pass"}], "fail_count": 0, "status": "fail"}') },
      detail: /status fail, fail_count 0/,
    },
    {
      name: 'a pasted human output with 2 FAIL and VERDICT: FAIL',
      files: {
        'criteria.md': criteria(),
        'handoff.md': handoff('Pre-check [tier=M, 13 checks]: 11/13 pass, 0 warn, 2 FAIL (handoff-paths, validator-outputs), 0 skip\nVERDICT: FAIL'),
      },
      detail: '§7a pastes a red pre-check (VERDICT fail, 2 FAIL): the handoff was submitted with failing checks',
      findings: [{ file: HANDOFF, line: 7, column: 1, message: 'pasted pre-check VERDICT is fail; it MUST be "pass" before handoff' }],
    },
    {
      name: 'a pasted human TL;DR with FAILs and no VERDICT line',
      files: { 'criteria.md': criteria(), 'handoff.md': handoff('Pre-check [tier=M, 13 checks]: 12/13 pass, 0 warn, 1 FAIL (handoff-paths), 0 skip') },
      detail: /VERDICT fail, 1 FAIL/,
    },
    { name: 'a pasted red report, at its status line', files: pasted('fail', 2), detail: /status fail, fail_count 2/, findings: [{ file: HANDOFF, line: STATUS_LINE, column: 1, message: 'pasted pre-check status is fail; it MUST be "pass" before handoff' }] },
    {
      name: 'a fail_count above zero is red whatever the status says',
      files: pasted('pass', 1),
      detail: '§7a pastes a red pre-check (status pass, fail_count 1): the handoff was submitted with failing checks',
      findings: [{ file: HANDOFF, line: STATUS_LINE, column: 1, message: 'pasted pre-check reports fail_count 1; every check MUST pass before handoff' }],
    },
    {
      name: 'a pasted warn status',
      status: 'warn',
      files: pasted('warn', 0),
      detail: '§7a pastes a pre-check with status warn; the protocol asks for "pass"',
      findings: [{ file: HANDOFF, line: STATUS_LINE, column: 1, message: 'pasted pre-check status is warn, not pass' }],
    },
    {
      name: 'a §7 without a pasted report',
      status: 'warn',
      files: { 'criteria.md': criteria(), 'handoff.md': '# Handoff\n## 7. Self-acceptance\n1. [crit-1] a\n2. [crit-2] b\n' },
      detail: /no pasted pre-check report/,
      // at the §7 heading
      findings: [{ file: HANDOFF, line: 2, column: 1, message: 'no pasted pre-check JSON with a top-level "status" (nor a human-output VERDICT line) in §7' }],
    },
  ],
});
