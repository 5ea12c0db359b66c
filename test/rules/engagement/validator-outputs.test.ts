import { describe, afterAll, expect, it } from 'vitest';
import rule from '../../../rules/engagement/validator-outputs.js';
import { cleanupTrees, options } from '../../helpers.js';
import { selectRules } from '../../../packages/core/src/engine.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

afterAll(cleanupTrees);

const log = (...names: string[]) => `# Validation log\n\n### Phase 6a\nprose\n\n${names.map((n) => `### ${n}\nverdict: approved\n`).join('\n')}`;
const out = (name: string, body: unknown = { verdict: 'approved' }) => ({ [`validation-outputs/${name}`]: typeof body === 'string' ? body : JSON.stringify(body, null, 2) });
// log(a, b): `### a` on line 6, `### b` on line 9; the name starts at column 5.
const LOG = 'engagement/validation-log.md';
const logged = (line: number, message: string) => ({ file: LOG, line, column: 5, message });
const output = (name: string, line: number, column: number, message: string | RegExp) => ({ file: `engagement/validation-outputs/${name}`, line, column, message });
const noLogYet = { 'validation-log.md': '# Log\n### Phase 6a\n### Transport note\n## code-reviewer\n' };

ruleTester(rule, {
  valid: [
    { name: 'no validation-log.md', status: 'skip', files: {}, detail: exactly('validation-log.md not present') },
    { name: 'a log naming no lowercase validator (prose headings do not count)', status: 'skip', files: noLogYet, detail: exactly('no validators logged yet') },
    { name: 'an empty log', status: 'skip', files: { 'validation-log.md': '' } },
    { name: 'recommended: ux-review-iter-1-a.json is an output of ux-review', files: { 'validation-log.md': '# Log\n### ux-review\nverdict: approved\n', 'validation-outputs/ux-review-iter-1-a.json': '{"verdict": "approved", "methodology": "heuristics"}' }, options: { preset: 'recommended' } },
    { name: 'compat: an output whose name starts with the logged name is its output, as the reference reads <name>*.json', files: { 'validation-log.md': '# Log\n### ux-review\nverdict: approved\n', 'validation-outputs/ux-reviewer-iter-1-a.json': '{"verdict": "approved", "methodology": "heuristics"}' } },
    { name: 'recommended: a log of prose and phases only names no validator: still not applicable', status: 'skip', files: { 'validation-log.md': '# Log\n## Heartbeat — Phase 2\n- re-ran the pre-flight checks, all fine\n- next phase: wave 1\n' }, options: { preset: 'recommended' }, detail: exactly('no validators logged yet') },
    { name: 'compat: validators named in a table log nothing, as the reference reads it', status: 'skip', files: { 'validation-log.md': '# Log\n| validator | verdict |\n|---|---|\n| security-auditor | PASS |\n' }, detail: exactly('no validators logged yet') },
    {
      name: 'every validator has a valid output',
      files: {
        'validation-log.md': log('code-reviewer — iter 1', 'security-auditor', 'peer-opus'),
        ...out('code-reviewer-iter-1-20260506.json', { verdict: 'APPROVED' }),
        ...out('security-auditor-iter-1-20260506.json', { status: 'clean', metrics: { methodology: 'OWASP ASVS 4.0' } }),
        ...out('peer-opus-iter-1-20260506.json', { verdict: 'satisfied' }),
        ...out('peer-opus-iter-1-preliminary-20260506.json', { findings: [] }),
      },
      detail: exactly('3 validators, 4 output files: 3 outputs valid JSON with a recognised verdict, 1 of them declaring the methodology a numerical validator needs, 1 preliminary (not checked)'),
    },
    {
      name: 'Python-written NaN / Infinity values (reference parity)',
      files: {
        'validation-log.md': log('performance-validator'),
        ...out('performance-validator-iter-1-a.json', '{"verdict": "pass", "methodology": "Lighthouse 12", "metrics": {"lcp": NaN, "cls": -Infinity, "note": "NaN here is text"}}'),
      },
    },
    {
      name: 'the pass detail claims no methodology when no output needed one',
      files: { 'validation-log.md': log('code-reviewer'), ...out('code-reviewer-iter-1-a.json') },
      detail: exactly('1 validator, 1 output file: 1 output valid JSON with a recognised verdict'),
    },
    {
      name: 'an output is a logged validator\'s by the start of its name: an unlogged numerical validator\'s output needs no methodology',
      files: { 'validation-log.md': log('code-reviewer'), ...out('code-reviewer-1.json'), ...out('anti-pattern-detector-iter-1-a.json', { verdict: 'pass' }) },
      detail: exactly('1 validator, 2 output files: 2 outputs valid JSON with a recognised verdict'),
    },
    {
      name: 'a numerical validator output named `<name>-1.json` with its methodology is counted as declaring it',
      files: { 'validation-log.md': log('security-auditor'), ...out('security-auditor-1.json', { verdict: 'pass', methodology: 'OWASP ASVS 4.0' }) },
      detail: exactly('1 validator, 1 output file: 1 output valid JSON with a recognised verdict, 1 of them declaring the methodology a numerical validator needs'),
    },
    { name: 'status read when verdict is empty, as the reference does', files: { 'validation-log.md': log('code-reviewer'), ...out('code-reviewer-iter-1-a.json', { verdict: '', status: 'pass' }) } },
  ],
  invalid: [
    {
      name: 'recommended: another validator\'s output whose name only starts with the logged one\'s is no output of it',
      files: { 'validation-log.md': '# Log\n### ux-review\nverdict: approved\n', 'validation-outputs/ux-reviewer-iter-1-a.json': '{"verdict": "approved", "methodology": "heuristics"}' },
      options: { preset: 'recommended' },
      detail: exactly('validators logged without output file: ux-review'),
      findings: [{ file: LOG, line: 2, column: 5, message: exactly('ux-review logged without validation-outputs/ux-review*.json') }],
    },
    ...([
      ['a table', '# Log\n| validator | verdict |\n|---|---|\n| `security-auditor` | PASS |\n', 4, 4],
      ['a list', '# Log\n- security-auditor: PASS, output in validation-outputs/\n', 2, 3],
      ['a level-4 heading', '# Log\n## Iteration 1\n#### security-auditor\nverdict: approved\n', 3, 6],
      ['a level-2 heading', '# Log\n## security-auditor — iter 1\n', 2, 4],
    ] as const).map(([form, text, line, column]) => ({
      name: `recommended: a validator named in ${form}, none logged as \`### <name>\`, warns: its output was not checked`,
      status: 'warn' as const,
      files: { 'validation-log.md': text },
      options: { preset: 'recommended' as const },
      detail: exactly(`no validator logged as a \`### <name>\` section, but validation-log.md names security-auditor (L${line}) in a table, a list or a heading of another level: their outputs were not checked`),
      findings: [{ file: LOG, line, column, message: exactly('security-auditor is named here, not logged as a `### security-auditor` section: its run and output are not checked') }],
    })),
    {
      name: 'recommended: a one-word validator in a list counts when an output file starts with its name',
      status: 'warn',
      files: { 'validation-log.md': '# Log\n- skeptic — approved\n- wrote notes\n', 'validation-outputs/skeptic-iter-1-a.json': '{"verdict": "approved"}' },
      options: { preset: 'recommended' },
      detail: /names skeptic \(L2\)/,
    },
    { name: 'no validation-log.md under --mode ready', files: {}, options: { mode: 'ready' }, detail: exactly('REQUIRED in --mode ready: validation-log.md not present'), findings: [] },
    { name: 'no validator logged under --mode ready', files: noLogYet, options: { mode: 'ready' }, detail: exactly('REQUIRED in --mode ready: no validators logged yet'), findings: [] },
    {
      name: 'validation-outputs/ missing, at each logged validator',
      files: { 'validation-log.md': log('code-reviewer', 'skeptic') },
      detail: exactly('2 validators logged but engagement/validation-outputs/ missing entirely — runs unverifiable'),
      findings: [logged(6, 'code-reviewer logged, but there is no validation-outputs/ folder'), logged(9, 'skeptic logged, but there is no validation-outputs/ folder')],
    },
    {
      name: 'a required validator without output',
      files: { 'validation-log.md': log('code-reviewer', 'skeptic'), ...out('code-reviewer-iter-1-a.json') },
      detail: exactly('required validators logged without output file: skeptic'),
      findings: [logged(9, 'skeptic logged without validation-outputs/skeptic*.json')],
    },
    {
      name: 'only optional validators without output',
      status: 'warn',
      files: { 'validation-log.md': log('code-reviewer', 'test-reviewer'), ...out('code-reviewer-iter-1-a.json') },
      detail: /^optional validators logged without output file: test-reviewer/,
      findings: [logged(9, 'test-reviewer logged without validation-outputs/test-reviewer*.json')],
    },
    {
      name: 'invalid JSON at its line, and a JSON array, without crashing',
      files: { 'validation-log.md': log('code-reviewer', 'skeptic'), ...out('code-reviewer-iter-1-a.json', '{\n  "verdict": "approved",\n  oops\n}'), ...out('skeptic-iter-1-a.json', '[1, 2]') },
      // The array parses: it is named apart from the unparseable output, and each gets its own fix.
      detail: exactly('unparseable JSON: code-reviewer-iter-1-a.json; not a JSON object with a verdict: skeptic-iter-1-a.json'),
      fix: exactly("Make each unparseable output valid JSON (the finding shows where parsing stopped). Write each output as one JSON object holding its 'verdict' (or 'status'), not an array or a bare value."),
      findings: [
        output('code-reviewer-iter-1-a.json', 3, 3, 'invalid JSON: Expected double-quoted property name'),
        output('skeptic-iter-1-a.json', 1, 1, exactly('expected a JSON object with a verdict, found an array')),
      ],
    },
    {
      name: 'valid JSON of the wrong shape, nested deep, is not called unparseable',
      files: { 'validation-log.md': log('code-reviewer'), ...out('code-reviewer-iter-1-a.json', `${'['.repeat(5_000)}${']'.repeat(5_000)}`) },
      detail: exactly('not a JSON object with a verdict: code-reviewer-iter-1-a.json'),
      fix: exactly("Write each output as one JSON object holding its 'verdict' (or 'status'), not an array or a bare value."),
      findings: [output('code-reviewer-iter-1-a.json', 1, 1, exactly('expected a JSON object with a verdict, found an array'))],
    },
    {
      name: 'a folder under an output name: an output that cannot be read, not one passed over',
      files: { 'validation-log.md': log('code-reviewer', 'skeptic'), 'validation-outputs/code-reviewer-iter-1-a.json/': '', ...out('skeptic-iter-1-a.json') },
      detail: exactly('unparseable JSON: code-reviewer-iter-1-a.json'),
      findings: [output('code-reviewer-iter-1-a.json', 1, 1, exactly('not a regular file (a folder); not read'))],
    },
    {
      name: 'a missing or unknown verdict, at the verdict value',
      files: { 'validation-log.md': log('code-reviewer', 'skeptic'), ...out('code-reviewer-iter-1-a.json', { summary: 'ok' }), ...out('skeptic-iter-1-a.json', { findings: [], verdict: 'looks fine' }) },
      detail: exactly(`missing 'verdict' (or 'status') field: code-reviewer-iter-1-a.json; invalid verdict values: skeptic-iter-1-a.json: verdict="looks fine"`),
      findings: [
        output('code-reviewer-iter-1-a.json', 1, 1, exactly("missing 'verdict' (or 'status') field")),
        output('skeptic-iter-1-a.json', 3, 3, exactly('verdict "looks fine" is not a recognised verdict')),
      ],
    },
    {
      name: 'a list is never a verdict (reference parity)',
      files: { 'validation-log.md': log('code-reviewer'), ...out('code-reviewer-iter-1-a.json', { verdict: ['approved'] }) },
      detail: exactly('invalid verdict values: code-reviewer-iter-1-a.json: verdict=["approved"]'),
      findings: [output('code-reviewer-iter-1-a.json', 2, 3, exactly('verdict ["approved"] is not a recognised verdict'))],
    },
    {
      name: 'a verdict nested deeper than JSON can write back is shown as […], not a crash',
      files: { 'validation-log.md': log('code-reviewer'), ...out('code-reviewer-iter-1-a.json', `{"verdict": ${'['.repeat(20_000)}${']'.repeat(20_000)}}`) },
      detail: exactly('invalid verdict values: code-reviewer-iter-1-a.json: verdict=[…]'),
      findings: [output('code-reviewer-iter-1-a.json', 1, 2, exactly('verdict […] is not a recognised verdict'))],
    },
    {
      name: 'a validator output nested past the JSON depth limit is not read, at the bracket too deep',
      files: { 'validation-log.md': log('code-reviewer'), ...out('code-reviewer-iter-1-a.json', `{"pad": "${' '.repeat(70_000)}",\n"verdict": ${'['.repeat(2_000)}${']'.repeat(2_000)}}`) },
      detail: exactly('unparseable JSON: code-reviewer-iter-1-a.json'),
      findings: [output('code-reviewer-iter-1-a.json', 2, 1011, exactly('JSON nested deeper than 1000 levels, not read'))],
    },
    {
      name: 'a numerical validator without methodology warns; adversaries are exempt',
      status: 'warn',
      files: {
        'validation-log.md': log('accessibility-validator', 'codex-blind'),
        ...out('accessibility-validator-iter-1-a.json', { verdict: 'pass', metrics: 'none' }),
        ...out('codex-blind-iter-1-a.json', { verdict: 'rework_required', validator: 'codex-blind' }),
      },
      detail: exactly("missing 'methodology' field (formula/standard): accessibility-validator-iter-1-a.json"),
      findings: [output('accessibility-validator-iter-1-a.json', 1, 1, exactly("accessibility-validator output declares no 'methodology' (formula / standard used)"))],
    },
    {
      // A validator's outputs are `validation-outputs/<name>*.json`: the name need not be followed by `-iter-`.
      name: 'a numerical validator output named `<name>-1.json` is that validator\'s: without methodology it warns',
      status: 'warn',
      files: { 'validation-log.md': log('security-auditor', 'ux-review'), ...out('security-auditor-1.json', '{"verdict":"pass"}'), ...out('ux-review.json', { verdict: 'pass', methodology: 'Nielsen heuristics' }) },
      detail: exactly("missing 'methodology' field (formula/standard): security-auditor-1.json"),
      findings: [output('security-auditor-1.json', 1, 1, exactly("security-auditor output declares no 'methodology' (formula / standard used)"))],
    },
    {
      name: 'a broken output is reported even when an optional validator is missing',
      files: { 'validation-log.md': log('code-reviewer', 'test-reviewer'), ...out('code-reviewer-iter-1-a.json', '') },
      detail: /unparseable JSON: code-reviewer-iter-1-a\.json; optional validators logged without output file: test-reviewer/,
      findings: [logged(9, 'test-reviewer logged without validation-outputs/test-reviewer*.json'), output('code-reviewer-iter-1-a.json', 1, 1, exactly('invalid JSON: empty file'))],
    },
    {
      name: 'a binary output',
      files: { 'validation-log.md': log('code-reviewer'), 'validation-outputs/code-reviewer-x.json': Buffer.from([0, 159, 146, 150]) },
      detail: /unparseable JSON/,
      findings: [output('code-reviewer-x.json', 1, 1, /^invalid JSON: /)],
    },
  ],
});

