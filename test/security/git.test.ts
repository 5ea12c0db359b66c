// A checked repository's own config and attributes name commands that a plain
// `git diff` would run. Each vector writes a marker file when it runs; none may
// appear, and nothing under the project (.git/index included) may change.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from '../cli-helpers.js';
import { cleanupTrees, writeTree } from '../helpers.js';
import { treeHash } from './helpers.js';

afterAll(cleanupTrees);

const CRITERIA = '---\nengagement: x\ncreated: 2026-06-01\ndomain: dev\nsize: S\ntools_required: [git]\n---\n# Criteria\n';
const env = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t', GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, stdio: 'ignore', env: { ...process.env, ...env } });

/** A repository on a feature branch with an uncommitted, stat-dirty file that git would have to read, clean and diff. */
function hostileRepo(config: Record<string, string>, attributes: string): { repo: string; markers: string } {
  const markers = writeTree({ 'keep.txt': '' });
  const repo = writeTree({ 'engagement/criteria.md': CRITERIA, 'engagement/handoff.md': '# Handoff\n', 'data.txt': 'one\n', 'same.txt': 'same\n' });
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-qm', 'init');
  git(repo, 'checkout', '-qb', 'feature');
  fs.writeFileSync(path.join(repo, '.gitattributes'), attributes);
  for (const [key, value] of Object.entries(config)) git(repo, 'config', key, value.replaceAll('MARKERS', markers));
  fs.appendFileSync(path.join(repo, 'data.txt'), 'two\n');
  // A file whose content is unchanged but whose stat is stale: git refreshes the index for it unless told not to.
  const old = new Date('2001-01-01T00:00:00Z');
  fs.utimesSync(path.join(repo, 'same.txt'), old, old);
  fs.utimesSync(path.join(repo, 'data.txt'), old, old);
  return { repo, markers };
}

const VECTORS: Array<[string, Record<string, string>, string]> = [
  ['core.fsmonitor', { 'core.fsmonitor': 'touch MARKERS/fsmonitor; echo' }, ''],
  ['a textconv diff driver', { 'diff.evil.textconv': 'sh -c "touch MARKERS/textconv; cat \\"$1\\"" -' }, '*.txt diff=evil\n'],
  ['an external diff driver', { 'diff.evil.command': 'touch MARKERS/extdiff' }, '*.txt diff=evil\n'],
  ['diff.external', { 'diff.external': 'touch MARKERS/diff-external' }, ''],
  ['a clean filter', { 'filter.evil.clean': 'sh -c "touch MARKERS/clean; cat"', 'filter.evil.required': 'true' }, '*.txt filter=evil\n'],
  ['a long-running filter process', { 'filter.evil.process': 'touch MARKERS/process' }, '*.txt filter=evil\n'],
  ['a filter defined in an included config file', { 'include.path': 'MARKERS/../included.config' }, '*.txt filter=inc\n'],
  ['a pager', { 'core.pager': 'touch MARKERS/pager; cat', 'pager.diff': 'touch MARKERS/pager-diff; cat' }, ''],
  ['hooks', { 'core.hooksPath': 'MARKERS/../hooks' }, ''],
];

/** The config file `include.path` names and the hooks `core.hooksPath` names, each touching a marker when run. */
function armIncludeAndHooks(markers: string): void {
  fs.writeFileSync(path.join(markers, '..', 'included.config'), `[filter "inc"]\n\tclean = touch ${markers}/included; cat\n`);
  fs.mkdirSync(path.join(markers, '..', 'hooks'), { recursive: true });
  for (const hook of ['post-index-change', 'pre-commit', 'post-checkout']) {
    fs.writeFileSync(path.join(markers, '..', 'hooks', hook), `#!/bin/sh\ntouch ${markers}/hook-${hook}\n`, { mode: 0o755 });
  }
}

