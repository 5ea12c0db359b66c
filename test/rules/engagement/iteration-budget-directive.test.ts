/**
 * iteration-budget and the human directive's go-ahead for another round ("S: 1 iteration. REJECT → human directive
 * (rework / abandon), no auto-loop"; "Decision: PROCEED_TO_VERDICT | REJECT_NOW | DIRECTED_VERDICT"): a note granting
 * rework or one more round, or under DIRECTED_VERDICT the judge's instruction to work it, authorises the next round only.
 */
import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/iteration-budget.js';
import { criteria } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';

// S, round 1 REJECTed on crit-1, counter 2, round 2 under way (the S template's handoff title `iter 2`).
const S_LOG = '# Acceptance log — csv-export-delimiter\n\n## Iteration 1 — 2026-07-11 18:00\n\n### Verdict: REJECT\nReason: crit-1 not met. Rework: the owning task only.\n';
const TITLE = '# Human directive — csv-export-delimiter — iteration 1\n\nJudge: Olga Mironova (product owner)\n\n';
const sRound2 = (directive: string) => ({ 'criteria.md': criteria({ size: 'S' }), iteration: '2\n', 'acceptance-log.md': S_LOG, 'handoff.md': '# Handoff — iter 2 — csv-export-delimiter\n', 'human-directive.md': directive });
/** The directive of round 1 with a Decision and, on L7, a note. */
const directive = (decision: string, note: string) => sRound2(`${TITLE}Decision: ${decision}\n\n${note}\n`);
const AT_L7 = 'iteration 2 is over the budget of 1 (size S); user authorisation for iteration 2 at engagement/human-directive.md:L7';
const NONE = /^iteration 2 is over the budget of 1 \(size S\) and no user authorisation is recorded; round 2 work has started \(engagement\/handoff\.md:L1\) after the REJECT of round 1 \(engagement\/acceptance-log\.md:L5\) with no human directive to rework/;
const takenBack = (word: string) => new RegExp(`${NONE.source}; engagement/human-directive\\.md:L7 reads as a go-ahead but also says "${word}", so it is none$`);
// S, rounds 1 and 2 REJECTed, counter 3 and round 3 under way.
const S_LOG3 = `${S_LOG}\n## Iteration 2 — 2026-07-12 18:00\n\n### Verdict: REJECT\nReason: crit-1 not met again.\n`;
const sRound3 = (directiveText: string) => ({ ...sRound2(directiveText), iteration: '3\n', 'acceptance-log.md': S_LOG3, 'handoff.md': '# Handoff — iter 3 — csv-export-delimiter\n' });

