import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/self-acceptance-thinness.js';
import { check, cleanupTrees, criteria } from '../../helpers.js';

afterAll(cleanupTrees);

const handoff = (items: string[], extra = '') =>
  ['# Handoff', '## 5. Validation log', '- code-reviewer: approved', '## 7. Self-acceptance rehearsal', '### 7a. Mechanical pre-check', '```', '$ engagement-lint engagement/ --json', '- {"status": "pass"}', '```', '- $ engagement-lint engagement/', '- `{"status": "pass"}`', '### 7b. Honest concerns', ...items, extra, '## 8. Deploy log', '- [crit-9] not a §7 concern'].join('\n');
const files = (items: string[], size = 'M') => ({ 'criteria.md': criteria({ size }), 'handoff.md': handoff(items) });

describe('self-acceptance-thinness', () => {
  it('skips without handoff.md, and fails under --mode ready', async () => {
    const r = await check(rule, { 'criteria.md': criteria() });
    expect(r.status).toBe('skip');
    expect(r.detail).toBe('handoff.md not yet written');
    const ready = await check(rule, { 'criteria.md': criteria() }, { options: { mode: 'ready' } });
    expect(ready.status).toBe('fail');
    expect(ready.detail).toBe('REQUIRED in --mode ready: handoff.md not yet written');
  });

  it('fails without a §7 Self-acceptance section', async () => {
    const r = await check(rule, { 'handoff.md': '# Handoff\n## 7. Rehearsal\n1. [crit-1] x\n## 8. Deploy log\n' });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('§7 block missing');
    expect(r.findings[0]!.line).toBe(4);
  });

  it('passes with enough tagged concerns, excluding pasted commands and output', async () => {
    const r = await check(rule, files(['1. [crit-2] Quarter preset untested on dark theme — deferred in §11', '2. [scope-creep] Added a retry wrapper', '3. [non-criteria] Naming']));
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('3 concerns (1 crit, 1 scope-creep, 1 non-criteria, 0 untagged), threshold 2 for size=M');
  });

  it('uses threshold 1 at size S and 2 at M/L', async () => {
    const one = ['1. [crit-1] The only concern'];
    expect((await check(rule, files(one, 'S'))).status).toBe('pass');
    const r = await check(rule, files(one, 'L'));
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('§7 has 1 concerns, threshold 2 for size=L');
    expect(r.findings[0]!.line).toBe(4);
  });

  it('fails when the concerns duck the criteria', async () => {
    const r = await check(rule, files(['- [non-criteria] Naming could be better', '- Docstrings are short', '- [crit-{N} | non-criteria | scope-creep] unfilled template']));
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('§7 concerns ducked criteria entirely (0 crit-N, 0 scope-creep, 1 non-criteria, 2 untagged)');
    expect(r.findings.map((f) => f.line)).toEqual([13, 14, 15]);
  });

  it('fails with more than one [non-criteria] concern, at the extra ones', async () => {
    const r = await check(rule, files(['1. [crit-1] real', '2. [NON-CRITERIA] filler', '3. [non-criteria] more filler']));
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('§7 has 2 [non-criteria] concerns (cap is 1)');
    expect(r.findings).toEqual([expect.objectContaining({ line: 15, column: 4 })]);
  });

  it('reads tags and items as the reference does: no inner spaces in a tag, list lines in code blocks count', async () => {
    const spaced = await check(rule, files(['1. [ crit-1 ] spaced tag', '2. [crit -2] broken tag']));
    expect(spaced.status).toBe('fail');
    expect(spaced.detail).toBe('§7 concerns ducked criteria entirely (0 crit-N, 0 scope-creep, 0 non-criteria, 2 untagged)');
    const fenced = await check(rule, files(['1. [crit-1] the only real concern', '```text', '- [scope-creep] pasted from the executor report', '```']));
    expect(fenced.status).toBe('pass');
    expect(fenced.detail).toBe('2 concerns (1 crit, 1 scope-creep, 0 non-criteria, 0 untagged), threshold 2 for size=M');
  });

  it('survives an empty §7 and a binary handoff', async () => {
    const empty = await check(rule, { 'handoff.md': '## 7. Self-acceptance\n' });
    expect(empty.status).toBe('fail');
    expect(empty.detail).toBe('§7 has 0 concerns, threshold 2 for size=M');
    const bin = await check(rule, { 'handoff.md': Buffer.from([0, 0xff, 0x23, 10]) });
    expect(bin.status).toBe('fail');
    expect(bin.detail).toBe('§7 block missing');
  });
});
