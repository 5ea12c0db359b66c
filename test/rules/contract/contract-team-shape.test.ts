import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/contract/contract-team-shape.js';
import { DEFAULTS, cleanupContracts, forms, posIn, rendering, runContract, soloContract, teamContract } from './helpers.js';

afterAll(cleanupContracts);

const role = (name: string) => ({ name, type: 'general-purpose', focus: `${name} work` });

describe('contract-team-shape', () => {
  for (const f of [...forms(teamContract()), ...forms(soloContract())]) {
    it(`passes a well-formed structure (${f.format}, ${f.text.includes('Augmented') ? 'team' : 'Solo'})`, async () => {
      expect((await runContract(rule, f.name, f.text)).status).toBe('pass');
    });
  }

  const t = teamContract();
  t['who'].kind = 'Restructured';
  t['who'].roles = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7'].map(role);
  t['who'].removed = [{ name: 'ana' }, { name: 'bo' }, { name: 'cy' }];
  for (const f of forms(t)) {
    it(`fails the role cap, a stranger removed and a team emptied (${f.format})`, async () => {
      const r = await runContract(rule, f.name, f.text);
      expect(r.status).toBe('fail');
      const by = (re: RegExp) => r.findings.find((x) => re.test(x.message));
      const seventh = posIn(f.text, f.str('r7'));
      expect(by(/^7 roles; the WHO cap is 6/)!.line).toBe(seventh.line - (f.format === 'json' ? 1 : 0));
      expect(by(/removed agent "cy" is not a member/)).toMatchObject(posIn(f.text, f.key('removed'), f.str('cy')));
      expect(by(/every member is removed/)!.line).toBe(posIn(f.text, f.key('removed'), f.str('ana')).line - (f.format === 'json' ? 1 : 0));
    });
  }

  it('fails a team with no roles, an Augmented team that removes, and Solo with roles', async () => {
    const t2 = teamContract();
    t2['who'].roles = [];
    t2['who'].removed = [{ name: 'ana' }];
    const [json] = forms(t2);
    const r = await runContract(rule, json!.name, json!.text);
    expect(r.findings.map((x) => x.message)).toEqual(['the Augmented team has no roles; it needs 1 to 6', 'an Augmented team only adds perspectives; removing members makes it Restructured']);
    expect(r.findings[0]).toMatchObject(posIn(json!.text, '"roles": ', '['));
    const s = soloContract();
    s['who'].roles = [role('helper')];
    const [, yaml] = forms(s);
    const r2 = await runContract(rule, yaml!.name, yaml!.text);
    expect(r2.findings[0]).toMatchObject({ ...posIn(yaml!.text, 'roles:', 'name'), message: 'a Solo structure has no roles, but 1 is listed' });
  });

  it('checks the Team Structure section of a rendering', async () => {
    const roles = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((n) => `${n}-agent (general-purpose): ${n} focus`);
    const text = rendering({ 'Team Structure': ['Team: squad', ...roles], Defaults: DEFAULTS });
    const r = await runContract(rule, 'delegation-contract.md', text);
    expect(r.status).toBe('fail');
    expect(r.findings[0]).toMatchObject({ ...posIn(text, 'g-agent'), message: '7 roles; the WHO cap is 6' });
    const ok = await runContract(rule, 'delegation-contract.md', rendering({ 'Team Structure': ['Members: ana, bo (Explore)', 'Removed: bo', 'reviewer (general-purpose): security'], Defaults: DEFAULTS }));
    expect(ok.status).toBe('pass');
    expect(ok.detail).toBe('Restructured team with 1 role');
    const text2 = rendering({ 'Team Structure': ['Members: ana', 'Removed: ana, cy', 'reviewer: security'], Defaults: DEFAULTS });
    const gone = await runContract(rule, 'delegation-contract.md', text2);
    expect(gone.findings.map((x) => x.message)).toEqual(['removed agent "cy" is not a member of the team', 'every member is removed: no team is left to calibrate, so the protocol ends instead']);
    expect(gone.findings[0]).toMatchObject(posIn(text2, 'Removed: ana, cy', 'cy'));
  });

  it('skips without a known structure', async () => {
    expect((await runContract(rule, 'c.dc.yaml', 'who: { kind: Duo }\n')).status).toBe('skip');
    expect((await runContract(rule, 'delegation-contract.md', rendering({ Defaults: DEFAULTS }))).status).toBe('skip');
    expect((await runContract(rule, 'c.dc.yaml', ': : :\n')).status).toBe('skip');
  });
});
