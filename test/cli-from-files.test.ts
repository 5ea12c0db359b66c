// --from-files: the targets are files as a hook passes the changed ones, each standing for the target holding it,
// linted once. The module tests run the CLI's source; the CLI tests run the built bundle.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { targetsOfFiles } from '../packages/cli/src/from-files.js';
import { checkTargets, expandTargets } from '../packages/cli/src/targets.js';
import { cli, repoRoot } from './cli-helpers.js';
import { cleanupTrees, criteria, writeTree } from './helpers.js';

afterAll(cleanupTrees);

const example = (rel: string) => fs.readFileSync(path.join(repoRoot, 'examples', rel), 'utf8');
const epiphany = Object.fromEntries(fs.readdirSync(path.join(repoRoot, 'examples/epiphany/clean/state')).map((f) => [`research/r1/state/${f}`, example(`epiphany/clean/state/${f}`)]));

/** A repository of engagements in `jobs/<team>/<job>/engagement/`, beside contracts, a graph transcript and an Epiphany project. */
const monorepo = () =>
  writeTree({
    '.git/HEAD': 'ref: refs/heads/main\n',
    'README.md': '# Jobs\n',
    'jobs/billing/a/engagement/criteria.md': criteria({ size: 'S' }),
    'jobs/billing/a/engagement/handoff.md': '# Handoff\n',
    'jobs/billing/a/engagement/tasks/T1/notes.md': 'x\n',
    'jobs/billing/a/migrations/001_init.sql': 'CREATE TABLE t (id int);\n',
    'jobs/billing/b/engagement/criteria.md': criteria({ size: 'S' }),
    'jobs/ops/c/engagement/criteria.md': criteria({ size: 'S' }),
    'contracts/pay.dc.yaml': example('contracts/pass-team.dc.yaml'),
    'plans/run.md': example('graphs/passing-sarif-output.md'),
    ...epiphany,
  });

/** What a run of `words` under --from-files lints: the targets checkTargets makes of them, relative to the root. */
async function lintedOf(root: string, words: string[]): Promise<{ linted: string[]; unheld: string[] }> {
  const { targets, unheld } = await targetsOfFiles(words, root);
  const checked = await checkTargets(await expandTargets(targets, root), undefined, root);
  return { linted: [...new Set(checked.linted)].map((t) => path.relative(root, t)), unheld };
}

describe('--from-files: the target holding each file', () => {
  it('is the nearest engagement folder above it, once however many of its files changed', async () => {
    const root = monorepo();
    const { linted, unheld } = await lintedOf(root, ['jobs/billing/a/engagement/handoff.md', 'jobs/billing/a/engagement/tasks/T1/notes.md', 'jobs/billing/a/engagement/criteria.md', 'jobs/ops/c/engagement/criteria.md']);
    expect(linted).toEqual(['jobs/billing/a/engagement', 'jobs/ops/c/engagement']);
    expect(unheld).toEqual([]);
  });

  it('a file deleted by the change still names its engagement', async () => {
    const root = monorepo();
    expect((await lintedOf(root, ['jobs/billing/b/engagement/gone.md'])).linted).toEqual(['jobs/billing/b/engagement']);
  });

  it('a contract or a graph transcript is linted as itself, an Epiphany file as its project', async () => {
    const root = monorepo();
    const { linted } = await lintedOf(root, ['contracts/pay.dc.yaml', 'plans/run.md', 'research/r1/state/evidence.jsonl', 'research/r1/state/map.yaml']);
    expect(linted).toEqual(['contracts/pay.dc.yaml', 'plans/run.md', path.join('research/r1')]);
  });

  it("a source file is the engagement of the project holding it (danger-scan reads the change); a file no target holds is left out", async () => {
    const root = monorepo();
    const { linted, unheld } = await lintedOf(root, ['jobs/billing/a/migrations/001_init.sql', 'README.md', 'jobs/notes.txt']);
    expect(linted).toEqual(['jobs/billing/a/engagement']);
    expect(unheld).toEqual(['README.md', 'jobs/notes.txt']);
  });

  it('never looks above the file\'s repository', async () => {
    const outer = writeTree({ 'engagement/criteria.md': criteria({ size: 'S' }), 'inner/.git/HEAD': 'ref: refs/heads/main\n', 'inner/src/x.ts': 'export {};\n' });
    expect(await targetsOfFiles(['inner/src/x.ts'], outer)).toEqual({ targets: [], unheld: ['inner/src/x.ts'] });
  });
});

describe('--from-files on the command line', () => {
  it('lints the engagements named by their files and exits as they do', () => {
    const root = monorepo();
    fs.writeFileSync(path.join(root, 'jobs/ops/c/engagement/notes.md'), '# scratch\n');
    const clean = cli(['--from-files', 'jobs/billing/a/engagement/handoff.md', 'jobs/billing/b/engagement/criteria.md', '--json', '--no-git'], { cwd: root });
    expect(clean.stderr).toBe('');
    expect(clean.json.results.map((t: { engagement: string }) => path.relative(root, t.engagement))).toEqual(['jobs/billing/a/engagement', 'jobs/billing/b/engagement']);
    const broken = cli(['--from-files', 'jobs/ops/c/engagement/notes.md', '--no-git'], { cwd: root });
    expect(broken.code).toBe(1);
    expect(broken.stdout).toMatch(/\[FAIL\] whitelist: out-of-whitelist entries: notes\.md/);
  });

  it('names the files no target holds on stderr, and lints nothing with exit 0 when none is held', () => {
    const root = monorepo();
    const some = cli(['--from-files', 'README.md', 'jobs/billing/b/engagement/criteria.md', '--no-git'], { cwd: root });
    expect(some.code).toBe(0);
    expect(some.stderr).toBe('engagement-lint: note: 1 file named belongs to no engagement, contract, graph or Epiphany target: README.md; not linted\n');
    const none = cli(['--from-files', 'README.md', 'docs/a.md', '--no-git'], { cwd: root });
    expect(none.code).toBe(0);
    expect(none.stdout).toBe('');
    expect(none.stderr).toBe('engagement-lint: nothing to lint: 2 files named belong to no engagement, contract, graph or Epiphany target: README.md, docs/a.md\n');
  });

  it('without it, a file of an engagement is still refused, naming the folder', () => {
    const root = monorepo();
    const r = cli(['jobs/billing/a/engagement/handoff.md', '--no-git'], { cwd: root });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/cannot lint .*handoff\.md on its own/);
  });
});