describe('git run on a hostile repository', () => {
  it.each(VECTORS)('runs nothing named by %s and writes nothing into the project', (_name, config, attributes) => {
    const { repo, markers } = hostileRepo(config, attributes);
    armIncludeAndHooks(markers);
    const before = treeHash(repo);
    const r = cli([path.join(repo, 'engagement'), '--all-checks', '--json'], { env: { GIT_DIR: undefined, GIT_WORK_TREE: undefined } });
    expect(r.code === 0 || r.code === 1).toBe(true);
    const danger = r.json.checks.find((c: { name: string }) => c.name === 'danger-scan');
    // The diff itself still works: the scan covered it.
    expect(danger.detail).toContain('git diff');
    expect(danger.detail).not.toContain('no git diff');
    expect(fs.readdirSync(markers).filter((f) => f !== 'keep.txt')).toEqual([]);
    expect(treeHash(repo)).toBe(before);
  });

  it.each(VECTORS)('under --preset recommended, listing the untracked files runs nothing named by %s and writes nothing', (_name, config, attributes) => {
    const { repo, markers } = hostileRepo(config, attributes);
    armIncludeAndHooks(markers);
    fs.writeFileSync(path.join(repo, 'new.txt'), 'git push --force origin main\n');
    const before = treeHash(repo);
    const r = cli([path.join(repo, 'engagement'), '--all-checks', '--json', '--preset', 'recommended'], { env: { GIT_DIR: undefined, GIT_WORK_TREE: undefined } });
    const danger = r.json.checks.find((c: { name: string }) => c.name === 'danger-scan');
    // The untracked file was listed and read.
    expect(danger.findings.map((f: { file: string }) => f.file)).toContain('new.txt');
    expect(fs.readdirSync(markers).filter((f) => f !== 'keep.txt')).toEqual([]);
    expect(treeHash(repo)).toBe(before);
  });

  it('a filter driver whose name holds `=` (which `-c` cannot empty) runs nothing: git is not run, and the check fails saying the change was not scanned', () => {
    const { repo, markers } = hostileRepo({ 'filter.x=y.clean': 'sh -c "touch MARKERS/eq-clean; cat"' }, '* filter=x=y\n');
    const before = treeHash(repo);
    const r = cli([path.join(repo, 'engagement'), '--all-checks', '--json'], { env: { GIT_DIR: undefined, GIT_WORK_TREE: undefined } });
    expect(fs.readdirSync(markers).filter((f) => f !== 'keep.txt')).toEqual([]);
    expect(treeHash(repo)).toBe(before);
    const danger = r.json.checks.find((c: { name: string }) => c.name === 'danger-scan');
    // Not a warning to pass over: what the change holds could hide behind the driver.
    expect(danger.status).toBe('fail');
    expect(danger.detail).toMatch(/^git was not run on the project \(its config defines a filter driver named "x=y", whose commands cannot be switched off\): the change was not scanned/);
  });

  it('a config that includes a file defining no filter still has its change scanned', () => {
    const { repo, markers } = hostileRepo({ 'include.path': 'MARKERS/../plain.config' }, '');
    fs.writeFileSync(path.join(markers, '..', 'plain.config'), '[user]\n\tname = someone\n');
    const r = cli([path.join(repo, 'engagement'), '--all-checks', '--json'], { env: { GIT_DIR: undefined, GIT_WORK_TREE: undefined } });
    const danger = r.json.checks.find((c: { name: string }) => c.name === 'danger-scan');
    expect(danger.detail).toContain('git diff');
    expect(danger.detail).not.toContain('no git diff');
  });

  it('files the config points git at (core.attributesFile, diff.orderFile) are not read: /dev/zero there costs nothing', () => {
    for (const key of ['core.attributesFile', 'diff.orderFile']) {
      const { repo } = hostileRepo({ [key]: '/dev/zero' }, '');
      const r = cli([path.join(repo, 'engagement'), '--all-checks', '--json'], { env: { GIT_DIR: undefined, GIT_WORK_TREE: undefined } });
      const danger = r.json.checks.find((c: { name: string }) => c.name === 'danger-scan');
      // The diff ran and was scanned: git did not read the file until its timeout killed it.
      expect(danger.detail, key).toContain('git diff');
    }
  });

  it('a .git that is a FIFO, or a repository whose HEAD or index is one, is named without running git into it', () => {
    const fifoDotGit = writeTree({ 'engagement/criteria.md': CRITERIA, 'engagement/handoff.md': '# Handoff\n' });
    execFileSync('mkfifo', [path.join(fifoDotGit, '.git')]);
    const fifoHead = writeTree({ 'engagement/criteria.md': CRITERIA, 'engagement/handoff.md': '# Handoff\n', '.git/config': '[core]\n', '.git/refs/heads/': '' });
    execFileSync('mkfifo', [path.join(fifoHead, '.git/HEAD')]);
    for (const [repo, said] of [[fifoDotGit, /\.git is neither a folder nor a file \(a FIFO\)/], [fifoHead, /\.git\/HEAD is not a regular file \(a FIFO\)/]] as const) {
      const r = cli([path.join(repo, 'engagement'), '--all-checks', '--json', '--base', 'main'], { timeout: 15_000 });
      const danger = r.json.checks.find((c: { name: string }) => c.name === 'danger-scan');
      expect(danger.status).toBe('fail');
      expect(danger.detail).toMatch(said);
    }
  });

  it('a .git file with a 5,000-character or blank-padded gitdir is a detail, not an internal error', () => {
    for (const link of [`gitdir: ${'a/'.repeat(2500)}\n`, `gitdir:${' '.repeat(100_000)}x`, `gitdir: ${'x'.repeat(300)}\n`]) {
      const repo = writeTree({ 'engagement/criteria.md': CRITERIA, 'engagement/handoff.md': '# Handoff\n', '.git': link });
      const r = cli([path.join(repo, 'engagement'), '--all-checks', '--json']);
      expect(r.stderr).not.toMatch(/internal error/i);
      expect(r.code === 0 || r.code === 1).toBe(true);
      const danger = r.json.checks.find((c: { name: string }) => c.name === 'danger-scan');
      // Not a pass either: the change behind the link was not scanned.
      expect(danger.status).toBe('fail');
      expect(danger.detail).toMatch(/^git was not run on the project \(.*\): the change was not scanned/);
    }
  });
});

