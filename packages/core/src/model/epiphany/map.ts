/** state/map.yaml. */
import { type TextFile } from '../../io/project-fs.js';
import { parseYamlDocument, yamlNodeData, YamlAliasBomb } from '../../io/yaml.js';
import { unclosedOpener } from '../../io/yaml-unclosed.js';
import { positionAt } from '../../io/text.js';
import { EpiphanyTree, blockingProblems, encodingProblems, keyText, loadYaml } from './tree.js';
import { isEpiphanyMapKey, normaliseEpiphanyKey, type EpiphanyIssue, type EpiphanyMapKey, type EpiphanyPath, type EpiphanyPos } from './vocabulary.js';

// ---------------------------------------------------------------------------
// map.yaml

/** One top-level key of map.yaml as written. */
export interface EpiphanyMapKeyRef extends EpiphanyPos {
  /** The key's text as the YAML reads it (`''` for a null key), by which paths find it. */
  written: string;
  /**
   * The key as messages show it: a key that YAML reads as no string (`null:`, `~:`, `1.0:`) as it
   * is written in the file; `''` only for a key with no text at all (`: x`).
   */
  shown: string;
  normalised: string;
  /** Set when the normalised key is one of EPIPHANY_MAP_KEYS. */
  canonical?: EpiphanyMapKey;
  value: unknown;
  /** The value could not be turned into plain data (alias bomb, bad anchor). */
  valueError?: string;
  /** Where the value went wrong: the first alias naming no anchor, when that is why. */
  valueErrorAt?: EpiphanyPos;
}

/** One entry of a list section (`accepted_design[2]`). */
export interface EpiphanyMapItem extends EpiphanyPos {
  key: EpiphanyMapKey;
  index: number;
  value: unknown;
  /** `text` of an object entry, or the string entry itself. */
  text?: string;
}

/** Why a section that is written cannot be read as a list of entries. */
export interface EpiphanySectionProblem {
  /** `not-a-list`: the schema's finding; `unreadable`: the value could not be read (epiphany-map-keys's). */
  kind: 'not-a-list' | 'unreadable';
  /** `is a mapping, not a list of entries`, to follow the section's name. */
  message: string;
}

export interface EpiphanyMap {
  file: TextFile;
  /** YAML syntax errors, a root that is not a mapping, unreadable file. Non-empty → `parsed` is false. */
  errors: EpiphanyIssue[];
  /**
   * Set when `parsed` is false: what keeps the map from being read, and in words to follow its
   * path (`does not parse`, `is a list, not a mapping of the map sections`, `cannot be read`).
   */
  unread?: { kind: 'unreadable' | 'syntax' | 'not-a-mapping'; phrase: string };
  /** The file holds no YAML content (nothing, or only comments, blank lines and document markers): an empty map. */
  empty: boolean;
  /** Invalid UTF-8 or binary bytes; the text was still parsed. */
  encoding: EpiphanyIssue[];
  parsed: boolean;
  /** Top-level keys in file order. */
  keys: EpiphanyMapKeyRef[];
  /** Values of the canonical keys (first occurrence of each). */
  data: Partial<Record<EpiphanyMapKey, unknown>>;
  /** Entries of a list section; [] when the section is absent, empty or not a list. */
  items(key: EpiphanyMapKey): EpiphanyMapItem[];
  /** Why a section that is written is no list of entries; undefined when it is a list, empty or absent. */
  sectionProblem(key: EpiphanyMapKey): EpiphanySectionProblem | undefined;
  /** Where a path (starting with a canonical key) was written: its key, or with `at` 'value' its value. */
  positionOf(p: EpiphanyPath, at?: 'key' | 'value'): EpiphanyPos;
}

