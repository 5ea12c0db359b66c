import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { packs } from '@engagement-lint/rules';
import { lintTarget } from '../packages/core/src/lint.js';
import { engagementRules } from '../rules/engagement/index.js';
import { fakeSystem } from './helpers.js';
import { repoRoot } from './cli-helpers.js';

const source = path.join(repoRoot, 'examples/clean-L');
const files: string[] = [];
const collect = (dir: string) => {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const abs = path.join(dir, e.name);
    if (e.isDirectory()) collect(abs);
    else if (!e.name.endsWith('.png')) files.push(path.relative(source, abs));
  }
};
collect(path.join(source, 'engagement'));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'el-prop-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

type Mutation = { file: number; kind: 'truncate' | 'drop-line' | 'swap-lines' | 'garbage' | 'delete' | 'crlf'; at: number; bytes: number[] };
const mutation = fc.record({
  file: fc.nat(),
  kind: fc.constantFrom('truncate', 'drop-line', 'swap-lines', 'garbage', 'delete', 'crlf'),
  at: fc.nat(),
  bytes: fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 16 }),
}) as fc.Arbitrary<Mutation>;

function apply(dir: string, m: Mutation) {
  const rel = files[m.file % files.length]!;
  const abs = path.join(dir, rel);
  const buf = fs.readFileSync(abs);
  const lines = buf.toString('utf8').split('\n');
  switch (m.kind) {
    case 'truncate':
      return fs.writeFileSync(abs, buf.subarray(0, m.at % (buf.length + 1)));
    case 'drop-line':
      lines.splice(m.at % lines.length, 1);
      return fs.writeFileSync(abs, lines.join('\n'));
    case 'swap-lines': {
      const i = m.at % lines.length;
      const j = (m.at * 7 + 3) % lines.length;
      [lines[i], lines[j]] = [lines[j]!, lines[i]!];
      return fs.writeFileSync(abs, lines.join('\n'));
    }
    case 'garbage': {
      const i = m.at % (buf.length + 1);
      return fs.writeFileSync(abs, Buffer.concat([buf.subarray(0, i), Buffer.from(m.bytes), buf.subarray(i)]));
    }
    case 'crlf':
      return fs.writeFileSync(abs, buf.toString('utf8').replace(/\n/g, '\r\n'));
    case 'delete':
      return fs.rmSync(abs);
  }
}

describe('engagement rules on mutated engagements', () => {
  it('never crash and always locate findings inside the project', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 6 }), async (mutations) => {
        const project = path.join(work, `p${run++}`);
        fs.cpSync(source, project, { recursive: true });
        for (const m of mutations) {
          try {
            apply(project, m);
          } catch {
            // a file deleted by an earlier mutation: nothing to mutate
          }
        }
        const report = await lintTarget(path.join(project, 'engagement'), { packs, rules: engagementRules, preset: 'recommended', allChecks: true, overrideChecks: ['heartbeat-staleness'], system: fakeSystem(), receipt: true });
        const crashed = report.checks.filter((c) => c.internal_error);
        expect(crashed, JSON.stringify(crashed)).toEqual([]);
        for (const c of report.checks) {
          for (const f of c.findings) {
            expect(f.line).toBeGreaterThanOrEqual(1);
            expect(f.column).toBeGreaterThanOrEqual(1);
            expect(f.file.startsWith('..')).toBe(false);
          }
        }
        fs.rmSync(project, { recursive: true, force: true });
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
