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

/**
 * The criterion numbers a line names as a deferral reads them (`crit-4`, `crit4`, `criterion 4`, «критерий 4»), as
 * written: the line names criterion n when one holds `${n}`. One pass per form, matches of a form never overlapping one
 * another, so a line gives the numbers the pattern for each number alone would find.
 */
const NAMED = [/\bcrit-?(\d+)\b/giu, /\b(?:criterion|критери[\p{L}]*)\s+#?(\d+)\b/giu];
function namedIn(text: string): string[] {
  return NAMED.flatMap((re) => Array.from(text.matchAll(re), (m) => m[1]!));
}

/** Past this many lines (or characters) an entry of §11 is read no further: an entry is a few lines, and each is read once per criterion it names. */
const MAX_ENTRY_LINES = 64;
const MAX_ENTRY_CHARS = 16_384;

/**
 * What a deferral is judged on, read once per model (binary-verdict asks for each criterion marked failed): §11's lines
 * by the criteria they name, and the criteria a scope-sync.md line waives or a scope-sync.md or human-directive.md line
 * records something agreed for.
 */
class DeferralReading {
  private readonly s11: Array<{ line: number; text: string }>;
  private readonly byN = new Map<string, number[]>();
  private readonly entryAt = new Map<number, string>();
  readonly waived = new Set<string>();
  readonly recorded = new Set<string>();
  private listed?: { words: Set<string> | undefined };

  constructor(
    private readonly model: EngagementModel,
    handoff: MarkdownDoc | undefined,
  ) {
    const s11 = handoff?.section(11, 'protocol');
    this.s11 = s11 ? handoff!.linesOf(s11, { skipFenced: true }) : [];
    this.s11.forEach((l, i) => {
      for (const n of new Set(namedIn(l.text))) (this.byN.get(n) ?? this.byN.set(n, []).get(n)!).push(i);
    });
    const note = (doc: MarkdownDoc | undefined, words: RegExp, into: Set<string>) => {
      for (const l of doc?.bodyLines() ?? []) if (words.test(l.text)) for (const n of namedIn(l.text)) into.add(n);
    };
    note(model.scopeSync, WAIVER_WORDS, this.waived);
    note(model.scopeSync, RECORD_WORDS, this.recorded);
    note(model.humanDirective, RECORD_WORDS, this.recorded);
  }

  /** The §11 entries naming criterion `n`: each from its line to the next item, blank line or line naming a criterion. */
  entries(n: string): string[] {
    return (this.byN.get(n) ?? []).map((i) => {
      let entry = this.entryAt.get(i);
      if (entry === undefined) {
        const lines = this.s11;
        entry = lines[i]!.text;
        for (let k = i + 1; k < lines.length && k <= i + MAX_ENTRY_LINES && entry.length < MAX_ENTRY_CHARS && lines[k]!.line === lines[k - 1]!.line + 1; k++) {
          const t = lines[k]!.text;
          if (!t.trim() || (ITEM_START.test(t) && !/^\s{2,}/.test(t)) || CRIT_ID.test(t)) break;
          entry += `\n${t}`;
        }
        this.entryAt.set(i, entry);
      }
      return entry;
    });
  }

  /** The words of criteria.md's out-of-scope list (outOfScopeWords), read once. */
  outOfScope(): Set<string> | undefined {
    return (this.listed ??= { words: outOfScopeWords(this.model) }).words;
  }
}

const readings = new WeakMap<EngagementModel, { handoff: MarkdownDoc | undefined; reading: DeferralReading }>();
function readingOf(model: EngagementModel, handoff: MarkdownDoc | undefined): DeferralReading {
  let r = readings.get(model);
  if (!r || r.handoff !== handoff) readings.set(model, (r = { handoff, reading: new DeferralReading(model, handoff) }));
  return r.reading;
}

export type Deferral = 'deferred' | 'unjustified' | 'unrecorded' | 'none';

/**
 * How a criterion marked as failed is deferred: the protocol's way (`deferred`: its row names
 * criteria.md's out-of-scope list or a waiver, a §11 Known deferrals entry names it with the
 * justification the template asks for, or a scope-sync.md waiver names it), named in §11 without
 * that justification (`unjustified`), or not at all (`none`).
 */
export function deferral(model: EngagementModel, handoff: MarkdownDoc | undefined, c: { n?: number; text: string }): Deferral {
  const n = c.n === undefined ? undefined : `${c.n}`;
  const reading = readingOf(model, handoff);
  // A waiver recorded where the protocol keeps it defers the criterion whatever the handoff says.
  if (n !== undefined && reading.waived.has(n)) return 'deferred';
  const entries = n === undefined ? [] : reading.entries(n);
  // A justification the handoff only claims must be on record: "criteria.md out of scope" in its out-of-scope list, a waiver or director's note in scope-sync.md.
  const claimed = [...(ALLOWED_DEFERRAL.test(c.text) ? [c.text] : []), ...entries.filter((e) => DEFERRAL_JUSTIFIED.test(e))];
  if (claimed.length) return claimed.some((t) => claimOnRecord(reading, t, n !== undefined && reading.recorded.has(n))) ? 'deferred' : 'unrecorded';
  if (n === undefined) return 'none';
  return entries.length ? 'unjustified' : 'none';
}

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
 * human-directive.md naming the criterion (`recorded`: a line naming it and what was agreed for it, as "crit-4 and
 * crit-5 say so" records no waiver), or an item of criteria.md's out-of-scope list that the text names (a word of
 * five letters or more in common).
 */
function claimOnRecord(reading: DeferralReading, text: string, recorded: boolean): boolean {
  if (CLAIMS_RECORD.test(text) && recorded) return true;
  if (!claimsOutOfScope(text)) return false;
  const listed = reading.outOfScope();
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
