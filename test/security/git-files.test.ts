// Files of the checked repository that git (or the linter, for the base branch) reads: a FIFO, a
// symlink to /dev/zero or an oversized file there is named before git runs, never a 10 s wait for
// git's timeout, gigabytes of memory, or a silent pass (bench/hostile.mjs times these inputs). Run
// through the sources (lintTarget with the real system), not the built bundle.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { packs } from '@engagement-lint/rules';
import { lintTarget } from '../../packages/core/src/lint.js';
import { baseFromRefFiles, defaultSystem } from '../../packages/core/src/system.js';
import { isShallowClone } from '../../packages/core/src/git-base.js';
import { gitStoppedIn } from '../../packages/core/src/git.js';
import { readBounded } from '../../packages/core/src/io/bounded-file.js';
import { cleanupTrees, writeTree } from '../helpers.js';
import { dropTableRepo, gitIn, withoutGitVariables } from './helpers.js';

afterAll(cleanupTrees);
withoutGitVariables();

const git = gitIn;
const mkfifo = (file: string) => execFileSync('mkfifo', [file]);

const repo = dropTableRepo;
const realReadSync = fs.readSync;

/** `file` of `dir` replaced: a FIFO, a symlink to /dev/zero, or a sparse file of `size` bytes. */
function plant(dir: string, rel: string, kind: 'fifo' | 'zero' | number): string {
  const file = path.join(dir, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.rmSync(file, { force: true });
  if (kind === 'fifo') mkfifo(file);
  else if (kind === 'zero') fs.symlinkSync('/dev/zero', file);
  else {
    fs.writeFileSync(file, '');
    fs.truncateSync(file, kind);
  }
  return file;
}

type Check = { name: string; status: string; detail: string; findings: Array<{ file: string }> };

/** danger-scan of the repository's engagement folder through the real system, with the project root git runs in. */
async function dangerScan(dir: string): Promise<Check & { root: string }> {
  const report = await lintTarget(path.join(dir, 'engagement'), { packs, rules: (p) => p.rules(), allChecks: true });
  const check = report.checks.find((c) => c.name === 'danger-scan') as unknown as Check;
  return { ...check, root: report.root };
}

/** Named before git ran: a failure (the change was not scanned), naming the file and what is wrong, not git stopped at its timeout. */
async function expectNamed(dir: string, said: string | RegExp): Promise<void> {
  const d = await dangerScan(dir);
  expect(d.status, d.detail).toBe('fail');
  expect(d.detail).toMatch(/the change was not scanned/);
  if (typeof said === 'string') expect(d.detail).toContain(said);
  else expect(d.detail).toMatch(said);
  expect(d.detail).not.toMatch(/did not finish|was stopped|larger than/);
  expect(gitStoppedIn(d.root), d.detail).toBeUndefined();
}

const MB = 1024 * 1024;

describe('a sound repository', () => {
  it('is still diffed: the DROP TABLE of the change is found', async () => {
    const d = await dangerScan(repo());
    expect(d.status, d.detail).toBe('fail');
    expect(d.findings.map((f) => f.file)).toEqual(['db/drop.sql']);
  });

  it('with a linked work tree, packed refs, a symlinked attributes file inside it and an in-tree .gitattributes symlink to /dev/zero (git does not follow it): still diffed', async () => {
    const dir = repo();
    git(dir, 'pack-refs', '--all');
    writeTree({ 'attrs.txt': '*.sql diff\n' }, path.join(dir, '.git'));
    fs.mkdirSync(path.join(dir, '.git/info'), { recursive: true });
    fs.symlinkSync('../attrs.txt', path.join(dir, '.git/info/attributes'));
    fs.symlinkSync('/dev/zero', path.join(dir, 'src', '.gitattributes'));
    const d = await dangerScan(dir);
    expect(d.status, d.detail).toBe('fail');
    expect(d.findings.map((f) => f.file)).toEqual(['db/drop.sql']);
    const tree = path.join(path.dirname(dir), `${path.basename(dir)}-wt`);
    git(dir, 'worktree', 'add', '-q', '-b', 'feature2', tree, 'feature');
    try {
      const w = await dangerScan(tree);
      expect(w.status, w.detail).toBe('fail');
      expect(w.findings.map((f) => f.file)).toEqual(['db/drop.sql']);
    } finally {
      fs.rmSync(tree, { recursive: true, force: true });
    }
  });
});

describe('a file git reads that is a FIFO is named before git runs', () => {
  const FIFOS = [
    '.gitattributes',
    'engagement/.gitattributes',
    '.git/info/attributes',
    '.git/objects/info/alternates',
    '.git/objects/info/commit-graph',
    '.git/refs/heads/main',
    '.git/refs/heads/feature',
    '.git/refs/tags/main',
    '.git/main',
    '.git/shallow',
    '.git/info/grafts',
    '.git/config.worktree',
  ];
  it.each(FIFOS)('%s', async (rel) => {
    const dir = repo();
    const file = plant(dir, rel, 'fifo');
    await expectNamed(dir, `${file} is not a regular file (a FIFO)`);
  });

  it('a loose ref in a folder git lists for the base (no base branch in the files): named, for-each-ref not run', async () => {
    const dir = repo('trunk');
    const file = plant(dir, '.git/refs/heads/zzz', 'fifo');
    await expectNamed(dir, `${file} is not a regular file (a FIFO)`);
  });

  it("a linked work tree's common folder: named there", async () => {
    const dir = repo();
    const tree = path.join(path.dirname(dir), `${path.basename(dir)}-fifo-wt`);
    git(dir, 'worktree', 'add', '-q', '-b', 'feature3', tree, 'feature');
    try {
      const file = plant(dir, '.git/info/attributes', 'fifo');
      await expectNamed(tree, `${file} is not a regular file (a FIFO)`);
    } finally {
      fs.rmSync(tree, { recursive: true, force: true });
    }
  });
});

describe('a file git reads that is a symlink to /dev/zero is named before git runs', () => {
  const ZEROS = ['.git/info/attributes', '.git/objects/info/alternates', '.git/refs/heads/main', '.git/info/grafts', '.git/shallow', '.git/packed-refs', '.git/commondir'];
  it.each(ZEROS)('%s', async (rel) => {
    const dir = repo();
    const file = plant(dir, rel, 'zero');
    await expectNamed(dir, `${file} is not a regular file (a symlink to /dev/zero, a device)`);
  });

  it('a symlink to a regular file outside the repository (/proc/self/pagemap, sized 0, endless to read) is named too', async () => {
    const dir = repo();
    const file = path.join(dir, '.git/info/attributes');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.symlinkSync('/proc/self/pagemap', file);
    await expectNamed(dir, new RegExp(`${file.replace(/[.]/g, '\\.')} leads outside the repository \\(to /proc/\\d+/pagemap\\)`));
  });
});

describe('an oversized file is named with its size, not read', () => {
  const OVERSIZED: Array<[string, number, string]> = [
    ['.git/commondir', 100 * MB, 'is 100 MB, over the limit of 64 KB'],
    ['.git/packed-refs', 400 * MB, 'is 400 MB, over the limit of 16 MB'],
    ['.git/refs/heads/main', 200 * MB, 'is 200 MB, over the limit of 64 KB'],
    ['.git/HEAD', 200 * MB, 'is 200 MB, over the limit of 64 KB'],
    ['.git/shallow', 100 * MB, 'is 100 MB, over the limit of 16 MB'],
    ['.git/info/attributes', 50 * MB, 'is 50 MB, over the limit of 1 MB'],
    ['.gitattributes', 50 * MB, 'is 50 MB, over the limit of 1 MB'],
    ['engagement/.gitattributes', 50 * MB, 'is 50 MB, over the limit of 1 MB'],
  ];
  it.each(OVERSIZED)('%s of %d bytes', async (rel, size, said) => {
    const dir = repo();
    const file = plant(dir, rel, size);
    await expectNamed(dir, `${file} ${said}`);
  });
});

describe('the files node reads itself are read with bounds, whatever the lookup said', () => {
  // A lookup that checks nothing: the reading alone must stay bounded.
  const trusting = (dir: string) => () => ({ gitDir: path.join(dir, '.git'), workTree: dir });

  // Each oversized file is taken as unreadable, not read (readBounded checks the size first); the time
  // and memory of the CLI on these files are bench/hostile.mjs's git-*-{100,200,400}mb inputs.
  it('packed-refs of 400 MB, a ref of 200 MB and a commondir of 100 MB: each taken as unreadable', () => {
    const cases = [
      // main's loose ref still names the base.
      ['.git/packed-refs', 400 * MB, 'main'],
      // main's only ref unread: no base in the files (the caller asks git).
      ['.git/refs/heads/main', 200 * MB, ''],
      // No common folder named: the git folder is its own.
      ['.git/commondir', 100 * MB, 'main'],
    ] as const;
    for (const [rel, size, base] of cases) {
      const dir = repo();
      const file = plant(dir, rel, size);
      // What is read of the file, counted at the file system calls: its size is refused before a byte is.
      let bytesRead = 0;
      const reads = vi.spyOn(fs, 'readSync').mockImplementation(((...args: Parameters<typeof fs.readSync>) => {
        const n = realReadSync(...args);
        bytesRead += n;
        return n;
      }) as typeof fs.readSync);
      const whole = vi.spyOn(fs, 'readFileSync');
      try {
        expect(baseFromRefFiles(dir, ['main'], trusting(dir)), rel).toBe(base);
        expect(isShallowClone(dir, trusting(dir)), rel).toBe(false);
        expect(whole.mock.calls.filter(([f]) => f === file), rel).toEqual([]);
        expect(bytesRead, rel).toBeLessThan(MB);
      } finally {
        reads.mockRestore();
        whole.mockRestore();
      }
    }
  });

  it('readBounded: a FIFO, a device, an oversized file are problems, a missing file is nothing, a small one is its text', () => {
    const dir = writeTree({ 'small.txt': 'ref: refs/heads/main\n' });
    mkfifo(path.join(dir, 'fifo'));
    plant(dir, 'big', 2 * MB);
    fs.symlinkSync('/dev/zero', path.join(dir, 'zero'));
    expect(readBounded(path.join(dir, 'small.txt'), 64)).toEqual({ text: 'ref: refs/heads/main\n' });
    expect(readBounded(path.join(dir, 'missing'), 64)).toBeUndefined();
    expect(readBounded(path.join(dir, 'fifo'), 64)).toEqual({ problem: `${path.join(dir, 'fifo')} is not a regular file (a FIFO)` });
    expect(readBounded(path.join(dir, 'zero'), 64)).toEqual({ problem: `${path.join(dir, 'zero')} is not a regular file (a device)` });
    expect(readBounded(path.join(dir, 'zero'), 64, false)).toEqual({ problem: `${path.join(dir, 'zero')} is a symlink` });
    expect(readBounded(path.join(dir, 'big'), MB)).toEqual({ problem: `${path.join(dir, 'big')} is 2 MB, over the limit of 1 MB` });
  });

  it('the system says the same to danger-scan: gitProblem names the file, the diff is not taken', async () => {
    const dir = repo();
    const file = plant(dir, '.git/info/attributes', 'fifo');
    const system = defaultSystem({ root: dir });
    expect(await system.gitDiff(dir)).toBeUndefined();
    expect(system.gitProblem?.(dir)).toBe(`${file} is not a regular file (a FIFO)`);
    // Named, not waited on: git was not stopped at its timeout there.
    expect(gitStoppedIn(dir)).toBeUndefined();
  });
});
