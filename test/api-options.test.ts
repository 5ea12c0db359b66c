// The public API checks its options as the CLI checks its own: a caller in plain JavaScript gets a
// one-line error for a preset, mode, date or option name it got wrong, never the other preset.
import { afterAll, describe, expect, it } from 'vitest';
import { lint, lintTarget, selectRules, runRules, UsageError, packs } from '../packages/core/src/index.js';
import { cleanupTrees, criteria, fakeSystem, makeEngagement, options } from './helpers.js';

afterAll(cleanupTrees);

const dir = () => makeEngagement({ 'criteria.md': criteria() });
const refused = async (p: Promise<unknown>) => {
  const e = await p.then(() => undefined, (x: unknown) => x);
  expect(e).toBeInstanceOf(UsageError);
  return (e as Error).message;
};
// Options as plain JavaScript passes them: no type check.
const loose = (o: unknown) => o as never;

describe('API options', () => {
  it('a preset other than compat or recommended is refused, never run as the other preset', async () => {
    const target = dir();
    expect(await refused(lint(target, loose({ preset: 'COMPAT', git: false })))).toBe('engagement-lint: preset must be compat or recommended, not "COMPAT" (did you mean "compat"?)');
    expect(await refused(lint(target, loose({ preset: 'recomended' })))).toBe('engagement-lint: preset must be compat or recommended, not "recomended" (did you mean "recommended"?)');
    expect(await refused(lint(target, loose({ preset: '' })))).toMatch(/^engagement-lint: preset must be compat or recommended, not ""$/);
    // The two presets still run as asked.
    const compat = await lint(target, { preset: 'compat', git: false, system: fakeSystem() });
    const recommended = await lint(target, { preset: 'recommended', git: false, system: fakeSystem() });
    expect(recommended.checks.length).toBeGreaterThan(compat.checks.length);
  });

  it('a bad mode, a now that is no valid Date, and an unknown option are refused', async () => {
    const target = dir();
    expect(await refused(lint(target, loose({ mode: 'x' })))).toBe('engagement-lint: mode must be progress or ready, not "x"');
    expect(await refused(lint(target, loose({ now: 'yesterday' })))).toMatch(/^engagement-lint: now must be a valid Date, such as .*, not "yesterday"$/);
    expect(await refused(lint(target, loose({ now: new Date('yesterday') })))).toMatch(/not an invalid Date$/);
    expect(await refused(lint(target, loose({ presett: 'recommended' })))).toBe('engagement-lint: unknown option "presett" (did you mean preset?)');
    expect(await refused(lint(target, loose({ git: 'no' })))).toBe('engagement-lint: git must be true or false, not "no"');
    expect(await refused(lint(target, loose({ overrideChecks: 'danger-scan' })))).toBe('engagement-lint: overrideChecks must be an array of check names, not "danger-scan"');
    expect(await refused(lint(target, loose({ rules: 'x' })))).toBe('engagement-lint: rules must be an array of rules or a function, not "x"');
    expect(await refused(lint(target, loose({ base: '--output=/tmp/x' })))).toMatch(/^engagement-lint: base must be a branch, tag or commit, which never starts with "-"/);
    expect(await refused(lint(loose(42), {}))).toBe('engagement-lint: the target must be a path, not 42');
    expect(await refused(lint(target, loose('recommended')))).toBe('engagement-lint: options must be an object, not "recommended"');
  });

  it('lintTarget, selectRules and runRules check the same options', async () => {
    const target = dir();
    expect(await refused(lintTarget(target, loose({ packs, rules: [], preset: 'COMPAT' })))).toMatch(/^engagement-lint: preset must be compat or recommended, not "COMPAT"/);
    expect(await refused(lintTarget(target, loose({ rules: [] })))).toBe('engagement-lint: packs is required');
    expect(() => selectRules([], loose({ ...options(), preset: 'Recommended' }), { compatPreset: true })).toThrow(/^engagement-lint: preset must be compat or recommended, not "Recommended"/);
    expect(await refused(runRules([], {}, loose({ ...options(), mode: 'READY' }), fakeSystem()))).toMatch(/^engagement-lint: mode must be progress or ready, not "READY"/);
  });
});
