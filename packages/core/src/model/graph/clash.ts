/**
 * Which nodes' outputs clash (graphOutputsClash), found through keyed lists
 * instead of testing every pair: a wave or a graph of thousands of nodes on one
 * file would otherwise cost millions of comparisons.
 */
import { graphOutputKey, type GraphFolderTest } from './values.js';
import { graphGlobFolder, graphOutputFootprint } from './footprint.js';
import { firstNotBefore } from '../../sorted.js';

interface OutputKeys {
  /** The value is not blank: only such an output can clash by its text. */
  filled: boolean;
  hasPaths: boolean;
  /** graphSameOutput's key of the value. */
  key: string;
  /** Per path (trailing slashes dropped): trie ids of its folder prefixes, then of the path itself. */
  chains: number[][];
  /** A glob with no folder before its wildcard (`*.ts`): it claims every file. */
  claimsAll: boolean;
}

/** Output keys per node, with path prefixes numbered in one shared trie. */
export class GraphOutputKeys {
  private readonly trie = new Map<string, number>();
  private readonly byNode = new Map<object, OutputKeys[]>();

  /** `isFolder`: the bare words that are folders, as graphOutputsClash is given it. */
  constructor(private readonly isFolder?: GraphFolderTest) {}

  of(node: { outputs: Array<{ value: string }> }): OutputKeys[] {
    let keys = this.byNode.get(node);
    if (!keys) {
      keys = node.outputs.map((o) => {
        const { paths, globs } = graphOutputFootprint(o.value, this.isFolder);
        // A glob is looked up as the folder it claims; one claiming every file sits in a list of its own.
        const folders = globs.map(graphGlobFolder);
        // Each place once: `src/**/{a,b}{c,d}.ts` is four globs claiming one folder, and a node in one list.
        const places = new Set([...paths.map((p) => p.replace(/\/+$/, '')), ...folders.filter((f) => f !== '')]);
        const chains = [...places].map((p) => this.chain(p));
        return { filled: o.value.trim() !== '', hasPaths: paths.length > 0, key: graphOutputKey(o.value), chains, claimsAll: folders.includes('') };
      });
      this.byNode.set(node, keys);
    }
    return keys;
  }

  /** `x.startsWith(y + '/')` holds exactly when y's id is in x's chain before x's own. */
  private chain(p: string): number[] {
    const ids: number[] = [];
    let parent = -1;
    for (const segment of p.split('/')) {
      const k = `${parent}/${segment}`;
      let id = this.trie.get(k);
      if (id === undefined) this.trie.set(k, (id = this.trie.size));
      ids.push(id);
      parent = id;
    }
    return ids;
  }
}

const claimsAll = (outs: OutputKeys[]) => outs.some((o) => o.claimsAll);

/** One output with at most one path: such a node sits in at most one list of a simple query. */
const simple = (outs: OutputKeys[]) => outs.length <= 1 && (outs[0]?.chains.length ?? 0) <= 1 && !claimsAll(outs);

/** Which side of graphOutputsClash(a, b) the indexed nodes take; the queried node takes the other. */
export type ClashSide = 'a' | 'b';

const push = (map: Map<number | string, number[]>, key: number | string, item: number) => {
  const list = map.get(key);
  if (!list) map.set(key, [item]);
  else if (list[list.length - 1] !== item) list.push(item);
};

/**
 * Nodes indexed by output keys. `lists(q)` returns lists of item indices,
 * each ascending and without repeats, whose union is exactly the items whose
 * outputs clash with q's (graphOutputsClash is true). One list can hold an item
 * that another also holds when a node has several outputs or paths.
 */
export class GraphClashIndex {
  private readonly exact = new Map<number | string, number[]>();
  private readonly below = new Map<number | string, number[]>();
  /** graphSameOutput's key of outputs with no path: filled ones only when items are side a. */
  private readonly textNoPaths = new Map<number | string, number[]>();
  private readonly textAll = new Map<number | string, number[]>();
  /** Whether some item has more than one output or path. */
  private readonly overlapping: boolean;
  /** Items with a glob claiming every file, ascending; and every item naming a file or a glob, for a query with such a glob. */
  private readonly claimingAll: number[] = [];
  private readonly all: number[];

  constructor(
    private readonly keys: GraphOutputKeys,
    items: ReadonlyArray<{ outputs: Array<{ value: string }> }>,
    private readonly side: ClashSide,
  ) {
    let overlapping = false;
    items.forEach((item, i) => {
      const outs = keys.of(item);
      if (!simple(outs)) overlapping = true;
      if (claimsAll(outs)) this.claimingAll.push(i);
      for (const o of outs) {
        for (const c of o.chains) {
          push(this.exact, c[c.length - 1]!, i);
          for (let k = 0; k < c.length - 1; k++) push(this.below, c[k]!, i);
        }
        // Text clash of (oa, ob): same key, oa filled, oa or ob without paths.
        if (side === 'a' && !o.filled) continue;
        push(this.textAll, o.key, i);
        if (!o.hasPaths) push(this.textNoPaths, o.key, i);
      }
    });
    this.overlapping = overlapping;
    // A glob claiming every file meets every output that names a file or a glob, not free text.
    this.all = [...items.keys()].filter((i) => keys.of(items[i]!).some((o) => o.chains.length > 0 || o.claimsAll));
  }

  /** The lists, and whether one item may sit in two of them (several outputs or paths on either side). */
  lists(q: { outputs: Array<{ value: string }> }): { lists: number[][]; overlapping: boolean } {
    const out = new Set<number[]>();
    const add = (list: number[] | undefined) => {
      if (list) out.add(list);
    };
    const outs = this.keys.of(q);
    for (const o of outs) {
      for (const c of o.chains) {
        const self = c[c.length - 1]!;
        add(this.exact.get(self));
        add(this.below.get(self));
        for (let k = 0; k < c.length - 1; k++) add(this.exact.get(c[k]!));
      }
      if (this.side === 'b' && !o.filled) continue;
      add((o.hasPaths ? this.textNoPaths : this.textAll).get(o.key));
    }
    if (this.claimingAll.length && outs.some((o) => o.chains.length > 0 || o.claimsAll)) out.add(this.claimingAll);
    if (claimsAll(outs)) out.add(this.all);
    return { lists: [...out], overlapping: this.overlapping || !simple(outs) || this.claimingAll.length > 0 };
  }
}

/** Number of entries of an ascending list below `limit`. */
export function countBelow(list: readonly number[], limit: number): number {
  return firstNotBefore(list, (x) => x < limit);
}

/**
 * The `named` smallest distinct entries below `limit` across ascending lists,
 * and how many distinct entries below `limit` there are in all.
 */
export function firstBelow(lists: readonly (readonly number[])[], limit: number, named: number, overlapping: boolean): { first: number[]; total: number } {
  // The `named` smallest of a union lie among the first `named` of each list.
  const pick = new Set<number>();
  for (const list of lists) {
    for (let k = 0; k < list.length && k < named && list[k]! < limit; k++) pick.add(list[k]!);
  }
  const first = [...pick].sort((x, y) => x - y).slice(0, named);
  if (first.length < named) return { first, total: first.length };
  if (!overlapping) return { first, total: lists.reduce((sum, list) => sum + countBelow(list, limit), 0) };
  const seen = new Set<number>();
  for (const list of lists) for (let k = 0; k < list.length && list[k]! < limit; k++) seen.add(list[k]!);
  return { first, total: seen.size };
}