export async function parseMap(file: TextFile): Promise<EpiphanyMap> {
  const base = { file, encoding: encodingProblems(file), keys: [] as EpiphanyMapKeyRef[], data: {}, empty: false };
  const blocked = blockingProblems(file);
  const unreadMap = { parsed: false, items: () => [], sectionProblem: () => undefined } as const;
  const topPos = () => ({ line: 1, column: 1 });
  if (blocked.length) return { ...base, ...unreadMap, errors: blocked, unread: { kind: 'unreadable', phrase: 'cannot be read' }, positionOf: topPos };
  const Y = await loadYaml();
  const counter = new Y.LineCounter();
  let doc: import('yaml').Document.Parsed;
  try {
    const read = parseYamlDocument(Y, file.text, { what: 'map.yaml', lineCounter: counter, uniqueKeys: true, mergeKeys: true });
    if ('refused' in read) return { ...base, ...unreadMap, errors: [{ message: read.refused.message, ...positionAt(file.text, read.refused.offset) }], unread: { kind: 'syntax', phrase: 'does not parse' }, positionOf: topPos };
    doc = read.doc;
  } catch (e) {
    return { ...base, ...unreadMap, errors: [{ message: `invalid YAML: ${firstLine(e)}`, line: 1, column: 1 }], unread: { kind: 'syntax', phrase: 'does not parse' }, positionOf: topPos };
  }
  const tree = new EpiphanyTree(Y, doc.contents, counter);
  const keys: EpiphanyMapKeyRef[] = [];
  // The first key of each canonical name, as `keys` grows.
  const firstOf = new Map<string, EpiphanyMapKeyRef>();
  const positionOf = (p: EpiphanyPath, at: 'key' | 'value' = 'key') => {
    const [head, ...rest] = p;
    const ref = typeof head === 'string' ? firstOf.get(head) : undefined;
    if (!ref) return tree.positionOf([]);
    return tree.positionOf([ref.written, ...rest], at);
  };
  if (doc.errors.length) {
    // One error per line: the parser's later errors on a line (a tab gives four) follow from its first.
    const errors: EpiphanyIssue[] = [];
    const lines = new Set<number>();
    let repeats: Map<number, { key: string; first: number }> | undefined;
    for (const err of doc.errors) {
      const pos = tree.posOfOffset(err.pos?.[0] ?? 0);
      if (lines.has(pos.line)) continue;
      lines.add(pos.line);
      if (err.code === 'DUPLICATE_KEY') repeats ??= repeatedKeys(Y, doc);
      const dup = repeats && err.code === 'DUPLICATE_KEY' ? duplicateKey(repeats, file.text, err.pos?.[0] ?? -1) : undefined;
      if (!dup) {
        // A collection or string left open is named where it was opened, not where the text ran out.
        const open = unclosedOpener(file.text, err);
        errors.push(open ? { message: `invalid YAML: ${open.message}`, ...tree.posOfOffset(open.offset) } : { message: `invalid YAML: ${firstLine(err)}`, ...pos });
        continue;
      }
      // At the repeated key: after an empty value the library points at the end of the line before it.
      const message = `invalid YAML: the key ${JSON.stringify(dup.key)} is written twice in one mapping (first on line ${tree.posOfOffset(dup.first).line}); YAML allows each key once`;
      errors.push({ message, ...tree.posOfOffset(dup.at) });
    }
    return { ...base, ...unreadMap, errors, unread: { kind: 'syntax', phrase: 'does not parse' }, positionOf };
  }
  const root = doc.contents;
  // No content at all (an empty file, comments, document markers): a map with no section written yet.
  const blank = root === null || (Y.isScalar(root) && root.value === null && (root.source ?? '') === '' && !root.tag && !root.anchor);
  if (blank) return { ...base, empty: true, errors: [], parsed: true, items: () => [], sectionProblem: () => undefined, positionOf: topPos };
  if (!Y.isMap(root)) {
    const what = Y.isScalar(root) && root.value === null ? `null (\`${root.source || 'null'}\`)` : Y.isSeq(root) ? 'a list' : 'a single value';
    const phrase = `is ${what}, not a mapping of the map sections`;
    const error = { message: `map.yaml ${phrase}`, ...tree.positionOf([]) };
    return { ...base, ...unreadMap, errors: [error], unread: { kind: 'not-a-mapping', phrase }, positionOf };
  }
  const data: Partial<Record<EpiphanyMapKey, unknown>> = {};
  for (const pair of root.items) {
    const written = keyText(Y, pair.key) ?? String(pair.key);
    // `null:` reads as the null key, whose text is empty: a message shows what the file says.
    const shown = Y.isScalar(pair.key) && typeof pair.key.value !== 'string' && pair.key.source ? pair.key.source : written;
    const normalised = normaliseEpiphanyKey(written);
    const canonical = isEpiphanyMapKey(normalised) ? normalised : undefined;
    let value: unknown;
    let valueError: string | undefined;
    let valueErrorAt: EpiphanyPos | undefined;
    try {
      value = Y.isNode(pair.value) ? yamlNodeData(doc, pair.value) : pair.value;
    } catch (e) {
      valueError = firstLine(e);
      // Only an alias that resolves to nothing is looked for (each `resolve` searches the document: not over a bomb's aliases).
      if (Y.isNode(pair.value) && !(e instanceof YamlAliasBomb)) {
        Y.visit(pair.value, {
          Alias: (_, alias) => {
            if (alias.resolve(doc) !== undefined) return undefined;
            valueErrorAt = tree.posOfOffset(alias.range?.[0] ?? 0);
            return Y.visit.BREAK;
          },
        });
      }
    }
    const pos = tree.posOfNode(pair.key) ?? tree.positionOf([]);
    const ref: EpiphanyMapKeyRef = { written, shown, normalised, ...(canonical ? { canonical } : {}), value, ...(valueError ? { valueError } : {}), ...(valueErrorAt ? { valueErrorAt } : {}), ...pos };
    keys.push(ref);
    if (canonical && !firstOf.has(canonical)) firstOf.set(canonical, ref);
    if (canonical && !(canonical in data)) data[canonical] = value;
  }
  const items = (key: EpiphanyMapKey): EpiphanyMapItem[] => {
    const list = data[key];
    if (!Array.isArray(list)) return [];
    return list.map((value, index) => ({ key, index, value, ...itemText(value), ...positionOf([key, index]) }));
  };
  const sectionProblem = (key: EpiphanyMapKey): EpiphanySectionProblem | undefined => {
    const ref = firstOf.get(key);
    if (!ref) return undefined;
    if (ref.valueError) return { kind: 'unreadable', message: `cannot be read (${ref.valueError})` };
    const v = ref.value;
    if (v === null || v === undefined || Array.isArray(v)) return undefined;
    const what = typeof v === 'object' ? 'a mapping' : typeof v === 'string' ? 'a single sentence' : `a ${typeof v}`;
    return { kind: 'not-a-list', message: `is ${what}, not a list of entries` };
  };
  return { ...base, errors: [], parsed: true, keys, data, items, sectionProblem, positionOf };
}

