// A SIGTERM (a CI job cancelled, a timeout) that comes while a check computes ends the run by that signal. While the
// tool probes run, the linter holds handlers that take their process groups down first; a handler waits for the event
// loop, and the probe's exit, read in the same turn, must not drop the signal (the run went on to exit 0).
// Run as the built CLI, in a process of its own: the signals and the event loop are the real ones.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bin, repoRoot } from './cli-helpers.js';

const made: string[] = [];
afterAll(() => made.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A project whose config names a custom check that marks when it starts, then computes for `ms` without a turn of the event loop. */
function project(ms: number): { cwd: string; mark: string } {
  const cwd = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'el-signal-'));
  made.push(cwd);
  fs.mkdirSync(path.join(cwd, '.git'));
  const mark = path.join(cwd, 'started');
  fs.writeFileSync(
    path.join(cwd, 'r.mjs'),
    `import fs from 'node:fs';\nexport default { id: "busy", pack: "engagement", summary: "x", statuses: ["pass"], docs: "x", check() { fs.writeFileSync(${JSON.stringify(mark)}, ""); const end = Date.now() + ${ms}; while (Date.now() < end); return { status: "pass", detail: "ok" }; } };\n`,
  );
  fs.writeFileSync(path.join(cwd, '.engagement-lint.json'), '{"customRules":["r.mjs"]}\n');
  fs.cpSync(path.join(repoRoot, 'examples/clean-M'), path.join(cwd, 'p'), { recursive: true });
  return { cwd, mark };
}

/** The CLI started on the project, sent SIGTERM once the busy check has started; how it ended. */
function terminatedWhileBusy(p: { cwd: string; mark: string }): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env['GITHUB_ACTIONS'];
  const child = spawn(process.execPath, [bin, 'p/engagement', '--no-git'], { cwd: p.cwd, env, stdio: 'ignore' });
  return new Promise((resolve) => {
    const poll = setInterval(() => {
      if (!fs.existsSync(p.mark)) return;
      clearInterval(poll);
      child.kill('SIGTERM');
    }, 10);
    child.on('exit', (code, signal) => {
      clearInterval(poll);
      resolve({ code, signal });
    });
  });
}

describe('SIGTERM during a check', () => {
  it('ends the run by that signal, with the probes of node and git started before it', async () => {
    // Long enough that on a loaded machine the signal (sent once this process sees the mark) still comes while the
    // check is busy: at 3 s a CI run's test process saw the mark only after the run had ended.
    const p = project(8_000);
    // clean-M names node and git in tools_required: both are probed while the checks run.
    expect(fs.readFileSync(path.join(p.cwd, 'p/engagement/criteria.md'), 'utf8')).toMatch(/tools_required: \[node, git\]/);
    const ended = await terminatedWhileBusy(p);
    expect(ended).toEqual({ code: null, signal: 'SIGTERM' });
  }, 60_000);
});
