import { afterAll, describe } from 'vitest';
import rule from '../../../rules/engagement/verdict-canonical.js';
import { cleanupTrees } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

afterAll(cleanupTrees);

const LOG = 'engagement/acceptance-log.md';
// Each legacy form is quoted as the file holds it, with what form it is.
const legacy: Array<[string, string, number, number]> = [
  ['## Iteration 1\n**ACCEPTED**\n', '`**ACCEPTED**`, bold verdict word', 2, 1],
  ['## Iteration 1\nVerdict: ACCEPTED\n', '`Verdict: ACCEPTED`, verdict line without `###`', 2, 1],
  ['## Iteration 1\nVerdict: ACCEPT\n', '`Verdict: ACCEPT`, verdict line without `###`', 2, 1],
  ['## Iteration 1\nverdict: accepted — shipping\n', '`verdict: accepted`, verdict line without `###`', 2, 1],
  ['# Verdict: ACCEPT\n', '`# Verdict: ACCEPT`, H1 instead of H3', 1, 1],
  ['## Iteration 1\n## Verdict\nLooks fine.\n', '`## Verdict`, verdict heading with no verdict', 2, 1],
  ['Notes.\nThe engagement billing-fix is **CLOSED**.\n', '`engagement billing-fix is **CLOSED**`, closing remark', 2, 'The '.length + 1],
];
// The same forms with the other verdict words, and an H2 verdict: recommended reads a REJECT written so as legacy as
// an ACCEPT, not "no verdict"; the reference fails them, and so does compat.
const protocolLegacy: Array<[string, string, number, number]> = [
  ['## Iteration 1\nVerdict: REJECT\n- crit-2: generic serves on brand queries\n', '`Verdict: REJECT`, verdict line without `###`', 2, 1],
  ['## Iteration 1\nVerdict: REJECTED — crit-2\n', '`Verdict: REJECTED`, verdict line without `###`', 2, 1],
  ['## Iteration 1\nVerdict: ABORTED — the user stopped the engagement\n', '`Verdict: ABORTED`, verdict line without `###`', 2, 1],
  ['# Acceptance log\n## Iteration 1\n## Verdict: REJECT\n- crit-2 open\n', '`## Verdict: REJECT`, H2 instead of H3', 3, 1],
  ['# Acceptance log\n## Iteration 1\n## Verdict: ACCEPT\n', '`## Verdict: ACCEPT`, H2 instead of H3', 3, 1],
];
// The other verdict words in bold: recommended reads them as `**ACCEPTED**`'s form (every verdict rule reads them as
// verdicts); the reference knows only `**ACCEPTED**`, and compat fails them as no verdict.
const boldProtocolLegacy: Array<[string, string]> = [
  ['## Iteration 1\n**REJECTED**\n- crit-2 open\n', '`**REJECTED**`, bold verdict word'],
  ['## Iteration 1\n**REJECT** — crit-2 open\n', '`**REJECT**`, bold verdict word'],
  ['## Iteration 1\n**ACCEPT**\n', '`**ACCEPT**`, bold verdict word'],
  ['## Iteration 1\n**ABORTED**\n', '`**ABORTED**`, bold verdict word'],
];
// Iteration 1 canonical, iteration 2 (the latest) in the legacy `Verdict: ACCEPTED` form.
const laterLegacy = '# Acceptance log\n## Iteration 1\n### Verdict: REJECT\n- crit-6 open\n## Iteration 2\nVerdict: ACCEPTED\n';
// Round 2's verdict written as an H2 heading: it closes round 2's section, so it sits in no round's section.
const laterH2 = '# Acceptance log\n## Iteration 1\n- crit-3 ❌\n### Verdict: REJECT\nReason: crit-3.\n## Iteration 2\n- crit-3 ✅\n### Consilium adjudication\n- Finding 1: OVERRULED\n## Verdict: ACCEPT\nAll five criteria verified.\n';
const noVerdict = { file: LOG, line: 1, column: 1, message: exactly('no `### Verdict: ACCEPT|REJECT|ABORTED` line in acceptance-log.md') };

