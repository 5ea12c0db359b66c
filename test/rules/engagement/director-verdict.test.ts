import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/director-verdict.js';
import { criteria } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

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
    // One line ruling on two findings by number, as many markers as it names.
    ...['- Findings 1 and 3: OVERRULED and SUSTAINED respectively', '- Findings 1, 3: SUSTAINED, OVERRULED'].map((line) => ({
      name: `recommended: one line naming two findings with two markers (${line})`,
      files: { ...base, 'acceptance-log.md': verdict([line, ...noFindingMarkers]) },
      options: { preset: 'recommended' as const },
      detail: /convergent findings: 2\/2 adjudicated/,
    })),
    // In Russian: a finding by its number, a kind's only signal by the kind's name.
    ...['- Находка 1 (колонка email): SUSTAINED — исправлено', '- Находки 1 и 3: SUSTAINED, OVERRULED'].map((first) => ({
      name: `recommended: findings named by their number in Russian (${first})`,
      files: { ...base, 'acceptance-log.md': verdict([first, ...(first.includes(' и 3') ? [] : ['- Находка 3 (индекс): OVERRULED']), ...noFindingMarkers]) },
      options: { preset: 'recommended' as const },
      detail: /convergent findings: 2\/2 adjudicated/,
    })),
    ...['- Findings 1–3: SUSTAINED, OVERRULED', '- Находки 1-3: SUSTAINED, OVERRULED'].map((line) => ({
      name: `recommended: a range of finding numbers names each finding in it (${line})`,
      files: { ...base, 'acceptance-log.md': verdict([line, ...noFindingMarkers]) },
      options: { preset: 'recommended' as const },
      detail: /convergent findings: 2\/2 adjudicated/,
    })),
    {
      name: "recommended: a kind's only signal named in Russian, and a signal named by an acronym and a word of its own",
      files: {
        ...base,
        'consilium-summary.md': '# Consilium\n## Naive-layer catches\n- **LOW**: docs/export.md does not mention the BOM for LibreOffice users\n- **LOW**: the CSV header row repeats on page 2\n## Disagreements\n- **[CROSS-FAMILY]** peer-opus=changes_required vs codex-blind=approved\n',
        'acceptance-log.md': verdict(['- BOM и LibreOffice: FALSE_POSITIVE — LibreOffice читает BOM сам', '- CSV header: REAL', '- Разногласие: SIDED WITH codex-blind']),
      },
      options: { preset: 'recommended' as const },
      detail: /cross-family disagreements: 1\/1 adjudicated, naive-layer catches: 2\/2 adjudicated/,
    },
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
      // The spec counts markers, one per convergent finding: a blanket ruling is one marker, and prose without one is none.
      name: 'recommended: «Наивная находка 1» is a naive catch, no finding: its SUSTAINED names no finding',
      options: { preset: 'recommended' as const },
      files: { ...base, 'acceptance-log.md': verdict(['- Наивная находка 1: SUSTAINED', '- finding-3 OVERRULED', ...noFindingMarkers]) },
      detail: /^convergent findings: 2 signals, 2 SUSTAINED\/OVERRULED markers in verdict, naming only 1 of them/,
    },
    {
      name: 'a blanket SUSTAINED is one marker, and prose without a marker adjudicates nothing',
      files: { ...base, 'acceptance-log.md': verdict(['Consilium reviewed; both findings upheld.', '- All findings SUSTAINED', ...noFindingMarkers]) },
      detail: /^convergent findings: 2 signals, only 1 SUSTAINED\/OVERRULED markers in verdict$/,
      findings: [
        { file: LOG, line: 5, column: 1, message: '`## Iteration 2` of acceptance-log.md adjudicates 1 of 2 convergent findings (needs SUSTAINED/OVERRULED for each)' },
        { file: CONSILIUM, line: 3, column: 1, message: 'one of these 2 convergent findings needs a SUSTAINED/OVERRULED marker (the verdict has 1 for 2 and names none of them): finding 1 (email column too short)' },
        { file: CONSILIUM, line: 8, column: 1, message: 'one of these 2 convergent findings needs a SUSTAINED/OVERRULED marker (the verdict has 1 for 2 and names none of them): finding 3 (missing index)' },
      ],
    },
    {
      name: 'a ruling in words without its marker adjudicates nothing',
      files: { ...base, 'acceptance-log.md': verdict(['- finding-1 (email column too short): see the trace', 'finding 3: upheld', ...noFindingMarkers]) },
      detail: /^convergent findings: 2 signals, only 0 /,
      findings: unadjudicatedFindings,
    },
    {
      name: 'compat: SUSTAINED/OVERRULED count on a "- <what>:" item, as the reference counts them',
      files: { ...base, 'acceptance-log.md': verdict(['Consilium reviewed.', 'SUSTAINED', '- SUSTAINED', 'All findings SUSTAINED', '| Finding 1 | OVERRULED |', ...noFindingMarkers]) },
      detail: /^convergent findings: 2 signals, only 0 /,
    },
    {
      name: 'compat: one marker on a line does not count twice, and a marker after its item does not run on to the next line',
      files: { ...base, 'acceptance-log.md': verdict(['- finding-1: SUSTAINED', 'OVERRULED', '  - OVERRULED', ...noFindingMarkers]) },
      detail: /^convergent findings: 2 signals, only 1 SUSTAINED\/OVERRULED markers in verdict$/,
    },
    {
      name: 'compat: a marker separated from its item by another line',
      files: { ...base, 'acceptance-log.md': verdict(['- finding-1 (email column too short):', 'see the trace', 'SUSTAINED', ...noFindingMarkers]) },
      detail: /^convergent findings: 2 signals, only 0 /,
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
        // finding-3 has its marker: only finding 1 is reported.
        findings: [{ file: LOG, line: 5, column: 1, message: '`## Iteration 2` of acceptance-log.md adjudicates 1 of 2 convergent findings (needs SUSTAINED/OVERRULED for each)' }, unadjudicatedFindings[1]!],
      },
    ],
    valid: [{ name: 'capitals count, each kind', files: { ...base, 'acceptance-log.md': verdict([...complete.slice(0, 2), 'Disagreement: SPLIT', ...complete.slice(3)]) }, detail: /cross-family disagreements: 1\/1 adjudicated/ }],
  });
});

