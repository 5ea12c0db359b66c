/**
 * Readings of an engagement that follow the protocol text where the
 * reference script's heuristics do not. Rules use them under
 * `--preset recommended`; `--preset compat` keeps the reference readings.
 */
import type { EngagementModel } from './engagement.js';
import type { MarkdownDoc, Section } from '../markdown/document.js';
import type { RuleOutcome, RunOptions, Tier } from '../types.js';
import { acceptanceRounds, verdictLines } from './plan/acceptance.js';
import { pluralWord } from '../util.js';

export { protocolCitation } from './protocol-citations.js';

/** Whether a rule follows the protocol text rather than the reference's verdicts. */
export function followsProtocol(options: Pick<RunOptions, 'preset'>): boolean {
  return options.preset === 'recommended';
}

/**
 * A skip for a tier-gated rule that runs outside its tiers (`--all-checks`,
 * `--override-checks`): the requirement does not exist at that tier.
 */
export function outsideTiers(model: EngagementModel, tiers: Tier[], what: string): RuleOutcome | undefined {
  if (tiers.includes(model.tier)) return undefined;
  return { status: 'skip', detail: `size=${model.tier}: ${what} applies at ${pluralWord(tiers.length, 'tier')} ${tiers.join(', ')} only` };
}

// ------------------------------------------------------ acceptance log

/**
 * The lines of the accepted iteration: the `## Iteration N` section holding
 * the last ACCEPT verdict, or the whole log when it has no iteration
 * sections. Undefined when no ACCEPT verdict is written.
 */
export function acceptedRange(doc: MarkdownDoc): { start: number; end: number; n?: number } | undefined {
  const rounds = acceptanceRounds(doc);
  const accepted = rounds.filter((r) => r.verdict?.word.startsWith('ACCEPT'));
  const last = accepted[accepted.length - 1];
  if (last) return { start: last.line, end: last.end, n: last.n };
  if (rounds.length) return undefined;
  return verdictLines(doc).some((v) => v.word.startsWith('ACCEPT')) ? { start: 1, end: doc.lines.length } : undefined;
}

/** Line ranges of the rejected iterations of an acceptance log (their citations are history). */
export function rejectedRanges(doc: MarkdownDoc | undefined): Array<{ start: number; end: number }> {
  return acceptanceRounds(doc)
    .filter((r) => r.verdict?.word.startsWith('REJECT'))
    .map((r) => ({ start: r.line, end: r.end }));
}

// ------------------------------------------------------------- prose

/**
 * A negation before a match in the same sentence: "no force-push was
 * needed", "we did not run `terraform destroy`", "without DROP TABLE".
 * Linear: one alternation of fixed words, no nested quantifiers.
 */
const NEGATION = /\b(?:no|not|never|without|nor|none|didn't|don't|doesn't|wasn't|won't|isn't|avoided|avoid)\b|\bn't\b|(?:^|\s)(?:не|нет|без|никаких)(?=\s)/i;

/** Whether the sentence of `text` that holds column `at` (0-based) negates what follows. */
export function negatedBefore(text: string, at: number): boolean {
  const before = text.slice(0, at);
  const sentenceStart = Math.max(before.lastIndexOf('. '), before.lastIndexOf('; '), before.lastIndexOf('! '), before.lastIndexOf('? '));
  return NEGATION.test(before.slice(sentenceStart + 1));
}

// -------------------------------------------------------- migrations

