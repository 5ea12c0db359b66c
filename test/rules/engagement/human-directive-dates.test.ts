// The protocol puts human-directive.md "between consilium and director verdict" ("Human reads consilium-summary.md
// as supreme judge, writes human-directive.md. THEN director acts per directive"): a directive dated after the
// verdict of its round was not there when the verdict was written.
import { describe } from 'vitest';
import rule from '../../../rules/engagement/human-directive.js';
import { ruleTester } from '../../rule-tester.js';
import { criteria } from '../../helpers.js';
import { exactly } from './exactly.js';

const DIRECTIVE = 'engagement/human-directive.md';
const recommended = { preset: 'recommended' as const };
const base = { 'consilium-summary.md': '# Consilium summary — dashboard — iteration 2\n## Findings\n', 'criteria.md': criteria({ size: 'L' }), iteration: '2\n' };

/** A directive titled for `iteration`, its Date line on L5. */
const directive = (date: string, iteration = 2) => `# Human directive — dashboard — iteration ${iteration}\n\nJudge: Olga\nRead: consilium-summary.md\n${date}\n\nDecision: PROCEED_TO_VERDICT\n`;
/** Two dated rounds: iteration 1 REJECT (L5), iteration 2 ACCEPT (L10, its heading on L8). */
const log = (round1 = '2026-06-02 19:40', round2 = '2026-06-03 18:05') =>
  `# Acceptance log\n\n## Iteration 1 — ${round1}\n\n### Verdict: REJECT\n- crit-3: no 422\n\n## Iteration 2 — ${round2}\n\n### Verdict: ACCEPT\n`;
/** A directive kept per round: `[iteration, date line]` pairs, each section `## Iteration N`, its Date, its Decision. */
const perRound = (...parts: Array<[number, string]>) => ['# Human directive — dashboard', ...parts.map(([n, d]) => `\n## Iteration ${n}\n${d}\nDecision: PROCEED_TO_VERDICT`), ''].join('\n');

const lateMessage = (date: string, verdict: string) => exactly(`directive dated ${date}, after the iteration 2 verdict it should precede (${verdict}): that verdict was written without the human's directive`);
const round2At = (date = '2026-06-03 18:05') => `the ACCEPT at acceptance-log.md L10, its round dated ${date} (L8)`;

