import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRules, packs } from '@engagement-lint/rules';
import { selectRules } from '../packages/core/src/engine.js';
import { ruleDocFile } from '../packages/core/src/docs.js';
import { options } from './helpers.js';
import { repoRoot } from './cli-helpers.js';
import type { Tier } from '../packages/core/src/types.js';

const builtinRules = await allRules();

/** The reference tool's checks, in its output order, with the lowest tier that runs each. */
const REFERENCE: Array<[string, Tier]> = [
  ['whitelist', 'S'],
  ['criteria-frontmatter', 'S'],
  ['preflight', 'S'],
  ['size-drift', 'M'],
  ['tasks-decomposition', 'L'],
  ['handoff-paths', 'S'],
  ['acceptance-log-paths', 'L'],
  ['handoff-sections', 'M'],
  ['iteration-counter', 'M'],
  ['executor-iteration-structure', 'L'],
  ['specialist-criteria-ack', 'L'],
  ['validator-outputs', 'M'],
  ['validator-output-freshness', 'L'],
  ['cross-val-quotes', 'L'],
  ['trace-schema', 'L'],
  ['slot-language', 'L'],
  ['danger-scan', 'S'],
  ['self-acceptance-thinness', 'M'],
  ['verdict-canonical', 'S'],
  ['human-directive', 'M'],
  ['director-verdict', 'M'],
];
const TIERS: Tier[] = ['S', 'M', 'L'];
const from = (t: Tier) => TIERS.slice(TIERS.indexOf(t));

describe('rule registry', () => {
  it('ids are unique, kebab-case and equal to their file names', () => {
    const ids = builtinRules.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of builtinRules) {
      expect(r.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(fs.existsSync(path.join(repoRoot, 'rules', r.pack, `${r.id}.ts`)), `rules/${r.pack}/${r.id}.ts`).toBe(true);
    }
  });

  it('keeps a pack folder to its rules: every other module of a pack is its pack.ts, its index.ts or under its lib/', () => {
    const ids = new Set(builtinRules.map((r) => `${r.pack}/${r.id}.ts`));
    for (const pack of packs.map((p) => p.id)) {
      const modules = fs.readdirSync(path.join(repoRoot, 'rules', pack)).filter((f) => f.endsWith('.ts') && f !== 'index.ts' && f !== 'pack.ts');
      expect(modules.filter((f) => !ids.has(`${pack}/${f}`)), `rules/${pack}/: modules that are no rule of the pack`).toEqual([]);
    }
  });

  it('every rule documents itself, has tests and a generated doc page', () => {
    for (const r of builtinRules) {
      expect(r.summary.length, r.id).toBeGreaterThan(10);
      expect(r.docs.length, r.id).toBeGreaterThan(40);
      expect(r.statuses.length, r.id).toBeGreaterThan(0);
      expect(r.statuses, r.id).toContain('pass');
      const testFile = path.join(repoRoot, 'test/rules', r.pack, `${r.id}.test.ts`);
      expect(fs.existsSync(testFile), testFile).toBe(true);
      // Its cases go through the one rule tester, which also checks they return every declared status.
      expect(fs.readFileSync(testFile, 'utf8'), testFile).toMatch(/\bruleTester\(rule,/);
      const doc = path.join(repoRoot, 'docs/rules', `${r.id}.md`);
      expect(fs.existsSync(doc), doc).toBe(true);
      expect(fs.readFileSync(doc, 'utf8')).toBe(ruleDocFile(r, packs));
    }
  });

  it('tiers are legal and only engagement rules have them', () => {
    for (const r of builtinRules) {
      if (r.pack !== 'engagement') expect(r.tiers, r.id).toBeUndefined();
      else for (const t of r.tiers ?? []) expect(TIERS).toContain(t);
    }
  });

  it('the compat rules are exactly the reference checks, in its output order', () => {
    const compat = builtinRules.filter((r) => r.compat).map((r) => r.id);
    expect(compat).toEqual(REFERENCE.map(([id]) => id));
    for (const [id, tier] of REFERENCE) expect(builtinRules.find((r) => r.id === id)!.tiers, id).toEqual(from(tier));
  });

  it('preset compat reproduces the reference tier sets (S 6, M 13, L 21)', () => {
    // file-integrity is selected everywhere but reported only when it warns, so a clean folder's checks are the reference's.
    expect(builtinRules.filter((r) => r.readsAfterOthers).map((r) => r.id)).toEqual(['file-integrity']);
    const engagement = builtinRules.filter((r) => r.pack === 'engagement' && !r.readsAfterOthers);
    const sizes = TIERS.map((tier) => selectRules(engagement, options({ preset: 'compat' }), { compatPreset: true, tier }).length);
    expect(sizes).toEqual([6, 13, 21]);
    for (const tier of TIERS) {
      const got = selectRules(engagement, options({ preset: 'compat' }), { compatPreset: true, tier }).map((r) => r.id);
      expect(got).toEqual(REFERENCE.filter(([, t]) => from(t).includes(tier)).map(([id]) => id));
    }
    expect(selectRules(engagement, options({ preset: 'compat' }), { compatPreset: true, tier: 'S', allChecks: true })).toHaveLength(21);
  });

  it('preset recommended adds the protocol rules after the reference ones', () => {
    const engagement = builtinRules.filter((r) => r.pack === 'engagement');
    const rec = selectRules(engagement, options({ preset: 'recommended' }), { compatPreset: true, tier: 'L', allChecks: true }).map((r) => r.id);
    expect(rec.slice(0, 21)).toEqual(REFERENCE.map(([id]) => id));
    expect(rec.length).toBeGreaterThan(21);
    expect(rec).not.toContain('heartbeat-staleness');
  });

  it('preset recommended runs at M what the protocol asks at M: §4a cross-validation, the tasks/ warning', () => {
    const engagement = builtinRules.filter((r) => r.pack === 'engagement');
    const at = (preset: 'compat' | 'recommended') => selectRules(engagement, options({ preset }), { compatPreset: true, tier: 'M' }).map((r) => r.id);
    expect(at('recommended')).toEqual(expect.arrayContaining(['cross-val-quotes', 'tasks-decomposition']));
    expect(at('compat')).not.toContain('tasks-decomposition');
  });
});
