import fs from 'node:fs';
import path from 'node:path';
import type { ProbeResult } from './types.js';
import { pathInside, statOrUndefined } from './io/paths.js';

/** node:child_process, loaded on first use: most runs of a folder without tools_required spawn nothing. */
const childProcess = () => process.getBuiltinModule('node:child_process');

/** Process groups of probes still running: killed when the linter exits first (their group is their own, so no signal reaches them). */
const liveGroups = new Set<number>();
let exitHook = false;
function killLiveGroupsOnExit(): void {
  if (exitHook) return;
  exitHook = true;
  process.on('exit', killAll);
}
function killAll(): void {
  for (const pid of liveGroups) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}
/**
 * Ctrl-C reaches the linter's group, not the probes' own: while a probe runs, a signal takes them down, then the
 * linter dies of it as before. The handlers are there only while a probe is: a handler waits for the event loop, so
 * one left in place would hold Ctrl-C, SIGTERM and a CI's cancel off for as long as a rule computes.
 */
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
function onSignal(signal: NodeJS.Signals): void {
  killAll();
  for (const s of SIGNALS) process.off(s, onSignal);
  process.kill(process.pid, signal);
}
function groupStarted(pid: number): void {
  if (liveGroups.size === 0) for (const s of SIGNALS) process.on(s, onSignal);
  liveGroups.add(pid);
}
function groupEnded(pid: number): void {
  if (!liveGroups.delete(pid) || liveGroups.size) return;
  // After this turn's other signals: a SIGTERM that came while the main thread was busy is read in the same turn as the
  // probe's exit, after it, and a handler removed at once would drop it (the run would go on and exit 0).
  setImmediate(() => {
    if (!liveGroups.size) for (const s of SIGNALS) process.off(s, onSignal);
  });
}

/**
 * Set for every probe so a `--version` installs and writes nothing: a Corepack shim (pnpm, yarn)
 * would download a missing package manager, and npm would check the registry for updates.
 */
const PROBE_ENV = { COREPACK_ENABLE_NETWORK: '0', COREPACK_ENABLE_AUTO_PIN: '0', COREPACK_ENABLE_DOWNLOAD_PROMPT: '0', NO_UPDATE_NOTIFIER: '1', npm_config_update_notifier: 'false' } as const;

/** How a probe starts its child: child_process.spawn, or a test's stand-in. */
export type Spawn = (command: string, args: string[], options: import('node:child_process').SpawnOptions) => import('node:child_process').ChildProcess;

/**
 * Runs a probe without a shell: the command and its arguments are passed as
 * an argv array, so a tool name read from a checked file can never become a
 * shell command. It runs in the file system root, so a tool that looks in its
 * working directory (python's sys.path, npx) finds nothing of the checked tree,
 * and with `pathEnv` (trustedPath) as its PATH, so a tool that is a script finds
 * no interpreter the checked tree ships.
 */
