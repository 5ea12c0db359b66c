/** A name as written, without the code and emphasis marks around or inside it. */
export declare const unmarked: (s: string) => string;
export interface MdItem {
    line: number;
    /** Columns of indentation before the bullet (0 for a table row). */
    indent?: number;
    /** Column where the item's content starts. */
    col: number;
    content: string;
    /** A table row whose label came from a `Domain` column: the label is meant as a domain, known or not. */
    domainCell?: boolean;
}
export interface MdSection {
    name: string;
    line: number;
    col: number;
    end: number;
    items: MdItem[];
    text: string[];
}
export interface LeadingName {
    raw: string;
    /** The name mixes ASCII and other letters in one word (`Еxternal`, a Cyrillic `Е`): meant as a domain, read as none. */
    lookalike?: true;
    /** The name as the line has it, when that differs from `raw` (an emoji or an invisible character inside it). */
    written?: string;
    domain?: string;
    col: number;
    qualifiers: Array<{
        text: string;
        col: number;
    }>;
    rest: string;
    restCol: number;
}
/**
 * An item's label without the emoji set on it (`🚀 External:`, `**🚀 External**:`, `External 🚀:`),
 * as section labels take theirs: each run of emoji and the blanks after it are dropped up to the
 * label's end (the first colon, parenthesis, dash, arrow or `=`), and so is each invisible format
 * character. `at(j)` is the index in `content` of the text's index `j`, so columns still point into
 * the line. Undefined when there is neither.
 */
export declare function undecorated(content: string): {
    text: string;
    at: (j: number) => number;
} | undefined;
/** An item's text as its label is read: without the emoji on the label (undecorated). */
export declare const labelText: (content: string) => string;
/** A domain name at the start of an item, with its parenthesised qualifiers; emoji on the label are decoration. */
export declare function leadingName(item: MdItem): LeadingName | undefined;
/** The last group of an item, in parentheses or brackets, with only marks and a period after it. */
export declare function finalGroup(content: string): {
    open: number;
    inner: string;
} | undefined;
/**
 * A domain named at the end of an action, in parentheses or brackets (`git push and PR creation
 * (External)`, `edit the CI config (FileModification, durable)`, `(FileModification: ephemeral)`,
 * `(durable FileModification)`, `[FileModification — durable]`): the protocol lists actions, and an
 * author may say the domain after the action rather than before it. The domain must be named exactly
 * (a word in parentheses is not a misspelt domain); the group's other parts are qualifiers, as in a
 * leading label. `named` is a domain the group names without being readable (`(no External calls)`),
 * so the item can be reported rather than dropped.
 */
export declare function trailingGroup(item: MdItem): {
    label?: LeadingName;
    named?: string;
} | undefined;
export declare const trailingDomain: (item: MdItem) => LeadingName | undefined;
/**
 * The FileModification half an item names in its final group after a leading label
 * (`FileModification: scratch notebooks (ephemeral)`, `… (persistent files)`).
 */
export declare function finalHalf(content: string): 'ephemeral' | 'durable' | undefined;
/**
 * The FileModification half a sub-item of a bare `FileModification` item names: `ephemeral: generated
 * types`, `durable — resolvers`, `(temp) fixtures`, or a final group (`generated code (ephemeral)`).
 */
export declare function subItemHalf(content: string): 'ephemeral' | 'durable' | undefined;
/**
 * A domain a **Skipped** item names before a comma or a dash (`External, since nothing leaves the
 * machine`, `Strategy — the plan is fixed`).
 */
export declare function domainBeforeReason(item: MdItem): {
    raw: string;
    domain: string;
    col: number;
} | undefined;
/**
 * `... → escalate`: the action after the last arrow, when it is `halt` or `escalate`, or another
 * single action word (`stop`, `abort`, `ask`; ACTION_WORDS), any case, markup and a final period or
 * `!` ignored; found without regex backtracking. Any other tail (`v1 -> v2`, `→ ask me`) is none.
 * Failing that, the same single word after the last colon or dash (`… — stop`, `…: halt`, `… - abort`):
 * one action word closing the item says what to do, as after an arrow, and is no part of the trigger.
 */
export declare function trailingAction(content: string): {
    index: number;
    column: number;
    action: string;
} | undefined;
/**
 * The response an item of a base-response section stands for. The rendering
 * has sections for the four base responses only, so a domain whose scenario
 * offers exactly one refinement of that base (Strategy under **Report then
 * act**: ProposeThenChoose; External under **Ask before**: AlwaysAsk) is read
 * as that refinement.
 */
export declare function refinedIn(domain: string, base: string): string;
/** Where a list of domains ends (listedDomains): the first colon, parenthesis or dash. */
export declare const LIST_END: RegExp;
/**
 * The domains a **Skipped** item lists before its reason (`Strategy, ScopeCreep — the audit plan is
 * fixed`, `Strategy and External: not needed`): the text before the first dash, colon or parenthesis,
 * split at commas, `/`, `&` and "and". Undefined unless every part names a domain (or nearly does, a
 * misspelling contract-known-domains reports), so a reason is never read as a domain.
 */
export declare function listedDomains(item: MdItem): Array<{
    raw: string;
    domain?: string;
    col: number;
}> | undefined;
/**
 * Whether a line that is not a list item reads as an entry of its section, so that leaving it
 * unread would lose one: a label naming a domain (or a misspelling of one) before a separator or
 * the line's end (`External: open the PR`), a domain label that cannot be read
 * (`External (git push: always`), an action ending with its domain in parentheses, and per section
 * `Others: ask-before` (**Defaults**), a trigger ending in one action word after an arrow, colon or dash (**Halt conditions**),
 * a `Members:`-like label or a role `name (type):` (**Team Structure**; `Note: …` is a remark).
 * A sentence is none of these: it is a closing remark ("I'll keep the benchmark numbers in the PR
 * description.").
 */
export declare function readsLikeEntry(text: string, section: string): boolean;
