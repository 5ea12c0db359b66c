import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/contract/contract-calibration-state.js';
import { DEFAULTS, cleanupContracts, forms, posIn, rendering, runContract, soloContract } from './helpers.js';

afterAll(cleanupContracts);

describe('contract-calibration-state', () => {
  for (const f of forms(soloContract())) {
    it(`passes a consistent calibration (${f.format})`, async () => {
      const r = await runContract(rule, f.name, f.text);
      expect(r.status).toBe('pass');
    });
  }

  const c = soloContract();
  c['calibration'].domains = ['FileModification', 'Exploration', 'Strategy'];
  c['calibration'].skipped = ['Strategy'];
  c['how_much'].Exploration = 'Autonomous';
  c['calibration'].history[2].response = 'ReportThenAct';
  c['how_much'].FileModification.persistence.durable = 'ReportThenAct';
  c['how_much'].FileModification.response = 'AskBefore';
  for (const f of forms(c)) {
    it(`fails each inconsistency at the offending value (${f.format})`, async () => {
      const r = await runContract(rule, f.name, f.text);
      expect(r.status).toBe('fail');
      const by = (re: RegExp) => r.findings.find((x) => re.test(x.message));
      expect(by(/^External is calibrated but not in calibration\.domains/)).toMatchObject(posIn(f.text, f.key('calibrated'), f.str('External')));
      expect(by(/^Strategy is both calibrated and skipped/)).toMatchObject(f.at('skipped', 'Strategy'));
      expect(by(/^Strategy is skipped \(not applicable\) but still in `what`/)).toMatchObject(f.at('skipped', 'Strategy'));
      expect(by(/history answers a question about External, which is not in calibration\.domains/)).toMatchObject(posIn(f.text, f.str('better approach'), f.str('External')));
      expect(by(/how_much gives Exploration Autonomous, but the last answer in history \(line \d+\) was Minimal/)).toMatchObject(f.at('Exploration', 'Autonomous'));
      expect(by(/^how_much gives FileModification AskBefore, but the last answer in history \(line \d+\) was ReportThenAct/)).toMatchObject(f.at('FileModification', 'AskBefore'));
      // The durable answer was changed to ReportThenAct in history too, so that half agrees.
      expect(by(/FileModification \(durable\)/)).toBeUndefined();
    });
  }

  it('fails a calibrated domain with no recorded answer', async () => {
    const c2 = soloContract();
    c2['calibration'].history = c2['calibration'].history.filter((h: { domain: string }) => h.domain !== 'External');
    const [, yaml] = forms(c2);
    const r = await runContract(rule, yaml!.name, yaml!.text);
    expect(r.status).toBe('fail');
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]).toMatchObject({ ...posIn(yaml!.text, 'calibrated:', 'External'), message: 'External is marked calibrated but history records no answer for it' });
  });

  it('fails a durable answer that how_much does not carry', async () => {
    const c3 = soloContract();
    c3['how_much'].FileModification.persistence.durable = 'ReportThenAct';
    const [json] = forms(c3);
    const r = await runContract(rule, json!.name, json!.text);
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]!.message).toMatch(/FileModification \(durable\) ReportThenAct, but the last answer .* was AskBefore/);
    expect(r.findings[0]).toMatchObject(json!.at('durable', 'ReportThenAct'));
  });

  it('fails a markdown domain that is both listed and skipped', async () => {
    const text = rendering({ Autonomous: ['Exploration: read'], Skipped: ['Exploration'], Defaults: DEFAULTS });
    const r = await runContract(rule, 'delegation-contract.md', text);
    expect(r.status).toBe('fail');
    expect(r.findings[0]).toMatchObject({ line: posIn(text, '**Skipped**').line + 1, column: 3 });
    expect(r.findings[0]!.message).toMatch(/under \*\*Skipped\*\* and also listed with a response/);
  });

  it('skips a contract without calibration state', async () => {
    const c4 = soloContract();
    delete c4['calibration'];
    const [json] = forms(c4);
    expect((await runContract(rule, json!.name, json!.text)).status).toBe('skip');
    expect((await runContract(rule, 'c.dc.json', '"just a string"')).status).toBe('skip');
  });
});
