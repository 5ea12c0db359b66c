// The receipt changes with whatever may change a verdict: a probed path outside the target, the
// base branch from the environment, a custom rule module's bytes; and not with a --base that
// changes nothing (--no-git). --print-config hashes as the receipt does (configHash of verdictFlags).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { lintTarget, verdictFlags, type LintOptions } from '../packages/core/src/lint.js';
import { configHash } from '../packages/core/src/config-hash.js';
import { ProjectFs } from '../packages/core/src/io/project-fs.js';
import { hashTree } from '../packages/core/src/io/receipt.js';
import { EMPTY_CONFIG, type ResolvedConfig } from '../packages/core/src/config.js';
import { defineRule } from '../packages/core/src/rule.js';
import { allRules, packs } from '@engagement-lint/rules';
import { cleanupTrees, criteria, fakeSystem, makeEngagement, writeTree } from './helpers.js';

afterAll(cleanupTrees);
afterEach(() => vi.unstubAllEnvs());

const builtinRules = await allRules();
const passes = defineRule({ id: 'passes', pack: 'engagement', tiers: ['S', 'M', 'L'], summary: 'passes', docs: 'docs', statuses: ['pass'], check: () => ({ status: 'pass', detail: 'ok' }) });

/** The receipt of a lint with the one rule above (or `rules`), danger-scan's system faked: nothing runs git. */
async function receiptOf(dir: string, opts: Partial<LintOptions> = {}) {
  const r = await lintTarget(dir, { packs, rules: [passes], overrideChecks: ['passes'], system: fakeSystem(), receipt: true, ...opts });
  return { ...r.receipt!, checks: r.checks };
}

/** The hash --print-config prints for these flags: printConfig's own computation. */
const printed = (c: ResolvedConfig, flags: { git?: boolean; base?: string }) => configHash(c, verdictFlags({ preset: c.preset ?? 'compat', mode: c.mode ?? 'progress', overrideChecks: ['passes'], ...flags }, 'engagement'));

