import { type Finding } from '../../../packages/core/src/kit.js';
/**
 * Findings added in line order, several to a line, to be sorted by line and column: every finding of a line
 * is built while fewer than MAX_FINDINGS came before that line, so the first MAX_FINDINGS of the sorted
 * list (all a report shows) are always among those built, whatever their columns.
 */
export declare class LineOrderFindings {
    readonly built: Finding[];
    total: number;
    private line;
    private before;
    add(line: number, finding: () => Finding): void;
}
/** The items of a list a detail names (`L12 (contract)`, joined with `, `), counted all, kept up to LIST_CHARS. */
export declare class DetailList {
    readonly items: string[];
    count: number;
    private chars;
    add(item: () => string): void;
    toString(): string;
}
