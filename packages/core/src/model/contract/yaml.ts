/** JSON and YAML contracts: the lazily loaded parser and the structured reader. */
// yaml comes with the contract pack, which loads only for contract targets.
import * as YAML from 'yaml';
import { isBlocked, type TextFile } from '../../io/project-fs.js';
import { closesAfterComma, JSON_COMMENT, opensComment, parseJson, jsonErrorOffset, TRAILING_COMMA } from '../../io/json.js';
import { positionAt } from '../../io/text.js';
import { yamlNodeStart, yamlOffsetPos } from '../../io/yaml-position.js';
import { MAX_YAML_BYTES } from '../../io/yaml-bounds.js';
import { YAML_MERGE_TAG, YamlAliasBomb, parseYamlDocument, yamlDocumentData } from '../../io/yaml.js';
import { parseMarkdown } from './markdown.js';
import { escapePointer, type ContractFormat, type ContractPos, type Parsed } from './types.js';
import { unclosedOpener } from '../../io/yaml-unclosed.js';
import { pushAll } from '../../util.js';

// ---------------------------------------------------------------------------
// Parsing

export const MAX_DEPTH = 200;
/** Most nodes the position walk visits through merge keys (the data itself is bounded by the alias limit). */
export const MAX_MERGED_NODES = 10_000;
/** Largest contract file parsed, in any format: a delegation contract is a page, and a structured one costs ~5 µs of CPU and ~500 bytes of memory per character to parse. */
export const MAX_CONTRACT_CHARS = MAX_YAML_BYTES;

export function parseContractFile(file: TextFile | undefined, format: ContractFormat): Parsed {
  const out: Parsed = { data: undefined, parsed: false, problems: [], positions: new Map(), sections: new Map() };
  if (!file) {
    out.problems.push({ line: 1, column: 1, message: 'contract file not found' });
    return out;
  }
  for (const p of file.problems) out.problems.push({ line: p.line ?? 1, column: p.column ?? 1, message: p.message });
  if (isBlocked(file)) return out;
  if (file.text.trim() === '') {
    out.problems.push({ line: 1, column: 1, message: 'contract file is empty' });
    return out;
  }
  if (file.text.length > MAX_CONTRACT_CHARS) {
    out.problems.push({ line: 1, column: 1, message: `contract file is ${file.text.length} characters, over the ${MAX_CONTRACT_CHARS} limit; not parsed` });
    return out;
  }
  if (format === 'markdown') return parseMarkdown(file, out);
  return parseStructured(file.text, format, out);
}

