// slot-language under --preset recommended: rounds and iterations that are not the engagement's budget. The protocol's
// own pre-final trigger named ("Pre-final-iteration trigger: before starting the last allowed iteration, escalate to
// user … Wait for explicit «продолжаем»"), a loop's iteration in the product's code, and a validator's round of fixes
// inside the iteration; the team's pressure beside them still fails, and compat reads as the reference does.
import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/slot-language.js';
import { cleanupTrees } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';

afterAll(cleanupTrees);

const recommended = { preset: 'recommended' as const };
const hit = (file: string, line: number, column: number, phrase: string) => ({ file: `engagement/${file}`, line, column, message: `counter-pressure language "${phrase}"` });
/** A scope-sync.md whose lines start at its line 3. */
const scope = (...lines: string[]) => ({ 'scope-sync.md': `# Scope sync\n\n${lines.join('\n')}\n` });
/** A handoff whose §2 holds `lines` from its line 3 on. */
const handoff = (...lines: string[]) => ({ 'handoff.md': `# Handoff\n## 2. Deliverables + criteria trace\n${lines.join('\n')}\n` });
/** The column of `phrase` in `line`. */
const at = (line: string, phrase: string) => line.indexOf(phrase) + 1;
/** A handoff line flagged at its phrase. */
const flagged = (line: string, phrase: string) => ({ name: `recommended: ${line}`, files: handoff(line), options: recommended, findings: [hit('handoff.md', 3, at(line, phrase), phrase)] });

describe('recommended: the pre-final-iteration escalation named', () => {
  const trigger = [
    ['## Эскалация перед последней итерацией — 2026-06-04 18:30', '- Blockers after round 2: crit-5 — runbook lacks the alerting section.', '- User (Pavel R., 18:40): «продолжаем».'],
    ['## Escalation before the last round', '- User (Pavel R., 18:40): «продолжаем».'],
    ['## Pre-final escalation — before the final iteration'],
    ['- Escalated the blockers to the user before the final round; the user said «продолжаем».'],
    ['- Эскалировали пользователю перед последней итерацией: блокер crit-5, ответ «продолжаем».'],
    ['## Escalation before starting the last iteration — 2026-06-04'],
    // A record under an escalation heading names the same trigger.
    ['## Эскалация — 2026-06-04 18:30', '- Перед последней итерацией: блокер crit-5, runbook без раздела об алертах.'],
  ];
  /** Lines, the index of the flagged one among them, and its phrase. */
  const stillPressure: Array<[string[], number, string]> = [
    [['- Final round before escalation: please accept.'], 0, 'Final round'],
    [['- This is the last round before escalation.'], 0, 'last round'],
    [['- Escalation is near: this is the last round, please accept.'], 0, 'last round'],
    [['- Эскалация близко, это последняя итерация.'], 0, 'последняя итерация'],
    // Outside an escalation record, "before the last round" frames the team's round.
    [['## Status', '- Before the last round the login fix needs approval.'], 1, 'last round'],
    [['## Escalation — 2026-06-04', '- Blockers: crit-5.', '## Status', '- Before the last round the login fix needs approval.'], 3, 'last round'],
  ];
  ruleTester(rule, {
    valid: trigger.map((lines) => ({ name: `recommended: ${lines.join(' / ')}`, files: scope(...lines), options: recommended })),
    invalid: [
      ...stillPressure.map(([lines, k, phrase]) => ({ name: `recommended: ${lines.join(' / ')}`, files: scope(...lines), options: recommended, findings: [hit('scope-sync.md', 3 + k, at(lines[k]!, phrase), phrase)] })),
      { name: 'compat: the trigger named is read as the reference reads it', files: scope(trigger[1]![0]!), findings: [hit('scope-sync.md', 3, at(trigger[1]![0]!, 'last round'), 'last round')] },
    ],
  });
});

