import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/specialist-criteria-ack.js';
import { check, cleanupTrees, criteria } from '../../helpers.js';

afterAll(cleanupTrees);

const acked = '# dev-backend executor report\n## Iteration 1\n### Criteria acknowledgement\n- Addresses crit-1 (add() export)\n### What was done\n- Implemented add()\n';

describe('specialist-criteria-ack', () => {
  it('skips without executor reports, and fails under --mode ready', async () => {
    const r = await check(rule, { 'criteria.md': criteria({ size: 'L' }) });
    expect(r.status).toBe('skip');
    expect(r.detail).toBe('no executor-reports yet');
    const ready = await check(rule, { 'criteria.md': criteria({ size: 'L' }), 'executor-reports/': '' }, { options: { mode: 'ready' } });
    expect(ready.status).toBe('fail');
    expect(ready.detail).toMatch(/^REQUIRED in --mode ready: no executor-reports/);
    expect(ready.fix).toBeTruthy();
  });

  it('passes when every report acknowledges criteria (heading variants included)', async () => {
    const r = await check(rule, {
      'executor-reports/dev-backend.md': acked,
      'executor-reports/dev-frontend.md': '# fe\n## Criteria addressed\n1. criterion 2: the date popover\n',
      'executor-reports/qa.md': '# qa\n#### Criterion mapping\n* Done when: tests pass\n',
    });
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('all 3 executor-reports have criteria-ack');
  });

  it('fails for a report without the heading, pointing at the report', async () => {
    const r = await check(rule, {
      'executor-reports/dev-backend.md': acked,
      'executor-reports/dev-frontend.md': '# fe report\n\n## What was done\n- crit-2 popover\n',
    });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('executor-reports without Criteria acknowledgement: dev-frontend.md');
    expect(r.findings).toEqual([expect.objectContaining({ file: 'engagement/executor-reports/dev-frontend.md', line: 1 })]);
  });

  it('fails when the heading has no list item citing criteria, at the heading line', async () => {
    const r = await check(rule, { 'executor-reports/a.md': '# a\n\n## Criteria acknowledgement\n- I read everything\n- All good\n' });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/a\.md \(section present, but no crit-N reference in bullets\)/);
    expect(r.findings[0]).toMatchObject({ line: 3 });
  });

  it('accepts a citing item anywhere in the report, as the reference does', async () => {
    const r = await check(rule, { 'executor-reports/a.md': '# a\n## Criteria\n- see below\n## Iteration 2\n- Fixed crit-4 edge case\n' });
    expect(r.status).toBe('pass');
  });

  it('ignores headings and items inside code fences', async () => {
    const r = await check(rule, { 'executor-reports/a.md': '# a\n```\n## Criteria acknowledgement\n- crit-1\n```\n' });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/without Criteria acknowledgement: a\.md$/);
  });

  it('reads the heading name as a prefix (reference parity) but not "crit-" inside a word', async () => {
    const r = await check(rule, { 'executor-reports/a.md': '# a\n## Criterial notes\n- subcrit-1 done\n' });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('executor-reports without Criteria acknowledgement: a.md (section present, but no crit-N reference in bullets)');
    const prefix = await check(rule, { 'executor-reports/a.md': '# a\n## Criteria-trace\n- crit-1 done\n' });
    expect(prefix.status).toBe('pass');
  });

  it('counts a citing list item in the frontmatter, as the reference does', async () => {
    const r = await check(rule, { 'executor-reports/a.md': '---\nrole: dev-backend\ncrit_refs:\n  - crit-1\n---\n# a\n## Criteria acknowledgement\nAll of them.\n' });
    expect(r.status).toBe('pass');
  });

  it('survives empty and binary reports', async () => {
    const r = await check(rule, { 'executor-reports/empty.md': '', 'executor-reports/bin.md': Buffer.from([0, 1, 2, 0xff, 0xfe, 10, 0]) });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/bin\.md.*empty\.md/);
  });
});
