import { type MarkdownDoc } from '../../../packages/core/src/kit.js';
/** A round without a verdict, with the later round that follows it, if any, and a line reading like a verdict that is none. */
export interface UnjudgedRound {
    n: number;
    /** The round's heading line. */
    line: number;
    /** The heading as written, trimmed. */
    heading: string;
    /** A later-numbered round after it: the round was closed. */
    next?: {
        n: number;
        line: number;
    };
    /** The round's last `Outcome:` / `Decision:` / `Result:` line: an outcome written in words no tool reads as a verdict. */
    remark?: {
        line: number;
        column: number;
        quote: string;
    };
}
/**
 * The `## Iteration N` rounds of acceptance-log.md that hold no verdict in any form the verdict rules read,
 * where one is due: the latest round (its section is the director's record of the judged handoff), and an
 * earlier round followed by a later-numbered one (the next round began, so this one ended). A round noting
 * a handoff returned INCOMPLETE is left out. Fenced code is not read.
 */
export declare function unjudgedRounds(doc: MarkdownDoc): UnjudgedRound[];
