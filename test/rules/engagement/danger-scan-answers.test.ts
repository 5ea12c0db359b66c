import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/danger-scan.js';
import { fakeSystem } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';

// The user's answer standing below the item naming the operation: a list item, a blockquote or a
// paragraph of its own. What it says decides the OK under --preset recommended.
const HANDOFF = 'engagement/handoff.md';
const recommended = { preset: 'recommended' as const };
const deploy = { 'handoff.md': '# Handoff\n## 8. Deploy log\nShipped with vercel --prod.\n' };
const section = (...lines: string[]) => ({ ...deploy, 'scope-sync.md': ['# Scope sync', '## Dangerous-op user OK — 2026-03-02 11:45', ...lines].join('\n') });
const item = '- deploy-prod-direct: production deploy with `vercel --prod` after the manager\'s ACCEPT.';
const rollback = '- Rollback: `vercel rollback` to the previous deployment (checked on preview 2026-03-02).';
const granted = '1 dangerous op found, each named in scope-sync.md under a `## Dangerous-op user OK` heading, by its id or its command (deploy-prod-direct)';

/** Lines below the heading, and the 1-based line of scope-sync.md that refuses. */
const refused: Array<[string[], number]> = [
  [[item, '- User (Ольга Петрова, chat 2026-03-02 11:44): «Нет, в прод пока не выкатываем.»', rollback], 4],
  [[item, '', '> Нет, в прод пока не выкатываем.'], 5],
  [[item, '', '> No, not before the Monday review.'], 5],
  [[item, '> No.'], 4],
  [[item, '- User: No, hold on until the legal sign-off.'], 4],
  [[item, '- User (Olga, chat 11:44): No — keep it on preview.'], 4],
  [[item, '- Пользователь: «Пока нет, ждём юристов»'], 4],
  [[item, rollback, '- Ольга Петрова, чат 11:44: «Нет, не сейчас»'], 5],
  [[item, '', 'Пользователь ответил: нет.'], 5],
  [[item, '- A: No.'], 4],
];
const approved: string[][] = [
  [item, '- User (Ольга Петрова, chat 2026-03-02 11:44): «Да, выкатывай.»', rollback],
  [item, '', '> Yes — go ahead.'],
  [item, '- User: Yes — go ahead.'],
  [item, '- Пользователь: «нет возражений, выкатывайте»'],
  [item, '', '> Нет возражений.'],
  // A closing note that is no answer stays out of the entry: "wait for" there defers nothing of the user's.
  ['- deploy-prod-direct: user OK in chat 11:44 — «да, выкатывай»', '- Deploy window: wait for the 18:00 low-traffic slot.'],
];

describe('danger-scan: the user\'s answer below the item naming the operation', () => {
  ruleTester(rule, {
    valid: [
      ...approved.map((lines) => ({ name: `recommended: ${JSON.stringify(lines.slice(1))} approves`, files: section(...lines), options: recommended, detail: granted })),
      ...refused.map(([lines]) => ({ name: `compat: ${JSON.stringify(lines.slice(1))} counts as a mention, as the reference reads it`, files: section(...lines) })),
    ],
    invalid: [
      {
        name: 'recommended: an approving answer below the item, in a clone without its base: a warning, not a pass',
        status: 'warn' as const,
        files: section(item, '- User: «Да, выкатывай»'),
        options: recommended,
        system: { ...fakeSystem(), gitBaseProblem: () => ({ detail: 'shallow clone without the base branch main and its history: the change was not scanned', fix: 'Fetch the base branch.' }) },
        findings: [],
      },
      // An answer still awaited is a question, not a refusal, whatever its language.
      ...[
        ['- User: «Вопрос пользователю отправлен 11:18: можно выкатывать? Ответа пока нет.»', 4],
        ['  Вопрос пользователю отправлен 11:18: можно выкатывать? Ответа пока нет.', 4],
        ['  Asked the user at 11:18, not answered.', 4],
      ].map(([answer, line]) => ({
        name: `recommended: ${JSON.stringify(answer)} only asks the user`,
        files: section(item, answer as string),
        options: recommended,
        findings: [{ file: HANDOFF, line: 3, column: 14, message: new RegExp(`; the \`## Dangerous-op user OK\` entry naming it only asks the user \\(scope-sync\\.md line ${line}\\), with no answer, which is no OK$`) }],
      })),
      ...refused.map(([lines, line]) => ({
      name: `recommended: ${JSON.stringify(lines.slice(1))} refuses`,
      files: section(...lines),
      options: recommended,
      detail: 'dangerous ops without user OK: deploy-prod-direct',
      findings: [{ file: HANDOFF, line: 3, column: 14, message: new RegExp(`; the \`## Dangerous-op user OK\` entry naming it refuses it \\(scope-sync\\.md line ${line}\\), which is no OK$`) }],
      })),
    ],
  });

  it('an answer below another operation\'s item is not this one\'s', async () => {
    const files = {
      'handoff.md': '# Handoff\n## 8. Deploy log\nShipped with vercel --prod.\nThen `git push --force origin main`.\n',
      'scope-sync.md': ['# Scope sync', '## Dangerous-op user OK — 2026-03-02 11:45', '- git-force-push: rewrite main', '- User: «Нет»', '- deploy-prod-direct: production deploy', '- User: «Да, выкатывай»'].join('\n'),
    };
    const r = await lint(rule, { files, options: recommended });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('dangerous ops without user OK: git-force-push');
  });

  // How fast is bench/hostile.mjs's to measure: here each long run must give a verdict, not an internal error.
  it('reads long runs of answer-shaped lines', async () => {
    const long = (s: string) => s.repeat(20_000);
    for (const text of [long(' '), long('User: '), long('«'), long('> '), long('a (')]) {
      const r = await lint(rule, { files: section(item, `- ${text}`, text), options: recommended });
      expect(r.internal_error, r.detail).toBeUndefined();
      expect(['pass', 'fail']).toContain(r.status);
    }
  });
});
