/**
 * Whether prose at [at, end) only mentions the operation: its sentence says it was put aside, names it as a
 * counterfactual, or asks whether to run it (a question asked "again" is about one already run).
 */
export declare function mentionOnly(text: string, at: number, end: number): boolean;
