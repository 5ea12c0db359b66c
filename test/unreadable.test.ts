// Folders and files that are there but cannot be read: named as unreadable, never taken for missing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { allRules, packs } from '@engagement-lint/rules';
import { detectPack, targetProbe } from '../packages/core/src/kinds.js';
import { findConfig } from '../packages/core/src/config.js';
import { lintTarget } from '../packages/core/src/lint.js';
import { checkTargets } from '../packages/cli/src/targets.js';
import { cli, repoRoot } from './cli-helpers.js';
import { cleanupTrees, criteria, fakeSystem, makeEngagement, writeTree } from './helpers.js';

afterAll(cleanupTrees);
afterEach(() => vi.restoreAllMocks());

const denied = () => Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
/** Makes `name` of node:fs throw EACCES for paths inside `folder` (or for `folder` itself when `self`). */
const deny = (name: 'lstatSync' | 'readdirSync' | 'openSync' | 'accessSync', folder: string, self = false) => {
  const real = fs[name] as (...a: unknown[]) => unknown;
  vi.spyOn(fs, name).mockImplementation(((p: fs.PathLike, ...rest: unknown[]) => {
    const s = String(p);
    if (s.startsWith(`${folder}${path.sep}`) || (self && s === folder)) throw denied();
    return real.call(fs, p, ...rest);
  }) as never);
};
const asRoot = process.getuid?.() === 0;
const epiphany = path.join(repoRoot, 'examples/epiphany/clean');
const copy = (from: string) => {
  const to = path.join(writeTree({}), path.basename(from));
  fs.cpSync(from, to, { recursive: true });
  return to;
};

describe('kind detection of what cannot be read', () => {
  it('an Epiphany folder whose state/ cannot be searched is "cannot read", not an engagement', async () => {
    const dir = copy(epiphany);
    deny('lstatSync', path.join(dir, 'state'));
    const at = (p: string) => detectPack(p, fs.statSync(p), packs);
    await expect(at(dir)).rejects.toThrow(/^cannot read .*state: permission denied$/);
    // A missing state/ is no problem: the folder is an engagement.
    const plain = writeTree({ 'criteria.md': criteria() });
    expect((await at(plain))?.id).toBe('engagement');
  });

  it('a file that cannot be read is "cannot read", not "no pack recognises it"', () => {
    const file = path.join(writeTree({ 'c.dc.yaml': 'x: 1\n' }), 'c.dc.yaml');
    const dir = path.dirname(file);
    deny('openSync', dir);
    expect(() => targetProbe(file, fs.statSync(file)).head()).toThrow(/^cannot read .*c\.dc\.yaml: permission denied$/);
  });

  it.skipIf(asRoot)('the command line says "cannot read" for a state/ without permission (exit 2)', () => {
    const dir = copy(epiphany);
    fs.chmodSync(path.join(dir, 'state'), 0o000);
    try {
      const r = cli([path.basename(dir), '--no-git'], { cwd: path.dirname(dir) });
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(`engagement-lint: cannot read ${path.basename(dir)}/state: permission denied\n`);
    } finally {
      fs.chmodSync(path.join(dir, 'state'), 0o755);
    }
  });
});

