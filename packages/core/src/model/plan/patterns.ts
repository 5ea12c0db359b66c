/** Patterns several plan readers share. */

/** `crit-3`, `criterion 3`, `crit_3`: a reference to a numbered criterion (one token, as tasks/INDEX.md lines carry it). */
export const CRIT_TOKEN = /\bcrit(?:erion)?[-_ ]?(\d+)\b/gi;

/**
 * How prose names criteria (acceptance-log blockers, loop-to-intake records): CRIT_TOKEN's forms,
 * plus `crit #3`, `criteria 3 and 4`, `crits 3, 4 and 6`, `критерий 3`, `критерии 3 и 4`. Group 1 is
 * the word, group 2 the first number, group 3 a list's tail. A list is read only after a plural
 * word and only when it closes with a conjunction (`criteria 3, 4 and 6`, `criteria 3/4`): "criterion
 * 6 and 7 screens" and "criteria 3, 2 screens missing" name one criterion. Every gap is bounded.
 */
const CRIT_MENTION =
  /(?<![\w\u0400-\u04ff])(crit(?:erion|eria|s)?|критери[а-яё]{0,3})(?:[-_]|\s{1,2})?(?:#|№\s?)?(\d{1,6})(?!\w)((?:\s{0,3},\s{0,3}#?\d{1,6}(?!\d))*\s{0,3},?\s{0,3}(?:and|&|or|\/|и|или)\s{0,3}#?\d{1,6}(?!\d))?/gi;
/** The plural words, after which a list names several criteria. */
const PLURAL = /^(?:criteria|crits|критерии|критериев|критериям|критериями|критериях)$/i;

export interface CritMention {
  /** The criterion numbers named (several for `criteria 3 and 4`). */
  crits: number[];
  /** Where the mention starts and ends in the text. */
  index: number;
  end: number;
}

/** Every criterion mention of `text`, in order (see CRIT_MENTION for the forms read); the first `limit` only, when given. */
export function critMentions(text: string, limit = Infinity): CritMention[] {
  const out: CritMention[] = [];
  CRIT_MENTION.lastIndex = 0;
  for (let m = CRIT_MENTION.exec(text); m && out.length < limit; m = CRIT_MENTION.exec(text)) {
    const list = m[3] !== undefined && PLURAL.test(m[1]!);
    const crits = [Number(m[2]), ...(list ? (m[3]!.match(/\d{1,6}/g) ?? []).map(Number) : [])];
    // Without a list the mention ends at its first number: the tail may be prose ("and 7 screens").
    const end = list ? m.index + m[0].length : m.index + m[0].length - (m[3]?.length ?? 0);
    out.push({ crits, index: m.index, end });
  }
  return out;
}

/** The distinct criterion numbers `text` names, in order: kept as found, not as a mention each (a line of a million `crit-1,` is one number). */
export function critNumbers(text: string): number[] {
  const seen = new Set<number>();
  CRIT_MENTION.lastIndex = 0;
  for (let m = CRIT_MENTION.exec(text); m; m = CRIT_MENTION.exec(text)) {
    seen.add(Number(m[2]));
    if (m[3] !== undefined && PLURAL.test(m[1]!)) for (const d of m[3].match(/\d{1,6}/g) ?? []) seen.add(Number(d));
  }
  return [...seen];
}
