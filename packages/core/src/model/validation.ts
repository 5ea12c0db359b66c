/**
 * Derived queries over the validation and acceptance artefacts of an
 * engagement: validators named in validation-log.md, the validation-outputs/
 * listing, the verdict block of the current iteration, consilium signals and
 * director markers, dangerous-operation approvals and refusals in scope-sync.md, the added
 * lines of a unified diff, and the position of a JSON value. Pure functions of
 * the model (or of text); they read nothing the model has not read.
 */
import type { EngagementModel } from './engagement.js';
import { plainTitle, type MarkdownDoc, type Section, type SectionReading } from '../markdown/document.js';
import type { DirEntry } from '../io/project-fs.js';
import { iterationHeadings } from './engagement-queries.js';
import { LetterRegex } from '../letters.js';
import { NOT_NOW, pendingConditionLine, refusingLines, SPEAKER_LABEL } from './danger-riders.js';

// ------------------------------------------------------- validation-log.md

export interface LoggedValidator {
  name: string;
  line: number;
  column: number;
}

const VALIDATOR_NAME = new LetterRegex(String.raw`^[\p{L}\p{N}_\-./]+`);
const HAS_LOWER = new LetterRegex(String.raw`[\p{Ll}]`);
const HAS_UPPER_OR_TITLE = new LetterRegex(String.raw`[\p{Lu}\p{Lt}]`);

/** Lowercase in Python's sense: at least one cased letter and no upper- or titlecase one. */
function isLowercaseName(s: string): boolean {
  return HAS_LOWER.for(s).test(s) && !HAS_UPPER_OR_TITLE.for(s).test(s);
}

/** `1. ` or `2) ` numbering a heading. */
const NUMBERING = /^\d{1,9}[.)]\s+/;

/**
 * Validators logged in validation-log.md: every `### <name>` heading whose
 * first word is lowercase (`### code-reviewer — iter 2`). Capitalised
 * headings (`### Phase 6a`, `### Transport note`) are prose, not validators.
 * With `numbered`, a heading's numbering is read past (`### 1. code-reviewer`),
 * which the reference does not do: its name regex stops at the number.
 */
export function validationLogValidators(model: EngagementModel, opts: { numbered?: boolean } = {}): LoggedValidator[] {
  const doc = model.validationLog;
  if (!doc) return [];
  const out: LoggedValidator[] = [];
  for (const h of doc.headings) {
    if (h.level !== 3) continue;
    const text = opts.numbered ? h.text.replace(NUMBERING, '') : h.text;
    const m = VALIDATOR_NAME.for(text).exec(text);
    if (!m || !isLowercaseName(m[0])) continue;
    out.push({ name: m[0], line: h.line, column: Math.max(1, doc.line(h.line).indexOf(m[0]) + 1) });
  }
  return out;
}

/**
 * `validation-outputs/*.json` entries (not recursive), or undefined when the folder is missing.
 * A folder, FIFO or broken link under such a name is listed too: it is an output that cannot be
 * read, which the rules report, not one to pass over.
 */
export function validationOutputFiles(model: EngagementModel): DirEntry[] | undefined {
  const entries = model.list('validation-outputs');
  if (!entries) return undefined;
  return entries.filter((e) => e.name.endsWith('.json') && !e.name.startsWith('.'));
}

/**
 * The iteration tags an output file name carries as `-iter-<N>-`, as written: `-iter-02-` is `02`, not
 * iteration 2, as the reference compares them.
 */
export function outputIterationTags(name: string): string[] {
  // The closing dash is looked at, not taken: it may open the next tag (`x-iter-2-iter-3-t.json`).
  return [...name.matchAll(/-iter-(\d+)(?=-)/g)].map((m) => m[1]!);
}

// ------------------------------------------------------ acceptance-log.md

/**
 * The verdict block of iteration n: from its `## Iteration n` heading to the
 * next `## Iteration K` heading (setext ones too in the protocol reading). Undefined when the log has no such heading.
 */
export function acceptanceIterationBlock(log: MarkdownDoc, n: number, reading: SectionReading = 'reference'): { start: number; end: number } | undefined {
  const hs = iterationHeadings(log, reading);
  const i = hs.findIndex((h) => h.n === n);
  if (i < 0) return undefined;
  const next = hs.slice(i + 1).find((h) => h.line > hs[i]!.line);
  return { start: hs[i]!.line, end: next ? next.line - 1 : log.lines.length };
}

// ---------------------------------------------------- consilium-summary.md

export interface ConsiliumSignal {
  line: number;
  /** Short label for messages (finding title, reviewer pair, role). */
  label: string;
  /** The signal's whole text, which a verdict line may name it by (finding title, catch, reviewer pair, role). */
  text: string;
  /** A convergent finding's number (`### N.`). */
  number?: number;
}

