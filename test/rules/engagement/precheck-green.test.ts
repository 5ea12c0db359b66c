import { describe } from 'vitest';
import rule from '../../../rules/engagement/precheck-green.js';
import { criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

const HANDOFF = 'engagement/handoff.md';
const handoff = (json: string) =>
  `# Handoff\n## 7. Self-acceptance rehearsal\n### 7a. Mechanical pre-check\n\`\`\`\n$ engagement-lint engagement/ --json\n${json}\n\`\`\`\n### 7b. Honest concerns\n1. [crit-1] a — "status": "fail" was fixed\n`;
const report = (status: string, fails: number) => `{\n  "engagement": "/p/engagement",\n  "fail_count": ${fails},\n  "status": "${status}",\n  "checks": [\n    { "name": "whitelist", "status": "fail" }\n  ]\n}`;
/** The protocol's §7a template, unchanged. */
const TEMPLATE = '{\n  "engagement": "...",\n  "fail_count": 0,\n  "skip_count": 0,\n  "status": "pass",\n  "checks": [...]\n}';
/** The line of the pasted report's top-level `"status"`. */
const STATUS_LINE = 9;
const pasted = (status: string, fails: number) => ({ 'criteria.md': criteria(), 'handoff.md': handoff(report(status, fails)) });

ruleTester(rule, {
  valid: [
    { name: 'a pasted green report', files: pasted('pass', 0), detail: '§7a pastes a green pre-check (L9)' },
    { name: 'a pasted human output with VERDICT: PASS', files: { 'criteria.md': criteria(), 'handoff.md': handoff('Pre-check [tier=M, 13 checks]: 13/13 pass, 0 warn, 0 FAIL, 0 skip\nVERDICT: PASS') }, detail: '§7a pastes a green pre-check (L7)' },
    { name: 'a sorted green JSON paste', files: { 'criteria.md': criteria(), 'handoff.md': handoff('{\n  "checks": [\n    {"name": "whitelist", "status": "fail"}\n  ],\n  "fail_count": 0,\n  "status": "pass"\n}') }, detail: '§7a pastes a green pre-check (L11)' },
    // Strings are skipped whole: a check's detail quoting `[...]` or "..." is no placeholder, nor is a key.
    {
      name: 'a green report whose check details quote placeholders',
      files: { 'criteria.md': criteria(), 'handoff.md': handoff('{\n  "fail_count": 0,\n  "status": "pass",\n  "checks": [\n    { "name": "a", "status": "pass", "detail": "the template\'s \\"checks\\": [...] is filled", "...": 1 }\n  ]\n}') },
      detail: '§7a pastes a green pre-check (L8)',
    },
    { name: 'a pasted human output with an ellipsis is read by its VERDICT', files: { 'criteria.md': criteria(), 'handoff.md': handoff('Pre-check [tier=M, 13 checks]: 13/13 pass, 0 warn, 0 FAIL, 0 skip\n[OK  ] whitelist: [...] "..."\nVERDICT: PASS') }, detail: '§7a pastes a green pre-check (L8)' },
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
    // "status MUST be "pass"": a warn is not a green pre-check, though the run exits 0.
    {
      name: 'a pasted warn status, at its value',
      files: pasted('warn', 0),
      detail: exactly('§7a pastes a pre-check with status warn (L9); the protocol: "status MUST be "pass""'),
      fix: /re-run it and paste its output once its status is "pass"/,
      findings: [{ file: HANDOFF, line: STATUS_LINE, column: 13, message: exactly('pasted pre-check status is warn; it MUST be "pass" before handoff') }],
    },
    {
      name: 'a one-line pasted warn status after its warn_count, at the status value',
      files: { 'criteria.md': criteria(), 'handoff.md': handoff('{"tier": "M", "checks_run": 13, "fail_count": 0, "warn_count": 1, "skip_count": 0, "status": "warn"}') },
      detail: exactly('§7a pastes a pre-check with status warn (L6); the protocol: "status MUST be "pass""'),
      findings: [{ file: HANDOFF, line: 6, column: 94 }],
    },
    {
      name: 'a pasted human output with VERDICT: WARN',
      files: { 'criteria.md': criteria(), 'handoff.md': handoff('Pre-check [tier=M, 13 checks]: 12/13 pass, 1 warn, 0 FAIL, 0 skip\nVERDICT: WARN') },
      detail: exactly('§7a pastes a pre-check with VERDICT warn (L7); the protocol: "status MUST be "pass""'),
      findings: [{ file: HANDOFF, line: 7, column: 10, message: exactly('pasted pre-check VERDICT is warn; it MUST be "pass" before handoff') }],
    },
    // A run cut short (`"checks": [...]`) that says fail is still a red pre-check.
    { name: 'a red paste with a placeholder stays red', files: { 'criteria.md': criteria(), 'handoff.md': handoff('{\n  "status": "fail",\n  "fail_count": 1,\n  "checks": [...]\n}') }, detail: /red pre-check/ },
    // The protocol's own §7a template, pasted as it stands: placeholders where a run prints values.
    {
      name: 'the §7a template pasted unfilled',
      files: { 'criteria.md': criteria(), 'handoff.md': handoff(TEMPLATE) },
      detail: '§7a holds the pre-check template left unfilled, not a pasted run: `"engagement": "..."` (L7) is a placeholder where a run prints its output (§7a: "paste verbatim JSON output")',
      fix: /paste its whole output/,
      findings: [{ file: HANDOFF, line: 7, column: 17, message: '`"..."` is the template\'s placeholder: the §7a pre-check template was left unfilled; paste the run\'s verbatim JSON output' }],
    },
    ...[
      ['"checks": [...]', '{\n  "engagement": "/p/engagement",\n  "fail_count": 0,\n  "status": "pass",\n  "checks": [...]\n}', 10, 13, '[...]'],
      ['"checks": [ … ]', '{"engagement": "/p/engagement", "fail_count": 0, "status": "pass", "checks": [ … ]}', 6, 78, '[ … ]'],
      ['{...} in the checks', '{\n  "status": "pass",\n  "fail_count": 0,\n  "checks": [{...}]\n}', 9, 14, '{...}'],
      ['a "{engagement path}" value', '{\n  "engagement": "{engagement path}",\n  "status": "pass"\n}', 7, 17, '"{engagement path}"'],
    ].map(([what, json, line, column, placeholder]) => ({
      name: `a template placeholder: ${what}`,
      files: { 'criteria.md': criteria(), 'handoff.md': handoff(json as string) },
      detail: /^§7a holds the pre-check template left unfilled, not a pasted run/,
      findings: [{ file: HANDOFF, line: line as number, column: column as number, message: `\`${placeholder}\` is the template's placeholder` }],
    })),
    // §7 is "MANDATORY — structural gate, not prose", "REQUIRED to be non-empty in a structured way: 7a. Mechanical pre-check".
    {
      name: 'a §7 without a 7a block, at the §7 heading',
      files: { 'criteria.md': criteria(), 'handoff.md': '# Handoff\n## 7. Self-acceptance rehearsal\n### 7b. Honest concerns\n1. [crit-1] a\n2. [crit-2] b\n' },
      detail: exactly('§7 holds no pasted pre-check report (§7a: "paste verbatim JSON output"; §7 is "REQUIRED to be non-empty in a structured way"): no top-level "status" and no VERDICT line in §7 (L2)'),
      fix: /paste its verbatim output under `### 7a\. Mechanical pre-check` in §7; its status MUST be "pass"/,
      findings: [{ file: HANDOFF, line: 2, column: 1, message: exactly('no pasted pre-check JSON with a top-level "status" (nor a human-output VERDICT line) in §7; §7a MUST paste the run\'s verbatim output') }],
    },
    {
      name: 'a 7a heading with nothing pasted under it, at the 7a heading',
      files: { 'criteria.md': criteria({ size: 'L' }), 'handoff.md': '# Handoff\n## 7. Self-acceptance rehearsal\n### 7a. Mechanical pre-check\nRan it, all green.\n### 7b. Honest concerns\n1. [crit-1] a\n' },
      detail: /^§7 holds no pasted pre-check report .* no VERDICT line after the pre-check's heading or line \(L3\)$/,
      findings: [{ file: HANDOFF, line: 3, column: 1 }],
    },
  ],
});

describe('a red pre-check pasted as `jq .status` or as a table of checks', () => {
  const paste = (body: string) => ({ 'criteria.md': criteria(), 'handoff.md': `# Handoff\n## 7. Self-acceptance rehearsal\n### 7a. Mechanical pre-check\n${body}\n### 7b. Honest concerns\n1. [crit-1] a\n` });
  ruleTester(rule, {
    valid: [{ name: 'a green `jq .status`', files: paste('```\n$ engagement-lint engagement/ --json | jq .status\n"pass"\n```'), detail: '§7a pastes a green pre-check (L6)' }],
    invalid: [
      {
        name: 'a red `jq .status`, at the status it printed',
        files: paste('```\n$ engagement-lint engagement/ --json | jq .status\n"fail"\n```'),
        detail: '§7a pastes a red pre-check (status fail): the handoff was submitted with failing checks',
        findings: [{ file: HANDOFF, line: 6, column: 1 }],
      },
      {
        name: 'a table of checks with a FAIL row, at the first failing row',
        files: paste('| check | status |\n|---|---|\n| whitelist | PASS |\n| slot-language | FAIL |\n| handoff-paths | ❌ |'),
        detail: '§7a pastes a red pre-check (a table with 2 checks marked failed): the handoff was submitted with failing checks',
        findings: [{ file: HANDOFF, line: 7, column: 1, message: 'pasted pre-check marks 2 checks failed; every check MUST pass before handoff' }],
      },
    ],
  });
});

describe('the tier of the pasted run, and a TL;DR pasted without its VERDICT', () => {
  const withTier = (tier: string) => `{\n  "tier": "${tier}",\n  "fail_count": 0,\n  "status": "pass"\n}`;
  ruleTester(rule, {
    valid: [
      { name: 'a run at the declared size', files: { 'criteria.md': criteria({ size: 'L' }), 'handoff.md': handoff(withTier('L')) }, detail: exactly('§7a pastes a green pre-check (L9)') },
      { name: 'a run of every check (tier all)', files: { 'criteria.md': criteria({ size: 'L' }), 'handoff.md': handoff(withTier('all')) } },
      { name: 'a green TL;DR pasted without its VERDICT line', files: { 'criteria.md': criteria(), 'handoff.md': handoff('Pre-check [tier=M, 13 checks]: 13/13 pass, 0 warn, 0 FAIL, 0 skip') }, detail: exactly('§7a pastes a green pre-check (L6)') },
    ],
    invalid: [
      {
        name: 'a JSON run at tier M pasted into a size-L handoff',
        files: { 'criteria.md': criteria({ size: 'L' }), 'handoff.md': handoff(withTier('M')) },
        detail: exactly('§7a pastes a pre-check run at tier M (L9), but criteria.md declares size L: the size-L checks of this handoff did not run'),
        findings: [{ file: HANDOFF, line: 9, column: 1, message: 'pasted pre-check ran at tier M, not at size L as criteria.md declares; re-run it and paste the output' }],
      },
      {
        name: 'a human-output run at tier S pasted into a size-M handoff',
        files: { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': handoff('Pre-check [tier=S, 6 checks]: 6/6 pass, 0 warn, 0 FAIL, 0 skip\nVERDICT: PASS') },
        detail: /^§7a pastes a pre-check run at tier S \(L7\), but criteria\.md declares size M/,
      },
      { name: 'a TL;DR with warnings pasted without its VERDICT line', files: { 'criteria.md': criteria(), 'handoff.md': handoff('Pre-check [tier=M, 13 checks]: 12/13 pass, 1 warn, 0 FAIL, 0 skip') }, detail: /status warn/ },
    ],
  });
});

// "If any check failed, STOP — fix the underlying issue and re-run": the latest paste is the run in force,
// and a paste in an HTML comment is not pasted (markdown does not show it).
describe('several pastes: the latest is in force; a commented-out one is none', () => {
  // The body starts at line 4.
  const paste = (body: string[]) => ({ 'criteria.md': criteria(), 'handoff.md': ['# Handoff', '## 7. Self-acceptance rehearsal', '### 7a. Mechanical pre-check', ...body, '### 7b. Honest concerns', '1. [crit-1] a', ''].join('\n') });
  const run = (fails: number, status: string) => ['```', '$ engagement-lint engagement/ --json', `{"tier": "M", "fail_count": ${fails}, "status": "${status}"}`, '```'];
  const human = (fails: number, verdict: string) => ['```', `Pre-check [tier=M, 13 checks]: ${13 - fails}/13 pass, 0 warn, ${fails} FAIL, 0 skip`, `VERDICT: ${verdict}`, '```'];
  const RED = 'pasted pre-check status is fail; it MUST be "pass" before handoff';
  ruleTester(rule, {
    valid: [
      { name: 'a red run, then the green re-run after the fix', files: paste([...run(1, 'fail'), 'Re-run after the last fix:', ...run(0, 'pass')]), detail: exactly('§7a pastes a green pre-check (L11)') },
      { name: 'a red human output, then the green re-run', files: paste([...human(1, 'FAIL'), 'After the fix:', ...human(0, 'PASS')]), detail: exactly('§7a pastes a green pre-check (L11)') },
      // The template shown first is not the paste in force: its placeholders are no unfilled run.
      {
        name: 'the §7a template shown, then a run pasted',
        files: paste(['Template:', '```', '{', '  "engagement": "...",', '  "status": "pass",', '  "checks": [...]', '}', '```', 'Run:', '```', '{"engagement": "/p/engagement", "fail_count": 0, "status": "pass", "checks": []}', '```']),
        detail: exactly('§7a pastes a green pre-check (L14)'),
      },
    ],
    invalid: [
      {
        name: 'a green run, then a red re-run: the red one is in force',
        files: paste([...run(0, 'pass'), 'Re-run after the last fix:', ...run(1, 'fail')]),
        detail: exactly('§7a pastes a red pre-check (status fail, fail_count 1): the handoff was submitted with failing checks'),
        findings: [{ file: HANDOFF, line: 11, column: 1, message: exactly(RED) }],
      },
      {
        name: 'a green human output, then a red one',
        files: paste([...human(0, 'PASS'), 'After the last change:', ...human(2, 'FAIL')]),
        detail: exactly('§7a pastes a red pre-check (VERDICT fail, 2 FAIL): the handoff was submitted with failing checks'),
        findings: [{ file: HANDOFF, line: 11, column: 1, message: exactly('pasted pre-check VERDICT is fail; it MUST be "pass" before handoff') }],
      },
      {
        name: 'a green run in an HTML comment before the visible red one',
        files: paste(['<!--', '{"tier": "M", "fail_count": 0, "status": "pass"}', '-->', ...run(2, 'fail')]),
        detail: exactly('§7a pastes a red pre-check (status fail, fail_count 2): the handoff was submitted with failing checks'),
        findings: [{ file: HANDOFF, line: 9, column: 1, message: exactly(RED) }],
      },
      {
        name: 'a green run only inside an HTML comment is no pasted report',
        files: paste(['Run: <!-- {"tier": "M", "fail_count": 0, "status": "pass"} -->']),
        detail: /^§7 holds no pasted pre-check report/,
        findings: [{ file: HANDOFF, line: 3, column: 1, message: /^no pasted pre-check JSON with a top-level "status"/ }],
      },
      {
        name: 'a green run, then a table of the re-run with a failed check',
        files: paste([...run(0, 'pass'), 'Re-run:', '| check | status |', '|---|---|', '| whitelist | PASS |', '| handoff-paths | FAIL |']),
        detail: exactly('§7a pastes a red pre-check (a table with 1 check marked failed): the handoff was submitted with failing checks'),
        findings: [{ file: HANDOFF, line: 12, column: 1, message: exactly('pasted pre-check marks 1 check failed; every check MUST pass before handoff') }],
      },
    ],
  });
});