/**
 * The repeated keys of a document, by the offset of each repeat, with the offset of the key's first
 * writing in the same mapping: one walk over the document, whatever the number of repeats.
 */
function repeatedKeys(Y: typeof import('yaml'), doc: import('yaml').Document.Parsed): Map<number, { key: string; first: number }> {
  const out = new Map<number, { key: string; first: number }>();
  Y.visit(doc, {
    Map: (_, map) => {
      const firstAt = new Map<unknown, number>();
      for (const pair of map.items) {
        const at = Y.isScalar(pair.key) ? pair.key.range?.[0] : undefined;
        if (at === undefined || !Y.isScalar(pair.key)) continue;
        const key = pair.key.value;
        const first = firstAt.get(key);
        if (first === undefined) firstAt.set(key, at);
        else out.set(at, { key: String(key), first });
      }
    },
  });
  return out;
}

/** The repeated key the library reports at `offset`: its second writing, or the end of the value before it. */
function duplicateKey(repeats: Map<number, { key: string; first: number }>, text: string, offset: number): { key: string; at: number; first: number } | undefined {
  let start = offset;
  while (start >= 0 && start < text.length && ' \t\r\n'.includes(text[start]!)) start++;
  const hit = repeats.get(start);
  return hit ? { ...hit, at: start } : undefined;
}

export function itemText(value: unknown): { text?: string } {
  if (typeof value === 'string') return { text: value };
  if (value && typeof value === 'object' && typeof (value as { text?: unknown }).text === 'string') return { text: (value as { text: string }).text };
  const split = sentenceReadAsKey(value);
  if (split) return { text: split.value === '' ? split.key : `${split.key}: ${split.value}` };
  return {};
}

// The keys an object entry of a section may have (schemas/epiphany-map.schema.json).
const ENTRY_KEYS = new Set(['id', 'text', 'evidence', 'why', 'reason', 'branch', 'branches']);

/**
 * A sentence that YAML read as a one-key mapping because it holds `: ` (`- Cache plans per tenant
 * (evidence: ev-3)`, `- Latency: p95 under 200 ms`): its key and its scalar value ('' for none).
 * Undefined for any other value, and for a one-key entry whose key is an entry key (`- reason: …`).
 */
export function sentenceReadAsKey(value: unknown): { key: string; value: string } | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const keys = Object.keys(value);
  if (keys.length !== 1 || ENTRY_KEYS.has(keys[0]!)) return undefined;
  const v = (value as Record<string, unknown>)[keys[0]!];
  if (v !== null && typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') return undefined;
  return { key: keys[0]!, value: v === null ? '' : String(v) };
}

export function firstLine(e: unknown): string {
  const msg = e instanceof Error ? e.message : String(e);
  return (msg.split('\n')[0] ?? '').trim() || 'unreadable';
}
