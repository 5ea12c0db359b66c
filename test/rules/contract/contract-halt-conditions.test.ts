import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/contract/contract-halt-conditions.js';
import { DEFAULTS, cleanupContracts, forms, posIn, rendering, runContract, soloContract, teamContract } from './helpers.js';

afterAll(cleanupContracts);

describe('contract-halt-conditions', () => {
  for (const f of forms(soloContract())) {
    it(`passes well-formed conditions (${f.format})`, async () => {
      const r = await runContract(rule, f.name, f.text);
      expect(r.status).toBe('pass');
      expect(r.detail).toMatch(/1 halt condition/);
    });
  }

  it('passes an empty list', async () => {
    const [json] = forms(teamContract());
    const r = await runContract(rule, json!.name, json!.text);
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('no halt conditions declared');
  });

  const c = soloContract();
  c['halt_conditions'] = [{ trigger: '  ', action: 'halt' }, { trigger: 'deploy window closes', action: 'pause' }, { trigger: 'no action' }];
  for (const f of forms(c)) {
    it(`fails an empty trigger and a wrong or missing action, at the value (${f.format})`, async () => {
      const r = await runContract(rule, f.name, f.text);
      expect(r.status).toBe('fail');
      expect(r.findings.map((x) => x.message)).toEqual([
        'halt condition 1 has an empty trigger ("  ")',
        'halt condition 2 has action "pause"; it must be halt or escalate',
        'halt condition 3 has action nothing; it must be halt or escalate',
      ]);
      expect(r.findings[0]).toMatchObject(posIn(f.text, f.key('halt_conditions'), f.format === 'json' ? '"  "' : '"  "'));
      expect(r.findings[1]).toMatchObject(f.at('halt_conditions', 'pause'));
      expect(r.findings[2]!.line).toBe(posIn(f.text, f.str('no action')).line - (f.format === 'json' ? 1 : 0));
    });
  }

  it('reads markdown conditions: halt by default, escalate or another word after an arrow', async () => {
    const text = rendering({ 'Halt conditions': ['tests fail twice', 'prod data at risk → escalate', 'budget exceeded -> stop'], Defaults: DEFAULTS });
    const r = await runContract(rule, 'delegation-contract.md', text);
    expect(r.status).toBe('fail');
    expect(r.findings).toEqual([expect.objectContaining({ ...posIn(text, '-> stop', 'stop'), message: 'halt condition 3 has action "stop"; it must be halt or escalate' })]);
  });

  it('skips without a halt-condition list', async () => {
    expect((await runContract(rule, 'delegation-contract.md', rendering({ Defaults: DEFAULTS }))).status).toBe('skip');
    expect((await runContract(rule, 'c.dc.yaml', 'halt_conditions: none\n')).status).toBe('skip');
  });
});
