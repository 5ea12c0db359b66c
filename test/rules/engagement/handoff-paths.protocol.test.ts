import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/handoff-paths.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { underBoth } from './presets.js';

afterAll(cleanupTrees);

describe('handoff-paths under the protocol', () => {
  it('a sentence-final full stop or comma is not part of the path', async () => {
    const handoff = '# Handoff\n\n## 2. Deliverable manifest\nThe formatter lives in src/format.ts. Its test is `tests/format.test.ts`, next to it.\n';
    const r = await underBoth(rule, { 'criteria.md': criteria(), 'handoff.md': handoff, '../src/format.ts': 'x', '../tests/format.test.ts': 'x' });
    expect(r.recommended.status).toBe('pass');
    expect(r.recommended.detail).toBe('2 cited paths exist');
    expect(r.compat.status).toBe('fail');
    expect(r.compat.detail).toBe('missing paths: src/format.ts.');
  });

  it('media types, N/A and API routes are not cited files', async () => {
    const handoff = [
      '# Handoff',
      '## 2. Deliverable manifest',
      '- `src/api.ts` answers `/health` and `/api/items` with `application/json`',
      '## 8. Deploy log',
      '- `N/A` — no deploy',
    ].join('\n');
    const r = await underBoth(rule, { 'criteria.md': criteria(), 'handoff.md': handoff, '../src/api.ts': 'x' });
    expect(r.recommended.status).toBe('pass');
    expect(r.recommended.detail).toBe('1 cited paths exist');
    expect(r.compat.status).toBe('fail');
    expect(r.compat.detail).toMatch(/application\/json/);
    expect(r.compat.detail).toMatch(/N\/A/);
    expect(r.compat.detail).toMatch(/\/health/);
  });

  it('still fails a missing file, punctuation stripped, at its citation', async () => {
    const r = await underBoth(rule, { 'criteria.md': criteria(), 'handoff.md': '# H\nSee src/gone.ts.\n' });
    expect(r.recommended.status).toBe('fail');
    expect(r.recommended.detail).toBe('missing paths: src/gone.ts');
    expect(r.recommended.findings[0]).toMatchObject({ line: 2, column: 5 });
    expect(r.compat.detail).toBe('missing paths: src/gone.ts.');
  });

  it('an absolute path with a file extension is still reported outside the root', async () => {
    const r = await underBoth(rule, { 'handoff.md': '# H\n- `/etc/app.conf`\n' });
    expect(r.recommended.status).toBe('fail');
    expect(r.recommended.detail).toBe('paths outside the project root: /etc/app.conf');
  });
});
