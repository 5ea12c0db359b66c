import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/tasks-decomposition.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { underBoth } from './presets.js';

afterAll(cleanupTrees);

describe('tasks-decomposition under the protocol', () => {
  it('an empty tasks/INDEX.md fails at L', async () => {
    const r = await underBoth(rule, { 'criteria.md': criteria({ size: 'L' }), 'tasks/01-api.md': '---\nid: t1\n---\n', 'tasks/INDEX.md': '\n  \n' });
    expect(r.recommended.status).toBe('fail');
    expect(r.recommended.findings[0]).toMatchObject({ file: 'engagement/tasks/INDEX.md' });
    expect(r.compat.status).toBe('pass');
    const filled = await underBoth(rule, { 'criteria.md': criteria({ size: 'L' }), 'tasks/01-api.md': '---\nid: t1\n---\n', 'tasks/INDEX.md': '- wave 1: t1\n' });
    expect(filled.recommended.status).toBe('pass');
  });
});
