import {
  defineRule,
  engagementTasks,
  iterationHeadings,
  ledgerEvents,
  linesMatching,
  list,
  plural,
  pluralWord,
  unreadRoundHeadings,
  verdictsInAnyForm,
  withoutIgnorables,
  type EngagementModel,
  type Finding,
  type MarkdownDoc,
} from '@engagement-lint/core/kit';

/**
 * A label naming who gave the verdict, at the start of a line (after quote, heading, list and
 * emphasis marks): `Acceptor:`, `Accepted by`, `Director:`, `Приёмщик:`, `Принял:`. Anchored, one
 * blank run between fixed words: linear.
 */
const ACCEPTOR_LABEL =
  /^(?:acceptor|accepted[ \t]+by|rejected[ \t]+by|acceptance[ \t]+(?:by|done[ \t]+by|performed[ \t]+by|carried[ \t]+out[ \t]+by)|verdict[ \t]+(?:by|author|(?:given|written|signed)[ \t]+by)|director|manager|reviewer|reviewed[ \t]+by|signed(?:[ \t]+off)?[ \t]+by|approved[ \t]+by|приёмщик|приемщик|проверил[аи]?[ \t]+и[ \t]+принял[аи]?|принял[аи]?[ \t]+работу|принял[аи]?|принято|подписал[аи]?|при[её]мка|при[её]мку[ \t]+(?:провёл|провел|провела|провели|выполнил[аи]?|сделал[аи]?)|директор|менеджер|автор[ \t]+вердикта|вердикт[ \t]+вынес(?:ла)?)(?![\w\u0400-\u04ff-])/i;
/** A label of the handoff naming its author: `Lead:`, `Author:`, `Submitted by`, `Автор:`, `Тимлид:`. */
const AUTHOR_LABEL =
  /^(?:lead|team[ \t]?lead|tech[ \t]?lead|author|authored[ \t]+by|(?:submitted|written|prepared|handed[ \t]+over)[ \t]+by|автор|тимлид|техлид|лид|подготовил[аи]?)(?![\w\u0400-\u04ff-])/i;
/** Labels that read as a sentence (`Accepted by dev-manager`), so a blank may separate label and name. */
const BY_LABEL = /(?:by|вынес|вынесла|провёл|провел|провела|провели|выполнил[аи]?|сделал[аи]?)$/i;
/** What stands between a writer and the party it writes for: `dev-lead on behalf of the director`, `тимлид за директора`. */
const CONNECTOR = /[ \t](?:on[ \t]+behalf[ \t]+of|acting[ \t]+as|standing[ \t]+in[ \t]+for|in[ \t]+place[ \t]+of|instead[ \t]+of|for|as|via|от[ \t]+имени|вместо|за|как|в[ \t]+роли)[ \t]/i;
const LEAD_WORDS = new Set(['lead', 'teamlead', 'techlead', 'тимлид', 'техлид', 'лид', 'тим-лид']);
const NEGATIONS = new Set(['not', 'no', 'never', 'non', 'не', 'ни']);
const ARTICLES = new Set(['the', 'our', 'a', 'an']);
const VERDICT_WORDS = /^(?:accept|reject|abort)/i;
/** A name longer than this is prose, not a party: reading stops there (and stays linear on long lines). */
const MAX_PARTY = 200;
/** A name has a few words at most (`dev-manager`, `the director`, `Oleg Sidorov`); more is a sentence. */
const MAX_WORDS = 4;

/** Where a name is read from: the label's value and its 1-based column. */
interface Named {
  line: number;
  column: number;
  value: string;
}

/** `text` from `i` on past the characters of `chars`. */
function skip(text: string, i: number, chars: string): number {
  while (i < text.length && chars.includes(text[i]!)) i++;
  return i;
}

/**
 * The value a label opens the line with (quote, heading and list marks and emphasis before it), or
 * the second cell of a `| Acceptor | dev-manager |` row. Undefined when the line holds no such label.
 */