export interface ConsiliumSignals {
  /** `### N. **SEV** — issue` findings under `## Findings` found by 2 or more reviewers. */
  convergent: ConsiliumSignal[];
  /** `**[CROSS-FAMILY]** a=x vs b=y` lines under `## Disagreements`. */
  disagreements: ConsiliumSignal[];
  /** `- **SEV**: issue` lines under `## Naive-layer catches`. */
  naive: ConsiliumSignal[];
  /** Roles of "Reviewer(s) returned 0 findings: a, b" under `## Suspicious-too-clean flags`. */
  tooClean: ConsiliumSignal[];
}

const WORD = String.raw`[\p{L}\p{N}_]+`;
/**
 * `### N. **SEV** — issue`, with the em dash consilium-synth writes (a hyphen is not read, as in the reference). The
 * blanks after the dash are taken whole: given back one by one before a U+2028, which `.` does not match, they took seconds.
 */
export const FINDING_HEAD = new LetterRegex(String.raw`^###\s+(\d+)\.\s+\*\*(${WORD})\*\*\s+—(?:\s+(?!\s)|\s+(?=\s$))(.+)$`);
const CROSS_FAMILY = /\*\*\[CROSS-FAMILY\]\*\*\s+([^\s=]+)=(\S+)\s+vs\s+([^\s=]+)=(\S+)/;
const NAIVE = new LetterRegex(String.raw`^-\s+\*\*(${WORD})\*\*:\s+(.+)`);
const TOO_CLEAN = /Reviewer\(s\)\s+returned\s+0\s+findings:\s+([^.]+)/;

