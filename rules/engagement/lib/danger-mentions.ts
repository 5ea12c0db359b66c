// Prose that names an operation without saying it ran. The protocol asks the user's OK for an operation
// performed; a report weighing one and saying, in the same sentence, that it was not run ("we considered
// `git push --force` but did not run it") records none. Only clear readings count: the sentence itself says
// the operation was put aside, was only a counterfactual ("could have used"), or asks whether to run it.
// Anything else stays a finding, and so does a mention undone by what follows it: "… rejected, but it had already
// been run", "Should we run …? Yes: ran it". Every pattern reads a bounded stretch of the line: linear.
import { LetterRegex } from '@engagement-lint/core/kit';

const RUN = String.raw`(?:run|execute|use|do|apply|perform|need|push|go\s{1,3}(?:ahead\s{1,3})?with)`;
const DONE = String.raw`(?:run|ran|executed|used|done|applied|performed|needed)`;
/** What "it" stands for: the operation just named. */
const PRONOUN = String.raw`(?:it|that|this|them|the\s{1,3}(?:idea|command|operation|plan|push|drop|deploy|publish))`;
/**
 * The clause ends there: nothing more is said of the pronoun ("did not run it twice" says it ran); an aside saying
 * it did not run may close it ("… but decided against it (not run).").
 */
const CLAUSE_END = String.raw`(?=\s{0,3}(?:(?:in\s{1,3}the\s{1,3}end|after\s{1,3}all|at\s{1,3}all)\s{0,3})?(?:\(\s{0,2}(?:not|never)\s{1,3}(?:been\s{1,3})?${DONE}\s{0,2}\)\s{0,3})?(?:[.;,!?)\]]|$))`;
const SUBJECT = String.raw`(?:(?:we|i|they|the\s{1,3}team|nobody|no\s{1,3}one)\s{1,3})?`;

/**
 * After the operation, in its sentence, which says nothing ran before it: "… but did not run it", "… but decided
 * against it", "… but rejected the idea", "(was going to run …) but held off"; "was considered and rejected",
 * "was proposed but not run".
 */
const PUT_ASIDE_AFTER = new RegExp(
  [
    String.raw`^[^.!?;\n]{0,80}?\bbut\s{1,3}${SUBJECT}(?:(?:did\s{1,3}not|didn['’]t|never|chose\s{1,3}not\s{1,3}to|decided\s{1,3}not\s{1,3}to|opted\s{1,3}not\s{1,3}to|would\s{1,3}not|wouldn['’]t|will\s{1,3}not|won['’]t)\s{1,3}(?:actually\s{1,3}|ever\s{1,3})?${RUN}\s{1,3}${PRONOUN}|(?:decided|chose|voted|went)\s{1,3}against\s{1,3}${PRONOUN}|(?:rejected|dropped|skipped|abandoned|ruled\s{1,3}out)\s{1,3}${PRONOUN}|(?:stopped|held\s{1,3}off|backed\s{1,3}out))${CLAUSE_END}`,
    String.raw`^[\s\x60"'*_)]{0,6}(?:was|were|got|had\s{1,3}been)\s{1,3}(?:only\s{1,3})?(?:considered|proposed|suggested|discussed|floated|raised)\s{0,3},?\s{1,3}(?:and|but)\s{1,3}(?:was\s{1,3}|were\s{1,3})?(?:rejected|declined|dropped|ruled\s{1,3}out|never\s{1,3}${DONE}|not\s{1,3}${DONE})\b`,
  ].join('|'),
  'i',
);
/** Before the operation, a few words back in its clause: "we could have used `git push --force`", "would have run". */
const COUNTERFACTUAL_BEFORE = new RegExp(String.raw`\b(?:could|would|might)\s{1,3}have\s{1,3}(?:run|used|done|executed|applied)\s{1,3}(?:[\w-]{1,40}\s{1,3}){0,2}[\x60"'(]{0,2}$`, 'i');
/**
 * A clause saying it ran, from its start: "it had already been run", "we ran it", "ran it at 14:02", "the CI job
 * executed it". The verb follows its subject at once, so "it was not run" and "nobody ran it" are none.
 */
