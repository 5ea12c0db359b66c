import { acceptanceRoundSpans, iterationHeadings, unreadRoundHeadings, verdictsInAnyForm, type EngagementModel, type MarkdownDoc, type RuleOutcome } from '@engagement-lint/core/kit';

/** The title's iteration of the handoff template (`# Handoff — iteration 2 — …`, `# Handoff — iter 1`), read in the title's text. */
const HANDOFF_TITLE = /^Handoff[ \t]{0,4}(?:[—–:-][ \t]{0,4})?(?:\(?[ \t]{0,4})(iter(?:ation)?[ \t]{0,4}(?:#[ \t]{0,2})?(\d{1,6}))\b/i;

/**
 * The title naming its iteration in Russian (`# Handoff — итерация 3 — …`, `# Хэндофф итерации 3`, `# Handoff — раунд 3`,
 * `# Handoff (итер. 3`), read as the English `iteration 3` is. Bounded runs.
 */
const HANDOFF_TITLE_RU = /^(?:handoff|hand-off|х[эе]ндофф|передача)[ \t]{0,4}(?:[—–:-][ \t]{0,4})?(?:\(?[ \t]{0,4})((?:итер(?:аци[а-яё]{1,2}|\.)?|раунд[а-яё]{0,2}|круг[а-яё]{0,2})[ \t]{0,4}(?:[#№][ \t]{0,2})?(\d{1,6}))(?!\d)/iu;

/**
 * The iteration handoff.md's title names, in English or in Russian: its first heading, as markdown renders it
 * (`Handoff — iteration 2` over `===` too), when it is level 1.
 */
export function handoffIteration(model: EngagementModel): { n: number; line: number; column: number } | undefined {
  const title = model.handoff?.headingsIn('protocol')[0];
  // The first heading is the title: one that names no iteration says nothing.
  const m = title?.level === 1 ? (HANDOFF_TITLE.exec(title.text) ?? HANDOFF_TITLE_RU.exec(title.text)) : null;
  if (!title || !m) return undefined;
  return { n: Number(m[2]), line: title.line, column: model.handoff!.line(title.line).indexOf(m[1]!) + 1 };
}

/**
 * The ACCEPT verdict that ends the latest `## Iteration N` round of acceptance-log.md (the last
 * verdict of the last round numbered N, up to the next round's heading, in any form the verdict
 * rules read: `**ACCEPTED**` too), with N; undefined when that round ends otherwise.
 */
export function acceptedRound(log: MarkdownDoc, n: number): { n: number; line: number; word: string } | undefined {
  const round = acceptanceRoundSpans(log, 'protocol').filter((r) => r.n === n).at(-1);
  const last = round && verdictsInAnyForm(log, round).at(-1);
  return last?.word.startsWith('ACCEPT') ? { n, line: last.line, word: last.word } : undefined;
}

/** A counter out of step with acceptance-log.md's rounds, as the protocol reads them. */
export interface CounterOffLog {
  /** The counter and the log's latest `## Iteration N`, with its heading's line. */
  n: number;
  max: number;
  headingLine: number;
  /** What the counter may hold: N, or N + 1 unless round N ended in ACCEPT. */
  expected: number[];
  accepted?: { n: number; line: number; word: string };
  titled?: { n: number; line: number; column: number };
  /** The one value the counter should hold, when the log (and the handoff's title) tell it. */
  target?: number;
  /**
   * Whether the counter is the one at fault: past an ACCEPT, or behind the log's rounds (not ahead, where the log may
   * lack rounds), and not borne out by the handoff's title naming its round.
   */
  counterWrong: boolean;
}

const offLog = new WeakMap<EngagementModel, CounterOffLog | null>();

/**
 * The protocol reading of a plain-digit counter against acceptance-log.md ("verifies the counter agrees with
 * ## Iteration N headings"): undefined when they agree, when the log numbers no round, or when a round is written
 * under a heading no check reads (the count cannot be told then). Past an ACCEPT only N fits: no round follows it.
 */
export function counterOffLog(model: EngagementModel): CounterOffLog | undefined {
  if (offLog.has(model)) return offLog.get(model) ?? undefined;
  const found = readCounterOffLog(model);
  offLog.set(model, found ?? null);
  return found;
}

function readCounterOffLog(model: EngagementModel): CounterOffLog | undefined {
  const n = model.iteration.value;
  const log = model.acceptanceLog;
  if (n === undefined || !log) return undefined;
  const headings = iterationHeadings(log, 'protocol');
  if (!headings.length || headings.some((h) => !Number.isSafeInteger(h.n)) || unreadRoundHeadings(log, 'protocol').length) return undefined;
  let max = headings[0]!.n;
  for (const h of headings) if (h.n > max) max = h.n;
  const accepted = acceptedRound(log, max);
  const expected = accepted ? [max] : [max, max + 1];
  if (expected.includes(n)) return undefined;
  const titled = handoffIteration(model);
  // A title that fits only one of N and N + 1 picks it.
  const fits = titled ? expected.filter((c) => titled.n === c || titled.n === c - 1) : [];
  const target = fits.length === 1 ? fits[0] : expected.length === 1 ? expected[0] : undefined;
  // Which of the two is wrong: past an ACCEPT or behind the log's rounds, the counter (no round follows an ACCEPT, and the
  // log records rounds that happened), unless the handoff's title names the counter's round too; ahead of a log that did
  // not accept, the log may lack the rounds between.
  const counterWrong = (accepted !== undefined || n < max) && titled?.n !== n;
  return {
    n,
    max,
    headingLine: headings.findLast((h) => h.n === max)!.line,
    expected,
    counterWrong,
    ...(accepted ? { accepted } : {}),
    ...(titled ? { titled } : {}),
    ...(target === undefined ? {} : { target }),
  };
}

/**
 * The round the protocol reading's checks of "the current iteration" judge: the counter's (plain digits), unless it
 * is past the log's ACCEPT or behind its rounds (and the handoff's title does not name its round); then the round the
 * log says it should hold, or none when the log leaves two. A counter ahead of a log that accepted nothing is kept: the
 * log may lack the rounds in between.
 * One wrong counter is iteration-counter's failure alone: the checks after it judge the round the engagement is in.
 */
export function currentRound(model: EngagementModel): number | undefined {
  const off = wrongCounter(model);
  return off ? off.target : model.iteration.value;
}

/** The counter's disagreement with the log when it is the counter that is wrong; a counter ahead of the log is kept. */
export function wrongCounter(model: EngagementModel): CounterOffLog | undefined {
  const off = counterOffLog(model);
  return off?.counterWrong ? off : undefined;
}

/** How a check's detail says it judged the log's round, not the counter's: empty when they agree. */
export function correctedNote(model: EngagementModel): string {
  const off = wrongCounter(model);
  return off?.target === undefined ? '' : ` (iteration ${off.target}, the round acceptance-log.md is in: the counter's ${off.n} fails iteration-counter)`;
}

/** A skip's detail when the counter is out of step with the log and the log leaves the current round between two; else undefined. */
export function unsureRound(model: EngagementModel): string | undefined {
  const off = wrongCounter(model);
  return off && off.target === undefined ? `the iteration counter (${off.n}) disagrees with acceptance-log.md, whose latest round is ${off.max}, which leaves iteration ${off.expected.join(' or ')} (see iteration-counter): the current round cannot be told` : undefined;
}

/** A check's outcome, its detail saying when it judged the log's round rather than the counter's. */
export function withRoundNote(model: EngagementModel, outcome: RuleOutcome): RuleOutcome {
  const note = correctedNote(model);
  return note && outcome.detail ? { ...outcome, detail: `${outcome.detail}${note}` } : outcome;
}
