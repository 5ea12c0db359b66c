import { afterAll, describe, expect, it } from 'vitest';
import { graphRules } from '../../../rules/graph/index.js';
import { cleanupTrees } from '../../helpers.js';
import { BASE, loadGraph } from './graph-helpers.js';
import { runAll } from '../../rule-tester.js';

afterAll(cleanupTrees);

describe('graph test base transcript', () => {
  it('passes every graph rule, so each rule test breaks exactly one thing', async () => {
    const results = await runAll(graphRules, loadGraph(BASE), { preset: 'recommended' });
    const notPassing = results.filter((r) => r.status !== 'pass').map((r) => `${r.name}: ${r.status} ${r.detail}`);
    expect(notPassing).toEqual([]);
    expect(results).toHaveLength(graphRules.length);
  });
  it('every graph rule has a unique id, the graph pack, no tiers, docs and statuses', () => {
    const ids = graphRules.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of graphRules) {
      expect(r.id).toMatch(/^graph-[a-z-]+$/);
      expect(r.pack).toBe('graph');
      expect(r.tiers).toBeUndefined();
      expect(r.docs.length).toBeGreaterThan(80);
      expect(r.statuses).toContain('pass');
    }
  });
});
