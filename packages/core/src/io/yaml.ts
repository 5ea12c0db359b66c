/**
 * The one way the linter reads YAML: frontmatter, contracts, Epiphany state and configs all come
 * through here. A text past the size or nesting limits (yaml-bounds.ts) is refused before a parser
 * sees it, and aliases are limited where a document becomes data, so no caller can forget either.
 * Frontmatter is read with gray-matter (js-yaml); every other document with the yaml library, which
 * keeps source positions.
 */
// gray-matter's own YAML engine (js-yaml's safeLoad), without gray-matter's wrapper: the wrapper tests whether a block
// holds only comments with `/^\s*#[^\n]+/gm`, whose `\s*` crosses lines, so 65,000 blank lines took seconds.
import grayMatterEngines from 'gray-matter/lib/engines.js';
import type { Document, LineCounter, Node } from 'yaml';
import { expandsBeyond, MAX_YAML_VALUES, yamlRefusal, type YamlRefusal } from './yaml-bounds.js';
import { yamlParseUniqueKeys } from './yaml-position.js';

export type { YamlRefusal } from './yaml-bounds.js';
export { loadYamlLibrary } from './libraries.js';
export type YamlModule = typeof import('yaml');


export type FrontmatterYaml = { data: unknown } | { refused: YamlRefusal } | { error: { message: string; line?: number } };

/**
 * A frontmatter block (`---` lines included) read as YAML: its data, why it was not read (the
 * limits, or an alias bomb: js-yaml has no alias limit, so the data is measured instead), or the
 * parser's error with the 1-based line it names.
 */
export function parseFrontmatterYaml(source: string): FrontmatterYaml {
  const refused = yamlRefusal(source, 'frontmatter');
  if (refused) return { refused };
  let data: unknown;
  try {
    data = frontmatterData(source);
  } catch (e) {
    const err = e as { mark?: { line?: number }; reason?: string; message?: string };
    const message = (err.reason ?? err.message ?? 'invalid YAML').split('\n')[0]!;
    return { error: { message: `invalid YAML: ${message}`, ...(typeof err.mark?.line === 'number' ? { line: err.mark.line + 1 } : {}) } };
  }
  if (expandsBeyond(data)) return { refused: { message: `frontmatter expands to more than ${MAX_YAML_VALUES} values through YAML aliases (an alias bomb); not read as YAML`, offset: firstAliasOffset(source) } };
  return { data };
}

/**
 * A `---` block's data as gray-matter reads it: the text after the opening line up to the first line starting `---`, an
 * empty mapping when it holds only blank lines and comments (a `#` with text after it), else YAML. Linear in the text.
 */
function frontmatterData(source: string): unknown {
  const after = source.slice(3);
  const close = after.indexOf('\n---');
  const block = close === -1 ? after : after.slice(0, close);
  const onlyComments = block.split('\n').every((line) => {
    const t = line.trimStart();
    return t === '' || (t.startsWith('#') && t.length > 1);
  });
  // gray-matter gives a block that reads as null (`~`, a lone `#`) as an empty mapping too.
  return onlyComments ? {} : (grayMatterEngines.yaml.parse(block) ?? {});
}

/**
 * Where the first alias (`*name`) of a YAML text stands, as a node after a key, an item's dash, a flow
 * bracket or comma, or at a line's start; 0 when none is seen. Only a place to point at: the text is
 * already known to hold aliases.
 */
