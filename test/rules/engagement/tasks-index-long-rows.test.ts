/** tasks/INDEX.md rows longer than any real one: a table row is read to the cell bound every table reader keeps. */
import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/tasks-index.js';
import { MAX_ROW_CELLS } from '../../../packages/core/src/markdown/table.js';
import { check, cleanupTrees, criteria } from '../../helpers.js';
import { taskFile } from '../../plan-helpers.js';

afterAll(cleanupTrees);

const T1 = { id: 'T1', owner: 'dev-backend-engineer', wave: 1, files: ['src/api.ts'], crit_refs: ['crit-1'] };
const files = (index: string) => ({ 'criteria.md': criteria({ size: 'L' }), 'tasks/T1.md': taskFile(T1), 'tasks/INDEX.md': index });
const table = (row: string) => `# Tasks\n\n| Task | Owner | Wave | crit_refs |\n|---|---|---|---|\n${row}\n`;

describe('tasks/INDEX.md rows past the cell bound', () => {
  it(`reads a row of more than ${MAX_ROW_CELLS} cells by its first cells`, async () => {
    const r = await check(rule, files(table(`| T1 | dev-backend-engineer | 1 | crit-1 ${'| x '.repeat(MAX_ROW_CELLS * 3)}|`)));
    expect(r.status, r.detail).toBe('pass');
  });

  it('reads a header naming its columns past the bound as naming none there', async () => {
    const header = `| Task ${'| x '.repeat(MAX_ROW_CELLS)}| Owner |`;
    const r = await check(rule, files(`# Tasks\n\n## Wave 1\n${header}\n|---|---|\n| T1 | someone-else | crit-1 |\n`));
    // The Owner column is past the bound: the owner is looked for on the line, where it is not.
    expect(r.findings.map((f) => f.message)).toEqual(['INDEX line for `T1` does not name its owner `dev-backend-engineer`']);
  });

  it('finds the task a line of many tokens names, and a line naming none is no task line', async () => {
    const long = `- T1 — dev-backend-engineer — crit-1 ${'w '.repeat(200_000)}`;
    expect((await check(rule, files(`# Tasks\n\n## Wave 1\n${long}\n`))).status).toBe('pass');
    const r = await check(rule, files(`# Tasks\n\n## Wave 1\n- T1 — dev-backend-engineer — crit-1\n${'| t01 '.repeat(100_000)}|\n`));
    expect(r.status, r.detail).toBe('pass');
  });
});
