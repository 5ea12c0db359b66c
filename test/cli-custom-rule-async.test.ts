// A custom rule's work that outlives its check: an exception it throws from a timer, a promise it
// rejects with nothing to handle it, a promise it returns that nothing can settle. The run says so
// on stderr in one line with exit 2, and no report on stdout says pass: a document that a run over
// several targets had started (the streamed JSON) is closed with the `error` key, any other is
// never written (stdout carries one document or nothing, README "Output"); and what stdout took is
// written out before the process ends, for a slow reader too. Run as the built CLI, in a process of
// their own: exit codes, stdout and the event loop are the real ones.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, repoRoot } from './cli-helpers.js';
import { runRules } from '../packages/core/src/engine.js';
import { defineRule } from '../packages/core/src/rule.js';
import { EngagementModel } from '../packages/core/src/model/engagement.js';
import { criteria, fakeSystem, makeEngagement, options } from './helpers.js';

/** The built CLI in a process of its own, a minute at most (a check that never settles must end well before). */
const runCli = (args: string[], opts: Parameters<typeof cli>[1]) => cli(args, { timeout: 60_000, ...opts });

const made: string[] = [];
afterAll(() => made.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A repository with `count` copies of clean-S and a config naming a custom rule whose check is `body` (`async`: an async one). */
function project(count: number, body: string, async = false): { cwd: string; targets: string[] } {
  const cwd = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'el-async-'));
  made.push(cwd);
  fs.mkdirSync(path.join(cwd, '.git'));
  fs.writeFileSync(path.join(cwd, 'r.mjs'), `export default { id: "my-rule", pack: "engagement", summary: "x", statuses: ["pass", "warn", "fail"], docs: "x", ${async ? 'async ' : ''}check({ model }) { ${body} } };\n`);
  fs.writeFileSync(path.join(cwd, '.engagement-lint.json'), '{"customRules":["r.mjs"]}\n');
  const targets = Array.from({ length: count }, (_, i) => {
    fs.cpSync(path.join(repoRoot, 'examples/clean-S'), path.join(cwd, `p${i}`), { recursive: true });
    return `p${i}/engagement`;
  });
  return { cwd, targets };
}

const PASS = 'return { status: "pass", detail: "ok" };';
const THROWS_LATE = `setTimeout(() => { throw new Error("late"); }, 0); ${PASS}`;
const REJECTS = `Promise.reject(new Error("oops")); ${PASS}`;
const UNCAUGHT = 'an exception nothing caught ended the lint (Error: late); a custom rule may throw from a timer or a callback';
const REJECTED = 'a promise was rejected and never handled during the lint (Error: oops); a custom rule may start work without awaiting it';
/** A warning with 500 long findings: a report of two targets is over the 64 KiB a pipe holds. */
const BIG = 'return { status: "warn", detail: "big", findings: Array.from({ length: 500 }, (_, i) => model.at("criteria.md", 1, "finding " + i + " " + "x".repeat(200))) };';

describe('a custom rule that throws from a timer or leaves a rejection unhandled', () => {
  for (const [what, body, line] of [
    ['throws from a timer', THROWS_LATE, UNCAUGHT],
    ['leaves a rejection unhandled', REJECTS, REJECTED],
  ] as const) {
    it(`${what}: one line, exit 2, and no report that says pass (one target, several, JSON, SARIF, JUnit)`, () => {
      const one = project(1, body);
      const two = project(2, body);
      for (const [p, format] of [
        [one, ['--json']],
        [two, ['--json']],
        [two, ['-f', 'sarif']],
        [two, ['-f', 'junit']],
      ] as const) {
        const r = runCli([...p.targets, '--no-git', ...format], { cwd: p.cwd });
        const run = `${p.targets.length} ${format.join(' ')}`;
        expect(r.code, run).toBe(2);
        expect(r.stderr, run).toBe(`engagement-lint: ${line}\n`);
        // The streamed JSON of several targets was started: it is closed with the error; nothing else is written.
        if (p === two && format[0] === '--json') expect(r.json, run).toMatchObject({ status: 'fail', error: line, results: [{}, {}] });
        else expect(r.stdout, run).toBe('');
      }
    });
  }

  // lintAll starts one worker per further core: a machine of one core lints in one thread.
  it.skipIf(os.availableParallelism() < 2)('in a worker thread (several targets): the streamed JSON is closed with the error', () => {
    for (const [work, line] of [
      ['setTimeout(() => { throw new Error("late"); }, 0)', UNCAUGHT],
      ['Promise.reject(new Error("oops"))', REJECTED],
    ] as const) {
      // Only a worker's check does the work; the main thread's waits until a worker has checked a target (it starts slower).
      const body = `const fs = process.getBuiltinModule("node:fs"); const marker = process.cwd() + "/worker-checked";
        if (!process.getBuiltinModule("node:worker_threads").isMainThread) { fs.writeFileSync(marker, ""); ${work}; }
        else for (let waited = 0; !fs.existsSync(marker) && waited < 30000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
        ${PASS}`;
      const p = project(4, body, true);
      const r = runCli([...p.targets, '--no-git', '--json'], { cwd: p.cwd });
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(`engagement-lint: ${line}\n`);
      expect(r.json).toMatchObject({ status: 'fail', error: line });
    }
  });

  it('writes the closed document out before exit 2, to a reader slower than the run', () => {
    const p = project(2, `if (model.dir.endsWith("p1/engagement")) setTimeout(() => { throw new Error("late"); }, 0); ${BIG}`);
    const r = runCli([...p.targets, '--no-git', '--json'], { cwd: p.cwd, slowReader: true });
    expect(r.stdout.length).toBeGreaterThan(128 * 1024);
    expect(r.code).toBe(2);
    expect(r.json, r.stdout.slice(-200)).toMatchObject({ status: 'fail', error: UNCAUGHT });
  });

  it('after the report was written, changes neither it nor the exit code, and says so', () => {
    // The report waits for a slow reader: the timer fires while it does, after the report was written.
    const p = project(2, `if (model.dir.endsWith("p1/engagement")) setTimeout(() => { throw new Error("later"); }, 300); ${BIG}`);
    const r = runCli([...p.targets, '--no-git', '--json'], { cwd: p.cwd, slowReader: true });
    expect(r.json, r.stdout.slice(-200)).toMatchObject({ status: 'warn' });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('engagement-lint: an exception nothing caught came after the report was written, which stands (Error: later); a custom rule may throw from a timer or a callback\n');
  });
});

