/** The graph transcript as rules see it. */
import path from 'node:path';
import { ProjectFs, type TextFile } from '../../io/project-fs.js';
import type { Finding, RuleOutcome } from '../../types.js';
import { parseGraphText } from './parse.js';
import { graphMiscasedField } from './blocks.js';
import { graphTaskStarts, type GraphTaskStart } from './tasks.js';
import { lookAlikeHint } from './lookalike.js';
import { ID, cleanToken } from './text.js';
import type { GraphDelegated, GraphEdge, GraphImplNode, GraphImplemented, GraphList, GraphNode, GraphParse, GraphProblem, GraphRef, GraphReturn, GraphSubgraph } from './types.js';
import { graphIsPlaceholder, graphOutputPaths, graphOutputSaid, graphSameOutput, graphStatusWord } from './values.js';
import { unreadNaming, type GraphUndecidedGap } from './unread.js';
import { finding, groupBy, pluralWord } from '../../util.js';
import { graphWithoutTrailingSlashes } from './footprint.js';
import { NO_IDS, PlanLookups, edgeLookupsOf, type GraphEdgeLookups, type GraphPlan } from './plan.js';
import { graphNestedRuns, type GraphNestedRun } from './nested.js';

export type { GraphPlan } from './plan.js';

// ---------------------------------------------------------------- model

export type GraphOutputState = 'non-empty' | 'empty' | 'missing' | 'outside-root' | 'unreadable';

/** One kind of difference between the delegated and the implemented graph. */
export interface GraphDifference {
  kind: 'gap' | 'off-script' | 'wave' | 'output' | 'failed';
  node: string;
  /** Where the node is declared in the DELEGATED GRAPH. */
  delegated?: { line: number; column: number };
  /** Where the node is listed in the IMPLEMENTED GRAPH. */
  implemented?: { line: number; column: number };
  message: string;
}

/** Lookups by node id, built on first use; each group only when a rule asks for it (a 40,000-node graph pays for what it uses). */
interface GraphNodeLookups {
  nodeById: Map<string, GraphNode>;
  waveById: Map<string, number>;
  /** Where the WAVES section first places each node (its id in the wave's list). */
  waveRefById: Map<string, GraphRef>;
  subgraphsById: Map<string, GraphSubgraph[]>;
  returnsById: Map<string, GraphReturn[]>;
  implById: Map<string, GraphImplNode>;
}

interface GraphEntryLookups {
  /** Ids of delegated and implemented nodes. */
  knownIds: Set<string>;
  ownerByPath: Map<string, string>;
}

const NO_SUBGRAPHS: readonly GraphSubgraph[] = Object.freeze([]);
const NO_RETURNS: readonly GraphReturn[] = Object.freeze([]);


/**
 * A graph transcript as rules see it. The last DELEGATED GRAPH is the plan
 * (an evolution may re-issue it); the last IMPLEMENTED GRAPH is the result.
 * A nested run's blocks (a sub-coordinator's own run logged in the transcript:
 * nested.ts) are not among them: nestedRun() reads each as a transcript of its own.
 */
export class GraphModel implements GraphParse {
  readonly kind = 'graph' as const;
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
  private readonly _nestedModels = new Map<GraphNestedRun, GraphModel>();
  private _differences?: GraphDifference[];
  private _undecided?: GraphUndecidedGap[];
  private _repeats?: Array<{ node: GraphImplNode; first: number }>;
  private _nodeLookups?: GraphNodeLookups;
  private _edgeLookups?: GraphEdgeLookups;
  private _entryLookups?: GraphEntryLookups;
  private readonly _plans = new Map<GraphDelegated, GraphPlan>();
  private _outputFolders?: Set<string>;

  /**
   * Whether a bare output word (`docs`, no `/` nor extension) is a folder: some delegated
   * output lies under `docs/`. A bare word can only overlap an output under it, or the same
   * word (which clashes as text anyway), so the transcript alone decides; the disk is not asked.
   * An arrow, so rules hand it to graphOutputsClash and GraphOutputKeys as it is.
   */
  readonly outputFolder = (word: string): boolean => {
    if (!this._outputFolders) {
      const folders = new Set<string>();
      for (const g of this.delegatedGraphs) {
        for (const n of g.nodes) {
          for (const o of n.outputs) {
            for (const p of graphOutputPaths(o.value)) {
              const k = p.indexOf('/');
              if (k > 0) folders.add(p.slice(0, k));
            }
          }
        }
      }
      this._outputFolders = folders;
    }
    return this._outputFolders.has(word);
  };

