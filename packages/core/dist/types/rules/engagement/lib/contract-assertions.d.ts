/**
 * The assertions of a task file's per-task contract (`## Contract (co-signed)`) that cite no crit-N parent. The
 * protocol's format is one line per assertion, `- {id} [{crit_ref}] ({status}): {assertion} — check_how: {check_how}`,
 * and "Every assertion MUST cite a crit-N parent; a parentless assertion is a scope-creep flag."
 */
import { type EngagementTask, type Finding } from '../../../packages/core/src/kit.js';
export interface ParentlessAssertion {
    /** The assertion's id (`a2`); undefined when the line is not in the protocol's shape (`check_how:` alone tells it). */
    id?: string;
    line: number;
    column: number;
}
/** The top-level list items of a task file's contract sections that are assertions and cite no `crit-N`. */
export declare function parentlessAssertions(task: EngagementTask): ParentlessAssertion[];
/** One finding per parentless assertion of the tasks, at its line. */
export declare function parentlessFindings(tasks: readonly EngagementTask[]): Finding[];
