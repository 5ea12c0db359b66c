import { describe } from 'vitest';
import rule from '../../../rules/engagement/human-directive.js';
import { ruleTester } from '../../rule-tester.js';
import { criteria } from '../../helpers.js';
import { exactly } from './exactly.js';

const DIRECTIVE = 'engagement/human-directive.md';
const consilium = { 'consilium-summary.md': '# Consilium summary\n## Findings\n' };
const NO_DECISION = 'human-directive.md present but no parseable `Decision:` line';
const noDecision = { file: DIRECTIVE, line: 1, column: 1, message: 'no `Decision: X` line in human-directive.md' };

ruleTester(rule, {
  valid: [
    { name: 'before the consilium ran', status: 'skip', files: { 'acceptance-log.md': '### Verdict: ACCEPT\n' }, detail: 'consilium-summary.md missing — consilium not yet run' },
    { name: 'awaiting the directive, not promoted by --mode ready', status: 'skip', files: consilium, options: { mode: 'ready' }, detail: /awaiting human directive/ },
    // a valid Decision, the value case-insensitive
    ...[
      ['Decision: PROCEED_TO_VERDICT', 'PROCEED_TO_VERDICT'],
      ['Decision: reject_now', 'REJECT_NOW'],
      ['Decision:DIRECTED_VERDICT — accept with crit-4 overruled', 'DIRECTED_VERDICT'],
      // As the reference reads it, the value may follow on the next line; a commented draft above does not count.
      ['Decision:\n  REJECT_NOW', 'REJECT_NOW'],
      ['<!-- draft\nDecision: REJECT_NOW\n-->\nDecision: PROCEED_TO_VERDICT', 'PROCEED_TO_VERDICT'],
    ].map(([line, want]) => ({ name: line!, files: { ...consilium, 'human-directive.md': `# Human directive\n\n${line}\n` }, detail: `directive present, Decision=${want}` })),
  ],
  invalid: [
    {
      name: 'the director wrote a verdict without a directive',
      files: { ...consilium, 'acceptance-log.md': '# Log\n### Verdict: ACCEPT\n' },
      detail: 'consilium ran but human-directive.md absent AND director already wrote verdict',
      findings: [{ file: 'engagement/acceptance-log.md', line: 2, column: 14, message: 'verdict written without a human-directive.md (the human judge step was skipped)' }],
    },
    {
      name: 'a directive missing after several rounds is reported at the latest verdict',
      files: { ...consilium, 'acceptance-log.md': '# Log\n## Iteration 1\n### Verdict: REJECT — crit-2\n\n## Iteration 2\n- **Verdict:** ACCEPT\n' },
      findings: [{ file: 'engagement/acceptance-log.md', line: 6, column: 16, message: 'verdict written without a human-directive.md (the human judge step was skipped)' }],
    },
    {
      name: 'a log with no parseable verdict yet is reported at its start',
      files: { ...consilium, 'acceptance-log.md': '# Log\n## Iteration 1\nreview in progress\n' },
      findings: [{ file: 'engagement/acceptance-log.md', line: 1, column: 1, message: 'verdict written without a human-directive.md (the human judge step was skipped)' }],
    },
    { name: 'no Decision line', files: { ...consilium, 'human-directive.md': '# Human directive\nI decided: proceed\nWe will proceed.\n' }, detail: NO_DECISION, findings: [noDecision] },
    // The label is read only at the very start of a line, as the reference does (no bold, no indent);
    // the finding points at the label written in another form and says which form is read.
    ...[
      ['**Decision:** PROCEED_TO_VERDICT', 3],
      ['  Decision: PROCEED_TO_VERDICT', 3],
      ['- Decision: PROCEED_TO_VERDICT', 3],
      ['- Decision PROCEED_TO_VERDICT', 3],
      ['decision: PROCEED_TO_VERDICT', 1],
    ].map(([line, column]) => ({
      name: `no Decision in \`${line}\`, located at its label`,
      files: { ...consilium, 'human-directive.md': `# Human directive\n${line}\n` },
      detail: `${NO_DECISION} (line 2: Decision label in a form that is not read)`,
      findings: [{ file: DIRECTIVE, line: 2, column: column as number, message: 'Decision label in a form that is not read; the form read is `Decision: X` opening the line (no bold, no indent, no list marker; the label spelled exactly)' }],
    })),
    // A commented-out or fenced Decision is not rendered, so not given.
    ...['<!--\nDecision: PROCEED_TO_VERDICT\n-->', '```\nDecision: PROCEED_TO_VERDICT\n```'].map((line) => ({
      name: `no Decision in \`${line}\``,
      files: { ...consilium, 'human-directive.md': `# Human directive\n${line}\n` },
      detail: NO_DECISION,
      findings: [{ file: DIRECTIVE, line: 3, column: 1, message: /^this Decision is inside fenced code or an HTML comment, which is not read; write it as `Decision: X` opening the line/ }],
    })),
    {
      name: 'a Decision label without a value, located at it',
      files: { ...consilium, 'human-directive.md': '# Human directive\n\nDecision: —\n' },
      findings: [{ file: DIRECTIVE, line: 3, column: 1, message: 'Decision label without a value; write `Decision: X` opening the line (no bold, no indent, no list marker; the label spelled exactly), X one of DIRECTED_VERDICT, PROCEED_TO_VERDICT, REJECT_NOW' }],
    },
    {
      name: 'an unknown decision, located at the value',
      files: { ...consilium, 'human-directive.md': '# Human directive\n\nDecision: PROCEED\n' },
      detail: 'human-directive.md Decision=PROCEED not in DIRECTED_VERDICT, PROCEED_TO_VERDICT, REJECT_NOW',
      findings: [{ file: DIRECTIVE, line: 3, column: 11, message: 'Decision "PROCEED" is not one of DIRECTED_VERDICT, PROCEED_TO_VERDICT, REJECT_NOW' }],
    },
    { name: 'an empty directive', files: { ...consilium, 'human-directive.md': '' }, detail: NO_DECISION, findings: [noDecision] },
    { name: 'a binary directive', files: { ...consilium, 'human-directive.md': Buffer.from([0, 0xff, 10]) }, detail: NO_DECISION, findings: [noDecision] },
  ],
});

