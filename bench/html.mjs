// Times the HTML report over an archive of N L engagements (default 100, the archive of
// bench/run.mjs) and weighs the page.
//   node bench/html.mjs [--runs N] [--archive N]
// Targets: the html run under 3 s, the page under 5 MB.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateEngagement } from './generate.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const bin = path.join(root, 'packages/cli/bin/engagement-lint.js');
const arg = (name, dflt) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const runs = arg('--runs', 5);
const n = arg('--archive', 100);

// The same archive bench/run.mjs --archive N makes (and reuses).
const dir = path.join(here, '.corpus', `archive-${n}`);
if (!fs.existsSync(path.join(dir, 'done'))) {
  fs.rmSync(dir, { recursive: true, force: true });
  for (let i = 1; i <= n; i++) generateEngagement(path.join(dir, `e${String(i).padStart(4, '0')}`), { seed: i, scale: 1.15, pngBytes: 95 * 1024 });
  fs.writeFileSync(path.join(dir, 'done'), '');
}
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'el-bench-html-'));
const page = path.join(out, 'report.html');
const glob = path.join(dir, 'e*/engagement/');

const hasTime = fs.existsSync('/usr/bin/time');
/** CPU seconds (user + system, from GNU time) of each run: on a busy shared machine wall time mostly measures the others. */
const cpu = { html: [], json: [] };

function time(args, kind) {
  const t0 = process.hrtime.bigint();
  const cmd = [process.execPath, bin, glob, '--all-checks', '--no-git', ...args];
  const r = hasTime ? spawnSync('/usr/bin/time', ['-f', '%U %S', ...cmd], { encoding: 'utf8', maxBuffer: 1 << 30 }) : spawnSync(cmd[0], cmd.slice(1), { encoding: 'utf8', maxBuffer: 1 << 30 });
  if (r.status !== 0 && r.status !== 1) throw new Error(`exit ${r.status}: ${r.stderr}`);
  if (hasTime && kind) {
    const [u, sys] = r.stderr.trim().split('\n').pop().split(' ').map(Number);
    cpu[kind].push(u + sys);
  }
  return Number(process.hrtime.bigint() - t0) / 1e9;
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const html = [];
const json = [];
time(['--format', `html=${page}`]); // warm the file cache
for (let i = 0; i < runs; i++) {
  html.push(time(['--format', `html=${page}`], 'html'));
  json.push(time(['--format', `json=${path.join(out, 'report.json')}`], 'json'));
}
const bytes = fs.statSync(page).size;
const s = (x) => `${x.toFixed(2)} s`;
console.log(`machine: ${os.cpus().length} cores, node ${process.version}; ${runs} runs; archive of ${n} engagements (--all-checks)`);
console.log(`--format html: median ${s(median(html))} (min ${s(Math.min(...html))}), target < 3 s`);
console.log(`--format json: median ${s(median(json))} (min ${s(Math.min(...json))}), for comparison`);
if (hasTime) console.log(`CPU (user + system): html median ${s(median(cpu.html))}, json median ${s(median(cpu.json))}`);
console.log(`load average while measuring: ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
console.log(`page: ${(bytes / 1e6).toFixed(2)} MB, target < 5 MB`);
fs.rmSync(out, { recursive: true, force: true });
if (median(html) >= 3 || bytes >= 5e6) {
  console.log('over target');
  process.exitCode = 1;
}
