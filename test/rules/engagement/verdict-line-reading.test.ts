import { describe, expect, it } from 'vitest';
import accepted from '../../../rules/engagement/acceptance-log-paths.js';
import canonical from '../../../rules/engagement/verdict-canonical.js';
import { lint, ruleTester } from '../../rule-tester.js';
import { writesVerdictAccept } from '../../../packages/core/src/model/plan/verdicts.js';
import { exactly } from './exactly.js';

// The blank after `Verdict:` as authors' editors write it: verdict-canonical and acceptance-log-paths read it alike,
// under either preset, so an ACCEPT one check passes has its evidence checked by the other. And the canonical line
// emphasised as a whole (`### **Verdict: ACCEPT**`) is read as the one with its word emphasised is.
const LOG = 'engagement/acceptance-log.md';
const recommended = { preset: 'recommended' as const };
/** A log of one round whose verdict line is `verdict`, on L4. */
const oneRound = (verdict: string) => `# Acceptance log\n## Iteration 1\n- crit-1 ✅\n${verdict}\n`;
/** Round 1 canonical (L3), round 2's verdict line `verdict` on L5. */
const twoRounds = (verdict: string) => `# Acceptance log\n## Iteration 1\n### Verdict: REJECT\n## Iteration 2\n${verdict}\n`;
const BLANKS: Array<[string, string]> = [
  ['\u00a0', 'a no-break space'],
  ['\u202f', 'a narrow no-break space'],
  ['\u2003', 'an em space'],
  ['\u3000', 'an ideographic space'],
  ['\t', 'a tab'],
  ['  ', 'two spaces'],
];
const PRESETS = ['compat', 'recommended'] as const;
/** An accepted round citing a trace that does not exist. */
const phantomLog = (blank: string) => `# Acceptance log\n## Iteration 1\n- crit-1 ✅ \`engagement/traces/iter-1/ghost-trace.json\`\n### Verdict:${blank}ACCEPT\n`;

ruleTester(canonical, {
  valid: [
    { name: 'skips without acceptance-log.md', status: 'skip', files: {} },
    ...PRESETS.flatMap((preset) =>
      BLANKS.map(([blank, what]) => ({
        name: `${preset}: \`### Verdict:\` then ${what} is the canonical line`,
        files: { 'acceptance-log.md': phantomLog(blank) },
        options: { preset },
        detail: exactly('canonical verdict found: ACCEPT'),
      })),
    ),
  ],
  invalid: [
    ...PRESETS.map((preset) => ({
      // A zero-width space is no blank: the line is not canonical, and compat's acceptance-log-paths (below) skips it alike.
      name: `${preset}: a zero-width space after \`Verdict:\` is no canonical line`,
      files: { 'acceptance-log.md': phantomLog('\u200b') },
      options: { preset },
      detail: /is not parseable/,
    })),
    {
      name: 'recommended: a verdict heading emphasised as a whole is read as its verdict, warning at the emphasis',
      status: 'warn',
      files: { 'acceptance-log.md': oneRound('### **Verdict: ACCEPT**') },
      options: recommended,
      detail: exactly('verdict found with an emphasised verdict heading: ACCEPT; canonical is `### Verdict: ACCEPT|REJECT|ABORTED`'),
      fix: 'Write `### Verdict: ACCEPT` without emphasis; tools that read the line literally miss `**Verdict: ACCEPT**`.',
      findings: [{ file: LOG, line: 4, column: 5, severity: 'warning', message: exactly('verdict heading emphasised (`**Verdict: ACCEPT**`); canonical is `### Verdict: ACCEPT`') }],
    },
    {
      name: 'recommended: the emphasis may close at the end of the line, after the reason',
      status: 'warn',
      files: { 'acceptance-log.md': oneRound('### __Verdict: REJECT — crit-2 open__  ') },
      options: recommended,
      detail: exactly('verdict found with an emphasised verdict heading: REJECT; canonical is `### Verdict: ACCEPT|REJECT|ABORTED`'),
      findings: [{ file: LOG, line: 4, column: 5, severity: 'warning', message: exactly('verdict heading emphasised (`__Verdict: REJECT — crit-2 open__`); canonical is `### Verdict: REJECT`') }],
    },
    {
      name: 'recommended: both emphases in one log warn alike, each at its line; the detail names the latest',
      status: 'warn',
      files: { 'acceptance-log.md': '# Acceptance log\n## Iteration 1\n### *Verdict: REJECT* — crit-2\n## Iteration 2\n### Verdict: **ACCEPT**\n' },
      options: recommended,
      detail: exactly('verdict found with an emphasised verdict word: ACCEPT (the latest of 2 verdict lines, at L5); canonical is `### Verdict: ACCEPT|REJECT|ABORTED`'),
      findings: [
        { file: LOG, line: 3, column: 5, severity: 'warning', message: exactly('verdict heading emphasised (`*Verdict: REJECT*`); canonical is `### Verdict: REJECT`') },
        { file: LOG, line: 5, column: 14, severity: 'warning', message: exactly('verdict word emphasised (`**ACCEPT**`); canonical is `### Verdict: ACCEPT`') },
      ],
    },
    {
      name: 'recommended: the latest round\'s heading emphasised as a whole warns, as it does alone',
      status: 'warn',
      files: { 'acceptance-log.md': twoRounds('### **Verdict: ACCEPT**') },
      options: recommended,
      findings: [{ file: LOG, line: 5, severity: 'warning', message: exactly('the latest verdict is written as verdict heading emphasised; canonical is `### Verdict: ACCEPT|REJECT|ABORTED`') }],
    },
    {
      name: 'compat: a verdict heading emphasised as a whole is no parseable verdict, as the reference reads it',
      files: { 'acceptance-log.md': oneRound('### **Verdict: ACCEPT**') },
      detail: exactly('the verdict line `### **Verdict: ACCEPT**` (L4) is not parseable; canonical is `### Verdict: ACCEPT|REJECT|ABORTED`'),
      findings: [{ file: LOG, line: 4, column: 16, message: exactly('`### **Verdict: ACCEPT**` is not a parseable verdict; write `### Verdict: ACCEPT|REJECT|ABORTED`') }],
    },
    {
      name: 'recommended: an emphasised heading still listing the template\'s choices fails at its value',
      files: { 'acceptance-log.md': oneRound('### **Verdict: ACCEPT | REJECT**') },
      options: recommended,
      detail: exactly("a verdict line still lists the template's choices (`ACCEPT | REJECT`, L4): no verdict was written there"),
      findings: [{ file: LOG, line: 4, column: 16 }],
    },
    ...['### **Verdict: ACCEPTED**', '### **Verdict: ACCEPT**s', '#### **Verdict: ACCEPT**'].map((verdict) => ({
      name: `recommended: \`${verdict}\` is no canonical line emphasised`,
      files: { 'acceptance-log.md': oneRound(verdict) },
      options: recommended,
      detail: /is not parseable/,
    })),
  ],
});

