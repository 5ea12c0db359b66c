/** Where a value of a YAML (or JSON) document was written, from the `yaml` package's node ranges. */
import type { LineCounter, Pair, YAMLMap } from 'yaml';
import { pushAll } from '../util.js';

type YamlModule = typeof import('yaml');

export interface YamlPos {
  line: number;
  column: number;
}

/** 1-based line and column of a character offset of the parsed text. */
export function yamlOffsetPos(counter: LineCounter, offset: number): YamlPos {
  const p = counter.linePos(Math.max(0, offset));
  return { line: p.line, column: p.col };
}

/** Where a node starts, when it carries a range (a scalar, map or sequence of the parsed text). */
export function yamlNodeStart(node: unknown): number | undefined {
  return (node as { range?: [number, number, number] | null } | null)?.range?.[0];
}

/** A map key as text: a scalar's value (`''` for an empty key), undefined for a complex key. */
export function yamlKeyText(Y: YamlModule, key: unknown): string | undefined {
  if (Y.isScalar(key)) return key.value === null ? '' : String(key.value);
  if (key === null || key === undefined) return '';
  return typeof key === 'object' ? undefined : String(key);
}

/** Each map's members by key text, built on the first lookup into that map; the first of equal keys wins. */
const keyIndexes = new WeakMap<YAMLMap, Map<string, Pair>>();

/** The member of `map` whose key text is `key` (the first such, as a search from the front finds). */
export function yamlMapMember(Y: YamlModule, map: YAMLMap, key: string): Pair | undefined {
  let index = keyIndexes.get(map);
  if (!index) {
    index = new Map();
    for (const it of map.items as Pair[]) {
      const text = yamlKeyText(Y, it.key);
      if (text !== undefined && !index.has(text)) index.set(text, it);
    }
    keyIndexes.set(map, index);
  }
  return index.get(key);
}

/**
 * Start offset of the deepest node along `path` that exists: a map member's key, or with
 * `{ at: 'value' }` its value; the root's start (else 0) when not even the first step exists.
 */
export function yamlPathOffset(Y: YamlModule, root: unknown, path: ReadonlyArray<string | number>, opts: { at?: 'key' | 'value' } = {}): number {
  let node = root;
  let best = yamlNodeStart(node) ?? 0;
  for (const seg of path) {
    if (Y.isMap(node)) {
      const pair = yamlMapMember(Y, node, String(seg));
      if (!pair) break;
      node = pair.value;
      best = (opts.at === 'value' ? yamlNodeStart(node) : undefined) ?? yamlNodeStart(pair.key) ?? best;
    } else if (Y.isSeq(node) && typeof seg === 'number') {
      node = node.items[seg];
      if (node === undefined) break;
      best = yamlNodeStart(node) ?? best;
    } else {
      break;
    }
  }
  return best;
}

/** What the yaml library says of a key written twice in one map. */
export const YAML_DUPLICATE_KEY_MESSAGE = 'Map keys must be unique';

interface SourceToken {
  offset: number;
  source: string;
}
interface CollectionItem {
  start: SourceToken[];
  sep?: SourceToken[];
}
const tokenEnd = (tokens: SourceToken[] | undefined): number | undefined => {
  const last = tokens?.[tokens.length - 1];
  return last ? last.offset + last.source.length : undefined;
};
const rangeOf = (node: unknown) => (node as { range?: [number, number, number] | null } | null)?.range ?? undefined;

/**
 * The keys the yaml library's `uniqueKeys: true` check reports, found in one pass over a document parsed
 * with `uniqueKeys: false`: the scalar keys whose value equals (`===`) an earlier key's of the same map,
 * in the order the library reports them (a block map checks a key before its value is read, a flow map
 * after). The library reports a repeat where the tokens before the key end, which is where the previous
 * value ended when nothing stands before the key (`a:⏎a: 1` is reported at the end of the first line); a
 * document parsed with `keepSourceTokens` gives those offsets exactly, one without gives the key's start.
 * The library compares each key with every earlier one; `cost` counts those comparisons (n²/2 per map).
 */
