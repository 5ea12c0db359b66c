/** What handoff §7a pastes of the mechanical pre-check: its status, failures and tier, however it was pasted. */
import { type MarkdownDoc, type Section } from '../markdown/document.js';
export interface PastedPrecheck {
    line: number;
    status?: string;
    failCount?: number;
    /** Where the status was read: the JSON report (or `jq .status` of it), the human output's VERDICT line, or a table of check results. */
    form?: 'json' | 'human' | 'table';
    /** The tier the pasted run checked (`"tier": "M"`, `Pre-check [tier=M, …]`). */
    tier?: string;
    /** The first line of the paste read: its JSON object's `{`, its human output's first line, its table's header. */
    from?: number;
}
/**
 * Where the pasted report starts and ends in §7: a line of `lines` starts it when it is §7a's heading or names the
 * pre-check, and the next §7b or §7c heading ends it. Headings as markdown renders them (`7b. Honest concerns` over
 * `---`), past emphasis and a `§` (`### **§7b**`). Shared with precheck-green, which reads the same paste.
 */
export declare function precheckPasteLines<L extends {
    line: number;
    text: string;
}>(handoff: MarkdownDoc, lines: readonly L[]): L[];
/**
 * The pre-check output pasted in §7a, from the `7a` heading, the "Mechanical
 * pre-check" line or the command line, up to §7b/§7c. JSON: the `"status"` and
 * `"fail_count"` of the outermost object, wherever the key order puts them
 * (`jq -S` sorts `"checks"` first) — a check's own `"status"` sits deeper and
 * is not read. Human output: the `VERDICT:` line and the TL;DR's `N FAIL`.
 * With several pastes (a run, then "re-run after the fix"), the latest is the
 * one in force: the pre-check as the handoff was submitted. Text in an HTML
 * comment is not pasted (markdown does not show it); fenced code is.
 * One pass over the characters, strings skipped whole.
 */
export declare function pastedPrecheck(handoff: MarkdownDoc, s7: Section): PastedPrecheck | undefined;
