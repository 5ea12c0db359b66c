/**
 * Whether a deferral stands as the protocol allows: "The only acceptable form of "deferral" is something already
 * listed in criteria.md "Explicitly out of scope" or in a director-approved scope-sync.md waiver", and §11's
 * template "{deferred item}: justified by {criteria.md out-of-scope | explicit user waiver | director-approved scope
 * note}". A justification the handoff only claims must be on record. binary-verdict's readings of a criterion not
 * met and of a §11 entry deferring one share this.
 */
import { LetterRegex, type EngagementModel, type MarkdownDoc } from '@engagement-lint/core/kit';
import { longWords, outOfScopeLines } from './round-criteria.js';
import { ALLOWED_DEFERRAL } from './deferral-findings.js';
import { DEFERRAL_JUSTIFIED, RU_OUT_OF_SCOPE } from './verdict-qualifiers.js';

export const CRIT_ID = /\bcrit-?(\d+)\b/i;
/** A list item's first line: where a §11 entry about another criterion starts. */
export const ITEM_START = /^\s{0,3}(?:[-*+]|\d{1,9}[.)])\s/;

/**
 * The criterion numbers a line names as a deferral reads them (`crit-4`, `crit4`, `criterion 4`, «критерий 4»), as
 * written: the line names criterion n when one holds `${n}`. One pass per form, matches of a form never overlapping one
 * another, so a line gives the numbers the pattern for each number alone would find.
 */
const NAMED = [/\bcrit-?(\d+)\b/giu, /\b(?:criterion|критери[\p{L}]*)\s+#?(\d+)\b/giu];
function namedIn(text: string, bounds = false): string[] {
  return NAMED.flatMap((re) => Array.from(text.matchAll(re)).flatMap((m) => (bounds && citedAsBound(text, m.index, m.index + m[0].length) ? [] : [m[1]!])));
}

/**
 * Words just before a criterion that put something outside it: "outside crit-4", "not part of crit-4", "beyond the
 * scope of crit-4", "unrelated to crit-4", «не входит в crit-4», «вне crit-4», «за пределами crit-4».
 */
const OUTSIDE = new LetterRegex(
  String.raw`(?<![\p{L}])(?:outside|beyond|out\s{1,3}of|not\s{1,3}(?:(?:a\s{1,3})?part\s{1,3}of|in|under|within|among|(?:covered|required|named|listed|included|asked\s{1,3}for)\s{1,3}(?:by|in|under))|no\s{1,3}part\s{1,3}of|unrelated\s{1,3}to|separate\s{1,3}from|вне|за\s{1,3}(?:пределами|рамками)|выход[\p{L}]*\s{1,3}за\s{1,3}(?:пределы|рамки)|не\s{1,3}(?:входит|входят|относится|относятся)\s{1,3}(?:в|к)|не\s{1,3}покрыва[\p{L}]*)\s{1,3}(?:of\s{1,3})?(?:the\s{1,3})?(?:(?:scope|bar|bounds?)\s{1,3}of\s{1,3})?(?:\*\*|__|\x60|\[)?$`,
  'iu',
);
/** What a criterion's bar covers, said of it: "crit-4 covers …", "crit-4's scope is …", "crit-4 is about …", «crit-4 касается …». */
const COVERS = new LetterRegex(
  String.raw`^(?:\*\*|__|\x60|\])?(?:['’]s\s{1,3}(?:bar|scope)\s{1,3}is|\s{1,3}(?:(?:only|только|лишь)\s{1,3})?(?:covers|bars|concerns|names|lists|measures|targets|spans|asks\s{1,3}for|applies\s{1,3}to|includes|is\s{1,3}(?:only\s{1,3})?(?:about|on|for)|(?:is\s{1,3})?limited\s{1,3}to|ограничен[\p{L}]*|покрывает|охватывает|касается|требует|включает|(?:говорит\s{1,3})?(?:про|об?)))(?![\p{L}])`,
  'iu',
);
/** What a criterion's bar leaves out, said of it: "crit-4 does not cover …", «crit-4 не касается …». */
const NOT_COVERS = new LetterRegex(
  String.raw`^(?:\*\*|__|\x60|\])?\s{1,3}(?:does\s{1,3}not|doesn['’]t|не)\s{1,3}(?:cover|bar|concern|name|list|measure|target|span|ask\s{1,3}for|apply\s{1,3}to|include|покрывает|охватывает|касается|требует|включает)(?![\p{L}])`,
  'iu',
);
/** …and bounded: "only", "solely", "just", «только», «лишь», "limited to". */
const ONLY = new LetterRegex(String.raw`(?<![\p{L}])(?:only|solely|just|exclusively|limited|только|лишь|ограничен[\p{L}]*)(?![\p{L}])`, 'iu');
/** Words of the work done so far, not of the criterion's bar: "crit-4 covers only the light theme so far" defers the rest of it. */
const SO_FAR = new LetterRegex(String.raw`(?<![\p{L}])(?:so\s{1,3}far|yet|for\s{1,3}now|at\s{1,3}the\s{1,3}moment|currently|пока|сейчас)(?![\p{L}])`, 'iu');
/** Where a clause after a criterion ends (a comma does not end a list of what the criterion covers). */
const CLAUSE_END = /[;:()[\]]|\s[—–-]\s|[.!?](?:\s|$)/;
/** How far either side of a criterion the bound is read: a few words, so each mention costs the same. */
const BEFORE_WINDOW = 48;
const AFTER_WINDOW = 160;

/**
 * Whether the criterion named at `[index, end)` of `line` is cited as the bound of the item, not as the item
 * deferred: "outside crit-4", "not part of crit-4", "beyond crit-4's scope", «не входит в crit-4», «вне crit-4»,
 * "crit-4 covers only …", "crit-4 bars body text and accent only", "crit-4 does not cover …". "crit-4: contrast of
 * disabled buttons deferred" and "crit-4 partially: …" name the item itself.
 */
export function citedAsBound(line: string, index: number, end: number): boolean {
  const before = line.slice(Math.max(0, index - BEFORE_WINDOW), index);
  if (OUTSIDE.for(before).test(before)) return true;
  const rest = line.slice(end, end + AFTER_WINDOW);
  const stop = rest.search(CLAUSE_END);
  const clause = stop === -1 ? rest : rest.slice(0, stop);
  if (SO_FAR.for(clause).test(clause)) return false;
  return NOT_COVERS.for(clause).test(clause) || (COVERS.for(clause).test(clause) && ONLY.for(clause).test(clause));
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
      // A criterion cited as the item's bound ("outside crit-4", "crit-4 covers only …") is not the item deferred.
      for (const n of new Set(namedIn(l.text, true))) (this.byN.get(n) ?? this.byN.set(n, []).get(n)!).push(i);
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

/** A claim that criteria.md puts the item out of scope: "out of scope", «исключено из scope», «вне скоупа», «не входит в scope». */
export const claimsOutOfScope = (text: string) => /out[- ]of[- ]scope|исключ/iu.test(text) || RU_OUT_OF_SCOPE.test(text);

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
