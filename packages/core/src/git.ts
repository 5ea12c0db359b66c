import fs from 'node:fs';
import path from 'node:path';
import { specialKind } from './util.js';
import { statOrUndefined } from './io/paths.js';
import { readBounded } from './io/bounded-file.js';
import { commonDirOf, repositoryProblem, type AttributeFile } from './git-files.js';
import { trustedPath, withPath } from './probe.js';

export { commonDirOf, GIT_HAND_BYTES, GIT_LINE_BYTES, GIT_LIST_BYTES, looseRefsProblem } from './git-files.js';

/**
 * The one place that starts git. The repository belongs to the folder being
 * checked, so its configuration and attributes are untrusted: nothing they
 * name may run, and nothing may be written into it.
 */

/** node:child_process, loaded on first use. */
const childProcess = () => process.getBuiltinModule('node:child_process');

export const GIT_MAX_OUTPUT = 64 * 1024 * 1024;
export const GIT_TIMEOUT_MS = 10_000;
/** Files git pairs for rename detection at most (`diff.renameLimit` on every run): past it git skips the detection. */
export const GIT_RENAME_LIMIT = 1000;

/**
 * Settings on every run. The repository's config may name commands for
 * core.fsmonitor, diff drivers, pagers and hooks: each is switched off here,
 * and `diff.autoRefreshIndex=false` with optional locks off keeps `git diff`
 * from rewriting a stale `.git/index`. `protocol.allow=never` (and each transport by name, and
 * GIT_ALLOW_PROTOCOL in gitEnv) stops a partial clone from fetching, and so running transport
 * commands, for a missing object.
 */
/** The diff drivers git 2.39 has patterns for (userdiff.c), chosen by `diff=<name>` in the checked tree's attributes. */
const BUILTIN_DIFF_DRIVERS = ['ada', 'bash', 'bibtex', 'cpp', 'csharp', 'css', 'dts', 'elixir', 'fortran', 'fountain', 'golang', 'html', 'java', 'kotlin', 'markdown', 'matlab', 'objc', 'pascal', 'perl', 'php', 'python', 'ruby', 'rust', 'scheme', 'tex'];

const SAFE_CONFIG = [
  'core.fsmonitor=false',
  // Files the repository's config may point at that git reads whole: /dev/zero there is gigabytes of memory.
  'core.attributesFile=/dev/null',
  'diff.orderFile=/dev/null',
  'core.hooksPath=/dev/null',
  // A folder of the checked tree laid out as a bare repository (HEAD, objects/, refs/, config) is
  // never taken for the repository: git is told which one to use (repositoryFlags).
  'safe.bareRepository=explicit',
  'core.pager=cat',
  'diff.autoRefreshIndex=false',
  'protocol.allow=never',
  // A repository's own `protocol.<name>.allow=always` beats protocol.allow: each transport is refused by name too.
  ...['ext', 'file', 'git', 'ssh', 'http', 'https'].map((p) => `protocol.${p}.allow=never`),
  'credential.helper=',
  // The diff as git's defaults write it, whatever the repository sets: `diff.renames=copies` with an
  // unlimited renameLimit costs seconds per target, a huge context makes the diff huge, and renames
  // off, copies on or paths without their a/ b/ prefixes change what the scan reads.
  'diff.renames=true',
  `diff.renameLimit=${GIT_RENAME_LIMIT}`,
  'diff.algorithm=default',
  'diff.context=3',
  'diff.interHunkContext=0',
  'diff.noprefix=false',
  'diff.mnemonicPrefix=false',
  'core.quotePath=true',
  // ls-files would keep the untracked cache in the index up to date: no write into the checked repository.
  'core.untrackedCache=false',
  // A hunk's header names the function around it, found by the driver's pattern on each line above the
  // hunk: some of git's own patterns backtrack quadratically on long lines (matlab on a line of 40,000
  // blanks: 12 s). The scan reads no header, so each built-in driver's pattern is one that matches at once.
  ...BUILTIN_DIFF_DRIVERS.flatMap((d) => [`diff.${d}.xfuncname=^`]),
];

