/** Whether the operation at [at, end) of a prose line is an injection payload the line quotes, not a statement run. */
export declare function injectionPayload(text: string, at: number, end: number): boolean;
