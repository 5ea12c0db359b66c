/** Suppressions applied: each finding credited to the narrowest directive covering it, and the `suppressions` check made. */
import type { TextFile } from './io/project-fs.js';
import type { CheckResult, Finding } from './types.js';
import { MAX_FINDINGS } from './engine.js';
import { findingLevel, plural, pluralWord } from './util.js';
import { directivesOf, firstCovered, hint, untilOf, type Directive, type Problem, type ProblemKind } from './suppress-directives.js';
import { coverIndex, narrowest, NARROWNESS } from './suppress-index.js';

export const SUPPRESSIONS_CHECK = 'suppressions';
export const SUPPRESSIONS_DOCS = 'https://github.com/engagement-lint/engagement-lint/blob/main/docs/configuration.md#suppressions';
export const SUPPRESSIONS_SUMMARY = 'Every suppression gives a reason and suppresses at least one finding';

export { directivesOf, inCodeBlock, withoutInlineCode, type FileSuppressions } from './suppress-directives.js';

/** Counts one suppressed finding (or whole check) of `rule` against the directive and its first listing of the id. */
function use(d: Directive, rule: string): void {
  d.used++;
  const i = d.rules.indexOf(rule);
  if (i >= 0) d.usedBy[i]!++;
}


/**
 * Credits a finding (or a whole check) of `rule` to one of the suppressions covering it, the
 * narrowest, and of equals the last written (the innermost range), as ESLint credits one disable
 * directive per problem; each other one is noted as shadowed by it, so that a suppression whose
 * every finding another one already suppresses is reported as redundant.
 */
function credit(covering: readonly Directive[], rule: string): Directive | undefined {
  const best = narrowest(covering);
  return best && creditTo(best, covering, rule);
}

/** Credits `best` with a finding of `rule`, and notes each other suppression covering it as shadowed by it. */
function creditTo(best: Directive, others: readonly Directive[], rule: string): Directive {
  use(best, rule);
  for (const d of others) {
    if (d === best) continue;
    const i = Math.max(d.rules.indexOf(rule), 0);
    // Named as the one that shadows it: the widest that took a finding it covers, which covers the most of them.
    const prev = (d.shadowedBy ??= [])[i];
    if (!prev || NARROWNESS[best.kind] > NARROWNESS[prev.kind]) d.shadowedBy[i] = best;
  }
  return best;
}

/**
 * Why a listed id of a directive with a reason suppressed nothing. Only `known` (every rule the
 * target could run) tells an unknown id; without it, an id that did not run is measured against
 * the checks that did, for a misspelling.
 */
function unusedMessage(id: string, several: boolean, ran: ReadonlySet<string>, known?: ReadonlySet<string>): string {
  if (known && !known.has(id)) return `suppression names unknown rule ${id}${hint(id, known) || '; remove it (see `engagement-lint rules`)'}`;
  const help = known || ran.has(id) ? '' : hint(id, ran);
  return `suppression of ${id} suppresses nothing${help || (several ? '; remove it from the list' : '; remove it')}`;
}

/**
 * A disable on line 1 that does not open it (indented, or after other text) covers from line 2 on, so
 * a finding of the file as a whole (at 1:1) stays: said, since moving it is the likelier fix than removing it.
 */
function indentedOpening(d: Directive, id: string, unknown: boolean): string | undefined {
  if (unknown || d.kind !== 'range' || d.line !== 1 || d.column === 1) return undefined;
  return `suppression of ${id} suppresses nothing: it starts at column ${d.column}, and a disable covers line 1, where a finding of the whole file stands, only when it opens the file; move it to column 1`;
}

/**
 * A check's detail once some of its findings are suppressed: an item of its list (`missing paths: a,
 * b, c`) that only suppressed findings name is dropped, as an ignored file's name is, and the count
 * suppressed is said. Items are compared whole: a detail in other words is kept as written.
 */
function detailWithout(detail: string, suppressed: Finding[], kept: Finding[]): string {
  const colon = detail.indexOf(': ');
  const note = ` (${suppressed.length} suppressed)`;
  if (colon < 0) return detail + note;
  // Items are named in a finding's message, or point at its line (`handoff.md:L144: <the line>`).
  const names = (fs: Finding[], item: string) => {
    const at = ITEM_AT.exec(item);
    return fs.some((f) => f.message.includes(item) || (at !== null && f.line === Number(at[2]) && (f.file === at[1] || f.file.endsWith(`/${at[1]}`))));
  };
  const list = detail.slice(colon + 2);
  const sep = list.includes('; ') ? '; ' : ', ';
  const items = list.split(sep);
  const left = items.filter((item) => item.length < 3 || !names(suppressed, item) || names(kept, item));
  return left.length === items.length || !left.length ? detail + note : `${detail.slice(0, colon + 2)}${left.join(sep)}${note}`;
}

