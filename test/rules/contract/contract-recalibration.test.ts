import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/contract/contract-recalibration.js';
import { DEFAULTS, cleanupContracts, forms, rendering, runContract, soloContract } from './helpers.js';

afterAll(cleanupContracts);

const at = (stakes: string, then: string) => {
  const c = soloContract();
  c['calibration'].stakes = stakes;
  c['calibration'].calibrated_at_stakes = then;
  return c;
};

describe('contract-recalibration', () => {
  for (const f of forms(at('Med', 'Low'))) {
    it(`passes Low → Med (${f.format})`, async () => {
      const r = await runContract(rule, f.name, f.text);
      expect(r.status).toBe('pass');
      expect(r.detail).toBe('stakes Med (calibrated at Low): no recalibration needed');
    });
  }

  for (const then of ['Low', 'Med']) {
    for (const f of forms(at('High', then))) {
      it(`warns at High after calibration at ${then}, at the stakes value (${f.format})`, async () => {
        const r = await runContract(rule, f.name, f.text);
        expect(r.status).toBe('warn');
        expect(r.findings[0]).toMatchObject({ ...f.at('stakes', 'High'), severity: 'warning' });
        expect(r.findings[0]!.message).toMatch(new RegExp(`calibrated at ${then}: recalibrate`));
      });
    }
  }

  it('passes High calibrated at High', async () => {
    const [json] = forms(at('High', 'High'));
    expect((await runContract(rule, json!.name, json!.text)).status).toBe('pass');
  });

  const added = soloContract();
  added['what'].push('ScopeCreep');
  added['how_much'].ScopeCreep = 'AskBefore';
  for (const f of forms(added)) {
    it(`warns about a domain activated after calibration (${f.format})`, async () => {
      const r = await runContract(rule, f.name, f.text);
      expect(r.status).toBe('warn');
      expect(r.findings[0]).toMatchObject({ ...f.at('what', 'ScopeCreep'), message: expect.stringMatching(/ScopeCreep is in `what` but was not among the calibrated domains/) });
    });
  }

  for (const f of forms(at('Critical', 'Low'))) {
    it(`fails unknown stakes at the value (${f.format})`, async () => {
      const r = await runContract(rule, f.name, f.text);
      expect(r.status).toBe('fail');
      expect(r.findings[0]).toMatchObject({ ...f.at('stakes', 'Critical'), message: 'calibration.stakes is "Critical"; stakes are Low, Med, High' });
    });
  }

  it('skips markdown and contracts without stakes or domains', async () => {
    expect((await runContract(rule, 'delegation-contract.md', rendering({ Defaults: DEFAULTS }))).status).toBe('skip');
    expect((await runContract(rule, 'c.dc.yaml', 'calibration: { outcome: approved }\n')).status).toBe('skip');
    expect((await runContract(rule, 'c.dc.yaml', '- - -\n')).status).toBe('skip');
  });
});
