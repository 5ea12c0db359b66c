import rule from '../../../rules/engagement/directive-followed.js';
import { ruleTester } from '../../rule-tester.js';
import { criteria } from '../../helpers.js';
import { exactly } from './exactly.js';

const LOG = 'engagement/acceptance-log.md';
const recommended = { preset: 'recommended' as const };
const directive = (body: string, title = '# Human directive — iteration 1') => `${title}\n\n${body}\n\n## Notes\n- read the consilium summary\n`;
const log = (...verdicts: string[]) => ['# Acceptance log', ...verdicts.map((v, i) => `\n## Iteration ${i + 1} — 2026-05-2${i + 1} 17:00\n\n### Verdict: ${v}\ncrit-1 checked.`), ''].join('\n');
const m = { 'criteria.md': criteria({ size: 'M' }) };
/** A one-round log whose verdict is written in `verdict`'s form (a legacy one): # / blank / ## It 1 / blank / crit-1 / blank / verdict on L7. */
const legacyLog = (verdict: string) => `# Acceptance log\n\n## Iteration 1 — 2026-05-21 17:00\n\ncrit-1 checked.\n\n${verdict}\n`;
/** A directive revised after a call: the first Decision on L3, the later one on L6. */
const revised = (first: string, later: string) => directive(`Decision: ${first}\n\nUpdate 16:40 after a call:\nDecision: ${later}`);
/** A directive that appends one section per round: `[iteration, body]` pairs, in file order. */
const rounds = (...parts: Array<[number, string]>) => ['# Human directive — dashboard', ...parts.map(([n, body]) => `\n## Iteration ${n} — 2026-06-0${n} 17:20\nJudge: Andrey\n\n${body}`), ''].join('\n');

/** A conditional accept in each order its words are written: each is an ACCEPT (binary-verdict fails it as conditional). */
const CONDITIONAL_ACCEPTS = ['ACCEPT CONDITIONAL', 'ACCEPT (conditional)', 'ACCEPT WITH CONDITIONS', 'CONDITIONAL ACCEPT', 'Conditionally accepted', 'CONDITIONAL-ACCEPT', 'ACCEPT-CONDITIONAL', 'PARTIAL ACCEPT'];

