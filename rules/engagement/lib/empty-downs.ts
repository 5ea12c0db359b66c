// Migrations without rollback outside Python and Ruby (whose `def down` bodies core's emptyDowngrades reads): a SQL
// migration's down part with nothing after its marker (goose's `-- +goose Down`, dbmate's `-- migrate:down`,
// sql-migrate's `-- +migrate Down`), and a down function whose body does nothing (Laravel's `public function down():
// void { // }`, TypeORM's `public async down(queryRunner: QueryRunner): Promise<void> {}`, Sequelize's `async down()
// {}`, knex's `exports.down = async function () {};`). As for `def downgrade(): pass`, a body that only returns or
// throws (an irreversible migration says so by throwing) rolls nothing back. Every read is bounded: linear.

/** A SQL migration's down marker, and any part marker (the down part ends at the next). */
const SQL_DOWN = /^\s*--\s*(?:\+goose\s+Down|migrate:down|\+migrate\s+Down)\b/i;
const SQL_PART = /^\s*--\s*(?:\+goose\s+(?:Up|Down)|migrate:(?:up|down)|\+migrate\s+(?:Up|Down))\b/i;
/**
 * A down part's line that runs nothing: a `--` or one-line `/* … *\/` comment (goose's `StatementBegin` / `StatementEnd`
 * among them), or the placeholder goose's template writes (`SELECT 'down SQL query';`, `SELECT 1;`).
 */
