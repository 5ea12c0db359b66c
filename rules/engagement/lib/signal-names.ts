/**
 * Which consilium signals a line of the director's verdict names: its number, its reviewers or role,
 * the words and figures only it has, its quoted text, or, for a kind's only signal, the kind's name.
 */
import { LetterRegex, type ConsiliumSignal, type ConsiliumSignals, type DirectorMarkerCounts } from '@engagement-lint/core/kit';

export type Kind = keyof ConsiliumSignals & keyof DirectorMarkerCounts;

// A run of letters and digits, of any length: a lower bound in the pattern (`{4,}`) makes the engine keep a
// backtrack entry per character, and a run of millions overflows its stack. The length is asked after.
const RUNS = new LetterRegex(String.raw`[\p{L}\p{N}]+`, 'gu');
const wordsOfFourOrMore = (text: string) => RUNS.matches(text).filter((w) => w.length >= 4);
/** Words that tell no signal apart: function words, marker words and the kinds' own names. */
const STOP = new Set(
  'from with that this these those when where which what there their have does into only than then them they were will would should could also some more been each other over under because while about real false positive sustained overruled sided split acknowledged naive layer catch catches finding findings disagreement disagreements flag flags low med high the and for not but are was'.split(' '),
);
/** A signal's number on a verdict line: `Finding 2`, `naive catch 2` / `catch #2`, `disagreement 1`. */
/** More numbers after the first: `Findings 1 and 2`, `catches 1, 2 & 4`, `находки 1 и 2`, a range `1–3`. */
const MORE_NUMBERS = String.raw`(?:[–-]\d{1,4}|\s{0,3}(?:,|&|\band\b|и)\s{0,3}#?\d{1,4}){0,50}`;
/** «Наивная находка» is a naive catch, not a finding: a naive word before «находка» makes it no finding's name. */
const NOT_NAIVE = String.raw`(?<!наивн[\p{L}]{0,3}\s{1,3})`;
/** Not inside a word of any script (`\b` knows ASCII letters only). */
const START = String.raw`(?<![\p{L}\p{N}_])`;
const END = String.raw`(?![\p{L}\p{N}_])`;
const NUMBER_REF: Partial<Record<Kind, LetterRegex>> = {
  convergent: new LetterRegex(String.raw`${START}(?:findings?|${NOT_NAIVE}находк[\p{L}]{0,3})[\s#_-]{0,2}\d{1,4}${MORE_NUMBERS}${END}`, 'giu'),
  disagreements: new LetterRegex(String.raw`${START}(?:disagreements?|разноглас[\p{L}]{0,4})[\s#_-]{0,2}\d{1,4}${MORE_NUMBERS}${END}`, 'giu'),
  naive: new LetterRegex(String.raw`${START}(?:naive(?:[\s-]layer)?(?:[\s-]catch(?:es)?)?|наивн[\p{L}]{0,3}(?:\s{1,3}находк[\p{L}]{0,3})?)[\s#_-]{0,2}\d{1,4}${MORE_NUMBERS}${END}|${START}catch(?:es)?\s?#\d{1,4}${MORE_NUMBERS}${END}`, 'giu'),
};
/** A number of a signal, or a range of them written close (`1–3`, `1-3`; a spaced dash is punctuation). */
const NUMBER_OR_RANGE = /(\d{1,4})(?:[–-](\d{1,4}))?/g;
/** The kind itself, which names a kind's only signal (`Disagreement: SPLIT`). */
const KIND_NAME: Record<Kind, LetterRegex> = {
  convergent: new LetterRegex(String.raw`${START}(?:(?:findings?|convergent)${END}|${NOT_NAIVE}находк|сходящ)`, 'iu'),
  disagreements: new LetterRegex(String.raw`${START}(?:disagree|cross[\s-]?family${END}|разноглас)`, 'iu'),
  naive: new LetterRegex(String.raw`${START}(?:naive${END}|catch(?:es)?${END}|наивн)`, 'iu'),
  tooClean: new LetterRegex(String.raw`${START}(?:too[\s-]?clean${END}|(?:0|zero)\s(?:findings|issues)${END}|слишком\s{1,3}чист)`, 'iu'),
};
/** A quoted span, bounded so that an unclosed quote costs little. */
const QUOTED = /"([^"\n]{4,300})"|“([^”\n]{4,300})”|«([^»\n]{4,300})»|`([^`\n]{4,300})`/g;
const TOKEN_SPLIT = new LetterRegex(String.raw`[^\p{L}\p{N}_.+\-]+`);

