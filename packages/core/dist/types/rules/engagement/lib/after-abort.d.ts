import { type EngagementModel, type Finding, type MarkdownDoc } from '../../../packages/core/src/kit.js';
/** Each report's `## Iteration N` heading dated after the abort, as a finding at it. */
export declare function workAfterAbort(model: EngagementModel, reports: readonly MarkdownDoc[]): Finding[];