/** K of "Found by: a, b (K reviewers)"; found without backtracking over long lines. */
function reviewerCount(text: string): number | undefined {
  const at = text.indexOf('Found by:');
  if (at < 0) return undefined;
  const rest = text.slice(at + 'Found by:'.length);
  const m = /\((\d+)\s+reviewer/.exec(rest);
  return m && /^\s+\S/.test(rest) && /\S/.test(rest.slice(0, m.index)) ? Number(m[1]) : undefined;
}

/**
 * The first level-2 section whose title matches. The protocol reading takes headings as markdown renders
 * them (setext ones too) and reads a title past emphasis and an emoji in front (`## 🔍 **Findings**`).
 */
function sectionTitled(doc: MarkdownDoc, title: RegExp, protocol: boolean): Section | undefined {
  return doc.sections((h) => h.level === 2 && title.test(protocol ? plainTitle(h.text) : h.text), protocol ? 'protocol' : 'reference')[0];
}

/**
 * The signals a director must adjudicate, read from consilium-summary.md (section titles are case-sensitive, as in the
 * reference; `protocol`: its sections' headings as markdown renders them, see sectionTitled).
 */
export function consiliumSignalsOf(doc: MarkdownDoc, protocol = false): ConsiliumSignals {
  const levelTwo = (title: RegExp) => sectionTitled(doc, title, protocol);
  const out: ConsiliumSignals = { convergent: [], disagreements: [], naive: [], tooClean: [] };
  const findings = levelTwo(/^Findings/);
  if (findings) {
    const lines = doc.linesOf(findings);
    for (let i = 0; i < lines.length; i++) {
      const head = FINDING_HEAD.for(lines[i]!.text).exec(lines[i]!.text);
      if (!head) continue;
      // The block runs to the next `###` line; its "Found by" line says how many reviewers agree.
      for (let k = i + 1; k < lines.length && !lines[k]!.text.startsWith('###'); k++) {
        const by = reviewerCount(lines[k]!.text);
        if (by === undefined) continue;
        if (by >= 2) out.convergent.push({ line: lines[i]!.line, label: `finding ${head[1]} (${head[3]!.trim().slice(0, 60)})`, text: head[3]!.trim(), number: Number(head[1]) });
        break;
      }
    }
  }
  const disagreements = levelTwo(/^Disagreements/);
  for (const { line, text } of disagreements ? doc.linesOf(disagreements) : []) {
    const m = CROSS_FAMILY.exec(text);
    if (m) out.disagreements.push({ line, label: `${m[1]}=${m[2]} vs ${m[3]}=${m[4]}`, text: text.slice(m.index + '**[CROSS-FAMILY]**'.length).trim() });
  }
  const naive = levelTwo(/^Naive-layer catches/);
  for (const { line, text } of naive ? doc.linesOf(naive) : []) {
    const m = NAIVE.for(text).exec(text);
    if (m) out.naive.push({ line, label: `${m[1]}: ${m[2]!.trim().slice(0, 60)}`, text: m[2]!.trim() });
  }
  const clean = levelTwo(/^Suspicious-too-clean flags/);
  for (const { line, text } of clean ? doc.linesOf(clean) : []) {
    const m = TOO_CLEAN.exec(text);
    if (!m) continue;
    for (const role of m[1]!.split(',').map((r) => r.trim()).filter(Boolean)) out.tooClean.push({ line, label: role, text: role });
    break;
  }
  return out;
}

export interface DirectorMarkerCounts {
  /** SUSTAINED / OVERRULED. */
  convergent: number;
  /** SIDED WITH x / SPLIT, in capitals like every marker. */
  disagreements: number;
  /** REAL / FALSE_POSITIVE. */
  naive: number;
  /** ACKNOWLEDGED. */
  tooClean: number;
}

/** One adjudication marker on a verdict line. */
export interface DirectorMarker {
  kind: keyof DirectorMarkerCounts;
  /** 1-based column of the marker word. */
  column: number;
  text: string;
}

// The compat reading: a SUSTAINED/OVERRULED after a blank, a colon or the line's start, so one in emphasis
// (`**SUSTAINED**`) is not read, as the reference reads it. The protocol reading takes the word wherever it stands.
const CONVERGENT_COMPAT = /(?<![^\s:])(?:SUSTAINED|OVERRULED)\b/g;
const CONVERGENT_PROTOCOL = /\b(?:SUSTAINED|OVERRULED)\b/g;
// Capitals only, like the other markers: lowercase "split" / "sided with" are prose words.
const SIDED_OR_SPLIT = new LetterRegex(String.raw`\bSIDED\s+WITH\s+\S*[\p{L}\p{N}_]|\bSPLIT\b`, 'gu');
const REAL_OR_FALSE = /\b(?:REAL|FALSE[_-]POSITIVE)\b/g;
const ACKNOWLEDGED = /\bACKNOWLEDGED\b/g;

/**
 * The adjudication markers of one verdict line, in column order. The spec counts markers, one per
 * signal, wherever the verdict writes them (a list item, a rulings table row, prose): `- finding-1:
 * SUSTAINED, finding-2: OVERRULED` holds two. Every marker is read in capitals only, as the
 * protocol writes them: lowercase "real", "split", "sustained" are prose. Under the protocol
 * reading (`protocol`) a SUSTAINED/OVERRULED in emphasis counts too; compat reads it only after a
 * blank or a colon.
 */
export function directorMarkersOn(text: string, protocol: boolean): DirectorMarker[] {
  const out: DirectorMarker[] = [];
  const scan = (re: RegExp, kind: DirectorMarker['kind'], on = text) => {
    re.lastIndex = 0;
    for (let m = re.exec(on); m; m = re.exec(on)) out.push({ kind, column: m.index + 1, text: text.slice(m.index, m.index + m[0].length) });
  };
  // Each pattern runs only on lines holding its word (most lines hold none).
  // `__` blanked to spaces keeps columns and lets `__SUSTAINED__` count like `**SUSTAINED**`.
  if (text.includes('SUSTAINED') || text.includes('OVERRULED')) scan(protocol ? CONVERGENT_PROTOCOL : CONVERGENT_COMPAT, 'convergent', protocol ? text.replace(/__/g, '  ') : text);
  if (text.includes('SIDED') || text.includes('SPLIT')) scan(SIDED_OR_SPLIT.for(text), 'disagreements');
  if (text.includes('REAL') || text.includes('FALSE')) scan(REAL_OR_FALSE, 'naive');
  if (text.includes('ACKNOWLEDGED')) scan(ACKNOWLEDGED, 'tooClean');
  return out.sort((a, b) => a.column - b.column);
}

/** How many markers of each kind the verdict lines hold (directorMarkersOn, line by line). */
export function directorMarkerCounts(lines: string[], protocol = false): DirectorMarkerCounts {
  const counts: DirectorMarkerCounts = { convergent: 0, disagreements: 0, naive: 0, tooClean: 0 };
  for (const text of lines) for (const m of directorMarkersOn(text, protocol)) counts[m.kind]++;
  return counts;
}

// ----------------------------------------------------------- scope-sync.md

/** The lines of scope-sync.md under `## Dangerous-op user OK — <timestamp>` headings (headings included), or undefined without one. */
export function dangerOpOkLines(model: EngagementModel): Array<{ line: number; text: string }> | undefined {
  const doc = model.scopeSync;
  if (!doc) return undefined;
  // Numbering or an emoji before the title is decoration: `## 5. Dangerous-op user OK — …`.
  // Read only under the protocol preset, where a setext heading is a heading too.
  const sections = doc.sections((h) => /^[^\p{L}\p{N}]{0,12}(?:\d{1,4}(?:\.\d{1,4}){0,4}[.):]?[^\p{L}\p{N}]{0,12})?Dangerous[- ]op user OK\b/iu.test(h.text), 'protocol');
  if (!sections.length) return undefined;
  return sections.flatMap((s) => doc.linesOf({ start: s.heading.line, end: s.end }));
}