const RAN_CLAUSE = String.raw`(?:(?:it|that|this|they|we|i|he|she|someone|somebody|the\s{1,3}[\w-]{1,30}(?:\s{1,3}[\w-]{1,30})?)\s{1,3})?(?:(?:already|then|later|still|eventually|actually|just|anyway)\s{1,3})?(?:(?:was|were|got|had|has|have)(?:\s{1,3}(?:already|actually|just|then|later|since))?(?:\s{1,3}been)?(?:\s{1,3}(?:already|actually|just))?\s{1,3}(?:run|executed|performed|applied|pushed|used|done|issued|deployed|published|typed|force-pushed)|ran|executed|performed|applied|pushed|deployed|published|issued|typed|force-pushed|did\s{1,3}run|went\s{1,3}ahead)\b`;
/** A later clause of the sentence saying it ran after all: "… rejected in review, but it had already been run". */
const RAN_LATER = new RegExp(String.raw`(?:\b(?:but|however|yet|though|although|and|whereas|while)\b|[,;:\u2014\u2013]|\s-{1,2}\s)[\s,]{0,4}${RAN_CLAUSE}`, 'i');
/** An answer saying yes, or that it ran: "Yes: ran it at 14:02.", "Done.", "We did once.", "It was run at 14:02." */
const ANSWERED = new RegExp(String.raw`^[\s>*_+\-"'(]{0,8}(?:(?:yes|yeah|yep|yup|sure|ok|okay|done|affirmative|correct|(?:we|i|they)\s{1,3}did)\b(?!\s{0,3}(?:not\b|n['’]t))|${RAN_CLAUSE})`, 'i');
/** A question about running it: "Should we run `git push --force`?", "Is it OK to run …?", "Do we need to …?". */
const QUESTION_START = /^(?:should|shall|can|could|may)\s{1,3}(?:we|i)\b|^is\s{1,3}it\s{1,3}(?:ok|okay|safe|fine|alright)\s{1,3}to\b|^do\s{1,3}we\s{1,3}(?:need|want)\s{1,3}to\b/i;
const QUESTION_END = /^[^.!?\n]{0,150}\?/;
/** A question's label before it: "Q:", "Question:", "Open question for the user:", "**Open question**:". */
const QUESTION_LABEL = /^[*_]{0,2}(?:open\s{1,3})?(?:question|q)(?:\s{1,3}(?:for|to)\s{1,3}(?:the\s{1,3})?[\w-]{1,20})?[*_]{0,2}\s{0,2}:[*_]{0,2}\s{0,3}/i;
/** Where the operation's sentence starts in what comes before it (list markers and emphasis aside). */
const SENTENCE_HEAD = /(?:^|[.!?]\s)[\s>*_+\-\d.)]*([^.!?]{0,200})$/;
/** A sentence saying, before the operation, that something ran: "We ran X but did not need it" ran it. */
const RAN_BEFORE = /\b(?:ran|executed|used|applied|performed|pushed|deployed|published|typed|issued)\b|(?<!\bto\s{1,3})\brun\b/i;

/** A sentence's first stretch: at most one sentence is read on. */
const SENTENCE = /^[^.!?\n]{0,200}/;

/**
 * Whether prose at [at, end) only mentions the operation: its sentence says it was put aside, names it as a
 * counterfactual, or asks whether to run it (a question asked "again", or answered yes or that it ran, is about one
 * run). `next` gives the following line, read when the question ends its line.
 */
