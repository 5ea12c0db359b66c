import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/contract/contract-known-domains.js';
import { DEFAULTS, cleanupContracts, forms, posIn, rendering, runContract, soloContract } from './helpers.js';

afterAll(cleanupContracts);

describe('contract-known-domains', () => {
  for (const f of forms(soloContract())) {
    it(`passes when every domain is known (${f.format})`, async () => {
      const r = await runContract(rule, f.name, f.text);
      expect(r.status).toBe('pass');
    });
  }

  const c = soloContract();
  c['what'].push('Deployment');
  c['how_much'].Deployment = 'AskBefore';
  c['calibration'].skipped = ['fileModification'];
  for (const f of forms(c)) {
    it(`fails unknown domains at each place they are written (${f.format})`, async () => {
      const r = await runContract(rule, f.name, f.text);
      expect(r.status).toBe('fail');
      expect(r.findings.find((x) => /"Deployment" in what\[4\]/.test(x.message))).toMatchObject(f.at('what', 'Deployment'));
      expect(r.findings.find((x) => /"Deployment" in how_much/.test(x.message))).toMatchObject(f.at('how_much', 'Deployment'));
      const typo = r.findings.find((x) => /fileModification/.test(x.message))!;
      expect(typo.message).toMatch(/did you mean FileModification\?/);
      expect(typo).toMatchObject(f.at('skipped', 'fileModification'));
    });
  }

  it('fails an unknown domain in a history entry', async () => {
    const h = soloContract();
    h['calibration'].history[0].domain = 'Files';
    const [, yaml] = forms(h);
    const r = await runContract(rule, yaml!.name, yaml!.text);
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]!.message).toMatch(/"Files" in calibration\.history\[0\]\.domain/);
    expect(r.findings[0]).toMatchObject(yaml!.at('history', 'Files'));
  });

  it('fails a domain-like word in a markdown section but not free-text actions', async () => {
    const text = rendering({ Autonomous: ['run the unit tests', 'Exploration: read', 'Deploys: push to staging'], Skipped: ['Telemetry'], Defaults: DEFAULTS });
    const r = await runContract(rule, 'delegation-contract.md', text);
    expect(r.status).toBe('fail');
    expect(r.findings.map((x) => x.message)).toEqual(['unknown domain "Deploys" in a response section', 'unknown domain "Telemetry" in **Skipped**']);
    expect(r.findings[0]).toMatchObject(posIn(text, 'Deploys'));
    expect(r.findings[1]).toMatchObject(posIn(text, 'Telemetry'));
  });

  it('reads spelled-out domain names in markdown', async () => {
    const r = await runContract(rule, 'delegation-contract.md', rendering({ 'Ask before': ['File modification (durable): config', 'scope creep: extend'], Defaults: DEFAULTS }));
    expect(r.status).toBe('pass');
  });

  it('skips a contract that names no domain', async () => {
    const r = await runContract(rule, 'c.dc.json', '{}');
    expect(r.status).toBe('skip');
    expect(r.detail).toMatch(/names no domain/);
  });

  it('skips an unparsable contract', async () => {
    const r = await runContract(rule, 'c.dc.yaml', 'what: [\n');
    expect(r.status).toBe('skip');
    expect(r.detail).toMatch(/does not parse/);
  });
});
