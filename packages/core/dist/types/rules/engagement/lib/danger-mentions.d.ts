/**
 * Whether prose at [at, end) only mentions the operation: its sentence says it was put aside, names it as a
 * counterfactual, or asks whether to run it (a question asked "again", or answered yes or that it ran, is about one
 * run). `next` gives the following line, read when the question ends its line.
 */
export declare function mentionOnly(text: string, at: number, end: number, next?: () => string | undefined): boolean;
/** Whether prose at [at, end) gives the operation to other work than this change (see above). */
export declare function notThisChange(text: string, at: number, end: number): boolean;
