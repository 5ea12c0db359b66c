/** The tables (schemas, databases) `text` drops, lower-cased, in order; none when no drop names one. */
export declare function droppedTables(text: string): string[];
