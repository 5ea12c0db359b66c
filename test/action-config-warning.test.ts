// The Action from its source (runAction), as the runner starts it: INPUT_* variables, the workspace as
// the working directory, annotations on stdout and outputs in GITHUB_OUTPUT.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { runAction, stepStatus } from '../packages/cli/src/action.js';
import { run } from '../packages/cli/src/run.js';
import { SOURCE_LAUNCHER } from '../packages/cli/src/launcher.js';
import { repoRoot } from './cli-helpers.js';
import { cleanupTrees, writeTree } from './helpers.js';

afterAll(cleanupTrees);
afterEach(() => vi.restoreAllMocks());

/** A workspace: an Epiphany folder whose only problems are two warnings, beside the given files. */
function workspace(files: Record<string, string>): string {
  const ws = writeTree(files);
  fs.cpSync(path.join(repoRoot, 'examples/epiphany/fail-scratch'), path.join(ws, 'epi'), { recursive: true });
  return ws;
}

/** Runs the Action in `ws` with `inputs`: its exit code, what it wrote to stdout and stderr, and its outputs. */
async function action(ws: string, inputs: Record<string, string>) {
  const output = path.join(ws, '..', `${path.basename(ws)}-output`);
  fs.writeFileSync(output, '');
  const env: Record<string, string | undefined> = { GITHUB_ACTIONS: 'true', CI: 'true', GITHUB_WORKSPACE: ws, GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: undefined, GITHUB_BASE_REF: undefined, 'INPUT_SARIF-FILE': '' };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  const put = (vars: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(vars)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
  let stdout = '';
  let stderr = '';
  const writeSync = fs.writeSync;
  vi.spyOn(fs, 'writeSync').mockImplementation(((fd: number, data: Uint8Array | string, offset?: number, ...rest: unknown[]) => {
    if (fd !== 1) return (writeSync as (...a: unknown[]) => number)(fd, data, offset, ...rest);
    const text = typeof data === 'string' ? data : Buffer.from(data).subarray(offset ?? 0).toString('utf8');
    stdout += text;
    return typeof data === 'string' ? Buffer.byteLength(data) : data.length - (offset ?? 0);
  }) as typeof fs.writeSync);
  vi.spyOn(process.stderr, 'write').mockImplementation(((chunk: string | Uint8Array) => {
    stderr += String(chunk);
    return true;
  }) as typeof process.stderr.write);
  const cwd = process.cwd();
  put(env);
  process.chdir(ws);
  try {
    await runAction(SOURCE_LAUNCHER);
    const code = process.exitCode;
    const outputs = Object.fromEntries(fs.readFileSync(output, 'utf8').trim().split('\n').filter(Boolean).map((l) => l.split(/=(.*)/s).slice(0, 2)));
    return { code, stdout, stderr, outputs };
  } finally {
    process.exitCode = 0;
    process.chdir(cwd);
    put(saved);
  }
}

const OFF = (file: string, ids: string) => `${file}, a config of the tree under review (not trusted for code), turns off ${ids}`;

/** What a command-line run of `ws/epi` from `from` (outside GitHub Actions) says on stderr. */
async function cliStderr(ws: string, from: string): Promise<string> {
  let stderr = '';
  vi.spyOn(process.stderr, 'write').mockImplementation(((chunk: string | Uint8Array) => {
    stderr += String(chunk);
    return true;
  }) as typeof process.stderr.write);
  const cwd = process.cwd();
  const actions = process.env['GITHUB_ACTIONS'];
  delete process.env['GITHUB_ACTIONS'];
  process.chdir(from);
  try {
    await run({ targets: [path.join(ws, 'epi')], format: [`json=${path.join(ws, 'report.json')}`], failOn: 'error', git: false });
  } finally {
    process.chdir(cwd);
    if (actions !== undefined) process.env['GITHUB_ACTIONS'] = actions;
  }
  return stderr;
}
const EXTENDED_OFF = { '.engagement-lint.yaml': 'extends: ./config/base.yaml\n', 'config/base.yaml': 'rules:\n  danger-scan: off\n' };

// First in the file: the Action's runs below make this process annotate its warnings.
describe('a check turned off by an extended config beside a target elsewhere, on the command line', () => {
  it('names the extended config that turns it off, not the one extending it', async () => {
    const ws = workspace(EXTENDED_OFF);
    const stderr = await cliStderr(ws, path.dirname(ws));
    expect(stderr).toContain(`engagement-lint: warning: ${OFF(`${path.basename(ws)}/config/base.yaml`, 'danger-scan')}\n`);
    expect(stderr).not.toContain('.engagement-lint.yaml, a config');
  }, 60_000);
});

describe("a check turned off by a config the user's own config extends, on the command line", () => {
  it('is no config of a tree under review: run from the repository, nothing is said', async () => {
    const ws = workspace(EXTENDED_OFF);
    expect(await cliStderr(ws, ws)).not.toContain('turns off');
  }, 60_000);
});

describe('a check turned off by a config of the checkout, in the Action', () => {
  it('names the extended config that turns it off, and annotates the setting', async () => {
    const ws = workspace({ '.engagement-lint.yaml': 'extends: ./config/base.yaml\n', 'config/base.yaml': '# shared levels\nrules:\n  danger-scan: off\n' });
    const r = await action(ws, { paths: 'epi/' });
    expect(r.stdout).toContain(`::warning file=config/base.yaml,line=3,col=3,title=engagement-lint::${OFF('config/base.yaml', 'danger-scan')}\n`);
    expect(r.stdout).not.toContain(OFF('.engagement-lint.yaml', 'danger-scan'));
    expect(r.stderr).not.toContain('turns off');
  }, 60_000);

  it('tells each check of the file that turns it off, one annotation a file, at its first setting', async () => {
    const ws = workspace({
      '.engagement-lint.yaml': 'extends: ./config/base.yaml\nrules:\n  whitelist: warn\n  slot-language: off\n',
      'config/base.yaml': 'rules:\n  danger-scan: off\n  size-drift: off\n',
    });
    const r = await action(ws, { paths: 'epi/' });
    expect(r.stdout).toContain(`::warning file=config/base.yaml,line=2,col=3,title=engagement-lint::${OFF('config/base.yaml', 'danger-scan, size-drift')}\n`);
    expect(r.stdout).toContain(`::warning file=.engagement-lint.yaml,line=4,col=3,title=engagement-lint::${OFF('.engagement-lint.yaml', 'slot-language')}\n`);
  }, 60_000);

  it('says nothing when the extending config turns the check back on', async () => {
    const ws = workspace({ '.engagement-lint.yaml': 'extends: ./config/base.yaml\nrules:\n  danger-scan: warn\n', 'config/base.yaml': 'rules:\n  danger-scan: off\n' });
    const r = await action(ws, { paths: 'epi/' });
    expect(r.stdout).not.toContain('turns off');
  }, 60_000);

  it('a config that turns off its own check is still named, now with its place', async () => {
    const ws = workspace({ '.engagement-lint.yaml': 'rules:\n  danger-scan: off\n' });
    const r = await action(ws, { paths: 'epi/' });
    expect(r.stdout).toContain(`::warning file=.engagement-lint.yaml,line=2,col=3,title=engagement-lint::${OFF('.engagement-lint.yaml', 'danger-scan')}\n`);
  }, 60_000);
});

describe('the output status when warnings fail the step', () => {
  it('fail-on: warning: the step fails on two warnings, and status says fail; the counts stay counts of checks', async () => {
    const r = await action(workspace({}), { paths: 'epi/', 'fail-on': 'warning' });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^::error /m);
    expect(r.outputs).toMatchObject({ status: 'fail', 'fail-count': '0', 'warn-count': '2' });
  }, 60_000);

  it('fail-on: error: the same warnings pass the step, and status says warn', async () => {
    const r = await action(workspace({}), { paths: 'epi/', 'fail-on': 'error' });
    expect(r.code).toBe(0);
    expect(r.outputs).toMatchObject({ status: 'warn', 'fail-count': '0', 'warn-count': '2' });
  }, 60_000);

  it('status is fail on any exit 1, whatever the checks say, and the checks\' status otherwise', () => {
    expect(stepStatus(1, 'warn')).toBe('fail');
    expect(stepStatus(1, 'fail')).toBe('fail');
    expect(stepStatus(0, 'warn')).toBe('warn');
    expect(stepStatus(0, 'pass')).toBe('pass');
  });
});
