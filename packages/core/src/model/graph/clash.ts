/**
 * Which nodes' outputs clash (graphOutputsClash), found through keyed lists
 * instead of testing every pair: a wave or a graph of thousands of nodes on one
 * file would otherwise cost millions of comparisons. Paths are keyed by their
 * folders (a trie); globs by folder, depth and extension (graphGlobShape), so a
 * path meets only the globs whose shape fits it.
 */
import { graphIsCommitOutput, graphOutputKey, type GraphFolderTest } from './values.js';
import { graphGlobDepth, graphGlobMeetsPath, graphGlobsMeet, graphOutputFootprint, graphPathKind, graphWithoutTrailingSlashes, type GraphGlobShape } from './footprint.js';
import { firstNotBefore } from '../../sorted.js';

interface PathKey {
  /** Trailing slashes dropped. */
  path: string;
  /** Trie ids of its folder prefixes, then of the path itself. */
  chain: Int32Array;
  ext: string;
  folder: boolean;
}

interface GlobKey {
  pattern: string;
  shape: GraphGlobShape;
  /** Trie ids of its folder (none for a top glob). */
  chain: Int32Array;
  /** Where its lists are kept: the folder's trie id, or 'r' for the top. */
  at: string;
}

interface OutputKeys {
  /** The value is not blank: only such an output can clash by its text. */
  filled: boolean;
  /** A commit (graphIsCommitOutput): no file, so it clashes with nothing. */
  commit: boolean;
  hasPaths: boolean;
  /** graphSameOutput's key of the value. */
  key: string;
  paths: PathKey[];
  globs: GlobKey[];
}

/** Output keys per node, with path prefixes numbered in one shared trie. */
export class GraphOutputKeys {
  /**
   * Trie edges by parent id (-1 for the top, at slot 0): the first child's segment and id in arrays, the
   * others in a map. No string is built per segment: a wave of thousands of outputs each thousands of
   * folders deep walks millions of segments, nearly all of them along a parent's only child.
   */
  private readonly firstSegment: Array<string | undefined> = [undefined];
  private readonly firstChild: number[] = [-1];
  private readonly moreChildren = new Map<number, Map<string, number>>();
  /** Trie ids of the paths keyed so far (their own, not their folders'). */
  readonly ends = new Set<number>();
  private readonly byNode = new Map<object, OutputKeys[]>();

  /** `isFolder`: the bare words that are folders, as graphOutputsClash is given it. */
  constructor(private readonly isFolder?: GraphFolderTest) {}

  of(node: { outputs: Array<{ value: string }> }): OutputKeys[] {
    let keys = this.byNode.get(node);
    if (!keys) {
      keys = node.outputs.map((o) => {
        if (graphIsCommitOutput(o.value)) return { filled: false, commit: true, hasPaths: false, key: '', paths: [], globs: [] };
        const { paths, globs, shapes } = graphOutputFootprint(o.value, this.isFolder);
        const byPath = new Map<string, PathKey>();
        for (const p of paths) {
          const path = graphWithoutTrailingSlashes(p);
          if (byPath.has(path)) continue;
          const chain = this.chain(path);
          this.ends.add(chain[chain.length - 1]!);
          byPath.set(path, { path, chain, ...graphPathKind(p) });
        }
        // One glob per shape: `src/**/{a,b}{c,d}.tsx` is four globs, and a node in one list when they claim alike.
        const byShape = new Map<string, GlobKey>();
        globs.forEach((pattern, i) => {
          const shape = shapes[i]!;
          const chain = shape.top ? new Int32Array(0) : this.chain(shape.folder);
          const at = shape.top ? 'r' : String(chain[chain.length - 1]);
          // An exact glob is read by its shape alone, unless it is a brace list too long to expand (it meets any glob).
          const k = `${at}|${shape.min}|${shape.max}|${shape.ext}|${shape.exact && !pattern.includes('{') ? '' : pattern}`;
          if (!byShape.has(k)) byShape.set(k, { pattern, shape, chain, at });
        });
        return { filled: o.value.trim() !== '', commit: false, hasPaths: paths.length > 0, key: graphOutputKey(o.value), paths: [...byPath.values()], globs: [...byShape.values()] };
      });
      this.byNode.set(node, keys);
    }
    return keys;
  }

