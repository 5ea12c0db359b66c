import type { RuleMeta } from './rule.js';
/** A fence longer than any backtick run in `text`. */
export declare function fenced(text: string, lang: string): string;
/**
 * A rule's examples as markdown: per example, the expected status as a heading
 * and each file as a fenced block under its name (`#` repeated `level` times).
 */
export declare function renderExamples(rule: Pick<RuleMeta, 'examples'>, level: number): string[];
