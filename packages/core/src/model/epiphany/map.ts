/** state/map.yaml. */
import { type TextFile } from '../../io/project-fs.js';
import { parseYamlDocument, yamlNodeData, YamlAliasBomb } from '../../io/yaml.js';
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

export interface EpiphanyMap {
  file: TextFile;
  /** YAML syntax errors, a root that is not a mapping, unreadable file. Non-empty → `parsed` is false. */
  errors: EpiphanyIssue[];
  /** Invalid UTF-8 or binary bytes; the text was still parsed. */
  encoding: EpiphanyIssue[];
  parsed: boolean;
  /** Top-level keys in file order. */
  keys: EpiphanyMapKeyRef[];
  /** Values of the canonical keys (first occurrence of each). */
  data: Partial<Record<EpiphanyMapKey, unknown>>;
  /** Entries of a list section; [] when the section is absent, empty or not a list. */
  items(key: EpiphanyMapKey): EpiphanyMapItem[];
  /** Where a path (starting with a canonical key) was written. */
  positionOf(p: EpiphanyPath): EpiphanyPos;
}

export async function parseMap(file: TextFile): Promise<EpiphanyMap> {
  const base = { file, encoding: encodingProblems(file), keys: [] as EpiphanyMapKeyRef[], data: {} };
  const blocked = blockingProblems(file);
  const noItems = () => [];
  const topPos = () => ({ line: 1, column: 1 });
  if (blocked.length) return { ...base, errors: blocked, parsed: false, items: noItems, positionOf: topPos };
  const Y = await loadYaml();
  const counter = new Y.LineCounter();
  let doc: import('yaml').Document.Parsed;
  try {
    const read = parseYamlDocument(Y, file.text, { what: 'map.yaml', lineCounter: counter, uniqueKeys: true, mergeKeys: true });
    if ('refused' in read) return { ...base, errors: [{ message: read.refused.message, ...positionAt(file.text, read.refused.offset) }], parsed: false, items: noItems, positionOf: topPos };
    doc = read.doc;
  } catch (e) {
    return { ...base, errors: [{ message: `invalid YAML: ${firstLine(e)}`, line: 1, column: 1 }], parsed: false, items: noItems, positionOf: topPos };
  }
  const tree = new EpiphanyTree(Y, doc.contents, counter);
  const keys: EpiphanyMapKeyRef[] = [];
  // The first key of each canonical name, as `keys` grows.
  const firstOf = new Map<string, EpiphanyMapKeyRef>();
  const positionOf = (p: EpiphanyPath) => {
    const [head, ...rest] = p;
    const ref = typeof head === 'string' ? firstOf.get(head) : undefined;
    if (!ref) return tree.positionOf([]);
    return tree.positionOf([ref.written, ...rest]);
  };
  if (doc.errors.length) {
    const errors = doc.errors.map((err) => ({ message: `invalid YAML: ${firstLine(err)}`, ...tree.posOfOffset(err.pos?.[0] ?? 0) }));
    return { ...base, errors, parsed: false, items: noItems, positionOf };
  }
  const root = doc.contents;
  if (!Y.isMap(root)) {
    const what = root === null || (Y.isScalar(root) && (root.value === null || root.value === '')) ? 'empty' : Y.isSeq(root) ? 'a list' : 'a single value';
    const at = root ? tree.positionOf([]) : { line: 1, column: 1 };
    return { ...base, errors: [{ message: `map.yaml is ${what}, not a mapping of the map sections`, ...at }], parsed: false, items: noItems, positionOf };
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
  return { ...base, errors: [], parsed: true, keys, data, items, positionOf };
}

export function itemText(value: unknown): { text?: string } {
  if (typeof value === 'string') return { text: value };
  if (value && typeof value === 'object' && typeof (value as { text?: unknown }).text === 'string') return { text: (value as { text: string }).text };
  return {};
}

export function firstLine(e: unknown): string {
  const msg = e instanceof Error ? e.message : String(e);
  return (msg.split('\n')[0] ?? '').trim() || 'unreadable';
}
