import rule from '../../../rules/engagement/handoff-sections.js';
import { criteria } from '../../helpers.js';
import { ruleTester, type InvalidCase, type ValidCase } from '../../rule-tester.js';

// §9 Docs diff is required when §1 shows a changed src/ file, whichever raw git output §1 pastes.
const HANDOFF = 'engagement/handoff.md';
const recommended = { preset: 'recommended' as const };
const lineOf = (text: string, line: string) => text.split('\n').indexOf(line) + 1;

/** An M handoff without §9, with `s1` as the body of §1 and `s2` as that of §2. */
function handoff(s1: string, s2 = '- N/A', extra = ''): string {
  const sections: Array<[number, string, string]> = [
    [1, 'Diff summary (PRIMARY)', s1],
    [2, 'Deliverable manifest', s2],
    [3, 'Criteria trace', '- N/A'],
    [4, 'Executor reports', '- N/A'],
    [5, 'Validation log', '- N/A'],
    [7, 'Self-acceptance rehearsal', '- N/A'],
    [8, 'Deploy log', '- N/A'],
    [11, 'Known deferrals', '- N/A'],
  ];
  return ['# Handoff — iteration 1', ...sections.map(([n, t, body]) => `\n## ${n}. ${t}\n\n${body}`), extra, ''].join('\n');
}

const nameOnly = handoff('```\n$ git diff --name-only main..HEAD\ndocs/api/orders.md\nsrc/orders/list.ts\nsrc/orders/pagination.ts\n\n$ git log --oneline main..HEAD\na1b2c3d feat(orders): cursor pagination\n```');
const nameOnlyDocs = handoff('```\n$ git diff --name-only main..HEAD\ndocs/api/orders.md\nREADME.md\n\n$ git log --oneline main..HEAD\na1b2c3d docs: cursor parameter\nhttps://example.com/pr/12\n```');
const stat = (lines: string[]) => ['```', '$ git diff --stat main..HEAD', ...lines, '```'].join('\n');
const truncatedStat = stat([' .../orders/api/pagination/cursor-encoding.ts       | 58 ++++++++++++', ' tests/orders/pagination.test.ts                    | 77 ++++++++++++++++', ' 2 files changed, 135 insertions(+)']);
const manifestSrc = '- `src/features/orders/api/pagination/cursor-encoding.ts` — cursor encode/decode';
const manifestLib = '- `lib/features/orders/api/pagination/cursor-encoding.ts` — cursor encode/decode';
const truncatedSrc = handoff(truncatedStat, manifestSrc);
const truncatedLib = handoff(truncatedStat, manifestLib);
const truncatedAlone = handoff(truncatedStat);
const truncatedAloneSrcMention = handoff(truncatedStat, '- the cursor codec (see the src/ tree)');
const missing9 = (text: string) => ({ file: HANDOFF, line: lineOf(text, '## 11. Known deferrals'), column: 1, message: /^missing section `## 9\. Docs diff`/ });

const both = <C extends ValidCase | InvalidCase>(name: string, rest: Omit<C, 'name'>): C[] => [
  { ...rest, name: `compat: ${name}` } as C,
  { ...rest, name: `recommended: ${name}`, options: recommended } as C,
];

ruleTester(rule, {
  valid: [
    { name: 'skips while handoff.md is not written', status: 'skip', files: { 'criteria.md': criteria() } },
    ...both<ValidCase>('no §9 needed when pasted `git diff --name-only` output lists no src/ file', { files: { 'criteria.md': criteria(), 'handoff.md': nameOnlyDocs }, detail: 'all required sections present (size=M, ux_heavy=false)' }),
    ...both<ValidCase>('no §9 needed when a truncated --stat path is named in full outside src/', { files: { 'criteria.md': criteria(), 'handoff.md': truncatedLib }, detail: 'all required sections present (size=M, ux_heavy=false)' }),
    { name: 'compat: a truncated --stat path with no full name and no src/ mention needs no §9', files: { 'criteria.md': criteria(), 'handoff.md': truncatedAlone }, detail: 'all required sections present (size=M, ux_heavy=false)' },
  ],
  invalid: [
    ...both<InvalidCase>('§9 required when pasted `git diff --name-only` output lists a src/ file', {
      files: { 'criteria.md': criteria(), 'handoff.md': nameOnly },
      detail: `missing sections: §9 Docs diff (mandatory at size M when §1 lists src/ changes, e.g. src/orders/list.ts at line ${lineOf(nameOnly, 'src/orders/list.ts')})`,
      findings: [missing9(nameOnly)],
    }),
    ...both<InvalidCase>('§9 required when a truncated --stat path is a src/ file named in full in §2', {
      files: { 'criteria.md': criteria(), 'handoff.md': truncatedSrc },
      detail: `missing sections: §9 Docs diff (mandatory at size M when §1 lists src/ changes, e.g. .../orders/api/pagination/cursor-encoding.ts at line ${lineOf(truncatedSrc, ' .../orders/api/pagination/cursor-encoding.ts       | 58 ++++++++++++')} (src/features/orders/api/pagination/cursor-encoding.ts, named in full at line ${lineOf(truncatedSrc, manifestSrc)}))`,
      findings: [missing9(truncatedSrc)],
    }),
    {
      name: 'compat: a truncated --stat path no line names in full needs §9 when the handoff mentions src/, as the reference reads it',
      files: { 'criteria.md': criteria(), 'handoff.md': truncatedAloneSrcMention },
      detail: /^missing sections: §9 Docs diff \(mandatory at size M when §1 lists src\/ changes, e\.g\. \.\.\.\/orders\/api\/pagination\/cursor-encoding\.ts at line \d+, truncated by git, with src\/ mentioned at line \d+\)$/,
    },
    {
      name: 'recommended: a truncated --stat path no line names in full warns that §9 may be owed',
      files: { 'criteria.md': criteria(), 'handoff.md': truncatedAlone },
      options: recommended,
      status: 'warn',
      detail: 'all required sections present (size=M, ux_heavy=false); §1 lists .../orders/api/pagination/cursor-encoding.ts, truncated by git: §9 Docs diff may be required',
      findings: [{ file: HANDOFF, line: lineOf(truncatedAlone, ' .../orders/api/pagination/cursor-encoding.ts       | 58 ++++++++++++'), column: 1, message: /^§1 lists `\.\.\.\/orders\/api\/pagination\/cursor-encoding\.ts`, a path git's --stat cut short/ }],
    },
  ],
});
