// size-drift under the recommended preset measures the change itself: the diff danger-scan reads, one git run
// for both checks. §1 "is the source of truth for what changed", so a §1 trimmed of files is found.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import rule, { NOT_MEASURED } from '../../../rules/engagement/size-drift.js';
import { lintTarget } from '../../../packages/core/src/lint.js';
import { packs } from '@engagement-lint/rules';
import { cleanupTrees, criteria, fakeSystem, writeTree } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';
import { filesMissingFromS1 } from '../../../rules/engagement/lib/git-change.js';
import { MarkdownDoc } from '../../../packages/core/src/markdown/document.js';

afterAll(cleanupTrees);

const recommended = { preset: 'recommended' as const };
const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i}`);
/** A new file of `n` lines, as git diffs it. */
const added = (file: string, n: number) => [`diff --git a/${file} b/${file}`, 'new file mode 100644', 'index 0000000..1111111', '--- /dev/null', `+++ b/${file}`, `@@ -0,0 +1,${n} @@`, ...lines(n).map((l) => `+${l}`), ''].join('\n');
/** A file with `plus` lines added and one removed. */
const modified = (file: string, plus: number) => [`diff --git a/${file} b/${file}`, 'index 1111111..2222222 100644', `--- a/${file}`, `+++ b/${file}`, `@@ -1,2 +1,${plus + 1} @@`, ' kept', '-old', ...lines(plus).map((l) => `+${l}`), ''].join('\n');
const renamed = (from: string, to: string) => [`diff --git a/${from} b/${to}`, 'similarity index 90%', `rename from ${from}`, `rename to ${to}`, 'index 1111111..2222222 100644', `--- a/${from}`, `+++ b/${to}`, '@@ -1 +1,2 @@', ' kept', '+one', ''].join('\n');
const diff = (...parts: string[]) => fakeSystem({ diff: parts.join('') });
const handoff = (s1: string) => `# Handoff\n\n## 1. Diff summary\n${s1}\n\n## 2. Deliverable manifest\n- see §1\n`;

/** The S template's line naming two of the five files the V94c-style diff holds (three 40-line loaders left out). */
const TRIMMED_S = '+/- 2 files: `etl/dedupe.py`, `tests/test_dedupe.py`; the dedupe key is now (e-mail, phone), 151 lines added.';
const loadersDiff = () => diff(modified('etl/dedupe.py', 14), added('etl/loaders/loader_0.py', 40), added('etl/loaders/loader_1.py', 40), added('etl/loaders/loader_2.py', 40), added('tests/test_dedupe.py', 17));
/** A pasted `--stat` that drops the migration (V94b), and the diff that has it. */
const STAT_WITHOUT_MIGRATION = '```text\n$ git diff --stat main..HEAD\n src/db/models/order.py     | 13 +++++++--\n src/jobs/archive_orders.py | 29 ++++++++++++\n tests/jobs/test_archive.py | 16 ++++++++\n 4 files changed, 58 insertions(+), 2 deletions(-)\n```';
const MIGRATION = 'src/db/migrations/versions/a7c3_orders_archive.py';
const archiveDiff = () => diff(added(MIGRATION, 32), modified('src/db/models/order.py', 12), added('src/jobs/archive_orders.py', 29), added('tests/jobs/test_archive.py', 16));
const HANDOFF = 'engagement/handoff.md';

