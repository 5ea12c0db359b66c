// The adversary roles' proof-of-run, as the protocol's acceptance step describes it: each role runs
// Pass 1 (`{role}-iter-N-preliminary-{ts}.json`) then Pass 2 (`{role}-iter-N-{ts}.json`), the round
// under verdict is judged on that round's Pass-2 outputs, and an L consilium is peer-Opus + 2× Codex
// + Sonnet + Haiku. Read by validator-outputs under the recommended preset.
import {
  consiliumSignalsOf,
  isPlainObject,
  iterationHeadings,
  latestVerdict,
  list,
  tableRowCells,
  titleIteration,
  verdictsInAnyForm,
  type DirEntry,
  type EngagementModel,
  type MarkdownDoc,
} from '@engagement-lint/core/kit';
import { markedName, type Named } from './logged-validators.js';
import { emptyReading, type OutputsReading } from './output-names.js';
import { currentRound } from './round-in-force.js';

/** The protocol's adversary roles (consilium M and L). */
export const ADVERSARIES = new Set(['peer-opus', 'codex-blind', 'codex-informed', 'sonnet-scoped', 'haiku-scoped']);
/** A reviewer named for its model family (`opus-adversary`, `Codex (blind)`) is an adversary role too. */
const FAMILY = /opus|codex|sonnet|haiku/i;
/** The L consilium, by model family: "peer-Opus + 2× Codex + Sonnet + Haiku". */
const ROSTER = [
  { family: 'peer-Opus', test: /opus/i, count: 1, roles: ['peer-opus'] },
  { family: 'Codex', test: /codex/i, count: 2, roles: ['codex-blind', 'codex-informed'] },
  { family: 'Sonnet', test: /sonnet/i, count: 1, roles: ['sonnet-scoped'] },
  { family: 'Haiku', test: /haiku/i, count: 1, roles: ['haiku-scoped'] },
];
const ROSTER_TEXT = 'peer-Opus + 2× Codex + Sonnet + Haiku';

export interface VerdictTableRow {
  /** The first cell as written, marks stripped. */
  text: string;
  /** The lowercase role name it opens with, when it does. */
  name?: string;
  line: number;
  column: number;
}

/**
 * consilium-summary.md's verdict table (a header naming a Reviewer or Role column first and a
 * Verdict column): its header line and one row per reviewer.
 */
export function verdictTable(doc: MarkdownDoc | undefined): { header: number; rows: VerdictTableRow[] } | undefined {
  if (!doc) return undefined;
  let header: number | undefined;
  const rows: VerdictTableRow[] = [];
  let inTable = false;
  for (const { line, text } of doc.bodyLines()) {
    const cells = tableRowCells(text);
    if (!cells) {
      inTable = false;
      continue;
    }
    const plain = cells.map((c) => c.text.replace(/[`*_]/g, '').trim().toLowerCase());
    if (!inTable) {
      inTable = /^(?:reviewer|role)s?$/.test(plain[0] ?? '') && plain.some((c) => /^verdicts?$/.test(c));
      if (inTable) header ??= line;
      continue;
    }
    if (/^\|[\s:|-]+\|?$/.test(text.trim())) continue; // delimiter row
    const cell = cells[0]!;
    const name = markedName(cell.text);
    const at = name ? Math.max(0, cell.text.indexOf(name)) : 0;
    if (plain[0]) rows.push({ text: cells[0]!.text.replace(/[`*_]/g, '').trim(), ...(name ? { name } : {}), line, column: cell.column + at });
  }
  return header === undefined ? undefined : { header, rows };
}

/** The reviewers of the verdict table: each is an adversary role that ran, so each owes its JSON proof-of-run. */
export function consiliumReviewers(doc: MarkdownDoc | undefined): Named[] {
  return (verdictTable(doc)?.rows ?? []).flatMap((r) => (r.name ? [{ name: r.name, doc: doc!, line: r.line, column: r.column, reviewer: true }] : []));
}

/** An output's role and round, for a name carrying `-iter-N-` (`peer-opus-iter-2-preliminary-t.json`). */
function tagged(name: string): { role: string; n: number; preliminary: boolean } | undefined {
  const m = /-iter-(\d{1,9})-/.exec(name);
  if (!m || m.index === 0) return undefined;
  return { role: name.slice(0, m.index), n: Number(m[1]), preliminary: name.slice(m.index + m[0].length).startsWith('preliminary-') };
}

/** Letters and digits only, lowercased: `Codex (blind)` and `codex-blind` are one reviewer. */
const key = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The round under verdict: acceptance-log.md's latest verdict and its `## Iteration N` (a log kept
 * without sections numbers its verdicts as rounds); none when the user aborted.
 */
function verdictRound(model: EngagementModel): { n: number; line: number; column: number; word: string } | undefined {
  const log = model.acceptanceLog;
  const latest = latestVerdict(log, undefined, 'protocol');
  if (!log || !latest || latest.verdict.word.startsWith('ABORT')) return undefined;
  const n = latest.round?.n ?? (iterationHeadings(log).length ? undefined : verdictsInAnyForm(log).length);
  return n === undefined ? undefined : { n, line: latest.verdict.line, column: latest.verdict.column, word: latest.verdict.word };
}

