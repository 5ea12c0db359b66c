// Times the CLI as a whole process (median of several runs, peak RSS) next to
// `node -e 0` measured in the same run.
//   node bench/run.mjs [--runs N] [--archive N] [--skip-single] [--layers] [--kinds] [--instructions] [--tools a,b,c] [--hide-tool x,y] [--no-git] [--clean-env] [--preset P]
// --tools: the tools_required of every generated criteria.md (default node,git);
// `--tools node,git,docker` measures probes shared across targets.
// --hide-tool: the linter runs with these programs absent from PATH (each PATH
// folder holding one is replaced by a temporary folder of links to everything
// else in it), e.g. `--tools node,git,docker --hide-tool docker` for a machine
// without docker; without it a docker client whose daemon is down is probed.
// --no-git: the archive run scans no git (by default it does, as a user's run does: one diff per repository and thread;
// the archive lies in this repository, ignored, so each engagement's diff is empty).
// --preset: the single and archive runs lint under this preset (default: the CLI's, compat); `--preset recommended`
// reads the protocol itself, whose many patterns cost more to compile than to run on one engagement.
// --clean-env: both commands run without NODE_EXTRA_CA_CERTS and NODE_OPTIONS. Node parses the
// certificates NODE_EXTRA_CA_CERTS names on every start, `node -e 0` included, which on a machine
// that sets it (a proxy's CA bundle) adds the same time to both sides and so lowers every ratio.
// Single: one realistic L engagement with --all-checks (target: ≤ 1.6× node -e 0).
// --layers: the single run taken apart (start-up, one check, every check without git, every
// check), each next to `node -e 0`: where the single figure's time goes; beside them the floor
// (bench/floor-single.cjs): the bundle loaded, the files read and hashed, git started, no rule.
// --kinds: also one run on each other kind of target (the repository's examples: a JSON and a
// YAML contract, a contract rendering, a graph, an Epiphany folder), and on examples/clean-S with
// and without a config beside it, each next to `node -e 0`.
// --instructions: also the single run's machine instructions next to `node -e 0`'s, counted by
// valgrind (callgrind, child processes such as git included). Unlike wall time, the count does not
// move with the load of a shared machine (within ~1%), so it tells whether a change made the
// linter do less work; it says nothing of waiting or of how well the code uses the CPU.
// Archive: N L engagements (default 100; text ~335 KB and PNGs ~760 KB each)
// in one invocation, against the floor script bench/floor.mjs (target: ≤ 2×),
// and peak memory at N and 10×N.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateEngagement } from './generate.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const corpus = path.join(here, '.corpus');
const binAt = process.argv.indexOf('--bin');
// --bin: another build of the CLI (e.g. the main branch's) on the same corpus.
const bin = binAt > 0 ? path.resolve(process.argv[binAt + 1]) : path.join(root, 'packages/cli/bin/engagement-lint.js');
const arg = (name, dflt) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const runs = arg('--runs', 9);
const archiveN = arg('--archive', 0);
const hasTime = fs.existsSync('/usr/bin/time');
const toolsAt = process.argv.indexOf('--tools');
const tools = toolsAt > 0 ? process.argv[toolsAt + 1].split(',') : ['node', 'git'];
const tag = tools.join('-') === 'node-git' ? '' : `-${tools.join('-')}`;
const noGit = process.argv.includes('--no-git') ? ['--no-git'] : [];
const hideAt = process.argv.indexOf('--hide-tool');
const hidden = hideAt > 0 ? process.argv[hideAt + 1].split(',') : [];
const presetAt = process.argv.indexOf('--preset');
const preset = presetAt > 0 ? ['--preset', process.argv[presetAt + 1]] : [];

/**
 * PATH with the `hidden` programs gone: a folder holding one is replaced by a
 * temporary folder of links to its other entries, so what else it holds (node,
 * git) stays where the linter finds it.
 */
function pathWithout(names) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'el-bench-path-'));
  process.on('exit', () => fs.rmSync(tmp, { recursive: true, force: true }));
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .map((dir, i) => {
      if (!names.some((n) => fs.existsSync(path.join(dir, n)))) return dir;
      const copy = path.join(tmp, String(i));
      fs.mkdirSync(copy);
      for (const entry of fs.readdirSync(dir)) if (!names.includes(entry)) fs.symlinkSync(path.join(dir, entry), path.join(copy, entry));
      return copy;
    })
    .join(path.delimiter);
}
const cleanEnv = process.argv.includes('--clean-env');
const env = { ...process.env, ...(hidden.length ? { PATH: pathWithout(hidden) } : {}) };
if (cleanEnv) {
  delete env.NODE_EXTRA_CA_CERTS;
  delete env.NODE_OPTIONS;
}