describe('a target folder that cannot be read', () => {
  it('a project whose engagement/ cannot be read is refused naming that folder', async () => {
    const engagement = makeEngagement({ 'criteria.md': criteria() });
    const project = path.dirname(engagement);
    deny('accessSync', engagement, true);
    await expect(checkTargets([project], undefined, path.dirname(project))).rejects.toThrow(`cannot read ${path.basename(project)}/engagement: permission denied`);
  });

  it('config lookup in a folder that cannot be searched names the folder, not a config file', () => {
    // Its listing names a config (a folder readable but not searchable): the config is there, unread.
    const dir = writeTree({ 'a/.engagement-lint.yaml': 'preset: recommended\n' });
    const folder = path.join(dir, 'a');
    deny('lstatSync', folder);
    expect(() => findConfig(folder, dir)).toThrow(`cannot read ${folder}: permission denied (looking for a config there)`);
  });

  it('config lookup in a folder that can be neither listed nor searched names the folder too', () => {
    const dir = writeTree({ 'a/keep.txt': 'x' });
    const folder = path.join(dir, 'a');
    vi.spyOn(fs, 'opendirSync').mockImplementation(() => {
      throw denied();
    });
    deny('lstatSync', folder);
    expect(() => findConfig(folder, dir)).toThrow(`cannot read ${folder}: permission denied (looking for a config there)`);
  });

  it.skipIf(asRoot)('the command line refuses it with one line, exit 2', () => {
    const engagement = makeEngagement({ 'criteria.md': criteria() });
    const project = path.dirname(engagement);
    fs.chmodSync(engagement, 0o000);
    try {
      const r = cli([path.basename(project), '--no-git'], { cwd: path.dirname(project) });
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(`engagement-lint: cannot read ${path.basename(project)}/engagement: permission denied\n`);
    } finally {
      fs.chmodSync(engagement, 0o755);
    }
  });
});

describe('a folder inside the target that cannot be read', () => {
  const lint = async (dir: string) => {
    const rules = (await allRules()).filter((r) => r.id === 'file-integrity' || r.id === 'validator-outputs');
    return lintTarget(dir, { packs, rules, overrideChecks: rules.map((r) => r.id), git: false, system: fakeSystem() });
  };
  const log = '# Validation log\n\n### code-reviewer\nverdict: approved\n';

  it('is a file-integrity failure naming it (no rule saw what it holds), where a missing folder is none', async () => {
    const dir = makeEngagement({ 'criteria.md': criteria(), 'validation-log.md': log, 'validation-outputs/code-reviewer-iter-1-a.json': '{"verdict": "approved"}' });
    deny('readdirSync', path.join(dir, 'validation-outputs'), true);
    const r = await lint(dir);
    const check = r.checks.find((c) => c.name === 'file-integrity')!;
    expect(check.status).toBe('fail');
    expect(check.findings).toEqual([expect.objectContaining({ file: 'engagement/validation-outputs', line: 1, column: 1, message: 'cannot read folder (EACCES); no rule checked it' })]);
    // validator-outputs says the folder could not be read, not that it is missing.
    const outputs = r.checks.find((c) => c.name === 'validator-outputs')!;
    expect(outputs.status).toBe('fail');
    expect(outputs.detail).toMatch(/^1 validators logged but engagement\/validation-outputs\/ could not be read \(cannot read folder \(EACCES\)\)/);
    expect(outputs.detail).not.toMatch(/missing/);
    vi.restoreAllMocks();
    const missing = makeEngagement({ 'criteria.md': criteria(), 'validation-log.md': log });
    // file-integrity shows in a report only when it warns or fails.
    expect((await lint(missing)).checks.map((c) => c.name)).toEqual(['validator-outputs']);
  });
});

describe('a criteria.md that cannot be read', () => {
  it('criteria-frontmatter fails naming why, not as a file without frontmatter, and says which tier the run took', async () => {
    const dir = makeEngagement({ 'handoff.md': '# Handoff\n' });
    spawnSync('mkfifo', [path.join(dir, 'criteria.md')]);
    const rules = (await allRules()).filter((r) => r.id === 'criteria-frontmatter');
    const r = await lintTarget(dir, { packs, rules, overrideChecks: ['criteria-frontmatter'], git: false, system: fakeSystem() });
    const check = r.checks.find((c) => c.name === 'criteria-frontmatter')!;
    expect(check.status).toBe('fail');
    expect(check.detail).toBe('engagement/criteria.md could not be read (expected a file, found a directory or special file): its frontmatter was not checked, and without its size the run took tier M');
    expect(check.findings.map((f) => f.message)).toEqual(['expected a file, found a directory or special file']);
  });
});

