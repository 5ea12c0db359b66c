import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countResults } from '../../../packages/core/src/engine.js';
import { loadGraphTarget, looksLikeGraph, type GraphModel } from '../../../packages/core/src/model/graph/index.js';
import { graphRules } from '../../../rules/graph/index.js';
import { runAll } from '../../rule-tester.js';

const DIR = path.resolve('examples/graphs');
const README = fs.readFileSync(path.join(DIR, 'README.md'), 'utf8');

interface Row {
  file: string;
  verdict: string;
  expected: Map<string, 'fail' | 'warn'>;
}

const rows: Row[] = README.split('\n')
  .map((l) => /^\| `([^`]+)` \| (\w+) \| (.*) \|$/.exec(l))
  .filter((m): m is RegExpExecArray => m !== null)
  .map((m) => ({
    file: m[1]!,
    verdict: m[2]!,
    expected: new Map([...m[3]!.matchAll(/`(graph-[a-z-]+)`( \(warn\))?/g)].map((x) => [x[1]!, x[2] ? 'warn' : 'fail'] as const)),
  }));

describe('examples/graphs', () => {
  it('has a README row for every transcript, and the rows name real rules', () => {
    const files = fs.readdirSync(DIR).filter((f) => f !== 'README.md').sort();
    expect(rows.map((r) => r.file).sort()).toEqual(files);
    const ids = new Set(graphRules.map((r) => r.id));
    for (const r of rows) for (const id of r.expected.keys()) expect(ids.has(id), id).toBe(true);
  });
  it('together trip every graph rule', () => {
    const tripped = new Set(rows.flatMap((r) => [...r.expected.keys()]));
    expect(graphRules.map((r) => r.id).filter((id) => !tripped.has(id))).toEqual([]);
  });
  for (const row of rows) {
    it(`${row.file}: ${row.verdict}, with exactly the rules the README names not passing`, async () => {
      const abs = path.join(DIR, row.file);
      expect(looksLikeGraph(abs, fs.readFileSync(abs, 'utf8').slice(0, 65536))).toBe(true);
      const results = await runAll(graphRules, loadGraphTarget(abs).model as GraphModel, { preset: 'recommended' });
      expect(results.filter((r) => r.internal_error)).toEqual([]);
      const got = new Map(results.filter((r) => r.status === 'fail' || r.status === 'warn').map((r) => [r.name, r.status]));
      expect(Object.fromEntries(got)).toEqual(Object.fromEntries(row.expected));
      expect(countResults(results).status).toBe(row.verdict);
      for (const r of results) for (const f of r.findings) expect(f.file).toBe(`examples/graphs/${row.file}`);
    });
  }
});
