import { afterAll, describe, expect, it } from 'vitest';
import { graphOutputKey, graphOutputPaths, graphSameOutput } from '../../../packages/core/src/model/graph/index.js';
import preDone from '../../../rules/graph/graph-pre-done.js';
import sameOutputWaves from '../../../rules/graph/graph-same-output-waves.js';
import mapKeys from '../../../rules/epiphany/epiphany-map-keys.js';
import mapSchema from '../../../rules/epiphany/epiphany-map-schema.js';
import type { Rule } from '../../../packages/core/src/rule.js';
import type { CheckResult } from '../../../packages/core/src/types.js';
import { cleanupTrees } from '../../helpers.js';
import { lint, type Tree } from '../../rule-tester.js';
import { PROJECT, stateCase } from '../epiphany/helpers.js';
import { BASE, BASE_FILES, edit, lineOf, tree } from './graph-helpers.js';

afterAll(cleanupTrees);

const run = (rule: Rule, text: string, files: Tree = BASE_FILES): Promise<CheckResult> => lint(rule, { files: tree(text, files) });
const messages = (r: CheckResult) => r.findings.map((f) => `${f.line}:${f.column} ${f.message}`);

describe('a doubled slash in an output path names the same file', () => {
  const N1 = '  N1  domain=api   output=src/api.ts    status=pending';
  const writing = (output: string) => edit(BASE, [N1, `  N1  domain=api   output=${output}    status=pending`]);

  it.each(['docs//spec.md', 'docs///spec.md', './/docs/spec.md', 'docs//drafts/..//spec.md'])('%s in the wave of docs/spec.md clashes', async (output) => {
    const text = writing(output);
    const r = await run(sameOutputWaves, text);
    expect(r.status, r.detail).toBe('fail');
    expect(messages(r)).toEqual([`${lineOf(text, '  N1  domain=api')}:3 N1 and N0 (line ${lineOf(text, '  N0  domain=docs')}) both write docs/spec.md yet share WAVE 1 (line ${lineOf(text, 'WAVE 1')})`]);
  });

  it('a doubled slash inside the folder of a same-wave file clashes as the folder does', async () => {
    const r = await run(sameOutputWaves, writing('docs//'));
    expect(r.status, r.detail).toBe('fail');
    expect(r.findings[0]?.message).toMatch(/both write docs\/spec\.md \(inside docs\/\)/);
  });

  it.each(['docs//api.md', 'src//api.ts', 'web//app.ts/..//api.ts'])('%s beside docs/spec.md is another file: no clash', async (output) => {
    const r = await run(sameOutputWaves, writing(output));
    expect(r.status, r.detail).toBe('pass');
  });

  it('outputs compare with the doubled slash made one; a URL keeps its `://`', () => {
    expect(graphSameOutput('src/x.ts', 'src//x.ts')).toBe(true);
    expect(graphSameOutput('src/x.ts', './/src///x.ts')).toBe(true);
    expect(graphSameOutput('src/x.ts', 'src/y.ts')).toBe(false);
    expect(graphOutputKey('https://example.com/a')).toBe('https://example.com/a');
    expect(graphOutputPaths('migrations//001.sql')).toEqual(['migrations/001.sql']);
  });

  it('a long run of slashes is one slash, after a colon too', () => {
    expect(graphOutputPaths(`src${'/'.repeat(200_000)}x.ts`)).toEqual(['src/x.ts']);
    expect(graphOutputKey(`x:${'/'.repeat(200_000)}y`)).toBe('x://y');
    expect(graphOutputKey(`${':/'.repeat(100_000)}a`).length).toBe(200_001);
  });

  it('a pre-done output written with a doubled slash is probed where it lies', async () => {
    const r = await run(preDone, edit(BASE, ['  N0  domain=docs  output=docs/spec.md', '  N0  domain=docs  output=docs//spec.md']));
    expect(r.status, r.detail).toBe('pass');
    expect(r.detail).toBe('1 pre-done node, not spawned, 1 output path present and non-empty');
  });
});