export function mentionOnly(text: string, at: number, end: number, next?: () => string | undefined): boolean {
  const after = text.slice(end, end + 240);
  const before = text.slice(Math.max(0, at - 240), at);
  // A later clause saying it ran undoes a setting aside: "… rejected, but it had already been run".
  const ranLater = (from: number) => RAN_LATER.test(SENTENCE.exec(after.slice(from))![0]);
  if (COUNTERFACTUAL_BEFORE.test(before)) return !ranLater(0);
  // A sentence cut by the slice has no known start: nothing is read from its head.
  const head = at <= 240 || /[.!?]\s/.test(before) ? (SENTENCE_HEAD.exec(before)?.[1] ?? '') : undefined;
  if (head === undefined) return false;
  const aside = RAN_BEFORE.test(head) ? null : PUT_ASIDE_AFTER.exec(after);
  if (aside) return !ranLater(aside.index + aside[0].length);
  const question = head.trimStart().replace(QUESTION_LABEL, '');
  if (!QUESTION_START.test(question) || !QUESTION_END.test(after)) return false;
  const q = after.indexOf('?');
  if (/\bagain\b/i.test(after.slice(0, q))) return false;
  // The answer: the next sentence on the line, or the next line's first when the question ends its line.
  const rest = after.slice(q + 1);
  const answer = rest.trim() ? rest.replace(/^[?!]{0,3}/, '') : next?.()?.slice(0, 240) ?? '';
  const said = SENTENCE.exec(answer)![0];
  return !ANSWERED.test(said) && !RAN_LATER.test(said);
}

// A Russian negation after the operation, saying it was not done, where the shared reading takes only verbs of
// running or needing («не выполнялся», «не делали»): «Релиз (gh release create) не создавали», «Публикации пакета
// (`npm publish`) тоже не было», «`DROP TABLE legacy` мы не удаляли». Only closing markup and a few adverbs or a
// subject («тоже», «ещё», «пока», «в этот раз», «мы», «никто») stand between them, so a clause of its own ("Запустили
// `npm publish`, ошибок не было", "… и ошибок не было") negates nothing of the operation. A verb of one's own
// singular («не создавал») with no subject between says what the operation itself did not do ("`gh release create` не
// создавал тег": it ran), and so does «не было» before a participle or an adverb («не было завершено», «успешно»).

/** What may stand between the operation and «не»: closing markup, then up to three adverbs or subjects. */
const RU_GAP = String.raw`^[\s\x60"'»”*_)\]]{0,8}((?:(?:тоже|также|ещ[её]|вообще|никогда|пока|так\s{1,3}и|здесь|тут|сейчас|сегодня|в\s{1,3}(?:этот|этой|этом|эту|текущ[\p{L}]{1,3})\s{1,3}[\p{L}]{1,20}|мы|я|они|он|она|никто|сами|сам)\s{1,3}){0,3})не\s{1,3}`;
/** Stems of doing an operation: создавать, публиковать, выпускать, выкатывать, деплоить, пушить, удалять, дропать, сносить, прогонять, вызывать, отправлять, проводить, трогать, релизить. */
const RU_DONE_STEM = String.raw`(?:созда|о?публикова|выпус[кт]|выпущ|выкат|выкач|(?:за)?депло|(?:за)?пуш|удал(?:я|и|[её]н)|дроп|сн[оеё]с|прог(?:оня|на)|выз(?:ыва|ва)|отправ|прове[лд]|провод|трога|релиз)`;
/** A past or passive form: «создавали», «опубликован», «удалялась»; «создавал» / «создала» are told apart after. */
const RU_NOT_DONE = new LetterRegex(
  String.raw`${RU_GAP}(?:(${RU_DONE_STEM}[\p{L}]{0,5}?(?:ли|лся|лась|лось|лись|н|на|но|ны|л|ла))|(?:было(?!\s{1,3}[\p{L}]{1,20}но(?![\p{L}]))|случилось|происходило|проводилось|производилось))(?![\p{L}\p{N}_])`,
  'iu',
);
const RU_SUBJECT = new LetterRegex(String.raw`(?:^|[^\p{L}])(?:я|он|она|никто|сам)(?![\p{L}])`, 'iu');

/** How far past the operation a code span holding it, and the negation after it, are looked for. */
const RU_REACH = 200;

/**
 * Whether a Russian negation right after the operation matched at [at, end) (0-based) says it was not done. An
 * operation inside a code span (`DROP TABLE legacy;`) is read on from the span's closing backtick.
 */