/**
 * Wall seconds, CPU seconds (user + system) and peak RSS (MB) of one process
 * run, the last two from GNU time when present. CPU time moves less than wall
 * time with the load of a shared machine.
 */
function measure(cmd, args) {
  const t0 = process.hrtime.bigint();
  const r = hasTime
    ? spawnSync('/usr/bin/time', ['-f', '%M %U %S', cmd, ...args], { encoding: 'utf8', maxBuffer: 1 << 30, env })
    : spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 30, env });
  const secs = Number(process.hrtime.bigint() - t0) / 1e9;
  if (r.status !== 0 && r.status !== 1) throw new Error(`${cmd} ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  const [rssKb, user, sys] = hasTime ? r.stderr.trim().split('\n').pop().split(' ').map(Number) : [NaN, NaN, NaN];
  return { secs, cpu: user + sys, rssMb: rssKb / 1024 };
}
const summary = (xs) => {
  const secs = xs.map((x) => x.secs).sort((a, b) => a - b);
  const cpu = xs.map((x) => x.cpu).sort((a, b) => a - b);
  const mid = Math.floor(secs.length / 2);
  return { median: secs[mid], min: secs[0], cpu: cpu[mid], rssMb: Math.max(...xs.map((x) => x.rssMb)), runs: xs };
};
/**
 * Machine instructions of one run of `cmd args` and of every process it starts, from valgrind's
 * callgrind (each process's summary in a log file of its own); undefined without valgrind.
 */
function instructions(cmd, args) {
  const logs = fs.mkdtempSync(path.join(os.tmpdir(), 'el-bench-vg-'));
  try {
    const r = spawnSync('valgrind', ['--tool=callgrind', '--trace-children=yes', '--smc-check=all-non-file', '--callgrind-out-file=/dev/null', `--log-file=${logs}/%p`, cmd, ...args], { encoding: 'utf8', maxBuffer: 1 << 30, env });
    if (r.error) {
      console.log(`instructions: valgrind could not run (${r.error.code ?? r.error.message}); skipped`);
      return undefined;
    }
    const processes = fs.readdirSync(logs).map((f) => Number(/Collected : (\d+)/.exec(fs.readFileSync(path.join(logs, f), 'utf8'))?.[1] ?? 0)).filter((n) => n > 0).sort((a, b) => b - a);
    return { total: processes.reduce((a, b) => a + b, 0), processes };
  } finally {
    fs.rmSync(logs, { recursive: true, force: true });
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/**
 * Times commands in turns (a, b, a, b, ...), so that the load of a shared
 * machine, which drifts over seconds, weighs on each the same.
 */
function series(...cmds) {
  const n = typeof cmds[cmds.length - 1] === 'number' ? cmds.pop() : runs;
  for (const [cmd, args] of cmds) measure(cmd, args); // warm the file cache
  const xs = cmds.map(() => []);
  for (let i = 0; i < n; i++) cmds.forEach(([cmd, args], k) => xs[k].push(measure(cmd, args)));
  return xs.map(summary);
}
const fmt = (s) =>
  `${(s.median * 1000).toFixed(0)} ms (min ${(s.min * 1000).toFixed(0)}, CPU ${(s.cpu * 1000).toFixed(0)} ms, peak RSS ${s.rssMb.toFixed(0)} MB)`;
// "Paired": the median of each run's time over that of the other command's run just before it,
// which the drift of a shared machine's load moves less than a ratio of two medians.
const ratios = (a, b) =>
  `${(a.median / b.median).toFixed(2)}× by median, ${median(a.runs.map((x, i) => x.secs / b.runs[i].secs)).toFixed(2)}× paired, ${(a.min / b.min).toFixed(2)}× by minimum, ${(a.cpu / b.cpu).toFixed(2)}× by CPU time`;

console.log(`machine: ${os.cpus().length} cores, node ${process.version}; ${runs} runs per figure; tools_required [${tools.join(', ')}]${hidden.length ? `, absent from PATH: ${hidden.join(', ')}` : ''}${preset.length ? `; ${preset.join(' ')}` : ''}`);
for (const name of ['NODE_EXTRA_CA_CERTS', 'NODE_OPTIONS']) {
  if (env[name]) console.log(`environment: ${name} is set (${name === 'NODE_OPTIONS' ? env[name] : `${env[name]}: every Node start parses these certificates, node -e 0 included, which lowers the ratios`}); --clean-env runs without it`);
}
if (cleanEnv) console.log('environment: NODE_EXTRA_CA_CERTS and NODE_OPTIONS removed (--clean-env)');
if (!process.argv.includes('--skip-single')) {
  const single = path.join(corpus, `single${tag}`);
  if (!fs.existsSync(single)) generateEngagement(single, { seed: 1, tools });
  const engagement = path.join(single, 'engagement');
  const [base, lint] = series([process.execPath, ['-e', '0']], [process.execPath, [bin, engagement, '--all-checks', '--json', ...preset]]);
  console.log(`node -e 0:                          ${fmt(base)}`);
  console.log(`engagement-lint L --all-checks:     ${fmt(lint)}`);
  console.log(`ratio to node -e 0: ${ratios(lint, base)} (target ≤ 1.6×)`);
  if (process.argv.includes('--layers')) layers(engagement);
  if (process.argv.includes('--instructions')) {
    const count = (args) => instructions(process.execPath, args);
    const [baseIr, lintIr] = [count(['-e', '0']), count([bin, engagement, '--all-checks', '--json', ...preset])];
    if (baseIr && lintIr) {
      const m = (n) => `${(n / 1e6).toFixed(0)} M`;
      console.log(`instructions (callgrind): node -e 0 ${m(baseIr.total)}; engagement-lint ${m(lintIr.total)} (${lintIr.processes.map(m).join(' + ')} in ${lintIr.processes.length} processes); ratio ${(lintIr.total / baseIr.total).toFixed(2)}×`);
    }
  }
}
/**
 * The single run taken apart, each layer in turns with `node -e 0`: the linter started and its
 * bundle loaded (`--version`); the same engagement with every check off but one (criteria.md and
 * its frontmatter read, the JSON report and its receipt written); every check without git; every
 * check. What a layer adds over the one before is what that part of the run costs.
 */
function layers(engagement) {
  const full = JSON.parse(spawnSync(process.execPath, [bin, engagement, '--all-checks', '--json', '--no-git'], { encoding: 'utf8', maxBuffer: 1 << 30, env }).stdout);
  const oneCheck = path.join(corpus, `layers-one-check${tag}`);
  fs.rmSync(oneCheck, { recursive: true, force: true });
  fs.cpSync(path.dirname(engagement), oneCheck, { recursive: true });
  const kept = 'criteria-frontmatter';
  const rules = Object.fromEntries(full.checks.filter((c) => c.name !== kept).map((c) => [c.name, 'off']));
  fs.writeFileSync(path.join(oneCheck, '.engagement-lint.json'), JSON.stringify({ rules }));
  const steps = [
    ['started, bundle loaded (--version)', [bin, '--version']],
    // No rule runs: the bundle loaded, the files read, hashed and decoded, one git process (floor-single.cjs).
    ['floor: read, hashed, git, no rule', [path.join(here, 'floor-single.cjs'), engagement]],
    [`one check (${kept}), JSON`, [bin, path.join(oneCheck, 'engagement'), '--all-checks', '--json']],
    ['every check, --no-git', [bin, engagement, '--all-checks', '--json', '--no-git']],
    ['every check (the figure above)', [bin, engagement, '--all-checks', '--json']],
  ];
  const [base, ...xs] = series([process.execPath, ['-e', '0']], ...steps.map(([, args]) => [process.execPath, args]));
  console.log('layers of the single run, in turns with node -e 0 (the floor layer is what no run can skip; the layers after it add to the bundle layer):');
  console.log(`  ${'node -e 0'.padEnd(42)}${fmt(base)}`);
  steps.forEach(([name], i) => {
    // The floor is a layer beside the linter's own, not under them: each later layer adds to the bundle's.
    const before = i === 0 ? base : i === 2 ? xs[0] : xs[i - 1];
    const added = xs[i].median - before.median;
    console.log(`  ${name.padEnd(42)}${fmt(xs[i])}; ${(xs[i].median / base.median).toFixed(2)}× by median, +${(added * 1000).toFixed(0)} ms over the layer before`);
  });
}
if (process.argv.includes('--kinds')) {
  const examples = path.join(root, 'examples');
  const kinds = [
    ['contract (JSON)', 'contracts/pass-solo.dc.json'],
    ['contract (YAML)', 'contracts/pass-team.dc.yaml'],
    ['contract rendering', 'contracts/pass-rendering.md'],
    ['graph', 'graphs/passing-sarif-output.md'],
    ['Epiphany folder', 'epiphany/clean'],
  ];
  // The same S engagement in two folders of its own, one with a config (a preset, a rule's level, a whitelist).
  for (const [dir, config] of [['kinds-plain', undefined], ['kinds-configured', 'preset: compat\nrules:\n  slot-language: warn\nwhitelist: [notes.md]\n']]) {
    const at = path.join(corpus, dir);
    fs.rmSync(at, { recursive: true, force: true });
    fs.cpSync(path.join(examples, 'clean-S/engagement'), path.join(at, 'engagement'), { recursive: true });
    if (config) fs.writeFileSync(path.join(at, '.engagement-lint.yaml'), config);
    kinds.push([`engagement S${config ? ', with a config' : ''}`, path.join(at, 'engagement')]);
  }
  const [base, ...lints] = series([process.execPath, ['-e', '0']], ...kinds.map(([, t]) => [process.execPath, [bin, path.resolve(examples, t), '--json', '--no-git']]));
  console.log(`node -e 0:                          ${fmt(base)}`);
  kinds.forEach(([name], i) => console.log(`${name.padEnd(36)}${fmt(lints[i])}; ${(lints[i].median / base.median).toFixed(2)}× by median`));
}
if (archiveN > 0) {
  const make = (n) => {
    const dir = path.join(corpus, `archive-${n}${tag}`);
    if (!fs.existsSync(path.join(dir, 'done'))) {
      fs.rmSync(dir, { recursive: true, force: true });
      for (let i = 1; i <= n; i++) generateEngagement(path.join(dir, `e${String(i).padStart(4, '0')}`), { seed: i, scale: 1.15, pngBytes: 95 * 1024, tools });
      fs.writeFileSync(path.join(dir, 'done'), '');
    }
    return dir;
  };
  const dir = make(archiveN);
  const targets = fs.readdirSync(dir).filter((d) => d.startsWith('e')).map((d) => path.join(dir, d, 'engagement'));
  const sizes = { text: 0, png: 0 };
  const tally = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const abs = path.join(d, e.name);
      if (e.isDirectory()) tally(abs);
      else sizes[e.name.endsWith('.png') ? 'png' : 'text'] += fs.statSync(abs).size;
    }
  };
  tally(dir);
  const mb = (n) => `${(n / 1e6).toFixed(1)} MB`;
  console.log(`archive: ${archiveN} engagements in ${path.relative(root, dir)} (${mb(sizes.text)} of text, ${mb(sizes.png)} of PNGs)`);
  const n = Math.max(3, Math.floor(runs / 3));
  const [floor, lint] = series([process.execPath, [path.join(here, 'floor.mjs'), ...targets]], [process.execPath, [bin, path.join(dir, 'e*/engagement/'), '--all-checks', '--json', ...noGit, ...preset]], n);
  console.log(`floor script (read + parse + regex): ${fmt(floor)}`);
  console.log(`engagement-lint over the archive:    ${fmt(lint)}${noGit.length ? ' (--no-git)' : ' (git on)'}`);
  console.log(`ratio to the floor: ${ratios(lint, floor)} (target ≤ 2×)`);
  if (process.argv.includes('--scale-memory')) {
    const big = make(archiveN * 10);
    const [lintBig] = series([process.execPath, [bin, path.join(big, 'e*/engagement/'), '--all-checks', '--json', '--no-git']], 1);
    console.log(`engagement-lint over ${archiveN * 10}:           ${fmt(lintBig)}  (memory ${archiveN}→${archiveN * 10}: ${lint.rssMb.toFixed(0)} → ${lintBig.rssMb.toFixed(0)} MB)`);
  }
}
