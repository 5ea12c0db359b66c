import rule from '../../../rules/graph/graph-same-output-waves.js';
import { ruleTester } from '../../rule-tester.js';
import { NO_PLAN, at, lineOf, tree } from './graph-helpers.js';

/** A DELEGATED GRAPH whose nodes (id, output) all sit in WAVE 1. */
const oneWave = (nodes: Array<[string, string]>) => `DELEGATED GRAPH: deep outputs
NODES:
${nodes.map(([id, output]) => `  ${id}  domain=core  output=${output}  status=pending`).join('\n')}
EDGES:
  none
WAVES:
  WAVE 1 : [${nodes.map(([id]) => id).join(' ∥ ')}]  — all at once`;

const deep = (n: number, folder = 'a') => `${folder}/`.repeat(n);

/** A folder 300 deep and a file inside it. */
const inside = oneWave([['N1', deep(300)], ['N2', `${deep(300)}f.ts`]]);
/** The same file 500 folders deep, written twice. */
const same = oneWave([['N1', `${deep(500)}f.ts`], ['N2', `${deep(500)}f.ts`]]);
/** Two files side by side 400 folders deep, and one a folder deeper. */
const siblings = oneWave([['N1', `${deep(400)}x.ts`], ['N2', `${deep(400)}y.ts`], ['N3', `${deep(401)}x.ts`]]);
/** A glob over the top folder and a file 300 folders below it. */
const globbed = oneWave([['N1', 'a/**'], ['N2', `${deep(300)}f.ts`]]);
/** One file 50 folders deep, spelled in two cases. */
const cased = oneWave([['N1', `${deep(50, 'A')}F.ts`], ['N2', `${deep(50)}f.ts`]]);
/** 200 nodes, node i writing a/ i times then f.ts (none clash), and N0 writing the folder a/a. */
const nested = oneWave([['N0', 'a/a'], ...Array.from({ length: 200 }, (_, i): [string, string] => [`N${i + 1}`, `${deep(i + 1)}f.ts`])]);
const nestedPass = oneWave(Array.from({ length: 200 }, (_, i): [string, string] => [`N${i + 1}`, `${deep(i + 1)}f.ts`]));

const wave = (text: string) => `WAVE 1 (line ${lineOf(text, 'WAVE 1')})`;

ruleTester(rule, {
  valid: [
    { name: 'files side by side hundreds of folders deep', files: tree(siblings), detail: 'no two nodes of one wave write the same files' },
    { name: '200 nodes, each output a folder deeper than the last', files: tree(nestedPass), detail: 'no two nodes of one wave write the same files' },
    { name: 'no DELEGATED GRAPH', status: 'skip', files: tree(NO_PLAN) },
  ],
  invalid: [
    {
      name: 'a file 300 folders deep inside a same-wave node\'s folder',
      files: tree(inside),
      detail: '1 pair of nodes in one wave write the same files',
      findings: [at(lineOf(inside, '  N2'), 3, `N2 and N1 (line ${lineOf(inside, '  N1')}) both write ${deep(300)}f.ts (inside ${deep(300)}) yet share ${wave(inside)}`)],
    },
    {
      name: 'the same file 500 folders deep',
      files: tree(same),
      detail: '1 pair of nodes in one wave write the same files',
      findings: [at(lineOf(same, '  N2'), 3, `N2 and N1 (line ${lineOf(same, '  N1')}) both write ${deep(500)}f.ts yet share ${wave(same)}`)],
    },
    {
      name: 'a glob over the top folder and a file 300 folders below',
      files: tree(globbed),
      detail: '1 pair of nodes in one wave write the same files',
      findings: [at(lineOf(globbed, '  N2'), 3, `N2 and N1 (line ${lineOf(globbed, '  N1')}) both write ${deep(300)}f.ts (matched by a/**) yet share ${wave(globbed)}`)],
    },
    {
      name: 'paths 50 folders deep differing only in case warn',
      files: tree(cased),
      status: 'warn',
      detail: '1 pair of nodes in one wave write paths that differ only in case',
    },
    {
      name: 'a folder holding 199 of 200 same-wave nodes\' files, listed first',
      files: tree(nested),
      detail: '199 pairs of nodes in one wave write the same files',
      findings: Array.from({ length: 199 }, (_, k) => at(lineOf(nested, `  N${k + 2} `), 3, `N${k + 2} and N0 (line ${lineOf(nested, '  N0')}) both write ${deep(k + 2)}f.ts (inside a/a) yet share ${wave(nested)}`)),
    },
  ],
});
