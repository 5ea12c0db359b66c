// Migrations as danger-scan reads them: a down() that undoes nothing, a DELETE that names no row.

const DEF_DOWN = /^(\s*)def\s+down(?:grade)?\s*\([^)]{0,300}\)\s*(?:->[\w.[\], ]{1,100})?:\s*(?:#.*)?$/;
/** Ruby's `def down` (Rails), whose body ends at its `end`. */
const DEF_DOWN_RUBY = /^(\s*)def\s+down\s*(?:#.*)?$/;
/** A body that rolls nothing back: it passes, returns, or raises (`raise NotImplementedError("no way back")`, `raise ActiveRecord::IrreversibleMigration`). */
const EMPTY_BODY = /^\s*(?:pass|\.\.\.|raise\b[^\n]*|return(?:\s+None)?|nil)\s*(?:#.*)?$/;
const DOCSTRING = /^\s*(?:"""|\'\'\')/;
const COMMENT_LINE = /^\s*#/;

/**
 * Lines (indices into `lines`) of `def down…():` / `def downgrade…():` (or Ruby's `def down`)
 * headers whose indented body does nothing: only `pass`, `...`, `return`, a `raise` (an
 * irreversible migration says so by raising), or nothing but a docstring and comments.
 * The migration has no rollback. Only consecutive lines are read.
 */
export function emptyDowngrades(lines: readonly string[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    const python = DEF_DOWN.exec(lines[i]!);
    const def = python ?? DEF_DOWN_RUBY.exec(lines[i]!);
    if (!def) continue;
    const indent = def[1]!.length;
    const code: string[] = [];
    let docstring: string | undefined;
    let k = i + 1;
    for (; k < lines.length; k++) {
      const t = lines[k]!;
      if (t.trim() === '') continue;
      if (t.length - t.trimStart().length <= indent) break;
      if (docstring) {
        if (t.includes(docstring)) docstring = undefined;
        continue;
      }
      if (COMMENT_LINE.test(t)) continue;
      if (DOCSTRING.test(t)) {
        const quote = t.trim().slice(0, 3);
        // A docstring closing on its own line is skipped whole; one left open runs to its closing quotes.
        if (t.trim().length < 6 || !t.trim().endsWith(quote)) docstring = quote;
        continue;
      }
      code.push(t);
    }
    // Ruby's `def down` / `end` is empty once its `end` is in view; a Python body of only a docstring or
    // comments is one, closed or at the end of the file (Alembic writes downgrade last).
    const closed = k < lines.length;
    if (code.length === 1 ? EMPTY_BODY.test(code[0]!) : code.length === 0 && (python ? k > i + 1 : closed)) out.push(i);
  }
  return out;
}

/** Lines a DELETE statement may run on to its end (`DELETE` / `FROM t` / `WHERE id = 1;`). */
export const DELETE_STATEMENT_LINES = 20;
const DELETE_WORD = /\bdelete\b/gi;
const STATEMENT_CHARS = 2000;
// A table name, bare or quoted; no Unicode classes, so the pattern costs nothing to compile at start-up.
const SQL_NAME = '(?:[^\\s.;,()"\'`]+|"[^"]{1,128}"|`[^`]{1,128}`)';
/** A whole DELETE statement (trimmed) that names its table and nothing after it but RETURNING: no WHERE, no USING. */
const WHOLE_TABLE_DELETE = new RegExp(`^delete\\s+from\\s+(?:only\\s+)?${SQL_NAME}(?:\\s*\\.\\s*${SQL_NAME})?\\s*(?:returning\\b[^;]*)?;?$`, 'i');

/**
 * DELETE statements without WHERE read to their end across lines (`DELETE` / `FROM t;`), or to the
 * end of the string literal that holds them (`op.execute(` / `"DELETE FROM t"` / `)`): each as the
 * index into `lines` and the 1-based column of its DELETE. A statement ends at `;`, a blank line, the
 * literal's closing quote, or after DELETE_STATEMENT_LINES lines. Only consecutive lines are read.
 */
export function unguardedDeletes(lines: readonly string[]): Array<{ index: number; column: number }> {
  const out: Array<{ index: number; column: number }> = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!/delete/i.test(line)) continue;
    DELETE_WORD.lastIndex = 0;
    // A few statements per line: a line of repeated DELETEs must not read its followers again each time.
    for (let m = DELETE_WORD.exec(line), seen = 0; m && seen < 4; m = DELETE_WORD.exec(line), seen++) {
      const before = line.slice(0, m.index).trimEnd();
      const quote = /["'`]$/.test(before) ? before[before.length - 1]! : undefined;
      const statement = statementFrom(lines, i, m.index, quote);
      if (WHOLE_TABLE_DELETE.test(statement)) out.push({ index: i, column: m.index + 1 });
    }
  }
  return out;
}

/** The statement starting at `lines[i][col]`, joined with spaces, cut at its end (see unguardedDeletes). */
function statementFrom(lines: readonly string[], i: number, col: number, quote: string | undefined): string {
  let text = '';
  for (let k = i; k < lines.length && k < i + DELETE_STATEMENT_LINES && text.length < STATEMENT_CHARS; k++) {
    const part = k === i ? lines[k]!.slice(col) : lines[k]!;
    if (k > i && part.trim() === '') break;
    const closes = quote ? part.indexOf(quote) : -1;
    const semi = part.indexOf(';');
    // The literal's closing quote ends it there; a `;` ends it after itself.
    const stop = closes >= 0 && (semi < 0 || closes < semi) ? closes : semi >= 0 ? semi + 1 : -1;
    if (stop >= 0) return `${text} ${part.slice(0, stop)}`.trim().slice(0, STATEMENT_CHARS);
    text = `${text} ${part}`;
  }
  return text.trim().slice(0, STATEMENT_CHARS);
}
