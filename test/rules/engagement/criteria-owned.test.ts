import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/criteria-owned.js';
import { check, cleanupTrees, criteria } from '../../helpers.js';
import { criteriaBody, taskBody, taskFile } from '../../plan-helpers.js';

afterAll(cleanupTrees);

// crit-1, crit-2 = deliverables; crit-3, crit-4 = done-when.
const crit = criteria({ size: 'L' }, criteriaBody(['CSV export endpoint', 'export button'], ['export of 1M rows under 10 s', 'tests green']));
const task = (id: string, refs: string[]) => taskFile({ id, owner: 'dev', wave: 1, files: [`src/${id}.ts`], crit_refs: refs });

describe('criteria-owned', () => {
  it('passes when every criterion has an owning task', async () => {
    const r = await check(rule, { 'criteria.md': crit, 'tasks/T1.md': task('T1', ['crit-1', 'crit-3']), 'tasks/T2.md': taskBody({ id: 'T2', crit_refs: ['crit-2', 'crit-4'] }) });
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('all 4 criteria owned by 2 tasks');
  });
  it('fails an unowned criterion at its bullet in criteria.md', async () => {
    const r = await check(rule, { 'criteria.md': crit, 'tasks/T1.md': task('T1', ['crit-1', 'crit-2', 'crit-4']) });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/unowned: crit-3/);
    // 7 frontmatter lines, then: # / blank / ## Scope / text / blank / ## Deliverables / 2 items / blank / ## Done when / crit-3 at 18
    expect(r.findings).toEqual([expect.objectContaining({ file: 'engagement/criteria.md', line: 18, column: 3 })]);
    expect(r.findings[0]!.message).toMatch(/crit-3 \("export of 1M rows under 10 s"\) is owned by no task/);
  });
  it('fails a crit_ref naming no criterion, at the task entry', async () => {
    const r = await check(rule, { 'criteria.md': crit, 'tasks/T1.md': task('T1', ['crit-1', 'crit-2', 'crit-3', 'crit-4', 'crit-7', 'AC-2']) });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/2 crit_refs naming no criterion/);
    expect(r.findings.map((f) => [f.file, f.line, f.message])).toEqual([
      ['engagement/tasks/T1.md', 7, 'crit_ref `crit-7` names no criterion (criteria.md has crit-1..crit-4)'],
      ['engagement/tasks/T1.md', 7, 'crit_ref `AC-2` names no criterion (criteria.md has crit-1..crit-4)'],
    ]);
  });
  it('uses explicit crit-N labels when every bullet has one, and ignores nested bullets', async () => {
    const body = '# Criteria\n\n## Done when\n- crit-2: import works\n  - sub-detail, not a criterion\n- crit-5: export works\n';
    const r = await check(rule, { 'criteria.md': criteria({}, body), 'tasks/T1.md': task('T1', ['crit-2', 'crit-5']) });
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/all 2 criteria/);
  });
  it('skips without tasks or without criteria bullets', async () => {
    expect((await check(rule, { 'criteria.md': crit })).detail).toBe('no task files');
    expect((await check(rule, { 'criteria.md': criteria({}, '# Criteria\n\nprose only\n'), 'tasks/T1.md': task('T1', ['crit-1']) })).status).toBe('skip');
    expect((await check(rule, { 'tasks/T1.md': task('T1', ['crit-1']) })).status).toBe('skip');
  });
  it('does not crash on garbage criteria or task files', async () => {
    const r = await check(rule, { 'criteria.md': Buffer.from([0xff, 0, 0x0a, 0x2d]), 'tasks/a.md': '', 'tasks/b.md': '---\ncrit_refs: [\n---\n' });
    expect(r.status).toBe('skip');
    const r2 = await check(rule, { 'criteria.md': crit, 'tasks/a.md': '---\ncrit_refs: {x: 1}\n---\n' });
    expect(r2.status).toBe('fail');
  });
});