// Iteration 1 REJECT, iteration 2 ACCEPT (L6).
const twoRounds = '# Log\n## Iteration 1\n### Verdict: REJECT\n\n## Iteration 2\n### Verdict: ACCEPT\n';
// Rounds 1 and 2 REJECT, round 3 ACCEPT (L9).
const threeRounds = '# Log\n## Iteration 1\n### Verdict: REJECT\n\n## Iteration 2\n### Verdict: REJECT\n\n## Iteration 3\n### Verdict: ACCEPT\n';
const staleTitled = '# Human directive — dashboard — iteration 1\n\nDecision: REJECT_NOW\n\n## Notes for the manager\n- fix both and come back\n';
/** A directive kept per round: `[iteration, decision]` pairs. */
const perRound = (...parts: Array<[number, string]>) => ['# Human directive — dashboard', ...parts.map(([n, d]) => `\n## Iteration ${n}\nDecision: ${d}`), ''].join('\n');

describe('--preset recommended', () => {
  const recommended = { preset: 'recommended' as const };
  const template = '# Human directive\n\nDecision: PROCEED_TO_VERDICT | REJECT_NOW | DIRECTED_VERDICT\n';
  const log = '# Acceptance log\n## Iteration 1\n### Verdict: ACCEPT\n- all criteria met\n';
  const mAccept = { 'criteria.md': criteria({ size: 'M' }), 'acceptance-log.md': log };
  /** PROCEED_TO_VERDICT on L3, revised to REJECT_NOW on L6. */
  const revisedDirective = '# Human directive — iteration 1\n\nDecision: PROCEED_TO_VERDICT\n\nUpdate 16:40 after a call:\nDecision: REJECT_NOW\n';

  ruleTester(rule, {
    valid: [
      { name: 'compat: an M ACCEPT with neither consilium nor human directive', status: 'skip', files: mAccept },
      { name: 'recommended: a REJECT without a consilium', status: 'skip', files: { 'criteria.md': criteria({ size: 'M' }), 'acceptance-log.md': '## Iteration 1\n### Verdict: REJECT\n' }, options: recommended },
      { name: 'recommended: an S engagement without a consilium', status: 'skip', files: { 'criteria.md': criteria({ size: 'S' }), 'acceptance-log.md': log }, options: recommended },
      { name: 'compat: the template Decision line reads as its first value', files: { ...consilium, 'human-directive.md': template }, detail: 'directive present, Decision=PROCEED_TO_VERDICT' },
      ...['**Decision:** PROCEED_TO_VERDICT', '**Decision**: PROCEED_TO_VERDICT', '- Decision: PROCEED_TO_VERDICT', '* Decision: proceed_to_verdict', '- **Decision:** PROCEED_TO_VERDICT'].map((line) => ({
        name: `recommended: a bold or list-item label is read (\`${line}\`)`,
        files: { ...consilium, 'human-directive.md': `# Human directive\n\n${line}\n` },
        options: recommended,
        detail: 'directive present, Decision=PROCEED_TO_VERDICT',
      })),
      ...['Decision: `PROCEED_TO_VERDICT`', 'Decision: **PROCEED_TO_VERDICT**', '**Decision:** `proceed_to_verdict`', '| Field | Value |\n|---|---|\n| Decision | PROCEED_TO_VERDICT |', '| **Decision** | `PROCEED_TO_VERDICT` |'].map((line) => ({
        name: `recommended: a value in code or emphasis marks, or a table row, is read (${JSON.stringify(line)})`,
        files: { ...consilium, 'human-directive.md': `# Human directive\n\nJudge: Olga\n\n${line}\n` },
        options: recommended,
        detail: 'directive present, Decision=PROCEED_TO_VERDICT',
      })),
      {
        name: "recommended: a directive kept per round is read in the latest verdict's section, not at its first Decision",
        files: { ...consilium, 'human-directive.md': perRound([1, 'PROCEED_TO_VERDICT'], [2, 'DIRECTED_VERDICT\nDirected verdict: REJECT']), 'acceptance-log.md': twoRounds },
        options: recommended,
        detail: 'directive present, Decision=DIRECTED_VERDICT (its iteration 2 section, L6)',
      },
      {
        name: 'recommended: a directive titled for the latest verdict\'s round, or for a round not yet judged, passes',
        files: { ...consilium, 'human-directive.md': '# Human directive — iteration 3\n\nDecision: REJECT_NOW\n', 'acceptance-log.md': twoRounds },
        options: recommended,
        detail: 'directive present, Decision=REJECT_NOW',
      },
      // The reference reads the first Decision line of the file and knows no rounds.
      {
        name: 'compat: a per-round directive is read at its first Decision, and an earlier round\'s directive passes',
        files: { ...consilium, 'human-directive.md': perRound([1, 'PROCEED_TO_VERDICT'], [2, 'DIRECTED_VERDICT']), 'acceptance-log.md': twoRounds },
        detail: 'directive present, Decision=PROCEED_TO_VERDICT',
      },
      { name: 'compat: a directive titled for an earlier round passes', files: { ...consilium, 'human-directive.md': staleTitled, 'acceptance-log.md': twoRounds }, detail: 'directive present, Decision=REJECT_NOW' },
      { name: 'recommended: one value and a note after a pipe that names no decision', files: { ...consilium, 'human-directive.md': '# Human directive\nDecision: REJECT_NOW | see crit-2\n' }, options: recommended, detail: 'directive present, Decision=REJECT_NOW' },
      // A note under a heading that opens with "Iteration N" holds no Decision: it is no per-round directive section.
      {
        name: 'recommended: a note heading `## Iteration 3 escalation` does not hide the Decision of a directive titled for the round',
        files: { ...consilium, 'human-directive.md': '# Human directive — checkout — iteration 3\n\nJudge: Olga\n\nDecision: PROCEED_TO_VERDICT\n\n## Iteration 2 escalation\nI authorise iteration 3 — focus ring only.\n', 'acceptance-log.md': threeRounds },
        options: recommended,
        detail: 'directive present, Decision=PROCEED_TO_VERDICT',
      },
      {
        name: "recommended: a note section after the round's directive section is not taken for that round's directive",
        files: { ...consilium, 'human-directive.md': `${perRound([1, 'PROCEED_TO_VERDICT'], [2, 'REJECT_NOW'])}\n## Iteration 2 notes for the manager\n- fix the focus ring first\n`, 'acceptance-log.md': twoRounds },
        options: recommended,
        detail: 'directive present, Decision=REJECT_NOW (its iteration 2 section, L6)',
      },
      // A Decision written after another revises it (probe hd07): the latest is in force, and the detail names what it revises.
      {
        name: 'recommended: a Decision revised after a call is read at the latest, naming the one it revises',
        files: { ...consilium, 'human-directive.md': revisedDirective, 'acceptance-log.md': log },
        options: recommended,
        detail: exactly('directive present, Decision=REJECT_NOW (L6, the latest Decision, revising PROCEED_TO_VERDICT (L3))'),
      },
      {
        name: 'recommended: a revision in a table row after a label line is the latest too',
        files: { ...consilium, 'human-directive.md': '# Human directive\n\nDecision: REJECT_NOW\n\n| Field | Value |\n|---|---|\n| Decision | PROCEED_TO_VERDICT |\n' },
        options: recommended,
        detail: exactly('directive present, Decision=PROCEED_TO_VERDICT (L7, the latest Decision, revising REJECT_NOW (L3))'),
      },
      { name: 'recommended: the same Decision written twice revises nothing', files: { ...consilium, 'human-directive.md': '# Human directive\n\nDecision: REJECT_NOW\n\nConfirmed after the call:\nDecision: REJECT_NOW\n' }, options: recommended, detail: exactly('directive present, Decision=REJECT_NOW') },
      { name: 'compat: the first Decision line is read, as the reference reads it', files: { ...consilium, 'human-directive.md': revisedDirective, 'acceptance-log.md': log }, detail: exactly('directive present, Decision=PROCEED_TO_VERDICT') },
      // A bilingual label: a short gloss ending in ` / ` before `Decision:`.
      ...['Решение судьи / Decision: PROCEED_TO_VERDICT', '**Решение** / **Decision:** PROCEED_TO_VERDICT', '- Решение судьи / Decision: `PROCEED_TO_VERDICT`', '**Решение / Decision:** PROCEED_TO_VERDICT', '**Решение судьи / Decision**: PROCEED_TO_VERDICT', '- **Decision / Решение:** PROCEED_TO_VERDICT', '**Решение *судьи* / Decision:** PROCEED_TO_VERDICT'].map((line) => ({
        name: `recommended: a label after a short gloss and \` / \` is read (\`${line}\`)`,
        files: { ...consilium, 'human-directive.md': `# Human directive\n\n${line}\n` },
        options: recommended,
        detail: exactly('directive present, Decision=PROCEED_TO_VERDICT'),
      })),
      { name: 'recommended: a heading holding the label is read (`## Decision: X`)', files: { ...consilium, 'human-directive.md': '# Human directive\n\n## Decision: REJECT_NOW\n\nThe light theme fails AA.\n' }, options: recommended, detail: 'directive present, Decision=REJECT_NOW' },
      // Markdown renders a line indented by one to three spaces as it renders it unindented.
      ...[' Decision: REJECT_NOW', '   Decision: REJECT_NOW', '  - **Decision:** REJECT_NOW'].map((line) => ({
        name: `recommended: a label indented by three spaces at most is read (${JSON.stringify(line)})`,
        files: { ...consilium, 'human-directive.md': `# Human directive\n\nJudge: Anna\n\n${line}\n` },
        options: recommended,
        detail: exactly('directive present, Decision=REJECT_NOW'),
      })),
    ],
    invalid: [
      {
        name: 'recommended: a later Decision that is none of the three is the one read, and fails at its value',
        files: { ...consilium, 'human-directive.md': '# Human directive\n\nDecision: PROCEED_TO_VERDICT\n\nUpdate:\nDecision: HOLD until Friday\n' },
        options: recommended,
        detail: exactly('human-directive.md Decision "HOLD until Friday" not in DIRECTED_VERDICT, PROCEED_TO_VERDICT, REJECT_NOW'),
        findings: [{ file: DIRECTIVE, line: 6, column: 11, message: exactly('Decision "HOLD until Friday" is not one of DIRECTED_VERDICT, PROCEED_TO_VERDICT, REJECT_NOW') }],
      },
      {
        name: 'recommended: an M ACCEPT written as `**ACCEPTED**` without a consilium or a directive',
        files: { 'criteria.md': criteria({ size: 'M' }), 'acceptance-log.md': '# Acceptance log\n## Iteration 1\n- all criteria met\n\n**ACCEPTED**\n' },
        options: recommended,
        detail: exactly('size=M ACCEPT written without consilium-summary.md or human-directive.md: the adversary pass and the human judge were skipped'),
        findings: [{ file: 'engagement/acceptance-log.md', line: 5, column: 3, message: exactly('ACCEPT without a consilium and a human directive') }],
      },
      {
        name: 'recommended: an indented Decision that is none of the three fails at its value',
        files: { ...consilium, 'human-directive.md': '# Human directive\n\n   Decision: HOLD\n' },
        options: recommended,
        findings: [{ file: DIRECTIVE, line: 3, column: 14, message: exactly('Decision "HOLD" is not one of DIRECTED_VERDICT, PROCEED_TO_VERDICT, REJECT_NOW') }],
      },
      {
        name: 'recommended: four spaces of indent are not read as the label (code, in markdown)',
        files: { ...consilium, 'human-directive.md': '# Human directive\n\n    Decision: REJECT_NOW\n' },
        options: recommended,
        detail: exactly(`${NO_DECISION} (line 3: Decision label in a form that is not read)`),
        findings: [{ file: DIRECTIVE, line: 3, column: 5, message: /^Decision label in a form that is not read; the form read is `Decision: X`/ }],
      },
      {
        name: 'recommended: a label the protocol reading does not read either is located, with the forms read',
        files: { ...consilium, 'human-directive.md': '# Human directive\n\n> Decision: PROCEED_TO_VERDICT\n' },
        options: recommended,
        findings: [{ file: DIRECTIVE, line: 3, column: 3, message: 'Decision label in a form that is not read; the form read is `Decision: X`, `**Decision:** X`, `**Decision**: X`, `- Decision: X`, `* Decision: X` or `## Decision: X`, opening the line' }],
        fix: 'Add a line `Decision: X` (or `**Decision:** X`, `- Decision: X`) with X one of DIRECTED_VERDICT, PROCEED_TO_VERDICT, REJECT_NOW',
      },
      {
        name: 'compat: a label after a gloss does not open the line and is not read, as in the reference',
        files: { ...consilium, 'human-directive.md': '# Human directive\n\nРешение судьи / Decision: PROCEED_TO_VERDICT\n' },
        detail: exactly(`${NO_DECISION} (line 3: Decision label in a form that is not read)`),
      },
      // A gloss is short and holds no colon: a sentence or a longer note before the label is not one.
      ...['Note: the template says / Decision: PROCEED_TO_VERDICT', `${'a'.repeat(41)} / Decision: PROCEED_TO_VERDICT`, 'Решение судьи /Decision: PROCEED_TO_VERDICT'].map((line) => ({
        name: `recommended: no gloss in \`${line.slice(0, 30)}…\`, so no Decision is read`,
        files: { ...consilium, 'human-directive.md': `# Human directive\n\n${line}\n` },
        options: recommended,
        detail: exactly(`${NO_DECISION} (line 3: Decision label in a form that is not read)`),
      })),
      // The title names the document with the word; the line below means to write the label, and is the one located.
      {
        name: 'recommended: a label not read is located at its line, not at a title that holds the word',
        files: { ...consilium, 'human-directive.md': '# Решение человека — export — iteration 1\n\nJudge: Anna\n\n> Решение: PROCEED_TO_VERDICT\n' },
        options: recommended,
        detail: exactly(`${NO_DECISION} (line 5: Decision label in a form that is not read)`),
        findings: [{ file: DIRECTIVE, line: 5, column: 3, message: /^Decision label in a form that is not read; the form read is `Decision: X`/ }],
      },
      // The Russian label mentioned in a form that is not read is located as the English one is.
      {
        name: 'recommended: «Решение» without its colon is located, with the forms read',
        files: { ...consilium, 'human-directive.md': '# Human directive\n\nРешение PROCEED_TO_VERDICT\n' },
        options: recommended,
        detail: exactly(`${NO_DECISION} (line 3: Decision label in a form that is not read)`),
        findings: [{ file: DIRECTIVE, line: 3, column: 1, message: /^Decision label in a form that is not read; the form read is `Decision: X`/ }],
      },
      {
        name: 'compat: «Решение: X», which the reference does not read, is located',
        files: { ...consilium, 'human-directive.md': '# Human directive\n\n**Решение:** PROCEED_TO_VERDICT\n' },
        detail: exactly(`${NO_DECISION} (line 3: Decision label in a form that is not read)`),
        findings: [{ file: DIRECTIVE, line: 3, column: 3, message: /^Decision label in a form that is not read/ }],
      },
      {
        name: 'compat: a heading holding the label is not read, as the reference reads the label',
        files: { ...consilium, 'human-directive.md': '# Human directive\n\n## Decision: PROCEED_TO_VERDICT\n' },
        detail: /no parseable `Decision:` line/,
      },
      {
        name: 'recommended: an unknown value in a Decision table row, at the value',
        files: { ...consilium, 'human-directive.md': '# Human directive\n\n| Decision | PROCEED |\n' },
        options: recommended,
        detail: 'human-directive.md Decision "PROCEED" not in DIRECTED_VERDICT, PROCEED_TO_VERDICT, REJECT_NOW',
        findings: [{ file: DIRECTIVE, line: 3, column: 14, message: 'Decision "PROCEED" is not one of' }],
      },
      {
        name: 'recommended: a decision written out in words is quoted as written, with the value it spells',
        files: { ...consilium, 'human-directive.md': '# Human directive\n\nDecision: proceed to verdict — the blockers are cosmetic\n' },
        options: recommended,
        detail: 'human-directive.md Decision "proceed to verdict" not in DIRECTED_VERDICT, PROCEED_TO_VERDICT, REJECT_NOW (write it PROCEED_TO_VERDICT)',
        findings: [{ file: DIRECTIVE, line: 3, column: 11, message: 'Decision "proceed to verdict" is not one of DIRECTED_VERDICT, PROCEED_TO_VERDICT, REJECT_NOW (write it PROCEED_TO_VERDICT)' }],
      },
      {
        name: 'recommended: a Decision table header row records no decision',
        files: { ...consilium, 'human-directive.md': '# Human directive\n\n| Decision | Rationale |\n|---|---|\n| see below | n/a |\n' },
        options: recommended,
        detail: NO_DECISION,
        findings: [noDecision],
      },
      {
        name: 'recommended: the template left in a table row',
        files: { ...consilium, 'human-directive.md': '# Human directive\n\n| Decision | `PROCEED_TO_VERDICT` / REJECT_NOW |\n' },
        options: recommended,
        detail: "human-directive.md Decision line still lists the template's choices: no decision was made",
        findings: [{ file: DIRECTIVE, line: 3, column: 15, message: 'Decision lists several choices' }],
      },
      ...['Decision: `PROCEED_TO_VERDICT`', 'Decision: **PROCEED_TO_VERDICT**'].map((line) => ({
        name: `compat: a value in marks is not read, and the finding says so rather than "without a value" (${line})`,
        files: { ...consilium, 'human-directive.md': `# Human directive\n\n${line}\n` },
        detail: `${NO_DECISION} (line 3: Decision value in code or emphasis marks, which is not read)`,
        findings: [{ file: DIRECTIVE, line: 3, column: 1, message: /^Decision value in code or emphasis marks, which is not read; write `Decision: X` opening the line/ }],
      })),
      {
        name: 'recommended: an unknown value after a bold label is located at the value',
        files: { ...consilium, 'human-directive.md': '# Human directive\n**Decision:** PROCEED\n' },
        options: recommended,
        findings: [{ file: DIRECTIVE, line: 2, column: 15, message: 'Decision "PROCEED" is not one of' }],
      },
      {
        name: 'recommended: an M ACCEPT with neither consilium nor human directive',
        files: mAccept,
        options: recommended,
        detail: 'size=M ACCEPT written without consilium-summary.md or human-directive.md: the adversary pass and the human judge were skipped',
        // at the verdict word of `### Verdict: ACCEPT`
        findings: [{ file: 'engagement/acceptance-log.md', line: 3, column: 14, message: 'ACCEPT without a consilium and a human directive' }],
      },
      {
        // Only the consilium is missing: the message names that file, and the fix does not ask for a directive that exists.
        name: 'recommended: an M ACCEPT with a human directive but no consilium names the missing consilium only',
        files: { ...mAccept, 'human-directive.md': '# Human directive\nDecision: PROCEED_TO_VERDICT\n' },
        options: recommended,
        detail: 'size=M ACCEPT written without consilium-summary.md: the adversary pass was skipped (human-directive.md was written without a consilium to read)',
        fix: 'Run the adversary pass for the tier to write consilium-summary.md, let the human read it and confirm or revise human-directive.md, then write the verdict.',
        findings: [{ file: 'engagement/acceptance-log.md', line: 3, column: 14, message: 'ACCEPT without a consilium (human-directive.md exists, but the human judged no adversary pass)' }],
      },
      ...[template, '# Human directive\nDecision:\n  REJECT_NOW / DIRECTED_VERDICT\n'].map((text) => ({
        name: `recommended: the template's choices left on the Decision line (${JSON.stringify(text.split('Decision:')[1])})`,
        files: { ...consilium, 'human-directive.md': text },
        options: recommended,
        detail: "human-directive.md Decision line still lists the template's choices: no decision was made",
        findings: [{ file: DIRECTIVE, line: 3, column: text === template ? 11 : 3, message: 'Decision lists several choices (the template left unfilled)' }],
      })),
      {
        name: 'recommended: a directive titled for an earlier round leaves the latest verdict without one',
        files: { ...consilium, 'criteria.md': criteria({ size: 'L' }), 'human-directive.md': staleTitled, 'acceptance-log.md': twoRounds },
        options: recommended,
        detail: 'the latest verdict (acceptance-log.md L6) is in iteration 2, but human-directive.md has no directive of that round: it is titled for iteration 1',
        fix: /writes that round's directive/,
        findings: [{ file: 'engagement/acceptance-log.md', line: 6, column: 14, message: 'verdict of iteration 2 written without a human directive of that round (human-directive.md is for iteration 1)' }],
      },
      {
        name: "recommended: a Decision outside the round's section is not called a label without a value",
        files: { ...consilium, 'human-directive.md': '# Human directive\n\nDecision: PROCEED_TO_VERDICT\n\n## Iteration 1\nDecision: REJECT_NOW\n\n## Iteration 2\nDecision: —\n', 'acceptance-log.md': twoRounds },
        options: recommended,
        detail: `${NO_DECISION} (its iteration 2 section, L8) (line 9: Decision label without a value)`,
        findings: [{ file: DIRECTIVE, line: 9, column: 1, message: /^Decision label without a value; / }],
      },
      {
        name: "recommended: a readable Decision that only sits outside the round's section is named as such",
        files: { ...consilium, 'human-directive.md': '# Human directive\n\nDecision: PROCEED_TO_VERDICT\n\n## Iteration 2\n| Decision | |\n', 'acceptance-log.md': twoRounds },
        options: recommended,
        detail: `${NO_DECISION} (its iteration 2 section, L5) (line 3: Decision PROCEED_TO_VERDICT sits outside the \`## Iteration 2\` section (L5–L6), the part of the directive that is read)`,
        findings: [{ file: DIRECTIVE, line: 3, column: 11, message: "Decision PROCEED_TO_VERDICT sits outside the `## Iteration 2` section (L5–L6), the part of the directive that is read; write that round's Decision in its section" }],
      },
      {
        name: 'compat: a value in quotes is not read, and the finding says so rather than "without a value"',
        files: { ...consilium, 'human-directive.md': '# Human directive\n\nDecision: "PROCEED_TO_VERDICT"\n' },
        detail: `${NO_DECISION} (line 3: Decision value in a form that is not read)`,
        findings: [{ file: DIRECTIVE, line: 3, column: 1, message: /^Decision value in a form that is not read; write `Decision: X` opening the line .*, X one of DIRECTED_VERDICT, PROCEED_TO_VERDICT, REJECT_NOW, bare$/ }],
      },
      {
        name: 'recommended: per-round sections that stop before the latest verdict\'s round',
        files: { ...consilium, 'criteria.md': criteria({ size: 'M' }), 'human-directive.md': perRound([1, 'PROCEED_TO_VERDICT']), 'acceptance-log.md': twoRounds },
        options: recommended,
        detail: 'human-directive.md has no directive of that round: its latest section is iteration 1 (L3)',
        findings: [{ file: 'engagement/acceptance-log.md', line: 6, message: /^verdict of iteration 2 written without a human directive/ }],
      },
    ],
  });
});

