import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/contract/contract-authority-transition.js';
import { DEFAULTS, cleanupContracts, forms, posIn, rendering, runContract, teamContract } from './helpers.js';

afterAll(cleanupContracts);

const TEAM = ['reviewer (general-purpose): security'];
const STATEMENT = "Approval replaces the team's prior operating contract with this DelegationContract.";

describe('contract-authority-transition', () => {
  it('passes a team rendering that states the authority transition', async () => {
    const r = await runContract(rule, 'delegation-contract.md', rendering({ 'Team Structure': TEAM, Defaults: DEFAULTS, 'Authority transition': STATEMENT }));
    expect(r.status).toBe('pass');
  });

  it('fails a team rendering without the section, at the Team Structure header', async () => {
    const text = rendering({ 'Team Structure': TEAM, Defaults: DEFAULTS });
    const r = await runContract(rule, 'delegation-contract.md', text);
    expect(r.status).toBe('fail');
    expect(r.findings[0]).toMatchObject(posIn(text, '**Team Structure**'));
  });

  it('fails a section that does not say approval replaces the prior contract', async () => {
    const text = rendering({ 'Team Structure': TEAM, Defaults: DEFAULTS, 'Authority transition': 'The team keeps working as before.' });
    const r = await runContract(rule, 'delegation-contract.md', text);
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/does not say that approval replaces/);
    expect(r.findings[0]).toMatchObject(posIn(text, '**Authority transition**'));
    const empty = await runContract(rule, 'delegation-contract.md', rendering({ 'Team Structure': TEAM, 'Authority transition': [] }));
    expect(empty.findings[0]!.message).toBe('**Authority transition** is empty');
  });

  it('skips Solo renderings and JSON/YAML contracts', async () => {
    expect((await runContract(rule, 'delegation-contract.md', rendering({ Defaults: DEFAULTS }))).status).toBe('skip');
    for (const f of forms(teamContract())) expect((await runContract(rule, f.name, f.text)).status).toBe('skip');
    expect((await runContract(rule, 'delegation-contract.md', Buffer.from([0xff, 0xfe, 0]))).status).toBe('skip');
  });
});
