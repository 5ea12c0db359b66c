import { afterAll, describe, expect, it } from 'vitest';
import { runRules, selectRules, MAX_FINDINGS, UsageError, countResults } from '../packages/core/src/engine.js';
import { defineRule, type Rule } from '../packages/core/src/rule.js';
import { EngagementModel } from '../packages/core/src/model/engagement.js';
import { lintTarget } from '../packages/core/src/lint.js';
import { builtinRules } from '../rules/index.js';
import { cleanupTrees, criteria, fakeSystem, makeEngagement, options } from './helpers.js';

afterAll(cleanupTrees);

const rule = (id: string, check: Rule['check'], extra: Partial<Rule> = {}): Rule =>
  defineRule({ id, pack: 'engagement', tiers: ['S', 'M', 'L'], summary: `${id} summary`, docs: 'docs', statuses: ['pass', 'fail', 'skip'], check, ...extra });

describe('engine', () => {
  const model = () => new EngagementModel(makeEngagement({ 'criteria.md': criteria() }));

  it('isolates a crashing rule: internal error for it, the others still run', async () => {
    const results = await runRules(
      [rule('boom', () => { throw new Error('kaput'); }), rule('fine', () => ({ status: 'pass', detail: 'ok' }))],
      model(), options(), fakeSystem(),
    );
    expect(results[0]).toMatchObject({ name: 'boom', status: 'fail', internal_error: true });
    expect(results[0]!.detail).toMatch(/internal error in boom: kaput/);
    expect(results[1]).toMatchObject({ name: 'fine', status: 'pass' });
  });

  it('turns "never written" skips of the six ready checks into failures under --mode ready only', async () => {
    const skip = () => ({ status: 'skip' as const, detail: 'handoff.md missing', missingArtefact: true });
    const naSkip = () => ({ status: 'skip' as const, detail: 'size S' });
    const ready = await runRules([rule('handoff-paths', skip), rule('handoff-sections', naSkip), rule('whitelist', skip)], model(), options({ mode: 'ready' }), fakeSystem());
    expect(ready.map((r) => r.status)).toEqual(['fail', 'skip', 'skip']);
    expect(ready[0]!.detail).toBe('REQUIRED in --mode ready: handoff.md missing');
    expect(ready[0]!.fix).toBeTruthy();
    const progress = await runRules([rule('handoff-paths', skip)], model(), options(), fakeSystem());
    expect(progress[0]!.status).toBe('skip');
  });

  it('caps findings per check and says so in the detail', async () => {
    const many = rule('many', () => ({ status: 'fail', detail: 'lots', findings: Array.from({ length: MAX_FINDINGS + 7 }, (_, i) => ({ file: 'f', line: i + 1, column: 1, message: 'm' })) }));
    const [r] = await runRules([many], model(), options(), fakeSystem());
    expect(r!.findings).toHaveLength(MAX_FINDINGS);
    expect(r!.detail).toBe(`lots (showing ${MAX_FINDINGS} of ${MAX_FINDINGS + 7} findings)`);
  });

  it('repairs malformed findings (line 0, missing column) instead of emitting them', async () => {
    const bad = rule('bad', () => ({ status: 'fail', detail: 'x', findings: [{ file: 'a', line: 0, column: NaN, message: 'm' }] }));
    const [r] = await runRules([bad], model(), options(), fakeSystem());
    expect(r!.findings[0]).toMatchObject({ line: 1, column: 1 });
  });

  it('rejects unknown override names with a usage error', () => {
    expect(() => selectRules(builtinRules, options(), { tier: 'S', override: ['nope'] })).toThrow(UsageError);
  });

  it('counts statuses like the reference: fail beats warn beats pass', () => {
    expect(countResults([{ status: 'pass' }, { status: 'warn' }, { status: 'skip' }])).toEqual({ checks_run: 3, fail_count: 0, warn_count: 1, skip_count: 1, status: 'warn' });
    expect(countResults([{ status: 'warn' }, { status: 'fail' }]).status).toBe('fail');
    expect(countResults([]).status).toBe('pass');
  });
});

