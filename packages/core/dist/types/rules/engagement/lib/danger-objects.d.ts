/** One part of a SQL name, quoted or bare, as PART reads it but without groups: for patterns that take the name whole. */
export declare const SQL_NAME_PART: string;
/** The tables (schemas, databases) `text` drops, lower-cased, in order; none when no drop names one. */
export declare function droppedTables(text: string): string[];
/** The same with the schema a name gives (`reporting.weekly_goals`), quotes stripped: an OK's names are read against it. */
export declare function droppedNames(text: string): string[];
/** What a sql-drop-table match (its text from its start) drops, in its own words: a database or a schema is no table. */
export declare function dropWhat(match: string, table: string): string;
