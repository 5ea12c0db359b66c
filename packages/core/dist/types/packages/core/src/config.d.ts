import type { Rule } from './rule.js';
import type { Mode, Preset } from './types.js';
export { CONFIG_NAMES, ConfigError, configIn, configsBeside, findConfig, lookupRootOf, projectRootOf } from './config-lookup.js';
export type RuleLevel = 'off' | 'warn' | 'error';
export interface ResolvedConfig {
    /** Config files merged, outermost `extends` first. */
    files: string[];
    preset?: Preset;
    mode?: Mode;
    /** Suppressions written in linted files are not honoured (a gate over folders their authors may not waive). */
    noInlineConfig?: boolean;
    rules: Record<string, {
        level: RuleLevel;
        options?: Record<string, unknown>;
    }>;
    /** Absolute module paths of custom rules. */
    customRules: string[];
    /** The config file that named each custom rule: trust is decided per file (withoutCode). */
    customRuleSources?: string[];
    whitelist: string[];
    /** Ignore globs, each relative to the folder of the config that declared it. */
    ignores: Array<{
        base: string;
        pattern: string;
    }>;
    /** `file:line:col` of each `rules:` key, and of its options, for messages about them. */
    ruleAt?: Record<string, {
        key: string;
        options?: string;
        optionKeys?: Record<string, string>;
    }>;
    /** customRules of a config that may not load code (one found by lookup that is not in the working directory or a folder above it). */
    untrustedCode?: string[];
    /** The config files those came from. */
    untrustedFrom?: string[];
    /** Custom rule modules not loaded because of where they sit: a folder the run lints, any engagement or Epiphany folder, the Action's checkout (also in untrustedCode). */
    insideChecked?: string[];
    /** A config file inside the folder it would configure, which the run lints: not read at all. */
    insideLinted?: string[];
}
/** The keys a config may hold (schemas/config.schema.json), and those of a `{level, options}` rule setting. */
export declare const CONFIG_KEYS: string[];
/** A key shown in a message only when it looks like a name: a config's other bytes are never echoed. */
export declare function quotable(key: string): string;
/**
 * Whether a config may load code (customRules): one named by --config, or one in the working
 * directory or a folder above it. A config found anywhere else (below the working directory too,
 * inside the linted folder) may set levels and lists only.
 */
export declare function mayLoadCode(file: string, cwd?: string): boolean;
/**
 * The config without the custom rules of config files `trusted` refuses, remembering what was left
 * out: a trusted config that `extends` one inside a checked tree does not make that one's code run.
 */
export declare function withoutCode(c: ResolvedConfig, trusted?: (file: string) => boolean): ResolvedConfig;
/**
 * Loads, validates and merges a config file with everything it extends (cached per file). With
 * `root` (a config found by lookup), every file it extends must be a regular file inside root. With
 * `linted` (the folder a run lints), no file it extends may lie inside that folder unless it is one
 * the user's own run could load code from (mayLoadCode): refused before it is read.
 */
export declare function loadConfig(file: string, root?: string, linted?: string): Promise<ResolvedConfig>;
export declare const EMPTY_CONFIG: ResolvedConfig;
/** A predicate telling whether an absolute path is ignored by the config (ESLint's reading: io/glob-match.ts). */
export declare function ignoreMatcher(c: ResolvedConfig): Promise<(abs: string) => boolean>;
/**
 * Imports custom rule modules (default export: a rule or an array of rules) and checks their shape:
 * each rule names one of `packIds`; an id in `reserved` (a built-in rule's) or used twice is an error.
 */
export declare function loadCustomRules(c: ResolvedConfig, packIds: readonly string[], reserved?: ReadonlySet<string>, importModule?: (href: string) => Promise<{
    default?: unknown;
}>): Promise<Rule[]>;
