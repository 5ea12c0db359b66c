import { describe } from 'vitest';
import rule from '../../../rules/graph/graph-same-output-waves.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, NO_PLAN, at, edit, lineOf, survivesDegenerate, tree } from './graph-helpers.js';

const N1 = '  N1  domain=api   output=src/api.ts    status=pending';

const folder = edit(BASE, [N1, '  N1  domain=api   output=docs/    status=pending']);
const dotdot = edit(BASE, [N1, '  N1  domain=api   output=docs/drafts/../spec.md    status=pending']);
const commit = edit(BASE, [N1, '  N1  domain=api   output=commit on main    status=pending'], ['  N0  domain=docs  output=docs/spec.md', '  N0  domain=docs  output=commit on main']);

ruleTester(rule, {
  valid: [
    { name: 'nodes of a wave write different files', files: tree(BASE), detail: 'no two nodes of one wave write the same files' },
    { name: 'the same file written in different waves', files: tree(edit(BASE, ['  N2  domain=web   output=web/app.ts', '  N2  domain=web   output=src/api.ts'])) },
  ],
  invalid: [
    {
      name: "a node writes the folder holding a same-wave node's file",
      files: tree(folder),
      detail: '1 pair of nodes in one wave write the same files',
      findings: [at(lineOf(folder, '  N1  domain=api'), 3, `N1 and N0 (line ${lineOf(folder, '  N0  domain=docs')}) both write docs/spec.md / docs/ yet share WAVE 1 (line ${lineOf(folder, 'WAVE 1')})`)],
    },
    {
      name: 'two same-wave nodes name the same non-path output',
      files: tree(commit),
      findings: [at(lineOf(commit, '  N1  domain=api'), 3, `N1 and N0 (line ${lineOf(commit, '  N0  domain=docs')}) both write commit on main yet share WAVE 1 (line ${lineOf(commit, 'WAVE 1')})`)],
    },
    {
      name: 'the same file written with an inner `..`',
      files: tree(dotdot),
      findings: [at(lineOf(dotdot, '  N1  domain=api'), 3, /^N1 and N0 \(line \d+\) both write docs\/spec\.md yet share WAVE 1/)],
    },
    { name: 'no DELEGATED GRAPH', status: 'skip', files: tree(NO_PLAN) },
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
      findings: [at(lineOf(bareFolder, N1_BARE), 3, `N1 and N0 (line ${lineOf(bareFolder, '  N0  domain=docs')}) both write docs/spec.md / docs yet share WAVE 1 (line ${lineOf(bareFolder, 'WAVE 1')})`)],
    },
  ],
});