export function yamlDuplicateKeys(Y: YamlModule, root: unknown): { offsets: number[]; cost: number } {
  const offsets: number[] = [];
  let cost = 0;
  // Depth-first in the order the composer reads the document; a number on the stack is a report.
  const stack: unknown[] = [root];
  while (stack.length) {
    const node = stack.pop();
    if (typeof node === 'number') {
      offsets.push(node);
    } else if (Y.isMap(node)) {
      const items = node.items as Array<Pair & { srcToken?: CollectionItem }>;
      cost += (items.length * (items.length - 1)) / 2;
      const seen = new Set<unknown>();
      const at: Array<number | undefined> = [];
      // Where the composer stands before each key: after the map's start, then after each member.
      let offset = (rangeOf(node)?.[0] ?? 0) + (node.flow ? 1 : 0);
      for (const it of items) {
        const src = it.srcToken;
        const keyStart = src ? (tokenEnd(src.start) ?? offset) : (yamlNodeStart(it.key) ?? offset);
        let repeat = false;
        if (Y.isScalar(it.key)) {
          const v = it.key.value;
          if (!(typeof v === 'number' && Number.isNaN(v))) {
            // NaN === NaN is false: never a repeat
            repeat = seen.has(v);
            seen.add(v);
          }
        }
        at.push(repeat ? keyStart : undefined);
        offset = rangeOf(it.value)?.[2] ?? tokenEnd(src?.sep) ?? rangeOf(it.key)?.[2] ?? offset;
      }
      for (let i = items.length - 1; i >= 0; i--) {
        const it = items[i]!;
        const report = at[i];
        if (node.flow) {
          if (report !== undefined) stack.push(report);
          stack.push(it.value, it.key);
        } else {
          stack.push(it.value);
          if (report !== undefined) stack.push(report);
          stack.push(it.key);
        }
      }
    } else if (Y.isSeq(node)) {
      for (let i = node.items.length - 1; i >= 0; i--) stack.push(node.items[i]);
    }
  }
  return { offsets, cost };
}

/** Above this many key comparisons a document with other errors is not parsed again to order its reports exactly. */
const REPARSE_COST_MAX = 5_000_000;

/**
 * `parseDocument` with the errors of `uniqueKeys: true` (a repeated key is "Map keys must be unique"),
 * in linear time: the library's own check compares every key of a map with every earlier one. A
 * document whose only errors are repeated keys is read once more with its source tokens, which place
 * each report where the library would; one with other errors too is parsed again by the library when
 * that is cheap, else its repeated keys join the other errors in offset order.
 */
export function yamlParseUniqueKeys(Y: YamlModule, text: string, options: { lineCounter: LineCounter; prettyErrors: false } & import('yaml').SchemaOptions): import('yaml').Document.Parsed {
  const doc = Y.parseDocument(text, { ...options, uniqueKeys: false });
  const { offsets, cost } = yamlDuplicateKeys(Y, doc.contents);
  if (!offsets.length) return doc;
  // The caller's line counter already holds the lines: a second parse gets a counter of its own.
  const again = (o: { uniqueKeys?: boolean; keepSourceTokens?: boolean }) => Y.parseDocument(text, { ...options, lineCounter: new Y.LineCounter(), ...o });
  if (doc.errors.length && cost <= REPARSE_COST_MAX) return again({ uniqueKeys: true });
  const exact = yamlDuplicateKeys(Y, again({ uniqueKeys: false, keepSourceTokens: true }).contents).offsets;
  // A stack trace per report is most of their cost, and nobody reads it.
  const limit = Error.stackTraceLimit;
  let reports: import('yaml').YAMLParseError[];
  try {
    Error.stackTraceLimit = 0;
    reports = exact.map((o) => new Y.YAMLParseError([o, o + 1], 'DUPLICATE_KEY', YAML_DUPLICATE_KEY_MESSAGE));
  } finally {
    Error.stackTraceLimit = limit;
  }
  if (!doc.errors.length) pushAll(doc.errors, reports);
  else doc.errors = [...doc.errors, ...reports].map((e, i) => ({ e, i })).sort((a, b) => a.e.pos[0] - b.e.pos[0] || a.i - b.i).map((m) => m.e);
  return doc;
}
