// Suppressions in a whole lint run: a malformed one fails the run instead of passing it silently.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defineRule, type Rule } from '../packages/core/src/rule.js';
import type { EngagementModel } from '../packages/core/src/model/engagement.js';
import { lintTarget } from '../packages/core/src/lint.js';
import { packs } from '@engagement-lint/rules';
import { cleanupTrees, criteria, fakeSystem, makeEngagement, writeTree } from './helpers.js';

afterAll(cleanupTrees);

const failing: Rule = defineRule({
  id: 'always-fails',
  pack: 'engagement',
  tiers: ['S', 'M', 'L'],
  summary: 'always fails',
  docs: 'docs',
  statuses: ['pass', 'fail', 'skip'],
  check: ({ model }) => {
    const doc = (model as EngagementModel).handoff!;
    return { status: 'fail', detail: 'x', findings: [doc.at(3, 'bad line 3')] };
  },
});
const lint = (dir: string) => lintTarget(dir, { packs, rules: [failing], overrideChecks: ['always-fails'], git: false, system: fakeSystem() });
/** Fails on line 3 of each executor report, as the model lists them (`.md` in any case). */
const reportFails: Rule = defineRule({
  id: 'report-fails',
  pack: 'engagement',
  tiers: ['S', 'M', 'L'],
  summary: 'fails on every executor report',
  docs: 'docs',
  statuses: ['pass', 'fail', 'skip'],
  check: ({ model }) => {
    const reports = (model as EngagementModel).executorReports();
    return reports.length ? { status: 'fail', detail: 'x', findings: reports.map((d) => d.at(3, 'bad line 3')) } : { status: 'pass', detail: 'no report' };
  },
});
const lintReports = (dir: string) => lintTarget(dir, { packs, rules: [reportFails], overrideChecks: ['report-fails'], git: false, system: fakeSystem() });

describe('suppressions in a lint run', () => {
  it('a criteria.md entry with `rules:` for `rule:` suppresses nothing and fails the suppressions check', async () => {
    const dir = makeEngagement({ 'criteria.md': criteria({ 'engagement-lint-disable': '[{rules: always-fails, reason: "x"}]' }), 'handoff.md': '# H\n\nline 3\n' });
    const r = await lint(dir);
    expect(r.checks.find((c) => c.name === 'always-fails')!.status).toBe('fail');
    const s = r.checks.find((c) => c.name === 'suppressions')!;
    expect(s).toMatchObject({ status: 'fail', detail: '1 malformed suppression' });
    expect(s.findings[0]).toMatchObject({ file: 'engagement/criteria.md', message: 'engagement-lint-disable entry with unknown key rules suppresses nothing; did you mean "rule"?' });
  });

  it('a malformed suppression in a markdown file no check reads (a rogue notes.md) is still reported', async () => {
    const dir = makeEngagement({ 'criteria.md': criteria(), 'handoff.md': '# H\n\nline 3\n', 'notes.md': '<!-- engagement-lint-disable-next-line always-fails -->\n<!-- engagement-lint-bogus x -- y -->\n' });
    const s = (await lint(dir)).checks.find((c) => c.name === 'suppressions')!;
    expect(s.status).toBe('fail');
    expect(s.findings.map((f) => [f.file, f.line])).toEqual([['engagement/notes.md', 1], ['engagement/notes.md', 2]]);
  });

  it('a mistyped enable names the rule meant, against the rules of the run', async () => {
    const dir = makeEngagement({ 'criteria.md': criteria(), 'handoff.md': '# H\n<!-- engagement-lint-disable always-fails -- archived -->\nline 3\n<!-- engagement-lint-enable always-fail -->\n' });
    const s = (await lint(dir)).checks.find((c) => c.name === 'suppressions')!;
    // After the notice naming the disable in effect, with its reason.
    expect(s.findings).toEqual([
      { file: 'engagement/handoff.md', line: 2, column: 1, message: 'suppression of always-fails silences always-fails (1 finding); reason: archived', severity: 'info' },
      { file: 'engagement/handoff.md', line: 4, column: 29, message: 'enable names unknown rule always-fail; did you mean "always-fails"?', severity: 'warning' },
    ]);
  });

  it('a suppression comment in an executor report named .MD suppresses its finding, as in a .md one', async () => {
    for (const name of ['dev.md', 'dev.MD', 'dev.Md']) {
      const dir = makeEngagement({ 'criteria.md': criteria(), 'handoff.md': '# H\n', [`executor-reports/${name}`]: '# Report\n<!-- engagement-lint-disable-next-line report-fails -- archived run -->\nline 3\n' });
      const r = await lintReports(dir);
      expect(r.checks.find((c) => c.name === 'report-fails'), name).toMatchObject({ status: 'pass', findings: [] });
      const s = r.checks.find((c) => c.name === 'suppressions')!;
      expect(s.findings, name).toEqual([{ file: `engagement/executor-reports/${name}`, line: 2, column: 1, message: 'suppression of report-fails silences report-fails (1 finding); reason: archived run', severity: 'info' }]);
    }
  });

  it('a suppression in an executor report named .MD that matches nothing is reported as unused, as in a .md one', async () => {
    for (const name of ['dev.md', 'dev.MD']) {
      const dir = makeEngagement({ 'criteria.md': criteria(), 'handoff.md': '# H\n', [`executor-reports/${name}`]: '# Report\n\nline 3\n<!-- engagement-lint-disable-next-line report-fails -- archived run -->\nline 5\n' });
      const r = await lintReports(dir);
      expect(r.checks.find((c) => c.name === 'report-fails')!.status, name).toBe('fail');
      const s = r.checks.find((c) => c.name === 'suppressions')!;
      expect(s.status, name).toBe('warn');
      expect(s.findings, name).toEqual([{ file: `engagement/executor-reports/${name}`, line: 4, column: 40, message: 'suppression of report-fails suppresses nothing; remove it', severity: 'warning' }]);
    }
  });

  it('a malformed suppression in a markdown file no check reads is reported whatever the case of its .md', async () => {
    const dir = makeEngagement({ 'criteria.md': criteria(), 'handoff.md': '# H\n\nline 3\n', 'NOTES.MD': '<!-- engagement-lint-bogus x -- y -->\n' });
    const s = (await lint(dir)).checks.find((c) => c.name === 'suppressions')!;
    expect(s.status).toBe('fail');
    expect(s.findings.map((f) => [f.file, f.line])).toEqual([['engagement/NOTES.MD', 1]]);
  });

  it('unclosed openings repeated over every file the built-in rules read give a sane, bounded report', async () => {
    const line = '<!-- engagement-lint-disable '.repeat(3500);
    const md = (title: string) => `# ${title} ${line}\n\n${line}\n## 1. ${line}\n- ${line}\n`;
    const root = writeTree({ 'engagement/criteria.md': criteria({ size: 'S' }, `${md('Acceptance criteria')}## Done when\n- ${line}\n`), 'engagement/handoff.md': md('Handoff') });
    const r = await lintTarget(path.join(root, 'engagement'), { packs, rules: (p) => p.rules(), allChecks: true, preset: 'recommended', git: false, system: fakeSystem() });
    const s = r.checks.find((c) => c.name === 'suppressions')!;
    expect(s.status).toBe('fail');
    expect(s.findings.length).toBeGreaterThan(0);
    expect(s.findings.length).toBeLessThanOrEqual(500);
    expect(s.findings.every((f) => f.message.startsWith('suppression comment does not close on its line'))).toBe(true);
  });
});