describe("recommended: a loop's iteration in the product's code", () => {
  const loops = [
    "- The retry loop's final iteration now re-raises the parse error instead of returning None.",
    "- The pagination loop's final iteration now flushes the CSV buffer.",
    '- The last iteration of the for-loop now closes the file handle.',
    '- On the final iteration of the retry loop the client re-raises the parse error.',
    '- На последней итерации цикла буфер CSV сбрасывается на диск.',
    '- Последняя итерация цикла retry теперь пробрасывает ошибку разбора.',
  ];
  const stillTeams: Array<[string, string]> = [
    ["- The rework loop's final iteration starts tomorrow.", 'final iteration'],
    ['- The final iteration of the review loop starts tomorrow.', 'final iteration'],
    ['- This is the final iteration of the retry loop.', 'final iteration'],
    ["- The retry loop's final iteration: we need approval.", 'final iteration'],
    ['- Последняя итерация цикла доработок, дальше решает пользователь.', 'Последняя итерация'],
  ];
  ruleTester(rule, {
    valid: loops.map((line) => ({ name: `recommended: ${line}`, files: handoff(line), options: recommended })),
    invalid: [
      ...stillTeams.map(([line, phrase]) => flagged(line, phrase)),
      { name: "compat: a loop's iteration is read as the reference reads it", files: handoff(loops[0]!), findings: [hit('handoff.md', 3, at(loops[0]!, 'final iteration'), 'final iteration')] },
    ],
  });
});

describe("recommended: a validator's round of fixes inside the iteration", () => {
  const validatorRounds = [
    '- Последний раунд правок по замечаниям code-reviewer внесён до мержа второй волны.',
    '- Ran the last round of code-reviewer fixes before the wave-2 merge.',
    '- The final round of test-reviewer comments is addressed in `tests/orders/export.test.ts`.',
  ];
  const stillTeams: Array<[string, string]> = [
    ['- This is the last round of code-reviewer fixes, please accept.', 'last round'],
    ['- The final round of code-reviewer fixes — after this we escalate.', 'final round'],
    ['- Последний раунд правок по замечаниям директора, просим принять.', 'Последний раунд'],
    ['- The final round of review is this one.', 'final round'],
  ];
  ruleTester(rule, {
    valid: validatorRounds.map((line) => ({ name: `recommended: ${line}`, files: handoff(line), options: recommended })),
    invalid: [
      ...stillTeams.map(([line, phrase]) => flagged(line, phrase)),
      { name: "compat: a validator's round is read as the reference reads it", files: handoff(validatorRounds[0]!), findings: [hit('handoff.md', 3, at(validatorRounds[0]!, 'Последний раунд'), 'Последний раунд')] },
    ],
  });
});

// Their time is bench/hostile.mjs's concern: here, that long inputs of the new readings' words give the right findings.
describe('slot-language: the new readings on long inputs', () => {
  it('recommended: 20k nested escalation headings, each over a record naming the trigger', async () => {
    const sections = Array.from({ length: 20_000 }, (_, i) => `${'#'.repeat((i % 6) + 1)} Escalation ${i}\n- Before the last round: crit-5.`).join('\n');
    const r = await lint(rule, { files: scope(sections, '', 'Status', '===', '', 'Before the last round the login fix needs approval.'), options: recommended });
    // The setext heading after them closes every escalation section: its line is the team's again.
    expect(r.findings).toEqual([hit('scope-sync.md', 40_007, 12, 'last round')]);
  });

  it('recommended: long runs of the escalation, loop and validator words before a phrase', async () => {
    const run = (s: string, n: number) => s.repeat(n);
    const lines = [`${run('escalation ', 20_000)}before the last round`, `${run("the retry loop's ", 20_000)}final iteration`, `the last round of ${run('code-', 20_000)}reviewer fixes`, 'we are in the last round'];
    const r = await lint(rule, { files: handoff(...lines), options: recommended });
    expect(r.findings.map((f) => f.line)).toEqual([5, 6]);
  });
});
