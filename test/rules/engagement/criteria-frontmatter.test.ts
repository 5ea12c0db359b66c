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
  it('invalid YAML with keys missing fails, the YAML error located first', async () => {
    const r = await check(rule, { 'criteria.md': '---\nengagement: x\nsize: [S\n---\n' });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('criteria.md frontmatter lacks: domain, ux_heavy, tools_required');
    expect(r.findings[0]!.message).toMatch(/invalid YAML/);
    expect(r.findings[0]!.line).toBeGreaterThanOrEqual(2);
  });
  it('invalid YAML with every key warns, and the keys read line by line still set the tier', async () => {
    const text = '---\nengagement: Billing: fix rounding\ndomain: dev\nsize: L\nux_heavy: "true"\ntools_required:\n  - node\n  - git\n---\n';
    const r = await check(rule, { 'criteria.md': text });
    expect(r.status).toBe('warn');
    expect(r.detail).toMatch(/not valid YAML .*read line by line/);
    expect(r.findings[0]).toMatchObject({ file: 'engagement/criteria.md', line: 2 });
    const { EngagementModel } = await import('../../../packages/core/src/model/engagement.js');
    const { makeEngagement } = await import('../../helpers.js');
    const model = new EngagementModel(makeEngagement({ 'criteria.md': text }));
    expect([model.tier, model.uxHeavy, model.toolsRequired]).toEqual(['L', 'true', ['node', 'git']]);
  });
});
