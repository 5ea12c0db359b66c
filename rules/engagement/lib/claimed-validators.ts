// Validators other files say ran or will run: handoff.md §5 reports a verdict per validator
// ("- {validator}: {verdict}, …"), plan.md lists "## Validators planned" ("- {validator-name} on
// {artefact} — triggered by {rule}"). validator-outputs holds each to its log entry and output.
import { list, tableRowCells, type EngagementModel, type MarkdownDoc } from '@engagement-lint/core/kit';
import { markedName } from './logged-validators.js';
import { emptyReading, type OutputsReading } from './output-names.js';
import { namesWhole } from './whole-name.js';

export interface Claimed {
  name: string;
  line: number;
  column: number;
  /** The verdict word §5 reports (handoff claims only). */
  verdict?: string;
}

/** A list item's marker (`-`, `*`, `+`, `1.`, `1)`), or a quote's. */
const ITEM = /^\s{0,12}(?:[-*+]|\d{1,9}[.)])\s+/;
/** After a name: its closing marks, a separator (`:`, a dash, a bar), then the first word. */
const AFTER_NAME = /^[`*_]{0,3}\s{0,4}(?::|\||[-–—])[`*_\s]{0,8}([A-Za-z_]{1,40})/;
/** A role's name as the protocol's validators are named: `code-reviewer`, `security-auditor`, `ux-review`. */
const ROLE_NAME = /-(?:reviewer|review|auditor|validator|checker|detector|assessor|adversary)$/;
const KNOWN = new Set(['skeptic', 'peer-opus', 'codex-blind', 'codex-informed', 'sonnet-scoped', 'haiku-scoped']);
/** Named like a validator or an adversary role: `tests: pass` or `pre-check: green` reports no validator. */
const validatorLike = (name: string) => ROLE_NAME.test(name) || KNOWN.has(name);

/** The name a line (or a table row's first cell) opens with, and where, after list and quote marks. */
function opening(text: string): { name: string; at: number; rest: string } | undefined {
  const marker = ITEM.exec(text);
  const start = marker ? marker[0].length : text.length - text.trimStart().length;
  const body = text.slice(start);
  const name = markedName(body);
  if (!name) return undefined;
  const at = start + body.indexOf(name);
  return { name, at, rest: text.slice(at + name.length) };
}

/**
 * The validators handoff.md §5 reports a verdict for: a line (a list item, a paragraph line, or a
 * table row's first cell) opening with a lowercase name named like a validator, followed by a
 * separator and a word of `verdicts` (`- security-auditor: approved, …`, `code-reviewer: approved —
 * see validation-outputs/`).
 */
