import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/contract/contract-response-refinement-scope.js';
import { DEFAULTS, cleanupContracts, forms, posIn, rendering, runContract, soloContract } from './helpers.js';

afterAll(cleanupContracts);

describe('contract-response-refinement-scope', () => {
  for (const f of forms(soloContract())) {
    it(`passes refinements in their own domains (${f.format})`, async () => {
      const r = await runContract(rule, f.name, f.text);
      expect(r.status).toBe('pass');
    });
  }

  const c = soloContract();
  c['how_much'].Exploration = 'AlwaysAsk';
  c['how_much'].Strategy = 'Sometimes';
  c['how_much'].FileModification.persistence.durable = 'ask-before';
  c['calibration'].history[4].response = 'Minimal';
  for (const f of forms(c)) {
    it(`fails unknown and misplaced responses at their values (${f.format})`, async () => {
      const r = await runContract(rule, f.name, f.text);
      expect(r.status).toBe('fail');
      const by = (re: RegExp) => r.findings.find((x) => re.test(x.message));
      expect(by(/AlwaysAsk refines AskBefore for External only; how_much\.Exploration/)).toMatchObject(f.at('Exploration', 'AlwaysAsk'));
      expect(by(/"Sometimes" in how_much\.Strategy is not a response/)).toMatchObject(f.at('Strategy', 'Sometimes'));
      expect(by(/"ask-before" in how_much\.FileModification \(durable\).*did you mean AskBefore/)).toMatchObject(f.at('durable', 'ask-before'));
      expect(by(/Minimal refines Autonomous for Exploration only; calibration\.history\[4\] gives it to Strategy/)).toMatchObject(posIn(f.text, f.str('better approach'), f.str('Minimal')));
      expect(r.findings).toHaveLength(4);
    });
  }

  it('fails a markdown refinement listed under the wrong section, at the refinement', async () => {
    const text = rendering({ Autonomous: ['Strategy (SwitchAutonomously): switch when tests show it'], 'Report then act': ['Exploration (Minimal): only the dashboards'], 'Ask before': ['External (Autonomous): push'], Defaults: DEFAULTS });
    const r = await runContract(rule, 'delegation-contract.md', text);
    expect(r.status).toBe('fail');
    expect(r.findings).toHaveLength(2);
    expect(r.findings[0]!.message).toMatch(/Exploration \(Minimal\) is listed under \*\*Report then act\*\*, but Minimal ⊆ Autonomous belongs under \*\*Autonomous\*\*/);
    expect(r.findings[0]).toMatchObject(posIn(text, 'Exploration (Minimal)', 'Minimal'));
    expect(r.findings[1]!.message).toMatch(/External \(Autonomous\) is listed under \*\*Ask before\*\*/);
    expect(r.findings[1]).toMatchObject(posIn(text, 'External (Autonomous)', 'Autonomous'));
  });

  it('locates a response given after a persistence qualifier', async () => {
    const text = rendering({ 'Ask before': ['FileModification (durable,  Autonomous): config and rules'], Defaults: DEFAULTS });
    const r = await runContract(rule, 'delegation-contract.md', text);
    expect(r.findings).toEqual([expect.objectContaining({ ...posIn(text, 'Autonomous)'), message: expect.stringMatching(/FileModification \(Autonomous\) is listed under \*\*Ask before\*\*/) })]);
  });

  it('skips a contract without responses', async () => {
    const r = await runContract(rule, 'c.dc.yaml', 'what: []\n');
    expect(r.status).toBe('skip');
  });

  it('skips garbage without crashing', async () => {
    const r = await runContract(rule, 'c.dc.json', Buffer.from([0xff, 0x00, 0x7b]));
    expect(r.status).toBe('skip');
    expect(r.internal_error).toBeUndefined();
  });
});
