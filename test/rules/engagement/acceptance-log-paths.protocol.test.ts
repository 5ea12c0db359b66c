import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/acceptance-log-paths.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { underBoth } from './presets.js';

afterAll(cleanupTrees);

const log = (accepted: string) =>
  [
    '# Acceptance log',
    '## Iteration 1',
    '### Verdict: REJECT',
    '- blocker: `src/legacy-export.ts` duplicates the exporter; delete it',
    '## Iteration 2',
    '### Verdict: ACCEPT',
    accepted,
  ].join('\n');

describe('acceptance-log-paths under the protocol', () => {
  it("a file an earlier REJECT cited and the rework deleted does not fail the ACCEPT", async () => {
    const r = await underBoth(rule, { 'criteria.md': criteria({ size: 'L' }), 'acceptance-log.md': log('- evidence: `src/export.ts`'), '../src/export.ts': 'x' });
    expect(r.recommended.status).toBe('pass');
    expect(r.recommended.detail).toBe('1 cited evidence paths exist (iteration 2, the accepted one)');
    expect(r.compat.status).toBe('fail');
    expect(r.compat.detail).toBe('phantom evidence paths: src/legacy-export.ts');
  });

  it("the accepted iteration's own phantom evidence still fails", async () => {
    const r = await underBoth(rule, { 'criteria.md': criteria({ size: 'L' }), 'acceptance-log.md': log('- evidence: `src/missing.ts`') });
    expect(r.recommended.status).toBe('fail');
    expect(r.recommended.detail).toBe('phantom evidence paths: src/missing.ts');
    expect(r.recommended.findings.map((f) => f.line)).toEqual([7]);
  });

  it('skips while only a REJECT iteration exists, even if the text mentions Verdict: ACCEPT', async () => {
    const text = '## Iteration 1\n### Verdict: REJECT\n- would have been Verdict: ACCEPT with `src/x.ts`\n';
    const r = await underBoth(rule, { 'criteria.md': criteria({ size: 'L' }), 'acceptance-log.md': text });
    expect(r.recommended.status).toBe('skip');
    expect(r.compat.status).toBe('fail');
  });
});
