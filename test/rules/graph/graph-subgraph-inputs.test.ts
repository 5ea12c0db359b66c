import { describe, expect, it } from 'vitest';
import rule from '../../../rules/graph/graph-subgraph-inputs.js';
import { graphOpensWithNone } from '../../../packages/core/src/model/graph/index.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, NO_PLAN, at, edit, lineOf, runGraph, survivesDegenerate, tree } from './graph-helpers.js';

const N2_INPUTS = 'INPUTS       : docs/spec.md (N0), src/api.ts (N1)';
/** Where the INPUTS value starts. */
const VALUE = 'INPUTS       : '.length + 1;

const none = edit(BASE, [N2_INPUTS, 'INPUTS       : none']);
/** INPUTS none with a note naming the upstream output it tells the worker not to read: no input is passed. */
const NONE_NOTE = 'INPUTS       : none — do not read src/api.ts, it is in flux; docs/spec.md neither';
const noneNoted = edit(BASE, [N2_INPUTS, NONE_NOTE]);
/** N1 tells its worker not to read the spec N0 (pending, no edge) is writing: no read, no warning. */
const noneNotedNoEdge = edit(noEdgeOf(BASE), ['INPUTS       : none', 'INPUTS       : none (docs/spec.md is still being written)']);
const noneLine = lineOf(none, 'INPUTS       : none', lineOf(none, 'AGENT SUBGRAPH — N2'));
const one = edit(BASE, [N2_INPUTS, 'INPUTS       : docs/spec.md']);
const missing = edit(BASE, [`${N2_INPUTS}\n`, '']);
const longer = edit(BASE, [N2_INPUTS, 'INPUTS       : docs/spec.md, src/api.tsx']);
// N1 reads the spec N0 writes, with no edge: harmless while N0 is pre-done (its output is there before any wave), a hidden dependency once it is pending.
const preDoneRead = edit(BASE, ['INPUTS       : none', 'INPUTS       : docs/spec.md']);
const noEdge = edit(preDoneRead, ['N0  domain=docs  output=docs/spec.md  status=pre-done', 'N0  domain=docs  output=docs/spec.md  status=pending']);
// Four more nodes writing the spec: N1 reads five outputs without an edge.
const manyWriters = edit(
  noEdge,
  ['  N2  domain=web   output=web/app.ts    status=pending\n', `  N2  domain=web   output=web/app.ts    status=pending\n${[3, 4, 5, 6].map((i) => `  N${i}  domain=docs  output=docs/spec.md  status=pending\n`).join('')}`],
  ['  WAVE 2 : [N2]', '  WAVE 2 : [N2 ∥ N3 ∥ N4 ∥ N5 ∥ N6]'],
);
/** N1 writes an output that is no path (`Dockerfile`), and N2's INPUTS say `inputs`. */
const wordOutput = (word: string, inputs: string) => BASE.split('src/api.ts').join(word).replace(`INPUTS       : docs/spec.md (N0), ${word} (N1)`, `INPUTS       : docs/spec.md (N0), ${inputs}`);
// N1 fails twice (FAILED) before N2 is spawned; N2's INPUTS say so in `inputs`.
const SUB_N1 = BASE.slice(BASE.indexOf('AGENT SUBGRAPH — N1'), BASE.indexOf('RETURN: N1'));
const RETURN_N1 = BASE.slice(BASE.indexOf('RETURN: N1'), BASE.indexOf('AGENT SUBGRAPH — N2'));
const FAILED_N1 = RETURN_N1.replace('STATUS            : done', 'STATUS            : failed\n  FAILURE_REASON    : the test database was down');
const afterFailed = (inputs: string) => edit(BASE, [SUB_N1 + RETURN_N1, SUB_N1 + FAILED_N1 + SUB_N1 + FAILED_N1], [N2_INPUTS, `INPUTS       : docs/spec.md (N0), ${inputs}`]);
// A missing input in N2 (fail) beside N1 reading N0's spec without an edge (warning).
const mixed = edit(noEdge, [N2_INPUTS, 'INPUTS       : docs/spec.md']);
/** N1 writes `output` (a folder or a glob); N2's INPUTS pass `inputs` for it. */
const refinedRead = (output: string, inputs: string) => edit(BASE, ['output=src/api.ts ', `output=${output} `], ['OUTPUT       : src/api.ts', `OUTPUT       : ${output}`], [N2_INPUTS, `INPUTS       : docs/spec.md (N0), ${inputs}`]);
/** BASE with N0 pending: a read of its spec needs an edge. */
function noEdgeOf(text: string) {
  return edit(text, ['N0  domain=docs  output=docs/spec.md  status=pre-done', 'N0  domain=docs  output=docs/spec.md  status=pending']);
}
const reads = (text: string, said: string, from: string, edge: string, out: string) => `AGENT SUBGRAPH N2 ${said}, but edge ${from} → N2 (line ${lineOf(text, edge)}) means it reads ${from}'s output ${out}`;

