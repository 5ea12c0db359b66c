import { type EngagementModel, type MarkdownDoc } from '../../../packages/core/src/kit.js';
export interface Named {
    name: string;
    doc: MarkdownDoc;
    line: number;
    column: number;
    /** Named in consilium-summary.md's verdict table rather than logged. */
    reviewer?: boolean;
}
/** The lowercase name a text opens with through code and emphasis marks (`` `code-reviewer` `` → code-reviewer). */
export declare function markedName(text: string): string | undefined;
/** The protocol reading of the log: numbered headings, names in code or emphasis marks, and every name of a heading listing several count too. */
export declare function loggedByProtocol(model: EngagementModel, log: MarkdownDoc): Named[];
/**
 * The current iteration (the counter, or without one the log's highest `## Iteration N`) and the
 * validators logged under its `## Iteration N` section(s), each with the output files its own block
 * cites (a reuse the protocol allows while the artefact is unchanged). Undefined when the log has
 * no such section or the counter is unreadable.
 */
export declare function currentIteration(model: EngagementModel, log: MarkdownDoc, logged: Named[]): {
    n: number;
    validators: Array<Named & {
        cited: string[];
    }>;
    sections: Array<{
        start: number;
        end: number;
    }>;
} | undefined;
/**
 * Validator names the log writes in a form that logs no run (a table's first cell, a list item's
 * leading name, a heading of another level than 3): lowercase and hyphenated like the protocol's role names
 * (`security-auditor`, `reality-checker`), or a name a validation-outputs/ file starts with. Each once.
 */
export declare function unreadValidatorNames(log: MarkdownDoc, outputNames: readonly string[]): Named[];
