import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/contract/contract-who-mode.js';
import { DEFAULTS, cleanupContracts, forms, posIn, rendering, runContract, soloContract, teamContract } from './helpers.js';

afterAll(cleanupContracts);

describe('contract-who-mode', () => {
  for (const f of [...forms(soloContract()), ...forms(teamContract())]) {
    it(`passes matching mode and structure (${f.format}, ${f.text.includes('TeamAugment') ? 'team' : 'Solo'})`, async () => {
      const r = await runContract(rule, f.name, f.text);
      expect(r.status).toBe('pass');
    });
  }

  const t = teamContract();
  t['mode'] = 'TeamRestructure';
  delete t['who'].team;
  t['who'].confirmed = false;
  for (const f of forms(t)) {
    it(`fails mismatch, missing team and missing confirmation (${f.format})`, async () => {
      const r = await runContract(rule, f.name, f.text);
      expect(r.status).toBe('fail');
      const by = (re: RegExp) => r.findings.find((x) => re.test(x.message));
      expect(by(/mode TeamRestructure produces the Restructured structure, but who.kind is Augmented/)).toMatchObject(f.at('kind', 'Augmented'));
      expect(by(/needs a team in the context/)).toMatchObject(posIn(f.text, f.key('who'), f.format === 'json' ? '{' : 'kind'));
      expect(by(/not confirmed/)).toMatchObject(posIn(f.text, f.key('confirmed'), 'false'));
    });
  }

  it('fails unknown mode and structure names at their values', async () => {
    const text = 'mode: Duo\nwho: { kind: Pair }\n';
    const r = await runContract(rule, 'c.dc.yaml', text);
    expect(r.findings.map((x) => x.message)).toEqual(['mode "Duo" is not an entry mode (Solo, TeamAugment, TeamRestructure)', 'who.kind "Pair" is not a team structure (Solo, Augmented, Restructured)']);
    expect(r.findings[0]).toMatchObject(posIn(text, 'Duo'));
    expect(r.findings[1]).toMatchObject(posIn(text, 'Pair'));
  });

  it('fails Solo with a team structure, and Solo marked unconfirmed', async () => {
    const s = soloContract();
    s['who'] = { kind: 'Solo', confirmed: false };
    const [json] = forms(s);
    const r = await runContract(rule, json!.name, json!.text);
    expect(r.findings).toEqual([expect.objectContaining({ ...posIn(json!.text, '"confirmed": ', 'false'), message: 'Solo is confirmed implicitly; who.confirmed: false contradicts it' })]);
    const r2 = await runContract(rule, 'c.dc.yaml', 'mode: Solo\nwho: { kind: Augmented, team: { name: a, members: [] }, confirmed: true }\n');
    expect(r2.findings[0]!.message).toBe('mode Solo produces the Solo structure, but who.kind is Augmented');
  });

  it('accepts the `who: Solo` shorthand', async () => {
    expect((await runContract(rule, 'c.dc.yaml', 'mode: Solo\nwho: Solo\n')).status).toBe('pass');
  });

  it('skips markdown and contracts without mode or who', async () => {
    expect((await runContract(rule, 'delegation-contract.md', rendering({ Defaults: DEFAULTS }))).status).toBe('skip');
    expect((await runContract(rule, 'c.dc.yaml', 'what: []\n')).status).toBe('skip');
  });
});
