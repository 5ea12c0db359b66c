import type { TargetReport } from '../lint.js';
import { type Formatter, type WarningGate } from './formatter.js';
export interface StylishOptions {
    /** 0 = no colour. */
    colorLevel: 0 | 1 | 2 | 3;
    explain?: boolean;
    /** Only the checks that fail the run (see `FormatContext.quiet`), and only the targets that hold one. */
    quiet?: boolean;
    /** When warnings fail the run: the verdicts say so, and `quiet` keeps those warnings. */
    gate?: WarningGate;
    /** Show finding paths relative to this folder (defaults to the project root). */
    cwd?: string;
}
/** Human output: TL;DR, one line per check, findings and fixes under failures and warnings. */
export declare function formatStylish(reports: TargetReport[], opts: StylishOptions): string;
/**
 * One target's block (streamable: it needs no other report). `runWarnings`: the warning checks of
 * the whole run when known, which decide whether `quiet` keeps warnings; else the target's own,
 * which are enough under --fail-on warning and when they alone pass --max-warnings.
 */
export declare function stylishTarget(r: TargetReport, opts: StylishOptions, multi: boolean, runWarnings?: number): string;
/**
 * The closing line of a run over several targets; `warns`, the run's warning checks, says when they
 * fail it. Under `quiet` it is written only when the run fails (ESLint's summary likewise): it then
 * counts the targets left unshown and says why warnings that fail only together fail the run.
 */
export declare function stylishTotals(statuses: Array<TargetReport['status']>, opts: StylishOptions, warns?: number): string;
export declare const formatter: Formatter;
