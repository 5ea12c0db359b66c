// How iteration-budget reads a sentence as the user's go-ahead for another round (engagement-protocol, "Iteration
// budget": "Never start an iteration beyond the hard limit without user authorisation"), and what takes one back.
import { directiveRefusal, RU_NEXT_ROUND, withoutVerdictWords } from './directive-go-ahead.js';

/**
 * The parts of a user's go-ahead, in order: "user … authorised … iteration 4", "round 4 approved by the user"; in German,
 * Spanish and French too ("Nutzer … Iteration 3 … freigegeben", "iteración 3 aprobada por el usuario", "l'utilisateur a
 * autorisé l'itération 3"). An accented word ends at a lookahead, not `\b`: `é` is no word character to it.
 */
const USER_WORDS = String.raw`user|(?:be|an)?nutzer(?:in)?|anwender(?:in)?|usuari[oa]|utilisat(?:eur|rice)`;
const ROUND_WORDS = String.raw`iteration|round|iteraci[oó]n|it[ée]ration|runde|ronda`;
const GRANTED_WORDS = String.raw`\b(?:freigegeben|genehmigt|aprobad[oa]s?|autorizad[oa]s?)\b|\b(?:approuv|autoris)ée?s?(?![\wà-ÿ])`;
const WHO = new RegExp(String.raw`\b(?:${USER_WORDS}|human|judge)\b`, 'gi');
const GRANT = /\b(?:authori[sz]\w*|approv\w*|OK|freigegeben|genehmig\w*|aprob\w*|autoriz\w*|approuv\w*|autoris\w*)\b/gi;
const WHAT = new RegExp(String.raw`\b(?:${ROUND_WORDS}|iter-\d+|budget)\b`, 'gi');
const WHAT_FIRST = new RegExp(String.raw`\b(?:${ROUND_WORDS}|budget)\b`, 'gi');
const GRANTED = new RegExp(String.raw`\b(?:authori[sz]ed|approved|granted)\b|${GRANTED_WORDS}`, 'gi');
/** German puts the user before the participle: "Iteration 3 vom Nutzer freigegeben" ("iteration 3 approved by the user"). */
const BY_USER_GRANTED = /\b(?:vom|von\s+(?:der|dem))\s+(?:(?:be|an)?nutzer|anwender)\w{0,3}\s+(?:freigegeben|genehmigt)\b/gi;
const HEADING_AUTH = /(?:^|#)\s*(?:user authori[sz]ation\b|(?:be|an)?nutzer-?freigabe|freigabe\s+(?:durch\s+den|des)\s+(?:be|an)?nutzers?|autorizaci[oó]n\s+del\s+usuario|autorisation\s+de\s+l['’]\s?utilisat)/i;
/**
 * "continue with iteration 3", "go ahead with round 4", "weiter mit Iteration 3", "continuamos con la ronda 3", "on
 * continue avec l'itération 3": only with a round named or asked for ("one more round", "rework").
 */
const CARRY_ON =
  /\b(?:go[- ]ahead|continu(?:e|es|ed|ing)|proceed(?:s|ed|ing)?|carry on|keep going|weiter(?:machen)?|fortfahren|fortsetzen|continuar|continuamos|seguimos|adelante|continuer|continuons|poursuivons|poursuivre)\b/gi;
const GRANT_VERB = new RegExp(String.raw`\b(?:authori[sz](?:e|es|ed|ing)|approv(?:e|es|ed|ing)|granted|go[- ]ahead|continu(?:e|es|ed|ing)|genehmige|apruebo|autorizo|approuve|autorise)\b|${GRANTED_WORDS}`, 'gi');
const NEXT_ROUND = new RegExp(
  String.raw`\b(?:(?:${ROUND_WORDS})[\s#]{0,2}\d{1,3}|iter[\s-]?\d{1,3}|rework\w*|(?:another|one more|next|new|extra|further|second|third|fourth|fifth) (?:round|iteration)|(?:noch eine|eine weitere|die n[äa]chste) (?:runde|iteration)|(?:otra|una nueva|la siguiente) (?:ronda|iteraci[oó]n)|(?:une autre|une nouvelle|encore une) it[ée]ration)\b` +
    // «ещё одна итерация», «третью итерацию», «следующий круг», as the directive's ask reads them: a Cyrillic word has no \b edge here.
    `|${RU_NEXT_ROUND}`,
  'gi',
);
/**
 * The user's answer as a labelled line ("User (2026-07-03 18:40): …", "Answer from Oleg: …", "Nutzer (…): …", "Respuesta
 * del usuario: …", "Utilisateur : …"), and in it a word that goes on.
 */
const ANSWER_LABEL = new RegExp(
  String.raw`^[\s>*_-]*(?:\d{4}-\d\d-\d\d(?:[ T]\d\d:\d\d)?\s*[—–-]\s*)?(?:\*\*)?(?:(?:the\s+)?(?:${USER_WORDS}|human|client|customer|cliente|kunde|пользовател[ьяю]|заказчик[аи]?|клиент[аы]?)(?:['’]s\s+(?:answer|reply|response|decision))?(?:\s{0,3}\([^()\n]{0,60}\))?|(?:the\s+)?(?:user['’]s\s+)?(?:answer|reply|response|antwort|respuesta|r[ée]ponse|ответ(?:\s(?:пользователя|заказчика|клиента))?)(?:\s+(?:from|des|vom|del|de|от)\s+[^:\n]{1,40})?)(?:\*\*)?\s{0,3}:`,
  'i',
);
/**
 * A line labelled as the words of someone on the team, not the user's: "dev-lead (…): …", "Lead decision: …", «Тимлид
 * (…): продолжаем», «Решение тимлида: …», «Ответ менеджера: …». Only the user authorises a round beyond the limit.
 */
const ROLE_EN = String.raw`(?:[a-z]{1,12}[- ]){0,2}(?:lead|director|manager|orchestrator|executor|acceptor|engineer|developer|specialist|reviewer)`;
const ROLE_RU = String.raw`(?:тим-?лид|техлид|лид|директор|менеджер|оркестратор|исполнител|при[её]мщик|разработчик|ревьюер)[а-яё]{0,3}`;
const WORD_OF = String.raw`(?:decision|answer|reply|response|call|note|решение|ответ|слово|указание|мнение)`;
const OTHERS_LABEL = new RegExp(
  String.raw`^[\s>*_-]{0,8}(?:\d{4}-\d\d-\d\d(?:[ T]\d\d:\d\d)?\s{0,3}[—–-]\s{0,3})?(?:\*\*)?(?:${WORD_OF}\s{1,3}(?:(?:of|from|by|от)\s{1,3})?)?(?:the\s{1,3})?(?:(?<![a-z])${ROLE_EN}(?![a-z])|(?<![а-яё])${ROLE_RU}(?![а-яё]))(?:['’]s)?(?:\s{1,3}${WORD_OF})?(?:\s{0,3}\([^()\n]{0,60}\))?(?:\*\*)?\s{0,3}[:：]`,
  'i',
);
/** The user named in what such a line reports ("dev-lead: the user approved iteration 3", «Тимлид: пользователь сказал продолжаем»). */
const NAMES_USER = new RegExp(String.raw`\b(?:${USER_WORDS}|client|customer|cliente|kunde)\b|(?<![а-яё])(?:пользовател|заказчик|клиент)`, 'i');

/** The label of a line that gives someone else's words, not the user's, and reports no word of the user's: "Тимлид (…)". */
export function othersLabel(line: string): string | undefined {
  const m = OTHERS_LABEL.exec(line);
  if (!m || NAMES_USER.test(line.slice(m[0].length))) return undefined;
  return m[0].replace(/\s{0,3}\([^()\n]{0,60}\)/, '').replace(/^[\s>*_-]+|[\s*:：]+$/g, '');
}

/**
 * A yes that only acknowledges («хорошо», «ладно», «добро», "fine", "OK") goes on in the user's answer only with one
 * more round right after it: «хорошо, ещё одну», «добро, правьте», "fine, one more". Alone ("OK", «ок, посмотрю вечером») it grants nothing.
 */
const AGREES_ONE_MORE =
  /(?<![\wа-яё])(?:хорошо|ладно|ок(?:ей)?|добро|согласн[аы]?|согласен|fine|ok(?:ay)?|sure|alright|agreed)(?![\wа-яё])[\s,.;:!—–-]{0,6}(?:(?:ещё|еще)\s{1,3}(?:од(?:ин|н[уао])|раз)(?![а-яё])(?!\s{0,3}[а-яёa-z])|(?:правьте|исправляйте|дорабатывайте|доделывайте|переделывайте)(?![а-яё])|(?:one\s{1,3}more|another\s{1,3}one)\b(?!\s{0,3}[a-zа-яё]))/i;

// The carry-on words, and a plain yes, which only an answer of the user's gives; in Russian «продолжайте», «да», «разрешаю»
// (an "OK" acknowledges as much as it grants, in either language: it goes on only beside the round it grants).
const GOES_ON = new RegExp(`${CARRY_ON.source}|\\b(?:yes|ja|oui)\\b|(?<![\\wà-ÿ])sí(?![\\wà-ÿ])|(?<![а-яё])(?:продолж[а-яё]{0,6}|да|давайте|делайте|разрешаю)(?![а-яё])`, 'i');

/**
 * The protocol's Russian go-aheads: «продолжаем», the escalation template's own option «Продолжать ещё круг» (its question
 * is no answer: see {@link sentences}), «(давайте) ещё (один) круг», «итерация 2 разрешена», «разрешаю итерацию 3».
 * «разреша… итерацию» is found from its round word and read back: a long word of «разреша» is not rescanned from each.
 */
const GO_AHEAD = /продолжаем|(?:ещё|еще)\s(?:од(?:ин|ну)\s)?(?:круг|итераци)|итераци[а-яё]{0,3}\s\d{1,3}\s(?:не\s)?разреш|\s(?:ещё\s|еще\s)?(?:итераци|круг)(?<=разреша[а-яё]*\s(?:ещё\s|еще\s)?(?:итераци|круг))/gi;
/** A human directive's Decision of rework ("S: REJECT → human directive (rework / abandon)"), «Решение: доработать». */
const DECISION_REWORK = /^[\s*-]*(?:decision|решение)[\s*]*[:：][\s*`_]*(?:rework|доработ)/i;
/**
 * What makes a sentence other than a go-ahead: a negation, a refusal, a question put or an answer
 * still awaited ("has not authorised", «не продолжаем», "waiting for «продолжаем»").
 */
const NOT_GRANTED =
  /\b(?:not|never|no|nor|without|declin\w*|refus\w*|reject\w*|denied|await\w*|wait\w*|pending|whether|if|unless|until)\b|n't\b|\b(?:nicht|nie|kein\w*|nein|ohne|abgelehnt|verweigert|wart(?:e|en|et|end)|ausstehend|ob|wenn|sofern|nunca|sin|rechaz\w*|deneg\w*|pendiente|esper\w*|si|pas|non|jamais|sans|rejet\w*)(?![\w-])|\ben\s+attente\b|\ba\s+menos\s+que\b|(?<![а-яё])не\s|(?<![а-яё])нет(?![а-яё])|жд[её]м|ожида|пересматриваем|(?<![а-яё])или\sпересм/i;
/**
 * A rejection named as the go-ahead's occasion, not as the user's answer: "authorised iteration 3
 * after the REJECT", "despite the rejection of round 2". Left out before the negation test.
 */
const REJECT_OCCASION =
  /\b(?:after|despite|following|since|given|upon|on|nach|trotz|tras|despu[eé]s\s+del?|après|malgré)\s+(?:(?:the|a|this|that|its|director'?s|round\s+\d{1,4}'?s?|dem|der|des|el|la|le|l')\s+)*(?:reject\w*|rejection)\b/gi;
/** The iteration an authorisation names: "iteration 4", "iter-4", "iter 4", "round 4", «итерация 4», "iteración 4", "Runde 4". */
export const NAMED_ITERATION = new RegExp(String.raw`(?:\b(?:${ROUND_WORDS}|iter)|итераци[а-яё]{0,3})[\s#-]{0,3}(\d{1,3})\b`, 'gi');
/** Whether the patterns match `text` one after another (each searched from where the previous ended: linear, unlike `a.*b.*c`). */
function inOrder(text: string, ...patterns: RegExp[]): boolean {
  let at = 0;
  for (const re of patterns) {
    re.lastIndex = at;
    const m = re.exec(text);
    if (!m) return false;
    at = m.index + m[0].length;
  }
  return true;
}

/**
 * Whether a sentence reads as the user's go-ahead, before its negations are weighed. In human-directive.md (`judge`),
 * the judge's own record, the user need not be named ("Iteration 2 approved.", "I authorise iteration 2.", "Decision:
 * rework"); elsewhere the director writes too, so the user must be ("User decision: continue with iteration 3").
 */
export function readsAsGoAhead(sentence: string, heading: boolean, judge: boolean): boolean {
  return (
    (heading && HEADING_AUTH.test(sentence)) ||
    inOrder(sentence, WHO, GRANT, WHAT) ||
    inOrder(sentence, WHO, CARRY_ON, NEXT_ROUND) ||
    inOrder(sentence, WHAT_FIRST, GRANTED, WHO) ||
    inOrder(sentence, WHAT_FIRST, BY_USER_GRANTED) ||
    inOrder(sentence, WHO, NEXT_ROUND, GRANTED) ||
    inOrder(sentence, GO_AHEAD) ||
    userAnswerGoesOn(sentence) ||
    (judge && (DECISION_REWORK.test(sentence) || inOrder(sentence, NEXT_ROUND, GRANTED) || inOrder(sentence, GRANT_VERB, NEXT_ROUND)))
  );
}

/** A labelled answer of the user that goes on or asks for the next round ("User: Approved — continue.", "Answer from Oleg: yes, one more iteration is fine", «Пользователь: хорошо, ещё одну»). */
function userAnswerGoesOn(sentence: string): boolean {
  const label = ANSWER_LABEL.exec(sentence);
  if (!label) return false;
  const answer = sentence.slice(label[0].length);
  NEXT_ROUND.lastIndex = 0;
  return GOES_ON.test(answer) || NEXT_ROUND.test(answer) || AGREES_ONE_MORE.test(answer);
}

/**
 * The word that takes a go-ahead back (a negation, a refusal, an answer still awaited), if any. In the directive
 * (`judge`) the verdict it directs with the rework ("REJECT, rework crit-1") and a limit ("no more than one round")
 * refuse nothing, and "abandon", «без доработки» do.
 */
export function takenBackBy(sentence: string, judge = false): string | undefined {
  const s = sentence.replace(REJECT_OCCASION, ' ');
  if (!judge) return NOT_GRANTED.exec(s)?.[0].trim();
  const t = withoutVerdictWords(s);
  return NOT_GRANTED.exec(t)?.[0].trim() ?? directiveRefusal(t);
}