export function notDoneAfter(text: string, at: number, end: number): boolean {
  let from = end;
  let ticks = 0;
  for (let i = text.lastIndexOf('\n', at) + 1; i < at; i++) if (text.charCodeAt(i) === 96) ticks++;
  if (ticks % 2 === 1) {
    const close = text.indexOf('`', end);
    if (close < 0 || close - end > RU_REACH) return false;
    from = close;
  }
  const after = text.slice(from, from + RU_REACH);
  const m = RU_NOT_DONE.for(after).exec(after);
  if (!m) return false;
  const verb = m[2];
  // «не создавал»: the operation's own act unless a subject stands before it («я не создавал»).
  return verb === undefined || !/ла?$/u.test(verb) || RU_SUBJECT.for(m[1] ?? '').test(m[1] ?? '');
}

// An operation the sentence gives to other work: "Not part of this change: the v1 sunset engagement will later run
// `DROP TABLE orders_v1;`", "`DROP TABLE orders_v1` is left for a follow-up engagement", "In the previous engagement
// we ran …", or to another team ("`twine upload dist/*` is not part of this engagement — the release team runs it").
// The protocol asks the OK for what this engagement runs; another engagement or team asks its own. A sentence saying
// the operation ran keeps it this engagement's ("We ran `npm publish` — not part of this engagement").

/** A label opening the sentence that puts what follows outside this change: "Not part of this change:", "Out of scope:", "Deferred:". */
const OUTSIDE_LABEL = new RegExp(
  String.raw`^[\s>*_+\-\d.)]{0,8}(?:not\s{1,3}(?:part\s{1,3}of|in|included\s{1,3}in|done\s{1,3}in|run\s{1,3}in|covered\s{1,3}by)\s{1,3}this\s{1,3}(?:change|engagement|pr|pull\s{1,3}request|task|iteration|round)|out\s{1,3}of\s{1,3}(?:scope|this\s{1,3}(?:change|engagement))(?:\s{1,3}(?:for|of)\s{1,3}this\s{1,3}[\w-]{1,20})?|not\s{1,3}in\s{1,3}scope|deferred|postponed|future\s{1,3}work|left\s{1,3}for\s{1,3}later|не\s{1,3}входит\s{1,3}в\s{1,3}(?:это|эту|этот|текущ[а-яё]{1,3})\s{1,3}[а-яё]{1,20}|вне\s{1,3}(?:скоупа|рамок[^:—–\n]{0,40})|отложено)[*_]{0,2}\s{0,2}(?:[:—–]|\s-{1,2}\s)`,
  'i',
);
/** Work other than this change: a later, separate, follow-up or earlier engagement, change or pull request (a task is this engagement's own). */
const OTHER_MARK = String.raw`(?:later|next|separate|follow-?up|future|subsequent|another|other|different|previous|prior|earlier|past)`;
const WORK = String.raw`(?:engagements?|changes?|prs?|pull\s{1,3}requests?|tickets?)`;
const OTHER_WORK = String.raw`(?:(?:a|an|the)\s{1,3})?${OTHER_MARK}\s{1,3}(?:[\w.-]{1,30}\s{1,3}){0,2}${WORK}`;
/**
 * Before the operation, the work that runs it: where it runs ("in the previous engagement we ran", "during a follow-up
 * change"), the subject running it ("a follow-up engagement will run", "the previous engagement released"), or an engagement
 * other than this one that "will later" run it ("the v1 sunset engagement will later run"). A comparison ("Unlike the
 * previous engagement, we ran …") gives it to nobody else.
 */
const OTHER_BEFORE = new RegExp(
  [
    String.raw`\b(?:in|during|by|for|within)\s{1,3}${OTHER_WORK}\b`,
    String.raw`\b${OTHER_WORK}\s{1,3}(?:will|would|is|was|has|had|shall|plans?|ran|runs|did|does|can|must|should|[a-z]{2,20}ed)\b`,
    String.raw`(?<!\b(?:this|our|current)\s{1,3}(?:[\w.-]{1,30}\s{1,3}){0,2})\bengagement\s{1,3}(?:will|is\s{1,3}(?:going\s{1,3})?to|plans?\s{1,3}to)\s{1,3}later\b`,
  ].join('|'),
  'i',
);
/** Verbs putting an operation off to other work: "left (it) for …", "deferred to …". */
const DEFER = String.raw`(?:left|deferred|postponed|parked|reserved|saved|kept|moved)`;
/** Another piece of work named by what it is for: "the cleanup engagement", "a separate data-fix PR"; not this one. */
const NAMED_WORK = String.raw`(?:a|an|the)\s{1,3}(?!(?:this|current|same|present|our|my)\b)[\w.-]{1,30}\s{1,3}(?:[\w.-]{1,30}\s{1,3})?${WORK}(?!['’])`;
/**
 * Others than this engagement's team who run an operation: "the release team", "another team", "ops", "the platform
 * team", "the release manager". "The team" alone, "our team" and "the dev team" may be this engagement's own.
 */
