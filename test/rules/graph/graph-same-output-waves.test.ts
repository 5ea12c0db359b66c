import { describe } from 'vitest';
import rule from '../../../rules/graph/graph-same-output-waves.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, NO_PLAN, at, edit, lineOf, survivesDegenerate, tree } from './graph-helpers.js';
import { DB_TOUCHES, HTTP_TOUCHES, heldByConstraints, sharedInOneWave } from './touch-fixtures.js';

const N1 = '  N1  domain=api   output=src/api.ts    status=pending';

const folder = edit(BASE, [N1, '  N1  domain=api   output=docs/    status=pending']);
const dotdot = edit(BASE, [N1, '  N1  domain=api   output=docs/drafts/../spec.md    status=pending']);
const commit = edit(BASE, [N1, '  N1  domain=api   output=release notes on the wiki    status=pending'], ['  N0  domain=docs  output=docs/spec.md', '  N0  domain=docs  output=release notes on the wiki']);

/** N1 writes N0's spec spelled in another case: one file on macOS and Windows. */
const caseOnly = edit(BASE, [N1, '  N1  domain=api   output=Docs/SPEC.md    status=pending']);
/** N1 writes N0's spec, WAVE 1 written on two lines (N0 on one, N1 on the other): one wave, as every rule reads the number. */
const split = edit(folder, ['  WAVE 1 : [N0 ∥ N1]  — base', '  WAVE 1 : [N0]  — base\n  WAVE 1 : [N1]  — api']);
/** The case-only pair beside a real clash (N3 writes N0's spec as written). */
const caseAndClash = edit(caseOnly, ['  N2  domain=web', '  N3  domain=ops   output=docs/spec.md  status=pending\n  N2  domain=web'], ['WAVE 1 : [N0 ∥ N1]', 'WAVE 1 : [N0 ∥ N1 ∥ N3]']);

ruleTester(rule, {
  valid: [
    { name: 'nodes of a wave write different files', files: tree(BASE), detail: 'no two nodes of one wave write the same files' },
    { name: 'paths differing only in case in different waves', files: tree(edit(BASE, ['  N2  domain=web   output=web/app.ts', '  N2  domain=web   output=Docs/Spec.md'])) },
    { name: 'the same file written in different waves', files: tree(edit(BASE, ['  N2  domain=web   output=web/app.ts', '  N2  domain=web   output=src/api.ts'])) },
  ],
  invalid: [
    {
      name: "a node writes the folder holding a same-wave node's file",
      files: tree(folder),
      detail: '1 pair of nodes in one wave write the same files',
      findings: [at(lineOf(folder, '  N1  domain=api'), 3, `N1 and N0 (line ${lineOf(folder, '  N0  domain=docs')}) both write docs/spec.md (inside docs/) yet share WAVE 1 (line ${lineOf(folder, 'WAVE 1')})`)],
    },
    {
      name: 'two same-wave nodes name the same non-path output',
      files: tree(commit),
      findings: [at(lineOf(commit, '  N1  domain=api'), 3, `N1 and N0 (line ${lineOf(commit, '  N0  domain=docs')}) both write release notes on the wiki yet share WAVE 1 (line ${lineOf(commit, 'WAVE 1')})`)],
    },
    {
      name: 'the same file written with an inner `..`',
      files: tree(dotdot),
      findings: [at(lineOf(dotdot, '  N1  domain=api'), 3, /^N1 and N0 \(line \d+\) both write docs\/spec\.md yet share WAVE 1/)],
    },
    {
      name: 'a clash across two WAVE lines of one number, named at the first',
      files: tree(split),
      findings: [at(lineOf(split, '  N1  domain=api'), 3, `N1 and N0 (line ${lineOf(split, '  N0  domain=docs')}) both write docs/spec.md (inside docs/) yet share WAVE 1 (line ${lineOf(split, 'WAVE 1 : [N0]')})`)],
    },
    { name: 'no DELEGATED GRAPH', status: 'skip', files: tree(NO_PLAN) },
    {
      name: 'same-wave outputs that differ only in case warn: one file on a case-insensitive file system',
      status: 'warn',
      files: tree(caseOnly),
      detail: '1 pair of nodes in one wave write paths that differ only in case',
      findings: [
        {
          ...at(
            lineOf(caseOnly, '  N1  domain=api'),
            3,
            `N1 writes Docs/SPEC.md and N0 (line ${lineOf(caseOnly, '  N0  domain=docs')}) writes docs/spec.md, which differ only in case: one file on a case-insensitive file system (the default on macOS and Windows), yet they share WAVE 1 (line ${lineOf(caseOnly, 'WAVE 1')})`,
          ),
          severity: 'warning',
        },
      ],
    },
    {
      name: 'a case-only pair stays a warning beside a real clash',
      files: tree(caseAndClash),
      detail: '1 pair of nodes in one wave write the same files; 2 pairs of nodes in one wave write paths that differ only in case',
      findings: [
        at(lineOf(caseAndClash, '  N3  domain=ops'), 3, /^N3 and N0 \(line \d+\) both write docs\/spec\.md yet share WAVE 1/),
        { ...at(lineOf(caseAndClash, '  N1  domain=api'), 3, /^N1 writes Docs\/SPEC\.md and N0 \(line \d+\) writes docs\/spec\.md, which differ only in case/), severity: 'warning' },
        { ...at(lineOf(caseAndClash, '  N3  domain=ops'), 3, /^N3 writes docs\/spec\.md and N1 \(line \d+\) writes Docs\/SPEC\.md, which differ only in case/), severity: 'warning' },
      ],
    },
  ],
});

