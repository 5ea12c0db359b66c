/**
 * Whether a deferral stands as the protocol allows: "The only acceptable form of "deferral" is something already
 * listed in criteria.md "Explicitly out of scope" or in a director-approved scope-sync.md waiver", and §11's
 * template "{deferred item}: justified by {criteria.md out-of-scope | explicit user waiver | director-approved scope
 * note}". A justification the handoff only claims must be on record. binary-verdict's readings of a criterion not
 * met and of a §11 entry deferring one share this.
 */
import type { EngagementModel, MarkdownDoc } from '@engagement-lint/core/kit';
import { longWords, outOfScopeLines } from './round-criteria.js';
import { ALLOWED_DEFERRAL } from './deferral-findings.js';
import { DEFERRAL_JUSTIFIED } from './verdict-qualifiers.js';

export const CRIT_ID = /\bcrit-?(\d+)\b/i;
/** A list item's first line: where a §11 entry about another criterion starts. */
export const ITEM_START = /^\s{0,3}(?:[-*+]|\d{1,9}[.)])\s/;

/** What names the deferred thing in a line of another file: its number, its words, or both. */
export type Names = (text: string) => boolean;

/** The §11 entries naming the criterion: each from its line to the next item, blank line or line naming a criterion. */
function s11Entries(handoff: MarkdownDoc, names: RegExp): string[] {
  const s11 = handoff.section(11, 'protocol');
  if (!s11) return [];
  const lines = handoff.linesOf(s11, { skipFenced: true });
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!names.test(lines[i]!.text)) continue;
    let entry = lines[i]!.text;
    for (let k = i + 1; k < lines.length && lines[k]!.line === lines[k - 1]!.line + 1; k++) {
      const t = lines[k]!.text;
      if (!t.trim() || (ITEM_START.test(t) && !/^\s{2,}/.test(t)) || CRIT_ID.test(t)) break;
      entry += `\n${t}`;
    }
    out.push(entry);
  }
  return out;
}

export type Deferral = 'deferred' | 'unjustified' | 'unrecorded' | 'none';

/**
 * How a criterion marked as failed is deferred: the protocol's way (`deferred`: its row names
 * criteria.md's out-of-scope list or a waiver, a §11 Known deferrals entry names it with the
 * justification the template asks for, or a scope-sync.md waiver names it), named in §11 without
 * that justification (`unjustified`), or not at all (`none`).
 */
export function deferral(model: EngagementModel, handoff: MarkdownDoc | undefined, c: { n?: number; text: string }): Deferral {
  const re = c.n === undefined ? undefined : new RegExp(String.raw`\bcrit-?${c.n}\b|\b(?:criterion|критери[\p{L}]*)\s+#?${c.n}\b`, 'iu');
  const names = re && ((t: string) => re.test(t));
  // A waiver recorded where the protocol keeps it defers the criterion whatever the handoff says.
  if (names && recordedIn(model.scopeSync, names, WAIVER_WORDS)) return 'deferred';
  // A justification the handoff only claims must be on record: "criteria.md out of scope" in its out-of-scope list, a waiver or director's note in scope-sync.md.
  const claimed = [...(ALLOWED_DEFERRAL.test(c.text) ? [c.text] : []), ...(re && handoff ? s11Entries(handoff, re).filter((e) => DEFERRAL_JUSTIFIED.test(e)) : [])];
  if (claimed.length) return claimed.some((t) => claimOnRecord(model, t, names)) ? 'deferred' : 'unrecorded';
  if (!re) return 'none';
  return handoff && s11Entries(handoff, re).length ? 'unjustified' : 'none';
}

/** Whether a line of `doc` names the deferred thing (`names`) and says `words` of it. */
export const recordedIn = (doc: MarkdownDoc | undefined, names: Names, words: RegExp) => (doc?.bodyLines() ?? []).some((l) => words.test(l.text) && names(l.text));
/** Words of a waiver: a scope-sync.md line naming the criterion with one defers it outright. */
export const WAIVER_WORDS = /waive|вейвер|исключ/iu;
/** Words a waiver or a director's note says about the criterion it records: waived, deferred, approved, agreed. */
export const RECORD_WORDS = /waive|вейвер|defer|отлож|approv|одобр|agree|соглас|next\s+(?:sprint|release|iteration)|следующ/iu;
/** Words a justification shares with any text: not evidence that the out-of-scope list names the item. */
export const COMMON_WORDS: ReadonlySet<string> = new Set(['criteria', 'criterion', 'scope', 'explicitly', 'justified', 'deferred', 'deferral', 'listed', 'waiver', 'because', 'which', 'there', 'their', 'about', 'should', 'would', 'being', 'next', 'sprint']);
/** A claim of a waiver, a director's note or the user's OK, which scope-sync.md or human-directive.md must record. */
export const CLAIMS_RECORD = /waive|вейвер|director|approved\s+by|scope[- ](?:note|sync)|одобрен|\buser(?:['’]s)?\s+(?:OK|okay|agreed|approved|consented)\b|\b(?:agreed|approved)\s+(?:with|by)\s+(?:the\s+)?user\b|согласова/iu;

/**
 * Whether the deferral `text` claims is on record: a waiver, director-approved note or user OK in scope-sync.md or
 * human-directive.md naming the criterion, or an item of criteria.md's out-of-scope list that the text
 * names (a word of five letters or more in common).
 */
export function claimOnRecord(model: EngagementModel, text: string, names: Names | undefined): boolean {
  // A line naming the criterion and what was agreed for it: "crit-4 and crit-5 say so" records no waiver.
  const recorded = (doc: MarkdownDoc | undefined) => !!names && recordedIn(doc, names, RECORD_WORDS);
  if (CLAIMS_RECORD.test(text) && (recorded(model.scopeSync) || recorded(model.humanDirective))) return true;
  if (!claimsOutOfScope(text)) return false;
  const listed = outOfScopeWords(model);
  return !!listed && [...longWords(text, COMMON_WORDS)].some((w) => listed.has(w));
}

/** A claim that criteria.md puts the item out of scope. */
export const claimsOutOfScope = (text: string) => /out[- ]of[- ]scope|вне\s+scope|исключ/iu.test(text);

/** The words of criteria.md's out-of-scope list (five letters or more, but the common ones); undefined without one. */
export function outOfScopeWords(model: EngagementModel): Set<string> | undefined {
  const list = outOfScopeLines(model.criteria);
  return list && longWords(list.map((l) => l.text).join(' '), COMMON_WORDS);
}

/** Why a failed criterion is not deferred, for a message: §11 names it without a justification, claims one not on record, or nothing defers it. */
export function notDeferred(how: Exclude<Deferral, 'deferred'>): string {
  if (how === 'unrecorded') return '; the deferral it claims is not on record (criteria.md\'s out-of-scope list does not name it, and no waiver or director-approved note in scope-sync.md names the criterion)';
  return how === 'unjustified'
    ? '; §11 Known deferrals names it without the justification a deferral needs (criteria.md out of scope, an explicit user waiver or a director-approved scope note)'
    : ' and neither §11 Known deferrals nor a scope-sync.md waiver defers it';
}
