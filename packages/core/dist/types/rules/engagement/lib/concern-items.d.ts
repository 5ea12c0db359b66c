/** A line as a list item (ITEM, or ITEM_MARKDOWN for the `protocol` reading): group 1 is the marker with its blanks, group 2 the text. */
export declare function listItem(text: string, protocol: boolean): RegExpExecArray | null;
/** `text` without leading blanks, colons and dashes and closing blanks, dots, `!` and `…`: a loop, as `/[\s.!…]+$/` rescans a long blank run from each blank. */
export declare function withoutDashesAndStops(text: string): string;
