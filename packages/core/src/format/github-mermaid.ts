/**
 * Mermaid diagrams for the GitHub step summary: a graph target's delegated and implemented graphs
 * with their differences, an engagement's task waves with same-wave overlaps. Labels come from
 * linted files, so every character outside a small safe set is written as a mermaid entity code
 * (`#60;`): no label can close its quotes, its node, the diagram or the markdown fence.
 */
import type { TargetReport } from '../lint.js';
import type { Visual, VisualGraph, VisualGraphSide, VisualPlan } from './html/visual.js';

/** Nodes drawn per diagram; the rest are named as left out. */
export const MERMAID_MAX_NODES = 40;
/** Characters of diagrams in one summary (GitHub limits a step summary to 1 MiB). */
export const MERMAID_BUDGET = 256 * 1024;

/** A mermaid label: letters, digits, space and `_.,:/()=+-` as they are, everything else as `#code;`. */
export function mermaidLabel(s: string, max = 60): string {
  const clipped = [...s].slice(0, max).join('') + ([...s].length > max ? '…' : '');
  return [...clipped].map((c) => (/[A-Za-z0-9 _.,:/()=+-]/.test(c) ? c : `#${c.codePointAt(0)};`)).join('');
}

const CLASSES = [
  'classDef gap fill:#fff1e5,stroke:#bc4c00,stroke-dasharray:5 3',
  'classDef offscript fill:#ddf4ff,stroke:#0969da',
  'classDef wave fill:#fbefff,stroke:#8250df',
  'classDef output fill:#fff8c5,stroke:#9a6700',
  'classDef failed fill:#ffebe9,stroke:#cf222e,stroke-width:2px',
  'classDef overlap fill:#ffebe9,stroke:#cf222e',
];
const LEGEND: Array<[VisualGraph['differences'][number]['kind'], string]> = [
  ['gap', 'dashed orange: delegated, not implemented (gap)'],
  ['off-script', 'blue: implemented, never delegated (off-script)'],
  ['wave', 'purple: implemented in another wave'],
  ['output', 'yellow: implemented with another output'],
  ['failed', 'red: status=failed'],
];
const CLASS_OF = { gap: 'gap', 'off-script': 'offscript', wave: 'wave', output: 'output', failed: 'failed' } as const;

function graphSide(side: VisualGraphSide, prefix: string, title: string, graph: VisualGraph, lines: string[], left: string[]): void {
  const ids = new Map<string, string>();
  const nodes = side.nodes.slice(0, MERMAID_MAX_NODES);
  nodes.forEach((n, i) => ids.set(n.id, `${prefix}${i}`));
  if (side.nodes.length > nodes.length) left.push(`${side.nodes.length - nodes.length} of ${side.nodes.length} nodes of the ${title}`);
  lines.push(`  subgraph ${prefix}["${mermaidLabel(`${title}: ${side.name}`)}"]`, '    direction LR');
  const waves = [...new Set(nodes.map((n) => n.wave))].sort((a, b) => (a ?? Infinity) - (b ?? Infinity));
  for (const w of waves) {
    lines.push(`    subgraph ${prefix}w${w ?? 'x'}["${w === undefined ? 'no wave' : `WAVE ${w}`}"]`);
    for (const n of nodes.filter((x) => x.wave === w)) lines.push(`      ${ids.get(n.id)}["${mermaidLabel(n.id, 40)}${n.owner ? `<br/>${mermaidLabel(n.owner, 40)}` : ''}"]`);
    lines.push('    end');
  }
  lines.push('  end');
  for (const e of side.edges) if (ids.has(e.from) && ids.has(e.to)) lines.push(`  ${ids.get(e.from)} --> ${ids.get(e.to)}`);
  const kinds = (k: string) => (k === 'gap' && prefix !== 'd') || (k === 'off-script' && prefix !== 'i');
  for (const d of graph.differences) {
    const id = ids.get(d.node);
    if (id && !kinds(d.kind)) lines.push(`  class ${id} ${CLASS_OF[d.kind]}`);
  }
}

