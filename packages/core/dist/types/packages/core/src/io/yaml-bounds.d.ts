/**
 * The limits every YAML document read from a checked tree is held to:
 * frontmatter, structured contracts, Epiphany state and configs. Size and
 * nesting are checked on the text, before any parser sees it; aliases after
 * the parse. The YAML parsers recurse once per level of nesting, and a stack
 * overflow deep inside one is not a clean error: V8 can end the process when
 * it compiles a regular expression at the bottom of an exhausted stack.
 */
/** Largest YAML document parsed: anything longer is a finding, not a parse. */
export declare const MAX_YAML_BYTES: number;
/** Most values a parsed YAML document may expand to when its aliases are followed. */
export declare const MAX_YAML_VALUES = 100000;
/** Deepest nesting of collections parsed (real documents nest fewer than ten levels; the parsers overflow the stack near 800). */
export declare const MAX_YAML_DEPTH = 100;
/**
 * Whether a parsed YAML value expands to more than `limit` values when every
 * alias is followed as a reader would (an alias bomb: nine levels of nine
 * aliases parse in microseconds into a few nodes, but a walk over them visits
 * 387 million). The walk stops at the limit, so it is bounded too.
 */
export declare function expandsBeyond(value: unknown, limit?: number): boolean;
/**
 * The offset at which a YAML (or JSON) text first nests collections deeper
 * than `limit`, or -1. One pass, no regular expressions. Block levels are
 * counted by indentation (plus the `- ` and `? ` entries opened on one line),
 * flow levels by `[` and `{`. Quotes, comments, block scalars and brackets
 * inside plain scalars are read as a YAML parser reads them, so brackets in
 * strings neither count nor hide nesting; where the text is not valid YAML the
 * count errs high, never low.
 */
export declare function yamlNestingBeyond(text: string, limit?: number): number;
/** Why a YAML text is not given to a parser, and the offset to report it at. */
export interface YamlRefusal {
    message: string;
    offset: number;
}
/**
 * Why a YAML text is not given to a parser, or undefined when it is within the
 * size and nesting limits. `what` names it in the message ("frontmatter",
 * "map.yaml"); `notParsed` ends it.
 */
export declare function yamlRefusal(text: string, what: string, notParsed?: string): YamlRefusal | undefined;
