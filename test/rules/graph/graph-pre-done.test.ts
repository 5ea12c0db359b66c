import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { GraphModel } from '../../../packages/core/src/model/graph/index.js';
import { loadGraphTarget } from '../../../packages/core/src/model/graph/load.js';
import rule from '../../../rules/graph/graph-pre-done.js';
import { ruleTester, runAll, writeTree, type Tree } from '../../rule-tester.js';
import { BASE, NO_PLAN, at, edit, lineOf, survivesDegenerate, tree } from './graph-helpers.js';

const N0 = '  N0  domain=docs  output=docs/spec.md  status=pre-done';
const N0_DIR = '  N0  domain=docs  output=docs/  status=pre-done';
const dir = edit(BASE, [N0, N0_DIR]);
const IMPL_N0 = '  N0  status=pre-done  output=docs/spec.md  verify=not run';
const globbed = (glob: string) => edit(BASE, [N0, `  N0  domain=docs  output=${glob}  status=pre-done`]);
const N0_GLOB = (glob: string) => `  N0  domain=docs  output=${glob}  status=pre-done`;
const spawned = edit(BASE, ['AGENT SUBGRAPH — N1 api', 'AGENT SUBGRAPH — N0 docs\nWHY : redo\n\nAGENT SUBGRAPH — N1 api']);

