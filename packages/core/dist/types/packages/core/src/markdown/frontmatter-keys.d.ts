/** The keys of a frontmatter block read line by line, where YAML cannot read it: a finding still names what it holds. */
/** Items read from one list (`[a, b]` or `- a` lines): a frontmatter over the YAML size limit may hold millions, each kept as a string. */
export declare const MAX_LINE_LIST_ITEMS = 100000;
/**
 * Top-level `key: value` lines of a frontmatter block that is not valid YAML:
 * scalars as strings, `[a, b]` and `- item` lists as string arrays.
 */
export declare function keysLineByLine(block: string[]): Record<string, unknown>;
