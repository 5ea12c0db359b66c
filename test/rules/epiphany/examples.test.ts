import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countResults, runRules } from '../../../packages/core/src/engine.js';
import { loadEpiphanyTarget, type EpiphanyModel } from '../../../packages/core/src/model/epiphany/index.js';
import { fakeSystem, options } from '../../helpers.js';
import { epiphanyRules, examplesDir } from './helpers.js';

/** Rows of the table in examples/epiphany/README.md. */
function table(): Array<{ folder: string; verdict: string; fail: string[]; warn: string[] }> {
  const text = fs.readFileSync(path.join(examplesDir, 'README.md'), 'utf8');
  const ids = (cell: string) => cell.split(',').map((s) => s.trim()).filter((s) => s.startsWith('epiphany-'));
  return text
    .split('\n')
    .filter((l) => /^\| `[^`]+` \|/.test(l))
    .map((l) => {
      const cells = l.split('|').slice(1, -1).map((c) => c.trim());
      return { folder: cells[0]!.replace(/`/g, ''), verdict: cells[1]!, fail: ids(cells[2]!), warn: ids(cells[3]!) };
    });
}

describe('examples/epiphany', () => {
  const rows = table();
  it('documents every example folder', () => {
    const folders = fs.readdirSync(examplesDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    expect(rows.map((r) => r.folder).sort()).toEqual(folders.sort());
    expect(rows.find((r) => r.folder === 'clean')).toBeDefined();
  });
  it('together trip every rule', () => {
    const tripped = new Set(rows.flatMap((r) => [...r.fail, ...r.warn]));
    expect(epiphanyRules.map((r) => r.id).filter((id) => !tripped.has(id))).toEqual([]);
  });
  for (const row of rows) {
    it(`${row.folder}: ${row.verdict}`, async () => {
      const target = loadEpiphanyTarget(path.join(examplesDir, row.folder));
      const results = await runRules(epiphanyRules, target.model as EpiphanyModel, options(), fakeSystem());
      expect(results.filter((r) => r.internal_error)).toEqual([]);
      expect(results.filter((r) => r.status === 'fail').map((r) => r.name).sort()).toEqual([...row.fail].sort());
      expect(results.filter((r) => r.status === 'warn').map((r) => r.name).sort()).toEqual([...row.warn].sort());
      expect(countResults(results).status).toBe(row.verdict);
      for (const r of results) for (const f of r.findings) expect(f.file).toMatch(new RegExp(`^examples/epiphany/${row.folder}/state/`));
    });
  }
});