const TEAM = String.raw`(?:(?:another|other|a\s{1,3}(?:different|separate)|some\s{1,3}other)\s{1,3}(?:[\w-]{1,30}\s{1,3})?(?:team|squad|group)|the\s{1,3}(?!(?:same|whole|entire|engagement|agent|executor|specialist|dev|development|our|my|this)\b)[\w-]{1,30}\s{1,3}(?:[\w-]{1,30}\s{1,3})?(?:team|squad|group|on-?call)|the\s{1,3}(?:release|platform|ops|infra|deploy)\s{1,3}(?:manager|engineers?|owners?)|(?:ops|devops|sre|secops|infra|release\s{1,3}engineering))`;
/**
 * The words between the operation and what is said of it, in its clause: no new clause ("… and the index is not part
 * of this change" speaks of the index).
 */
const GAP = String.raw`((?:(?!\b(?:and|but|while|whereas|so|then|because|though|although)\b)[^.!?;,\n]){0,60}?)`;
/**
 * After it, in its sentence, each with the words before it as group 1: "… is left for a follow-up engagement", "… —
 * not part of this change", "… (not run)", "… is not part of this engagement", "… — the release team runs it",
 * "… is handled by the release team", "… but left it for the cleanup engagement".
 */
const OTHER_AFTER = [
  String.raw`^([^.!?;\n]{0,80}?)\b(?:left|deferred|postponed|planned|scheduled|moved|kept|parked|reserved|belongs|run|done|executed|handled)\s{1,3}(?:for|to|in|by|until|with)\s{1,3}(?:(?:a|an|the)\s{1,3})?${OTHER_MARK}\s{1,3}(?:[\w.-]{1,30}\s{1,3}){0,2}${WORK}\b`,
  String.raw`^([^.!?;\n]{0,80}?)\b${DEFER}(?:\s{1,3}(?:it|that|this|them))?\s{1,3}(?:for|to|until)\s{1,3}(?:later\b|${NAMED_WORK})`,
  String.raw`^([\s\x60"'*_)]{0,6})(?:\(|[—–,:]|\s-{1,2}(?=\s))\s{0,3}(?:not\s{1,3}(?:part\s{1,3}of|in)\s{1,3}this\s{1,3}(?:change|engagement|pr)|out\s{1,3}of\s{1,3}scope|not\s{1,3}(?:run|executed|applied|performed|done)(?:\s{1,3}(?:here|now|yet|in\s{1,3}this\s{1,3}(?:change|engagement)))?(?=\s{0,3}(?:[.,;:)]|$)))`,
  String.raw`^${GAP}\b(?:(?:is|are|was|were)\s{1,3}(?:not|never)|isn['’]t|aren['’]t|wasn['’]t|weren['’]t)\s{1,3}(?:part\s{1,3}of|in|included\s{1,3}in|covered\s{1,3}by|within)\s{1,3}(?:this|the|our)\s{1,3}(?:current\s{1,3})?(?:engagement|change|pr|pull\s{1,3}request|scope)\b(?!['’])`,
  String.raw`^${GAP}\b(?:is|are)\s{1,3}(?:out\s{1,3}of\s{1,3}scope|not\s{1,3}in\s{1,3}scope)\b`,
  String.raw`^([\s\x60"'*_)]{0,6})(?:[—–,:;(]|\s-{1,2}(?=\s))\s{0,3}${TEAM}\s{1,3}(?:runs|handles|does|owns|performs|(?:will|is\s{1,3}going\s{1,3}to)\s{1,3}(?:run|handle|do|perform))\s{1,3}(?:it|that|this|them|the\s{1,3}[\w-]{1,30})\b`,
  String.raw`^${GAP}\b(?:handled|run|done|executed|performed|owned|carried\s{1,3}out|triggered)\s{1,3}by\s{1,3}${TEAM}\b`,
].map((source) => new RegExp(source, 'i'));
const OTHER_RU = /(?:^|[^а-яё])(?:в|во|на|для)\s{1,3}(?:следующ|отдельн|друг|будущ|последующ|предыдущ|прошл)[а-яё]{0,4}\s{1,3}(?:энгейджмент|изменени|задач|тикет|pr\b)/i;