describe('a pre-done output that is one bare name is read by what exists', () => {
  const N0 = '  N0  domain=docs  output=docs/spec.md  status=pre-done';
  const bare = (output: string) => edit(BASE, [N0, `  N0  domain=docs  output=${output}  status=pre-done`]);
  const column = N0.indexOf('output=') + 1;

  it('an empty folder named without a slash fails, as written with one', async () => {
    for (const output of ['migrations', 'migrations/']) {
      const text = bare(output);
      const r = await run(preDone, text, { 'migrations/': '' });
      expect(r.status, `${output}: ${r.detail}`).toBe('fail');
      expect(messages(r)).toEqual([expect.stringMatching(new RegExp(`^${lineOf(text, '  N0  domain=docs')}:${column} N0 is pre-done but its output ${output} is empty \\(/.*/migrations\\)$`))]);
    }
  });

  it.each(['migrations', '`migrations`', 'approved'])('a bare name %s that names nothing fails as missing', async (output) => {
    const text = bare(output);
    const r = await run(preDone, text, {});
    expect(r.status, r.detail).toBe('fail');
    const name = output.replaceAll('`', '');
    expect(messages(r)).toEqual([expect.stringMatching(new RegExp(`^${lineOf(text, '  N0  domain=docs')}:${column} N0 is pre-done but its output ${name} does not exist \\(looked for /.*/${name}\\)$`))]);
  });

  it.each(['**migrations**', '"migrations"', './migrations', 'migrations (applied in March)'])('%s is read as the bare name migrations', async (output) => {
    const r = await run(preDone, bare(output), { 'migrations/': '' });
    expect(r.status, r.detail).toBe('fail');
    expect(r.findings.map((f) => f.message)).toEqual([expect.stringMatching(/^N0 is pre-done but its output migrations is empty/)]);
  });

  it('a folder with entries named without a slash passes, counted as probed', async () => {
    const r = await run(preDone, bare('migrations'), { 'migrations/001_add_limits.sql': 'CREATE TABLE limits (id int);\n' });
    expect(r.status, r.detail).toBe('pass');
    expect(r.detail).toBe('1 pre-done node, not spawned, 1 output path present and non-empty');
  });

  it('an extensionless file named bare is probed as the file it is', async () => {
    expect((await run(preDone, bare('notes'), { notes: 'kept\n' })).detail).toBe('1 pre-done node, not spawned, 1 output path present and non-empty');
    const r = await run(preDone, bare('notes'), { notes: '' });
    expect(r.status, r.detail).toBe('fail');
    expect(r.findings.map((f) => f.message)).toEqual([expect.stringMatching(/^N0 is pre-done but its output notes is empty/)]);
  });

  it('an empty existing folder named bare beside a path fails; free words beside a path are not probed', async () => {
    const listed = await run(preDone, bare('migrations, docs/spec.md'), { ...BASE_FILES, 'migrations/': '' });
    expect(listed.status, listed.detail).toBe('fail');
    expect(listed.findings.map((f) => f.message)).toEqual([expect.stringMatching(/^N0 is pre-done but its output migrations is empty/)]);
    const worded = await run(preDone, bare('docs/spec.md updated'));
    expect(worded.status, worded.detail).toBe('pass');
    expect(worded.detail).toBe('1 pre-done node, not spawned, 1 output path present and non-empty');
  });

  it.each([
    ['a commit', 'commit 4e1d9a2'],
    ['a commit id', '4e1d9a2'],
    ['a commit on a branch', 'commit on branch fix/api'],
    ['free words', 'approved by Dana'],
    ['template text', 'TBD'],
    ['a name with a 200k run of stars', `x${'*'.repeat(200_000)}x`],
  ])('%s is no path and is not probed', async (_name, output) => {
    const r = await run(preDone, bare(output), {});
    expect(r.status, r.detail).toBe('pass');
    expect(r.detail).toBe('1 pre-done node, not spawned, 0 output paths present and non-empty');
  });

  it('the conventional file names are probed as before', async () => {
    expect((await run(preDone, bare('VERSION'), { VERSION: '1.2.0\n' })).detail).toBe('1 pre-done node, not spawned, 1 output path present and non-empty');
    expect((await run(preDone, bare('Makefile'), {})).findings.map((f) => f.message)).toEqual([expect.stringMatching(/^N0 is pre-done but its output Makefile does not exist/)]);
  });
});

describe('epiphany-map-schema points to epiphany-map-keys only when that rule reports the missing map', () => {
  const both = async (c: { target: string; files: Tree }) => ({ keys: await lint(mapKeys, c), schema: await lint(mapSchema, c) });

  it.each([
    ['scratch.md alone', { 'state/map.yaml': null, 'state/branches.json': null, 'state/evidence.jsonl': null }],
    ['branches.json, evidence.jsonl and scratch.md', { 'state/map.yaml': null }],
    ['evidence.jsonl alone', { 'state/map.yaml': null, 'state/branches.json': null, 'state/scratch.md': null }],
  ])('no map.yaml before the first update_map (%s): both skip, and the skip points nowhere', async (_name, changes) => {
    const { keys, schema } = await both(stateCase(changes));
    expect(keys.status, keys.detail).toBe('skip');
    expect(keys.detail).toMatch(/not written yet/);
    expect(schema.status, schema.detail).toBe('skip');
    expect(schema.detail).toBe('project/state/map.yaml not written yet (no update_map so far)');
    expect(schema.findings).toEqual([]);
  });

  it.each([
    ['a map.yml in its place', stateCase({ 'state/map.yaml': null, 'state/map.yml': 'objectives: []\n' })],
    ['scratch.md and a map.yml in its place', stateCase({ 'state/map.yaml': null, 'state/branches.json': null, 'state/evidence.jsonl': null, 'state/map.yml': 'objectives: []\n' })],
    ['a state folder holding none of the state files', { target: PROJECT, files: { 'state/': '' } as Tree }],
  ])('a missing map.yaml epiphany-map-keys fails on (%s): the skip points there', async (_name, c) => {
    const { keys, schema } = await both(c);
    expect(keys.status, keys.detail).toBe('fail');
    expect(keys.detail).toMatch(/^project\/state\/map\.yaml is missing/);
    expect(schema.status, schema.detail).toBe('skip');
    expect(schema.detail).toBe('project/state/map.yaml is missing (epiphany-map-keys reports it)');
  });

  it('a map.yaml that is there is still checked', async () => {
    const { schema } = await both(stateCase());
    expect(schema.status, schema.detail).toBe('pass');
  });
});
