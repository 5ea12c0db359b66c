import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/handoff-paths.js';
import { check, cleanupTrees, criteria } from '../../helpers.js';

afterAll(cleanupTrees);

describe('handoff-paths', () => {
  it('skips while handoff.md is missing, and fails that skip in --mode ready', async () => {
    const r = await check(rule, { 'criteria.md': criteria() });
    expect(r.status).toBe('skip');
    expect(r.detail).toBe('handoff.md not yet written');
    const ready = await check(rule, { 'criteria.md': criteria() }, { options: { mode: 'ready' } });
    expect(ready.status).toBe('fail');
    expect(ready.detail).toBe('REQUIRED in --mode ready: handoff.md not yet written');
  });

  it('passes when every cited path exists, ignoring illustrations, URLs and globs', async () => {
    const handoff = [
      '# Handoff',
      '## 2. Deliverable manifest',
      '- `src/billing.ts:12-20` — rounding',
      '- tests/billing.test.ts covers it; see `./engagement/criteria.md`',
      '- e.g. `src/not-real.ts` is just an example',
      '- https://example.com/a/b and `src/**/*.ts` and `engagement-archived/x/y.md`',
    ].join('\n');
    const r = await check(rule, { 'criteria.md': criteria(), 'handoff.md': handoff, '../src/billing.ts': 'x', '../tests/billing.test.ts': 'x' });
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('3 cited paths exist');
  });

  it('fails listing missing paths with a finding per citation', async () => {
    const handoff = '# Handoff\n\n## 2. Deliverable manifest\n- `src/gone.ts` — claimed\n- src/also-gone.ts and `src/gone.ts` again\n';
    const r = await check(rule, { 'criteria.md': criteria(), 'handoff.md': handoff });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('missing paths: src/gone.ts, src/also-gone.ts');
    expect(r.findings.map((f) => [f.line, f.column])).toEqual([
      [4, 4],
      [5, 3],
      [5, 25],
    ]);
    expect(r.findings[0]!.message).toMatch(/does not exist/);
  });

  it('extracts paths as the reference does: template folders, frontmatter, line:column suffixes, hyphen-joined roots', async () => {
    const handoff = [
      '---',
      'evidence: engagement/criteria.md',
      '---',
      '# Handoff',
      '- `src/templates/email.html` — new email layout',
      '- bare lib/util.ts:45:12 and packages/ui-lib/button.tsx',
      '- the lead did not create `src/never.ts`; see the template: `src/tpl.ts`',
    ].join('\n');
    const r = await check(rule, { 'criteria.md': criteria(), 'handoff.md': handoff, '../lib/util.ts': 'x' });
    expect(r.status).toBe('fail');
    // `template` only marks an illustration before a space, `-` or `:`; `-lib/` starts a bare `lib/` path.
    expect(r.detail).toBe('missing paths: src/templates/email.html, lib/button.tsx');
    expect(r.findings.map((f) => [f.line, f.column])).toEqual([
      [5, 4],
      [6, 42],
    ]);
    const ok = await check(rule, {
      'criteria.md': criteria(),
      'handoff.md': handoff,
      '../lib/util.ts': 'x',
      '../src/templates/email.html': 'x',
      '../lib/button.tsx': 'x',
    });
    expect(ok.status).toBe('pass');
    expect(ok.detail).toBe('4 cited paths exist');
  });

  it('keeps a sentence-final dot on a bare path and any trailing punctuation inside backticks (reference parity)', async () => {
    const r = await check(rule, { 'handoff.md': '# H\nUpdated src/a.ts. Also `src/b.ts,` and (src/c.ts).\n', '../src/a.ts': 'x', '../src/b.ts': 'x', '../src/c.ts': 'x' });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('missing paths: src/b.ts,, src/a.ts.');
  });

  it('reports a path that leaves the project root without probing it', async () => {
    const handoff = '# H\n- evidence: `../../etc/passwd` and `/etc/hostname`\n';
    const r = await check(rule, { 'handoff.md': handoff });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('paths outside the project root: ../../etc/passwd, /etc/hostname');
    expect(r.findings.every((f) => /outside the project root/.test(f.message) && f.line === 2)).toBe(true);
  });

  it('does not crash on an empty or binary handoff', async () => {
    const empty = await check(rule, { 'handoff.md': '' });
    expect(empty.status).toBe('pass');
    expect(empty.detail).toBe('0 cited paths exist');
    const bin = await check(rule, { 'handoff.md': Buffer.from([0, 0xff, 0x2f, 0x00, 0x73, 0x72, 0x63]) });
    expect(['pass', 'fail']).toContain(bin.status);
  });
});
