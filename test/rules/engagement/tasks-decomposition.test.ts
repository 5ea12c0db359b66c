import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/tasks-decomposition.js';
import { check, cleanupTrees, criteria } from '../../helpers.js';

afterAll(cleanupTrees);

describe('tasks-decomposition', () => {
  it('skips at size S', async () => {
    const r = await check(rule, { 'criteria.md': criteria({ size: 'S' }), 'executor-reports/a.md': '', 'executor-reports/b.md': '' });
    expect(r.status).toBe('skip');
    expect(r.detail).toMatch(/size=S/);
  });

  it('fails an L engagement without task files, on the size line', async () => {
    const r = await check(rule, { 'criteria.md': criteria({ size: 'L' }), 'tasks/INDEX.md': '# i\n', 'tasks/readme.txt': 'x' });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('size=L requires tasks/*.md atomic decomposition (none found)');
    expect(r.findings[0]).toMatchObject({ file: 'engagement/criteria.md', line: 4 });
  });

  it('fails an L engagement without tasks/INDEX.md', async () => {
    const r = await check(rule, { 'criteria.md': criteria({ size: 'L' }), 'tasks/01-api.md': '# t\n' });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/tasks\/INDEX\.md/);
    expect(r.findings[0]).toMatchObject({ file: 'engagement/tasks', line: 1 });
  });

  it('passes an L engagement with tasks and an index', async () => {
    const r = await check(rule, { 'criteria.md': criteria({ size: 'L' }), 'tasks/01-api.md': '', 'tasks/02-ui.md': '', 'tasks/INDEX.md': '' });
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('L-tier: tasks/ has 2 task file(s) + INDEX.md');
  });

  it('warns at M with two specialists and no task files', async () => {
    const r = await check(rule, { 'criteria.md': criteria({ size: 'M' }), 'executor-reports/a.md': '', 'executor-reports/b.md': '', 'tasks/INDEX.md': '' });
    expect(r.status).toBe('warn');
    expect(r.detail).toMatch(/size=M with 2 specialists has no tasks/);
    expect(r.findings[0]).toMatchObject({ file: 'engagement/executor-reports', severity: 'warning' });
  });

  it('passes at M with one specialist or with task files', async () => {
    const one = await check(rule, { 'criteria.md': criteria({ size: 'M' }), 'executor-reports/a.md': '' });
    expect(one.status).toBe('pass');
    expect(one.detail).toMatch(/not required/);
    const tasks = await check(rule, { 'criteria.md': criteria({ size: 'M' }), 'executor-reports/a.md': '', 'executor-reports/b.md': '', 'tasks/01.md': '' });
    expect(tasks.status).toBe('pass');
    expect(tasks.detail).toMatch(/1 task file/);
  });

  it('does not crash when tasks is a file or criteria.md is garbage (tier falls back to M)', async () => {
    const r = await check(rule, { 'criteria.md': Buffer.from([0, 0xff, 0xfe]), tasks: 'not a folder', 'executor-reports/a.md': '', 'executor-reports/b.md': '' });
    expect(r.status).toBe('warn');
    const l = await check(rule, { 'criteria.md': criteria({ size: 'L' }), tasks: 'not a folder' });
    expect(l.status).toBe('fail');
  });
});