// The protocol's order: the human reads the round's consilium-summary.md, writes the directive, THEN the director
// adjudicates in that round's verdict. Before the round-N verdict exists, round N-1's markers say nothing about round N.
describe('--preset recommended: a round whose verdict is not written yet', () => {
  const recommended = { preset: 'recommended' as const };
  const round1Only = '# Acceptance log\n## Iteration 1\n- finding-1: SUSTAINED\n### Verdict: REJECT\n';
  ruleTester(rule, {
    valid: [
      {
        name: 'recommended: counter 2, the log holds only `## Iteration 1`: awaiting the iteration 2 verdict',
        status: 'skip',
        files: { ...base, 'acceptance-log.md': round1Only },
        options: recommended,
        detail: 'acceptance-log.md has no `## Iteration 2` section yet (its latest round is iteration 1, L2): the director has not written the iteration 2 verdict',
      },
      {
        name: 'recommended: a log kept without round sections, one REJECT and counter 2: awaiting the iteration 2 verdict',
        status: 'skip',
        files: { ...base, 'acceptance-log.md': '# Acceptance log\n- finding-1: SUSTAINED\n### Verdict: REJECT\n' },
        options: recommended,
        detail: 'acceptance-log.md holds 1 verdict (the latest REJECT at L3) and the counter is 2: the director has not written the iteration 2 verdict',
      },
      {
        name: 'recommended: a consilium titled for iteration 1 is judged against `## Iteration 1` while round 2 awaits its verdict',
        files: { ...base, 'consilium-summary.md': consilium.replace('iteration 2', 'iteration 1'), 'acceptance-log.md': `# Acceptance log\n## Iteration 1\n${complete.join('\n')}\n### Verdict: REJECT\n` },
        options: recommended,
        detail: /^all consilium signals adjudicated \(convergent findings: 2\/2 adjudicated/,
      },
    ],
    invalid: [
      {
        name: 'compat: the whole log is read when the counter\'s round has no section (the spec\'s reading)',
        files: { ...base, 'acceptance-log.md': round1Only },
        detail: /^convergent findings: 2 signals, only 1 SUSTAINED\/OVERRULED markers in verdict/,
      },
      {
        name: 'recommended: a consilium titled for iteration 1 is judged against `## Iteration 1`, at that section',
        files: { ...base, 'consilium-summary.md': consilium.replace('iteration 2', 'iteration 1'), 'acceptance-log.md': round1Only },
        options: recommended,
        detail: /^convergent findings: 2 signals, only 1 SUSTAINED\/OVERRULED markers in verdict/,
        findings: [
          { file: LOG, line: 2, column: 1, message: '`## Iteration 1` of acceptance-log.md adjudicates 1 of 2 convergent findings' },
          { file: CONSILIUM, line: 8, column: 1, message: 'convergent finding needing a SUSTAINED/OVERRULED marker: finding 3 (missing index)' },
          { file: LOG, line: 2, column: 1, message: 'adjudicates 0 of 1 cross-family disagreements' },
          { file: CONSILIUM, line: 11, column: 1 },
          { file: LOG, line: 2, column: 1, message: 'adjudicates 0 of 1 naive-layer catches' },
          { file: CONSILIUM, line: 13, column: 1 },
          { file: LOG, line: 2, column: 1, message: 'adjudicates 0 of 2 too-clean flags' },
          { file: CONSILIUM, line: 15, column: 1 },
          { file: CONSILIUM, line: 15, column: 1 },
        ],
      },
      {
        name: 'recommended: once the director opened `## Iteration 2`, its markers are checked',
        files: { ...base, 'acceptance-log.md': `${round1Only}\n## Iteration 2\n- finding-1: SUSTAINED\n` },
        options: recommended,
        detail: /^convergent findings: 2 signals, only 1 SUSTAINED\/OVERRULED markers in verdict/,
      },
    ],
  });
});

// "Floor-holder writes stub acceptance-log.md with `### Verdict: ABORTED` … (sanity checks skipped under abort flag)".
describe('an engagement the user aborted after the consilium', () => {
  const aborted = '# Acceptance log\n\n## Aborted — 2026-06-10 17:45\n\n### Verdict: ABORTED\n\nUser, verbatim:\n> Close it.\n';
  ruleTester(rule, {
    valid: [
      {
        name: 'recommended: an ABORTED stub skips, naming the abort',
        status: 'skip',
        files: { ...base, iteration: '1', 'acceptance-log.md': aborted },
        options: { preset: 'recommended' },
        detail: 'engagement aborted by the user (latest verdict ABORTED at engagement/acceptance-log.md:L5): no adjudication of the consilium is due',
      },
      {
        name: 'recommended: the abort written under a bare `### Verdict` heading skips too',
        status: 'skip',
        files: { ...base, iteration: '1', 'acceptance-log.md': aborted.replace('### Verdict: ABORTED', '### Verdict\nABORTED') },
        options: { preset: 'recommended' },
        detail: 'engagement aborted by the user (latest verdict ABORTED at engagement/acceptance-log.md:L6): no adjudication of the consilium is due',
      },
    ],
    invalid: [{ name: 'compat: an ABORTED stub is read as a verdict without markers', files: { ...base, iteration: '1', 'acceptance-log.md': aborted }, detail: /^convergent findings: 2 signals, only 0 / }],
  });
});

// The protocol asks for "explicit markers (SUSTAINED/OVERRULED, SIDED WITH X, REAL/FALSE_POSITIVE, ACKNOWLEDGED)"
// with no layout, and the spec counts markers: a rulings table, prose or bold carry them as a list item does.
describe('SUSTAINED/OVERRULED wherever the adjudication writes them', () => {
  const table = ['| Signal | Ruling | Why |', '|:--|:--:|:--|', '| Finding 1 — email column | OVERRULED | no criterion |', '| peer-opus vs codex-blind | SIDED WITH codex-blind | x |'];
  const others = noFindingMarkers.filter((l) => !l.startsWith('Disagreement'));
  ruleTester(rule, {
    valid: [
      {
        name: 'recommended: a rulings table row and prose count (the protocol asks for markers, in no layout)',
        files: { ...base, 'acceptance-log.md': verdict([...table, 'Finding 3 was SUSTAINED: the index is missing.', ...others]) },
        options: { preset: 'recommended' },
        detail: /convergent findings: 2\/2 adjudicated/,
      },
      {
        name: 'recommended: a table cell in bold, prose and a marker in parentheses count',
        files: { ...base, 'acceptance-log.md': verdict([...table.map((l) => l.replace('OVERRULED', '**OVERRULED**')), 'Finding 3 (missing index) is upheld (SUSTAINED).', ...others]) },
        options: { preset: 'recommended' },
        detail: /convergent findings: 2\/2 adjudicated/,
      },
      {
        name: 'recommended: a marker on its own line, and each of several on a line, counts',
        files: { ...base, 'acceptance-log.md': verdict(['Finding 1:', 'SUSTAINED', 'OVERRULED for finding 3', ...noFindingMarkers]) },
        options: { preset: 'recommended' },
        detail: /convergent findings: 2\/2 adjudicated/,
      },
    ],
    invalid: [
      {
        // Recommended asks each finding to be named: a blanket ruling names neither (it was read as one of two before).
        name: 'recommended: a blanket "All findings SUSTAINED" names no finding, and is pointed at',
        files: { ...base, 'acceptance-log.md': verdict(['Consilium reviewed. All findings SUSTAINED.', ...noFindingMarkers]) },
        options: { preset: 'recommended' },
        detail: /^convergent findings: 2 signals, only 1 SUSTAINED\/OVERRULED markers in verdict, naming none of them$/,
        findings: [
          { file: LOG, line: 5, column: 1, message: '`## Iteration 2` of acceptance-log.md adjudicates 0 of 2 convergent findings (needs SUSTAINED/OVERRULED for each)' },
          { file: LOG, line: 7, column: 34, severity: 'warning', message: 'this SUSTAINED/OVERRULED marker names no convergent finding' },
          { file: CONSILIUM, line: 3, column: 1, severity: 'info', message: 'convergent finding needing a SUSTAINED/OVERRULED marker: finding 1 (email column too short) (no line with a SUSTAINED/OVERRULED marker names it)' },
          { file: CONSILIUM, line: 8, column: 1, severity: 'info', message: 'finding 3 (missing index)' },
        ],
      },
    ],
  });
});

// When a kind has fewer markers than signals, the per-signal findings point at the signals no marker names, else
// say "one of these"; a marker written in a form that is not counted is pointed at.
describe('which signal lacks its marker', () => {
  const v03 = {
    'criteria.md': criteria({ size: 'L' }),
    iteration: '1',
    'consilium-summary.md': [
      '# Consilium summary — iteration 1',
      '## Findings',
      '### 1. **MEDIUM** — KPI sparkline values appear on hover only',
      'Found by: peer-opus, sonnet-scoped (2 reviewers)',
      '### 2. **LOW** — Metrics cache key omits the organisation timezone',
      'Found by: peer-opus, codex-blind (2 reviewers)',
      '## Naive-layer catches',
      '- **LOW**: Example host billing.example.ru in docs/api/invoices.md is not a reserved example domain (haiku-scoped)',
      '- **LOW**: Total 3350.005 prints as 3350.01 where banker\'s rounding would give 3350.00 (haiku-scoped)',
    ].join('\n'),
  };
  const log = (lines: string[]) => ['# Acceptance log', '## Iteration 1', ...lines, '### Verdict: ACCEPT'].join('\n');
  const naiveOk = ['- Naive catch, billing.example.ru example host: REAL.', '- Naive catch, 3350.005 → 3350.01: FALSE_POSITIVE. Half-up rounding is the rule.'];
  ruleTester(rule, {
    invalid: [
      {
        name: 'compat: a bold SUSTAINED is pointed at, and only the finding without a counted marker is reported',
        files: { ...v03, 'acceptance-log.md': log(['- Finding 1 (sparkline hover-only): OVERRULED. Not a control.', '- Finding 2 (cache key without timezone): **SUSTAINED**, non-blocking.', ...naiveOk]) },
        detail: 'convergent findings: 2 signals, only 1 SUSTAINED/OVERRULED markers in verdict',
        findings: [
          { file: LOG, line: 2, column: 1, message: '`## Iteration 1` of acceptance-log.md adjudicates 1 of 2 convergent findings (needs SUSTAINED/OVERRULED for each)' },
          { file: LOG, line: 4, column: 43, severity: 'warning', message: '`**SUSTAINED**` is not counted: under --preset compat a SUSTAINED/OVERRULED marker in emphasis is not read (write it bare, `SUSTAINED`)' },
          { file: CONSILIUM, line: 5, column: 1, severity: 'info', message: 'convergent finding needing a SUSTAINED/OVERRULED marker: finding 2 (Metrics cache key omits the organisation timezone)' },
        ],
      },
      {
        name: 'a lowercase `real` is pointed at, and only the catch no counted marker names is reported',
        files: { ...v03, 'acceptance-log.md': log(['- finding-1: OVERRULED', '- finding-2: SUSTAINED', '- Naive catch, example host billing.example.ru: real. Not a reserved domain.', naiveOk[1]!]) },
        detail: 'naive-layer catches: 2 signals, only 1 REAL/FALSE_POSITIVE markers in verdict',
        findings: [
          { file: LOG, line: 2, column: 1, message: 'adjudicates 1 of 2 naive-layer catches' },
          { file: LOG, line: 5, column: 49, severity: 'warning', message: '`real` is not a REAL/FALSE_POSITIVE marker: markers are read in capitals only (write REAL)' },
          { file: CONSILIUM, line: 8, column: 1, severity: 'info', message: 'naive-layer catch needing a REAL/FALSE_POSITIVE marker: LOW: Example host billing.example.ru' },
        ],
      },
      {
        name: 'compat: a SUSTAINED right after a parenthesis is pointed at',
        files: { ...v03, 'acceptance-log.md': log(['- Finding 1: OVERRULED', '- Finding 2 (cache key): upheld (SUSTAINED)', ...naiveOk]) },
        findings: [
          { file: LOG, line: 2, column: 1, message: 'adjudicates 1 of 2 convergent findings' },
          { file: LOG, line: 4, column: 34, severity: 'warning', message: '`SUSTAINED` right after `(` is not counted: under --preset compat a SUSTAINED/OVERRULED marker is read only after a blank or a colon' },
          { file: CONSILIUM, line: 5, column: 1, severity: 'info', message: 'convergent finding needing a SUSTAINED/OVERRULED marker: finding 2' },
        ],
      },
      {
        name: 'when the markers name no signal, each candidate is reported as "one of these"',
        files: { ...v03, 'acceptance-log.md': log(['- Convergent findings: OVERRULED, both cosmetic.', ...naiveOk]) },
        detail: 'convergent findings: 2 signals, only 1 SUSTAINED/OVERRULED markers in verdict',
        findings: [
          { file: LOG, line: 2, column: 1, message: 'adjudicates 1 of 2 convergent findings' },
          { file: CONSILIUM, line: 3, column: 1, severity: 'info', message: 'one of these 2 convergent findings needs a SUSTAINED/OVERRULED marker (the verdict has 1 for 2 and names none of them): finding 1 (KPI sparkline values appear on hover only)' },
          { file: CONSILIUM, line: 5, column: 1, severity: 'info', message: 'one of these 2 convergent findings needs a SUSTAINED/OVERRULED marker (the verdict has 1 for 2 and names none of them): finding 2 (' },
        ],
      },
    ],
  });
});

describe('which signal lacks its marker, on the other kinds and across lines', () => {
  ruleTester(rule, {
    invalid: [
      {
        name: 'a too-clean role acknowledged by name: only the other role is reported',
        files: { ...base, 'acceptance-log.md': verdict([...complete.slice(0, 4), '- sonnet-scoped: ACKNOWLEDGED']) },
        detail: 'too-clean flags: 2 signals, only 1 ACKNOWLEDGED markers in verdict',
        findings: [
          { file: LOG, line: 5, column: 1, message: 'adjudicates 1 of 2 too-clean flags' },
          { file: CONSILIUM, line: 15, column: 1, severity: 'info', message: 'too-clean reviewer needing an ACKNOWLEDGED marker: haiku-scoped' },
        ],
      },
      {
        name: 'a lowercase `acknowledged` is pointed at as not an ACKNOWLEDGED marker',
        files: { ...base, 'acceptance-log.md': verdict([...complete.slice(0, 4), '- sonnet-scoped: ACKNOWLEDGED', '- haiku-scoped: acknowledged']) },
        detail: 'too-clean flags: 2 signals, only 1 ACKNOWLEDGED markers in verdict',
        findings: [
          { file: LOG, line: 5, column: 1, message: 'adjudicates 1 of 2 too-clean flags' },
          { file: LOG, line: 12, column: 17, severity: 'warning', message: exactly('`acknowledged` is not an ACKNOWLEDGED marker: markers are read in capitals only (write ACKNOWLEDGED)') },
          { file: CONSILIUM, line: 15, column: 1, severity: 'info', message: 'too-clean reviewer needing an ACKNOWLEDGED marker: haiku-scoped' },
        ],
      },
      {
        name: 'a marker opening its line rules on the finding the line before names',
        files: { ...base, 'acceptance-log.md': verdict(['- finding-3 (missing index):', '  OVERRULED — the table has 40 rows', ...noFindingMarkers]) },
        findings: [
          { file: LOG, line: 5, column: 1, message: 'adjudicates 1 of 2 convergent findings' },
          { file: CONSILIUM, line: 3, column: 1, severity: 'info', message: 'convergent finding needing a SUSTAINED/OVERRULED marker: finding 1 (email column too short)' },
        ],
      },
      {
        name: 'markers that name only some signals: the unnamed ones are "one of these"',
        files: {
          ...base,
          'consilium-summary.md': consilium.replace('### 2. **MINOR** — naming\nFound by: haiku-scoped (1 reviewer)', '### 2. **MINOR** — naming\nFound by: haiku-scoped, peer-opus (2 reviewers)'),
          'acceptance-log.md': verdict(['- finding-1: SUSTAINED', '- the other one: OVERRULED', ...noFindingMarkers]),
        },
        detail: 'convergent findings: 3 signals, only 2 SUSTAINED/OVERRULED markers in verdict',
        findings: [
          { file: LOG, line: 5, column: 1, message: 'adjudicates 2 of 3 convergent findings' },
          { file: CONSILIUM, line: 6, column: 1, severity: 'info', message: 'one of these 2 convergent findings needs a SUSTAINED/OVERRULED marker (the verdict has 2 for 3 and names only 1 of them): finding 2 (naming)' },
          { file: CONSILIUM, line: 8, column: 1, severity: 'info', message: 'one of these 2 convergent findings needs a SUSTAINED/OVERRULED marker (the verdict has 2 for 3 and names only 1 of them): finding 3 (missing index)' },
        ],
      },
    ],
  });
});

describe('director-verdict on a hostile number of signals', () => {
  // The timeout is a hang guard; bench/hostile.mjs times this input.
  it('does not match every verdict line against every signal past a budget, and says "one of these"', async () => {
    const catches = Array.from({ length: 1_000 }, (_, i) => `- **LOW**: catch number ${i} in module${i}`).join('\n');
    const rulings = Array.from({ length: 999 }, (_, i) => `- catch ${i} in module${i}: REAL`).join('\n');
    const r = await lint(rule, { files: { ...base, 'consilium-summary.md': `## Naive-layer catches\n${catches}\n`, 'acceptance-log.md': verdict([rulings]) } });
    expect(r.detail).toMatch(/^naive-layer catches: 1000 signals, only 999 REAL\/FALSE_POSITIVE markers in verdict/);
    expect(r.findings[1]!.message).toBe('one of these 1000 naive-layer catches needs a REAL/FALSE_POSITIVE marker (the verdict has 999 for 1000): LOW: catch number 0 in module0');
  }, 60_000);
});

// "director-verdict-check.py mechanically verifies markers exist for every consilium signal": under recommended a
// signal is adjudicated by a marker on a line that names it, not by a marker word counted for its kind.
describe('--preset recommended: each signal adjudicated by a marker that names it', () => {
  const recommended = { preset: 'recommended' as const };
  const twoCatches = {
    'criteria.md': criteria({ size: 'M' }),
    iteration: '1',
    'consilium-summary.md': [
      '# Consilium summary — iteration 1',
      '## Naive-layer catches',
      '- **LOW**: Retry-After is computed from the window start, not from the oldest attempt (peer-opus)',
      '- **MEDIUM**: Lockout message reveals whether the e-mail is registered (peer-opus)',
    ].join('\n'),
  };
  const log = (lines: string[]) => ['# Acceptance log', '## Iteration 1', '### Consilium adjudication', ...lines, '### Verdict: ACCEPT'].join('\n');
  const oneLineTwoWords = log(['- Naive catch, Retry-After from window start: REAL, not a FALSE_POSITIVE — the header is off by up to 15 min; AUTH-221 opened.']);
  const subsetCatches = { ...twoCatches, 'consilium-summary.md': '## Naive-layer catches\n- **LOW**: label truncates\n- **LOW**: label truncates on mobile\n' };
  const twoDisagreements = {
    ...base,
    iteration: '1',
    'consilium-summary.md': '## Disagreements\n- **[CROSS-FAMILY]** peer-opus=approved vs codex-blind=rework — on the cache key\n- **[CROSS-FAMILY]** peer-opus=approved vs sonnet-scoped=rework — on the empty state\n',
  };
  ruleTester(rule, {
    valid: [
      {
        // The reference's count: two marker words on one line are two markers, whatever they name.
        name: 'compat: one line with two marker words still counts two (the reference counts markers)',
        files: { ...twoCatches, 'acceptance-log.md': oneLineTwoWords },
        detail: 'all consilium signals adjudicated (naive-layer catches: 2/2 adjudicated)',
      },
      {
        name: 'recommended: one line naming both catches, with a marker for each, adjudicates both',
        files: { ...twoCatches, 'acceptance-log.md': log(['- Retry-After from the window start: REAL; lockout message on the e-mail: FALSE_POSITIVE (same text for both cases).']) },
        options: recommended,
        detail: 'all consilium signals adjudicated (naive-layer catches: 2/2 adjudicated)',
      },
      {
        name: 'recommended: a catch named by its quoted text or by its number',
        files: { ...subsetCatches, 'acceptance-log.md': log(['- "label truncates": REAL', '- Naive catch 2: FALSE_POSITIVE, mobile is out of scope']) },
        options: recommended,
        detail: 'all consilium signals adjudicated (naive-layer catches: 2/2 adjudicated)',
      },
      {
        name: "recommended: a kind's only signal is named by the kind (`Disagreement: SPLIT`)",
        files: { ...base, 'acceptance-log.md': verdict([...complete.slice(0, 2), 'Disagreement: SPLIT', ...complete.slice(3)]) },
        options: recommended,
        detail: /cross-family disagreements: 1\/1 adjudicated/,
      },
      {
        name: 'recommended: SIDED WITH a reviewer only one disagreement has names that disagreement',
        files: { ...twoDisagreements, 'acceptance-log.md': log(['- Cache key: SIDED WITH codex-blind', '- Empty state: SIDED WITH peer-opus over sonnet-scoped']) },
        options: recommended,
        detail: 'all consilium signals adjudicated (cross-family disagreements: 2/2 adjudicated)',
      },
    ],
    invalid: [
      {
        // The negated FALSE_POSITIVE is no marker: the line holds one ruling, REAL, on the catch it names.
        name: 'recommended: "REAL, not a FALSE_POSITIVE" on one catch adjudicates that catch only, and the other is named',
        files: { ...twoCatches, 'acceptance-log.md': oneLineTwoWords },
        options: recommended,
        detail: exactly('naive-layer catches: 2 signals, only 1 REAL/FALSE_POSITIVE markers in verdict'),
        findings: [
          { file: LOG, line: 2, column: 1, message: '`## Iteration 1` of acceptance-log.md adjudicates 1 of 2 naive-layer catches (needs REAL/FALSE_POSITIVE for each)' },
          { file: CONSILIUM, line: 4, column: 1, severity: 'info', message: exactly('naive-layer catch needing a REAL/FALSE_POSITIVE marker: MEDIUM: Lockout message reveals whether the e-mail is registered (pe') },
        ],
      },
      {
        name: 'recommended: ruling twice on the same catch leaves the other one open',
        files: { ...twoCatches, 'acceptance-log.md': log(['- Retry-After from window start: REAL', '- Retry-After, oldest attempt: FALSE_POSITIVE on second reading']) },
        options: recommended,
        detail: 'naive-layer catches: 2 signals, 2 REAL/FALSE_POSITIVE markers in verdict, naming only 1 of them',
        findings: [{ file: LOG, line: 2, column: 1 }, { file: CONSILIUM, line: 4, column: 1, message: 'Lockout message' }],
      },
      {
        name: 'recommended: a line naming two catches with one marker adjudicates neither, and is pointed at',
        files: { ...twoCatches, 'acceptance-log.md': log(['- Retry-After window start, lockout message e-mail: FALSE_POSITIVE', '- Naive catches: REAL']) },
        options: recommended,
        detail: 'naive-layer catches: 2 signals, 2 REAL/FALSE_POSITIVE markers in verdict, giving none of them a marker of its own (L4 names 2 of them with 1 marker)',
        findings: [
          { file: LOG, line: 2, column: 1, message: 'adjudicates 0 of 2 naive-layer catches' },
          { file: LOG, line: 4, column: 53, severity: 'warning', message: 'this line names more naive-layer catches than its 1 REAL/FALSE_POSITIVE marker, so it adjudicates none of them: give each its own marker' },
          { file: LOG, line: 5, column: 18, severity: 'warning', message: 'this REAL/FALSE_POSITIVE marker names no naive-layer catch: name the one it rules on' },
          { file: CONSILIUM, line: 3, column: 1, severity: 'info', message: 'Retry-After' },
          { file: CONSILIUM, line: 4, column: 1, severity: 'info', message: 'Lockout message' },
        ],
      },
      {
        name: 'recommended: SIDED WITH a reviewer both disagreements have names neither',
        files: { ...twoDisagreements, 'acceptance-log.md': log(['- SIDED WITH peer-opus', '- SIDED WITH peer-opus']) },
        options: recommended,
        detail: 'cross-family disagreements: 2 signals, 2 SIDED WITH/SPLIT markers in verdict, naming none of them',
      },
    ],
  });

  // The timeout is a hang guard; bench/hostile.mjs times this input.
  it('recommended: a hostile number of signals is matched line by line, not pairwise', async () => {
    const catches = Array.from({ length: 2_000 }, (_, i) => `- **LOW**: catch number ${i} in module${i}`).join('\n');
    const rulings = Array.from({ length: 1_999 }, (_, i) => `- catch ${i} in module${i}: REAL`).join('\n');
    const r = await lint(rule, { files: { ...base, 'consilium-summary.md': `## Naive-layer catches\n${catches}\n`, 'acceptance-log.md': verdict([rulings]) }, options: recommended });
    expect(r.detail).toBe('naive-layer catches: 2000 signals, only 1999 REAL/FALSE_POSITIVE markers in verdict');
    expect(r.findings.map((f) => f.message)).toEqual(['`## Iteration 2` of acceptance-log.md adjudicates 1999 of 2000 naive-layer catches (needs REAL/FALSE_POSITIVE for each)', 'naive-layer catch needing a REAL/FALSE_POSITIVE marker: LOW: catch number 1999 in module1999']);
  }, 60_000);
});

// "adjudicating remaining signals with explicit markers": a marker the director negates or leaves open is no ruling.
describe('--preset recommended: a negated or undecided marker is no ruling', () => {
  const recommended = { preset: 'recommended' as const };
  const l1 = {
    'criteria.md': criteria({ size: 'L' }),
    iteration: '2',
    'consilium-summary.md': [
      '# Consilium summary — checkout-redesign — iteration 2',
      '## Findings',
      '### 1. **HIGH** — SlotPicker shows past slots after midnight',
      '- Found by: peer-opus, codex-blind (2 reviewers)',
      '## Disagreements',
      '- **[CROSS-FAMILY]** peer-opus=approved vs codex-informed=changes_required on slot reservation race',
      '## Naive-layer catches',
      '- **MEDIUM**: no loading state on pay button',
      '## Suspicious-too-clean flags',
      'Reviewer(s) returned 0 findings: sonnet-scoped',
    ].join('\n'),
  };
  const rulings = {
    finding: '- Finding 1 (midnight past slots): SUSTAINED — fixed before the verdict.',
    disagreement: '- Disagreement on reservation race: SIDED WITH codex-informed.',
    naive: '- Naive catch (pay button loading state): REAL, fixed.',
    clean: '- sonnet-scoped 0 findings: ACKNOWLEDGED.',
  };
  const log = (r: Partial<typeof rulings>) =>
    ['# Acceptance log', '## Iteration 1', '### Verdict: REJECT', '- crit-3: no 422.', '## Iteration 2', ...Object.values({ ...rulings, ...r }), '### Verdict: ACCEPT'].join('\n');
  ruleTester(rule, {
    valid: [
      {
        name: 'recommended: every signal ruled, a negation elsewhere on the line ("no repro needed", "not a FALSE_POSITIVE") aside',
        files: { ...l1, 'acceptance-log.md': log({ finding: '- Finding 1 (midnight past slots): no repro needed, SUSTAINED (not OVERRULED as peer-opus asked).', naive: '- Naive catch (pay button loading state): REAL, not a FALSE_POSITIVE.' }) },
        options: recommended,
        detail: exactly('all consilium signals adjudicated (convergent findings: 1/1 adjudicated, cross-family disagreements: 1/1 adjudicated, naive-layer catches: 1/1 adjudicated, too-clean flags: 1/1 adjudicated)'),
      },
      {
        name: 'compat: the markers are counted as the reference counts them, negated or not',
        files: { ...l1, 'acceptance-log.md': log({ finding: '- Finding 1 (midnight past slots): not yet SUSTAINED or OVERRULED — waiting for a repro from peer-opus.' }) },
      },
    ],
    invalid: [
      {
        name: 'recommended: "not yet SUSTAINED or OVERRULED" leaves the finding unadjudicated, and the failure names it',
        files: { ...l1, 'acceptance-log.md': log({ finding: '- Finding 1 (midnight past slots): not yet SUSTAINED or OVERRULED — waiting for a repro from peer-opus.' }) },
        options: recommended,
        detail: exactly('convergent findings: 1 signals, only 0 SUSTAINED/OVERRULED markers in verdict (no ruling: `not yet SUSTAINED or OVERRULED` at L6)'),
        findings: [
          { file: LOG, line: 5, column: 1, message: exactly('`## Iteration 2` of acceptance-log.md adjudicates 0 of 1 convergent findings (needs SUSTAINED/OVERRULED for each)') },
          { file: LOG, line: 6, column: 36, severity: 'warning', message: exactly('`not yet SUSTAINED or OVERRULED` is no ruling: a negated or undecided marker adjudicates nothing (write the one ruling: SUSTAINED/OVERRULED)') },
          { file: CONSILIUM, line: 3, column: 1, severity: 'info', message: exactly('convergent finding needing a SUSTAINED/OVERRULED marker: finding 1 (SlotPicker shows past slots after midnight) (L6 of acceptance-log.md writes `not yet SUSTAINED or OVERRULED`: no ruling)') },
        ],
      },
      ...[
        ['neither SUSTAINED nor OVERRULED', '- Finding 1 (midnight past slots): neither SUSTAINED nor OVERRULED yet.'],
        ['SUSTAINED/OVERRULED', '- Finding 1 (midnight past slots): SUSTAINED/OVERRULED'],
        ['**SUSTAINED** or **OVERRULED**', '- Finding 1 (midnight past slots): **SUSTAINED** or **OVERRULED**, pending the repro.'],
        ['SUSTAINED?', '- Finding 1 (midnight past slots): SUSTAINED? Waiting for the repro.'],
        ["isn't SUSTAINED", "- Finding 1 (midnight past slots) isn't SUSTAINED yet."],
      ].map(([quote, line]) => ({
        name: `recommended: \`${quote}\` is no ruling`,
        files: { ...l1, 'acceptance-log.md': log({ finding: line }) },
        options: recommended,
        detail: exactly(`convergent findings: 1 signals, only 0 SUSTAINED/OVERRULED markers in verdict (no ruling: \`${quote}\` at L6)`),
      })),
      {
        name: 'recommended: "not ACKNOWLEDGED yet" and "not yet SIDED WITH" are no rulings either',
        files: { ...l1, 'acceptance-log.md': log({ disagreement: '- Disagreement on reservation race: not yet SIDED WITH codex-informed, re-test running.', clean: '- sonnet-scoped 0 findings: not ACKNOWLEDGED yet, asked for its transcript.' }) },
        options: recommended,
        detail: exactly(
          'cross-family disagreements: 1 signals, only 0 SIDED WITH/SPLIT markers in verdict (no ruling: `not yet SIDED WITH codex-informed` at L7); too-clean flags: 1 signals, only 0 ACKNOWLEDGED markers in verdict (no ruling: `not ACKNOWLEDGED` at L9)',
        ),
        findings: [
          { file: LOG, line: 5, column: 1, message: 'adjudicates 0 of 1 cross-family disagreements' },
          { file: LOG, line: 7, column: 37, severity: 'warning', message: '`not yet SIDED WITH codex-informed` is no ruling' },
          { file: CONSILIUM, line: 6, column: 1, severity: 'info', message: '(L7 of acceptance-log.md writes `not yet SIDED WITH codex-informed`: no ruling)' },
          { file: LOG, line: 5, column: 1, message: 'adjudicates 0 of 1 too-clean flags' },
          { file: LOG, line: 9, column: 29, severity: 'warning', message: '`not ACKNOWLEDGED` is no ruling' },
          { file: CONSILIUM, line: 10, column: 1, severity: 'info', message: exactly('too-clean reviewer needing an ACKNOWLEDGED marker: sonnet-scoped (L9 of acceptance-log.md writes `not ACKNOWLEDGED`: no ruling)') },
        ],
      },
      {
        name: 'recommended: "REAL or FALSE_POSITIVE" offered as alternatives rules on neither',
        files: { ...l1, 'acceptance-log.md': log({ naive: '- Naive catch (pay button loading state): REAL or FALSE_POSITIVE, to be decided after the UX review.' }) },
        options: recommended,
        detail: exactly('naive-layer catches: 1 signals, only 0 REAL/FALSE_POSITIVE markers in verdict (no ruling: `REAL or FALSE_POSITIVE` at L8)'),
      },
    ],
  });
});

// "adjudicating remaining signals with explicit markers": a draft pasted as code or a ruling commented out
// adjudicates nothing under recommended; compat counts raw lines, as the reference does.
describe('markers in fenced code and HTML comments', () => {
  const recommended = { preset: 'recommended' as const };
  const naive = '# Consilium summary\n## Naive-layer catches\n- **MAJOR**: empty state renders "undefined"\n';
  // The verdict's body starts at line 4.
  const log = (body: string[]) => ({ 'criteria.md': criteria({ size: 'M' }), iteration: '1', 'consilium-summary.md': naive, 'acceptance-log.md': ['# Acceptance log', '## Iteration 1', '### Verdict: ACCEPT', ...body, ''].join('\n') });
  const inFence = log(['Draft, not final:', '```', '- empty state: REAL', '```']);
  const inComment = log(['<!--', '- empty state: REAL', '-->']);
  const inLine = log(['- empty state: <!-- REAL --> still looking']);
  const open = [
    { file: LOG, line: 2, column: 1, message: exactly('`## Iteration 1` of acceptance-log.md adjudicates 0 of 1 naive-layer catches (needs REAL/FALSE_POSITIVE for each)') },
    { file: CONSILIUM, line: 3, column: 1, message: /^naive-layer catch needing a REAL\/FALSE_POSITIVE marker: / },
  ];
  const detail = exactly('naive-layer catches: 1 signals, only 0 REAL/FALSE_POSITIVE markers in verdict');
  ruleTester(rule, {
    valid: [
      ...[inFence, inComment, inLine].map((files, i) => ({
        name: `compat: a marker ${['in fenced code', 'in an HTML comment block', 'in a comment inside a line'][i]} counts (reference parity)`,
        files,
        detail: exactly('all consilium signals adjudicated (naive-layer catches: 1/1 adjudicated)'),
      })),
      {
        name: 'recommended: the ruling written out counts, the draft in a fence beside it is not read',
        files: log(['```', '- empty state: FALSE_POSITIVE', '```', '- empty state: REAL']),
        options: recommended,
        detail: exactly('all consilium signals adjudicated (naive-layer catches: 1/1 adjudicated)'),
      },
    ],
    invalid: [
      { name: 'recommended: a marker only in a draft pasted as code adjudicates nothing', files: inFence, options: recommended, detail, findings: open },
      { name: 'recommended: a marker only in an HTML comment block adjudicates nothing', files: inComment, options: recommended, detail, findings: open },
      { name: 'recommended: a marker inside `<!-- … -->` in a line adjudicates nothing', files: inLine, options: recommended, detail, findings: open },
    ],
  });
});
