/**
 * The suppressions that cover each finding, found through indexes: a file of thousands of directives
 * and checks of hundreds of findings cost their sum, not their product (a hostile file used to take
 * minutes, measuring every finding against every directive).
 */
import { type Directive } from './suppress-directives.js';
import type { Finding } from './types.js';
export interface CoverIndex {
    /** The target-wide suppressions (criteria.md frontmatter) that may cover a whole check of `rule`. */
    wholeCheck(rule: string): Directive[];
    /**
     * Calls `each` once per finding of `rule`, in file and line order, with the suppressions that may
     * cover it (the caller still applies its own test): ranges are swept once per file, not searched per finding.
     */
    eachFinding(rule: string, findings: readonly Finding[], each: (index: number, covering: Directive[]) => void): void;
}
export declare function coverIndex(active: readonly Directive[]): CoverIndex;
