import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/contract/contract-scenario-response.js';
import { DEFAULTS, cleanupContracts, forms, posIn, rendering, runContract, soloContract } from './helpers.js';

afterAll(cleanupContracts);

describe('contract-scenario-response', () => {
  for (const f of forms(soloContract())) {
    it(`passes scenario answers (${f.format})`, async () => {
      const r = await runContract(rule, f.name, f.text);
      expect(r.status).toBe('pass');
    });
  }

  const c = soloContract();
  c['how_much'].Strategy = 'AskBefore';
  c['how_much'].External = { response: 'AlwaysAsk', persistence: { durable: 'AlwaysAsk' } };
  c['calibration'].history[0].response = 'Halt';
  for (const f of forms(c)) {
    it(`fails responses the scenario does not offer (${f.format})`, async () => {
      const r = await runContract(rule, f.name, f.text);
      expect(r.status).toBe('fail');
      const by = (re: RegExp) => r.findings.find((x) => re.test(x.message));
      expect(by(/Strategy is AskBefore, which the Strategy scenario does not offer \(ProposeThenChoose, SwitchAutonomously\)/)).toMatchObject(f.at('Strategy', 'AskBefore'));
      // The persistence map: `{` in JSON, its first key in block YAML.
      const per = posIn(f.text, f.key('External'), f.format === 'json' ? '{\n        "durable"' : 'durable');
      expect(by(/External splits by persistence; only FileModification/)).toMatchObject(per);
      expect(by(/history answer 1 for FileModification is Halt/)).toMatchObject(f.at('history', 'Halt'));
      expect(r.findings).toHaveLength(3);
    });
  }

  it('points the persistence finding at the persistence map (YAML)', async () => {
    const text = 'who: Solo\nwhat: [External]\nhow_much:\n  External:\n    persistence:\n      durable: AlwaysAsk\ncalibration: { calibrated: [External] }\n';
    const r = await runContract(rule, 'c.dc.yaml', text);
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]).toMatchObject(posIn(text, 'durable'));
  });

  it('without a calibrated list, accepts the default and fails what is neither offered nor default', async () => {
    const c2 = soloContract();
    delete c2['calibration'];
    c2['how_much'].Strategy = 'AskBefore';
    const [json] = forms(c2);
    expect((await runContract(rule, json!.name, json!.text)).status).toBe('pass');
    c2['how_much'].Strategy = 'Autonomous';
    const [json2] = forms(c2);
    const r = await runContract(rule, json2!.name, json2!.text);
    expect(r.status).toBe('fail');
    expect(r.findings[0]!.message).toMatch(/neither an option of the Strategy scenario .* nor its default \(AskBefore\)/);
    expect(r.findings[0]).toMatchObject(json2!.at('Strategy', 'Autonomous'));
  });

  it('leaves uncalibrated domains to the defaults rule', async () => {
    const c3 = soloContract();
    c3['how_much'].Strategy = 'AskBefore';
    c3['calibration'].calibrated = ['FileModification', 'Exploration', 'External'];
    c3['calibration'].history.splice(4, 1);
    const [, yaml] = forms(c3);
    expect((await runContract(rule, yaml!.name, yaml!.text)).status).toBe('pass');
  });

  it('fails a markdown domain listed under a response its scenario does not offer', async () => {
    const text = rendering({ 'Ask before': ['Strategy: switching the statistical test'], 'Halt conditions': ['FileModification: any file change'], Defaults: DEFAULTS });
    const r = await runContract(rule, 'delegation-contract.md', text);
    expect(r.status).toBe('fail');
    expect(r.findings[0]).toMatchObject({ ...posIn(text, 'Strategy:'), message: expect.stringMatching(/Strategy is AskBefore/) });
    expect(r.findings[1]).toMatchObject({ ...posIn(text, 'FileModification:'), message: expect.stringMatching(/FileModification is Halt/) });
  });

  it('skips a contract without known domains', async () => {
    const r = await runContract(rule, 'c.dc.yaml', 'how_much: { Deploys: Autonomous }\n');
    expect(r.status).toBe('skip');
  });
});
