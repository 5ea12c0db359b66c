import { ProjectFs, type TextFile } from '../../io/project-fs.js';
import type { Finding, RuleOutcome } from '../../types.js';
import { type GraphTaskStart } from './tasks.js';
import type { GraphDelegated, GraphEdge, GraphImplNode, GraphImplemented, GraphList, GraphNode, GraphParse, GraphProblem, GraphRef, GraphReturn, GraphSubgraph } from './types.js';
import { type GraphUndecidedGap } from './unread.js';
import { type GraphPlan } from './plan.js';
import { type GraphNestedRun } from './nested.js';
export type { GraphPlan } from './plan.js';
export type GraphOutputState = 'non-empty' | 'empty' | 'missing' | 'outside-root' | 'unreadable';
/** One kind of difference between the delegated and the implemented graph. */
export interface GraphDifference {
    kind: 'gap' | 'off-script' | 'wave' | 'output' | 'failed';
    node: string;
    /** Where the node is declared in the DELEGATED GRAPH. */
    delegated?: {
        line: number;
        column: number;
    };
    /** Where the node is listed in the IMPLEMENTED GRAPH. */
    implemented?: {
        line: number;
        column: number;
    };
    message: string;
}
/**
 * A graph transcript as rules see it. The last DELEGATED GRAPH is the plan
 * (an evolution may re-issue it); the last IMPLEMENTED GRAPH is the result.
 * A nested run's blocks (a sub-coordinator's own run logged in the transcript:
 * nested.ts) are not among them: nestedRun() reads each as a transcript of its own.
 */
