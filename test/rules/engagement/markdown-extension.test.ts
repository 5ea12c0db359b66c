/**
 * `.md` in any case is markdown for the engagement checks: a report or task file named `.MD` (as a
 * case-insensitive file system or an editor writes it) is listed, read and matched by its stem by every
 * check that lists executor-reports/ or tasks/. The compat reading lists `.md` alone, as the reference's
 * case-sensitive glob does.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packs } from '@engagement-lint/rules';
import { lintTarget } from '../../../packages/core/src/lint.js';
import { isMarkdownName, markdownStem } from '../../../packages/core/src/model/engagement-names.js';
import executorIterationStructure from '../../../rules/engagement/executor-iteration-structure.js';
import sizeDrift from '../../../rules/engagement/size-drift.js';
import specialistCriteriaAck from '../../../rules/engagement/specialist-criteria-ack.js';
import tasksDecomposition from '../../../rules/engagement/tasks-decomposition.js';
import uxHeavyScopeSync from '../../../rules/engagement/ux-heavy-scope-sync.js';
import { repoRoot } from '../../cli-helpers.js';
import { check, cleanupTrees, criteria, fakeSystem } from '../../helpers.js';

const copies: string[] = [];
afterAll(() => {
  cleanupTrees();
  for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
});

const acked = '# report\n## Iteration 1\n### Criteria acknowledgement\n- crit-1 done\n';
const compat = { options: { preset: 'compat' as const } };
const recommended = { options: { preset: 'recommended' as const } };

describe('isMarkdownName', () => {
  it('takes `.md` in any case, and only a name that ends so', () => {
    for (const name of ['a.md', 'a.MD', 'a.Md', 'a.mD', 'INDEX.MD', '.md']) expect(isMarkdownName(name), name).toBe(true);
    for (const name of ['a.mdx', 'a.md.bak', 'a.markdown', 'amd', 'a.txt', 'md']) expect(isMarkdownName(name), name).toBe(false);
  });
  it('with exactCase, `.md` alone (the reference glob)', () => {
    expect(isMarkdownName('a.md', true)).toBe(true);
    for (const name of ['a.MD', 'a.Md']) expect(isMarkdownName(name, true), name).toBe(false);
  });
  it("the stem keeps its case and loses the extension's", () => {
    expect(markdownStem('Dev-QA.MD')).toBe('Dev-QA');
    expect(markdownStem('t03.md')).toBe('t03');
    expect(markdownStem('t03.md.bak')).toBe('t03.md.bak');
  });
});

describe('a report named `.MD`', () => {
  const files = { 'criteria.md': criteria(), 'executor-reports/a.md': acked, 'executor-reports/b.MD': '# b\n## Work\n- did it\n' };
  it('specialist-criteria-ack reads it under recommended and fails its missing acknowledgement', async () => {
    const r = await check(specialistCriteriaAck, files, recommended);
    expect(r.status).toBe('fail');
    expect(r.findings.map((f) => f.file)).toEqual(['engagement/executor-reports/b.MD']);
  });
  it('specialist-criteria-ack under compat lists `.md` alone, as the reference does', async () => {
    const r = await check(specialistCriteriaAck, files, compat);
    expect([r.status, r.detail]).toEqual(['pass', 'all 1 executor-reports have criteria-ack']);
  });
  it('executor-iteration-structure reads it under recommended only', async () => {
    const at2 = { 'criteria.md': criteria(), iteration: '2\n', 'executor-reports/a.md': '# a\n## Iteration 1\nx\n## Iteration 2\ny\n', 'executor-reports/b.MD': '# b\n## Iteration 1\nx\n' };
    expect((await check(executorIterationStructure, at2, recommended)).detail).toMatch(/^all 2 executor-reports /);
    expect((await check(executorIterationStructure, at2, compat)).detail).toMatch(/^all 1 executor-reports /);
  });
  it('size-drift counts it as a specialist under recommended only', async () => {
    const two = { 'criteria.md': criteria({ size: 'S' }), 'executor-reports/a.md': acked, 'executor-reports/b.MD': acked };
    const r = await check(sizeDrift, two, recommended);
    expect([r.status, r.detail]).toEqual(['fail', 'size drift: criteria.md size=S but observations indicate M; triggers: specialists=2 > S cap 1']);
    expect((await check(sizeDrift, two, compat)).status).toBe('pass');
  });
  it('tasks-decomposition counts it as a specialist under recommended only', async () => {
    const two = { 'criteria.md': criteria({ size: 'M' }), 'executor-reports/a.MD': acked, 'executor-reports/b.MD': acked };
    expect((await check(tasksDecomposition, two, recommended)).status).toBe('warn');
    expect((await check(tasksDecomposition, two, compat)).detail).toBe('M-tier: tasks not required (single specialist)');
    // With no report at all, the protocol reading says so; compat keeps the reference's words.
    const none = { 'criteria.md': criteria({ size: 'M' }), 'executor-reports/a.txt': 'x\n' };
    expect((await check(tasksDecomposition, none, recommended)).detail).toBe('M-tier: tasks not required (no executor report yet)');
    expect((await check(tasksDecomposition, none, compat)).detail).toBe('M-tier: tasks not required (single specialist)');
  });
});

describe('a task file named `.MD`', () => {
  const index = '# Tasks\n## Wave 1\n- T1 — a — crit-1\n';
  it('tasks-decomposition counts it under recommended; compat, as the reference, finds none', async () => {
    const files = { 'criteria.md': criteria({ size: 'L' }), 'handoff.md': '# h\n', 'executor-reports/a.md': acked, 'tasks/T1.MD': '# t\n', 'tasks/INDEX.md': index };
    expect((await check(tasksDecomposition, files, recommended)).detail).toBe('L-tier: tasks/ has 1 task file + INDEX.md');
    expect((await check(tasksDecomposition, files, compat)).detail).toBe('size=L requires tasks/*.md atomic decomposition (none found)');
  });
  it('a file that is no markdown (`T1.md.bak`) is no task under recommended either', async () => {
    const files = { 'criteria.md': criteria({ size: 'L' }), 'handoff.md': '# h\n', 'executor-reports/a.md': acked, 'tasks/T1.md.bak': '# t\n', 'tasks/INDEX.md': index };
    expect((await check(tasksDecomposition, files, recommended)).status).toBe('fail');
  });
  it('the manifest named `INDEX.MD` is to be renamed, under recommended', async () => {
    const files = { 'criteria.md': criteria({ size: 'L' }), 'handoff.md': '# h\n', 'tasks/T1.md': '# t\n', 'tasks/INDEX.MD': index };
    const r = await check(tasksDecomposition, files, recommended);
    expect(r.findings.map((f) => `${f.file} ${f.message}`)).toEqual(['engagement/tasks/INDEX.MD the manifest is tasks/INDEX.md, uppercase; rename INDEX.MD to INDEX.md']);
  });
  it('ux-heavy-scope-sync takes it as planning started: the missing scope sync fails rather than skips', async () => {
    const base = { 'criteria.md': criteria({ size: 'L', ux_heavy: 'true' }) };
    expect((await check(uxHeavyScopeSync, { ...base, 'tasks/T1.MD': '# t\n' }, recommended)).status).toBe('fail');
    expect((await check(uxHeavyScopeSync, { ...base, 'tasks/T1.mdx': '# t\n' }, recommended)).status).toBe('skip');
  });
});

/** examples/clean-M copied, changed by `change`, linted under recommended: each check's status. */
async function cleanM(change: (engagement: string) => void): Promise<Record<string, string>> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'el-md-'));
  copies.push(root);
  fs.cpSync(path.join(repoRoot, 'examples/clean-M'), root, { recursive: true });
  const engagement = path.join(root, 'engagement');
  change(engagement);
  const r = await lintTarget(engagement, { packs, rules: (p) => p.rules(), preset: 'recommended', git: false, system: fakeSystem(), now: new Date('2026-05-15T12:00:00Z') });
  return Object.fromEntries(r.checks.map((c) => [c.name, c.status]));
}