describe('a folder too deep to walk', () => {
  it('is said by file-integrity and by the check that walked it, which does not pass on what it saw', async () => {
    const deep = `traces/${Array.from({ length: 42 }, () => 'd').join('/')}`;
    const trace = JSON.stringify({ flow: 'f', iteration: 1, captured_at: '2026-06-01T10:00:00Z', steps: [{ action: 'click', selector: '#a', expected: 'x', observed: 'x', verdict: 'PASS' }] });
    const dir = makeEngagement({ 'criteria.md': criteria({ ux_heavy: 'true' }), 'traces/iter-1/ok.json': trace, [`${deep}/bad.json`]: 'not json' });
    const rules = (await allRules()).filter((r) => r.id === 'trace-schema' || r.id === 'file-integrity');
    const r = await lintTarget(dir, { packs, rules, overrideChecks: rules.map((x) => x.id), git: false, system: fakeSystem() });
    const traces = r.checks.find((c) => c.name === 'trace-schema')!;
    expect(traces.status).toBe('warn');
    expect(traces.detail).toMatch(/^not checked: could not read engagement\/traces\/d\/(d\/)+d \(nested more than 40 folders deep; not read\)$/);
    const integrity = r.checks.find((c) => c.name === 'file-integrity')!;
    expect(integrity.status).toBe('fail');
    expect(integrity.findings[0]!.message).toBe('nested more than 40 folders deep; not read; no rule checked its content');
  });
});

