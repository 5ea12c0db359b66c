// A run that warnings fail (--fail-on warning, --max-warnings) is red in the reports a CI reads too:
// JUnit counts the warned checks as failures and GitHub annotates them as errors. Run through the
// CLI's source (run()) and through the built bundle (the bundle tests need `npm run build:dist`).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run, type CliArgs } from '../packages/cli/src/run.js';
import { cli, repoRoot } from './cli-helpers.js';
import { cleanupTrees, writeTree } from './helpers.js';

afterAll(cleanupTrees);

// An Epiphany folder whose only problems are two warnings (scratch over its budget, two subgoals).
const root = writeTree({ 'note.txt': 'x\n' });
fs.cpSync(path.join(repoRoot, 'examples/epiphany/fail-scratch'), path.join(root, 'epi'), { recursive: true });
const suiteCounts = (xml: string) => /<testsuites [^>]*>/.exec(xml)![0];
const annotationKinds = (out: string) => [...out.matchAll(/^::([a-z]+) /gm)].map((m) => m[1]);

/** run() from source in the project folder, its JUnit report and GitHub annotations written to files. */
async function fromSource(over: Partial<CliArgs>): Promise<{ code: number; junit: string; github: string }> {
  const cwd = process.cwd();
  const summary = process.env['GITHUB_STEP_SUMMARY'];
  const errWrite = process.stderr.write;
  delete process.env['GITHUB_STEP_SUMMARY'];
  process.chdir(root);
  // The reason line on stderr is the bundle tests' and cli-quiet's business.
  process.stderr.write = (() => true) as typeof process.stderr.write;
  try {
    const out = path.join(root, 'out', Math.random().toString(36).slice(2));
    const { code } = await run({ targets: ['epi'], format: [`junit=${out}.xml`, `github=${out}.txt`], failOn: 'error', git: false, ...over });
    return { code, junit: fs.readFileSync(`${out}.xml`, 'utf8'), github: fs.readFileSync(`${out}.txt`, 'utf8') };
  } finally {
    process.stderr.write = errWrite;
    process.chdir(cwd);
    if (summary !== undefined) process.env['GITHUB_STEP_SUMMARY'] = summary;
  }
}

describe('warnings that fail the run, from the CLI source', () => {
  it.each<[string, Partial<CliArgs>]>([
    ['--fail-on warning', { failOn: 'warning' }],
    ['--max-warnings 0', { maxWarnings: 0 }],
    ['--quiet --fail-on warning', { failOn: 'warning', quiet: true }],
  ])('%s: exit 1, JUnit failures and GitHub errors', async (_, over) => {
    const r = await fromSource(over);
    expect(r.code).toBe(1);
    expect(suiteCounts(r.junit)).toMatch(/ failures="2"/);
    expect(r.junit).toContain('This warning fails the run (2 warnings');
    expect(annotationKinds(r.github)).toEqual(['error', 'error']);
  }, 60_000);

  it('warnings within --max-warnings pass: JUnit has no failures and GitHub warnings', async () => {
    const r = await fromSource({ maxWarnings: 2 });
    expect(r.code).toBe(0);
    expect(suiteCounts(r.junit)).toMatch(/ failures="0"/);
    expect(annotationKinds(r.github)).toEqual(['warning', 'warning']);
  }, 60_000);
});

describe('warnings that fail the run, from the built CLI (needs the bundle rebuilt)', () => {
  const env = { GITHUB_STEP_SUMMARY: undefined };
  it.each([['--fail-on', 'warning'], ['--max-warnings', '0']])('%s %s: JUnit failures and GitHub errors', (...gate) => {
    const junit = cli(['epi', ...gate, '-f', 'junit'], { cwd: root, env });
    expect(junit.code).toBe(1);
    expect(suiteCounts(junit.stdout)).toMatch(/ failures="2"/);
    const github = cli(['epi', ...gate, '-f', 'github'], { cwd: root, env });
    expect(github.code).toBe(1);
    expect(annotationKinds(github.stdout)).toEqual(['error', 'error']);
  });
});
