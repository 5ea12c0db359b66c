/**
 * The verdicts of acceptance-log.md in every form the protocol's log takes: the `Verdict: X` lines
 * and the legacy forms (`**ACCEPTED**`, a bare `## Verdict` or `### Verdict` heading, …). A module of its own, below
 * both the acceptance-log rounds and the directive readings, so both read verdicts the one way.
 */
import { type MarkdownDoc } from '../../markdown/document.js';
import { LetterRegex } from '../../letters.js';
export interface VerdictLine {
    line: number;
    /** Column where the value starts. */
    column: number;
    /** The value after `Verdict:`, markup stripped. */
    value: string;
    /** Its first word, upper-cased (`ACCEPT`, `REJECT`, `ABORTED`, …). */
    word: string;
    /** What follows the first word. */
    rest: string;
    /** The line of the bare verdict heading or label (`### Verdict`, `**Verdict:**`) this verdict is written under, when it is. */
    under?: number;
}
export declare const VERDICT_LINE: RegExp;
/**
 * The blank between the words of a verdict line: any Unicode space (a tab, a no-break space, an em
 * space), as JavaScript's `\s` reads it (Python's `re` reads a no-break space as one too), but no
 * line break. verdict-canonical reads its canonical line with it and acceptance-log-paths its
 * `Verdict: ACCEPT`, under either preset, so a verdict one check reads is one the other reads.
 */
export declare const VERDICT_BLANK: string;
/** The canonical verdict line, `### Verdict: ACCEPT|REJECT|ABORTED`: group 1 runs up to the verdict word, group 2 is the word. */
export declare const CANONICAL_VERDICT: RegExp;
/**
 * Whether a text writes `Verdict: ACCEPT` (the reference's test of an accepted log: case-sensitive,
 * anywhere, `ACCEPTED` too), with the blank between the words read as the canonical line reads it.
 */
export declare function writesVerdictAccept(text: string): boolean;
/** `s` without the quotes, emphasis marks and blanks at its ends (a loop: an end-anchored regex rescans long runs). */
export declare function trimMarks(s: string): string;
/** `Verdict: X` lines (any heading level, list item or bold label), outside fences. */
export declare function verdictLines(doc: MarkdownDoc, range?: {
    start: number;
    end: number;
}): VerdictLine[];
/**
 * The choices a verdict value lists when the template's `ACCEPT | REJECT` was left unfilled (no
 * verdict was made), as written; undefined for a value holding one verdict.
 */
export declare function verdictChoices(value: string): string | undefined;
/** A verdict form other than the `Verdict: X` line (verdictLines reads that); see LEGACY_VERDICT_FORMS. */
export interface LegacyVerdictForm {
    /** Anchored; its group `v` (with the `d` flag) is the verdict word, when the form writes one. */
    re: RegExp | LetterRegex;
    /** What the form is, for a message. */
    kind: string;
    /** "engagement X is CLOSED": a closing remark after a canonical verdict, no verdict value. */
    closing?: true;
    /** verdict-canonical warns on it under `--preset recommended` only (compat fails, as the reference). */
    protocolOnly?: true;
    /** verdict-canonical names it only as a later round's verdict, after a canonical one. */
    laterOnly?: true;
    /** A bare verdict word, no label: a verdict only alone on its line or before a separator (`**ACCEPTED** — …`), not `**Accepted** risks: …`. */
    bare?: true;
    /** A heading with no verdict: the verdict is the next line's when it opens with a verdict word. */
    valueBelow?: true;
    /** A form of a verdict only with the verdict read on the line below it (a `### Verdict` over prose holds none). */
    needsValueBelow?: true;
}
/**
 * Forms older engagements used; archive tooling still reads them, machine parsers may not.
 * verdict-canonical warns on them, and every rule that reads "the verdict" reads them
 * (verdictsInAnyForm), so a verdict recognised anywhere is checked everywhere. A match (`m[0]`) is
 * the text quoted back, so a message never names a form the file does not hold.
 */
export declare const LEGACY_VERDICT_FORMS: readonly LegacyVerdictForm[];
/**
 * The verdicts of acceptance-log.md (or of `range`), in line order, in every form a verdict is
 * recognised in: the `Verdict: X` lines (verdictLines) and the legacy forms (LEGACY_VERDICT_FORMS)
 * that write a verdict word: `**ACCEPTED**` opening a line, `Verdict ACCEPTED` without a colon, a
 * verdict heading behind an emoji or in Russian, and the line under a bare verdict heading or label
 * (`## Verdict`, `### Verdict`, `**Verdict:**`) when it opens with the verdict (with `under` naming
 * the heading). Each rule that needs "the verdict" reads this one set, so an
 * ACCEPT verdict-canonical recognises is the ACCEPT binary-verdict, directive-followed and
 * acceptance-log-paths check. Fenced and commented lines are not read.
 */
export declare function verdictsInAnyForm(doc: MarkdownDoc, range?: {
    start: number;
    end: number;
}): readonly VerdictLine[];