ruleTester(rule, {
  valid: [
    { name: 'REJECT_NOW followed by a REJECT', files: { ...m, 'human-directive.md': directive('Decision: REJECT_NOW'), 'acceptance-log.md': log('REJECT — crit-2 unmet') }, options: recommended, detail: 'Decision=REJECT_NOW; latest verdict REJECT (L5)' },
    { name: 'PROCEED_TO_VERDICT leaves the verdict to the director', files: { ...m, 'human-directive.md': directive('**Decision:** PROCEED_TO_VERDICT'), 'acceptance-log.md': log('ACCEPT') }, options: recommended, detail: /^Decision=PROCEED_TO_VERDICT leaves the verdict/ },
    ...['Decision: DIRECTED_VERDICT — REJECT', 'Decision: `DIRECTED_VERDICT` (REJECT, crit-3 unmet)', 'Decision: DIRECTED_VERDICT\nVerdict: REJECT', '- Decision: DIRECTED_VERDICT\n- **Directed verdict:** REJECT', '| Decision | DIRECTED_VERDICT → REJECT |', 'Decision: DIRECTED_VERDICT\n\nВердикт: REJECT — контраст не убедил', 'Decision: DIRECTED_VERDICT\nVeredicto dirigido: REJECT — el hallazgo 1 debe corregirse', 'Decision: DIRECTED_VERDICT\nGerichtetes Urteil: REJECT.', 'Decision: DIRECTED_VERDICT\n\nThe human directs a REJECT: the banner stays broken.'].map((body) => ({
      name: `a DIRECTED_VERDICT followed (${JSON.stringify(body)})`,
      files: { ...m, 'human-directive.md': directive(body), 'acceptance-log.md': log('REJECT') },
      options: recommended,
      detail: 'Decision=DIRECTED_VERDICT (REJECT) followed (L5)',
    })),
    ...CONDITIONAL_ACCEPTS.map((v) => ({
      name: `a directed ACCEPT followed by a conditional one, in any order of its words: ${v}`,
      files: { ...m, 'human-directive.md': directive('Decision: DIRECTED_VERDICT — ACCEPT'), 'acceptance-log.md': log(v) },
      options: recommended,
      detail: 'Decision=DIRECTED_VERDICT (ACCEPT) followed (L5)',
    })),
    { name: 'a directed ACCEPT followed', files: { ...m, 'human-directive.md': directive('Decision: DIRECTED_VERDICT: accept'), 'acceptance-log.md': log('ACCEPT') }, options: recommended, detail: 'Decision=DIRECTED_VERDICT (ACCEPT) followed (L5)' },
    { name: 'an untitled directive: the latest verdict counts, not an earlier ACCEPT', files: { ...m, 'human-directive.md': directive('Decision: REJECT_NOW', '# Human directive'), 'acceptance-log.md': log('ACCEPT', 'REJECT') }, options: recommended, detail: 'Decision=REJECT_NOW; latest verdict REJECT (L10)' },
    { name: 'no human-directive.md', status: 'skip', files: { ...m, 'acceptance-log.md': log('ACCEPT') }, options: recommended, detail: 'no human-directive.md' },
    {
      name: 'a verdict line left as the template\'s choices is no ACCEPT to hold to REJECT_NOW',
      status: 'skip',
      files: { ...m, 'human-directive.md': directive('Decision: REJECT_NOW'), 'acceptance-log.md': log('ACCEPT | REJECT') },
      options: recommended,
      detail: "Decision=REJECT_NOW; the latest verdict line (L5) still lists the template's choices (ACCEPT | REJECT), so no verdict was written (binary-verdict reports it)",
    },
    { name: 'no verdict yet', status: 'skip', files: { ...m, 'human-directive.md': directive('Decision: REJECT_NOW') }, options: recommended, detail: 'Decision=REJECT_NOW; no verdict written yet' },
    { name: 'a log without a verdict line', status: 'skip', files: { ...m, 'human-directive.md': directive('Decision: REJECT_NOW'), 'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\nreview in progress\n' }, options: recommended },
    ...['Decision: PROCEED', 'Decision: REJECT_NOW | PROCEED_TO_VERDICT | DIRECTED_VERDICT', '```\nDecision: REJECT_NOW\n```', 'We decided to reject now.'].map((body) => ({
      name: `no readable Decision (${JSON.stringify(body)})`,
      status: 'skip' as const,
      files: { ...m, 'human-directive.md': directive(body), 'acceptance-log.md': log('ACCEPT') },
      options: recommended,
      detail: 'human-directive.md holds no readable Decision (human-directive reports it)',
    })),
    // A verdict directed in words, as an instruction.
    ...['The manager must reject this round: crit-2 is not met.', 'Вернуть на доработку по crit-2: заказы последнего дня теряются.', 'Send it back for rework on crit-2.', 'Отклонить: crit-2 не выполнен.'].map((body) => ({
      name: `a DIRECTED_VERDICT of a REJECT in words, followed: ${body}`,
      files: { ...m, 'human-directive.md': directive(`Decision: DIRECTED_VERDICT\n${body}`), 'acceptance-log.md': log('REJECT') },
      options: recommended,
      detail: 'Decision=DIRECTED_VERDICT (REJECT) followed (L5)',
    })),
    // Words telling of a round, negated, or both ways, direct nothing.
    ...['crit-2 was rejected in round 1; the fix is in.', 'The manager must not reject this round over the icon.', 'Accept the work if crit-2 holds, else send it back for rework.'].map((body) => ({
      name: `a DIRECTED_VERDICT whose words direct no verdict: ${body}`,
      status: 'skip' as const,
      files: { ...m, 'human-directive.md': directive(`Decision: DIRECTED_VERDICT\n${body}`), 'acceptance-log.md': log('ACCEPT') },
      options: recommended,
      detail: /names no ACCEPT or REJECT/,
    })),
    // "Not ACCEPT: REJECT" names both: which is directed only a reader can tell.
    { name: 'a DIRECTED_VERDICT naming both in capitals, without a label', status: 'skip', files: { ...m, 'human-directive.md': directive('Decision: DIRECTED_VERDICT\n\nNot ACCEPT: REJECT until crit-2 holds.'), 'acceptance-log.md': log('ACCEPT') }, options: recommended, detail: /names no ACCEPT or REJECT/ },
    { name: 'a DIRECTED_VERDICT naming no verdict', status: 'skip', files: { ...m, 'human-directive.md': directive('Decision: DIRECTED_VERDICT\n\nSustain crit-2, overrule the rest.'), 'acceptance-log.md': log('ACCEPT') }, options: recommended, detail: /names no ACCEPT or REJECT/ },
    // Written for the next round, whose verdict is not written yet: nothing is missing.
    { name: 'a directive titled for a later iteration', status: 'skip', files: { ...m, 'human-directive.md': directive('Decision: REJECT_NOW', '# Human directive — iteration 3'), 'acceptance-log.md': log('REJECT', 'REJECT') }, options: recommended, detail: /^human-directive.md is titled for iteration 3; the latest verdict \(L10\) is in iteration 2$/ },
    { name: 'a directive titled for an earlier iteration', status: 'skip', files: { ...m, 'human-directive.md': directive('Decision: REJECT_NOW'), 'acceptance-log.md': log('REJECT', 'ACCEPT') }, options: recommended, detail: 'human-directive.md is titled for iteration 1; the latest verdict (L10) is in iteration 2; no directive of that round (human-directive reports it)' },
    {
      name: 'one directive per round: the section of the verdict\'s iteration counts, not the first Decision',
      files: { ...m, 'human-directive.md': rounds([1, 'Decision: REJECT_NOW'], [2, 'Decision: PROCEED_TO_VERDICT']), 'acceptance-log.md': log('REJECT', 'ACCEPT') },
      options: recommended,
      detail: 'Decision=PROCEED_TO_VERDICT leaves the verdict to the director; latest verdict ACCEPT (L10)',
    },
    {
      name: 'one directive per round, written newest first',
      files: { ...m, 'human-directive.md': rounds([2, 'Decision: PROCEED_TO_VERDICT'], [1, 'Decision: REJECT_NOW']), 'acceptance-log.md': log('REJECT', 'ACCEPT') },
      options: recommended,
      detail: /^Decision=PROCEED_TO_VERDICT leaves/,
    },
    {
      name: "a directed verdict is read in the round's own section",
      files: { ...m, 'human-directive.md': rounds([1, 'Decision: DIRECTED_VERDICT\nVerdict: REJECT'], [2, 'Decision: DIRECTED_VERDICT\nVerdict: ACCEPT']), 'acceptance-log.md': log('REJECT', 'ACCEPT') },
      options: recommended,
      detail: 'Decision=DIRECTED_VERDICT (ACCEPT) followed (L10)',
    },
    {
      name: 'a log without iteration headings: the latest section counts',
      files: { ...m, 'human-directive.md': rounds([1, 'Decision: REJECT_NOW'], [2, 'Decision: PROCEED_TO_VERDICT']), 'acceptance-log.md': '# Acceptance log\n\n### Verdict: ACCEPT\n' },
      options: recommended,
      detail: /^Decision=PROCEED_TO_VERDICT leaves/,
    },
    {
      name: 'no section for the iteration of the latest verdict',
      status: 'skip',
      files: { ...m, 'human-directive.md': rounds([1, 'Decision: REJECT_NOW']), 'acceptance-log.md': log('REJECT', 'ACCEPT') },
      options: recommended,
      detail: 'human-directive.md has no section for iteration 2, the one of the latest verdict (L10); its latest is iteration 1; no directive of that round (human-directive reports it)',
    },
    {
      name: "the round's section holds no Decision (an earlier section's does not stand in)",
      status: 'skip',
      files: { ...m, 'human-directive.md': rounds([1, 'Decision: REJECT_NOW'], [2, 'Judge still reading.']), 'acceptance-log.md': log('REJECT', 'ACCEPT') },
      options: recommended,
      detail: 'the iteration 2 section of human-directive.md holds no readable Decision',
    },
    // The latest Decision is the one in force: a revision appended after a call overrules the first.
    {
      name: 'a REJECT_NOW revised to PROCEED_TO_VERDICT leaves the verdict to the director, and says what it revises',
      files: { ...m, 'human-directive.md': revised('REJECT_NOW', 'PROCEED_TO_VERDICT'), 'acceptance-log.md': log('ACCEPT') },
      options: recommended,
      detail: exactly('Decision=PROCEED_TO_VERDICT (L6, revising REJECT_NOW (L3)) leaves the verdict to the director; latest verdict ACCEPT (L5)'),
    },
    // A verdict in a legacy form is the latest verdict too.
    {
      name: 'REJECT_NOW followed by a legacy `**REJECTED**`',
      files: { ...m, 'human-directive.md': directive('Decision: REJECT_NOW'), 'acceptance-log.md': legacyLog('**REJECTED** — crit-2 unmet') },
      options: recommended,
      detail: exactly('Decision=REJECT_NOW; latest verdict REJECTED (L7)'),
    },
    // A bold word opening prose ("**Accepted** risks") is no verdict: the REJECT stays the latest.
    {
      name: 'a bold `**Accepted** risks:` line after a REJECT is no ACCEPT',
      files: { ...m, 'human-directive.md': directive('Decision: REJECT_NOW'), 'acceptance-log.md': `${log('REJECT — crit-2 unmet')}**Accepted** risks: the CSV header order stays as is.\n` },
      options: recommended,
      detail: exactly('Decision=REJECT_NOW; latest verdict REJECT (L5)'),
    },
    { name: 'size S: no director phase', status: 'skip', files: { 'criteria.md': criteria({ size: 'S' }), 'human-directive.md': directive('Decision: REJECT_NOW'), 'acceptance-log.md': log('ACCEPT') }, options: recommended, detail: /^size=S: / },
  ],
  invalid: [
    ...['The manager must reject this round: crit-2 is not met.', 'Вернуть на доработку по crit-2: заказы последнего дня теряются.'].map((body) => ({
      name: `a REJECT directed in words, then an ACCEPT: ${body}`,
      files: { ...m, 'human-directive.md': directive(`Decision: DIRECTED_VERDICT\n${body}`), 'acceptance-log.md': log('ACCEPT') },
      options: recommended,
      detail: 'the human directed the verdict REJECT (engagement/human-directive.md:4) but the latest verdict is ACCEPT (acceptance-log.md L5)',
      findings: [{ file: LOG, line: 5, column: 14, message: 'ACCEPT contradicts the directed verdict REJECT (engagement/human-directive.md:4)' }],
    })),
    {
      name: 'an ACCEPT directed in words, then a REJECT',
      files: { ...m, 'human-directive.md': directive('Decision: DIRECTED_VERDICT\nПринять работу: замечание по иконке не блокирует.'), 'acceptance-log.md': log('REJECT — icon') },
      options: recommended,
      detail: /^the human directed the verdict ACCEPT \(engagement\/human-directive\.md:4\) but the latest verdict is REJECT/,
    },
    ...CONDITIONAL_ACCEPTS.map((v) => ({
      name: `REJECT_NOW, then a conditional accept, in any order of its words: ${v}`,
      files: { ...m, 'human-directive.md': directive('Decision: REJECT_NOW'), 'acceptance-log.md': log(v) },
      options: recommended,
      detail: /^the human directive is REJECT_NOW \(engagement\/human-directive\.md:3\) but the latest verdict is ACCEPT(?:ED)? \(acceptance-log\.md L5\)$/,
      findings: [{ file: LOG, line: 5, column: 14, message: /^ACCEPT(?:ED)? contradicts the human directive REJECT_NOW/ }],
    })),
    {
      name: 'REJECT_NOW, then an ACCEPT',
      files: { ...m, 'human-directive.md': directive('Decision: REJECT_NOW'), 'acceptance-log.md': log('ACCEPT') },
      options: recommended,
      detail: 'the human directive is REJECT_NOW (engagement/human-directive.md:3) but the latest verdict is ACCEPT (acceptance-log.md L5)',
      fix: 'Act per the directive',
      findings: [{ file: LOG, line: 5, column: 14, message: 'ACCEPT contradicts the human directive REJECT_NOW (engagement/human-directive.md:3)' }],
    },
    {
      name: 'REJECT_NOW in a table row and a bold list-item verdict',
      files: { ...m, 'human-directive.md': '# Human directive\n\n| Field | Value |\n|---|---|\n| Decision | **REJECT_NOW** |\n', 'acceptance-log.md': '# Log\n## Iteration 1\n- **Verdict:** ACCEPT\n' },
      options: recommended,
      findings: [{ file: LOG, line: 3, column: 16, message: 'ACCEPT contradicts the human directive REJECT_NOW (engagement/human-directive.md:5)' }],
    },
    ...['Veredicto dirigido: REJECT — el hallazgo 1 debe corregirse', 'The human directs a REJECT: the banner stays broken.'].map((line) => ({
      name: `a directed REJECT in other words (${line}), then an ACCEPT`,
      files: { ...m, 'human-directive.md': directive(`Decision: DIRECTED_VERDICT\n\n${line}`), 'acceptance-log.md': log('ACCEPT') },
      options: recommended,
      detail: 'the human directed the verdict REJECT (engagement/human-directive.md:5) but the latest verdict is ACCEPT (acceptance-log.md L5)',
    })),
    {
      name: 'a directed REJECT, then an ACCEPT',
      files: { ...m, 'human-directive.md': directive('Decision: DIRECTED_VERDICT\n\nVerdict: REJECT — crit-3 unmet'), 'acceptance-log.md': log('ACCEPT') },
      options: recommended,
      detail: 'the human directed the verdict REJECT (engagement/human-directive.md:5) but the latest verdict is ACCEPT (acceptance-log.md L5)',
      findings: [{ file: LOG, line: 5, column: 14, message: 'ACCEPT contradicts the directed verdict REJECT (engagement/human-directive.md:5)' }],
    },
    {
      name: 'a directed ACCEPT, then a REJECT',
      files: { ...m, 'human-directive.md': directive('Decision: DIRECTED_VERDICT — ACCEPT'), 'acceptance-log.md': log('REJECT — crit-2') },
      options: recommended,
      findings: [{ file: LOG, line: 5, column: 14, message: 'REJECT contradicts the directed verdict ACCEPT (engagement/human-directive.md:3)' }],
    },
    {
      name: 'the directive of the current iteration, then an ACCEPT',
      files: { ...m, 'human-directive.md': directive('Decision: REJECT_NOW', '# Human directive — iteration 2'), 'acceptance-log.md': log('REJECT', 'ACCEPT') },
      options: recommended,
      findings: [{ file: LOG, line: 10, column: 14, message: 'ACCEPT contradicts the human directive REJECT_NOW' }],
    },
    {
      name: 'one directive per round: REJECT_NOW in the latest round, then an ACCEPT',
      files: { ...m, 'human-directive.md': rounds([1, 'Decision: PROCEED_TO_VERDICT'], [2, 'Decision: REJECT_NOW']), 'acceptance-log.md': log('REJECT', 'ACCEPT') },
      options: recommended,
      detail: 'the human directive is REJECT_NOW (engagement/human-directive.md:11) but the latest verdict is ACCEPT (acceptance-log.md L10)',
      findings: [{ file: LOG, line: 10, column: 14, message: 'ACCEPT contradicts the human directive REJECT_NOW (engagement/human-directive.md:11)' }],
    },
    // A verdict in any form verdict-canonical recognises is the verdict held to the directive (probe lg10).
    ...([
      ['**ACCEPTED**', 7, 3, 'ACCEPTED'],
      ['**ACCEPTED** — all criteria verified', 7, 3, 'ACCEPTED'],
      ['Verdict ACCEPTED', 7, 9, 'ACCEPTED'],
      ['## Verdict\n\nACCEPT — all criteria met', 9, 1, 'ACCEPT'],
      ['### ✅ Verdict: ACCEPT', 7, 16, 'ACCEPT'],
      ['### Вердикт: ACCEPT', 7, 14, 'ACCEPT'],
    ] as const).map(([verdict, line, column, word]) => ({
      name: `REJECT_NOW, then an ACCEPT written as ${JSON.stringify(verdict)}`,
      files: { ...m, 'human-directive.md': directive('Decision: REJECT_NOW'), 'acceptance-log.md': legacyLog(verdict) },
      options: recommended,
      detail: exactly(`the human directive is REJECT_NOW (engagement/human-directive.md:3) but the latest verdict is ${word} (acceptance-log.md L${line})`),
      findings: [{ file: LOG, line, column, message: exactly(`${word} contradicts the human directive REJECT_NOW (engagement/human-directive.md:3)`) }],
    })),
    // Probe hd07: the judge revised PROCEED_TO_VERDICT to REJECT_NOW; the first Decision no longer holds.
    {
      name: 'a PROCEED_TO_VERDICT revised to REJECT_NOW, then an ACCEPT',
      files: { ...m, 'human-directive.md': revised('PROCEED_TO_VERDICT', 'REJECT_NOW'), 'acceptance-log.md': log('ACCEPT') },
      options: recommended,
      detail: exactly('the human directive is REJECT_NOW (engagement/human-directive.md:6, revising PROCEED_TO_VERDICT (L3)) but the latest verdict is ACCEPT (acceptance-log.md L5)'),
      findings: [{ file: LOG, line: 5, column: 14, message: exactly('ACCEPT contradicts the human directive REJECT_NOW (engagement/human-directive.md:6, revising PROCEED_TO_VERDICT (L3))') }],
    },
    {
      name: 'a directed verdict revised from REJECT to ACCEPT, then a REJECT',
      files: { ...m, 'human-directive.md': directive('Decision: DIRECTED_VERDICT\nVerdict: REJECT — crit-3 unmet\n\nUpdate after the call:\nVerdict: ACCEPT — crit-3 is out of scope after all'), 'acceptance-log.md': log('REJECT — crit-3') },
      options: recommended,
      detail: exactly('the human directed the verdict ACCEPT (engagement/human-directive.md:7) but the latest verdict is REJECT (acceptance-log.md L5)'),
      findings: [{ file: LOG, line: 5, column: 14, message: exactly('REJECT contradicts the directed verdict ACCEPT (engagement/human-directive.md:7)') }],
    },
    {
      name: 'one directive per round: a table-row Decision is read in its section',
      files: { ...m, 'human-directive.md': rounds([1, 'Decision: PROCEED_TO_VERDICT'], [2, '| Decision | REJECT_NOW |']), 'acceptance-log.md': log('REJECT', 'ACCEPT') },
      options: recommended,
      findings: [{ file: LOG, line: 10, column: 14, message: 'ACCEPT contradicts the human directive REJECT_NOW (engagement/human-directive.md:11)' }],
    },
  ],
});

