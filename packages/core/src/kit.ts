/** Everything a rule module needs, and nothing that pulls in the rule registry. */
export { MAX_FINDINGS } from './engine.js';
export { defineRule, type Divergence, type RuleAudit, type Rule, type RuleContext, type RuleExample, type RuleMeta } from './rule.js';
export type * from './types.js';
export { definePack, type PackDescriptor, type ReportStyle, type TargetProbe } from './pack.js';
// What pack descriptors detect their targets with, without loading their packs.
export { looksLikeGraph } from './model/graph/detect.js';
export { looksLikeContract } from './model/contract/detect.js';
export { rootFor, type LoadedTarget, type LoadOptions } from './target.js';
export { EngagementModel, REQUIRED_CRITERIA_KEYS, type UxHeavy, type JsonDoc, type IterationCounter } from './model/engagement.js';
export { tableRowCells, type TableCell } from './markdown/table.js';
export { MarkdownDoc, plainTitle, type SectionReading, type Section, type Heading, type ListItem, type LineRef } from './markdown/document.js';
export { citedPaths, type CitedPath } from './markdown/citations.js';
export { parseJson, isPlainObject, jsonTypeName } from './io/json.js';
export { loadYamlLibrary, newAjv, type AjvError, type AjvValidator } from './io/libraries.js';
export { lineLocator, linesMatching, positionAt } from './io/text.js';
export { ProjectFs, notAFileMessage, type TextFile, type DirEntry } from './io/project-fs.js';
export { list, plural, pluralWord, finding, fileProblems, groupBy, valueText, scalarText, jsonText } from './util.js';
export { firstNotBefore } from './sorted.js';
export { LetterRegex } from './letters.js';
export * from './model/engagement-queries.js';
export * from './model/validation.js';
export * from './io/unified-diff.js';
export * from './io/json-like.js';
export * from './model/plan/index.js';
export * from './model/protocol.js';
export * from './model/task-files.js';
export * from './model/directive.js';
export * from './model/ux-heavy.js';