describe('the receipt covers the paths the checks probed', () => {
  it('a cited file outside the engagement removed: handoff-paths fails and the tree hash changes', async () => {
    const dir = makeEngagement({ 'criteria.md': criteria(), 'handoff.md': '# Handoff\n\n- fixed in `src/app.ts`\n' });
    const cited = path.join(path.dirname(dir), 'src/app.ts');
    fs.mkdirSync(path.dirname(cited));
    fs.writeFileSync(cited, 'export {};\n');
    const lint = () => receiptOf(dir, { rules: builtinRules, overrideChecks: ['handoff-paths'], git: false });
    const before = await lint();
    expect(before.checks.find((c) => c.name === 'handoff-paths')!.status).toBe('pass');
    expect((await lint()).sha256).toBe(before.sha256);
    fs.rmSync(cited);
    const after = await lint();
    expect(after.checks.find((c) => c.name === 'handoff-paths')!.status).toBe('fail');
    expect(after.sha256).not.toBe(before.sha256);
    expect(after.files).toBe(before.files);
  });

  it('a file of the git work tree above a monorepo project, cited by the handoff, removed: the verdict and the tree hash change', async () => {
    // <top>/.git, the project <top>/services/billing, a shared package <top>/packages/money cited as `../../packages/…`.
    const top = writeTree({ '.git/HEAD': 'ref: refs/heads/main\n', 'packages/money/src/index.ts': 'export {};\n' });
    const dir = path.join(top, 'services/billing/engagement');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'criteria.md'), criteria());
    fs.writeFileSync(path.join(dir, 'handoff.md'), '# Handoff\n\n- money rounding in `../../packages/money/src/index.ts`\n');
    const lint = () => receiptOf(dir, { rules: builtinRules, overrideChecks: ['handoff-paths'], preset: 'recommended', git: false });
    const before = await lint();
    expect(before.checks.find((c) => c.name === 'handoff-paths')!.status).toBe('pass');
    expect((await lint()).sha256).toBe(before.sha256);
    fs.rmSync(path.join(top, 'packages/money/src/index.ts'));
    const after = await lint();
    expect(after.checks.find((c) => c.name === 'handoff-paths')!.status).toBe('fail');
    expect(after.sha256).not.toBe(before.sha256);
  });

  it('records each probe and its answer only with digests on, once per path', () => {
    const root = writeTree({ 't/a.md': 'a\n', 'src/x.ts': 'x\n' });
    const plain = new ProjectFs(root);
    plain.probe('src/x.ts');
    expect(plain.probesMade().size).toBe(0);
    const digesting = new ProjectFs(root, { digests: true });
    for (const p of ['src/x.ts', './src/x.ts', 'src/y.ts', '../out.ts']) digesting.probe(p);
    expect([...digesting.probesMade()]).toEqual([['src/x.ts', 'exists'], ['src/y.ts', 'missing'], ['../out.ts', 'outside-root']]);
    // The same tree and the same probes hash the same; another answer for one probe does not.
    const again = new ProjectFs(root, { digests: true });
    for (const p of ['../out.ts', 'src/y.ts', 'src/x.ts']) again.probe(p);
    expect(hashTree(again, 't')).toEqual(hashTree(digesting, 't'));
    fs.writeFileSync(path.join(root, 'src/y.ts'), 'y\n');
    const created = new ProjectFs(root, { digests: true });
    for (const p of ['../out.ts', 'src/y.ts', 'src/x.ts']) created.probe(p);
    expect(hashTree(created, 't').sha256).not.toBe(hashTree(digesting, 't').sha256);
  });

  it('covers the bytes of a file read outside the tree, such as a graph node\'s output', () => {
    const root = writeTree({ 't/a.md': 'a\n', 'out/report.md': 'v1\n' });
    const hashAfterReading = () => {
      const fsys = new ProjectFs(root, { digests: true });
      fsys.read('t/a.md');
      fsys.read('out/report.md');
      return hashTree(fsys, 't').sha256;
    };
    const before = hashAfterReading();
    expect(hashAfterReading()).toBe(before);
    fs.writeFileSync(path.join(root, 'out/report.md'), 'v2\n');
    expect(hashAfterReading()).not.toBe(before);
  });

  it('keeps one entry per distinct path among 100,000 probes of missing folders', () => {
    const root = writeTree({ 't/a.md': 'a\n' });
    const pfs = new ProjectFs(root, { digests: true });
    for (let i = 0; i < 100_000; i++) pfs.probe(`gone/${i % 50_000}/f.ts`);
    expect(pfs.probesMade().size).toBe(50_000);
    expect(hashTree(pfs, 't').sha256).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('config_sha256 and the base branch', () => {
  it('hashes GITHUB_BASE_REF when --base is absent, as the base danger-scan uses; --base wins over it', async () => {
    const dir = makeEngagement({ 'criteria.md': criteria() });
    vi.stubEnv('GITHUB_BASE_REF', 'main');
    const main = await receiptOf(dir);
    expect(printed(EMPTY_CONFIG, {})).toBe(main.config_sha256);
    vi.stubEnv('GITHUB_BASE_REF', 'develop');
    const develop = await receiptOf(dir);
    expect(develop.config_sha256).not.toBe(main.config_sha256);
    expect(printed(EMPTY_CONFIG, {})).toBe(develop.config_sha256);
    expect((await receiptOf(dir, { base: 'main' })).config_sha256).toBe(main.config_sha256);
    vi.stubEnv('GITHUB_BASE_REF', '');
    expect((await receiptOf(dir, { base: 'develop' })).config_sha256).toBe(develop.config_sha256);
    expect((await receiptOf(dir)).config_sha256).not.toBe(develop.config_sha256);
  });

  it('leaves the base out under --no-git, where it changes nothing', async () => {
    const dir = makeEngagement({ 'criteria.md': criteria() });
    vi.stubEnv('GITHUB_BASE_REF', '');
    const off = await receiptOf(dir, { git: false });
    expect((await receiptOf(dir, { git: false, base: 'anything' })).config_sha256).toBe(off.config_sha256);
    vi.stubEnv('GITHUB_BASE_REF', 'develop');
    expect((await receiptOf(dir, { git: false })).config_sha256).toBe(off.config_sha256);
    expect(printed(EMPTY_CONFIG, { git: false, base: 'anything' })).toBe(off.config_sha256);
    // With git on, the base counts.
    expect((await receiptOf(dir, { base: 'anything' })).config_sha256).not.toBe((await receiptOf(dir, { base: 'other' })).config_sha256);
  });
});

describe('config_sha256 and custom rule modules', () => {
  it('changes when a custom rule module is edited; one that cannot be read hashes as <unreadable>', async () => {
    const dir = makeEngagement({ 'criteria.md': criteria() });
    const rules = writeTree({ 'rule.mjs': "export default { id: 'x', pack: 'engagement', summary: 's', check: () => ({ status: 'pass', detail: 'ok' }) };\n" });
    const module = path.join(rules, 'rule.mjs');
    const config: ResolvedConfig = { ...EMPTY_CONFIG, customRules: [module] };
    const before = await receiptOf(dir, { git: false, config });
    expect(printed(config, { git: false })).toBe(before.config_sha256);
    fs.writeFileSync(module, fs.readFileSync(module, 'utf8').replace("'pass'", "'fail'"));
    const edited = await receiptOf(dir, { git: false, config });
    expect(edited.config_sha256).not.toBe(before.config_sha256);
    expect(printed(config, { git: false })).toBe(edited.config_sha256);
    // Missing, then a folder under its name: both unreadable, so the same hash.
    fs.rmSync(module);
    const missing = await receiptOf(dir, { git: false, config });
    expect(missing.config_sha256).not.toBe(edited.config_sha256);
    fs.mkdirSync(module);
    expect((await receiptOf(dir, { git: false, config })).config_sha256).toBe(missing.config_sha256);
  });
});