describe('graph-same-output-waves on degenerate input', () => {
  survivesDegenerate(rule);
});

// A one-segment output (`docs`) is a folder when another output of the graph lies under `docs/`.
const N1_BARE = '  N1  domain=api   output=docs    status=pending';
const bareFolder = edit(BASE, [N1, N1_BARE]);
/** A bare word no other output lies under, and a commit whose words include such a folder name. */
const otherWord = edit(BASE, [N1, '  N1  domain=api   output=docsite    status=pending']);
const commitWords = edit(BASE, [N1, '  N1  domain=api   output=commit 4e1d9a2 on docs    status=pending']);

ruleTester(rule, {
  valid: [
    { name: 'a bare word that no other output lies under', files: tree(otherWord), detail: 'no two nodes of one wave write the same files' },
    { name: 'a commit whose words include a folder name of the graph', files: tree(commitWords), detail: 'no two nodes of one wave write the same files' },
  ],
  invalid: [
    {
      name: "a one-segment folder output holding a same-wave node's file",
      files: tree(bareFolder),
      detail: '1 pair of nodes in one wave write the same files',
      findings: [at(lineOf(bareFolder, N1_BARE), 3, `N1 and N0 (line ${lineOf(bareFolder, '  N0  domain=docs')}) both write docs/spec.md (inside docs) yet share WAVE 1 (line ${lineOf(bareFolder, 'WAVE 1')})`)],
    },
  ],
});

// A glob claims the folder before its first wildcard, as a task's `files` entry does in the engagement pack; a brace list names its files.
const withN1 = (output: string) => edit(BASE, [N1, `  N1  domain=api   output=${output}    status=pending`]);
const star = withN1('docs/*.md');
const deep = withN1('docs/**/*.md');
const brace = withN1('docs/{spec,guide}.md');
const braceOfPaths = withN1('{src/api.ts,docs/spec.md}');
// 256 files named by braces are read as the glob they are: it claims its folder, docs/.
const B = '{a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p}';
const manyBraces = withN1(`docs/${B}${B}.md`);
const clash = (text: string, what: string) => at(lineOf(text, '  N1  domain=api'), 3, `N1 and N0 (line ${lineOf(text, '  N0  domain=docs')}) both write ${what} yet share WAVE 1 (line ${lineOf(text, 'WAVE 1')})`);

