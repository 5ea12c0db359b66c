type Ucs2Length = (s: string) => number;
export declare const ucs2length: Ucs2Length;
export {};