/**
 * At M and L: every adversary Pass-2 output of round K has its Pass-1 `-preliminary-` file of round K;
 * an ACCEPT of round R rests on each adversary role's Pass-2 output of round R; and at L the
 * reviewers on record for the round make up the protocol's roster.
 */
export function adversaryRuns(model: EngagementModel, files: readonly DirEntry[], reviewers: readonly Named[]): OutputsReading {
  const out = emptyReading();
  if (model.tier === 'S') return out;
  const outputs = files.flatMap((f) => {
    const t = tagged(f.name);
    return t ? [{ file: f, ...t }] : [];
  });
  const named = new Set(reviewers.map((r) => r.name));
  const adversary = (role: string) => ADVERSARIES.has(role) || named.has(role) || FAMILY.test(role);
  const finals = outputs.filter((o) => !o.preliminary && adversary(o.role));

  // Pass 1 then Pass 2, for every role: a Pass-2 output alone is a run whose blind pass left no proof.
  const preliminaries = new Set(outputs.filter((o) => o.preliminary).map((o) => `${o.role}\n${o.n}`));
  const noPassOne = finals.filter((o) => !preliminaries.has(`${o.role}\n${o.n}`));
  for (const o of noPassOne) {
    out.findings.push({
      file: o.file.rel,
      line: 1,
      column: 1,
      severity: 'error',
      message: `Pass-2 output of ${o.role} without its Pass-1 file: validation-outputs/${o.role}-iter-${o.n}-preliminary-<timestamp>.json is missing (each adversary role runs Pass 1 on the curated copy, then Pass 2)`,
    });
  }
  if (noPassOne.length) {
    out.problems.push(`adversary Pass-2 outputs without their Pass-1 (-preliminary-) file: ${list(noPassOne.map((o) => `${o.role} (iteration ${o.n})`), 5)}`);
    out.fixes.push('Keep each adversary role\'s Pass-1 output as validation-outputs/{role}-iter-N-preliminary-{timestamp}.json beside its Pass-2 one (or re-run the two-pass adversary step).');
  }

  const verdict = verdictRound(model);
  const consiliumRound = model.consilium ? titleIteration(model.consilium)?.n : undefined;
  // An ACCEPT closes the engagement on the round's evidence: each adversary role must have judged that round.
  if (verdict?.word.startsWith('ACCEPT')) {
    // Each role's Pass-2 rounds, gathered once. A role with no Pass-2 output at all is the rule's missing
    // output, reported at its log heading or table row.
    const rounds = new Map<string, Set<number>>();
    for (const o of finals) rounds.set(o.role, (rounds.get(o.role) ?? new Set()).add(o.n));
    const stale = [...rounds.keys()].filter((r) => !rounds.get(r)!.has(verdict.n));
    if (stale.length) {
      const of = (r: string) => `${r} (outputs of iteration ${[...rounds.get(r)!].sort((a, b) => a - b).join(', ')} only)`;
      const title = consiliumRound !== undefined && consiliumRound !== verdict.n ? `; consilium-summary.md is titled iteration ${consiliumRound}` : '';
      const expected = stale.map((r) => `validation-outputs/${r}-iter-${verdict.n}-<timestamp>.json`);
      out.findings.push(
        model.acceptanceLog!.at(verdict.line, `${verdict.word} of iteration ${verdict.n} without that round's adversary Pass-2 output of ${list(stale.map(of), 5)}${title}: expected ${list(expected, 5)}`, verdict.column, 'error'),
      );
      out.problems.push(`no adversary output of iteration ${verdict.n}, the round under verdict (acceptance-log.md:L${verdict.line}): ${list(stale.map(of), 5)}${title}`);
      out.fixes.push(`Run the adversary pass on iteration ${verdict.n} (Pass 1 and Pass 2 of each role), aggregate it into consilium-summary.md, and let the human judge it before the verdict.`);
    }
  }

  if (model.tier === 'L') {
    const round = verdict?.n ?? consiliumRound ?? (model.iteration.present ? currentRound(model) : undefined);
    const table = verdictTable(model.consilium);
    // The summary's table speaks for the round it is titled for (an untitled one for the round read).
    const tableRows = table && (consiliumRound === undefined || round === undefined || consiliumRound === round) ? table.rows : [];
    const onRecord = new Map<string, string>();
    for (const r of tableRows) onRecord.set(key(r.text), r.name ?? r.text);
    for (const o of finals) if (round === undefined || o.n === round) onRecord.set(key(o.role), o.role);
    if (onRecord.size) {
      const present = [...onRecord.entries()];
      const missing = ROSTER.flatMap((m) => {
        const have = present.filter(([k]) => m.test.test(k)).length;
        const absent = m.roles.filter((r) => !onRecord.has(key(r)));
        return have >= m.count ? [] : [`${m.count - have > 1 ? `${m.count - have}× ` : ''}${m.family}${absent.length ? ` (${absent.join(', ')})` : ''}`];
      });
      if (missing.length) {
        const when = round === undefined ? '' : ` for iteration ${round}`;
        const names = present.map(([, v]) => v);
        const message = `L consilium incomplete${when}: the protocol's L-tier consilium is ${ROSTER_TEXT}; missing ${list(missing)} (on record: ${list(names, 8)})`;
        const doc = model.consilium;
        const at = doc ? doc.at(table?.header ?? titleIteration(doc)?.line ?? doc.bodyStart, message, 1, 'error') : verdict ? model.acceptanceLog!.at(verdict.line, message, verdict.column, 'error') : undefined;
        const first = finals.find((o) => round === undefined || o.n === round);
        out.findings.push(at ?? { file: first!.file.rel, line: 1, column: 1, message, severity: 'error' });
        out.problems.push(`L consilium missing reviewers${when}: ${list(missing)} (the L-tier consilium is ${ROSTER_TEXT})`);
        out.fixes.push('Run the full L consilium (adversary_lg.py --consilium L: peer-opus, codex-blind, codex-informed, sonnet-scoped, haiku-scoped), each with its Pass-1 and Pass-2 outputs.');
      }
    }
    oneFamily(model, finals, round, out);
  }
  mislabelledDisagreements(model, finals, consiliumRound, out);
  return out;
}

