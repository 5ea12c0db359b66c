import type { TargetReport } from '../lint.js';
import { type Formatter } from './formatter.js';
export interface StylishOptions {
    /** 0 = no colour. */
    colorLevel: 0 | 1 | 2 | 3;
    explain?: boolean;
    quiet?: boolean;
    /** Show finding paths relative to this folder (defaults to the project root). */
    cwd?: string;
}
/** Human output: TL;DR, one line per check, findings and fixes under failures and warnings. */
export declare function formatStylish(reports: TargetReport[], opts: StylishOptions): string;
/** One target's block (streamable: it needs no other report). */
export declare function stylishTarget(r: TargetReport, opts: StylishOptions, multi: boolean): string;
/** The closing line of a run over several targets. */
export declare function stylishTotals(statuses: Array<TargetReport['status']>, opts: StylishOptions): string;
export declare const formatter: Formatter;
