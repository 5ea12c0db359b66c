import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/contract/contract-outcome.js';
import { DEFAULTS, cleanupContracts, forms, posIn, rendering, runContract, soloContract } from './helpers.js';

afterAll(cleanupContracts);

describe('contract-outcome', () => {
  for (const f of forms(soloContract())) {
    it(`passes an approved, fully calibrated contract (${f.format})`, async () => {
      const r = await runContract(rule, f.name, f.text);
      expect(r.status).toBe('pass');
      expect(r.detail).toMatch(/^approved/);
    });
  }

  it('passes a withdrawn contract whose uncalibrated domains take the defaults', async () => {
    const c = soloContract();
    c['calibration'].outcome = 'withdrawn';
    c['calibration'].calibrated = ['FileModification', 'Exploration'];
    c['how_much'].Strategy = 'AskBefore';
    c['how_much'].External = 'AskBefore';
    const [, yaml] = forms(c);
    expect((await runContract(rule, yaml!.name, yaml!.text)).status).toBe('pass');
  });

  const c = soloContract();
  c['calibration'].outcome = 'withdrawn';
  c['calibration'].calibrated = ['FileModification', 'Exploration', 'Strategy'];
  c['how_much'].External = 'Autonomous';
  delete c['how_much'].Strategy;
  for (const f of forms(c)) {
    it(`fails a withdrawn contract that drops a calibrated domain or leaves one off default (${f.format})`, async () => {
      const r = await runContract(rule, f.name, f.text);
      expect(r.status).toBe('fail');
      const by = (re: RegExp) => r.findings.find((x) => re.test(x.message));
      expect(by(/withdrawn contract: External is neither calibrated nor at its default \(AskBefore\)/)).toMatchObject(f.at('what', 'External'));
      expect(by(/withdrawn contract drops the calibrated domain Strategy/)).toMatchObject(f.at('calibrated', 'Strategy'));
    });
  }

  it('fails an approved contract with an undefaulted, uncalibrated domain', async () => {
    const a = soloContract();
    a['calibration'].calibrated = ['FileModification', 'Exploration', 'External'];
    const [json] = forms(a);
    const r = await runContract(rule, json!.name, json!.text);
    expect(r.findings).toEqual([expect.objectContaining({ ...json!.at('what', 'Strategy'), message: 'approved contract: Strategy is neither calibrated nor at its default (AskBefore)' })]);
  });

  it('fails an unknown outcome at its value, and passes escaped', async () => {
    const text = 'what: []\nhow_much: {}\ncalibration:\n  outcome: accepted\n';
    const r = await runContract(rule, 'c.dc.yaml', text);
    expect(r.status).toBe('fail');
    expect(r.findings[0]).toMatchObject(posIn(text, 'accepted'));
    const e = await runContract(rule, 'c.dc.yaml', 'what: [Strategy]\nhow_much: {}\ncalibration: { outcome: escaped }\n');
    expect(e.status).toBe('pass');
    expect(e.detail).toMatch(/no contract applies/);
  });

  it('skips without an outcome, for markdown, and for junk', async () => {
    const c2 = soloContract();
    delete c2['calibration'].outcome;
    const [json] = forms(c2);
    expect((await runContract(rule, json!.name, json!.text)).status).toBe('skip');
    expect((await runContract(rule, 'delegation-contract.md', rendering({ Defaults: DEFAULTS }))).status).toBe('skip');
    expect((await runContract(rule, 'c.dc.yaml', Buffer.alloc(64, 0xfe))).status).toBe('skip');
  });
});
