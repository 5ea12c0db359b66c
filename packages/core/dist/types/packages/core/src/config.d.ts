import type { Rule } from './rule.js';
import type { Mode, Preset } from './types.js';
export type RuleLevel = 'off' | 'warn' | 'error';
export interface ResolvedConfig {
    /** Config files merged, outermost `extends` first. */
    files: string[];
    preset?: Preset;
    mode?: Mode;
    rules: Record<string, {
        level: RuleLevel;
        options?: Record<string, unknown>;
    }>;
    /** Absolute module paths of custom rules. */
    customRules: string[];
    whitelist: string[];
    /** Ignore globs, each relative to the folder of the config that declared it. */
    ignores: Array<{
        base: string;
        pattern: string;
    }>;
}
/** A config problem, reported as `file:line:col message` with exit 2. */
export declare class ConfigError extends Error {
    name: string;
}
export declare const CONFIG_NAMES: string[];
/** The nearest config file at or above `startDir` (package.json counts when it has `engagementLint`); answers are cached per folder. */
export declare function findConfig(startDir: string): string | undefined;
/** Loads, validates and merges a config file with everything it extends (cached per file). */
export declare function loadConfig(file: string): Promise<ResolvedConfig>;
export declare const EMPTY_CONFIG: ResolvedConfig;
/** Stable hash of the effective config, for lint receipts. */
export declare function configHash(c: ResolvedConfig): string;
/** A predicate telling whether an absolute path (or a folder above it) is ignored by the config. */
export declare function ignoreMatcher(c: ResolvedConfig): Promise<(abs: string) => boolean>;
/** Imports custom rule modules (default export: a rule or an array of rules) and checks their shape. */
export declare function loadCustomRules(c: ResolvedConfig): Promise<Rule[]>;
