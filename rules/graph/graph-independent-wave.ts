import { GraphClashIndex, GraphOutputKeys, defineRule, firstNotBefore, graphNodeTouches, graphPurposePaths, graphSkip, plural, type Finding, type GraphModel, type GraphNode } from '@engagement-lint/core/kit-graph';
import { N1_RETURN, N1_SUBGRAPH, transcript } from './lib/examples-fixtures.js';

export default defineRule<GraphModel>({
  id: 'graph-independent-wave',
  pack: 'graph',
  summary: 'A node sits in the wave right after its latest upstream node (WAVE 1 without one), unless it touches the same files as a node of a wave it skips',
  statuses: ['pass', 'fail', 'skip'],
  docs: `Constraints of the execution graph: "No edge between two nodes means they are
independent and share a wave." A node that no edge points at depends on no other
node, so it is independent of every node of WAVE 1 and belongs there (or in the first wave
that spawns anything, when the waves before it hold only pre-done nodes, which "count as done
for gating" and run nothing). A node with incoming edges depends only on its upstream nodes,
so it belongs in the wave listed right after the latest wave of one of them (a pre-done
upstream node included, where it is listed; an upstream node in no wave is
graph-waves-partition's, and leaves the node unjudged): nothing in the waves it skips feeds it.
Placed later, a node
either waits at gates for nothing or hides a dependency that was
never drawn as an edge (the "invisible edge" break point). The one reason the
protocol gives for separating independent nodes is "nodes that touch the same
files never share a wave", so a node that touches the same files as a node of a wave it
skips may sit later: its outputs and the files its AGENT SUBGRAPH CONSTRAINTS let it touch,
compared as graph-same-output-waves compares them (\`output=docs\` is the folder holding
\`docs/api.md\`, and so are the globs \`docs/**\` and \`docs/*\`; \`touch src/db/ and package.json\` in
the CONSTRAINTS of nodes of both waves holds the later one back). A plan without AGENT SUBGRAPHs has
its wave comments: a file both the node's wave and a wave it skips name in their comment (\`adds
p-retry to package.json\`, \`adds generic-pool to package.json\`) holds back every node of the later
wave. Fails
otherwise: a node without incoming edges at the node, one with incoming edges at its place in
the WAVES list.`,
  audit: [
    { source: 'No edge between two nodes means they are independent and share a wave.', enforced: 'fails when a node with no incoming edge sits in a later wave than WAVE 1, or a node with incoming edges in a later wave than the one right after its latest upstream node, and it touches no file (by its outputs or its AGENT SUBGRAPH CONSTRAINTS) a node of a wave it skips touches, nor does its wave comment name a file the comment of a wave it skips names' },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes a node held back because it writes the same files as an earlier node',
      files: {
        'graph.md': `DELEGATED GRAPH: items API
NODES:
  N1  domain=api   output=src/api/          status=pending
  N2  domain=auth  output=src/api/auth.ts   status=pending
EDGES:
  none
WAVES:
  WAVE 1 : [N1]  — the endpoints under src/api/
  WAVE 2 : [N2]  — the auth check, a file inside N1's folder`,
      },
    },
    {
      status: 'fail',
      title: 'fails on a node with no incoming edge held back to a later wave, at the node',
      files: {
        'graph.md': `DELEGATED GRAPH: items API
NODES:
  N1  domain=api   output=src/api.ts    status=pending
  N2  domain=docs  output=docs/api.md   status=pending
EDGES:
  none
WAVES:
  WAVE 1 : [N1]  — endpoint
  WAVE 2 : [N2]  — reference docs`,
      },
    },
    {
      status: 'fail',
      title: 'fails on a node two waves after its only upstream node, at its place in WAVES',
      files: {
        'graph.md': `DELEGATED GRAPH: billing
NODES:
  A1  domain=db    output=migrations/0042.sql  status=pending
  B1  domain=api   output=src/invoice.py       status=pending
  C1  domain=docs  output=docs/billing.md      status=pending
EDGES:
  A1 → B1
  A1 → C1
WAVES:
  WAVE 1 : [A1]  — schema
  WAVE 2 : [B1]  — code
  WAVE 3 : [C1]  — docs, which read only the schema`,
      },
    },
    {
      status: 'skip',
      title: 'skips without a DELEGATED GRAPH (a one-worker transcript)',
      files: {
        'graph.md': transcript(N1_SUBGRAPH, N1_RETURN),
      },
    },
  ],
  check({ model }) {
    const skip = graphSkip(model, { delegated: true });
    if (skip) return skip;
    const g = model.delegated!;
    // A repeated id is its first declaration (the repeat is graph-node-owner-output's).
    const nodes = model.plan(g).declared();
    const findings: Finding[] = [];
    let late = 0;
    // Built for the first node that needs it: most graphs have none, and indexing 40,000 outputs is not free.
    let built: GraphClashIndex | undefined;
    // What a node touches: its outputs and the files its AGENT SUBGRAPH CONSTRAINTS let it touch.
    const touched = (n: GraphNode) => graphNodeTouches(n, model.subgraphsFor(n.id), model.outputFolder).item;
    const index = () => (built ??= new GraphClashIndex(new GraphOutputKeys(model.outputFolder), nodes.map(touched), 'b'));
    // Per clash list: the waves of its nodes, ascending (a node in no wave last).
    const wavesOf = new Map<number[], number[]>();
    const sortedWaves = (list: number[]) => {
      let ws = wavesOf.get(list);
      if (!ws) wavesOf.set(list, (ws = list.map((k) => model.waveOf(nodes[k]!.id) ?? Infinity).sort((x, y) => x - y)));
      return ws;
    };
    // Whether a node touching a file n touches sits in a wave from `from` to before `to` (n itself sits in `to`).
    const heldBetween = (n: GraphNode, from: number, to: number) =>
      index()
        .lists(touched(n))
        .lists.some((list) => {
          const ws = sortedWaves(list);
          return (ws[firstNotBefore(ws, (w) => w < from)] ?? Infinity) < to;
        }) || commentsShare(from, to);
    // A plan alone names shared files only in its wave comments: WAVE `to`'s naming a file a wave from `from` on names too.
    let purposePaths: Map<number, Set<string>> | undefined;
    const commentsShare = (from: number, to: number) => {
      if (!purposePaths) {
        purposePaths = new Map();
        for (const w of g.waves) {
          const paths = graphPurposePaths(w.purpose);
          if (!paths.length) continue;
          let set = purposePaths.get(w.number);
          if (!set) purposePaths.set(w.number, (set = new Set()));
          for (const p of paths) set.add(p);
        }
      }
      const own = purposePaths.get(to);
      if (!own) return false;
      for (const [w, paths] of purposePaths) if (w >= from && w < to && [...paths].some((p) => own.has(p))) return true;
      return false;
    };
    // Waves holding only pre-done nodes run nothing: the first wave that spawns a node is where independent nodes start.
    let firstRun = Infinity;
    for (const n of nodes) if (model.statusOf(n) !== 'pre-done') firstRun = Math.min(firstRun, model.waveOf(n.id) ?? Infinity);
    const start = Math.max(1, firstRun);
    // The wave after WAVE w is the next one listed: a gap in the numbering is graph-waves-partition's.
    const numbers = [...new Set(g.waves.map((w) => w.number))].sort((x, y) => x - y);
    const after = (w: number) => numbers[firstNotBefore(numbers, (k) => k <= w)] ?? Infinity;
    for (const n of nodes) {
      const wave = model.waveOf(n.id);
      if (wave === undefined || wave <= start) continue;
      // The wave right after its latest upstream node; a node of no wave leaves it undecided (graph-waves-partition's).
      let due = start;
      let latest = '';
      for (const u of model.upstream(n.id)) {
        const w = model.waveOf(u);
        if (w === undefined) {
          due = Infinity;
          break;
        }
        if (after(w) > due) {
          due = after(w);
          latest = u;
        }
      }
      if (wave <= due || heldBetween(n, due, wave)) continue;
      if (!model.upstream(n.id).length) {
        findings.push(model.at(n.line, `${n.id} has no incoming edge, so it is independent of WAVE ${start} and shares it; it is in WAVE ${wave}`, n.column));
        continue;
      }
      late++;
      const at = model.waveRef(n.id) ?? n;
      const why = latest ? `its latest upstream node ${latest} is in WAVE ${model.waveOf(latest)}` : `its upstream nodes all sit before WAVE ${start}`;
      findings.push(model.at(at.line, `${n.id} is in WAVE ${wave}, but ${why}, so it belongs in WAVE ${due}: no node of a wave it skips feeds it or writes its files`, at.column));
    }
    if (findings.length) {
      const independent = findings.length - late;
      return {
        status: 'fail',
        detail: [independent ? `${plural(independent, 'independent node')} placed after WAVE 1` : '', late ? `${plural(late, 'node')} placed later than the wave after ${late === 1 ? 'its' : 'their'} upstream nodes` : '']
          .filter(Boolean)
          .join('; '),
        fix: 'Move each node without incoming edges to WAVE 1 and each other node to the wave right after its latest upstream node, or draw the edge for the dependency that holds it back.',
        findings: findings.sort((x, y) => x.line - y.line || (x.column ?? 1) - (y.column ?? 1)),
      };
    }
    return { status: 'pass', detail: 'every node is in WAVE 1 or right after its latest upstream node (or touches files a node of a wave it skips touches)' };
  },
});
