import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/cross-val-quotes.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { underBoth } from './presets.js';

afterAll(cleanupTrees);

const reports = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`executor-reports/dev-${i + 1}.md`, `# dev-${i + 1}\n## Iteration 1\n- returns 201 + {id, name} on create\n`]));
const handoff = (s4a: string) => `# Handoff\n## 4. Executor reports\n- see executor-reports/\n${s4a}\n## 5. Validation log\n- ok\n`;

describe('cross-val-quotes under the protocol', () => {
  it('an L handoff with four specialists and no §4a: cross-validation presumed unrun', async () => {
    const r = await underBoth(rule, { 'criteria.md': criteria({ size: 'L' }), 'handoff.md': handoff(''), ...reports(4) });
    expect(r.recommended.status).toBe('fail');
    expect(r.recommended.detail).toBe('4 executor reports but no §4a cross-validation block: cross-validation presumed unrun');
    expect(r.recommended.findings[0]).toMatchObject({ line: 2 });
    expect(r.compat.status).toBe('pass');
  });

  it('at M the missing §4a warns; with one specialist it passes', async () => {
    expect((await underBoth(rule, { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': handoff(''), ...reports(2) })).recommended.status).toBe('warn');
    expect((await underBoth(rule, { 'criteria.md': criteria({ size: 'L' }), 'handoff.md': handoff(''), ...reports(1) })).recommended.status).toBe('pass');
  });

  it('a free-form "all match" §4a fails; the explicit N/A passes', async () => {
    const allMatch = await underBoth(rule, { 'criteria.md': criteria({ size: 'L' }), 'handoff.md': handoff('### 4a. Cross-validation\nAll contracts match.\n'), ...reports(2) });
    expect(allMatch.recommended.status).toBe('fail');
    expect(allMatch.recommended.findings[0]).toMatchObject({ line: 4 });
    expect(allMatch.compat.status).toBe('pass');
    const na = await underBoth(rule, { 'criteria.md': criteria({ size: 'L' }), 'handoff.md': handoff('### 4a. Cross-validation\nN/A — no specialists overlap on shared contracts.\n'), ...reports(2) });
    expect(na.recommended.status).toBe('pass');
  });

  it('a quote that only loosely matches warns at its citation', async () => {
    const s4a = '### 4a. Cross-validation\n| Contract | A | B | Verdict |\n|---|---|---|---|\n| POST /items | dev-1.md L3: "returns 201 + {id, name} on every create" | dev-2.md L3: "returns 201 + {id, name} on create" | MATCH |\n';
    const r = await underBoth(rule, { 'criteria.md': criteria({ size: 'L' }), 'handoff.md': handoff(s4a), ...reports(2) });
    expect(r.recommended.status).toBe('warn');
    expect(r.recommended.findings).toHaveLength(1);
    expect(r.recommended.findings[0]).toMatchObject({ line: 7, column: 17 });
    expect(r.compat.status).toBe('pass');
  });

  it('a level-2 `## 4a.` heading is the block too', async () => {
    const s4a = '## 4a. Cross-validation\n| POST /items | dev-1.md L3: "returns 202" | dev-2.md L3: "returns 201" | MATCH |\n';
    const r = await underBoth(rule, { 'criteria.md': criteria({ size: 'L' }), 'handoff.md': handoff(s4a), ...reports(2) });
    expect(r.recommended.status).toBe('fail');
    expect(r.recommended.detail).toMatch(/^phantom quotes: 1 of 2/);
  });
});
