// A suppression of a rule that did not look in this run (another preset, tier or config runs it) is not
// judged: a team linting with compat locally and recommended in CI must not be told to remove one CI needs.
import { afterAll, describe, expect, it } from 'vitest';
import { defineRule, type Rule } from '../packages/core/src/rule.js';
import type { EngagementModel } from '../packages/core/src/model/engagement.js';
import type { LintOptions } from '../packages/core/src/lint.js';
import { lintTarget } from '../packages/core/src/lint.js';
import { EMPTY_CONFIG } from '../packages/core/src/config.js';
import { packs } from '@engagement-lint/rules';
import { cleanupTrees, criteria, fakeSystem, makeEngagement } from './helpers.js';

afterAll(cleanupTrees);

/** A rule failing at handoff.md line 3; `compat`: one of the compat preset's checks. */
const failsAtLine3 = (id: string, compat: boolean): Rule =>
  defineRule({
    id,
    pack: 'engagement',
    tiers: ['S', 'M', 'L'],
    ...(compat ? { compat: true } : {}),
    summary: id,
    docs: 'docs',
    statuses: ['pass', 'fail'],
    check: ({ model }) => ({ status: 'fail', detail: 'x', findings: [(model as EngagementModel).handoff!.at(3, `bad line 3 (${id})`)] }),
  });

const quiet = (id: string, status: 'pass' | 'skip', compat = false): Rule =>
  defineRule({ id, pack: 'engagement', tiers: ['S', 'M', 'L'], ...(compat ? { compat: true } : {}), summary: id, docs: 'docs', statuses: [status], check: () => ({ status, detail: status === 'skip' ? 'no executor reports yet' : 'fine' }) });

const RULES = [failsAtLine3('base-rule', true), failsAtLine3('strict-rule', false), quiet('strict-quiet', 'pass'), quiet('waits-for-reports', 'skip', true)];

const handoff = (ids: string) => `# H\n<!-- engagement-lint-disable-next-line ${ids} -- quoting the user -->\nline 3\n`;

async function suppressions(ids: string, opts: Partial<LintOptions> = {}) {
  const dir = makeEngagement({ 'criteria.md': criteria(), 'handoff.md': handoff(ids) });
  const r = await lintTarget(dir, { packs, rules: RULES, git: false, system: fakeSystem(), ...opts });
  return { s: r.checks.find((c) => c.name === 'suppressions')!, checks: r.checks };
}

const warnings = (s: { findings: Array<{ severity?: string; message: string }> }) => s.findings.filter((f) => f.severity === 'warning').map((f) => f.message);

