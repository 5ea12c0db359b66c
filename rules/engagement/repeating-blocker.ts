import { failingCrits, metCell, SET_ASIDE } from './lib/blocker-crits.js';
import { abortedAt, CappedFindings, followsProtocol, firstNotBefore, list, workedIteration, outsideTiers, acceptanceRounds, acceptanceRoundSpans, blockerSimilarity, critNumbers, defineRule, findDate, plural, tableRowCells, type AcceptanceBlocker, type AcceptanceRound, type EngagementModel, type MarkdownDoc } from '@engagement-lint/core/kit';

/** Reject reasons at least this similar are the same blocker (the protocol's 70%). */
export const SAME_BLOCKER_SIMILARITY = 0.7;
const LOOP_RECORD = /loop[- ]to[- ]intake|agency-intake/i;
/** The director's rejection for a skipped loop, or a lead declining one, is not a record of one. */
const NOT_A_RECORD =
  /skipped|not escalated|\bno need\b|\bnot (?:needed|necessary|required)\b|\bunnecessary\b|\b(?:without|instead of)\s+(?:an?\s+|the\s+)?(?:loop|agency|intake|escalat)|\bdeclin\w*|\brefus\w*|\bskip(?:ping|s)?\b|\bwon'?t\b|\bwill not\b|\bdid(?:n'?t| not)\b|\bno (?:loop|agency)/i;
const ROUND_NAME = /\b(?:iter(?:ation)?|round)[- ]?(\d{1,4})\b|\brounds?\s+(\d{1,4})\s*[–-]\s*(\d{1,4})\b/gi;
/** The `YYYY-MM-DD` day of the first date in `text`, a day-first `15.05.2026` too: records and rounds compare by day. */
const dayOf = (text: string): string | undefined => findDate(text)?.isoDay;

/** A range of the log's lines (1-based, inclusive). */
interface Lines {
  start: number;
  end: number;
}

/** A table column holding the blockers of a round (`| Criterion | Blocker |`, `| Причина |`). */
const BLOCKER_COLUMN = /block|reason|issue|fail|problem|finding|crit|\bwhy\b|cause|причин|почему|блок|проблем|критери/i;
/**
 * A criterion column, whose bare number (`| 2 |`) names crit-2: its header is a word for criterion within a little
 * markup. Bounded runs, so a header of a thousand word fragments is not retried at every split of them.
 */