  /** Trie nodes so far: an id at or past it is no folder of a path keyed before. */
  get size(): number { return this.firstChild.length - 1; }

  /** `x.startsWith(y + '/')` holds exactly when y's id is in x's chain before x's own. */
  private chain(p: string): Int32Array {
    const n = p.length;
    let depth = 1;
    for (let k = 0; k < n; k++) if (p.charCodeAt(k) === SLASH) depth++;
    const ids = new Int32Array(depth);
    let parent = -1;
    // Segment by segment without splitting: along a parent's only child the segment is compared in place.
    for (let k = 0, start = 0, d = 0; k <= n; k++) {
      if (k < n && p.charCodeAt(k) !== SLASH) continue;
      parent = ids[d++] = this.child(parent, p, start, k);
      start = k + 1;
    }
    return ids;
  }

  private child(parent: number, p: string, start: number, end: number): number {
    const slot = parent + 1;
    const first = this.firstSegment[slot];
    if (first !== undefined && first.length === end - start && (end - start === 1 ? first.charCodeAt(0) === p.charCodeAt(start) : p.startsWith(first, start))) return this.firstChild[slot]!;
    const id = this.firstChild.length - 1;
    const segment = p.slice(start, end);
    if (first === undefined) {
      this.firstSegment[slot] = segment;
      this.firstChild[slot] = id;
      return this.added(id);
    }
    let more = this.moreChildren.get(slot);
    if (!more) this.moreChildren.set(slot, (more = new Map()));
    const known = more.get(segment);
    if (known !== undefined) return known;
    more.set(segment, id);
    return this.added(id);
  }

  /** A new trie node `id`, with no child yet. */
  private added(id: number): number {
    this.firstSegment.push(undefined);
    this.firstChild.push(-1);
    return id;
  }
}

const SLASH = 0x2f;
/** Folders whose paths below an index gathers one by one, past its first gathering, before it lists every folder's. */
const FOLDERS_GATHERED = 8;

/** One output with at most one path or glob: such a node sits in at most one list of a query. */
const simple = (outs: OutputKeys[]) => outs.length <= 1 && (outs[0]?.paths.length ?? 0) + (outs[0]?.globs.length ?? 0) <= 1;

/** Which side of graphOutputsClash(a, b) the indexed nodes take; the queried node takes the other. */
export type ClashSide = 'a' | 'b';

/**
 * Globs matched against files, counted by pattern, that one index matches precisely; past them every
 * glob is read by its shape alone (graphGlobMeetsPath without `precise`), so that thousands of
 * distinct globs over thousands of files cost no more than keyed lookups.
 */
export const GRAPH_MAX_MATCHED_GLOBS = 64;

type Lists = Map<string, number[]>;

const push = <K>(map: Map<K, number[]>, key: K, item: number) => {
  const list = map.get(key);
  if (!list) map.set(key, [item]);
  else if (list[list.length - 1] !== item) list.push(item);
};

/** Nodes by key, then by glob pattern: one pattern is matched once for all the nodes writing it. */
type GlobGroups = Map<string, Map<string, { shape: GraphGlobShape; list: number[] }>>;

/** Files node `i` under `key` among the nodes writing `pattern` (once, however many of its outputs land there). */
function addToGroup(groups: GlobGroups, key: string, pattern: string, shape: GraphGlobShape, i: number): void {
  let byPattern = groups.get(key);
  if (!byPattern) groups.set(key, (byPattern = new Map()));
  const group = byPattern.get(pattern);
  if (!group) byPattern.set(pattern, { shape, list: [i] });
  else if (group.list[group.list.length - 1] !== i) group.list.push(i);
}

