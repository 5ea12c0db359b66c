// The README's Usage and Configuration examples, run as a user would run them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bin, cli, repoRoot } from './cli-helpers.js';
import { criteria } from './helpers.js';

const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
const section = (title: string) => readme.slice(readme.indexOf(`## ${title}\n`), readme.indexOf('\n## ', readme.indexOf(`## ${title}\n`) + 3));
const blocks = (text: string, lang: string) => [...text.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1]!);

const made: string[] = [];
afterAll(() => made.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A project holding every target the examples name. */
function sandbox(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'el-readme-'));
  made.push(root);
  const cleanS = path.join(repoRoot, 'examples/clean-S/engagement');
  fs.cpSync(cleanS, path.join(root, 'engagement'), { recursive: true });
  fs.cpSync(cleanS, path.join(root, 'engagement-archived/2025-01/engagement'), { recursive: true });
  fs.mkdirSync(path.join(root, 'plan'));
  fs.copyFileSync(path.join(repoRoot, 'examples/contracts/fail-team.dc.yaml'), path.join(root, 'plan/delegation-contract.yaml'));
  fs.mkdirSync(path.join(root, 'rules'));
  fs.writeFileSync(path.join(root, 'rules/criteria.md'), criteria({ size: 'S' }));
  // `engagement-lint` on PATH, as after an install.
  fs.mkdirSync(path.join(root, '.bin'));
  fs.writeFileSync(path.join(root, '.bin/engagement-lint'), `#!/bin/sh\nexec "${process.execPath}" "${bin}" "$@"\n`, { mode: 0o755 });
  return root;
}

describe('README', () => {
  it('every Usage example runs: exit 0 or 1, output on stdout, nothing on stderr', () => {
    const root = sandbox();
    const lines = blocks(section('Usage'), 'sh')[0]!.split('\n').filter((l) => l.startsWith('engagement-lint'));
    expect(lines.length).toBeGreaterThan(6);
    for (const line of lines) {
      const command = line.replace(/\s+#.*$/, '');
      const r = spawnSync('sh', ['-c', command], { cwd: root, encoding: 'utf8', env: { ...process.env, PATH: `${path.join(root, '.bin')}:${process.env['PATH']}`, NO_COLOR: '1' }, timeout: 60_000 });
      expect({ command, code: r.status, stderr: r.stderr }).toEqual({ command, code: expect.toSatisfy((c: number) => c === 0 || c === 1), stderr: '' });
      expect(r.stdout.length).toBeGreaterThan(0);
      if (command.includes('--json')) expect(() => JSON.parse(r.stdout)).not.toThrow();
      if (command.includes('sarif=out.sarif')) expect(JSON.parse(fs.readFileSync(path.join(root, 'out.sarif'), 'utf8')).version).toBe('2.1.0');
    }
  });

  it('the Configuration example is a valid config that does what its comments say', () => {
    const root = sandbox();
    const project = path.join(root, 'project');
    fs.mkdirSync(path.join(project, 'checks'), { recursive: true });
    const example = blocks(section('Configuration'), 'yaml')[0]!;
    fs.writeFileSync(path.join(project, '.engagement-lint.yaml'), example);
    // At a repository's top, where a config usually sits: what it extends is inside the project, as lookup requires.
    fs.mkdirSync(path.join(project, '.git'));
    const base = path.join(project, /^extends:\s*(\S+)/m.exec(example)![1]!);
    fs.mkdirSync(path.dirname(base), { recursive: true });
    fs.writeFileSync(base, 'mode: ready\n');
    fs.writeFileSync(path.join(project, 'checks/my-rule.mjs'), "export default { id: 'my-rule', pack: 'engagement', summary: 's', statuses: ['pass'], docs: 'd', check: () => ({ status: 'pass', detail: 'ok' }) };\n");
    fs.cpSync(path.join(root, 'engagement'), path.join(project, 'engagement'), { recursive: true });
    fs.cpSync(path.join(root, 'engagement'), path.join(project, 'engagement-archived/2025-01'), { recursive: true });
    const shown = cli(['--print-config', 'engagement'], { cwd: project });
    expect(shown.code).toBe(0);
    expect(shown.json).toMatchObject({ preset: 'recommended', mode: 'ready', whitelist: ['design-research.md', 'tasks/board.png'], rules: { 'slot-language': { level: 'warn' }, 'epiphany-scratch-size': { level: 'warn', options: { maxLines: 500 } } } });
    const r = cli(['engagement', 'engagement-archived/2025-01', '--json', '--no-git'], { cwd: project });
    // The ignored archive is left out; the custom rule runs.
    expect(r.json.engagement).toBe(path.join(project, 'engagement'));
    expect(r.json.checks.map((c: { name: string }) => c.name)).toContain('my-rule');
  });
});
