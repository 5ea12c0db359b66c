import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runRules } from '../../../packages/core/src/engine.js';
import { ProjectFs } from '../../../packages/core/src/io/project-fs.js';
import { decodeText, splitLines } from '../../../packages/core/src/io/text.js';
import { GraphModel, parseGraphText } from '../../../packages/core/src/model/graph/index.js';
import { graphRules } from '../../../rules/graph/index.js';
import { fakeSystem, options } from '../../helpers.js';

const REL = 'examples/graphs/passing-sarif-output.md';
const VALID = fs.readFileSync(path.resolve(REL));
const fsRoot = new ProjectFs(path.resolve('.'));

/** One mutation of the valid transcript's bytes. */
const mutation = fc.oneof(
  fc.nat().map((n) => ({ kind: 'truncate', apply: (b: Buffer) => b.subarray(0, n % (b.length + 1)) })),
  fc.array(fc.nat(), { minLength: 1, maxLength: 8 }).map((ns) => ({
    kind: 'delete lines',
    apply: (b: Buffer) => {
      const lines = b.toString('latin1').split('\n');
      for (const n of ns) lines.splice(n % lines.length, 1);
      return Buffer.from(lines.join('\n'), 'latin1');
    },
  })),
  fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 8 }).map((pairs) => ({
    kind: 'swap lines',
    apply: (b: Buffer) => {
      const lines = b.toString('latin1').split('\n');
      for (const [x, y] of pairs) {
        const i = x % lines.length;
        const j = y % lines.length;
        [lines[i], lines[j]] = [lines[j]!, lines[i]!];
      }
      return Buffer.from(lines.join('\n'), 'latin1');
    },
  })),
  fc.tuple(fc.nat(), fc.uint8Array({ minLength: 1, maxLength: 64 })).map(([at, junk]) => ({
    kind: 'garbage bytes',
    apply: (b: Buffer) => {
      const i = at % (b.length + 1);
      return Buffer.concat([b.subarray(0, i), Buffer.from(junk), b.subarray(i)]);
    },
  })),
);

function modelOf(bytes: Buffer): GraphModel {
  const { text, problems } = decodeText(bytes);
  return new GraphModel({ rel: REL, abs: path.resolve(REL), text, lines: splitLines(text), bytes: bytes.length, problems }, fsRoot);
}

describe('graph parser and rules under mutation', () => {
  it('never throw, return documented statuses and locate findings inside the file', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 3 }), async (ms) => {
        let bytes: Buffer = VALID;
        for (const m of ms) bytes = m.apply(bytes);
        const model = modelOf(bytes);
        const results = await runRules(graphRules, model, options({ preset: 'recommended' }), fakeSystem());
        const lineCount = Math.max(1, model.file.lines.length);
        for (const [k, r] of results.entries()) {
          expect(r.internal_error, `${r.name}: ${r.detail}`).toBeUndefined();
          expect(graphRules[k]!.statuses).toContain(r.status);
          for (const f of r.findings) {
            expect(f.line).toBeGreaterThanOrEqual(1);
            expect(f.line, `${r.name}: ${f.message}`).toBeLessThanOrEqual(lineCount);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
  it('parses arbitrary text without throwing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 2000 }), (s) => {
        const p = parseGraphText(s);
        for (const x of p.problems) expect(x.line).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });
  it('parses arbitrary lines built from the block vocabulary without throwing', () => {
    const word = fc.constantFrom('DELEGATED GRAPH:', 'AGENT SUBGRAPH —', 'RETURN:', 'IMPLEMENTED GRAPH:', 'NODES:', 'EDGES:', 'WAVES:', 'WAVE 1 :', '[N1 ∥ N2]', 'N1', 'N2 →', '->', 'domain=a', 'output=x.ts', 'status=pending', 'WHY :', 'TASK', '1.', 'STATUS : done', 'GAPS : [N1]', 'VERDICT : matches', '═══', '```', '  ', '>', '#', 'EVOLUTIONS : [{ node: N1 }]');
    fc.assert(
      fc.property(fc.array(fc.array(word, { maxLength: 6 }).map((ws) => ws.join(' ')), { maxLength: 60 }), (lines) => {
        expect(() => parseGraphText(lines.join('\n'))).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });
});