/**
 * Whether, after the operation, its sentence gives it to other work (OTHER_AFTER), with nothing saying it ran: not
 * before it in the sentence ("We ran `npm publish` — not part of this engagement"), not in the words up to the
 * reading, not in a later clause ("… is not part of this engagement, but it had already been run").
 */
function otherAfter(head: string, after: string): boolean {
  // Read from the head's last `;`: "Tests ran green; `npm publish` is handled by the release team" ran the tests.
  if (RAN_BEFORE.test(head.slice(head.lastIndexOf(';') + 1))) return false;
  for (const re of OTHER_AFTER) {
    const m = re.exec(after);
    if (m && !RAN_BEFORE.test(m[1]!)) return !RAN_LATER.test(SENTENCE.exec(after.slice(m[0].length))![0]);
  }
  return false;
}

/** Whether prose at [at, end) gives the operation to other work than this change (see above). */
export function notThisChange(text: string, at: number, end: number): boolean {
  const before = text.slice(Math.max(0, at - 240), at);
  // An operation in a code span is read on from the span's end: `DROP TABLE orders_v1;` — not run.
  let ticks = 0;
  for (let i = text.indexOf('`'); i >= 0 && i < at; i = text.indexOf('`', i + 1)) ticks++;
  const close = ticks % 2 === 1 ? text.indexOf('`', end) : -1;
  const from = close >= 0 && close - end <= 240 ? close + 1 : end;
  const after = text.slice(from, from + 240);
  const head = at <= 240 || /[.!?]\s/.test(before) ? (SENTENCE_HEAD.exec(before)?.[1] ?? '') : undefined;
  // A sentence cut by the slice has no known start: whether it said the operation ran is not known.
  if (head === undefined) return false;
  if (otherAfter(head, after)) return true;
  const sentence = head + SENTENCE.exec(after)![0];
  if (OUTSIDE_LABEL.test(head) || OTHER_RU.test(sentence)) return true;
  return OTHER_BEFORE.test(head);
}

// What git prints about a change is no operation of it: a pasted `git log --oneline` (`aa36166 stop running git
// push --force from release.sh`, `* 3f9c2e1 (HEAD -> x) …`) gives commit subjects, which name what a commit did.

/**
 * A line of `git log --oneline` / reflog output: a commit hash (holding a digit) opening it, after a list or quote
 * mark, or after `--graph`'s marks up to its `*` (a table row's `| a1b2c3d | git push --force |` is none).
 */
const GIT_LOG_LINE = /^(?:[\s>+-]{0,20}|[\s|\\/>]{0,20}\*[\s|\\/]{0,20})(?=[a-f]{0,63}\d)[0-9a-f]{7,64}(?=\s)/;

/** Whether the operation at column `at` (0-based) stands in a commit's subject on a line of `git log` output. */
export function commitSubject(text: string, at: number): boolean {
  const m = GIT_LOG_LINE.exec(text);
  return m !== null && at >= m[0].length;
}

// `git log`'s default output (`--format=medium`), and `--format=full|fuller`, `--stat`, `git show`: a `commit <hash>` line,
// header lines (`Author:`, `Date:`, `Merge:`, `AuthorDate:` …), a blank line, then the message, each line indented by
// four spaces. The message says what a commit did ("    drop users table", "    deploy to prod"): no operation run.

