import { afterAll, describe, expect, it } from 'vitest';
import { graphRules } from '../../../rules/graph/index.js';
import { cleanupTrees } from '../../helpers.js';
import { edit, loadGraph } from './graph-helpers.js';
import { runAll } from '../../rule-tester.js';

afterAll(cleanupTrees);

/**
 * A transcript written from the protocol's block formats alone: a backend node
 * and a frontend node whose SUBGRAPH and IMPLEMENTED GRAPH are JSX (the
 * notation that domain expects), lower-case sentence starts, nested brackets.
 */
const FOLLOWS = `
# Cart feature

DELEGATED GRAPH: cart badge

NODES:
  N1   domain=backend    output=src/api.ts                 status=pending
  N2   domain=frontend   output=src/components/Cart.tsx    status=pending

EDGES:
  N1 → N2        (N2 reads N1.output)

WAVES:
  WAVE 1 : [N1]   — the count endpoint
  WAVE 2 : [N2]   — the badge that shows it

═══════════════════════════════════════════════════
AGENT SUBGRAPH — N1 count endpoint
═══════════════════════════════════════════════════

WHY          : the badge needs the number of items (it is read on every page).
INPUTS       : none
OUTPUT       : src/api.ts
METHOD       : Design Thinking §2 §4
SUBGRAPH     : getCount(userId) -> db.items.count({ where: { userId } }) -> { count: number }
VERIFY       : npm test -- api
CONSTRAINTS  : touch only src/api.ts; do not change the schema (see docs/db.md).

TASK
────
1. add getCount(userId: string): Promise<{ count: number }>
2. export it from src/api.ts

OUTPUT must exist before returning.

RETURN:
  STATUS            : done | failed | evolved
  OUTPUT            : <path(s)>
  IMPLEMENTED GRAPH : <the graph actually built, same notation as SUBGRAPH>
  VERIFY_RESULT     : <pass | fail + first failing line | not run>
  SUMMARY           : <3-5 sentences>

RETRY : coordinator re-spawns once on failure with identical subgraph.
EVOLVE: coordinator re-plans the node on evolved; see Evolution.
═══════════════════════════════════════════════════

RETURN: N1
  STATUS            : done
  OUTPUT            : src/api.ts
  IMPLEMENTED GRAPH : getCount(userId) -> db.items.count({ where: { userId } }) -> { count: number }
  VERIFY_RESULT     : pass
  SUMMARY           : getCount is exported from src/api.ts. It counts the user's items with one query (no join). The tests cover an empty cart and a full one.

═══════════════════════════════════════════════════
AGENT SUBGRAPH — N2 cart badge
═══════════════════════════════════════════════════

WHY          : users cannot see how many items they have (support tickets #12, #40).
INPUTS       : src/api.ts (getCount)
OUTPUT       : src/components/Cart.tsx
METHOD       : Design Thinking §2 §6
SUBGRAPH     :
  <CartBadge userId={user.id}>
    <span className="icon cart" aria-hidden />
    {count > 0 && <b className="count">{count}</b>}
  </CartBadge>
VERIFY       : npm test -- Cart
CONSTRAINTS  : touch only src/components/Cart.tsx; keep the <Icon> API as is.

TASK
────
1. render <CartBadge> with the count from getCount()
2. hide the count when it is 0

OUTPUT must exist before returning.

RETURN:
  STATUS            : done | failed | evolved
  OUTPUT            : <path(s)>
  IMPLEMENTED GRAPH : <the graph actually built, same notation as SUBGRAPH>
  VERIFY_RESULT     : <pass | fail + first failing line | not run>
  SUMMARY           : <3-5 sentences>

RETRY : coordinator re-spawns once on failure with identical subgraph.
EVOLVE: coordinator re-plans the node on evolved; see Evolution.
═══════════════════════════════════════════════════

RETURN: N2
  STATUS            : done
  OUTPUT            : src/components/Cart.tsx
  IMPLEMENTED GRAPH :
    <CartBadge userId={user.id}>
      <span className="icon cart" aria-hidden />
      {count > 0 && <b className="count">{count}</b>}
    </CartBadge>
  VERIFY_RESULT     : pass
  SUMMARY           : The badge renders <Count> only when count > 0. It reads getCount() once per page load. Two tests cover the empty and the full cart.

═══════════════════════════════════════════════════
IMPLEMENTED GRAPH: cart badge
═══════════════════════════════════════════════════

WAVE 1 — the count endpoint
  N1  status=done  output=src/api.ts  verify=pass

WAVE 2 — the badge that shows it
  N2  status=done  output=src/components/Cart.tsx  verify=pass

FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
═══════════════════════════════════════════════════
`;

