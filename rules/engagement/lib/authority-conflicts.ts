/**
 * The protocol's rule-6 authority conflicts, read from events.jsonl (`authority_conflict` events) and
 * acceptance-log.md §"Authority adjudications": a blocking conflict halts dispatch until the human
 * judge resolves it, and the manager logs each one in the acceptance log's adjudications.
 */
import {
  acceptanceRounds,
  ledgerEvents,
  LetterRegex,
  plainTitle,
  verdictsInAnyForm,
  type EngagementModel,
  type Finding,
  type MarkdownDoc,
} from '@engagement-lint/core/kit';

/** The protocol's own words, quoted by the findings. */
export const HALT_QUOTE = '“Any unresolved conflict is a blocking authority_conflict event. Dispatch halts; escalate to the human judge before proceeding.”';
export const LOG_QUOTE = '“Manager logs the conflict + resolution in acceptance-log.md §"Authority adjudications"”';

/** A name longer than this is read up to it: what a conflict is called, not a payload. */
const MAX_NAME = 200;
/** Words of a name, as a free-form log may write it (`skill_vs_agent_body`, `skill vs agent body`, `Skill-vs-agent body`). */
const NAME_WORD = new LetterRegex(String.raw`[\p{L}\p{N}]+`, 'gu');
const wordsIn = (s: string) => NAME_WORD.matches(s.toLowerCase());

/** A blocking `authority_conflict` event. */
export interface BlockingConflict {
  line: number;
  /** Its `conflict_kind`, as written. */
  kind?: string;
  /** The `name` of each of its `sources`. */
  sources: string[];
  /** The acceptance round it was raised in: one past the `handoff_submitted` events before it, or its own `iteration` when later. */
  round: number;
  /** The first dispatch event after it with no judge's resolution between, when there is one. */
  dispatchedAt?: { line: number; type: string };
}

const text = (v: unknown, max = MAX_NAME) => (typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, max) : undefined);
/** A resolution is given when it is any value but null, false or a blank string (`resolution=None` is the blocking form). */
const resolved = (v: unknown) => (typeof v === 'string' ? v.trim() !== '' : v !== undefined && v !== null && v !== false);
/** Who may lift a blocking conflict: the human judge (`decided_by: "judge"`, `human-judge`, `user`); unnamed, it is given the benefit of the doubt. */
const JUDGE = /judge|human|user|судь|пользовател|заказчик/i;
/** An event of its own recording the judge's ruling (`judge_decision`, `authority_adjudicated`, `authority_resolved`). */
const RULING_TYPE = /judge|adjudicat|authority_resol/i;

/**
 * The blocking `authority_conflict` events of the ledger, in ledger order: `resolution` null, absent or
 * blank, or `blocking: true`. Each says whether a dispatch (`specialist_dispatched`, any `*_dispatched`)
 * followed it before the judge resolved it: a later resolved `authority_conflict` of the same kind
 * decided by the judge (or by no one named), or an event recording the judge's ruling. One pass.
 */
export function blockingConflicts(model: EngagementModel): BlockingConflict[] {
  const out: BlockingConflict[] = [];
  // The conflicts still open, by lowercase kind ('' for none): a ruling lifts its kind's and the kindless
  // ones, or all when it names no kind. Each conflict enters once and leaves once: linear in the ledger.
  const open = new Map<string, BlockingConflict[]>();
  const lift = (kind: string | undefined) => {
    if (kind === undefined) return open.clear();
    open.delete(kind.toLowerCase());
    open.delete('');
  };
  let submitted = 0;
  for (const { line, event } of ledgerEvents(model)) {
    const type = typeof event['type'] === 'string' ? event['type'].trim() : '';
    if (type === 'handoff_submitted') submitted++;
    else if (type === 'authority_conflict') {
      const kind = text(event['conflict_kind']);
      if (event['blocking'] === true || !resolved(event['resolution'])) {
        const stated = Number.isSafeInteger(event['iteration']) ? (event['iteration'] as number) : 0;
        const sources = Array.isArray(event['sources']) ? event['sources'].slice(0, 20).flatMap((s) => (s && typeof s === 'object' ? (text((s as Record<string, unknown>)['name']) ?? []) : [])) : [];
        const c: BlockingConflict = { line, ...(kind ? { kind } : {}), sources, round: Math.max(submitted + 1, stated) };
        out.push(c);
        const key = kind?.toLowerCase() ?? '';
        const same = open.get(key);
        if (same) same.push(c);
        else open.set(key, [c]);
      } else if (open.size) {
        const by = text(event['decided_by'], 100);
        if (!by || JUDGE.test(by)) lift(kind);
      }
    } else if (open.size && RULING_TYPE.test(type)) lift(text(event['conflict_kind']));
    else if (open.size && type.endsWith('_dispatched')) {
      for (const cs of open.values()) for (const c of cs) c.dispatchedAt = { line, type: type.slice(0, 80) };
      open.clear();
    }
  }
  return out;
}