ruleTester(rule, {
  valid: [
    { name: 'a glob over another folder than a same-wave file', files: tree(withN1('src/*.ts')), detail: 'no two nodes of one wave write the same files' },
    { name: 'a brace list naming other files of the same folder', files: tree(withN1('docs/{guide,faq}.md')), detail: 'no two nodes of one wave write the same files' },
    { name: 'a word in stars is emphasis, not a glob', files: tree(withN1('the *new* api')), detail: 'no two nodes of one wave write the same files' },
  ],
  invalid: [
    { name: "a glob over the folder of a same-wave node's file", files: tree(star), detail: '1 pair of nodes in one wave write the same files', findings: [clash(star, 'docs/spec.md (matched by docs/*.md)')] },
    { name: 'a glob reaching the file through `**`', files: tree(deep), findings: [clash(deep, 'docs/spec.md (matched by docs/**/*.md)')] },
    { name: "a brace list naming a same-wave node's file", files: tree(brace), findings: [clash(brace, 'docs/spec.md')] },
    { name: 'a brace list of whole paths', files: tree(braceOfPaths), findings: [clash(braceOfPaths, 'docs/spec.md')] },
    { name: 'a brace list of 256 files, read as a glob over its folder', files: tree(manyBraces), findings: [clash(manyBraces, `docs/spec.md (matched by docs/${B}${B}.md)`)] },
  ],
});

// A file name with spaces is one path, written bare, in backticks or in quotes.
const N0 = '  N0  domain=docs  output=docs/spec.md';
const spaced = (n0: string, n1: string) => edit(BASE, [N0, `  N0  domain=docs  output=${n0}`], [N1, `  N1  domain=api   output=${n1}    status=pending`]);
const sameSpaced = spaced('docs/User Guide.md', 'docs/User Guide.md');

ruleTester(rule, {
  valid: [
    { name: 'two file names with spaces in one folder', files: tree(spaced('docs/User Guide.md', 'docs/User Manual.md'), { 'docs/User Guide.md': '# Guide\n' }), detail: 'no two nodes of one wave write the same files' },
    { name: 'two backticked file names with spaces', files: tree(spaced('`docs/User Guide.md`', '`docs/User Manual.md`'), { 'docs/User Guide.md': '# Guide\n' }) },
    { name: 'two quoted file names with spaces', files: tree(spaced('"docs/User Guide.md"', '"docs/User Manual.md"'), { 'docs/User Guide.md': '# Guide\n' }) },
    { name: 'file names with spaces in a deeper folder', files: tree(spaced('docs/guide/getting started.md', 'docs/guide/faq.md'), { 'docs/guide/getting started.md': '# Start\n' }) },
  ],
  invalid: [
    {
      name: 'the same file name with spaces, named whole',
      files: tree(sameSpaced, { 'docs/User Guide.md': '# Guide\n' }),
      findings: [at(lineOf(sameSpaced, '  N1  domain=api'), 3, `N1 and N0 (line ${lineOf(sameSpaced, '  N0  domain=docs')}) both write docs/User Guide.md yet share WAVE 1 (line ${lineOf(sameSpaced, 'WAVE 1')})`)],
    },
  ],
});

// A glob clashes with a file only when it can match it, and with a glob only when both can match a common file.
const plan = (nodes: string[]) => ['DELEGATED GRAPH: t', 'NODES:', ...nodes.map((n) => `  ${n}`), 'EDGES:', '  none', 'WAVES:', `  WAVE 1 : [${nodes.map((n) => n.split(' ')[0]).join(' ∥ ')}]`, ''].join('\n');
const unmatched = plan([
  'Q1 domain=qa output=tests/*.test.ts',
  'Q2 domain=data output=tests/fixtures/orders.json',
  'Q3 domain=qa output=tests/helpers.ts',
  'S1 domain=web output=src/**/*.tsx',
  'S2 domain=design output=src/styles/theme.css',
  'D1 domain=docs output=docs/*.txt',
  'D2 domain=docs output=docs/ok.md',
  'C1 domain=css output=src/ui/*.css',
]);
const matched = plan(['Q1 domain=qa output=tests/*.test.ts', 'Q2 domain=qa output=tests/csv.test.ts']);
const twoGlobs = plan(['S1 domain=web output=src/**/*.tsx', 'S2 domain=web output=src/ui/*.tsx']);
const intoFolder = plan(['S1 domain=web output=src/**/*.tsx', 'S2 domain=design output=src/styles/']);
const wave = (text: string) => lineOf(text, 'WAVE 1');

