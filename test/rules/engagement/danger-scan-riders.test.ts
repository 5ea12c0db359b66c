import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/danger-scan.js';
import { fakeSystem } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';

// An approval's riders, a negated deferral, and a table cell answering "no, …" under
// `## Dangerous-op user OK` (--preset recommended).
const HANDOFF = 'engagement/handoff.md';
const recommended = { preset: 'recommended' as const };
const handoffs = {
  'deploy-prod-direct': '# Handoff\n## 8. Deploy log\nShipped with vercel --prod.\n',
  'package-publish': '# Handoff\n## 8. Release\nReleased with `npm publish`.\n',
};
type Op = keyof typeof handoffs;
const section = (op: Op, ...lines: string[]) => ({ 'handoff.md': handoffs[op], 'scope-sync.md': ['# Scope sync', '## Dangerous-op user OK — 2026-06-11 17:55', ...lines].join('\n') });
const granted = (op: Op) => `1 dangerous op found, each named in scope-sync.md under a \`## Dangerous-op user OK\` heading, by its id or its command (${op})`;

/** Approvals whose riders speak of something else, or whose "wait" / "hold off" is negated. */
const approvals: Array<[Op, string[]]> = [
  ['package-publish', ["- package-publish (`npm publish`): User: 'Yes, publish 2.3.0; do not deploy the docs site yet, it goes with the next release.'"]],
  ['package-publish', ["- package-publish (`npm publish`): User: 'Yes, publish 2.3.0. Wait for the changelog PR before tagging the docs.'"]],
  ['package-publish', ['- package-publish: Пользователь: «Да, публикуй 2.3.0. Анонс в канал делать не надо.»']],
  ['deploy-prod-direct', ["- deploy-prod-direct: asked Marina whether to wait for Monday's release train.", '  > No need to wait for Monday — go ahead today.']],
  ['deploy-prod-direct', ['- deploy-prod-direct: Marina: "No need to wait for Monday, deploy today."']],
  ['deploy-prod-direct', ['- deploy-prod-direct: User at 17:54: "Go ahead, no need to hold off any longer."']],
  ['deploy-prod-direct', ['- deploy-prod-direct — Marina (PO), 17:54: "Ship it — finance won\'t wait until Monday."']],
  ['deploy-prod-direct', ['- deploy-prod-direct: User: "Yes, today is fine. Just don\'t deploy on Friday in general."']],
  ['deploy-prod-direct', ['- deploy-prod-direct', '- User: No need to wait, go ahead.']],
  ['deploy-prod-direct', ['- deploy-prod-direct: пользователь: «Ждать не надо, выкатывай»']],
  ['deploy-prod-direct', ['- deploy-prod-direct: user OK «да, выкатывай»', '  Window: wait for the 18:00 low-traffic slot.']],
  ['deploy-prod-direct', ['| Operation | Command | User answer | When |', '|---|---|---|---|', '| deploy-prod-direct | `vercel deploy --prod` | Да, можно | 17:54 |']],
  ['deploy-prod-direct', ['| Operation | User answer | Note |', '|---|---|---|', '| deploy-prod-direct | Да | No downtime expected |']],
  ['deploy-prod-direct', ['| Operation | User answer |', '|---|---|', '| deploy-prod-direct | No objections, ship it |']],
];

/** Refusals and deferrals, and the 1-based line of scope-sync.md that refuses. */
const refusals: Array<[Op, string[], number]> = [
  ['deploy-prod-direct', ['| Operation | User answer |', '|---|---|', '| deploy-prod-direct | Нет, после релиза 2.4 |'], 5],
  ['deploy-prod-direct', ['| Operation | User answer |', '|---|---|', '| deploy-prod-direct | No, after release 2.4 |'], 5],
  ['deploy-prod-direct', ['| Operation | Command | User answer | When |', '|---|---|---|---|', '| deploy-prod-direct | `vercel deploy --prod` | Нет, после релиза 2.4 | 17:54 |'], 5],
  ['deploy-prod-direct', ['| Operation | User answer |', '|---|---|', '| deploy-prod-direct | Нет |'], 5],
  ['deploy-prod-direct', ['| Operation | User answer |', '|---|---|', '| deploy-prod-direct | **No** — wait for Monday |'], 5],
  ['deploy-prod-direct', ['- deploy-prod-direct — Пользователь: «Нет, после релиза 2.4»'], 3],
  ['deploy-prod-direct', ['- deploy-prod-direct: User: "No — wait for Monday."'], 3],
  ['deploy-prod-direct', ['- deploy-prod-direct: user asked us to hold off until the audit.'], 3],
  ['deploy-prod-direct', ['- deploy-prod-direct: User: "Do not deploy."'], 3],
  ['deploy-prod-direct', ['- deploy-prod-direct: пользователь: «не выкатывай»'], 3],
  ['deploy-prod-direct', ['- deploy-prod-direct: no answer yet'], 3],
  // An approval that is then taken back, outright or by a deferral standing alone.
  ['deploy-prod-direct', ['- deploy-prod-direct: approved on Monday, then user REFUSED on Tuesday'], 3],
  ['deploy-prod-direct', ['- deploy-prod-direct: User: "Yes. Actually, do not deploy."'], 3],
  ['deploy-prod-direct', ['- deploy-prod-direct: Пользователь: «Да. Хотя нет, не выкатывай пока.»'], 3],
  ['deploy-prod-direct', ['- deploy-prod-direct: user OK «да»', '- User: hold off until Monday.'], 4],
  ['package-publish', ["- package-publish: User: 'Yes, publish 2.3.0' — then declined after the audit."], 3],
];

describe('danger-scan: approvals with riders, negated deferrals and table answers', () => {
  ruleTester(rule, {
    valid: approvals.map(([op, lines]) => ({ name: `recommended: ${JSON.stringify(lines)} is the user's OK`, files: section(op, ...lines), options: recommended, detail: granted(op) })),
    invalid: [
      {
        name: 'recommended: an approval with a rider, in a clone without its base: a warning, not a pass',
        status: 'warn' as const,
        files: section('deploy-prod-direct', '- deploy-prod-direct: User: "Yes, today is fine. Just don\'t deploy on Friday in general."'),
        options: recommended,
        system: { ...fakeSystem(), gitBaseProblem: () => ({ detail: 'shallow clone without the base branch main and its history: the change was not scanned', fix: 'Fetch the base branch.' }) },
        findings: [],
      },
      ...refusals.map(([op, lines, line]) => ({
      name: `recommended: ${JSON.stringify(lines)} is no OK`,
      files: section(op, ...lines),
      options: recommended,
      detail: `dangerous ops without user OK: ${op}`,
      findings: [{ file: HANDOFF, line: 3, message: new RegExp(`; the \`## Dangerous-op user OK\` entry naming it (?:refuses it|only asks the user) \\(scope-sync\\.md line ${line}\\)`) }],
      })),
    ],
  });

  // How fast is bench/hostile.mjs's to measure: here each long run must give a verdict, not an internal error.
  it('reads long runs of approvals, deferrals and table bars', async () => {
    for (const run of ['yes, wait for '.repeat(10_000), 'Да. не надо '.repeat(10_000), ' '.repeat(100_000), 'no need to wait '.repeat(8_000), '| нет, '.repeat(15_000), 'do not deploy. '.repeat(8_000)]) {
      const r = await lint(rule, { files: section('deploy-prod-direct', `- deploy-prod-direct: ${run}`, `- User: ${run}`), options: recommended });
      expect(r.internal_error, r.detail).toBeUndefined();
      expect(['pass', 'fail']).toContain(r.status);
    }
  });
});
