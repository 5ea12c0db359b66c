import fs from 'node:fs';
import path from 'node:path';
import type { ProbeResult, SystemAccess } from './types.js';
import { baseCandidates, baseProblem, DEFAULT_BASES, requestedBase } from './git-base.js';

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

const GIT_MAX_OUTPUT = 64 * 1024 * 1024;
const GIT_OPTIONS = { shell: false, timeout: 10_000, killSignal: 'SIGKILL', windowsHide: true } as const;
let gitRuns = 0;

/**
 * git's standard output when it exits 0 within 10 s, else undefined. git
 * writes into a temporary file of its own (created anew, removed at once where
 * the system allows): no pipe and no stream to set up, read and tear down,
 * which on a run that starts on every commit is milliseconds.
 */
function git(cwd: string, args: string[]): Promise<string | undefined> {
  const file = path.join(process.getBuiltinModule('node:os').tmpdir(), `engagement-lint-${process.pid}-${++gitRuns}.out`);
  let fd: number;
  try {
    fd = fs.openSync(file, 'wx+', 0o600);
  } catch {
    return gitThroughPipe(cwd, args);
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
      child = childProcess().spawn('git', ['-C', cwd, ...args], { ...GIT_OPTIONS, stdio: ['ignore', fd, 'ignore'] });
    } catch {
      return resolve(done(undefined));
    }
    child.on('error', () => resolve(done(undefined)));
    child.on('exit', (code) => {
      if (code !== 0 || closed) return resolve(done(undefined));
      const size = fs.fstatSync(fd).size;
      if (size > GIT_MAX_OUTPUT) return resolve(done(undefined));
      const bytes = Buffer.alloc(size);
      let read = 0;
      while (read < size) {
        const n = fs.readSync(fd, bytes, read, size - read, read);
        if (n === 0) break;
        read += n;
      }
      resolve(done(bytes.subarray(0, read).toString('utf8')));
    });
  });
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
function gitThroughPipe(cwd: string, args: string[]): Promise<string | undefined> {
  return new Promise((resolve) => {
    let child;
    try {
      child = childProcess().spawn('git', ['-C', cwd, ...args], { ...GIT_OPTIONS, stdio: ['ignore', 'pipe', 'ignore'] });
    } catch {
      return resolve(undefined);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    child.stdout!.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > GIT_MAX_OUTPUT) child.kill('SIGKILL');
      else chunks.push(chunk);
    });
    child.on('error', () => resolve(undefined));
    child.on('close', (code) => resolve(code === 0 && size <= GIT_MAX_OUTPUT ? Buffer.concat(chunks).toString('utf8') : undefined));
  });
}

const BASES = DEFAULT_BASES;
/** Variables that move the repository or change how refs are read: with one set, git answers. */
const GIT_LOCATION_VARIABLES = ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_COMMON_DIR', 'GIT_NAMESPACE', 'GIT_CEILING_DIRECTORIES', 'GIT_DISCOVERY_ACROSS_FILESYSTEM', 'GIT_CONFIG', 'GIT_CONFIG_PARAMETERS', 'GIT_CONFIG_COUNT'];