/** The line opening an entry: `commit <hash>`, decorations after it (`(HEAD -> main, origin/main)`). */
const COMMIT_LINE = /^\s{0,12}commit\s[0-9a-f]{7,64}(?![\w-])/;
/** A header line of an entry (`gpg:` lines with --show-signature, `Notes:` below the message). */
const HEADER_LINE = /^\s{0,12}(?:Author|AuthorDate|Commit|CommitDate|Date|Merge|Reflog|Reflog message|Notes(?:\s\([^)\n]{0,100}\))?|gpg):/;
/** A message line: indented by four spaces (or more, inside a list item's block). */
const MESSAGE_LINE = /^ {4}\s{0,12}\S/;

/**
 * Whether line `n` of a document or file is a line of a commit's message in pasted `git log` output: it is indented as
 * git indents a message, and above it, over message, blank and header lines only, stand header lines and a `commit
 * <hash>` line. `memo` keeps each line's answer, so a long log is walked once.
 */
export function commitMessageLine(line: (n: number) => string | undefined, n: number, memo: Map<number, boolean>): boolean {
  if (!MESSAGE_LINE.test(line(n) ?? '')) return false;
  const walked: number[] = [];
  let answer = false;
  let header = false;
  for (let k = n - 1; k >= 1; k--) {
    const known = memo.get(k);
    if (known !== undefined) {
      answer = known;
      break;
    }
    const text = line(k);
    if (text === undefined) break;
    if (COMMIT_LINE.test(text)) {
      answer = header;
      break;
    }
    if (HEADER_LINE.test(text)) header = true;
    else if (text.trim() !== '' && !MESSAGE_LINE.test(text)) break;
    walked.push(k);
  }
  for (const k of [n, ...walked]) memo.set(k, answer);
  return answer;
}

/** A code block's fence line, and its info string's first word. */
const FENCE = /^ {0,3}(?:`{3,}|~{3,})[ \t]*([^\s`{]*)/;
/** The languages of a shell's code blocks, where a line is a command the shell runs. */
const SHELL_LANGUAGES = /^(?:sh|bash|zsh|fish|ksh|shell|shell-session|shellsession|console|terminal|ps1|powershell|pwsh|bat|cmd|batch|make|makefile|dockerfile)$/i;

/**
 * Whether line `n` of a document, inside a code block, is in a shell's block (```sh, ```bash, ```console …): the
 * nearest fence line above it opens its block. `memo` keeps each line's answer, so the lines of a long block are
 * walked once.
 */
export function inShellBlock(line: (n: number) => string, n: number, memo: Map<number, boolean>): boolean {
  return byOpeningFence(line, n, memo, (k) => SHELL_LANGUAGES.test(FENCE.exec(line(k))![1]!));
}

/**
 * What `judge` says of the fence line opening the code block line `n` of a document is in (the nearest
 * fence line above it), false above the first. `memo` keeps each line's answer, so the lines of a long
 * block are walked once.
 */
function byOpeningFence(line: (n: number) => string, n: number, memo: Map<number, boolean>, judge: (fence: number) => boolean): boolean {
  const walked: number[] = [];
  let answer = false;
  for (let k = n - 1; k >= 1; k--) {
    const known = memo.get(k);
    if (known !== undefined) {
      answer = known;
      break;
    }
    if (FENCE.test(line(k))) {
      answer = judge(k);
      break;
    }
    walked.push(k);
  }
  for (const k of [n, ...walked]) memo.set(k, answer);
  return answer;
}

/** A path-like word: letters, digits and `._/-` (a file a code block's first comment or fence names). */
const PATH_WORDS = /[\w.\/-]{1,300}/g;

/**
 * Whether line `n` of a document, inside a code block, is in a block that says it is a test's file: the fence's
 * info string (```python title="tests/conftest.py"```) or the block's first line (a comment: `# tests/conftest.py`)
 * names a path `isTestFile` takes. Quoted in a report, such code is the test's, as it would be in that file.
 * `memo` keeps each line's answer, so the lines of a long block are walked once.
 */
export function inTestFileBlock(line: (n: number) => string, n: number, memo: Map<number, boolean>, isTestFile: (path: string) => boolean): boolean {
  const names = (text: string) => (text.slice(0, 400).match(PATH_WORDS) ?? []).some(isTestFile);
  return byOpeningFence(line, n, memo, (k) => names(line(k)) || names(line(k + 1)));
}
