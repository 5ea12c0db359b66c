import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/director-verdict.js';
import { criteria } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';

const LOG = 'engagement/acceptance-log.md';
const CONSILIUM = 'engagement/consilium-summary.md';

const consilium = [
  '# Consilium summary — iteration 2',
  '## Findings',
  '### 1. **CRITICAL** — email column too short',
  'Evidence: db/schema.sql',
  'Found by: peer-opus, codex-blind (2 reviewers)',
  '### 2. **MINOR** — naming',
  'Found by: haiku-scoped (1 reviewer)',
  '### 3. **MAJOR** — missing index',
  'Found by: peer-opus, codex-informed, sonnet-scoped (3 reviewers)',
  '## Disagreements',
  '- **[CROSS-FAMILY]** peer-opus=satisfied vs codex-blind=rework_required',
  '## Naive-layer catches',
  '- **MAJOR**: empty state renders "undefined"',
  '## Suspicious-too-clean flags',
  'Reviewer(s) returned 0 findings: sonnet-scoped, haiku-scoped.',
  '## Similarity matrix',
  '- **MAJOR**: not a naive catch',
].join('\n');

const verdict = (body: string[]) => ['# Acceptance log', '## Iteration 1', '### Verdict: REJECT', '- finding-1: SUSTAINED', '## Iteration 2', '### Verdict: ACCEPT', ...body].join('\n');
const complete = [
  '- finding-1 (email column): SUSTAINED — fixed',
  '- **finding-3** OVERRULED',
  'Disagreement: SIDED WITH codex-blind',
  '- empty state: REAL',
  '- sonnet-scoped: ACKNOWLEDGED',
  '- haiku-scoped: ACKNOWLEDGED',
];
const base = { 'criteria.md': criteria({ size: 'L' }), 'consilium-summary.md': consilium, iteration: '2' };

const unadjudicatedFindings = [
  { file: LOG, line: 5, column: 1, message: '`## Iteration 2` of acceptance-log.md adjudicates 0 of 2 convergent findings (needs SUSTAINED/OVERRULED for each)' },
  { file: CONSILIUM, line: 3, column: 1, message: 'convergent finding needing a SUSTAINED/OVERRULED marker: finding 1 (email column too short)' },
  { file: CONSILIUM, line: 8, column: 1, message: 'convergent finding needing a SUSTAINED/OVERRULED marker: finding 3 (missing index)' },
];
const noFindingMarkers = complete.filter((l) => !l.includes('finding-'));
const huge = `## Iteration 2\n${'- x '.repeat(300_000)}SUSTAINED\n`;
const unreadableCounter = {
  'criteria.md': criteria({ size: 'M' }),
  iteration: 'iteration: 2\n',
  'consilium-summary.md': '# Consilium\n\n## Naive-layer catches\n\n- **LOW**: label truncates\n',
  'acceptance-log.md': '# Log\n\n## Iteration 1\n\n### Verdict: REJECT\n\n## Iteration 2\n\n- label truncates: REAL\n\n### Verdict: ACCEPT\n',
};

