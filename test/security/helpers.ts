import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { writeTree } from '../helpers.js';

/**
 * sha256 over every entry below `dir` (hidden ones and `.git/` included):
 * paths, kinds, modes, sizes, mtimes and bytes. Equal before and after a run
 * means the run wrote nothing there.
 */
export function treeHash(dir: string): string {
  const hash = crypto.createHash('sha256');
  const visit = (d: string) => {
    for (const name of fs.readdirSync(d).sort()) {
      const abs = path.join(d, name);
      const st = fs.lstatSync(abs);
      hash.update(`${path.relative(dir, abs)}\0${st.mode}\0${st.size}\0${st.mtimeMs}\0`);
      if (st.isSymbolicLink()) hash.update(fs.readlinkSync(abs));
      else if (st.isDirectory()) visit(abs);
      else if (st.isFile()) hash.update(fs.readFileSync(abs));
    }
  };
  visit(dir);
  return hash.digest('hex');
}

/** criteria.md of an S engagement that needs git (danger-scan runs). */
export const GIT_CRITERIA = '---\nengagement: x\ncreated: 2026-06-01\ndomain: dev\nsize: S\ntools_required: [git]\n---\n# Criteria\n';
/** git for building test repositories: a fixed identity, no system or global config. */
export const gitTestEnv = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t', GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };
export const gitIn = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, stdio: 'ignore', env: { ...process.env, ...gitTestEnv } });

/** The variables that move a repository or name a base, unset while a test file runs and restored after it. */
export function withoutGitVariables(): void {
  const saved = { ...process.env };
  beforeAll(() => {
    for (const name of ['GITHUB_BASE_REF', 'GIT_DIR', 'GIT_WORK_TREE', 'GIT_COMMON_DIR', 'GIT_INDEX_FILE', 'GIT_CEILING_DIRECTORIES']) delete process.env[name];
  });
  afterAll(() => {
    process.env = saved;
  });
}

/** A repository on `feature` whose committed change since `base` holds a DROP TABLE: a sound one fails danger-scan on it. */
export function dropTableRepo(base = 'main'): string {
  const dir = writeTree({ 'engagement/criteria.md': GIT_CRITERIA, 'engagement/handoff.md': '# Handoff\n', 'src/app.py': 'x = 1\n' });
  gitIn(dir, 'init', '-q', '-b', base);
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-qm', 'init');
  gitIn(dir, 'checkout', '-qb', 'feature');
  writeTree({ 'db/drop.sql': 'DROP TABLE users;\n' }, dir);
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-qm', 'change');
  return dir;
}
