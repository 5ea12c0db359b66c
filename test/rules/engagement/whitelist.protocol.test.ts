import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/whitelist.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { underBoth } from './presets.js';

afterAll(cleanupTrees);

describe('whitelist under the protocol', () => {
  it('a file criteria.md explicitly forbids is not whitelisted by being mentioned', async () => {
    const body = '# Acceptance criteria\n\n## Explicitly out of scope\n- Do NOT create engagement/notes.md; findings go to validation-log.md\n';
    const r = await underBoth(rule, { 'criteria.md': criteria({}, body), 'notes.md': 'scratch' });
    expect(r.recommended.status).toBe('fail');
    expect(r.recommended.detail).toBe('out-of-whitelist entries: notes.md');
    expect(r.compat.status).toBe('pass');
  });

  it('a forbidden sidecar criteria.md names as a deliverable warns', async () => {
    const body = '# Acceptance criteria\n\n## Deliverables expected\n- engagement/summary.md with the rollout summary\n';
    const r = await underBoth(rule, { 'criteria.md': criteria({}, body), 'summary.md': 'x' });
    expect(r.recommended.status).toBe('warn');
    expect(r.recommended.findings[0]).toMatchObject({ file: 'engagement/summary.md' });
    expect(r.recommended.findings[0]!.message).toMatch(/handoff\.md/);
    expect(r.compat.status).toBe('pass');
  });

  it("the protocol tree's optional research files are whitelisted", async () => {
    const r = await underBoth(rule, { 'criteria.md': criteria(), 'code-research.md': 'x', 'design-research.md': 'x', 'brand-research.md': 'x' });
    expect(r.recommended.status).toBe('pass');
    expect(r.compat.status).toBe('fail');
    expect(r.compat.detail).toBe('out-of-whitelist entries: brand-research.md, code-research.md, design-research.md');
  });

  it('a deliverable named on an ordinary line is still allowed', async () => {
    const body = '# Acceptance criteria\n\n## Deliverables expected\n- engagement/rollout-plan.md with dates\n';
    const r = await underBoth(rule, { 'criteria.md': criteria({}, body), 'rollout-plan.md': 'x' });
    expect(r.recommended.status).toBe('pass');
  });
});