ruleTester(rule, {
  valid: [
    { name: 'size S', status: 'skip', files: { ...base, 'criteria.md': criteria({ size: 'S' }), 'acceptance-log.md': verdict([]) }, detail: 'S-tier has no director phase; verdict completeness check N/A' },
    { name: 'no consilium', status: 'skip', files: { 'criteria.md': criteria(), 'acceptance-log.md': verdict([]) }, detail: /^consilium-summary\.md not present/ },
    { name: 'no acceptance log, in --mode ready', status: 'skip', files: base, options: { mode: 'ready' }, detail: /^acceptance-log\.md not present/ },
    {
      name: 'every signal has a marker in the current iteration block',
      files: { ...base, 'acceptance-log.md': verdict(complete) },
      detail: 'all consilium signals adjudicated (convergent findings: 2/2 adjudicated, cross-family disagreements: 1/1 adjudicated, naive-layer catches: 1/1 adjudicated, too-clean flags: 2/2 adjudicated)',
    },
    { name: 'the consilium raised nothing to adjudicate', files: { ...base, 'consilium-summary.md': '# Consilium\n## Findings\n', 'acceptance-log.md': verdict([]) }, detail: 'all consilium signals adjudicated (consilium raised none)' },
    { name: 'the whole log is read when the current iteration has no section', files: { ...base, iteration: '3', 'acceptance-log.md': verdict(complete) } },
    {
      name: 'a marker opening the line after its item, and an item opened by a line-final dash (reference parity)',
      files: { ...base, 'acceptance-log.md': verdict(['- finding-1 (email column too short):', '', '  SUSTAINED — fixed in iter 2', '---', 'finding-3: OVERRULED', ...noFindingMarkers]) },
      detail: /convergent findings: 2\/2 adjudicated/,
    },
    {
      name: 'signals read as consilium-synth writes them: em-dash finding headings, section titles in their case',
      files: { ...base, 'consilium-summary.md': ['## Findings', '### 1. **CRITICAL** - hyphen, not an em dash', 'Found by: a, b (2 reviewers)', '## naive-layer catches', '- **MAJOR**: lower-case section'].join('\n'), 'acceptance-log.md': verdict([]) },
      detail: 'all consilium signals adjudicated (consilium raised none)',
    },
    {
      name: 'every SUSTAINED/OVERRULED of an item counts, several on one line',
      files: { ...base, 'acceptance-log.md': verdict(['- finding-1: SUSTAINED, finding-3: OVERRULED', ...noFindingMarkers]) },
      detail: /convergent findings: 2\/2 adjudicated/,
    },
    {
      name: 'a marker opening the line after its item, and another on that line',
      files: { ...base, 'acceptance-log.md': verdict(['- findings 1 and 3:', 'SUSTAINED (1), OVERRULED (3)', ...noFindingMarkers]) },
      detail: /convergent findings: 2\/2 adjudicated/,
    },
    { name: 'an empty log and consilium', files: { ...base, 'acceptance-log.md': '', 'consilium-summary.md': '' } },
    { name: 'a binary consilium and a huge log', files: { ...base, 'consilium-summary.md': Buffer.from([0, 0xff, 10]), 'acceptance-log.md': huge } },
    { name: 'a readable counter', files: { ...unreadableCounter, iteration: '2\n' } },
    // A non-integer counter names no `## Iteration` section: the whole log is read, so iteration 2's marker counts.
    { name: 'a non-integer counter reads the whole log', files: unreadableCounter, detail: 'all consilium signals adjudicated (naive-layer catches: 1/1 adjudicated)' },
    { name: 'a counter of words (`iteration 2`) reads the whole log', files: { ...unreadableCounter, iteration: 'iteration 2\n' } },
  ],
  invalid: [
    {
      name: 'only the current iteration counts: markers of iteration 1 do not cover iteration 2',
      files: { ...base, 'acceptance-log.md': verdict(noFindingMarkers) },
      detail: 'convergent findings: 2 signals, only 0 SUSTAINED/OVERRULED markers in verdict',
      findings: unadjudicatedFindings,
    },
    {
      name: 'every kind with fewer markers than signals',
      files: { ...base, 'acceptance-log.md': verdict(['- finding-1: SUSTAINED', '- finding-3: OVERRULED', 'Consilium reviewed; all good.']) },
      detail:
        'cross-family disagreements: 1 signals, only 0 SIDED WITH/SPLIT markers in verdict; naive-layer catches: 1 signals, only 0 REAL/FALSE_POSITIVE markers in verdict; too-clean flags: 2 signals, only 0 ACKNOWLEDGED markers in verdict',
      findings: [
        { file: LOG, line: 5, column: 1, message: '`## Iteration 2` of acceptance-log.md adjudicates 0 of 1 cross-family disagreements (needs SIDED WITH/SPLIT for each)' },
        { file: CONSILIUM, line: 11, column: 1, message: 'cross-family disagreement needing a SIDED WITH/SPLIT marker: peer-opus=satisfied vs codex-blind=rework_required' },
        { file: LOG, line: 5, column: 1, message: '`## Iteration 2` of acceptance-log.md adjudicates 0 of 1 naive-layer catches (needs REAL/FALSE_POSITIVE for each)' },
        { file: CONSILIUM, line: 13, column: 1, message: 'naive-layer catch needing a REAL/FALSE_POSITIVE marker: MAJOR: empty state renders "undefined"' },
        { file: LOG, line: 5, column: 1, message: '`## Iteration 2` of acceptance-log.md adjudicates 0 of 2 too-clean flags (needs ACKNOWLEDGED for each)' },
        { file: CONSILIUM, line: 15, column: 1, message: 'too-clean reviewer needing an ACKNOWLEDGED marker: sonnet-scoped' },
        { file: CONSILIUM, line: 15, column: 1, message: 'too-clean reviewer needing an ACKNOWLEDGED marker: haiku-scoped' },
      ],
    },
    {
      name: 'SUSTAINED/OVERRULED need a "- <what>:" item, as the verdict template writes them',
      files: { ...base, 'acceptance-log.md': verdict(['Consilium reviewed.', 'SUSTAINED', '- SUSTAINED', 'All findings SUSTAINED', ...noFindingMarkers]) },
      detail: /^convergent findings: 2 signals, only 0 /,
      findings: unadjudicatedFindings,
    },
    {
      name: 'one marker on a line does not count twice, and a marker after its item does not run on to the next line',
      files: { ...base, 'acceptance-log.md': verdict(['- finding-1: SUSTAINED', 'OVERRULED', '  - OVERRULED', ...noFindingMarkers]) },
      detail: /^convergent findings: 2 signals, only 1 SUSTAINED\/OVERRULED markers in verdict$/,
    },
    {
      name: 'a marker separated from its item by another line',
      files: { ...base, 'acceptance-log.md': verdict(['- finding-1 (email column too short):', 'see the trace', 'SUSTAINED', ...noFindingMarkers]) },
      detail: /^convergent findings: 2 signals, only 0 /,
      findings: unadjudicatedFindings,
    },
    {
      name: 'a missing counter reads as iteration 1',
      files: Object.fromEntries(Object.entries(unreadableCounter).filter(([k]) => k !== 'iteration')),
      detail: 'naive-layer catches: 1 signals, only 0 REAL/FALSE_POSITIVE markers in verdict',
      findings: [
        { file: LOG, line: 3, column: 1, message: '`## Iteration 1` of acceptance-log.md adjudicates 0 of 1 naive-layer catches (needs REAL/FALSE_POSITIVE for each)' },
        { file: CONSILIUM, line: 5, column: 1, message: 'naive-layer catch needing a REAL/FALSE_POSITIVE marker: LOW: label truncates' },
      ],
    },
    {
      name: 'a non-integer counter reads the whole log, which holds no marker',
      files: { ...unreadableCounter, 'acceptance-log.md': '# Log\n\n## Iteration 1\n\n### Verdict: REJECT\n\n## Iteration 2\n\n- label truncates: noted\n' },
      detail: 'naive-layer catches: 1 signals, only 0 REAL/FALSE_POSITIVE markers in verdict',
      findings: [
        { file: LOG, line: 1, column: 1, message: 'acceptance-log.md adjudicates 0 of 1 naive-layer catches (needs REAL/FALSE_POSITIVE for each)' },
        { file: CONSILIUM, line: 5, column: 1, message: 'naive-layer catch needing a REAL/FALSE_POSITIVE marker: LOW: label truncates' },
      ],
    },
  ],
});

