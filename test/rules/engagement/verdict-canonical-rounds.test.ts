// "acceptance-log.md (director, append-only) … One section per iteration": a round's section is the director's
// record of judging its handoff, closed by its verdict. Before the director acts the log has no section for the
// round (the waiting state the other verdict rules read); a section holding no verdict leaves tools reading an
// earlier round's verdict as the latest. And the abort stub: "### Verdict: ABORTED + verbatim user quote + state snapshot".
import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/verdict-canonical.js';
import { cleanupTrees } from '../../helpers.js';
import { MAX_FINDINGS } from '../../../packages/core/src/engine.js';
import { lint, ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

afterAll(cleanupTrees);

const LOG = 'engagement/acceptance-log.md';
const recommended = { preset: 'recommended' as const };
/** Round 1 REJECT (its verdict on L5), then round 2 (its heading on L8) holding `round2`. */
const log = (round2: string) => `# Acceptance log\n\n## Iteration 1 — 2026-06-05 10:30\n\n### Verdict: REJECT\nBlocking: crit-1.\n\n## Iteration 2 — 2026-06-06 15:30\n\n- crit-1 ✅ fixed\n- crit-2 ✅ unchanged\n${round2}`;

describe('a round of acceptance-log.md holding no verdict', () => {
  ruleTester(rule, {
    valid: [
      { name: 'recommended: no acceptance-log.md yet', status: 'skip', files: { iteration: '1\n' }, options: recommended },
      { name: 'recommended: the latest round closed by its canonical verdict', files: { 'acceptance-log.md': log('\n### Verdict: ACCEPT\n') }, options: recommended, detail: exactly('canonical verdict found: ACCEPT (the latest of 2 verdict lines, at L13)') },
      // Before the director acts, the round has no section: the log ends with the rejected round.
      { name: 'recommended: the next round not yet judged (no section for it)', files: { iteration: '2\n', 'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n\n### Verdict: REJECT\n' }, options: recommended, detail: exactly('canonical verdict found: REJECT') },
      // "handoff INCOMPLETE (returned unread, doesn't burn iteration budget)": a note of that return judges nothing.
      { name: 'recommended: the latest round notes a handoff returned INCOMPLETE', files: { 'acceptance-log.md': log('\nHandoff returned INCOMPLETE: §6 missing (ux_heavy), no iteration burned.\n') }, options: recommended },
      { name: 'recommended: the latest round notes a handoff returned unread', files: { 'acceptance-log.md': log('\nReturned unread: screens missing.\n') }, options: recommended },
      // A round repeated under the same number (a second section of iteration 1) is not a later round.
      { name: 'recommended: an earlier section of the same round without a verdict', files: { 'acceptance-log.md': '# Log\n\n## Iteration 1 — notes\n- crit-1 checked\n\n## Iteration 1 — verdict\n### Verdict: ACCEPT\n' }, options: recommended },
      { name: 'compat: the reference passes on any canonical line', files: { 'acceptance-log.md': log('\nOutcome: approved, ship it.\n') }, detail: exactly('canonical verdict found: REJECT') },
      { name: 'compat: an earlier round without a verdict passes too', files: { 'acceptance-log.md': '# Log\n\n## Iteration 1\n- crit-1 ❌\n\n## Iteration 2\n### Verdict: ACCEPT\n' }, detail: exactly('canonical verdict found: ACCEPT') },
    ],
    invalid: [
      {
        name: 'recommended: the latest round\'s outcome written in words no tool reads, at that line',
        files: { iteration: '2\n', 'acceptance-log.md': log('\nOutcome: approved, ship it.\n') },
        options: recommended,
        detail: exactly('the latest round, iteration 2 (L8), holds no verdict; `Outcome: approved, ship it.` (L13) is no verdict line: tools reading the log take the earlier REJECT at L5 for its verdict; each round ends in `### Verdict: ACCEPT|REJECT|ABORTED`'),
        fix: /^End each `## Iteration N` round with its verdict on its own line/,
        findings: [{ file: LOG, line: 13, column: 1, message: exactly('`Outcome: approved, ship it.` is no verdict: iteration 2 (`## Iteration 2 — 2026-06-06 15:30`, L8) has no `### Verdict: ACCEPT|REJECT|ABORTED` line') }],
      },
      {
        name: 'recommended: the latest round without any verdict, at its heading',
        files: { iteration: '2\n', 'acceptance-log.md': log('\nAll good, shipping.\n') },
        options: recommended,
        detail: exactly('the latest round, iteration 2 (L8), holds no verdict: tools reading the log take the earlier REJECT at L5 for its verdict; each round ends in `### Verdict: ACCEPT|REJECT|ABORTED`'),
        findings: [{ file: LOG, line: 8, column: 1, message: exactly('`## Iteration 2 — 2026-06-06 15:30` holds no verdict: write its `### Verdict: ACCEPT|REJECT|ABORTED` line') }],
      },
      {
        name: 'recommended: the latest round without a verdict, the counter moved past it',
        files: { iteration: '3\n', 'acceptance-log.md': log('') },
        options: recommended,
        detail: /^the latest round, iteration 2 \(L8\), holds no verdict though engagement\/iteration \(3\) has moved past it: tools reading/,
      },
      {
        name: 'recommended: a round after the ACCEPT holding no verdict',
        files: { 'acceptance-log.md': '# Acceptance log\n## Iteration 1\n### Verdict: REJECT\n## Iteration 2\n### Verdict: ACCEPT\nThe engagement billing-fix is **CLOSED**.\n## Iteration 3\n- crit-1 re-checked\n' },
        options: recommended,
        detail: /^the latest round, iteration 3 \(L7\), holds no verdict: tools reading the log take the earlier ACCEPT at L5 for its verdict/,
        findings: [{ file: LOG, line: 7, column: 1 }],
      },
      {
        name: 'recommended: an earlier round without a verdict, a later round following it',
        files: { 'acceptance-log.md': '# Log\n\n## Iteration 1\n- crit-1 ❌ no downgrade test\n\n## Iteration 2\n### Verdict: ACCEPT\n' },
        options: recommended,
        detail: exactly('iteration 1 (L3) holds no verdict, though iteration 2 (L6) follows it; each round ends in `### Verdict: ACCEPT|REJECT|ABORTED`'),
        findings: [{ file: LOG, line: 3, column: 1, message: exactly('`## Iteration 1` holds no verdict, though iteration 2 follows it: write its `### Verdict: ACCEPT|REJECT|ABORTED` line') }],
      },
      {
        name: 'recommended: several rounds without a verdict, three named in the detail, each found',
        files: { 'acceptance-log.md': ['# Log', '## Iteration 1', '### Verdict: REJECT', ...[2, 3, 4, 5].map((n) => `## Iteration ${n}\n- crit-1 checked`), ''].join('\n') },
        options: recommended,
        detail: /^iteration 2 \(L4\) holds no verdict, though iteration 3 \(L6\) follows it; .*; and 1 more round; each round ends in/,
        findings: [4, 6, 8, 10].map((line) => ({ file: LOG, line, column: 1 })),
      },
      {
        // The line under a fence is code, not the round's verdict.
        name: 'recommended: a verdict in fenced code closes no round',
        files: { 'acceptance-log.md': log('\n```\n### Verdict: ACCEPT\n```\n') },
        options: recommended,
        findings: [{ file: LOG, line: 8, column: 1 }],
      },
    ],
  });
});

describe('the ABORTED stub', () => {
  /** A log whose round 2 is the abort stub holding `body` before its verdict (on L10 with a one-line body). */
  const stub = (body: string, after = '') => `# Acceptance log\n\n## Iteration 1 — 2026-06-05 10:30\n\n### Verdict: REJECT\n\n## Iteration 2 — 2026-06-06 09:00\n\n${body}\n### Verdict: ABORTED${after}\n`;
  const lacking = (what: string, line = 10, iteration = ', iteration 2') =>
    exactly(`canonical verdict found: ABORTED (the latest of 2 verdict lines, at L${line}); the ABORTED stub (L${line}${iteration}) holds no ${what}: the protocol's stub is \`### Verdict: ABORTED\` + verbatim user quote + state snapshot`);
  const QUOTE = 'verbatim user quote (a `>` quote, a `User:` line or the words in quote marks)';
  const SNAPSHOT = 'state snapshot (where the work stood)';
  ruleTester(rule, {
    valid: [
      {
        name: 'recommended: a blockquote of the user and a State line',
        files: { 'acceptance-log.md': stub('Floor-holder: dev-manager\n\n> «Стоп, закрываем — архив будем делать через партиционирование.» (user, chat 08:55)\n\nState: iteration 2 rework in progress; downgrade fix committed, tests not re-run.\n') },
        options: recommended,
        detail: exactly('canonical verdict found: ABORTED (the latest of 2 verdict lines, at L15)'),
      },
      { name: 'recommended: a User: line and a snapshot after the verdict', files: { 'acceptance-log.md': stub('User: stop, we are dropping this feature', '\n- wave 1 merged, wave 2 not started') }, options: recommended },
      { name: 'recommended: the quote in marks on the verdict line, the snapshot in a list', files: { 'acceptance-log.md': stub('- t1 done, t2 half done, t3 not started', ' — the user said “stop, not now”') }, options: recommended },
      { name: 'recommended: a log without rounds holding only the stub', files: { 'acceptance-log.md': '# Acceptance log\n\nUser: «останавливаем, бюджет закончился»\n\n### Verdict: ABORTED\nState: wave 1 done, no handoff.\n' }, options: recommended },
      { name: 'recommended: a snapshot in fenced code', files: { 'acceptance-log.md': stub('> "stop"\n```\n$ git status\nmodified: src/jobs/archive_orders.py\n```') }, options: recommended },
      // A snapshot is prose, which may share the quote's line: the user's words alone are not flagged.
      { name: 'recommended: the user\'s words alone', files: { 'acceptance-log.md': stub('> «Стоп, закрываем.»') }, options: recommended, detail: exactly('canonical verdict found: ABORTED (the latest of 2 verdict lines, at L10)') },
      { name: 'compat: the reference passes the bare stub', files: { 'acceptance-log.md': stub('') }, detail: exactly('canonical verdict found: ABORTED (the latest of 2 verdict lines, at L10)') },
      // An explicit stop beside a hesitation is an abort: "Wait, stop everything".
      { name: 'recommended: a clarification word beside a stop', files: { 'acceptance-log.md': stub('> «Подожди… нет, стоп, закрываем.»\nState: wave 1 merged.') }, options: recommended },
      { name: 'recommended: «хватит» beside a hesitation is a stop', files: { 'acceptance-log.md': stub('> «Хватит, подожди с этим.»\nState: wave 1 merged.') }, options: recommended },
      { name: 'recommended: "we are done" after "hold on"', files: { 'acceptance-log.md': stub('User: "hold on... no, we are done with this, pull the plug"\nState: wave 1 merged.') }, options: recommended },
      { name: 'recommended: an English stop after "wait"', files: { 'acceptance-log.md': stub('User: "wait, just cancel it, we are not doing this"\nState: wave 1 merged.') }, options: recommended },
      { name: 'compat: the reference reads no quote', files: { 'acceptance-log.md': stub('User: «не уверен, подожди»') } },
    ],
    invalid: [
      {
        name: 'recommended: the bare stub warns at its verdict, naming both',
        status: 'warn',
        files: { 'acceptance-log.md': stub('') },
        options: recommended,
        detail: lacking(`${QUOTE} and no ${SNAPSHOT}`),
        fix: /^Add to the stub the user's words/,
        findings: [{ file: LOG, line: 10, column: 1, severity: 'warning', message: exactly(`ABORTED stub with no ${QUOTE} and no ${SNAPSHOT}: the protocol's stub is \`### Verdict: ABORTED\` + verbatim user quote + state snapshot`) }],
      },
      { name: 'recommended: a snapshot without the user\'s words', status: 'warn', files: { 'acceptance-log.md': stub('State: rework in progress, tests not re-run.') }, options: recommended, detail: lacking(QUOTE) },
      // Who wrote the stub is no snapshot of the work; words in marks with no letters are no quote.
      { name: 'recommended: only the floor-holder and an empty quote', status: 'warn', files: { 'acceptance-log.md': stub('Floor-holder: dev-manager (Opus)\n"…"') }, options: recommended, detail: lacking(`${QUOTE} and no ${SNAPSHOT}`, 11) },
      ...[
        ['«не уверен, подожди, давай по-другому с логотипом»', 'User, verbatim: '],
        ['"not sure, hold on, let\'s do the logo another way"', '> '],
      ].map(([words, lead]) => ({
        name: `recommended: a stub quoting scope clarification only (${words})`,
        files: { 'acceptance-log.md': stub(`${lead}${words}\nState: rework of t02 dispatched, not returned.`) },
        options: recommended,
        detail: exactly(`canonical verdict found: ABORTED (the latest of 2 verdict lines, at L11); the user's words the stub quotes (${lead}${words}) are scope clarification, not an abort: the protocol's trigger is an explicit "стоп / забей / закрой / отменяю / не делай это"`),
        fix: /^Reopen the engagement: route the clarification to loop-to-intake/,
        findings: [{ file: LOG, line: 11, column: 1, message: exactly('ABORTED on words that stop nothing (the protocol: "NOT triggered by "не уверен / подожди / давай по-другому" (those are scope clarification)")') }],
      })),
      {
        name: 'recommended: a log without rounds holding the bare stub',
        status: 'warn',
        files: { 'acceptance-log.md': '# Acceptance log\n\n### Verdict: ABORTED\n' },
        options: recommended,
        detail: exactly(`canonical verdict found: ABORTED; the ABORTED stub (L3) holds no ${QUOTE} and no ${SNAPSHOT}: the protocol's stub is \`### Verdict: ABORTED\` + verbatim user quote + state snapshot`),
      },
    ],
  });
});

describe('long logs', () => {
  it('thousands of rounds without a verdict: each found, as many as the engine keeps', async () => {
    const rounds = Array.from({ length: 3000 }, (_, k) => `## Iteration ${k + 2}\n- crit-1 checked`);
    const r = await lint(rule, { files: { 'acceptance-log.md': ['# Log', '## Iteration 1', '### Verdict: REJECT', ...rounds, ''].join('\n') }, options: recommended });
    expect(r.status).toBe('fail');
    expect(r.findings).toHaveLength(MAX_FINDINGS);
    expect(r.findings![1]!.line).toBe(6);
    expect(r.detail).toMatch(/; and 2997 more rounds; /);
  });
  it.each([' ', '«', '"', '„“', 'Outcome: ', 'INCOMPLETE ', '> ', 'User: ', 'Floor-holder: a '])('100k characters of %j in a round and in the abort stub', async (w) => {
    const line = w.repeat(Math.ceil(100_000 / w.length)).slice(0, 100_000);
    for (const log of [`# Log\n## Iteration 1\n### Verdict: REJECT\n## Iteration 2\n${line}\n`, `# Log\n## Iteration 1\n${line}\n### Verdict: ABORTED ${line}\n${line}\n`]) {
      const r = await lint(rule, { files: { 'acceptance-log.md': log }, options: recommended });
      expect(r.internal_error, r.detail).toBeUndefined();
      expect(['fail', 'warn', 'pass']).toContain(r.status);
    }
  });
});
