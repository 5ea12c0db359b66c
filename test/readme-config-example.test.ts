// The README's config example works as written where a config usually sits: at the top of a repository, run from
// there, with the file it extends and the custom rule it names beside it.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { cli, repoRoot } from './cli-helpers.js';
import { cleanupTrees, writeTree } from './helpers.js';

afterAll(cleanupTrees);

it("the README's YAML config example loads at a repository's top", () => {
  const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const example = /```yaml\n(extends:[^]*?)```/.exec(readme)?.[1];
  expect(example).toBeDefined();
  const base = /^extends:\s*(\S+)/m.exec(example!)![1]!;
  const rule = /customRules:\s*\[([^\]]+)\]/.exec(example!)![1]!.trim();
  const root = writeTree({
    '.git/HEAD': 'ref: refs/heads/main\n',
    '.engagement-lint.yaml': example!,
    [base]: 'rules:\n  protocol-version: off\n',
    [rule]: 'export default { id: "my-rule", pack: "engagement", summary: "x", statuses: ["pass"], docs: "x", check: () => ({ status: "pass", detail: "ok" }) };\n',
  });
  fs.cpSync(path.join(repoRoot, 'examples/clean-S/engagement'), path.join(root, 'engagement'), { recursive: true });
  const r = cli(['--print-config', 'engagement'], { cwd: root });
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  expect(r.json).toMatchObject({ preset: 'recommended' });
  const lint = cli(['engagement', '--no-git', '--json'], { cwd: root });
  expect(lint.stderr).toBe('');
  expect(lint.json.checks.find((c: { name: string }) => c.name === 'my-rule')).toMatchObject({ status: 'pass' });
});
