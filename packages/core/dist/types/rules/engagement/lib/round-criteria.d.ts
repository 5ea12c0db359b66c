/**
 * What binary-verdict's two readings of an ACCEPT's round share: a criteria-list item's label and met
 * mark, and criteria.md's out-of-scope list with the words two texts must share to be about one thing.
 */
import { type MarkdownDoc } from '../../../packages/core/src/kit.js';
/** A criteria-list item of the log, by its own leading `crit-N` label (bare, bold, in code or brackets). */
export declare const CRIT_ITEM_LABEL: RegExp;
/** The marks saying met: an item holding one is met, whatever earlier mark it recalls ("✅ (was ❌ in iter-1)"). */
export declare const MET_MARK: RegExp;
/** The lines of criteria.md's out-of-scope list, under an ATX or a setext heading (as markdown renders it); undefined without one. */
export declare function outOfScopeLines(criteria: MarkdownDoc | undefined): Array<{
    line: number;
    text: string;
}> | undefined;
/**
 * The words of five letters or more of `text`, lower-cased, but the `common` ones, which any text may share.
 * Runs are matched at any length and measured after: `{5,}` in the pattern keeps a backtrack entry per
 * character, and one run of millions (a pasted hex dump) overflows the engine's stack.
 */
export declare const longWords: (text: string, common: ReadonlySet<string>, cut?: number) => Set<string>;
