import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/validator-outputs.js';
import { cleanupTrees } from '../../helpers.js';
import { underBoth } from './presets.js';

afterAll(cleanupTrees);

const log = (...names: string[]) => `# Validation log\n\n${names.map((n) => `### ${n}\nverdict: approved\n`).join('\n')}`;

describe('validator-outputs under the protocol', () => {
  it('a logged optional validator without its output file fails: every validator leaves proof of run', async () => {
    const files = { 'validation-log.md': log('code-reviewer', 'test-reviewer'), 'validation-outputs/code-reviewer-iter-1-a.json': '{"verdict": "approved"}' };
    const r = await underBoth(rule, files);
    expect(r.recommended.status).toBe('fail');
    expect(r.recommended.detail).toMatch(/required validators logged without output file: test-reviewer/);
    expect(r.recommended.findings[0]).toMatchObject({ file: 'engagement/validation-log.md', line: 6 });
    expect(r.compat.status).toBe('warn');
  });
});
