/**
 * Lines (indices into `lines`) of `def down…():` / `def downgrade…():` (or Ruby's `def down`)
 * headers whose indented body does nothing: only `pass`, `...`, `return`, a `raise` (an
 * irreversible migration says so by raising), or nothing but a docstring and comments.
 * The migration has no rollback. Only consecutive lines are read.
 */
export declare function emptyDowngrades(lines: readonly string[]): number[];
/** Lines a DELETE statement may run on to its end (`DELETE` / `FROM t` / `WHERE id = 1;`). */
export declare const DELETE_STATEMENT_LINES = 20;
/**
 * DELETE statements without WHERE read to their end across lines (`DELETE` / `FROM t;`), or to the
 * end of the string literal that holds them (`op.execute(` / `"DELETE FROM t"` / `)`): each as the
 * index into `lines` and the 1-based column of its DELETE. A statement ends at `;`, a blank line, the
 * literal's closing quote, or after DELETE_STATEMENT_LINES lines. Only consecutive lines are read.
 */
export declare function unguardedDeletes(lines: readonly string[]): Array<{
    index: number;
    column: number;
}>;