/**
 * The entries of a user-OK section: a heading, a list item with its indented continuation, or a
 * paragraph; a blank line ends one. The user's answer may follow the id on the next line.
 */
export function dangerOpOkEntries(lines: Array<{ line: number; text: string }>): Array<Array<{ line: number; text: string }>> {
  const entries: Array<Array<{ line: number; text: string }>> = [];
  let entry: Array<{ line: number; text: string }> = [];
  const flush = () => {
    if (entry.length) entries.push(entry);
    entry = [];
  };
  for (const l of lines) {
    if (l.text.trim() === '') {
      flush();
      continue;
    }
    // A table row is an entry of its own: one row's answer is not another's.
    const alone = /^#{1,6}\s/.test(l.text) || l.text.trimStart().startsWith('|');
    if (alone || /^(?:[-*+]|\d+[.)])\s/.test(l.text)) flush();
    entry.push(l);
    if (alone) flush();
  }
  flush();
  return entries;
}

/**
 * Which of `ids` appear in scope-sync.md. The protocol puts them under
 * `## Dangerous-op user OK — <timestamp>`; like handoff-precheck.py, an id
 * counts wherever its exact text appears in the file (frontmatter included,
 * case-sensitive), so verdicts agree.
 */
export function dangerOpApprovedIds(model: EngagementModel, ids: string[]): Set<string> {
  const text = model.scopeSync?.text ?? '';
  return new Set(ids.filter((id) => id !== '' && text.includes(id)));
}

/** An entry still waiting for the user's answer: "awaiting reply", "no answer yet", "not answered", «ответа пока нет» (a question, not a refusal). */
const AWAITING = new LetterRegex(
  String.raw`\b(?:no\s+(?:answer|reply|response)|not\s{1,3}(?:yet\s{1,3})?answered|(?:awaiting|pending|waiting\s+for)\s+(?:the\s+|an?\s+|(?:the\s+)?user'?s\s+)?(?:user|answer|reply|response|approval|ok|confirmation))\b|(?:^|[^\p{L}])ответа\s{1,3}(?:пока\s{1,3})?нет|(?:^|[^\p{L}])жд[её]м\s{1,3}ответ|\basked\b[^\n]{0,120}?\bwaiting\b(?!\s{1,3}(?:for|until)\s{1,3}(?!(?:the\s{1,3}|an?\s{1,3})?(?:user|answer|reply|response|approval|ok|confirmation)))|(?:^|[^\p{L}])(?:спросил|написал|отправил)[\p{L}]{0,3}(?:\s[^\n]{0,120}?)?[^\p{L}]жд[её]м(?![\p{L}])`,
  'iu',
);
/** The team's roles, none of them the user: who may not give the user's OK. */
const ROLE = String.raw`(?:(?:dev|tech|team|eng(?:ineering)?)[-\s]?(?:lead|manager)|lead|manager|director|architect|orchestrator|(?:the\s+)?agent)`;
const ROLE_RU = String.raw`(?:тимлид|лид|техлид|менеджер|директор|руководител|архитектор)[\p{L}]{0,3}`;
/**
 * An OK someone else gave in the user's place: "user not asked", "without asking the user", «пользователя не спрашивали»;
 * one a role of the team gave ("approved by dev-lead", "OK (dev-manager)", «согласовано тимлидом»); one given for the
 * user ("on the user's behalf", «за пользователя») or while the user could not answer ("user unreachable", "user is on
 * vacation", «пользователь недоступен»).
 */
