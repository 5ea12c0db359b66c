/** Bounds shared by the picture data and the page (the page module must not load the models). */
/** Lines shown on each side of a finding's line. */
export declare const CONTEXT_LINES = 2;
/** Findings per check whose source lines are kept and shown. */
export declare const SOURCE_FINDINGS_PER_CHECK = 20;
