/** The keys of a frontmatter block read line by line, where YAML cannot read it: a finding still names what it holds. */

const unquote = (v: string) => v.replace(/^(["'])(.*)\1$/, '$2');

/** Items read from one list (`[a, b]` or `- a` lines): a frontmatter over the YAML size limit may hold millions, each kept as a string. */
export const MAX_LINE_LIST_ITEMS = 100_000;

/** The items of a `[a, b]` value, up to MAX_LINE_LIST_ITEMS of them, walked comma to comma rather than split whole. */
function flowItems(value: string): string[] {
  const items: string[] = [];
  const end = value.length - 1;
  for (let from = 1; from <= end && items.length < MAX_LINE_LIST_ITEMS; ) {
    const comma = value.indexOf(',', from);
    const to = comma < 0 || comma > end ? end : comma;
    const item = unquote(value.slice(from, to).trim());
    if (item !== '') items.push(item);
    from = to + 1;
  }
  return items;
}

/**
 * Top-level `key: value` lines of a frontmatter block that is not valid YAML:
 * scalars as strings, `[a, b]` and `- item` lists as string arrays.
 */
export function keysLineByLine(block: string[]): Record<string, unknown> {
  // Keyed by names from the file: a `__proto__:` line is a key like any other.
  const data: Record<string, unknown> = Object.create(null);
  block.forEach((text, i) => {
    // Key and the rest of the line; blanks and a ` # comment` are cut in code, as regexes for them backtrack on long blank runs.
    const m = /^([A-Za-z_][\w-]*)[ \t]*:(.*)$/.exec(text);
    if (!m || (m[2] !== '' && m[2]![0] !== ' ' && m[2]![0] !== '\t')) return;
    let value = m[2]!.trim();
    const comment = /\s#/.exec(value);
    if (comment) value = value.slice(0, comment.index).trim();
    if (value.startsWith('[') && value.endsWith(']') && !/[\r\u2028\u2029]/.test(value)) {
      data[m[1]!] = flowItems(value);
    } else if (value === '') {
      const items: string[] = [];
      for (let k = i + 1; k < block.length && items.length < MAX_LINE_LIST_ITEMS && /^\s+-\s+|^-\s+/.test(block[k]!); k++) items.push(unquote(block[k]!.replace(/^\s*-\s+/, '').trim()));
      data[m[1]!] = items.length ? items : '';
    } else data[m[1]!] = unquote(value);
  });
  return data;
}
