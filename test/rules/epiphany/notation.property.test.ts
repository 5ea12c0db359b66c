import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupTrees } from '../../helpers.js';
import { cleanState, epiphanyRules, runEpiphany } from './helpers.js';

afterAll(cleanupTrees);

/**
 * The protocol fixes what the state files mean, not how their prose is written:
 * notes, hypotheses and reasons hold code, nested brackets, markdown and
 * sentences that start in lower case. Embedded in a state folder that follows
 * the protocol, none of it may turn a verdict into a failure or a warning.
 */
const SNIPPETS: string[][] = [
  ['```python', '# why: the plan cache is per process', 'cache: dict[str, list[tuple[int, int]]] = {}', '```'],
  ['```ts', '// # Subgoal: not a heading inside code', 'const plans = new Map<string, Plan>();', '```'],
  ['~~~sql', 'SELECT tenant_id, count(*) FROM plans WHERE (hits > 0 AND (age < 60)) GROUP BY tenant_id;', '~~~'],
  ['- is the cache keyed by `normalise(q)` (lower-case, trimmed)?', '  - yes: see [the handler](src/search/handler.ts#L12) ((checked))'],
  ['> p95 drops when the cache is warm; **cold** tenants still spike.'],
  ['fn key(q: &str) -> String { q.trim().to_lowercase() }'],
  ['<PlanCache tenant={t.id} ttl={60} />'],
  ['1. profile the cold path', '2. compare `ev-1` with `ev-4` [p95: 410 → 172 ms]'],
];

const text = fc.array(fc.constantFrom(...SNIPPETS), { minLength: 1, maxLength: 3 }).map((xs) => xs.flat());

describe('epiphany rules on state whose prose uses any notation', () => {
  it('give no failure and no warning', async () => {
    const clean = cleanState();
    await fc.assert(
      fc.asyncProperty(text, text, async (scratchBody, note) => {
        const block = note.map((l) => `      ${l}`).join('\n');
        const map = clean['state/map.yaml']!.replace('    why: Plan parsing was 60% of p95 on the profile in ev-1', `    why: |\n${block}`);
        const branches = clean['state/branches.json']!.replace(
          '"Memory for the precomputed index is 40x the current index (ev-2)"',
          JSON.stringify(`memory for the precomputed index is 40x the current one (ev-2); ${note.join(' ')}`),
        );
        expect(map).toContain(note[0]);
        expect(branches).not.toBe(clean['state/branches.json']);
        const scratch = ['# Subgoal: why p95 spikes on cold tenants', '', '## Open questions', ...scratchBody, '', '## Local reasoning', ...note, ''].join('\n');
        const results = await runEpiphany(epiphanyRules, { ...clean, 'state/map.yaml': map, 'state/branches.json': branches, 'state/scratch.md': scratch });
        const bad = results.filter((r) => r.status === 'fail' || r.status === 'warn').map((r) => `${r.name}: ${r.detail}`);
        expect(bad).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});