/**
 * The excludes file every git run reads: the user's default (`$XDG_CONFIG_HOME/git/ignore`) when it
 * is a regular file, else none. The repository's core.excludesFile may name /dev/zero or a FIFO,
 * which even `git diff` reads (it would hold git until its timeout).
 */
let excludes: string | undefined;
function excludesFile(): string {
  if (excludes !== undefined) return excludes;
  const home = process.env['HOME'];
  const xdg = process.env['XDG_CONFIG_HOME'] || (home ? path.join(home, '.config') : undefined);
  const file = xdg ? path.join(xdg, 'git', 'ignore') : undefined;
  return (excludes = file && statOrUndefined(file)?.isFile() ? file : '/dev/null');
}

/** Flags every `git diff` gets: no textconv, no external or driver diff, no submodule recursion. */
export const SAFE_DIFF_FLAGS = ['--no-color', '--no-ext-diff', '--no-textconv', '--ignore-submodules=all'];

/**
 * The environment of a git run: the user's, with the system and global config
 * ignored (their settings, such as diff.noprefix or color.ui, would change the
 * output that is parsed) and no pager, prompt or optional lock.
 */
export function gitEnv(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return {
    ...base,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_OPTIONAL_LOCKS: '0',
    GIT_TERMINAL_PROMPT: '0',
    GIT_PAGER: 'cat',
    GIT_ASKPASS: '',
    SSH_ASKPASS: '',
    GIT_EXTERNAL_DIFF: '',
    GIT_NO_REPLACE_OBJECTS: '1',
    // A partial clone fetches a missing object from its promisor remote, whose URL may be a command
    // (`ext::sh -c …`). An allow-list naming no real transport overrides every protocol.*.allow of the
    // repository's config; git 2.44 and later also skip the lazy fetch itself.
    GIT_ALLOW_PROTOCOL: 'none',
    GIT_NO_LAZY_FETCH: '1',
  };
}

/**
 * Filter drivers (`filter.<name>.clean/smudge/process`) run when a working-tree
 * file is read for a diff, chosen by `.gitattributes` of the checked tree. git
 * 2.39 cannot be told to ignore attributes, so each driver the repository's
 * config defines is overridden with empty commands, and each diff driver it defines
 * with a hunk-header pattern that matches at once (its own may backtrack for
 * seconds on each line). Which drivers exist is read from the config files
 * themselves when they hold no `[filter`, `[diff` or include (the common case, no
 * process); otherwise git lists them.
 */
