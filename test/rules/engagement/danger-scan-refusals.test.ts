// Answers under `## Dangerous-op user OK` that are no consent (--preset recommended): a deferral ("Not now — after
// the audit.", "Not yet."), a refusal ("Let's not do that.", a cell "Absolutely not"), a question still waiting for
// its answer ("asked the user 10:02, waiting."), and an OK that waits on someone else's act not recorded as done
// ("only after legal signs off"). An OK whose condition is a time, a technical gate or a met sign-off stays an OK.
import rule from '../../../rules/engagement/danger-scan.js';
import { fakeSystem } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

const HANDOFF = 'engagement/handoff.md';
const recommended = { preset: 'recommended' as const };
const handoff = { 'handoff.md': '# Handoff\n## 8. Deploy log\nShipped with vercel --prod.\n' };
const section = (...lines: string[]) => ({ ...handoff, 'scope-sync.md': ['# Scope sync', '## Dangerous-op user OK — 2026-06-10 10:05', ...lines].join('\n') });
const item = '- deploy-prod-direct: `vercel --prod` of release 2.4';
const table = (answer: string) => ['| Operation | User answer |', '|---|---|', `| deploy-prod-direct | ${answer} |`];
const granted = '1 dangerous op found, each named in scope-sync.md under a `## Dangerous-op user OK` heading, by its id or its command (deploy-prod-direct)';

const why = {
  refusal: 'refuses it',
  question: 'only asks the user',
  condition: "grants it only on another's sign-off, approval or review not recorded as given",
};
/** Lines below the heading, why they are no OK, and the 1-based line of scope-sync.md that says so. */
const noOk: Array<[string[], keyof typeof why, number]> = [
  [[item, '  - User (Павел, 10:02): "Not now — after the audit."'], 'refusal', 4],
  [[item, '- User: Not yet.'], 'refusal', 4],
  [[item, '', '> Not yet.'], 'refusal', 5],
  [[item, '- User (10:02): Not today, the release train is frozen.'], 'refusal', 4],
  [[item, "- User: Let's not do that."], 'refusal', 4],
  [["- deploy-prod-direct: user said «let's not do that» in chat 10:02"], 'refusal', 3],
  [[item, '- User: "Absolutely not."'], 'refusal', 4],
  [table('Absolutely not'), 'refusal', 5],
  [table('Not now, after the audit'), 'refusal', 5],
  [table('**Not yet**'), 'refusal', 5],
  [[item, '  asked the user 10:02, waiting.'], 'question', 4],
  [[item, '  Спросили пользователя в 10:02, ждём.'], 'question', 4],
  [[item, '- User: "Only after legal signs off."'], 'condition', 4],
  [[item, '- User: "OK, but only after legal signs off."'], 'condition', 4],
  [[item, '- User (10:02): yes, once security approves it.'], 'condition', 4],
  [[item, '- User: "Yes, pending legal review." (not signed off yet)'], 'condition', 4],
  [[item, '- Пользователь: «Да, но только после согласования с юристами»'], 'condition', 4],
];
/** OKs that stay OKs: a condition of time or of a technical gate, a sign-off recorded as given, notes that refuse nothing. */
const ok: string[][] = [
  [item, '- User: "OK, but wait for Monday."'],
  [item, '- User: "Yes, once CI is green."'],
  [item, '- User: "Only after legal signs off." — legal signed off 2026-06-10 11:00 (LEG-12).'],
  [item, '- User: Yes, go ahead.', '  Not yet run; it runs in the 18:00 window.'],
  [item, "- User: Yes, but let's not touch the docs site."],
  ['- deploy-prod-direct: `vercel --prod` after the security review; User: yes, go.'],
  table('Yes, not before 18:00'),
];

ruleTester(rule, {
  valid: [
    ...ok.map((lines) => ({ name: `recommended: ${JSON.stringify(lines)} is the user's OK`, files: section(...lines), options: recommended, detail: granted })),
    ...noOk.map(([lines]) => ({ name: `compat: ${JSON.stringify(lines)} names the id, as the reference reads it`, files: section(...lines) })),
  ],
  invalid: [
    {
      name: 'recommended: an OK whose sign-off is recorded as given, in a clone without its base: a warning, not a pass',
      status: 'warn' as const,
      files: section(item, '- User: "Only after legal signs off." — legal signed off 2026-06-10 11:00 (LEG-12).'),
      options: recommended,
      system: { ...fakeSystem(), gitBaseProblem: () => ({ detail: 'shallow clone without the base branch main and its history: the change was not scanned', fix: 'Fetch the base branch.' }) },
      findings: [],
    },
    ...noOk.map(([lines, kind, line]) => ({
      name: `recommended: ${JSON.stringify(lines)} is no OK (${kind})`,
      files: section(...lines),
      options: recommended,
      detail: 'dangerous ops without user OK: deploy-prod-direct',
      findings: [{ file: HANDOFF, line: 3, message: new RegExp(`; the \`## Dangerous-op user OK\` entry naming it ${why[kind]} \\(scope-sync\\.md line ${line}\\)`) }],
    })),
  ],
});