describe('--preset recommended', () => {
  afterAll(cleanupTrees);

  const log = (...names: string[]) => `# Validation log\n\n${names.map((n) => `### ${n}\nverdict: approved\n`).join('\n')}`;
  const optionalMissing = { 'validation-log.md': log('code-reviewer', 'test-reviewer'), 'validation-outputs/code-reviewer-iter-1-a.json': '{"verdict": "approved"}' };
  const noOutput = { file: 'engagement/validation-log.md', line: 6, column: 5, message: 'test-reviewer logged without validation-outputs/test-reviewer*.json' };
  const numbered = { 'validation-log.md': log('1. code-reviewer'), 'validation-outputs/test-reviewer-iter-1-a.json': '{"verdict": "approved"}' };

  const adversaries = {
    'validation-log.md': log('opus-adversary', 'codex-blind'),
    'validation-outputs/opus-adversary-iter-1-2026-06-03T1015Z.json': '{"role": "opus-adversary", "pass": 2, "verdict": "ACCEPT", "findings": []}',
    'validation-outputs/opus-adversary-iter-1-preliminary-2026-06-03T1000Z.json': '{"pass": 1, "findings": []}',
    'validation-outputs/codex-blind-iter-1-2026-06-03T1015Z.json': '{"verdict": "reject", "findings": ["x"]}',
    'validation-outputs/codex-blind-iter-1-preliminary-2026-06-03T1000Z.json': '{"pass": 1, "findings": ["x"]}',
  };

  ruleTester(rule, {
    invalid: [
      {
        name: 'compat: ACCEPT / REJECT are not in the reference vocabulary; the fix lists it whole',
        files: adversaries,
        detail: exactly('invalid verdict values: codex-blind-iter-1-2026-06-03T1015Z.json: verdict="reject", opus-adversary-iter-1-2026-06-03T1015Z.json: verdict="ACCEPT"'),
        fix: "recognised 'verdict' (or 'status'), any case: approved | approved_with_suggestions | approved_with_caveats | changes_required | needs_improvement | needs_more | blocked | pass | passed | fail | failed | clean | complete | warning | not_verifiable | satisfied | rework_required | suspicious_too_clean | suspicious | skipped.",
      },
      {
        name: 'recommended: an unknown verdict fails; the fix lists the vocabulary with accept and reject',
        files: { 'validation-log.md': log('code-reviewer'), 'validation-outputs/code-reviewer-iter-1-a.json': '{"verdict": "LGTM"}' },
        options: { preset: 'recommended' },
        detail: exactly('invalid verdict values: code-reviewer-iter-1-a.json: verdict="LGTM"'),
        fix: '| suspicious | skipped | accept | reject.',
      },
      {
        name: 'recommended: a logged optional validator without its output file fails (every validator leaves proof of run)',
        files: optionalMissing,
        options: { preset: 'recommended' },
        detail: exactly('validators logged without output file: test-reviewer (optional, but logged as run: a logged run owes its output)'),
        findings: [noOutput],
      },
      {
        name: 'recommended: every validator a heading lists is logged (`### code-reviewer, security-auditor`), each at its column',
        files: { 'validation-log.md': log('code-reviewer, `security-auditor` and perf-auditor'), 'validation-outputs/code-reviewer-iter-1-a.json': '{"verdict": "approved"}' },
        options: { preset: 'recommended' },
        detail: exactly('validators logged without output file: security-auditor, perf-auditor'),
        findings: [
          { file: 'engagement/validation-log.md', line: 3, column: 21, message: 'security-auditor logged without validation-outputs/security-auditor*.json' },
          { file: 'engagement/validation-log.md', line: 3, column: 43, message: 'perf-auditor logged without validation-outputs/perf-auditor*.json' },
        ],
      },
      {
        name: 'recommended: the detail names which of the validators logged without output are optional',
        files: { 'validation-log.md': log('code-reviewer', 'test-reviewer'), 'validation-outputs/notes-iter-1-a.json': '{"verdict": "approved"}' },
        options: { preset: 'recommended' },
        detail: /^validators logged without output file: code-reviewer, test-reviewer \(test-reviewer optional, but logged as run: a logged run owes its output\)/,
      },
      { name: 'compat: a logged optional validator without its output file warns', status: 'warn', files: optionalMissing, options: { preset: 'compat' }, detail: /^optional validators/, findings: [noOutput] },
      {
        name: 'recommended: an adversary role with only its -preliminary- (Pass 1) output has no final output',
        files: { 'validation-log.md': log('code-reviewer', 'peer-opus'), ...out('code-reviewer-iter-1-a.json'), ...out('peer-opus-iter-1-preliminary-a.json', { findings: [] }) },
        options: { preset: 'recommended' },
        detail: exactly('only a -preliminary- (Pass 1) output, no final one: peer-opus'),
        findings: [
          {
            file: 'engagement/validation-log.md',
            line: 6,
            column: 5,
            message: 'peer-opus logged, but validation-outputs/ holds only its -preliminary- (Pass 1) output: the final validation-outputs/peer-opus-iter-N-<timestamp>.json is missing',
          },
        ],
      },
      {
        name: 'recommended: a numbered validator heading logs the validator, whose output is then required',
        files: numbered,
        options: { preset: 'recommended' },
        detail: /validators logged without output file: code-reviewer/,
        findings: [{ file: 'engagement/validation-log.md', line: 3, column: 8, message: 'code-reviewer logged without validation-outputs/code-reviewer*.json' }],
      },
    ],
    valid: [
      {
        name: 'recommended: a heading that opens with no Latin role name (`### 6a`, `### проверка кода`) logs no validator',
        files: { 'validation-log.md': log('code-reviewer', '6a', 'проверка кода'), 'validation-outputs/code-reviewer-iter-1-a.json': '{"verdict": "approved"}' },
        options: { preset: 'recommended' },
      },
      {
        name: 'compat: only the first name of a heading is read, as the reference reads it',
        files: { 'validation-log.md': log('code-reviewer, security-auditor'), 'validation-outputs/code-reviewer-iter-1-a.json': '{"verdict": "approved"}' },
      },
      {
        name: "recommended: an adversary's Pass-2 ACCEPT / REJECT (the protocol's verdict words, any case) is a verdict",
        files: adversaries,
        options: { preset: 'recommended' },
        detail: exactly('2 validators, 4 output files: 2 outputs valid JSON with a recognised verdict, 2 preliminary (not checked)'),
      },
      {
        name: 'compat: a -preliminary- output alone is the role\'s `<name>*.json`, as the reference globs it',
        files: { 'validation-log.md': log('code-reviewer', 'peer-opus'), ...out('code-reviewer-iter-1-a.json'), ...out('peer-opus-iter-1-preliminary-a.json', { findings: [] }) },
        options: { preset: 'compat' },
        detail: exactly('2 validators, 2 output files: 1 output valid JSON with a recognised verdict, 1 preliminary (not checked)'),
      },
      // As the reference reads it: the name stops at the number, which has no letters.
      { name: 'compat: a numbered validator heading names no validator', status: 'skip', files: numbered, detail: 'no validators logged yet' },
    ],
  });
});

