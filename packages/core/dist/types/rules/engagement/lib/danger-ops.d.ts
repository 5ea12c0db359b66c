import { LetterRegex } from '../../../packages/core/src/kit.js';
/**
 * An operation: its id, what it does, its pattern, and `need`: words the match holds beyond its first,
 * tested first on the line, so a pattern with a long bounded gap runs only where it can match.
 */
export interface Op {
    id: string;
    what: string;
    re: RegExp | LetterRegex;
    need?: {
        test(text: string): boolean;
    };
}
export declare const W: string;
export declare const OPS: Op[];
export declare const RM_RF_ROOT: RegExp;
export declare const notTheSpecsOp: (h: {
    id: string;
    text: string;
}) => boolean;
export declare const LOSSY_ALTER: string;
export declare const MAYBE: RegExp;
/** The same, over a whole file: which of its lines are worth the full patterns. */
export declare const MAYBE_LINES: RegExp;
/**
 * Whether a deploy-prod-direct hit in prose is only a command-like form outside a code span: "scripts/deploy.sh now
 * supports production" in a sentence is no deploy; the same words in a code span, or a tool's own form, are.
 */
export declare function deployWordsOnly(h: {
    id: string;
    text: string;
}): boolean;
/**
 * Whether a deploy-prod-direct hit is only a deploy script's path standing alone on its line: run in a shell script
 * or a shell's code block, but a file named in a text block or a file list (danger-scan tells them apart).
 */
export declare function deployScriptPathOnly(h: {
    id: string;
    text: string;
}): boolean;
/** Whether an operation's text is only a migration tool's, ORM's or client's call (no SQL or command spelling of it): code, never prose or a test's teardown. */
export declare function ormCallOnly(h: {
    id: string;
    text: string;
}): boolean;
export declare const PROTOCOL_OPS: Op[];
/**
 * What a protocol hit does, when one of MORE_FORMS found it (a Redis FLUSHALL is no DELETE FROM, a bucket no root
 * folder): its own words. Undefined for the operation's other forms, which keep theirs.
 */
export declare function formWhat(h: {
    id: string;
    text: string;
    column: number;
}): string | undefined;
export declare const OP_BY_ID: Map<string, Op>;
/** Whether a user-OK line names the operation itself: it matches the pattern that found the operation. */
export declare function namesCommand(id: string, lines: readonly string[]): boolean;
