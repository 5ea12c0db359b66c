/**
 * What the protocol asks of some handoff sections' content, beyond their headings: §1 comes first ("The first
 * section is ALWAYS the diff") and holds git's own output at M and L ("required (full git stat)", at L "+
 * commits"), §11 is not left empty at M and L ("required (or "None")"), §2 names no changed file §1 does not
 * list (other sections "do not redefine what changed"), and §4 lists every executor report
 * ("- {specialist-name} — `executor-reports/{specialist}.md`").
 */
import { type EngagementModel, type Finding, type MarkdownDoc, type Tier } from '../../../packages/core/src/kit.js';
export interface ContentProblem {
    finding: Finding;
    /** The problem in a few words, for the check's detail. */
    detail: string;
    /** How to fix it, for the check's fix. */
    fix?: string;
    /** A heading with no number standing before §1, which the missing-section check may report already. */
    unnumbered?: boolean;
}
/** The protocol's asks of the handoff's content: failures where it is clear, warnings where the text can only suggest. */
export declare function handoffContent(model: EngagementModel, doc: MarkdownDoc, size: Tier): {
    fails: ContentProblem[];
    warns: ContentProblem[];
};
