// A tester's false passes on a two-node run, read by every graph rule: a summary that records a failure no
// RETURN reported, and an evolved node re-spawned with its old AGENT SUBGRAPH.
import { afterAll, expect, it } from 'vitest';
import { graphRules } from '../../../rules/graph/index.js';
import { cleanupTrees } from '../../helpers.js';
import { runAll } from '../../rule-tester.js';
import { edit, lineOf, loadGraph, nthLineOf } from './graph-helpers.js';

afterAll(cleanupTrees);

const N2_SUBGRAPH = `AGENT SUBGRAPH — N2 web
WHY          : users see the items in the browser
INPUTS       : src/api.ts (N1)
OUTPUT       : web/app.ts
METHOD       : Design Thinking §2
SUBGRAPH     : fetch /items → render list
VERIFY       : npm test -- web
CONSTRAINTS  : touch only web/app.ts
TASK
1. Fetch and render.
RETURN:
  STATUS  : done | failed | evolved
`;
const N2_RETURN = `RETURN: N2
  STATUS            : done
  OUTPUT            : web/app.ts
  IMPLEMENTED GRAPH : fetch /items → render list
  VERIFY_RESULT     : pass
  SUMMARY           : The page fetches the items. It renders them as a list. Errors show a banner.
`;
const RUN = `DELEGATED GRAPH: demo
NODES:
  N1  domain=api  output=src/api.ts  status=pending
  N2  domain=web  output=web/app.ts  status=pending
EDGES:
  N1 → N2
WAVES:
  WAVE 1 : [N1]
  WAVE 2 : [N2]

AGENT SUBGRAPH — N1 api
WHY          : the client needs an endpoint to call
INPUTS       : none
OUTPUT       : src/api.ts
METHOD       : Design Thinking §2
SUBGRAPH     : GET /items → list → json
VERIFY       : npm test -- api
CONSTRAINTS  : touch only src/api.ts
TASK
1. Write the handler.
RETURN:
  STATUS  : done | failed | evolved

RETURN: N1
  STATUS            : done
  OUTPUT            : src/api.ts
  IMPLEMENTED GRAPH : GET /items → list → json
  VERIFY_RESULT     : pass
  SUMMARY           : Added the handler. It lists items as JSON. The test covers an empty list.

${N2_SUBGRAPH}
${N2_RETURN}
IMPLEMENTED GRAPH: demo
WAVE 1 — base
  N1  status=done  output=src/api.ts  verify=pass
WAVE 2 — client
  N2  status=done  output=web/app.ts  verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`;
const FILES = { 'src/api.ts': 'export {};\n', 'web/app.ts': 'export {};\n' };
const MISMATCH: [string, string] = ['VERDICT    : matches', 'VERDICT    : mismatches listed above'];

const failing = async (text: string) => (await runAll(graphRules, loadGraph(text, FILES), { preset: 'recommended' })).filter((r) => r.status === 'fail');

it('the unedited run passes every graph rule', async () => {
  expect((await failing(RUN)).map((r) => `${r.name}: ${r.detail}`)).toEqual([]);
});

it('N2 returned done and passed, yet the summary marks it failed with verify=pass: graph-compare-failures fails at the node line', async () => {
  const text = edit(RUN, ['  N2  status=done  output=web/app.ts  verify=pass', '  N2  status=failed  output=web/app.ts  verify=pass'], ['FAILURES   : none', 'FAILURES   : [N2]'], MISMATCH);
  const r = (await failing(text)).find((c) => c.name === 'graph-compare-failures');
  expect(r?.detail).toBe('1 node is failed with a passing verify=; 1 node is failed though the last RETURN says done');
  expect(r?.findings.map((f) => f.line)).toEqual([lineOf(text, '  N2  status=failed'), lineOf(text, '  N2  status=failed')]);
});

it("N2 evolved and was re-spawned with its AGENT SUBGRAPH unchanged: graph-retry fails at the re-spawn's header", async () => {
  const evolved = N2_RETURN.replace('STATUS            : done', 'STATUS            : evolved\n  EVOLVED_SCOPE     : render a paginated list, 20 per page');
  const text = edit(
    RUN,
    [`${N2_SUBGRAPH}\n${N2_RETURN}`, `${N2_SUBGRAPH}\n${evolved}\n${N2_SUBGRAPH}\n${N2_RETURN}`],
    ['EVOLUTIONS : none', 'EVOLUTIONS : [{ node: N2, original_scope: render list, evolved_scope: paginated list }]'],
    MISMATCH,
  );
  const r = (await failing(text)).find((c) => c.name === 'graph-retry');
  expect(r?.findings.map((f) => [f.line, f.message.split(';')[0]])).toEqual([
    [nthLineOf(text, 'AGENT SUBGRAPH — N2', 2), `re-spawn of N2 after its evolved RETURN (line ${lineOf(text, 'RETURN: N2')}) repeats the scope of the AGENT SUBGRAPH at line ${nthLineOf(text, 'AGENT SUBGRAPH — N2', 1)} unchanged`],
  ]);
});