export function runProbe(command: string, args: string[], timeoutMs = 10_000, spawn: Spawn = (...a) => childProcess().spawn(...a), pathEnv?: string): Promise<ProbeResult> {
  killLiveGroupsOnExit();
  return new Promise((resolve) => {
    let settled = false;
    const done = (r: ProbeResult) => {
      if (!settled) {
        settled = true;
        resolve(r);
      }
    };
    let child: import('node:child_process').ChildProcess;
    // Its own process group on POSIX: a tool that is a wrapper (a shell shim, a CLI plugin) leaves no process behind when it is killed.
    const group = process.platform !== 'win32';
    try {
      child = spawn(command, args, { shell: false, cwd: path.parse(process.cwd()).root, env: withPath({ ...process.env, ...PROBE_ENV }, pathEnv), stdio: 'ignore', detached: group, windowsHide: true, ...(group ? {} : { timeout: timeoutMs, killSignal: 'SIGKILL' as const }) });
    } catch {
      return done({ ok: false, reason: 'missing' });
    }
    const pid = child.pid;
    const kill = () => {
      try {
        if (pid !== undefined) process.kill(-pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    let timer: NodeJS.Timeout | undefined;
    if (group && pid !== undefined) {
      groupStarted(pid);
      timer = setTimeout(() => {
        // A main thread busy past the deadline runs this timer before the I/O that tells of the child's exit (timers
        // come first in the loop): the answer waits one turn of I/O, so a child that answered in time is never called silent.
        setImmediate(() => {
          if (settled || child.exitCode !== null || child.signalCode !== null) return;
          kill();
          done({ ok: false, reason: 'timeout' });
        });
      }, timeoutMs);
    }
    const settle = () => {
      if (timer) clearTimeout(timer);
      if (pid !== undefined) groupEnded(pid);
    };
    child.on('error', (e: NodeJS.ErrnoException) => {
      settle();
      done({ ok: false, reason: e.code === 'ENOENT' ? 'missing' : 'exit' });
    });
    child.on('exit', (code, signal) => {
      settle();
      if (signal === 'SIGKILL' || signal === 'SIGTERM') done({ ok: false, reason: 'timeout', code });
      else done(code === 0 ? { ok: true, code } : { ok: false, reason: 'exit', code });
    });
  });
}

const realPaths = new Map<string, string | undefined>();
function real(p: string): string | undefined {
  if (!realPaths.has(p)) {
    let r: string | undefined;
    try {
      r = fs.realpathSync.native(p);
    } catch {
      r = undefined;
    }
    realPaths.set(p, r);
  }
  return realPaths.get(p);
}

/** A bare program name: no path, no shell syntax. Anything else is never looked up. */
const PROGRAM = /^[A-Za-z0-9][A-Za-z0-9._+-]*$/;

/**
 * The executable `command` names on PATH, looked up only in absolute PATH
 * entries outside `projectRoot` (never `.`, an empty or relative entry, nor the
 * project's `node_modules/.bin`), so the checked tree cannot ship the tool that
 * is probed.
 */
export function resolveTool(command: string, projectRoot?: string, envPath = process.env['PATH'] ?? ''): string | undefined {
  if (!PROGRAM.test(command)) return undefined;
  // Looked up once per invocation, like the probes themselves: an archive of 100 engagements
  // otherwise stats every PATH entry for every tool of every target.
  const key = JSON.stringify([command, projectRoot, envPath]);
  if (!resolved.has(key)) resolved.set(key, lookUpTool(command, projectRoot, envPath));
  return resolved.get(key);
}

const resolved = new Map<string, string | undefined>();

function lookUpTool(command: string, projectRoot: string | undefined, envPath: string): string | undefined {
  const project = projectRoot === undefined ? undefined : real(path.resolve(projectRoot)) ?? path.resolve(projectRoot);
  const ok = (c: OnPath) => project === undefined || !(pathInside(c.realDir, project) || pathInside(c.dir, project) || pathInside(c.target, project));
  return executablesOnPath(command, envPath).find(ok)?.file;
}

/**
 * Whether `file` is a regular file. A PATH entry that is no searchable folder
 * (a file: ENOTDIR, a symlink loop: ELOOP, no search permission: EACCES) is
 * skipped as a shell skips it; `throwIfNoEntry` only covers ENOENT.
 */
function isFile(file: string): boolean {
  return statOrUndefined(file)?.isFile() ?? false;
}

interface OnPath {
  /** The PATH entry, resolved, and its real path. */
  dir: string;
  realDir: string;
  /** The executable as found, and its real path. */
  file: string;
  target: string;
}

const onPath = new Map<string, OnPath[]>();

/**
 * Every executable regular file `command` names in the absolute PATH entries,
 * in PATH order, looked up once per invocation: which one a target may run
 * depends on its project (lookUpTool), so an archive of targets in different
 * projects stats PATH once, not once per target.
 */
function executablesOnPath(command: string, envPath: string): OnPath[] {
  const key = `${command}\0${envPath}`;
  let found = onPath.get(key);
  if (found) return found;
  found = [];
  const exts = process.platform === 'win32' ? (process.env['PATHEXT'] ?? '.EXE;.CMD;.BAT').split(';') : [''];
  for (const dir of envPath.split(path.delimiter)) {
    if (!dir || !path.isAbsolute(dir)) continue;
    for (const ext of exts) {
      const file = path.join(dir, command + ext);
      if (!isFile(file)) continue;
      // Real paths only where the command is: most PATH folders do not hold it.
      const realDir = real(dir);
      const target = real(file);
      if (realDir === undefined || target === undefined) continue;
      try {
        fs.accessSync(file, fs.constants.X_OK);
      } catch {
        continue;
      }
      found.push({ dir: path.resolve(dir), realDir, file, target });
    }
  }
  onPath.set(key, found);
  return found;
}

/**
 * Runs a resolved probe somewhere else: a worker thread is handed one that
 * asks the main thread, which holds the one cache (lint's `probeTransport`).
 */
export type ProbeTransport = (executable: string, args: string[], timeoutMs?: number, pathEnv?: string) => Promise<ProbeResult>;

/**
 * The probe answers of one invocation, keyed by executable and arguments. A
 * tool's reachability does not change within one run, so an archive of 100
 * engagements probes each tool once: worker threads ask the main thread
 * through their transport, and the main thread answers from here.
 */
const probeCache = new Map<string, Promise<ProbeResult>>();

/** A probe's answer, from the cache, else from `transport` when given (a worker thread's), else from a process run here. */
export function probeOnce(executable: string, args: string[], timeoutMs?: number, transport?: ProbeTransport, pathEnv?: string): Promise<ProbeResult> {
  // The timeout is not part of the key: every caller of one run asks with the same one. The PATH is: a script's
  // interpreter is looked up on it, and targets in different projects leave out different entries.
  const key = JSON.stringify([executable, args, pathEnv ?? null]);
  let p = probeCache.get(key);
  if (!p) {
    if (isThisNode(executable, args)) p = Promise.resolve({ ok: true, code: 0 });
    else if (transport) p = transport(executable, args, timeoutMs, pathEnv);
    else p = runProbe(executable, args, timeoutMs, undefined, pathEnv);
    probeCache.set(key, p);
  }
  return p;
}

/** Records an answer learnt another way (a git that ran a diff answers `git --version`), unless one is cached. */
export function recordProbe(executable: string, args: string[], result: ProbeResult, pathEnv?: string): void {
  const key = JSON.stringify([executable, args, pathEnv ?? null]);
  if (!probeCache.has(key)) probeCache.set(key, Promise.resolve(result));
}

/** `node --version` needs no process when the executable is the binary running this linter. */
function isThisNode(executable: string, args: string[]): boolean {
  if (args.length !== 1 || args[0] !== '--version' || path.basename(executable, path.extname(executable)) !== 'node') return false;
  const self = real(process.execPath);
  return self !== undefined && real(executable) === self;
}

/** Probes `command args` as resolved for a target in `projectRoot`: 'missing' without a process when no trusted executable exists. */
export function probeTool(command: string, args: string[], timeoutMs: number | undefined, projectRoot: string | undefined, transport?: ProbeTransport): Promise<ProbeResult> {
  const exe = resolveTool(command, projectRoot);
  return exe === undefined ? Promise.resolve({ ok: false, reason: 'missing' }) : probeOnce(exe, args, timeoutMs, transport, trustedPath(projectRoot));
}

const trusted = new Map<string, string>();

/**
 * PATH as a probe or git runs with it: its absolute entries outside `projectRoot` (by their path and their real
 * path). The tool itself is looked up that way (resolveTool), but a tool outside the project may be a script
 * (`#!/usr/bin/env node`, npm, a pyenv shim) that looks its interpreter up on PATH, where the project's
 * `node_modules/.bin` (on PATH under `npm run` and npx) would hand it the checked tree's `node` or `bash`.
 */
export function trustedPath(projectRoot: string | undefined, envPath = process.env['PATH'] ?? ''): string {
  const key = `${projectRoot ?? ''}\0${envPath}`;
  let kept = trusted.get(key);
  if (kept === undefined) {
    const project = projectRoot === undefined ? undefined : real(path.resolve(projectRoot)) ?? path.resolve(projectRoot);
    const outside = (dir: string) => {
      if (!dir || !path.isAbsolute(dir)) return false;
      if (project === undefined) return true;
      const abs = path.resolve(dir);
      const r = real(abs);
      return !pathInside(abs, project) && !(r !== undefined && pathInside(r, project));
    };
    trusted.set(key, (kept = envPath.split(path.delimiter).filter(outside).join(path.delimiter)));
  }
  return kept;
}

/** `env` with its PATH replaced (on Windows a variable's name has any case: `Path` too), or as it is without one. */
export function withPath(env: NodeJS.ProcessEnv, pathEnv: string | undefined): NodeJS.ProcessEnv {
  if (pathEnv === undefined) return env;
  for (const name of Object.keys(env)) if (name.toUpperCase() === 'PATH') delete env[name];
  env['PATH'] = pathEnv;
  return env;
}
