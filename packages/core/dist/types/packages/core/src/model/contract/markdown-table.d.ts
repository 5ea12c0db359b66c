type Cell = {
    text: string;
    col: number;
};
/**
 * The content an item reads from a table row, and the column it starts at. A header row naming a
 * `Domain` column (any position) makes that cell the row's label, and a `Response` column's cell its
 * qualifier: `| Action | Domain |` rows read as `Domain: action`. Without one, a response section's
 * row whose first cell is no domain is read by the cell that is exactly a domain name; else the
 * first cell is the label. A `Domain` cell is meant as a domain: one that names none is reported, not
 * read as an action of no domain. **Halt conditions** rows are a trigger, then its action.
 */
export declare function tableRowItem(header: Cell[], cells: Cell[], section: string): {
    content: string;
    col: number;
    domainCell?: boolean;
} | undefined;
/**
 * Whether a table row gives a domain its response: the header names a `Domain` or `Response` column, or
 * the row holds a cell that is a domain name alone and another that is a response (`| External | Autonomous |`).
 */
export declare function domainTable(header: Cell[], cells: Cell[]): boolean;
export {};
