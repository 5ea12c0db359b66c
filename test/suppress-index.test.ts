// The cover index credits each finding as measuring it against every suppression would, and notes the same
// shadowing, while costing the sum of directives and findings (bench/hostile.mjs: open disables over many findings).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coverIndex, narrowest, NARROWNESS } from '../packages/core/src/suppress-index.js';
import { firstCovered, type Directive } from '../packages/core/src/suppress-directives.js';
import type { Finding } from '../packages/core/src/types.js';

const RULES = ['a', 'b'];
const FILES = ['f1', 'f2'];

const directive = fc.record({
  kind: fc.constantFrom<Directive['kind']>('next-line', 'range', 'file', 'target'),
  file: fc.constantFrom(...FILES),
  line: fc.integer({ min: 1, max: 12 }),
  column: fc.constantFrom(1, 3),
  span: fc.integer({ min: 0, max: 12 }),
  rules: fc.subarray(RULES),
});
const finding = fc.record({ file: fc.constantFrom(...FILES), line: fc.integer({ min: 1, max: 14 }), column: fc.constant(1), message: fc.constant('m') });

type Spec = { kind: Directive['kind']; file: string; line: number; column: number; span: number; rules: string[] };
/** Directives in file order, one per place (two cannot be written at one line and column). */
const build = (specs: Spec[]): Directive[] =>
  specs
    .filter((s, i) => specs.findIndex((t) => t.file === s.file && t.line === s.line && t.column === s.column) === i)
    .sort((x, y) => x.line - y.line || x.column - y.column)
    .map((s) => ({ kind: s.kind, file: s.file, line: s.line, column: s.column, rules: s.kind === 'file' || s.kind === 'target' ? (s.rules.length ? s.rules : ['a']) : s.rules, columns: [], reason: 'r', until: s.kind === 'range' ? s.line + s.span : s.line, used: 0, usedBy: [] }));

/** The reference: every suppression measured against every finding. */
function covers(d: Directive, rule: string, f: Finding): boolean {
  if (d.rules.length && !d.rules.includes(rule)) return false;
  if (d.kind === 'target') return true;
  if (f.file !== d.file) return false;
  if (d.kind === 'file') return true;
  if (d.kind === 'next-line') return f.line === d.line + 1;
  return f.line >= firstCovered(d) && f.line <= d.until;
}

/** Credits in file and line order, as the index does, noting shadowing as suppress.ts does; returns the credited ones and each directive's notes. */
function reference(ds: Directive[], rule: string, findings: Finding[]) {
  const order = findings.map((_, i) => i).sort((x, y) => FILES.indexOf(findings[x]!.file) - FILES.indexOf(findings[y]!.file) || findings[x]!.line - findings[y]!.line);
  const by: Array<number | undefined> = [];
  const notes = new Map<Directive, Directive>();
  for (const i of order) {
    const covering = ds.filter((d) => covers(d, rule, findings[i]!));
    const best = narrowest(covering);
    if (!best) continue;
    by[i] = ds.indexOf(best);
    for (const d of covering) {
      if (d === best) continue;
      const prev = notes.get(d);
      if (!prev || NARROWNESS[best.kind] > NARROWNESS[prev.kind]) notes.set(d, best);
    }
  }
  return { by, notes: ds.map((d) => (notes.has(d) ? ds.indexOf(notes.get(d)!) : -1)) };
}

function indexed(ds: Directive[], rule: string, findings: Finding[]) {
  const by: Array<number | undefined> = [];
  const notes = new Map<Directive, Directive>();
  // Files in the reference's order: the index sweeps them as they first appear among the findings.
  const sorted = findings.map((f, i) => ({ f, i })).sort((x, y) => FILES.indexOf(x.f.file) - FILES.indexOf(y.f.file));
  const list = sorted.map((s) => s.f);
  coverIndex(ds).eachFinding(rule, list, (j, best, shadowed) => {
    by[sorted[j]!.i] = ds.indexOf(best);
    for (const d of shadowed) {
      const prev = notes.get(d);
      if (!prev || NARROWNESS[best.kind] > NARROWNESS[prev.kind]) notes.set(d, best);
    }
  });
  return { by, notes: ds.map((d) => (notes.has(d) ? ds.indexOf(notes.get(d)!) : -1)) };
}

describe('the suppressions cover index', () => {
  it('credits every finding and notes every shadowing as a directive-by-finding reading does', () => {
    fc.assert(
      fc.property(fc.array(directive, { maxLength: 14 }), fc.array(finding, { maxLength: 14 }), fc.constantFrom(...RULES), (specs, findings, rule) => {
        const ds = build(specs);
        expect(indexed(ds, rule, findings)).toEqual(reference(ds, rule, findings));
      }),
      { numRuns: 3000 },
    );
  });

  it('hands each finding under thousands of open disables only the directives whose noting changes', () => {
    const ds = build(Array.from({ length: 3000 }, (_, k) => ({ kind: 'range' as const, file: 'f1', line: k + 1, column: 1, span: 1_000_000, rules: [] })));
    const findings = Array.from({ length: 3000 }, (_, k) => ({ file: 'f1', line: 5000 + k, column: 1, message: 'm' }));
    let handed = 0;
    coverIndex(ds).eachFinding('a', findings, (_i, best, shadowed) => {
      expect(best).toBe(ds.at(-1));
      handed += shadowed.length;
    });
    // Each of the 2,999 outer ranges is noted once (by the innermost), not once per finding.
    expect(handed).toBe(2999);
  });
});
