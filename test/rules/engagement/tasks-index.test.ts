import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/tasks-index.js';
import { check, cleanupTrees, criteria } from '../../helpers.js';
import { taskBody, taskFile, tasksIndex } from '../../plan-helpers.js';

afterAll(cleanupTrees);

const T1 = { id: 'T1', owner: 'dev-backend-engineer', wave: 1, files: ['src/api.ts'], crit_refs: ['crit-1'] };
const T2 = { id: 'T2', owner: 'dev-frontend-engineer', wave: 2, files: ['src/ui.tsx'], crit_refs: ['crit-2', 'crit-3'] };
const index = tasksIndex({
  '1 — foundation': [{ id: 'T1', owner: 'dev-backend-engineer', crit: ['crit-1'] }],
  '2': [{ id: 'T2', owner: 'dev-frontend-engineer', crit: ['crit-2', 'crit-3'] }],
});
const base = { 'criteria.md': criteria({ size: 'L' }), 'tasks/T1.md': taskFile(T1), 'tasks/T2.md': taskBody(T2) };

describe('tasks-index', () => {
  it('passes when frontmatter and body-field tasks agree with INDEX', async () => {
    const r = await check(rule, { ...base, 'tasks/INDEX.md': index });
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/2 task files complete and in agreement/);
  });
  it('passes a table INDEX with a wave column and task links', async () => {
    const table =
      '# Tasks\n\n| Task | Owner | Wave | crit_refs |\n|---|---|---|---|\n' +
      '| [T1](tasks/T1.md) | dev-backend-engineer | W1 | crit-1 |\n| `T2` | dev-frontend-engineer | W2 | crit-2, crit-3 |\n';
    const r = await check(rule, { ...base, 'tasks/INDEX.md': table });
    expect(r.status).toBe('pass');
  });
  it('reads waves nested under a plain `Waves` heading', async () => {
    const nested = '# Tasks\n\n## Waves\n\n### Wave 1\n- T1 — dev-backend-engineer — crit-1\n\n### Wave 2\n- `T2` dev-frontend-engineer crit-2, crit-3\n';
    const r = await check(rule, { ...base, 'tasks/INDEX.md': nested });
    expect(r.status).toBe('pass');
  });
  it('passes at M without INDEX when the task fields are complete', async () => {
    const r = await check(rule, base);
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/no tasks\/INDEX.md/);
  });
  it('fails a task file lacking fields, at the end of its frontmatter', async () => {
    const r = await check(rule, { ...base, 'tasks/T3.md': taskFile({ id: 'T3', owner: 'qa', wave: 2 }) });
    expect(r.status).toBe('fail');
    expect(r.findings[0]).toMatchObject({ file: 'engagement/tasks/T3.md', line: 5, message: 'task file lacks files, crit_refs' });
  });
  it('fails every disagreement between INDEX and the task files, at the INDEX line', async () => {
    const bad = tasksIndex({
      '1': [
        { id: 'T1', owner: 'dev-frontend-engineer', crit: ['crit-1'] },
        { id: 'T9', owner: 'ghost', crit: ['crit-4'] },
      ],
      '3': [{ id: 'T2', owner: 'dev-frontend-engineer', crit: ['crit-2'] }],
    });
    const r = await check(rule, { ...base, 'tasks/INDEX.md': bad });
    expect(r.status).toBe('fail');
    // # / blank / ## Wave 1 / blank / T1 (5) / T9 (6) / blank / ## Wave 3 / blank / T2 (10)
    expect(r.findings.map((f) => [f.file, f.line, f.column, f.message])).toEqual([
      ['engagement/tasks/INDEX.md', 5, 3, 'INDEX line for `T1` does not name its owner `dev-backend-engineer`'],
      ['engagement/tasks/INDEX.md', 6, 3, 'INDEX line names `T9`, which has no task file'],
      ['engagement/tasks/INDEX.md', 10, 3, 'task `T2` is in wave 3 here but wave 2 in engagement/tasks/T2.md:L4'],
      ['engagement/tasks/INDEX.md', 10, 3, 'task `T2` lists crit-2 here but crit-2, crit-3 in engagement/tasks/T2.md'],
    ]);
  });
  it('fails a task missing from INDEX, an owner label that differs, and a duplicated id', async () => {
    const idx = '# Tasks\n\n## Wave 1\n- T1 (owner: qa-engineer; crit_refs: crit-1)\n- T1 again — dev-backend-engineer — crit-1\n';
    const r = await check(rule, { ...base, 'tasks/T1b.md': taskFile({ ...T1, files: ['src/b.ts'] }), 'tasks/INDEX.md': idx });
    expect(r.status).toBe('fail');
    const messages = r.findings.map((f) => `${f.file}:${f.line} ${f.message}`).join('\n');
    expect(messages).toMatch(/INDEX.md:4 task `T1` has owner `qa-engineer` here but `dev-backend-engineer`/);
    expect(messages).toMatch(/INDEX.md:5 task `T1` is listed again \(first at L4\)/);
    expect(messages).toMatch(/T2.md:\d+ task `T2` is missing from tasks\/INDEX.md/);
    expect(messages).toMatch(/T1.md:2 task id `T1` is also used by engagement\/tasks\/T1b.md/);
  });
  it('fails an INDEX line without crit refs or outside a wave', async () => {
    const idx = '# Tasks\n\n- T1 — dev-backend-engineer — crit-1\n\n## Wave 2\n- T2 — dev-frontend-engineer\n';
    const r = await check(rule, { ...base, 'tasks/INDEX.md': idx });
    expect(r.status).toBe('fail');
    expect(r.findings.map((f) => [f.line, f.message])).toEqual([
      [3, 'task `T1` is listed outside any wave'],
      [6, 'INDEX line for `T2` lists no crit_refs'],
    ]);
  });
  it('skips without task files', async () => {
    expect((await check(rule, { 'criteria.md': criteria({ size: 'L' }) })).status).toBe('skip');
    expect((await check(rule, { 'tasks/INDEX.md': index })).detail).toMatch(/INDEX.md but no task files/);
  });
  it('does not crash on empty, binary or bad-YAML task files and an empty INDEX', async () => {
    const r = await check(rule, {
      'tasks/a.md': '',
      'tasks/b.md': Buffer.from([0, 0xff, 0xfe, 0x0a]),
      'tasks/c.md': '---\nid: [c\n---\n',
      'tasks/d.md': '---\n- 1\n- 2\n---\n',
      'tasks/INDEX.md': '',
    });
    expect(r.status).toBe('fail');
    expect(r.findings.some((f) => /lists no waves/.test(f.message))).toBe(true);
    expect(r.findings.filter((f) => /lacks id, owner, wave, files, crit_refs/.test(f.message))).toHaveLength(4);
  });
});
