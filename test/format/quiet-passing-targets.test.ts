// --quiet in stylish prints nothing for a target where nothing fails the run, as ESLint's --quiet
// prints nothing for a clean file: over many targets a CI log shows the failing ones only.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { packs } from '@engagement-lint/rules';
import { FORMATS, type FormatContext, type WarningGate } from '../../packages/core/src/format/registry.js';
import { formatStylish } from '../../packages/core/src/format/stylish.js';
import { run, type CliArgs } from '../../packages/cli/src/run.js';
import { repoRoot } from '../cli-helpers.js';
import { cleanupTrees, writeTree } from '../helpers.js';
import { check, finding, report } from './helpers.js';

afterAll(cleanupTrees);

const passing = (target: string) => report([check('iteration-counter', { status: 'pass', detail: 'counter is 2' }), check('validator-outputs', { status: 'skip', detail: 'no outputs yet' })], { target });
const failing = (target: string) =>
  report([check('criteria-frontmatter', { status: 'fail', detail: 'frontmatter lacks domain', findings: [finding('engagement/criteria.md', 2, 'missing `domain`')] }), check('iteration-counter', { status: 'pass', detail: 'counter is 2' })], { target });
/** Two warning checks and a pass. */
const warned = (target: string) => report([check('size-drift', { status: 'warn', detail: 'size S but 40 files' }), check('handoff-sections', { status: 'warn', detail: 'handoff is thin' }), check('iteration-counter', { status: 'pass', detail: 'counter is 2' })], { target });

const stylish = (reports: ReturnType<typeof report>[], gate: WarningGate = { failOn: 'error' }, quiet = true) => formatStylish(reports, { colorLevel: 0, quiet, gate, cwd: '/x' });

function context(quiet: boolean, gate: WarningGate = { failOn: 'error' }): FormatContext {
  return { cwd: '/x', repoRoot: () => '/x', colorLevel: 0, quiet, gate, rules: async () => [], packs };
}