describe('suppressions of rules that did not run', () => {
  it('under compat, a listed rule only recommended runs is not judged, and the detail counts it', async () => {
    const { s, checks } = await suppressions('base-rule, strict-rule');
    expect(checks.map((c) => c.name)).not.toContain('strict-rule');
    expect(s.status).toBe('pass');
    expect(warnings(s)).toEqual([]);
    expect(s.detail).toBe('1 suppression, with a reason: engagement/handoff.md:2 (quoting the user); 1 listed rule not judged (not run or skipped here)');
  });

  it('under recommended, the same suppression silences that rule: used, no warning', async () => {
    const { s, checks } = await suppressions('base-rule, strict-rule', { preset: 'recommended' });
    expect(checks.find((c) => c.name === 'strict-rule')!.status).toBe('pass');
    expect(s.status).toBe('pass');
    expect(warnings(s)).toEqual([]);
    expect(s.detail).toBe('1 suppression, with a reason: engagement/handoff.md:2 (quoting the user)');
  });

  it('under recommended, a listed rule that ran and found nothing there is reported as suppressing nothing', async () => {
    const { s } = await suppressions('base-rule, strict-quiet', { preset: 'recommended' });
    expect(s.status).toBe('warn');
    expect(warnings(s)).toEqual(['suppression of strict-quiet suppresses nothing; remove it from the list']);
    expect(s.detail).toBe('1 listed rule suppresses nothing');
  });

  it('under compat, the rule that ran and found nothing is still reported, the one not run is counted apart', async () => {
    const { s } = await suppressions('strict-rule, base-rule, strict-quiet');
    expect(warnings(s)).toEqual([]);
    const { s: alone } = await suppressions('strict-quiet');
    expect(alone.status).toBe('pass');
    // One a rule ran for and left unused: reported as before, whatever else is listed.
    const dir = makeEngagement({ 'criteria.md': criteria(), 'handoff.md': `# H\n<!-- engagement-lint-disable-next-line strict-rule, base-rule -- quoting -->\nline 3\n\n<!-- engagement-lint-disable-next-line base-rule, strict-quiet -- quoting -->\nfine line\n` });
    const r = await lintTarget(dir, { packs, rules: RULES, git: false, system: fakeSystem() });
    const t = r.checks.find((c) => c.name === 'suppressions')!;
    expect(warnings(t)).toEqual(['suppression of base-rule suppresses nothing; remove it from the list']);
    expect(t.detail).toBe('1 listed rule suppresses nothing; 2 listed rules not judged (not run or skipped here)');
  });

  it('a rule turned off in the config is not judged; on, and silent there, it is', async () => {
    const config = { ...EMPTY_CONFIG, rules: { 'strict-quiet': { level: 'off' as const } } };
    const { s, checks } = await suppressions('base-rule, strict-quiet', { preset: 'recommended', config });
    expect(checks.map((c) => c.name)).not.toContain('strict-quiet');
    expect(s.status).toBe('pass');
    expect(warnings(s)).toEqual([]);
    expect(s.detail).toMatch(/; 1 listed rule not judged \(not run or skipped here\)$/);
  });

  it('a rule that skipped (its input not yet written) is not judged', async () => {
    const { s, checks } = await suppressions('base-rule, waits-for-reports');
    expect(checks.find((c) => c.name === 'waits-for-reports')!.status).toBe('skip');
    expect(warnings(s)).toEqual([]);
    expect(s.detail).toMatch(/1 listed rule not judged/);
  });

  it('a rule that ran after the others and passed is judged, though a passing one is left out of the report', async () => {
    const after = defineRule({ id: 'reads-after', pack: 'engagement', readsAfterOthers: true, summary: 'after', docs: 'docs', statuses: ['pass'], check: () => ({ status: 'pass', detail: 'fine' }) });
    const dir = makeEngagement({ 'criteria.md': criteria(), 'handoff.md': handoff('base-rule, reads-after') });
    const r = await lintTarget(dir, { packs, rules: [...RULES, after], git: false, system: fakeSystem() });
    expect(r.checks.map((c) => c.name)).not.toContain('reads-after');
    expect(warnings(r.checks.find((c) => c.name === 'suppressions')!)).toEqual(['suppression of reads-after suppresses nothing; remove it from the list']);
  });

  it('a rule that crashed is not judged: it did not finish looking', async () => {
    const crashes = defineRule({ id: 'crashes', pack: 'engagement', tiers: ['S', 'M', 'L'], compat: true, summary: 'crashes', docs: 'docs', statuses: ['pass'], check: () => { throw new Error('boom'); } });
    const dir = makeEngagement({ 'criteria.md': criteria(), 'handoff.md': handoff('base-rule, crashes') });
    const r = await lintTarget(dir, { packs, rules: [...RULES, crashes], git: false, system: fakeSystem() });
    expect(r.checks.find((c) => c.name === 'crashes')!.internal_error).toBe(true);
    const s = r.checks.find((c) => c.name === 'suppressions')!;
    expect(warnings(s)).toEqual([]);
    expect(s.detail).toMatch(/1 listed rule not judged/);
  });

  it('a suppression that names only rules not run passes, and says so', async () => {
    const { s } = await suppressions('strict-rule');
    expect(s).toMatchObject({ status: 'pass', detail: '1 suppression, with a reason; 1 listed rule not judged (not run or skipped here)', findings: [] });
  });

  it('an unknown id keeps its own warning and "did you mean", whichever rules ran', async () => {
    const { s } = await suppressions('base-rule, strict-rul');
    expect(warnings(s)).toEqual(['suppression names unknown rule strict-rul; did you mean "strict-rule"?']);
  });

  it('a suppression naming no rule is judged by the rules that ran, and says how to keep it for another run', async () => {
    const dir = makeEngagement({ 'criteria.md': criteria(), 'handoff.md': '# H\n\nline 3\n<!-- engagement-lint-disable-next-line -- quoting -->\nfine line\n' });
    const r = await lintTarget(dir, { packs, rules: RULES, git: false, system: fakeSystem() });
    expect(warnings(r.checks.find((c) => c.name === 'suppressions')!)).toEqual(['suppression of all rules suppresses nothing in this run; name the rule it is meant for, or remove it']);
  });
});