ruleTester(rule, {
  valid: [
    { name: 'INPUTS name every upstream output', files: tree(BASE), detail: /^2 upstream outputs passed through INPUTS$/ },
    ...[
      ['Dockerfile', 'the Dockerfile (N1)'],
      ['Dockerfile', 'dockerfile from N1'],
      ['config', 'config (N1)'],
      ['API spec', 'the api spec, as N1 wrote it'],
    ].map(([word, inputs]) => ({ name: `an output that is no path, named whole: ${word} in "${inputs}"`, files: tree(wordOutput(word!, inputs!)), detail: /^2 upstream outputs passed through INPUTS$/ })),
    {
      name: "a repeated id's later output is not that node's: reading it needs no edge",
      files: tree(edit(BASE, ['  N2  domain=web   output=web/app.ts    status=pending', '  N2  domain=web   output=web/app.ts    status=pending\n  N2  domain=web   output=src/shared.ts  status=pending'], ['INPUTS       : none', 'INPUTS       : src/shared.ts'])),
      detail: /^2 upstream outputs passed through INPUTS$/,
    },
    { name: "files inside a folder output pass it", files: tree(refinedRead('src/api/', 'src/api/items.ts, src/api/index.ts (N1)')), detail: /^2 upstream outputs passed through INPUTS$/ },
    { name: 'files matching a glob output pass it', files: tree(refinedRead('src/api/*.ts', 'src/api/items.ts (N1)')), detail: /^2 upstream outputs passed through INPUTS$/ },
    { name: "INPUTS read a pre-done node's output without an edge: it exists before any wave", files: tree(preDoneRead), detail: /^2 upstream outputs passed through INPUTS$/ },
    { name: "INPUTS none whose note names another node's output reads nothing: no edge is missing", files: tree(noneNotedNoEdge), detail: /^2 upstream outputs passed through INPUTS$/ },
    ...['N1.output (FAILED — not available)', 'N1 output (FAILED)', 'nothing from N1 (FAILED)', 'src/api.ts (N1 FAILED, not built)'].map((inputs) => ({
      name: `a FAILED upstream node named in INPUTS without its output: "${inputs}"`,
      files: tree(afterFailed(inputs)),
      detail: /^2 upstream outputs passed through INPUTS$/,
    })),
  ],
  invalid: [
    {
      name: 'INPUTS none with a note naming the upstream outputs not to read: still none, no output passed',
      files: tree(noneNoted),
      detail: '2 upstream outputs are not passed to the node that reads them (missing input)',
      findings: [
        at(lineOf(noneNoted, NONE_NOTE), VALUE, reads(noneNoted, 'says INPUTS none', 'N0', '  N0 → N2', 'docs/spec.md')),
        at(lineOf(noneNoted, NONE_NOTE), VALUE, reads(noneNoted, 'says INPUTS none', 'N1', '  N1 -> N2', 'src/api.ts')),
      ],
    },
    {
      name: 'INPUTS none for a node with incoming edges, naming each edge line',
      files: tree(none),
      detail: '2 upstream outputs are not passed to the node that reads them (missing input)',
      findings: [
        at(noneLine, VALUE, reads(none, 'says INPUTS none', 'N0', '  N0 → N2', 'docs/spec.md')),
        at(noneLine, VALUE, reads(none, 'says INPUTS none', 'N1', '  N1 -> N2', 'src/api.ts')),
      ],
    },
    ...[
      ['Dockerfile', 'docker/Dockerfile.dev'],
      ['Dockerfile', 'the Dockerfiles of other services'],
      ['config', 'myconfig'],
      ['config', 'the configuration'],
      ['config', 'config.md'],
      ['config', 'reconfig/x'],
    ].map(([word, inputs]) => {
      const text = wordOutput(word!, inputs!);
      return {
        name: `an output that is no path, only inside another word: ${word} in "${inputs}"`,
        files: tree(text),
        findings: [at(lineOf(text, `INPUTS       : docs/spec.md (N0), ${inputs}`), VALUE, reads(text, `does not pass ${word}`, 'N1', '  N1 -> N2', word!))],
      };
    }),
    (() => {
      // The protocol's notation for the edge, `N1.output`, in place of the path, with N1 done: the message says to write the path.
      const text = edit(BASE, [N2_INPUTS, 'INPUTS       : docs/spec.md (N0), N1.output']);
      return {
        name: 'INPUTS naming `N1.output` for a node that did not fail: the finding asks for the path it stands for',
        files: tree(text),
        findings: [
          at(
            lineOf(text, 'INPUTS       : docs/spec.md (N0), N1.output'),
            VALUE,
            `AGENT SUBGRAPH N2 names N1.output in INPUTS, not the path it stands for: edge N1 → N2 (line ${lineOf(text, '  N1 -> N2')}) means it reads N1's output src/api.ts; write that path (the subagent cannot resolve a node's id)`,
          ),
        ],
      };
    })(),
    // The FAILED node's output passed as if it were there: "downstream nodes proceed without its output and say so".
    ...['src/api.ts', 'src/api.ts (N1)'].map((inputs) => {
      const text = afterFailed(inputs);
      return {
        name: `a FAILED upstream node's output passed as an input: "${inputs}"`,
        files: tree(text),
        detail: "1 output of a FAILED node is passed as an input without saying it was never built",
        fix: 'Write the INPUTS of a node downstream of a FAILED one without its output, naming the failed node (`N2 (FAILED)`).',
        findings: [
          at(
            lineOf(text, `INPUTS       : docs/spec.md (N0), ${inputs}`),
            VALUE,
            'AGENT SUBGRAPH N2 passes src/api.ts as an input, but N1 FAILED (two failed RETURNs) before this spawn: N2 proceeds without that output, and INPUTS must say so (name N1 as failed)',
          ),
        ],
      };
    }),
    ...['N1.outputs (FAILED)', 'xN1.output (FAILED)', 'the api (FAILED)'].map((inputs) => {
      const text = afterFailed(inputs);
      return {
        name: `a FAILED upstream node left out of INPUTS: "${inputs}" does not name N1`,
        files: tree(text),
        findings: [
          at(
            lineOf(text, `INPUTS       : docs/spec.md (N0), ${inputs}`),
            VALUE,
            'AGENT SUBGRAPH N2 does not pass src/api.ts; N1 FAILED (two failed RETURNs) so N2 proceeds without its output src/api.ts, but INPUTS must say so by naming N1',
          ),
        ],
      };
    }),
    {
      name: 'a missing input fails while an undeclared read elsewhere stays a warning',
      files: tree(mixed),
      detail: '1 upstream output is not passed to the node that reads it (missing input)',
      findings: [
        at(lineOf(mixed, 'INPUTS       : docs/spec.md', lineOf(mixed, 'AGENT SUBGRAPH — N2')), VALUE, reads(mixed, 'does not pass src/api.ts', 'N1', '  N1 -> N2', 'src/api.ts')),
        { ...at(lineOf(mixed, 'INPUTS       : docs/spec.md'), VALUE, "AGENT SUBGRAPH N1 reads N0's output docs/spec.md, but the DELEGATED GRAPH has no edge N0 → N1"), severity: 'warning' },
      ],
    },
    {
      name: 'the one upstream output left out',
      files: tree(one),
      detail: '1 upstream output is not passed to the node that reads it (missing input)',
      findings: [at(lineOf(one, 'INPUTS       : docs/spec.md'), VALUE, reads(one, 'does not pass src/api.ts', 'N1', '  N1 -> N2', 'src/api.ts'))],
    },
    {
      name: 'no INPUTS field, at the AGENT SUBGRAPH',
      files: tree(missing),
      findings: [
        at(lineOf(missing, 'AGENT SUBGRAPH — N2'), 1, reads(missing, 'has no INPUTS', 'N0', '  N0 → N2', 'docs/spec.md')),
        at(lineOf(missing, 'AGENT SUBGRAPH — N2'), 1, reads(missing, 'has no INPUTS', 'N1', '  N1 -> N2', 'src/api.ts')),
      ],
    },
    ...[
      ['src/api/', 'src/apix/items.ts (N1)'],
      ['src/api/*.ts', 'src/api/items.js (N1)'],
    ].map(([output, inputs]) => {
      const text = refinedRead(output!, inputs!);
      return {
        name: `a file outside the upstream output ${output} does not pass it`,
        files: tree(text),
        findings: [at(lineOf(text, `INPUTS       : docs/spec.md (N0), ${inputs}`), VALUE, reads(text, `does not pass ${output}`, 'N1', '  N1 -> N2', output!))],
      };
    }),
    {
      name: 'a longer file name is not the upstream output',
      files: tree(longer),
      findings: [at(lineOf(longer, 'INPUTS       : docs/spec.md, src/api.tsx'), VALUE, reads(longer, 'does not pass src/api.ts', 'N1', '  N1 -> N2', 'src/api.ts'))],
    },
    {
      name: "INPUTS read a file another node's glob output matches, without an edge",
      status: 'warn',
      files: tree(edit(BASE, ['output=web/app.ts ', 'output=web/*.ts   '], ['INPUTS       : none', 'INPUTS       : web/app.ts'])),
      findings: [{ ...at(lineOf(edit(BASE, ['INPUTS       : none', 'INPUTS       : web/app.ts']), 'INPUTS       : web/app.ts'), VALUE, "AGENT SUBGRAPH N1 reads N2's output web/*.ts, but the DELEGATED GRAPH has no edge N2 → N1"), severity: 'warning' }],
    },
    {
      name: "INPUTS read another node's output without an edge",
      status: 'warn',
      files: tree(noEdge),
      detail: "1 INPUTS reads another node's output without an edge in the DELEGATED GRAPH",
      findings: [{ ...at(lineOf(noEdge, 'INPUTS       : docs/spec.md'), VALUE, "AGENT SUBGRAPH N1 reads N0's output docs/spec.md, but the DELEGATED GRAPH has no edge N0 → N1"), severity: 'warning' }],
    },
    {
      name: 'an INPUTS reading five writers without an edge names three and counts the rest',
      status: 'warn',
      files: tree(manyWriters),
      findings: [
        ...['N0', 'N3', 'N4'].map((n) => at(lineOf(manyWriters, 'INPUTS       : docs/spec.md'), VALUE, `AGENT SUBGRAPH N1 reads ${n}'s output docs/spec.md, but the DELEGATED GRAPH has no edge ${n} → N1`)),
        at(lineOf(manyWriters, 'INPUTS       : docs/spec.md'), VALUE, /^AGENT SUBGRAPH N1 also reads the outputs of 2 more nodes with no edge to N1$/),
        // N2 reads the spec too: through its edge from N0, and from the four new writers without one.
        ...['N3', 'N4', 'N5'].map((n) => at(lineOf(manyWriters, N2_INPUTS), VALUE, `AGENT SUBGRAPH N2 reads ${n}'s output docs/spec.md, but the DELEGATED GRAPH has no edge ${n} → N2`)),
        at(lineOf(manyWriters, N2_INPUTS), VALUE, /^AGENT SUBGRAPH N2 also reads the outputs of 1 more node with no edge to N2$/),
      ],
    },
    { name: 'no DELEGATED GRAPH', status: 'skip', files: tree(NO_PLAN) },
  ],
});