export declare class GraphModel implements GraphParse {
    readonly kind: "graph";
    readonly file: TextFile;
    readonly fs: ProjectFs;
    readonly delegatedGraphs: GraphDelegated[];
    readonly subgraphs: GraphSubgraph[];
    readonly returns: GraphReturn[];
    readonly implementedGraphs: GraphImplemented[];
    /** Parse problems plus problems reading the file (invalid UTF-8, binary, unreadable). */
    readonly problems: GraphProblem[];
    /** Nested runs whose blocks the arrays above leave out, in file order. */
    readonly nestedRuns: readonly GraphNestedRun[];
    private readonly _nestedModels;
    private _differences?;
    private _undecided?;
    private _repeats?;
    private _nodeLookups?;
    private _edgeLookups?;
    private _entryLookups?;
    private readonly _plans;
    private _outputFolders?;
    /**
     * Whether a bare output word (`docs`, no `/` nor extension) is a folder: some delegated
     * output lies under `docs/`. A bare word can only overlap an output under it, or the same
     * word (which clashes as text anyway), so the transcript alone decides; the disk is not asked.
     * An arrow, so rules hand it to graphOutputsClash and GraphOutputKeys as it is.
     */
    readonly outputFolder: (word: string) => boolean;
    /** `parsed`: the blocks of a nested run (nestedRun()), read instead of parsing the file. */
    constructor(file: TextFile, fs: ProjectFs, parsed?: GraphParse);
    /** A nested run read as a transcript of its own (same file, same line numbers); undefined past GRAPH_MAX_NESTED runs. */
    nestedRun(run: GraphNestedRun): GraphModel | undefined;
    get rel(): string;
    get delegated(): GraphDelegated | undefined;
    get implemented(): GraphImplemented | undefined;
    /** A finding on the graph file. */
    at(line: number, message: string, column?: number): Finding;
    node(id: string): GraphNode | undefined;
    /** For a message about an id no NODES line declares: that it is drawn like a declared one (`Н1` for N1), when it is; else ''. */
    lookAlikeHint(id: string): string;
    /** Delegated status: `pre-done` or `pending` (a missing status counts as pending). */
    statusOf(n: GraphNode): string;
    /** Wave number of a node in the delegated graph (first wave listing it). */
    waveOf(id: string): number | undefined;
    /** Where the WAVES section first places a node: its id in that wave's list. */
    waveRef(id: string): GraphRef | undefined;
    /** AGENT SUBGRAPH blocks of `id` in transcript order (shared: do not modify). */
    subgraphsFor(id: string): readonly GraphSubgraph[];
    /** RETURN blocks of `id` in transcript order (shared: do not modify). */
    returnsFor(id: string): readonly GraphReturn[];
    /**
     * The status a RETURN reports: the first word of its STATUS field past decoration, lower-cased ('' without one);
     * `failed` for a bare RETURN ("A bare `done` is a failed return"): see isBareReturn.
     */
    returnStatus(r: GraphReturn): string;
    /**
     * A RETURN with no field but its node (`done` alone), or none but a STATUS saying done (`STATUS : done`, the
     * same bare signal in a field), and no field name miscased: a failed return.
     */
    isBareReturn(r: GraphReturn): boolean;
    /** What a failed RETURN says, for messages: `says failed`, or `is bare (a failed return)`. */
    saysFailed(r: GraphReturn): string;
    /**
     * The last RETURN of `id` when it says failed, else undefined. It is the last word the
     * transcript has from the node's workers: a re-spawn that returned done or evolved supersedes it.
     */
    lastFailedReturn(id: string): GraphReturn | undefined;
    /** The first node `id` of the implemented graph. */
    implNode(id: string): GraphImplNode | undefined;
    /** The first edge `from → to` of the delegated graph. */
    edge(from: string, to: string): GraphEdge | undefined;
    /** The DELEGATED GRAPHs that start another task rather than re-issue the plan (graphTaskStarts). */
    taskStarts(): GraphTaskStart[];
    /** Whether EVOLUTIONS of the implemented graph records a change for `id`. */
    evolved(id: string): boolean;
    /** Upstream nodes of `id` (sources of its incoming edges), deduplicated. */
    upstream(id: string): readonly string[];
    /**
     * The DELEGATED GRAPH in force at `line`: the last one written before it (an
     * evolution may re-issue the plan), else the first. The model's own lookups
     * (node, waveOf, upstream, edge) read the last one.
     */
    planAt(line: number): GraphPlan | undefined;
    /** Lookups over one DELEGATED GRAPH of this transcript, built once per graph. */
    plan(g: GraphDelegated): GraphPlan;
    /** Maps built once, so per-node queries cost a lookup rather than a scan (rules call them per node). */
    private lookups;
    private edgeLookups;
    private entryLookups;
    /**
     * What an entry of FAILURES / OFF-SCRIPT / GAPS names: a node (declared or
     * implemented, or an unknown id; `N1: <what>` and `N1 — <note>` name N1), a file
     * (`src/a.ts — <note>` too; mapped to the delegated node whose output it is, when
     * one is), or free text.
     */
    entry(value: string): {
        kind: 'node';
        id: string;
        known: boolean;
    } | {
        kind: 'file';
        path: string;
        node?: string;
    } | {
        kind: 'text';
    };
    /** Node ids a list names directly or through a delegated node's output path. */
    listed(list: GraphList | undefined): Set<string>;
    /**
     * Where an output path of the transcript points, whatever the working
     * directory: a relative path is read from the checked root (the repository
     * holding the transcript, else its folder: graphRootFor); `rel` is that place
     * relative to the root, undefined when the path leaves it.
     */
    outputPlace(p: string): {
        rel?: string;
        abs: string;
    };
    /**
     * State of an output path under the checked root: `non-empty` (a file with
     * content or a folder with entries), `empty`, `missing`, `outside-root`, or `unreadable`
     * (a folder on the way cannot be searched).
     */
    outputState(p: string): GraphOutputState;
    /**
     * Every structural difference between the last DELEGATED GRAPH and the last
     * IMPLEMENTED GRAPH, computed once: nodes missing or extra, nodes in another
     * wave, another output, failed nodes.
     */
    /** Each later listing of a node the IMPLEMENTED GRAPH lists more than once (it ran twice), with the line of the first. */
    implementedRepeats(): Array<{
        node: GraphImplNode;
        first: number;
    }>;
    /** Delegated nodes no row lists but a line graph-parse could not read names: no differences, as they may be listed there. */
    undecidedGaps(): readonly GraphUndecidedGap[];
    differences(): GraphDifference[];
}
/**
 * The skip a graph rule returns when a block it needs is absent, or undefined
 * when every needed block is there.
 */
export declare function graphSkip(model: GraphModel, need: {
    delegated?: boolean;
    implemented?: boolean;
}): RuleOutcome | undefined;