// The verdict under a bare `### Verdict` heading is the director's verdict; the user's abort is nobody's to hold to the directive.
ruleTester(rule, {
  valid: [
    {
      name: 'a REJECT under a bare `### Verdict` heading follows REJECT_NOW',
      files: { ...m, 'human-directive.md': directive('Decision: REJECT_NOW'), 'acceptance-log.md': legacyLog('### Verdict\nREJECT — crit-2 unmet') },
      options: recommended,
      detail: exactly('Decision=REJECT_NOW; latest verdict REJECT (L8)'),
    },
    ...['### Verdict: ABORTED\n\nUser, verbatim:\n> stop, close it', '### Verdict\nABORTED'].map((verdict) => ({
      name: `the user's abort skips, naming it, whatever the directive directed: ${JSON.stringify(verdict.split('\n').slice(0, 2).join(' / '))}`,
      status: 'skip' as const,
      files: { ...m, 'human-directive.md': directive('Decision: DIRECTED_VERDICT — ACCEPT', '# Human directive — iteration 2'), 'acceptance-log.md': `${log('REJECT — crit-2')}\n## Aborted — 2026-05-22 10:00\n\n${verdict}\n` },
      options: recommended,
      detail: /^engagement aborted by the user \(latest verdict ABORTED at engagement\/acceptance-log\.md:L1[01]\): the director wrote no verdict to hold to the human directive$/,
    })),
  ],
  invalid: [
    {
      name: 'an ACCEPT under a bare `### Verdict` heading contradicts REJECT_NOW, at the verdict',
      files: { ...m, 'human-directive.md': directive('Decision: REJECT_NOW'), 'acceptance-log.md': legacyLog('### Verdict\nACCEPT') },
      options: recommended,
      findings: [{ file: LOG, line: 8, column: 1, message: /^ACCEPT contradicts the human directive REJECT_NOW/ }],
    },
  ],
});