ruleTester(rule, {
  valid: [
    {
      name: 'recommended: a diff within an S cap passes, and the detail gives what git measured',
      options: recommended,
      files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff('+/- 3 files (+30 LOC): `a.py`, `b.py`, `c.py`; a fix.') },
      system: diff(added('a.py', 10), added('b.py', 10), added('c.py', 10)),
      detail: /; git diff: files=3, added lines=30\)$/,
    },
    {
      name: 'recommended: §1 names every file of the diff: as written, cut by git, from the repository root, under a folder, a rename by either side',
      options: recommended,
      files: {
        'criteria.md': criteria({ size: 'M' }),
        'handoff.md': handoff('```\n .../versions/a7c3_orders_archive.py | 32 +++\n proj/src/jobs/archive_orders.py | 29 +++\n src/{old.py => new.py} | 2 +-\n 5 files changed, 102 insertions(+)\n```\nThe loaders live under `etl/loaders/`.'),
      },
      system: diff(added(MIGRATION, 32), added('src/jobs/archive_orders.py', 29), renamed('src/old.py', 'src/new.py'), added('etl/loaders/a.py', 20), added('etl/loaders/b.py', 20)),
      detail: /git diff: files=5, added lines=102\)$/,
    },
    {
      name: 'recommended: the engagement folder\'s own files in the diff are no part of the change',
      options: recommended,
      files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff('+/- 1 file: `src/a.py`; fix.') },
      system: diff(added('src/a.py', 5), added('engagement/handoff.md', 300), added('engagement/executor-reports/dev.md', 80), renamed('engagement/notes.md', 'engagement/scope-sync.md')),
      detail: /git diff: files=1, added lines=5\)$/,
    },
    {
      name: 'recommended: a clean diff against the base measures no change',
      options: recommended,
      files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff(TRIMMED_S) },
      system: diff(''),
      detail: /git diff: files=0, added lines=0\)$/,
    },
    {
      name: 'recommended: without a diff (--no-git, no repository) §1 alone gives the diff size, as before, and the detail says so',
      options: recommended,
      files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff(TRIMMED_S) },
      system: fakeSystem(),
      detail: exactly(`size=S matches observations (specialists=0, tasks=0, surfaces=0, files=2, added lines=0, deploy=no; ${NOT_MEASURED})`),
    },
    {
      name: 'recommended: a §1 naming no file at all is not compared with the diff (handoff-sections judges its form)',
      options: recommended,
      files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff('Keyed the dedupe on the pair.') },
      system: diff(modified('etl/dedupe.py', 10), added('tests/test_dedupe.py', 8)),
      detail: /git diff: files=2, added lines=18\)$/,
    },
    {
      name: 'compat: the diff is not read (the reference reads §1 alone)',
      files: { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': handoff(STAT_WITHOUT_MIGRATION) },
      system: diff(...Array.from({ length: 12 }, (_, i) => added(`src/f${i}.py`, 60))),
      detail: exactly('size=M matches observations (specialists=0, tasks=0, surfaces=0, files=4, added lines=58, deploy=no)'),
    },
    { name: 'skips without criteria.md', status: 'skip', options: recommended, files: { 'handoff.md': handoff(TRIMMED_S) }, system: loadersDiff(), detail: /criteria\.md missing/ },
  ],
  invalid: [
    {
      name: 'recommended: an S line naming two of five files hides an M change (151 added lines)',
      options: recommended,
      files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff(TRIMMED_S) },
      system: loadersDiff(),
      detail: exactly(
        'size drift: criteria.md size=S but observations indicate M; triggers: git diff files=5 > S cap 2, git diff added lines=151 > S cap 50; handoff §1 does not name 3 files of the 5 the git diff changes: etl/loaders/loader_0.py, etl/loaders/loader_1.py, etl/loaders/loader_2.py',
      ),
      fix: /^Promote the engagement: set `size: M` .* Paste the raw, untrimmed `git diff --stat \{base\}\.\.HEAD` output into handoff §1/,
      findings: [
        { file: 'engagement/criteria.md', line: 4, column: 1, message: exactly('declared size S is below the observed M (git diff files=5 > S cap 2, git diff added lines=151 > S cap 50)') },
        { file: HANDOFF, line: 3, column: 1, message: /^handoff §1 does not name 3 files of the 5 .*loader_2\.py \(the protocol: §1 "is the source of truth for what changed"\)$/ },
      ],
    },
    {
      name: 'recommended: a pasted --stat that drops a file of the diff warns, naming it',
      status: 'warn',
      options: recommended,
      files: { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': handoff(STAT_WITHOUT_MIGRATION) },
      system: archiveDiff(),
      detail: /^size=M matches observations; handoff §1 does not name 1 file of the 4 the git diff changes: src\/db\/migrations\/versions\/a7c3_orders_archive\.py \(.*git diff: files=4, added lines=89\)$/,
      fix: /untrimmed `git diff --stat \{base\}\.\.HEAD`/,
      findings: [{ file: HANDOFF, line: 3, column: 1, message: `handoff §1 does not name 1 file of the 4 the git diff changes: ${MIGRATION} (the protocol: §1 "is the source of truth for what changed")` }],
    },
    {
      name: 'recommended: ux_heavy: true below L and a file §1 lacks warn together',
      status: 'warn',
      options: recommended,
      files: { 'criteria.md': criteria({ size: 'M', ux_heavy: 'true' }), 'handoff.md': handoff(STAT_WITHOUT_MIGRATION) },
      system: archiveDiff(),
      detail: /^size=M with ux_heavy=true: .*; handoff §1 does not name 1 file/,
      findings: [{ file: 'engagement/criteria.md', line: 5, message: /^ux_heavy: true is an L indicator/ }, { file: HANDOFF, line: 3, message: /a7c3_orders_archive\.py/ }],
    },
    {
      name: 'recommended: a diff over the M files cap at M is L, whatever §1 counts',
      options: recommended,
      files: { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': handoff('Changed files: `src/`') },
      system: diff(...Array.from({ length: 11 }, (_, i) => added(`src/f${i}.py`, 3))),
      detail: exactly('size drift: criteria.md size=M but observations indicate L; triggers: git diff files=11 > M cap 10'),
    },
  ],
});

