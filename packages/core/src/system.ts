import { spawn, execFile } from 'node:child_process';
import type { ProbeResult, SystemAccess } from './types.js';

/**
 * Runs a probe without a shell: the command and its arguments are passed as
 * an argv array, so a tool name read from a checked file can never become a
 * shell command.
 */
export function runProbe(command: string, args: string[], timeoutMs = 10_000): Promise<ProbeResult> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (r: ProbeResult) => {
      if (!settled) {
        settled = true;
        resolve(r);
      }
    };
    let child;
    try {
      child = spawn(command, args, { shell: false, stdio: 'ignore', timeout: timeoutMs, killSignal: 'SIGKILL', windowsHide: true });
    } catch {
      return done({ ok: false, reason: 'missing' });
    }
    child.on('error', (e: NodeJS.ErrnoException) => done({ ok: false, reason: e.code === 'ENOENT' ? 'missing' : 'exit' }));
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL' || signal === 'SIGTERM') done({ ok: false, reason: 'timeout', code });
      else done(code === 0 ? { ok: true, code } : { ok: false, reason: 'exit', code });
    });
  });
}

function git(cwd: string, args: string[]): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile('git', ['-C', cwd, ...args], { timeout: 10_000, maxBuffer: 64 * 1024 * 1024, shell: false }, (err, stdout) =>
      resolve(err ? undefined : stdout),
    );
  });
}

/** The diff of the project folder against the merge base with the first base branch found. */
export async function gitDiffAgainstBase(projectRoot: string, bases = ['origin/main', 'origin/master', 'main', 'master']): Promise<string | undefined> {
  const top = await git(projectRoot, ['rev-parse', '--show-toplevel']);
  if (!top) return undefined;
  for (const base of bases) {
    const mb = (await git(projectRoot, ['merge-base', 'HEAD', base]))?.trim();
    if (mb) return git(projectRoot, ['diff', '--relative', '--no-color', '--no-ext-diff', mb, '--', '.']);
  }
  return undefined;
}

export function defaultSystem(opts: { git?: boolean } = {}): SystemAccess {
  return {
    probe: runProbe,
    hasEnv: (name) => typeof process.env[name] === 'string' && process.env[name] !== '',
    gitDiff: (root) => (opts.git === false ? Promise.resolve(undefined) : gitDiffAgainstBase(root)),
  };
}
