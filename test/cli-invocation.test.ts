import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bin, cli, snapshotTree } from './cli-helpers.js';
import { cleanupTrees, criteria, makeEngagement, writeTree } from './helpers.js';
import { bracePatterns } from '../packages/cli/src/glob.js';
import { isoInstant } from '../packages/cli/src/iso-instant.js';

afterAll(cleanupTrees);

const passing = () => makeEngagement({ 'criteria.md': criteria({ size: 'S' }) });
// A file nobody whitelisted: the whitelist check fails.
const failing = () => makeEngagement({ 'criteria.md': criteria({ size: 'S' }), 'stray-notes.md': '# notes\n' });
const oneLineError = (r: { code: number | null; stdout: string; stderr: string }, message: RegExp) => {
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr.trim().split('\n')).toHaveLength(1);
  expect(r.stderr).toMatch(message);
};

describe('the command line drops nothing silently', () => {
  it('lints a target after --, so a failing one cannot pass the gate unseen', () => {
    const r = cli([passing(), '--no-git', '--', failing()]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/2 targets: 1 pass, 0 warn, 1 fail/);
  });

  it('refuses a trailing --format with no value instead of printing nothing', () => {
    oneLineError(cli([failing(), '--format']), /^engagement-lint: --format needs a value$/m);
  });

  it('counts --json as a format: with --format sarif both would write to stdout', () => {
    oneLineError(cli([passing(), '--json', '--format', 'sarif']), /json and sarif would both write to stdout/);
  });

  it('--json with --format json is the one JSON report, not two (--json is --format json)', () => {
    for (const args of [['--json', '--format', 'json'], ['--json', '-f', 'json'], ['-f', 'json', '-f', 'json=-']]) {
      const r = cli([passing(), '--no-git', ...args]);
      expect(r.code, args.join(' ')).toBe(0);
      expect(r.stderr).toBe('');
      expect(JSON.parse(r.stdout).status).toBe('pass');
    }
  });

  it('a word starting with "-" after an option no value of which does is refused as no such value', () => {
    oneLineError(cli([passing(), '--max-warnings', '-1']), /^engagement-lint: --max-warnings needs a whole number ≥ 0 \(got "-1"\)$/m);
    oneLineError(cli([passing(), '--now', '-2026']), /^engagement-lint: --now needs an ISO 8601 date or time, such as 2026-05-12 or 2026-05-12T14:03:00Z \(got "-2026"\)$/m);
    oneLineError(cli([passing(), '--base', '-x']), /^engagement-lint: --base needs a branch, tag or commit, which never starts with "-" \(got "-x"\)$/m);
  });

  it('refuses two formats into one file, and a flag given a value', () => {
    const dir = passing();
    const out = path.join(path.dirname(dir), 'both.out');
    oneLineError(cli([dir, '--format', `json=${out}`, '--format', `sarif=${out}`]), /json and sarif would both write to .*both\.out/);
    expect(fs.existsSync(out)).toBe(false);
    oneLineError(cli([dir, '--all-checks=1']), /--all-checks takes no value \(got "1"\)/);
  });
});

describe('text that cannot be written is an error, whatever the command', () => {
  it.runIf(fs.existsSync('/dev/full'))('--help, -h, --version and rules into a full device: exit 2 with the reason', () => {
    for (const args of [['--help'], ['-h'], ['--version'], ['--version', '--json'], ['rules']]) {
      const r = spawnSync(process.execPath, [bin, ...args], { stdio: ['ignore', fs.openSync('/dev/full', 'w'), 'pipe'], encoding: 'utf8' });
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr, args.join(' ')).toMatch(/^engagement-lint: cannot write .* \(no space left\)\n$/);
    }
  });
});

