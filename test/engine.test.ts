import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runRules, selectRules, MAX_FINDINGS, UsageError, countResults } from '../packages/core/src/engine.js';
import { defineRule, type Rule } from '../packages/core/src/rule.js';
import { EngagementModel } from '../packages/core/src/model/engagement.js';
import { lintTarget } from '../packages/core/src/lint.js';
import { formatStylish } from '../packages/core/src/format/stylish.js';
import { reportToJson } from '../packages/core/src/format/json.js';
import { allRules, packs } from '@engagement-lint/rules';

const builtinRules = await allRules();
import { cleanupTrees, criteria, fakeSystem, makeEngagement, options, writeTree } from './helpers.js';

afterAll(cleanupTrees);

const rule = (id: string, check: Rule['check'], extra: Partial<Rule> = {}): Rule =>
  defineRule({ id, pack: 'engagement', tiers: ['S', 'M', 'L'], summary: `${id} summary`, docs: 'docs', statuses: ['pass', 'fail', 'skip'], check, ...extra });

describe('engine', () => {
  const model = () => new EngagementModel(makeEngagement({ 'criteria.md': criteria() }));

  it('an engagement the user aborted is closed: --mode ready asks no missing artefact of it', async () => {
    const dir = makeEngagement({ 'criteria.md': criteria({ size: 'M' }), 'acceptance-log.md': '# Acceptance log\n\nUser: "stop here"\n\n### Verdict: ABORTED\n' });
    const lint = (mode: 'ready' | 'progress') => lintTarget(dir, { packs, rules: (p) => p.rules(), mode, preset: 'recommended', git: false, system: fakeSystem() });
    const ready = await lint('ready');
    expect(ready.checks.filter((c) => c.detail.startsWith('REQUIRED in --mode ready'))).toEqual([]);
    expect(ready.checks.find((c) => c.name === 'handoff-sections')!.status).toBe('skip');
    // The verdict line says why nothing is waited for, in either mode; the JSON report does not carry it.
    for (const r of [ready, await lint('progress')]) {
      expect(formatStylish([r], { colorLevel: 0 })).toMatch(/VERDICT: PASS — the user aborted the engagement \(ABORTED at engagement\/acceptance-log\.md:L5\); nothing more is due\./);
      expect(JSON.stringify(reportToJson(r))).not.toMatch(/aborted the engagement/);
    }
    // With a warning, the line still says nothing more is due rather than "before handoff".
    const warned = { ...ready, status: 'warn' as const, warn_count: 1 };
    expect(formatStylish([warned], { colorLevel: 0 })).toMatch(/VERDICT: PASS with 1 warning — the user aborted the engagement \(ABORTED at engagement\/acceptance-log\.md:L5\); nothing more is due, review the warnings\./);
    // Not aborted: the same folder's handoff is required when ready.
    fs.writeFileSync(path.join(dir, 'acceptance-log.md'), '# Acceptance log\n');
    expect((await lint('ready')).checks.find((c) => c.name === 'handoff-sections')!.detail).toMatch(/^REQUIRED in --mode ready/);
    // A stub quoting the user's hesitation alone ("NOT triggered by "не уверен / подожди"") closes nothing.
    fs.writeFileSync(path.join(dir, 'acceptance-log.md'), '# Acceptance log\n\nUser: «не уверен, подожди»\n\n### Verdict: ABORTED\n');
    const hesitated = await lint('ready');
    expect(hesitated.closed).toBeUndefined();
    expect(hesitated.checks.find((c) => c.name === 'handoff-sections')!.detail).toMatch(/^REQUIRED in --mode ready/);
    expect(formatStylish([hesitated], { colorLevel: 0 })).toMatch(/VERDICT: FAIL/);
  });

  it('an engagement between rounds passes so far: its verdict line says what it waits for, not "ready for handoff"', async () => {
    const log = '# Acceptance log\n\n## Iteration 1 — 2026-06-01\n\n### Verdict: REJECT — crit-2 unmet\n';
    const dir = makeEngagement({ 'criteria.md': criteria({ size: 'S' }), 'acceptance-log.md': log, iteration: '2\n', 'handoff.md': '# Handoff — iteration 1\n\n## 1. Diff summary\n+/- 1 file: src/a.ts (+3 LOC)\n' });
    const lint = () => lintTarget(dir, { packs, rules: (p) => p.rules().then((rs) => rs.filter((r) => r.id === 'criteria-frontmatter')), preset: 'recommended', git: false, system: fakeSystem(), allChecks: true });
    const between = await lint();
    expect(between.status).toBe('pass');
    expect(formatStylish([between], { colorLevel: 0 })).toMatch(/VERDICT: PASS so far — between rounds: iteration 1 was rejected \(engagement\/acceptance-log\.md:L5\) and round 2's rework has not begun; its handoff is checked when written\./);
    expect(JSON.stringify(reportToJson(between))).not.toMatch(/between rounds/);
    // Round 2's handoff written: the verdict line is the usual one.
    fs.writeFileSync(path.join(dir, 'handoff.md'), '# Handoff — iteration 2\n\n## 1. Diff summary\n+/- 1 file: src/a.ts (+3 LOC)\n');
    expect(formatStylish([await lint()], { colorLevel: 0 })).toMatch(/VERDICT: PASS — ready for handoff\./);
  });

  it('--mode ready fails a required artefact that is there but no file (a folder named handoff.md), as it fails an absent one', async () => {
    const dir = makeEngagement({ 'criteria.md': criteria({ size: 'M' }), 'handoff.md/notes.txt': 'x' });
    const lint = (mode: 'ready' | 'progress') => lintTarget(dir, { packs, rules: (p) => p.rules(), mode, git: false, system: fakeSystem() });
    const progress = (await lint('progress')).checks.find((c) => c.name === 'handoff-sections')!;
    expect(progress.status).toBe('warn');
    const ready = (await lint('ready')).checks.find((c) => c.name === 'handoff-sections')!;
    expect(ready.status).toBe('fail');
    expect(ready.detail).toMatch(/^REQUIRED in --mode ready: not checked: could not read engagement\/handoff\.md \(expected a file/);
    expect(ready.findings.map((f) => f.severity)).toEqual(['error']);
  });

  it('isolates a crashing rule: internal error for it, the others still run', async () => {
    const results = await runRules(
      [rule('boom', () => { throw new Error('kaput'); }), rule('fine', () => ({ status: 'pass', detail: 'ok' }))],
      model(), options(), fakeSystem(),
    );
    expect(results[0]).toMatchObject({ name: 'boom', status: 'fail', internal_error: true });
    expect(results[0]!.detail).toMatch(/internal error in boom: kaput/);
    // A message a megabyte long (a pattern built from a folder's text, quoted whole) is clipped as any detail.
    const [long] = await runRules([rule('huge', () => { throw new Error(`Invalid regular expression: /${'a|'.repeat(500_000)}/: too large`); })], model(), options(), fakeSystem());
    expect(long!.detail).toMatch(/^internal error in huge: Invalid regular expression: \/a\|a\|/);
    expect(long!.detail.length).toBeLessThanOrEqual(2000);
    expect(long!.detail.endsWith('…')).toBe(true);
    expect(results[1]).toMatchObject({ name: 'fine', status: 'pass' });
  });

  it('reads outcomes returned, thrown, promised and thenable in rule order; a check that reads after the others sees them done', async () => {
    const order: string[] = [];
    const thenable = { then: (ok: (o: unknown) => void) => ok({ status: 'fail', detail: 'from a thenable' }) };
    const results = await runRules(
      [
        rule('returned', () => (order.push('returned'), { status: 'pass', detail: 'r' })),
        rule('later', () => (order.push('later'), { status: 'fail', detail: 'after the others' }), { readsAfterOthers: true }),
        rule('promised', async () => (order.push('promised'), { status: 'skip', detail: 'p' })),
        rule('thrown', () => { throw new Error('kaput'); }),
        rule('thenable', () => thenable as never),
        rule('rejected', async () => { throw new Error('late kaput'); }),
      ],
      model(), options(), fakeSystem(),
    );
    expect(results.map((r) => [r.name, r.status, r.detail])).toEqual([
      ['returned', 'pass', 'r'],
      ['later', 'fail', 'after the others'],
      ['promised', 'skip', 'p'],
      ['thrown', 'fail', 'internal error in thrown: kaput'],
      ['thenable', 'fail', 'from a thenable'],
      ['rejected', 'fail', 'internal error in rejected: late kaput'],
    ]);
    // async checks start first; a check that reads after the others starts last.
    expect(order).toEqual(['promised', 'returned', 'later']);
    expect(results.every((r) => typeof r.ms === 'number' && r.ms >= 0)).toBe(true);
  });

  it('gives a custom check that returns a thenable which never settles its time, then fails it', async () => {
    process.env['ENGAGEMENT_LINT_CUSTOM_RULE_TIMEOUT_MS'] = '50';
    try {
      const never = rule('x-never', () => ({ then: () => undefined }) as never, { customModule: 'checks/never.mjs' });
      const [result] = await runRules([never], model(), options(), fakeSystem());
      expect(result).toMatchObject({ status: 'fail', internal_error: true, detail: 'custom rule x-never (checks/never.mjs) did not finish within 0.05 s (a promise that never settles?)' });
    } finally {
      delete process.env['ENGAGEMENT_LINT_CUSTOM_RULE_TIMEOUT_MS'];
    }
  });

  it('turns "never written" skips of rules required when ready into failures under --mode ready only', async () => {
    const skip = () => ({ status: 'skip' as const, detail: 'handoff.md missing', missingArtefact: true });
    const naSkip = () => ({ status: 'skip' as const, detail: 'size S' });
    const ready = await runRules([rule('handoff-paths', skip, { requiredWhenReady: true }), rule('handoff-sections', naSkip, { requiredWhenReady: true }), rule('whitelist', skip)], model(), options({ mode: 'ready' }), fakeSystem());
    expect(ready.map((r) => r.status)).toEqual(['fail', 'skip', 'skip']);
    expect(ready[0]!.detail).toBe('REQUIRED in --mode ready: handoff.md missing');
    expect(ready[0]!.fix).toBeTruthy();
    const progress = await runRules([rule('handoff-paths', skip, { requiredWhenReady: true })], model(), options(), fakeSystem());
    expect(progress[0]!.status).toBe('skip');
  });

  it('fails a rule whose finding has no usable position under the test suite, repairs it (line 0, no column) for users', async () => {
    const bad = rule('bad-line', () => ({ status: 'fail', detail: 'x', findings: [{ file: 'f', line: 0, column: NaN, message: 'm' }] }));
    expect(process.env['ENGAGEMENT_LINT_STRICT_FINDINGS']).toBe('1');
    const [strict] = await runRules([bad], model(), options(), fakeSystem());
    expect(strict).toMatchObject({ status: 'fail', internal_error: true });
    expect(strict!.detail).toMatch(/malformed finding .*"line":0/);
    delete process.env['ENGAGEMENT_LINT_STRICT_FINDINGS'];
    try {
      const [lax] = await runRules([bad], model(), options(), fakeSystem());
      expect(lax!.internal_error).toBeUndefined();
      expect(lax!.findings[0]).toMatchObject({ line: 1, column: 1 });
    } finally {
      process.env['ENGAGEMENT_LINT_STRICT_FINDINGS'] = '1';
    }
  });

  it('turns an outcome no report can carry into the rule\'s internal error, never a report of it', async () => {
    const bad = [
      rule('purple', () => ({ status: 'purple', detail: 'x' }) as never),
      rule('object-detail', () => ({ status: 'pass', detail: { a: 1 } }) as never),
      rule('nothing', () => undefined as never),
      rule('findings-object', () => ({ status: 'fail', detail: 'x', findings: { a: 1 } }) as never),
      rule('fix-number', () => ({ status: 'fail', detail: 'x', fix: 3 }) as never),
      rule('undeclared', () => ({ status: 'warn', detail: 'x' })),
    ];
    const results = await runRules(bad, model(), options(), fakeSystem());
    expect(results.map((r) => [r.status, r.internal_error])).toEqual(bad.map(() => ['fail', true]));
    expect(results.map((r) => r.detail)).toEqual([
      'internal error in purple: returned status "purple", not pass, warn, fail or skip',
      'internal error in object-detail: returned a detail that is not text ({"a":1})',
      'internal error in nothing: returned undefined, not an outcome',
      'internal error in findings-object: returned findings that are not a list ({"a":1})',
      'internal error in fix-number: returned a fix that is not text (3)',
      'internal error in undeclared: returned status warn, which it does not declare (pass, fail, skip)',
    ]);
  });

  it('caps findings per check and says so in the detail', async () => {
    const many = rule('many', () => ({ status: 'fail', detail: 'lots', findings: Array.from({ length: MAX_FINDINGS + 7 }, (_, i) => ({ file: 'f', line: i + 1, column: 1, message: 'm' })) }));
    const [r] = await runRules([many], model(), options(), fakeSystem());
    expect(r!.findings).toHaveLength(MAX_FINDINGS);
    expect(r!.detail).toBe(`lots (showing ${MAX_FINDINGS} of ${MAX_FINDINGS + 7} findings)`);
  });

  it('counts the findings a rule stopped building (findingsTotal), and keeps the count past a long detail', async () => {
    const some = rule('some', () => ({ status: 'fail', detail: 'lots', findings: [{ file: 'f', line: 1, column: 1, message: 'm' }], findingsTotal: 9000 }));
    const long = rule('long', () => ({ status: 'fail', detail: 'x'.repeat(5000), findings: Array.from({ length: MAX_FINDINGS + 1 }, (_, i) => ({ file: 'f', line: i + 1, column: 1, message: 'm' })) }));
    const [a, b] = await runRules([some, long], model(), options(), fakeSystem());
    expect(a!.detail).toBe('lots (showing 1 of 9000 findings)');
    expect(b!.detail).toMatch(new RegExp(`^x+… \\(showing ${MAX_FINDINGS} of ${MAX_FINDINGS + 1} findings\\)$`));
    expect(b!.detail.length).toBeLessThanOrEqual(2000);
  });

  it("runs the protocol's S-size requirements at tier S under --preset recommended only", () => {
    const engagementRules = builtinRules.filter((r) => r.pack === 'engagement');
    const at = (preset: 'compat' | 'recommended') => selectRules(engagementRules, options({ preset }), { tier: 'S', compatPreset: true }).map((r) => r.id);
    for (const id of ['handoff-sections', 'size-drift', 'self-acceptance-thinness', 'slot-language']) {
      expect(at('recommended')).toContain(id);
      expect(at('compat')).not.toContain(id);
    }
  });

  it('keeps only compat-marked rules under --preset compat when the pack has a compat preset', () => {
    const check = () => ({ status: 'pass' as const, detail: 'ok' });
    const reference = rule('reference', check, { compat: true });
    const protocol = rule('protocol', check);
    const ids = (rules: Rule[], preset: 'compat' | 'recommended', compatPreset: boolean) => selectRules(rules, options({ preset }), { tier: 'S', compatPreset }).map((r) => r.id);
    expect(ids([reference, protocol], 'compat', true)).toEqual(['reference']);
    expect(ids([reference, protocol], 'compat', false)).toEqual(['reference', 'protocol']);
    expect(ids([reference, protocol], 'recommended', true)).toEqual(['reference', 'protocol']);
  });

  it('rejects unknown override names with a usage error', () => {
    expect(() => selectRules(builtinRules, options(), { compatPreset: true, tier: 'S', override: ['nope'] })).toThrow(UsageError);
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
    const r = await lintTarget(dir, { packs, rules: [failing], overrideChecks: ['always-fails'], git: false, system: fakeSystem() });
    const c = r.checks.find((x) => x.name === 'always-fails')!;
    expect(c.status).toBe('pass');
    expect(c.suppressed?.map((s) => [s.line, s.reason])).toEqual([[3, 'quoting the user'], [5, 'also quoted']]);
    expect(r.checks.find((x) => x.name === 'suppressions')!.status).toBe('pass');
  });

  it('a suppression without a reason suppresses nothing and fails the suppressions check', async () => {
    const dir = base('# H\n<!-- engagement-lint-disable-next-line always-fails -->\nline 3\n');
    const r = await lintTarget(dir, { packs, rules: [failing], overrideChecks: ['always-fails'], git: false, system: fakeSystem() });
    expect(r.checks.find((x) => x.name === 'always-fails')!.status).toBe('fail');
    const s = r.checks.find((x) => x.name === 'suppressions')!;
    expect(s.status).toBe('fail');
    expect(s.findings[0]).toMatchObject({ file: 'engagement/handoff.md', line: 2 });
  });

  it('a range disable covers until its enable; an unused suppression warns', async () => {
    const dir = base('# H\n<!-- engagement-lint-disable always-fails -- archived run -->\nline 3\n<!-- engagement-lint-enable always-fails -->\nline 5\n<!-- engagement-lint-disable-next-line whitelist -- nothing here -->\n');
    const r = await lintTarget(dir, { packs, rules: [failing], overrideChecks: ['always-fails'], git: false, system: fakeSystem() });
    const c = r.checks.find((x) => x.name === 'always-fails')!;
    expect(c.status).toBe('fail');
    expect(c.findings.map((f) => f.line)).toEqual([5]);
    const s = r.checks.find((x) => x.name === 'suppressions')!;
    expect(s.status).toBe('warn');
    // The range in effect is a notice; the unused one the warning.
    expect(s.findings.map((f) => [f.line, f.severity])).toEqual([[2, 'info'], [6, 'warning']]);
  });

  it('frontmatter suppression in criteria.md covers the whole engagement', async () => {
    const dir = makeEngagement({
      'criteria.md': criteria({ 'engagement-lint-disable': '[{rule: always-fails, reason: "known gap, tracked"}]' }),
      'handoff.md': '# H\n\nline 3\n\nline 5\n',
    });
    const r = await lintTarget(dir, { packs, rules: [failing], overrideChecks: ['always-fails'], git: false, system: fakeSystem() });
    expect(r.checks.find((x) => x.name === 'always-fails')!.status).toBe('pass');
  });

  it('config level warn caps a failure; off removes a rule; receipt hashes the tree', async () => {
    const dir = base('# H\n\nline 3\n');
    const config = { files: [], rules: { 'always-fails': { level: 'warn' as const } }, customRules: [], whitelist: [], ignores: [] };
    const r = await lintTarget(dir, { packs, rules: [failing], overrideChecks: ['always-fails'], git: false, system: fakeSystem(), config, receipt: true });
    expect(r.checks.find((x) => x.name === 'always-fails')!.status).toBe('warn');
    expect(r.receipt!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(r.receipt!.files).toBe(2);
    const again = await lintTarget(dir, { packs, rules: [failing], overrideChecks: ['always-fails'], git: false, system: fakeSystem(), config, receipt: true });
    expect(again.receipt).toEqual(r.receipt);
    const rules = [failing, rule('other', () => ({ status: 'pass', detail: 'ok' }))];
    const on = await lintTarget(dir, { packs, rules, preset: 'recommended', git: false, system: fakeSystem() });
    expect(on.checks.map((c) => c.name)).toEqual(['always-fails', 'other']);
    const off = await lintTarget(dir, { packs, rules, preset: 'recommended', git: false, system: fakeSystem(), config: { ...config, rules: { other: { level: 'off' } } } });
    expect(off.checks.map((c) => c.name)).toEqual(['always-fails']);
  });
});

describe('files a check could not read', () => {
  const lintBuiltin = (dir: string) => lintTarget(dir, { packs, rules: builtinRules, git: false, system: fakeSystem() });

  it('a check that met an unreadable file warns "not checked" instead of passing or skipping', async () => {
    // handoff.md is a folder: the handoff checks cannot read it, which is not "not yet written".
    const dir = makeEngagement({ 'criteria.md': criteria({ size: 'S' }), 'handoff.md/notes.md': '# n\n' });
    const r = await lintBuiltin(dir);
    const paths = r.checks.find((c) => c.name === 'handoff-paths')!;
    expect(paths.status).toBe('warn');
    expect(paths.detail).toBe('not checked: could not read engagement/handoff.md (expected a file, found a directory or special file)');
    expect(paths.fix).toBe('Make it readable (a regular file within the size limits, or a folder that can be listed), then lint again.');
    expect(paths.findings).toEqual([expect.objectContaining({ file: 'engagement/handoff.md', line: 1, column: 1, message: expect.stringMatching(/^could not read engagement\/handoff\.md: .*; handoff-paths did not check it$/) })]);
    // A check that never asks for handoff.md is not touched.
    expect(r.checks.find((c) => c.name === 'criteria-frontmatter')!.status).toBe('pass');
  });

  it('every check that reads the ux_heavy level from an unreadable handoff says so, not only the first', async () => {
    const dir = makeEngagement({ 'criteria.md': criteria({ size: 'L' }), 'handoff.md/notes.md': '# n\n' });
    const r = await lintTarget(dir, { packs, rules: builtinRules, preset: 'recommended', allChecks: true, git: false, system: fakeSystem() });
    for (const name of ['trace-schema', 'ux-screens', 'ux-heavy-auto-promote']) {
      const c = r.checks.find((x) => x.name === name)!;
      expect(c.status, name).toBe('warn');
      expect(c.detail, name).toMatch(/^not checked: could not read engagement\/handoff\.md/);
    }
  });

  it('a check that failed on its own keeps its failure and names the unread file', async () => {
    const outside = writeTree({ 'criteria.md': criteria({ size: 'S' }) });
    const dir = makeEngagement({ 'handoff.md': '# H\n' });
    fs.symlinkSync(path.join(outside, 'criteria.md'), path.join(dir, 'criteria.md'));
    const check = (await lintBuiltin(dir)).checks.find((c) => c.name === 'criteria-frontmatter')!;
    expect(check.status).toBe('fail');
    // The failure names the file and why it was not read, once: the engine adds no second note to a detail that names it.
    expect(check.detail).toMatch(/^engagement\/criteria\.md could not be read \(symlink leads outside the project root; not read\)/);
    expect(check.detail.split('criteria.md')).toHaveLength(2);
  });

  it('a folder symlinked outside the project is not read, and a check that lists it warns instead of counting it empty', async () => {
    const outside = writeTree(Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`t${i}.md`, `---\nid: t${i}\nowner: dev\nwave: 1\n---\n`])));
    const dir = makeEngagement({ 'criteria.md': criteria({ size: 'M' }), 'handoff.md': '# H\n' });
    fs.symlinkSync(outside, path.join(dir, 'tasks'));
    const r = await lintBuiltin(dir);
    const drift = r.checks.find((c) => c.name === 'size-drift')!;
    expect(drift.status).toBe('warn');
    expect(drift.detail).toBe('not checked: could not read engagement/tasks (symlink leads outside the project root; not read)');
    const integrity = r.checks.find((c) => c.name === 'file-integrity')!;
    expect(integrity.status).toBe('fail');
    expect(integrity.findings).toEqual([expect.objectContaining({ file: 'engagement/tasks', message: expect.stringMatching(/^symlink leads outside the project root; not read/) })]);
  });

  it('a file read whole with bad bytes is no unread file', async () => {
    const dir = makeEngagement({ 'criteria.md': criteria({ size: 'S' }), 'acceptance-log.md': Buffer.concat([Buffer.from('# Log\n## Iteration 1\n### Verdict: ACCEPT\n'), Buffer.from([0xff, 0x0a])]) });
    expect((await lintBuiltin(dir)).checks.find((c) => c.name === 'verdict-canonical')!.status).toBe('pass');
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
  it('starts async checks (waiting on a process) first and reports in rule order', async () => {
    const model = new EngagementModel(makeEngagement({ 'criteria.md': criteria() }));
    const startedAt: string[] = [];
    const mk = (id: string, waits = false) =>
      rule(id, waits
        ? async () => {
            startedAt.push(id);
            return { status: 'pass', detail: id };
          }
        : () => {
            startedAt.push(id);
            return { status: 'pass', detail: id };
          });
    const results = await runRules([mk('a'), mk('b'), mk('probe', true), mk('c')], model, options(), fakeSystem());
    expect(startedAt).toEqual(['probe', 'a', 'b', 'c']);
    expect(results.map((r) => r.name)).toEqual(['a', 'b', 'probe', 'c']);
  });
});

describe('a skip for an artefact never written', () => {
  it('is marked for the human verdict in progress mode, becomes a failure in ready mode, and stays out of the JSON report', async () => {
    const dir = makeEngagement({ 'criteria.md': criteria({ size: 'M' }) });
    const rules = await allRules();
    const progress = await lintTarget(dir, { packs, rules, git: false, system: fakeSystem() });
    const sections = progress.checks.find((c) => c.name === 'handoff-sections')!;
    expect(sections).toMatchObject({ status: 'skip', missingArtefact: true });
    const { formatter } = await import('../packages/core/src/format/json.js');
    expect(await formatter.format([progress], { colorLevel: 0 } as never)).not.toContain('missingArtefact');
    const ready = await lintTarget(dir, { packs, rules, git: false, system: fakeSystem(), mode: 'ready' });
    expect(ready.checks.find((c) => c.name === 'handoff-sections')).toMatchObject({ status: 'fail' });
    expect(ready.checks.find((c) => c.name === 'handoff-sections')!.missingArtefact).toBeUndefined();
  });
});