describe('iteration-budget: the human directive authorises the next round', () => {
  ruleTester(rule, {
    valid: [
      {
        name: 'DIRECTED_VERDICT with the note "Rework allowed: one more round on crit-1."',
        files: sRound2(`${TITLE}Decision: DIRECTED_VERDICT\n\n## Notes for the manager\n- Rework allowed: one more round on crit-1.\n`),
        detail: 'iteration 2 is over the budget of 1 (size S); user authorisation for iteration 2 at engagement/human-directive.md:L8',
      },
      // A note granting rework or another round, whatever the Decision.
      ...(
        [
          ['PROCEED_TO_VERDICT', 'One more round allowed on crit-1.'],
          ['REJECT_NOW', 'Rework permitted, crit-1 only.'],
          ['REJECT_NOW', '- Extra round OK for the postal code check.'],
          ['DIRECTED_VERDICT', 'Rework allowed, no more than one round.'],
          ['DIRECTED_VERDICT', 'Доработка разрешена по crit-1.'],
          ['DIRECTED_VERDICT', 'Разрешаю ещё один раунд.'],
          ['REJECT_NOW', 'Ещё одна итерация разрешена, не более одной.'],
        ] as const
      ).map(([decision, note]) => ({ name: `Decision ${decision}, note: ${note}`, files: directive(decision, note), detail: AT_L7 })),
      // The judge choosing rework out of the protocol's two choices (rework / abandon), whatever the Decision.
      ...(
        [
          ['REJECT_NOW', 'Rework, not abandon: one more round for the 1.005 case, then close either way.'],
          ['REJECT_NOW', 'Rework (not abandon): crit-1 only.'],
          ['PROCEED_TO_VERDICT', 'Rework rather than abandon.'],
          ['REJECT_NOW', 'Доработка, а не отказ: ещё один круг по crit-1.'],
        ] as const
      ).map(([decision, note]) => ({ name: `Decision ${decision}, the choice of rework: ${note}`, files: directive(decision, note), detail: AT_L7 })),
      // Under DIRECTED_VERDICT the judge's instruction to work the round.
      ...[
        '- One more round on crit-1.',
        'Directed verdict: REJECT, rework crit-1 (the postal code check).',
        'Rework crit-1 only.',
        'Send it back for rework on crit-1.',
        '- Ещё одна итерация по crit-1.',
        'Указание: вернуть на доработку crit-1.',
      ].map((note) => ({ name: `DIRECTED_VERDICT, instruction: ${note}`, files: directive('DIRECTED_VERDICT', note), detail: AT_L7 })),
      {
        name: 'the instruction on the Decision line itself',
        files: sRound2(`${TITLE}Decision: DIRECTED_VERDICT — REJECT, rework crit-1\n`),
        detail: 'iteration 2 is over the budget of 1 (size S); user authorisation for iteration 2 at engagement/human-directive.md:L5',
      },
      {
        name: "DIRECTED_VERDICT in the directive's `## Iteration 1` section: its instruction is for round 2",
        files: sRound2('# Human directive — csv-export-delimiter\n\n## Iteration 1\nDecision: DIRECTED_VERDICT\n\n- One more round on crit-1.\n'),
        detail: 'iteration 2 is over the budget of 1 (size S); user authorisation for iteration 2 at engagement/human-directive.md:L6',
      },
      {
        name: "M: round 1's directive granting rework is for round 2, inside the budget: counter 3 after round 2's REJECT still awaits the escalation",
        files: {
          'criteria.md': criteria({ size: 'M' }),
          iteration: '3\n',
          'acceptance-log.md': S_LOG3,
          'handoff.md': '# Handoff — iteration 2 — csv-export-delimiter\n',
          'human-directive.md': `${TITLE}Decision: DIRECTED_VERDICT\n\n- Rework allowed: one more round on crit-1.\n`,
          // Round 2, the last allowed, followed the pre-final-iteration escalation.
          'scope-sync.md': '# Scope sync\n\n## Escalation before iteration 2 — 2026-07-11 19:00\nEscalated to the user: crit-1 not met.\n',
        },
        status: 'skip',
        detail: /^between rounds: counter 3 follows the REJECT of round 2 \(engagement\/acceptance-log\.md:L\d+\), the last of the budget of 2 \(size M\), and no round 3 work has started; no escalation/,
      },
    ],
    invalid: [
    { name: 'M: round 2 under way, no pre-final-iteration escalation recorded', status: 'warn', files: { 'criteria.md': criteria({ size: 'M' }), iteration: '2\n', 'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n\n### Verdict: REJECT\n- crit-1\n', 'handoff.md': '# Handoff — iteration 2\n' } },
      // The instruction counts under DIRECTED_VERDICT only; a mere mention of a round under any Decision is none.
      ...(
        [
          ['PROCEED_TO_VERDICT', '- One more round on crit-1.'],
          ['REJECT_NOW', 'Rework crit-1 only.'],
          ['DIRECTED_VERDICT', 'The lead asks for another round on crit-1.'],
          ['DIRECTED_VERDICT', 'Rework was done in round 1; crit-1 is still open.'],
          ['DIRECTED_VERDICT', 'The reworked check was reviewed by the acceptor.'],
          ['REJECT_NOW', 'Abandon, not rework.'],
        ] as const
      ).map(([decision, note]) => ({ name: `Decision ${decision}, not a go-ahead: ${note}`, files: directive(decision, note), detail: new RegExp(`${NONE.source}$`) })),
      // Negations and refusals: not read, or read and taken back.
      ...['No more rounds.', 'No further rework on crit-1.', 'Без доработки: закрываем engagement.'].map((note) => ({
        name: `a refusal of another round: ${note}`,
        files: directive('DIRECTED_VERDICT', note),
        detail: new RegExp(`${NONE.source}$`),
      })),
      ...(
        [
          ['Rework not allowed.', 'not'],
          ['Rework forbidden on crit-1.', 'forbidden'],
          ['Rework: none.', 'none'],
          ['Abandon; rework is not allowed.', 'not'],
          ['Rework allowed? No.', undefined],
          ['Без доработки, одобряю как есть.', 'Без'],
          ['Доработка запрещена.', 'запрещ'],
          ['Ещё одна итерация не разрешена.', 'не'],
          ['Rework rejected.', 'rejected'],
          ['Rework, not abandon? No: stop here.', undefined],
        ] as const
      ).map(([note, word]) => ({
        name: `a go-ahead taken back: ${note}`,
        files: directive('DIRECTED_VERDICT', note),
        detail: word ? takenBack(word) : new RegExp(`${NONE.source}$`),
      })),
      {
        name: 'a directive of round 1 does not authorise round 3',
        files: sRound3(`${TITLE}Decision: DIRECTED_VERDICT\n\n- Rework allowed: one more round on crit-1.\n`),
        detail: /^iteration 3 is over the budget of 1 \(size S\); the recorded user authorisations cover iterations up to 2 only \(first at engagement\/human-directive\.md:L7\)$/,
      },
      {
        name: 'a directive naming no round authorises one more round, however many of its notes grant it',
        files: sRound3('# Human directive — csv-export-delimiter\n\nDecision: rework\n\n- Rework approved: one more round on crit-1.\n- I authorise one more iteration.\n'),
        detail: /^iteration 3 is over the budget of 1 \(size S\); the recorded user authorisations cover iterations up to 2 only \(first at engagement\/human-directive\.md:L3\)$/,
      },
    ],
  });
});

// Long runs of the directive's words: bench/hostile.mjs's iteration-budget-directive-word-runs measures their time.
describe('iteration-budget: a directive of long runs of its words', () => {
  const runs = [' '.repeat(100_000), 'rework '.repeat(15_000), 'one more round allowed '.repeat(5_000), 'ещё одна итерация '.repeat(6_000), 'REJECT, '.repeat(12_000), '- Directed verdict: REJECT — '.repeat(4_000), 'no more than '.repeat(8_000)];
  it('is read to a verdict', async () => {
    const r = await lint(rule, { files: sRound2(`${TITLE}Decision: DIRECTED_VERDICT\n\n${runs.join('\n')}\n`) });
    expect(r.status).toBe('pass');
  });
});
