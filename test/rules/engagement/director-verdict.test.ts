import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/director-verdict.js';
import { check, cleanupTrees, criteria } from '../../helpers.js';

afterAll(cleanupTrees);

const consilium = [
  '# Consilium summary — iteration 2',
  '## Findings',
  '### 1. **CRITICAL** — email column too short',
  'Evidence: db/schema.sql',
  'Found by: peer-opus, codex-blind (2 reviewers)',
  '### 2. **MINOR** — naming',
  'Found by: haiku-scoped (1 reviewer)',
  '### 3. **MAJOR** — missing index',
  'Found by: peer-opus, codex-informed, sonnet-scoped (3 reviewers)',
  '## Disagreements',
  '- **[CROSS-FAMILY]** peer-opus=satisfied vs codex-blind=rework_required',
  '## Naive-layer catches',
  '- **MAJOR**: empty state renders "undefined"',
  '## Suspicious-too-clean flags',
  'Reviewer(s) returned 0 findings: sonnet-scoped, haiku-scoped.',
  '## Similarity matrix',
  '- **MAJOR**: not a naive catch',
].join('\n');

const verdict = (body: string[]) => ['# Acceptance log', '## Iteration 1', '### Verdict: REJECT', '- finding-1: SUSTAINED', '## Iteration 2', '### Verdict: ACCEPT', ...body].join('\n');
const complete = [
  '- finding-1 (email column): SUSTAINED — fixed',
  '- **finding-3** OVERRULED',
  'Disagreement: SIDED WITH codex-blind',
  '- empty state: REAL',
  '- sonnet-scoped: ACKNOWLEDGED',
  '- haiku-scoped: ACKNOWLEDGED',
];
const base = { 'criteria.md': criteria({ size: 'L' }), 'consilium-summary.md': consilium, iteration: '2' };