/** Folders above a chain's last id, with their depth: the top ('r', depth 0), then each prefix. */
function* above(chain: ArrayLike<number>, upTo: number): Generator<[string, number]> {
  yield ['r', 0];
  for (let k = 0; k < upTo; k++) yield [String(chain[k]), k + 1];
}

/**
 * Nodes indexed by output keys. `lists(q)` returns lists of item indices,
 * each ascending and without repeats, whose union is exactly the items whose
 * outputs clash with q's (graphOutputsClash with this index's `precise`). One
 * list can hold an item that another also holds when a node has several outputs, paths or globs.
 */
export class GraphClashIndex {
  private readonly lists_: Lists = new Map();
  /** Globs matched against files (precise), by list key then pattern. */
  private readonly matched: GlobGroups = new Map();
  /** Per glob folder: the depths of its exact-depth globs and the least depths of its `**` globs. */
  private readonly depths = new Map<string, { exact: Set<number>; least: Set<number> }>();
  /** The same folders by trie id (-1 for the top): a path's folders are looked up by number, not by a string each. */
  private readonly globFolders = new Set<number>();
  /** Items by the trie id of a path they write (`same`), and of each folder above it (`under`, -1 for the top). */
  private readonly same = new Map<number, number[]>();
  private readonly under = new Map<number, number[]>();
  /**
   * Folders whose `under` list is gathered (all: `true`), when first asked for, for the paths keyed by then and the globs'
   * folders: a path thousands of folders deep pushed into every folder's list costs thousands of pushes, where few are asked.
   */
  private gathered: Set<number> | true | undefined;
  private gatherings = 0;
  /** Trie nodes when the index was built: a later one has no item below it. */
  private readonly trieSize: number;
  /** Folders whose paths below are keyed by depth and extension, with the deepest such path's depth below. */
  private readonly pathsKeyed = new Map<string, number>();
  /** Whether some item has more than one output, path or glob. */
  private readonly overlapping: boolean;
  /** Whether globs are matched against files (GRAPH_MAX_MATCHED_GLOBS). */
  readonly precise: boolean;
  /** Lists of items filtered by a glob matched against files or globs, by pattern and list key. */
  private readonly filtered = new Map<string, number[]>();
  /** Depths below the top of the globs without `**`, and the least depths of those with it (graphGlobDepth). */
  private readonly fixedDepths = new Set<number>();
  private readonly leastDepths = new Set<number>();
  /** Globs met by a glob segment by segment (precise, not exact), by list key then pattern. */
  private readonly globGroups: GlobGroups = new Map();

  constructor(
    private readonly keys: GraphOutputKeys,
    private readonly items: ReadonlyArray<{ outputs: Array<{ value: string }> }>,
    private readonly side: ClashSide,
  ) {
    const patterns = new Set<string>();
    for (const item of items) for (const o of keys.of(item)) for (const g of o.globs) if (!g.shape.exact) patterns.add(g.pattern);
    this.precise = patterns.size <= GRAPH_MAX_MATCHED_GLOBS;
    let overlapping = false;
    const L = this.lists_;
    items.forEach((item, i) => {
      const outs = keys.of(item);
      if (!simple(outs)) overlapping = true;
      for (const o of outs) {
        for (const { chain: c } of o.paths) {
          push(this.same, c[c.length - 1]!, i);
        }
        for (const g of o.globs) this.addGlob(g, i);
        // Text clash of (oa, ob): same key, oa filled, oa or ob without paths, not both with globs (their globs decide).
        if (o.commit || (side === 'a' && !o.filled)) continue;
        const t = o.globs.length ? 'tg' : 't';
        push(L, `${t}:${o.key}`, i);
        if (!o.hasPaths) push(L, `${t}n:${o.key}`, i);
      }
    });
    this.overlapping = overlapping;
    this.trieSize = keys.size;
  }

