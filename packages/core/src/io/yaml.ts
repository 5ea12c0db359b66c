/**
 * The one way the linter reads YAML: frontmatter, contracts, Epiphany state and configs all come
 * through here. A text past the size or nesting limits (yaml-bounds.ts) is refused before a parser
 * sees it, and aliases are limited where a document becomes data, so no caller can forget either.
 * Frontmatter is read with gray-matter (js-yaml); every other document with the yaml library, which
 * keeps source positions.
 */
import matter from 'gray-matter';
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
    // Passing options bypasses gray-matter's global cache, which would keep every file alive.
    data = matter(source, {}).data;
  } catch (e) {
    const err = e as { mark?: { line?: number }; reason?: string; message?: string };
    const message = (err.reason ?? err.message ?? 'invalid YAML').split('\n')[0]!;
    return { error: { message: `invalid YAML: ${message}`, ...(typeof err.mark?.line === 'number' ? { line: err.mark.line + 1 } : {}) } };
  }
  if (expandsBeyond(data)) return { refused: { message: `frontmatter expands to more than ${MAX_YAML_VALUES} values through YAML aliases (an alias bomb); not read as YAML`, offset: firstAliasOffset(source) } };
  return { data };
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
  const options = { lineCounter: o.lineCounter, prettyErrors: false } as const;
  const doc = o.uniqueKeys ? yamlParseUniqueKeys(Y, text, options) : Y.parseDocument(text, { ...options, uniqueKeys: false });
  // A tag that does not resolve (`!!int AskBefore`, an unknown `!custom`) leaves the plain string
  // with only a warning: the value is not what the file declares, so it is an error, as it is in
  // js-yaml (frontmatter) and Python's safe_load.
  for (const w of doc.warnings) if (w.code === 'TAG_RESOLVE_FAILED') doc.errors.push(w);
  // The library's own words name its API ("please use YAML.parseAllDocuments()").
  for (const e of doc.errors) if (e.code === 'MULTIPLE_DOCS') e.message = `${o.what} holds more than one YAML document; a second one starts here`;
  if (o.mergeKeys && !doc.schema.tags.some((t) => t.tag === YAML_MERGE_TAG)) doc.setSchema(doc.directives?.yaml.version ?? '1.2', { merge: true });
  return { doc };
}

/** A parsed document as plain data; one that expands past MAX_YAML_VALUES values through its aliases throws (an alias bomb). */
export function yamlDocumentData(doc: Document.Parsed): unknown {
  return bounded(() => doc.toJS({ maxAliasCount: MAX_YAML_VALUES }));
}

/** One node of a parsed document as plain data, aliases limited as for the whole document. */
export function yamlNodeData(doc: Document.Parsed, node: Node): unknown {
  return bounded(() => node.toJS(doc, { maxAliasCount: MAX_YAML_VALUES }));
}

const ALIAS_BOMB = `YAML aliases expand past ${MAX_YAML_VALUES} values (an alias bomb); not read`;

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
    if (e instanceof Error && /alias count/i.test(e.message)) throw new Error(ALIAS_BOMB);
    throw e;
  }
  if (expandsBeyond(data)) throw new Error(ALIAS_BOMB);
  return data;
}