describe('--preset recommended: adversary roles of the consilium verdict table', () => {
  afterAll(cleanupTrees);

  const consilium = (...rows: string[]) =>
    `# Consilium summary — iteration 1\n\n## Verdicts\n| Reviewer | Family | Verdict | Findings |\n|---|---|---|---|\n${rows.join('\n')}\n\n## Similarity matrix\n\n| | peer-opus | codex-blind |\n|---|---|---|\n| peer-opus | — | 0.4 |\n`;
  const withAdversaries = {
    'validation-log.md': '# Validation log\n\n### code-reviewer\nverdict: approved\n',
    'validation-outputs/code-reviewer-iter-1-a.json': '{"verdict": "approved"}',
    'consilium-summary.md': consilium('| peer-opus | anthropic | approved | 0 |', '| codex-blind | openai | approved | 0 |'),
  };
  const CONSILIUM = 'engagement/consilium-summary.md';

  ruleTester(rule, {
    invalid: [
      {
        name: 'recommended: reviewers of the verdict table without their JSON proof-of-run fail, at their rows',
        files: withAdversaries,
        options: { preset: 'recommended' },
        detail: exactly('validators logged without output file: peer-opus, codex-blind'),
        findings: [
          { file: CONSILIUM, line: 6, column: 3, message: exactly('peer-opus named in the consilium verdicts without validation-outputs/peer-opus*.json') },
          { file: CONSILIUM, line: 7, column: 3, message: exactly('codex-blind named in the consilium verdicts without validation-outputs/codex-blind*.json') },
        ],
      },
      {
        name: 'recommended: a reviewer in code marks is read, under a log naming no validator too',
        files: {
          'validation-log.md': '# Validation log\n\n### Phase 6a\nprose\n',
          'validation-outputs/peer-opus-iter-1-a.json': '{"verdict": "ACCEPT"}',
          'validation-outputs/peer-opus-iter-1-preliminary-a.json': '{"findings": []}',
          'consilium-summary.md': consilium('| peer-opus | anthropic | approved | 0 |', '| `codex-blind` | openai | approved | 0 |'),
        },
        options: { preset: 'recommended' },
        detail: exactly('validators logged without output file: codex-blind'),
        findings: [{ file: CONSILIUM, line: 7, column: 4, message: /^codex-blind named in the consilium verdicts without/ }],
      },
      {
        name: 'recommended: a validator heading in code marks logs the validator, whose output is then required',
        files: {
          'validation-log.md': '# Validation log\n\n### `code-reviewer`\nverdict: approved\n\n### 2. **security-auditor**\nverdict: approved\n\n### _skeptic_\n',
          'validation-outputs/code-reviewer-iter-1-a.json': '{"verdict": "approved"}',
        },
        options: { preset: 'recommended' },
        detail: exactly('validators logged without output file: security-auditor, skeptic'),
        findings: [
          { file: LOG, line: 6, column: 10, message: exactly('security-auditor logged without validation-outputs/security-auditor*.json') },
          { file: LOG, line: 9, column: 6, message: exactly('skeptic logged without validation-outputs/skeptic*.json') },
        ],
      },
    ],
    valid: [
      {
        name: 'recommended: every reviewer of the verdict table left its output (a reviewer the log names too is counted once)',
        files: {
          ...withAdversaries,
          'validation-log.md': '# Validation log\n\n### code-reviewer\nverdict: approved\n\n### peer-opus\n',
          'validation-outputs/peer-opus-iter-1-b.json': '{"verdict": "approved"}',
          'validation-outputs/peer-opus-iter-1-preliminary-a.json': '{"findings": []}',
          'validation-outputs/codex-blind-iter-1-c.json': '{"verdict": "reject"}',
          'validation-outputs/codex-blind-iter-1-preliminary-a.json': '{"findings": []}',
        },
        options: { preset: 'recommended' },
        detail: exactly('2 validators, 5 output files: 3 outputs valid JSON with a recognised verdict, 2 preliminary (not checked)'),
      },
      {
        name: 'recommended: other tables of consilium-summary.md (no Reviewer / Verdict header) name no reviewer',
        files: {
          ...withAdversaries,
          'consilium-summary.md': '# Consilium\n\n| Reviewer | Family |\n|---|---|\n| peer-opus | anthropic |\n\n| | peer-opus |\n|---|---|\n| codex-blind | 0.4 |\n',
        },
        options: { preset: 'recommended' },
      },
      { name: 'compat: the consilium verdict table is not read, as the reference does', files: withAdversaries },
      {
        name: 'compat: a validator heading in code marks names no validator, as the reference reads it',
        status: 'skip',
        files: { 'validation-log.md': '# Validation log\n\n### `security-auditor`\nverdict: approved\n' },
        detail: exactly('no validators logged yet'),
      },
      {
        name: 'recommended: a validator heading in code marks with its output passes',
        files: { 'validation-log.md': '# Validation log\n\n### `security-auditor`\n', 'validation-outputs/security-auditor-iter-1-a.json': '{"verdict": "clean", "methodology": "ASVS"}' },
        options: { preset: 'recommended' },
      },
    ],
  });
});

