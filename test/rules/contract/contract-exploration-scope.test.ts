import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/contract/contract-exploration-scope.js';
import { DEFAULTS, cleanupContracts, forms, posIn, rendering, runContract, soloContract } from './helpers.js';

afterAll(cleanupContracts);

describe('contract-exploration-scope', () => {
  for (const f of forms(soloContract())) {
    it(`passes natural bounds and a known drift action (${f.format})`, async () => {
      const r = await runContract(rule, f.name, f.text);
      expect(r.status).toBe('pass');
      expect(r.detail).toBe('depth 2, breadth 3, drift: report');
    });
  }

  it('accepts zero', async () => {
    expect((await runContract(rule, 'c.dc.yaml', 'exploration: { depth: 0, breadth: 0, drift_action: halt }\n')).status).toBe('pass');
  });

  for (const [depth, breadth] of [[-1, 2.5], ['two', 3]] as const) {
    const c = soloContract();
    c['exploration'] = { depth, breadth, drift_action: 'ignore' };
    for (const f of forms(c)) {
      it(`fails depth ${depth}, breadth ${breadth} and drift "ignore" at the values (${f.format})`, async () => {
        const r = await runContract(rule, f.name, f.text);
        expect(r.status).toBe('fail');
        const by = (re: RegExp) => r.findings.find((x) => re.test(x.message));
        const num = (v: string | number) => (typeof v === 'string' ? f.str(v) : String(v));
        const depthFinding = by(/^exploration\.depth is .*natural number/)!;
        expect(depthFinding).toMatchObject(posIn(f.text, f.key('depth'), num(depth)));
        if (typeof breadth === 'number' && !Number.isInteger(breadth)) {
          expect(by(/^exploration\.breadth is 2\.5/)).toMatchObject(posIn(f.text, f.key('breadth'), '2.5'));
        } else {
          expect(by(/breadth/)).toBeUndefined();
        }
        expect(by(/drift_action is "ignore"; it must be report or halt/)).toMatchObject(f.at('drift_action', 'ignore'));
      });
    }
  }

  it('skips markdown and a contract without an exploration map', async () => {
    expect((await runContract(rule, 'delegation-contract.md', rendering({ Defaults: DEFAULTS }))).status).toBe('skip');
    expect((await runContract(rule, 'c.dc.yaml', 'exploration: [1, 2]\n')).status).toBe('skip');
    expect((await runContract(rule, 'c.dc.json', '')).status).toBe('skip');
  });
});
