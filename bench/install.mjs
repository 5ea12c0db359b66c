// Start-up of the installed forms, from the committed files (a `git archive` of HEAD, nothing
// installed or built), median and minimum of several runs, in turns with `node -e 0`:
// - the GitHub Action's bundle on examples/clean-L, run as the runner runs it (target: < 1 s);
// - the CLI on examples/clean-L under each code-cache state: none (a first run, which also writes
//   the cache), the cache a first run wrote, and the cache the build writes after its warm-up runs.
//   node bench/install.mjs [--runs N]
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const i = process.argv.indexOf('--runs');
const runs = i > 0 ? Number(process.argv[i + 1]) : 9;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'el-bench-install-'));
const cacheName = `cli-${process.version}.cache`;

function archive(name) {
  const dir = path.join(work, name);
  fs.mkdirSync(dir);
  execFileSync('tar', ['-x', '-C', dir], { input: execFileSync('git', ['-C', root, 'archive', '--format=tar', 'HEAD'], { maxBuffer: 1 << 29 }) });
  return dir;
}
function time(cmd, args, opts = {}) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { encoding: 'utf8', ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited ${r.status}: ${r.stderr}${r.stdout.slice(0, 500)}`);
  return Number(process.hrtime.bigint() - t0) / 1e6;
}
/** Each entry is [label, run, before?]: runs in turns, `before` (not timed) prepares each run. */
function series(entries) {
  const xs = entries.map(() => []);
  for (let n = 0; n <= runs; n++)
    entries.forEach(([, run, before], k) => {
      before?.();
      const ms = run();
      if (n > 0) xs[k].push(ms); // the first turn warms the file cache
    });
  for (const [k, [label]] of entries.entries()) {
    const s = xs[k].sort((a, b) => a - b);
    console.log(`${label.padEnd(52)} ${s[Math.floor(s.length / 2)].toFixed(0)} ms (min ${s[0].toFixed(0)})`);
  }
}

console.log(`machine: ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}, node ${process.version}; ${runs} runs per figure`);
const baseline = ['node -e 0', () => time(process.execPath, ['-e', '0'])];

// The Action, in a workspace holding the clean L example.
const action = archive('action');
const ws = path.join(work, 'workspace');
fs.cpSync(path.join(root, 'examples/clean-L'), ws, { recursive: true });
const output = path.join(work, 'output');
const actionEnv = { PATH: process.env.PATH, HOME: os.homedir(), GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: ws, GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: path.join(work, 'summary.md'), 'INPUT_PATHS': 'engagement/', 'INPUT_FAIL-ON': 'error', 'INPUT_SARIF-FILE': 'engagement-lint.sarif', 'INPUT_FORMAT': '', 'INPUT_PRESET': '', 'INPUT_CONFIG': '', 'INPUT_BASE-REF': '' };
series([baseline, ['Action: node packages/cli/dist/action.cjs (clean-L)', () => time(process.execPath, [path.join(action, 'packages/cli/dist/action.cjs')], { cwd: ws, env: actionEnv })]]);

// The CLI under each code-cache state.
const target = path.join(root, 'examples/clean-L/engagement');
const cliRun = (dir) => () => time(process.execPath, [path.join(dir, 'packages/cli/bin/engagement-lint.js'), target, '--all-checks', '--json'], { cwd: work });
const first = archive('first-run');
const firstCache = path.join(first, 'packages/cli/dist', cacheName);
const afterFirst = archive('after-first-run');
cliRun(afterFirst)(); // its first run writes the cache
const built = archive('build-cache');
const buildCache = path.join(root, 'packages/cli/dist', cacheName);
if (fs.existsSync(buildCache)) fs.copyFileSync(buildCache, path.join(built, 'packages/cli/dist', cacheName));
series([
  baseline,
  ['CLI, no code cache (first run, writes it)', cliRun(first), () => fs.rmSync(firstCache, { force: true })],
  ['CLI, the cache its first run wrote', cliRun(afterFirst)],
  ...(fs.existsSync(buildCache) ? [['CLI, the cache the build wrote (warm-up runs)', cliRun(built)]] : []),
]);
fs.rmSync(work, { recursive: true, force: true });