describe('a partial clone whose promisor remote is a command', () => {
  // The base's blob is missing, so `git diff` would fetch it from the promisor remote: an `ext::`
  // URL (or a file remote's uploadpack) runs a command, and the repository allows that transport itself.
  const remotes: Array<[string, Record<string, string>]> = [
    ['an ext:: URL allowed by protocol.ext.allow', { 'remote.origin.url': 'ext::sh -c touch% MARKERS/ext% >&2', 'protocol.ext.allow': 'always' }],
    ['a file remote with its own uploadpack', { 'remote.origin.url': 'MARKERS', 'remote.origin.uploadpack': 'touch MARKERS/uploadpack; false', 'protocol.file.allow': 'always' }],
  ];
  it.each(remotes)('fetches nothing and runs nothing: %s', (_name, config) => {
    const { repo, markers } = hostileRepo({}, '');
    const blob = execFileSync('git', ['rev-parse', 'main:data.txt'], { cwd: repo, encoding: 'utf8', env: { ...process.env, ...env } }).trim();
    // Every object but the base's data.txt, in one pack: the blob is now the promisor's to give.
    git(repo, 'repack', '-qad');
    const objects = execFileSync('git', ['rev-list', '--objects', '--all'], { cwd: repo, encoding: 'utf8', env: { ...process.env, ...env } })
      .split('\n')
      .filter((l) => l && !l.startsWith(blob))
      .map((l) => l.split(' ')[0])
      .join('\n');
    execFileSync('git', ['pack-objects', '-q', '.git/objects/pack/kept'], { cwd: repo, input: `${objects}\n`, env: { ...process.env, ...env }, stdio: ['pipe', 'ignore', 'ignore'] });
    const packs = path.join(repo, '.git/objects/pack');
    for (const f of fs.readdirSync(packs)) if (f.startsWith('pack-')) fs.rmSync(path.join(packs, f));
    const settings = { 'core.repositoryformatversion': '1', 'extensions.partialClone': 'origin', 'remote.origin.promisor': 'true', ...config };
    for (const [key, value] of Object.entries(settings)) git(repo, 'config', key, value.replaceAll('MARKERS', markers));
    const before = treeHash(repo);
    const r = cli([path.join(repo, 'engagement'), '--all-checks', '--json'], { env: { GIT_DIR: undefined, GIT_WORK_TREE: undefined } });
    expect(r.code === 0 || r.code === 1).toBe(true);
    expect(fs.readdirSync(markers).filter((f) => f !== 'keep.txt')).toEqual([]);
    expect(treeHash(repo)).toBe(before);
  });
});

