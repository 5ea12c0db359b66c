/**
 * RETURNs that name no node (the template's `RETURN:`) after a node spawned in free text, with no
 * AGENT SUBGRAPH (the tester's gm17): the RETURN is that node's when its OUTPUT is the node's
 * output, not the node of the AGENT SUBGRAPH above it.
 */
import { describe, expect, it } from 'vitest';
import { parseGraphText } from '../../../packages/core/src/model/graph/index.js';
import returnPresent from '../../../rules/graph/graph-return-present.js';
import returnSubgraph from '../../../rules/graph/graph-return-subgraph.js';
import subgraphOutput from '../../../rules/graph/graph-subgraph-output.js';
import { lineOf, runGraph } from './graph-helpers.js';

const sub = (id: string, output: string, graph: string) => `AGENT SUBGRAPH — ${id} work
WHY          : the limiter needs it
INPUTS       : none
OUTPUT       : ${output}
METHOD       : Design Thinking §2
SUBGRAPH     : ${graph}
VERIFY       : npm test
CONSTRAINTS  : touch only ${output}
TASK
1. Do the work.
RETURN:
  STATUS            : done | failed | evolved
  OUTPUT            : <path(s)>
`;
const ret = (output: string, graph: string) => `RETURN:
  STATUS            : done
  OUTPUT            : ${output}
  IMPLEMENTED GRAPH : ${graph}
  VERIFY_RESULT     : pass
  SUMMARY           : Wrote the file as asked. It follows the subgraph. VERIFY passes.
`;

const PLAN = `DELEGATED GRAPH: API rate limiting
NODES:
  N1   domain=design    output=docs/rate-limit.md           status=pending
  N2   domain=config    output=config/limits.yaml           status=pending
  N3   domain=backend   output=src/middleware/ratelimit.ts  status=pending
EDGES:
  N1 -> N3
  N2 -> N3
WAVES:
  WAVE 1 : [N1, N2]   — design and limits
  WAVE 2 : [N3]       — middleware
`;
const DESIGN = 'request → bucket(key=api_key) → allow | 429';
const LIMITS = 'tier → {rps, burst}';
const MIDDLEWARE = 'request → bucket(key=api_key) → allow | 429 with Retry-After';
const head = [PLAN, sub('N1', 'docs/rate-limit.md', DESIGN), sub('N2', 'config/limits.yaml', LIMITS), ret('docs/rate-limit.md', DESIGN), ret('config/limits.yaml', LIMITS)];
/** N3 spawned in free text; its RETURN gives N3's output. */
const freeText = [...head, 'Spawned N3 with: "implement the token bucket middleware from the design doc".\n', ret('src/middleware/ratelimit.ts', MIDDLEWARE)].join('\n');
/** A RETURN whose OUTPUT is no node's and no spawn's, after every spawn has returned. */
const stray = [...head, ret('src/other/thing.ts', MIDDLEWARE)].join('\n');
const n3Return = lineOf(freeText, '  OUTPUT            : src/middleware/ratelimit.ts') - 2;

describe('a RETURN naming no node after a spawn in free text', () => {
  it("is the node whose output its OUTPUT gives, not the node of the AGENT SUBGRAPH above", () => {
    expect(parseGraphText(freeText).returns.map((r) => [r.node, r.nodeFrom])).toEqual([
      ['N1', 'position'],
      ['N2', 'position'],
      ['N3', 'position'],
    ]);
  });

  it('is not compared with the AGENT SUBGRAPH of the node above it', async () => {
    const output = await runGraph(subgraphOutput, freeText, {});
    expect(output.status, output.findings.map((f) => f.message).join('\n')).toBe('pass');
    const built = await runGraph(returnSubgraph, freeText, {});
    expect(built.findings.map((f) => f.message)).toEqual([]);
  });

  it('warns that its node was never spawned by an AGENT SUBGRAPH, naming that node', async () => {
    const r = await runGraph(returnPresent, freeText, {});
    expect(r.status).toBe('warn');
    expect(r.findings.map((f) => [f.line, f.message])).toEqual([[n3Return, 'RETURN for N3 answers no AGENT SUBGRAPH: N3 was never spawned before this line']]);
  });

  it('is left unattributed when its OUTPUT is no node\'s and every spawn above has returned, and says so', async () => {
    expect(parseGraphText(stray).returns.map((r) => r.node)).toEqual(['N1', 'N2', undefined]);
    const r = await runGraph(returnPresent, stray, {});
    expect(r.status).toBe('fail');
    expect(r.findings.map((f) => [f.line, f.message])).toEqual([
      [
        lineOf(stray, '  OUTPUT            : src/other/thing.ts') - 2,
        'RETURN names no node, and no unanswered AGENT SUBGRAPH above it nor any one node of the DELEGATED GRAPH has its OUTPUT src/other/thing.ts: put the node id in its header (`RETURN: N1`) or a `NODE :` field',
      ],
    ]);
  });
});
