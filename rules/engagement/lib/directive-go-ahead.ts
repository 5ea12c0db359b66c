/**
 * The human directive's go-ahead for another round, for iteration-budget: "S: 1 iteration. REJECT → human directive
 * (rework / abandon), no auto-loop". The judge authorises the next round in its notes ("Rework allowed: one more round
 * on crit-1", «доработка разрешена», «разрешаю ещё один раунд») or, under `Decision: DIRECTED_VERDICT`, directs it
 * ("One more round on crit-1", "Directed verdict: REJECT, rework crit-1"). A mention of a round is none: a grant word
 * or an instruction's shape is needed, and a refusal ("no more rounds", "rework not allowed", «без доработки») is none.
 * Every pattern is a run of bounded pieces, so linear.
 */
import { directiveDecision, directiveForRound, iterationHeadings, type MarkdownDoc } from '@engagement-lint/core/kit';

/**
 * Another round named in Russian: «ещё одна итерация», «ещё один раунд», «дополнительный круг», «третью итерацию»,
 * «следующий раунд». The one reading of it: the directive's ask and the user's answer (go-ahead-words.ts) share it.
 */
export const RU_NEXT_ROUND = String.raw`(?<![а-яёa-z])(?:(?:ещё|еще)\s{1,3}(?:од(?:ин|н[аоуи]й?)\s{1,3})?|(?:дополнительн|повторн|следующ|втор|треть|четв[её]рт|нов)[а-яё]{0,4}\s{1,3})(?:итераци|раунд|круг|попытк|цикл)`;

/**
 * Another round asked for: "rework" (not "reworked", a past round's), "one more / another / an extra / a second
 * round", «ещё одна итерация», «ещё один раунд», «дополнительный круг», «доработка».
 */
const ROUND_ASK =
  String.raw`\brework(?:s|ing)?\b|\b(?:(?:one|1)\s{1,3}more|another|(?:an?\s{1,3}|the\s{1,3})?(?:extra|additional|further|second|new|next))\s{1,3}(?:round|iteration|iter|cycle|pass|attempt)s?\b` +
  `|${RU_NEXT_ROUND}|(?<![а-яё])доработ`;
/** Or a round named ("Iteration 2 allowed"), with a grant only: opening a line, it is a heading or a note's label. */
const ASK = new RegExp(String.raw`${ROUND_ASK}|\b(?:iteration|round|iter)[\s#-]{0,3}\d{1,3}\b`, 'i');
/** A word granting it: "allowed", "approved", "OK", «разрешена», «разрешаю», «одобряю», «можно». */
const GRANT = /\b(?:allow(?:s|ed|ing)?|permit(?:s|ted)?|authori[sz](?:e|es|ed|ing)|approv(?:e|es|ed|ing)|grant(?:s|ed)?|OK|okay|go[- ]ahead|agreed?)\b|(?<![а-яё])(?:разреш|одобр|согласов|допуска|допуст|можно|даю|да[её]м)/i;
/** Where a sentence opens: list marks, emphasis, a heading's hashes, a quote. */
const LEAD = String.raw`^[\s>*_#-]*`;
/** A label of the judge's instruction: "Directed verdict:", "Instruction:", "Notes for the manager:", «Указание:». */
const LABEL = String.raw`(?:(?:decision|directed\s{1,3}verdict|verdict|directive|direction|instructions?|notes?(?:\s{1,3}for\s{1,3}the\s{1,3}(?:manager|director|lead))?|next(?:\s{1,3}step)?|action|решение|вердикт|указани[ея]|директива|примечани[ея]|далее|дальше)[\s*_]{0,4}[:：—–-][\s*_\x60]{0,4})?`;
/** The verdict the judge directs, before the round it asks for: "REJECT, rework crit-1", "DIRECTED_VERDICT — REJECT → rework". */
const VERDICT_WORD = String.raw`(?:DIRECTED_VERDICT|REJECT(?:_NOW|ED)?|отклон[а-яё]{0,6})`;
const JOIN = String.raw`[\s*_\x60]{0,3}(?:[,;:—–(→]|->|-)?\s{0,3}(?:(?:with|and|for|then|plus|и|на|с)\s{1,3})?`;
const VERDICTS = `(?:${VERDICT_WORD}${JOIN}){0,2}`;
/** An instruction opening with the round: "One more round on crit-1", "Rework crit-1", «Ещё одна итерация по crit-1», «На доработку». */
const OPENS_WITH_ROUND = new RegExp(`${LEAD}${LABEL}${VERDICTS}(?:на\\s{1,3})?(?:${ROUND_ASK})`, 'i');
/** An instruction whose verb opens it: "Run another iteration", "Send it back for rework", «Вернуть на доработку». */
const OPENS_WITH_VERB = new RegExp(
  `${LEAD}${LABEL}${VERDICTS}(?:do|run|start|begin|open|schedule|take|make|give|send|return|continue|proceed|go\\s{1,3}for|вернуть|верните|отправить|отправьте|направить|провести|проведите|сделать|сделайте|запустить|запустите|дать|дайте)(?![a-zа-яё])`,
  'i',
);
/** A past round told of, not the next one directed: "Rework was done", "the previous round", «прошлая доработка». */
const NARRATIVE = /\b(?:was|were|had|did|previous(?:ly)?|prior|earlier)\b|(?<![а-яё])(?:был[аио]?(?![а-яё])|предыдущ|прошл)/i;