describe('graph-subgraph-inputs severities', () => {
  it('each finding keeps its own: the missing input has none of its own (an error), each undeclared read is a warning', async () => {
    const manyMixed = edit(manyWriters, [N2_INPUTS, 'INPUTS       : docs/spec.md']);
    const r = await runGraph(rule, manyMixed);
    expect(r.status).toBe('fail');
    expect((r.findings ?? []).map((f) => [f.message.split(' ').slice(0, 5).join(' '), f.severity])).toEqual([
      ['AGENT SUBGRAPH N2 does not', undefined],
      ...['N0', 'N3', 'N4'].map((n) => [`AGENT SUBGRAPH N1 reads ${n}'s`, 'warning']),
      ['AGENT SUBGRAPH N1 also reads', 'warning'],
      ...['N3', 'N4', 'N5'].map((n) => [`AGENT SUBGRAPH N2 reads ${n}'s`, 'warning']),
      ['AGENT SUBGRAPH N2 also reads', 'warning'],
    ]);
  });
});

describe('graph-subgraph-inputs on degenerate input', () => {
  survivesDegenerate(rule);
});

describe('graphOpensWithNone: INPUTS that say none, with or without a note', () => {
  it.each(['none', 'None.', '(none)', 'none — do not read src/api.ts', 'none - later', 'none: inline spec', 'none; N1 FAILED', 'none, do not read a.md', 'none (reads nothing)', 'n/a — nothing upstream', 'nothing. The spec is inline', 'not applicable', 'null', 'нет — спека в тексте', 'not applicable (inline spec)'])('%s says none', (value) => {
    expect(graphOpensWithNone(value)).toBe(true);
  });
  it.each(['none ./a.md', 'nonessential.md', 'none of docs/spec.md except the table', 'nothing from N1 (FAILED)', 'docs/spec.md — none of the rest', 'none-such.md', 'null.md', 'nil-handling.md', 'нетто.md'])('%s does not', (value) => {
    expect(graphOpensWithNone(value)).toBe(false);
  });
});

// An output written in backticks is quoted in messages as the path alone.
const ticked = edit(BASE, ['output=src/api.ts ', 'output=`src/api.ts` '], [N2_INPUTS, 'INPUTS       : docs/spec.md (N0)']);

ruleTester(rule, {
  valid: [],
  invalid: [
    {
      name: 'an upstream output written in backticks is named without them',
      files: tree(ticked),
      findings: [at(lineOf(ticked, 'INPUTS       : docs/spec.md (N0)'), VALUE, reads(ticked, 'does not pass src/api.ts', 'N1', '  N1 -> N2', 'src/api.ts'))],
    },
  ],
});