ruleTester(accepted, {
  valid: [
    {
      name: 'compat: a zero-width space after `Verdict:` writes no `Verdict: ACCEPT` (a skip, as verdict-canonical fails the line)',
      status: 'skip',
      files: { 'acceptance-log.md': phantomLog('\u200b') },
      detail: exactly('acceptance-log.md has no `Verdict: ACCEPT` yet'),
    },
    {
      // The reference's text test never spans lines: `Verdict:` closing a line is no ACCEPT.
      name: 'compat: `Verdict:` at the end of a line over `ACCEPT` is no `Verdict: ACCEPT`',
      status: 'skip',
      files: { 'acceptance-log.md': '# Acceptance log\nVerdict:\nACCEPT? `src/missing.ts`\n' },
      detail: exactly('acceptance-log.md has no `Verdict: ACCEPT` yet'),
    },
    ...PRESETS.map((preset) => ({
      name: `${preset}: the evidence of a verdict heading emphasised as a whole is checked, and passes when it exists`,
      files: { 'acceptance-log.md': oneRound('### **Verdict: ACCEPT**\n- `engagement/traces/iter-1/x.json`'), 'traces/iter-1/x.json': '{}' },
      options: { preset },
      detail: '1 cited evidence paths exist',
    })),
    {
      name: 'compat: the evidence of `### Verdict:` and a no-break space is checked, and passes when it exists',
      files: { 'acceptance-log.md': phantomLog('\u00a0'), 'traces/iter-1/ghost-trace.json': '{}' },
      detail: '1 cited evidence paths exist',
    },
  ],
  invalid: PRESETS.flatMap((preset) =>
    BLANKS.map(([blank, what]) => ({
      name: `${preset}: \`### Verdict:\` then ${what} accepts the log, so its phantom evidence fails`,
      files: { 'acceptance-log.md': phantomLog(blank) },
      options: { preset },
      detail: exactly('phantom evidence paths: engagement/traces/iter-1/ghost-trace.json'),
      findings: [{ file: LOG, line: 3, message: 'phantom evidence: `engagement/traces/iter-1/ghost-trace.json` does not exist' }],
    })),
  ),
});

describe('the verdict line is read alike by verdict-canonical and acceptance-log-paths', () => {
  // Every Unicode space and a few characters that are none: whenever verdict-canonical passes an ACCEPT, its evidence is
  // checked (recommended also checks the evidence of an ACCEPT behind a mark, `Verdict:-ACCEPT`, which it reads as a verdict).
  const candidates = ['\u0020', '\u0009', '\u000b', '\u000c', '\u00a0', '\u1680', ...Array.from({ length: 11 }, (_, i) => String.fromCharCode(0x2000 + i)), '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff', '\u200b', '\u2060', '\u00ad', '-'];
  for (const preset of PRESETS) {
    it(`${preset}: a canonical ACCEPT is never a skip of its evidence`, async () => {
      for (const c of candidates) {
        const files = { 'acceptance-log.md': phantomLog(c) };
        const verdict = await lint(canonical, { files, options: { preset } });
        const paths = await lint(accepted, { files, options: { preset } });
        const code = `U+${c.codePointAt(0)!.toString(16).padStart(4, '0')}`;
        if (verdict.status === 'pass') expect(paths.status, `${code}: verdict-canonical passes, acceptance-log-paths ${paths.detail}`).toBe('fail');
        // Compat reads the one text both ways: a line verdict-canonical does not pass is no `Verdict: ACCEPT` either.
        else if (preset === 'compat') expect(paths.status, `${code}: verdict-canonical ${verdict.status}`).toBe('skip');
      }
    });
  }

  // Its time is bench/hostile.mjs's to measure (the `Verdict:` runs).
  it('a long run of blanks after `Verdict:` writes no ACCEPT', () => {
    expect(writesVerdictAccept(`Verdict:${'\u00a0'.repeat(100_000)}x\n${'Verdict: '.repeat(20_000)}`)).toBe(false);
  });
});