export function firstAliasOffset(text: string): number {
  const m = FIRST_ALIAS.exec(text);
  return m ? m.index + m[0].length - 2 : 0;
}
const FIRST_ALIAS = /(?:^|[:\-[{,?])[ \t]*\*[^\s,[\]{}]/m;

export interface YamlDocumentOptions {
  /** Names the text in a refusal ("map.yaml", "config"). */
  what: string;
  /** How a refusal ends: "not parsed as YAML" unless the caller words it for its reader. */
  notParsed?: string;
  lineCounter: LineCounter;
  /** Repeated keys are errors ("Map keys must be unique"), found in linear time. */
  uniqueKeys: boolean;
  /**
   * Apply `<<` merge keys, as PyYAML, js-yaml and Go's yaml do by default: documents written by such
   * tooling rely on them. They are applied at conversion to data, within the alias limits.
   */
  mergeKeys?: boolean;
}

export const YAML_MERGE_TAG = 'tag:yaml.org,2002:merge';

/**
 * A YAML (or JSON) text parsed with positions, or why it was not: refused past the limits. Parse
 * errors stay in the document's `errors`; a parser failure (not a YAML error) throws.
 */
export function parseYamlDocument(Y: YamlModule, text: string, o: YamlDocumentOptions): { doc: Document.Parsed } | { refused: YamlRefusal } {
  const refused = yamlRefusal(text, o.what, o.notParsed);
  if (refused) return { refused };
  // YAML 1.2's core schema whatever a `%YAML 1.1` directive says: under 1.1 `off` and `no` would be
  // false and `<<` a merge key, so a directive alone could change what a file means (and slip a merge
  // key past a reader that refuses them). Merge keys are the caller's choice (mergeKeys), never the file's.
  // logLevel 'error': the library's conversion sends its warnings (a key that is a map or a list, quoted whole) through
  // process.emitWarning, onto stderr raw: file content in the CI log, where `##[…]` anywhere on a line is a command.
  const options = { lineCounter: o.lineCounter, prettyErrors: false, schema: 'core', resolveKnownTags: true, merge: false, logLevel: 'error' } as const;
  const doc = o.uniqueKeys ? yamlParseUniqueKeys(Y, text, options) : Y.parseDocument(text, { ...options, uniqueKeys: false });
  // A tag that does not resolve (`!!int AskBefore`, an unknown `!custom`) leaves the plain string
  // with only a warning: the value is not what the file declares, so it is an error, as it is in
  // js-yaml (frontmatter) and Python's safe_load.
  for (const w of doc.warnings) if (w.code === 'TAG_RESOLVE_FAILED') doc.errors.push(w);
  // The library's own words name its API ("please use YAML.parseAllDocuments()").
  for (const e of doc.errors) if (e.code === 'MULTIPLE_DOCS') e.message = `${o.what} holds more than one YAML document; a second one starts here`;
  if (o.mergeKeys && !doc.schema.tags.some((t) => t.tag === YAML_MERGE_TAG)) doc.setSchema('1.2', { merge: true });
  // Measured on the tree, before any conversion builds it: a merge key or alias repeating a large map is
  // refused by the conversion in the time it takes to read the text, not after minutes of copying.
  expandedSizes.set(doc, expandedSizesOf(Y, doc, MAX_YAML_VALUES));
  return { doc };
}

/** Each node's size once its aliases and merge keys are expanded, per parsed document: a conversion past MAX_YAML_VALUES throws at once. */
const expandedSizes = new WeakMap<Document.Parsed, Map<unknown, number>>();
const expandsTooFar = (doc: Document.Parsed, node: unknown) => (expandedSizes.get(doc)?.get(node) ?? 0) > MAX_YAML_VALUES;

/**
 * How many values each node of a document holds once every alias (a merge key's too) is expanded, counted
 * on its tree: each node is sized once (an alias reuses its anchor's size), so the count costs time linear
 * in the text however far it expands. Counting stops past `limit`; an alias to a node still being sized (a
 * recursive alias) counts as one value, left to the conversion to report.
 */
function expandedSizesOf(Y: YamlModule, doc: Document.Parsed, limit: number): Map<unknown, number> {
  const sizes = new Map<unknown, number>();
  const sizing = new Set<unknown>();
  // Anchors as the walk meets them, in document order: an alias names the last one before it. (The
  // library's own `resolve` searches the whole document per alias: quadratic over a bomb's aliases.)
  const anchors = new Map<string, unknown>();
  const size = (node: unknown): number => {
    if (node === null || node === undefined) return 1;
    const known = sizes.get(node);
    if (known !== undefined) return known;
    // A recursive alias: the conversion reports it in its own words.
    if (sizing.has(node)) return 1;
    const anchor = (node as { anchor?: unknown }).anchor;
    if (typeof anchor === 'string' && !Y.isAlias(node)) anchors.set(anchor, node);
    let n = 1;
    if (Y.isAlias(node)) {
      const target = anchors.get(node.source);
      n = target === undefined ? 1 : size(target);
    } else if (Y.isMap(node) || Y.isSeq(node)) {
      sizing.add(node);
      for (const item of node.items) {
        n += Y.isPair(item) ? size(item.key) + size(item.value) : size(item);
        if (n > limit) break;
      }
      sizing.delete(node);
    }
    sizes.set(node, n);
    return n;
  };
  size(doc.contents);
  return sizes;
}

/** A parsed document as plain data; one that expands past MAX_YAML_VALUES values through its aliases throws (an alias bomb). */
export function yamlDocumentData(doc: Document.Parsed): unknown {
  if (expandsTooFar(doc, doc.contents)) throw new YamlAliasBomb();
  return bounded(() => doc.toJS({ maxAliasCount: MAX_YAML_VALUES }));
}

/** One node of a parsed document as plain data, aliases limited as for the whole document. */
export function yamlNodeData(doc: Document.Parsed, node: Node): unknown {
  if (expandsTooFar(doc, node)) throw new YamlAliasBomb();
  return bounded(() => node.toJS(doc, { maxAliasCount: MAX_YAML_VALUES }));
}

/** Data that expands past MAX_YAML_VALUES values through its aliases: callers name the first alias. */
export class YamlAliasBomb extends Error {
  constructor() {
    super(`YAML aliases expand past ${MAX_YAML_VALUES} values (an alias bomb); not read`);
  }
}

/**
 * The data, refused in the words of every other refusal when it expands too far. The library's
 * own alias limit (uses times the size of what they repeat) stops a bomb while it is built; the
 * data it returns shares every aliased value, so it is then measured as a reader would walk it.
 */
function bounded(read: () => unknown): unknown {
  let data: unknown;
  try {
    data = read();
  } catch (e) {
    if (e instanceof Error && /alias count/i.test(e.message)) throw new YamlAliasBomb();
    throw e;
  }
  if (expandsBeyond(data)) throw new YamlAliasBomb();
  return data;
}