/** An item of a check's detail that points at a line: `file:L<n>`, then what is there. */
const ITEM_AT = /^([^\s:;]+):L(\d+)\b/;

/** A suppression (or a listed id of one) whose every finding a narrower one, `over`, already suppresses. */
function redundant(at: Problem['at'], what: string, over: Directive, several: boolean): Problem {
  // In the same file, its line: the finding's own location is shown relative to where the user stands, the path here would not be.
  const where = over.file !== at.file ? `${over.file}:${over.line}` : over.line === at.line ? `line ${over.line}, column ${over.column}` : `line ${over.line}`;
  return { kind: 'redundant', at, message: () => `suppression of ${what} is redundant: the suppression at ${where} already suppresses what it covers; ${several ? 'remove it from the list' : 'remove it'}` };
}

function covers(d: Directive, rule: string, f?: Finding): boolean {
  if (d.rules.length && !d.rules.includes(rule)) return false;
  if (d.kind === 'target') return true;
  if (!f || f.file !== d.file) return false;
  if (d.kind === 'file') return true;
  if (d.kind === 'next-line') return f.line === d.line + 1;
  return f.line >= firstCovered(d) && f.line <= untilOf(d, rule);
}

/** The check's detail: each kind of problem counted, and the listed rules not judged (`idle`). */
function detailOf(problems: Problem[], directives: number, inEffect: Directive[], idle: number): string {
  const count = (...kinds: ProblemKind[]) => problems.filter((p) => kinds.includes(p.kind)).length;
  const unknown = count('unknown-rule');
  const listed = count('unused-rule', 'unknown-rule');
  const unused = count('unused');
  const enables = count('enable');
  const parts = [
    [count('no-reason'), (n: number) => `${plural(n, 'suppression')} without a reason`],
    [count('malformed'), (n: number) => plural(n, 'malformed suppression')],
    // Counted per listed id, not per suppression: a list may suppress findings of one id and none of another.
    [listed, (n: number) => `${plural(n, 'listed rule')} ${pluralWord(n, 'suppresses', 'suppress')} nothing${unknown ? ` (${unknown} unknown)` : ''}`],
    [unused, (n: number) => `${plural(n, 'suppression')} ${pluralWord(n, 'suppresses', 'suppress')} nothing`],
    [count('redundant'), (n: number) => plural(n, 'redundant suppression')],
    [enables, (n: number) => `${plural(n, 'enable')} ${pluralWord(n, 'closes', 'close')} no disable`],
  ] as const;
  const text = parts.filter(([n]) => n).map(([n, what]) => what(n)).join('; ');
  // Said, so that a suppression left unjudged is not taken for one judged used.
  const notJudged = idle ? `; ${plural(idle, 'listed rule')} not judged (not run or skipped here)` : '';
  if (text) return text + notJudged;
  // Named with their reasons, so that a review of the report alone sees what was silenced and why.
  const named = inEffect.slice(0, NAMED_IN_DETAIL).map((d) => `${d.file}:${d.line} (${d.reason})`);
  const more = inEffect.length > named.length ? `; ${inEffect.length - named.length} more in the findings` : '';
  const which = named.length ? `: ${named.join('; ')}${more}` : '';
  return `${plural(directives, 'suppression')}, ${directives === 1 ? 'with a reason' : 'each with a reason'}${which}${notJudged}`;
}

/** Suppressions the detail names; the findings name every one. */
const NAMED_IN_DETAIL = 5;

/** What a suppression silenced, per check: the findings it was credited with, or the whole check (-1). */
type Credits = Map<Directive, Map<string, number>>;

function noteCredit(credits: Credits, d: Directive, check: string, findings: number): void {
  const per = credits.get(d) ?? new Map<string, number>();
  credits.set(d, per);
  per.set(check, findings < 0 ? -1 : Math.max(per.get(check) ?? 0, 0) + findings);
}

/** A suppression in effect, as a notice: where it is, what it silenced, and why. */
function inEffectNotice(d: Directive, silenced: Map<string, number>): Problem {
  const what = d.rules.length ? d.rules.join(', ') : 'all rules';
  const checks = [...silenced].map(([check, n]) => (n < 0 ? `${check} (the whole check)` : `${check} (${plural(n, 'finding')})`)).join(', ');
  return { kind: 'in-effect', at: { file: d.file, line: d.line, column: d.column }, message: () => `suppression of ${what} silences ${checks}; reason: ${d.reason}` };
}