  /** The items with a path strictly below folder `id` (-1 for the top). */
  private underList(id: number): number[] | undefined {
    if (id >= this.trieSize) return undefined;
    if (this.gathered === true || this.gathered?.has(id)) return this.under.get(id);
    const gathered = this.gathered;
    const wanted = !gathered ? new Set([...this.keys.ends, ...this.globFolders, -1, id]) : ++this.gatherings <= FOLDERS_GATHERED ? new Set([id]) : undefined;
    if (gathered && wanted) gathered.add(id);
    else this.gathered = wanted ?? true;
    // Every folder's list from scratch: those gathered before would hold their items twice.
    if (!wanted) this.under.clear();
    this.items.forEach((item, i) => {
      for (const o of this.keys.of(item)) {
        for (const { chain: c } of o.paths) {
          if (!wanted || wanted.has(-1)) push(this.under, -1, i);
          for (let k = 0; k < c.length - 1; k++) if (!wanted || wanted.has(c[k]!)) push(this.under, c[k]!, i);
        }
      }
    });
    return this.under.get(id);
  }

  private addGlob(g: GlobKey, i: number): void {
    const L = this.lists_;
    const { at, shape: s } = g;
    // For paths of a query: globs at its folder or below it (ga, gb).
    push(L, `ga:${at}`, i);
    const bases = [`Ga:${at}`, `Gae:${at}:${s.ext}`];
    if (!s.top) {
      for (const [a] of above(g.chain, g.chain.length - 1)) {
        push(L, `gb:${a}`, i);
        bases.push(`Gb:${a}`, `Gbe:${a}:${s.ext}`);
      }
    }
    // For globs of a query: those at or above its folder (Ga, Gae) and below it (Gb, Gbe), by extension and depth.
    const { depth, deep: under } = graphGlobDepth(s);
    (under ? this.leastDepths : this.fixedDepths).add(depth);
    const tags = under ? [`l${depth}`, 'd'] : [`f${depth}`];
    for (const b of bases) {
      for (const t of tags) {
        const key = `${b}:${t}`;
        if (s.exact || !this.precise) push(L, key, i);
        else addToGroup(this.globGroups, key, g.pattern, s, i);
      }
    }
    // For paths of a query below the folder: by depth and extension, matched ones grouped by pattern.
    let d = this.depths.get(at);
    if (!d) this.depths.set(at, (d = { exact: new Set(), least: new Set() }));
    this.globFolders.add(s.top ? -1 : g.chain[g.chain.length - 1]!);
    const deep = s.max === Infinity;
    (deep ? d.least : d.exact).add(s.min);
    const key = `${deep ? 'm' : 'x'}:${at}:${s.min}:${s.ext}`;
    if (s.exact || !this.precise) push(L, `gs:${key}`, i);
    else addToGroup(this.matched, key, g.pattern, s, i);
    // For folders of a query: any glob that can reach below them.
    push(L, deep ? `gm:${at}` : `gx:${at}:${s.min}`, i);
  }

  /**
   * Paths of the items below glob folders keyed by depth and extension, in one pass for the folders of
   * the items' globs and `at` (a query's own folder), then in one pass for any other folder a query asks for.
   */
  private keyPathsBelow(at: string): void {
    if (this.pathsKeyed.has(at)) return;
    const wanted = new Set(this.pathsKeyed.size ? [at] : [...this.depths.keys(), at]);
    for (const a of wanted) this.pathsKeyed.set(a, 0);
    const ids = new Set([...wanted].map((a) => (a === 'r' ? -1 : Number(a))));
    const L = this.lists_;
    this.items.forEach((item, i) => {
      for (const o of this.keys.of(item)) {
        for (const p of o.paths) {
          for (let depth = 0; depth < p.chain.length; depth++) {
            const id = depth ? p.chain[depth - 1]! : -1;
            if (!ids.has(id)) continue;
            const a = depth ? String(id) : 'r';
            const r = p.chain.length - depth;
            if (r > this.pathsKeyed.get(a)!) this.pathsKeyed.set(a, r);
            push(L, `pa:${a}:${r}`, i);
            if (p.folder) {
              push(L, `pd:${a}:${r}`, i);
              push(L, `pdA:${a}`, i);
            } else {
              push(L, `pf:${a}:${r}:${p.ext}`, i);
              push(L, `pfe:${a}:${p.ext}`, i);
            }
          }
        }
      }
    });
  }

