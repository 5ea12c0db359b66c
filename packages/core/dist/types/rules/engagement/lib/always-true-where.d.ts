/** Whether a WHERE's condition (the text after `WHERE`) holds for every row. */
export declare function alwaysHolds(condition: string): boolean;