/** An acronym of two or three capitals (`BOM`, `CSV`): as telling as a longer word. */
const ACRONYM = new LetterRegex(String.raw`(?<![\p{L}\p{N}])[\p{Lu}]{2,3}(?![\p{L}\p{N}])`, 'gu');

/**
 * A figure (`3350.005`, `0,5`, `404`): digits with inner decimal or thousands marks, or three digits
 * or more. Whole, as one word: its pieces would count one quoted number twice. Starts only where
 * no digit, letter or mark precedes, and `*` gives up without backtracking, so a run costs its length.
 */
const FIGURE = new LetterRegex(String.raw`(?<![\p{L}\p{N}_.,])\d+(?:[.,]\d+)*`, 'gu');

function figuresOf(text: string): string[] {
  if (!/\d/.test(text)) return [];
  return FIGURE.matches(text).filter((f) => f.length >= 3);
}

/** English endings, longest first: `aligned` and `alignment` are one word (`align`), so are `amount` and `amounts`. */
const ENDINGS = ['ations', 'ation', 'ments', 'ment', 'ings', 'ing', 'ies', 'ed', 'es', 's'];

/**
 * A lowercased word without its English ending, and then without a final `e` (`scoped` and `scope`
 * are `scop`), keeping three letters at least; `s` stays after `s`, `u` or `i` (`class`, `status`,
 * `analysis`), `ed` after `e` (`speed`). Other scripts are left whole.
 */
export function stem(word: string): string {
  if (!/^[a-z]+$/.test(word)) return word;
  let w = word;
  for (const e of ENDINGS) {
    if (!w.endsWith(e) || w.length - e.length < 3) continue;
    if ((e === 's' && /[siu]s$/.test(w)) || (e === 'ed' && w.endsWith('eed'))) continue;
    w = w.slice(0, -e.length) + (e === 'ies' ? 'y' : '');
    break;
  }
  return w.length > 3 && w.endsWith('e') ? w.slice(0, -1) : w;
}

/** The distinctive words of a text, each as its stem: a verdict line may write a signal's word in another form. */
function wordsOf(text: string): Set<string> {
  const lower = text.toLowerCase();
  const acronyms = ACRONYM.matches(text).map((a) => a.toLowerCase());
  return new Set([...wordsOfFourOrMore(lower), ...acronyms].filter((w) => !STOP.has(w)).map(stem));
}

/** Lowercased name-like tokens (`peer-opus`, `gpt-4.1`), punctuation at their ends dropped. */
function tokensOf(text: string): string[] {
  const out: string[] = [];
  for (const raw of TOKEN_SPLIT.split(text.toLowerCase())) {
    let a = 0;
    let b = raw.length;
    while (a < b && '.+-'.includes(raw[a]!)) a++;
    while (b > a && '.+-'.includes(raw[b - 1]!)) b--;
    if (b > a) out.push(raw.slice(a, b));
  }
  return out;
}

/** Text as a quote of it is compared: lowercase, single spaces, no closing punctuation. */
function quoteKey(text: string): string {
  return text.toLowerCase().split(/\s+/).filter(Boolean).join(' ').replace(/[.;:,!]$/, '');
}

/** The text without a closing `(reviewers)` aside, found without a backtracking regex. */
function withoutAside(text: string): string {
  const t = text.trimEnd();
  if (!t.endsWith(')')) return t;
  const open = t.lastIndexOf('(');
  return open > 0 && !t.slice(open + 1, -1).includes(')') ? t.slice(0, open).trimEnd() : t;
}

/** Reviewer or role matches per kind past which lines are no longer matched (each then names none: a hostile size). */
const NAME_BUDGET = 2_000_000;

/** The signals a line names, or that it names more than `limit` (then no ruling can be told), or `unknown` past the budget. */
export type Named = number[] | 'over' | 'unknown';

/**
 * Which signals of a kind a verdict line names: its number (a finding's `### N.`, else its place
 * among the kind's signals), its reviewers or role, two of the words (in any English form: `aligned`,
 * `alignment`) or figures only it has (one when it has one), or its whole text quoted; a kind's only signal also by the kind's name. Indexed, so a line
 * costs about its own length whatever the number of signals.
 */
