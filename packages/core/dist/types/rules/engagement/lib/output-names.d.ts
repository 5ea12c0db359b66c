import { type DirEntry, type Finding } from '../../../packages/core/src/kit.js';
export declare const OUTPUT_PATTERN = "{validator}-iter-{N}-{timestamp}.json";
/** What a reading of validator-outputs adds: failures, warnings, their findings, and the fixes of each. */
export interface OutputsReading {
    problems: string[];
    warnings: string[];
    findings: Finding[];
    fixes: string[];
    warnFixes: string[];
}
export declare const emptyReading: () => OutputsReading;
/**
 * Outputs whose name is not the protocol's. One owned by a validator (its name starts with the
 * validator's and a separator) that has no output so named for its round fails at the file: that
 * round's run has no proof named for it; any other (an extra beside a well-named output, or one no
 * named validator owns) warns.
 */
export declare function misnamedOutputs(files: readonly DirEntry[], validators: readonly string[], current: {
    n: number;
    validators: ReadonlyArray<{
        name: string;
        cited: string[];
    }>;
} | undefined, counter: number | undefined): OutputsReading;
