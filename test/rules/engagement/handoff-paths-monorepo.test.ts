// A monorepo engagement (`repo/services/billing/engagement`): §1's raw `git diff --stat` prints paths
// from the repository's top, and a shared package of the same repository is cited as `../../packages/…`.
// Under recommended both are looked up in the git work tree holding the project, and nothing outside it.
import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/handoff-paths.js';
import { criteria } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

const TARGET = 'repo/services/billing/engagement';
const HANDOFF = 'engagement/handoff.md';
const recommended = { preset: 'recommended' as const };
/** Files relative to the engagement folder: `../` is the project (services/billing), `../../../` the repository. */
const repo = {
  'criteria.md': criteria(),
  '../../../.git/HEAD': 'ref: refs/heads/fix\n',
  '../src/proration.ts': 'x',
  '../test/proration.test.ts': 'x',
  '../../../packages/money/src/index.ts': 'x',
  '../../../src/shared.ts': 'x',
  '../../../../outside/secret.ts': 'x',
};
const STAT = [
  '## 1. Diff summary',
  '```',
  '$ git diff --stat main..HEAD',
  ' packages/money/src/index.ts        | 8 ++++++++',
  ' services/billing/src/proration.ts  | 5 ++++-',
  ' 2 files changed, 12 insertions(+), 1 deletion(-)',
  '```',
];
const handoff = (...lines: string[]) => ['# Handoff — iter 1 — billing', ...STAT, '## 2. Deliverable manifest', '- `src/proration.ts` — half-even proration', ...lines].join('\n');

describe('handoff-paths: a project inside a larger git work tree', () => {
  ruleTester(rule, {
    valid: [
      { name: 'no handoff.md', status: 'skip', target: TARGET, files: { 'criteria.md': criteria() }, detail: 'handoff.md not yet written' },
      {
        name: 'recommended: `--stat` paths from the repository top and a `../../` path into a shared package exist',
        target: TARGET,
        files: { ...repo, 'handoff.md': handoff('- `../../packages/money/src/index.ts` — roundHalfEven (shared package)', '- `services/billing/test/proration.test.ts:2-3`') },
        options: recommended,
        detail: exactly('5 cited paths exist (4 in the git work tree the project is services/billing/ of)'),
      },
    ],
    invalid: [
      {
        name: 'compat: unchanged — `--stat` lines are not read, and a `../../` path is outside the project root',
        target: TARGET,
        files: { ...repo, 'handoff.md': handoff('- `../../packages/money/src/index.ts` — shared package') },
        detail: exactly('paths outside the project root: ../../packages/money/src/index.ts'),
        findings: [{ file: HANDOFF, line: 11, column: 4, message: exactly('cited path `../../packages/money/src/index.ts` resolves outside the project root: evidence lies inside the project, and a path outside it is not looked at') }],
      },
      {
        name: 'recommended: a path of the repository that is not there is missing, written as cited',
        target: TARGET,
        files: { ...repo, 'handoff.md': handoff('- `../../packages/money/src/gone.ts`', '- `services/billing/src/gone.ts`') },
        options: recommended,
        detail: exactly('missing paths: ../../packages/money/src/gone.ts, services/billing/src/gone.ts'),
        findings: [
          { file: HANDOFF, line: 11, message: exactly('cited path `../../packages/money/src/gone.ts` does not exist') },
          { file: HANDOFF, line: 12, message: exactly('cited path `services/billing/src/gone.ts` does not exist') },
        ],
        fix: /or from the top of the git work tree holding it, where the project is services\/billing\/\)/,
      },
      {
        name: 'recommended: a path whose first folder the project holds is the project\'s, not the repository\'s',
        target: TARGET,
        files: { ...repo, 'handoff.md': handoff('- `src/shared.ts`') },
        options: recommended,
        detail: exactly('missing paths: src/shared.ts'),
      },
      {
        name: 'recommended: a `../` path leaving the work tree stays outside, and is not probed',
        target: TARGET,
        files: { ...repo, 'handoff.md': handoff('- `../../../outside/secret.ts`') },
        options: recommended,
        detail: exactly('paths outside the project root: ../../../outside/secret.ts'),
        findings: [{ file: HANDOFF, line: 11, message: exactly('cited path `../../../outside/secret.ts` resolves outside the project root and the git work tree holding it: evidence lies inside the project, and a path outside it is not looked at') }],
      },
      {
        name: 'recommended: a symlink of the work tree leading out of it is not followed',
        target: TARGET,
        files: { ...repo, '../../../packages/link': { symlinkTo: '../../outside' }, 'handoff.md': handoff('- `../../packages/link/secret.ts`', '- `packages/link/secret.ts`') },
        options: recommended,
        detail: exactly('missing paths: packages/link/secret.ts; paths outside the project root: ../../packages/link/secret.ts'),
      },
      {
        name: 'recommended: home-rooted and absolute paths stay outside, whatever the work tree holds',
        target: TARGET,
        files: { ...repo, 'handoff.md': handoff('- `~/../../packages/money/src/index.ts`', '- `/packages/money/src/index.ts`') },
        options: recommended,
        detail: exactly('paths outside the project root: ~/../../packages/money/src/index.ts, /packages/money/src/index.ts'),
      },
      {
        name: 'recommended: a project holding its own `.git` is its own work tree: `../` leaves it',
        target: TARGET,
        files: { ...repo, '../.git/HEAD': 'ref: refs/heads/main\n', 'handoff.md': handoff('- `../../packages/money/src/index.ts`') },
        options: recommended,
        detail: /^missing paths: packages\/money\/src\/index\.ts, services\/billing\/src\/proration\.ts; paths outside the project root: \.\.\/\.\.\/packages\/money\/src\/index\.ts$/,
      },
    ],
  });

  it('recommended: with no repository around the project, a `../` path stays outside and a top-relative one missing', async () => {
    // The temporary folder holds no `.git` above it (else this case says nothing).
    const { '../../../.git/HEAD': _git, ...noRepo } = repo;
    const r = await lint(rule, { target: TARGET, files: { ...noRepo, 'handoff.md': handoff('- `../../packages/money/src/index.ts`') }, options: recommended });
    expect(r.detail).toBe('missing paths: packages/money/src/index.ts, services/billing/src/proration.ts; paths outside the project root: ../../packages/money/src/index.ts');
  });

  it('recommended: thousands of distinct paths into the work tree are each answered (their time and memory: bench/hostile.mjs)', async () => {
    const lines = Array.from({ length: 5000 }, (_, i) => `- \`packages/p${i}/a.ts\`, \`../../packages/q${i}/b.ts\` and \`../../../../../../x${i}\``);
    const r = await lint(rule, { target: TARGET, files: { ...repo, 'handoff.md': lines.join('\n') }, options: recommended });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/^missing paths: packages\/p0\/a\.ts, \.\.\/\.\.\/packages\/q0\/b\.ts, .*; paths outside the project root: \.\.\/\.\.\/\.\.\/\.\.\/\.\.\/\.\.\/x0, /);
  });
});