const CRITERION_COLUMN = /^[^\p{L}\p{N}]{0,8}(?:#|crit\p{L}{0,12}|критери\p{L}{0,12})[^\p{L}\p{N}]{0,8}$/iu;
const DELIMITER_ROW = /^\|[\s:|-]+\|?$/;

/**
 * The rows of a REJECT round's tables as blockers, when the table's header names a blocker,
 * reason, issue or criterion column: a blocker table is read as its list form would be.
 */
function tableBlockers(log: MarkdownDoc, round: Lines): AcceptanceBlocker[] {
  const out: AcceptanceBlocker[] = [];
  let header: string[] | undefined;
  let prev: string[] | undefined;
  for (const { line, text } of log.linesOf(round, { skipFenced: true })) {
    const cells = tableRowCells(text);
    if (!cells) {
      header = prev = undefined;
      continue;
    }
    if (DELIMITER_ROW.test(text.trim())) {
      // The row above a delimiter row is the header.
      header = prev && prev.some((c) => BLOCKER_COLUMN.test(c)) ? prev : undefined;
      continue;
    }
    prev = cells.map((c) => c.text);
    if (!header) continue;
    const first = cells.find((c) => c.text !== '');
    // A row the table marks as met (a criteria table with a Status column) is no blocker.
    if (!first || cells.some((c) => metCell(c.text))) continue;
    const parts = cells.map((c, i) => (CRITERION_COLUMN.test(header![i] ?? '') && /^\d{1,4}$/.test(c.text) ? `crit-${c.text}` : c.text)).filter(Boolean);
    const joined = parts.join(' — ');
    out.push({ text: joined, line, column: first.column, crits: critNumbers(joined) });
  }
  return out;
}

/**
 * The prose after a REJECT that gives no list, label or table (`### Verdict: REJECT`, a blank line,
 * `Crit-2 not met: org_b gets the PDF.`): each line of it up to the next heading (as markdown renders
 * headings: a setext one too) is a blocker.
 */
function proseBlockers(log: MarkdownDoc, round: AcceptanceRound, lines: Lines): AcceptanceBlocker[] {
  const from = round.verdict?.line ?? round.start;
  const headings = log.headingsIn('protocol');
  const next = headings[firstNotBefore(headings, (h) => h.line <= from)]?.line ?? Infinity;
  const out: AcceptanceBlocker[] = [];
  for (const { line, text } of log.linesOf({ start: from + 1, end: Math.min(lines.end, next - 1) }, { skipFenced: true })) {
    const t = text.trim();
    if (t === '' || t.startsWith('|') || t.startsWith('<!--')) continue;
    out.push({ text: t, line, column: text.length - text.trimStart().length + 1, crits: critNumbers(t) });
  }
  return out;
}


/**
 * A REJECT round's blockers: what the log's reading gives, and the rows of its blocker tables; else its
 * prose. Read in the round's section, or up to the next round (`span`) when its verdict lies past the
 * section (an H2 `## Verdict` closes it, yet what follows is the round's). A blocker is what the verdict's
 * reason says and what was sustained: a finding the round set aside (OVERRULED) is none, and a blocker
 * table stands for the round's reason, so the round's other list items (its consilium adjudication) are
 * not read as blockers beside it.
 */
function blockersOf(log: MarkdownDoc, round: AcceptanceRound, span: Lines): AcceptanceBlocker[] {
  const lines: Lines = round.verdict && round.verdict.line > round.end ? span : round;
  const tables = tableBlockers(log, lines);
  const own = tables.length && round.blockers.every((b) => b.unnamed) ? [] : round.blockers;
  const seen = new Set(own.map((b) => b.line));
  const found = [...own, ...tables.filter((b) => !seen.has(b.line))].filter((b) => !SET_ASIDE.test(b.text)).sort((a, b) => a.line - b.line);
  return found.length || !round.verdict?.word.startsWith('REJECT') ? found : proseBlockers(log, round, lines);
}

/** A blocker with the criteria it rejects on. */
type Read = AcceptanceBlocker & { failing: number[] };

function sameBlocker(a: Read, b: Read): { why: string; crit?: number } | undefined {
  const crit = a.failing.find((c) => b.failing.includes(c));
  if (crit !== undefined) return { why: `crit-${crit}`, crit };
  // Both name the criteria they fail: different ids are different blockers, however alike the wording.
  if (a.failing.length && b.failing.length) return undefined;
  const sim = blockerSimilarity(a.text, b.text);
  return sim >= SAME_BLOCKER_SIMILARITY ? { why: `${Math.round(sim * 100)}% similar reason` } : undefined;
}

/**
 * What a round's blockers repeat of the round before, each repeated blocker once, at its first mention: a criterion
 * named on the verdict line and again in a bullet under it is one repeated blocker, and so is a reason reworded there.
 */
function repeatsOf(before: Read[], later: Read[]): Array<{ a: Read; b: Read; why: string; crit?: number }> {
  const out: Array<{ a: Read; b: Read; why: string; crit?: number }> = [];
  const crits = new Set<number>();
  const worded: Read[] = [];
  for (const b of later) {
    // A criterion this round already repeats, or a reworded reason already shown, is the same blocker again.
    const open = b.failing.filter((c) => !crits.has(c));
    if (b.failing.length && !open.length) continue;
    if (!b.failing.length && worded.some((w) => blockerSimilarity(w.text, b.text) >= SAME_BLOCKER_SIMILARITY)) continue;
    for (const a of before) {
      const same = sameBlocker(a, { ...b, failing: open });
      if (!same) continue;
      out.push({ a, b, ...same });
      // A match by wording repeats the earlier blocker's criteria too.
      for (const c of [...b.failing, ...(same.crit === undefined ? a.failing : [])]) crits.add(c);
      if (same.crit === undefined) worded.push(b);
      break;
    }
  }
  return out;
}

/** A repeated blocker: where it stands, the round before and the line of its blocker, and why the two are the same (its finding is built only when shown). */
interface Repeat {
  line: number;
  column: number;
  prev: number;
  prevLine: number;
  why: string;
  crit?: number;
  /** The round that repeated the blocker, and its date when the heading carries one. */
  round: number;
  date?: string;
}

interface LoopRecord {
  where: string;
  /** The crit-N it names, or its section does. */
  crits: ReadonlySet<number>;
  /** The latest round it names, or its section does. */
  lastRound?: number;
  date?: string;
  /** A criteria edit its section records (a `before:`/`after:` pair, `criteria.md` edited) with no signature, at this line. */
  unsigned?: number;
}

/** A criteria edit recorded: the protocol's diff (`- before: …` / `- after: …`, `было`/`стало`), or criteria.md said edited. */
const CRITERIA_EDIT = /^[\s>*_-]{0,8}(?:\*\*)?(?:before|after|было|стало)(?:\*\*)?\s{0,3}:|criteria\.md\s{1,3}(?:edited|updated|changed|rewritten|revised)|(?:edited|updated|changed|rewrote|revised)\s{1,3}(?:engagement\/)?criteria\.md/imu;
/** A signature: "Signed: dev-manager", "Sign-off", "Approved by", "Подписано", a `Director:` label line. */
const SIGNATURE = /(?<!\p{L})(?:signed|signature|sign[- ]?off|countersigned|approved\s{1,3}by|подпис\p{L}*|утвержден\p{L}*|unterschrieben|firmado|signé)(?!\p{L})|^[\s>*_-]{0,8}(?:\*\*)?(?:director|директор|acceptor|manager)(?:\*\*)?\s{0,3}:/imu;

/** The latest round `text` names (`iteration 4`, `rounds 3–4`), and the crit-N it names. */
function about(text: string): { lastRound?: number; crits: number[] } {
  let lastRound: number | undefined;
  for (const m of text.matchAll(ROUND_NAME)) for (const x of [m[1], m[2], m[3]]) if (x !== undefined) lastRound = Math.max(lastRound ?? 0, Number(x));
  return { ...(lastRound !== undefined ? { lastRound } : {}), crits: critNumbers(text) };
}

/**
 * Loop-to-intake records: lines naming the loop (not skipping or declining it), with the crit-N, rounds and date
 * they name, or the section they stand in names: the protocol's record is a section ("secretary auto-edit during
 * loop-to-intake" with its diff) whose trigger line names the criterion.
 */
function loopRecords(docs: Array<MarkdownDoc | undefined>): LoopRecord[] {
  const out: LoopRecord[] = [];
  for (const doc of docs) {
    if (!doc) continue;
    // Headings as markdown renders them: a setext one heads a section too.
    const headings = doc.headingsIn('protocol');
    // What a section (its heading and the lines up to the next heading) names, read once however many records it holds.
    const sections = new Map<number, { lastRound?: number; crits: ReadonlySet<number>; unsigned: boolean }>();
    const sectionOf = (h: number) => {
      let t = sections.get(h);
      if (t === undefined) {
        const end = (headings[h + 1]?.line ?? doc.lines.length + 1) - 1;
        const text = [headings[h]!.text, ...doc.linesOf({ start: (headings[h]!.underline ?? headings[h]!.line) + 1, end }).map((l) => l.text)].join('\n');
        const read = about(text);
        // "Edit criteria.md … recording change in scope-sync.md with director's signature."
        sections.set(h, (t = { ...read, crits: new Set(read.crits), unsigned: CRITERIA_EDIT.test(text) && !SIGNATURE.test(text) }));
      }
      return t;
    };
    let h = -1;
    for (const { line, text } of doc.bodyLines()) {
      while (h + 1 < headings.length && headings[h + 1]!.line <= line) h++;
      if (!LOOP_RECORD.test(text) || NOT_A_RECORD.test(text)) continue;
      const heading = h >= 0 && headings[h]!.line !== line ? headings[h]!.text : '';
      // The record line with what its section names: the section's reading shared, the line's own added.
      const own = about(text);
      const section = h >= 0 ? sectionOf(h) : undefined;
      const crits = !section ? new Set(own.crits) : own.crits.every((c) => section.crits.has(c)) ? section.crits : new Set([...section.crits, ...own.crits]);
      const lastRound = Math.max(section?.lastRound ?? -1, own.lastRound ?? -1);
      const date = dayOf(text) ?? dayOf(heading);
      out.push({ where: `${doc.rel}:L${line}`, crits, ...(lastRound >= 0 ? { lastRound } : {}), ...(date ? { date } : {}), ...(section?.unsigned && doc === docs[0] ? { unsigned: line } : {}) });
    }
  }
  return out;
}

/**
 * The first record (in order) that clears a repeat: one about it (the same crit-N; a record naming none clears only a
 * repeat matched by wording) and no earlier than the repeating round (by the rounds it names, else by date when both
 * carry one). Found without trying every record for every repeat: the
 * records about a crit-N (or about none) read once, with the latest round and date seen so far at each, so a binary
 * search finds the first that reaches the repeat's round or date.
 */
class RecordIndex {
  private readonly groups = new Map<number | undefined, { records: LoopRecord[]; round: number[]; date: string[] }>();
  constructor(private readonly records: LoopRecord[]) {}

  first(rep: Repeat): LoopRecord | undefined {
    let g = this.groups.get(rep.crit);
    if (!g) {
      // A record naming no criterion (quoting the blocker's text, as the protocol's payload asks) is about any repeat.
      const records = this.records.filter((r) => r.crits.size === 0 || (rep.crit !== undefined && r.crits.has(rep.crit)));
      // A record naming rounds clears up to its latest; one naming none clears by date: undated ('\uffff') always, else from its day on.
      const round: number[] = [];
      const date: string[] = [];
      records.forEach((r, i) => {
        round.push(Math.max(round[i - 1] ?? -1, r.lastRound ?? -1));
        const own = r.lastRound === undefined ? (r.date ?? '\uffff') : '';
        date.push(i && date[i - 1]! > own ? date[i - 1]! : own);
      });
      this.groups.set(rep.crit, (g = { records, round, date }));
    }
    const reach = (seen: Array<number | string>, at: number | string) => {
      let lo = 0;
      let hi = seen.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (seen[mid]! >= at) hi = mid;
        else lo = mid + 1;
      }
      return lo;
    };
    // '\u0000' is past '' (a record naming rounds) and below any day: a repeat without a date is cleared by any record naming none.
    const k = Math.min(reach(g.round, rep.round), reach(g.date, rep.date ?? '\u0000'));
    return g.records[k];
  }
}