  /** `parsed`: the blocks of a nested run (nestedRun()), read instead of parsing the file. */
  constructor(file: TextFile, fs: ProjectFs, parsed?: GraphParse) {
    this.file = file;
    this.fs = fs;
    const whole = parsed ?? parseGraphText(file.text);
    // A DELEGATED GRAPH header with no section after an earlier plan (`DELEGATED GRAPH: unchanged (see plan above)`)
    // re-issues nothing: graph-parse reports it, and the plan above stays in force.
    const plans = whole.delegatedGraphs.filter((g, i) => i === 0 || g.sections.nodes !== undefined || g.sections.edges !== undefined || g.sections.waves !== undefined);
    const { top, nested, problems } = graphNestedRuns({ ...whole, delegatedGraphs: plans }, (r) => this.returnStatus(r));
    this.delegatedGraphs = top.delegatedGraphs;
    this.subgraphs = top.subgraphs;
    this.returns = top.returns;
    this.implementedGraphs = top.implementedGraphs;
    this.nestedRuns = nested;
    // The file's own problems are the outermost run's to report.
    const fileProblems = parsed ? [] : file.problems.map((p) => ({ line: p.line ?? 1, column: p.column ?? 1, message: p.message }));
    this.problems = [...fileProblems, ...top.problems, ...problems].sort((a, b) => a.line - b.line || a.column - b.column);
  }

  /** A nested run read as a transcript of its own (same file, same line numbers); undefined past GRAPH_MAX_NESTED runs. */
  nestedRun(run: GraphNestedRun): GraphModel | undefined {
    if (!run.parse) return undefined;
    let m = this._nestedModels.get(run);
    if (!m) this._nestedModels.set(run, (m = new GraphModel(this.file, this.fs, run.parse)));
    return m;
  }

  get rel(): string {
    return this.file.rel;
  }

  get delegated(): GraphDelegated | undefined {
    return this.delegatedGraphs[this.delegatedGraphs.length - 1];
  }

  get implemented(): GraphImplemented | undefined {
    return this.implementedGraphs[this.implementedGraphs.length - 1];
  }

  /** A finding on the graph file. */
  at(line: number, message: string, column = 1): Finding {
    return finding(this.file.rel, line, message, column);
  }

  node(id: string): GraphNode | undefined {
    return this.lookups().nodeById.get(id);
  }
  /** For a message about an id no NODES line declares: that it is drawn like a declared one (`Н1` for N1), when it is; else ''. */
  lookAlikeHint(id: string): string {
    return lookAlikeHint(id, this.lookups().nodeById);
  }


  /** Delegated status: `pre-done` or `pending` (a missing status counts as pending). */
  statusOf(n: GraphNode): string {
    return (n.status?.value ?? 'pending').trim().toLowerCase();
  }

  /** Wave number of a node in the delegated graph (first wave listing it). */
  waveOf(id: string): number | undefined {
    return this.lookups().waveById.get(id);
  }

  /** Where the WAVES section first places a node: its id in that wave's list. */
  waveRef(id: string): GraphRef | undefined {
    return this.lookups().waveRefById.get(id);
  }

  /** AGENT SUBGRAPH blocks of `id` in transcript order (shared: do not modify). */
  subgraphsFor(id: string): readonly GraphSubgraph[] {
    return this.lookups().subgraphsById.get(id) ?? NO_SUBGRAPHS;
  }

  /** RETURN blocks of `id` in transcript order (shared: do not modify). */
  returnsFor(id: string): readonly GraphReturn[] {
    return this.lookups().returnsById.get(id) ?? NO_RETURNS;
  }

  /**
   * The status a RETURN reports: the first word of its STATUS field past decoration, lower-cased ('' without one);
   * `failed` for a bare RETURN ("A bare `done` is a failed return"): see isBareReturn.
   */
  returnStatus(r: GraphReturn): string {
    if (this.isBareReturn(r)) return 'failed';
    const status = r.fields['STATUS'];
    return status ? graphStatusWord(status.value) : '';
  }

  /**
   * A RETURN with no field but its node (`done` alone), or none but a STATUS saying done (`STATUS : done`, the
   * same bare signal in a field), and no field name miscased: a failed return.
   */
  isBareReturn(r: GraphReturn): boolean {
    const status = r.fields['STATUS'];
    if (!Object.keys(r.fields).every((k) => k === 'NODE' || (k === 'STATUS' && graphStatusWord(status!.value) === 'done'))) return false;
    return !r.bare.some((b) => graphMiscasedField(b.value));
  }