/**
 * Whether a sentence of human-directive.md authorises another round: it asks for one and grants it ("Rework allowed:
 * one more round on crit-1", «разрешаю ещё один раунд»), or, in a part whose Decision is DIRECTED_VERDICT
 * (`directed`, asked only then), it is the judge's instruction to work that round. Negations are weighed apart.
 */
export function directiveGoAhead(sentence: string, directed: () => boolean): boolean {
  if (!ASK.test(sentence)) return false;
  // The judge picking rework out of the protocol's two choices authorises it, whatever the Decision.
  if (REWORK_NOT_ABANDON.test(sentence)) return true;
  if (GRANT.test(sentence)) return true;
  const instruction = OPENS_WITH_ROUND.test(sentence) || (OPENS_WITH_VERB.test(sentence) && ASK.test(sentence.replace(OPENS_WITH_VERB, ' ')));
  return instruction && !NARRATIVE.test(sentence) && directed();
}

/** The verdict a judge directs together with the rework ("REJECT, rework crit-1", `Decision: REJECT_NOW`): a verdict, no refusal of the round. */
const DIRECTED_WORDS = new RegExp(String.raw`\b(?:DIRECTED_VERDICT|REJECT_NOW|PROCEED_TO_VERDICT)\b|\breject(?:ed)?\b(?=${JOIN}(?:${ROUND_ASK}))`, 'gi');
/** A limit, not a refusal: "no more than one round", «не более одного раунда». */
const LIMIT = /\b(?:no|not)\s{1,3}(?:more|longer)\s{1,3}than\b|\bat\s{1,3}most\b|(?<![а-яё])не\s{1,3}(?:более|больше)(?![а-яё])/gi;

/**
 * The judge's choice between the protocol's two ("REJECT → human directive (rework / abandon)"): "Rework, not abandon",
 * "rework rather than abandon", "rework (not abandon)", «доработка, а не отказ». Its negation is the other choice's.
 */
const REWORK_NOT_ABANDON = new RegExp(
  String.raw`\brework(?:s|ing)?[\s*_,;:—–(-]{0,6}(?:not|rather\s{1,3}than|instead\s{1,3}of)\s{1,3}(?:to\s{1,3})?(?:abandon\w*|drop\w*|clos\w*)\b\)?` +
    String.raw`|(?<![а-яё])доработ[а-яё]{0,4}[\s*_,;:—–(-]{0,6}(?:а\s{1,3})?не\s{1,3}(?:отказ|закры|прекращ)[а-яё]{0,6}\)?`,
  'i',
);
const EVERY_REWORK_NOT_ABANDON = new RegExp(REWORK_NOT_ABANDON.source, 'gi');

/** A sentence of the directive with its verdict words, limits and choice of rework left out, before negations and refusals are weighed. */
export function withoutVerdictWords(sentence: string): string {
  return sentence.replace(DIRECTED_WORDS, ' ').replace(LIMIT, ' ').replace(EVERY_REWORK_NOT_ABANDON, ' rework ');
}

/** Refusals of another round the general negations miss: "abandon", "stop", "rework forbidden", «без доработки», «запрещена». */
const REFUSAL = /\b(?:stop\w*|abandon\w*|cancel\w*|forbid\w*|prohibit\w*|disallow\w*|halt\w*|enough|none)\b|(?<![а-яё])(?:без(?![а-яё])|запрещ|отказ|прекрат|хватит|стоп(?![а-яё])|закры[а-яё]{0,4}\s{1,3}engagement)/i;

/** The word of a directive's sentence that refuses another round, beyond the general negations, if any. */
export function directiveRefusal(sentence: string): string | undefined {
  return REFUSAL.exec(sentence)?.[0].trim();
}

/**
 * Whether the part of the directive holding `line` decides DIRECTED_VERDICT: its `## Iteration N` section's latest
 * Decision, else the file's, as human-directive reads it.
 */
export function directedAt(doc: MarkdownDoc): (line: number) => boolean {
  const heads = iterationHeadings(doc);
  const decides = (range?: { start: number; end: number }) => directiveDecision(doc, true, range)?.value.toUpperCase() === 'DIRECTED_VERDICT';
  // Each section's part read once: a file of many instruction lines reads its Decisions once per section.
  const parts = new Map<number, { range?: { start: number; end: number }; directed: boolean }>();
  let whole: boolean | undefined;
  return (line) => {
    // The last heading at or before the line (headings in file order): a binary search, as every line may ask.
    let lo = 0;
    let hi = heads.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (heads[mid]!.line <= line) lo = mid + 1;
      else hi = mid;
    }
    const k = heads[lo - 1]?.n;
    let part = k === undefined ? undefined : parts.get(k);
    if (k !== undefined && !part) {
      const range = directiveForRound(doc, k).range;
      part = { ...(range ? { range } : {}), directed: range ? decides(range) : false };
      parts.set(k, part);
    }
    if (part?.range && part.range.start <= line && line <= part.range.end) return part.directed;
    return (whole ??= decides());
  };
}
