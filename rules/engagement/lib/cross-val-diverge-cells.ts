import { unresolvedDiverge } from '@engagement-lint/core/kit';

/**
 * A "resolved" (or «устранено», «исправлено», «решено») the cell takes back: negated ("not resolved yet", "not yet resolved", "still not
 * resolved", "hasn't been resolved", "never fully resolved"), put as a question ("resolved? no"),
 * answered no ("resolved: no", not "resolved: no change needed") or left to the future ("to be resolved", "until resolved"). Such a
 * cell records no resolution. Gaps are bounded and word runs are separated by blanks: linear.
 */
const TAKEN_BACK =
  /(?:\b(?:not|never|no|nor|yet\s{1,3}to\s{1,3}be|to\s{1,3}be|will\s{1,3}be|until|till|unless|partially|partly)|n['’]t)(?:\s{1,3}[A-Za-z'’-]{1,20}){0,3}?\s{1,3}resolved\b|\bresolved\s{0,3}(?:\?|[:=—–-]\s{0,3}(?:(?:false|pending|not\s{1,3}yet|❌)(?![A-Za-z])|no(?=\s{0,3}(?:$|[,.;:)—–-]))))|(?<![а-яё])(?:не|нет|будет|будут|пока|частично|до)(?:\s{1,3}[а-яё]{1,20}){0,2}?\s{1,3}(?:устран|исправл|решен|решён|урегулир)[а-яё]*|(?<![а-яё])(?:устран|исправл|решен|решён|урегулир)[а-яё]*\s{0,3}(?:\?|[:=—–-]\s{0,3}нет(?![а-яё]))/gi;

/**
 * A status cell opening with another form of the word (`DIVERGED`, `Diverges`, `Divergent`, `⚠️ Divergence`,
 * `Verdict: diverging`, «Расхождение», «расходится»): the protocol's DIVERGE, read as that word.
 */
const DIVERGE_FORM = /^([^\p{L}]*(?:(?:verdict|status)[^\p{L}]+)?)(?:diverg(?:ed|es|ent|ence|ing)|расхожд[а-яё]{0,6}|расход[ия]тся)(?![\p{L}])/iu;

/** What every match of TAKEN_BACK holds (with its flags): a cell without it is left as it is, unscanned. */
const TAKEN_HINT = /resolved|устран|исправл|реш[её]н|урегулир/i;

/** The cells with every taken-back "resolved" blanked out and another form of DIVERGE read as DIVERGE. */
export function withoutTakenBack(cells: string[]): string[] {
  return cells.map((c) => (TAKEN_HINT.test(c) ? c.replace(TAKEN_BACK, ' ') : c).replace(DIVERGE_FORM, '$1DIVERGE'));
}

/**
 * What a cell holds that can read as an unresolved DIVERGE: DIVERGE_FORM's words, or the DIVERGE unresolvedDiverge looks
 * for (its dotless ı upper-cases to I). Blanking a taken-back "resolved" puts a space, never a letter, so a cell without
 * it is no DIVERGE after withoutTakenBack either: most cells of a large table are not read further.
 */
const DIVERGE_ANY = /d[iı]verg|расхожд|расход[ия]тся/iu;

/** Whether the cells hold an unresolved DIVERGE once taken-back resolutions are blanked (withoutTakenBack, then unresolvedDiverge). */
export function openDiverge(cells: string[]): boolean {
  return unresolvedDiverge(withoutTakenBack(cells.filter((c) => DIVERGE_ANY.test(c))));
}