  /** What a failed RETURN says, for messages: `says failed`, or `is bare (a failed return)`. */
  saysFailed(r: GraphReturn): string {
    return this.isBareReturn(r) ? 'is bare (a failed return)' : 'says failed';
  }

  /**
   * The last RETURN of `id` when it says failed, else undefined. It is the last word the
   * transcript has from the node's workers: a re-spawn that returned done or evolved supersedes it.
   */
  lastFailedReturn(id: string): GraphReturn | undefined {
    const rs = this.returnsFor(id);
    const last = rs[rs.length - 1];
    return last && this.returnStatus(last) === 'failed' ? last : undefined;
  }

  /** The first node `id` of the implemented graph. */
  implNode(id: string): GraphImplNode | undefined {
    return this.lookups().implById.get(id);
  }

  /** The first edge `from → to` of the delegated graph. */
  edge(from: string, to: string): GraphEdge | undefined {
    return this.edgeLookups().edgeByEnds.get(from)?.get(to);
  }

  /** The DELEGATED GRAPHs that start another task rather than re-issue the plan (graphTaskStarts). */
  taskStarts(): GraphTaskStart[] {
    return graphTaskStarts(this, (r) => this.returnStatus(r));
  }

  /** Whether EVOLUTIONS of the implemented graph records a change for `id`. */
  evolved(id: string): boolean {
    return !!this.implemented?.evolutions?.items.some((i) => i.value === id);
  }

  /** Upstream nodes of `id` (sources of its incoming edges), deduplicated. */
  upstream(id: string): readonly string[] {
    return this.edgeLookups().upstreamById.get(id) ?? NO_IDS;
  }