function labelled(text: string, label: RegExp): { value: string; column: number; table?: true } | undefined {
  let i = skip(text, 0, ' \t>#');
  if (text[i] === '|') {
    const cells = text.slice(0, i + MAX_PARTY * 2).split('|');
    const name = cells[1]?.trim().replace(/^[*_]{1,2}|[*_]{1,2}$/g, '').replace(/[:：]$/, '') ?? '';
    const m = label.exec(name);
    // A two-cell row only: a wider table's header (`| Reviewer | Verdict | Findings |`) names no one.
    if (!m || m[0].length !== name.length || cells.length < 3 || cells.length > 4 || (cells[3] ?? '').trim()) return undefined;
    const at = i + 1 + cells[1]!.length + 1;
    const lead = cells[2]!.length - cells[2]!.trimStart().length;
    return { value: cells[2]!.trim(), column: at + lead + 1, table: true };
  }
  const marker = /^(?:[-*+]|\d{1,9}[.)])[ \t]/.exec(text.slice(i, i + 12));
  if (marker) i += marker[0].length;
  i = skip(text, i, ' \t*_');
  const m = label.exec(text.slice(i, i + 40));
  if (!m) return undefined;
  let j = skip(text, i + m[0].length, '*_');
  const blank = skip(text, j, ' \t');
  if (':：=—–-'.includes(text[blank] ?? '\n')) j = blank + 1;
  else if (!(BY_LABEL.test(m[0]) && blank > j)) return undefined;
  j = skip(text, j, ' \t*_');
  return { value: text.slice(j, j + MAX_PARTY), column: j + 1 };
}

/**
 * The party a value names: up to a note, a clause or a sentence's end (`dev-manager. Human directive …`,
 * `dev-lead (the lead who wrote the handoff)`, `dev-manager, 18:05`), marks and an article dropped.
 */
function partyOf(value: string, end = partyEnd(value)): string {
  return value.slice(0, end).split(/\s/).map(trimMarks).filter(Boolean).join(' ');
}

/** Where the party of a value ends (see partyOf). */
function partyEnd(value: string): number {
  let end = 0;
  for (; end < value.length; end++) {
    const c = value[end]!;
    if ('([{<,;|'.includes(c)) break;
    if ((c === '.' || c === ':') && (end + 1 === value.length || /\s/.test(value[end + 1]!))) break;
    // A spaced dash, middle dot or bullet sets the next field apart: `dev-manager · Human directive: …`.
    if ('—–-·•'.includes(c) && value[end - 1] === ' ' && value[end + 1] === ' ') break;
  }
  return end;
}

/**
 * Whether the note in parentheses right after the party names its role as the lead: a first clause of
 * at most three words ending in a lead word, not negated. `Dmitry K. (team lead, wrote the handoff)` and
 * `(тимлид)` do; `(the lead wrote the handoff)`, `(on behalf of the lead, …)` and `(not the lead)` do not.
 */
function noteCallsLead(value: string, end: number): boolean {
  const open = /^[.\s]{0,3}\(/.exec(value.slice(end, end + 4));
  if (!open) return false;
  const rest = value.slice(end + open[0].length, end + open[0].length + 80);
  const stop = rest.search(/[),;:]/);
  const clause = words(stop === -1 ? rest : rest.slice(0, stop));
  return clause.length > 0 && clause.length <= 3 && isLeadWord(clause.at(-1)!) && !clause.some((w) => NEGATIONS.has(w) || w === 'of' || w === 'for');
}

const MARKS = '`"\'«»“”*_';
/** A word without the quotes, code and emphasis marks at its ends (a loop: a run of marks stays linear). */
function trimMarks(w: string): string {
  let a = 0;
  let b = w.length;
  while (a < b && MARKS.includes(w[a]!)) a++;
  while (b > a && MARKS.includes(w[b - 1]!)) b--;
  return w.slice(a, b);
}

/**
 * The writer's words (lower-cased, `@` and a report's path dropped), up to a negation: `dev-manager, not the lead` names dev-manager.
 * Read as they show: without the characters that draw nothing (`dev-lead\u200b`, `dev-\u00adlead`), a hyphen that does not break (U+2011) a hyphen.
 */
