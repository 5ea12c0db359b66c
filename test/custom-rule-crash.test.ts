// A custom rule that crashes is the user's module to fix, not an engagement-lint bug to report
// (source level: the CLI's own output is in test/cli-integrations.test.ts, run on the built bundle).
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runRules } from '../packages/core/src/engine.js';
import { defineRule, type Rule } from '../packages/core/src/rule.js';
import { EngagementModel } from '../packages/core/src/model/engagement.js';
import { formatStylish } from '../packages/core/src/format/stylish.js';
import { reportToJson } from '../packages/core/src/format/json.js';
import { lintOne } from '../packages/cli/src/lint-one.js';
import { cleanupTrees, criteria, fakeSystem, makeEngagement, options, writeTree } from './helpers.js';

afterAll(cleanupTrees);

const rule = (id: string, check: Rule['check'], extra: Partial<Rule> = {}): Rule =>
  defineRule({ id, pack: 'engagement', summary: `${id} summary`, docs: 'docs', statuses: ['pass', 'fail'], check, ...extra });
const boom = () => {
  throw new Error('boom');
};

describe('a crashing custom rule', () => {
  const model = () => new EngagementModel(makeEngagement({ 'criteria.md': criteria() }));

  it('is named as a custom rule with its module, for a throw and for an outcome no report can carry', async () => {
    const results = await runRules(
      [rule('x-broken', boom, { customModule: 'checks/broken.mjs' }), rule('x-purple', () => ({ status: 'purple', detail: 'x' }) as never, { customModule: 'checks/purple.mjs' })],
      model(),
      options(),
      fakeSystem(),
    );
    expect(results.map((r) => [r.detail, r.internal_error, r.customModule])).toEqual([
      ['custom rule x-broken (checks/broken.mjs) threw: boom', true, 'checks/broken.mjs'],
      ['custom rule x-purple (checks/purple.mjs) returned status "purple", not pass, warn, fail or skip', true, 'checks/purple.mjs'],
    ]);
  });

  it('gets a verdict that sends the user to their module; a built-in crash keeps asking for a report', async () => {
    const report = (rules: Rule[]) => ({ target: 't', kind: 'engagement', root: '/', checks_run: rules.length, fail_count: rules.length, warn_count: 0, skip_count: 0, status: 'fail' as const, tool: 'x' });
    const run = async (rules: Rule[]) => formatStylish([{ ...report(rules), checks: await runRules(rules, model(), options(), fakeSystem()) } as never], { colorLevel: 0 });
    const custom = await run([rule('x-broken', boom, { customModule: 'checks/broken.mjs' })]);
    expect(custom).toContain('[FAIL] x-broken: custom rule x-broken (checks/broken.mjs) threw: boom');
    expect(custom).toMatch(/VERDICT: ERROR — a custom rule crashed; see its error above and fix it in its module \(checks\/broken\.mjs\)\.\n/);
    expect(custom).not.toMatch(/report it/);
    const builtIn = await run([rule('boom', boom)]);
    expect(builtIn).toContain('[FAIL] boom: internal error in boom: boom');
    expect(builtIn).toMatch(/VERDICT: ERROR — a check crashed; see the internal error above and report it\./);
    // Both: the built-in crash is still engagement-lint's to hear of.
    expect(await run([rule('x-broken', boom, { customModule: 'checks/broken.mjs' }), rule('boom', boom)])).toMatch(/a check crashed; .* report it\./);
  });

  it('loaded from a config, carries its module from loading to the report, and not into the JSON', async () => {
    const root = writeTree({
      'engagement/criteria.md': criteria({ size: 'S' }),
      'checks/broken.mjs': 'export default { id: "x-broken", pack: "engagement", summary: "x", statuses: ["pass"], docs: "d", check() { throw new Error("boom") } };\n',
      '.engagement-lint.yaml': 'customRules: [./checks/broken.mjs]\n',
    });
    const r = await lintOne({ target: path.join(root, 'engagement'), configFile: path.join(root, '.engagement-lint.yaml'), git: false }, { importModule: (href) => import(href) }, undefined);
    const shown = path.relative(process.cwd(), path.join(root, 'checks/broken.mjs'));
    const check = r.checks.find((c) => c.name === 'x-broken')!;
    expect(check).toMatchObject({ status: 'fail', internal_error: true, detail: `custom rule x-broken (${shown}) threw: boom`, customModule: shown });
    expect(formatStylish([r], { colorLevel: 0 })).toContain(`VERDICT: ERROR — a custom rule crashed; see its error above and fix it in its module (${shown}).`);
    expect(JSON.stringify(reportToJson(r))).not.toContain('customModule');
  });
});
