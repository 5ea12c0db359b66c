import type { MarkdownDoc } from '../markdown/document.js';
/** The decisions a human directive may record (PROCEED_TO_VERDICT | REJECT_NOW | DIRECTED_VERDICT). */
export declare const DIRECTIVE_DECISIONS: string[];
/** The label as the reference reads it: the line starts with it, spelled exactly (no bold, no indent). */
export declare const COMPAT_DECISION_LABEL: RegExp;
export declare const PROTOCOL_DECISION_LABEL: RegExp;
/** A directive's Decision as read: its value as written, where the value is, and what its line holds after it. */
export interface DirectiveDecision {
    value: string;
    line: number;
    column: number;
    /** What follows the value on its line (a closing mark dropped): the directed verdict, or the template's other choices. */
    rest: string;
}
/**
 * The Decision of human-directive.md. Compat reads the first rendered line starting `Decision:`
 * (frontmatter included, as the reference reads it; fenced code and commented-out lines are not),
 * whose value may follow on the next line. The protocol reading also takes a bold or listed label,
 * a value in code or emphasis marks, and else the first `| Decision | X |` row that is no header.
 * Undefined when no label line holds a value. With `range` (1-based lines, inclusive), only the
 * lines of that range are read (one `## Iteration N` section of a directive kept per iteration).
 */
export declare function directiveDecision(doc: MarkdownDoc, protocol: boolean, range?: {
    start: number;
    end: number;
}): DirectiveDecision | undefined;
/** Whether a Decision still lists the template's choices (`PROCEED_TO_VERDICT | REJECT_NOW | …`): no decision was made. */
export declare function unfilledDecision(d: DirectiveDecision): boolean;
