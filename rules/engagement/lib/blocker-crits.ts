/**
 * Which criteria a REJECT round's blocker rejects on (repeating-blocker.ts): the ones its text names,
 * less those the same text calls done ("crit-3 is fixed", «(crit-3, crit-6) закрыты») or names as an
 * earlier round's blockers ("Unlike iteration 1 (crit-3, crit-6) …", «Блокеры итерации 1 (crit-3) …»),
 * and whether a blocker line is a finding the round set aside (a consilium finding OVERRULED).
 */
import { pushAll, critMentions, type CritMention } from '@engagement-lint/core/kit';

/**
 * Words calling a criterion done: ✅, English, Russian, and the German, Spanish, Portuguese, Italian and French a
 * reason is written in (`(?<!\p{L})`: `\b` does not see Cyrillic or accented letters).
 */
const DONE = String.raw`(?<!\p{L})(?:✅|✔|☑|fixed|resolved|addressed|closed|verified|passes|passing|green|met|behoben|gelöst|erledigt|corregid[oa]s?|arreglad[oa]s?|resuelt[oa]s?|solucionad[oa]s?|corrigid[oa]s?|resolvid[oa]s?|risolt[oi]|corrett[oi]|résolue?s?|corrigée?s?|закрыт\p{L}{0,3}|исправлен\p{L}{0,3}|выполнен\p{L}{0,3}|починен\p{L}{0,3}|решен\p{L}{0,3}|решён\p{L}{0,3})(?!\p{L})`;
/** A done word within the clause after the criteria ("crit-3 is fixed since iteration 1", "(crit-3, crit-6: both verified fixed above)"). */
const FIXED_AFTER = new RegExp(String.raw`^[^.;,]{0,40}?${DONE}`, 'iu');
/**
 * A done word opening a label for the criteria that follow ("Fixed since iteration 1: crit-3 and crit-6",
 * «Исправлены: crit-3»), at the start of a clause, one word at most before it ("Both fixed:").
 */
const FIXED_BEFORE = new RegExp(String.raw`(?:^|[.;!?(]\s{0,3})(?:\p{L}{1,12}\s{1,3})?${DONE}(?:\s{1,3}(?:since|in|after|с|в|после)\s{1,3}(?:iter\p{L}{0,6}|round|итераци\p{L}{0,2})\s{0,3}\d{1,4})?\s{0,3}:\s{0,3}$`, 'iu');
/** Words saying the criterion is not done, or done no longer ("not met", «не выполнен», "still", "again"). */
const STILL_OPEN = /(?<!\p{L})(?:not|still|no longer|unfixed|unresolved|again|remains?|persists?|regress\p{L}{0,4}|не|всё ещё|все ещё|по-прежнему|снова|опять|остаются|остал\p{L}{0,3})(?!\p{L})/iu;
/** The same in the other languages a reason is written in ("nicht behoben", "no corregido", "pas résolu", "ainda"). */
const NOT_DONE = /(?<!\p{L})(?:nicht|kein\p{L}{0,2}|noch|weiterhin|erneut|wieder|no|todavía|aún|sigue\p{L}?|não|ainda|non|ancora|pas|toujours|encore)(?!\p{L})/iu;
/**
 * What takes back a done mark later in its clause: "crit-2 ✅ but the CI run regressed", "behoben, aber", "❌". Only these:
 * "crit-3 is fixed and no longer fails" stays done.
 */
const TAKEN_BACK = /[❌✗✘✖🔴]|(?<!\p{L})(?:but|however|aber|jedoch|pero|sin embargo|porém|però|mais|cependant|но|однако)(?!\p{L})/iu;
/** Where a clause ends: a sentence end or a semicolon (a next criterion ends it too: the caller cuts there). */
const CLAUSE_END = /[.!?](?:\s|$)|;/;

/**
 * The criteria that follow name an earlier round's blockers: "Unlike iteration 1 (", "blockers of iteration 1:",
 * "iteration 1's blockers (", «Блокеры итерации 1 (», «в отличие от итерации 1 (». Group 1 or 2 is the round.
 */