const NOT_THE_USER = new LetterRegex(
  String.raw`\b(?:user|client|customer)\s+(?:was\s+|were\s+|is\s+)?not\s+(?:yet\s+)?(?:asked|consulted|reached|informed)\b|\bwithout\s+(?:asking|consulting)\s+(?:the\s+)?(?:user|client|customer)\b|(?:^|[^\p{L}])(?:пользовател|заказчик|клиент)[\p{L}]{0,3}\s{1,3}не\s{1,3}(?:спрашивал|спросил|уведомля|уведомил)[\p{L}]*|(?:^|[^\p{L}])без\s{1,3}(?:согласия|спроса)\s{1,3}(?:пользовател|заказчик|клиент)` +
    String.raw`|\b(?:approved|ok(?:'d|ed|ayed)?|signed\s{1,3}off|authori[sz]ed|confirmed|granted|given|green[-\s]?lit)\s{1,3}(?:it\s{1,3})?by\s{1,3}(?:the\s{1,3}|our\s{1,3})?${ROLE}\b|\bok\s{0,3}\(\s{0,3}${ROLE}\s{0,3}\)|^[\s>*_-]{0,12}(?:[\w-]{1,100}\s{0,3}[:—–]\s{0,3})?\**${ROLE}\**\s{0,3}[:—–]` +
    String.raw`|\bon\s{1,3}(?:the\s{1,3})?(?:user|client|customer)['’]?s\s{1,3}behalf\b|\bon\s{1,3}behalf\s{1,3}of\s{1,3}(?:the\s{1,3})?(?:user|client|customer)\b|\b(?:in\s{1,3}(?:the\s{1,3})?(?:user|client|customer)['’]?s\s{1,3}place|instead\s{1,3}of\s{1,3}(?:the\s{1,3})?(?:user|client|customer))\b` +
    String.raw`|\b(?:user|client|customer)\s{1,3}(?:is\s{1,3}|was\s{1,3})?(?:unreachable|unavailable|away|offline|on\s{1,3}(?:vacation|holiday|leave|pto)|not\s{1,3}(?:available|reachable|responding))\b` +
    String.raw`|(?:^|[^\p{L}])(?:согласован|одобрен|утвержд[её]н|разреш[её]н|подтвержд[её]н)[\p{L}]{0,3}\s{1,3}${ROLE_RU}|(?:^|[^\p{L}])(?:за|от\s{1,3}имени|вместо)\s{1,3}(?:пользовател|заказчик|клиент)[\p{L}]{0,3}|(?:^|[^\p{L}])(?:пользовател|заказчик|клиент)[\p{L}]{0,3}\s{1,3}(?:недоступ|в\s{1,3}отпуск|не\s{1,3}на\s{1,3}связи|не\s{1,3}отвеча)[\p{L}]*`,
  'iu',
);
/** What a "No" / "Нет" opens when it is no refusal: "No objections", «нет возражений», «нет проблем». */
const NOT_REFUSING = String.raw`(?:objections?|concerns?|problems?|issues?|blockers?|need|rush|worries|downtime|outage|impact|data\s{1,3}loss|breaking|нужд|возражени|проблем|вопрос|замечани|претензи|блокер|смысл|причин|препятстви|риск|простой|простоя|даунтайм|влияни|потер)`;
/** Who answers, and how, before the answer of an entry. */
const SPEAKER = String.raw`(?:user|пользователь|юзер|заказчик|клиент)`;
const ANSWERED = String.raw`(?:said|answered|replied|ответил[аи]?|сказал[аи]?|написал[аи]?)`;
/** An answer that opens the line: after the bullet, the id, and "user answered" / "пользователь ответил". */
const ANSWER_NO = new LetterRegex(
  String.raw`^\s{0,12}(?:(?:[-*+]|\d{1,9}[.)])\s{1,12})?(?:>\s{0,4}){0,3}(?:\*\*)?(?:[\w-]{1,100}\s{0,12}(?:\*\*)?\s{0,12}[:—–]\s{0,12})?(?:\*\*)?(?:${SPEAKER}(?:\s{0,4}\([^()\n]{0,80}\))?(?:\s{1,12}${ANSWERED})?\s{0,12}[:—–]?\s{0,12})?["«“„'\x60]?\s{0,12}(?:(?:пока\s{1,3})?(?:no|nope|нет)(?![\p{L}\p{N}_])(?!\s{1,3}${NOT_REFUSING})|${NOT_NOW})`,
  'iu',
);
/** A Russian «нет» opening an answer later in the line: a quotation («нет, историю main не трогаем», "нет"), or after
 * "ответил:", "ответ:", "пользователь:". Only the word itself: интернет, монета and «нет возражений» are no refusal. */
const QUOTED_NET = new LetterRegex(
  String.raw`(?:[«“„"'‘]|(?<![\p{L}\p{N}_])(?:${ANSWERED}|ответ|${SPEAKER})\s{0,4}[:—–]?)[\s«“„"'‘]{0,4}(?:пока\s{1,3})?нет(?![\p{L}\p{N}_])(?!\s{1,3}${NOT_REFUSING})`,
  'iu',
);

/** A "No" opening the line itself, after only the bullet or a `> `: no id, speaker or quote marks it as the user's answer.
 * "No downtime expected" there is a note; only a "No" standing alone ("No.", "No —") may be one, not in an entry that approves. */
