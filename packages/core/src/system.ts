import type { ProbeResult, SystemAccess } from './types.js';

/** node:child_process, loaded on first use: most runs of a folder without tools_required spawn nothing. */
const childProcess = () => process.getBuiltinModule('node:child_process');

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
      child = childProcess().spawn(command, args, { shell: false, stdio: 'ignore', timeout: timeoutMs, killSignal: 'SIGKILL', windowsHide: true });
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
    childProcess().execFile('git', ['-C', cwd, ...args], { timeout: 10_000, maxBuffer: 64 * 1024 * 1024, shell: false }, (err, stdout) =>
      resolve(err ? undefined : stdout),
    );
  });
}

const BASES = ['origin/main', 'origin/master', 'main', 'master'];

/**
 * The diff of the project folder (working tree) against its merge base with
 * the first base branch found: two git processes, since every spawn costs the
 * start-up of a tool that runs on every commit.
 */
export async function gitDiffAgainstBase(projectRoot: string, bases = BASES): Promise<string | undefined> {
  const refs = await git(projectRoot, ['for-each-ref', '--format=%(refname:short)', ...bases.map((b) => (b.includes('/') ? `refs/remotes/${b}` : `refs/heads/${b}`))]);
  if (refs === undefined) return undefined;
  const present = new Set(refs.split('\n').map((r) => r.trim()));
  const base = bases.find((b) => present.has(b));
  if (!base) return undefined;
  return git(projectRoot, ['diff', '--merge-base', base, '--relative', '--no-color', '--no-ext-diff', '--', '.']);
}

/** Probe answers of this process: a tool's reachability does not change within one run of many targets. */
const probeCache = new Map<string, Promise<ProbeResult>>();
function cachedProbe(command: string, args: string[], timeoutMs?: number): Promise<ProbeResult> {
  const key = JSON.stringify([command, args, timeoutMs ?? null]);
  let p = probeCache.get(key);
  if (!p) probeCache.set(key, (p = runProbe(command, args, timeoutMs)));
  return p;
}

export function defaultSystem(opts: { git?: boolean } = {}): SystemAccess {
  return {
    probe: cachedProbe,
    hasEnv: (name) => typeof process.env[name] === 'string' && process.env[name] !== '',
    gitDiff: (root) => (opts.git === false ? Promise.resolve(undefined) : gitDiffAgainstBase(root)),
  };
}
