/**
 * The recommended preset reads a heading however markdown lets it be written: setext (`Title` over `===` or
 * `---`) as well as ATX, and past the decoration the handoff reader reads past (emphasis, a leading emoji).
 * Each reader below has a case its ATX-only reading got wrong, and one that fails still: a `---` after a
 * blank line is a thematic break, and underlines nothing.
 */
import { afterAll, describe, expect, it } from 'vitest';
import heartbeatStaleness from '../../../rules/engagement/heartbeat-staleness.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { lint, type Tree } from '../../rule-tester.js';

afterAll(cleanupTrees);

const recommended = { preset: 'recommended' as const };

describe('heartbeat-staleness: a heartbeat under a setext or decorated heading is a heartbeat', () => {
  const NOW = new Date('2026-11-30T12:00:00Z');
  const files = (log: string): Tree => ({ 'criteria.md': criteria({ size: 'S' }), 'validation-log.md': `# Validation log\n\n${log}\n## Heartbeat — Phase plan — completed 2026-11-30 11:10:00\n- iteration: 1\n` });
  const run = (log: string) => lint(heartbeatStaleness, { files: files(log), options: { ...recommended, now: NOW } });
  it.each([
    ['setext', 'Heartbeat — Phase deliver — completed 2026-11-30 11:58:00\n----------------------------------------------------------\n- iteration: 1\n'],
    ['bold, with an emoji', '## 💓 **Heartbeat — Phase deliver — completed 2026-11-30 11:58:00**\n- iteration: 1\n'],
  ])('the latest heartbeat, %s, is read', async (_form, log) => {
    const r = await run(log);
    expect(r.status, r.detail).toBe('pass');
    expect(r.detail).toBe('last heartbeat (Phase deliver) completed 2 min ago, within 5 min');
  });
  it('a heartbeat line before a blank line and a thematic break is no heading: the stale one is the latest', async () => {
    const r = await run('Heartbeat — Phase deliver — completed 2026-11-30 11:58:00\n\n---\n');
    expect(r.status).toBe('warn');
    expect(r.detail).toMatch(/^last heartbeat \(Phase plan, L\d+\) completed 50 min ago, over the 5-min limit/);
  });
});
