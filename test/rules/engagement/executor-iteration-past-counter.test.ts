// "engagement/iteration … Source of truth": a report's `## Iteration k` numbered past the counter is work of a
// round the counter has not opened, unless that round (the next one) is on record as begun.
import { describe } from 'vitest';
import rule from '../../../rules/engagement/executor-iteration-structure.js';
import { ruleTester } from '../../rule-tester.js';
import { criteria } from '../../helpers.js';
import { exactly } from './exactly.js';

const recommended = { preset: 'recommended' as const };
const FILE = 'engagement/executor-reports/dev-frontend.md';
/** A report with a section per number, `## Iteration N` on lines 2, 4, 6, …; `extra` goes under the last one. */
const report = (ns: number[], extra = '') => ['# dev-frontend', ...ns.flatMap((n) => [`## Iteration ${n}`, `- round ${n} work`]), extra, ''].join('\n');
const at = (counter: number, ns: number[], extra = '') => ({ 'criteria.md': criteria({ size: 'L' }), iteration: `${counter}\n`, 'executor-reports/dev-frontend.md': report(ns, extra) });
const log = (n: number, verdict: string) => `# Acceptance log\n## Iteration ${n}\n### Verdict: ${verdict}\n- F-1 [crit-2]: the focus ring is missing\n`;
const pastNext = (k: number, n: number, instead: string) =>
  `\`## Iteration ${k}\` is numbered past the iteration counter ${n} (engagement/iteration), and nothing records iteration ${k} as begun (no REJECT of iteration ${n} in acceptance-log.md, no re-dispatch in iteration ${k}): ${instead}, or set engagement/iteration to ${k} if iteration ${k} has begun`;
const passed = (n: number, reached: string, note: string) => exactly(`all 1 executor-reports keep \`## Iteration N\` structure (iteration ${n}; ${reached})${note}`);

