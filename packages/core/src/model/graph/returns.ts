/** Which node each RETURN answers, resolved once the whole transcript is parsed. */
import { ID, PLACEHOLDER_ID, cleanToken } from './text.js';
import type { GraphParse, GraphSubgraph } from './types.js';
import { graphIsPlaceholder, graphOutputKey } from './values.js';

export const BARE_STATUS = /^(?:done|failed|evolved|ok|complete[d]?|finished|pass(?:ed)?)\b/i;

/** A first-in first-out list of subgraphs from which answered ones drop out lazily (each is passed over once). */
class OpenQueue {
  private items: GraphSubgraph[] = [];
  private head = 0;
  push(s: GraphSubgraph) {
    this.items.push(s);
  }
  /** The earliest subgraph not yet answered, removed. */
  take(answered: Set<GraphSubgraph>): GraphSubgraph | undefined {
    while (this.head < this.items.length) {
      const s = this.items[this.head++]!;
      if (!answered.has(s)) return s;
    }
    return undefined;
  }
}

function queueIn(map: Map<string, OpenQueue>, key: string): OpenQueue {
  let q = map.get(key);
  if (!q) map.set(key, (q = new OpenQueue()));
  return q;
}

/**
 * Which node each RETURN answers: its header, a NODE field, or its position. The
 * protocol's RETURN names no node, and a parallel wave spawns several subgraphs
 * before the first RETURN: a RETURN without an id answers the unanswered AGENT
 * SUBGRAPH above it with the same OUTPUT, else the earliest unanswered one, else
 * the nearest one above.
 */
export function resolveReturns(p: GraphParse) {
  const known = new Set<string>();
  for (const g of p.delegatedGraphs) for (const n of g.nodes) known.add(n.id);
  for (const s of p.subgraphs) if (s.node) known.add(s.node);
  const answered = new Set<GraphSubgraph>();
  const inOrder = new OpenQueue();
  const byNode = new Map<string, OpenQueue>();
  const byOutput = new Map<string, OpenQueue>();
  let next = 0;
  let above: GraphSubgraph | undefined;
  for (const r of p.returns) {
    // Subgraphs and returns are each in file order: admit the subgraphs written above this RETURN.
    for (; next < p.subgraphs.length && p.subgraphs[next]!.line < r.line; next++) {
      const s = p.subgraphs[next]!;
      if (!s.node) continue;
      above = s;
      inOrder.push(s);
      queueIn(byNode, s.node).push(s);
      const out = s.fields['OUTPUT'];
      if (out && !graphIsPlaceholder(out.value)) queueIn(byOutput, graphOutputKey(out.value)).push(s);
    }
    const tok = cleanToken((/^[(\s]*([^\s():—–]+)/.exec(r.header)?.[1] ?? '').replace(/[)]$/, ''));
    if (tok && known.has(tok)) {
      r.node = tok;
      r.nodeFrom = 'header';
    } else if (tok && !BARE_STATUS.test(tok) && ((ID.test(tok) && /\d/.test(tok)) || PLACEHOLDER_ID.test(tok))) {
      r.node = tok;
      r.nodeFrom = 'header';
    } else {
      if (r.header) r.bare.unshift({ value: r.header, line: r.line, column: 1 });
      const field = r.fields['NODE'];
      if (field && cleanToken(field.value)) {
        r.node = cleanToken(field.value.split(/\s/)[0]!);
        r.nodeFrom = 'field';
      } else {
        const out = r.fields['OUTPUT'];
        const s =
          (out && !graphIsPlaceholder(out.value) ? byOutput.get(graphOutputKey(out.value))?.take(answered) : undefined) ?? inOrder.take(answered) ?? above;
        if (s) {
          r.node = s.node;
          r.nodeFrom = 'position';
          answered.add(s);
          continue;
        }
      }
    }
    // A RETURN naming its node answers that node's earliest open subgraph.
    if (r.node) {
      const s = byNode.get(r.node)?.take(answered);
      if (s) answered.add(s);
    }
  }
}
