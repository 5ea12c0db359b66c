/** The keys of a frontmatter block read line by line, where YAML cannot read it: a finding still names what it holds. */
/**
 * Top-level `key: value` lines of a frontmatter block that is not valid YAML:
 * scalars as strings, `[a, b]` and `- item` lists as string arrays.
 */
export declare function keysLineByLine(block: string[]): Record<string, unknown>;
