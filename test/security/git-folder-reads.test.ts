// A checked-in symlink into the repository's own .git folder: actions/checkout leaves the job's token in
// .git/config, and a report that quotes source lines (HTML) would carry it out of the job.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, repoRoot } from '../cli-helpers.js';
import { cleanupTrees, writeTree, type Tree } from '../rule-tester.js';

afterAll(cleanupTrees);

const TOKEN = 'AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46Z2hzX1NFQ1JFVA==';
const GIT_CONFIG = `[core]\n\trepositoryformatversion = 0\n[remote "origin"]\n\turl = https://github.com/o/r\n[http "https://github.com/"]\n\textraheader = ${TOKEN}\n`;

/** The clean S example, its files as they are, beside a .git folder holding the token. */
function project(extra: Tree): string {
  const tree: Tree = { '.git/config': GIT_CONFIG, '.git/HEAD': 'ref: refs/heads/main\n', '.git/objects/': '', '.git/refs/heads/': '' };
  const example = path.join(repoRoot, 'examples/clean-S/engagement');
  for (const rel of fs.readdirSync(example, { recursive: true, encoding: 'utf8' })) {
    const abs = path.join(example, rel);
    if (fs.statSync(abs).isFile()) tree[`engagement/${rel}`] = fs.readFileSync(abs, 'utf8');
  }
  return writeTree({ ...tree, ...extra });
}

function lintAll(dir: string): { out: string; json: any } {
  const html = path.join(dir, '..', `${path.basename(dir)}-report.html`);
  const r = cli([path.join(dir, 'engagement'), '--preset', 'recommended', '--all-checks', '--no-git', '--json', '--format', `html=${html}`], { cwd: dir });
  const out = `${r.stdout}${r.stderr}${fs.readFileSync(html, 'utf8')}`;
  fs.rmSync(html);
  return { out, json: r.json };
}

const integrity = (json: any) => json.checks.find((c: { name: string }) => c.name === 'file-integrity');

describe("a symlink into the repository's .git folder", () => {
  it('to .git/config in place of handoff.md: not read, said, and the token reaches no report', () => {
    const dir = project({});
    fs.rmSync(path.join(dir, 'engagement/handoff.md'));
    fs.symlinkSync('../.git/config', path.join(dir, 'engagement/handoff.md'));
    const { out, json } = lintAll(dir);
    expect(out).not.toContain('eC1hY2Nlc3MtdG9rZW46');
    expect(out).not.toContain('extraheader');
    const check = integrity(json);
    expect(check.status).toBe('fail');
    expect(check.findings.map((f: { file: string; message: string }) => `${f.file}: ${f.message}`)).toContainEqual(expect.stringMatching(/handoff\.md: .*inside a repository's \.git folder, which is never read/));
  });

  it('through a folder linked to .git: the files under it are not read either', () => {
    const dir = project({ '.git/reviewer.md': `# Reviewer\n\n${TOKEN}\n` });
    fs.rmSync(path.join(dir, 'engagement/executor-reports'), { recursive: true });
    fs.symlinkSync('../.git', path.join(dir, 'engagement/executor-reports'));
    const { out, json } = lintAll(dir);
    expect(out).not.toContain('eC1hY2Nlc3MtdG9rZW46');
    expect(JSON.stringify(integrity(json))).toMatch(/inside a repository's \.git folder, which is never read/);
  });

  it('a link to a file elsewhere in the project is still read', () => {
    const dir = project({ 'docs/handoff.md': fs.readFileSync(path.join(repoRoot, 'examples/clean-S/engagement/handoff.md'), 'utf8') });
    fs.rmSync(path.join(dir, 'engagement/handoff.md'));
    fs.symlinkSync('../docs/handoff.md', path.join(dir, 'engagement/handoff.md'));
    const { json } = lintAll(dir);
    expect(JSON.stringify(json)).not.toMatch(/\.git folder/);
    expect(json.checks.find((c: { name: string }) => c.name === 'handoff-sections').status).toBe('pass');
  });
});