describe('the whole engagement pack agrees on a `.MD` name (examples/clean-M)', () => {
  const rename = (dir: string, from: string, to: string) => fs.renameSync(path.join(dir, from), path.join(dir, to));
  const cite = (dir: string, from: string, to: string) => {
    const handoff = path.join(dir, 'handoff.md');
    fs.writeFileSync(handoff, fs.readFileSync(handoff, 'utf8').replaceAll(from, to));
  };
  it('a report renamed `.MD`, its citations with it: every check as for the original', async () => {
    const original = await cleanM(() => {});
    const renamed = await cleanM((dir) => {
      rename(dir, 'executor-reports/dev-backend-engineer.md', 'executor-reports/dev-backend-engineer.MD');
      cite(dir, 'dev-backend-engineer.md', 'dev-backend-engineer.MD');
    });
    expect(renamed).toEqual(original);
    expect(renamed['task-owner-report']).toBe('pass');
  });
  it('a task file renamed `.MD`: every check as for the original', async () => {
    const original = await cleanM(() => {});
    const renamed = await cleanM((dir) => rename(dir, 'tasks/t03-api-docs.md', 'tasks/t03-api-docs.MD'));
    expect(renamed).toEqual(original);
    expect([renamed['tasks-index'], renamed['criteria-owned']]).toEqual(['pass', 'pass']);
  });
  it('the report or task really missing still fails', async () => {
    const noReport = await cleanM((dir) => fs.rmSync(path.join(dir, 'executor-reports/dev-backend-engineer.md')));
    expect(noReport['task-owner-report']).toBe('fail');
    const noTask = await cleanM((dir) => rename(dir, 'tasks/t03-api-docs.md', 'tasks/t03-api-docs.md.bak'));
    expect([noTask['tasks-index'], noTask['criteria-owned']]).toEqual(['fail', 'fail']);
  });
});
