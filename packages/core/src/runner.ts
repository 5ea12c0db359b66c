/**
 * What a front end (the CLI, the GitHub Action) needs to lint and report,
 * without the pack models and the rule registry that the package's main entry
 * loads: front ends load packs through the registry, on demand.
 */
export { lintTarget, type LintOptions, type TargetReport, type Receipt } from './lint.js';
export { countResults, UsageError, docsUrl } from './engine.js';
export { detectKind, detectPack } from './kinds.js';
export { findConfig, loadConfig, loadCustomRules, ignoreMatcher, configHash, ConfigError, EMPTY_CONFIG, type ResolvedConfig } from './config.js';
export { formatJson, JsonTotals, multiJson } from './format/json.js';
export { formatStylish, stylishTarget, stylishTotals } from './format/stylish.js';
export { renderRuleDoc, renderRuleTable, type PackInfo } from './docs.js';
export { VERSION, TOOL } from './version.js';
export type { Rule } from './rule.js';
export type { PackDescriptor } from './pack.js';
export type * from './types.js';
