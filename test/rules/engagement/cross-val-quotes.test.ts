import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/cross-val-quotes.js';
import { check, cleanupTrees, criteria } from '../../helpers.js';

afterAll(cleanupTrees);

const backend = ['# dev-backend', '## Iteration 1', '### Cross-contract claims', '- POST /api/items returns 201 + {id, name}', '- User.email is VARCHAR(254) NOT NULL', '- errors are   RFC 7807   problem+json bodies'].join('\n');
const handoff = (rows: string[]) =>
  ['# Handoff', '## 4. Executor reports', '- dev-backend', '### 4a. Cross-validation table', '| Contract | A | B | Verdict |', '|---|---|---|---|', ...rows, '## 5. Validation log', '- dev-backend.md L4: "not checked outside 4a"'].join('\n');
const base = { 'criteria.md': criteria({ size: 'L' }), 'executor-reports/dev-backend.md': backend };

describe('cross-val-quotes', () => {
  it('skips without handoff.md, and fails under --mode ready', async () => {
    const r = await check(rule, base);
    expect(r.status).toBe('skip');
    expect(r.detail).toBe('handoff.md not yet written');
    const ready = await check(rule, base, { options: { mode: 'ready' } });
    expect(ready.status).toBe('fail');
    expect(ready.detail).toMatch(/^REQUIRED in --mode ready: handoff\.md not yet written/);
  });

  it('skips at size S, even under --mode ready', async () => {
    const files = { ...base, 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff(['| x | dev-backend.md L1: "nope" | | |']) };
    for (const mode of ['progress', 'ready'] as const) {
      const r = await check(rule, files, { options: { mode } });
      expect(r.status).toBe('skip');
      expect(r.detail).toBe('size=S, cross-val table not required');
    }
  });

  it('passes when quotes are verbatim within ±2 lines (straight or curly quotes, any prefix, whitespace-normalised)', async () => {
    const r = await check(rule, {
      ...base,
      'handoff.md': handoff([
        '| POST /api/items | dev-backend.md L4: "returns 201 + {id, name}" | x | MATCH |',
        '| email | executor-reports/dev-backend.md L6: “VARCHAR(254) NOT NULL” | x | MATCH |',
        '| errors | dev-backend.md L5: "RFC 7807 problem+json" | x | MATCH |',
      ]),
    });
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('3 quotes verified');
  });

  it('resolves files under engagement/ and the project root too', async () => {
    const r = await check(rule, {
      ...base,
      'plan.md': '# Plan\nwave 1 ships the contract first\n',
      '../docs/api.md': '# API\n\nitems are paginated by cursor\n',
      'handoff.md': handoff(['| plan | plan.md L2: "ships the contract first" | docs/api.md L3: "paginated by cursor" | MATCH |']),
    });
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('2 quotes verified');
  });

  it('passes a 5-consecutive-word match as a loose match, with a note', async () => {
    const r = await check(rule, { ...base, 'handoff.md': handoff(['| x | dev-backend.md L4: "POST /api/items returns 201 + {id, name, email}" | | |']) });
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/^0 quotes verified, 1 loose-matches .*dev-backend\.md L4 \(handoff L7\); verify by hand if pivotal$/);
  });

  it('fails on phantom quotes: wrong text, far line, missing file, line past the end', async () => {
    const r = await check(rule, {
      ...base,
      'handoff.md': handoff([
        '| a | dev-backend.md L4: "returns 200" | | |',
        '| b | dev-backend.md L1: "VARCHAR(254) NOT NULL" | | |',
        '| c | dev-frontend.md L3: "expects 201" | | |',
        '| d | dev-backend.md L99: "returns 201" | | |',
        '| e | dev-backend.md L4: "returns 201 + {id, name}" | | |',
      ]),
    });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/^phantom quotes: 4 of 5 in §4a/);
    expect(r.findings.map((f) => f.line)).toEqual([7, 8, 9, 10]);
    expect(r.findings[0]).toMatchObject({ file: 'engagement/handoff.md', column: 7 });
    expect(r.findings[2]!.message).toMatch(/dev-frontend\.md not found/);
    expect(r.findings[3]!.message).toMatch(/within ±2 lines of L99 \(engagement\/executor-reports\/dev-backend\.md has 6 lines\)/);
  });

  it('reads the ±2 window as the reference does: past the end it still sees the last lines; loose matches are case-sensitive', async () => {
    const past = await check(rule, { ...base, 'handoff.md': handoff(['| a | dev-backend.md L7: "problem+json bodies" | | |']) });
    expect(past.status).toBe('pass');
    expect(past.detail).toBe('1 quotes verified');
    const cased = await check(rule, { ...base, 'handoff.md': handoff(['| a | dev-backend.md L4: "post /API/items Returns 201 + {id}" | | |']) });
    expect(cased.status).toBe('fail');
  });

  it('finds the block and citations only where the reference does: `### 4a.` and unquoted file names', async () => {
    const phantom = (heading: string, cite = 'dev-backend.md L4: "returns 200"') =>
      ['# Handoff', heading, `| a | ${cite} | | |`, '## 5. Validation log'].join('\n');
    for (const heading of ['## 4a. Cross-validation', '### 4a Cross-validation', '#### 4a. Cross-validation']) {
      const r = await check(rule, { ...base, 'handoff.md': phantom(heading) });
      expect(r.status, heading).toBe('pass');
      expect(r.detail).toMatch(/no `### 4a\.` cross-validation block/);
    }
    const ticked = await check(rule, { ...base, 'handoff.md': phantom('### 4a. Cross-validation', '`dev-backend.md` L4: "returns 200"') });
    expect(ticked.status).toBe('pass');
    expect(ticked.detail).toBe('0 quotes verified');
  });

  it('never resolves a citation outside the project root', async () => {
    const r = await check(rule, { ...base, 'handoff.md': handoff(['| a | ../../../../etc/passwd.md L1: "root" | | |']) });
    expect(r.status).toBe('fail');
    expect(r.findings[0]!.message).toMatch(/not found/);
  });

  it('passes when there is no 4a block to verify', async () => {
    const r = await check(rule, { ...base, 'handoff.md': '# Handoff\n## 4. Executor reports\n- dev-backend.md L4: "whatever"\n' });
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/no `### 4a\.` cross-validation block/);
  });

  it('survives empty and binary handoffs and cited files', async () => {
    expect((await check(rule, { ...base, 'handoff.md': '' })).status).toBe('pass');
    const r = await check(rule, {
      ...base,
      'executor-reports/bin.md': Buffer.from([0, 1, 0xff, 10]),
      'handoff.md': handoff(['| a | bin.md L1: "x y" | | |', `| b | dev-backend.md L4: "${'returns '.repeat(50_000)}" | | |`]),
    });
    expect(r.status).toBe('fail');
    expect(r.findings).toHaveLength(2);
  });
});