/**
 * Removes suppressed findings (a directive without a reason suppresses
 * nothing), turns checks whose every finding was suppressed into passes, and
 * adds a `suppressions` check when any directive (or a malformed one) exists. `known`: the ids of every rule the target
 * could run, so that a listed id that is none is reported as unknown, with the closest one.
 * `ran`: the ids of the rules run in this invocation (by default, those of `checks`; a rule may run
 * and be left out of them). A listed id is judged only when its rule ran and looked: one of a rule
 * known but not run here (another preset or tier, `off` in the config) or that skipped or crashed
 * might suppress a finding in another run, so it is counted, never reported as suppressing nothing.
 */
export function applySuppressions(checks: CheckResult[], files: TextFile[], criteriaRel?: string, known?: Iterable<string>, inline = true, ran?: Iterable<string>): CheckResult[] {
  const knownIds = known ? new Set([...known, SUPPRESSIONS_CHECK]) : undefined;
  const perFile = files.map((f) => directivesOf(f, f.rel === criteriaRel, knownIds));
  const directives = perFile.flatMap((p) => p.directives);
  const problems = perFile.flatMap((p) => p.problems);
  if (!directives.length && !problems.length) return checks;
  if (!inline) return [...checks, notHonoured(directives, problems, files)];
  const index = coverIndex(directives.filter((d) => d.reason));
  // Findings on a file's first line, by file and rule: what an indented disable on line 1 left standing (indentedOpening).
  const onLineOne = new Set(checks.flatMap((c) => c.findings.filter((f) => f.line === 1).map((f) => `${f.file}\0${c.name}`)));
  const credits: Credits = new Map();
  const out = checks.map((c) => {
    if (c.status !== 'fail' && c.status !== 'warn') return c;
    if (c.internal_error) return c;
    // Credited in file and line order; the findings keep their own order.
    const by: Array<Directive | undefined> = [];
    index.eachFinding(c.name, c.findings, (i, best, shadowed) => {
      by[i] = creditTo(best, shadowed, c.name);
    });
    const kept: Finding[] = [];
    const suppressed: Array<Finding & { reason: string }> = [];
    c.findings.forEach((f, i) => {
      const d = by[i];
      // With the level it would have had: a SARIF report keeps it as a suppressed result of that level.
      if (d) suppressed.push({ ...f, severity: findingLevel(c, f), reason: d.reason! });
      else kept.push(f);
      if (d) noteCredit(credits, d, c.name, 1);
    });
    const whole = c.findings.length === 0 ? credit(index.wholeCheck(c.name).filter((x) => covers(x, c.name)), c.name) : undefined;
    if (whole) noteCredit(credits, whole, c.name, -1);
    if ((suppressed.length && kept.length === 0) || whole) {
      const reasons = [...new Set([...suppressed.map((s) => s.reason), ...(whole ? [whole.reason!] : [])])].join('; ');
      return { ...c, status: 'pass' as const, detail: `${c.detail} [suppressed: ${reasons}]`, findings: [], suppressed, fix: undefined };
    }
    return suppressed.length ? { ...c, detail: detailWithout(c.detail, suppressed, kept), findings: kept, suppressed } : c;
  });
  const ranIds = new Set([...(ran ?? []), ...checks.map((c) => c.name)]);
  // A skip found nothing to look at (an artefact not yet written), a crash did not finish: neither tells what a suppression is for.
  const idleChecks = new Set(checks.filter((c) => c.status === 'skip' || c.internal_error).map((c) => c.name));
  // Without `known`, an id not run may be a misspelling, and is reported as one. The suppressions check itself always runs.
  const notJudged = (id: string) => id !== SUPPRESSIONS_CHECK && (ranIds.has(id) ? idleChecks.has(id) : knownIds?.has(id) === true);
  let idle = 0;
  for (const d of directives) {
    const what = d.rules.length ? d.rules.join(', ') : 'all rules';
    const how = d.kind === 'file' || d.kind === 'target' ? 'add `reason: <why>` to the entry' : 'add `-- <why>` before `-->`';
    const at = { file: d.file, line: d.line, column: d.column };
    if (!d.reason) {
      // A reason after a dash that is not `--` is the likeliest slip of all: say which dash to write.
      const why = d.dash === undefined ? how : `${JSON.stringify(d.dash)} does not start a reason; write \`--\` (two hyphens) before it`;
      problems.push({ kind: 'no-reason', at, message: () => `suppression of ${what} has no reason; ${why} (it suppresses nothing until then)` });
    }
    else if (!d.rules.length) {
      const over = d.shadowedBy?.[0];
      // Judged by the rules that ran: one that did not might need it, which naming that rule would say.
      if (!d.used) problems.push(over ? redundant(at, what, over, false) : { kind: 'unused', at, message: () => `suppression of ${what} suppresses nothing in this run; name the rule it is meant for, or remove it` });
    } else {
      // Each listed id on its own: one that suppresses nothing (a misspelling, a rule that found nothing) is reported at its column.
      d.rules.forEach((id, i) => {
        if (d.usedBy[i]) return;
        const col = { ...at, column: d.columns[i]! };
        const over = d.shadowedBy?.[i];
        const unknown = Boolean(knownIds && !knownIds.has(id));
        if (d.rules.indexOf(id) < i) problems.push({ kind: 'redundant', at: col, message: () => `${id} is listed twice in this suppression; remove one` });
        else if (over) problems.push(redundant(col, id, over, d.rules.length > 1));
        else if (!unknown && notJudged(id)) idle++;
        else problems.push({ kind: unknown ? 'unknown-rule' : 'unused-rule', at: col, message: () => (onLineOne.has(`${d.file}\0${id}`) ? indentedOpening(d, id, unknown) : undefined) ?? unusedMessage(id, d.rules.length > 1, ranIds, knownIds) });
      });
    }
  }
  // Each suppression that silenced something is named, with its reason: a notice, which fails nothing.
  const inEffect = directives.filter((d) => credits.has(d));
  for (const d of inEffect) problems.push(inEffectNotice(d, credits.get(d)!));
  // In file order, then by place: a file's comments and frontmatter were read apart.
  const all = problems.sort(byPlace(files));
  // A suppression that is malformed or has no reason fails the check: it silences nothing it was meant to.
  const error = (p: Problem) => p.kind === 'no-reason' || p.kind === 'malformed';
  const notice = (p: Problem) => p.kind === 'in-effect';
  const findings: Finding[] = all.slice(0, MAX_FINDINGS).map((p) => ({ ...p.at, message: p.message(), ...(error(p) ? {} : { severity: notice(p) ? ('info' as const) : ('warning' as const) }) }));
  const status = all.some(error) ? 'fail' : all.some((p) => !notice(p)) ? 'warn' : 'pass';
  const showing = all.length > findings.length ? ` (showing ${findings.length} of ${all.length} findings)` : '';
  out.push({
    name: SUPPRESSIONS_CHECK,
    status,
    detail: detailOf(problems, directives.length, inEffect, idle) + showing,
    ...(status !== 'pass'
      ? { fix: 'Give every suppression a reason (`-- why` in a comment, `reason:` in frontmatter), write directives and entries as documented, correct misspelled rule ids and remove those that match nothing.' }
      : {}),
    findings,
    docs: SUPPRESSIONS_DOCS,
  });
  return out;
}

