/** The cells with every taken-back "resolved" blanked out and another form of DIVERGE read as DIVERGE. */
export declare function withoutTakenBack(cells: string[]): string[];
/** Whether the cells hold an unresolved DIVERGE once taken-back resolutions are blanked (withoutTakenBack, then unresolvedDiverge). */
export declare function openDiverge(cells: string[]): boolean;
