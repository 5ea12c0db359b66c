/**
 * Positions of a graph's nodes and edges, waves left to right. Up to DAGRE_MAX_NODES nodes, dagre
 * lays it out (fewer crossings); dagre's time grows fast with size, so a larger graph is placed
 * on a grid (a column per wave, nodes in file order, straight edges): linear time for any input.
 */
import dagre from '@dagrejs/dagre';

export const DAGRE_MAX_NODES = 40;

export interface LayoutNode {
  id: string;
  wave?: number;
  width: number;
  height: number;
}

export interface Layout {
  /** Centre and size of each node. */
  nodes: Map<string, { x: number; y: number; width: number; height: number }>;
  /** Points of each drawn edge, keyed `from\0to`. */
  edges: Map<string, Array<{ x: number; y: number }>>;
  width: number;
  height: number;
  by: 'dagre' | 'grid';
}

const WAVE_PREFIX = '\u0000wave:';
const key = (from: string, to: string) => `${from}\u0000${to}`;

export function layoutGraph(nodes: LayoutNode[], edges: Array<{ from: string; to: string }>): Layout {
  return nodes.length <= DAGRE_MAX_NODES ? byDagre(nodes, edges) : byGrid(nodes, edges);
}

function byDagre(nodes: LayoutNode[], edges: Array<{ from: string; to: string }>): Layout {
  const g = new dagre.graphlib.Graph({ multigraph: false });
  g.setGraph({ rankdir: 'LR', nodesep: 18, ranksep: 44, marginx: 8, marginy: 8 });
  g.setDefaultEdgeLabel(() => ({}));
  const waves = [...new Set(nodes.map((n) => n.wave).filter((w): w is number => w !== undefined))].sort((a, b) => a - b);
  // Invisible anchors keep the waves in order: anchor k precedes the nodes of wave k, which precede anchor k+1.
  for (const w of waves) g.setNode(`${WAVE_PREFIX}${w}`, { width: 1, height: 1 });
  for (let i = 1; i < waves.length; i++) g.setEdge(`${WAVE_PREFIX}${waves[i - 1]}`, `${WAVE_PREFIX}${waves[i]}`, { minlen: 2, weight: 10 });
  // graphlib keys plain objects by node id: a node named `constructor` or `toString` would meet
  // Object.prototype's. Each id gets a name of its own making.
  const names = new Map<string, string>();
  const name = (id: string) => {
    let n = names.get(id);
    if (n === undefined) names.set(id, (n = `n${names.size}`));
    return n;
  };
  for (const n of nodes) {
    g.setNode(name(n.id), { width: n.width, height: n.height });
    if (n.wave === undefined) continue;
    g.setEdge(`${WAVE_PREFIX}${n.wave}`, name(n.id), { minlen: 1, weight: 5 });
    const next = waves[waves.indexOf(n.wave) + 1];
    if (next !== undefined) g.setEdge(name(n.id), `${WAVE_PREFIX}${next}`, { minlen: 1, weight: 1 });
  }
  for (const e of edges) if (!g.hasEdge(name(e.from), name(e.to))) g.setEdge(name(e.from), name(e.to), { minlen: 1, weight: 1 });
  dagre.layout(g);
  const { width = 0, height = 0 } = g.graph() as { width?: number; height?: number };
  const out: Layout = { nodes: new Map(), edges: new Map(), width, height, by: 'dagre' };
  for (const n of nodes) {
    const p = g.node(name(n.id));
    out.nodes.set(n.id, { x: p.x, y: p.y, width: p.width, height: p.height });
  }
  for (const e of edges) {
    const pts = (g.edge(name(e.from), name(e.to)) as { points?: Array<{ x: number; y: number }> } | undefined)?.points;
    if (pts && pts.length >= 2) out.edges.set(key(e.from, e.to), pts);
  }
  return out;
}

function byGrid(nodes: LayoutNode[], edges: Array<{ from: string; to: string }>): Layout {
  const GAP_X = 60;
  const GAP_Y = 12;
  const MARGIN = 8;
  const columns = new Map<number | undefined, LayoutNode[]>();
  for (const n of nodes) columns.set(n.wave, [...(columns.get(n.wave) ?? []), n]);
  const order = [...columns.keys()].sort((a, b) => (a ?? Infinity) - (b ?? Infinity));
  const out: Layout = { nodes: new Map(), edges: new Map(), width: 0, height: 0, by: 'grid' };
  let x = MARGIN;
  for (const w of order) {
    const col = columns.get(w)!;
    // A loop, not Math.max(...): a column of a hostile graph may hold a few hundred thousand nodes.
    const colWidth = col.reduce((w, n) => Math.max(w, n.width), -Infinity);
    let y = MARGIN;
    for (const n of col) {
      out.nodes.set(n.id, { x: x + colWidth / 2, y: y + n.height / 2, width: n.width, height: n.height });
      y += n.height + GAP_Y;
    }
    out.height = Math.max(out.height, y - GAP_Y + MARGIN);
    x += colWidth + GAP_X;
  }
  out.width = x - GAP_X + MARGIN;
  for (const e of edges) {
    const a = out.nodes.get(e.from);
    const b = out.nodes.get(e.to);
    if (a && b) out.edges.set(key(e.from, e.to), [{ x: a.x + a.width / 2, y: a.y }, { x: b.x - b.width / 2, y: b.y }]);
  }
  return out;
}