export default defineRule<EngagementModel>({
  id: 'repeating-blocker',
  pack: 'engagement',
  tiers: ['M', 'L'],
  compat: false,
  summary: 'Two consecutive REJECTs on the same blocker went back to intake',
  statuses: ['pass', 'fail', 'warn', 'skip'],
  docs: `The protocol's mechanical loop-to-intake trigger: when acceptance-log.md shows
iteration N REJECT and iteration N+1 REJECT with the same blocker, the lead
must stop rework and route the criterion back to agency-intake ("criteria are
wrong, not the work"). Otherwise the director rejects with *loop-to-intake
skipped — repeating blocker not escalated*: "If lead skips this and just keeps
reworking". So a repeat in the last logged round passes while no work on the
next round has started (handoff.md's title, \`Current round:\`, heartbeat
\`iteration:\` lines): the loop is due then, not skipped.

Rounds are the \`## Iteration N\` sections of acceptance-log.md (headings as markdown renders them: an
\`Iteration 2\` underlined with \`---\` opens round 2), their verdict
the first one inside, in any form the verdict rules read (\`### Verdict: REJECT\`, \`## Verdict:
REJECT\`, the line under a bare \`### Verdict\` or \`## Verdict\` heading, \`**REJECTED**\`). A REJECT round's blockers are the reason
after \`REJECT —\`, \`Blocker:\` / \`Reason:\` (\`Причина:\`) lines, and the list items under a
sub-heading about blockers, reasons, issues or the verdict, up to the next round (a setext \`Blockers\`
is an H2, which closes the round's section, yet is the round's) (when there is none of those nor a blocker
table, the round's list items after its verdict, else those above it but the round's own record, \`- Director: …\`,
\`- Date: …\`; an item marked met, \`- crit-1 ✅ …\`, is none), and the rows of a table in the round whose header
names a blocker, reason, issue, why or criterion column (\`| Criterion | Blocker |\`, \`| # | Status | Why |\`;
a bare number in a criterion or \`#\` column, \`| 2 |\`, names crit-2; a row with a cell saying it is met, ✅, \`✅ fixed\`, PASS,
met, fixed, is none). A finding the round set aside (a consilium finding OVERRULED, FALSE_POSITIVE,
non-blocking) is no blocker: a blocker is what the verdict's reason says and what was sustained.
A round that gives none of these reads each line of the prose after its
verdict, up to the next heading, as a blocker. Two blockers are the same when they
name the same criterion — \`crit-6\`, \`crit 6\`, \`criterion 6\`, \`criteria 3 and 6\` (a list after a plural
word, closed by a conjunction), \`критерий 6\` all name crit-6 —, or, unless both name criteria, when their texts are at
least 70% similar (word overlap, Dice coefficient): "crit-3 not met" and
"crit-4 not met" are different blockers however alike the words. A crit-N the
reason calls done in its clause (up to a \`;\`, the sentence's end or the next criterion: "crit-3 is fixed since
iteration 1", "(crit-3, crit-6: both verified fixed)", "Fixed since iteration 1: crit-3", \`crit-2 ✅ now; crit-3: CI red\`,
"crit-2 behoben", "corregido", "arreglado", "résolu", «crit-3 исправлен», «закрыты», «выполнен», «починен») is not one it
rejects on, nor one it names as an earlier round's blocker ("Unlike iteration 1 (crit-3, crit-6), this
is a new blocker", «Блокеры итерации 1 (crit-3, crit-6) закрыты»), unless it says it is still open
("not fixed", "still", "nicht behoben", "no corregido", «не выполнен», «всё ещё») or takes the mark back
("✅ claimed, but …", ❌).

A loop-to-intake record is a line of scope-sync.md or validation-log.md naming
\`loop-to-intake\` or \`agency-intake\`; a line saying it was skipped, not needed
or declined ("no need for agency-intake … reworking crit-3 again") is not one.
A record clears only the repeat it is about: when it (or the section it stands in,
as the protocol's "secretary auto-edit during loop-to-intake" section names the
criterion on its trigger line) names a
criterion (in the same forms), only a repeat of that criterion (one naming none, quoting the blocker's
text as the protocol's payload asks, clears a repeat of any); when it names rounds ("iteration 4"), only a repeat whose
second round is no later; else, when both carry a date (\`YYYY-MM-DD\` or day-first \`DD.MM.YYYY\`), only a
repeat whose round heading is not dated after it. A repeat no record clears:
fail, with a finding on the repeated blocker: once per round at its first mention (a criterion named on the
verdict line and again in a bullet under it is one repeated blocker, counted once). Under \`--preset recommended\`,
a scope-sync.md record whose section records a criteria edit (a \`before:\` / \`after:\` pair, \`criteria.md\` edited)
with no signature (\`Signed:\`, \`Sign-off\`, \`Approved by\`, \`Подписано\`, a \`Director:\` line) warns at the record:
the secretary edits criteria.md "recording change in scope-sync.md with director's signature". skip without acceptance-log.md or
before two consecutive REJECT rounds exist, and when the latest verdict is ABORTED (the
floor-holder's \`### Verdict: ABORTED\` stub with the user's words): the user ended the
engagement, no rework round follows, so no loop-to-intake is due ("sanity checks skipped under
abort flag"); the detail names the abort.

Tiers: M and L — the trigger is about the director's rework loop; S has no
director phase (a REJECT there goes straight to the human directive). Outside those tiers (\`--all-checks\`,
\`--override-checks\`) it skips: the requirement does not exist there.`,
  examples: [
    {
      status: 'pass',
      title: 'passes consecutive REJECTs on different blockers',
      files: {
        'acceptance-log.md': `## Iteration 1
### Verdict: REJECT
## Iteration 2
### Verdict: REJECT`,
      },
    },
    {
      status: 'fail',
      title: 'fails the same crit-N twice without loop-to-intake once round 3 is under way, at the repeated blocker',
      files: {
        'acceptance-log.md': `# Acceptance log

## Iteration 1

### Verdict: REJECT
- crit-2: export drops rows over 10k
## Iteration 2
### Verdict: REJECT
- crit-2: the export is still truncated`,
        'handoff.md': '# Handoff — iteration 3',
      },
    },
    {
      status: 'warn',
      title: "warns at a loop-to-intake whose criteria edit carries no director's signature (recommended)",
      options: { preset: 'recommended' },
      files: {
        'acceptance-log.md': `# Acceptance log

## Iteration 1
### Verdict: REJECT
- crit-2: export drops rows over 10k
## Iteration 2
### Verdict: REJECT
- crit-2: the export is still truncated`,
        'scope-sync.md': `# Scope sync

## Secretary auto-edit during loop-to-intake — 2026-06-06 10:00
- Trigger: crit-2 rejected in iterations 1 and 2.
- before: crit-2: the export holds every row
- after: crit-2: the export holds every row of a 50k-row report`,
        'handoff.md': '# Handoff — iteration 3',
      },
    },
    {
      status: 'skip',
      title: 'skips at S',
      files: {
        'criteria.md': `---
size: S
---`,
      },
    },
  ],
  check({ model, options }) {
    const off = outsideTiers(model, ['M', 'L'], 'the loop-to-intake trigger (S: a REJECT goes to the human directive, no auto-loop)');
    if (off) return off;
    const log = model.acceptanceLog;
    if (!log) return { status: 'skip', detail: 'acceptance-log.md not written yet' };
    // The user ended the engagement ("sanity checks skipped under abort flag"): no rework follows, so no loop-to-intake is due.
    const aborted = abortedAt(model);
    if (aborted) return { status: 'skip', detail: `engagement aborted by the user (latest verdict ABORTED at ${aborted}): no rework round follows, so no loop-to-intake is due` };
    // Rounds as markdown renders their headings: `Iteration 2` underlined with `---` is round 2.
    const rounds = acceptanceRounds(log, 'protocol');
    const spans = acceptanceRoundSpans(log, 'protocol');
    const repeats: Repeat[] = [];
    let pairs = 0;
    // Each round's blockers read once: a round is the later of one pair and the earlier of the next.
    const readRounds = new Map<number, Read[]>();
    const read = (k: number): Read[] => {
      let got = readRounds.get(k);
      if (!got) {
        const r = rounds[k]!;
        readRounds.clear();
        readRounds.set(k, (got = blockersOf(log, r, spans[k]!).map((b) => ({ ...b, failing: failingCrits(b.text, r.n) }))));
      }
      return got;
    };
    for (let k = 1; k < rounds.length; k++) {
      const [prev, cur] = [rounds[k - 1]!, rounds[k]!];
      if (!prev.verdict?.word.startsWith('REJECT') || !cur.verdict?.word.startsWith('REJECT')) continue;
      pairs++;
      const date = dayOf(log.lines[cur.line - 1] ?? '');
      for (const { a, b, why, crit } of repeatsOf(read(k - 1), read(k))) {
        repeats.push({ line: b.line, column: b.column, prev: prev.n, prevLine: a.line, why, round: cur.n, ...(crit !== undefined ? { crit } : {}), ...(date ? { date } : {}) });
      }
    }
    if (!pairs) return { status: 'skip', detail: `no two consecutive REJECT rounds (${plural(rounds.length, 'round')} logged)` };
    if (!repeats.length) return { status: 'pass', detail: `${plural(pairs, 'consecutive REJECT pair')}, no repeated blocker` };
    // A record clears only the repeat it is about: an old loop on crit-2 says nothing about a later crit-3 loop.
    const records = loopRecords([model.scopeSync, model.validationLog]);
    const index = new RecordIndex(records);
    const open = repeats.filter((rep) => !index.first(rep));
    if (!open.length) {
      const used = [...new Set(repeats.map((rep) => index.first(rep)!))];
      const passed = `repeated blocker escalated: loop-to-intake recorded at ${used.map((r) => r.where).join(', ')}`;
      const unsigned = followsProtocol(options) ? used.filter((r) => r.unsigned !== undefined) : [];
      if (!unsigned.length) return { status: 'pass', detail: passed };
      const sync = model.scopeSync!;
      return {
        status: 'warn',
        detail: `${passed}; the criteria edit it records carries no signature (the protocol: "recording change in scope-sync.md with director's signature")`,
        fix: 'Have the director sign the criteria edit in its scope-sync.md section (`Signed: <director>`), or record who approved it.',
        findings: unsigned.map((r) => sync.at(r.unsigned!, "criteria edit of the loop-to-intake recorded without the director's signature", 1, 'warning')),
      };
    }
    // The protocol rejects the lead who "just keeps reworking": right after the repeating REJECT, before
    // any work on the next round, the loop-to-intake is due, not skipped.
    const last = rounds[rounds.length - 1]!.n;
    if (open.every((rep) => rep.round === last) && workedIteration(model, 'protocol') <= last) {
      return { status: 'pass', detail: `iteration ${last} repeats a blocker of iteration ${last - 1} (${log.rel}:L${open[0]!.line}); the loop-to-intake is due before round ${last + 1} starts, and no round ${last + 1} work has started` };
    }
    // Messages only for the findings a report shows: a log of thousands of rounds may repeat a blocker in each.
    const findings = new CappedFindings();
    for (const rep of open) findings.add(() => log.at(rep.line, `iteration ${rep.round} repeats the blocker of iteration ${rep.prev} (L${rep.prevLine}, ${rep.why})`, rep.column));
    const recordsNamed = records.length === 1 ? `the loop-to-intake record at ${records[0]!.where} is` : `the ${records.length} loop-to-intake records (${list(records.map((r) => r.where))}) are`;
    return {
      status: 'fail',
      detail: `loop-to-intake skipped — repeating blocker not escalated (${open.length === 1 ? 'one blocker repeats' : `${open.length} blockers repeat`})${records.length ? `; ${recordsNamed} about another blocker or an earlier round` : ''}`,
      fix: 'Stop rework on that criterion: dispatch agency-intake with criteria.md, acceptance-log.md and the repeating blocker, and record the loop-to-intake (and any criteria edit) in scope-sync.md.',
      ...findings.outcome(),
    };
  },
});
