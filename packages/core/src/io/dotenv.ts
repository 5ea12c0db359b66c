/** The variable names a `.env` file sets, read from its lines; values are never kept. */

/** A `NAME=` line as the reference reads it: at line start, no `export`, no indentation. */
const REFERENCE_NAME = /^([A-Za-z_][A-Za-z0-9_]*)[ \t]*=/;
/** The protocol's ".env entry": also `export NAME=` (dotenv, a shell's `source .env`) and an indented line. */
const PROTOCOL_NAME = /^[ \t]*(?:export[ \t]+)?([A-Za-z_][A-Za-z0-9_]*)[ \t]*=/;

/** Names set by the lines of a `.env` file, as the reference reads them or (`protocol`) as dotenv does. */
export function dotenvNames(lines: Iterable<string>, protocol: boolean, into = new Set<string>()): Set<string> {
  const pattern = protocol ? PROTOCOL_NAME : REFERENCE_NAME;
  for (const line of lines) {
    const m = pattern.exec(line);
    if (m) into.add(m[1]!);
  }
  return into;
}
