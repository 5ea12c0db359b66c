import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/verdict-canonical.js';
import { check, cleanupTrees } from '../../helpers.js';

afterAll(cleanupTrees);

describe('verdict-canonical', () => {
  it('skips without acceptance-log.md, also under --mode ready', async () => {
    for (const mode of ['progress', 'ready'] as const) {
      const r = await check(rule, {}, { options: { mode } });
      expect(r.status).toBe('skip');
      expect(r.detail).toBe('acceptance-log.md not yet written');
    }
  });

  it('passes on a canonical verdict line', async () => {
    for (const v of ['ACCEPT', 'REJECT', 'ABORTED']) {
      const r = await check(rule, { 'acceptance-log.md': `# Acceptance log\n## Iteration 1\n### Verdict: ${v} — reasons below\n` });
      expect(r.status).toBe('pass');
      expect(r.detail).toBe(`canonical verdict found: ${v}`);
    }
  });

  it('warns on each legacy form, at its line', async () => {
    const cases: Array<[string, string, number]> = [
      ['## Iteration 1\n**ACCEPTED**\n', '**ACCEPTED**', 2],
      ['## Iteration 1\nVerdict: ACCEPTED\n', 'Verdict: ACCEPTED', 2],
      ['# Verdict: ACCEPT\n', '# Verdict (H1 instead of H3)', 1],
      ['## Iteration 1\n## Verdict\nLooks fine.\n', '## Verdict (no body)', 2],
      ['Notes.\nThe engagement billing-fix is **CLOSED**.\n', 'engagement is CLOSED', 2],
    ];
    for (const [text, label, line] of cases) {
      const r = await check(rule, { 'acceptance-log.md': text });
      expect(r.status, label).toBe('warn');
      expect(r.detail).toBe(`legacy verdict format detected (${label}); canonical is \`### Verdict: ACCEPT|REJECT|ABORTED\``);
      expect(r.findings[0]!.line, label).toBe(line);
    }
  });

  it('fails without a recognisable verdict (ACCEPTED is not ACCEPT; fenced examples do not count)', async () => {
    for (const text of ['## Iteration 1\nShipping it.\n', '### Verdict: ACCEPTED\n', '```\n### Verdict: ACCEPT\n```\n']) {
      const r = await check(rule, { 'acceptance-log.md': text });
      expect(r.status, text).toBe('fail');
      expect(r.detail).toBe('acceptance-log.md exists but no parseable verdict found');
    }
  });

  it('survives empty and binary logs', async () => {
    expect((await check(rule, { 'acceptance-log.md': '' })).status).toBe('fail');
    expect((await check(rule, { 'acceptance-log.md': Buffer.from([0, 0xff, 10, 0xfe]) })).status).toBe('fail');
  });
});
