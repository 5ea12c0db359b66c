/**
 * The suppressions that cover each finding, found through indexes: a file of thousands of directives
 * and checks of hundreds of findings cost their sum, not their product (a hostile file used to take
 * minutes, measuring every finding against every directive).
 */
import { type Directive } from './suppress-directives.js';
import type { Finding } from './types.js';
/** A line's suppression is narrower than a range's, a range's than a file's, a file's than the engagement's. */
export declare const NARROWNESS: Record<Directive['kind'], number>;
/** Whether `d` takes a finding from `best`: narrower, or as narrow and written on the same line or after (the innermost range). */
export declare const narrowerOrLater: (d: Directive, best: Directive | undefined) => boolean;
/** The suppression credited with a finding among those covering it: the narrowest, of equals the last written. */
export declare function narrowest(covering: readonly Directive[]): Directive | undefined;
export interface CoverIndex {
    /** The target-wide suppressions (criteria.md frontmatter) that may cover a whole check of `rule`. */
    wholeCheck(rule: string): Directive[];
    /**
     * Calls `each` once per finding of `rule` a suppression covers, in file and line order, with the one credited
     * (narrowest) and the others covering it that may be noted as shadowed by it: only those not yet noted at the
     * credited one's narrowness in this sweep, so that thousands of open ranges over thousands of findings cost their
     * sum, not their product (a noting that would change nothing is left out).
     */
    eachFinding(rule: string, findings: readonly Finding[], each: (index: number, best: Directive, shadowed: readonly Directive[]) => void): void;
}
export declare function coverIndex(active: readonly Directive[]): CoverIndex;