describe('size-drift: one git run for the change', () => {
  const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, stdio: 'ignore', env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' } });

  it('reads the diff danger-scan asks for: no git process of its own', async () => {
    const repo = writeTree({ 'etl/dedupe.py': 'x = 1\n', 'tests/test_dedupe.py': 'def test(): pass\n' });
    git(repo, 'init', '-q', '-b', 'main');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'base');
    git(repo, 'checkout', '-qb', 'feature');
    for (let i = 0; i < 3; i++) fs.writeFileSync(path.join(repo, `etl/loader_${i}.py`), `${lines(40).join('\n')}\n`);
    fs.appendFileSync(path.join(repo, 'etl/dedupe.py'), `${lines(20).join('\n')}\n`);
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'feature');
    writeTree({ 'engagement/criteria.md': criteria({ size: 'S', tools_required: '[]' }), 'engagement/handoff.md': handoff(TRIMMED_S) }, repo);
    const saved = { ...process.env };
    for (const k of Object.keys(process.env)) if (k.startsWith('GIT_')) delete process.env[k];
    try {
      const spawn = vi.spyOn(process.getBuiltinModule('node:child_process'), 'spawn');
      const gitRuns = async (ids: string[], git = true) => {
        spawn.mockClear();
        const report = await lintTarget(path.join(repo, 'engagement'), { packs, rules: async (p) => (await p.rules()).filter((r) => ids.includes(r.id)), preset: 'recommended', git });
        return { runs: spawn.mock.calls.filter(([cmd]) => path.basename(String(cmd)) === 'git').length, check: report.checks.find((c) => c.name === 'size-drift') };
      };
      const dangerOnly = await gitRuns(['danger-scan']);
      const both = await gitRuns(['danger-scan', 'size-drift']);
      expect(dangerOnly.runs).toBeGreaterThan(0);
      expect(both.runs).toBe(dangerOnly.runs);
      expect(both.check?.status).toBe('fail');
      expect(both.check?.detail).toMatch(/git diff files=4 > S cap 2, git diff added lines=140 > S cap 50/);
      // Alone, it asks for the diff once: the same single run.
      expect((await gitRuns(['size-drift'])).runs).toBeLessThanOrEqual(dangerOnly.runs);
      // --no-git: no git process, and §1 alone sizes the change.
      const off = await gitRuns(['danger-scan', 'size-drift'], false);
      expect(off.runs).toBe(0);
      expect(off.check?.status).toBe('pass');
      expect(off.check?.detail).toContain(NOT_MEASURED);
    } finally {
      vi.restoreAllMocks();
      for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
      Object.assign(process.env, saved);
    }
  });
});

describe('filesMissingFromS1', () => {
  // Their time is bench/hostile.mjs's (handoff-s1-long-lines-5000-file-diff): here, only the reading.
  it('reads a long §1 against a diff of many files', () => {
    const doc = (s1: string) => {
      const text = handoff(s1);
      return new MarkdownDoc({ rel: HANDOFF, abs: '/handoff.md', text, lines: text.split('\n'), bytes: text.length, problems: [] });
    };
    const change = { files: Array.from({ length: 5000 }, (_, i) => ({ path: `src/m${i % 50}/f${i}.py`, added: 1, removed: 0 })), insertions: 5000 };
    const missing = [' '.repeat(100_000), 'src/a.py '.repeat(12_000), '.:'.repeat(50_000), `+/- 2 files: ${'`src/` '.repeat(15_000)}`, '.../'.repeat(25_000), `- ${'src/m1/'.repeat(12_000)}f1.py`].map(
      (s1) => filesMissingFromS1(doc(s1), change)?.missing.length,
    );
    // No file list to compare in the runs of blanks, bare words and dots; `src/` names every file; the deep path names one.
    expect(missing).toEqual([undefined, undefined, undefined, 0, undefined, 4999]);
    // Every file under a folder §1 names is named; the others are not.
    expect(filesMissingFromS1(doc('Changed files: `src/m1/`'), change)?.missing).toHaveLength(4900);
  });
});
