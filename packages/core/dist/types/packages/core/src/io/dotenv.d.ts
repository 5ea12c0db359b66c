/** The variable names a `.env` file sets, read from its lines; values are never kept. */
/** Names set by the lines of a `.env` file, as the reference reads them or (`protocol`) as dotenv does. */
export declare function dotenvNames(lines: Iterable<string>, protocol: boolean, into?: Set<string>): Set<string>;
