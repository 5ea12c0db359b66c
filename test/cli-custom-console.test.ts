// What a custom rule prints with console goes to stderr: stdout carries the report alone, so a
// leftover debug line cannot break a JSON or SARIF document. Through the built CLI, on the main
// thread (one target) and on worker threads (many targets).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, repoRoot } from './cli-helpers.js';

const made: string[] = [];
afterAll(() => made.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

// Prints when imported and on every check, in each of the ways console writes to stdout.
const RULE = `console.log('LOADED-LOG');
export default { id: 'team-logs', pack: 'engagement', summary: 'prints', docs: 'Prints.', statuses: ['pass'], check: () => {
  console.log('CHECK-LOG'); console.info('CHECK-INFO'); console.debug('CHECK-DEBUG'); console.dir({ dir: 'CHECK-DIR' }); console.table([{ t: 'CHECK-TABLE' }]);
  console.warn('CHECK-WARN'); console.error('CHECK-ERROR');
  return { status: 'pass', detail: 'ok' };
} };
`;

/** A repository with `count` copies of clean-S and a config naming the rule above. */
function project(count: number): string {
  const dir = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'el-console-'));
  made.push(dir);
  fs.mkdirSync(path.join(dir, '.git'));
  fs.mkdirSync(path.join(dir, 'checks'));
  fs.writeFileSync(path.join(dir, 'checks/logs.mjs'), RULE);
  fs.writeFileSync(path.join(dir, '.engagement-lint.yaml'), 'customRules: [./checks/logs.mjs]\n');
  for (let i = 0; i < count; i++) fs.cpSync(path.join(repoRoot, 'examples/clean-S'), path.join(dir, `p${i}`), { recursive: true });
  return dir;
}

describe("a custom rule's console output", () => {
  for (const [what, count] of [['one target (main thread)', 1], ['many targets (worker threads)', 6]] as const) {
    it(`goes to stderr, and stdout is the report alone: ${what}`, () => {
      const cwd = project(count);
      const targets = Array.from({ length: count }, (_, i) => `p${i}/engagement`);
      for (const format of [['--json'], ['--format', 'sarif']]) {
        const r = cli([...targets, ...format, '--no-git'], { cwd });
        expect(r.code, r.stderr).toBe(0);
        expect(() => JSON.parse(r.stdout), r.stdout.slice(0, 200)).not.toThrow();
        expect(r.stdout).not.toMatch(/LOADED|CHECK-/);
        for (const line of ['LOADED-LOG', 'CHECK-LOG', 'CHECK-INFO', 'CHECK-DEBUG', 'CHECK-DIR', 'CHECK-TABLE', 'CHECK-WARN', 'CHECK-ERROR']) expect(r.stderr).toContain(line);
      }
    });
  }

  it('goes to stderr under rules --json and explain --json too', () => {
    const cwd = project(0);
    for (const args of [['rules', '--json'], ['explain', 'team-logs', '--json']]) {
      const r = cli(args, { cwd });
      expect(r.code).toBe(0);
      expect(() => JSON.parse(r.stdout)).not.toThrow();
      expect(r.stderr).toContain('LOADED-LOG');
    }
  });
});
