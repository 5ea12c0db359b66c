import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/epiphany/epiphany-chosen-evidence.js';
import { cleanupTrees } from '../../helpers.js';
import { checkEpiphany, withState } from './helpers.js';

afterAll(cleanupTrees);

const branches = '{\n  "branches": [\n    {"id": "b-1", "hypothesis": "h", "status": "rejected", "reason": "r"},\n    {"id": "b-2", "hypothesis": "h", "status": "chosen"}\n  ]\n}\n';
const ev = (id: string, branch: string | null, result: string, kind = 'tests') => JSON.stringify({ id, branch, kind, result, time: '2026-03-02T10:00:00Z' });
const run = (evidence: string | null, json: string | null = branches) => checkEpiphany(rule, withState({ 'state/branches.json': json, 'state/evidence.jsonl': evidence }));

describe('epiphany-chosen-evidence', () => {
  it('passes on the clean example', async () => {
    const r = await checkEpiphany(rule, withState({}));
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/b-plan-cache has passing evidence/);
  });
  it('passes when a well-formed line passes, whatever the malformed lines around it', async () => {
    const r = await run(['not json', ev('ev-1', 'b-2', 'fail'), ev('ev-2', 'b-2', 'pass'), '{"branch": "b-2", "result": "pass"'].join('\n'));
    expect(r.status).toBe('pass');
  });
  it('fails when the chosen branch only failed, naming the evidence lines', async () => {
    const r = await run([ev('ev-1', 'b-1', 'pass'), ev('ev-2', 'b-2', 'fail')].join('\n'));
    expect(r.status).toBe('fail');
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]).toMatchObject({ line: 4, column: branches.split('\n')[3]!.indexOf('"status"') + 1 });
    expect(r.findings[0]!.message).toMatch(/chosen branch b-2 has no passing evidence: its 1 evidence line \(line 2\) records no pass/);
  });
  it('does not count a comparison preference as a verification', async () => {
    const r = await run(ev('ev-1', 'b-2', 'prefer', 'comparison'));
    expect(r.status).toBe('fail');
  });
  it('fails when no evidence line names the branch, or evidence.jsonl is missing', async () => {
    const none = await run(ev('ev-1', null, 'pass'));
    expect(none.status).toBe('fail');
    expect(none.findings[0]!.message).toMatch(/no line of .*evidence\.jsonl names it/);
    const missing = await run(null);
    expect(missing.status).toBe('fail');
    expect(missing.findings[0]!.message).toMatch(/evidence\.jsonl is missing/);
  });
  it('skips without a chosen branch or without branches.json', async () => {
    const open = await run(null, '[{"id": "b-1", "hypothesis": "h", "status": "open"}]');
    expect(open.status).toBe('skip');
    expect(open.detail).toMatch(/no branch chosen yet/);
    const gone = await run(null, null);
    expect(gone.status).toBe('skip');
    expect(gone.detail).toMatch(/does not exist yet/);
  });
  it('does not crash on garbage evidence', async () => {
    const r = await run('\u0000\u0001{{{\n\n[]\n"x"\n');
    expect(r.internal_error).toBeUndefined();
    expect(r.status).toBe('fail');
  });
});