  /**
   * The DELEGATED GRAPH in force at `line`: the last one written before it (an
   * evolution may re-issue the plan), else the first. The model's own lookups
   * (node, waveOf, upstream, edge) read the last one.
   */
  planAt(line: number): GraphPlan | undefined {
    const gs = this.delegatedGraphs;
    if (gs.length === 0) return undefined;
    // Blocks are in file order: binary search for the last one starting before `line`.
    let lo = 0;
    let hi = gs.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (gs[mid]!.line < line) lo = mid + 1;
      else hi = mid;
    }
    return this.plan(gs[Math.max(0, lo - 1)]!);
  }

  /** Lookups over one DELEGATED GRAPH of this transcript, built once per graph. */
  plan(g: GraphDelegated): GraphPlan {
    let p = this._plans.get(g);
    if (!p) {
      const model = this;
      p =
        g === this.delegated
          ? { graph: g, node: (id) => model.node(id), declared: () => [...model.lookups().nodeById.values()], waveOf: (id) => model.waveOf(id), upstream: (id) => model.upstream(id), edge: (a, b) => model.edge(a, b) }
          : new PlanLookups(g);
      this._plans.set(g, p);
    }
    return p;
  }

  /** Maps built once, so per-node queries cost a lookup rather than a scan (rules call them per node). */
  private lookups(): GraphNodeLookups {
    if (this._nodeLookups) return this._nodeLookups;
    const d = this.delegated;
    const nodeById = new Map<string, GraphNode>();
    const waveById = new Map<string, number>();
    for (const n of d?.nodes ?? []) if (!nodeById.has(n.id)) nodeById.set(n.id, n);
    const waveRefById = new Map<string, GraphRef>();
    for (const w of d?.waves ?? []) {
      for (const m of w.members) {
        if (waveById.has(m.id)) continue;
        waveById.set(m.id, w.number);
        waveRefById.set(m.id, m);
      }
    }
    const implById = new Map<string, GraphImplNode>();
    for (const n of this.implemented?.nodes ?? []) if (!implById.has(n.id)) implById.set(n.id, n);
    this._nodeLookups = { nodeById, waveById, waveRefById, subgraphsById: groupBy(this.subgraphs, (s) => s.node), returnsById: groupBy(this.returns, (r) => r.node), implById };
    return this._nodeLookups;
  }

  private edgeLookups(): GraphEdgeLookups {
    return (this._edgeLookups ??= edgeLookupsOf(this.delegated));
  }

  private entryLookups(): GraphEntryLookups {
    if (this._entryLookups) return this._entryLookups;
    const knownIds = new Set([...this.lookups().nodeById.keys(), ...(this.implemented?.nodes.map((n) => n.id) ?? [])]);
    // The first node, in declaration order, with an output path (a repeated id's first declaration); keys without trailing slashes.
    const ownerByPath = new Map<string, string>();
    for (const n of this.lookups().nodeById.values()) {
      for (const o of n.outputs) {
        for (const p of graphOutputPaths(o.value)) {
          const key = graphWithoutTrailingSlashes(p);
          if (!ownerByPath.has(key)) ownerByPath.set(key, n.id);
        }
      }
    }
    this._entryLookups = { knownIds, ownerByPath };
    return this._entryLookups;
  }

  /**
   * What an entry of FAILURES / OFF-SCRIPT / GAPS names: a node (declared or
   * implemented, or an unknown id; `N1: <what>` and `N1 — <note>` name N1), a file
   * (`src/a.ts — <note>` too; mapped to the delegated node whose output it is, when
   * one is), or free text.
   */
  entry(value: string): { kind: 'node'; id: string; known: boolean } | { kind: 'file'; path: string; node?: string } | { kind: 'text' } {
    const v = cleanToken(value);
    const { knownIds, ownerByPath } = this.entryLookups();
    if (knownIds.has(v)) return { kind: 'node', id: v, known: true };
    const file = (p: string) => {
      const paths = graphOutputPaths(p);
      if (paths.length !== 1 || paths[0] !== p.replace(/^\.\//, '')) return undefined;
      const owner = ownerByPath.get(graphWithoutTrailingSlashes(paths[0]!));
      return { kind: 'file' as const, path: paths[0]!, ...(owner !== undefined ? { node: owner } : {}) };
    };
    const whole = file(v);
    if (whole) return whole;
    // `N1: src/parse.ts`, `N1 — not written`, `src/a.ts - not written`: a known node or a path with a note after a colon or a spaced dash.
    const labelled = /^(\S+?)(?:\s*:\s|\s+[-—–]\s)/.exec(v);
    const head = labelled ? cleanToken(labelled[1]!) : undefined;
    if (head && knownIds.has(head)) return { kind: 'node', id: head, known: true };
    const noted = head ? file(head) : undefined;
    if (noted) return noted;
    if (ID.test(v)) return { kind: 'node', id: v, known: false };
    return { kind: 'text' };
  }

  /** Node ids a list names directly or through a delegated node's output path. */
  listed(list: GraphList | undefined): Set<string> {
    const ids = new Set<string>();
    for (const item of list?.items ?? []) {
      const e = this.entry(item.value);
      if (e.kind === 'node') ids.add(e.id);
      else if (e.kind === 'file' && e.node) ids.add(e.node);
    }
    return ids;
  }

  /**
   * Where an output path of the transcript points, whatever the working
   * directory: a relative path is read from the checked root (the repository
   * holding the transcript, else its folder: graphRootFor); `rel` is that place
   * relative to the root, undefined when the path leaves it.
   */
  outputPlace(p: string): { rel?: string; abs: string } {
    const abs = path.resolve(this.fs.root, p);
    const back = path.relative(this.fs.root, abs);
    if (back.startsWith('..') || path.isAbsolute(back)) return { abs };
    return { rel: back.split(path.sep).join('/'), abs };
  }

  /**
   * State of an output path under the checked root: `non-empty` (a file with
   * content or a folder with entries), `empty`, `missing`, `outside-root`, or `unreadable`
   * (a folder on the way cannot be searched).
   */
  outputState(p: string): GraphOutputState {
    const place = this.outputPlace(p);
    if (place.rel === undefined) return 'outside-root';
    const rel = place.rel === '' ? '.' : place.rel;
    const probe = this.fs.probe(rel);
    if (probe !== 'exists') return probe;
    // A folder is listed, never read, so it does not count as a file read.
    const entries = this.fs.list(rel);
    if (entries) return entries.length > 0 ? 'non-empty' : 'empty';
    const file = this.fs.read(rel);
    if (!file) return 'missing';
    if (file.problems.some((x) => x.kind === 'not-a-file')) return 'empty';
    if (file.problems.some((x) => x.kind === 'outside-root')) return 'outside-root';
    if (file.problems.some((x) => x.kind === 'too-large')) return 'non-empty';
    return file.text.trim() === '' ? 'empty' : 'non-empty';
  }

  /**
   * Every structural difference between the last DELEGATED GRAPH and the last
   * IMPLEMENTED GRAPH, computed once: nodes missing or extra, nodes in another
   * wave, another output, failed nodes.
   */
  /** Each later listing of a node the IMPLEMENTED GRAPH lists more than once (it ran twice), with the line of the first. */
  implementedRepeats(): Array<{ node: GraphImplNode; first: number }> {
    if (this._repeats) return this._repeats;
    const firstLine = new Map<string, number>();
    const out: Array<{ node: GraphImplNode; first: number }> = [];
    for (const n of this.implemented?.nodes ?? []) {
      const first = firstLine.get(n.id);
      if (first === undefined) firstLine.set(n.id, n.line);
      else out.push({ node: n, first });
    }
    this._repeats = out;
    return out;
  }

  /** Delegated nodes no row lists but a line graph-parse could not read names: no differences, as they may be listed there. */
  undecidedGaps(): readonly GraphUndecidedGap[] {
    this.differences();
    return this._undecided!;
  }

  differences(): GraphDifference[] {
    if (this._differences) return this._differences;
    const d = this.delegated;
    const impl = this.implemented;
    const diffs: GraphDifference[] = [];
    const undecided: GraphUndecidedGap[] = [];
    const unreadLine = unreadNaming(impl);
    if (d && impl) {
      const implById = new Map<string, GraphImplNode>();
      for (const n of impl.nodes) if (!implById.has(n.id)) implById.set(n.id, n);
      const delegatedIds = new Set(d.nodes.map((n) => n.id));
      const loc = (x: { line: number; column: number }) => ({ line: x.line, column: x.column });
      for (const n of d.nodes) {
        // A node id declared twice is compared at its first declaration, as every lookup reads it (node()); the repeat is graph-node-owner-output's.
        if (this.node(n.id) !== n) continue;
        const i = implById.get(n.id);
        if (!i) {
          const unread = unreadLine(n.id);
          if (unread) undecided.push({ node: n.id, delegated: loc(n), unread });
          else diffs.push({ kind: 'gap', node: n.id, delegated: loc(n), message: `${n.id} is delegated but not in the IMPLEMENTED GRAPH` });
          continue;
        }
        const dw = this.waveOf(n.id);
        if (dw !== undefined && i.wave !== undefined && dw !== i.wave) {
          // Where the plan puts the node in its wave: what moving it back means editing.
          diffs.push({ kind: 'wave', node: n.id, delegated: loc(this.lookups().waveRefById.get(n.id) ?? n), implemented: loc(i), message: `${n.id} is in WAVE ${dw} of the DELEGATED GRAPH but WAVE ${i.wave} of the IMPLEMENTED GRAPH` });
        }
        const dOut = n.outputs[0]?.value;
        if (dOut !== undefined && i.output && !graphIsPlaceholder(i.output.value) && !graphIsPlaceholder(dOut) && !graphSameOutput(dOut, i.output.value)) {
          diffs.push({ kind: 'output', node: n.id, delegated: loc(n.outputs[0]!), implemented: loc(i.output), message: `${n.id} was delegated output=${graphOutputSaid(dOut)} but implemented output=${graphOutputSaid(i.output.value)}` });
        }
      }
      for (const i of implById.values()) {
        if (!delegatedIds.has(i.id)) diffs.push({ kind: 'off-script', node: i.id, implemented: loc(i), message: `${i.id} is in the IMPLEMENTED GRAPH but was never delegated${this.lookAlikeHint(i.id)}` });
        if ((i.status?.value ?? '').trim().toLowerCase() === 'failed') {
          const dn = this.node(i.id);
          diffs.push({ kind: 'failed', node: i.id, ...(dn ? { delegated: loc(dn) } : {}), implemented: loc(i), message: `${i.id} has status=failed` });
        }
      }
    }
    this._undecided = undecided;
    return (this._differences = diffs);
  }
}

/**
 * The skip a graph rule returns when a block it needs is absent, or undefined
 * when every needed block is there.
 */
export function graphSkip(model: GraphModel, need: { delegated?: boolean; implemented?: boolean }): RuleOutcome | undefined {
  const missing = [need.delegated && !model.delegated ? 'DELEGATED GRAPH' : '', need.implemented && !model.implemented ? 'IMPLEMENTED GRAPH' : ''].filter(Boolean);
  if (!missing.length) return undefined;
  return {
    status: 'skip',
    detail: `no ${missing.join(' or ')} block in ${model.rel}`,
    fix: `Write the ${missing.join(' and the ')} ${pluralWord(missing.length, 'block')} in the protocol's format.`,
    missingArtefact: true,
  };
}
