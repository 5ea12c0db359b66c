import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/contract/contract-coverage.js';
import { DEFAULTS, cleanupContracts, forms, rendering, runContract, soloContract } from './helpers.js';

afterAll(cleanupContracts);

describe('contract-coverage', () => {
  for (const f of forms(soloContract())) {
    it(`passes when how_much covers what (${f.format})`, async () => {
      const r = await runContract(rule, f.name, f.text);
      expect(r.status).toBe('pass');
      expect(r.detail).toMatch(/all 4 domains/);
    });
  }

  const c = soloContract();
  delete c['how_much'].External;
  delete c['how_much'].Strategy;
  for (const f of forms(c)) {
    it(`fails each domain of what without a response, at the what item (${f.format})`, async () => {
      const r = await runContract(rule, f.name, f.text);
      expect(r.status).toBe('fail');
      expect(r.detail).toMatch(/Strategy, External/);
      expect(r.findings[0]).toMatchObject({ ...f.at('what', 'Strategy'), message: 'Strategy is in `what` but has no response in how_much' });
      expect(r.findings[1]).toMatchObject(f.at('what', 'External'));
    });
  }

  it('fails every domain when how_much is missing', async () => {
    const r = await runContract(rule, 'c.dc.yaml', 'what: [Exploration, External]\n');
    expect(r.status).toBe('fail');
    expect(r.findings).toHaveLength(2);
  });

  it('leaves unknown domains to contract-known-domains', async () => {
    const r = await runContract(rule, 'c.dc.yaml', 'what: [Deploys]\nhow_much: {}\n');
    expect(r.status).toBe('pass');
  });

  it('skips a markdown rendering and a contract without `what`', async () => {
    expect((await runContract(rule, 'delegation-contract.md', rendering({ Autonomous: ['Exploration: read'], Defaults: DEFAULTS }))).status).toBe('skip');
    expect((await runContract(rule, 'c.dc.yaml', 'how_much: {}\n')).status).toBe('skip');
    expect((await runContract(rule, 'c.dc.yaml', '')).status).toBe('skip');
  });
});