const BARE_NO = new LetterRegex(String.raw`^\s{0,12}(?:(?:[-*+]|\d{1,9}[.)])\s{1,12})?(?:>\s{0,4}){0,3}(?:\*\*)?(?:(?:no|nope|нет)(?![\p{L}\p{N}_])|${NOT_NOW})`, 'iu');
const BARE_NO_ALONE = new LetterRegex(String.raw`^\s{0,12}(?:(?:[-*+]|\d{1,9}[.)])\s{1,12})?(?:>\s{0,4}){0,3}(?:\*\*)?(?:(?:no|nope|нет)(?:\*\*)?\s{0,3}(?:[.,!;:—–-]|$)|${NOT_NOW})`, 'iu');
/** What grants: approved, OK, yes, go ahead, да, одобряю, разрешаю, согласовано. */
const APPROVAL = new LetterRegex(
  String.raw`(?:^|[^\p{L}\p{N}_])(?:yes|yep|ok|okay|approved?|approves|go\s{1,3}ahead|granted|authori[sz]ed|confirmed|lgtm|да|ок|одобр[\p{L}]*|разреш[\p{L}]*|соглас[\p{L}]*|подтверд[\p{L}]*)(?![\p{L}\p{N}_])`,
  'iu',
);
/** A question to the user: a `Q:` / "Question" / «Вопрос» label, or a `?`. */
const QUESTION_LABEL = new LetterRegex(String.raw`^\s{0,12}(?:(?:[-*+]|\d{1,9}[.)])\s{1,12})?(?:\*\*)?(?:q|question|asked|вопрос|спросили)(?![\p{L}\p{N}_])`, 'iu');
/** A table cell answering "no": no, нет, declined, refused, отказ (markup aside). */
const NO_CELL = new LetterRegex(String.raw`^[\s*_\x60❌✗✘]{0,12}(?:no|nope|нет|${NOT_NOW}|declined|refused|rejected|denied|отказ[\p{L}]{0,4}|отклон[\p{L}]{0,6}|запрещ[\p{L}]{0,6})[\s*_.!❌✗✘]{0,12}$`, 'iu');

const matches = (re: LetterRegex, text: string) => re.for(text).test(text);

/** A line asking the user with no answer after its last `?` ("is deploy-prod-direct OK today? (no answer yet)"). */
function unansweredQuestion(text: string): boolean {
  const q = text.lastIndexOf('?');
  if (q < 0) return matches(QUESTION_LABEL, text) && !/\b(?:A|answer|ответ)\s{0,3}:/iu.test(text);
  // An approval outside the asking sentence answers it: "user OK via chat (why? deadline)".
  const head = text.slice(0, text.indexOf('?'));
  const asking = Math.max(...['.', '!', ';', ':', '(', '—', '–'].map((c) => head.lastIndexOf(c)));
  return !matches(APPROVAL, text.slice(q + 1)) && !(asking >= 0 && matches(APPROVAL, head.slice(0, asking)));
}

/** A table cell opening with "no" / «нет», read as a list item's answer is: «Нет, после релиза 2.4» refuses as «Нет» does;
 * "No objections" and «нет возражений» do not. */
const CELL_NO = new LetterRegex(
  String.raw`^[\s*_\x60"'«“„‘❌✗✘]{0,12}(?:(?:пока\s{1,3})?(?:no|nope|нет)(?![\p{L}\p{N}_])(?!\s{1,3}${NOT_REFUSING})|${NOT_NOW})`,
  'iu',
);
/** A table cell opening with an approval: yes, ok, да, можно, approved, go ahead. */
const CELL_YES = new LetterRegex(
  String.raw`^[\s*_\x60"'«“„‘✅✓✔]{0,12}(?:yes|yep|ok|okay|approved?|go\s{1,3}ahead|lgtm|granted|да|ок|можно|одобр[\p{L}]{0,8}|разреш[\p{L}]{0,8}|соглас[\p{L}]{0,8})(?![\p{L}\p{N}_])`,
  'iu',
);

/** A table row whose answer cell (any but the first) says no: the cell alone ("нет", "declined"), or an answer opening with
 * no («Нет, после релиза 2.4»), unless a cell before it approved (a note after a «да» cell: "No downtime expected"). */
function refusingRow(text: string): boolean {
  if (!text.trimStart().startsWith('|')) return false;
  let approved = false;
  for (const c of text.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').slice(1)) {
    if (matches(NO_CELL, c) || (!approved && matches(CELL_NO, c))) return true;
    approved ||= matches(CELL_YES, c);
  }
  return false;
}