/** Problems in file order, then by place: a file's comments and frontmatter are read apart. */
function byPlace(files: TextFile[]): (p: Problem, q: Problem) => number {
  const rank = new Map(files.map((f, i) => [f.rel, i]));
  return (p, q) => (rank.get(p.at.file) ?? 0) - (rank.get(q.at.file) ?? 0) || p.at.line - q.at.line || p.at.column - q.at.column;
}

/**
 * The suppressions check when inline suppressions are off (--no-inline-config, noInlineConfig): every
 * suppression written in a linted file is named as not honoured, a warning, and silences nothing; a
 * gate over folders their authors wrote cannot be waived from inside them.
 */
function notHonoured(directives: Directive[], problems: Problem[], files: TextFile[]): CheckResult {
  const said: Problem[] = [
    ...directives.map((d) => ({ kind: 'off' as const, at: { file: d.file, line: d.line, column: d.column }, message: () => `suppression of ${d.rules.length ? d.rules.join(', ') : 'all rules'} not honoured: inline suppressions are off (--no-inline-config or the config's noInlineConfig)` })),
    ...problems.filter((p) => p.kind === 'malformed'),
  ].sort(byPlace(files));
  const findings: Finding[] = said.slice(0, MAX_FINDINGS).map((p) => ({ ...p.at, message: p.message(), severity: 'warning' as const }));
  const showing = said.length > findings.length ? ` (showing ${findings.length} of ${said.length} findings)` : '';
  return {
    name: SUPPRESSIONS_CHECK,
    status: 'warn',
    detail: `inline suppressions are off: ${plural(directives.length, 'suppression')} not honoured${said.length > directives.length ? `, ${plural(said.length - directives.length, 'malformed one')}` : ''}${showing}`,
    fix: 'Fix what the suppressions would have silenced, or run without --no-inline-config (and noInlineConfig) to honour them.',
    findings,
    docs: SUPPRESSIONS_DOCS,
  };
}
