import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/cross-val-diverge.js';
import { check, cleanupTrees, criteria } from '../../helpers.js';

afterAll(cleanupTrees);

const table = (...rows: string[]) => `# Handoff\n## 4. Executor reports\n- a\n### 4a. Cross-validation table\n| Contract | A | B | Verdict |\n|---|---|---|---|\n${rows.join('\n')}\n## 5. Validation log\n`;
const match = '| POST /api/items | dev-backend.md L42: "returns 201" | dev-frontend.md L18: "expects 201" | MATCH |';
const diverge = '| User.email | dev-backend.md L67: "VARCHAR(254)" | dev-tech-architect.md L23: "max 320" | DIVERGE |';

describe('cross-val-diverge', () => {
  it('passes a table of MATCH rows and a DIVERGE that records its resolution', async () => {
    const resolved = '| User.email | dev-backend.md L67: "VARCHAR(320)" | dev-tech-architect.md L23: "max 320" | DIVERGE → MATCH (backend re-dispatched in iter 2) |';
    const r = await check(rule, { 'criteria.md': criteria(), 'handoff.md': table(match, resolved) });
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('§4a: 2 table row(s), no unresolved DIVERGE');
  });

  it('fails an unresolved DIVERGE row at its line', async () => {
    const r = await check(rule, { 'criteria.md': criteria({ size: 'L' }), 'handoff.md': table(match, diverge) });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('§4a has 1 unresolved DIVERGE row: L8 (User.email)');
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]).toMatchObject({ file: 'engagement/handoff.md', line: 8 });
    expect(r.fix).toMatch(/re-dispatch/);
  });

  it('skips without a handoff, without §4a, and at S', async () => {
    expect((await check(rule, { 'criteria.md': criteria() })).detail).toBe('handoff.md not yet written');
    expect((await check(rule, { 'criteria.md': criteria(), 'handoff.md': '# Handoff\n## 4. Executor reports\n' })).detail).toBe('handoff.md has no §4a cross-validation block');
    const s = await check(rule, { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': table(diverge) });
    expect(s.status).toBe('skip');
    expect(s.detail).toMatch(/^size=S/);
  });

  it('reads a DIVERGE cell in bold or lower case, and not a row inside a code fence', async () => {
    const r = await check(rule, { 'criteria.md': criteria(), 'handoff.md': table('| a | x | y | **diverge** |') });
    expect(r.status).toBe('fail');
    const fenced = '# H\n### 4a. Cross-validation\n```\n| a | x | y | DIVERGE |\n```\n| b | x | y | MATCH |\n';
    expect((await check(rule, { 'criteria.md': criteria(), 'handoff.md': fenced })).status).toBe('pass');
  });
});
