import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/contract/contract-question-budget.js';
import { DEFAULTS, cleanupContracts, forms, posIn, rendering, runContract, soloContract, teamContract } from './helpers.js';

afterAll(cleanupContracts);

const answer = (domain: string, response: string, kind?: string) => ({ domain, scenario: `q${Math.random().toString(36).slice(2, 8)}`, response, ...(kind ? { kind } : {}) });

describe('contract-question-budget', () => {
  for (const f of forms(soloContract())) {
    it(`passes six Solo questions (${f.format})`, async () => {
      const r = await runContract(rule, f.name, f.text);
      expect(r.status).toBe('pass');
      expect(r.detail).toBe('6 questions of 9 (Solo)');
    });
  }

  const over = soloContract();
  over['calibration'].history.push(answer('Exploration', 'Minimal'), answer('Exploration', 'Minimal'), answer('Strategy', 'ProposeThenChoose'), answer('External', 'AlwaysAsk'));
  for (const f of forms(over)) {
    it(`fails ten Solo questions at the tenth answer (${f.format})`, async () => {
      const r = await runContract(rule, f.name, f.text);
      expect(r.status).toBe('fail');
      expect(r.findings[0]!.message).toBe('10 questions asked; the Solo cap is 9');
      const tenth = over['calibration'].history[9].scenario as string;
      // The finding points at the tenth entry, whose first key is its domain.
      expect(r.findings[0]!.line).toBe(posIn(f.text, f.str(tenth)).line - (f.format === 'json' ? 2 : 1));
    });
  }

  it('allows ten questions with a team, and fails thirteen given as a count', async () => {
    const t = teamContract();
    for (let i = 0; i < 8; i++) t['calibration'].history.push(answer('TeamCoordination', 'AskBefore'));
    const [json] = forms(t);
    expect((await runContract(rule, json!.name, json!.text)).status).toBe('pass');
    t['calibration'].questions = 13;
    const [, yaml] = forms(t);
    const r = await runContract(rule, yaml!.name, yaml!.text);
    expect(r.status).toBe('fail');
    expect(r.findings[0]).toMatchObject({ ...posIn(yaml!.text, 'questions:', '13'), message: '13 questions asked; the team cap is 12' });
  });

  it('fails a question count below the recorded answers', async () => {
    const c = soloContract();
    c['calibration'].questions = 4;
    const [json] = forms(c);
    const r = await runContract(rule, json!.name, json!.text);
    expect(r.findings[0]).toMatchObject({ ...posIn(json!.text, '"questions": ', '4'), message: 'calibration.questions says 4, but history records 6 answers' });
  });

  it('allows one wildcard after variance and fails one without, or a second', async () => {
    const ok = soloContract();
    ok['calibration'].history.push(answer('Strategy', 'SwitchAutonomously'), answer('Strategy', 'ProposeThenChoose', 'wildcard'));
    const [json] = forms(ok);
    expect((await runContract(rule, json!.name, json!.text)).status).toBe('pass');

    const bad = soloContract();
    bad['calibration'].history.push(answer('External', 'AlwaysAsk', 'wildcard'));
    const [, yaml] = forms(bad);
    const r = await runContract(rule, yaml!.name, yaml!.text);
    expect(r.status).toBe('fail');
    expect(r.findings[0]).toMatchObject({ ...posIn(yaml!.text, 'kind:', 'wildcard'), message: 'wildcard question for External without variance: no two earlier External answers differ' });

    ok['calibration'].history.push(answer('FileModification', 'AskBefore', 'wildcard'));
    const [json2] = forms(ok);
    const r2 = await runContract(rule, json2!.name, json2!.text);
    expect(r2.findings.map((x) => x.message)).toEqual(['a second wildcard question (for FileModification); variance allows one extra question']);
  });

  it('skips markdown and contracts without recorded questions', async () => {
    expect((await runContract(rule, 'delegation-contract.md', rendering({ Defaults: DEFAULTS }))).status).toBe('skip');
    const c = soloContract();
    delete c['calibration'].history;
    const [json] = forms(c);
    expect((await runContract(rule, json!.name, json!.text)).status).toBe('skip');
    expect((await runContract(rule, 'c.dc.yaml', '\u0000\u0001')).status).toBe('skip');
  });
});
