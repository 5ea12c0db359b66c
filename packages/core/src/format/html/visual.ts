/**
 * What the pictures of the HTML report (and the mermaid of the GitHub summary) draw, taken from
 * a target's model while it is loaded: plain data, so it crosses to the main thread with the
 * report. Computed only when a picture format is asked for.
 */
import type { TextFile } from '../../io/project-fs.js';
import type { CheckResult } from '../../types.js';
import { EngagementModel } from '../../model/engagement.js';
import { acceptanceRounds, engagementTasks, readTasksIndex, taskKeyLookup } from '../../model/plan/index.js';
import { waveOverlaps, withWaveFolders } from '../../model/task-files.js';
import { groupBy } from '../../util.js';
import type { GraphDifference, GraphModel } from '../../model/graph/index.js';
import { CONTEXT_LINES, SOURCE_FINDINGS_PER_CHECK } from './limits.js';

export interface VisualGraphNode {
  id: string;
  wave?: number;
  owner?: string;
  status?: string;
  output?: string;
  line: number;
}

export interface VisualGraphSide {
  name: string;
  line: number;
  nodes: VisualGraphNode[];
  edges: Array<{ from: string; to: string }>;
}

export interface VisualGraph {
  delegated?: VisualGraphSide;
  implemented?: VisualGraphSide;
  differences: Array<Pick<GraphDifference, 'kind' | 'node' | 'message'>>;
}

export interface VisualTaskFile {
  text: string;
  line: number;
  /** Keys of same-wave tasks whose files overlap this entry. */
  overlaps: string[];
}

export interface VisualTask {
  key: string;
  rel: string;
  owner: string[];
  wave?: string;
  files: VisualTaskFile[];
}

export interface VisualRound {
  n: number;
  line: number;
  verdict?: string;
  blockers: string[];
}

export interface VisualPlan {
  tasks: VisualTask[];
  /** Waves as tasks/INDEX.md lists them: task keys (or unknown names) with owners. */
  index?: Array<{ wave: string; entries: Array<{ id: string; owner?: string; known: boolean }> }>;
  rounds: VisualRound[];
}

/** Lines of linted files around findings: file → [line number, text] pairs. */
export type VisualSources = Record<string, Array<[number, string]>>;

export interface Visual {
  graph?: VisualGraph;
  plan?: VisualPlan;
  sources: VisualSources;
}

const MAX_LINE_CHARS = 240;
const MAX_TEXT = 200;
const MAX_NODES = 500;
const MAX_TASKS = 300;

const clip = (s: string, n = MAX_TEXT) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/**
 * Picture data for a loaded target; `texts` are the files the lint read (no other file is opened).
 * `picture` is the pack's (its descriptor's): what to draw from its model.
 */
export function visualData(model: unknown, checks: CheckResult[], texts: TextFile[], picture?: 'plan' | 'graphs'): Visual {
  const out: Visual = { sources: sourcesFor(checks, texts) };
  if (picture === 'plan' && model instanceof EngagementModel) out.plan = planOf(model);
  else if (picture === 'graphs') out.graph = graphOf(model as GraphModel);
  return out;
}

function sourcesFor(checks: CheckResult[], texts: TextFile[]): VisualSources {
  const byRel = new Map(texts.map((t) => [t.rel, t]));
  const wanted = new Map<string, Set<number>>();
  for (const c of checks) {
    if (c.status !== 'fail' && c.status !== 'warn') continue;
    for (const f of c.findings.slice(0, SOURCE_FINDINGS_PER_CHECK)) {
      const file = byRel.get(f.file);
      if (!file) continue;
      const set = wanted.get(f.file) ?? new Set<number>();
      for (let n = Math.max(1, f.line - CONTEXT_LINES); n <= Math.min(file.lines.length, f.line + CONTEXT_LINES); n++) set.add(n);
      wanted.set(f.file, set);
    }
  }
  const out: VisualSources = {};
  for (const [rel, lines] of wanted) {
    const file = byRel.get(rel)!;
    out[rel] = [...lines].sort((a, b) => a - b).map((n) => [n, clip(file.lines[n - 1] ?? '', MAX_LINE_CHARS)]);
  }
  return out;
}