function words(writer: string): string[] {
  const out: string[] = [];
  for (const raw of withoutIgnorables(writer).text.replace(/[\u2010\u2011]/g, '-').toLowerCase().split(/[\s/&+]/)) {
    const w = trimMarks(raw).replace(/^@/, '').replace(/^(?:engagement\/)?executor-reports\//, '').replace(/\.md$/, '');
    if (!w || ARTICLES.has(w)) continue;
    if (NEGATIONS.has(w)) break;
    out.push(w);
  }
  return out;
}

/** A table's delimiter row (`|---|---|`, `| :-- |`): trimmed by hand, as blanks, a pipe and blanks again would backtrack. */
function delimiterRow(text: string): boolean {
  let t = text.trimStart();
  if (t.startsWith('|')) t = t.slice(1).trimStart();
  if (t.startsWith(':')) t = t.slice(1);
  return t.startsWith('---');
}

const isLeadWord = (w: string) => LEAD_WORDS.has(w) || /[-_](?:lead|лид)$/.test(w);

type Author = { words: string[]; at: string; order: number };

/**
 * The first author (in the order read) whose name the words hold, its words in order: each run of
 * the writer's few words is looked up by its key, not every author tried against them.
 */
function authorIn(ws: string[], authors: Map<string, Author>): Author | undefined {
  let found: Author | undefined;
  for (let i = 0; i < ws.length; i++) {
    for (let j = i + 1; j <= ws.length; j++) {
      const a = authors.get(ws.slice(i, j).join(' '));
      if (a && (!found || a.order < found.order)) found = a;
    }
  }
  return found;
}

/** The engagement's executors: each report's name and each task owner, with where it was read. */
function executors(model: EngagementModel): Map<string, string> {
  const out = new Map<string, string>();
  for (const d of model.executorReports()) out.set(d.rel.slice(d.rel.lastIndexOf('/') + 1).replace(/\.md$/, '').toLowerCase(), d.rel);
  for (const t of engagementTasks(model)) {
    for (const o of t.owner?.value ?? []) {
      const name = o.replace(/`/g, '').replace(/^@/, '').trim().toLowerCase();
      if (name && !out.has(name)) out.set(name, `owner in ${t.rel}:L${t.owner!.line}`);
    }
  }
  return out;
}

/** Who wrote the handoff: a handoff line naming its author or lead, and the agent of each `handoff_submitted` event. */
function handoffAuthors(model: EngagementModel): Map<string, Author> {
  // Keyed by the name's words joined (a word holds no blank): the lookup of authorIn.
  const out = new Map<string, Author>();
  const add = (name: string, at: string) => {
    const ws = words(partyOf(name));
    if (ws.length && !out.has(ws.join(' '))) out.set(ws.join(' '), { words: ws, at, order: out.size });
  };
  const handoff = model.handoff;
  for (const { line, text } of handoff?.bodyLines() ?? []) {
    const l = labelled(text, AUTHOR_LABEL);
    // The handoff's tables (§3, §4) label columns, not its author.
    if (l && !l.table) add(l.value, `${handoff!.rel}:L${line}`);
  }
  const ledger = model.rel('events.jsonl');
  for (const { line, event } of ledgerEvents(model)) {
    if (event['type'] === 'handoff_submitted' && typeof event['agent'] === 'string') add(event['agent'], `${ledger}:L${line}`);
  }
  return out;
}

/** The rounds of the log by their headings (`## Iteration 2`, `## Итерация 2`, `## Round 2`, setext ones too), each with its span and whether the user aborted it. */
function rounds(doc: MarkdownDoc): Array<{ n: number; line: number; end: number; aborted: boolean }> {
  const heads = new Map<number, number>();
  for (const h of iterationHeadings(doc, 'protocol')) heads.set(h.line, h.n);
  for (const h of unreadRoundHeadings(doc, 'protocol')) if (!heads.has(h.line)) heads.set(h.line, h.n);
  const sorted = [...heads].sort((a, b) => a[0] - b[0]);
  // Only a round with a line saying "abort" can hold an ABORTED verdict: the others' verdicts are not read (a log of many rounds).
  const abortLines = linesMatching(doc.text, /abort/gi).map((l) => l.line);
  let a = 0;
  return sorted.map(([line, n], k) => {
    const end = k + 1 < sorted.length ? sorted[k + 1]![0] - 1 : doc.lines.length;
    while (a < abortLines.length && abortLines[a]! < line) a++;
    const mayAbort = a < abortLines.length && abortLines[a]! <= end;
    return { n, line, end, aborted: mayAbort && verdictsInAnyForm(doc, { start: line, end }).some((v) => v.word.startsWith('ABORT')) };
  });
}

interface Judged {
  round: string;
  party: string;
  /** Why the party may not give the verdict; undefined when it may. */
  why?: string;
  finding?: Finding;
}

/** Judges one named party: the lead by role or as the handoff's author, an executor, or anyone else. */
function judge(named: Named, round: string, rel: string, executorsByName: Map<string, string>, authors: Map<string, Author>): Judged | undefined {
  const end = partyEnd(named.value);
  const party = partyOf(named.value, end);
  const cut = CONNECTOR.exec(` ${party} `);
  const writer = cut ? ` ${party} `.slice(0, cut.index).trim() : party;
  const all = words(writer);
  // A verdict word, a date or a template slot is no party; past MAX_WORDS words it is prose, judged by its opening words only.
  if (!all.length || VERDICT_WORDS.test(all[0]!) || /^\d/.test(all[0]!) || /^[{<]/.test(named.value)) return undefined;
  const ws = all.slice(0, MAX_WORDS);
  const behalf = cut ? ` ${party} `.slice(cut.index + cut[0].length).trim() : '';
  const leadWord = ws.find(isLeadWord) ?? (noteCallsLead(named.value, end) ? 'lead' : undefined);
  const author = leadWord ? undefined : authorIn(ws, authors);
  const executor = leadWord || author ? undefined : ws.find((w) => executorsByName.has(w));
  const who = leadWord ? 'the lead' : author ? 'who wrote the handoff' : executor ? 'an executor of this engagement' : undefined;
  if (!who) return all.length > MAX_WORDS ? undefined : { round, party: writer };
  const role = leadWord || author ? 'lead' : 'executor';
  const because =
    role === 'lead'
      ? 'the lead accepting its own handoff is self-acceptance'
      : 'a specialist judging its own delivery is author-as-reviewer';
  const source = author ? ` (${author.at})` : executor ? ` (${executorsByName.get(executor)})` : '';
  const onBehalf = behalf ? `; writing it for \`${behalf}\` is still the ${role}'s verdict` : '';
  const message = `${round}'s verdict is given by \`${writer}\`, ${who}${source}: only the director (manager) gives the accept/reject verdict, and ${because}${onBehalf}`;
  return { round, party: writer, why: role === 'lead' ? 'the lead' : 'an executor', finding: { file: rel, line: named.line, column: named.column, message } };
}

export default defineRule<EngagementModel>({
  id: 'acceptance-author',
  pack: 'engagement',
  tiers: ['S', 'M', 'L'],
  compat: false,
  summary: 'The verdict in acceptance-log.md is given by the director (manager), never by the lead or an executor',
  statuses: ['pass', 'fail', 'skip'],
  docs: `"The secretary captures intake, the lead orchestrates, the manager accepts." The protocol's
role table ("Role boundaries (authoritative)") ticks the accept/reject verdict for the director
alone (the per-engagement acceptor is the \`*-manager\` agent, which the text still calls "the
director"), and the anti-patterns say it outright: "Don't let the lead write acceptance-log.md.
That's self-acceptance." A specialist who delivered the work judging it is author-as-reviewer in
the same way.

Each line of acceptance-log.md that names who gave the verdict is read: an \`Acceptor:\`,
\`Accepted by\`, \`Rejected by\`, \`Verdict by:\`, \`Director:\`, \`Manager:\`, \`Reviewer:\`,
\`Reviewed by\`, \`Approved by\` or \`Signed off by\` label opening the line (after quote, heading and list marks and
emphasis: \`**Acceptor:** dev-manager\`), or a two-cell \`| Acceptor | dev-manager |\` row; in Russian
\`Приёмщик:\`, \`Принял:\`, \`Принял работу:\`, \`Проверил и принял:\`, \`Принято:\`, \`Приёмка:\`, \`Приёмку провёл:\`, \`Подписал:\`, \`Директор:\`, \`Менеджер:\`, \`Автор вердикта:\`; in
English "Acceptance by" too. A label
needs its separator (\`Director's verdict: ACCEPT\`, \`Reviewer(s) returned 0 findings\` and a
table's header row name no one). The party is the name up to a note, a clause, a spaced dash,
middle dot or bullet, or a sentence's end
(\`Acceptor: dev-manager. Human directive …\` and \`dev-manager · Human directive: …\` name dev-manager; \`dev-lead (the lead who wrote the
handoff)\` names dev-lead), read up to a negation (\`dev-manager not dev-lead\` names dev-manager).
A value that is a template slot (\`Acceptor: {manager-agent}\`), a verdict word (\`Director:
ACCEPT\`) or a date (\`Принято: 2026-07-12\`) names no one; a value of more than four words is a
sentence, judged by its first four words only.

- fail, at the line, when the party is the lead: the word \`lead\` as a role (\`dev-lead\`,
  \`the lead\`, \`team lead\`, \`тимлид\`), or the name the handoff gives its author (a \`Lead:\`,
  \`Author:\`, \`Submitted by\` or \`Автор:\` line of handoff.md, or the \`agent\` of a
  \`handoff_submitted\` event in events.jsonl), or a party whose note in parentheses gives its
  role as the lead in at most three words (\`Dmitry K. (team lead, wrote the handoff)\`; not
  \`(the lead wrote the handoff)\`, \`(on behalf of the lead)\` or \`(not the lead)\`);
- fail when the party is one of the engagement's executors: a name with a report in
  executor-reports/, or a task's \`owner\`;
- a lead (or executor) writing "on behalf of" the director (\`Acceptor: dev-lead on behalf of
  dev-manager\`, \`for the director\`, \`as director\`, \`тимлид за директора\`) fails too: the protocol
  forbids the lead writing acceptance-log.md, not only signing the verdict, so the one who wrote is
  judged, and the message names whom it was written for;
- pass when every party named is anyone else (the director or manager, the human judge, a
  validator); the detail counts the rounds that name no one;
- skip without acceptance-log.md, or when no line names who gave a verdict: who accepted cannot be
  told from the folder, and the detail says so.

Rounds are the log's \`## Iteration N\` headings (or \`## Итерация N\`, \`## Round N\`; underlined with \`---\` too). A round whose
verdict is ABORTED is not judged: its stub is written by whoever held the floor when the user
stopped the engagement, and records the user's decision, not a verdict. Runs at every tier: the
protocol gives the verdict to the director with no tier exception.`,
  audit: [
    {
      source: "Don't let the lead write acceptance-log.md. That's self-acceptance.",
      enforced: "fails a line of acceptance-log.md naming the lead (by role, or as the handoff's author) as the one who gave the verdict, also when it writes on the director's behalf",
    },
    {
      source: 'The secretary captures intake, the lead orchestrates, the manager accepts.',
      enforced: 'fails a line of acceptance-log.md naming one of the engagement\'s executors (a report in executor-reports/, a task owner) as the one who gave the verdict',
    },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when the manager gives the verdict',
      files: {
        'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n\nAcceptor: dev-manager. Human directive: PROCEED_TO_VERDICT.\n\n### Verdict: ACCEPT\n',
      },
    },
    {
      status: 'fail',
      title: 'fails when the lead accepts its own handoff',
      files: {
        'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n\nAcceptor: dev-lead (the lead who wrote the handoff).\n\n### Verdict: ACCEPT\n',
      },
    },
    {
      status: 'skip',
      title: 'skips when no round names who gave its verdict',
      files: {
        'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n\n### Verdict: ACCEPT\n',
      },
    },
  ],
  check({ model }) {
    const doc = model.acceptanceLog;
    if (!doc) return { status: 'skip', detail: 'acceptance-log.md not written yet' };
    const rs = rounds(doc);
    const execs = executors(model);
    const authors = handoffAuthors(model);
    const judged: Judged[] = [];
    // Rounds by index (a log may repeat a round's number): those that name who gave the verdict.
    const named = new Set<number>();
    let aborted = false;
    let k = -1;
    for (const { line, text } of doc.linesOf({ start: doc.bodyStart, end: doc.lines.length }, { skipFenced: true })) {
      const l = labelled(text, ACCEPTOR_LABEL);
      // A table's header row (a delimiter row under it) labels a column, it names no one.
      if (!l || (l.table && delimiterRow(doc.line(line + 1)))) continue;
      while (k + 1 < rs.length && rs[k + 1]!.line <= line) k++;
      const round = rs[k];
      if (round?.aborted) {
        aborted = true;
        continue;
      }
      const j = judge({ line, ...l }, round ? `iteration ${round.n}` : rs.length ? "the log's opening" : 'the log', doc.rel, execs, authors);
      if (!j) continue;
      judged.push(j);
      if (round) named.add(k);
    }
    const abortNote = aborted ? "; an ABORTED round's stub is written by whoever held the floor and is not judged" : '';
    if (!judged.length) {
      const which = aborted ? 'round of acceptance-log.md but an ABORTED one' : 'round of acceptance-log.md';
      return { status: 'skip', detail: `no ${which} names who gave its verdict (an \`Acceptor:\` line or the like): who accepted cannot be told${abortNote}` };
    }
    const bad = judged.filter((j) => j.why);
    if (bad.length) {
      return {
        status: 'fail',
        detail: `verdict given by the lead or an executor: ${list(bad.map((j) => `${j.round} by ${j.party} (${j.why})`))}`,
        fix: 'The director (the *-manager acceptor) reviews the handoff and writes the verdict in acceptance-log.md under its own name; the lead and the specialists who did the work never write it.',
        findings: bad.map((j) => j.finding!),
      };
    }
    const parties = [...new Set(judged.map((j) => j.party))];
    const subject = named.size ? `${plural(named.size, 'round')} ${pluralWord(named.size, 'names', 'name')}` : 'the log names';
    const unnamed = rs.filter((r, i) => !r.aborted && !named.has(i)).length;
    const rest = unnamed ? `; ${plural(unnamed, 'round')} ${pluralWord(unnamed, 'names', 'name')} none` : '';
    return { status: 'pass', detail: `${subject} who gave the verdict: ${list(parties)}, neither the lead nor an executor${rest}${abortNote}` };
  },
});
