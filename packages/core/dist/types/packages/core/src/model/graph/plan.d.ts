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
export declare class PlanLookups implements GraphPlan {
    readonly graph: GraphDelegated;
    private nodes?;
    private waves?;
    private edges?;
    constructor(graph: GraphDelegated);
    node(id: string): GraphNode | undefined;
    declared(): readonly GraphNode[];
    private byId;
    waveOf(id: string): number | undefined;
    upstream(id: string): readonly string[];
    edge(from: string, to: string): GraphEdge | undefined;
}
/** Upstream ids and first edges by their ends, of one DELEGATED GRAPH. */
export declare function edgeLookupsOf(g: GraphDelegated | undefined): GraphEdgeLookups;
export declare const NO_IDS: readonly string[];
