export declare const SECTION_NAMES: string[];
export declare const SECTION_BY_SQUASH: Map<string, string>;
/**
 * The words that name a delegation contract on a rendering's opening line ("Here's the delegation
 * contract for this task:"), also in the other languages the contract rules read: a rendering keeps
 * the protocol's English section labels under an opening in its user's language (Russian «контракт
 * делегирования», in any case of «контракт»; German "Delegationsvertrag"; Spanish and Portuguese
 * "contrato de delegación/delegação"; French "contrat de délégation"; Italian "contratto di delega").
 * Fixed words: linear.
 */
export declare const CONTRACT_PHRASE: RegExp;
export declare const SECTION_RESPONSE: Record<string, string>;
export declare const HEADER: RegExp;
export declare const ITEM: RegExp;
export declare const NESTED_ITEM: RegExp;
/** An item's text past its task-list box, if it has one. */
export declare const pastTaskBox: (body: string) => string;
/**
 * Why a line shaped like a list item is not one in Markdown, with the text after its bullet:
 * a dash-like bullet (`– External: …`), a bullet followed by a blank that is not a space or tab
 * (`-`, then a no-break space), or a bullet indented 4 columns or more (a tab counts to the next
 * multiple of 4, as CommonMark counts it). Undefined for any other line. One pass, no pattern.
 */
export declare function notAnItem(text: string): {
    reason: string;
    rest: string;
} | undefined;
export declare const LOOKALIKE: RegExp;
export declare const TABLE_RULE: RegExp;
export declare const HEADING_MARK: RegExp;
/**
 * A heading that names exactly one section (`### Defaults`, `### **Ask before**`,
 * `## Defaults (uncalibrated domains default):`), as the parts of a bold label: the indent,
 * the label and what follows it. Any other heading gives undefined (it ends the contract body).
 */
export declare function headingSection(text: string): {
    indent: string;
    bold: string;
    after: string;
} | undefined;
export declare const QUOTE_MARK: RegExp;
/**
 * The width of the emoji or symbols (and blanks) that lead a label (`✅ **Autonomous**`, or inside
 * the bold, `**🟢 Autonomous**`): decoration, as headings' titles take it (plainTitle). 0 when the
 * text starts with anything else: ASCII (a bullet, `>`, a parenthesis), `•` (a bullet) or a letter of
 * another script. Only the first 16 code units are looked at: decoration is short.
 */
export declare function decorationWidth(text: string): number;
/**
 * A bold line (HEADER) read past the emoji or symbols before the bold and at the start of the bold
 * text: the indent (with that decoration), the bold text without it, and what follows.
 */
export declare function boldLine(text: string): {
    indent: string;
    bold: string;
    after: string;
} | undefined;
/**
 * A Setext heading naming exactly one section (`Autonomous` over a `---` or `===` line), as the parts
 * of a bold label, as `## Autonomous` gives them (headingSection); undefined for any other line.
 */
export declare function setextSection(text: string, next: string | undefined): {
    indent: string;
    bold: string;
    after: string;
} | undefined;
/** The section a line opens, as a bold label or as a heading naming exactly one section; undefined for any other line. */
export declare function opensSection(text: string): string | undefined;
/**
 * A rendering saved inside a code fence (an agent's message pasted as ```markdown … ```): when
 * every section label sits inside fences, the lines with the fence markers blanked (line numbers
 * kept), else undefined. A rendering that is read outside fences quotes other text in them.
 */
export declare function unfenceRendering(lines: string[]): string[] | undefined;
/**
 * A rendering saved as a block quote (every line behind `> `): when every section label sits behind
 * a quote marker, the lines with the markers removed and the width each marker took, else undefined.
 */
export declare function unquoteRendering(lines: string[]): {
    lines: string[];
    offsets: number[];
} | undefined;
/**
 * The section a heading starts with when it names more than that section
 * (`### Ask before / Report then act`, `### Defaults and notes`): such a heading is not read
 * as the section, which is said.
 */
export declare function headingStartsWithSection(text: string): string | undefined;
/**
 * The section a bold label names. The label may carry its description inside the bold
 * (`**Defaults (uncalibrated domains default):**`, `**Ask before — irreversible**`): the name
 * is the text before the first parenthesis, colon or dash.
 */
export declare function sectionNamed(bold: string): string | undefined;
/**
 * The section a bold label that is not a section label was meant to be: `**Autonomous actions**`,
 * `**Ask first**`, `**Halt condition**`, `**Skip**` (a section name with words after it, a prefix of
 * one, a paraphrase, or a misspelling of at most two letters). Only a short label of words counts,
 * so a bold sentence (`**Ask first if unsure.**`) names no section.
 */
export declare function nearSection(bold: string): string | undefined;
/** Cells of a table row with the column where each cell's text starts (1-based); empty cells at the end dropped. */
export declare function tableCells(text: string): Array<{
    text: string;
    col: number;
}>;
export declare const OPTIONS_LINE: RegExp;
export declare const OPTIONS_CHOICE: RegExp;
export declare const LEADING_NAME: RegExp;
export declare const LABEL_START: RegExp;
export declare const NONE_ITEM: RegExp;
/**
 * Whether a **Skipped** item or a `Removed:` value names nothing: `None — all four domains apply`,
 * `None (every domain applies)`, `none.`, `— (everyone stays)`, `(no domains skipped)`, `keine`,
 * `なし`. Markup and an opening parenthesis are stripped first (linear), then one anchored word is tested.
 */
export declare function namesNothing(text: string): boolean;
export declare const PLACEHOLDER: RegExp;