ruleTester(rule, {
  valid: [
    { name: 'a verdict after a closed comment block', files: { 'acceptance-log.md': '<!-- template:\n### Verdict: REJECT\n-->\n## Iteration 1\n### Verdict: ACCEPT\n' }, detail: /ACCEPT/ },
    ...(['progress', 'ready'] as const).map((mode) => ({ name: `no acceptance-log.md (--mode ${mode})`, status: 'skip' as const, files: {}, options: { mode }, detail: exactly('acceptance-log.md not yet written') })),
    ...['ACCEPT', 'REJECT', 'ABORTED'].map((v) => ({
      name: `the canonical verdict line ${v}`,
      files: { 'acceptance-log.md': `# Acceptance log\n## Iteration 1\n### Verdict: ${v} — reasons below\n` },
      detail: exactly(`canonical verdict found: ${v}`),
    })),
    // A log that opens with a thematic break: the block up to the next `---` is no YAML mapping, so it is body, not frontmatter.
    {
      name: 'a log opening with a `---` rule keeps the verdict inside the first ruled block',
      files: { 'acceptance-log.md': '---\n## Iteration 1 — 2026-05-10 16:00\n- crit-1 verified on the dev server\n### Verdict: ACCEPT\n---\n' },
      detail: exactly('canonical verdict found: ACCEPT'),
    },
    {
      name: 'a log with real frontmatter (a YAML mapping) still reads the verdict after it',
      files: { 'acceptance-log.md': '---\nengagement: billing\n---\n## Iteration 1\n### Verdict: REJECT\n' },
      detail: exactly('canonical verdict found: REJECT'),
    },
    // REJECT, REJECT, then ACCEPT at iteration 3: the detail names the latest verdict, not the first.
    {
      name: 'several rounds: the detail names the latest verdict',
      files: { 'acceptance-log.md': '# Acceptance log\n## Iteration 1\n### Verdict: REJECT\n- crit-2\n## Iteration 2\n### Verdict: REJECT\n- crit-5\n## Iteration 3\n### Verdict: ACCEPT\n' },
      detail: exactly('canonical verdict found: ACCEPT (the latest of 3 verdict lines, at L9)'),
    },
    {
      name: 'compat: a later round in a legacy form still passes, and the detail names that latest verdict',
      files: { 'acceptance-log.md': laterLegacy },
      detail: exactly('canonical verdict found: REJECT (L3); the latest verdict is ACCEPTED (L6, iteration 2), written as `Verdict: ACCEPTED`'),
    },
    {
      // The form is quoted as written: `Verdict: ACCEPT`, not the legacy label `Verdict: ACCEPTED`.
      name: 'compat: a later round written `Verdict: ACCEPT` is named as written',
      files: { 'acceptance-log.md': laterLegacy.replace('Verdict: ACCEPTED', 'Verdict: ACCEPT') },
      detail: exactly('canonical verdict found: REJECT (L3); the latest verdict is ACCEPT (L6, iteration 2), written as `Verdict: ACCEPT`'),
    },
    // The reference passes on any canonical line: a later verdict no tool reads changes the detail only.
    ...['### Вердикт: ACCEPT', '### Verdict: ACCEPTED'].map((form) => ({
      name: `compat: a later round written \`${form}\` still passes, naming that latest verdict`,
      files: { 'acceptance-log.md': laterLegacy.replace('Verdict: ACCEPTED', form) },
      detail: new RegExp(`^canonical verdict found: REJECT \\(L3\\); the latest verdict is .* \\(L6, iteration 2\\), written as \`${form}\`$`),
    })),
    {
      name: 'compat: a later round closed with a bold verdict word is quoted as written',
      files: { 'acceptance-log.md': '# Acceptance log\n## Iteration 1\n### Verdict: REJECT\n## Iteration 2\n**Accepted** — shipping\n' },
      detail: exactly('canonical verdict found: REJECT (L3); the latest verdict is `**Accepted**` (L5, iteration 2), written as `**Accepted** — shipping`'),
    },
    {
      name: 'compat: a later round whose verdict is an H2 heading after the round\'s last section still passes, naming that latest verdict',
      files: { 'acceptance-log.md': laterH2 },
      detail: exactly('canonical verdict found: REJECT (L4); the latest verdict is ACCEPT (L10, iteration 2), written as `## Verdict: ACCEPT`'),
    },
    {
      name: 'recommended: a closing remark after the canonical verdict is no later verdict',
      options: { preset: 'recommended' },
      files: { 'acceptance-log.md': '# Acceptance log\n## Iteration 1\n### Verdict: REJECT\n## Iteration 2\n### Verdict: ACCEPT\nThe engagement billing-fix is **CLOSED**.\n' },
      detail: exactly('canonical verdict found: ACCEPT (the latest of 2 verdict lines, at L5)'),
    },
    // handoff-precheck.py reads `### Verdict: ACCEPT | REJECT` as ACCEPT: compat keeps that verdict.
    ...['ACCEPT | REJECT', 'ACCEPT / REJECT', 'ACCEPT or REJECT'].map((v) => ({
      name: `compat: the template's choices \`${v}\` pass as the reference reads them`,
      files: { 'acceptance-log.md': `# Acceptance log\n## Iteration 1\n### Verdict: ${v}\n` },
      detail: exactly('canonical verdict found: ACCEPT'),
    })),
    // A verdict with prose naming another verdict word is one verdict.
    ...['ACCEPT — the iteration-1 REJECT is resolved', 'REJECT — crit-2 not met; no ACCEPT until the export holds', 'ACCEPT (REJECTED options: none)'].map((v) => ({
      name: `recommended: one verdict whose words name another: ${v}`,
      options: { preset: 'recommended' as const },
      files: { 'acceptance-log.md': `# Acceptance log\n## Iteration 1\n### Verdict: ${v}\n` },
      detail: /^canonical verdict found: (ACCEPT|REJECT)$/,
    })),
    {
      name: 'recommended: without rounds, a closing remark after the canonical verdict is no verdict',
      options: { preset: 'recommended' },
      files: { 'acceptance-log.md': '### Verdict: ACCEPT\nThe engagement billing-fix is **CLOSED**.\n' },
      detail: exactly('canonical verdict found: ACCEPT'),
    },
  ],
  invalid: [
    ...(['compat', 'recommended'] as const).flatMap((preset) =>
      legacy.map(([text, label, line, column]) => ({
        name: `${preset}: the legacy form ${label}, at its line`,
        status: 'warn' as const,
        options: { preset },
        files: { 'acceptance-log.md': text },
        detail: exactly(`legacy verdict format detected (${label}, L${line}); canonical is \`### Verdict: ACCEPT|REJECT|ABORTED\``),
        findings: [{ file: LOG, line, column, message: exactly(`legacy verdict form (${label})`) }],
      })),
    ),
    ...protocolLegacy.map(([text, label, line, column]) => ({
      name: `recommended: the legacy form ${label}, at its line`,
      status: 'warn' as const,
      options: { preset: 'recommended' as const },
      files: { 'acceptance-log.md': text },
      detail: exactly(`legacy verdict format detected (${label}, L${line}); canonical is \`### Verdict: ACCEPT|REJECT|ABORTED\``),
      findings: [{ file: LOG, line, column, message: exactly(`legacy verdict form (${label})`) }],
    })),
    ...protocolLegacy.map(([text, label, line]) => ({
      name: `compat: ${label} fails as the reference fails it, naming the line`,
      status: 'fail' as const,
      options: { preset: 'compat' as const },
      files: { 'acceptance-log.md': text },
      detail: exactly(`the verdict line \`${text.split('\n')[line - 1]!.trim()}\` (L${line}) is not parseable; canonical is \`### Verdict: ACCEPT|REJECT|ABORTED\``),
    })),
    ...boldProtocolLegacy.map(([text, label]) => ({
      name: `recommended: the legacy form ${label}, at its line`,
      status: 'warn' as const,
      options: { preset: 'recommended' as const },
      files: { 'acceptance-log.md': text },
      detail: exactly(`legacy verdict format detected (${label}, L2); canonical is \`### Verdict: ACCEPT|REJECT|ABORTED\``),
      findings: [{ file: LOG, line: 2, column: 1, message: exactly(`legacy verdict form (${label})`) }],
    })),
    ...boldProtocolLegacy.map(([text, label]) => ({
      name: `compat: ${label} is no verdict, as the reference reads it`,
      status: 'fail' as const,
      files: { 'acceptance-log.md': text },
      detail: exactly('acceptance-log.md exists but no parseable verdict found'),
      findings: [noVerdict],
    })),
    {
      name: 'recommended: the latest round in a legacy form warns at it, though an earlier round is canonical',
      status: 'warn',
      options: { preset: 'recommended' },
      files: { 'acceptance-log.md': laterLegacy },
      detail: exactly('the latest verdict is ACCEPTED (L6, iteration 2), written as `Verdict: ACCEPTED`, not `### Verdict: ACCEPT|REJECT|ABORTED`; the canonical REJECT at L3 is an earlier verdict'),
      findings: [{ file: LOG, line: 6, column: 'Verdict: '.length + 1, severity: 'warning', message: exactly('the latest verdict is written as `Verdict: ACCEPTED`; canonical is `### Verdict: ACCEPT|REJECT|ABORTED`') }],
    },
    {
      name: 'recommended: the latest round\'s verdict written `## Verdict: ACCEPT` (an H2 closing the round\'s section) warns at it',
      status: 'warn',
      options: { preset: 'recommended' },
      files: { 'acceptance-log.md': laterH2 },
      detail: exactly('the latest verdict is ACCEPT (L10, iteration 2), written as `## Verdict: ACCEPT`, not `### Verdict: ACCEPT|REJECT|ABORTED`; the canonical REJECT at L4 is an earlier verdict'),
      findings: [{ file: LOG, line: 10, column: '## Verdict: '.length + 1, severity: 'warning', message: exactly('the latest verdict is written as `## Verdict: ACCEPT`; canonical is `### Verdict: ACCEPT|REJECT|ABORTED`') }],
    },
    // The latest round's verdict in a form no tool reads fails, as it does alone: the earlier REJECT must not pass for the latest verdict.
    ...(
      [
        ['### Вердикт: ACCEPT', 'ACCEPT', 1],
        ['### Verdict ACCEPT', 'ACCEPT', 1],
        ['### ✅ Verdict: ACCEPT', 'ACCEPT', 1],
        ['**✅ Verdict — ACCEPTED**', 'ACCEPT', 1],
        ['### Verdict: ACCEPTED', 'ACCEPT', '### Verdict: '.length + 1],
        ['#### Verdict: REJECT — crit-6 still open', 'REJECT', '#### Verdict: '.length + 1],
        ['### Вердикт: ОТКЛОНЕНО', 'ACCEPT|REJECT|ABORTED', 1],
      ] as const
    ).map(([form, word, column]) => ({
      name: `recommended: the latest round's verdict written \`${form}\` fails at it, though an earlier round is canonical`,
      options: { preset: 'recommended' as const },
      files: { 'acceptance-log.md': laterLegacy.replace('Verdict: ACCEPTED', form) },
      detail: new RegExp(`^the latest verdict is .* \\(L6, iteration 2\\), written as \`${form.replace(/[*|]/g, '\\$&')}\`, which is not parseable; canonical is \`### Verdict: ACCEPT\\|REJECT\\|ABORTED\`, and tools reading it take the earlier REJECT at L3 for the latest verdict$`),
      fix: exactly(`Write the latest round's verdict as \`### Verdict: ${word}\` on its own line.`),
      findings: [
        {
          file: LOG,
          line: 6,
          column,
          message: exactly(`the latest verdict is written as \`${form}\`, which is not parseable (tools take the earlier REJECT at L3 for the latest verdict); write \`### Verdict: ${word}\``),
        },
      ],
    })),
    {
      name: 'recommended: iteration 3\'s `### Вердикт: ACCEPT` fails after canonical iterations 1 and 2, naming the latest canonical one',
      options: { preset: 'recommended' },
      files: { 'acceptance-log.md': '# Acceptance log\n## Iteration 1\n### Verdict: REJECT\n## Iteration 2\n### Verdict: REJECT\n- crit-6 open\n## Iteration 3\n### Вердикт: ACCEPT\n' },
      detail: /^the latest verdict is .* \(L8, iteration 3\).* take the earlier REJECT at L5 for the latest verdict$/,
      findings: [{ file: LOG, line: 8, column: 1, message: /^the latest verdict is written as `### Вердикт: ACCEPT`, which is not parseable/ }],
    },
    // Alone, such a heading is the log's verdict, unparseable: the failure points at it, not at line 1.
    ...['### Вердикт: ACCEPT', '### ✅ Verdict: ACCEPT'].map((form) => ({
      name: `\`${form}\` as the only verdict fails at its line`,
      files: { 'acceptance-log.md': `# Acceptance log\n## Iteration 1\n${form}\n` },
      detail: `the verdict line \`${form}\` (L3) is not parseable; canonical is \`### Verdict: ACCEPT|REJECT|ABORTED\``,
      findings: [{ file: LOG, line: 3, message: `\`${form}\` is not a parseable verdict; write \`### Verdict: ACCEPT|REJECT|ABORTED\`` }],
    })),
    {
      name: 'recommended: a later verdict line no tool reads, in a log without rounds, fails too',
      options: { preset: 'recommended' },
      files: { 'acceptance-log.md': '### Verdict: REJECT\n- crit-2 open\n**Verdict:** ACCEPT\n' },
      findings: [{ file: LOG, line: 3, message: exactly('the latest verdict is written as `**Verdict:** ACCEPT`, which is not parseable (tools take the earlier REJECT at L1 for the latest verdict); write `### Verdict: ACCEPT`') }],
    },
    {
      name: 'recommended: a later legacy verdict line in a log without rounds warns',
      status: 'warn',
      options: { preset: 'recommended' },
      files: { 'acceptance-log.md': '### Verdict: REJECT\n- crit-2 open\nVerdict: ACCEPTED\n' },
      findings: [{ file: LOG, line: 3, severity: 'warning', message: exactly('the latest verdict is written as `Verdict: ACCEPTED`; canonical is `### Verdict: ACCEPT|REJECT|ABORTED`') }],
    },
    {
      name: 'recommended: the latest round\'s canonical line with its verdict word emphasised warns, as it does alone',
      status: 'warn',
      options: { preset: 'recommended' },
      files: { 'acceptance-log.md': laterLegacy.replace('Verdict: ACCEPTED', '### Verdict: **ACCEPT**') },
      findings: [{ file: LOG, line: 6, severity: 'warning', message: exactly('the latest verdict is written as verdict word emphasised; canonical is `### Verdict: ACCEPT|REJECT|ABORTED`') }],
    },
    // ACCEPTED is not ACCEPT; fenced examples and commented-out verdicts (not rendered) do not count.
    ...['## Iteration 1\nShipping it.\n', '```\n### Verdict: ACCEPT\n```\n', '<!--\n### Verdict: ACCEPT\n-->\n', '  <!-- draft:\n### Verdict: ACCEPT\n', '<!-- ### Verdict: ACCEPT -->\n'].map((text) => ({
      name: `no recognisable verdict in ${JSON.stringify(text)}`,
      files: { 'acceptance-log.md': text },
      detail: exactly('acceptance-log.md exists but no parseable verdict found'),
      findings: [noVerdict],
    })),
    {
      // The spec's legacy form is `Verdict: ACCEPTED` at line start; `### Verdict: ACCEPTED` is neither it nor canonical.
      name: 'ACCEPTED is not ACCEPT: the failure points at the verdict heading, and the detail names it',
      files: { 'acceptance-log.md': '# Acceptance log\n## Iteration 1\n### Verdict: ACCEPTED\n' },
      detail: exactly('the verdict line `### Verdict: ACCEPTED` (L3) is not parseable; canonical is `### Verdict: ACCEPT|REJECT|ABORTED`'),
      findings: [{ file: LOG, line: 3, column: 14, message: exactly('`### Verdict: ACCEPTED` is not a parseable verdict; write `### Verdict: ACCEPT|REJECT|ABORTED`') }],
    },
    {
      name: 'compat: an emphasised verdict word is no parseable verdict, reported at its line',
      files: { 'acceptance-log.md': '# Acceptance log\n## Iteration 1\n- crit-1 ✅\n\n### Verdict: **ACCEPT**\n' },
      detail: exactly('the verdict line `### Verdict: **ACCEPT**` (L5) is not parseable; canonical is `### Verdict: ACCEPT|REJECT|ABORTED`'),
      findings: [{ file: LOG, line: 5, column: 14, message: exactly('`### Verdict: **ACCEPT**` is not a parseable verdict; write `### Verdict: ACCEPT|REJECT|ABORTED`') }],
    },
    {
      name: 'recommended: an emphasised verdict word is read as the verdict, with a warning at it',
      status: 'warn',
      options: { preset: 'recommended' },
      files: { 'acceptance-log.md': '# Acceptance log\n## Iteration 1\n### Verdict: *REJECT*\n## Iteration 2\n### Verdict: **ACCEPT**\n' },
      detail: exactly('verdict found with an emphasised verdict word: ACCEPT (the latest of 2 verdict lines, at L5); canonical is `### Verdict: ACCEPT|REJECT|ABORTED`'),
      findings: [
        { file: LOG, line: 3, column: 14, message: exactly('verdict word emphasised (`*REJECT*`); canonical is `### Verdict: REJECT`') },
        { file: LOG, line: 5, column: 14, message: exactly('verdict word emphasised (`**ACCEPT**`); canonical is `### Verdict: ACCEPT`') },
      ],
    },
    // The template's choices left unfilled: no verdict was made, though the reference reads the first word.
    ...['ACCEPT | REJECT', 'ACCEPT / REJECT', 'ACCEPT or REJECT', 'ACCEPT|REJECT|ABORTED', 'REJECT / ACCEPT — reason'].map((v) => ({
      name: `recommended: the template's choices \`${v}\` fail at the value`,
      options: { preset: 'recommended' as const },
      files: { 'acceptance-log.md': `# Acceptance log\n## Iteration 1\n### Verdict: ${v}\n` },
      detail: exactly(`a verdict line still lists the template's choices (\`${v.replace(' — reason', '')}\`, L3): no verdict was written there`),
      findings: [{ file: LOG, line: 3, column: '### Verdict: '.length + 1, message: exactly(`verdict \`${v.replace(' — reason', '')}\` lists several choices (the template left unfilled); write one of them`) }],
    })),
    {
      name: 'recommended: an unfilled verdict line fails whatever round holds it',
      options: { preset: 'recommended' },
      files: { 'acceptance-log.md': '# Acceptance log\n## Iteration 1\n### Verdict: REJECT\n## Iteration 2\n### Verdict: ACCEPT | REJECT\n' },
      detail: exactly("a verdict line still lists the template's choices (`ACCEPT | REJECT`, L5): no verdict was written there"),
      findings: [{ file: LOG, line: 5, column: 14, message: /lists several choices/ }],
    },
    // A verdict line in a form neither canonical nor legacy: the detail names it rather than saying there is no verdict.
    ...(
      [
        ['# Acceptance log\n## Iteration 1\n**Verdict:** REJECT — crit-2 not met\n', '**Verdict:** REJECT — crit-2 not met', 3, '**Verdict:** '.length + 1],
        ['# Acceptance log\n## Iteration 1\n- Verdict: REJECT\n', '- Verdict: REJECT', 3, '- Verdict: '.length + 1],
        ['# Acceptance log\n## Iteration 1\n#### Verdict: REJECT\n', '#### Verdict: REJECT', 3, '#### Verdict: '.length + 1],
      ] as const
    ).flatMap(([text, quote, line, column]) =>
      (['compat', 'recommended'] as const).map((preset) => ({
        name: `${preset}: \`${quote}\` is named in the detail and pointed at`,
        options: { preset },
        files: { 'acceptance-log.md': text },
        detail: exactly(`the verdict line \`${quote}\` (L${line}) is not parseable; canonical is \`### Verdict: ACCEPT|REJECT|ABORTED\``),
        findings: [{ file: LOG, line, column, message: exactly(`\`${quote}\` is not a parseable verdict; write \`### Verdict: ACCEPT|REJECT|ABORTED\``) }],
      })),
    ),
    { name: 'an empty log', files: { 'acceptance-log.md': '' }, findings: [noVerdict] },
    { name: 'a binary log', files: { 'acceptance-log.md': Buffer.from([0, 0xff, 10, 0xfe]) }, findings: [noVerdict] },
  ],
});