const SQL_NOTHING = /^\s*(?:--.*|\/\*.*\*\/\s*|SELECT\s+(?:'[^'\n]{0,200}'|\d{1,9})\s*(?:;\s*)?)$/i;
/** A code block's fence: where a migration quoted in a document ends. */
const FENCE = /^ {0,3}(?:`{3,}|~{3,})/;

/**
 * Where a down function starts: PHP's or a class's method (`public function down()`, `public async down(…)`,
 * `async down()`), a module's (`export async function down(knex)`, `exports.down = …`, `export const down = …`) or
 * an object's property (`down: async (queryInterface) => …`, `down: function () …`). Python's and Ruby's `def`
 * is not one of them.
 */
const DOWN_HEAD =
  /^\s*(?:(?:export\s+)?(?:default\s+)?(?:(?:public|protected|private|static|async|override)\s+){0,4}(?:function\s+)?down\s*\(|(?:module\.)?exports\.down\s*=|export\s+(?:const|let|var)\s+down\s*=|["']?down["']?\s*:\s*(?:async\s+)?(?:function\b|\(|[\w$]{1,40}\s*=>))/;
/** The same for up: a file holding one is a migration. */
const UP_HEAD =
  /^\s*(?:(?:export\s+)?(?:default\s+)?(?:(?:public|protected|private|static|async|override)\s+){0,4}(?:function\s+)?up\s*\(|(?:module\.)?exports\.up\s*=|export\s+(?:const|let|var)\s+up\s*=|["']?up["']?\s*:\s*(?:async\s+)?(?:function\b|\(|[\w$]{1,40}\s*=>))/;
/** A migration's file by its path (`database/migrations/…`, `src/migration/…`, `db/migrate/…`). */
const MIGRATION_PATH = /migrat/i;
/** The signature from the head to the body's `{`: no `;` or `}` before it (`down(x);` is a call). */
const SIGNATURE = /^[^{};]{0,300}?\{/;
/** An arrow whose body is an expression that does nothing: `exports.down = () => Promise.resolve();`. */
const ARROW_NOTHING = /^[^{};]{0,300}?=>\s*(?:Promise\.resolve\(\s*\)|undefined|null)\s*(?:[;,]\s*)?$/;
/**
 * A body that does nothing once its comments are gone: empty, a bare `return`, a `throw`, or the stub Laravel writes for
 * a migration changing a table (`Schema::table('orders', function (Blueprint $table) { // });`). An optional `;` and the
 * blanks around it are `(?:\s*;)?\s*`: `\s*;?\s*` would split a long blank run every way before failing.
 */
const BODY_NOTHING = /^\s*(?:(?:;|return(?:\s+(?:Promise\.resolve\(\s*\)|undefined|null))?(?:\s*;)?|throw\s+new\s+[\w\\.$]{1,120}\s*\([^;]{0,300}\)(?:\s*;)?|Schema::table\s*\(\s*["'][^"'\n]{1,128}["']\s*,\s*(?:static\s+)?function\s*\([^)]{0,100}\)\s*(?::\s*void\s*)?\{\s*\}\s*\)(?:\s*;)?)\s*)?$/;

/** Lines and characters a down function is read on for the end of its body. */
const BODY_LINES = 30;
const BODY_CHARS = 1500;

const newlines = (text: string) => {
  let n = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) n++;
  return n;
};

/** The text from line `i` on, joined by newlines, up to BODY_LINES lines and BODY_CHARS characters. */
function textFrom(lines: readonly string[], i: number): string {
  let text = '';
  for (let k = i; k < lines.length && k <= i + BODY_LINES && text.length < BODY_CHARS; k++) text += `${lines[k]!.slice(0, BODY_CHARS)}\n`;
  return text.slice(0, BODY_CHARS);
}

/** The body from its opening `{` (at `open`) to its matching `}`, comments blanked, or undefined when it does not end in `text`. */
function bodyOf(text: string, open: number): { body: string; end: number } | undefined {
  let depth = 0;
  let body = '';
  for (let k = open; k < text.length; k++) {
    const c = text[k]!;
    const next = text[k + 1];
    // Comments say nothing the migration runs: `//` and PHP's `#` to the line's end, `/* … */` whole.
    if ((c === '/' && next === '/') || (c === '#' && (next === undefined || /\s/.test(next)))) {
      const nl = text.indexOf('\n', k);
      k = nl < 0 ? text.length : nl - 1;
      continue;
    }
    if (c === '/' && next === '*') {
      const close = text.indexOf('*/', k + 2);
      if (close < 0) return undefined;
      k = close + 1;
      continue;
    }
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return { body: body.slice(1), end: k };
    body += c;
  }
  return undefined;
}

/**
 * The indexes of `lines` (consecutive lines of one file) where a down part or function that rolls nothing back
 * starts. `atEnd`: the last line is the file's own last line, so a SQL down part running to it is all there is;
 * `file`: its path, which tells a migration's file (a down function elsewhere counts beside an up one only).
 */
export function emptyDownParts(lines: readonly string[], atEnd: boolean, file: string): number[] {
  const out: number[] = [];
  let migration: boolean | undefined;
  const isMigration = () => (migration ??= MIGRATION_PATH.test(file) || lines.some((l) => /\bup\b/.test(l) && UP_HEAD.test(l)));
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!/down/i.test(line)) continue;
    if (SQL_DOWN.test(line)) {
      let k = i + 1;
      while (k < lines.length && (lines[k]!.trim() === '' || (SQL_NOTHING.test(lines[k]!) && !SQL_PART.test(lines[k]!)))) k++;
      // The part ends at the next part's marker, a code block's end, or the file's end; where the lines in view stop
      // short of it, what follows is not known.
      if (k < lines.length ? SQL_PART.test(lines[k]!) || FENCE.test(lines[k]!) : atEnd) out.push(i);
      continue;
    }
    if (!DOWN_HEAD.test(line) || !isMigration()) continue;
    const text = textFrom(lines, i);
    if (ARROW_NOTHING.test(text.slice(0, text.indexOf('\n')))) {
      out.push(i);
      continue;
    }
    const sig = SIGNATURE.exec(text);
    if (!sig) continue;
    const body = bodyOf(text, sig[0].length - 1);
    if (body && BODY_NOTHING.test(body.body)) out.push(i);
    // A down function's own lines hold no other; nor do those of one too long to read to its end (so a file of
    // unclosed heads is read once, not once per head).
    i += Math.max(0, newlines(body ? text.slice(0, body.end) : text) - (body ? 0 : 1));
  }
  return out;
}
