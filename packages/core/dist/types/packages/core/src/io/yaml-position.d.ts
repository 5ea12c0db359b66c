/** Where a value of a YAML (or JSON) document was written, from the `yaml` package's node ranges. */
import type { LineCounter, Pair, YAMLMap } from 'yaml';
type YamlModule = Record<string, unknown>;
export interface YamlPos {
    line: number;
    column: number;
}
/** 1-based line and column of a character offset of the parsed text. */
export declare function yamlOffsetPos(counter: LineCounter, offset: number): YamlPos;
/** Where a node starts, when it carries a range (a scalar, map or sequence of the parsed text). */
export declare function yamlNodeStart(node: unknown): number | undefined;
/** A map key as text: a scalar's value (`''` for an empty key), undefined for a complex key. */
export declare function yamlKeyText(Y: YamlModule, key: unknown): string | undefined;
/** The member of `map` whose key text is `key` (the first such, as a search from the front finds). */
export declare function yamlMapMember(Y: YamlModule, map: YAMLMap, key: string): Pair | undefined;
/**
 * Start offset of the deepest node along `path` that exists: a map member's key, or with
 * `{ at: 'value' }` its value; the root's start (else 0) when not even the first step exists.
 */
export declare function yamlPathOffset(Y: YamlModule, root: unknown, path: ReadonlyArray<string | number>, opts?: {
    at?: 'key' | 'value';
}): number;
/** What the yaml library says of a key written twice in one map. */
export declare const YAML_DUPLICATE_KEY_MESSAGE = "Map keys must be unique";
/**
 * The keys the yaml library's `uniqueKeys: true` check reports, found in one pass over a document parsed
 * with `uniqueKeys: false`: the scalar keys whose value equals (`===`) an earlier key's of the same map,
 * in the order the library reports them (a block map checks a key before its value is read, a flow map
 * after). The library reports a repeat where the tokens before the key end, which is where the previous
 * value ended when nothing stands before the key (`a:⏎a: 1` is reported at the end of the first line); a
 * document parsed with `keepSourceTokens` gives those offsets exactly, one without gives the key's start.
 * The library compares each key with every earlier one; `cost` counts those comparisons (n²/2 per map).
 */
export declare function yamlDuplicateKeys(Y: YamlModule, root: unknown): {
    offsets: number[];
    cost: number;
};
/**
 * `parseDocument` with the errors of `uniqueKeys: true` (a repeated key is "Map keys must be unique"),
 * in linear time: the library's own check compares every key of a map with every earlier one. A
 * document whose only errors are repeated keys is read once more with its source tokens, which place
 * each report where the library would; one with other errors too is parsed again by the library when
 * that is cheap, else its repeated keys join the other errors in offset order.
 */
export declare function yamlParseUniqueKeys(Y: YamlModule, text: string, options: {
    lineCounter: LineCounter;
    prettyErrors: false;
} & import('yaml').SchemaOptions): import('yaml').Document.Parsed;
export {};