  /** A list filtered to the items with a path the glob matches (folders kept: they are read by shape). */
  private matching(g: GlobKey, key: string, list = this.lists_.get(key)): number[] | undefined {
    if (!list || g.shape.exact || !this.precise) return list;
    const k = `${g.pattern}\u0000${key}`;
    let kept = this.filtered.get(k);
    if (!kept) {
      kept = list.filter((i) => this.keys.of(this.items[i]!).some((o) => o.paths.some((p) => graphGlobMeetsPath(g.shape, g.pattern, p.path, p, true))));
      this.filtered.set(k, kept);
    }
    return kept;
  }

  /** The lists, and whether one item may sit in two of them (several outputs, paths or globs on either side). */
  lists(q: { outputs: Array<{ value: string }> }): { lists: number[][]; overlapping: boolean } {
    const out = new Set<number[]>();
    const L = this.lists_;
    const add = (list: number[] | undefined) => {
      if (list?.length) out.add(list);
    };
    const outs = this.keys.of(q);
    // An item named by the same text and also met by a path or glob would sit in two lists.
    let twice = false;
    for (const o of outs) {
      for (const p of o.paths) this.pathQuery(p, add);
      for (const g of o.globs) this.globQuery(g, add);
      if (o.commit || (this.side === 'b' && !o.filled)) continue;
      const n = o.hasPaths ? 'n' : '';
      for (const t of o.globs.length ? ['t'] : ['t', 'tg']) {
        const list = L.get(`${t}${n}:${o.key}`);
        if (list?.length && (o.paths.length || o.globs.length)) twice = true;
        add(list);
      }
    }
    return { lists: [...out], overlapping: this.overlapping || twice || !simple(outs) };
  }

  private pathQuery(p: PathKey, add: (list: number[] | undefined) => void): void {
    const L = this.lists_;
    const c = p.chain;
    const self = c[c.length - 1]!;
    // Paths: the same path, paths below it, and the folders above it.
    add(this.same.get(self));
    add(this.underList(self));
    for (let k = 0; k < c.length - 1; k++) add(this.same.get(c[k]!));
    // Globs whose folder is this path or lies below it: every match is inside.
    add(L.get(`ga:${self}`));
    add(L.get(`gb:${self}`));
    // Globs whose folder lies above: by the path's depth below that folder and its extension.
    for (let depth = 0; this.globFolders.size && depth < c.length; depth++) {
      const id = depth ? c[depth - 1]! : -1;
      if (!this.globFolders.has(id)) continue;
      const at = depth ? String(id) : 'r';
      const d = this.depths.get(at);
      if (!d) continue;
      const r = c.length - depth;
      if (p.folder) {
        this.matchedGroups(`x:${at}:${r}:`, add);
        add(L.get(`gs:x:${at}:${r}:`));
        for (const k of d.exact) if (k > r) add(L.get(`gx:${at}:${k}`));
        add(L.get(`gm:${at}`));
        continue;
      }
      const keys = [`x:${at}:${r}`];
      for (const k of d.least) if (k <= r) keys.push(`m:${at}:${k}`);
      for (const key of keys) {
        for (const ext of [p.ext, '']) {
          add(L.get(`gs:${key}:${ext}`));
          this.matchedGroups(`${key}:${ext}`, add, p);
        }
      }
    }
  }

