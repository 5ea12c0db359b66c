import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/human-directive.js';
import { check, cleanupTrees } from '../../helpers.js';

afterAll(cleanupTrees);

const consilium = { 'consilium-summary.md': '# Consilium summary\n## Findings\n' };

describe('human-directive', () => {
  it('skips before the consilium ran', async () => {
    const r = await check(rule, { 'acceptance-log.md': '### Verdict: ACCEPT\n' });
    expect(r.status).toBe('skip');
    expect(r.detail).toBe('consilium-summary.md missing — consilium not yet run');
  });

  it('skips while awaiting the directive, and is not promoted by --mode ready', async () => {
    const r = await check(rule, consilium, { options: { mode: 'ready' } });
    expect(r.status).toBe('skip');
    expect(r.detail).toMatch(/awaiting human directive/);
  });

  it('fails when the director wrote a verdict without a directive', async () => {
    const r = await check(rule, { ...consilium, 'acceptance-log.md': '# Log\n### Verdict: ACCEPT\n' });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('consilium ran but human-directive.md absent AND director already wrote verdict');
    expect(r.findings[0]).toMatchObject({ file: 'engagement/acceptance-log.md', line: 1 });
  });

  it('passes on a valid Decision (value case-insensitive)', async () => {
    for (const [line, want] of [
      ['Decision: PROCEED_TO_VERDICT', 'PROCEED_TO_VERDICT'],
      ['Decision: reject_now', 'REJECT_NOW'],
      ['Decision:DIRECTED_VERDICT — accept with crit-4 overruled', 'DIRECTED_VERDICT'],
    ]) {
      const r = await check(rule, { ...consilium, 'human-directive.md': `# Human directive\n\n${line}\n` });
      expect(r.status, line).toBe('pass');
      expect(r.detail).toBe(`directive present, Decision=${want}`);
    }
  });

  it('fails without a Decision line', async () => {
    const r = await check(rule, { ...consilium, 'human-directive.md': '# Human directive\nI decided: proceed\n- Decision PROCEED_TO_VERDICT\n' });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('human-directive.md present but no parseable `Decision:` line');
  });

  it('reads the label only at the very start of a line, as the reference does (no bold, no indent)', async () => {
    for (const line of ['**Decision:** PROCEED_TO_VERDICT', '  Decision: PROCEED_TO_VERDICT', '- Decision: PROCEED_TO_VERDICT', 'decision: PROCEED_TO_VERDICT']) {
      const r = await check(rule, { ...consilium, 'human-directive.md': `# Human directive\n${line}\n` });
      expect(r.status, line).toBe('fail');
      expect(r.detail).toBe('human-directive.md present but no parseable `Decision:` line');
    }
  });

  it('fails on an unknown decision, located at the value', async () => {
    const r = await check(rule, { ...consilium, 'human-directive.md': '# Human directive\n\nDecision: PROCEED\n' });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('human-directive.md Decision=PROCEED not in DIRECTED_VERDICT, PROCEED_TO_VERDICT, REJECT_NOW');
    expect(r.findings[0]).toMatchObject({ file: 'engagement/human-directive.md', line: 3, column: 11 });
  });

  it('survives empty and binary directives', async () => {
    expect((await check(rule, { ...consilium, 'human-directive.md': '' })).status).toBe('fail');
    expect((await check(rule, { ...consilium, 'human-directive.md': Buffer.from([0, 0xff, 10]) })).status).toBe('fail');
  });
});
