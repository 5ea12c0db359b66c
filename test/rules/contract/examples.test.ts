import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContractTarget, type ContractModel } from '../../../packages/core/src/model/contract/index.js';
import { contractRules } from '../../../rules/contract/index.js';
import { examplesDir } from './helpers.js';
import { runAll } from '../../rule-tester.js';

/** Rows of the README table: file, verdict, rules that fail, (rules that warn). */
function table(): Array<{ file: string; verdict: string; fails: string[]; warns: string[] }> {
  const readme = fs.readFileSync(path.join(examplesDir, 'README.md'), 'utf8');
  return readme
    .split('\n')
    .filter((l) => /^\| [\w.-]+\.(json|ya?ml|md) \|/.test(l))
    .map((l) => {
      const [file, verdict, rules] = l.split('|').slice(1, 4).map((c) => c.trim()) as [string, string, string];
      const ids = rules.split(',').map((s) => s.trim()).filter(Boolean);
      return {
        file,
        verdict,
        fails: ids.filter((s) => !s.startsWith('(')).sort(),
        warns: ids.filter((s) => s.startsWith('(')).map((s) => s.slice(1, -1)).sort(),
      };
    });
}

describe('examples/contracts', () => {
  const rows = table();

  it('the README lists every example file', () => {
    const files = fs.readdirSync(examplesDir).filter((f) => f !== 'README.md').sort();
    expect(rows.map((r) => r.file).sort()).toEqual(files);
  });

  for (const row of rows) {
    it(`${row.file}: ${row.verdict}${row.fails.length ? `, failing ${row.fails.join(', ')}` : ''}`, async () => {
      const target = loadContractTarget(path.join(examplesDir, row.file));
      const results = await runAll(contractRules, target.model as ContractModel);
      const by = (s: string) => results.filter((r) => r.status === s).map((r) => r.name).sort();
      expect(by('fail')).toEqual(row.fails);
      expect(by('warn')).toEqual(row.warns);
      expect(row.verdict).toBe(row.fails.length ? 'fail' : 'pass');
      expect(results.every((r) => !r.internal_error)).toBe(true);
    });
  }

  it('together the failing examples trip every contract rule', () => {
    const tripped = new Set(rows.flatMap((r) => [...r.fails, ...r.warns]));
    expect(contractRules.map((r) => r.id).filter((id) => !tripped.has(id))).toEqual([]);
  });
});