  /** Groups of globs matched against files under `key`: those matching path `p`, or all (for a folder). */
  private matchedGroups(key: string, add: (list: number[] | undefined) => void, p?: PathKey): void {
    const groups = this.matched.get(key);
    if (!groups) return;
    for (const [pattern, { shape, list }] of groups) if (!p || graphGlobMeetsPath(shape, pattern, p.path, p, true)) add(list);
  }

  private globQuery(g: GlobKey, add: (list: number[] | undefined) => void): void {
    const L = this.lists_;
    const { at, shape: s } = g;
    // Paths holding the glob's folder: it and the folders above it.
    for (const id of g.chain) add(this.same.get(id));
    // Paths below the folder, by depth and extension.
    this.keyPathsBelow(at);
    const deepest = this.pathsKeyed.get(at) ?? 0;
    const files: string[] = [];
    const folders: string[] = [];
    if (s.max !== Infinity) {
      files.push(s.ext ? `pf:${at}:${s.min}:${s.ext}` : `pa:${at}:${s.min}`);
      for (let r = 1; r < s.min; r++) folders.push(`pd:${at}:${r}`);
    } else if (s.ext) {
      if (s.min <= 1) files.push(`pfe:${at}:${s.ext}`);
      else for (let r = s.min; r <= deepest; r++) files.push(`pf:${at}:${r}:${s.ext}`);
      folders.push(`pdA:${at}`);
    } else if (s.min <= 1) files.push('b');
    else {
      for (let r = s.min; r <= deepest; r++) files.push(`pa:${at}:${r}`);
      for (let r = 1; r < s.min; r++) folders.push(`pd:${at}:${r}`);
    }
    for (const key of files) add(key === 'b' ? this.matching(g, `b:${at}`, this.underList(at === 'r' ? -1 : Number(at))) : this.matching(g, key));
    for (const key of folders) add(L.get(key));
    // Globs: folders overlapping, extensions agreeing, depths meeting; segment by segment when precise (graphGlobsMeet).
    const ats = [...above(g.chain, g.chain.length)].map(([a]) => a);
    if (s.top) ats.length = 1;
    const bases: string[] = [];
    for (const a of ats) {
      if (s.ext) bases.push(`Gae:${a}:${s.ext}`, `Gae:${a}:`);
      else bases.push(`Ga:${a}`);
    }
    if (s.ext) bases.push(`Gbe:${at}:${s.ext}`, `Gbe:${at}:`);
    else bases.push(`Gb:${at}`);
    const { depth, deep } = graphGlobDepth(s);
    const tags = deep ? ['d'] : [`f${depth}`];
    if (deep) for (const d of this.fixedDepths) if (d >= depth) tags.push(`f${d}`);
    if (!deep) for (const d of this.leastDepths) if (d <= depth) tags.push(`l${d}`);
    for (const b of bases) {
      for (const t of tags) {
        const key = `${b}:${t}`;
        add(s.exact || !this.precise ? L.get(key) : this.globsMeeting(g, key));
        const groups = this.globGroups.get(key);
        if (groups) for (const [pattern, { shape, list }] of groups) if (graphGlobsMeet(s, shape, g.pattern, pattern, true)) add(list);
      }
    }
  }

  /** A list of exact globs filtered to the items with a glob that meets glob `g` (precise, not exact) segment by segment. */
  private globsMeeting(g: GlobKey, key: string): number[] | undefined {
    const list = this.lists_.get(key);
    if (!list) return list;
    const k = `${g.pattern}\u0000${key}`;
    let kept = this.filtered.get(k);
    if (!kept) {
      kept = list.filter((i) => this.keys.of(this.items[i]!).some((o) => o.globs.some((h) => graphGlobsMeet(g.shape, h.shape, g.pattern, h.pattern, true))));
      this.filtered.set(k, kept);
    }
    return kept;
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
