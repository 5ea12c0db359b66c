import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/executor-iteration-structure.js';
import { check, cleanupTrees } from '../../helpers.js';

afterAll(cleanupTrees);

const report = (...ns: number[]) => ['# dev executor report', ...ns.map((n) => `\n## Iteration ${n} — 2026-05-0${n}\n\n- work`), ''].join('\n');

describe('executor-iteration-structure', () => {
  it.each([
    ['no counter', {}, /counter missing/],
    ['an unparseable counter', { iteration: 'two' }, /unparseable/],
    ['counter 1', { iteration: '1' }, /iteration=1/],
    ['no executor-reports/', { iteration: '2' }, /no executor-reports/],
  ])('skips with %s', async (_name, files, detail) => {
    const r = await check(rule, { ...files, 'executor-reports-old.md': report(1) });
    expect(r.status).toBe('skip');
    expect(r.detail).toMatch(detail);
  });

  it('passes when every report has iteration 1 and the current one', async () => {
    const r = await check(rule, { iteration: '3', 'executor-reports/a.md': report(1, 2, 3), 'executor-reports/b.md': report(1, 3) });
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('all 2 executor-reports have iteration-3 structure');
  });

  it('fails reports lacking iteration 1 or the current iteration, pointing at their last iteration heading', async () => {
    const overwritten = '# dev report\n\n## What was done\n- everything\n';
    const r = await check(rule, {
      iteration: '2',
      'executor-reports/a-ok.md': report(1, 2),
      'executor-reports/b-no-current.md': report(1),
      'executor-reports/c-no-first.md': report(2),
      'executor-reports/d-overwritten.md': overwritten,
      'executor-reports/e-sub-level.md': '# r\n### Iteration 1\n### Iteration 2\n',
      'executor-reports/notes.txt': 'ignored',
    });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('executor-reports missing `## Iteration 2` (and/or `## Iteration 1`) heading: b-no-current.md, c-no-first.md, d-overwritten.md, e-sub-level.md');
    const by = Object.fromEntries(r.findings.map((f) => [f.file.split('/').pop(), f]));
    expect(by['b-no-current.md']).toMatchObject({ line: 3 });
    expect(by['b-no-current.md']!.message).toBe('missing `## Iteration 2` (has 1)');
    expect(by['c-no-first.md']!.message).toBe('missing `## Iteration 1` (has 2)');
    expect(by['d-overwritten.md']).toMatchObject({ line: 1 });
    expect(by['d-overwritten.md']!.message).toBe('missing `## Iteration 1` and `## Iteration 2` (no iteration headings)');
  });

  it('does not take Iteration 12 for Iteration 1', async () => {
    const r = await check(rule, { iteration: '2', 'executor-reports/a.md': report(12, 2) });
    expect(r.status).toBe('fail');
  });

  it('passes an empty executor-reports/ and survives binary reports', async () => {
    const empty = await check(rule, { iteration: '2', 'executor-reports/': '' });
    expect(empty.status).toBe('pass');
    const bin = await check(rule, { iteration: '2', 'executor-reports/x.md': Buffer.from([0, 0xff, 0xfe]) });
    expect(bin.status).toBe('fail');
  });
});
