/**
 * Transcripts whose nodes touch a shared file named only in their AGENT SUBGRAPH CONSTRAINTS (the
 * tester's g20 / gm15: two nodes adding a dependency to package.json), for the rules that keep
 * nodes touching the same files out of one wave.
 */

/** An AGENT SUBGRAPH for `id` writing `output`, under `constraints`. */
export const subgraph = (id: string, output: string, constraints: string) => `AGENT SUBGRAPH — ${id} work
WHY          : the service needs it
INPUTS       : none
OUTPUT       : ${output}
METHOD       : Design Thinking §2
SUBGRAPH     : request → result
VERIFY       : npm test
CONSTRAINTS  : ${constraints}
TASK
1. Do the work.
RETURN:
  STATUS  : done | failed | evolved
`;

/** A DELEGATED GRAPH of `nodes` (`id output`), no edges, in `waves` (lines after `WAVES:`). */
export const plan = (nodes: string[], waves: string[]) =>
  ['DELEGATED GRAPH: retries and pooling', 'NODES:', ...nodes.map((n) => `  ${n.split(' ')[0]}  domain=d  output=${n.split(' ')[1]}  status=pending`), 'EDGES:', '  none', 'WAVES:', ...waves.map((w) => `  ${w}`), ''].join('\n');

export const HTTP = 'N1 src/http/client.ts';
export const DB = 'N2 src/db/pool.ts';
export const HTTP_TOUCHES = 'touch src/http/ and package.json (add p-retry); nothing else';
export const DB_TOUCHES = 'touch src/db/ and package.json (add generic-pool); nothing else';

/** g20: N2 has no incoming edge, held back to WAVE 2 because both nodes add a dependency to package.json. */
export const heldByConstraints = [plan([HTTP, DB], ['WAVE 1 : [N1]  — HTTP retries', 'WAVE 2 : [N2]  — DB pooling']), subgraph('N1', 'src/http/client.ts', HTTP_TOUCHES), subgraph('N2', 'src/db/pool.ts', DB_TOUCHES)].join('\n');

/** gm15: the same two nodes in one wave. */
export const sharedInOneWave = [plan([HTTP, DB], ['WAVE 1 : [N1 ∥ N2]  — retries and pooling']), subgraph('N1', 'src/http/client.ts', HTTP_TOUCHES), subgraph('N2', 'src/db/pool.ts', DB_TOUCHES)].join('\n');

/** The tester's r2: a plan alone, whose wave comments say both waves add to package.json. */
export const planOnlyComments = plan([HTTP, DB], ['WAVE 1 : [N1]  — HTTP retries (adds p-retry to package.json)', 'WAVE 2 : [N2]  — DB pool (adds generic-pool to package.json)']);
