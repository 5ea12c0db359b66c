import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/task-owner-report.js';
import { check, cleanupTrees } from '../../helpers.js';
import { taskFile } from '../../plan-helpers.js';

afterAll(cleanupTrees);

const task = (id: string, owner: string) => taskFile({ id, owner, wave: 1, files: [`src/${id}.ts`], crit_refs: ['crit-1'] });
const report = '# report\n\n## Iteration 1\n### Criteria acknowledgement\n- crit-1\n';
const base = { 'handoff.md': '# Handoff\n', 'tasks/T1.md': task('T1', 'dev-backend-engineer'), 'tasks/T2.md': task('T2', 'dev-frontend-engineer'), 'tasks/T3.md': task('T3', 'dev-backend-engineer') };

describe('task-owner-report', () => {
  it('passes when every owner reported', async () => {
    const r = await check(rule, { ...base, 'executor-reports/dev-backend-engineer.md': report, 'executor-reports/dev-frontend-engineer.md': report });
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('all 2 task owners reported');
  });
  it('fails an owner without a report, at the owner line of its first task', async () => {
    const r = await check(rule, { ...base, 'executor-reports/dev-backend-engineer.md': report });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('task owner without an executor report: dev-frontend-engineer');
    expect(r.findings).toEqual([expect.objectContaining({ file: 'engagement/tasks/T2.md', line: 3, column: 1 })]);
    expect(r.findings[0]!.message).toMatch(/engagement\/executor-reports\/dev-frontend-engineer.md/);
  });
  it('warns on a report from a specialist no task names', async () => {
    const r = await check(rule, {
      ...base,
      'executor-reports/dev-backend-engineer.md': report,
      'executor-reports/dev-frontend-engineer.md': report,
      'executor-reports/ux-copywriter.md': report,
    });
    expect(r.status).toBe('warn');
    expect(r.detail).toMatch(/off-script report from specialist no task names: ux-copywriter/);
    expect(r.findings[0]).toMatchObject({ file: 'engagement/executor-reports/ux-copywriter.md', line: 1, severity: 'warning' });
  });
  it('fails every owner when executor-reports/ is missing', async () => {
    const r = await check(rule, base);
    expect(r.status).toBe('fail');
    expect(r.findings).toHaveLength(2);
  });
  it('skips before the handoff and without owned tasks', async () => {
    const { 'handoff.md': _h, ...noHandoff } = base;
    expect((await check(rule, noHandoff)).detail).toMatch(/handoff.md not written yet/);
    expect((await check(rule, { 'handoff.md': '# H\n', 'tasks/T1.md': '# no fields\n' })).detail).toBe('no task file names an owner');
  });
  it('does not crash on degenerate files', async () => {
    const r = await check(rule, { 'handoff.md': '', 'tasks/a.md': Buffer.from([0, 0xff]), 'tasks/b.md': '---\nowner: [x\n---\n', 'executor-reports/x.md': Buffer.from([0]) });
    expect(r.status).toBe('skip');
  });
});
