/** Public API of engagement-lint. */
import { builtinRules } from '../../../rules/index.js';
import { type LintOptions, type TargetReport } from './lint.js';
export * from './kit.js';
export * from './model/contract.js';
export * from './model/graph.js';
export * from './model/epiphany.js';
export { lintTarget, type LintOptions, type TargetReport } from './lint.js';
export { selectRules, runRules, countResults, UsageError, docsUrl, READY_REQUIRED } from './engine.js';
export { formatJson, reportToJson } from './format/json.js';
export { formatStylish } from './format/stylish.js';
export { detectKind } from './kinds.js';
export { VERSION, TOOL } from './version.js';
export { builtinRules };
/** Lints a target with the built-in rules plus any custom ones. */
export declare function lint(target: string, opts?: Partial<LintOptions>): Promise<TargetReport>;
export { renderRuleDoc, renderRuleTable } from './docs.js';
export { formatSarif, type SarifOptions } from './format/sarif.js';
export { formatGithub, type GithubOptions, type GithubOutput } from './format/github.js';
export { formatJunit, type JunitOptions } from './format/junit.js';
export { findConfig, loadConfig, loadCustomRules, ConfigError, type ResolvedConfig } from './config.js';