// An answer putting the OK off to another ("I'll ask the team lead", «уточню у финдиректора»), hanging it on another's approval
// ("only if the team lead approves", «только если тимлид одобрит»; none once the entry records it given: "team lead approved",
// «тимлид одобрил») or asking back ("Do we really need to deploy now?"; not "why not?") is no OK yet. Read in the answer only.
const ANSWER_FROM = new LetterRegex(String.raw`^\s{0,12}(?:(?:[-*+]|\d{1,9}[.)])\s{1,12})?>|(?<![\p{L}\p{N}_])${SPEAKER_LABEL}|[«“„"]`, 'iu');
const PUT_OFF = new LetterRegex(String.raw`\b(?:i['’]ll|i\s{1,3}will|let\s{1,3}me|i\s{1,3}(?:need|have|must|want)\s{1,3}to|we['’]ll|we\s{1,3}(?:will|need\s{1,3}to|must))\s{1,3}(?:first\s{1,3})?(?:ask(?!\s{1,3}(?:you|for)\b)|check\s{1,3}with|consult|confirm\s{1,3}with|clear\s{1,3}it\s{1,3}with|run\s{1,3}it\s{1,3}(?:by|past)|talk\s{1,3}(?:to|with)|speak\s{1,3}(?:to|with)|get\s{1,3}back|think\s{1,3}(?:about\s{1,3}it|it\s{1,3}over))\b|\bget\s{1,3}back\s{1,3}to\s{1,3}you\b|(?:^|[^\p{L}])(?:(?:спрошу|уточню|узнаю|посоветуюсь|согласую|свяжусь|переговорю|посовещаюсь|подумаю)(?![\p{L}])|вернусь\s{1,3}(?:с\s{1,3}ответом|к\s{1,3}(?:вам|тебе|этому))|отвечу\s{1,3}(?:позже|потом|завтра)|дайте\s{1,3}(?:мне\s{1,3})?подумать)`, 'iu');
const ONLY_IF_ANOTHER = new LetterRegex(String.raw`\b(?:only\s{1,3}if|if|provided(?:\s{1,3}that)?|as\s{1,3}long\s{1,3}as)\s{1,3}(?!(?:you|we)\b)(?:[\p{L}\p{N}'’-]{1,30}\s{1,3}){0,3}?(?:approves?|signs?\s{1,3}off|okays?|agrees?|confirms?|says\s{1,3}(?:yes|ok|so)|gives?\s{1,3}(?:the\s{1,3})?(?:ok|go-?ahead|green\s{1,3}light))\b|(?:^|[^\p{L}])(?:если|при\s{1,3}условии,?\s{1,3}что)\s{1,3}(?!(?:вы|ты|мы)(?![\p{L}]))(?:[\p{L}-]{1,30}\s{1,3}){0,3}?(?:одобр|соглас|подтверд|разреш|подпиш|даст\s{1,3}добро|скаж)[\p{L}]{0,6}`, 'iu');
const GIVEN = new LetterRegex(String.raw`\b(?:approved|signed\s{1,3}off|agreed|confirmed)\b|(?:^|[^\p{L}])(?:одобрил[аи]?|одобрено|согласовал[аи]?|согласовано|подтвердил[аи]?)(?![\p{L}])`, 'iu');
const WHY_NOT = new LetterRegex(String.raw`\bwhy\s{1,3}not\b|(?:^|[^\p{L}])почему\s{1,3}(?:бы\s{1,3}(?:и\s{1,3})?)?нет(?![\p{L}])`, 'iu');
/** How a line's answer is no OK in the ways above, or undefined (`given`: the entry records the other's approval). */
function answerHangs(text: string, given: () => boolean): DangerOpNoOk['kind'] | undefined {
  const from = ANSWER_FROM.for(text).exec(text);
  let answer = from ? text.slice(from.index + from[0].length) : '';
  // A quoted answer ends at its closing quote: "… now?" (10:11) asks.
  const close = /[«“„"]$/.test(from?.[0] ?? '') || /^[\s*_]{0,4}[«“„"]/.test(answer) ? answer.search(/[»”"](?=[^»”"]{0,200}$)/) : -1;
  if (close > 0) answer = answer.slice(0, close);
  const off = PUT_OFF.for(answer).exec(answer);
  // "Yes, go ahead; I'll ask the team to watch": put off after an approval only with a "but" or "first" between.
  if (off && (!matches(APPROVAL, answer.slice(0, off.index)) || /\b(?:but|first)\b|(?:^|[^\p{L}])(?:но|сначала|только)(?![\p{L}])/iu.test(answer.slice(0, off.index + off[0].length)))) return 'condition';
  if (matches(ONLY_IF_ANOTHER, answer) && !given()) return 'condition';
  return /\?[\s»”"'.)*_]{0,6}(?:\([^()\n]{0,80}\)[\s.]{0,3})?$/.test(answer) && !matches(APPROVAL, answer) && !matches(WHY_NOT, answer) ? 'question' : undefined;
}
export interface DangerOpNoOk {
  line: number;
  /**
   * `refusal`: refused or deferred; `question`: the user was only asked, or the answer is awaited; `not-user`: someone
   * else gave it, the user was not asked; `condition`: granted once someone else acts, which the entry does not record.
   */
  kind: 'refusal' | 'question' | 'not-user' | 'condition';
}

/**
 * Why an entry of scope-sync.md's `## Dangerous-op user OK` section is no OK for the operation it
 * names: it refuses or defers it (an explicit refusal, an answer "No" / «нет» after the id, a
 * speaker or a quote, a table row answering no), or it only asks the user. Undefined for an OK.
 */