describe('sections numbered past the counter', () => {
  ruleTester(rule, {
    valid: [
      { name: 'recommended: the counter already bumped to the section\'s iteration', files: at(3, [1, 2, 3]), options: recommended, detail: passed(3, 'each with `## Iteration 3`', '') },
      {
        name: 'recommended: iteration 2 rejected and the counter not yet moved: its rework under `## Iteration 3` is the round under way',
        files: { ...at(2, [1, 2, 3]), 'acceptance-log.md': log(2, 'REJECT') },
        options: recommended,
        detail: passed(2, 'each with `## Iteration 2`', "; dev-frontend.md's `## Iteration 3` is ahead of the counter 2, as iteration 2 was rejected (engagement/acceptance-log.md:3)"),
      },
      ...[
        ['### What changed since iter-2', '`What changed since iter-2`', 8],
        ['Re-dispatched in iteration 3 for the focus ring.', '`Re-dispatched`', 8],
        ['- Director rejected iteration 2: focus ring missing', '`rejected`', 8],
      ].map(([extra, quote, line]) => ({
        name: `recommended: the section says itself it is iteration 3's work (${extra})`,
        files: at(2, [1, 2, 3], extra as string),
        options: recommended,
        detail: passed(2, 'each with `## Iteration 2`', `; dev-frontend.md's \`## Iteration 3\` is ahead of the counter 2, as engagement/executor-reports/dev-frontend.md:${line} says so (${quote})`),
      })),
      {
        name: 'recommended: handoff §4 says the specialist was re-dispatched in iteration 3',
        files: { ...at(2, [1, 3]), 'handoff.md': '# Handoff — iteration 2\n\n## 4. Executor reports\n- dev-frontend — `executor-reports/dev-frontend.md` (t04; re-dispatched in iteration 3 for the focus ring)\n' },
        options: recommended,
        detail: passed(2, '0 of them with `## Iteration 2`', "; dev-frontend.md's `## Iteration 3` is ahead of the counter 2, as engagement/handoff.md:4 says this specialist was re-dispatched in iteration 3"),
      },
      {
        name: "recommended: a dispatch event's own `iteration` is 3",
        files: { ...at(2, [1, 2, 3]), 'events.jsonl': '{"type": "specialist_dispatched", "specialist": "dev-frontend", "iteration": 3}\n' },
        options: recommended,
        detail: /ahead of the counter 2, as engagement\/events\.jsonl:1 dispatches this specialist in iteration 3\)?$/,
      },
      {
        name: 'recommended: setext sections, the form the rule reads as level 2, up to the counter',
        files: { ...at(3, []), 'executor-reports/dev-frontend.md': '# dev-frontend\n\nIteration 1\n---\n- a\n\nIteration 3 — 2026-06-05\n---\n- c\n' },
        options: recommended,
        detail: passed(3, 'each with `## Iteration 3`', ''),
      },
      {
        // The round's last verdict is the one it ended in: re-judged to REJECT after an ACCEPT, the next round may come.
        name: 'recommended: iteration 2 accepted, then re-opened by a REJECT: `## Iteration 3` is the rework under way',
        files: { ...at(2, [1, 2, 3]), 'acceptance-log.md': `${log(2, 'ACCEPT')}\nRe-opened after the user found a regression.\n### Verdict: REJECT\n` },
        options: recommended,
        detail: passed(2, 'each with `## Iteration 2`', "; dev-frontend.md's `## Iteration 3` is ahead of the counter 2, as iteration 2 was rejected (engagement/acceptance-log.md:7)"),
      },
      { name: 'compat: a section past the counter after an ACCEPT is not read either', files: { ...at(2, [1, 2, 3], '### What changed since iter-2'), 'acceptance-log.md': log(2, 'ACCEPT') }, detail: exactly('all 1 executor-reports have iteration-2 structure') },
      { name: 'compat: a section past the counter is not read, as by the reference (it has 1 and the counter)', files: at(2, [1, 2, 3]), detail: exactly('all 1 executor-reports have iteration-2 structure') },
      { name: 'compat: counter 1 still skips', status: 'skip', files: at(1, [1, 2]), detail: exactly('iteration=1, no iteration structure required yet') },
      { name: 'recommended: counter 1 with iteration 1 only still skips', status: 'skip', files: at(1, [1]), options: recommended },
      { name: 'recommended: counter 1, iteration 1 rejected: `## Iteration 2` is the rework under way', status: 'skip', files: { ...at(1, [1, 2]), 'acceptance-log.md': log(1, 'REJECT') }, options: recommended },
      { name: 'recommended: counter 0 (before the first increment) still skips', status: 'skip', files: at(0, [1]), options: recommended },
    ],
    invalid: [
      {
        name: 'recommended: `## Iteration 3` at counter 2 beside `## Iteration 2`, nothing recording iteration 3',
        files: at(2, [1, 2, 3]),
        options: recommended,
        detail: exactly('executor-reports with an `## Iteration N` section numbered past the counter 2: dev-frontend.md'),
        fix: exactly("Number each report's sections by engagement/iteration: a section past the counter is a round the counter has not opened."),
        findings: [{ file: FILE, line: 6, column: 1, message: exactly(pastNext(3, 2, 'move its work under `## Iteration 2`')) }],
      },
      {
        name: 'recommended: `## Iteration 1` then `## Iteration 3` at counter 2',
        files: at(2, [1, 3]),
        options: recommended,
        findings: [{ file: FILE, line: 4, column: 1, message: exactly(pastNext(3, 2, "head this round's section `## Iteration 2`")) }],
      },
      ...[
        ['a negated re-dispatch', 'Not re-dispatched in iteration 3.'],
        ['a change dated to iteration 2', '### What changed since iter-1'],
        ['a rejection naming no iteration', '- Director rejected: focus ring missing'],
      ].map(([what, extra]) => ({
        name: `recommended: ${what} in the section records no iteration 3 (${extra})`,
        files: at(2, [1, 3], extra),
        options: recommended,
        findings: [{ file: FILE, line: 4, column: 1, message: /^`## Iteration 3` is numbered past the iteration counter 2 / }],
      })),
      {
        name: 'recommended: only iteration 1 judged: iteration 3 has not begun',
        files: { ...at(2, [1, 2, 3]), 'acceptance-log.md': log(1, 'REJECT') },
        options: recommended,
        findings: [{ file: FILE, line: 6, column: 1, message: exactly(pastNext(3, 2, 'move its work under `## Iteration 2`')) }],
      },
      // "no round follows an ACCEPT" (nor the user's abort): the section's own words, a §4 line or a dispatch event
      // that would date it to the next round do not open one.
      ...([
        ['iteration 2 accepted', 'ACCEPT', ''],
        ['iteration 2 accepted, the section saying what changed since iter-2', 'ACCEPT', '### What changed since iter-2'],
        ['iteration 2 accepted, the section saying it was re-dispatched in iteration 3', 'ACCEPT', 'Re-dispatched in iteration 3 for the focus ring.'],
        ['the user aborted in iteration 2, the section saying what changed since iter-2', 'ABORTED', '### What changed since iter-2'],
      ] as const).map(([what, verdict, extra]) => ({
        name: `recommended: ${what}: iteration 3 cannot have begun`,
        files: { ...at(2, [1, 2, 3], extra), 'acceptance-log.md': log(2, verdict) },
        options: recommended,
        detail: exactly('executor-reports with an `## Iteration N` section numbered past the counter 2: dev-frontend.md'),
        findings: [{ file: FILE, line: 6, column: 1, message: exactly(`\`## Iteration 3\` is numbered past the iteration counter 2 (engagement/iteration), and iteration 2 ended in ${verdict} (engagement/acceptance-log.md:3), which no round follows: move its work under \`## Iteration 2\``) }],
      })),
      {
        name: 'recommended: iteration 2 accepted, a dispatch event in iteration 3 opens no round either',
        files: { ...at(2, [1, 2, 3]), 'acceptance-log.md': log(2, 'ACCEPT'), 'events.jsonl': '{"type": "specialist_dispatched", "specialist": "dev-frontend", "iteration": 3}\n' },
        options: recommended,
        findings: [{ file: FILE, line: 6, column: 1, message: /ended in ACCEPT \(engagement\/acceptance-log\.md:3\), which no round follows/ }],
      },
      {
        name: 'recommended: iteration 2 rejected, then re-judged to ACCEPT: it ended in the ACCEPT',
        files: { ...at(2, [1, 2, 3]), 'acceptance-log.md': `${log(2, 'REJECT')}\nRe-checked after the fix landed.\n### Verdict: ACCEPT\n` },
        options: recommended,
        findings: [{ file: FILE, line: 6, column: 1, message: /ended in ACCEPT \(engagement\/acceptance-log\.md:7\), which no round follows/ }],
      },
      {
        name: 'recommended: two rounds past an accepted counter\'s iteration',
        files: { ...at(2, [1, 2, 4]), 'acceptance-log.md': log(2, '**ACCEPTED**').replace('### Verdict: **ACCEPTED**', '**ACCEPTED**') },
        options: recommended,
        findings: [{ file: FILE, line: 6, column: 1, message: exactly('`## Iteration 4` is numbered past the iteration counter 2 (engagement/iteration), 2 rounds ahead, and iteration 2 ended in ACCEPTED (engagement/acceptance-log.md:3), which no round follows: move its work under `## Iteration 2`') }],
      },
      {
        name: 'recommended: two rounds past the counter, even after a REJECT of the counter\'s iteration',
        files: { ...at(2, [1, 2, 4]), 'acceptance-log.md': log(2, 'REJECT') },
        options: recommended,
        findings: [{ file: FILE, line: 6, column: 1, message: exactly('`## Iteration 4` is numbered past the iteration counter 2 (engagement/iteration), 2 rounds ahead: move its work under `## Iteration 2`, or correct engagement/iteration if it is behind') }],
      },
      {
        name: 'recommended: an indented heading is found at its column; a setext one at its text',
        files: { ...at(2, []), 'executor-reports/dev-frontend.md': '# dev-frontend\n## Iteration 1\n- a\n   ## Iteration 3\n- c\n\nIteration 4\n---\n- d\n' },
        options: recommended,
        findings: [
          { file: FILE, line: 4, column: 4, message: /^`## Iteration 3` is numbered past the iteration counter 2 .*head this round's section `## Iteration 2`/ },
          { file: FILE, line: 7, column: 1, message: /^`## Iteration 4` is numbered past the iteration counter 2 \(engagement\/iteration\), 2 rounds ahead: / },
        ],
      },
      {
        name: 'recommended: counter 1 and `## Iteration 2`, nothing recording iteration 2',
        files: at(1, [1, 2]),
        options: recommended,
        detail: exactly('executor-reports with an `## Iteration N` section numbered past the counter 1: dev-frontend.md'),
        findings: [{ file: FILE, line: 4, column: 1, message: exactly(pastNext(2, 1, 'move its work under `## Iteration 1`')) }],
      },
      {
        name: 'recommended: a report first dispatched in the round under way still warns as starting late, naming that round',
        status: 'warn',
        files: { ...at(2, [3]), 'acceptance-log.md': log(2, 'REJECT') },
        options: recommended,
        detail: exactly("executor-reports starting after iteration 1: dev-frontend.md; dev-frontend.md's `## Iteration 3` is ahead of the counter 2, as iteration 2 was rejected (engagement/acceptance-log.md:3)"),
        findings: [{ file: FILE, line: 2, column: 1, message: exactly('first iteration heading is `## Iteration 3`: first dispatched then, or iteration 1 was overwritten') }],
      },
      {
        name: 'compat: `## Iteration 1` then `## Iteration 3` at counter 2 fails for the missing `## Iteration 2` only, as before',
        files: at(2, [1, 3]),
        detail: exactly('executor-reports missing `## Iteration 2` (and/or `## Iteration 1`) heading: dev-frontend.md'),
        findings: [{ file: FILE, line: 4, column: 1, message: exactly('missing `## Iteration 2` (has 1, 3)') }],
      },
    ],
  });
});
