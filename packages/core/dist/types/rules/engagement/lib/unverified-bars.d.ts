/**
 * binary-verdict's reading of an ACCEPT's round that says an acceptance bar was not verified: "If any
 * acceptance bar cannot be verified by the director with available tools (Docker not running, Playwright
 * not installed, BD not reachable, secrets missing): the verdict is REJECT with reason `validation
 * incomplete: <what was unverifiable>`. Do NOT defer the verification to the user." The only deferral is
 * criteria.md's "Explicitly out of scope" or a director-approved scope-sync.md waiver.
 */
import { type EngagementModel, type Finding, type MarkdownDoc } from '../../../packages/core/src/kit.js';
/**
 * A waiver: "waive", «вейвер», «исключ…», or a director's approval ("director-approved", "approved by the director",
 * «директор одобрил»). Read word by word, as /(?:director|директор)\p{L}*[- ]?(?:approv|одобр)|(?:approv|одобр)\p{L}*\s+
 * (?:by\s+(?:the\s+)?)?(?:director|директор)/iu would be, without reading a long word again from each of its "одобр".
 */
export declare function waiverIn(text: string): boolean;
/**
 * Lines of an ACCEPT's round saying an acceptance bar was not verified: a statement of it ("Playwright was
 * not installed …, so crit-1 … was not verified", "crit-2 ⚠️ not re-run by me: Docker was down"), a check
 * still to come by anyone ("crit-2 will be confirmed by the finance team", "to be verified after deploy",
 * «проверим после деплоя»), a `Skipped:` label, or a `- crit-N` item whose status is ⏳, pending or skipped.
 * History ("in iteration 1", "re-verified"), quoted lines and the protocol's deferrals do not count.
 */
export declare function unverifiedBars(model: EngagementModel, doc: MarkdownDoc): Finding[];
