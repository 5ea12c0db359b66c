/**
 * Glob patterns a handoff cites bare, as the S template's one line writes a set of files ("+/- 12 files:
 * engagement/design-system/icons/billing-*.svg; 12 new billing icons"). The shared reading's path characters
 * hold no glob character, so it cuts such a pattern at its first one (`…/icons/billing-`), a path that never
 * exists. The protocol reading takes the pattern whole: it names files when at least one matches it.
 */
import { type CitationProbe, type EngagementModel, type MarkdownDoc } from '../../../packages/core/src/kit.js';
export interface CitedPattern {
    /** The pattern as cited (a sentence's punctuation after it left out). */
    pattern: string;
    line: number;
    column: number;
    /** The folder whose listing it is matched against: its part before the first segment holding a wildcard. */
    folder: string;
    /** Whether an entry of that folder matches it; undefined when the pattern could not be read (too many alternatives). */
    found: boolean | undefined;
    /** The folder is no folder (neither at the project root nor under the engagement folder). */
    gone: boolean;
}
/**
 * The probe without the bare citations cut from a glob pattern, and those patterns read whole, each matched
 * against its folder's listing. A bare citation is cut from one when a wildcard's opening character follows it
 * on its line (`engagement/icons/billing-` before `*.svg`); a citation inside an earlier pattern of its line
 * is part of it. A string holding a template slot (`{slug}`) or no wildcard once a sentence's `?` is read off
 * is no pattern, and its citation stays as read.
 */
export declare function citedGlobs<P extends CitationProbe>(model: EngagementModel, doc: MarkdownDoc, probe: P): {
    probe: P;
    patterns: CitedPattern[];
};
/** The detail's note of the patterns read: those each matching a file, and those not read. */
export declare function patternsNote(patterns: CitedPattern[]): string;
