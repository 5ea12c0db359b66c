// `rules` and `explain` through the built CLI list a config's custom rules as a lint run loads them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from './cli-helpers.js';

const made: string[] = [];
afterAll(() => made.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const RULE = "export default { id: 'team-owner', pack: 'engagement', summary: 'criteria.md names an owner', statuses: ['pass', 'fail'], docs: 'Our team wants an owner line in criteria.md.', check: () => ({ status: 'pass', detail: 'ok' }) };\n";

/** A repository at `<tmp>/project` whose config names `module`; `files` are written relative to `<tmp>`. */
function workspace(module: string, files: Record<string, string>): string {
  const top = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'el-sub-custom-'));
  made.push(top);
  const project = path.join(top, 'project');
  fs.mkdirSync(path.join(project, '.git'), { recursive: true });
  fs.writeFileSync(path.join(project, '.engagement-lint.yaml'), `customRules: [${module}]\n`);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(top, rel)), { recursive: true });
    fs.writeFileSync(path.join(top, rel), text);
  }
  return project;
}

describe('rules and explain with a config naming custom rules', () => {
  it('a module beside the project is listed as custom and explained, and built-in rules still explain', () => {
    const cwd = workspace('../mods/team-owner.mjs', { 'mods/team-owner.mjs': RULE });
    const list = cli(['rules'], { cwd });
    expect(list.stderr).toBe('');
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/^team-owner\s+engagement\s+-\s+custom\s+criteria\.md names an owner \(\.\.\/mods\/team-owner\.mjs\)$/m);
    const explained = cli(['explain', 'team-owner'], { cwd });
    expect(explained.code).toBe(0);
    expect(explained.stdout).toContain('Our team wants an owner line in criteria.md.');
    const builtIn = cli(['explain', 'whitelist'], { cwd });
    expect(builtIn.code).toBe(0);
    expect(builtIn.stdout).toMatch(/^# whitelist\n/);
  });

  it('a module inside the working directory is listed too, with or without --config', () => {
    const cwd = workspace('./checks/team-owner.mjs', { 'project/checks/team-owner.mjs': RULE });
    for (const args of [['rules', '--json'], ['rules', '--json', '--config', '.engagement-lint.yaml']]) {
      const r = cli(args, { cwd });
      expect(r.code).toBe(0);
      expect(r.json.find((x: { id: string }) => x.id === 'team-owner')).toMatchObject({ preset: 'custom', module: 'checks/team-owner.mjs' });
    }
    expect(cli(['explain', 'team-owner', '--json'], { cwd }).json).toMatchObject({ id: 'team-owner', preset: 'custom' });
  });
});
