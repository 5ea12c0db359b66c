import { execFileSync, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { baseFromRefFiles, defaultSystem, dotenvNamesIn, gitDiffAgainstBase, gitUntrackedFiles, runProbe, UNTRACKED_LISTED } from '../packages/core/src/system.js';
import { cleanupTrees, writeTree } from './helpers.js';

afterAll(cleanupTrees);

describe('process probes', () => {
  it('runs a command without a shell: metacharacters are part of the program name', async () => {
    const dir = writeTree({ 'keep.txt': 'x' });
    const marker = path.join(dir, 'pwned');
    expect(await runProbe(`node; touch ${marker}`, ['--version'])).toEqual({ ok: false, reason: 'missing' });
    expect(await runProbe('sh', ['-c', `exit 0`])).toMatchObject({ ok: true });
    expect(fs.existsSync(marker)).toBe(false);
  });

  it('reports a non-zero exit and kills a probe that does not answer in time', async () => {
    expect(await runProbe(process.execPath, ['-e', 'process.exit(3)'])).toEqual({ ok: false, reason: 'exit', code: 3 });
    expect(await runProbe(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], 300)).toMatchObject({ ok: false, reason: 'timeout' });
  });

  it.skipIf(process.platform === 'win32')('waits out the I/O queued behind its deadline: a child whose exit is pending when the timer fires answered in time', async () => {
    // A stand-in child, its exit queued in the same turn as the deadline and after it, as when the main thread was busy
    // past the deadline: timers run before the I/O that tells of the exit. No process has its pid (past pid_max).
    const fake = () => Object.assign(new EventEmitter(), { pid: 2 ** 30, exitCode: null as number | null, signalCode: null });
    // A fake clock orders the three: the deadline, the exit due at the same moment but queued after it, and what the
    // deadline defers to the next turn. On a real clock the two timers may fall a millisecond apart and run in two turns.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate'] });
    try {
      let child = fake();
      const answered = runProbe('git', ['--version'], 50, () => child as unknown as ChildProcess);
      setTimeout(() => {
        child.exitCode = 0;
        child.emit('exit', 0, null);
      }, 50);
      // The deadline, then the exit queued behind it; then the turn the deadline deferred its answer to.
      vi.advanceTimersByTime(50);
      vi.runAllTimers();
      expect(await answered).toEqual({ ok: true, code: 0 });
      // One that stays silent past its deadline is still reported so.
      child = fake();
      const silent = runProbe('git', ['--version'], 50, () => child as unknown as ChildProcess);
      vi.advanceTimersByTime(50);
      vi.runAllTimers();
      expect(await silent).toEqual({ ok: false, reason: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });

  it.skipIf(process.platform === 'win32')('kills a timed-out probe with the processes it started (a wrapper script)', async () => {
    const dir = writeTree({ 'keep.txt': 'x' });
    const pidFile = path.join(dir, 'grandchild.pid');
    // A shim that starts a long child and waits on it, as a shell wrapper around a CLI does.
    const shim = `const { spawn } = require('node:child_process'); const c = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' }); require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(c.pid)); setTimeout(() => {}, 60000);`;
    expect(await runProbe(process.execPath, ['-e', shim], 1500)).toMatchObject({ ok: false, reason: 'timeout' });
    const grandchild = Number(fs.readFileSync(pidFile, 'utf8'));
    await new Promise((r) => setTimeout(r, 200));
    // Killed, it is gone or a zombie waiting for init to reap it (state Z), never still running.
    const state = (() => {
      try {
        return fs.readFileSync(`/proc/${grandchild}/stat`, 'utf8').split(') ')[1]?.[0];
      } catch {
        return undefined;
      }
    })();
    expect(state === undefined || state === 'Z', `grandchild state ${state}`).toBe(true);
  });
});

describe('environment presence', () => {
  it('counts a variable set to an empty value as present, and an unset one as absent', () => {
    vi.stubEnv('EL_TEST_EMPTY_KEY', '');
    try {
      const system = defaultSystem({ git: false });
      expect(system.hasEnv('EL_TEST_EMPTY_KEY')).toBe(true);
      expect(system.hasEnv('EL_TEST_SURELY_UNSET_KEY')).toBe(false);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('the working directory .env names', () => {
  it('reads NAME= lines of .env and .env.local (BOM, CRLF), never indented or exported ones', () => {
    const dir = writeTree({ '.env': '\uFEFFOPENAI_API_KEY=sk-x\r\n  INDENTED=1\r\nexport EXPORTED=1\r\n# COMMENTED=1\r\n', '.env.local': 'ANTHROPIC_API_KEY = y\n' });
    expect([...dotenvNamesIn(dir)].sort()).toEqual(['ANTHROPIC_API_KEY', 'OPENAI_API_KEY']);
  });

  it('as the protocol reads a .env entry (dotenv): exported and indented lines too, never a comment or a line without =', () => {
    const dir = writeTree({ '.env': '\uFEFFOPENAI_API_KEY=sk-x\r\n  INDENTED=1\r\nexport EXPORTED=1\r\n\texport\tTABBED = 2\n# COMMENTED=1\nexport ALONE\n', '.env.local': 'ANTHROPIC_API_KEY = y\n' });
    expect([...dotenvNamesIn(dir, true)].sort()).toEqual(['ANTHROPIC_API_KEY', 'EXPORTED', 'INDENTED', 'OPENAI_API_KEY', 'TABBED']);
    expect(defaultSystem().dotenvNames?.(true)).toBeInstanceOf(Set);
  });

  it('skips a .env that is a FIFO or a folder instead of blocking on it', () => {
    const dir = writeTree({ '.env.local/': '' });
    execFileSync('mkfifo', [path.join(dir, '.env')]);
    expect(dotenvNamesIn(dir).size).toBe(0);
  });

  it('is what the default system answers, from the process working directory', () => {
    const dir = writeTree({ '.env': 'YANDEX_DISK_TOKEN=t\n' });
    const spy = vi.spyOn(process, 'cwd').mockReturnValue(dir);
    try {
      expect(defaultSystem({ git: false }).dotenvNames?.().has('YANDEX_DISK_TOKEN')).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('the node probe', () => {
  const path0 = process.env['PATH'];
  afterEach(() => {
    process.env['PATH'] = path0;
    vi.restoreAllMocks();
  });

  it('answers without a process when the node on PATH is the running binary', async () => {
    const dir = writeTree({ 'keep.txt': 'x' });
    fs.symlinkSync(process.execPath, path.join(dir, 'node'));
    process.env['PATH'] = `${dir}${path.delimiter}${path0}`;
    const spawned = vi.spyOn(process, 'getBuiltinModule');
    expect(await defaultSystem().probe('node', ['--version'])).toEqual({ ok: true, code: 0 });
    expect(spawned.mock.calls.filter(([m]) => m === 'node:child_process')).toEqual([]);
  });

  it('runs the probe when another node comes first on PATH', async () => {
    const dir = writeTree({ 'node': '#!/bin/sh\nexit 3\n' });
    fs.chmodSync(path.join(dir, 'node'), 0o755);
    process.env['PATH'] = `${dir}${path.delimiter}${path0}`;
    expect(await defaultSystem().probe('node', ['--version'])).toEqual({ ok: false, reason: 'exit', code: 3 });
  });
});

describe('git diff against the base branch', () => {
  const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, stdio: 'ignore', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' } });

  it('covers commits since the merge base and uncommitted changes, paths relative to the project folder', async () => {
    const repo = writeTree({ 'proj/engagement/criteria.md': '# c\n', 'other/file.txt': 'x\n' });
    git(repo, 'init', '-q', '-b', 'main');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'init');
    git(repo, 'checkout', '-qb', 'feature');
    fs.writeFileSync(path.join(repo, 'proj/m.sql'), 'DROP TABLE users;\n');
    fs.writeFileSync(path.join(repo, 'other/file.txt'), 'outside the project\n');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'feature');
    fs.appendFileSync(path.join(repo, 'proj/engagement/criteria.md'), 'uncommitted line\n');
    const diff = (await gitDiffAgainstBase(path.join(repo, 'proj')))!;
    expect(diff).toMatch(/^\+\+\+ b\/m\.sql$/m);
    expect(diff).toMatch(/^\+DROP TABLE users;$/m);
    expect(diff).toMatch(/^\+uncommitted line$/m);
    expect(diff).not.toMatch(/outside the project/);
  });

  it('lists the untracked files of the project folder, relative to it: not tracked, ignored or outside ones', async () => {
    const repo = writeTree({ 'proj/engagement/criteria.md': '# c\n', 'proj/.gitignore': '*.log\n', 'other/keep.txt': 'x\n' });
    git(repo, 'init', '-q', '-b', 'main');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'init');
    writeTree({ 'proj/db/new.sql': 'x\n', 'proj/run.log': 'x\n', 'proj/engagement/notes.md': 'x\n', 'other/new.txt': 'x\n', 'proj/name with\nnewline.txt': 'x\n' }, repo);
    const listed = (await gitUntrackedFiles(path.join(repo, 'proj')))!;
    expect(listed.paths.sort()).toEqual(['db/new.sql', 'engagement/notes.md', 'name with\nnewline.txt']);
    expect(listed.more).toBe(0);
    writeTree(Object.fromEntries(Array.from({ length: UNTRACKED_LISTED + 5 }, (_, i) => [`proj/gen/f${i}.txt`, ''])), repo);
    const many = (await gitUntrackedFiles(path.join(repo, 'proj')))!;
    expect([many.paths.length, many.more]).toEqual([UNTRACKED_LISTED, 8]);
    expect(await defaultSystem({ git: false }).gitUntracked!(path.join(repo, 'proj'))).toBeUndefined();
    expect(await gitUntrackedFiles(writeTree({ 'no-repo.txt': 'x' }))).toBeUndefined();
  });

  /** A repository with one commit of `proj/a.txt` on `branch`. */
  const committedRepo = (branch: string) => {
    const repo = writeTree({ 'proj/a.txt': 'x\n' });
    git(repo, 'init', '-q', '-b', branch);
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'init');
    return repo;
  };
  /** Runs `body` with no GIT_* variable set (git sets some for hooks), then restores them. */
  const withoutGitVariables = async (body: () => Promise<void> | void) => {
    const env = { ...process.env };
    for (const k of Object.keys(process.env)) if (k.startsWith('GIT_')) delete process.env[k];
    try {
      await body();
    } finally {
      vi.restoreAllMocks();
      for (const k of Object.keys(process.env)) if (!(k in env)) delete process.env[k];
      Object.assign(process.env, env);
    }
  };

  it('reads the base branch from loose or packed refs as git finds it, and leaves other repositories to git', async () => {
    const repo = committedRepo('master');
    await withoutGitVariables(() => {
      expect(baseFromRefFiles(path.join(repo, 'proj'))).toBe('master');
      git(repo, 'branch', '-q', 'main');
      git(repo, 'pack-refs', '--all');
      expect(fs.existsSync(path.join(repo, '.git/refs/heads/main'))).toBe(false);
      expect(baseFromRefFiles(path.join(repo, 'proj'))).toBe('main');
      git(repo, 'update-ref', 'refs/remotes/origin/master', 'HEAD');
      expect(baseFromRefFiles(repo)).toBe('origin/master');
      // A linked worktree keeps its refs in the main repository.
      git(repo, 'worktree', 'add', '-q', path.join(repo, 'wt'), '-b', 'topic');
      expect(baseFromRefFiles(path.join(repo, 'wt'))).toBe('origin/master');
      expect(baseFromRefFiles(writeTree({ 'a.txt': 'x' }))).toBe(null);
      process.env['GIT_DIR'] = path.join(repo, '.git');
      expect(baseFromRefFiles(repo)).toBeUndefined();
    });
  });

  it('probes a tool once per invocation, whichever target asks', async () => {
    const dir = writeTree({ 'tool': '#!/bin/sh\nexit 0\n' });
    fs.chmodSync(path.join(dir, 'tool'), 0o755);
    const path0 = process.env['PATH'];
    process.env['PATH'] = `${dir}${path.delimiter}${path0}`;
    try {
      const spawn = vi.spyOn(process.getBuiltinModule('node:child_process'), 'spawn');
      const answers = await Promise.all([writeTree({}), writeTree({}), writeTree({})].map((root) => defaultSystem({ root }).probe('tool', ['--version'])));
      expect(answers).toEqual([{ ok: true, code: 0 }, { ok: true, code: 0 }, { ok: true, code: 0 }]);
      expect(spawn.mock.calls.filter(([cmd]) => cmd === path.join(dir, 'tool'))).toHaveLength(1);
    } finally {
      process.env['PATH'] = path0;
      vi.restoreAllMocks();
    }
  });

  it('sends a probe through the transport it is given (a worker thread asks the main thread) and caches the answer', async () => {
    const dir = writeTree({ 'relayed': '#!/bin/sh\nexit 0\n' });
    fs.chmodSync(path.join(dir, 'relayed'), 0o755);
    const path0 = process.env['PATH'];
    process.env['PATH'] = `${dir}${path.delimiter}${path0}`;
    try {
      const spawn = vi.spyOn(process.getBuiltinModule('node:child_process'), 'spawn');
      const asked: Array<[string, string[], number | undefined]> = [];
      const probeTransport = async (executable: string, args: string[], timeoutMs?: number) => (asked.push([executable, args, timeoutMs]), { ok: false, reason: 'exit' as const, code: 7 });
      const system = defaultSystem({ root: writeTree({}), probeTransport });
      expect(await system.probe('relayed', ['--version'], 1234)).toEqual({ ok: false, reason: 'exit', code: 7 });
      expect(await system.probe('relayed', ['--version'])).toEqual({ ok: false, reason: 'exit', code: 7 });
      expect(asked).toEqual([[path.join(dir, 'relayed'), ['--version'], 1234]]);
      expect(spawn).not.toHaveBeenCalled();
    } finally {
      process.env['PATH'] = path0;
      vi.restoreAllMocks();
    }
  });

  it('proves git with the diff it runs anyway, and runs git with its safety settings', async () => {
    const repo = committedRepo('main');
    await withoutGitVariables(async () => {
      const spawn = vi.spyOn(process.getBuiltinModule('node:child_process'), 'spawn');
      const a = defaultSystem({ root: path.join(repo, 'proj') });
      const b = defaultSystem({ root: writeTree({ 'a.txt': 'x' }) });
      expect(await a.probe('git', ['--version'])).toEqual({ ok: true, code: 0 });
      expect(await b.probe('git', ['--version'])).toEqual({ ok: true, code: 0 });
      expect(await a.gitDiff(path.join(repo, 'proj'))).toBe('');
      const calls = spawn.mock.calls.map(([cmd, args]) => [path.basename(cmd as string), ...(args as string[])]);
      // The diff proved git for the cache: neither target's probe started a process.
      expect(calls.filter((c) => c[0] === 'git' && c.includes('--version'))).toEqual([]);
      expect(calls.filter((c) => c.includes('diff'))).toHaveLength(1);
      const diff = calls.find((c) => c.includes('diff'))!;
      for (const flag of ['--no-optional-locks', 'core.fsmonitor=false', 'core.hooksPath=/dev/null', 'diff.autoRefreshIndex=false', '--no-textconv', '--no-ext-diff']) expect(diff).toContain(flag);
    });
  });

  it('looks up a root\'s repository once per run, whichever git question asks, and afresh in the next run', async () => {
    const repo = committedRepo('main');
    const root = path.join(repo, 'proj');
    await withoutGitVariables(async () => {
      const stat = vi.spyOn(fs, 'statSync');
      const lookups = () => stat.mock.calls.filter(([p]) => p === path.join(root, '.git')).length;
      const run = async () => {
        const system = defaultSystem({ root });
        await system.probe('git', ['--version']);
        expect(await system.gitDiff(root)).toBe('');
        await system.gitDiff(root);
        expect(system.gitProblem!(root)).toBeUndefined();
        expect(system.gitBaseProblem!(root)).toBeUndefined();
      };
      await run();
      expect(lookups()).toBe(1);
      await run();
      expect(lookups()).toBe(2);
    });
  });

  it('leaves no temporary file behind, and reads git through a pipe where none can be made', async () => {
    const repo = committedRepo('main');
    fs.writeFileSync(path.join(repo, 'proj/b.sql'), 'DROP TABLE t;\n');
    const tmp = writeTree({});
    const tmp0 = process.env['TMPDIR'];
    try {
      await withoutGitVariables(async () => {
        const spawn = vi.spyOn(process.getBuiltinModule('node:child_process'), 'spawn');
        const stdoutOf = () => spawn.mock.calls.map(([, , o]) => (typeof (o as { stdio: unknown[] }).stdio[1] === 'number' ? 'file' : (o as { stdio: unknown[] }).stdio[1]));
        process.env['TMPDIR'] = tmp;
        const viaFile = await gitDiffAgainstBase(path.join(repo, 'proj'));
        expect(viaFile).toBe('');
        expect(fs.readdirSync(tmp)).toEqual([]);
        git(repo, 'add', '-A');
        process.env['TMPDIR'] = path.join(tmp, 'missing');
        const viaPipe = await gitDiffAgainstBase(path.join(repo, 'proj'));
        expect(viaPipe).toMatch(/^\+DROP TABLE t;$/m);
        process.env['TMPDIR'] = tmp;
        expect(await gitDiffAgainstBase(path.join(repo, 'proj'))).toBe(viaPipe);
        expect(fs.readdirSync(tmp)).toEqual([]);
        expect(stdoutOf()).toEqual(['file', 'pipe', 'file']);
      });
    } finally {
      if (tmp0 === undefined) delete process.env['TMPDIR'];
      else process.env['TMPDIR'] = tmp0;
    }
  });

  it('is undefined outside a repository or without a base branch', async () => {
    expect(await gitDiffAgainstBase(writeTree({ 'a.txt': 'x' }))).toBeUndefined();
    const repo = writeTree({ 'a.txt': 'x' });
    git(repo, 'init', '-q', '-b', 'trunk');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'init');
    expect(await gitDiffAgainstBase(repo)).toBeUndefined();
  });
});
