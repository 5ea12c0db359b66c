// Puts the regexes the linter builds at run time through long inputs, to find one whose time grows faster
// than its input (a scan of the bundle's regex literals cannot see these).
//   node bench/regex-sweep.mjs [--bin path/to/engagement-lint.js] [target …]
// 1. Runs the CLI on each target (default: every example of examples/) under both presets, with
//    bench/regex-record.cjs preloaded, which records each distinct pattern the linter builds.
// 2. Times each pattern on inputs of 4,000 and 16,000 characters: 34 units (blanks, marks, `| `, `1.`,
//    `<!--`, letters, line separators…) repeated, each followed by five endings (nothing, U+2028, a letter…), and every literal
//    stem the pattern gives an unbounded letter run (`изменени[\p{L}]*`) repeated into one glued word.
// A pattern whose time grows 9× or more for 4× the input, or that takes over 200 ms on the short one, is
// reported with where the bundle built it; the exit code is 1 when one is. Timings run in a child process,
// so that a pattern that hangs is named, not waited for.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

function main() {
  const args = process.argv.slice(2);
  const binAt = args.indexOf('--bin');
  const bin = binAt >= 0 ? path.resolve(args.splice(binAt, 2)[1]) : path.join(root, 'packages/cli/bin/engagement-lint.js');
  const targets = args.length ? args : exampleTargets();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'el-regex-'));
  const env = { ...process.env, EL_REGEX_RECORD: folder, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${JSON.stringify(path.join(here, 'regex-record.cjs'))}`.trim() };
  for (const t of targets) for (const preset of ['compat', 'recommended']) spawnSync(process.execPath, [bin, t, '--all-checks', '--no-git', '--preset', preset, '--json'], { env, stdio: 'ignore', timeout: 120_000 });
  const patterns = new Map();
  for (const f of fs.readdirSync(folder)) {
    for (const line of fs.readFileSync(path.join(folder, f), 'utf8').split('\n')) {
      if (!line) continue;
      const p = JSON.parse(line);
      patterns.set(`${p.source}\u0000${p.flags}`, p);
    }
  }
  fs.writeFileSync(path.join(folder, 'patterns.json'), JSON.stringify([...patterns.values()]));
  console.log(`${targets.length} targets, ${patterns.size} distinct patterns built at run time`);
  const r = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--child', path.join(folder, 'patterns.json')], { encoding: 'utf8', timeout: 900_000, killSignal: 'SIGKILL', maxBuffer: 1 << 26 });
  const out = r.stdout ?? '';
  const reports = out.split('\n').filter((l) => l && !l.startsWith('at '));
  if (r.signal) {
    const last = out.split('\n').filter((l) => l.startsWith('at ')).pop();
    reports.push(`HANG (killed after 900 s) on pattern ${last?.slice(3) ?? '?'}`);
  }
  for (const l of reports) console.log(l);
  fs.rmSync(folder, { recursive: true, force: true });
  console.log(reports.length ? `${reports.length} suspect(s)` : 'every pattern grew linearly');
  process.exitCode = reports.length ? 1 : 0;
}

/** Every engagement, contract, graph and Epiphany example of the repository (examples/api shows the API, and holds none). */
function exampleTargets() {
  const ex = path.join(root, 'examples');
  const out = [];
  for (const e of fs.readdirSync(ex, { withFileTypes: true })) {
    if (!e.isDirectory() || e.name === 'api') continue;
    const dir = path.join(ex, e.name);
    if (fs.existsSync(path.join(dir, 'engagement'))) out.push(path.join(dir, 'engagement'));
    else for (const f of fs.readdirSync(dir)) if (f !== 'README.md') out.push(path.join(dir, f));
  }
  return out;
}

const UNITS = [' ', '\t', ' \t', '\r', '\u2028', '-', '*', '|', '#', '`', '_', '/', '.', ':', 'a ', 'a', 'а', '**', '- ', '| ', '\u00a0', '1', '1.', 'x-', '(', '[', '"', "'", '—', '→', '<!--', '=', ',', ', '];
const ENDINGS = ['', '\u2028', '\u2028x', '!', 'x\u2028'];
/** A literal stem followed by an unbounded letter run, in a source whose Cyrillic may be written as `\u04xx`. */
const STEM = /([A-Za-z\u0430-\u044f\u0451]{3,})\)?(?:\[\\p\{L\}[^\]]*\]|\\p\{L\}|\\w|\[\\u0041-[^\]]*\]|\[a-z[^\]]*\])[*+]/g;

/** A string quoted on one line: JSON leaves U+2028 and U+2029 as they are, and a terminal breaks the line on them. */
const shown = (s) => JSON.stringify(s).replace(/[\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);

function time(re, s) {
  const t = performance.now();
  re.lastIndex = 0;
  if (re.global || re.sticky) {
    for (let k = 0, m; (m = re.exec(s)) && k < 100_000; k++) if (m[0] === '') re.lastIndex++;
  } else re.exec(s);
  return performance.now() - t;
}

function sweep(patterns) {
  for (const p of patterns) {
    let re;
    try {
      re = new RegExp(p.source, p.flags);
    } catch {
      continue;
    }
    // Written before each pattern is timed: the parent names the last one if this process must be killed.
    process.stdout.write(`at ${p.at} ${shown(p.source.slice(0, 120))}\n`);
    const plain = p.source.replace(/\\u(04[0-9a-f]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
    const stems = [...new Set([...plain.matchAll(STEM)].map((m) => m[1]))];
    const shapes = [
      ...UNITS.flatMap((u) => ENDINGS.map((end) => [shown(u) + (end ? ` then ${shown(end)}` : ''), (n) => u.repeat(Math.ceil(n / u.length)) + end])),
      ...stems.map((stem) => [`glued ${stem}`, (n) => `x${stem.repeat(Math.ceil(n / stem.length))}`]),
    ];
    const where = `${p.at} | ${shown(p.source.slice(0, 160))} ${p.flags}`;
    for (const [name, make] of shapes) {
      const [short, long] = [make(4000), make(16_000)];
      let [a, b] = [time(re, short), time(re, long)];
      if (a > 200) {
        console.log(`SLOW ${a.toFixed(0)} ms on 4,000 characters of ${name} | ${where}`);
        break;
      }
      // A collection or a compilation can land in one timing: a growth seen once is timed twice more, the least kept.
      if (b > 25 && b / Math.max(a, 0.3) >= 9) for (let k = 0; k < 2; k++) [a, b] = [Math.min(a, time(re, short)), Math.min(b, time(re, long))];
      if (b > 25 && b / Math.max(a, 0.3) >= 9) {
        console.log(`${(b / Math.max(a, 0.3)).toFixed(0)}× for 4× the input (${b.toFixed(0)} ms) of ${name} | ${where}`);
        break;
      }
    }
  }
}

if (process.argv[2] === '--child') sweep(JSON.parse(fs.readFileSync(process.argv[3], 'utf8')));
else main();