export function parseStructured(text: string, format: ContractFormat, out: Parsed): Parsed {
  const lc = new YAML.LineCounter();
  const pos = (offset: number): ContractPos => yamlOffsetPos(lc, offset);
  let doc: YAML.Document.Parsed;
  try {
    // Contracts are often written by Python tooling, whose YAML reader (PyYAML) applies `<<` merge keys.
    const read = parseYamlDocument(YAML, text, { what: 'the contract', notParsed: 'not parsed', lineCounter: lc, uniqueKeys: true, mergeKeys: format === 'yaml' });
    if ('refused' in read) {
      out.problems.push({ ...positionAt(text, read.refused.offset), message: read.refused.message });
      return out;
    }
    doc = read.doc;
  } catch (e) {
    out.problems.push({ line: 1, column: 1, message: `cannot parse the contract: ${(e as Error).message}` });
    return out;
  }
  // A key written twice is named with both lines: in how_much it is a domain given two responses.
  const dupes = doc.errors.filter((e) => e.code === 'DUPLICATE_KEY').map((e) => e.pos[0]);
  const twice = dupes.length ? duplicateKeys(doc, dupes, pos) : new Map<number, string>();
  const errors = doc.errors.map((e) => {
    // A collection or string left open is named where it was opened, not where the text ran out.
    const open = format === 'json' ? undefined : unclosedOpener(text, e);
    if (open) return { ...pos(open.offset), message: `invalid YAML: ${open.message}` };
    return { ...pos(e.pos[0]), message: twice.get(e.pos[0]) ?? `invalid ${format === 'json' ? 'JSON' : 'YAML'}: ${e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}` };
  });
  if (format === 'json') {
    // YAML accepts what JSON does not (comments, trailing commas); the strict parser has the last word.
    const strict = parseJson(text);
    if (strict.error) {
      const at = jsonErrorOffset(text);
      if (at < 0) out.problems.push({ line: strict.error.line, column: strict.error.column, message: strict.error.message });
      else out.problems.push({ ...positionAt(text, at), message: `invalid JSON: ${at >= text.length ? 'unexpected end of file' : opensComment(text, at) ? JSON_COMMENT : `unexpected ${JSON.stringify(text[at])}${closesAfterComma(text, at) ? TRAILING_COMMA : ''}`}` });
      return out;
    }
  }
  if (errors.length) {
    pushAll(out.problems, errors);
    return out;
  }
  try {
    out.data = yamlDocumentData(doc);
  } catch (e) {
    // The library names the alias without an anchor, or says a merge source is not a map, but not
    // where: the node is found again.
    const message = (e as Error).message;
    // An alias inside the node its anchor names repeats itself forever: that, not a bomb, is the cause.
    const bomb = e instanceof YamlAliasBomb;
    const loop = bomb ? recursiveAlias(doc) : undefined;
    if (loop) {
      out.problems.push({ ...pos(yamlNodeStart(loop) ?? 0), message: `cannot read the contract: the alias \`*${loop.source}\` is inside the node its anchor \`&${loop.source}\` names (a recursive alias), so it never ends; not read` });
      return out;
    }
    const culprit = /unresolved alias/i.test(message) ? unresolvedAlias(doc) : /merge sources/i.test(message) ? badMergeSource(doc) : bomb ? firstAlias(doc) : undefined;
    const start = culprit ? yamlNodeStart(culprit) : undefined;
    const unanchored = YAML.isAlias(culprit) && !/unresolved alias/i.test(message) && !anchorSources(doc).get(culprit) ? ` (\`*${culprit.source}\` has no anchor before it)` : '';
    out.problems.push({ ...(start !== undefined ? pos(start) : { line: 1, column: 1 }), message: `cannot read the contract: ${message}${unanchored}` });
    return out;
  }
  out.data = jsonShaped(out.data);
  out.parsed = true;
  const merging = format === 'yaml' && doc.schema.tags.some((t) => t.tag === YAML_MERGE_TAG);
  const anchored = merging ? anchorSources(doc) : new Map<unknown, unknown>();
  let mergedNodes = 0;
  // `merged`: a pair brought in by a merge key, which gives way to the keys written in the map.
  const walk = (node: unknown, pointer: string, depth: number, merged = false) => {
    if (!node || depth > MAX_DEPTH) return;
    if (merged && ++mergedNodes > MAX_MERGED_NODES) return;
    const start = yamlNodeStart(node);
    if (start !== undefined && !out.positions.has(pointer)) out.positions.set(pointer, { at: pos(start) });
    if (YAML.isAlias(node) || YAML.isScalar(node)) return;
    // An ordered map (`!!omap`) is a list of pairs in the text and a map in the data (jsonShaped).
    if (YAML.isMap(node) || orderedMap(node)) {
      const sources: unknown[] = [];
      for (const pair of node.items) {
        const k = pair.key;
        if (merging && YAML.isScalar(k) && k.value === '<<' && (!k.type || k.type === 'PLAIN')) {
          pushAll(sources, (YAML.isSeq(pair.value) ? pair.value.items : [pair.value]));
          continue;
        }
        const key = YAML.isScalar(k) ? String(k.value) : String(k ?? '');
        const child = `${pointer}/${escapePointer(key)}`;
        if (merged && out.positions.has(child)) continue;
        const keyStart = yamlNodeStart(k);
        const keyAt = keyStart !== undefined ? pos(keyStart) : out.positions.get(pointer)?.at;
        if (yamlNodeStart(pair.value) !== undefined) walk(pair.value, child, depth + 1, merged);
        const entry = out.positions.get(child);
        if (entry) entry.keyAt = keyAt;
        else if (keyAt) out.positions.set(child, { at: keyAt, keyAt });
      }
      // Merged pairs are placed where the anchored map wrote them; earlier sources win, as in the data.
      for (const src of sources) {
        const map = YAML.isAlias(src) ? anchored.get(src) : src;
        if (YAML.isMap(map)) walk(map, pointer, depth + 1, true);
      }
    } else if (YAML.isSeq(node)) {
      node.items.forEach((item, i) => walk(item, `${pointer}/${i}`, depth + 1, merged));
    }
  };
  walk(doc.contents, '', 0);
  return out;
}

