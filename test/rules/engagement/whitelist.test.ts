import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/whitelist.js';
import { check, cleanupTrees, criteria } from '../../helpers.js';

afterAll(cleanupTrees);

describe('whitelist', () => {
  it('passes when every entry is whitelisted', async () => {
    const r = await check(rule, {
      'criteria.md': criteria(),
      'handoff.md': '# h\n',
      iteration: '1\n',
      'events.jsonl': '',
      'executor-reports/dev.md': '# r\n',
      'validation-outputs/': '',
      'specs/': '',
    });
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('7 entries, all whitelisted or criteria-named');
    expect(r.findings).toEqual([]);
  });

  it('fails with one finding per rogue entry, naming the canonical file', async () => {
    const r = await check(rule, {
      'criteria.md': criteria(),
      'preview.md': 'x',
      'compliance.md': 'x',
      'rework-2-brief.md': 'x',
      'findings-frontend.md': 'x',
      'smoke-run.md': 'x',
      'scratch.txt': 'x',
      'drafts/': '',
    });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/^out-of-whitelist entries: /);
    for (const n of ['preview.md', 'compliance.md', 'rework-2-brief.md', 'findings-frontend.md', 'smoke-run.md', 'scratch.txt', 'drafts']) {
      expect(r.detail).toContain(n);
    }
    expect(r.fix).toMatch(/validation-log\.md \/ handoff\.md \/ executor-reports\//);
    const by = Object.fromEntries(r.findings.map((f) => [f.file, f]));
    expect(Object.keys(by).sort()).toEqual(
      ['compliance.md', 'drafts', 'findings-frontend.md', 'preview.md', 'rework-2-brief.md', 'scratch.txt', 'smoke-run.md'].map((n) => `engagement/${n}`),
    );
    expect(by['engagement/preview.md']).toMatchObject({ line: 1, column: 1 });
    expect(by['engagement/preview.md']!.message).toMatch(/forbidden.*handoff\.md/);
    expect(by['engagement/compliance.md']!.message).toMatch(/forbidden.*validation-log\.md/);
    expect(by['engagement/rework-2-brief.md']!.message).toMatch(/## Iteration N.*validation-log\.md.*handoff\.md/);
    expect(by['engagement/findings-frontend.md']!.message).toMatch(/outside the engagement whitelist.*validation-log\.md/);
    expect(by['engagement/smoke-run.md']!.message).toMatch(/traces\/.*Exercised/);
    expect(by['engagement/scratch.txt']!.message).toMatch(/move its content/);
  });

  it.each([
    ['summary.md', /handoff\.md/],
    ['tldr.md', /handoff\.md/],
    ['iter-3-summary.md', /handoff\.md/],
    ['wave-2-recap.md', /handoff\.md/],
    ['audit.md', /validation-log\.md/],
    ['issues.md', /validation-log\.md/],
    ['review-log.md', /validation-log\.md/],
    ['notes.md', /validation-log\.md, handoff\.md or executor-reports/],
  ])('maps the forbidden name %s to its canonical file', async (name, home) => {
    const r = await check(rule, { 'criteria.md': criteria(), [name]: 'x' });
    expect(r.status).toBe('fail');
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]!.message).toMatch(/forbidden sidecar/);
    expect(r.findings[0]!.message).toMatch(home);
  });

  it('allows deliverables criteria.md names as engagement/<name>, Unicode names included', async () => {
    const body = '# Criteria\n- write engagement/live-health-report.md\n- and `engagement/отчёт.md`\n';
    const r = await check(rule, { 'criteria.md': criteria({}, body), 'live-health-report.md': 'x', 'отчёт.md': 'x', 'other.md': 'x' });
    expect(r.status).toBe('fail');
    expect(r.findings.map((f) => f.file)).toEqual(['engagement/other.md']);
  });

  it('allows entries from the extraWhitelist option', async () => {
    const files = { 'criteria.md': criteria(), 'notes.md': 'x', 'local-cache/': '' };
    expect((await check(rule, files)).status).toBe('fail');
    const r = await check(rule, files, { options: { extraWhitelist: ['notes.md', 'local-cache/'] } });
    expect(r.status).toBe('pass');
  });

  it('does not crash on a binary criteria.md or an empty folder', async () => {
    const r = await check(rule, { 'criteria.md': Buffer.from([0, 159, 146, 150, 255, 0, 1]), 'junk.bin': Buffer.from([0, 1, 2]) });
    expect(r.status).toBe('fail');
    expect(r.findings.map((f) => f.file)).toEqual(['engagement/junk.bin']);
    const empty = await check(rule, {});
    expect(empty.status).toBe('pass');
    expect(empty.detail).toMatch(/^0 entries/);
  });
});
