// The tables a drop names, in SQL (`DROP TABLE IF EXISTS public."orders", audit;`, a schema or database too) or in a
// migration tool's call (`op.drop_table("orders")`, `drop_table :orders`, `knex.schema.dropTable('orders')`,
// `Schema::dropIfExists('orders')`): an OK naming the table it grants is read against the table the change drops.
// Names are lower-cased; droppedTables gives their last part (`public.orders` is `orders`), droppedNames keeps the schema
// too. Every pattern is bounded: linear.

/** A SQL drop and the list of names after it, up to the statement's end. */
const SQL_DROP = /\bDROP\s+(?:TABLE|SCHEMA|DATABASE)\s+(?:IF\s+EXISTS\s+)?([^;()\n]{1,400})/giu;
/** A migration tool's drop call and the name it is given first. */
const CALL_DROP = /\b(?:drop_table|dropTable(?:IfExists)?|dropIfExists|drop)\b[\s(]\s{0,20}(?:["'`]|:)([\p{L}\p{N}_$.]{1,128})/giu;
/**
 * A (qualified) name opening a list item, and whether the item is that name alone (`orders`, `public."Orders" CASCADE`).
 * A quote closes only the quote that opened the name: the backtick after `` `DROP TABLE t` `` ends a code span, and
 * the prose after it names no table.
 */
const NAME = String.raw`[\p{L}\p{N}_$]{1,128}`;
const PART = String.raw`(?:"(${NAME})"|\x60(${NAME})\x60|\[(${NAME})\]|(${NAME}))`;
/** One part of a SQL name, quoted or bare, as PART reads it but without groups: for patterns that take the name whole. */
export const SQL_NAME_PART = String.raw`(?:"${NAME}"|\x60${NAME}\x60|\[${NAME}\]|${NAME})`;
const ITEM = new RegExp(String.raw`^\s*(?:${PART}\s*\.\s*){0,2}${PART}(?:\s+(?:CASCADE|RESTRICT))?\s*`, 'iu');
/** The last part's name: ITEM's groups 5 to 8 (the qualifiers' are 1 to 4, the last qualifier's kept). */
const lastName = (m: RegExpExecArray) => m[5] ?? m[6] ?? m[7] ?? m[8]!;
const qualifier = (m: RegExpExecArray) => m[1] ?? m[2] ?? m[3] ?? m[4];

/** The tables (schemas, databases) `text` drops, lower-cased, in order; none when no drop names one. */
export function droppedTables(text: string): string[] {
  return droppedNames(text).map((n) => n.slice(n.lastIndexOf('.') + 1));
}

/** The same with the schema a name gives (`reporting.weekly_goals`), quotes stripped: an OK's names are read against it. */
export function droppedNames(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(SQL_DROP)) {
    // `DROP TABLE a, b CASCADE`: each item a name; a list running into prose ends at its first item that is more.
    for (const item of m[1]!.split(',')) {
      const name = ITEM.exec(item);
      if (!name) break;
      const schema = qualifier(name);
      out.push(`${schema ? `${schema}.` : ''}${lastName(name)}`.toLowerCase());
      if (name[0].length < item.length) break;
    }
  }
  for (const m of text.matchAll(CALL_DROP)) out.push(m[1]!.split('.').slice(-2).join('.').toLowerCase());
  return out;
}

/** What a sql-drop-table match (its text from its start) drops, in its own words: a database or a schema is no table. */
export function dropWhat(match: string, table: string): string {
  if (/^DROP\s+DATABASE\b/i.test(match)) return 'DROP DATABASE loses every table of the database irreversibly';
  if (/^DROP\s+SCHEMA\b/i.test(match)) return 'DROP SCHEMA loses the schema and the tables in it irreversibly';
  if (/^dropdb\b/.test(match)) return 'dropdb drops a whole database irreversibly';
  if (/^\.dropDatabase\b/.test(match)) return 'dropDatabase() drops a whole database irreversibly';
  return table;
}
