import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/contract/contract-uncalibrated-defaults.js';
import { cleanupContracts, forms, posIn, rendering, runContract, soloContract } from './helpers.js';

afterAll(cleanupContracts);

/** Solo contract where only FileModification and External were calibrated. */
function partly(): Record<string, any> {
  const c = soloContract();
  c['how_much'].Exploration = 'Autonomous';
  c['how_much'].Strategy = 'AskBefore';
  c['calibration'].calibrated = ['FileModification', 'External'];
  return c;
}

describe('contract-uncalibrated-defaults', () => {
  for (const f of forms(partly())) {
    it(`passes uncalibrated domains at their defaults (${f.format})`, async () => {
      const r = await runContract(rule, f.name, f.text);
      expect(r.status).toBe('pass');
      expect(r.detail).toMatch(/2 uncalibrated domains at the default/);
    });
  }

  const c = partly();
  c['how_much'].Strategy = 'ProposeThenChoose';
  c['how_much'].Exploration = 'ReportThenAct';
  c['calibration'].calibrated = ['External'];
  for (const f of forms(c)) {
    it(`fails uncalibrated responses off the default, at the value (${f.format})`, async () => {
      const r = await runContract(rule, f.name, f.text);
      expect(r.status).toBe('fail');
      const by = (re: RegExp) => r.findings.find((x) => re.test(x.message));
      expect(by(/^Strategy is not calibrated, so it takes the default AskBefore; the contract says ProposeThenChoose/)).toMatchObject(f.at('Strategy', 'ProposeThenChoose'));
      expect(by(/^Exploration is not calibrated, so it takes the default Autonomous/)).toMatchObject(f.at('Exploration', 'ReportThenAct'));
      // FileModification is no longer calibrated: its split must be AskBefore throughout.
      expect(by(/^FileModification \(ephemeral\) is not calibrated/)).toMatchObject(f.at('ephemeral', 'Autonomous'));
      expect(by(/^FileModification is not calibrated/)).toMatchObject(f.at('FileModification', 'ReportThenAct'));
      expect(r.findings).toHaveLength(4);
    });
  }

  it('skips a contract that does not say which domains were calibrated', async () => {
    const c2 = soloContract();
    delete c2['calibration'].calibrated;
    const [, yaml] = forms(c2);
    const r = await runContract(rule, yaml!.name, yaml!.text);
    expect(r.status).toBe('skip');
    expect(r.detail).toMatch(/calibration\.calibrated/);
  });

  it('passes markdown Defaults that state the protocol defaults', async () => {
    const r = await runContract(rule, 'delegation-contract.md', rendering({ Defaults: ['Exploration: autonomous (read-only, inherently safe)', 'Others: ask-before', 'Strategy: ask before acting'] }));
    expect(r.status).toBe('pass');
  });

  it('fails markdown Defaults that state other defaults, at the response', async () => {
    const text = rendering({ Defaults: ['Exploration: ask-before', 'Others: autonomous', 'External:'] });
    const r = await runContract(rule, 'delegation-contract.md', text);
    expect(r.status).toBe('fail');
    expect(r.findings[0]).toMatchObject({ ...posIn(text, 'Exploration: ask-before', 'ask-before'), message: expect.stringMatching(/gives Exploration "AskBefore"; the protocol default is Autonomous/) });
    expect(r.findings[1]).toMatchObject({ ...posIn(text, 'Others: autonomous', 'autonomous'), message: expect.stringMatching(/gives Others "Autonomous"; the protocol default is AskBefore/) });
    expect(r.findings[2]).toMatchObject({ ...posIn(text, 'External:'), message: expect.stringMatching(/states no response/) });
  });

  it('reads a long label for the other domains and locates its response', async () => {
    const text = rendering({ Defaults: ['Exploration: autonomous', 'All other domains:  report then act'] });
    const r = await runContract(rule, 'delegation-contract.md', text);
    expect(r.findings).toEqual([expect.objectContaining({ ...posIn(text, 'report then act'), message: '**Defaults** gives Others "ReportThenAct"; the protocol default is AskBefore' })]);
  });

  it('skips a rendering without Defaults lines, and an unparsable file', async () => {
    expect((await runContract(rule, 'delegation-contract.md', rendering({ Autonomous: ['Exploration: read'] }))).status).toBe('skip');
    expect((await runContract(rule, 'c.dc.json', '{"what": ')).status).toBe('skip');
  });
});
