import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/protocol-version.js';
import { check, cleanupTrees, criteria } from '../../helpers.js';

afterAll(cleanupTrees);

describe('protocol-version', () => {
  it('passes on the current version', async () => {
    const r = await check(rule, { 'criteria.md': criteria({ protocol_version: '4' }) });
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/current/);
  });
  it('passes when the version is not pinned', async () => {
    const r = await check(rule, { 'criteria.md': criteria() });
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/not pinned/);
  });
  it('reads a quoted version as its integer', async () => {
    const r = await check(rule, { 'criteria.md': criteria({ protocol_version: '"4"' }) });
    expect(r.status).toBe('pass');
  });
  it('warns on the older supported version with a migrate hint', async () => {
    const r = await check(rule, { 'criteria.md': criteria({ protocol_version: '3' }) });
    expect(r.status).toBe('warn');
    expect(r.detail).toMatch(/older than current 4/);
    expect(r.fix).toMatch(/engagement-migrate/);
    // frontmatter: --- / engagement / domain / size / ux_heavy / tools_required / protocol_version
    expect(r.findings[0]).toMatchObject({ file: 'engagement/criteria.md', line: 7, column: 1 });
  });
  it('fails an obsolete version', async () => {
    const r = await check(rule, { 'criteria.md': criteria({ protocol_version: '2' }) });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/^engagement uses obsolete protocol; run engagement-migrate/);
  });
  it('fails a version newer than the tool', async () => {
    const r = await check(rule, { 'criteria.md': criteria({ protocol_version: '5' }) });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/newer than this tool supports.*out of date/);
  });
  it.each([['v4'], ['4.5'], ['[4]'], ['true']])('fails the non-integer %s', async (v) => {
    const r = await check(rule, { 'criteria.md': criteria({ protocol_version: v }) });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/must be an integer/);
    expect(r.findings[0]!.line).toBe(7);
  });
  it('skips without criteria.md or readable frontmatter; reads broken YAML line by line', async () => {
    expect((await check(rule, {})).status).toBe('skip');
    expect((await check(rule, { 'criteria.md': '---\nsize: [M\n---\n' })).status).toBe('pass');
    expect((await check(rule, { 'criteria.md': '---\nengagement: a: b\nprotocol_version: 2\n---\n' })).status).toBe('fail');
    expect((await check(rule, { 'criteria.md': Buffer.from([0, 1, 2, 0xff, 0xfe]) })).status).toBe('skip');
  });
});