describe('reports are never written into what is checked, nor through a planted link', () => {
  it('refuses a report inside the checked folder and leaves the folder as it was', () => {
    const dir = passing();
    const before = snapshotTree(dir);
    oneLineError(cli([dir, '--no-git', '--format', `json=${path.join(dir, 'criteria.md')}`]), /the json report .*criteria\.md is inside the checked target/);
    oneLineError(cli([dir, '--no-git', '-o', path.join(dir, 'sub', 'report.txt')]), /is inside the checked target/);
    expect(snapshotTree(dir)).toEqual(before);
  });

  it('refuses a step summary inside the checked folder', () => {
    const dir = passing();
    const before = snapshotTree(dir);
    oneLineError(cli([dir, '--no-git', '--format', 'github'], { env: { GITHUB_STEP_SUMMARY: path.join(dir, 'summary.md') } }), /the step summary \(GITHUB_STEP_SUMMARY\) .* is inside the checked target/);
    expect(snapshotTree(dir)).toEqual(before);
  });

  it('does not follow a symbolic link where the report goes, dangling or not', () => {
    const dir = passing();
    const work = path.dirname(dir);
    const victim = path.join(work, 'victim.txt');
    fs.writeFileSync(victim, 'keep me');
    fs.symlinkSync(victim, path.join(work, 'r.sarif'));
    fs.symlinkSync(path.join(work, 'created-through-link'), path.join(work, 'dangling.json'));
    oneLineError(cli([dir, '--no-git', '-f', 'sarif=r.sarif'], { cwd: work }), /cannot write the report to r\.sarif \(it is a symbolic link, which is not followed/);
    oneLineError(cli([dir, '--no-git', '--json', '-o', 'dangling.json'], { cwd: work }), /symbolic link/);
    expect(fs.readFileSync(victim, 'utf8')).toBe('keep me');
    expect(fs.existsSync(path.join(work, 'created-through-link'))).toBe(false);
  });
});

describe('target globs', () => {
  // How fast the refusal is, bench/hostile.mjs measures; here, that the expansion is refused, not run.
  it('refuses braces that expand past 256 patterns, instead of running for minutes', () => {
    oneLineError(cli(['x{1..1000}{1..1000}']), /the glob "x\{1\.\.1000\}\{1\.\.1000\}" expands to more than 256 patterns/);
    oneLineError(cli(['{a,b}'.repeat(16)]), /expands to more than 256 patterns/);
    oneLineError(cli(['{1..100000}']), /expands to more than 256 patterns/);
  });

  it('counts brace patterns as globby expands them', () => {
    expect(bracePatterns('plain/*')).toBe(1);
    expect(bracePatterns('{a,b}/{c,d,e}')).toBe(6);
    expect(bracePatterns('{a,{b,c}}x')).toBe(3);
    expect(bracePatterns('{1..9}')).toBe(9);
    expect(bracePatterns('{a..e}{0..20..5}')).toBe(25);
    expect(bracePatterns('\\{a,b\\}')).toBe(1);
    expect(bracePatterns('[{]a,b[}]')).toBe(1);
    expect(bracePatterns('{a,b}'.repeat(9))).toBe(257);
  });

  it('takes only targets from a ** glob, each engagement once', () => {
    const dir = passing();
    const project = path.dirname(dir);
    fs.mkdirSync(path.join(project, 'src', 'billing'), { recursive: true });
    fs.mkdirSync(path.join(project, 'tests'));
    const r = cli([`${project}/**`, '--no-git', '--json'], { cwd: project });
    expect(r.code).toBe(0);
    expect(r.json.engagement).toBe(dir);
    const twice = cli([project, dir, '--no-git', '--json']);
    expect(twice.json.engagement).toBe(dir);
  });
});

describe('the receipt and --print-config tell apart runs whose verdicts may differ', () => {
  it('hashes the flags that win over the config', () => {
    const dir = passing();
    const hash = (...flags: string[]) => cli([dir, '--no-git', '--json', ...flags]).json.receipt.config_sha256 as string;
    const base = hash();
    expect(hash()).toBe(base);
    for (const flags of [['--mode', 'ready'], ['--preset', 'recommended'], ['--all-checks'], ['--override-checks', 'slot-language'], ['--now', '2026-05-12T00:00:00Z']]) expect(hash(...flags), flags.join(' ')).not.toBe(base);
    // The default spelt out is the default.
    expect(hash('--mode', 'progress', '--preset', 'compat')).toBe(base);
  });

  it('prints the flags it hashes, matching the receipt', () => {
    const dir = passing();
    const printed = cli(['--print-config', dir, '--mode', 'ready', '--all-checks', '--no-git']);
    expect(printed.code).toBe(0);
    expect(printed.json).toMatchObject({ target: dir, kind: 'engagement', mode: 'ready', allChecks: true, git: false });
    expect(printed.json.sha256).toBe(cli([dir, '--json', '--mode', 'ready', '--all-checks', '--no-git']).json.receipt.config_sha256);
  });

  it('writes to -o, and refuses other targets or what is no target', () => {
    const dir = passing();
    const out = path.join(path.dirname(dir), 'config.json');
    expect(cli(['--print-config', dir, '-o', out]).stdout).toBe('');
    expect(JSON.parse(fs.readFileSync(out, 'utf8')).target).toBe(dir);
    oneLineError(cli(['--print-config', dir, dir]), /--print-config takes one target, as its value/);
    oneLineError(cli(['--print-config', '/dev/null']), /not a file or folder/);
  });
});

describe('--now', () => {
  it('takes ISO 8601 dates and zoned times that exist', () => {
    expect((isoInstant('2026-05-12') as Date).toISOString()).toBe('2026-05-12T00:00:00.000Z');
    expect((isoInstant('2026-05-12T14:03:00+02:00') as Date).toISOString()).toBe('2026-05-12T12:03:00.000Z');
    expect((isoInstant('2024-02-29T23:59:59.5z') as Date).toISOString()).toBe('2024-02-29T23:59:59.500Z');
  });

  it.each([
    ['2026-02-30', /not a date that exists/],
    ['2026-13-01', /not a date that exists/],
    ['2026-05-12T24:00:00Z', /not a time that exists/],
    ['2026-05-12T14:03:00', /has no time zone/],
    ['0', /not an ISO 8601/],
    ['-1', /not an ISO 8601/],
    ['Tue, 12 May 2026 14:02:00 GMT', /not an ISO 8601/],
    ['2026-05-12 14:02', /not an ISO 8601/],
    ['1700000000', /not an ISO 8601/],
  ])('refuses %j', (value, why) => {
    expect(isoInstant(value)).toMatch(why);
  });

  it('is a one-line usage error on the command line', () => {
    oneLineError(cli([passing(), '--now', '2026-05-12T14:03:00']), /--now "2026-05-12T14:03:00" has no time zone/);
  });
});

describe('config values', () => {
  it('refuses a number too large to be one, and a config that is null', () => {
    const dir = passing();
    const project = path.dirname(dir);
    fs.writeFileSync(path.join(project, '.engagement-lint.json'), '{\n  "rules": { "handoff-sections": ["warn", { "maxLines": 1e999 }] }\n}\n');
    oneLineError(cli([dir, '--no-git'], { cwd: project }), /\.engagement-lint\.json:2:\d+ rules\.handoff-sections\[1\]\.maxLines is not a finite number/);
    fs.writeFileSync(path.join(project, '.engagement-lint.json'), 'null\n');
    oneLineError(cli([dir, '--no-git'], { cwd: project }), /\.engagement-lint\.json:1:1 the config must be a map/);
    // An empty YAML config is an empty config.
    fs.rmSync(path.join(project, '.engagement-lint.json'));
    fs.writeFileSync(path.join(project, '.engagement-lint.yaml'), '');
    expect(cli([dir, '--no-git'], { cwd: project }).code).toBe(0);
  });
});

describe('a folder given twice is linted once', () => {
  it('as a project and as its engagement', () => {
    const root = writeTree({ 'engagement/criteria.md': criteria({ size: 'S' }) });
    const r = cli([root, path.join(root, 'engagement'), '--no-git', '--json']);
    expect(r.json.engagement).toBe(path.join(root, 'engagement'));
  });
});

describe('--quiet', () => {
  it('keeps the warnings that fail the run under --fail-on warning', () => {
    const dir = makeEngagement({ 'criteria.md': criteria({ size: 'S' }), 'acceptance-log.md': '# Log\n\n**ACCEPTED**\n' });
    const loud = cli([dir, '--no-git', '--all-checks', '--json']);
    const warned = loud.json.checks.filter((c: { status: string }) => c.status === 'warn').map((c: { name: string }) => c.name);
    expect(warned.length).toBeGreaterThan(0);
    const quiet = cli([dir, '--no-git', '--all-checks', '--quiet']);
    for (const name of warned) expect(quiet.stdout).not.toContain(name);
    const failing = cli([dir, '--no-git', '--all-checks', '--quiet', '--fail-on', 'warning']);
    expect(failing.code).toBe(1);
    for (const name of warned) expect(failing.stdout).toContain(name);
  });
});

describe('colour', () => {
  it('a dumb terminal gets none, unless forced', async () => {
    const { colorLevel } = await import('../packages/cli/src/run.js');
    expect(colorLevel(undefined, { TERM: 'dumb' }, true)).toBe(0);
    expect(colorLevel(undefined, { TERM: 'xterm-256color' }, true)).toBe(1);
    expect(colorLevel(undefined, { TERM: 'dumb', FORCE_COLOR: '1' }, true)).toBe(1);
    expect(colorLevel(true, { TERM: 'dumb' }, true)).toBe(1);
  });

  it('a flag beats both variables, and FORCE_COLOR beats NO_COLOR (as in Node; no-color.org lets an explicit choice win)', async () => {
    const { colorLevel } = await import('../packages/cli/src/run.js');
    expect(colorLevel(true, { NO_COLOR: '1' }, false)).toBe(1);
    expect(colorLevel(false, { FORCE_COLOR: '1' }, true)).toBe(0);
    expect(colorLevel(undefined, { NO_COLOR: '1', FORCE_COLOR: '1' }, false)).toBe(1);
    expect(colorLevel(undefined, { NO_COLOR: '1', FORCE_COLOR: '0' }, true)).toBe(0);
    // Node's reading of FORCE_COLOR: '', 1, true, 2 and 3 force colours; any other value (yes, banana, false) none, a terminal or not.
    for (const force of ['', '1', 'true', '2', '3']) expect(colorLevel(undefined, { FORCE_COLOR: force }, false), force).toBe(1);
    for (const force of ['yes', 'banana', 'false', '0', '4']) expect(colorLevel(undefined, { FORCE_COLOR: force }, true), force).toBe(0);
    expect(colorLevel(undefined, { NO_COLOR: '1' }, true)).toBe(0);
    expect(colorLevel(undefined, { NO_COLOR: '' }, true)).toBe(1);
  });
});

describe('unknown check names', () => {
  it('suggest the check meant', () => {
    oneLineError(cli([passing(), '--override-checks', 'slot_language']), /unknown check name: slot_language; did you mean "slot-language"\?/);
  });

  it('say that the suppressions check is no --override-checks name, rather than unknown', () => {
    oneLineError(cli([passing(), '--override-checks', 'suppressions']), /--override-checks does not take suppressions: that check runs whenever a linted file holds a suppression/);
  });
});

describe('two configs in one folder', () => {
  it('the one not read is named in a warning, once', () => {
    const root = writeTree({ '.git/HEAD': '', '.engagement-lint.yaml': 'preset: compat\n', '.engagement-lint.yml': 'preset: recommended\n', 'engagement/criteria.md': criteria({ size: 'S' }) });
    const r = cli(['engagement', '--no-git'], { cwd: root });
    expect(r.stderr).toBe(`engagement-lint: warning: .engagement-lint.yaml is the config read in its folder; .engagement-lint.yml beside it is not read (keep one config per folder)\n`);
    expect(cli(['engagement', '--no-git', '--config', '.engagement-lint.yml'], { cwd: root }).stderr).toBe('');
  });
});

describe('an empty target', () => {
  it('is refused, not read as the working directory', () => {
    oneLineError(cli([passing(), ''], { cwd: path.dirname(passing()) }), /a target is an empty word \(an unset variable\?\)/);
  });
});

describe('- as a file name', () => {
  it('is standard output, never a file named -', () => {
    const dir = passing();
    const cwd = path.dirname(dir);
    const r = cli([dir, '--no-git', '--json', '-o', '-'], { cwd });
    expect(r.code).toBe(0);
    expect(r.json.status).toBe('pass');
    expect(fs.existsSync(path.join(cwd, '-'))).toBe(false);
    oneLineError(cli([dir, '--no-git', '--format', 'json=-', '--format', 'sarif'], { cwd }), /json and sarif would both write to stdout/);
  });
});

describe('a config key given twice', () => {
  it('is an error at the second, not a silently dropped first block', () => {
    const dir = passing();
    const project = path.dirname(dir);
    fs.writeFileSync(path.join(project, '.engagement-lint.yaml'), 'rules:\n  slot-language: off\npreset: compat\nrules:\n  whitelist: warn\n');
    oneLineError(cli([dir, '--no-git'], { cwd: project }), /\.engagement-lint\.yaml:4:1 invalid YAML \(duplicate key\)/);
  });
});


describe('github output: the notice on annotations left out', () => {
  it('points to the step summary only when one is written', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'el-gh-'));
    try {
      const noticeOf = (env: Record<string, string | undefined>) => cli(['examples/fail-*/engagement', '--no-git', '--format', 'github'], { env }).stdout.split('\n').find((l) => l.startsWith('::notice::'));
      expect(noticeOf({ GITHUB_STEP_SUMMARY: undefined })).toMatch(/more annotations left out .* See the full report \(`--format json` or `--format html`\)\.$/);
      const summary = path.join(dir, 'summary.md');
      expect(noticeOf({ GITHUB_STEP_SUMMARY: summary })).toMatch(/more annotations left out .* See the step summary or the full report\.$/);
      expect(fs.readFileSync(summary, 'utf8')).toContain('fail-broken-intake');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes the step summary once, however many github outputs the run writes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'el-gh-'));
    try {
      const summary = path.join(dir, 'summary.md');
      const r = cli(['examples/clean-S/engagement', '--no-git', '-f', 'github', '-f', `github=${path.join(dir, 'gh.txt')}`], { env: { GITHUB_STEP_SUMMARY: summary } });
      expect(r.code).toBe(0);
      const text = fs.readFileSync(summary, 'utf8');
      expect(text.split('\n').filter((l) => l.startsWith('## ')).length, text).toBe(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
