// One DELEGATED GRAPH's lookups: by node id (first declaration), wave and edge.
import type { GraphDelegated, GraphEdge, GraphNode } from './types.js';

export interface GraphEdgeLookups {
  upstreamById: Map<string, string[]>;
  edgeByEnds: Map<string, Map<string, GraphEdge>>;
}

/** One DELEGATED GRAPH as rules query it: by node id, wave and edge. */
export interface GraphPlan {
  readonly graph: GraphDelegated;
  node(id: string): GraphNode | undefined;
  /** Each node id's first declaration, in declaration order: a repeated id counts once, as node() reads it. */
  declared(): readonly GraphNode[];
  waveOf(id: string): number | undefined;
  upstream(id: string): readonly string[];
  edge(from: string, to: string): GraphEdge | undefined;
}

/** Lookups of an earlier DELEGATED GRAPH, each map built on first use. */
export class PlanLookups implements GraphPlan {
  readonly graph: GraphDelegated;
  private nodes?: Map<string, GraphNode>;
  private waves?: Map<string, number>;
  private edges?: GraphEdgeLookups;
  constructor(graph: GraphDelegated) {
    this.graph = graph;
  }
  node(id: string): GraphNode | undefined {
    return this.byId().get(id);
  }
  declared(): readonly GraphNode[] {
    return [...this.byId().values()];
  }
  private byId(): Map<string, GraphNode> {
    if (!this.nodes) {
      this.nodes = new Map();
      for (const n of this.graph.nodes) if (!this.nodes.has(n.id)) this.nodes.set(n.id, n);
    }
    return this.nodes;
  }
  waveOf(id: string): number | undefined {
    if (!this.waves) {
      this.waves = new Map();
      for (const w of this.graph.waves) for (const m of w.members) if (!this.waves.has(m.id)) this.waves.set(m.id, w.number);
    }
    return this.waves.get(id);
  }
  upstream(id: string): readonly string[] {
    return (this.edges ??= edgeLookupsOf(this.graph)).upstreamById.get(id) ?? NO_IDS;
  }
  edge(from: string, to: string): GraphEdge | undefined {
    return (this.edges ??= edgeLookupsOf(this.graph)).edgeByEnds.get(from)?.get(to);
  }
}

/** Upstream ids and first edges by their ends, of one DELEGATED GRAPH. */
export function edgeLookupsOf(g: GraphDelegated | undefined): GraphEdgeLookups {
  const upstreamById = new Map<string, string[]>();
  const edgeByEnds = new Map<string, Map<string, GraphEdge>>();
  for (const e of g?.edges ?? []) {
    let to = edgeByEnds.get(e.from.id);
    if (!to) edgeByEnds.set(e.from.id, (to = new Map()));
    if (to.has(e.to.id)) continue;
    to.set(e.to.id, e);
    const ups = upstreamById.get(e.to.id);
    if (ups) ups.push(e.from.id);
    else upstreamById.set(e.to.id, [e.from.id]);
  }
  return { upstreamById, edgeByEnds };
}

export const NO_IDS: readonly string[] = Object.freeze([]);