describe('lintTarget with config, suppressions and receipts', () => {
  const failing = rule('always-fails', ({ model }) => {
    const doc = (model as EngagementModel).handoff!;
    return { status: 'fail', detail: 'x', findings: [doc.at(3, 'bad line 3'), doc.at(5, 'bad line 5')] };
  });
  const base = (handoff: string) => makeEngagement({ 'criteria.md': criteria(), 'handoff.md': handoff });

  it('a disable-next-line with a reason suppresses one finding; all suppressed → pass', async () => {
    const dir = base('# H\n<!-- engagement-lint-disable-next-line always-fails -- quoting the user -->\nline 3\n<!-- engagement-lint-disable-next-line always-fails -- also quoted -->\nline 5\n');
    const r = await lintTarget(dir, { rules: [failing], overrideChecks: ['always-fails'], git: false, system: fakeSystem() });
    const c = r.checks.find((x) => x.name === 'always-fails')!;
    expect(c.status).toBe('pass');
    expect(c.suppressed?.map((s) => [s.line, s.reason])).toEqual([[3, 'quoting the user'], [5, 'also quoted']]);
    expect(r.checks.find((x) => x.name === 'suppressions')!.status).toBe('pass');
  });

  it('a suppression without a reason suppresses nothing and fails the suppressions check', async () => {
    const dir = base('# H\n<!-- engagement-lint-disable-next-line always-fails -->\nline 3\n');
    const r = await lintTarget(dir, { rules: [failing], overrideChecks: ['always-fails'], git: false, system: fakeSystem() });
    expect(r.checks.find((x) => x.name === 'always-fails')!.status).toBe('fail');
    const s = r.checks.find((x) => x.name === 'suppressions')!;
    expect(s.status).toBe('fail');
    expect(s.findings[0]).toMatchObject({ file: 'engagement/handoff.md', line: 2 });
  });

  it('a range disable covers until its enable; an unused suppression warns', async () => {
    const dir = base('# H\n<!-- engagement-lint-disable always-fails -- archived run -->\nline 3\n<!-- engagement-lint-enable always-fails -->\nline 5\n<!-- engagement-lint-disable-next-line whitelist -- nothing here -->\n');
    const r = await lintTarget(dir, { rules: [failing], overrideChecks: ['always-fails'], git: false, system: fakeSystem() });
    const c = r.checks.find((x) => x.name === 'always-fails')!;
    expect(c.status).toBe('fail');
    expect(c.findings.map((f) => f.line)).toEqual([5]);
    const s = r.checks.find((x) => x.name === 'suppressions')!;
    expect(s.status).toBe('warn');
    expect(s.findings[0]!.line).toBe(6);
  });

  it('frontmatter suppression in criteria.md covers the whole engagement', async () => {
    const dir = makeEngagement({
      'criteria.md': criteria({ 'engagement-lint-disable': '[{rule: always-fails, reason: "known gap, tracked"}]' }),
      'handoff.md': '# H\n\nline 3\n\nline 5\n',
    });
    const r = await lintTarget(dir, { rules: [failing], overrideChecks: ['always-fails'], git: false, system: fakeSystem() });
    expect(r.checks.find((x) => x.name === 'always-fails')!.status).toBe('pass');
  });

  it('config level warn caps a failure; off removes a rule; receipt hashes the tree', async () => {
    const dir = base('# H\n\nline 3\n');
    const config = { files: [], rules: { 'always-fails': { level: 'warn' as const } }, customRules: [], whitelist: [], ignores: [] };
    const r = await lintTarget(dir, { rules: [failing], overrideChecks: ['always-fails'], git: false, system: fakeSystem(), config, receipt: true });
    expect(r.checks.find((x) => x.name === 'always-fails')!.status).toBe('warn');
    expect(r.receipt!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(r.receipt!.files).toBe(2);
    const again = await lintTarget(dir, { rules: [failing], overrideChecks: ['always-fails'], git: false, system: fakeSystem(), config, receipt: true });
    expect(again.receipt).toEqual(r.receipt);
    const rules = [failing, rule('other', () => ({ status: 'pass', detail: 'ok' }))];
    const on = await lintTarget(dir, { rules, preset: 'recommended', git: false, system: fakeSystem() });
    expect(on.checks.map((c) => c.name)).toEqual(['always-fails', 'other']);
    const off = await lintTarget(dir, { rules, preset: 'recommended', git: false, system: fakeSystem(), config: { ...config, rules: { other: { level: 'off' } } } });
    expect(off.checks.map((c) => c.name)).toEqual(['always-fails']);
  });
});

describe('engine with async rules', () => {
  it('overlaps waiting rules and isolates an async rejection behind a slow rule', async () => {
    const model = new EngagementModel(makeEngagement({ 'criteria.md': criteria() }));
    let inFlight = 0;
    let most = 0;
    const slow = (id: string) =>
      rule(id, async () => {
        most = Math.max(most, ++inFlight);
        await new Promise((r) => setTimeout(r, 20));
        inFlight--;
        return { status: 'pass', detail: 'slow' };
      });
    const results = await runRules(
      [slow('a'), rule('rejects', async () => { throw new Error('async kaput'); }), slow('b'), slow('c')],
      model, options(), fakeSystem(),
    );
    expect(most).toBe(3);
    expect(results.map((r) => r.status)).toEqual(['pass', 'fail', 'pass', 'pass']);
    expect(results[1]!.internal_error).toBe(true);
    expect(results[1]!.detail).toMatch(/async kaput/);
  });
});

describe('engine start order', () => {
  it('starts rules that wait on processes first and reports in rule order', async () => {
    const model = new EngagementModel(makeEngagement({ 'criteria.md': criteria() }));
    const startedAt: string[] = [];
    const mk = (id: string, early = false) =>
      rule(id, async () => {
        startedAt.push(id);
        return { status: 'pass', detail: id };
      }, early ? { startsEarly: true } : {});
    const results = await runRules([mk('a'), mk('b'), mk('probe', true), mk('c')], model, options(), fakeSystem());
    expect(startedAt).toEqual(['probe', 'a', 'b', 'c']);
    expect(results.map((r) => r.name)).toEqual(['a', 'b', 'probe', 'c']);
  });
});
