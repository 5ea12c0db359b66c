/** A config key given twice, named in its error when it is a name: a config's other bytes are never echoed. */

/** The key written at `offset` (a plain or quoted scalar before its `:`), read no further than a name's length. */
function keyAt(text: string, offset: number): string | undefined {
  // Quoted, the name is all between the quotes; plain (YAML), it ends at a `:` a blank or the line's end follows.
  const m = /^(?:"([A-Za-z$_][\w$-]{0,63})"[ \t]*:|'([A-Za-z$_][\w$-]{0,63})'[ \t]*:|([A-Za-z$_][\w$-]{0,63})[ \t]*:(?=[ \t\r\n]|$))/.exec(text.slice(offset, offset + 80));
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

/** What follows a duplicate-key error at `offset`: the key when it is a name, else nothing. */
export function repeatedKeyNamed(text: string, offset: number, container: 'object' | 'map'): string {
  const key = keyAt(text, offset);
  return key === undefined ? '' : `: the key "${key}" appears twice in one ${container}, and only the last would count`;
}
