import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/epiphany/epiphany-evidence-lines.js';
import { cleanupTrees } from '../../helpers.js';
import { checkEpiphany, withState } from './helpers.js';

afterAll(cleanupTrees);

const ev = (id: string, extra: object = {}) => JSON.stringify({ id, branch: 'b-1', kind: 'tests', result: 'pass', time: '2026-03-02T10:00:00Z', ...extra });
const run = (text: string | Buffer | null) => checkEpiphany(rule, withState({ 'state/evidence.jsonl': text }));

describe('epiphany-evidence-lines', () => {
  it('passes on the clean example', async () => {
    const r = await checkEpiphany(rule, withState({}));
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/7 evidence lines/);
  });
  it('accepts CRLF line ends, blank lines, a null branch and a bare date', async () => {
    const r = await run([ev('ev-1'), '', ev('ev-2', { branch: null, time: '2026-03-02' }), '   '].join('\r\n'));
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/2 evidence lines/);
  });
  it('reports a malformed line with its number and keeps the others', async () => {
    const r = await run([ev('ev-1'), '{"id": "ev-2", "branch": ', ev('ev-3')].join('\n'));
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/1 of 3 lines malformed \(line 2\)/);
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]).toMatchObject({ line: 2 });
    expect(r.findings[0]!.message).toMatch(/line 2 is not valid JSON/);
  });
  it('reports lines that are not objects', async () => {
    const r = await run([ev('ev-1'), '["ev-2", "pass"]', '42', 'null'].join('\n'));
    expect(r.status).toBe('fail');
    expect(r.findings.map((f) => [f.line, f.message])).toEqual([
      [2, 'line 2 holds an array, not a JSON object'],
      [3, 'line 3 holds a number, not a JSON object'],
      [4, 'line 4 holds null, not a JSON object'],
    ]);
  });
  it('reports schema violations at the column of the key', async () => {
    const line = ev('ev-1', { kind: 'vibes', result: 'ok', time: 'yesterday' });
    const r = await run(`${ev('ev-0')}\n${line}\n`);
    expect(r.status).toBe('fail');
    const kind = r.findings.find((f) => /kind must be one of/.test(f.message))!;
    expect(kind).toMatchObject({ line: 2, column: line.indexOf('"kind"') + 1 });
    expect(r.findings.some((f) => /result must be one of: pass, fail, reject, prefer \(found "ok"\)/.test(f.message))).toBe(true);
    expect(r.findings.some((f) => /time must be an ISO 8601 date/.test(f.message))).toBe(true);
  });
  it('reports missing keys and a branch of the wrong type', async () => {
    const r = await run('{"id": "ev-1", "kind": "tests", "result": "pass", "branch": 3}\n');
    expect(r.status).toBe('fail');
    const messages = r.findings.map((f) => f.message);
    expect(messages).toContain('line 1 lacks the required key `time`');
    expect(messages.some((m) => /branch must be a string or empty \(null\)/.test(m))).toBe(true);
  });
  it('reports a reused id at the later line', async () => {
    const r = await run([ev('ev-1'), ev('ev-2'), ev('ev-1')].join('\n'));
    expect(r.status).toBe('fail');
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]).toMatchObject({ line: 3, column: 2 });
    expect(r.findings[0]!.message).toMatch(/ev-1 is used again \(first on line 1\)/);
  });
  it('skips when the file is missing or empty', async () => {
    const missing = await run(null);
    expect(missing.status).toBe('skip');
    expect(missing.detail).toMatch(/does not exist yet/);
    const empty = await run('\n\n');
    expect(empty.status).toBe('skip');
    expect(empty.detail).toMatch(/is empty/);
  });
  it('fails without crashing on binary garbage and on a folder in place of the file', async () => {
    const garbage = await run(Buffer.from([0, 1, 2, 0xff, 0xfe, 10, 0x7b, 0x7d, 10]));
    expect(garbage.internal_error).toBeUndefined();
    expect(garbage.status).toBe('fail');
    const folder = await checkEpiphany(rule, { ...withState({ 'state/evidence.jsonl': null }), 'state/evidence.jsonl/': '' });
    expect(folder.status).toBe('fail');
    expect(folder.detail).toMatch(/cannot be read/);
  });
  it('handles a very long line', async () => {
    const r = await run(ev('ev-1', { summary: 'x'.repeat(2_000_000) }) + '\n' + '{'.repeat(100_000));
    expect(r.internal_error).toBeUndefined();
    expect(r.status).toBe('fail');
    expect(r.findings.map((f) => f.line)).toEqual([2]);
  });
});
