import type { TargetReport } from '../lint.js';
import type { Formatter } from './formatter.js';
/** The handoff-precheck JSON object for one target, plus our additive keys. */
export declare function reportToJson(r: TargetReport): Record<string, unknown>;
/** Totals of several targets, accumulated one report at a time (the reports need not be kept). */
export declare class JsonTotals {
    targets: number;
    private statuses;
    tool: TargetReport['tool'];
    add(r: TargetReport): void;
    object(): Record<string, unknown>;
}
/**
 * The several-targets object, `{results: [...], targets, ...totals}`, written
 * in pieces so a long run streams it: head, one item per report, tail.
 * Together they equal stringifyJson of the whole object.
 */
export declare const multiJson: {
    head: () => string;
    item: (r: TargetReport, index: number) => string;
    tail: (totals: JsonTotals, extra?: Record<string, unknown>, empty?: boolean) => string;
};
/** One target: the single-target object; several: `{results, ...totals}`. */
export declare function formatJson(reports: TargetReport[], extra?: Record<string, unknown>): string;
export declare const formatter: Formatter;