describe('stylish --quiet, one report at a time', () => {
  it('a passing target prints nothing; without --quiet it prints its tally and verdict', () => {
    expect(stylish([passing('/x/a')])).toBe('');
    expect(stylish([passing('/x/a')], { failOn: 'error' }, false)).toMatch(/^VERDICT: PASS/m);
  });

  it('passing targets among failing ones print nothing, not even their path; the failing one prints as before', () => {
    const text = stylish([passing('/x/a'), failing('/x/b'), passing('/x/c')]);
    expect(text).not.toMatch(/^a$|^c$/m);
    expect(text.match(/^VERDICT: /gm)).toEqual(['VERDICT: ']);
    expect(text.match(/^.*\[tier=/gm)).toHaveLength(1);
    // The failing target's block is the one a loud run prints, less its passing checks.
    const loud = stylish([failing('/x/b')], { failOn: 'error' }, false);
    expect(text).toBe(`b\n${loud.replace(/^\[OK {2}\].*\n/m, '')}3 targets: 2 pass, 0 warn, 1 fail\n`);
  });

  it('a run where nothing fails prints nothing at all, the totals line included', () => {
    expect(stylish([passing('/x/a'), passing('/x/b')])).toBe('');
    expect(stylish([passing('/x/a'), warned('/x/b')])).toBe('');
    expect(stylish([passing('/x/a'), warned('/x/b')], { failOn: 'error', maxWarnings: 2 })).toBe('');
  });

  it('a warning target prints nothing while its warnings pass the run, its block when they fail it', () => {
    expect(stylish([warned('/x/w')])).toBe('');
    expect(stylish([warned('/x/w')], { failOn: 'error', maxWarnings: 2 })).toBe('');
    const failOn = stylish([warned('/x/w')], { failOn: 'warning' });
    expect(failOn.match(/^\[WARN\] /gm)).toHaveLength(2);
    expect(failOn).toMatch(/^VERDICT: FAIL — 2 warnings under --fail-on warning; fix them before handoff\.$/m);
    const over = stylish([warned('/x/w')], { failOn: 'error', maxWarnings: 1 });
    expect(over).toMatch(/^VERDICT: FAIL — 2 warnings exceed --max-warnings 1; fix them before handoff\.$/m);
    expect(over).not.toMatch(/^\[OK {2}\]/m);
  });

  it('warnings that fail only together show their targets and the totals line that says why; a passing target stays unshown', () => {
    const text = stylish([passing('/x/a'), warned('/x/w1'), warned('/x/w2')], { failOn: 'error', maxWarnings: 3 });
    expect(text.match(/^w[12]$/gm)).toEqual(['w1', 'w2']);
    expect(text).not.toMatch(/^a$/m);
    expect(text).toMatch(/^3 targets: 1 pass, 2 warn, 0 fail — FAIL: 4 warnings exceed --max-warnings 3\n$/m);
  });

  it('a crashed check is shown: its target fails the run', () => {
    const crashed = report([check('criteria-frontmatter', { status: 'fail', detail: 'internal error in criteria-frontmatter: boom', internal_error: true })], { target: '/x/c' });
    expect(stylish([passing('/x/a'), crashed])).toMatch(/^VERDICT: ERROR — a check crashed/m);
  });

  it('the streamed document is the one made whole, quiet', async () => {
    const f = await FORMATS.find((e) => e.name === 'stylish')!.load();
    for (const [reports, gate] of [
      [[passing('/x/a'), passing('/x/b')], { failOn: 'error' }],
      [[passing('/x/a'), failing('/x/b'), warned('/x/w')], { failOn: 'error' }],
      [[passing('/x/a'), warned('/x/w')], { failOn: 'warning' }],
    ] as Array<[ReturnType<typeof report>[], WarningGate]>) {
      const ctx = context(true, gate);
      const s = f.stream!(ctx);
      const streamed = s.head() + reports.map((r, i) => s.item(r, i)).join('') + s.tail();
      expect(streamed).toBe(await f.format(reports, ctx));
    }
    const s = f.stream!(context(true));
    expect(s.head() + s.item(passing('/x/a'), 0) + s.item(warned('/x/w'), 1) + s.tail()).toBe('');
  });
});

describe('the other formats keep their --quiet behaviour', () => {
  const load = async (name: string) => (await FORMATS.find((e) => e.name === name)!.load()).format([passing('/x/a'), warned('/x/w')], context(true));

  it('JSON stays whole; SARIF, JUnit and GitHub still write their document, listing nothing that passes the run', async () => {
    const json = JSON.parse(await load('json'));
    const reports = Array.isArray(json) ? json : json.reports ?? [json];
    expect(JSON.stringify(reports)).toContain('iteration-counter');
    expect(JSON.stringify(reports)).toContain('size-drift');
    expect(JSON.parse(await load('sarif')).runs[0].results).toEqual([]);
    const junit = await load('junit');
    expect(junit).toMatch(/<testsuites [^>]*failures="0"/);
    expect(junit).not.toContain('name="iteration-counter"');
    expect(await load('github')).not.toMatch(/^::/m);
  });
});

// The CLI's source: a passing, a failing and a warning Epiphany folder (two warnings).
const root = writeTree({ 'note.txt': 'x\n' });
for (const [name, example] of [['clean-one', 'clean'], ['clean-two', 'clean'], ['broken-yaml', 'fail-yaml'], ['warned-one', 'fail-scratch'], ['warned-two', 'fail-scratch']]) {
  fs.cpSync(path.join(repoRoot, 'examples/epiphany', example!), path.join(root, name!), { recursive: true });
}

afterEach(() => vi.restoreAllMocks());

/** run() from source in `root`, its standard output kept; `streamed`: the reports were written as they came (run() returns none then). */
async function lint(targets: string[], over: Partial<CliArgs> = {}): Promise<{ code: number; stdout: string; streamed: boolean }> {
  const cwd = process.cwd();
  const summary = process.env['GITHUB_STEP_SUMMARY'];
  delete process.env['GITHUB_STEP_SUMMARY'];
  const chunks: string[] = [];
  const writeSync = fs.writeSync.bind(fs);
  vi.spyOn(fs, 'writeSync').mockImplementation(((fd: number, data: Uint8Array, offset?: number) => {
    if (fd !== 1) return (writeSync as (...a: unknown[]) => number)(fd, data, offset);
    const bytes = Buffer.from(data).subarray(offset ?? 0);
    chunks.push(bytes.toString('utf8'));
    return bytes.length;
  }) as typeof fs.writeSync);
  // The reason line on stderr is not this file's business.
  vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  process.chdir(root);
  try {
    const r = await run({ targets, failOn: 'error', git: false, color: false, quiet: true, ...over });
    return { code: r.code, stdout: chunks.join(''), streamed: r.reports.length === 0 };
  } finally {
    process.chdir(cwd);
    if (summary !== undefined) process.env['GITHUB_STEP_SUMMARY'] = summary;
  }
}

describe('--quiet from the CLI source', () => {
  it('one passing target: empty stdout, exit 0; without --quiet its verdict is printed', async () => {
    expect(await lint(['clean-one'])).toMatchObject({ code: 0, stdout: '' });
    expect((await lint(['clean-one'], { quiet: false })).stdout).toMatch(/^VERDICT: PASS/m);
  }, 60_000);

  it('a passing and a failing target, streamed: only the failing target block and the totals line', async () => {
    const r = await lint(['clean-one', 'broken-yaml']);
    expect(r).toMatchObject({ code: 1, streamed: true });
    expect(r.stdout).not.toContain('clean-one');
    expect(r.stdout).toMatch(/^broken-yaml\n/);
    expect(r.stdout.match(/^VERDICT: .*$/gm)).toEqual([expect.stringMatching(/^VERDICT: FAIL — fix /)]);
    expect(r.stdout).toMatch(/\n\n2 targets: 1 pass, 0 warn, 1 fail\n$/);
  }, 60_000);

  it('several passing and warning targets, streamed: nothing printed while the warnings pass the run', async () => {
    expect(await lint(['clean-one', 'clean-two', 'warned-one'])).toEqual({ code: 0, stdout: '', streamed: true });
  }, 60_000);

  it('a warning target alone: nothing printed unless --fail-on warning or --max-warnings makes its warnings fail the run', async () => {
    expect(await lint(['warned-one'])).toMatchObject({ code: 0, stdout: '' });
    expect(await lint(['warned-one'], { maxWarnings: 2 })).toMatchObject({ code: 0, stdout: '' });
    for (const gate of [{ failOn: 'warning' as const }, { maxWarnings: 0 }]) {
      const r = await lint(['warned-one'], gate);
      expect(r.code).toBe(1);
      expect(r.stdout.match(/^\[WARN\] /gm)).toHaveLength(2);
      expect(r.stdout).toMatch(/^VERDICT: FAIL — 2 warnings /m);
    }
  }, 60_000);

  it('--fail-on warning over several targets, streamed: the warning targets print, the passing one does not', async () => {
    const r = await lint(['clean-one', 'warned-one', 'warned-two'], { failOn: 'warning' });
    expect(r).toMatchObject({ code: 1, streamed: true });
    expect(r.stdout).not.toContain('clean-one');
    expect(r.stdout.match(/^warned-(?:one|two)$/gm)).toEqual(['warned-one', 'warned-two']);
    expect(r.stdout).toMatch(/^3 targets: 1 pass, 2 warn, 0 fail — FAIL: 4 warnings under --fail-on warning$/m);
  }, 60_000);

  it('--quiet --max-warnings over several targets, made whole: printed only when the run warnings fail it', async () => {
    const over = await lint(['clean-one', 'warned-one', 'warned-two'], { maxWarnings: 3 });
    expect(over).toMatchObject({ code: 1, streamed: false });
    expect(over.stdout).not.toContain('clean-one');
    expect(over.stdout.match(/^\[WARN\] /gm)).toHaveLength(4);
    expect(over.stdout).toMatch(/^3 targets: 1 pass, 2 warn, 0 fail — FAIL: 4 warnings exceed --max-warnings 3$/m);
    expect(await lint(['clean-one', 'warned-one', 'warned-two'], { maxWarnings: 4 })).toEqual({ code: 0, stdout: '', streamed: false });
  }, 60_000);
});
