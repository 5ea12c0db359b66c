/** Which node each RETURN answers, resolved once the whole transcript is parsed. */
import { ID, PLACEHOLDER_ID, cleanToken } from './text.js';
import type { GraphParse, GraphSubgraph } from './types.js';
import { graphFolderAbove, graphIsPlaceholder, graphOutputKey } from './values.js';
import { graphRefinesOutput } from './refine.js';

export const BARE_STATUS = /^(?:done|failed|evolved|ok|complete[d]?|finished|pass(?:ed)?)\b/i;

/** A first-in first-out list of subgraphs from which answered ones drop out lazily (each is passed over once). */
class OpenQueue {
  private items: GraphSubgraph[] = [];
  private head = 0;
  push(s: GraphSubgraph) {
    this.items.push(s);
  }
  /** The earliest subgraph not yet answered, left in place. */
  peek(answered: Set<GraphSubgraph>): GraphSubgraph | undefined {
    while (this.head < this.items.length && answered.has(this.items[this.head]!)) this.head++;
    return this.items[this.head];
  }
  /** The earliest subgraph not yet answered, removed. */
  take(answered: Set<GraphSubgraph>): GraphSubgraph | undefined {
    const s = this.peek(answered);
    if (s) this.head++;
    return s;
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
 * SUBGRAPH above it with the same OUTPUT, else one whose asked folder holds every
 * path it gives (a folder refined into the files written in it, as
 * graph-subgraph-output allows), else the one node of a DELEGATED GRAPH whose
 * output it gives when no AGENT SUBGRAPH above spawned that node (it was spawned
 * in free text), else the earliest unanswered one, else that node anyway, else
 * the nearest one above unless its OUTPUT says otherwise: then it answers none.
 */
export function resolveReturns(p: GraphParse) {
  const known = new Set<string>();
  for (const g of p.delegatedGraphs) for (const n of g.nodes) known.add(n.id);
  for (const s of p.subgraphs) if (s.node) known.add(s.node);
  const answered = new Set<GraphSubgraph>();
  const inOrder = new OpenQueue();
  const byNode = new Map<string, OpenQueue>();
  const byOutput = new Map<string, OpenQueue>();
  // Each spawn under every path it asks for: a refined RETURN finds it from its first path's folders.
  const byPath = new Map<string, OpenQueue>();
  const askedCount = new Map<GraphSubgraph, number>();
  // The node each delegated output belongs to; null when two nodes declare it (`commit`), which names neither.
  const ownerOf = new Map<string, string | null>();
  for (const g of p.delegatedGraphs) {
    for (const n of g.nodes) {
      for (const o of n.outputs) {
        if (graphIsPlaceholder(o.value)) continue;
        const key = graphOutputKey(o.value);
        const had = ownerOf.get(key);
        ownerOf.set(key, had === undefined || had === n.id ? n.id : null);
      }
    }
  }
  let next = 0;
  let above: GraphSubgraph | undefined;
  /**
   * The earliest open spawn that `given` refines. Any such spawn asks for the first given path or
   * a folder above it, so only those queues are tried (a queue's head: the depth of one path).
   */
  const refined = (given: string): GraphSubgraph | undefined => {
    const got = graphOutputKey(given).split('\n');
    const first = got[0] ?? '';
    const fits = (p: string) => {
      const s = byPath.get(p)?.peek(answered);
      // Each asked path needs one given for it: a spawn asking more is never refined (and not compared at length).
      return !!s && askedCount.get(s)! <= got.length && graphRefinesOutput(s.fields['OUTPUT']!.value, given);
    };
    const at = first && (fits(first) ? first : graphFolderAbove(first, fits));
    return at ? byPath.get(at)!.take(answered) : undefined;
  };
  for (const r of p.returns) {
    // Subgraphs and returns are each in file order: admit the subgraphs written above this RETURN.
    for (; next < p.subgraphs.length && p.subgraphs[next]!.line < r.line; next++) {
      const s = p.subgraphs[next]!;
      if (!s.node) continue;
      above = s;
      inOrder.push(s);
      queueIn(byNode, s.node).push(s);
      const out = s.fields['OUTPUT'];
      if (out && !graphIsPlaceholder(out.value)) {
        const key = graphOutputKey(out.value);
        queueIn(byOutput, key).push(s);
        const paths = key.split('\n').filter(Boolean);
        askedCount.set(s, paths.length);
        for (const p of paths) queueIn(byPath, p).push(s);
      }
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
        const given = out && !graphIsPlaceholder(out.value) ? out.value : undefined;
        const owner = given !== undefined ? ownerOf.get(graphOutputKey(given)) : undefined;
        const asked = given !== undefined ? (byOutput.get(graphOutputKey(given))?.take(answered) ?? refined(given)) : undefined;
        if (!asked && owner && !byNode.has(owner)) {
          r.node = owner;
          r.nodeFrom = 'position';
          continue;
        }
        const s = asked ?? inOrder.take(answered);
        if (s) {
          r.node = s.node;
          r.nodeFrom = 'position';
          answered.add(s);
          continue;
        }
        // Every spawn above has returned: the node its OUTPUT names, else the nearest spawn unless its OUTPUT says otherwise.
        if (owner) {
          r.node = owner;
          r.nodeFrom = 'position';
          continue;
        }
        const wanted = above?.fields['OUTPUT']?.value;
        if (above && (given === undefined || wanted === undefined || graphIsPlaceholder(wanted) || graphOutputKey(wanted) === graphOutputKey(given) || graphRefinesOutput(wanted, given))) {
          r.node = above.node;
          r.nodeFrom = 'position';
          answered.add(above);
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