function graphOf(model: GraphModel): VisualGraph {
  const d = model.delegated;
  const impl = model.implemented;
  const graph: VisualGraph = { differences: model.differences().map((x) => ({ kind: x.kind, node: x.node, message: clip(x.message) })) };
  if (d) {
    graph.delegated = {
      name: clip(d.name),
      line: d.line,
      nodes: d.nodes.slice(0, MAX_NODES).map((n) => ({
        id: clip(n.id, 60),
        line: n.line,
        ...opt('wave', model.waveOf(n.id)),
        ...opt('owner', n.domains[0] && clip(n.domains[0].value, 60)),
        ...opt('status', n.status && clip(n.status.value, 30)),
        ...opt('output', n.outputs[0] && clip(n.outputs[0].value, 80)),
      })),
      edges: d.edges.slice(0, MAX_NODES * 4).map((e) => ({ from: clip(e.from.id, 60), to: clip(e.to.id, 60) })),
    };
  }
  if (impl) {
    const seen = new Set<string>();
    graph.implemented = {
      name: clip(impl.name),
      line: impl.line,
      // A node listed twice ran twice; the picture shows its first place (graph-compare-waves reports the repeat).
      nodes: impl.nodes
        .filter((n) => !seen.has(n.id) && seen.add(n.id))
        .slice(0, MAX_NODES)
        .map((n) => ({
          id: clip(n.id, 60),
          line: n.line,
          ...opt('wave', n.wave),
          ...opt('owner', model.node(n.id)?.domains[0] && clip(model.node(n.id)!.domains[0]!.value, 60)),
          ...opt('status', n.status && clip(n.status.value, 30)),
          ...opt('output', n.output && clip(n.output.value, 80)),
        })),
      // The implemented graph has no edges of its own: the delegated edges between implemented nodes.
      edges: (d?.edges ?? []).filter((e) => seen.has(e.from.id) && seen.has(e.to.id)).slice(0, MAX_NODES * 4).map((e) => ({ from: clip(e.from.id, 60), to: clip(e.to.id, 60) })),
    };
  }
  return graph;
}

function planOf(model: EngagementModel): VisualPlan {
  const tasks = engagementTasks(model).slice(0, MAX_TASKS);
  const visualTasks: VisualTask[] = tasks.map((t) => ({
    key: clip(t.key, 80),
    rel: t.rel,
    owner: (t.owner?.value ?? []).map((o) => clip(o, 60)),
    ...opt('wave', t.wave && clip(t.wave.value, 30)),
    files: (t.files?.value ?? []).slice(0, 50).map((f) => ({ text: clip(f.text), line: f.line, overlaps: [] as string[] })),
  }));
  // Same-wave tasks whose files overlap, found through the index same-wave-disjoint-files uses.
  const waves = groupBy(visualTasks.keys(), (i) => visualTasks[i]!.wave);
  for (const members of waves.values()) {
    if (members.length < 2) continue;
    const files = members.flatMap((task) => visualTasks[task]!.files.map((file) => ({ task, file })));
    const texts = withWaveFolders(files.map((f) => f.file.text));
    const entries = files.map((f, i) => ({ ...f, text: texts[i]! }));
    waveOverlaps(entries, Infinity).forEach(({ named }, i) => {
      const { file } = entries[i]!;
      for (const j of named) {
        const other = visualTasks[entries[j]!.task]!.key;
        if (!file.overlaps.includes(other)) file.overlaps.push(other);
      }
    });
  }
  const plan: VisualPlan = { tasks: visualTasks, rounds: [] };
  const indexDoc = model.doc('tasks/INDEX.md');
  if (indexDoc) {
    const index = readTasksIndex(indexDoc, taskKeyLookup(tasks));
    const waves = new Map<string, NonNullable<VisualPlan['index']>[number]>();
    for (const e of index.entries.slice(0, MAX_TASKS)) {
      const wave = e.wave ?? '?';
      if (!waves.has(wave)) waves.set(wave, { wave, entries: [] });
      waves.get(wave)!.entries.push({ id: clip(e.id, 80), known: e.known, ...opt('owner', e.owner && clip(e.owner, 60)) });
    }
    plan.index = [...waves.values()];
  }
  plan.rounds = acceptanceRounds(model.acceptanceLog).slice(0, 100).map((r) => ({
    n: r.n,
    line: r.line,
    ...opt('verdict', r.verdict && clip(r.verdict.value)),
    blockers: r.blockers.slice(0, 10).map((b) => clip(b.text)),
  }));
  return plan;
}

/** `{ key: value }` when value is defined, else `{}` (exactOptionalPropertyTypes-friendly). */
function opt<K extends string, V>(key: K, value: V | undefined | '' | 0 | false | null): { [P in K]?: V } {
  return value === undefined || value === null || value === '' || value === false ? {} : ({ [key]: value } as { [P in K]?: V });
}