export function filterOverrides(executable: string, cwd: string, gitDir: string | undefined, repository: string[] = []): string[] | Promise<string[] | undefined> {
  // Answered without a promise when the files tell: the diff that follows then starts at once,
  // not after the synchronous work queued behind this call.
  if (gitDir !== undefined) {
    const texts = [path.join(gitDir, 'config'), path.join(gitDir, 'config.worktree'), path.join(commonDirOf(gitDir), 'config')].map(readSmall);
    if (texts.every((t) => t !== undefined && !/\[\s*(?:filter|include|diff)/i.test(t))) return [];
  }
  return listedFilterOverrides(executable, cwd, repository, gitDir ?? path.resolve(cwd));
}

/**
 * The repository git must use, named outright: git's own discovery from a folder of the checked tree
 * would take a folder there holding HEAD, objects/ and refs/ (plain committed files) for a bare
 * repository, with a config of the tree's choosing.
 */
export function repositoryFlags(located: { gitDir: string; workTree?: string }): string[] {
  return located.gitDir && located.workTree ? [`--git-dir=${located.gitDir}`, `--work-tree=${located.workTree}`] : [];
}

/** Why git was not run in a repository, found by asking git about its config (a filter that cannot be switched off). */
const refusals = new Map<string, string>();
/** Records why git is not run in the repository whose git folder is `gitDir`. */
export function refuseGit(gitDir: string, why: string): void {
  refusals.set(gitDir, why);
}
/** Why git was refused for the repository whose git folder is `gitDir` (or, where git found it, for `cwd`). */
export function gitRefusedFor(gitDir: string | undefined, cwd: string): string | undefined {
  return refusals.get(gitDir || path.resolve(cwd));
}

/** `key`: the repository's git folder, or the folder git was asked from when git finds the repository itself. */
async function listedFilterOverrides(executable: string, cwd: string, repository: string[], key: string): Promise<string[] | undefined> {
  // `--get-regexp` exits 1 when no key matches: a repository defining no filter (one whose config only includes files).
  const listed = await runGit(executable, cwd, ['config', '--null', '--name-only', '--get-regexp', '^(filter|diff)\\.'], repository, GIT_TIMEOUT_MS, [0, 1]);
  if (listed === undefined) return undefined;
  const names = new Set<string>();
  // Diff drivers the config defines: their hunk-header pattern (funcname, xfuncname) is the repository's regex.
  const drivers = new Set<string>();
  for (const key of listed.split('\0')) {
    const m = /^(filter|diff)\.(.+)\.[^.]+$/s.exec(key);
    if (m) (m[1] === 'filter' ? names : drivers).add(m[2]!);
  }
  // `-c` splits at the first `=`: a driver named `x=y` cannot be emptied that way, so git is not run at all.
  const unswitchable = [...names, ...drivers].find((n) => n.includes('='));
  if (unswitchable !== undefined) {
    const what = names.has(unswitchable) ? 'a filter driver' : 'a diff driver';
    refusals.set(key, `its config defines ${what} named ${JSON.stringify(unswitchable)}, whose ${names.has(unswitchable) ? 'commands' : 'patterns'} cannot be switched off`);
    return undefined;
  }
  return [
    ...[...names].flatMap((n) => ['-c', `filter.${n}.clean=`, '-c', `filter.${n}.smudge=`, '-c', `filter.${n}.process=`, '-c', `filter.${n}.required=false`]),
    ...[...drivers].flatMap((n) => ['-c', `diff.${n}.funcname=^`, '-c', `diff.${n}.xfuncname=^`]),
  ];
}

const MAX_CONFIG_BYTES = 1024 * 1024;

/** A small regular file's text, read with bounds; '' when missing, undefined when special or large. */
function readSmall(file: string): string | undefined {
  const read = readBounded(file, MAX_CONFIG_BYTES);
  return read === undefined ? '' : 'text' in read ? read.text : undefined;
}

let gitRuns = 0;

/** Why git gave nothing when it was stopped rather than failing: its time ran out, or its output passed the limit. */
export type GitStop = 'timeout' | 'too-large' | 'attributes';
/**
 * Per folder, why its last stopped git run was stopped, whether it was not started at all (`skipped`:
 * the same command had run out of time in its repository before), and what stopped it (`detail`).
 */
const stops = new Map<string, { why: GitStop; skipped: boolean; detail?: string }>();
/** Why the last git run in `cwd` was stopped, if it was. */
export function gitStoppedIn(cwd: string): GitStop | undefined {
  return stops.get(cwd)?.why;
}
/** True when git's last stop in `cwd` was no run at all: the same command had run out of time in this repository before. */
export function gitSkippedIn(cwd: string): boolean {
  return stops.get(cwd)?.skipped === true;
}
/** What stopped git's last run in `cwd`, where a reason was given (an attribute file it would wait on). */
export function gitStopDetail(cwd: string): string | undefined {
  return stops.get(cwd)?.detail;
}
const stopped = (cwd: string, why: GitStop, skipped = false, detail?: string) => {
  stops.set(cwd, { why, skipped, detail });
  return undefined;
};
/** Forgets why git's last run in `cwd` stopped: that run was not one a check reports on (a diff shared by many projects, taken again per project). */
export const forgetGitStop = (cwd: string): void => void stops.delete(cwd);
/** Records that git was not run in `cwd` for the patch, and why (`detail`). */
export const gitNotRun = (cwd: string, detail: string): undefined => stopped(cwd, 'attributes', false, detail);

/**
 * Commands (repository and subcommand) that ran out of time in this invocation. A repository that
 * holds git for its whole timeout (a huge `.gitattributes` matched against a huge change, a FIFO
 * git waits on) would hold it as long again for each target it holds: it is waited on once. The
 * worker threads of a run over many targets learn of it through a broadcast channel. Kept for
 * SLOW_KEPT_MS: a process that lints again later (an editor's) asks git again.
 */
const slow = new Map<string, number>();
const SLOW_KEPT_MS = 5 * 60_000;
const isSlow = (key: string) => {
  const at = slow.get(key);
  if (at !== undefined && Date.now() - at < SLOW_KEPT_MS) return true;
  slow.delete(key);
  return false;
};
type Channel = import('node:worker_threads').BroadcastChannel;
let slowChannel: Channel | undefined;
const SLOW_CHANNEL = 'engagement-lint:git-timeouts';
/**
 * Shares git's timeouts with the other threads of this run (each calls it: the main thread when it
 * starts workers, each worker as it starts). A run on one thread opens no channel: node:worker_threads
 * costs a one-target run ~4 ms to load.
 */
export function shareGitTimeouts(): void {
  listenForSlow();
}
function listenForSlow(): Channel | undefined {
  if (slowChannel) return slowChannel;
  try {
    slowChannel = new (process.getBuiltinModule('node:worker_threads').BroadcastChannel)(SLOW_CHANNEL);
  } catch {
    return undefined;
  }
  slowChannel.onmessage = (e: unknown) => {
    const key = (e as { data?: unknown }).data;
    if (typeof key === 'string') slow.set(key, Date.now());
  };
  // It never keeps the process alive.
  slowChannel.unref();
  return slowChannel;
}
/** The repository a run is in (its `--git-dir`, else the folder git finds it from) and the subcommand. */
const slowKey = (cwd: string, args: string[], extra: string[]) => `${extra.find((a) => a.startsWith('--git-dir='))?.slice('--git-dir='.length) ?? path.resolve(cwd)}\0${args[0] ?? ''}`;
const timedOut = (key: string) => {
  slow.set(key, Date.now());
  slowChannel?.postMessage(key);
};

const spawnOptions = { shell: false, killSignal: 'SIGKILL', windowsHide: true } as const;

/**
 * git's standard output when it exits 0 (or another of `okExits`) within 10 s, else undefined. Always an
 * argument list, never a shell; `executable` is git as resolved outside the
 * checked project (probe.ts). `extra` are `-c` settings placed before the
 * subcommand (the filter overrides). git writes into a temporary file of its
 * own (created anew, removed at once where the system allows): no pipe and no
 * stream to set up, read and tear down, which on a run that starts on every
 * commit is milliseconds.
 */
export function runGit(executable: string, cwd: string, args: string[], extra: string[], timeoutMs = GIT_TIMEOUT_MS, okExits: readonly number[] = [0], maxOutput = GIT_MAX_OUTPUT, shared = false): Promise<string | undefined> {
  // A run for many projects at once (git-batch.ts) that times out says nothing of one project's own run: it is waited on once as itself.
  const key = slowKey(cwd, args, extra) + (shared ? '\0shared' : '');
  if (isSlow(key)) return Promise.resolve(stopped(cwd, 'timeout', true));
  const argv = ['--no-pager', '--no-optional-locks', ...SAFE_CONFIG.flatMap((c) => ['-c', c]), '-c', `core.excludesFile=${excludesFile()}`, ...extra, '-C', cwd, ...args];
  // PATH without the checked tree's entries: whatever git starts (a helper, a script's interpreter) is none of its own.
  const env = withPath(gitEnv(), trustedPath(cwd));
  const file = path.join(process.getBuiltinModule('node:os').tmpdir(), `engagement-lint-${process.pid}-${++gitRuns}.out`);
  let fd: number;
  try {
    fd = fs.openSync(file, 'wx+', 0o600);
  } catch {
    return gitThroughPipe(executable, argv, env, cwd, timeoutMs, okExits, key, maxOutput);
  }
  const unlinked = process.platform !== 'win32' && tryUnlink(file);
  let closed = false;
  const done = (out: string | undefined) => {
    if (!closed) {
      closed = true;
      fs.closeSync(fd);
      if (!unlinked) tryUnlink(file);
    }
    return out;
  };
  return new Promise((resolve) => {
    let child;
    try {
      child = childProcess().spawn(executable, argv, { ...spawnOptions, timeout: timeoutMs, env, stdio: ['ignore', fd, 'ignore'] });
    } catch {
      return resolve(done(undefined));
    }
    child.on('error', () => resolve(done(undefined)));
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') {
        timedOut(key);
        return resolve(done(stopped(cwd, 'timeout')));
      }
      if (code === null || !okExits.includes(code) || closed) return resolve(done(undefined));
      const size = fs.fstatSync(fd).size;
      if (size > maxOutput) return resolve(done(stopped(cwd, 'too-large')));
      resolve(done(outputText(fd, size)));
    });
  });
}