describe('director-verdict', () => {
  it('skips at size S, without the consilium and without the acceptance log', async () => {
    expect((await check(rule, { ...base, 'criteria.md': criteria({ size: 'S' }), 'acceptance-log.md': verdict([]) })).detail).toBe(
      'S-tier has no director phase; verdict completeness check N/A',
    );
    expect((await check(rule, { 'criteria.md': criteria(), 'acceptance-log.md': verdict([]) })).detail).toMatch(/^consilium-summary\.md not present/);
    const r = await check(rule, base, { options: { mode: 'ready' } });
    expect(r.status).toBe('skip');
    expect(r.detail).toMatch(/^acceptance-log\.md not present/);
  });

  it('passes when every signal has a marker in the current iteration block', async () => {
    const r = await check(rule, { ...base, 'acceptance-log.md': verdict(complete) });
    expect(r.status).toBe('pass');
    expect(r.detail).toBe(
      'all consilium signals adjudicated (convergent findings: 2/2 adjudicated, cross-family disagreements: 1/1 adjudicated, naive-layer catches: 1/1 adjudicated, too-clean flags: 2/2 adjudicated)',
    );
  });

  it('passes when the consilium raised nothing to adjudicate', async () => {
    const r = await check(rule, { ...base, 'consilium-summary.md': '# Consilium\n## Findings\n', 'acceptance-log.md': verdict([]) });
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('all consilium signals adjudicated (consilium raised none)');
  });

  it('counts only the current iteration: markers of iteration 1 do not cover iteration 2', async () => {
    const r = await check(rule, { ...base, 'acceptance-log.md': verdict(complete.filter((l) => !l.includes('finding-'))) });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('convergent findings: 2 signals, only 0 SUSTAINED/OVERRULED markers in verdict');
    expect(r.findings[0]).toMatchObject({ file: 'engagement/acceptance-log.md', line: 5 });
    expect(r.findings.slice(1).map((f) => [f.file, f.line])).toEqual([
      ['engagement/consilium-summary.md', 3],
      ['engagement/consilium-summary.md', 8],
    ]);
  });

  it('reads the whole log when the current iteration has no section', async () => {
    const r = await check(rule, { ...base, iteration: '3', 'acceptance-log.md': verdict(complete) });
    expect(r.status).toBe('pass');
  });

  it('fails for every kind with fewer markers than signals', async () => {
    const r = await check(rule, { ...base, 'acceptance-log.md': verdict(['- finding-1: SUSTAINED', '- finding-3: OVERRULED', 'Consilium reviewed; all good.']) });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe(
      'cross-family disagreements: 1 signals, only 0 SIDED WITH/SPLIT markers in verdict; naive-layer catches: 1 signals, only 0 REAL/FALSE_POSITIVE markers in verdict; too-clean flags: 2 signals, only 0 ACKNOWLEDGED markers in verdict',
    );
  });

  it('needs a "- <what>:" item for SUSTAINED/OVERRULED, as the verdict template writes them', async () => {
    const r = await check(rule, { ...base, 'acceptance-log.md': verdict(['Consilium reviewed.', 'SUSTAINED', '- SUSTAINED', 'All findings SUSTAINED', ...complete.filter((l) => !l.includes('finding-'))]) });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/^convergent findings: 2 signals, only 0 /);
  });

  it('counts a marker opening the line after its item, and an item opened by a line-final dash (reference parity)', async () => {
    const wrapped = ['- finding-1 (email column too short):', '', '  SUSTAINED — fixed in iter 2', '---', 'finding-3: OVERRULED', ...complete.filter((l) => !l.includes('finding-'))];
    const r = await check(rule, { ...base, 'acceptance-log.md': verdict(wrapped) });
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/convergent findings: 2\/2 adjudicated/);
    const broken = ['- finding-1 (email column too short):', 'see the trace', 'SUSTAINED', ...complete.filter((l) => !l.includes('finding-'))];
    expect((await check(rule, { ...base, 'acceptance-log.md': verdict(broken) })).detail).toMatch(/^convergent findings: 2 signals, only 0 /);
  });

  it('reads signals as consilium-synth writes them: em-dash finding headings, section titles in their case', async () => {
    const hand = ['## Findings', '### 1. **CRITICAL** - hyphen, not an em dash', 'Found by: a, b (2 reviewers)', '## naive-layer catches', '- **MAJOR**: lower-case section'].join('\n');
    const r = await check(rule, { ...base, 'consilium-summary.md': hand, 'acceptance-log.md': verdict([]) });
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('all consilium signals adjudicated (consilium raised none)');
  });

  it('survives empty, binary and huge inputs', async () => {
    expect((await check(rule, { ...base, 'acceptance-log.md': '', 'consilium-summary.md': '' })).status).toBe('pass');
    const huge = `## Iteration 2\n${'- x '.repeat(300_000)}SUSTAINED\n`;
    const r = await check(rule, { ...base, 'consilium-summary.md': Buffer.from([0, 0xff, 10]), 'acceptance-log.md': huge });
    expect(r.status).toBe('pass');
    const t0 = performance.now();
    const slow = await check(rule, {
      ...base,
      'consilium-summary.md': `## Findings\n### 1. **MAJOR** — x\n${'Found by: x '.repeat(20_000)}${'('.repeat(10_000)}\n## Disagreements\n**[CROSS-FAMILY]** ${'a='.repeat(50_000)}\n`,
      'acceptance-log.md': huge,
    });
    expect(slow.status).toBe('pass');
    expect(performance.now() - t0).toBeLessThan(2000);
  });
});

describe('director-verdict with an unreadable counter', () => {
  it('reads an unreadable counter as iteration 1, as the reference does', async () => {
    const files = {
      'criteria.md': criteria({ size: 'M' }),
      iteration: 'iteration: 2\n',
      'consilium-summary.md': '# Consilium\n\n## Naive-layer catches\n\n- **LOW**: label truncates\n',
      'acceptance-log.md': '# Log\n\n## Iteration 1\n\n### Verdict: REJECT\n\n## Iteration 2\n\n- label truncates: REAL\n\n### Verdict: ACCEPT\n',
    };
    expect((await check(rule, files)).status).toBe('fail');
    expect((await check(rule, { ...files, iteration: '2\n' })).status).toBe('pass');
  });
});