describe('a cited path in a folder that cannot be searched', () => {
  it('is not known to be missing: handoff-paths says it could not check it, and fails on a path that is missing', async () => {
    const dir = makeEngagement({
      'criteria.md': criteria(),
      'executor-reports/dev-backend-engineer.md': '# dev\n',
      'handoff.md': '# Handoff\n## 2. Deliverables\n- report `engagement/executor-reports/dev-backend-engineer.md`\n',
    });
    const reports = path.join(dir, 'executor-reports');
    deny('readdirSync', reports, true);
    // As the system answers for a folder without search permission: lstat and stat fail, existsSync says no.
    deny('lstatSync', reports);
    vi.spyOn(fs, 'existsSync').mockImplementation((p) => !String(p).startsWith(`${reports}${path.sep}`) && fs.lstatSync(p, { throwIfNoEntry: false }) !== undefined);
    const realStat = fs.statSync;
    vi.spyOn(fs, 'statSync').mockImplementation(((p: fs.PathLike, ...rest: unknown[]) => {
      if (String(p).startsWith(`${reports}${path.sep}`)) throw denied();
      return (realStat as (...a: unknown[]) => unknown).call(fs, p, ...rest);
    }) as never);
    const rules = (await allRules()).filter((r) => r.id === 'handoff-paths');
    const check = async () => (await lintTarget(dir, { packs, rules, overrideChecks: ['handoff-paths'], git: false, system: fakeSystem() })).checks.find((c) => c.name === 'handoff-paths')!;
    const unreadable = await check();
    expect(unreadable.status).toBe('warn');
    expect(unreadable.detail).toBe('not checked: could not read engagement/executor-reports (cannot read folder (EACCES))');
    expect(unreadable.findings.map((f) => f.message)).not.toContainEqual(expect.stringMatching(/does not exist/));
    // A path that is missing beside it still fails.
    fs.appendFileSync(path.join(dir, 'handoff.md'), '- code `src/gone.ts`\n');
    const missing = await check();
    expect(missing.status).toBe('fail');
    expect(missing.detail).toMatch(/^missing paths: src\/gone\.ts \(could not read engagement\/executor-reports/);
  });
});

describe('a report or task file that is no regular file', () => {
  it('a FIFO or a folder named like a report or a task is named by file-integrity and by the checks that wanted it', async () => {
    const dir = makeEngagement({
      'criteria.md': criteria({ size: 'M' }),
      'executor-reports/dev-backend-engineer.md': '# dev\n## Iteration 1\n',
      'tasks/T1.md': 'owner: dev-backend-engineer\nwave: 1\nfiles: src/a.ts\ncrit_refs: crit-1\n',
    });
    spawnSync('mkfifo', [path.join(dir, 'executor-reports/dev-qa-engineer.md')]);
    fs.mkdirSync(path.join(dir, 'tasks/T2.md'));
    const rules = (await allRules()).filter((r) => ['file-integrity', 'size-drift', 'tasks-index'].includes(r.id));
    const r = await lintTarget(dir, { packs, rules, overrideChecks: rules.map((x) => x.id), git: false, system: fakeSystem() });
    const integrity = r.checks.find((c) => c.name === 'file-integrity')!;
    expect(integrity.status).toBe('fail');
    expect(integrity.findings.map((f) => f.file).sort()).toEqual(['engagement/executor-reports/dev-qa-engineer.md', 'engagement/tasks/T2.md']);
    // The checks that count reports or read tasks say they could not look, instead of passing on what was left.
    expect(r.checks.find((c) => c.name === 'size-drift')!.detail).toMatch(/could not read engagement\/executor-reports\/dev-qa-engineer\.md/);
    expect(r.checks.find((c) => c.name === 'tasks-index')!.status).toBe('warn');
  });
});

describe('a check that fails while a file it needed could not be read', () => {
  it('says it could not check that file, instead of findings about content it never saw', async () => {
    const dir = makeEngagement({ 'criteria.md': criteria(), 'acceptance-log.md': '## Iteration 1\n### Verdict: ACCEPT\n- crit-1 ✅ `engagement/notes/gone.md`\n' });
    fs.writeFileSync(path.join(dir, 'handoff.md'), '# Handoff\n## 1. Diff summary\n');
    deny('openSync', path.join(dir, 'handoff.md'), true);
    const rules = (await allRules()).filter((r) => ['handoff-sections', 'self-acceptance-thinness', 'acceptance-log-paths'].includes(r.id));
    const r = await lintTarget(dir, { packs, rules, overrideChecks: rules.map((x) => x.id), git: false, system: fakeSystem() });
    for (const id of ['handoff-sections', 'self-acceptance-thinness']) {
      const c = r.checks.find((x) => x.name === id)!;
      expect(c.status, id).toBe('warn');
      expect(c.detail, id).toBe('not checked: could not read engagement/handoff.md (cannot read file (EACCES))');
      expect(c.findings.map((f) => f.message), id).toEqual([`could not read engagement/handoff.md: cannot read file (EACCES); ${id} did not check it`]);
    }
  });

  it('a cited path below a folder that cannot be searched is not called missing', async () => {
    const dir = makeEngagement({ 'criteria.md': criteria(), 'traces/iter-2/run.json': '{}\n', 'acceptance-log.md': '## Iteration 1\n### Verdict: ACCEPT\n- crit-1 ✅ `engagement/traces/iter-2/run.json`\n' });
    const traces = path.join(dir, 'traces');
    // A folder without permission: nothing below it can be listed or looked at.
    deny('readdirSync', traces, true);
    deny('lstatSync', traces);
    const realStat = fs.statSync;
    vi.spyOn(fs, 'statSync').mockImplementation(((p: fs.PathLike, ...rest: unknown[]) => {
      if (String(p).startsWith(`${traces}${path.sep}`)) throw denied();
      return (realStat as (...a: unknown[]) => unknown).call(fs, p, ...rest);
    }) as never);
    const rules = (await allRules()).filter((r) => r.id === 'acceptance-log-paths');
    const r = await lintTarget(dir, { packs, rules, overrideChecks: ['acceptance-log-paths'], git: false, system: fakeSystem() });
    const c = r.checks.find((x) => x.name === 'acceptance-log-paths')!;
    expect(c.findings.map((f) => f.message)).not.toContainEqual(expect.stringMatching(/does not exist|phantom/));
    expect(c.status).toBe('warn');
  });
});