export function dangerOpNoOk(entry: ReadonlyArray<{ line: number; text: string }>): DangerOpNoOk | undefined {
  const approves = entry.some((l) => matches(APPROVAL, l.text.slice(l.text.lastIndexOf('?') + 1)));
  const refusing = refusingLines(entry);
  for (const [i, l] of entry.entries()) {
    const t = l.text;
    if (matches(NOT_THE_USER, t)) return { line: l.line, kind: 'not-user' };
    if (refusing.has(i) || matches(QUOTED_NET, t) || refusingRow(t)) return { line: l.line, kind: 'refusal' };
    if (matches(AWAITING, t) && !matches(APPROVAL, t.slice(AWAITING.for(t).exec(t)!.index + 1))) return { line: l.line, kind: 'question' };
    if (!matches(ANSWER_NO, t)) continue;
    if (!matches(BARE_NO, t) || (!approves && matches(BARE_NO_ALONE, t))) return { line: l.line, kind: 'refusal' };
  }
  const asked = entry.filter((l) => l.text.trim() !== '');
  if (asked.length && asked.every((l) => unansweredQuestion(l.text))) return { line: asked[0]!.line, kind: 'question' };
  const pending = pendingConditionLine(entry);
  if (pending >= 0) return { line: entry[pending]!.line, kind: 'condition' };
  let given: boolean | undefined;
  const hangs = entry.map((l) => ({ line: l.line, kind: answerHangs(l.text, () => (given ??= entry.some((o) => matches(GIVEN, o.text)))) })).find((h) => h.kind);
  return hangs?.kind ? { line: hangs.line, kind: hangs.kind } : undefined;
}

/** The line of an entry that refuses, defers or only asks about its operation (see `dangerOpNoOk`), or undefined. */
export function dangerOpRefusalLine(entry: ReadonlyArray<{ line: number; text: string }>): number | undefined {
  return dangerOpNoOk(entry)?.line;
}

const COMPAT_CONVERGENT_SCAN = /(-\s+)|(?<=[:\s])(SUSTAINED|OVERRULED)\b/g;
const COMPAT_MARKER_AT_START = /^[:\s]*(?:SUSTAINED|OVERRULED)\b/;

/**
 * The compat count of SUSTAINED/OVERRULED markers in a verdict block, as the reference counts them. A SUSTAINED/OVERRULED counts
 * when a `- <what>` item opened before it, as the verdict template writes
 * them: `- finding-1: SUSTAINED`. Every marker of such an item counts (the
 * spec counts markers, one per convergent finding), so `- finding-1:
 * SUSTAINED, finding-2: OVERRULED` is two, as REAL/FALSE_POSITIVE are. Like
 * the reference, the marker may also open the next non-blank line
 * (`- finding-1 (null deref):` / `SUSTAINED`), and a `-` ending a line opens
 * an item on the next one. Every marker is read in capitals only, as the
 * protocol writes them: lowercase "real", "split", "sustained" are prose.
 */
export function compatConvergentMarkers(lines: string[]): number {
  let convergent = 0;
  // What the previous lines left open: an item with text (a marker may open this line) or a bare `-`.
  let carry: 'none' | 'item' | 'opener' = 'none';
  for (const text of lines) {
    let from = 0;
    // Where the open item's text starts on this line (its first non-space), or -1 when none is open.
    let armedAt = -1;
    // Whether the open item already has a marker: its later markers on this line count without more text.
    let marked = false;
    if (carry === 'item') {
      if (/^[:\s]*$/.test(text)) continue;
      const m = COMPAT_MARKER_AT_START.exec(text);
      if (m) {
        convergent++;
        from = m[0].length;
        armedAt = 0;
        marked = true;
      }
    } else if (carry === 'opener') {
      if (/^\s*$/.test(text)) continue;
      armedAt = text.search(/\S/);
    }
    carry = 'none';
    COMPAT_CONVERGENT_SCAN.lastIndex = from;
    for (let m = COMPAT_CONVERGENT_SCAN.exec(text); m; m = COMPAT_CONVERGENT_SCAN.exec(text)) {
      if (m[1]) {
        // A new item opens after a marked one; an item not yet marked runs on (`- a - b: SUSTAINED` is one).
        if (armedAt < 0 || marked) {
          armedAt = m.index + m[0].length;
          marked = false;
        }
      } else if (armedAt >= 0 && (marked || m.index > armedAt)) {
        // `-\s+` takes all the spaces after the dash, so text lies between item and marker when the marker starts later.
        convergent++;
        marked = true;
      }
    }
    if (armedAt >= 0 && !marked) carry = armedAt < text.length ? 'item' : 'opener';
    else if (/-\s*$/.test(text.slice(from))) carry = 'opener';
  }
  return convergent;
}
