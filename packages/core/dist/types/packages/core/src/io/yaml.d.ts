import type { Document, LineCounter, Node } from 'yaml';
import { type YamlRefusal } from './yaml-bounds.js';
export type { YamlRefusal } from './yaml-bounds.js';
export { loadYamlLibrary } from './libraries.js';
export type YamlModule = Record<string, unknown>;
export type FrontmatterYaml = {
    data: unknown;
} | {
    refused: YamlRefusal;
} | {
    error: {
        message: string;
        line?: number;
    };
};
/**
 * A frontmatter block (`---` lines included) read as YAML: its data, why it was not read (the
 * limits, or an alias bomb: js-yaml has no alias limit, so the data is measured instead), or the
 * parser's error with the 1-based line it names.
 */
export declare function parseFrontmatterYaml(source: string): FrontmatterYaml;
/**
 * Where the first alias (`*name`) of a YAML text stands, as a node after a key, an item's dash, a flow
 * bracket or comma, or at a line's start; 0 when none is seen. Only a place to point at: the text is
 * already known to hold aliases.
 */
export declare function firstAliasOffset(text: string): number;
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
export declare const YAML_MERGE_TAG = "tag:yaml.org,2002:merge";
/**
 * A YAML (or JSON) text parsed with positions, or why it was not: refused past the limits. Parse
 * errors stay in the document's `errors`; a parser failure (not a YAML error) throws.
 */
export declare function parseYamlDocument(Y: YamlModule, text: string, o: YamlDocumentOptions): {
    doc: Document.Parsed;
} | {
    refused: YamlRefusal;
};
/** A parsed document as plain data; one that expands past MAX_YAML_VALUES values through its aliases throws (an alias bomb). */
export declare function yamlDocumentData(doc: Document.Parsed): unknown;
/** One node of a parsed document as plain data, aliases limited as for the whole document. */
export declare function yamlNodeData(doc: Document.Parsed, node: Node): unknown;
/** Data that expands past MAX_YAML_VALUES values through its aliases: callers name the first alias. */
export declare class YamlAliasBomb extends Error {
    constructor();
}
