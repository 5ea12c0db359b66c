/** Where a value of a YAML (or JSON) document was written, from the `yaml` package's node ranges. */
import type { LineCounter } from 'yaml';
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
/**
 * Start offset of the deepest node along `path` that exists: a map member's key, or with
 * `{ at: 'value' }` its value; the root's start (else 0) when not even the first step exists.
 */
export declare function yamlPathOffset(Y: YamlModule, root: unknown, path: ReadonlyArray<string | number>, opts?: {
    at?: 'key' | 'value';
}): number;
export {};