ruleTester(rule, {
  valid: [{ name: 'globs beside files and globs they cannot match', files: tree(unmatched), detail: 'no two nodes of one wave write the same files' }],
  invalid: [
    { name: 'a glob matching a same-wave file', files: tree(matched), findings: [at(lineOf(matched, 'Q2 domain'), 3, `Q2 and Q1 (line ${lineOf(matched, 'Q1 domain')}) both write tests/csv.test.ts (matched by tests/*.test.ts) yet share WAVE 1 (line ${wave(matched)})`)] },
    { name: 'two globs that can match a common file', files: tree(twoGlobs), findings: [at(lineOf(twoGlobs, 'S2 domain'), 3, `S2 and S1 (line ${lineOf(twoGlobs, 'S1 domain')}) both write files matched by src/**/*.tsx and by src/ui/*.tsx yet share WAVE 1 (line ${wave(twoGlobs)})`)] },
    { name: 'a glob reaching into a same-wave folder', files: tree(intoFolder), findings: [at(lineOf(intoFolder, 'S2 domain'), 3, `S2 and S1 (line ${lineOf(intoFolder, 'S1 domain')}) both write files in src/styles/ matched by src/**/*.tsx yet share WAVE 1 (line ${wave(intoFolder)})`)] },
  ],
});

// Commits are no files: two nodes each making a commit, bare, by hash or on a branch, write nothing in common.
const commits = (a: string, b: string) => edit(BASE, [N1, `  N1  domain=api   output=${a}    status=pending`], ['  N0  domain=docs  output=docs/spec.md', `  N0  domain=docs  output=${b}`]);

ruleTester(rule, {
  valid: [
    { name: 'two same-wave nodes whose output is a commit', files: tree(commits('commit', 'commit')) },
    { name: 'two same-wave commits on one branch', files: tree(commits('commit on branch main', 'commit on branch main')) },
    { name: 'two same-wave commits on a branch named like a folder', files: tree(commits('commit on branch fix/api', 'commit on branch fix/api')) },
    { name: 'two same-wave commits by hash', files: tree(commits('commit 4e1d9a2', '`commit 4e1d9a2`')) },
  ],
  invalid: [],
});

// Files a node touches are its outputs and the files its AGENT SUBGRAPH CONSTRAINTS let it touch.
const oneWave = (text: string) => lineOf(text, 'WAVE 1');
const constraintsOf = (text: string, constraints: string) => lineOf(text, `CONSTRAINTS  : ${constraints}`);
const intoOutput = edit(sharedInOneWave, [DB_TOUCHES, 'touch src/db/ and src/http/client.ts (the pool hook)']);
const notTouched = edit(sharedInOneWave, [DB_TOUCHES, 'touch src/db/ only; do not touch package.json (see docs/deps.md)']);
// The CONSTRAINTS name the shared file in another case: one file on macOS and Windows, as outputs are.
const CASED_DB_TOUCHES = 'touch src/db/ and Package.json (add generic-pool); nothing else';
const casedTouches = edit(sharedInOneWave, [DB_TOUCHES, CASED_DB_TOUCHES]);
const casedIntoOutput = edit(sharedInOneWave, [DB_TOUCHES, 'touch src/db/ and src/HTTP/client.ts (the pool hook)']);
const casedHeld = edit(heldByConstraints, [DB_TOUCHES, CASED_DB_TOUCHES]);