describe('a human directive dated after the verdict it should precede', () => {
  ruleTester(rule, {
    valid: [
      { name: 'recommended: the directive dated before its round\'s verdict', files: { ...base, 'human-directive.md': directive('Date: 2026-06-03 17:20'), 'acceptance-log.md': log() }, options: recommended, detail: exactly('directive present, Decision=PROCEED_TO_VERDICT') },
      // A day without a time is the whole day: on the verdict's day it is not out of order, either way round.
      { name: 'recommended: a bare day on the day of a dated verdict', files: { ...base, 'human-directive.md': directive('Date: 2026-06-03'), 'acceptance-log.md': log() }, options: recommended },
      { name: 'recommended: a time on the day of a round dated by its day only', files: { ...base, 'human-directive.md': directive('Date: 2026-06-03 19:10'), 'acceptance-log.md': log(undefined, '2026-06-03') }, options: recommended },
      { name: 'recommended: the same minute', files: { ...base, 'human-directive.md': directive('Date: 2026-06-03 18:05'), 'acceptance-log.md': log() }, options: recommended },
      // Zones on both sides compare as instants: 18:30 at +03:00 is 15:30 UTC, before 16:00 UTC.
      { name: 'recommended: zones on both sides, the directive earlier as an instant', files: { ...base, 'human-directive.md': directive('Date: 2026-06-03 18:30 +03:00'), 'acceptance-log.md': log(undefined, '2026-06-03 16:00 UTC') }, options: recommended },
      // A zone on one side only: the other clock may be any zone's, so hours apart tell nothing.
      { name: 'recommended: a zone on one side only, hours apart', files: { ...base, 'human-directive.md': directive('Date: 2026-06-03 23:00 +03:00'), 'acceptance-log.md': log() }, options: recommended },
      // Round 2's directive is held to round 2's verdict, not to round 1's, which it follows.
      { name: 'recommended: several rounds, the directive after round 1 and before round 2', files: { ...base, 'human-directive.md': directive('Date: 2026-06-03 09:00'), 'acceptance-log.md': log() }, options: recommended },
      {
        name: 'recommended: per-round sections, each dated before its round\'s verdict',
        files: { ...base, 'human-directive.md': perRound([1, 'Date: 2026-06-02 19:00'], [2, '**Date:** 2026-06-03 17:20']), 'acceptance-log.md': log() },
        options: recommended,
        detail: exactly('directive present, Decision=PROCEED_TO_VERDICT (its iteration 2 section, L7)'),
      },
      // The next round's directive, written after the last verdict, awaits its own verdict.
      {
        name: 'recommended: a directive titled for the next round, dated after the latest verdict',
        files: { ...base, iteration: '3\n', 'human-directive.md': directive('Date: 2026-06-04 10:00', 3), 'acceptance-log.md': log() },
        options: recommended,
      },
      {
        name: 'recommended: a directive naming no round while the counter\'s round awaits its verdict',
        files: { ...base, iteration: '3\n', 'consilium-summary.md': '# Consilium summary — dashboard — iteration 3\n## Findings\n', 'human-directive.md': '# Human directive\n\nDate: 2026-06-04 10:00\n\nDecision: PROCEED_TO_VERDICT\n', 'acceptance-log.md': log().replace('ACCEPT', 'REJECT') },
        options: recommended,
      },
      { name: 'recommended: a date in a comment or fenced code is not read', files: { ...base, 'human-directive.md': directive('<!-- Date: 2026-06-05 10:00 -->\n```\nDate: 2026-06-05 10:00\n```'), 'acceptance-log.md': log() }, options: recommended },
      { name: 'recommended: an undated round is not compared', files: { ...base, 'human-directive.md': directive('Date: 2026-06-05 10:00'), 'acceptance-log.md': log().replace(' — 2026-06-03 18:05', '') }, options: recommended },
      {
        name: 'recommended: before the consilium ran, no directive is read',
        status: 'skip',
        files: { 'criteria.md': base['criteria.md'], 'human-directive.md': directive('Date: 2026-06-03 19:10', 1), 'acceptance-log.md': '# Acceptance log\n\n## Iteration 1 — 2026-06-02 19:40\n\n### Verdict: REJECT\n' },
        options: recommended,
        detail: 'consilium-summary.md missing — consilium not yet run',
      },
      // Other labels of the directive's own date are read as Date: is; a label of another moment, or a value not opening with a date, is not.
      { name: 'recommended: a When: line dated before its round\'s verdict', files: { ...base, 'human-directive.md': directive('When: 2026-06-03 17:20'), 'acceptance-log.md': log() }, options: recommended },
      { name: 'recommended: a Deadline: line is no date of the directive', files: { ...base, 'human-directive.md': directive('Deadline: 2026-06-05 10:00'), 'acceptance-log.md': log() }, options: recommended },
      { name: 'recommended: a When: line that opens with no date', files: { ...base, 'human-directive.md': directive('When: after the rework, 2026-06-05 10:00'), 'acceptance-log.md': log() }, options: recommended },
      { name: 'compat: a When: line after the verdict is not read', files: { ...base, 'human-directive.md': directive('When: 2026-06-03 19:10'), 'acceptance-log.md': log() }, detail: exactly('directive present, Decision=PROCEED_TO_VERDICT') },
      { name: 'compat: the reference reads no dates', files: { ...base, 'human-directive.md': directive('Date: 2026-06-03 19:10'), 'acceptance-log.md': log() }, detail: exactly('directive present, Decision=PROCEED_TO_VERDICT') },
    ],
    invalid: [
      {
        name: 'recommended: dated after its round\'s verdict, at the Date line, naming the verdict',
        files: { ...base, 'human-directive.md': directive('Date: 2026-06-03 19:10'), 'acceptance-log.md': log() },
        options: recommended,
        detail: exactly(`human-directive.md is dated 2026-06-03 19:10 (L5), after the iteration 2 verdict (${round2At()}): the verdict was written before the human's directive`),
        fix: /judges the round again/,
        findings: [{ file: DIRECTIVE, line: 5, column: 7, message: lateMessage('2026-06-03 19:10', round2At()) }],
      },
      {
        // No zone is 99 hours off UTC: the time reads as one written without a zone, two days after the verdict.
        name: 'recommended: an offset no zone has is no zone',
        files: { ...base, 'human-directive.md': directive('Date: 2026-06-05 09:00 +99:00'), 'acceptance-log.md': log() },
        options: recommended,
        findings: [{ file: DIRECTIVE, line: 5, column: 7, message: lateMessage('2026-06-05 09:00', round2At()) }],
      },
      {
        name: 'recommended: a bare day after the day of the verdict',
        files: { ...base, 'human-directive.md': directive('- **Date:** 2026-06-04'), 'acceptance-log.md': log() },
        options: recommended,
        findings: [{ file: DIRECTIVE, line: 5, column: 13, message: lateMessage('2026-06-04', round2At()) }],
      },
      {
        name: 'recommended: a day-first date under a Russian label',
        files: { ...base, 'human-directive.md': directive('Дата: 03.06.2026 19:10'), 'acceptance-log.md': log() },
        options: recommended,
        findings: [{ file: DIRECTIVE, line: 5, column: 7, message: lateMessage('03.06.2026 19:10', round2At()) }],
      },
      {
        // 17:20 UTC is after 18:05 at +03:00 (15:05 UTC), though earlier on the clock as written.
        name: 'recommended: zones on both sides, the directive later as an instant',
        files: { ...base, 'human-directive.md': directive('Date: 2026-06-03 17:20 UTC'), 'acceptance-log.md': log(undefined, '2026-06-03 18:05 +03:00') },
        options: recommended,
        findings: [{ file: DIRECTIVE, line: 5, column: 7, message: lateMessage('2026-06-03 17:20 UTC', round2At('2026-06-03 18:05 +03:00')) }],
      },
      {
        name: 'recommended: the date in a table row',
        files: { ...base, 'human-directive.md': directive('| Field | Value |\n|---|---|\n| **Date** | 2026-06-03 19:10 |'), 'acceptance-log.md': log() },
        options: recommended,
        findings: [{ file: DIRECTIVE, line: 7, column: 14, message: lateMessage('2026-06-03 19:10', round2At()) }],
      },
      // `When:`, `Timestamp:`, `Time:`, `At:`, `Date/time:`, `Когда:`, `Время:` label the directive's own date as `Date:` does.
      ...([
        ['When: 2026-06-03 19:10', 7],
        ['**Timestamp:** 2026-06-03 19:10', 16],
        ['- Time: 2026-06-03 19:10', 9],
        ['At: 2026-06-03 19:10', 5],
        ['Date/time: 2026-06-03 19:10', 12],
        ['Когда: 2026-06-03 19:10', 8],
        ['Время: 2026-06-03 19:10', 8],
      ] as const).map(([line, column]) => ({
        name: `recommended: dated after its round's verdict under \`${line.replace(/^[-*\s]+/, '').split(':')[0]}:\``,
        files: { ...base, 'human-directive.md': directive(line), 'acceptance-log.md': log() },
        options: recommended,
        detail: exactly(`human-directive.md is dated 2026-06-03 19:10 (L5), after the iteration 2 verdict (${round2At()}): the verdict was written before the human's directive`),
        findings: [{ file: DIRECTIVE, line: 5, column, message: lateMessage('2026-06-03 19:10', round2At()) }],
      })),
      {
        name: 'recommended: the date in a When table row',
        files: { ...base, 'human-directive.md': directive('| Field | Value |\n|---|---|\n| When | 2026-06-03 19:10 |'), 'acceptance-log.md': log() },
        options: recommended,
        findings: [{ file: DIRECTIVE, line: 7, column: 10, message: lateMessage('2026-06-03 19:10', round2At()) }],
      },
      {
        name: 'recommended: a zone on one side only, days apart',
        files: { ...base, 'human-directive.md': directive('Date: 2026-06-05 10:00Z'), 'acceptance-log.md': log() },
        options: recommended,
        findings: [{ file: DIRECTIVE, line: 5, column: 7, message: lateMessage('2026-06-05 10:00Z', round2At()) }],
      },
      {
        name: 'recommended: per-round sections, the latest round\'s dated after its verdict',
        files: { ...base, 'human-directive.md': perRound([1, 'Date: 2026-06-02 19:00'], [2, 'Date: 2026-06-03 18:30']), 'acceptance-log.md': log() },
        options: recommended,
        findings: [{ file: DIRECTIVE, line: 8, column: 7, message: lateMessage('2026-06-03 18:30', round2At()) }],
      },
      {
        name: 'recommended: a round section dated by its heading',
        files: { ...base, 'human-directive.md': '# Human directive — dashboard\n\n## Iteration 2 — 2026-06-03 18:30\nDecision: PROCEED_TO_VERDICT\n', 'acceptance-log.md': log() },
        options: recommended,
        findings: [{ file: DIRECTIVE, line: 3, column: 18, message: lateMessage('2026-06-03 18:30', round2At()) }],
      },
      {
        name: 'recommended: a round dated by a Date line, the verdict on a later line',
        files: { ...base, 'human-directive.md': directive('Date: 2026-06-03 19:10'), 'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n### Verdict: REJECT\n\n## Iteration 2\nDate: 2026-06-03 18:05\n\n### Verdict: ACCEPT\n' },
        options: recommended,
        findings: [{ file: DIRECTIVE, line: 5, message: exactly("directive dated 2026-06-03 19:10, after the iteration 2 verdict it should precede (the ACCEPT at acceptance-log.md L9, its round dated 2026-06-03 18:05 (L7)): that verdict was written without the human's directive") }],
      },
      {
        // A log kept without sections: its verdicts are rounds 1, 2, …; the verdict line gives the date.
        name: 'recommended: a log without sections, the verdict dated on its line',
        files: { ...base, 'human-directive.md': directive('Date: 2026-06-03 19:10'), 'acceptance-log.md': '# Acceptance log\n\n### Verdict: REJECT — 2026-06-02 19:40\n\n### Verdict: ACCEPT — 2026-06-03 18:05\n' },
        options: recommended,
        findings: [{ file: DIRECTIVE, line: 5, message: exactly("directive dated 2026-06-03 19:10, after the iteration 2 verdict it should precede (the ACCEPT at acceptance-log.md L5, dated 2026-06-03 18:05): that verdict was written without the human's directive") }],
      },
      {
        name: 'recommended: a directive naming no round, after the latest verdict',
        files: { ...base, 'human-directive.md': '# Human directive\n\nDate: 2026-06-03 19:10\n\nDecision: PROCEED_TO_VERDICT\n', 'acceptance-log.md': log() },
        options: recommended,
        findings: [{ file: DIRECTIVE, line: 3, column: 7, message: lateMessage('2026-06-03 19:10', round2At()) }],
      },
      {
        // The earlier round's directive is held to its own round: the latest verdict has none, as before.
        name: 'recommended: a directive of an earlier iteration is reported as missing for the latest round',
        files: { ...base, 'human-directive.md': directive('Date: 2026-06-02 20:00', 1), 'acceptance-log.md': log() },
        options: recommended,
        detail: /^the latest verdict \(acceptance-log\.md L10\) is in iteration 2, but human-directive\.md has no directive of that round/,
      },
      {
        name: 'recommended: a directive of iteration 1 dated after the only round\'s verdict',
        files: { ...base, iteration: '1\n', 'human-directive.md': directive('Date: 2026-06-02 20:00', 1), 'acceptance-log.md': '# Acceptance log\n\n## Iteration 1 — 2026-06-02 19:40\n\n### Verdict: REJECT\n- crit-3: no 422\n' },
        options: recommended,
        findings: [{ file: DIRECTIVE, line: 5, message: /^directive dated 2026-06-02 20:00, after the iteration 1 verdict it should precede \(the REJECT at acceptance-log\.md L5, its round dated 2026-06-02 19:40 \(L3\)\)/ }],
      },
    ],
  });
});