ruleTester(rule, {
  valid: [
    { name: 'the pre-done output exists with content and is not spawned', files: tree(BASE), detail: /1 pre-done node, not spawned, 1 output path present/ },
    { name: 'an output that is not a path is not probed', files: tree(edit(BASE, [N0, '  N0  domain=docs  output=commit 4e1d9a2  status=pre-done']), {}) },
    {
      name: 'a commit on a branch is not probed as the branch\'s path',
      files: tree(edit(BASE, [N0, '  N0  domain=docs  output=commit on branch fix/api  status=pre-done']), {}),
      detail: /^1 pre-done node, not spawned, 0 output paths present and non-empty$/,
    },
    { name: 'a glob output matching a file with content', files: tree(globbed('docs/*.md'), { 'docs/spec.md': '# Spec\n', 'docs/empty.md': '' }), detail: /1 pre-done node, not spawned, 1 output path present/ },
    { name: 'a glob output over several folders', files: tree(globbed('docs/**/*.md'), { 'docs/api/v1/items.md': '# Items\n' }) },
    { name: "a glob output's brace alternatives, one matching a file with content", files: tree(globbed('docs/{api,cli}.md'), { 'docs/cli.md': '# CLI\n' }), detail: /1 output path present/ },
    { name: "a glob output's class matching a file with content", files: tree(globbed('docs/v[12].md'), { 'docs/v2.md': '# v2\n' }), detail: /1 output path present/ },
    { name: 'a glob output starting with `**/` keeps its stars', files: tree(globbed('**/docs/*.md'), { 'docs/spec.md': '# Spec\n' }), detail: /1 output path present/ },
    // Marks inside a bare name are kept, and a 200k run of them is read in linear time: no name of the convention, nothing probed.
    { name: 'an output of a long run of stars inside a bare name is not probed', files: tree(edit(BASE, [N0, `  N0  domain=docs  output=x${'*'.repeat(200_000)}x  status=pre-done`]), {}), detail: /^1 pre-done node, not spawned, 0 output paths present and non-empty$/ },
    { name: 'an output outside the root is not probed', files: tree(edit(BASE, [N0, '  N0  domain=docs  output=../elsewhere/spec.md  status=pre-done']), {}) },
    {
      name: "a repeated id's later declaration as pre-done is not read: the first declaration (pending) holds",
      files: tree(edit(BASE, ['  N2  domain=web   output=web/app.ts    status=pending', '  N2  domain=web   output=web/app.ts    status=pending\n  N1  domain=api   output=src/missing.ts  status=pre-done'])),
      detail: /^1 pre-done node, not spawned, 1 output path present/,
    },
    { name: 'no node is pre-done', files: tree(edit(BASE, [N0, '  N0  domain=docs  output=docs/spec.md  status=pending'], [IMPL_N0, IMPL_N0.replace('pre-done', 'done    ')])), detail: /^no node is pre-done$/ },
  ],
  invalid: [
    {
      name: 'the pre-done output is missing, at its output=',
      files: tree(BASE, {}),
      detail: '1 pre-done problem: pre-done nodes must have a non-empty output and no AGENT SUBGRAPH, and a pending node is never pre-done in the IMPLEMENTED GRAPH',
      findings: [at(lineOf(BASE, N0), N0.indexOf('output=') + 1, 'N0 is pre-done but its output docs/spec.md does not exist')],
    },
    {
      name: 'the pre-done output is an empty file',
      files: tree(BASE, { 'docs/spec.md': '  \n' }),
      findings: [at(lineOf(BASE, N0), N0.indexOf('output=') + 1, /^N0 is pre-done but its output docs\/spec\.md is empty \(\/.*\/docs\/spec\.md\)$/)],
    },
    {
      name: 'the pre-done output is an empty folder',
      files: tree(dir, { 'docs/': '' }),
      findings: [at(lineOf(dir, N0_DIR), N0_DIR.indexOf('output=') + 1, /^N0 is pre-done but its output docs\/ is empty \(\/.*\/docs\)$/)],
    },
    {
      name: 'a glob output that matches no file',
      files: tree(globbed('docs/none/*.md'), { 'docs/spec.md': '# Spec\n' }),
      findings: [at(lineOf(globbed('docs/none/*.md'), N0_GLOB('docs/none/*.md')), N0_GLOB('docs/none/*.md').indexOf('output=') + 1, /^N0 is pre-done but its output docs\/none\/\*\.md matches no file \(looked for \/.*\/docs\/none\/\*\.md\)$/)],
    },
    {
      name: 'a glob output whose brace alternatives match no file',
      files: tree(globbed('docs/{api,cli}.md'), { 'docs/spec.md': '# Spec\n' }),
      findings: [at(lineOf(globbed('docs/{api,cli}.md'), N0_GLOB('docs/{api,cli}.md')), N0_GLOB('docs/{api,cli}.md').indexOf('output=') + 1, /^N0 is pre-done but its output docs\/\{api,cli\}\.md matches no file /)],
    },
    {
      name: 'a glob output whose braces expand to more than 256 alternatives is not looked for, and says so',
      files: tree(globbed('docs/{a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p}{a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p}{x,y}.md'), { 'docs/aax.md': '# x\n' }),
      findings: [at(lineOf(globbed('docs/x'), N0_GLOB('docs/x')), N0_GLOB('docs/x').indexOf('output=') + 1, /^N0 is pre-done but its output docs\/\{a,b.*\.md was not looked for: it expands to more than 256 alternatives through its braces; name its files$/)],
    },
    {
      // 8,200 files times 256 alternatives passes the 2,000,000 tests a run spends on glob outputs.
      name: 'a glob output whose matching would pass the work budget is not looked for, and says so',
      files: tree(globbed('src/**/{a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p}{a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p}.md'), Object.fromEntries(Array.from({ length: 8200 }, (_, i) => [`src/m${i % 40}/f${i}.ts`, 'x']))),
      findings: [at(lineOf(globbed('docs/x'), N0_GLOB('docs/x')), N0_GLOB('docs/x').indexOf('output=') + 1, /^N0 is pre-done but its output src\/\*\*\/.*\.md was not looked for: matching its 256 alternatives against 8200 files under src passes the work one run spends on glob outputs; name its files$/)],
    },
    {
      name: 'globs starting with `**/` are looked for as written, not as paths from the root folder',
      files: tree(edit(BASE, [N0, `${N0_GLOB('**/**/etc/hosts')}\n${N0_GLOB('**/etc/host*').replace('N0', 'N9')}`]), { 'docs/spec.md': '# Spec\n' }),
      findings: [
        { line: lineOf(globbed('docs/x'), N0_GLOB('docs/x')), message: /^N0 is pre-done but its output \*\*\/\*\*\/etc\/hosts matches no file \(looked for \/.+\/\*\*\/\*\*\/etc\/hosts\)$/ },
        { line: lineOf(globbed('docs/x'), N0_GLOB('docs/x')) + 1, message: /^N9 is pre-done but its output \*\*\/etc\/host\* matches no file \(looked for \/.+\/\*\*\/etc\/host\*\)$/ },
      ],
    },
    {
      name: 'a glob output whose class matches no file',
      files: tree(globbed('docs/v[12].md'), { 'docs/v3.md': '# v3\n' }),
      findings: [at(lineOf(globbed('docs/v[12].md'), N0_GLOB('docs/v[12].md')), N0_GLOB('docs/v[12].md').indexOf('output=') + 1, /^N0 is pre-done but its output docs\/v\[12\]\.md matches no file /)],
    },
    {
      name: 'a glob output whose every file is empty',
      files: tree(globbed('docs/*.md'), { 'docs/a.md': '', 'docs/b.md': ' \n', 'docs/c.txt': 'text' }),
      findings: [at(lineOf(globbed('docs/*.md'), N0_GLOB('docs/*.md')), N0_GLOB('docs/*.md').indexOf('output=') + 1, /^N0 is pre-done but every file its output docs\/\*\.md matches is empty \(2 files, \/.*\/docs\/\*\.md\)$/)],
    },
    {
      name: 'a pre-done node spawned anyway, at its AGENT SUBGRAPH',
      files: tree(spawned),
      findings: [at(lineOf(spawned, 'AGENT SUBGRAPH — N0'), 1, new RegExp(`^AGENT SUBGRAPH spawns N0, which is pre-done \\(line ${lineOf(spawned, N0)}\\); a pre-done node is not spawned$`))],
    },
    { name: 'no DELEGATED GRAPH', status: 'skip', files: tree(NO_PLAN) },
  ],
});

describe('graph-pre-done on degenerate input', () => {
  survivesDegenerate(rule);
});

/** Loads `notes/graph.md` of a written tree as the CLI does (its root is graphRootFor's, not the working directory's). */
async function loadNotes(files: Tree) {
  const top = writeTree({ ...files, 'notes/graph.md': BASE });
  const loaded = loadGraphTarget(path.join(top, 'notes/graph.md'));
  const [r] = await runAll([rule], loaded.model as GraphModel);
  return { r: r!, top, root: loaded.root };
}

describe('graph-pre-done reads a relative output from the repository holding the transcript, else from its folder', () => {
  it('in a repository, from its top: the orchestrator runs in its working tree', async () => {
    const { r, top, root } = await loadNotes({ '.git/HEAD': 'ref: refs/heads/main\n', 'docs/spec.md': '# Spec\n' });
    expect(root).toBe(top);
    expect(r.status, r.detail).toBe('pass');
  });
  it('outside a repository, beside the transcript', async () => {
    const { r } = await loadNotes({ 'notes/docs/spec.md': '# Spec\n' });
    expect(r.status, r.detail).toBe('pass');
  });
  it('outside a repository, an output only above the transcript\'s folder is missing, and the finding names the path it looked for', async () => {
    const { r, top } = await loadNotes({ 'docs/spec.md': '# Spec\n' });
    expect(r.status, r.detail).toBe('fail');
    const N0 = '  N0  domain=docs  output=docs/spec.md  status=pre-done';
    expect(r.findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.message}`)).toEqual([
      `graph.md:${lineOf(BASE, N0)}:${N0.indexOf('output=') + 1} N0 is pre-done but its output docs/spec.md does not exist (looked for ${path.join(top, 'notes', 'docs', 'spec.md')})`,
    ]);
  });
});

/** Pre-done outputs without a folder or an extension. */
const bare = (output: string) => `  N0  domain=docs  output=${output}  status=pre-done`;
const version = edit(BASE, [N0, bare('VERSION')]);
const makefile = edit(BASE, [N0, bare('Makefile')]);

ruleTester(rule, {
  valid: [
    { name: 'an extensionless file at the top exists with content', files: tree(version, { VERSION: '1.2.0\n' }), detail: /^1 pre-done node, not spawned, 1 output path present and non-empty$/ },
    { name: 'a commit id is not probed', files: tree(edit(BASE, [N0, bare('4e1d9a2')]), {}), detail: /^1 pre-done node, not spawned, 0 output paths present and non-empty$/ },
  ],
  invalid: [
    {
      name: 'an extensionless file at the top is missing',
      files: tree(version, {}),
      findings: [at(lineOf(version, bare('VERSION')), N0.indexOf('output=') + 1, /^N0 is pre-done but its output VERSION does not exist \(looked for \/.*\/VERSION\)$/)],
    },
    {
      // A bare name is read by what exists (a folder named without its slash is one): naming nothing, it is missing.
      name: 'a bare word names an output that must exist',
      files: tree(edit(BASE, [N0, bare('approved')]), {}),
      findings: [at(lineOf(edit(BASE, [N0, bare('approved')]), bare('approved')), N0.indexOf('output=') + 1, /^N0 is pre-done but its output approved does not exist \(looked for \/.*\/approved\)$/)],
    },
    {
      name: 'a Makefile is probed like other paths',
      files: tree(makefile, { Makefile: '' }),
      findings: [at(lineOf(makefile, bare('Makefile')), N0.indexOf('output=') + 1, /^N0 is pre-done but its output Makefile is empty \(\/.*\/Makefile\)$/)],
    },
  ],
});

/** A node delegated pending, called pre-done in the IMPLEMENTED GRAPH: spawned or not, it was not done before the run. */
const pendingN0 = edit(BASE, [N0, '  N0  domain=docs  output=docs/spec.md  status=pending']);
const pendingN1 = edit(BASE, ['  N1  status=done      output=src/api.ts', '  N1  status=pre-done  output=src/api.ts']);
const IMPL_STATUS = '  N0  '.length + 1;

ruleTester(rule, {
  valid: [{ name: 'a pre-done node shown pre-done in the IMPLEMENTED GRAPH', files: tree(BASE) }],
  invalid: [
    {
      name: 'a pending node, never spawned, shown pre-done in the IMPLEMENTED GRAPH',
      files: tree(pendingN0),
      findings: [at(lineOf(pendingN0, IMPL_N0), IMPL_STATUS, `N0 is pre-done in the IMPLEMENTED GRAPH, but the DELEGATED GRAPH declares it pending (line ${lineOf(pendingN0, '  N0  domain=docs')}); give it the status it ended with: done or failed`)],
    },
    {
      name: 'a spawned node shown pre-done in the IMPLEMENTED GRAPH, naming its AGENT SUBGRAPH',
      files: tree(pendingN1),
      findings: [
        at(
          lineOf(pendingN1, '  N1  status=pre-done'),
          IMPL_STATUS,
          `N1 is pre-done in the IMPLEMENTED GRAPH, but the DELEGATED GRAPH declares it pending (line ${lineOf(BASE, '  N1  domain=api')}) and it was spawned (AGENT SUBGRAPH at line ${lineOf(BASE, 'AGENT SUBGRAPH — N1')}); give it the status it ended with: done or failed`,
        ),
      ],
    },
  ],
});