// The protocol's abort path: "Floor-holder writes stub acceptance-log.md with `### Verdict: ABORTED` + verbatim user
// quote + state snapshot … (sanity checks skipped under abort flag)". The user closed the engagement; no judge step is due.
describe('an engagement the user aborted after the consilium', () => {
  const recommended = { preset: 'recommended' as const };
  const aborted = '# Acceptance log\n\n## Aborted — 2026-06-10 17:45\n\n### Verdict: ABORTED\n\nUser, verbatim:\n> Close it, please.\n';
  const files = { ...consilium, 'criteria.md': criteria({ size: 'M' }), 'acceptance-log.md': aborted };
  ruleTester(rule, {
    valid: [
      {
        name: 'recommended: an ABORTED stub without a directive skips, naming the abort',
        status: 'skip',
        files,
        options: recommended,
        detail: 'engagement aborted by the user (latest verdict ABORTED at engagement/acceptance-log.md:L5): no human directive is due',
      },
      {
        name: 'recommended: an ABORTED round 2 with only the round-1 directive skips too',
        status: 'skip',
        files: { ...files, 'human-directive.md': perRound([1, 'REJECT_NOW']), 'acceptance-log.md': '# Log\n## Iteration 1\n### Verdict: REJECT\n\n## Iteration 2\n### Verdict: ABORTED\n' },
        options: recommended,
        detail: /^engagement aborted by the user \(latest verdict ABORTED at engagement\/acceptance-log\.md:L6\)/,
      },
      {
        name: 'recommended: the abort written under a bare `### Verdict` heading skips too',
        status: 'skip',
        files: { ...files, 'acceptance-log.md': aborted.replace('### Verdict: ABORTED', '### Verdict\nABORTED') },
        options: recommended,
        detail: 'engagement aborted by the user (latest verdict ABORTED at engagement/acceptance-log.md:L6): no human directive is due',
      },
      {
        name: 'recommended: an abort before an earlier ACCEPT is not the latest verdict (the ACCEPT rule still runs)',
        files: { ...files, 'human-directive.md': '# Human directive\nDecision: PROCEED_TO_VERDICT\n', 'acceptance-log.md': '# Log\n## Iteration 1\n### Verdict: ABORTED\n\n## Iteration 2\n### Verdict: ACCEPT\n' },
        options: recommended,
        detail: 'directive present, Decision=PROCEED_TO_VERDICT',
      },
    ],
    invalid: [
      {
        name: 'compat: an ABORTED stub without a directive fails, as the reference reads it',
        files,
        detail: 'consilium ran but human-directive.md absent AND director already wrote verdict',
        findings: [{ file: 'engagement/acceptance-log.md', line: 5, column: 14, message: 'verdict written without a human-directive.md' }],
      },
    ],
  });
});