const EARLIER_ROUND = new RegExp(
  String.raw`(?:(?<!\p{L})(?:unlike(?:\s{1,3}in)?|(?:blockers?|issues?|reasons?)\s{1,3}(?:of|from|in)|в\s{1,3}отличие\s{1,3}от|блокер\p{L}{0,3})\s{1,3}(?:the\s{1,3})?(?:iter(?:ation)?|round|итераци\p{L}{0,2}|раунд\p{L}{0,2})[\s#№-]{0,3}(\d{1,4})|(?<!\p{L})(?:iter(?:ation)?|round)[\s#-]{0,3}(\d{1,4})(?:'s)?\s{1,3}(?:blockers?|issues?))[\s,(:—–-]{0,4}$`,
  'iu',
);
/** What joins the criteria of one list: "crit-3, crit-6", "crit-3 and crit-6", «crit-3 и crit-6». */
const LIST_JOIN = /^\s{0,3}(?:[,/&]|and|or|и|или)?\s{0,3}$/i;

/** Mentions standing in one list ("crit-3, crit-6"), each list as its first and last mention. */
function lists(text: string): Array<{ crits: number[]; index: number; end: number }> {
  const out: Array<{ crits: number[]; index: number; end: number }> = [];
  let cur: { crits: number[]; index: number; end: number } | undefined;
  for (const m of critMentions(text) as CritMention[]) {
    if (cur && LIST_JOIN.test(text.slice(cur.end, m.index))) {
      pushAll(cur.crits, m.crits);
      cur.end = m.end;
      continue;
    }
    cur = { crits: [...m.crits], index: m.index, end: m.end };
    out.push(cur);
  }
  return out;
}

/**
 * The criteria a blocker of round `round` rejects on: the ones it names (`crit-6`, `criterion 6`, `criteria 3 and
 * 4`, `критерий 6`: the log's reading), less a list the same clause calls done and a list it names as an earlier
 * round's blockers, unless it says they are still open there ("Blockers of iteration 1 (crit-3) still fail").
 */
export function failingCrits(text: string, round: number): number[] {
  const out = new Set<number>();
  const all = lists(text);
  all.forEach((l, i) => {
    const after = text.slice(l.end, l.end + 60);
    // The list's clause, up to the next criterion: "crit-2 ✅ now, crit-3: red" and "crit-3 ❌ crit-4 ✅" call only the one before the mark done.
    const stop = after.search(CLAUSE_END);
    const clause = after.slice(0, Math.min(all[i + 1] ? all[i + 1]!.index - l.end : Infinity, stop < 0 ? Infinity : stop));
    const done = (said: string, rest: string) => !STILL_OPEN.test(said) && !NOT_DONE.test(said) && !TAKEN_BACK.test(rest);
    const fixed = FIXED_AFTER.exec(clause);
    if (fixed && done(fixed[0], clause)) return;
    const before = text.slice(Math.max(0, l.index - 60), l.index);
    const label = FIXED_BEFORE.exec(before);
    if (label && done(label[0], clause)) return;
    const earlier = EARLIER_ROUND.exec(before);
    if (earlier && Number(earlier[1] ?? earlier[2]) < round && !STILL_OPEN.test(/^[^.;]{0,60}/.exec(after)![0])) return;
    for (const n of l.crits) out.add(n);
  });
  return [...out];
}

/** A finding the round set aside, not a blocker: "Finding 1 (MEDIUM …): OVERRULED.", "FALSE_POSITIVE", "SUSTAINED, non-blocking". */
export const SET_ASIDE = /(?<!\p{L})(?:overruled|false[ _-]?positive|non-?blocking|not\s{1,3}blocking|не\s{1,3}блокиру\p{L}{0,3})(?!\p{L})/iu;

/**
 * A table cell marking its row met: ✅ (with a word after it, "✅ fixed"), or a word saying so ("met", "fixed in
 * 9d41c2e", «выполнен»), with no ❌ and nothing saying it is not ("not met", "fixed but regressed").
 */
export function metCell(text: string): boolean {
  const t = text.replace(/^[*_\s]{0,4}/, '');
  if (/[❌✗✘✖🔴]/u.test(t)) return false;
  if (!/^(?:✅|✔|☑|🟢|(?:pass(?:ed|es)?|met|ok|done|fixed|resolved|verified|closed|выполнен\p{L}{0,2}|исправлен\p{L}{0,2}|закрыт\p{L}{0,2}|починен\p{L}{0,2})(?!\p{L}))/iu.test(t)) return false;
  return !STILL_OPEN.test(t) && !/(?<!\p{L})(?:but|however|но|однако)(?!\p{L})/iu.test(t);
}