const DEF_DOWN = /^(\s*)def\s+down(?:grade)?\s*\([^)]{0,300}\)\s*(?:->[\w.[\], ]{1,100})?:\s*(?:#.*)?$/;
const EMPTY_BODY = /^\s*(?:pass|\.\.\.|raise\s+NotImplementedError(?:\(\))?|return(?:\s+None)?)\s*(?:#.*)?$/;
const DOCSTRING = /^\s*(?:"""|''')/;

/**
 * Lines (indices into `lines`) of `def down…():` / `def downgrade…():`
 * headers whose indented body does nothing (`pass`, `...`,
 * `raise NotImplementedError`, `return`, optionally after a docstring):
 * the migration has no rollback. Only consecutive lines are read.
 */
export function emptyDowngrades(lines: readonly string[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    const def = DEF_DOWN.exec(lines[i]!);
    if (!def) continue;
    const indent = def[1]!.length;
    const body: string[] = [];
    for (let k = i + 1; k < lines.length; k++) {
      const t = lines[k]!;
      if (t.trim() === '') continue;
      if (t.length - t.trimStart().length <= indent) break;
      body.push(t);
    }
    const code = body.filter((t) => !DOCSTRING.test(t) || !/^\s*(?:"""|''').*(?:"""|''')\s*$/.test(t));
    if (code.length === 1 && EMPTY_BODY.test(code[0]!)) out.push(i);
  }
  return out;
}

// ------------------------------------------------------------- §4a

export interface CrossValBlock {
  section: Section;
  /** Table rows (neither the header nor the delimiter row). */
  rows: Array<{ line: number; cells: string[] }>;
  /** The block states that no specialists share a contract. */
  notApplicable: boolean;
}

const NA = /\bN\/A\b|not applicable|no (?:shared )?contracts? (?:overlap|shared)|no specialists overlap/i;

/** The handoff's `4a.` cross-validation block (a heading of any level starting `4a`). */
export function crossValBlock(handoff: MarkdownDoc): CrossValBlock | undefined {
  const h = handoff.headings.find((x) => /^4a\b/i.test(x.text));
  if (!h) return undefined;
  const section = handoff.sectionOf(h);
  // The header row is the one a delimiter row (`|---|`) follows.
  const header = (line: number) => /^\|[\s:|-]+$/.test(handoff.line(line + 1).trim());
  const rows = handoff.tableRows(section).filter((r) => !header(r.line)).map((r) => ({ line: r.line, cells: r.cells }));
  const text = handoff.linesOf(section).map((l) => l.text).join('\n');
  return { section, rows, notApplicable: NA.test(text) || NA.test(h.text) };
}

/** A DIVERGE verdict cell that does not record its resolution. */
export function unresolvedDiverge(cells: string[]): boolean {
  return cells.some((c) => /\bDIVERGE\b/i.test(c) && !/\bresolved\b|(?:→|->)\s*\**MATCH/i.test(c));
}

// ------------------------------------------------------------- §7a

export interface PastedPrecheck {
  line: number;
  status?: string;
  failCount?: number;
}

const STATUS_KEY = /"status"\s*:\s*"(pass|warn|fail)"/;
const FAIL_COUNT = /"fail_count"\s*:\s*(\d{1,6})/;

/**
 * The pre-check output pasted in handoff §7a: the top-level `"status"` and
 * `"fail_count"` of the JSON report (the first ones after the `7a` heading
 * or the `handoff-precheck` / `engagement-lint` command line).
 */
export function pastedPrecheck(handoff: MarkdownDoc, s7: Section): PastedPrecheck | undefined {
  const lines = handoff.linesOf({ start: s7.heading.line, end: s7.end });
  const startAt = lines.findIndex((l) => /^#{2,6}\s*7a\b|mechanical pre-?check|handoff-precheck|engagement-lint/i.test(l.text));
  if (startAt < 0) return undefined;
  const out: PastedPrecheck = { line: lines[startAt]!.line };
  for (const { line, text } of lines.slice(startAt)) {
    if (/^#{2,6}\s*7[bc]\b/i.test(text)) break;
    if (/^\s*"checks"\s*:/.test(text)) break;
    const s = STATUS_KEY.exec(text);
    if (s && out.status === undefined) Object.assign(out, { status: s[1], line });
    const f = FAIL_COUNT.exec(text);
    if (f && out.failCount === undefined) out.failCount = Number(f[1]);
  }
  return out;
}
