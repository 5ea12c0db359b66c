import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/binary-verdict.js';
import { check, cleanupTrees } from '../../helpers.js';

afterAll(cleanupTrees);

describe('binary-verdict: an ACCEPT that defers verification to the user', () => {
  it('fails a clean ACCEPT whose body hands the remaining check to the user', async () => {
    const log = '# Acceptance log\n## Iteration 1\n### Verdict: ACCEPT\n- All criteria met.\n- The user should verify the CSV export on staging.\n';
    const r = await check(rule, { 'acceptance-log.md': log });
    expect(r.status).toBe('fail');
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]).toMatchObject({ line: 5, column: 3 });
    expect(r.findings[0]!.message).toMatch(/defers verification to the user/);
  });

  it.each([['- Manual check left to the user.'], ['- Пользователь должен проверить экспорт.'], ['- Asked the user to confirm the layout.']])('fails %s', async (line) => {
    const r = await check(rule, { 'acceptance-log.md': `## Iteration 1\n### Verdict: ACCEPT\n${line}\n` });
    expect(r.status).toBe('fail');
  });

  it("passes a deferral criteria.md put out of scope, and a REJECT's request to the user", async () => {
    const log = [
      '## Iteration 1',
      '### Verdict: REJECT — validation incomplete: docker',
      '- The user should start Docker Desktop.',
      '## Iteration 2',
      '### Verdict: ACCEPT',
      '- Mobile layout: the user will check it later, out of scope per criteria.md.',
    ].join('\n');
    const r = await check(rule, { 'acceptance-log.md': log });
    expect(r.status).toBe('pass');
  });
});