/**
 * git's output, `size` bytes in the file open as `fd`, as text. On Linux the file is read anew through
 * /proc (the descriptor's offset is git's, at the end), as one UTF-8 string that Node decodes from
 * memory it frees at once: a diff of tens of MB would otherwise be held twice, as a Buffer and as its
 * text, until the collector frees the Buffer (a 41 MB diff peaked 45 MB higher in half the runs).
 */
function outputText(fd: number, size: number): string {
  if (process.platform === 'linux') {
    try {
      return fs.readFileSync(`/proc/self/fd/${fd}`, 'utf8');
    } catch {
      // No /proc: read through the descriptor below.
    }
  }
  const bytes = Buffer.alloc(size);
  let read = 0;
  while (read < size) {
    const n = fs.readSync(fd, bytes, read, size - read, read);
    if (n === 0) break;
    read += n;
  }
  return bytes.subarray(0, read).toString('utf8');
}

function tryUnlink(file: string): boolean {
  try {
    fs.unlinkSync(file);
    return true;
  } catch {
    return false;
  }
}

/** The same through a pipe, where no temporary file can be made. */
function gitThroughPipe(executable: string, argv: string[], env: NodeJS.ProcessEnv, cwd: string, timeoutMs: number, okExits: readonly number[], key: string, maxOutput: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    let child;
    try {
      child = childProcess().spawn(executable, argv, { ...spawnOptions, timeout: timeoutMs, env, stdio: ['ignore', 'pipe', 'ignore'] });
    } catch {
      return resolve(undefined);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    child.stdout!.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxOutput) child.kill('SIGKILL');
      else chunks.push(chunk);
    });
    child.on('error', () => resolve(undefined));
    child.on('close', (code, signal) => {
      if (size > maxOutput) return resolve(stopped(cwd, 'too-large'));
      if (signal === 'SIGKILL') {
        timedOut(key);
        return resolve(stopped(cwd, 'timeout'));
      }
      resolve(code !== null && okExits.includes(code) ? Buffer.concat(chunks).toString('utf8') : undefined);
    });
  });
}

