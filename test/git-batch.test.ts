import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DiffBatch, splitDiff, splitListing } from '../packages/core/src/git-batch.js';
import { gitDirLookup, runGit, SAFE_DIFF_FLAGS } from '../packages/core/src/git.js';
import { defaultSystem } from '../packages/core/src/system.js';
import { cleanupTrees, writeTree } from './helpers.js';
import { cli, repoRoot } from './cli-helpers.js';

/** Folders a test made outside the trees cleanupTrees removes. */
const made: string[] = [];
afterAll(() => {
  cleanupTrees();
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

const gitEnv = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' };
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, stdio: 'ignore', env: gitEnv });
const gitExe = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
const criteria = '---\ntier: S\n---\n# Acceptance criteria\n\n## Done when\n- tests pass\n';

/** A repository on `feature` whose projects change in every way a diff can show, committed and not. */
function repository(): string {
  const similar = Array.from({ length: 40 }, (_, i) => `line ${i} of a file renamed with an edit\n`).join('');
  const repo = writeTree({
    'p1/engagement/criteria.md': criteria,
    'p1/src/a.sql': 'SELECT 1;\n',
    'p1/docs/old-name.md': 'moved as it is\n',
    'p1/bin.dat': Buffer.from([0, 1, 2, 3, 0]).toString('latin1'),
    'p2/engagement/criteria.md': criteria,
    'p2/src/move-me.sql': 'DROP TABLE moved_across;\n',
    'p2/src/similar.txt': similar,
    'p3/engagement/criteria.md': criteria,
    'p4/engagement/criteria.md': criteria,
    'p4/engagement/notes.md': 'notes\n',
    'p4/name with space.sql': 'SELECT 2;\n',
    'p4/x.sh': 'echo x\n',
    'p5/engagement/criteria.md': criteria,
    'p5/inner/engagement/criteria.md': criteria,
    'p5/inner/q.sql': 'SELECT 3;\n',
    'p6/a b/p6/x.sql': 'SELECT 4;\n',
    'p6/engagement/criteria.md': criteria,
    'p7/engagement/criteria.md': criteria,
    'outside.sql': 'SELECT 5;\n',
  });
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-qm', 'init');
  git(repo, 'checkout', '-qb', 'feature');
  fs.appendFileSync(path.join(repo, 'p1/src/a.sql'), 'DELETE FROM users;\n');
  git(repo, 'mv', 'p1/docs/old-name.md', 'p1/docs/new-name.md');
  fs.writeFileSync(path.join(repo, 'p1/bin.dat'), Buffer.from([0, 9, 9, 9, 0]));
  git(repo, 'mv', 'p2/src/move-me.sql', 'p3/moved-in.sql');
  git(repo, 'mv', 'p2/src/similar.txt', 'p2/src/renamed.txt');
  fs.appendFileSync(path.join(repo, 'p2/src/renamed.txt'), 'one more line\n');
  fs.writeFileSync(path.join(repo, 'p4/é.sql'), 'TRUNCATE t;\n');
  fs.appendFileSync(path.join(repo, 'p4/name with space.sql'), 'DROP TABLE spaced;\n');
  fs.chmodSync(path.join(repo, 'p4/x.sh'), 0o755);
  fs.appendFileSync(path.join(repo, 'p5/inner/q.sql'), 'DROP TABLE nested;\n');
  fs.appendFileSync(path.join(repo, 'p6/a b/p6/x.sql'), 'DROP TABLE doubtful;\n');
  fs.appendFileSync(path.join(repo, 'outside.sql'), 'DROP TABLE outside;\n');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-qm', 'feature');
  // Untracked files, listed for danger-scan under the recommended preset: ignored ones, and names git would quote.
  writeTree({ 'p1/new.sql': 'DROP TABLE untracked;\n', 'p1/.gitignore': '*.log\n', 'p1/run.log': 'x\n', 'p5/inner/n e w.sql': 'x\n', 'p5/top.txt': 'x\n', 'p4/line\nbreak.txt': 'x\n', 'p6/"quoted.txt': 'x\n', 'elsewhere.txt': 'x\n' }, repo);
  // And uncommitted edits of tracked files, which the diff against the work tree shows too.
  fs.appendFileSync(path.join(repo, 'p1/engagement/criteria.md'), 'uncommitted\n');
  fs.rmSync(path.join(repo, 'p4/engagement/notes.md'));
  return repo;
}

const ROOTS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p5/inner', 'p6', 'p7'];
const alone = (repo: string, rel: string) => runGit(gitExe, path.join(repo, rel), ['diff', '--merge-base', 'main', '--relative', ...SAFE_DIFF_FLAGS, '--', '.'], []);

