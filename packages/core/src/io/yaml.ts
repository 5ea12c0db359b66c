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

/** Most alias uses a document read as data may hold (the yaml library's own default). */
export const MAX_ALIAS_USES = 100;

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
  if (expandsBeyond(data)) return { refused: { message: `frontmatter expands to more than ${MAX_YAML_VALUES} values through YAML aliases (an alias bomb); not read as YAML`, offset: 0 } };
  return { data };
}

export interface YamlDocumentOptions {
  /** Names the text in a refusal ("map.yaml", "config"). */
  what: string;
  /** How a refusal ends: "not parsed as YAML" unless the caller words it for its reader. */
  notParsed?: string;
  lineCounter: LineCounter;
  /** Repeated keys are errors ("Map keys must be unique"), found in linear time. */
  uniqueKeys: boolean;
}

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
  return { doc };
}

/** A parsed document as plain data; an alias used more than MAX_ALIAS_USES times throws (an alias bomb). */
export function yamlDocumentData(doc: Document.Parsed): unknown {
  return inWords(() => doc.toJS({ maxAliasCount: MAX_ALIAS_USES }));
}

/** One node of a parsed document as plain data, aliases limited as for the whole document. */
export function yamlNodeData(doc: Document.Parsed, node: Node): unknown {
  return inWords(() => node.toJS(doc, { maxAliasCount: MAX_ALIAS_USES }));
}

/** The library's alias-limit error ("Excessive alias count indicates a resource exhaustion attack") in the words of every other refusal. */
function inWords<T>(read: () => T): T {
  try {
    return read();
  } catch (e) {
    if (e instanceof Error && /alias count/i.test(e.message)) throw new Error(`YAML aliases expand past ${MAX_ALIAS_USES} uses (an alias bomb); not read`);
    throw e;
  }
}