function graphDiagram(graph: VisualGraph, left: string[]): string {
  const lines = ['flowchart LR', ...CLASSES.map((c) => `  ${c}`)];
  if (graph.delegated) graphSide(graph.delegated, 'd', 'DELEGATED GRAPH', graph, lines, left);
  if (graph.implemented) graphSide(graph.implemented, 'i', 'IMPLEMENTED GRAPH', graph, lines, left);
  return lines.join('\n');
}

function planDiagram(plan: VisualPlan, left: string[]): string {
  const tasks = plan.tasks.slice(0, MERMAID_MAX_NODES);
  if (plan.tasks.length > tasks.length) left.push(`${plan.tasks.length - tasks.length} of ${plan.tasks.length} tasks`);
  const ids = new Map(tasks.map((t, i) => [t.key, `t${i}`]));
  const lines = ['flowchart LR', ...CLASSES.filter((c) => c.includes('overlap')).map((c) => `  ${c}`)];
  const waves = [...new Set(tasks.map((t) => t.wave ?? ''))].sort((a, b) => (a === '' ? 1 : b === '' ? -1 : Number(a) - Number(b) || a.localeCompare(b)));
  waves.forEach((w, k) => {
    lines.push(`  subgraph w${k}["${w === '' ? 'no wave' : `Wave ${mermaidLabel(w, 20)}`}"]`);
    for (const t of tasks.filter((x) => (x.wave ?? '') === w)) lines.push(`    ${ids.get(t.key)}["${mermaidLabel(t.key, 40)}${t.owner.length ? `<br/>${mermaidLabel(t.owner.join(', '), 40)}` : ''}"]`);
    lines.push('  end');
  });
  for (let i = 1; i < waves.length; i++) lines.push(`  w${i - 1} --> w${i}`);
  const linked = new Set<string>();
  for (const t of tasks) {
    for (const f of t.files) {
      for (const other of f.overlaps) {
        const pair = [t.key, other].sort().join('\u0000');
        if (!ids.has(other) || linked.has(pair)) continue;
        linked.add(pair);
        lines.push(`  ${ids.get(t.key)} -. "${mermaidLabel(`overlap: ${f.text}`, 50)}" .- ${ids.get(other)}`, `  class ${ids.get(t.key)},${ids.get(other)} overlap`);
      }
    }
  }
  return lines.join('\n');
}

/** The diagrams of one target as markdown ('' when it has none), and what they left out. */
export function mermaidFor(visual: Visual | undefined): string {
  const out: string[] = [];
  const left: string[] = [];
  if (visual?.graph && (visual.graph.delegated || visual.graph.implemented)) {
    out.push('```mermaid', graphDiagram(visual.graph, left), '```', '');
    const kinds = new Set(visual.graph.differences.map((d) => d.kind));
    const legend = LEGEND.filter(([k]) => kinds.has(k)).map(([, text]) => text);
    out.push(legend.length ? `Colours: ${legend.join(' · ')}.` : 'The IMPLEMENTED GRAPH matches the DELEGATED GRAPH.', '');
  }
  if (visual?.plan?.tasks.length) out.push('```mermaid', planDiagram(visual.plan, left), '```', '');
  if (left.length) out.push(`> Not drawn: ${left.join('; ')} (at most ${MERMAID_MAX_NODES} nodes per diagram; the HTML report draws them all).`, '');
  return out.join('\n');
}

/** Diagrams of every target within the summary budget; targets past it are named as left out. */
export function mermaidSection(reports: TargetReport[]): Map<TargetReport, string> & { omitted: number } {
  const out = new Map<TargetReport, string>() as Map<TargetReport, string> & { omitted: number };
  out.omitted = 0;
  let used = 0;
  for (const r of reports) {
    const text = mermaidFor(r.visual);
    if (!text) continue;
    if (used + text.length > MERMAID_BUDGET) {
      out.omitted++;
      continue;
    }
    used += text.length;
    out.set(r, text);
  }
  return out;
}
