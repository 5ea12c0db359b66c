import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/director-verdict.js';
import { stem } from '../../../rules/engagement/lib/signal-names.js';
import { criteria } from '../../helpers.js';
import fs from 'node:fs';
import path from 'node:path';
import { lint, ruleTester } from '../../rule-tester.js';
import { repoRoot } from '../../cli-helpers.js';
import { exactly } from './exactly.js';

// A signal's own words name it in any English form: "amounts alignment" shares two words with "Amounts are not
// right-aligned", as "amounts not right-aligned" does. A line sharing one word only, or none, still names no catch.
const LOG = 'engagement/acceptance-log.md';
const recommended = { preset: 'recommended' as const };
const files = (...rulings: string[]) => ({
  'criteria.md': criteria({ size: 'L' }),
  iteration: '2',
  'consilium-summary.md': [
    '# Consilium summary — iteration 2',
    '',
    '## Naive-layer catches',
    '- **LOW**: Amounts are not right-aligned in the list (haiku-scoped)',
    '- **LOW**: Load-more button has no busy state (haiku-scoped)',
    '',
  ].join('\n'),
  'acceptance-log.md': ['# Acceptance log', '', '## Iteration 2', '', '### Consilium adjudication', ...rulings, '', '### Verdict: REJECT', ''].join('\n'),
});
const busy = '- Naive catch, load-more busy state: REAL.';

ruleTester(rule, {
  valid: [
    {
      name: 'recommended: "amounts alignment" names the catch "Amounts are not right-aligned" (aligned and alignment are one word)',
      files: files('- Naive catch, amounts alignment: FALSE_POSITIVE.', busy),
      options: recommended,
      detail: exactly('all consilium signals adjudicated (naive-layer catches: 2/2 adjudicated)'),
    },
    {
      name: 'recommended: a plural and a gerund name it too ("aligning amount columns")',
      files: files('- Naive catch on aligning the amount column: FALSE_POSITIVE.', busy),
      options: recommended,
      detail: exactly('all consilium signals adjudicated (naive-layer catches: 2/2 adjudicated)'),
    },
    { name: 'size S has no director phase', status: 'skip', files: { ...files('- Naive catch, amounts alignment: FALSE_POSITIVE.', busy), 'criteria.md': criteria({ size: 'S' }) }, options: recommended },
  ],
  invalid: [
    {
      name: 'recommended: one shared word is not two ("amounts" alone names no catch)',
      files: files('- Naive catch, amounts: FALSE_POSITIVE.', busy),
      options: recommended,
      detail: exactly('naive-layer catches: 2 signals, 2 REAL/FALSE_POSITIVE markers in verdict, naming only 1 of them'),
      findings: [
        { file: LOG, line: 3, column: 1, message: 'adjudicates 1 of 2 naive-layer catches' },
        { file: LOG, line: 6, column: 25, severity: 'warning', message: 'this REAL/FALSE_POSITIVE marker names no naive-layer catch' },
        { file: 'engagement/consilium-summary.md', line: 4, column: 1, severity: 'info', message: 'Amounts are not right-aligned' },
      ],
    },
    {
      name: 'recommended: a line sharing no distinctive word with a catch names none ("totals layout")',
      files: files('- Naive catch, totals layout: FALSE_POSITIVE.', busy),
      options: recommended,
      detail: exactly('naive-layer catches: 2 signals, 2 REAL/FALSE_POSITIVE markers in verdict, naming only 1 of them'),
    },
    {
      name: 'recommended: the pieces of a figure the catch does not quote are no words of it (3350.02 with one word of the catch)',
      files: {
        ...files('- Naive catch, load-more busy state: REAL.'),
        'consilium-summary.md': '# Consilium summary — iteration 2\n\n## Naive-layer catches\n- **LOW**: Total 3350.005 prints as 3350.01 (haiku-scoped)\n- **LOW**: Load-more button has no busy state (haiku-scoped)\n',
        'acceptance-log.md': '# Acceptance log\n\n## Iteration 2\n\n- Naive catch, 3350.02 prints fine: FALSE_POSITIVE.\n- Naive catch, load-more busy state: REAL.\n\n### Verdict: REJECT\n',
      },
      options: recommended,
      detail: exactly('naive-layer catches: 2 signals, 2 REAL/FALSE_POSITIVE markers in verdict, naming only 1 of them'),
    },
  ],
});

describe('stem', () => {
  it('writes a word in its English forms as one stem', () => {
    expect(['aligned', 'alignment', 'aligning', 'align'].map(stem)).toEqual(['align', 'align', 'align', 'align']);
    expect(['amount', 'amounts', 'state', 'states', 'scoped', 'scope', 'replies', 'reply'].map(stem)).toEqual(['amount', 'amount', 'stat', 'stat', 'scop', 'scop', 'reply', 'reply']);
  });
  it('keeps short stems, a double s, -us, -is, -eed and other scripts whole', () => {
    expect(['used', 'class', 'status', 'analysis', 'speed', 'суммы', 'bom'].map(stem)).toEqual(['used', 'class', 'status', 'analysis', 'speed', 'суммы', 'bom']);
  });
});

describe('director-verdict: a too-clean role named in lower case whatever its script', () => {
  // Ⱥ (U+023A) is Latin, but its lower case ⱥ (U+2C65) is not below U+0530: a role's tokens are read on the
  // lower-cased line with a pattern chosen for that line, so one CJK character elsewhere on it changes nothing.
  const example = path.join(repoRoot, 'examples/clean-M/engagement');
  const read = (f: string) => fs.readFileSync(path.join(example, f), 'utf8');
  const withRole = (tail: string) => {
    const out: Record<string, string> = {};
    for (const f of fs.readdirSync(example, { recursive: true }) as string[]) if (fs.statSync(path.join(example, f)).isFile()) out[f] = read(f);
    out['consilium-summary.md'] = read('consilium-summary.md').replace(/^Reviewer\(s\) returned 0 findings: sonnet-scoped$/m, 'Reviewer(s) returned 0 findings: sonnet-scoped, Ⱥrbiter-scoped');
    out['acceptance-log.md'] = read('acceptance-log.md').replace('so zero findings is plausible there.\n', `so zero findings is plausible there.\n- Too-clean flag, Ⱥrbiter-scoped (0 findings): ACKNOWLEDGED. Its scope was docs only.${tail}\n`);
    return out;
  };
  it('acknowledges the role with or without a CJK character on the line', async () => {
    const plain = await lint(rule, { files: withRole(''), options: recommended });
    const cjk = await lint(rule, { files: withRole(' 見'), options: recommended });
    expect(withRole('')['consilium-summary.md']).toContain('Ⱥrbiter-scoped');
    expect(plain.status).toBe('pass');
    expect([cjk.status, cjk.detail]).toEqual([plain.status, plain.detail]);
  });
});