type Final = { file: DirEntry; role: string; n: number };

/** The model family a Pass-2 output declares (`"family": "anthropic"`), lowercased; none when it declares none. */
function familyOf(model: EngagementModel, o: Final): string | undefined {
  const value = model.json(o.file.rel)?.parsed.value;
  const family = isPlainObject(value) ? value['family'] : undefined;
  return typeof family === 'string' && family.trim() ? family.trim().toLowerCase().slice(0, 60) : undefined;
}

/**
 * The L consilium is cross-family ("peer-Opus + 2× Codex + Sonnet + Haiku"; consilium-synth reports "cross-family
 * disagreements"): when every Pass-2 output of the round declares one and the same family, the roles were filled by
 * one family's models (a Codex role run on another model when Codex was unavailable), and no cross-family check was made.
 */
function oneFamily(model: EngagementModel, finals: readonly Final[], round: number | undefined, out: OutputsReading): void {
  const ofRound = finals.filter((o) => round === undefined || o.n === round);
  const families = ofRound.map((o) => familyOf(model, o));
  if (ofRound.length < 2 || families.some((f) => f === undefined) || new Set(families).size !== 1) return;
  const family = families[0]!;
  const roles = [...new Set(ofRound.map((o) => o.role))];
  const when = round === undefined ? '' : ` of iteration ${round}`;
  const message = `every adversary output${when} declares "family": "${family}" (${list(roles, 8)}): the L consilium (${ROSTER_TEXT}) was run by one model family, so it made no cross-family check`;
  out.findings.push({ file: ofRound[0]!.file.rel, line: 1, column: 1, message, severity: 'warning' });
  out.warnings.push(`L consilium${when} of one model family: every adversary output declares "${family}" (${list(roles, 8)})`);
  out.warnFixes.push(`Run the Codex roles on Codex (another family than ${family}), or record in scope-sync.md that the L consilium ran single-family and why.`);
}

/** `a=x vs b=y` of a `**[CROSS-FAMILY]**` line: the two reviewers. */
const PAIR = /^([^\s=]+)=\S+ vs ([^\s=]+)=/;

/**
 * A `**[CROSS-FAMILY]**` disagreement between two reviewers whose outputs (of the summary's round) declare the same
 * family is mislabelled: it is a disagreement within one family, and the director reads it as a cross-family one.
 */
function mislabelledDisagreements(model: EngagementModel, finals: readonly Final[], round: number | undefined, out: OutputsReading): void {
  const doc = model.consilium;
  const signals = doc ? consiliumSignalsOf(doc, true).disagreements : [];
  if (!signals.length) return;
  const families = new Map<string, string>();
  for (const o of finals) {
    if (round !== undefined && o.n !== round) continue;
    const family = familyOf(model, o);
    if (family) families.set(key(o.role), family);
  }
  const same = signals.flatMap((s) => {
    const m = PAIR.exec(s.label);
    const a = m && families.get(key(m[1]!));
    return m && a && a === families.get(key(m[2]!)) ? [{ s, a: m[1]!, b: m[2]!, family: a }] : [];
  });
  for (const { s, a, b, family } of same) {
    out.findings.push(doc!.at(s.line, `\`**[CROSS-FAMILY]** ${s.label}\` pairs two reviewers of one family: the outputs of ${a} and ${b} both declare "family": "${family}", so this is no cross-family disagreement`, 1, 'warning'));
  }
  if (same.length) {
    out.warnings.push(`[CROSS-FAMILY] disagreements between reviewers of one family: ${list(same.map(({ s, family }) => `consilium-summary.md:L${s.line} (${s.label.replace(/=\S+/g, '')}: both ${family})`), 5)}`);
    out.warnFixes.push('Label a disagreement [CROSS-FAMILY] only between reviewers of different model families (as their outputs\' "family" declares).');
  }
}
