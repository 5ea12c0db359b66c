import type { ResolvedConfig } from './config.js';
/** What besides the config decides a target's verdicts: the command line's flags and the target's kind. */
export interface VerdictFlags {
    preset?: string;
    mode?: string;
    allChecks?: boolean;
    overrideChecks?: string[];
    kind?: string;
    /** --now, as an ISO time. */
    now?: string;
    git?: boolean;
    /** The base danger-scan diffs against (--base, else GITHUB_BASE_REF: see verdictFlags); not hashed when git is off. */
    base?: string;
    /** false: --no-inline-config (suppressions in linted files not honoured). */
    inlineConfig?: boolean;
}
/** Whether suppressions written in linted files are honoured: not when --no-inline-config or the config's noInlineConfig says so. */
export declare const inlineConfigOff: (flag: boolean | undefined, c: Pick<ResolvedConfig, "noInlineConfig">) => boolean;
/**
 * The hash of the effective config: the config files' settings with the flags that win over them,
 * so that a receipt (and --print-config) tells apart runs whose verdicts may differ (`--mode ready`
 * against progress, a preset given on the command line, another base branch, an edited custom rule).
 */
export declare function configHash(c: ResolvedConfig, flags?: VerdictFlags): string;