export function handoffVerdictClaims(handoff: MarkdownDoc | undefined, verdicts: ReadonlySet<string>): Claimed[] {
  const section = handoff?.section(5, 'protocol');
  if (!handoff || !section) return [];
  const out: Claimed[] = [];
  for (const { line, text } of handoff.linesOf(section, { skipFenced: true })) {
    const cells = tableRowCells(text);
    if (cells) {
      const first = cells[0];
      const name = first && markedName(first.text);
      const word = /^[`*_\s]{0,8}([A-Za-z_]{1,40})/.exec(cells[1]?.text ?? '')?.[1]?.toLowerCase();
      if (name && word && validatorLike(name) && verdicts.has(word)) out.push({ name, line, column: first.column + Math.max(0, first.text.indexOf(name)), verdict: word });
      continue;
    }
    const o = opening(text);
    const word = o && AFTER_NAME.exec(o.rest)?.[1]?.toLowerCase();
    if (o && word && validatorLike(o.name) && verdicts.has(word)) out.push({ name: o.name, line, column: o.at + 1, verdict: word });
  }
  return out;
}

/**
 * The validators plan.md's `## Validators planned` section lists, one per item as the template
 * writes them (`- test-reviewer on tests/ — new tests added`; a table's first cell too): the name an
 * item opens with, when it is named like a validator (`-reviewer`, `-auditor`, `-validator`,
 * `-review`, …, or one of the protocol's roles). Names later in an item are not read.
 */
export function plannedValidators(plan: MarkdownDoc | undefined): Claimed[] {
  if (!plan) return [];
  const out: Claimed[] = [];
  const seen = new Set<string>();
  for (const h of plan.headingsIn('protocol')) {
    if (!/^validators?\s+planned\b/i.test(h.text.replace(/[`*_]/g, '').trim())) continue;
    for (const { line, text } of plan.linesOf(plan.sectionOf(h, 'protocol'), { skipFenced: true })) {
      const cells = tableRowCells(text);
      if (cells && /^\|[\s:|-]+\|?$/.test(text.trim())) continue; // delimiter row
      const o = cells ? (cells[0] ? { ...opening(cells[0].text), base: cells[0].column - 1 } : undefined) : ITEM.test(text) ? { ...opening(text), base: 0 } : undefined;
      if (!o?.name || seen.has(o.name) || !validatorLike(o.name)) continue;
      // The name alone, or followed by a space or a separator: `code-reviewer on …`, `code-reviewer: …`.
      if (o.rest && !/^[`*_]{0,3}(?:\s|[:,;(|—–]|$)/.test(o.rest)) continue;
      seen.add(o.name);
      out.push({ name: o.name, line, column: o.base + o.at! + 1 });
    }
  }
  return out;
}

/**
 * What the folder writes after plan.md of the validators it planned, lower-cased: validation-log.md, handoff.md §5
 * and scope-sync.md (HTML comments aside). plan.md is "mutable until first dispatch, then frozen", so a validator
 * dropped later stays planned there: one of these naming it (as not run, dropped, replaced, or at all) accounts for it.
 */
function laterRecords(model: EngagementModel): string {
  const whole = (doc: MarkdownDoc | undefined) => (doc ? doc.linesOf({ start: doc.bodyStart, end: doc.lines.length }, { skipComments: true }) : []);
  const s5 = model.handoff?.section(5, 'protocol');
  const lines = [...whole(model.doc('validation-log.md')), ...(s5 ? model.handoff!.linesOf(s5, { skipComments: true }) : []), ...whole(model.doc('scope-sync.md'))];
  return lines.map((l) => l.text.toLowerCase()).join('\n');
}

/** A plan line that plans no run of the validator it names: "not needed", "skipped", "n/a", "dropped". */
const SKIPPED_IN_PLAN = /\b(?:not\s+(?:needed|required|run|applicable)|skip(?:ped)?|n\/a|dropped|omitted)\b|не\s+нуж|пропуска|не\s+запуска/iu;


/**
 * Validators handoff.md §5 reports a verdict for with neither a log entry nor an output (fail: a
 * verdict with no proof of run), and validators plan.md plans that left neither (warn: the plan may
 * have changed for a reason the folder does not record). `logged` and `hasOutput` are the rule's
 * readings; `namedInLog` the names the log writes in a form that logs no run.
 */
export function claimedRuns(
  model: EngagementModel,
  opts: { logged: ReadonlySet<string>; hasOutput: (name: string) => boolean; verdicts: ReadonlySet<string>; namedInLog: () => ReadonlySet<string> },
): OutputsReading {
  const out = emptyReading();
  const unproven = (name: string) => !opts.logged.has(name) && !opts.hasOutput(name);
  // "skipped" reports no run: it claims nothing to prove.
  const claims = handoffVerdictClaims(model.handoff, new Set([...opts.verdicts].filter((v) => v !== 'skipped'))).filter((c) => unproven(c.name));
  const claimed = new Set(claims.map((c) => c.name));
  for (const c of claims) {
    const message = `handoff.md §5 reports ${c.name}: ${c.verdict}, but validation-log.md logs no ${c.name} run and validation-outputs/ holds no ${c.name}*.json: a verdict with no proof of run`;
    out.findings.push(model.handoff!.at(c.line, message, c.column, 'error'));
  }
  if (claims.length) {
    out.problems.push(`validators reported in handoff.md §5 but never logged and without output: ${list(claims.map((c) => `${c.name} (handoff.md:L${c.line})`), 5)}`);
    out.fixes.push('Report in handoff.md §5 only the validators that ran: log each run in validation-log.md with its output in validation-outputs/.');
  }
  // Validators run once the waves are done ("consolidates each wave, runs validators, assembles the handoff"):
  // until the handoff exists a planned validator is not late (a per-task reviewer may already have run). A plan
  // line that itself skips one plans no run.
  const planned = model.handoff ? plannedValidators(model.doc('plan.md')).filter((p) => unproven(p.name) && !claimed.has(p.name) && !SKIPPED_IN_PLAN.test(model.doc('plan.md')!.line(p.line))) : [];
  const inLog = planned.length ? opts.namedInLog() : new Set<string>();
  const later = planned.length ? laterRecords(model) : '';
  const never = planned.filter((p) => !inLog.has(p.name) && !namesWhole(later, p.name.toLowerCase()));
  const plan = never.length ? model.doc('plan.md')! : undefined;
  for (const p of never) {
    const message = `plan.md plans ${p.name} (Validators planned), but validation-log.md logs no ${p.name} run, validation-outputs/ holds no ${p.name}*.json, and neither validation-log.md, handoff.md §5 nor scope-sync.md says what became of it: the planned validator never ran`;
    out.findings.push(plan!.at(p.line, message, p.column, 'warning'));
  }
  if (never.length) {
    out.warnings.push(`validators planned in plan.md never run: ${list(never.map((p) => `${p.name} (plan.md:L${p.line})`), 5)}`);
    out.warnFixes.push('Run each validator plan.md plans and log it with its output, or say in validation-log.md (or handoff.md §5, or scope-sync.md) why it no longer applies.');
  }
  return out;
}