describe('a custom rule that leaves a timer running', () => {
  it('does not keep the process alive once its report has reached a reader slower than the run', () => {
    const p = project(2, `setInterval(() => {}, 1000); ${BIG}`);
    const r = runCli([...p.targets, '--no-git', '--json'], { cwd: p.cwd, slowReader: true, timeout: 20_000 });
    expect(r.code).toBe(0);
    expect(r.json, r.stdout.slice(-200)).toMatchObject({ status: 'warn' });
  });
});

describe('a custom rule whose check returns a promise nothing can settle', () => {
  const NEVER = 'custom rule my-rule (r.mjs) returned a promise that can never settle: nothing it could wait on was left';

  it('fails as a crash once nothing is left to wait on, without waiting out its time limit: one target and several (a worker)', () => {
    for (const count of [1, 4]) {
      const p = project(count, 'return new Promise(() => {});');
      // Well within the 60 s limit, which this test leaves as it is.
      const r = runCli([...p.targets, '--no-git', '--json'], { cwd: p.cwd, timeout: 45_000, env: { ENGAGEMENT_LINT_CUSTOM_RULE_TIMEOUT_MS: undefined } });
      expect(r.code, `${count}: ${r.stderr}`).toBe(2);
      const checks = (count === 1 ? [r.json] : r.json.results).map((t: { checks: Array<{ name: string }> }) => t.checks.find((c) => c.name === 'my-rule'));
      expect(checks).toHaveLength(count);
      for (const c of checks) expect(c).toMatchObject({ status: 'fail', internal_error: true, detail: NEVER });
    }
  }, 120_000);

  it('fails at its time limit when it keeps something else alive (an interval)', () => {
    const p = project(1, 'setInterval(() => {}, 1000); return new Promise(() => {});');
    const r = runCli([...p.targets, '--no-git', '--json'], { cwd: p.cwd, env: { ENGAGEMENT_LINT_CUSTOM_RULE_TIMEOUT_MS: '300' } });
    expect(r.code).toBe(2);
    expect(r.json.checks.find((c: { name: string }) => c.name === 'my-rule')).toMatchObject({ status: 'fail', internal_error: true, detail: 'custom rule my-rule (r.mjs) did not finish within 0.3 s (a promise that never settles?)' });
  });

  it('fails at once in each of several lints in a row, in a thread that only runs promise jobs in between (as a worker does)', () => {
    // Two lints one after the other, with nothing but promise jobs between the failure of the first check and the wait of the second.
    const dir = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'el-async-'));
    made.push(dir);
    const engine = new URL('../packages/core/dist/index.js', import.meta.url).href;
    fs.writeFileSync(
      path.join(dir, 'lints.mjs'),
      `import { runRules } from ${JSON.stringify(engine)};
const never = { id: 'x-never', pack: 'engagement', summary: 'x', docs: 'x', statuses: ['pass'], check: () => new Promise(() => {}), customModule: 'never.mjs' };
const details = [];
for (let i = 0; i < 3; i++) details.push((await runRules([never], {}, { mode: 'progress', preset: 'compat' }, {}))[0].detail);
process.stdout.write(JSON.stringify(details));
`,
    );
    const r = runCli([], { cwd: dir, script: path.join(dir, 'lints.mjs'), timeout: 30_000, env: { ENGAGEMENT_LINT_CUSTOM_RULE_TIMEOUT_MS: undefined } });
    expect(r.stderr).toBe('');
    expect(r.json).toEqual(Array(3).fill('custom rule x-never (never.mjs) returned a promise that can never settle: nothing it could wait on was left'));
  });

  it('is failed by the engine when the event loop empties (beforeExit), and its time limit does not hold the process open', async () => {
    const never = defineRule({ id: 'x-never', pack: 'engagement', summary: 'x', docs: 'x', statuses: ['pass'], check: () => new Promise(() => {}), customModule: 'checks/never.mjs' });
    process.env['ENGAGEMENT_LINT_CUSTOM_RULE_TIMEOUT_MS'] = '2000';
    try {
      const running = runRules([never], new EngagementModel(makeEngagement({ 'criteria.md': criteria() })), options(), fakeSystem());
      // What Node does once nothing is left to wait on; here the test runner keeps the loop going.
      await new Promise((resolve) => setImmediate(resolve));
      expect(process.listenerCount('beforeExit')).toBeGreaterThan(0);
      process.emit('beforeExit', 0);
      const [result] = await running;
      expect(result).toMatchObject({ status: 'fail', internal_error: true, detail: 'custom rule x-never (checks/never.mjs) returned a promise that can never settle: nothing it could wait on was left' });
    } finally {
      delete process.env['ENGAGEMENT_LINT_CUSTOM_RULE_TIMEOUT_MS'];
    }
  });
});