// The protocol writes verdicts as H3 (`### Verdict: ABORTED`): a bare `### Verdict` over the verdict is read as the bare
// `## Verdict` is, under recommended; other forms a director writes warn as the legacy forms they are.
describe('bare H3 headings, colon-less and dashed verdict lines, and the abort stub', () => {
  const recommended = { preset: 'recommended' as const };
  ruleTester(rule, {
    valid: [
      {
        name: 'the abort stub: `### Verdict: ABORTED` with the user quote and a state snapshot is canonical',
        options: recommended,
        files: { 'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n### Verdict: REJECT\n- crit-2\n\n## Aborted — 2026-06-03 18:05\n### Verdict: ABORTED\n\nUser, verbatim:\n> стоп, закрой engagement\n\nState: round 2 rework started, nothing deployed.\n' },
        detail: exactly('canonical verdict found: ABORTED (the latest of 2 verdict lines, at L8)'),
      },
    ],
    invalid: [
      ...(
        [
          ['### Verdict\nACCEPT — all criteria met', '`### Verdict` over `ACCEPT — all criteria met`'],
          ['### Verdict:\n\nREJECT — crit-2', '`### Verdict:` over `REJECT — crit-2`'],
          ['**Verdict:**\nABORTED — the user stopped it', '`**Verdict:**` over `ABORTED — the user stopped it`'],
        ] as const
      ).map(([text, quote]) => ({
        name: `recommended: ${JSON.stringify(text)} warns as the bare \`## Verdict\` does`,
        status: 'warn' as const,
        options: recommended,
        files: { 'acceptance-log.md': `# Acceptance log\n## Iteration 1\n${text}\n` },
        detail: exactly(`legacy verdict format detected (${quote}, verdict heading with no verdict, L3); canonical is \`### Verdict: ACCEPT|REJECT|ABORTED\``),
        findings: [{ file: LOG, line: 3, column: 1, severity: 'warning' as const, message: exactly(`legacy verdict form (${quote}, verdict heading with no verdict)`) }],
      })),
      {
        name: 'recommended: the latest round under a bare `### Verdict` warns at it, naming its verdict',
        status: 'warn',
        options: recommended,
        files: { 'acceptance-log.md': laterLegacy.replace('Verdict: ACCEPTED', '### Verdict\nACCEPT') },
        detail: exactly('the latest verdict is ACCEPT (L6, iteration 2), written as `### Verdict` over `ACCEPT`, not `### Verdict: ACCEPT|REJECT|ABORTED`; the canonical REJECT at L3 is an earlier verdict'),
        findings: [{ file: LOG, line: 6, column: 1, severity: 'warning', message: exactly('the latest verdict is written as `### Verdict` over `ACCEPT`; canonical is `### Verdict: ACCEPT|REJECT|ABORTED`') }],
      },
      {
        name: 'recommended: a bare `### Verdict` over prose holds no verdict, and fails at the heading',
        options: recommended,
        files: { 'acceptance-log.md': '# Acceptance log\n## Iteration 1\n### Verdict\nThe director reads the consilium first.\n' },
        detail: exactly('the verdict line `### Verdict` (L3) is not parseable; canonical is `### Verdict: ACCEPT|REJECT|ABORTED`'),
      },
      {
        name: 'compat: a bare `### Verdict` over the verdict is no reference form, and fails at the heading as before',
        files: { 'acceptance-log.md': '# Acceptance log\n## Iteration 1\n### Verdict\nACCEPT\n' },
        detail: exactly('the verdict line `### Verdict` (L3) is not parseable; canonical is `### Verdict: ACCEPT|REJECT|ABORTED`'),
      },
      ...(
        [
          ['Verdict — REJECT', '`Verdict — REJECT`'],
          ['Verdict CONDITIONAL ACCEPT', '`Verdict CONDITIONAL ACCEPT`'],
          ['Verdict: PARTIAL ACCEPT', '`Verdict: PARTIAL ACCEPT`'],
        ] as const
      ).flatMap(([line, quote]) => [
        {
          name: `recommended: \`${line}\` is a verdict line without \`###\`, and warns`,
          status: 'warn' as const,
          options: recommended,
          files: { 'acceptance-log.md': `## Iteration 1\n${line}\n` },
          detail: exactly(`legacy verdict format detected (${quote}, verdict line without \`###\`, L2); canonical is \`### Verdict: ACCEPT|REJECT|ABORTED\``),
        },
        {
          name: `compat: \`${line}\` fails as the reference fails it`,
          files: { 'acceptance-log.md': `## Iteration 1\n${line}\n` },
          detail: /^(?:the verdict line `.*` \(L2\) is not parseable|acceptance-log\.md exists but no parseable verdict found)/,
        },
      ]),
      // A verdict line the other verdict rules read is where the failure points, not the top of the file.
      ...(
        [
          ['**Verdict** REJECT', 13],
          ['Вердикт: ACCEPT', 10],
          ['| Verdict | ACCEPT |', 13],
        ] as const
      ).map(([line, column]) => ({
        name: `recommended: \`${line}\` alone fails at its line`,
        options: recommended,
        files: { 'acceptance-log.md': `# Acceptance log\n## Iteration 1\n${line}\n` },
        detail: exactly(`the verdict line \`${line}\` (L3) is not parseable; canonical is \`### Verdict: ACCEPT|REJECT|ABORTED\``),
        findings: [{ file: LOG, line: 3, column, message: exactly(`\`${line}\` is not a parseable verdict; write \`### Verdict: ACCEPT|REJECT|ABORTED\``) }],
      })),
      {
        name: 'compat: `**Verdict** REJECT` is no verdict of the reference, as before',
        files: { 'acceptance-log.md': '# Acceptance log\n## Iteration 1\n**Verdict** REJECT\n' },
        detail: exactly('acceptance-log.md exists but no parseable verdict found'),
        findings: [noVerdict],
      },
    ],
  });
});