// Between round N's consilium and its verdict: the counter is N and acceptance-log.md holds round N-1's
// verdict only. director-verdict skips there ("the director has not written the iteration N verdict");
// under recommended a missing directive is not due yet either, and compat no longer claims the verdict is written.
describe("before the current round's verdict", () => {
  const recommended = { preset: 'recommended' as const };
  const round2 = { 'consilium-summary.md': '# Consilium summary — checkout — iteration 2\n## Findings\n', 'criteria.md': criteria({ size: 'L' }), iteration: '2\n', 'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n\n### Verdict: REJECT\n- crit-3: no 422\n' };
  ruleTester(rule, {
    valid: [
      {
        name: "recommended: the counter's round has no verdict yet, so its directive is not due",
        status: 'skip',
        files: round2,
        options: recommended,
        detail: "consilium done; awaiting the iteration 2 human directive (acceptance-log.md has no `## Iteration 2` section yet (its latest round is iteration 1, L3): the director has not written the iteration 2 verdict; this is normal mid-acceptance)",
      },
      {
        name: 'recommended: a log kept without sections that ends in a REJECT, the counter one round on',
        status: 'skip',
        files: { ...round2, 'acceptance-log.md': '# Acceptance log\n\n### Verdict: REJECT\n- crit-3: no 422\n' },
        options: recommended,
        detail: /^consilium done; awaiting the iteration 2 human directive \(acceptance-log\.md holds 1 verdict \(the latest REJECT at L3\) and the counter is 2/,
      },
    ],
    invalid: [
      {
        name: 'compat: fails as the reference does, naming the earlier round the verdict is of',
        files: round2,
        detail: "consilium ran but human-directive.md absent AND acceptance-log.md holds a verdict, though of an earlier round: acceptance-log.md has no `## Iteration 2` section yet (its latest round is iteration 1, L3): the director has not written the iteration 2 verdict",
        findings: [{ file: 'engagement/acceptance-log.md', line: 5, column: 14, message: 'human-directive.md absent: this verdict is read as written without it, though the counter names iteration 2, whose verdict is not written yet (--preset recommended waits for it)' }],
      },
      {
        name: "recommended: the round's verdict is written (its section is there) without a directive",
        files: { ...round2, 'acceptance-log.md': `${round2['acceptance-log.md']}\n## Iteration 2\n\n### Verdict: ACCEPT\n` },
        options: recommended,
        detail: 'consilium ran but human-directive.md absent AND director already wrote verdict',
        findings: [{ file: 'engagement/acceptance-log.md', line: 10, column: 14, message: 'verdict written without a human-directive.md' }],
      },
      {
        // director-verdict reads such a consilium against round 1's section: round 1's verdict had no directive.
        name: 'recommended: a consilium titled for the earlier round the log judged still needs its directive',
        files: { ...round2, 'consilium-summary.md': '# Consilium summary — checkout — iteration 1\n## Findings\n' },
        options: recommended,
        detail: 'consilium ran but human-directive.md absent AND director already wrote verdict',
      },
      // Round 2's verdict written in a legacy form is written all the same: the directive was due before it.
      {
        name: "recommended: a log kept without sections whose round 2 ACCEPT is a legacy `**ACCEPTED**`",
        files: { ...round2, 'acceptance-log.md': '# Acceptance log\n\n### Verdict: REJECT\n- crit-3: no 422\n\n**ACCEPTED**\n' },
        options: recommended,
        detail: exactly('consilium ran but human-directive.md absent AND director already wrote verdict'),
        findings: [{ file: 'engagement/acceptance-log.md', line: 6, column: 3, message: exactly('verdict written without a human-directive.md (the human judge step was skipped)') }],
      },
      {
        name: 'recommended: the counter names the round the log judged',
        files: { ...round2, iteration: '1\n' },
        options: recommended,
        detail: 'consilium ran but human-directive.md absent AND director already wrote verdict',
      },
    ],
  });
});