ruleTester(rule, {
  valid: [
    { name: 'nodes whose CONSTRAINTS touch the same file, in different waves', files: tree(heldByConstraints, {}) },
    { name: 'a shared file that one node\'s CONSTRAINTS say it must not touch', files: tree(notTouched, {}) },
    { name: 'nodes whose CONSTRAINTS touch files differing only in case, in different waves', files: tree(casedHeld, {}) },
  ],
  invalid: [
    {
      name: 'same-wave nodes whose CONSTRAINTS both touch package.json, naming the file and each CONSTRAINTS line',
      files: tree(sharedInOneWave, {}),
      detail: '1 pair of nodes in one wave touch the same files their AGENT SUBGRAPH CONSTRAINTS name',
      findings: [
        at(
          lineOf(sharedInOneWave, '  N2  domain'),
          3,
          `N2 and N1 (line ${lineOf(sharedInOneWave, '  N1  domain')}) both touch package.json, named in N2's CONSTRAINTS (line ${constraintsOf(sharedInOneWave, DB_TOUCHES)}) and N1's CONSTRAINTS (line ${constraintsOf(sharedInOneWave, HTTP_TOUCHES)}), yet share WAVE 1 (line ${oneWave(sharedInOneWave)})`,
        ),
      ],
    },
    {
      name: "a node whose CONSTRAINTS touch a same-wave node's output, naming that output",
      files: tree(intoOutput, {}),
      findings: [
        at(
          lineOf(intoOutput, '  N2  domain'),
          3,
          `N2 and N1 (line ${lineOf(intoOutput, '  N1  domain')}) both touch src/http/client.ts, named in N2's CONSTRAINTS (line ${constraintsOf(intoOutput, 'touch src/db/ and src/http/client.ts')}) and N1's output= (line ${lineOf(intoOutput, '  N1  domain')}), yet share WAVE 1 (line ${oneWave(intoOutput)})`,
        ),
      ],
    },
    {
      name: 'same-wave nodes whose CONSTRAINTS touch package.json and Package.json warn, naming each CONSTRAINTS line',
      status: 'warn',
      files: tree(casedTouches, {}),
      detail: '1 pair of nodes in one wave write, or touch by their AGENT SUBGRAPH CONSTRAINTS, paths that differ only in case',
      findings: [
        at(
          lineOf(casedTouches, '  N2  domain'),
          3,
          `N2 touches Package.json and N1 (line ${lineOf(casedTouches, '  N1  domain')}) touches package.json, named in N2's CONSTRAINTS (line ${constraintsOf(casedTouches, CASED_DB_TOUCHES)}) and N1's CONSTRAINTS (line ${constraintsOf(casedTouches, HTTP_TOUCHES)}), which differ only in case: one file on a case-insensitive file system (the default on macOS and Windows), yet they share WAVE 1 (line ${oneWave(casedTouches)})`,
        ),
      ],
    },
    {
      name: "CONSTRAINTS touching a same-wave node's output in another case warn, naming that output",
      status: 'warn',
      files: tree(casedIntoOutput, {}),
      findings: [
        at(
          lineOf(casedIntoOutput, '  N2  domain'),
          3,
          `N2 touches src/HTTP/client.ts and N1 (line ${lineOf(casedIntoOutput, '  N1  domain')}) touches src/http/client.ts, named in N2's CONSTRAINTS (line ${constraintsOf(casedIntoOutput, 'touch src/db/ and src/HTTP/client.ts')}) and N1's output= (line ${lineOf(casedIntoOutput, '  N1  domain')}), which differ only in case: one file on a case-insensitive file system (the default on macOS and Windows), yet they share WAVE 1 (line ${oneWave(casedIntoOutput)})`,
        ),
      ],
    },
    {
      name: 'a pair whose CONSTRAINTS clash as written is not warned of again for a file named in another case',
      files: tree(edit(casedTouches, [HTTP_TOUCHES, 'touch src/http/ and src/db/pool.ts and package.json (add p-retry)'])),
      detail: /^1 pair of nodes in one wave touch the same files their AGENT SUBGRAPH CONSTRAINTS name$/,
      findings: [{ message: /^N2 and N1 \(line \d+\) both touch src\/db\/pool\.ts/ }],
    },
  ],
});
