/** Everything a rule module needs, and nothing that pulls in the rule registry. */
export { defineRule, type Divergence, type RuleAudit, type Rule, type RuleContext, type RuleExample, type RuleMeta } from './rule.js';
export type * from './types.js';
export { definePack, type PackDescriptor, type TargetProbe } from './pack.js';
export { rootFor, type LoadedTarget } from './target.js';
export { EngagementModel, REQUIRED_CRITERIA_KEYS, type UxHeavy, type JsonDoc, type IterationCounter } from './model/engagement.js';
export { MarkdownDoc, type Section, type Heading, type ListItem, type LineRef } from './markdown/document.js';
export { citedPaths, type CitedPath } from './markdown/citations.js';
export { parseJson, isPlainObject, jsonTypeName } from './io/json.js';
export { loadYamlLibrary, newAjv } from './io/libraries.js';
export { positionAt } from './io/text.js';
export { ProjectFs, type TextFile, type DirEntry } from './io/project-fs.js';
export { list, plural, fileProblems } from './util.js';
export { LetterRegex } from './letters.js';
export * from './model/engagement-queries.js';
export * from './model/validation.js';
export * from './model/plan.js';
export * from './model/protocol.js';
export * from './model/task-files.js';
