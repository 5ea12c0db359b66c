/** Suppressions applied: each finding credited to the narrowest directive covering it, and the `suppressions` check made. */
import type { TextFile } from './io/project-fs.js';
import type { CheckResult } from './types.js';
export declare const SUPPRESSIONS_CHECK = "suppressions";
export declare const SUPPRESSIONS_DOCS = "https://github.com/engagement-lint/engagement-lint/blob/main/docs/configuration.md#suppressions";
export declare const SUPPRESSIONS_SUMMARY = "Every suppression gives a reason and suppresses at least one finding";
export { directivesOf, inCodeBlock, withoutInlineCode, type FileSuppressions } from './suppress-directives.js';
/**
 * Removes suppressed findings (a directive without a reason suppresses
 * nothing), turns checks whose every finding was suppressed into passes, and
 * adds a `suppressions` check when any directive (or a malformed one) exists. `known`: the ids of every rule the target
 * could run, so that a listed id that is none is reported as unknown, with the closest one.
 * `ran`: the ids of the rules run in this invocation (by default, those of `checks`; a rule may run
 * and be left out of them). A listed id is judged only when its rule ran and looked: one of a rule
 * known but not run here (another preset or tier, `off` in the config) or that skipped or crashed
 * might suppress a finding in another run, so it is counted, never reported as suppressing nothing.
 */
export declare function applySuppressions(checks: CheckResult[], files: TextFile[], criteriaRel?: string, known?: Iterable<string>, inline?: boolean, ran?: Iterable<string>): CheckResult[];
