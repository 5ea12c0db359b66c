import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { runRules } from '../../../packages/core/src/engine.js';
import { loadEpiphanyTarget, type EpiphanyModel } from '../../../packages/core/src/model/epiphany/index.js';
import { cleanupTrees, fakeSystem, options, writeTree, type Tree } from '../../helpers.js';
import { cleanState, epiphanyRules } from './helpers.js';

afterAll(cleanupTrees);

type Mutation =
  | { kind: 'truncate'; at: number }
  | { kind: 'delete-line'; at: number }
  | { kind: 'swap-lines'; a: number; b: number }
  | { kind: 'garbage'; at: number; bytes: Uint8Array }
  | { kind: 'remove' };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('delete-line' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('swap-lines' as const), a: fc.nat(), b: fc.nat() }),
  fc.record({ kind: fc.constant('garbage' as const), at: fc.nat(), bytes: fc.uint8Array({ minLength: 1, maxLength: 24 }) }),
  fc.record({ kind: fc.constant('remove' as const) }),
);

/** Applies mutations to a file's bytes; undefined when the file is removed. */
function mutate(content: Buffer, steps: Mutation[]): Buffer | undefined {
  let buf: Buffer | undefined = content;
  for (const m of steps) {
    if (!buf) return undefined;
    const lines: Buffer[] = [];
    let start = 0;
    for (let i = 0; i <= buf.length; i++) {
      if (i === buf.length || buf[i] === 10) {
        lines.push(buf.subarray(start, i));
        start = i + 1;
      }
    }
    const joinLines = (ls: Buffer[]) => Buffer.concat(ls.flatMap((l, i) => (i ? [Buffer.from('\n'), l] : [l])));
    switch (m.kind) {
      case 'truncate':
        buf = buf.subarray(0, m.at % (buf.length + 1));
        break;
      case 'delete-line':
        lines.splice(m.at % lines.length, 1);
        buf = joinLines(lines);
        break;
      case 'swap-lines': {
        const a = m.a % lines.length;
        const b = m.b % lines.length;
        [lines[a], lines[b]] = [lines[b]!, lines[a]!];
        buf = joinLines(lines);
        break;
      }
      case 'garbage': {
        const at = m.at % (buf.length + 1);
        buf = Buffer.concat([buf.subarray(0, at), Buffer.from(m.bytes), buf.subarray(at)]);
        break;
      }
      case 'remove':
        buf = undefined;
    }
  }
  return buf;
}

const FILES = ['state/map.yaml', 'state/branches.json', 'state/evidence.jsonl', 'state/scratch.md'] as const;

describe('epiphany rules on mutated state', () => {
  const clean = cleanState();
  it('never throw from load or any rule, and report findings with valid positions', async () => {
    const plan = fc.record(Object.fromEntries(FILES.map((f) => [f, fc.array(mutation, { maxLength: 3 })])) as Record<(typeof FILES)[number], fc.Arbitrary<Mutation[]>>);
    await fc.assert(
      fc.asyncProperty(plan, async (p) => {
        const tree: Tree = {};
        for (const f of FILES) {
          const out = mutate(Buffer.from(clean[f]!, 'utf8'), p[f]);
          if (out) tree[f] = out;
        }
        if (Object.keys(tree).length === 0) tree['state/'] = '';
        const target = loadEpiphanyTarget(writeTree(tree));
        const results = await runRules(epiphanyRules, target.model as EpiphanyModel, options(), fakeSystem());
        expect(results.filter((r) => r.internal_error).map((r) => r.detail)).toEqual([]);
        expect(results).toHaveLength(epiphanyRules.length);
        for (const r of results) {
          expect(['pass', 'fail', 'warn', 'skip']).toContain(r.status);
          expect(r.detail.length).toBeGreaterThan(0);
          for (const f of r.findings) {
            expect(f.line).toBeGreaterThanOrEqual(1);
            expect(f.column).toBeGreaterThanOrEqual(1);
            expect(f.file).toMatch(/state\/(map\.yaml|branches\.json|evidence\.jsonl|scratch\.md)$/);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
  it('leave the clean example passing when nothing is mutated', async () => {
    const target = loadEpiphanyTarget(writeTree(clean));
    const results = await runRules(epiphanyRules, target.model as EpiphanyModel, options(), fakeSystem());
    expect(results.filter((r) => r.status !== 'pass').map((r) => `${r.name}: ${r.detail}`)).toEqual([]);
  });
});