describe('director-verdict on pathological input', () => {
  it('passes huge inputs of repeated markers (bench/hostile.mjs times them)', async () => {
    const slow = await lint(rule, {
      files: {
        ...base,
        'consilium-summary.md': `## Findings\n### 1. **MAJOR** — x\n${'Found by: x '.repeat(20_000)}${'('.repeat(10_000)}\n## Disagreements\n**[CROSS-FAMILY]** ${'a='.repeat(50_000)}\n`,
        'acceptance-log.md': huge,
      },
    });
    expect(slow.status).toBe('pass');
  });
});

describe('--preset recommended: markers in bold', () => {
  const bold = { ...base, 'acceptance-log.md': verdict(complete.map((l) => l.replace(/\b(SUSTAINED|OVERRULED)\b/, '**$1**'))) };
  ruleTester(rule, {
    valid: [{ name: 'recommended: `**SUSTAINED**` and `**OVERRULED**` are those markers', files: bold, options: { preset: 'recommended' }, detail: /convergent findings: 2\/2 adjudicated/ }],
    invalid: [{ name: 'compat: bold SUSTAINED / OVERRULED do not count, as the reference counts them', files: bold, detail: /^convergent findings: 2 signals, only 0 SUSTAINED\/OVERRULED markers in verdict$/ }],
  });
});

describe('markers in capitals only, and the counter as int() reads it', () => {
  const lowercase = ['- finding-1: sustained', '- finding-3: overruled', 'Disagreement: sided with codex-blind, a split call', '- empty state: real', '- sonnet-scoped: acknowledged', '- haiku-scoped: acknowledged'];
  ruleTester(rule, {
    invalid: [
      {
        // The spec writes every marker in capitals and says nothing of case: one rule for all, lowercase is prose.
        name: 'lowercase markers count for no kind: `sided with` / `split` no more than `sustained` / `real` / `acknowledged`',
        files: { ...base, 'acceptance-log.md': verdict(lowercase) },
        detail:
          'convergent findings: 2 signals, only 0 SUSTAINED/OVERRULED markers in verdict; cross-family disagreements: 1 signals, only 0 SIDED WITH/SPLIT markers in verdict; naive-layer catches: 1 signals, only 0 REAL/FALSE_POSITIVE markers in verdict; too-clean flags: 2 signals, only 0 ACKNOWLEDGED markers in verdict',
      },
      {
        name: 'recommended: lowercase markers do not count either',
        files: { ...base, 'acceptance-log.md': verdict(lowercase) },
        options: { preset: 'recommended' },
        detail: /cross-family disagreements: 1 signals, only 0 SIDED WITH\/SPLIT markers in verdict/,
      },
      {
        // int('+2') is 2: only iteration 2's block is read, so iteration 1's SUSTAINED does not count.
        name: 'a counter of `+2` reads the `## Iteration 2` block, as the reference\'s int() reads it',
        files: { ...base, iteration: '+2\n', 'acceptance-log.md': verdict(['- finding-3: OVERRULED', ...noFindingMarkers]) },
        detail: 'convergent findings: 2 signals, only 1 SUSTAINED/OVERRULED markers in verdict',
        findings: [{ file: LOG, line: 5, column: 1, message: '`## Iteration 2` of acceptance-log.md adjudicates 1 of 2 convergent findings (needs SUSTAINED/OVERRULED for each)' }, unadjudicatedFindings[1]!, unadjudicatedFindings[2]!],
      },
    ],
    valid: [{ name: 'capitals count, each kind', files: { ...base, 'acceptance-log.md': verdict([...complete.slice(0, 2), 'Disagreement: SPLIT', ...complete.slice(3)]) }, detail: /cross-family disagreements: 1\/1 adjudicated/ }],
  });
});
