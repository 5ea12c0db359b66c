import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, repoRoot } from './cli-helpers.js';
import { cleanupTrees, criteria, makeEngagement, writeTree } from './helpers.js';

afterAll(cleanupTrees);

const cleanS = path.join(repoRoot, 'examples/clean-S/engagement');
const rogue = path.join(repoRoot, 'examples/fail-rogue-files/engagement');
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'el-out-'));

describe('several formats in one run', () => {
  it('stylish to the terminal, SARIF and JUnit to files', () => {
    const out = tmp();
    const sarif = path.join(out, 'out.sarif');
    const junit = path.join(out, 'out.xml');
    const r = cli([rogue, '--no-git', '--format', 'stylish', '--format', `sarif=${sarif}`, '--format', `junit=${junit}`]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/\[FAIL\] whitelist/);
    const log = JSON.parse(fs.readFileSync(sarif, 'utf8'));
    expect(log.version).toBe('2.1.0');
    expect(log.runs[0].results.some((x: { ruleId: string }) => x.ruleId === 'whitelist')).toBe(true);
    const suites = new XMLParser({ ignoreAttributes: false }).parse(fs.readFileSync(junit, 'utf8'));
    expect(suites.testsuites.testsuite['@_failures']).toBe('1');
  });

  it('--output-file writes the report instead of printing it', () => {
    const file = path.join(tmp(), 'report.json');
    const r = cli([cleanS, '--json', '-o', file, '--no-git']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(report.status).toBe('pass');
    expect(report.receipt.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('--quiet shows failures only; --fail-on warning and --max-warnings gate on warnings', () => {
    const dir = makeEngagement({ 'criteria.md': criteria({ size: 'M' }), 'tasks/': '', 'executor-reports/a.md': '# a\n', 'executor-reports/b.md': '# b\n' });
    const loud = cli([dir, '--no-git']);
    expect(loud.stdout).toMatch(/\[OK {2}\]/);
    const quiet = cli([dir, '--no-git', '--quiet']);
    expect(quiet.stdout).not.toMatch(/\[OK {2}\]|\[SKIP\]/);
    const warnDir = makeEngagement({ 'criteria.md': criteria({ size: 'S' }), 'acceptance-log.md': '# Log\n\n**ACCEPTED**\n' });
    const base = cli([warnDir, '--json', '--no-git']);
    expect(base.json.warn_count).toBeGreaterThan(0);
    expect(base.code).toBe(base.json.fail_count ? 1 : 0);
    if (!base.json.fail_count) {
      expect(cli([warnDir, '--no-git', '--fail-on', 'warning']).code).toBe(1);
      expect(cli([warnDir, '--no-git', '--max-warnings', '0']).code).toBe(1);
      expect(cli([warnDir, '--no-git', '--max-warnings', '5']).code).toBe(0);
    }
  });

  it('rejects an unknown format with exit 2', () => {
    const r = cli([cleanS, '--format', 'xml']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unknown format "xml"/);
  });
});

describe('many targets', () => {
  it('globs expand; JSON prints {results, totals}; exit follows the worst target', () => {
    const r = cli(['examples/clean-*/engagement/', 'examples/fail-rogue-files/engagement', '--json', '--no-git']);
    expect(r.code).toBe(1);
    expect(r.json.results).toHaveLength(4);
    expect(r.json.targets).toBe(4);
    expect(r.json.results.map((x: { engagement: string }) => path.basename(path.dirname(x.engagement)))).toEqual(['clean-L', 'clean-M', 'clean-S', 'fail-rogue-files']);
    expect(r.json.fail_count).toBe(r.json.results.reduce((n: number, x: { fail_count: number }) => n + x.fail_count, 0));
    expect(r.json.status).toBe('fail');
  });

  it('one target keeps the single-target object', () => {
    const r = cli(['examples/clean-S/engagement', '--json', '--no-git']);
    expect(r.json.results).toBeUndefined();
    expect(r.json.engagement).toBe(cleanS);
  });

  it('a glob matching nothing is exit 2', () => {
    const r = cli(['examples/no-such-*/engagement', '--json']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/no target matches/);
  });

  it('stylish prints one block per target and a totals line', () => {
    const r = cli(['examples/clean-S/engagement', 'examples/fail-rogue-files/engagement', '--no-git']);
    expect(r.stdout.match(/^Pre-check/gm)).toHaveLength(2);
    expect(r.stdout).toMatch(/2 targets: 1 pass, 0 warn, 1 fail/);
  });

  it('lints more targets than cores on worker threads with the same results as one by one', () => {
    const dirs = ['clean-S', 'clean-M', 'fail-rogue-files', 'fail-size-drift', 'fail-thin-self-acceptance'].map((n) => `examples/${n}/engagement`);
    const together = cli([...dirs, '--json', '--no-git', '--now', '2026-06-10T12:00:00Z']);
    const strip = (x: { receipt?: unknown }) => ({ ...x, receipt: undefined });
    for (const [i, d] of dirs.entries()) {
      const alone = cli([d, '--json', '--no-git', '--now', '2026-06-10T12:00:00Z']);
      expect(strip(together.json.results[i])).toEqual(strip(alone.json));
    }
  });
});

describe('config', () => {
  const project = (files: Record<string, string>) => {
    const root = writeTree({ 'engagement/criteria.md': criteria({ size: 'S' }), 'engagement/notes.md': 'x\n', ...files });
    return { root, dir: path.join(root, 'engagement') };
  };

  it('is found upward from the target: whitelist entries and rule levels apply', () => {
    const base = project({});
    expect(cli([base.dir, '--json', '--no-git']).json.checks.find((c: { name: string }) => c.name === 'whitelist').status).toBe('fail');
    const allowed = project({ '.engagement-lint.json': JSON.stringify({ whitelist: ['notes.md'] }) });
    expect(cli([allowed.dir, '--json', '--no-git']).json.checks.find((c: { name: string }) => c.name === 'whitelist').status).toBe('pass');
    const warned = project({ 'engagement-lint.config.yaml': 'rules:\n  whitelist: warn\n' });
    expect(cli([warned.dir, '--json', '--no-git']).json.checks.find((c: { name: string }) => c.name === 'whitelist').status).toBe('warn');
    const pkg = project({ 'package.json': JSON.stringify({ name: 'x', engagementLint: { rules: { whitelist: 'off' } } }) });
    expect(cli([pkg.dir, '--json', '--no-git']).json.checks.map((c: { name: string }) => c.name)).not.toContain('whitelist');
  });

  it('extends another file and can switch the preset', () => {
    const p = project({
      'base.yaml': 'preset: recommended\nwhitelist: [notes.md]\n',
      '.engagement-lint.yaml': 'extends: ./base.yaml\nrules:\n  protocol-version: off\n',
    });
    const names = cli([p.dir, '--json', '--no-git']).json.checks.map((c: { name: string }) => c.name);
    expect(names).toContain('binary-verdict');
    expect(names).not.toContain('protocol-version');
  });

  it('an invalid config is exit 2 with file, line and column', () => {
    const p = project({ '.engagement-lint.yaml': 'preset: recommended\nrules:\n  whitelist: sometimes\n' });
    const r = cli([p.dir, '--no-git']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/\.engagement-lint\.yaml:3:\d+ rules\.whitelist must be /);
    const bad = project({ '.engagement-lint.json': '{ "preset": "compat", }' });
    const r2 = cli([bad.dir, '--no-git']);
    expect(r2.code).toBe(2);
    expect(r2.stderr).toMatch(/\.engagement-lint\.json:1:\d+ invalid JSON/);
  });

  it('--config overrides discovery and --print-config shows the effective config', () => {
    const p = project({ 'custom.json': JSON.stringify({ whitelist: ['notes.md'], rules: { 'epiphany-scratch-size': ['warn', { maxLines: 500 }] } }) });
    const r = cli(['--print-config', p.dir, '--config', path.join(p.root, 'custom.json')]);
    expect(r.code).toBe(0);
    expect(r.json.whitelist).toEqual(['notes.md']);
    expect(r.json.rules['epiphany-scratch-size']).toEqual({ level: 'warn', options: { maxLines: 500 } });
    expect(r.json.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('ignores leave out targets and findings in matching files', () => {
    const p = project({ '.engagement-lint.json': JSON.stringify({ ignores: ['engagement/notes.md'] }) });
    const r = cli([p.dir, '--json', '--no-git']);
    expect(r.json.checks.find((c: { name: string }) => c.name === 'whitelist').status).toBe('pass');
  });

  it('loads custom rules with the built-in rule shape', () => {
    const p = project({
      'checks/no-notes.js': "export default { id: 'no-notes-file', pack: 'engagement', tiers: ['S','M','L'], summary: 'no notes.md', statuses: ['pass','fail'], docs: 'x', check: ({ model }) => model.exists('notes.md') ? { status: 'fail', detail: 'notes.md exists', findings: [model.at('notes.md', 1, 'rogue notes')] } : { status: 'pass', detail: 'none' } };\n",
      '.engagement-lint.json': JSON.stringify({ preset: 'recommended', customRules: ['./checks/no-notes.js'] }),
    });
    // Code-loading config is honoured from the working directory (see test/security/config-trust.test.ts).
    const r = cli([p.dir, '--json', '--no-git'], { cwd: p.root });
    const c = r.json.checks.find((x: { name: string }) => x.name === 'no-notes-file');
    expect(c).toMatchObject({ status: 'fail', findings: [{ file: 'engagement/notes.md', line: 1 }] });
    const broken = project({ 'checks/bad.js': 'export default { id: "Bad Id" };\n', '.engagement-lint.json': JSON.stringify({ customRules: ['./checks/bad.js'] }) });
    const r2 = cli([broken.dir, '--no-git'], { cwd: broken.root });
    expect(r2.code).toBe(2);
    expect(r2.stderr).toMatch(/custom rule needs an id in kebab-case/);
  });

  it('a custom rule that crashes is named with its module, and the verdict sends the user there, not to engagement-lint', () => {
    const p = project({
      'checks/broken.mjs': 'export default { id: "x-broken", pack: "engagement", summary: "x", statuses: ["pass"], docs: "d", check() { throw new Error("boom") } };\n',
      '.engagement-lint.yaml': 'customRules: [./checks/broken.mjs]\n',
    });
    const r = cli([p.dir, '--no-git', '--no-color'], { cwd: p.root });
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('[FAIL] x-broken: custom rule x-broken (checks/broken.mjs) threw: boom');
    expect(r.stdout).toContain('VERDICT: ERROR — a custom rule crashed; see its error above and fix it in its module (checks/broken.mjs).');
    expect(r.stdout).not.toMatch(/report it/);
    const json = cli([p.dir, '--no-git', '--json'], { cwd: p.root });
    expect(json.code).toBe(2);
    expect(json.json.checks.find((c: { name: string }) => c.name === 'x-broken')).toMatchObject({ status: 'fail', internal_error: true, detail: 'custom rule x-broken (checks/broken.mjs) threw: boom' });
    // Whatever the format, stderr says why the run exits 2, on one line.
    for (const run of [r, json, cli([p.dir, '--no-git', '--format', 'sarif'], { cwd: p.root })]) {
      expect(run.stderr).toBe('engagement-lint: a check crashed, so the run exits 2: custom rule x-broken (checks/broken.mjs) threw: boom\n');
    }
  });

  it('a custom rule whose check never settles fails as a crash when its time is up, on one target and on several (a worker)', () => {
    // The interval it keeps alive leaves the time limit to end it: a check that waits on nothing at all fails sooner (cli-custom-rule-async.test.ts).
    const never = 'export default { id: "x-never", pack: "engagement", summary: "x", statuses: ["pass"], docs: "d", async check() { setInterval(() => {}, 1000); await new Promise(() => {}); } };\n';
    const p = project({
      'checks/never.mjs': never,
      '.engagement-lint.yaml': 'customRules: [./checks/never.mjs]\n',
      ...Object.fromEntries([2, 3, 4].flatMap((n) => [[`e${n}/engagement/criteria.md`, criteria({ size: 'S' })], [`e${n}/engagement/notes.md`, 'x\n']])),
    });
    const env = { ENGAGEMENT_LINT_CUSTOM_RULE_TIMEOUT_MS: '300' };
    const one = cli([p.dir, '--no-git', '--json'], { cwd: p.root, env, timeout: 20_000 });
    expect(one.code).toBe(2);
    expect(one.json.checks.find((c: { name: string }) => c.name === 'x-never')).toMatchObject({ status: 'fail', internal_error: true, detail: 'custom rule x-never (checks/never.mjs) did not finish within 0.3 s (a promise that never settles?)' });
    const targets = [p.dir, ...[2, 3, 4].map((n) => path.join(p.root, `e${n}/engagement`))];
    const four = cli([...targets, '--no-git', '--no-color'], { cwd: p.root, env, timeout: 20_000 });
    expect(four.code).toBe(2);
    expect(four.stdout.match(/\[FAIL\] x-never: custom rule x-never \(checks\/never\.mjs\) did not finish within 0\.3 s/g)).toHaveLength(4);
  });

  /** A project with a custom rule whose check does `work` and passes, and four engagements (several: a worker lints some). */
  const strayProject = (work: string) =>
    project({
      'checks/stray.mjs': `export default { id: "x-stray", pack: "engagement", summary: "x", statuses: ["pass"], docs: "d", check() { ${work}; return { status: "pass", detail: "ok" }; } };\n`,
      '.engagement-lint.yaml': 'customRules: [./checks/stray.mjs]\n',
      ...Object.fromEntries([2, 3, 4].flatMap((n) => [[`e${n}/engagement/criteria.md`, criteria({ size: 'S' })], [`e${n}/engagement/notes.md`, 'x\n']])),
    });
  const targetsOf = (p: ReturnType<typeof strayProject>) => [p.dir, ...[2, 3, 4].map((n) => path.join(p.root, `e${n}/engagement`))];

  it('a promise a custom rule rejects and nobody handles ends the run with one line and exit 2, on one target and on several (a worker)', () => {
    const p = strayProject('Promise.reject(new Error("oops"))');
    const line = 'engagement-lint: a promise was rejected and never handled during the lint (Error: oops); a custom rule may start work without awaiting it\n';
    const one = cli([p.dir, '--no-git', '--json'], { cwd: p.root });
    expect(one.code).toBe(2);
    expect(one.stderr).toBe(line);
    // No report that says pass: one target's is not written, the streamed one of several is closed with the error.
    expect(one.stdout).toBe('');
    const four = cli([...targetsOf(p), '--no-git', '--json'], { cwd: p.root });
    expect(four.code).toBe(2);
    expect(four.stderr).toBe(line);
    expect(four.json).toMatchObject({ status: 'fail', error: line.slice('engagement-lint: '.length, -1) });
    expect(four.json.results).toHaveLength(4);
  });

  it('what a custom rule writes to process.stdout itself goes to stderr: stdout carries the report alone, on one target and on several (a worker)', () => {
    const p = strayProject('process.stdout.write("debug line\\n")');
    // A lint's verdict (these bare engagements fail other checks), never an error.
    const one = cli([p.dir, '--no-git', '--json'], { cwd: p.root });
    expect(one.code).toBe(1);
    expect(JSON.parse(one.stdout).checks.find((c: { name: string }) => c.name === 'x-stray')).toMatchObject({ status: 'pass' });
    expect(one.stderr).toBe('debug line\n');
    const four = cli([...targetsOf(p), '--no-git', '--json'], { cwd: p.root });
    expect(four.code).toBe(1);
    expect(JSON.parse(four.stdout).results).toHaveLength(4);
    expect(four.stderr).toBe('debug line\n'.repeat(4));
  });

  it('an exception a custom rule throws from a timer ends the run with one line and exit 2, the streamed JSON closed with it', () => {
    const p = strayProject('setTimeout(() => { throw new Error("boom"); }, 0)');
    const message = 'an exception nothing caught ended the lint (Error: boom); a custom rule may throw from a timer or a callback';
    const four = cli([...targetsOf(p), '--no-git', '--json'], { cwd: p.root });
    expect(four.code).toBe(2);
    expect(four.stderr).toBe(`engagement-lint: ${message}\n`);
    expect(four.json).toMatchObject({ status: 'fail', error: message });
    // Thrown in a worker thread only (a machine of one core has none): the same line, the same closed document. The
    // main thread waits on each of its targets, so the worker lints some before the main thread has done them all.
    if (os.availableParallelism() < 2) return;
    const inWorker = strayProject('if (process.getBuiltinModule("node:worker_threads").isMainThread) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300); else setTimeout(() => { throw new Error("boom"); }, 0)');
    const worker = cli([...targetsOf(inWorker), '--no-git', '--json'], { cwd: inWorker.root });
    expect(worker.code).toBe(2);
    expect(worker.stderr).toBe(`engagement-lint: ${message}\n`);
    expect(worker.json).toMatchObject({ status: 'fail', error: message });
  });
});

describe('rule information', () => {
  it('`rules` lists every rule with pack and tiers', () => {
    const r = cli(['rules']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^handoff-sections\s+engagement\s+ML\s+compat/m);
    expect(r.stdout).toMatch(/^heartbeat-staleness\s+engagement\s+SML\s+opt-in/m);
    expect(r.stdout).toMatch(/^epiphany-map-keys\s+epiphany/m);
  });

  it('`explain <rule>` prints the generated doc; an unknown rule is exit 2', () => {
    const r = cli(['explain', 'handoff-sections']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(fs.readFileSync(path.join(repoRoot, 'docs/rules/handoff-sections.md'), 'utf8').replace('<!-- generated by scripts/gen-docs.mjs from rule metadata; do not edit -->\n\n', ''));
    expect(cli(['explain', 'nope']).code).toBe(2);
  });
});

describe('programmatic API', () => {
  it('the README example runs: built-in rules plus a custom rule', async () => {
    const { spawnSync } = await import('node:child_process');
    const dir = makeEngagement({ 'criteria.md': criteria({ size: 'S' }), 'handoff.md': '# Handoff\n\n## 1. Diff summary\nTODO: fill in\n' });
    const r = spawnSync(process.execPath, [path.join(repoRoot, 'examples/api/lint.mjs'), dir], { encoding: 'utf8', cwd: repoRoot });
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/no-todo-in-handoff engagement\/handoff\.md:4:1 TODO marker in the handoff/);
    const clean = spawnSync(process.execPath, [path.join(repoRoot, 'examples/api/lint.mjs')], { encoding: 'utf8', cwd: repoRoot });
    expect(clean.stdout).toMatch(/^pass: 7 checks, 0 failed/);
  });
});

describe('progress', () => {
  const haveScript = fs.existsSync('/usr/bin/script');
  it.skipIf(!haveScript)('shows a progress line on a terminal for more than 20 targets, never in a pipe', async () => {
    const { spawnSync } = await import('node:child_process');
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'el-many-'));
    for (let i = 0; i < 21; i++) fs.cpSync(path.join(repoRoot, 'examples/clean-S'), path.join(root, `p${i}`), { recursive: true });
    const args = `${path.join(repoRoot, 'packages/cli/bin/engagement-lint.js')} '${root}/p*/engagement/' --json --no-git -o /dev/null`;
    const tty = spawnSync('script', ['-qc', `${process.execPath} ${args}`, '/dev/null'], { encoding: 'utf8' });
    expect(tty.stdout).toMatch(/engagement-lint: 21\/21 targets/);
    const piped = cli([`${root}/p*/engagement/`, '--json', '--no-git', '-o', '/dev/null']);
    expect(piped.stderr).toBe('');
    fs.rmSync(root, { recursive: true, force: true });
  });
});