function readOrUndefined(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
const refOf = (base: string) => (base.includes('/') ? `refs/remotes/${base}` : `refs/heads/${base}`);

/**
 * The first base branch present, read from the repository's files (loose refs
 * and packed-refs) as `git for-each-ref` would find it; null when no folder
 * above holds a repository; '' when none is there, undefined when the
 * repository is one this reading does not cover (git variables that move it set, reftable
 * storage). Short of a base or null, the caller asks git.
 */
export function baseFromRefFiles(projectRoot: string, bases = BASES): string | null | undefined {
  if (GIT_LOCATION_VARIABLES.some((name) => process.env[name] !== undefined)) return undefined;
  // Missing files are the common case here: stat first rather than catch a thrown error for each.
  const read = (file: string) => (fs.statSync(file, { throwIfNoEntry: false })?.isFile() ? readOrUndefined(file) : undefined);
  let gitDir: string | undefined;
  for (let dir = path.resolve(projectRoot); ; dir = path.dirname(dir)) {
    const dotGit = path.join(dir, '.git');
    const st = fs.statSync(dotGit, { throwIfNoEntry: false });
    if (st?.isDirectory()) gitDir = dotGit;
    else if (st?.isFile()) {
      const m = /^gitdir:\s*(.+?)\s*$/m.exec(read(dotGit) ?? '');
      if (!m) return undefined;
      gitDir = path.resolve(dir, m[1]!);
    }
    if (gitDir || path.dirname(dir) === dir) break;
  }
  if (!gitDir) return null;
  const common = read(path.join(gitDir, 'commondir'));
  const commonDir = common === undefined ? gitDir : path.resolve(gitDir, common.trim());
  if (fs.existsSync(path.join(commonDir, 'reftable')) || !fs.existsSync(path.join(commonDir, 'refs'))) return undefined;
  const packed = new Set(
    (read(path.join(commonDir, 'packed-refs')) ?? '')
      .split('\n')
      .map((l) => /^[0-9a-f]{40,64} (\S+)$/.exec(l.trim())?.[1])
      .filter((r): r is string => r !== undefined),
  );
  return bases.find((b) => packed.has(refOf(b)) || /^[0-9a-f]{40,64}\s*$/.test(read(path.join(commonDir, refOf(b))) ?? '')) ?? '';
}

const diffArgs = (base: string) => ['diff', '--merge-base', base, '--relative', '--no-color', '--no-ext-diff', '--', '.'];

/**
 * The diff of the project folder (working tree) against its merge base with
 * the first base branch found. Usually one git process: the base is read from
 * the ref files, and git is asked for it only when that reading cannot tell.
 */
export async function gitDiffAgainstBase(projectRoot: string, bases = BASES, known = baseFromRefFiles(projectRoot, bases)): Promise<string | undefined> {
  if (known === null) return undefined;
  if (known) {
    const diff = await git(projectRoot, diffArgs(known));
    if (diff !== undefined) return diff;
  }
  const refs = await git(projectRoot, ['for-each-ref', '--format=%(refname:short)', ...bases.map(refOf)]);
  if (refs === undefined) return undefined;
  const present = new Set(refs.split('\n').map((r) => r.trim()));
  const base = bases.find((b) => present.has(b));
  if (!base || base === known) return undefined;
  return git(projectRoot, diffArgs(base));
}

/**
 * `node --version` needs no process when the `node` the probe would run (the
 * first executable on PATH) is the binary running this linter.
 */
function isThisNode(command: string, args: string[]): boolean {
  if (command !== 'node' || args.length !== 1 || args[0] !== '--version' || process.platform === 'win32') return false;
  for (const dir of (process.env['PATH'] ?? '').split(path.delimiter)) {
    const candidate = path.join(dir || '.', 'node');
    if (!fs.statSync(candidate, { throwIfNoEntry: false })?.isFile()) continue;
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return fs.realpathSync(candidate) === fs.realpathSync(process.execPath);
    } catch {
      continue;
    }
  }
  return false;
}

/** Probe answers of this process: a tool's reachability does not change within one run of many targets. */
const probeCache = new Map<string, Promise<ProbeResult>>();
function cachedProbe(command: string, args: string[], timeoutMs?: number): Promise<ProbeResult> {
  const key = JSON.stringify([command, args, timeoutMs ?? null, process.env['PATH'] ?? null]);
  let p = probeCache.get(key);
  if (!p) probeCache.set(key, (p = isThisNode(command, args) ? Promise.resolve({ ok: true, code: 0 }) : runProbe(command, args, timeoutMs)));
  return p;
}

/**
 * The system a lint run sees. `root` is the target's project folder: when its
 * base branch is known from the ref files, the `git --version` probe waits for
 * the diff danger-scan needs anyway (a git that exits 0 on a diff answers
 * --version too), so a run starts one git process, not two.
 */
export function defaultSystem(opts: { git?: boolean; root?: string; base?: string } = {}): SystemAccess {
  const requested = requestedBase(opts.base);
  const candidates = baseCandidates(requested);
  const bases = new Map<string, string | null | undefined>();
  const baseOf = (root: string) => {
    if (!bases.has(root)) bases.set(root, baseFromRefFiles(root, candidates));
    return bases.get(root);
  };
  const diffs = new Map<string, Promise<string | undefined>>();
  const gitDiff = (root: string) => {
    if (opts.git === false) return Promise.resolve(undefined);
    let diff = diffs.get(root);
    if (!diff) diffs.set(root, (diff = gitDiffAgainstBase(root, candidates, baseOf(root))));
    return diff;
  };
  return {
    probe: (command, args, timeoutMs) => {
      if (opts.root !== undefined && opts.git !== false && command === 'git' && args.length === 1 && args[0] === '--version' && baseOf(opts.root)) {
        return gitDiff(opts.root).then((diff) => (diff !== undefined ? { ok: true, code: 0 } : cachedProbe(command, args, timeoutMs)));
      }
      return cachedProbe(command, args, timeoutMs);
    },
    hasEnv: (name) => typeof process.env[name] === 'string' && process.env[name] !== '',
    gitDiff,
    gitBaseProblem: (root) => (opts.git === false ? undefined : baseProblem(root, requested)),
  };
}
