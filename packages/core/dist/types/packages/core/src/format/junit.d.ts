import type { TargetReport } from '../lint.js';
import { type Formatter } from './formatter.js';
export interface JunitOptions {
    /** Target and finding paths are shown relative to this folder, as stylish shows them (default: the working directory). */
    base?: string;
    /**
     * Why the run's warnings fail it (--fail-on warning, or more than --max-warnings), when they do:
     * each warned check is then a <failure>, so a CI test view of a red run is not all green.
     */
    warningsFail?: string;
}
/**
 * Text as XML character data. Controls are shown as escapes (`\x0d`, not `&#13;`, which a reader
 * decodes back to a CR). The report printed to a CI log starts no workflow command: the first
 * character of `::` at a line's start and of `##[` is a character reference, the same text to a
 * parser (a word joiner would be an extra character in every name and message).
 */
export declare function xmlText(s: string): string;
/** Attribute values also escape quotes, and keep tabs and line feeds from being normalised to spaces. */
export declare function xmlAttr(s: string): string;
/**
 * JUnit XML: one testsuite per target, one testcase per check. fail →
 * <failure>, internal error → <error>, skip → <skipped>, warn → a passing
 * test with the detail in <system-out>, or a <failure> when warnings fail the run.
 */
export declare function formatJunit(reports: TargetReport[], opts?: JunitOptions): string;
export declare const formatter: Formatter;