const orderedMap = (node: unknown): node is YAML.YAMLMap => YAML.isSeq(node) && node.tag === 'tag:yaml.org,2002:omap';

const plainObject = (v: object) => {
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/** Sets a key as data, even `__proto__` (an assignment would set the prototype instead). */
const put = (o: Record<string, unknown>, key: string, value: unknown) => Object.defineProperty(o, key, { value, writable: true, enumerable: true, configurable: true });

/**
 * The data in JSON's kinds of value. YAML's explicit tags build others: \`!!binary\` a Buffer,
 * \`!!set\` a Set, \`!!timestamp\` a Date, \`!!omap\` a Map. Every reader (the schema, the model)
 * walks an object by its keys, so a Buffer would read as a map of its bytes and methods
 * (\`readBigUInt64LE\`, \`swap32\`) and a Map or Set as an empty map. An ordered map is a map: its
 * entries become keys. Any other such value becomes null, a value of no type the schema allows, so
 * it is reported once, as any wrong type is ("must be text or a map of keys"). Changed in place; a
 * value shared through aliases is visited once.
 */
function jsonShaped(data: unknown): unknown {
  const seen = new Set<object>();
  const maps = new Map<object, Record<string, unknown>>();
  const shape = (v: unknown, depth: number): unknown => {
    if (v === null || typeof v !== 'object' || depth > MAX_DEPTH) return v;
    if (v instanceof Map) {
      let o = maps.get(v);
      if (!o) {
        o = {};
        maps.set(v, o);
        for (const [k, x] of v) put(o, String(k), shape(x, depth + 1));
      }
      return o;
    }
    if (!Array.isArray(v) && !plainObject(v)) return null;
    if (seen.has(v)) return v;
    seen.add(v);
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const x = shape(v[i], depth + 1);
        if (x !== v[i]) v[i] = x;
      }
    } else {
      const o = v as Record<string, unknown>;
      for (const k of Object.keys(o)) {
        const x = shape(o[k], depth + 1);
        if (x !== o[k]) put(o, k, x);
      }
    }
    return v;
  };
  return shape(data, 0);
}

/**
 * For each duplicate-key error (by its offset), \`how_much has \`Strategy\` twice (lines 6 and 7)\` (on one line, its two columns).
 * The library places the error at the repeated key, or just before it (after an empty value): each
 * error takes the first repeated key at or after its offset. One walk, then one merge: linear.
 */