export function namer(kind: Kind, signals: ConsiliumSignal[]): (text: string, limit: number) => Named {
  const owner = new Map<string, number>(); // -1: a word more than one signal has
  const quotes = new Map<string, number>();
  // Reviewers and roles by their first token: their tokens and the signals they belong to.
  const names = new Map<string, Array<{ tokens: string[]; of: number[] }>>();
  const byKey = new Map<string, { tokens: string[]; of: number[] }>();
  const nameTotal = signals.map(() => 0);
  signals.forEach((s, i) => {
    if (kind !== 'tooClean') for (const w of [...wordsOf(s.text), ...figuresOf(s.text)]) owner.set(w, owner.has(w) && owner.get(w) !== i ? -1 : i);
    for (const key of new Set([quoteKey(s.text), quoteKey(withoutAside(s.text))])) if (key) quotes.set(key, quotes.has(key) ? -1 : i);
    const own = kind === 'disagreements' ? s.label.split(' vs ').map((p) => p.split('=')[0]!) : kind === 'tooClean' ? [s.label] : [];
    for (const key of new Set(own.map((x) => tokensOf(x).join(' ')).filter(Boolean))) {
      let n = byKey.get(key);
      if (!n) {
        n = { tokens: key.split(' '), of: [] };
        byKey.set(key, n);
        names.set(n.tokens[0]!, [...(names.get(n.tokens[0]!) ?? []), n]);
      }
      n.of.push(i);
      nameTotal[i]!++;
    }
  });
  const need = signals.map(() => 0);
  for (const i of owner.values()) if (i >= 0) need[i] = Math.min(2, need[i]! + 1);
  const ref = NUMBER_REF[kind];
  const byNumber = new Map(signals.map((s, i) => [kind === 'convergent' ? (s.number ?? -1) : i + 1, i]));
  let work = 0;

  return (text, limit) => {
    const out = new Set<number>();
    if (ref) for (const m of text.matchAll(ref.for(text))) {
      for (const d of m[0].matchAll(NUMBER_OR_RANGE)) {
        // `Findings 1–3` names 1, 2 and 3 (a range of at most 50).
        const from = Number(d[1]);
        const to = d[2] === undefined ? from : Math.min(Number(d[2]), from + 50);
        for (let n = from; n <= to; n++) {
          const i = byNumber.get(n);
          if (i !== undefined) out.add(i);
        }
      }
    }
    const hits = new Map<number, number>();
    // A figure of one signal counts as one of its words; the words inside a figure count no more, so a
    // figure no signal quotes (`3350.02`) names none by its pieces (`3350`), whatever words go with it.
    const words = wordsOf(text);
    for (const f of owner.size ? figuresOf(text) : []) {
      for (const w of wordsOfFourOrMore(f)) words.delete(w);
      const i = owner.get(f);
      if (i !== undefined && i >= 0) hits.set(i, (hits.get(i) ?? 0) + 1);
    }
    for (const w of words) {
      const i = owner.get(w);
      if (i !== undefined && i >= 0) hits.set(i, (hits.get(i) ?? 0) + 1);
    }
    for (const [i, h] of hits) if (h >= need[i]!) out.add(i);
    if (names.size) {
      const tokens = new Set(tokensOf(text));
      // A signal is named by all its reviewers, or by one that no other signal has.
      const held = new Map<number, number>();
      for (const t of tokens) {
        for (const n of names.get(t) ?? []) {
          if (!n.tokens.every((x) => tokens.has(x))) continue;
          for (const i of n.of) {
            if (++work > NAME_BUDGET) return 'unknown';
            const h = (held.get(i) ?? 0) + 1;
            held.set(i, h);
            if (n.of.length === 1 || h >= nameTotal[i]!) out.add(i);
            if (out.size > limit) return 'over';
          }
        }
      }
    }
    if (quotes.size && /["“«`]/.test(text)) {
      for (const m of text.matchAll(QUOTED)) {
        const i = quotes.get(quoteKey(m[1] ?? m[2] ?? m[3] ?? m[4] ?? ''));
        if (i !== undefined && i >= 0) out.add(i);
      }
    }
    if (signals.length === 1 && KIND_NAME[kind].for(text).test(text)) out.add(0);
    return out.size > limit ? 'over' : [...out].sort((a, b) => a - b);
  };
}