/** Longest `.git` file read: a `gitdir:` line is a path, and paths are short. */
const MAX_DOTGIT_BYTES = 4096;

/** A repository found: its git folder, and the folder holding its `.git` (the work tree git is told to use). */
export type GitDirLink = { gitDir: string; workTree?: string; attributes?: AttributeFile[] } | { problem: string };

/**
 * The repository a `.git` file points to (`gitdir: <path>`), read with bounds:
 * an oversized file or a path longer than the system allows is a problem to
 * report, never an exception.
 */
export function readGitDirLink(dotGit: string): GitDirLink {
  let text: string;
  try {
    const fd = fs.openSync(dotGit, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0));
    try {
      const buf = Buffer.alloc(MAX_DOTGIT_BYTES + 1);
      const n = fs.readSync(fd, buf, 0, buf.length, 0);
      if (n > MAX_DOTGIT_BYTES) return { problem: `${dotGit} is over ${MAX_DOTGIT_BYTES} bytes; not a gitdir link` };
      text = buf.subarray(0, n).toString('utf8');
    } finally {
      fs.closeSync(fd);
    }
  } catch (e) {
    return { problem: `${dotGit} cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'})` };
  }
  const line = text.split('\n').find((l) => l.startsWith('gitdir:'));
  const target = line?.slice('gitdir:'.length).trim();
  if (!target) return { problem: `${dotGit} holds no gitdir: line` };
  if (target.length > 1024) return { problem: `${dotGit} names a gitdir of ${target.length} characters; not followed` };
  const gitDir = path.resolve(path.dirname(dotGit), target);
  let isDir = false;
  try {
    isDir = fs.statSync(gitDir, { throwIfNoEntry: false })?.isDirectory() ?? false;
  } catch {
    isDir = false;
  }
  if (!isDir) return { problem: `${dotGit} names a gitdir that is not a folder (${target.length > 80 ? `${target.slice(0, 80)}…` : target})` };
  return { gitDir };
}


