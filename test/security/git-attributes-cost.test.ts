// git 2.39 matches every changed file of a patch against every attribute pattern above it, and cannot
// be told not to: a .gitattributes of tens of thousands of patterns (under the 1 MB size limit) over a
// change of hundreds of files holds git for seconds to minutes. The patch is not asked for then, and
// danger-scan says why at once. Run through the sources.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { lintTarget } from '../../packages/core/src/lint.js';
import { attributePatterns, attributesTooCostly, MAX_ATTRIBUTE_TESTS } from '../../packages/core/src/git-attributes.js';
import { findGitDir, gitStoppedIn } from '../../packages/core/src/git.js';
import { packs } from '@engagement-lint/rules';
import { cleanupTrees, writeTree } from '../helpers.js';
import { dropTableRepo, gitIn, withoutGitVariables } from './helpers.js';

afterAll(cleanupTrees);
withoutGitVariables();

/** Attribute lines `*.k<i>a*b diff`, about `bytes` of them. */
function patterns(bytes: number): string {
  let text = '';
  for (let i = 0; text.length < bytes; i++) text += `*.k${i}a*b diff\n`;
  return text;
}

/** The drop-table repository with `files` more changed files and `attributes` as its root .gitattributes, committed. */
function repo(files: number, attributes: string): string {
  const dir = dropTableRepo();
  const tree: Record<string, string> = { '.gitattributes': attributes };
  for (let i = 0; i < files; i++) tree[`src/d${i % 10}/f${i}.ts`] = 'x\n';
  writeTree(tree, dir);
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-qm', 'more');
  return dir;
}

async function dangerScan(dir: string) {
  const report = await lintTarget(path.join(dir, 'engagement'), { packs, rules: (p) => p.rules(), allChecks: true });
  return { ...report.checks.find((c) => c.name === 'danger-scan')!, root: report.root };
}

/** The `git diff` runs of `run`, by whether each asked for names only. */
async function diffRuns<T>(run: () => Promise<T>): Promise<{ result: T; names: number; patches: number }> {
  const childProcess = process.getBuiltinModule('node:child_process');
  const spawn = vi.spyOn(childProcess, 'spawn');
  try {
    const result = await run();
    const diffs = spawn.mock.calls.map((c) => c[1] as string[]).filter((args) => args.includes('diff'));
    return { result, names: diffs.filter((a) => a.includes('--name-only')).length, patches: diffs.filter((a) => !a.includes('--name-only')).length };
  } finally {
    spawn.mockRestore();
  }
}

describe('attribute patterns against the changed files', () => {
  it('60,000 patterns (under 1 MB) against 300 changed files: git is not asked for the patch, and the check says why', async () => {
    const dir = repo(300, patterns(1000 * 1024));
    const { result: d, names, patches } = await diffRuns(() => dangerScan(dir));
    expect(d.status, d.detail).toBe('fail');
    expect(d.detail).toMatch(/^git was not asked for the diff against the base branch main: git would match the [\d,]+ attribute patterns of \.gitattributes against each of the 302 changed files \(over 10,000,000 tests\), so the change was not scanned/);
    expect(d.detail).not.toMatch(/did not finish|was stopped/);
    expect(gitStoppedIn(d.root)).toBe('attributes');
    expect({ names, patches }).toEqual({ names: 1, patches: 0 });
  }, 30_000);

  it('1,300 patterns against the 3 changed files: diffed, the DROP TABLE found', async () => {
    const dir = repo(1, patterns(20 * 1024));
    const { result: d, names, patches } = await diffRuns(() => dangerScan(dir));
    expect(d.status, d.detail).toBe('fail');
    expect(d.findings.map((f) => f.file)).toEqual(['db/drop.sql']);
    expect({ names, patches }).toEqual({ names: 1, patches: 1 });
  }, 30_000);

  it('a small .gitattributes: no listing first, the patch at once', async () => {
    const dir = repo(1, '*.sql diff\n');
    expect(findGitDir(path.join(dir, 'engagement'))).not.toHaveProperty('attributes');
    const { result: d, names, patches } = await diffRuns(() => dangerScan(dir));
    expect(d.findings.map((f) => f.file)).toEqual(['db/drop.sql']);
    expect({ names, patches }).toEqual({ names: 0, patches: 1 });
  }, 30_000);

  it("the repository's info/attributes counts with the work tree's", () => {
    const dir = repo(0, '*.sql diff\n');
    fs.mkdirSync(path.join(dir, '.git', 'info'), { recursive: true });
    fs.writeFileSync(path.join(dir, '.git', 'info', 'attributes'), patterns(20 * 1024));
    const located = findGitDir(path.join(dir, 'engagement'));
    expect(located && 'attributes' in located ? located.attributes?.map((a) => path.relative(dir, a.file)) : undefined).toEqual(['.gitattributes', '.git/info/attributes']);
  });
});

describe('counting', () => {
  it('patterns are the lines that are not blank, a comment or a macro definition', () => {
    const dir = writeTree({ a: '# note\n\n*.sql diff\n  [attr]binary -diff -merge\n\t*.png binary\r\n   \n' });
    expect(attributePatterns([{ file: path.join(dir, 'a'), size: 60 }])).toBe(2);
  });


  it('up to the limit of tests, git runs', () => {
    const files = [{ file: '/r/.gitattributes', size: 1 }];
    expect(attributesTooCostly(files, 1000, MAX_ATTRIBUTE_TESTS / 1000, '/r')).toBeUndefined();
    expect(attributesTooCostly(files, 1000, MAX_ATTRIBUTE_TESTS / 1000 + 1, '/r')).toBe('git would match the 1,000 attribute patterns of .gitattributes against each of the 10,001 changed files (over 10,000,000 tests)');
  });
});
