/**
 * The criteria a blocker of round `round` rejects on: the ones it names (`crit-6`, `criterion 6`, `criteria 3 and
 * 4`, `критерий 6`: the log's reading), less a list the same clause calls done and a list it names as an earlier
 * round's blockers, unless it says they are still open there ("Blockers of iteration 1 (crit-3) still fail").
 */
export declare function failingCrits(text: string, round: number): number[];
/** A finding the round set aside, not a blocker: "Finding 1 (MEDIUM …): OVERRULED.", "FALSE_POSITIVE", "SUSTAINED, non-blocking". */
export declare const SET_ASIDE: RegExp;
/**
 * A table cell marking its row met: ✅ (with a word after it, "✅ fixed"), or a word saying so ("met", "fixed in
 * 9d41c2e", «выполнен»), with no ❌ and nothing saying it is not ("not met", "fixed but regressed").
 */
export declare function metCell(text: string): boolean;
