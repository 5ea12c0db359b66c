import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { bin, cli, repoRoot, snapshotTree } from './cli-helpers.js';
import { cleanupTrees, criteria, makeEngagement } from './helpers.js';
import { validateReport } from './report-schema.js';

afterAll(cleanupTrees);


describe('CLI contract', () => {
  it('exits 2 with one line on stderr for a missing folder', () => {
    const r = cli(['/definitely/not/here', '--json']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/target not found/);
  });

  it('exits 2 for an unknown check name and an unknown flag', () => {
    const dir = makeEngagement({ 'criteria.md': criteria() });
    const a = cli([dir, '--override-checks', 'whitelist,no-such-check']);
    expect(a.code).toBe(2);
    expect(a.stderr).toMatch(/unknown check name: no-such-check/);
    const b = cli([dir, '--frobnicate']);
    expect(b.code).toBe(2);
    expect(b.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('a project folder given in place of its engagement folder lints the engagement inside', () => {
    const dir = makeEngagement({ 'criteria.md': criteria({ size: 'S' }) });
    const r = cli([path.dirname(dir), '--json', '--no-git']);
    expect(r.json.engagement).toBe(dir);
    expect(r.json.tier).toBe('S');
  });

  it('exits 2 without a target', () => {
    const r = cli([]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/no target/);
  });

  it('prints the version of the CLI package', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'packages/cli/package.json'), 'utf8'));
    const r = cli(['--version']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe(pkg.version);
  });

  it('prints help with exit 0', () => {
    const r = cli(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/--override-checks/);
    expect(r.stdout).toMatch(/--mode/);
  });

  it('emits the reference JSON keys in order, valid against the report schema', () => {
    const dir = makeEngagement({ 'criteria.md': criteria({ size: 'S' }) });
    const r = cli([dir, '--json', '--no-git']);
    expect([0, 1]).toContain(r.code);
    expect(Object.keys(r.json).slice(0, 8)).toEqual(['engagement', 'tier', 'checks_run', 'fail_count', 'warn_count', 'skip_count', 'status', 'checks']);
    expect(r.json.engagement).toBe(dir);
    expect(r.json.tier).toBe('S');
    expect(r.json.tool.name).toBe('engagement-lint');
    expect(validateReport(r.json), JSON.stringify(validateReport.errors)).toBe(true);
    for (const c of r.json.checks) expect(Object.keys(c).slice(0, 3)).toEqual(['name', 'status', 'detail']);
  });

  it('under compat, names the failing checks the protocol does not fail, in the terminal only', () => {
    // Evidence cited as the handoff template writes it, relative to the engagement folder: compat fails it, the protocol reads it.
    const dir = makeEngagement({ 'criteria.md': criteria({ size: 'S' }), 'handoff.md': '# Handoff\n## 1. Diff summary\n- `executor-reports/dev.md`\n', 'executor-reports/dev.md': '# dev\n' });
    const compat = cli([dir, '--no-git']);
    expect(compat.code).toBe(1);
    expect(compat.stdout).toMatch(/\nNote: handoff-paths fails as handoff-precheck\.py read the folder \(--preset compat\); --preset recommended reads it as the protocol does, and there it does not fail/);
    expect(JSON.stringify(cli([dir, '--no-git', '--json']).json)).not.toMatch(/compatReading|handoff-precheck\.py read/);
    // A compat failure the protocol fails too gets no note, nor does any run under recommended.
    const rogue = cli([path.join(repoRoot, 'examples/fail-rogue-files/engagement'), '--no-git']);
    expect(rogue.code).toBe(1);
    expect(rogue.stdout).not.toMatch(/^Note:/m);
    expect(cli([dir, '--no-git', '--preset', 'recommended']).stdout).not.toMatch(/^Note:/m);
    // On a big target (past 512 KiB of text read) the second reading is not made, and no note is written.
    const big = makeEngagement({ 'criteria.md': criteria({ size: 'S' }), 'handoff.md': `# Handoff\n## 1. Diff summary\n- \`executor-reports/dev.md\`\n${'filler line\n'.repeat(50_000)}`, 'executor-reports/dev.md': '# dev\n' });
    const bigRun = cli([big, '--no-git']);
    expect(bigRun.code).toBe(1);
    expect(bigRun.stdout).not.toMatch(/^Note:/m);
  });

  it('reports tier "all" with --all-checks and profile timings with --profile', () => {
    const dir = makeEngagement({ 'criteria.md': criteria({ size: 'S' }) });
    const r = cli([dir, '--json', '--all-checks', '--profile', '--no-git']);
    expect(r.json.tier).toBe('all');
    expect(Object.keys(r.json.profile_ms).sort()).toEqual(r.json.checks.map((c: { name: string }) => c.name).sort());
    expect(typeof r.json.profile_total_ms).toBe('number');
  });

  it('exit code follows failures: 1 when a check fails', () => {
    const dir = makeEngagement({ 'criteria.md': '# no frontmatter\n' });
    const r = cli([dir, '--json', '--no-git']);
    expect(r.code).toBe(1);
    expect(r.json.status).toBe('fail');
    expect(r.json.checks.find((c: { name: string }) => c.name === 'criteria-frontmatter').status).toBe('fail');
  });

  it('human output: TL;DR line, check lines, findings with file:line:col, verdict; no colour when piped', () => {
    const dir = makeEngagement({ 'criteria.md': '---\nengagement: x\nsize: S\n---\n' });
    const r = cli([dir, '--no-git'], { cwd: path.dirname(dir) });
    expect(r.stdout).toMatch(/^Pre-check \[tier=S, \d+ checks\]: \d+\/\d+ pass, \d+ warn, \d+ FAIL \(.*criteria-frontmatter.*\), \d+ skip/);
    expect(r.stdout).toMatch(/\[FAIL\] criteria-frontmatter/);
    expect(r.stdout).toMatch(/engagement\/criteria\.md:4:1 {2}missing required frontmatter key `domain`/);
    expect(r.stdout).toMatch(/Fix: /);
    expect(r.stdout).toMatch(/VERDICT: FAIL/);
    expect(r.stdout).not.toMatch(/\u001b\[/);
  });

  it('colours with FORCE_COLOR and never with --no-color or NO_COLOR', () => {
    const dir = makeEngagement({ 'criteria.md': '# none\n' });
    expect(cli([dir, '--no-git'], { env: { NO_COLOR: undefined, FORCE_COLOR: '1' } }).stdout).toMatch(/\u001b\[/);
    expect(cli([dir, '--no-git', '--no-color'], { env: { NO_COLOR: undefined, FORCE_COLOR: '1' } }).stdout).not.toMatch(/\u001b\[/);
    expect(cli([dir, '--no-git'], { env: { NO_COLOR: '1', FORCE_COLOR: undefined } }).stdout).not.toMatch(/\u001b\[/);
  });

  it('colours a report written to a file only when --color asks: the variables speak for the terminal', () => {
    const dir = makeEngagement({ 'criteria.md': '# none\n' });
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'el-colour-')), 'report.txt');
    const written = (args: string[], env: Record<string, string | undefined> = {}) => {
      cli([dir, '--no-git', ...args], { env });
      return fs.readFileSync(out, 'utf8');
    };
    expect(written(['--color', '-o', out])).toMatch(/\u001b\[/);
    expect(written(['--color', '--format', `stylish=${out}`])).toMatch(/\u001b\[/);
    expect(written(['-o', out], { NO_COLOR: undefined, FORCE_COLOR: '1' })).not.toMatch(/\u001b\[/);
    expect(written(['--no-color', '-o', out])).not.toMatch(/\u001b\[/);
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  });

  it('leaves the checked tree byte-identical', () => {
    const dir = makeEngagement({
      'criteria.md': criteria({ size: 'L', ux_heavy: 'true' }),
      'handoff.md': '# Handoff\n## 1. Diff summary\n- M src/a.ts\n',
      'acceptance-log.md': '## Iteration 1\n### Verdict: ACCEPT\n',
      'iteration': '1\n',
      'events.jsonl': '{"event":"start"}\n',
    });
    const root = path.dirname(dir);
    const before = snapshotTree(root);
    const r = cli([dir, '--json', '--all-checks', '--preset', 'recommended', '--no-git']);
    expect([0, 1]).toContain(r.code);
    expect(snapshotTree(root)).toEqual(before);
  });

  it('never runs a tools_required value through a shell', () => {
    const dir = makeEngagement({ 'criteria.md': criteria({ size: 'S', tools_required: '["node; touch pwned-marker", "$(touch pwned-marker2)"]' }) });
    const root = path.dirname(dir);
    const r = cli([dir, '--json', '--no-git'], { cwd: root });
    const preflight = r.json.checks.find((c: { name: string }) => c.name === 'preflight');
    expect(preflight.status).toBe('fail');
    expect(fs.existsSync(path.join(root, 'pwned-marker'))).toBe(false);
    expect(fs.existsSync(path.join(root, 'pwned-marker2'))).toBe(false);
    expect(fs.existsSync(path.join(repoRoot, 'pwned-marker'))).toBe(false);
  });
});

describe('the bundled CLI on non-ASCII text', () => {
  it('matches the Cyrillic and em-dash patterns the build escapes in the bundle', () => {
    const dir = makeEngagement({
      'criteria.md': criteria({ size: 'S' }),
      'scope-sync.md': '# Scope\n\nЭто последняя попытка — круги закончились.\n',
    });
    const r = cli([dir, '--json', '--no-git', '--override-checks', 'slot-language']);
    const slot = r.json.checks.find((c: { name: string }) => c.name === 'slot-language');
    expect(slot.status).toBe('fail');
    expect(slot.findings.map((f: { line: number }) => f.line)).toEqual([3, 3]);
  });
});

describe('a reader that closes the pipe early', () => {
  it('ends without a trace and keeps the exit code of the lint', async () => {
    const child = spawn(process.execPath, [bin, 'examples/fail-l-tier-gaps/engagement', '--no-color'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(1);
  });
});

describe('CLI modes', () => {
  it('--mode ready turns "never written" skips into failures, not-applicable skips stay', () => {
    const dir = makeEngagement({ 'criteria.md': criteria({ size: 'S' }) });
    const progress = cli([dir, '--json', '--no-git']);
    const hp = (r: { json?: { checks: Array<{ name: string; status: string; detail: string; fix?: string }> } }) => r.json!.checks.find((c) => c.name === 'handoff-paths')!;
    expect(hp(progress).status).toBe('skip');
    const ready = cli([dir, '--json', '--no-git', '--mode', 'ready']);
    expect(hp(ready).status).toBe('fail');
    expect(hp(ready).detail).toMatch(/^REQUIRED in --mode ready: /);
    expect(hp(ready).fix).toBeTruthy();
    expect(ready.code).toBe(1);
    expect(ready.json.checks.find((c: { name: string }) => c.name === 'verdict-canonical').status).toBe('skip');
  });

  it('--explain lists every finding where the default stops at 20', () => {
    const files: Record<string, string> = { 'criteria.md': criteria({ size: 'S' }) };
    for (let i = 0; i < 25; i++) files[`rogue-${String(i).padStart(2, '0')}.md`] = 'x\n';
    const dir = makeEngagement(files);
    const short = cli([dir, '--no-git']);
    expect(short.stdout.match(/rogue-\d+\.md:1:1/g)).toHaveLength(20);
    expect(short.stdout).toMatch(/5 more \(use --explain to see all\)/);
    const all = cli([dir, '--no-git', '--explain']);
    expect(all.stdout.match(/rogue-\d+\.md:1:1/g)).toHaveLength(25);
  });
});
