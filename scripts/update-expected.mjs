// Writes examples/<name>/expected.json: the normalised JSON report of each
// example engagement under the default preset and under `recommended`.
// test/examples.test.ts compares fresh runs with these files.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(root, 'packages/cli/bin/engagement-lint.js');
export const EXAMPLE_NOW = '2026-06-10T12:00:00Z';

export function exampleNames() {
  return fs.readdirSync(path.join(root, 'examples')).filter((d) => fs.existsSync(path.join(root, 'examples', d, 'engagement'))).sort();
}

/** Paths made machine-independent; the receipt and version left out (they change with every edit). */
export function normalise(report, engagementDir) {
  const text = JSON.stringify(report).split(engagementDir).join('<engagement>').split(path.dirname(engagementDir)).join('<project>');
  const r = JSON.parse(text);
  delete r.receipt;
  delete r.tool;
  return r;
}

export function runExample(name, extra = []) {
  const dir = path.join(root, 'examples', name, 'engagement');
  const r = spawnSync(process.execPath, [bin, dir, '--json', '--no-git', '--now', EXAMPLE_NOW, ...extra], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status, report: normalise(JSON.parse(r.stdout), dir), stderr: r.stderr };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const name of exampleNames()) {
    const compat = runExample(name);
    const recommended = runExample(name, ['--preset', 'recommended']);
    const out = { exit: { compat: compat.code, recommended: recommended.code }, compat: compat.report, recommended: recommended.report };
    fs.writeFileSync(path.join(root, 'examples', name, 'expected.json'), JSON.stringify(out, null, 2) + '\n');
    console.log(`${name}: compat ${compat.report.status}, recommended ${recommended.report.status}`);
  }
}
