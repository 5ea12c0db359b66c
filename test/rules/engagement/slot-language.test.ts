import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/slot-language.js';
import { check, cleanupTrees } from '../../helpers.js';

afterAll(cleanupTrees);

describe('slot-language', () => {
  it('passes clean artefacts (and when none exist)', async () => {
    expect((await check(rule, {})).status).toBe('pass');
    const r = await check(rule, { 'handoff.md': '# Handoff\n## 10. Iteration counter\nCurrent round: 2. Prior round(s): 1.\nThe final report lists every atlas.\n' });
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('no banned slot/last-attempt language');
  });

  it('fails on English phrases with file:L<n> hits and located findings', async () => {
    const r = await check(rule, {
      'handoff.md': '# Handoff\nWe are on slot 2/2 now.\n',
      'acceptance-log.md': '## Iteration 2\nThis is the LAST attempt; after that we are out of retries.\n',
      'validation-log.md': 'iteration 2 of 3 — burning budget here\n',
    });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe(
      'slot/last-attempt language: handoff.md:L2: We are on slot 2/2 now.; acceptance-log.md:L2: This is the LAST attempt; after that we are out of retries.; validation-log.md:L1: iteration 2 of 3 — burning budget here',
    );
    expect(r.findings.map((f) => [f.file, f.line, f.column])).toEqual([
      ['engagement/handoff.md', 2, 11],
      ['engagement/acceptance-log.md', 2, 13],
      ['engagement/acceptance-log.md', 2, 45],
      ['engagement/validation-log.md', 1, 1],
      ['engagement/validation-log.md', 1, 20],
    ]);
  });

  it('matches Russian phrases with Unicode word edges', async () => {
    const r = await check(rule, { 'scope-sync.md': 'Это последняя попытка.\nКруги закончились, эскалируем.\nИ последний раунд тоже.\n' });
    expect(r.status).toBe('fail');
    expect(r.findings.map((f) => [f.line, f.column])).toEqual([[1, 5], [2, 1], [3, 3]]);
  });

  it('does not match inside longer Cyrillic or Latin words', async () => {
    const r = await check(rule, { 'scope-sync.md': 'Предпоследняя попытка была удачной.\nкругизакончились\nthe bloglast attempts, slot 2/2x, multislot 1/2\n' });
    expect(r.status).toBe('pass');
  });

  it('skips lines that quote the ban', async () => {
    const r = await check(rule, {
      'handoff.md': [
        '> "last attempt" creates pressure',
        'Slot language ("slot 1/2 used", "final round") is banned.',
        'Do NOT write "last chance" in the handoff.',
        "Don't use \"final attempt\".",
        '"последний шанс" — запрещено.',
        'anti-pattern: iteration budget exhausted',
      ].join('\n'),
    });
    expect(r.status).toBe('pass');
  });

  it('does not take a curly-apostrophe "don’t use" for a quote of the ban (reference parity)', async () => {
    const r = await check(rule, { 'handoff.md': 'Note: don’t use "final attempt" here.\n' });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('slot/last-attempt language: handoff.md:L1: Note: don’t use "final attempt" here.');
  });

  it('shows at most five hits in the detail but reports every one as a finding', async () => {
    const r = await check(rule, { 'handoff.md': Array.from({ length: 7 }, (_, i) => `line ${i}: final round`).join('\n') });
    expect(r.status).toBe('fail');
    expect(r.detail.match(/handoff\.md:L\d+/g)).toHaveLength(5);
    expect(r.detail).toMatch(/\(\+2 more\)$/);
    expect(r.findings).toHaveLength(7);
  });

  it('survives binary files and a huge line', async () => {
    const r = await check(rule, { 'handoff.md': Buffer.from([0, 0xff, 10, 0x6c]), 'scope-sync.md': `${'x '.repeat(200_000)}last round` });
    expect(r.status).toBe('fail');
    expect(r.findings).toHaveLength(1);
    expect(r.detail.length).toBeLessThan(200);
  });
});
