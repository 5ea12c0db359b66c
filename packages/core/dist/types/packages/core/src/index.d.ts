import { type LintOptions, type TargetReport } from './lint.js';
export * from './kit.js';
export * from './model/contract/index.js';
export * from './model/graph/index.js';
export * from './model/epiphany/index.js';
export { lintTarget, type LintOptions, type TargetReport } from './lint.js';
export { selectRules, runRules, countResults, UsageError, docsUrl } from './engine.js';
export { formatJson, reportToJson } from './format/json.js';
export { formatStylish } from './format/stylish.js';
export { detectKind, detectPack } from './kinds.js';
export { VERSION, TOOL } from './version.js';
export { MODES, PRESETS } from './choices.js';
export { packs, packIds, packOf, packRules, allRules } from '../../../rules/packs.js';
/** Every built-in rule, pack by pack (the API loads every pack once, on import). */
export declare const builtinRules: import("./rule.js").Rule<any>[];
/** Lints a target with the built-in rules plus any custom ones. */
export declare function lint(target: string, opts?: Partial<LintOptions>): Promise<TargetReport>;
export { GENERATED_NOTE, renderRuleDoc, renderRuleTable, ruleDocFile, type PackInfo } from './docs.js';
export { formatSarif, type SarifOptions } from './format/sarif.js';
export { formatGithub, type GithubOptions, type GithubOutput } from './format/github.js';
export { formatJunit, type JunitOptions } from './format/junit.js';
export { findConfig, loadConfig, loadCustomRules, ConfigError, type ResolvedConfig } from './config.js';