describe('validator-outputs selection', () => {
  it('runs at S under recommended only: the protocol requires validator output files at every tier', () => {
    expect(selectRules([rule], options({ preset: 'recommended' }), { compatPreset: true, tier: 'S' })).toHaveLength(1);
    expect(selectRules([rule], options({ preset: 'compat' }), { compatPreset: true, tier: 'S' })).toHaveLength(0);
  });
});

describe("--preset recommended: a validator logged in the current iteration's section owes that iteration's output", () => {
  afterAll(cleanupTrees);

  const recommended = { preset: 'recommended' as const };
  // As proj8 wrote it: newest iteration first, security-auditor "ran in chat" at iteration 3 with no iter-3 file.
  const section = (n: number, ...blocks: string[]) => `## Iteration ${n}\n\n${blocks.join('\n')}`;
  const block = (name: string, ...lines: string[]) => `### ${name}\n- Verdict: approved\n${lines.map((l) => `${l}\n`).join('')}`;
  const iterationLog = [
    '# Validation log\n',
    section(3, block('code-reviewer', '- Output: validation-outputs/code-reviewer-iter-3-c.json'), block('security-auditor', '- Ran in chat, output file to follow')),
    section(2, block('code-reviewer'), block('security-auditor')),
  ].join('\n');
  // `### security-auditor` of `## Iteration 3` is line 9 of iterationLog.
  const SECURITY_LINE = 9;
  const outputs = {
    ...out('code-reviewer-iter-1-a.json'),
    ...out('code-reviewer-iter-2-b.json'),
    ...out('code-reviewer-iter-3-c.json'),
    ...out('security-auditor-iter-1-a.json', { verdict: 'approved', methodology: 'OWASP ASVS 4.0' }),
    ...out('security-auditor-iter-2-b.json', { verdict: 'approved', methodology: 'OWASP ASVS 4.0' }),
  };
  const stale = { iteration: '3\n', 'validation-log.md': iterationLog, ...outputs };
  const staleFinding = {
    file: LOG,
    line: SECURITY_LINE,
    column: 5,
    message: exactly(
      'security-auditor logged under ## Iteration 3 (validation-log.md:L9), but none of its outputs is of iteration 3: validation-outputs/security-auditor-iter-3-<timestamp>.json is missing',
    ),
  };

  ruleTester(rule, {
    invalid: [
      {
        name: 'recommended: a validator logged under ## Iteration <counter> whose outputs are all of earlier iterations fails, at its log heading',
        files: stale,
        options: recommended,
        detail: exactly(
          'validators logged for iteration 3 without an output of iteration 3: security-auditor (validation-log.md:L9, expected validation-outputs/security-auditor-iter-3-<timestamp>.json)',
        ),
        fix: /validation-outputs\/\{validator\}-iter-3-\{timestamp\}\.json/,
        findings: [staleFinding],
      },
      {
        name: 'recommended: a -preliminary- (Pass 1) file of the iteration is no output of it',
        files: { ...stale, ...out('security-auditor-iter-3-preliminary-d.json', { findings: [] }) },
        options: recommended,
        detail: /^validators logged for iteration 3 without an output of iteration 3: security-auditor \(/,
        findings: [staleFinding],
      },
      {
        name: 'recommended: without a counter, the log\'s highest ## Iteration N is the current one',
        files: { 'validation-log.md': iterationLog, ...outputs },
        options: recommended,
        findings: [staleFinding],
      },
      {
        name: 'recommended: a validator heading in code marks under the current section is read too',
        files: { ...stale, 'validation-log.md': iterationLog.replace('### security-auditor\n- Verdict: approved\n- Ran', '### `security-auditor`\n- Verdict: approved\n- Ran') },
        options: recommended,
        findings: [{ ...staleFinding, column: 6 }],
      },
      {
        name: 'recommended: `-iter-03-` is not `-iter-3-`, as validator-output-freshness reads it',
        files: { ...stale, ...out('security-auditor-iter-03-d.json', { verdict: 'approved', methodology: 'OWASP ASVS 4.0' }) },
        options: recommended,
        findings: [staleFinding],
      },
      {
        name: 'recommended: a validator with no output at all is reported once, as missing',
        files: { ...stale, 'validation-log.md': iterationLog.replace(/### security-auditor/g, '### skeptic') },
        options: recommended,
        detail: exactly('validators logged without output file: skeptic'),
        findings: [{ file: LOG, line: SECURITY_LINE, column: 5, message: exactly('skeptic logged without validation-outputs/skeptic*.json') }, { file: LOG, line: 18, column: 5, message: exactly('skeptic logged without validation-outputs/skeptic*.json') }],
      },
      {
        // The protocol names outputs `{validator}-iter-{N}-{timestamp}.json`: a name without its round proves no round's run.
        name: 'recommended: an output whose name carries no -iter-N- tag is no output of the iteration: it fails at the file, naming the pattern',
        files: { ...stale, ...out('security-auditor.json', { verdict: 'approved', methodology: 'OWASP ASVS 4.0' }) },
        options: recommended,
        detail: exactly('outputs not named {validator}-iter-{N}-{timestamp}.json, their validator having no output so named for its round: security-auditor.json (security-auditor)'),
        fix: exactly('Name each output as the protocol does, validation-outputs/{validator}-iter-{N}-{timestamp}.json (the round it is of, then its timestamp).'),
        findings: [
          output('security-auditor.json', 1, 1, exactly('security-auditor.json is not named {validator}-iter-{N}-{timestamp}.json, as the protocol names outputs, and security-auditor has no output so named for iteration 3: expected validation-outputs/security-auditor-iter-3-<timestamp>.json')),
        ],
      },
    ],
    valid: [
      {
        name: 'recommended: every validator of the current section has an output of that iteration',
        files: { ...stale, ...out('security-auditor-iter-3-d.json', { verdict: 'approved', methodology: 'OWASP ASVS 4.0' }) },
        options: recommended,
        detail: exactly('2 validators, 6 output files: 6 outputs valid JSON with a recognised verdict, 3 of them declaring the methodology a numerical validator needs'),
      },
      {
        name: 'compat: any output of the validator proves its run, whichever iteration it names (reference parity)',
        files: stale,
        detail: exactly('2 validators, 5 output files: 5 outputs valid JSON with a recognised verdict, 2 of them declaring the methodology a numerical validator needs'),
      },
      {
        name: 'recommended: an output reused from an earlier iteration and cited in the validator\'s block counts (the protocol\'s reuse rule)',
        files: { ...stale, 'validation-log.md': iterationLog.replace('- Ran in chat, output file to follow', '- Reused: validation-outputs/security-auditor-iter-2-b.json (artefact unchanged)') },
        options: recommended,
      },
      {
        name: 'recommended: a reused output cited by its file name alone counts too',
        files: { ...stale, 'validation-log.md': iterationLog.replace('- Ran in chat, output file to follow', '- Output: security-auditor-iter-2-b.json (reused, artefact unchanged)') },
        options: recommended,
      },
      {
        name: 'recommended: a tag whose closing dash opens the next one is read, as validator-output-freshness reads it',
        files: { ...stale, ...out('security-auditor-iter-2-iter-3-d.json', { verdict: 'approved', methodology: 'OWASP ASVS 4.0' }) },
        options: recommended,
      },
      {
        name: 'recommended: validators logged only under earlier iterations owe nothing more; nor does a log without ## Iteration sections',
        files: { ...stale, iteration: '4\n' },
        options: recommended,
      },
      {
        name: 'recommended: a validator of an earlier section is not held to the current iteration',
        files: { ...stale, 'validation-log.md': [section(3, block('code-reviewer')), section(2, block('security-auditor'))].join('\n') },
        options: recommended,
      },
    ],
  });
});
