import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/epiphany/epiphany-accepted-design-evidence.js';
import { cleanupTrees } from '../../helpers.js';
import { checkEpiphany, withState } from './helpers.js';

afterAll(cleanupTrees);

const ev = (id: string, result = 'pass') => JSON.stringify({ id, branch: 'b-1', kind: 'tests', result, time: '2026-03-02T10:00:00Z' });

describe('epiphany-accepted-design-evidence', () => {
  it('passes on the clean example', async () => {
    const r = await checkEpiphany(rule, withState({}));
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/all 2 accepted_design entries cite evidence/);
  });
  it('warns on an entry that cites nothing, at the entry', async () => {
    const map = 'objectives: [x]\naccepted_design:\n  - text: cited\n    evidence: ev-1\n  - Cache plans per tenant\n';
    const r = await checkEpiphany(rule, withState({ 'state/map.yaml': map, 'state/evidence.jsonl': ev('ev-1') + '\n' }));
    expect(r.status).toBe('warn');
    expect(r.detail).toMatch(/1 of 2/);
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]).toMatchObject({ line: 5, column: 5 });
    expect(r.findings[0]!.message).toMatch(/"Cache plans per tenant" cites no evidence/);
  });
  it('warns on ids absent from evidence.jsonl, at the evidence key', async () => {
    const map = 'accepted_design:\n  - text: x\n    evidence: [ev-8, ev-9]\n';
    const r = await checkEpiphany(rule, withState({ 'state/map.yaml': map, 'state/evidence.jsonl': ev('ev-1') }));
    expect(r.status).toBe('warn');
    expect(r.findings[0]).toMatchObject({ line: 3 });
    expect(r.findings[0]!.message).toMatch(/cites ev-8, ev-9, not in .*evidence\.jsonl/);
  });
  it('warns when evidence.jsonl is missing', async () => {
    const r = await checkEpiphany(rule, withState({ 'state/evidence.jsonl': null }));
    expect(r.status).toBe('warn');
    expect(r.findings[0]!.message).toMatch(/evidence\.jsonl is missing/);
  });
  it('fails when the cited evidence only failed: the citation shows it did not survive verification', async () => {
    const map = 'accepted_design:\n  - text: x\n    evidence: ev-1\n';
    const r = await checkEpiphany(rule, withState({ 'state/map.yaml': map, 'state/evidence.jsonl': `${ev('ev-1', 'fail')}\n` }));
    expect(r.status).toBe('fail');
    expect(r.findings[0]!.message).toMatch(/only evidence that records fail or reject/);
  });
  it('still finds cited ids when other evidence lines are malformed', async () => {
    const map = 'accepted_design:\n  - text: x\n    evidence: ev-2\n';
    const lines = ['{"id": "ev-1", broken', ev('ev-2'), '[1, 2]'].join('\n');
    const r = await checkEpiphany(rule, withState({ 'state/map.yaml': map, 'state/evidence.jsonl': lines }));
    expect(r.status).toBe('pass');
  });
  it('skips without accepted design, or when the map does not parse', async () => {
    const none = await checkEpiphany(rule, withState({ 'state/map.yaml': 'objectives: [x]\naccepted_design: []\n' }));
    expect(none.status).toBe('skip');
    expect(none.detail).toMatch(/no accepted_design entries/);
    const bad = await checkEpiphany(rule, withState({ 'state/map.yaml': 'accepted_design: [\n' }));
    expect(bad.status).toBe('skip');
  });
  it('does not crash on garbage evidence', async () => {
    const r = await checkEpiphany(rule, withState({ 'state/evidence.jsonl': Buffer.from([0, 1, 2, 255, 10, 123, 125, 10]) }));
    expect(r.internal_error).toBeUndefined();
    expect(r.status).toBe('warn');
  });
});
