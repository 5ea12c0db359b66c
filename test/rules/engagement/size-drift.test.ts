import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/size-drift.js';
import { check, cleanupTrees, criteria } from '../../helpers.js';

afterAll(cleanupTrees);

const reports = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`executor-reports/spec-${i}.md`, '# r\n']));
const handoff = (s1: string) => `# Handoff\n\n## 1. Diff summary\n\n${s1}\n\n## 2. Deliverable manifest\n- 12 files changed, 900 insertions(+) (not §1)\n`;

describe('size-drift', () => {
  it('skips without criteria.md or without frontmatter', async () => {
    const none = await check(rule, reports(5));
    expect(none.status).toBe('skip');
    expect(none.detail).toMatch(/criteria\.md missing/);
    const bare = await check(rule, { 'criteria.md': '# Criteria\nsize: S\n', ...reports(5) });
    expect(bare.status).toBe('skip');
    expect(bare.detail).toMatch(/no frontmatter/);
  });

  it('passes when observations fit the declared size', async () => {
    const r = await check(rule, {
      'criteria.md': criteria({ size: 'M' }),
      ...reports(3),
      'handoff.md': handoff('```\n 10 files changed, 500 insertions(+), 20 deletions(-)\n```'),
    });
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/^size=M matches observations/);
    expect(r.detail).toContain('files=10');
    expect(r.detail).toContain('added lines=500');
  });

  it('fails an S engagement with two specialists, pointing at the size line', async () => {
    const r = await check(rule, { 'criteria.md': criteria({ size: 'S' }), ...reports(2) });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('size drift: criteria.md size=S but observations indicate M; triggers: specialists=2 > S cap 1');
    expect(r.fix).toMatch(/size: M/);
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]).toMatchObject({ file: 'engagement/criteria.md', line: 4, column: 1 });
  });

  it('reads diff files and added lines from the §1 stat summary only', async () => {
    const r = await check(rule, {
      'criteria.md': criteria({ size: 'M' }),
      'handoff.md': handoff('```\n src/a.ts | 3 ++-\n 11 files changed, 40 insertions(+)\n```'),
    });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('size drift: criteria.md size=M but observations indicate L; triggers: diff files=11 > M cap 10');

    const loc = await check(rule, { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff('2 files changed, 51 insertions(+)') });
    expect(loc.detail).toBe('size drift: criteria.md size=S but observations indicate M; triggers: added lines=51 > S cap 50');
  });

  it('counts name-status lines when there is no stat summary, as the reference does', async () => {
    // `^\s*[MADRT]\s+\S`: a rename with a score (R100) does not count, a prose line starting "A " does.
    const list = '```\nM\tsrc/a.ts\nA src/b.ts\nR100 src/c.ts src/d.ts\n```\nA quick note about the change.';
    const r = await check(rule, { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff(list) });
    expect(r.status).toBe('fail');
    expect(r.detail).toContain('diff files=3 > S cap 2');
    const renames = await check(rule, { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff('R100 a.ts b.ts\nR087 c.ts d.ts\nC100 e.ts f.ts') });
    expect(renames.status).toBe('pass');
    expect(renames.detail).toContain('files=0');
  });

  it('takes the first stat summary, and reads a summary without insertions as none (reference parity)', async () => {
    const first = await check(rule, {
      'criteria.md': criteria({ size: 'M' }),
      'handoff.md': handoff('commit 1: 2 files changed, 10 insertions(+)\n\ncommit 2: 12 files changed, 600 insertions(+)'),
    });
    expect(first.status).toBe('pass');
    expect(first.detail).toContain('files=2, added lines=10');
    const deletions = await check(rule, { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': handoff(' 12 files changed, 300 deletions(-)') });
    expect(deletions.status).toBe('pass');
    expect(deletions.detail).toContain('files=0, added lines=0');
  });

  it('measures only a §1 titled "Diff summary"', async () => {
    const other = '# Handoff\n\n## 1. Summary\n 11 files changed, 40 insertions(+)\n';
    const r = await check(rule, { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': other });
    expect(r.status).toBe('pass');
    expect(r.detail).toContain('files=0');
  });

  it('counts distinct `*.png` stems under screens/ as UI surfaces (case-sensitive, like the reference glob)', async () => {
    const shots = Object.fromEntries(
      ['a', 'b', 'c', 'd'].flatMap((s) => [`screens/iter-1/dark/${s}.png`, `screens/iter-1/light/${s}.png`]).map((p) => [p, 'png']),
    );
    const m = await check(rule, { 'criteria.md': criteria({ size: 'M' }), ...shots, 'screens/notes.txt': 'x', 'screens/iter-2/e.PNG': 'png' });
    expect(m.status).toBe('pass');
    expect(m.detail).toContain('surfaces=4');
    const l = await check(rule, { 'criteria.md': criteria({ size: 'M' }), ...shots, 'screens/iter-2/e.png': 'png' });
    expect(l.detail).toContain('UI surfaces=5 > M cap 4');
  });

  it('promotes to L on a deploy log and to M on ux_heavy', async () => {
    const deploy = await check(rule, { 'criteria.md': criteria({ size: 'M' }), 'deploy-log.md': '# d\n' });
    expect(deploy.detail).toBe('size drift: criteria.md size=M but observations indicate L; triggers: deploy-log.md exists');
    const ux = await check(rule, { 'criteria.md': criteria({ size: 'S', ux_heavy: 'minor' }) });
    expect(ux.detail).toBe('size drift: criteria.md size=S but observations indicate M; triggers: ux_heavy=minor');
    const both = await check(rule, { 'criteria.md': criteria({ size: 'S', ux_heavy: 'true' }), 'deploy-log.md': '', ...reports(2) });
    expect(both.detail).toBe('size drift: criteria.md size=S but observations indicate L; triggers: deploy-log.md exists, specialists=2 > S cap 1, ux_heavy=true');
  });

  it('never fails a declared L and counts tasks except INDEX.md', async () => {
    const tasks = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`tasks/0${i}.md`, '# t\n']));
    const l = await check(rule, { 'criteria.md': criteria({ size: 'L' }), ...tasks, 'deploy-log.md': '' });
    expect(l.status).toBe('pass');
    const m = await check(rule, { 'criteria.md': criteria({ size: 'M' }), ...tasks });
    expect(m.detail).toContain('tasks=9 > M cap 8');
    const s = await check(rule, { 'criteria.md': criteria({ size: 'S' }), 'tasks/INDEX.md': '# i\n' });
    expect(s.status).toBe('pass');
  });

  it('treats an unknown size as M and survives binary files', async () => {
    const r = await check(rule, {
      'criteria.md': criteria({ size: 'XL' }),
      'handoff.md': Buffer.from([0, 1, 2, 0xff, 0xfe]),
      'executor-reports/x.md': Buffer.from([0xff]),
    });
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/^size=M/);
  });
});