function duplicateKeys(doc: YAML.Document.Parsed, offsets: number[], pos: (offset: number) => ContractPos): Map<number, string> {
  const repeats: Array<{ start: number; message: string }> = [];
  // \`label\` is the path as messages write it: \`how_much.FileModification\`, \`halt_conditions[0]\`.
  const walk = (node: unknown, label: string, depth: number) => {
    if (!node || depth > MAX_DEPTH) return;
    if (YAML.isMap(node)) {
      const seen = new Map<string, number>();
      for (const pair of node.items) {
        const k = pair.key;
        const key = YAML.isScalar(k) ? String(k.value) : String(k ?? '');
        const start = yamlNodeStart(k);
        const first = seen.get(key);
        if (start !== undefined && first === undefined) seen.set(key, start);
        else if (start !== undefined && first !== undefined) {
          const [a, b] = [pos(first), pos(start)];
          // One-line JSON holds both on one line: the columns tell them apart.
          const where = a.line === b.line ? `line ${a.line}, columns ${a.column} and ${b.column}` : `lines ${a.line} and ${b.line}`;
          repeats.push({ start, message: `${label || 'the contract'} has \`${key}\` twice (${where}); a key is written once` });
        }
        walk(pair.value, label ? `${label}.${key}` : key, depth + 1);
      }
    } else if (YAML.isSeq(node)) {
      node.items.forEach((item, i) => walk(item, `${label}[${i}]`, depth + 1));
    }
  };
  walk(doc.contents, '', 0);
  repeats.sort((a, b) => a.start - b.start);
  const said = new Map<number, string>();
  let r = 0;
  for (const offset of [...offsets].sort((a, b) => a - b)) {
    while (r < repeats.length && repeats[r]!.start < offset) r++;
    if (r < repeats.length) said.set(offset, repeats[r++]!.message);
  }
  return said;
}

/** Each alias of a document mapped to the node it names: the last anchor of that name before it, in one pass. */
function anchorSources(doc: YAML.Document.Parsed): Map<unknown, unknown> {
  const latest = new Map<string, unknown>();
  const sources = new Map<unknown, unknown>();
  YAML.visit(doc, {
    Node: (_key, node) => {
      if (YAML.isAlias(node)) sources.set(node, latest.get(node.source));
      else if (node.anchor) latest.set(node.anchor, node);
    },
  });
  return sources;
}

/** The first alias that names a node it is inside of (`what: &a [x, *a]`), in one pass. */
function recursiveAlias(doc: YAML.Document.Parsed): YAML.Alias | undefined {
  const anchored = anchorSources(doc);
  let found: YAML.Alias | undefined;
  YAML.visit(doc, {
    Alias: (_key, node, path) => {
      const target = anchored.get(node);
      // Ancestors are at most MAX_YAML_DEPTH deep (deeper texts are refused), so this test is bounded.
      if (target !== undefined && path.includes(target as YAML.Node)) {
        found = node;
        return YAML.visit.BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/** The first alias with no anchor of its name before it (where the library resolves anchors), in one pass. */
/** The first alias of the document: where a bomb starts repeating. */
function firstAlias(doc: YAML.Document.Parsed): YAML.Alias | undefined {
  let found: YAML.Alias | undefined;
  YAML.visit(doc, {
    Alias: (_key, node) => {
      found = node;
      return YAML.visit.BREAK;
    },
  });
  return found;
}

function unresolvedAlias(doc: YAML.Document.Parsed): YAML.Alias | undefined {
  const anchors = new Set<string>();
  let found: YAML.Alias | undefined;
  YAML.visit(doc, {
    Node: (_key, node) => {
      if (YAML.isAlias(node)) {
        if (!anchors.has(node.source)) {
          found = node;
          return YAML.visit.BREAK;
        }
      } else if (node.anchor) anchors.add(node.anchor);
      return undefined;
    },
  });
  return found;
}

/** The first merge source (`<<: x`, `<<: [x, y]`) that is neither a map nor an alias of one, in document order. */
function badMergeSource(doc: YAML.Document.Parsed): unknown {
  const anchored = anchorSources(doc);
  let found: unknown;
  YAML.visit(doc, {
    Pair: (_key, pair) => {
      const k = pair.key;
      if (!YAML.isScalar(k) || (k.type && k.type !== 'PLAIN') || (k.value !== '<<' && (k.value as { description?: string } | null)?.description !== '<<')) return undefined;
      for (const src of YAML.isSeq(pair.value) ? pair.value.items : [pair.value]) {
        if (!YAML.isMap(YAML.isAlias(src) ? anchored.get(src) : src)) {
          found = src;
          return YAML.visit.BREAK;
        }
      }
      return undefined;
    },
  });
  return found;
}