describe('a folder of the checked tree laid out as a bare repository', () => {
  it("is never taken for the repository: its config's filter runs nothing, and the real change is scanned", () => {
    const markers = writeTree({ 'keep.txt': '' });
    const work = writeTree({ 'keep.txt': '' });
    const mono = path.join(work, 'mono');
    fs.mkdirSync(mono);
    git(mono, 'init', '-q', '-b', 'main');
    fs.writeFileSync(path.join(mono, 'README.md'), 'root\n');
    git(mono, 'add', '-A');
    git(mono, 'commit', '-qm', 'init');
    git(mono, 'checkout', '-qb', 'feature');
    const app = path.join(mono, 'apps/billing');
    for (const [rel, text] of Object.entries({ 'engagement/criteria.md': CRITERIA, 'engagement/handoff.md': '# Handoff\n', 'src/a.ts': 'export const x = 1;\n' })) {
      fs.mkdirSync(path.dirname(path.join(app, rel)), { recursive: true });
      fs.writeFileSync(path.join(app, rel), text);
    }
    // A bare repository holding the sub-project, its files committed as plain files beside it.
    const fake = path.join(work, 'fake');
    git(work, 'init', '-q', '--bare', fake);
    const asFake = { ...process.env, ...env, GIT_DIR: fake, GIT_WORK_TREE: app };
    execFileSync('git', ['add', '-A'], { cwd: app, env: asFake, stdio: 'ignore' });
    execFileSync('git', ['commit', '-qm', 'base'], { cwd: app, env: asFake, stdio: 'ignore' });
    execFileSync('git', ['update-ref', 'refs/heads/main', 'HEAD'], { cwd: app, env: asFake, stdio: 'ignore' });
    for (const part of ['HEAD', 'objects', 'refs', 'index']) fs.cpSync(path.join(fake, part), path.join(app, part), { recursive: true });
    fs.writeFileSync(path.join(app, 'config'), `[core]\n\trepositoryformatversion = 0\n\tbare = false\n\tworktree = .\n[filter "evil"]\n\tclean = "touch ${markers}/bare-filter && cat"\n`);
    fs.writeFileSync(path.join(app, '.gitattributes'), '*.ts filter=evil\n');
    fs.mkdirSync(path.join(app, 'db'));
    fs.writeFileSync(path.join(app, 'db/0042_drop_archive.sql'), 'DROP TABLE invoices_archive;\n');
    git(mono, 'add', '-A');
    git(mono, 'commit', '-qm', 'billing: drop archive table');
    // As a CI checkout has it: a fresh clone, the stat data of the committed index stale.
    const clone = path.join(work, 'clone');
    git(work, 'clone', '-q', mono, clone);
    git(clone, 'checkout', '-q', 'feature');
    git(clone, 'branch', '-q', 'main', 'origin/main');
    const r = cli([path.join(clone, 'apps/billing/engagement'), '--json'], { env: { GIT_DIR: undefined, GIT_WORK_TREE: undefined } });
    expect(fs.readdirSync(markers).filter((f) => f !== 'keep.txt')).toEqual([]);
    const danger = r.json.checks.find((c: { name: string }) => c.name === 'danger-scan');
    expect(danger.status).toBe('fail');
    expect(danger.detail).toContain('sql-drop-table');
  });
});
