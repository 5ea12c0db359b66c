// An entry under `## Dangerous-op user OK` may name the operation by its command (`fly deploy --prod`) rather than
// its id: the user's answer after it is read as after the id (--preset recommended), so a refusal, a deferral or an
// OK given in the user's place is no OK there either, and an approval stays one.
import rule from '../../../rules/engagement/danger-scan.js';
import { ruleTester } from '../../rule-tester.js';

const HANDOFF = 'engagement/handoff.md';
const recommended = { preset: 'recommended' as const };
const handoff = (...ran: string[]) => ({ 'handoff.md': ['# Handoff', '## 8. Deploy log', ...ran].join('\n') });
const deployed = handoff('Ran `fly deploy --prod` at 11:05.');
const section = (files: Record<string, string>, ...lines: string[]) => ({ ...files, 'scope-sync.md': ['# Scope sync', '## Dangerous-op user OK — 2026-06-20 10:50', ...lines].join('\n') });
const granted = '1 dangerous op found, each named in scope-sync.md under a `## Dangerous-op user OK` heading, by its id or its command (deploy-prod-direct)';
const why = { refusal: 'refuses it', 'not-user': 'says the user was not asked' };

/** Entries naming the command whose answer is no OK, why, and the 1-based line of scope-sync.md that says so. */
const noOk: Array<[string[], keyof typeof why, number]> = [
  [['- `fly deploy --prod`: user answered "Not now".'], 'refusal', 3],
  [['- deploy-prod-direct (`fly deploy --prod`): user answered "Not now, after the sale".'], 'refusal', 3],
  [['- deploy-prod-direct (`fly deploy --prod`): user answered "Not now".'], 'refusal', 3],
  [['- `fly deploy --prod`: user: "no"'], 'refusal', 3],
  [['- `fly deploy --prod`: user answered "Not now, after the sale".'], 'refusal', 3],
  [['- `fly deploy --prod` — user: "no"'], 'refusal', 3],
  [['- **`fly deploy --prod`**: User (chat 10:48): Not yet.'], 'refusal', 3],
  [['- `fly deploy --prod` (deploy-prod-direct): user said "no".'], 'refusal', 3],
  [['- fly deploy --prod: user answered "Not now".'], 'refusal', 3],
  [['> `fly deploy --prod`: No.'], 'refusal', 3],
  [['1. `fly deploy --prod`: пользователь ответил: «Нет, после распродажи».'], 'refusal', 3],
  [['- `fly deploy --prod`: dev-lead: go ahead.'], 'not-user', 3],
  // Refused on the line below the item naming the command, as before.
  [['- `fly deploy --prod` of release 2.4', '- User: "Not now."'], 'refusal', 4],
];

/** Entries naming the command that stay the user's OK. */
const ok: string[][] = [
  ['- `fly deploy --prod`: user: "yes, go ahead"'],
  ['- deploy-prod-direct (`fly deploy --prod`): user answered "Yes, go ahead".'],
  ['- `fly deploy --prod`: user: "no objections, go ahead"'],
  // A note that opens with "No" and a noun is a statement, not the user's refusal.
  ['- `fly deploy --prod`: No downtime expected.', '- User: "yes, go ahead"'],
  ['- deploy-prod-direct: no data loss, the table is a cache.', '- User: "yes, go ahead"'],
  ['- `fly deploy --prod`: нет простоя, окно 10 минут.', '- Пользователь: «да, выкатывай»'],
  ['- `fly deploy --prod`: пользователь: «нет возражений, выкатывай»'],
  ['- `fly deploy --prod`: user answered "Yes, but not now: after 18:00".'],
  ['- `fly deploy --prod` at 11:05: user (chat 10:48): "Yes, ship it."'],
  // A note whose head names no operation is read as it stands.
  ['- `fly deploy --prod`: user: "yes, go ahead"', '- Deploy window: not now, after 18:00 — the user\'s choice.'],
];

const publishOk = '- `npm publish`: user: "yes, go ahead"';
const deployRefused = '- `fly deploy --prod`: user answered "Not now".';

ruleTester(rule, {
  valid: [
    ...ok.map((lines) => ({ name: `recommended: ${JSON.stringify(lines)} is the user's OK`, files: section(deployed, ...lines), options: recommended, detail: granted })),
    {
      name: 'recommended: a refusal of the deploy by its command beside an OK of the publish that ran',
      files: section(handoff('Ran `npm publish` at 11:05.'), deployRefused, publishOk),
      options: recommended,
      detail: '1 dangerous op found, each named in scope-sync.md under a `## Dangerous-op user OK` heading, by its id or its command (package-publish)',
    },
    {
      name: 'recommended: an OK of the deploy by its command beside a refusal of a publish that did not run',
      files: section(deployed, '- `npm publish`: user answered "Not now".', '- `fly deploy --prod`: user: "yes, go ahead"'),
      options: recommended,
      detail: granted,
    },
    {
      name: 'compat: an entry naming the id and the command is the OK, as the reference reads it',
      files: section(deployed, '- deploy-prod-direct (`fly deploy --prod`): user answered "Not now, after the sale".'),
    },
  ],
  invalid: [
    ...noOk.map(([lines, kind, line]) => ({
      name: `recommended: ${JSON.stringify(lines)} is no OK (${kind})`,
      files: section(deployed, ...lines),
      options: recommended,
      detail: 'dangerous ops without user OK: deploy-prod-direct',
      findings: [{ file: HANDOFF, line: 3, message: new RegExp(`; the \`## Dangerous-op user OK\` entry naming it ${why[kind]} \\(scope-sync\\.md line ${line}\\)`) }],
    })),
    {
      name: 'recommended: the deploy refused by its command beside the publish granted, both run: the deploy alone is open',
      files: section(handoff('Ran `npm publish` at 11:04.', 'Ran `fly deploy --prod` at 11:05.'), publishOk, deployRefused),
      options: recommended,
      detail: 'dangerous ops without user OK: deploy-prod-direct',
      findings: [{ file: HANDOFF, line: 4, message: /refuses it \(scope-sync\.md line 4\)/ }],
    },
    {
      name: 'recommended: an OK naming the command under a heading with no timestamp stands, with a warning',
      status: 'warn' as const,
      files: { ...deployed, 'scope-sync.md': ['# Scope sync', '## Dangerous-op user OK', '- `fly deploy --prod`: user: "yes, go ahead"'].join('\n') },
      options: recommended,
      detail: /^1 dangerous op found, each named in scope-sync\.md .* \(deploy-prod-direct\); the OK heading granting deploy-prod-direct has no timestamp/,
    },
    {
      name: 'compat: an entry naming the command alone is no OK, as the reference reads it (the id is not in scope-sync.md)',
      files: section(deployed, deployRefused),
      detail: 'dangerous ops without user OK: deploy-prod-direct',
    },
  ],
});
