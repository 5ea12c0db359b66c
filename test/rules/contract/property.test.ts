import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { contractRules } from '../../../rules/contract/index.js';
import { cleanupContracts, examplesDir, loadContract } from './helpers.js';
import { runAll } from '../../rule-tester.js';

afterAll(cleanupContracts);

const VALID = ['pass-solo.dc.json', 'pass-team.dc.yaml', 'pass-rendering.md', 'pass-team-rendering.md'].map((name) => ({ name, bytes: fs.readFileSync(path.join(examplesDir, name)) }));

type Mutation =
  | { kind: 'truncate'; at: number }
  | { kind: 'deleteLine'; at: number }
  | { kind: 'swapLines'; a: number; b: number }
  | { kind: 'duplicateLine'; at: number }
  | { kind: 'garbage'; at: number; bytes: Uint8Array };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('deleteLine' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('swapLines' as const), a: fc.nat(), b: fc.nat() }),
  fc.record({ kind: fc.constant('duplicateLine' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('garbage' as const), at: fc.nat(), bytes: fc.uint8Array({ minLength: 1, maxLength: 24 }) }),
);

/** Applies mutations to raw bytes (lines split on LF; garbage may break UTF-8 anywhere). */
function mutate(bytes: Buffer, muts: Mutation[]): Buffer {
  let buf = bytes;
  for (const m of muts) {
    const lines = () => {
      const out: Buffer[] = [];
      let start = 0;
      for (let i = 0; i < buf.length; i++) if (buf[i] === 10) (out.push(buf.subarray(start, i + 1)), (start = i + 1));
      if (start < buf.length) out.push(buf.subarray(start));
      return out;
    };
    if (m.kind === 'truncate') buf = buf.subarray(0, buf.length ? m.at % buf.length : 0);
    else if (m.kind === 'garbage') {
      const at = buf.length ? m.at % buf.length : 0;
      buf = Buffer.concat([buf.subarray(0, at), Buffer.from(m.bytes), buf.subarray(at)]);
    } else {
      const ls = lines();
      if (!ls.length) continue;
      if (m.kind === 'deleteLine') ls.splice(m.at % ls.length, 1);
      else if (m.kind === 'duplicateLine') ls.splice(m.at % ls.length, 0, ls[m.at % ls.length]!);
      else {
        const a = m.a % ls.length;
        const b = m.b % ls.length;
        [ls[a], ls[b]] = [ls[b]!, ls[a]!];
      }
      buf = Buffer.concat(ls);
    }
  }
  return buf;
}

describe('contract rules on mutated contracts', () => {
  it('never throw: load and every rule produce a result with in-file positions', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...VALID), fc.array(mutation, { minLength: 1, maxLength: 4 }), async (example, muts) => {
        const bytes = mutate(example.bytes, muts);
        const model = loadContract(example.name, bytes);
        const results = await runAll(contractRules, model);
        expect(results.map((r) => r.name)).toEqual(contractRules.map((r) => r.id));
        const lineCount = bytes.toString('latin1').split(/\r\n|\r|\n/).length;
        for (const r of results) {
          expect(r.internal_error, `${r.name}: ${r.detail}`).toBeUndefined();
          expect(['pass', 'fail', 'warn', 'skip']).toContain(r.status);
          expect(r.detail.length).toBeGreaterThan(0);
          for (const f of r.findings) {
            expect(f.line).toBeGreaterThanOrEqual(1);
            expect(f.line).toBeLessThanOrEqual(lineCount + 1);
            expect(f.column).toBeGreaterThanOrEqual(1);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('the unmutated examples pass every rule', async () => {
    for (const example of VALID) {
      const results = await runAll(contractRules, loadContract(example.name, example.bytes));
      expect(results.filter((r) => r.status === 'fail' || r.status === 'warn').map((r) => `${r.name}: ${r.detail}`), example.name).toEqual([]);
    }
  });
});
