import { type Counts } from './engine.js';
import { type ResolvedConfig } from './config.js';
import type { Rule } from './rule.js';
import type { CheckResult, Mode, Preset, SystemAccess, TargetKind, Tier } from './types.js';
export interface LintOptions {
    kind?: TargetKind;
    mode?: Mode;
    preset?: Preset;
    allChecks?: boolean;
    overrideChecks?: string[];
    explain?: boolean;
    profile?: boolean;
    now?: Date;
    /** Set false to skip `git diff` in danger-scan. */
    git?: boolean;
    /** The branch danger-scan diffs against (default: GITHUB_BASE_REF, else origin/main, origin/master, main, master). */
    base?: string;
    system?: SystemAccess;
    /** Effective config (levels, options, whitelist, ignores); flags above win over it. */
    config?: ResolvedConfig;
    /** Compute the lint receipt (sha256 of the target's files, tool version, config hash). */
    receipt?: boolean;
    /** The rules to choose from (built-in plus custom ones), or a loader given the target's kind. */
    rules: Rule[] | ((kind: TargetKind) => Promise<Rule[]>);
}
export interface Receipt {
    sha256: string;
    files: number;
    tool_version: string;
    config_sha256: string;
}
export interface TargetReport extends Counts {
    kind: TargetKind;
    /** Absolute path of the engagement folder (engagement kind). */
    engagement?: string;
    /** Absolute path of the linted target. */
    target: string;
    tier: Tier | 'all' | null;
    checks: CheckResult[];
    tool: {
        name: string;
        version: string;
    };
    profile_ms?: Record<string, number>;
    profile_total_ms?: number;
    receipt?: Receipt;
    /** Project root that finding paths are relative to. */
    root: string;
}
/** Lints one target (engagement folder, contract, graph document or Epiphany folder). */
export declare function lintTarget(target: string, opts: LintOptions): Promise<TargetReport>;