/** Tried in order when no base is named (git-base.ts re-exports it). */
export const DEFAULT_BASES = ['origin/main', 'origin/master', 'main', 'master'];

/**
 * The repository holding `dir`: the first `.git` folder or `.git` file
 * (`gitdir:` link, read with bounds) upward; null when there is none. A file
 * git would read for `dir` that is no regular file, or over its limit, is a
 * problem instead (repositoryProblem): git is not run into it.
 */
export function findGitDir(dir: string, bases: readonly string[] = DEFAULT_BASES): GitDirLink | null {
  const start = path.resolve(dir);
  for (let d = start; ; d = path.dirname(d)) {
    const dotGit = path.join(d, '.git');
    const st = statOrUndefined(dotGit);
    if (st?.isDirectory()) return withChecks(dotGit, d, start, bases);
    if (st?.isFile()) {
      const link = readGitDirLink(dotGit);
      return 'gitDir' in link ? withChecks(link.gitDir, d, start, bases) : link;
    }
    // A FIFO or a device named .git is no repository git could read: said, not passed over.
    if (st) return { problem: `${dotGit} is neither a folder nor a file (${specialKind(st)})` };
    if (path.dirname(d) === d) return null;
  }
}

/** The repository of `gitDir` for `dir`, or the problem git would meet in it. */
function withChecks(gitDir: string, workTree: string, dir: string, bases: readonly string[]): GitDirLink {
  const checked = repositoryProblem(gitDir, workTree, dir, bases);
  return 'problem' in checked ? checked : { gitDir, workTree, ...checked };
}

/** Where the repository holding a folder is: `findGitDir`, or a lookup that remembers its answers. */
export type GitDirLookup = (dir: string) => GitDirLink | null;

/**
 * `findGitDir` asked once per folder. One is made per lint run (defaultSystem) and handed to
 * every git question of that run, so a root is looked up once however many ask; it is never
 * shared between runs, where a repository may have appeared in between.
 */
export function gitDirLookup(bases: readonly string[] = DEFAULT_BASES): GitDirLookup {
  const found = new Map<string, GitDirLink | null>();
  return (dir) => {
    const key = path.resolve(dir);
    if (!found.has(key)) found.set(key, findGitDir(key, bases));
    return found.get(key)!;
  };
}
