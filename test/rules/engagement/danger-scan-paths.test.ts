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
/** `git log` in its default format, a merge among its entries, and `--format=fuller --stat`: each message line indented by four spaces. */
const medium = [
  '$ git log main..HEAD',
  'commit 3f9c2e1a8b7d6c5e4f3a2b1c0d9e8f7a6b5c4d3e (HEAD -> feature, origin/feature)',
  'Author: Dana Lee <dana@acme.io>',
  'Date:   Tue Jun 9 14:02:11 2026 +0200',
  '',
  '    Drop table legacy_sessions from the seed',
  '',
  '    The release job no longer runs git push --force origin main.',
  '',
  'commit 9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d',
  'Merge: a1b2c3d 4e5f6a7',
  'Author: Dana Lee <dana@acme.io>',
  'Date:   Mon Jun 8 09:12:40 2026 +0200',
  '',
  '    Merge branch "deploy": run `./scripts/deploy.sh production` from CI',
];
const fuller = [
  '$ git log --format=fuller --stat -1',
  'commit 0b1d2c3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c',
  'Author:     Dana Lee <dana@acme.io>',
  'AuthorDate: Tue Jun 9 14:02:11 2026 +0200',
  'Commit:     Sam Roe <sam@acme.io>',
  'CommitDate: Tue Jun 9 15:40:02 2026 +0200',
  '',
  '    ci: docker push ghcr.io/acme/api on every tag',
  '',
  '    Drop table orders_tmp once the backfill is done.',
  '    Also stop running redis-cli FLUSHALL before the smoke tests.',
  '',
  ' .github/workflows/release.yml | 4 ++--',
  ' 1 file changed, 2 insertions(+), 2 deletions(-)',
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
    { name: 'recommended: `git log` messages in its default format in §1', files: fenced(medium), options: recommended },
    { name: 'recommended: `git log --format=fuller --stat` in §1', files: fenced(fuller), options: recommended },
    { name: 'recommended: the default format pasted as prose', files: prose(medium.slice(1, 6)), options: recommended },
    {
      name: 'recommended: the default format in a `.md` file the change adds',
      files: {},
      system: fakeSystem({ diff: `diff --git a/docs/changes.md b/docs/changes.md\nnew file mode 100644\n--- /dev/null\n+++ b/docs/changes.md\n@@ -0,0 +1,${medium.length - 1} @@\n${medium.slice(1).map((l) => `+${l}`).join('\n')}\n` }),
      options: recommended,
    },
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
    { name: 'compat: `git log` messages in its default format, as the reference reads them', files: fenced(medium), detail: 'dangerous ops without user OK: git-force-push, sql-drop-table' },
    // Below the log, or indented with no `commit` entry above it, a command is no commit's message.
    {
      name: 'recommended: a force-push typed below a pasted default-format log',
      files: fenced([...medium.slice(1, 6), '', '$ git push --force origin HEAD:release']),
      options: recommended,
      findings: [{ file: HANDOFF, line: 10, column: 3, message: NO_OK }],
    },
    {
      name: 'recommended: an indented command below a heading line, not below a commit entry',
      files: prose(['Commands run:', '', '    git push --force origin HEAD:release']),
      options: recommended,
      findings: [{ file: HANDOFF, line: 5, column: 5, message: NO_OK }],
    },
    {
      name: 'recommended: an indented command below a `commit` line with no header, not a log entry',
      files: fenced(['commit 3f9c2e1a8b7d6c5e4f3a2b1c0d9e8f7a6b5c4d3e', '', '    git push --force origin HEAD:release']),
      options: recommended,
      findings: [{ file: HANDOFF, line: 6, column: 5, message: NO_OK }],
    },
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
