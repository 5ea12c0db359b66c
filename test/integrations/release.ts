// What a user gets from a release: the repository at HEAD (a bare clone tagged as the release
// would be), its files as a `git archive` (what the Action runs), its packed tarball, and the
// install snippets the README tells users to paste.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../cli-helpers.js';

export const VERSION: string = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).version;
export const TAG = `v${VERSION}`;
export const PUBLIC_REPO = 'https://github.com/engagement-lint/engagement-lint';

export function tempDir(prefix: string): string {
  return fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), `el-${prefix}-`)));
}

/** A bare clone of HEAD with the release tag: what `repo:` and `npm i -g git+…` point at. */
export function taggedClone(work: string): string {
  const dir = path.join(work, 'engagement-lint.git');
  execFileSync('git', ['clone', '-q', '--bare', '--no-local', repoRoot, dir]);
  const head = execFileSync('git', ['-C', repoRoot, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  execFileSync('git', ['-C', dir, 'tag', '-f', TAG, head]);
  return dir;
}

/** The committed files of HEAD, extracted as a runner (or npm from git) sees them. */
export function archiveHead(work: string): string {
  const dir = path.join(work, 'archive');
  fs.mkdirSync(dir);
  const tar = spawnSync('git', ['-C', repoRoot, 'archive', '--format=tar', 'HEAD'], { maxBuffer: 512 * 1024 * 1024 });
  if (tar.status !== 0) throw new Error(`git archive failed: ${tar.stderr}`);
  execFileSync('tar', ['-x', '-C', dir], { input: tar.stdout });
  return dir;
}

/** npm with its own cache and global prefix, no update or funding notices. */
export function npmEnv(work: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of Object.keys(env)) if (/^npm_/i.test(k)) delete env[k];
  return {
    ...env,
    npm_config_prefix: path.join(work, 'prefix'),
    npm_config_cache: path.join(work, 'npm-cache'),
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
    NO_COLOR: '1',
  };
}

/** `npm pack` of the committed files: the tarball `npm publish` would upload. */
export function packHead(work: string): string {
  const src = archiveHead(work);
  const out = execFileSync('npm', ['pack', '--silent', '--pack-destination', work], { cwd: src, env: npmEnv(work), encoding: 'utf8' });
  return path.join(work, out.trim().split('\n').pop()!);
}

/** The README's fenced block (of `lang`) that contains `marker`. */
export function readmeBlock(lang: string, marker: string): string {
  const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const blocks = [...readme.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].filter((m) => m[1] === lang && m[2]!.includes(marker));
  if (blocks.length !== 1) throw new Error(`README: expected one ${lang} block with ${marker}, found ${blocks.length}`);
  return blocks[0]![2]!;
}

/** Runs a command and returns its outcome with the wall time in seconds. */
export function timed(cmd: string, args: string[], opts: Parameters<typeof spawnSync>[2]) {
  const start = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { encoding: 'utf8', ...opts });
  return { ...r, stdout: String(r.stdout), stderr: String(r.stderr), seconds: Number(process.hrtime.bigint() - start) / 1e9 };
}
