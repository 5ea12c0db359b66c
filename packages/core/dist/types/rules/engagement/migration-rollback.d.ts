/**
 * Whether the DROP COLUMN on line `line` of a file lies in its down()/downgrade() part and drops a
 * column an up()/upgrade() part of the same file adds. `lines`: the file's lines known to the scan
 * (all of a new file; of a changed one its hunks, where a part out of sight leaves the hit standing).
 */
export declare function rollsBackOwnColumn(lines: ReadonlyMap<number, string>, line: number, text: string): boolean;
