import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/criteria-frontmatter.js';
import { check, cleanupTrees, criteria } from '../../helpers.js';

afterAll(cleanupTrees);

describe('criteria-frontmatter', () => {
  it('passes with every required key', async () => {
    const r = await check(rule, { 'criteria.md': criteria() });
    expect(r.status).toBe('pass');
  });
  it('fails when criteria.md is missing', async () => {
    const r = await check(rule, {});
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/missing/);
  });
  it('fails without frontmatter', async () => {
    const r = await check(rule, { 'criteria.md': '# Criteria\n' });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/no frontmatter/);
  });
  it('lists the missing keys with the line of the closing fence', async () => {
    const r = await check(rule, { 'criteria.md': '---\nengagement: x\nsize: S\n---\n' });
    expect(r.detail).toBe('criteria.md frontmatter lacks: domain, ux_heavy, tools_required');
    expect(r.findings[0]).toMatchObject({ file: 'engagement/criteria.md', line: 4 });
  });
  it('accepts a BOM, CRLF and a closing fence at end of file without newline', async () => {
    const text = '\uFEFF' + criteria().split('\n').slice(0, 7).join('\r\n');
    expect(text.endsWith('---')).toBe(true);
    const r = await check(rule, { 'criteria.md': text });
    expect(r.status).toBe('pass');
  });
  it('reports invalid YAML with its line', async () => {
    const r = await check(rule, { 'criteria.md': '---\nengagement: x\nsize: [S\n---\n' });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/not valid YAML/);
    expect(r.findings[0]!.line).toBeGreaterThanOrEqual(2);
  });
});
