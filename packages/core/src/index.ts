/** Public API of engagement-lint. */
import { packs, allRules } from '@engagement-lint/rules';
import { lintTarget, type LintOptions, type TargetReport } from './lint.js';
import { checkLintOptions } from './api-options.js';

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
export { packs, packIds, packOf, packRules, allRules } from '@engagement-lint/rules';

/** Every built-in rule, pack by pack (the API loads every pack once, on import). */
export const builtinRules = await allRules();

/** Lints a target with the built-in rules plus any custom ones. */
export async function lint(target: string, opts: Partial<LintOptions> = {}): Promise<TargetReport> {
  // Checked before use (lintTarget checks the rest): a string of rules would spread into letters.
  checkLintOptions(target, opts, true);
  const custom = typeof opts.rules === 'function' ? [] : (opts.rules ?? []);
  return lintTarget(target, { packs, ...opts, rules: async (pack) => [...(await pack.rules()), ...custom] });
}
export { GENERATED_NOTE, renderRuleDoc, renderRuleTable, ruleDocFile, type PackInfo } from './docs.js';
export { formatSarif, type SarifOptions } from './format/sarif.js';
export { formatGithub, type GithubOptions, type GithubOutput } from './format/github.js';
export { formatJunit, type JunitOptions } from './format/junit.js';
export { findConfig, loadConfig, loadCustomRules, ConfigError, type ResolvedConfig } from './config.js';