const FILES = { 'src/api.ts': 'export const getCount = 1;\n', 'src/components/Cart.tsx': 'export const Badge = 1;\n' };

async function verdicts(text: string): Promise<Record<string, string>> {
  const results = await runAll(graphRules, loadGraph(text, FILES), { preset: 'recommended' });
  return Object.fromEntries(results.map((r) => [r.name, r.status]));
}

const RETURN_N1 = FOLLOWS.slice(FOLLOWS.indexOf('RETURN: N1'), FOLLOWS.indexOf('═══', FOLLOWS.indexOf('RETURN: N1')));
const SUB_N2 = FOLLOWS.slice(FOLLOWS.indexOf('═══', FOLLOWS.indexOf('RETURN: N1')), FOLLOWS.indexOf('RETURN: N2'));
const RETURN_N2 = FOLLOWS.slice(FOLLOWS.indexOf('RETURN: N2'), FOLLOWS.indexOf('═══', FOLLOWS.indexOf('RETURN: N2')));

/** Each edit breaks one protocol sentence; the rule that enforces it must fail. */
const BREAKS: Array<[string, string, Array<[string, string]>]> = [
  ['graph-node-owner-output', 'One node, one owner, one output.', [['domain=backend    output=src/api.ts', 'domain=backend    output=src/api.ts output=src/db.ts']]],
  ['graph-edges-declared', 'edges join declared nodes', [['  N1 → N2        (N2 reads N1.output)', '  N1 → N2        (N2 reads N1.output)\n  N1 → N9']]],
  ['graph-acyclic', 'edges order the waves', [['  N1 → N2        (N2 reads N1.output)', '  N1 → N2        (N2 reads N1.output)\n  N2 → N1']]],
  ['graph-edge-wave-order', 'No edge between two nodes means they are independent and share a wave.', [['  WAVE 1 : [N1]   — the count endpoint\n  WAVE 2 : [N2]   — the badge that shows it', '  WAVE 1 : [N1 ∥ N2]   — everything']]],
  ['graph-waves-partition', 'each node in exactly one wave', [['  WAVE 2 : [N2]', '  WAVE 2 : [N1 ∥ N2]']]],
  ['graph-subgraph-complete', 'If any R is missing from the prompt, the worker will guess.', [['WHY          : users cannot see', 'WHY          : <the reason this node exists, not only what to change>\nNOTE         : users cannot see']]],
  ['graph-subgraph-inputs', 'Missing input', [['INPUTS       : src/api.ts (getCount)', 'INPUTS       : none']]],
  ['graph-return-fields', 'SUMMARY : 3-5 sentences', [['SUMMARY           : The badge renders <Count> only when count > 0. It reads getCount() once per page load. Two tests cover the empty and the full cart.', 'SUMMARY           : done.']]],
  ['graph-gate-order', 'WAVE n+1 never starts before WAVE n is done or FAILED.', [[RETURN_N1 + SUB_N2 + RETURN_N2, SUB_N2 + RETURN_N2 + RETURN_N1]]],
  ['graph-verdict', 'VERDICT names each difference', [['  N2  status=done  output=src/components/Cart.tsx  verify=pass', '  N2  status=done  output=src/components/Badge.tsx  verify=pass']]],
];

describe('a transcript written from the protocol alone', () => {
  it('follows every rule, JSX notation and lower-case sentences included', async () => {
    const v = await verdicts(FOLLOWS);
    expect(Object.entries(v).filter(([, s]) => s !== 'pass')).toEqual([]);
  });
  it.each(BREAKS)('%s fails when the transcript breaks "%s"', async (rule, _sentence, edits) => {
    const v = await verdicts(edit(FOLLOWS, ...edits));
    expect(v[rule]).toBe('fail');
  });
});
