// Under --preset recommended, what git prints about a change is no operation of it: a deploy script's path
// (a `git diff --stat` line, a file list, a path in a code span) is not its run, and a `git log` subject is a
// commit's title, not a command. The script run and the command typed still are.
import rule from '../../../rules/engagement/danger-scan.js';
import { fakeSystem } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

const recommended = { preset: 'recommended' as const };
const HANDOFF = 'engagement/handoff.md';
const NO_OK = /; no user OK in scope-sync\.md$/;
/** A handoff whose §1 holds `lines` in a code block of `lang`, from line 4. */
const fenced = (lines: string[], lang = 'text') => ({ 'handoff.md': `# Handoff\n## 1. Diff summary\n\`\`\`${lang}\n${lines.join('\n')}\n\`\`\`\n` });
/** A handoff with `lines` as prose from line 3. */
const prose = (lines: string[]) => ({ 'handoff.md': `# Handoff\n## 1. Diff summary\n${lines.join('\n')}\n` });
const diffOf = (file: string, lines: string[]) => fakeSystem({ diff: `diff --git a/${file} b/${file}\n--- a/${file}\n+++ b/${file}\n@@ -1,1 +1,${lines.length + 1} @@\n #!/bin/sh\n${lines.map((l) => `+${l}`).join('\n')}\n` });

const stat = ['$ git diff --stat main..HEAD', ' scripts/deploy-prod.sh | 2 +-', ' .../deploy/release-production.sh    | 14 ++++++++------', ' 2 files changed, 9 insertions(+), 7 deletions(-)'];
const log = [
  '$ git log --oneline main..HEAD',
  'aa36166 ci(release): stop running git push --force from release.sh',
  '3f9c2e1 (HEAD -> feature, origin/feature) drop the `DROP TABLE orders_tmp` step from seed.sql',
  '* 0b1d2c3 revert "vercel --prod from CI"',
  '| * 9e8d7c6 remove terraform destroy from the nightly job',
];

ruleTester(rule, {
  valid: [
    { name: 'recommended: a raw `git diff --stat` naming a deploy script', files: fenced(stat), options: recommended },
    { name: 'recommended: the stat lines in an untagged block', files: fenced(stat.slice(1), ''), options: recommended },
    { name: 'recommended: a stat line pasted as prose', files: prose([' scripts/deploy-prod.sh | 2 +-']), options: recommended },
    {
      name: 'recommended: a deploy script named in code spans, with nothing that runs it',
      files: prose(['+/- 1 file: `scripts/deploy-prod.sh`; only the echo line changed, nothing was deployed.', '- crit-1: clearer message ✅ `scripts/deploy-prod.sh:3`', 'See `deploy/release-production.sh` (unchanged).']),
      options: recommended,
    },
    { name: 'recommended: a file list in a text block', files: fenced(['scripts/deploy-prod.sh', 'deploy/release-production.sh']), options: recommended },
    { name: 'recommended: `git diff --name-status` output', files: fenced(['M\tscripts/deploy-prod.sh', 'A\tdeploy/release-production.sh']), options: recommended },
    { name: 'recommended: `git log --oneline` subjects in §1', files: fenced(log), options: recommended },
    { name: 'recommended: a commit subject pasted as prose', files: prose(['aa36166 ci(release): stop running git push --force from release.sh']), options: recommended },
  ],
  invalid: [
    {
      name: 'recommended: a stat line in a clone without its base: the warning stands, the path adds no finding',
      status: 'warn',
      files: fenced(stat),
      system: { ...fakeSystem(), gitBaseProblem: () => ({ detail: 'shallow clone without the base branch main and its history: the change was not scanned', fix: 'Fetch the base.' }) },
      options: recommended,
      detail: /^shallow clone without the base branch main and its history: the change was not scanned; no dangerous operations in handoff\.md/,
      findings: [],
    },
    // The reference reads every line as it stands.
    { name: 'compat: a `git log` subject naming a force-push, as the reference reads it', files: fenced(log.slice(0, 2)), detail: 'dangerous ops without user OK: git-force-push' },
    // A script run: by its path from here, through a shell, with arguments, after a prompt or an operator.
    ...[
      'Ran `./scripts/deploy-prod.sh` at 14:02.',
      'Ran `bash scripts/deploy.sh production` at 14:02.',
      'Ran `scripts/deploy.sh production v1.2.0` at 14:02.',
      'Ran `ENV=production scripts/deploy.sh` at 14:02.',
      'Ran `$ scripts/deploy-prod.sh` at 14:02.',
    ].map((line) => ({ name: `recommended: a deploy script run in a code span: ${line}`, files: prose([line]), options: recommended, findings: [{ file: HANDOFF, line: 3, column: line.search(/(?:\.\/|bash|ENV|scripts)/) + 1, message: NO_OK }] })),
    ...[
      ['sh', 'scripts/deploy-prod.sh'],
      ['bash', 'scripts/deploy-prod.sh  # the 14:02 release'],
      ['console', '$ scripts/deploy-prod.sh'],
      ['text', '$ scripts/deploy-prod.sh'],
      ['text', 'cd infra && scripts/deploy-prod.sh'],
      ['', './scripts/deploy-prod.sh'],
    ].map(([lang, line]) => ({
      name: `recommended: a deploy script run in a \`\`\`${lang} block: ${line}`,
      files: fenced([line!], lang),
      options: recommended,
      findings: [{ file: HANDOFF, line: 4, column: line!.indexOf('scripts/deploy') + 1 - (line!.startsWith('./') ? 2 : 0), message: NO_OK }],
    })),
    {
      name: 'recommended: a deploy script a shell script of the change runs by its path alone',
      files: {},
      system: diffOf('bin/release.sh', ['scripts/deploy-prod.sh']),
      options: recommended,
      findings: [{ file: 'bin/release.sh', line: 2, column: 1, message: NO_OK }],
    },
    {
      name: 'recommended: a workflow step running a deploy script',
      files: {},
      system: diffOf('.github/workflows/release.yml', ['      - run: scripts/deploy-prod.sh']),
      options: recommended,
      findings: [{ file: '.github/workflows/release.yml', line: 2, column: 14, message: NO_OK }],
    },
    // A table of what ran, a commit in one cell and the command in the next, is no `git log` output.
    {
      name: 'recommended: a table row naming the commit and the force-push it ran',
      files: prose(['| Commit | Command run |', '|---|---|', '| a1b2c3d | `git push --force origin HEAD:release` |']),
      options: recommended,
      findings: [{ file: HANDOFF, line: 5, column: 14, message: NO_OK }],
    },
    // A commit subject beside a command still leaves the command.
    {
      name: 'recommended: a force-push typed below a pasted subject',
      files: fenced(['aa36166 ci(release): stop running git push --force from release.sh', 'git push --force origin HEAD:release']),
      options: recommended,
      findings: [{ file: HANDOFF, line: 5, column: 1, message: NO_OK }],
    },
  ],
});