describe('one diff of many projects, cut into each project\'s', () => {
  it('gives each project what `git diff --relative` there prints, byte for byte, and leaves to its own run each one the cut could get wrong', async () => {
    const repo = repository();
    const together = (await runGit(gitExe, repo, ['diff', '--merge-base', 'main', ...SAFE_DIFF_FLAGS, '--', ...ROOTS.map((r) => `:(literal)${r}`)], []))!;
    expect(together).toContain('rename from p2/src/move-me.sql');
    const pieces = splitDiff(together, ROOTS)!;
    // p2 and p3: a file moved across them; p2 also a rename with an edit (git's pairing among all the files);
    // p6: a folder named `a b` makes ` b/p6/` ambiguous in the header.
    expect([...pieces.keys()].sort()).toEqual(['p1', 'p4', 'p5', 'p5/inner', 'p7']);
    for (const [rel, piece] of pieces) expect(piece, rel).toBe(await alone(repo, rel));
    expect(pieces.get('p7')).toBe('');
    // What the pieces hold: the rename, the binary file, quoted and spaced names, a mode change, a nested project's file in both.
    expect(pieces.get('p1')).toMatch(/^rename from docs\/old-name\.md$/m);
    expect(pieces.get('p1')).toMatch(/^Binary files a\/bin\.dat and b\/bin\.dat differ$/m);
    expect(pieces.get('p4')).toMatch(/^\+\+\+ "b\/\\303\\251\.sql"$/m);
    expect(pieces.get('p4')).toMatch(/^diff --git a\/name with space\.sql b\/name with space\.sql$/m);
    expect(pieces.get('p4')).toMatch(/^new mode 100755$/m);
    expect(pieces.get('p5')).toMatch(/^\+\+\+ b\/inner\/q\.sql$/m);
    expect(pieces.get('p5/inner')).toMatch(/^\+\+\+ b\/q\.sql$/m);
  });

  it('gives each project the untracked files `git ls-files --others` lists there, in its order', async () => {
    const repo = repository();
    const listing = (cwd: string, specs: string[]) => runGit(gitExe, cwd, ['ls-files', '--others', '--exclude-standard', '-z', '--', ...specs], []);
    const pieces = splitListing((await listing(repo, ROOTS.map((r) => `:(literal)${r}`)))!, ROOTS);
    expect([...pieces.keys()].sort()).toEqual([...ROOTS].sort());
    for (const [rel, piece] of pieces) expect(piece, rel).toBe(await listing(path.join(repo, rel), ['.']));
    expect(pieces.get('p5')).toBe('inner/n e w.sql\0top.txt\0');
    expect(pieces.get('p1')).toBe('.gitignore\0new.sql\0');
    const root = path.join(repo, 'p5');
    const shared = new DiffBatch(ROOTS.map((r) => path.join(repo, r, 'engagement')));
    expect(await defaultSystem({ root, diffBatch: shared }).gitUntracked!(root)).toEqual(await defaultSystem({ root }).gitUntracked!(root));
  });

  it('cuts nothing when more files are added and removed than git pairs for renames, nor from output that is no diff', () => {
    const section = (kind: 'new' | 'deleted', i: number) => `diff --git a/p/f${i} b/p/f${i}\n${kind} file mode 100644\nindex 0000000..1111111\n`;
    const many = (n: number) => Array.from({ length: n }, (_, i) => section('new', i) + section('deleted', n + i)).join('');
    expect(splitDiff(many(1000), ['p'])?.get('p')).toBe(many(1000).replaceAll('a/p/', 'a/').replaceAll('b/p/', 'b/'));
    expect(splitDiff(many(1001), ['p'])).toBeUndefined();
    expect(splitDiff('warning: not a diff\n', ['p'])).toBeUndefined();
  });

  it('takes one git run for the projects of one repository, and a project outside the run\'s targets has its own', async () => {
    const repo = repository();
    const targets = ROOTS.map((r) => path.join(repo, r, 'engagement'));
    const batch = new DiffBatch(targets);
    expect([...batch.roots()]).toEqual(ROOTS.map((r) => path.join(repo, r)));
    const runs: string[][] = [];
    const locate = gitDirLookup();
    const run = (cwd: string, args: string[], maxOutput: number) => {
      runs.push(args);
      return runGit(gitExe, cwd, args, [], undefined, undefined, maxOutput);
    };
    for (const r of ['p1', 'p7', 'p5/inner']) expect(await batch.pieceFor(path.join(repo, r), 'main', locate, run), r).toBe(await alone(repo, r));
    // A project the cut left out: the caller diffs it alone.
    expect(await batch.pieceFor(path.join(repo, 'p2'), 'main', locate, run)).toBeUndefined();
    expect(runs).toHaveLength(1);
    expect(batch.pieceFor(path.join(repo, 'outside'), 'main', locate, run)).toBeUndefined();
    // Past the projects one run takes, the next ones share a run of their own, started when one of them first asks.
    runs.length = 0;
    const byThree = new DiffBatch(targets, 3);
    for (const r of ['p7', 'p1', 'p4', 'p5/inner']) expect(await byThree.pieceFor(path.join(repo, r), 'main', locate, run), r).toBe(await alone(repo, r));
    expect(runs.map((args) => args.slice(args.indexOf('--') + 1))).toEqual([
      [':(literal)p6', ':(literal)p7'],
      [':(literal)p1', ':(literal)p2', ':(literal)p3'],
      [':(literal)p4', ':(literal)p5', ':(literal)p5/inner'],
    ]);
    // Through the system a run's checks use: each project's diff as git gives it alone, the left-out ones included.
    const shared = new DiffBatch(targets);
    for (const r of ROOTS) {
      const root = path.join(repo, r);
      expect(await defaultSystem({ root, diffBatch: shared }).gitDiff(root), r).toBe(await defaultSystem({ root }).gitDiff(root));
    }
    // A base named outright: a branch is diffed against as the ref files give it, shared; a commit, by each project alone.
    for (const base of ['main', 'HEAD~1']) {
      const named = new DiffBatch(targets);
      for (const r of ['p1', 'p4']) {
        const root = path.join(repo, r);
        const [shared, own] = [defaultSystem({ root, base, diffBatch: named }), defaultSystem({ root, base })];
        const diff = await shared.gitDiff(root);
        expect(diff, `${base} ${r}`).toBe(await own.gitDiff(root));
        expect(diff, `${base} ${r}`).toMatch(/^diff --git /);
        expect(shared.gitBaseProblem!(root, false), `${base} ${r}`).toBe(own.gitBaseProblem!(root, false));
      }
    }
  });

  it.skipIf(process.platform === 'win32')('runs git diff once for a run over three engagements of one repository, with the findings of three runs alone', () => {
    const repo = repository();
    const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'el-git-log-'));
    const wrapperDir = fs.mkdtempSync(path.join(os.tmpdir(), 'el-git-wrap-'));
    made.push(logDir, wrapperDir);
    const log = path.join(logDir, 'calls');
    fs.writeFileSync(path.join(wrapperDir, 'git'), `#!/bin/sh\necho "$@" >> ${JSON.stringify(log)}\nexec ${JSON.stringify(gitExe)} "$@"\n`, { mode: 0o755 });
    const env = { PATH: `${wrapperDir}${path.delimiter}${process.env.PATH}` };
    const targets = ['p1', 'p4', 'p5/inner'].map((r) => path.join(repo, r, 'engagement'));
    type Report = { checks: Array<{ name: string; status: string; detail: string }> };
    // A run over several targets reports them under `results`; a run over one, as the report itself.
    const dangerOf = (json: unknown) => ((json as { results?: Report[] }).results ?? [json as Report]).map((t) => t.checks.find((c) => c.name === 'danger-scan'));
    const together = cli([...targets, '--all-checks', '--json'], { cwd: repoRoot, env });
    // The diffs asked for: not the second one of a project whose change holds a binary file (its text, as git gives it alone too).
    const diffs = fs.readFileSync(log, 'utf8').split('\n').filter((l) => / diff /.test(l) && !l.includes(' --text '));
    expect(diffs, diffs.join('\n')).toHaveLength(1);
    const each = targets.map((t) => dangerOf(cli([t, '--all-checks', '--json'], { cwd: repoRoot, env }).json)[0]);
    expect(dangerOf(together.json)).toEqual(each);
    // Under the recommended preset, the untracked files of the three are listed by one git run too.
    fs.rmSync(log);
    const recommended = cli([...targets, '--all-checks', '--json', '--preset', 'recommended'], { cwd: repoRoot, env });
    const listings = fs.readFileSync(log, 'utf8').split('\n').filter((l) => / ls-files /.test(l));
    expect(listings, listings.join('\n')).toHaveLength(1);
    const eachRecommended = targets.map((t) => dangerOf(cli([t, '--all-checks', '--json', '--preset', 'recommended'], { cwd: repoRoot, env }).json)[0]);
    expect(dangerOf(recommended.json)).toEqual(eachRecommended);
    expect(JSON.stringify(eachRecommended[0])).toMatch(/new\.sql/);
    expect(each.map((c) => c?.detail).join('\n')).toBe('dangerous ops without user OK: sql-delete-without-where\ndangerous ops without user OK: sql-drop-table, sql-truncate\ndangerous ops without user OK: sql-drop-table');
  });
});
