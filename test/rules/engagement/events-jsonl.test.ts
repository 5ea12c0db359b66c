import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/events-jsonl.js';
import { check, cleanupTrees } from '../../helpers.js';

afterAll(cleanupTrees);

const ev = (type: string) => JSON.stringify({ ts: '2026-11-30T12:00:00Z', type, agent: 'dev-lead' });

describe('events-jsonl', () => {
  it('passes one JSON object per line, blank lines and CRLF included', async () => {
    const r = await check(rule, { 'events.jsonl': `${ev('engagement_started')}\r\n\r\n${ev('phase_completed')}\r\n` });
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('2 events, all JSON objects');
  });
  it('passes an empty ledger', async () => {
    const r = await check(rule, { 'events.jsonl': '' });
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/empty/);
  });
  it('fails each bad line with its line number', async () => {
    const text = [ev('a'), '{"ts": "2026-11-30", "type": "b"', '["not", "an", "object"]', ev('c'), '42', '<<<<<<< HEAD'].join('\n');
    const r = await check(rule, { 'events.jsonl': text });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/^4 lines of events.jsonl are not a JSON object \(L2, L3, L5, L6\)/);
    expect(r.findings.map((f) => f.line)).toEqual([2, 3, 5, 6]);
    expect(r.findings[1]!.message).toBe('event is an array, not a JSON object');
    expect(r.findings[2]!.message).toBe('event is a number, not a JSON object');
    expect(r.findings[0]!.message).toMatch(/invalid JSON/);
    expect(r.findings[3]).toMatchObject({ file: 'engagement/events.jsonl', line: 6 });
  });
  it('lists at most 50 findings but counts every bad line', async () => {
    const r = await check(rule, { 'events.jsonl': Array.from({ length: 120 }, () => 'x').join('\n') });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/^120 lines/);
    expect(r.findings).toHaveLength(50);
  });
  it('fails invalid UTF-8 and a directory named events.jsonl', async () => {
    const bytes = Buffer.concat([Buffer.from(`${ev('a')}\n{"note": "`), Buffer.from([0xc3, 0x28]), Buffer.from('"}\n')]);
    const r = await check(rule, { 'events.jsonl': bytes });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/not valid UTF-8/);
    expect(r.findings[0]!.line).toBe(2);
    const dir = await check(rule, { 'events.jsonl/': '' });
    expect(dir.status).toBe('fail');
    expect(dir.detail).toMatch(/cannot be read/);
  });
  it('skips without events.jsonl', async () => {
    expect((await check(rule, {})).status).toBe('skip');
  });
  it('does not crash on binary junk or a huge line', async () => {
    const r = await check(rule, { 'events.jsonl': Buffer.from([0, 1, 2, 0x0a, 0xff, 0xfe, 0x0a, 0x7b]) });
    expect(r.status).toBe('fail');
    const big = await check(rule, { 'events.jsonl': `${JSON.stringify({ type: 'x', blob: 'a'.repeat(2_000_000) })}\n` });
    expect(big.status).toBe('pass');
  });
});
