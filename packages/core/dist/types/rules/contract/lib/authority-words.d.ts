/** The words contract-authority-transition reads around its verb: negations, conjunctions, answers, hedges. */
export declare const NEGATORS: Set<string>;
export declare const NOT_ONLY: Set<string>;
export declare const NO_THEN: Set<string>;
export declare const JOINS: Set<string>;
export declare const NOTHING: Set<string>;
export declare const NO_QUALIFIES: Set<string>;
export declare const NO_PHRASE: Set<string>;
export declare const FRAME: Set<string>;
export declare const DANGLING: Set<string>;
export declare const ELLIPSIS: Set<string>;
export declare const YES: Set<string>;
export declare const NO: Set<string>;
export declare const MODALS: Set<string>;
