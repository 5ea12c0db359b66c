/**
 * A Graph Protocol graph (delegated or implemented) as inline SVG: nodes in wave columns (see
 * layout.ts), edges as arrows, each node coloured by how it differs from the other graph.
 */
import { DAGRE_MAX_NODES, layoutGraph } from './layout.js';
import type { VisualGraph, VisualGraphNode, VisualGraphSide } from './visual.js';
import { escSvg, escText, slug } from './escape.js';

export type NodeMark = 'gap' | 'off-script' | 'wave' | 'output' | 'failed';

export const MARKS: Record<NodeMark | 'same', { label: string; explain: string }> = {
  same: { label: 'as delegated', explain: 'implemented in its delegated wave with its delegated output' },
  gap: { label: 'gap', explain: 'delegated but missing from the IMPLEMENTED GRAPH' },
  'off-script': { label: 'off-script', explain: 'implemented but never delegated' },
  wave: { label: 'other wave', explain: 'implemented in another wave than delegated' },
  output: { label: 'other output', explain: 'implemented with another output than delegated' },
  failed: { label: 'failed', explain: 'implemented with status=failed' },
};

/** The marks of each node on one side, from the model's differences (gaps only on the delegated side, off-script only on the implemented). */
export function marksFor(graph: VisualGraph, side: 'delegated' | 'implemented'): Map<string, NodeMark[]> {
  const out = new Map<string, NodeMark[]>();
  for (const d of graph.differences) {
    if (d.kind === 'gap' && side !== 'delegated') continue;
    if (d.kind === 'off-script' && side !== 'implemented') continue;
    out.set(d.node, [...(out.get(d.node) ?? []), d.kind]);
  }
  return out;
}

const CHAR_W = 7.2;
const NODE_H = 52;
/** Room above the graph for the wave names. */
const HEADER = 22;

function nodeWidth(n: VisualGraphNode, marks: NodeMark[]): number {
  const marksChars = marks.map((k) => MARKS[k].label).join(' · ').length * 0.85;
  return Math.max(84, Math.ceil(Math.min(40, Math.max(n.id.length, (n.owner ?? '').length, marksChars)) * CHAR_W) + 24);
}

function truncate(s: string, chars: number): string {
  return s.length > chars ? `${s.slice(0, chars - 1)}…` : s;
}

/** The SVG of one side; `data-node` on each node group names it (tests and readers find nodes by it). */
export function graphSvg(side: VisualGraphSide, marks: Map<string, NodeMark[]>, which: 'delegated' | 'implemented', scope: string): string {
  const ids = new Set(side.nodes.map((n) => n.id));
  const waves = [...new Set(side.nodes.map((n) => n.wave).filter((w): w is number => w !== undefined))].sort((a, b) => a - b);
  const edges = side.edges.filter((e) => ids.has(e.from) && ids.has(e.to) && e.from !== e.to);
  const layout = layoutGraph(
    side.nodes.map((n) => ({ id: n.id, ...(n.wave !== undefined ? { wave: n.wave } : {}), width: nodeWidth(n, marks.get(n.id) ?? []), height: NODE_H })),
    edges,
  );
  const { width, height } = layout;

  const id = slug(`${scope}-${which}-${side.line}`);
  const parts: string[] = [];
  // Each wave: a band behind its nodes, named above them.
  for (const w of waves) {
    const members = side.nodes.filter((n) => n.wave === w).map((n) => layout.nodes.get(n.id)!);
    const left = members.reduce((x, p) => Math.min(x, p.x - p.width / 2), Infinity) - 6;
    const right = members.reduce((x, p) => Math.max(x, p.x + p.width / 2), -Infinity) + 6;
    parts.push(`<rect class="wave-band" x="${left.toFixed(1)}" y="${-HEADER + 2}" width="${(right - left).toFixed(1)}" height="${(height + HEADER - 4).toFixed(1)}" rx="6"/>`);
    parts.push(`<text class="wave-label" x="${((left + right) / 2).toFixed(1)}" y="${-HEADER + 15}" text-anchor="middle">WAVE ${escSvg(w)}</text>`);
  }
  const drawn = new Set<string>();
  for (const e of edges) {
    const key = `${e.from}\u0000${e.to}`;
    if (drawn.has(key)) continue;
    drawn.add(key);
    const pts = layout.edges.get(key) ?? [];
    if (pts.length < 2) continue;
    const d = pts.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
    parts.push(`<path class="edge" d="${d}" marker-end="url(#arrow-${id})"><title>${escText(e.from)} → ${escText(e.to)}</title></path>`);
  }
  for (const n of side.nodes) {
    const p = layout.nodes.get(n.id)!;
    const m = marks.get(n.id) ?? [];
    const cls = m.length ? m.map((k) => `mark-${k}`).join(' ') : 'mark-same';
    const w = p.width;
    const title = [
      n.id,
      n.wave !== undefined ? `wave ${n.wave}` : 'no wave',
      n.owner ? `owner ${n.owner}` : '',
      n.status ? `status ${n.status}` : '',
      n.output ? `output ${n.output}` : '',
      `line ${n.line}`,
      ...m.map((k) => MARKS[k].explain),
    ].filter(Boolean).join(' · ');
    parts.push(
      `<g class="node ${cls}" data-node="${escText(n.id)}" transform="translate(${(p.x - w / 2).toFixed(1)},${(p.y - NODE_H / 2).toFixed(1)})">` +
        `<title>${escText(title)}</title>` +
        `<rect width="${w}" height="${NODE_H}" rx="6"/>` +
        `<text class="id" x="${w / 2}" y="16" text-anchor="middle">${escSvg(truncate(n.id, 40))}</text>` +
        `<text class="owner" x="${w / 2}" y="30" text-anchor="middle">${escSvg(truncate(n.owner ?? (n.status ? `status=${n.status}` : ''), 40))}</text>` +
        `<text class="marks" x="${w / 2}" y="44" text-anchor="middle">${escSvg(m.map((k) => MARKS[k].label).join(' · '))}</text>` +
        `</g>`,
    );
  }
  const note = layout.by === 'grid' ? `<p class="muted small">${side.nodes.length} nodes: laid out on a grid, a column per wave (graphs of up to ${DAGRE_MAX_NODES} nodes are laid out to cross fewer edges).</p>` : '';
  return (
    note +
    `<svg class="graph" data-layout="${layout.by}" id="svg-${id}" role="img" aria-label="${escText(`${which} graph ${side.name}`)}" viewBox="0 ${-HEADER} ${Math.ceil(width)} ${Math.ceil(height) + HEADER}" width="${Math.ceil(width)}" style="max-width:100%;height:auto">` +
    `<defs><marker id="arrow-${id}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" class="arrowhead"/></marker></defs>` +
    parts.join('') +
    `</svg>`
  );
}
