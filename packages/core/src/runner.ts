/**
 * What a front end (the CLI, the GitHub Action) needs to lint and report,
 * without the pack models and the rule registry that the package's main entry
 * loads: front ends load packs through the registry, on demand.
 */
export { folderPacksHolding, folderTargetHolding, lintTarget, projectTargets, resolveTarget, verdictFlags, type LintOptions, type TargetReport, type Receipt } from './lint.js';
export { countResults, presetRuns, UsageError, docsUrl } from './engine.js';
export { BASE_VALUE } from './git-base.js';
export { MODES, PRESETS } from './choices.js';
export { detectKind, detectPack, globMatchKind, targetProbe } from './kinds.js';
export { configHash, inlineConfigOff, type VerdictFlags } from './config-hash.js';
export { configIn, configsBeside, findConfig, lookupRootOf, loadConfig, loadCustomRules, ignoreMatcher, mayLoadCode, projectRootOf, withoutCode, ConfigError, EMPTY_CONFIG, type ResolvedConfig } from './config.js';
export { checkRuleSettings } from './config-rules.js';
export { suggestion, didYouMean, didYouMeanValue } from './suggest.js';
export { SUPPRESSIONS_CHECK, SUPPRESSIONS_DOCS, SUPPRESSIONS_SUMMARY } from './suppress.js';
export { FORMATS, formatEntry, formatNames, failuresOnly, type FormatContext, type FormatStream, type Formatter, type FormatEntry } from './format/registry.js';
export { GENERATED_NOTE, renderRuleDoc, renderRuleTable, ruleDocFile, type PackInfo } from './docs.js';
export { VERSION, TOOL } from './version.js';
export { errnoWords, plural, pluralWord, specialKind, trimChars } from './util.js';
export { lstatOrUndefined, pathInside, statOrUndefined } from './io/paths.js';
export { globMatcher } from './io/glob-match.js';
export { escapeControls, showLineFeeds, stringifyJson } from './format/escape.js';
export { escapeData as escapeWorkflowCommandData, runErrorCommand, runWarningCommand } from './format/github.js';
export { probeOnce, type ProbeTransport } from './probe.js';
export { DiffBatch } from './git-batch.js';
export { shareGitTimeouts } from './git.js';
export type { Rule } from './rule.js';
export type { PackDescriptor, ReportStyle } from './pack.js';
export type * from './types.js';
export { isAgentDefinition, isProjectDocument } from './project-docs.js';
export { engagementProjectRoot } from './model/engagement-names.js';
