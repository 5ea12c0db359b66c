/** A Graph Protocol target's delegated and implemented graphs side by side, with the legend and every difference. */
import type { VisualGraph } from './visual.js';
import { esc, escText } from './escape.js';
import { graphSvg, marksFor, MARKS, type NodeMark } from './graph-svg.js';

export function graphSectionHtml(graph: VisualGraph, scope: string): string {
  if (!graph.delegated && !graph.implemented) return '';
  const panes: string[] = [];
  for (const which of ['delegated', 'implemented'] as const) {
    const side = graph[which];
    const title = which === 'delegated' ? 'DELEGATED GRAPH' : 'IMPLEMENTED GRAPH';
    panes.push(
      side
        ? `<figure class="pane"><figcaption>${title}: ${esc(side.name)} <span class="muted small">line ${esc(side.line)} · ${side.nodes.length} nodes</span></figcaption>${side.nodes.length ? graphSvg(side, marksFor(graph, which), which, scope) : '<p class="muted">no nodes</p>'}</figure>`
        : `<figure class="pane"><figcaption>${title}</figcaption><p class="muted">no ${title} block</p></figure>`,
    );
  }
  const used = new Set<NodeMark | 'same'>(['same', ...graph.differences.map((d) => d.kind)]);
  const legend = (Object.keys(MARKS) as Array<NodeMark | 'same'>)
    .filter((k) => used.has(k))
    .map((k) => `<span class="key"><span class="swatch mark-${k}"></span> <b>${MARKS[k].label}</b>: ${MARKS[k].explain}</span>`)
    .join('');
  const diffs = graph.differences.length
    ? `<ul class="differences">${graph.differences.map((d) => `<li class="diff mark-${d.kind}" data-diff="${escText(d.kind)}" data-node="${escText(d.node)}"><span class="swatch mark-${d.kind}"></span> <b>${esc(MARKS[d.kind].label)}</b> ${esc(d.message)}</li>`).join('')}</ul>`
    : '<p>The IMPLEMENTED GRAPH matches the DELEGATED GRAPH: no node missing, extra, moved, with another output or failed.</p>';
  return `<section class="graphs"><h3>Delegated against implemented</h3><p class="legend">${legend}</p><div class="panes">${panes.join('')}</div><h4>Differences (${graph.differences.length})</h4>${diffs}</section>`;
}
