import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/same-wave-disjoint-files.js';
import { check, cleanupTrees } from '../../helpers.js';
import { taskBody, taskFile } from '../../plan-helpers.js';

afterAll(cleanupTrees);

const t = (id: string, wave: number, files: string[]) => taskFile({ id, owner: `owner-${id}`, wave, files, crit_refs: ['crit-1'] });

describe('same-wave-disjoint-files', () => {
  it('passes disjoint files in a wave, and the same file in different waves', async () => {
    const r = await check(rule, {
      'tasks/T1.md': t('T1', 1, ['src/api.ts', 'src/api/']),
      'tasks/T2.md': t('T2', 1, ['src/ui.tsx', 'src/apiary.ts']),
      'tasks/T3.md': t('T3', 2, ['src/api.ts']),
    });
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/1 shared wave, files disjoint/);
  });
  it('fails two same-wave tasks on one file, with both locations', async () => {
    const r = await check(rule, {
      'tasks/T1.md': t('T1', 1, ['src/a.ts', 'src/shared/types.ts']),
      'tasks/T2.md': t('T2', 1, ['./src/shared/types.ts']),
    });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/T1 & T2 \(wave 1: src\/shared\/types.ts\)/);
    // ---, id, owner, wave, files:, - src/a.ts (6), - src/shared/types.ts (7)
    expect(r.findings).toEqual([
      expect.objectContaining({ file: 'engagement/tasks/T1.md', line: 7, column: 5, message: '`src/shared/types.ts` overlaps `src/shared/types.ts` of same-wave task T2 (engagement/tasks/T2.md:L6)' }),
      expect.objectContaining({ file: 'engagement/tasks/T2.md', line: 6, message: '`src/shared/types.ts` overlaps `src/shared/types.ts` of same-wave task T1 (engagement/tasks/T1.md:L7)' }),
    ]);
  });
  it('fails a file inside a same-wave folder or glob', async () => {
    const r = await check(rule, {
      'tasks/T1.md': t('T1', 'W2' as unknown as number, ['src/api/']),
      'tasks/T2.md': taskBody({ id: 'T2', owner: 'fe', wave: 'wave-2', files: ['src/api/users.ts'], crit_refs: ['crit-1'] }),
      'tasks/T3.md': t('T3', 2, ['src/ui/*.tsx']),
      'tasks/T4.md': t('T4', 2, ['src/ui/Button.tsx']),
    });
    expect(r.status).toBe('fail');
    expect(r.findings).toHaveLength(4);
    expect(r.detail).toMatch(/T1 & T2/);
    expect(r.detail).toMatch(/T3 & T4/);
    expect(r.findings.find((f) => f.file === 'engagement/tasks/T2.md')).toMatchObject({ line: 5 });
  });
  it('skips when no two tasks share a wave, or without tasks', async () => {
    expect((await check(rule, { 'tasks/T1.md': t('T1', 1, ['a']), 'tasks/T2.md': t('T2', 2, ['a']) })).detail).toMatch(/no two tasks share a wave/);
    expect((await check(rule, {})).status).toBe('skip');
  });
  it('does not crash on degenerate task files', async () => {
    const r = await check(rule, {
      'tasks/a.md': '',
      'tasks/b.md': Buffer.from([0, 0xff, 0x0a]),
      'tasks/c.md': '---\nwave: 1\nfiles: {a: 1}\n---\n',
      'tasks/d.md': '---\nwave: 1\nfiles: null\n---\n',
      'tasks/e.md': '---\nwave: [1\n---\n',
    });
    expect(r.status).toBe('skip');
  });
});