/** How a conflict is named in a finding: its kind and sources. */
export function conflictName(c: BlockingConflict): string {
  const parts = [c.kind ? `conflict_kind \`${c.kind}\`` : '', c.sources.length ? `sources ${c.sources.map((s) => `\`${s}\``).join(', ')}` : ''].filter(Boolean);
  return parts.length ? ` (${parts.join('; ')})` : '';
}

/** A heading of the adjudications: `## Authority adjudications`, `### Authority conflicts`, `## Конфликты полномочий`. Substring tests, no regex over the title. */
function isAdjudicationsHeading(title: string): boolean {
  const t = plainTitle(title).toLowerCase();
  if (t.includes('authorit')) return t.includes('adjudicat') || t.includes('conflict');
  return t.includes('полномоч') && ['конфликт', 'решени', 'разбор', 'арбитраж', 'спор'].some((w) => t.includes(w));
}

/** The round up to which the manager has swept: the highest `## Iteration N` holding a verdict, or the number of verdicts of a log kept without rounds (an ABORTED one swept nothing). */
function sweptRound(log: MarkdownDoc): number {
  let swept = 0;
  for (const r of acceptanceRounds(log, 'protocol')) if (r.verdict && !r.verdict.word.startsWith('ABORT') && r.n > swept) swept = r.n;
  if (swept) return swept;
  return verdictsInAnyForm(log).filter((v) => !v.word.startsWith('ABORT')).length;
}

/** The lowercase words of some lines, as a set: a name is found by its words, in one pass over the text. */
function wordsOf(doc: MarkdownDoc, ranges: Array<{ start: number; end: number }>): Set<string> {
  const out = new Set<string>();
  for (const r of ranges) for (const { text } of doc.linesOf(r, { skipFenced: true })) for (const w of wordsIn(text)) out.add(w);
  return out;
}

/** Whether the words name the conflict: all words of its kind, or of one of its sources' names (a free-form list is matched leniently). */
function names(words: Set<string>, c: BlockingConflict): boolean {
  return [c.kind, ...c.sources].some((n) => {
    const ws = n ? wordsIn(n) : [];
    return ws.length > 0 && ws.every((w) => words.has(w));
  });
}
const named = (c: BlockingConflict) => c.kind !== undefined || c.sources.length > 0;

/**
 * The blocking conflicts the acceptance log does not adjudicate, once the manager has swept their round
 * (a verdict for it or a later one): fail when acceptance-log.md has no §"Authority adjudications" and
 * names the conflict nowhere; warn when it names it only outside that section, or has the section and
 * names it not there (a free-form list: its words may not be the event's).
 */
export function unadjudicated(model: EngagementModel, conflicts: readonly BlockingConflict[], events: string, listed: number): Unadjudicated {
  const out: Unadjudicated = { fail: [], warn: [], failed: 0, warned: 0 };
  const log = model.acceptanceLog;
  if (!log || !conflicts.length) return out;
  const swept = sweptRound(log);
  const due = conflicts.filter((c) => c.round <= swept);
  if (!due.length) return out;
  const sections = log.headingsIn('protocol').filter((h) => isAdjudicationsHeading(h.text)).map((h) => log.sectionOf(h, 'protocol'));
  const inSections = wordsOf(log, sections.map((s) => ({ start: s.start, end: s.end })));
  const head = sections[0]?.heading;
  // Every one is counted; past `listed` of a status no finding is written (a hostile ledger may hold millions).
  const add = (fails: boolean, f: () => Finding) => {
    if (fails ? out.failed++ < listed : out.warned++ < listed) (fails ? out.fail : out.warn).push(f());
  };
  let inLog: Set<string> | undefined;
  for (const c of due) {
    // A conflict the event names nothing of is adjudicated by any entry of the section.
    if (sections.length && (named(c) ? names(inSections, c) : inSections.size > 0)) continue;
    if (head) {
      const title = plainTitle(head.text).slice(0, 80);
      add(false, () => log.at(head.line, `§"${title}" of acceptance-log.md names no entry for the blocking authority_conflict at ${events}:L${c.line}${conflictName(c)}: ${LOG_QUOTE}`));
      continue;
    }
    inLog ??= wordsOf(log, [{ start: log.bodyStart, end: log.lines.length }]);
    const where = { file: events, line: c.line, column: 1 };
    if (named(c) && names(inLog, c)) add(false, () => ({ ...where, message: `the blocking authority_conflict${conflictName(c)} is named in acceptance-log.md, but the log has no §"Authority adjudications" for it: ${LOG_QUOTE}` }));
    else add(true, () => ({ ...where, message: `the blocking authority_conflict${conflictName(c)} is not logged: acceptance-log.md holds the round's verdict but no §"Authority adjudications" entry for it: ${LOG_QUOTE}` }));
  }
  return out;
}

/** The blocking conflicts acceptance-log.md leaves unadjudicated: findings up to a limit of each status, and how many of each. */
export interface Unadjudicated {
  fail: Finding[];
  warn: Finding[];
  failed: number;
  warned: number;
}
