import type { Rule } from './rule.js';
import type { CheckResult, Finding, Preset, RuleOutcome, RunOptions, Status, SystemAccess, Tier } from './types.js';
import type { TextFile } from './io/project-fs.js';
import { jsonText, nowMs, pluralWord } from './util.js';

export const DOCS_BASE = 'https://github.com/engagement-lint/engagement-lint/blob/main/docs/rules/';
export const docsUrl = (id: string) => `${DOCS_BASE}${id}.md`;

/** Findings kept per check: a pathological file must not turn a report into megabytes. */
export const MAX_FINDINGS = 500;

/**
 * A check's findings built only as far as a report shows them (MAX_FINDINGS), the rest counted:
 * a finding past the limit is passed as a function and never called, so a transcript with 100,000
 * differences builds 500 messages. `outcome` is the findings with `findingsTotal` when some were not built.
 */
export class CappedFindings {
  readonly findings: Finding[] = [];
  total = 0;

  add(finding: () => Finding): void {
    if (this.total++ < MAX_FINDINGS) this.findings.push(finding());
  }

  outcome(): { findings: Finding[]; findingsTotal?: number } {
    return this.total > this.findings.length ? { findings: this.findings, findingsTotal: this.total } : { findings: this.findings };
  }
}

import { UsageError } from './usage-error.js';
import { checkRunOptions } from './api-options.js';

export { UsageError };

export interface Selection {
  tier?: Tier;
  allChecks?: boolean;
  override?: string[];
  /** Rule ids switched off by config. */
  off?: string[];
  /**
   * The rules' pack has a compat preset (its descriptor's `compat`): under
   * `--preset compat` only its rules marked `compat` run.
   */
  compatPreset: boolean;
}

/**
 * Whether a preset runs a rule at all, tiers aside: an opt-in rule only when named
 * (--override-checks), and under compat a pack with the reference's checks runs only those.
 */
export function presetRuns(rule: Pick<Rule<unknown>, 'optIn' | 'compat'>, preset: Preset, compatPreset: boolean): boolean {
  return !rule.optIn && !(preset === 'compat' && compatPreset && !rule.compat);
}

/**
 * Which rules run, in output order. compat: the reference's 21 checks by
 * tier; recommended: every non-opt-in rule of the pack by its tiers.
 */
export function selectRules<M>(rules: Rule<M>[], opts: RunOptions, sel: Selection): Rule<M>[] {
  // Public API: a preset it does not know must not run the other one.
  checkRunOptions(opts);
  const byId = new Map(rules.map((r) => [r.id, r]));
  const unknown = (sel.override ?? []).filter((id) => !byId.has(id));
  if (unknown.length) {
    throw new UsageError(`unknown check ${pluralWord(unknown.length, 'name')}: ${unknown.join(', ')} (see \`engagement-lint rules\`)`);
  }
  const extra = new Set(sel.override ?? []);
  const off = new Set(sel.off ?? []);
  return rules.filter((r) => {
    if (extra.has(r.id)) return true;
    if (off.has(r.id)) return false;
    if (r.readsAfterOthers) return true;
    if (!presetRuns(r, opts.preset, sel.compatPreset)) return false;
    const tiers = (opts.preset === 'recommended' && r.recommendedTiers) || r.tiers;
    if (sel.allChecks || !tiers || !sel.tier) return true;
    return tiers.includes(sel.tier);
  });
}

/** Longest detail or finding message kept: a rule quoting a 100k-character line must not flood the output. */
const MAX_TEXT = 2000;
/** How long the checks run one after another before the event loop gets a turn (runRules). */
const TURN_MS = 50;
const clipText = (s: string, max = MAX_TEXT) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** A check that returned what no report can carry (as opposed to one that threw). */
class BadOutcome extends Error {}

/**
 * A finding with a usable position. A malformed one (no file, a line or column
 * that is not a positive whole number) is clamped so a report stays readable,
 * but under ENGAGEMENT_LINT_STRICT_FINDINGS (set by the test suite) it is the
 * rule's internal error, so a rule's bad positions fail its tests.
 */
function validFinding(f: Finding): Finding {
  const goodLine = Number.isInteger(f.line) && f.line > 0;
  const goodColumn = Number.isInteger(f.column) && f.column > 0;
  if ((!goodLine || !goodColumn || typeof f.file !== 'string' || typeof f.message !== 'string') && process.env['ENGAGEMENT_LINT_STRICT_FINDINGS']) {
    throw new BadOutcome(`returned a malformed finding ${JSON.stringify({ file: f.file, line: f.line, column: f.column })}: ${String(f.message)}`);
  }
  return {
    ...f,
    file: String(f.file ?? ''),
    line: goodLine ? f.line : 1,
    column: goodColumn ? f.column : 1,
    message: clipText(String(f.message ?? '')),
  };
}

const STATUSES = new Set(['pass', 'warn', 'fail', 'skip']);

/**
 * What a check returned is a report's check, or the rule's own internal error (a custom rule's
 * `{ status: 'purple' }` would otherwise break the terminal report and pass in JSON). Tests also
 * hold each rule to the statuses it declares.
 */
function checkOutcome(rule: Rule<unknown>, out: RuleOutcome, strict: boolean): void {
  if (!out || typeof out !== 'object') throw new BadOutcome(`returned ${out === null ? 'null' : typeof out}, not an outcome`);
  if (!STATUSES.has(out.status)) throw new BadOutcome(`returned status ${jsonText(out.status, 40)}, not pass, warn, fail or skip`);
  if (typeof out.detail !== 'string') throw new BadOutcome(`returned a detail that is not text (${jsonText(out.detail, 40)})`);
  if (out.fix !== undefined && typeof out.fix !== 'string') throw new BadOutcome(`returned a fix that is not text (${jsonText(out.fix, 40)})`);
  if (out.findings !== undefined && !Array.isArray(out.findings)) throw new BadOutcome(`returned findings that are not a list (${jsonText(out.findings, 40)})`);
  if (strict && !rule.statuses.includes(out.status as 'pass')) throw new BadOutcome(`returned status ${out.status}, which it does not declare (${rule.statuses.join(', ')})`);
}

/**
 * How long a custom rule's check may take to settle. One that never does (a promise nothing
 * resolves) would otherwise end the run with no report and status 0, or hold a worker forever.
 * One that waits on nothing at all fails sooner: see failUnsettled.
 */
export const CUSTOM_RULE_TIMEOUT_MS = 60_000;

/** How each custom check still to settle is failed at once (failUnsettled). */
const unsettled = new Set<(e: Error) => void>();

/**
 * Node emits `beforeExit` when its event loop has nothing left to wait on: a custom check still
 * unsettled then waits on nothing that could settle it (a promise nothing resolves). It fails now,
 * not at its time limit, and the run goes on.
 */
function failUnsettled(): void {
  for (const fail of unsettled) fail(new BadOutcome('returned a promise that can never settle: nothing it could wait on was left'));
  // Node ends the thread unless the loop has work again: what follows the failure may only run
  // promise jobs, up to the next such check, whose own wait then needs another `beforeExit`.
  setImmediate(() => undefined);
}

/** A custom check's outcome, or a rejection once it cannot settle or has not settled in time. */
function settlesInTime(out: Promise<RuleOutcome>): Promise<RuleOutcome> {
  const ms = Number(process.env['ENGAGEMENT_LINT_CUSTOM_RULE_TIMEOUT_MS']) || CUSTOM_RULE_TIMEOUT_MS;
  let timer: NodeJS.Timeout | undefined;
  let fail!: (e: Error) => void;
  const late = new Promise<never>((_, reject) => {
    fail = reject;
    timer = setTimeout(() => reject(new BadOutcome(`did not finish within ${ms / 1000} s (a promise that never settles?)`)), ms);
  });
  // The limit alone must not keep the process alive: then a check that waits on nothing would wait it out.
  timer?.unref?.();
  if (!unsettled.size) process.on('beforeExit', failUnsettled);
  unsettled.add(fail);
  return Promise.race([out, late]).finally(() => {
    clearTimeout(timer);
    unsettled.delete(fail);
    if (!unsettled.size) process.off('beforeExit', failUnsettled);
  });
}

/** `async` checks wait on something (a process, a library): they start before the others. */
const AsyncFunction = (async () => undefined).constructor;

/** A started check that returned (or threw): what it gave, and how long it took in ms. */
type Returned<M> = { rule: Rule<M>; sync: { ok: true; value: RuleOutcome } | { ok: false; error: unknown }; ms: number };
/** A started check still to settle: the promise of its outcome and of its time. */
type Pending<M> = { rule: Rule<M>; out: Promise<RuleOutcome>; ms: Promise<number> };
type Started<M> = Returned<M> | Pending<M>;

const isThenable = (v: unknown): v is PromiseLike<RuleOutcome> => typeof (v as { then?: unknown } | null)?.then === 'function';

/** What a check that returned gave: its outcome, or what it threw thrown again. */
function returned<M>(s: Returned<M>): RuleOutcome {
  if (s.sync.ok) return s.sync.value;
  throw s.sync.error;
}

/**
 * Runs each rule isolated: a throw becomes an internal-error result for that
 * rule only. `async` checks start first, then the others one after another,
 * so waits on a process probe or git overlap with the rest of the work.
 */
export async function runRules<M>(rules: Rule<M>[], model: M, options: RunOptions, system: SystemAccess, reads?: BlockedReads): Promise<CheckResult[]> {
  checkRunOptions(options);
  // The files a check asked for but could not read, noted while it runs (an async check: until its first wait).
  const blockedBy = new Map<Rule<M>, TextFile[]>();
  const start = (rule: Rule<M>): Started<M> => {
    const t0 = nowMs();
    const elapsed = () => Math.round((nowMs() - t0) * 1000) / 1000;
    const mark = reads?.blockedMark();
    try {
      const out = rule.check({ model, options, system });
      if (reads && mark !== undefined) blockedBy.set(rule, reads.blockedSince(mark));
      // A check that returned its outcome is read as it is: no promise and no turn of the event loop per check.
      if (!isThenable(out)) return { rule, sync: { ok: true, value: out }, ms: elapsed() };
      let pending = Promise.resolve(out);
      if (rule.customModule !== undefined) pending = settlesInTime(pending);
      // Handled from the start: the checks after it may give the event loop a turn before its outcome is read.
      pending.catch(() => undefined);
      return { rule, out: pending, ms: pending.then(elapsed, elapsed) };
    } catch (e) {
      return { rule, sync: { ok: false, error: e }, ms: elapsed() };
    }
  };
  // Results still come out in rule order.
  const started: Array<Started<M>> = new Array(rules.length);
  const waits = rules.map((rule) => rule.check instanceof AsyncFunction);
  rules.forEach((rule, i) => {
    if (waits[i] && !rule.readsAfterOthers) started[i] = start(rule);
  });
  // A turn of the event loop now and then between checks: a probe's exit is seen (and its signal handlers, which hold a
  // SIGTERM or Ctrl-C off until the loop turns, go), and a signal that came meanwhile is acted on within one check.
  let turned = nowMs();
  for (let i = 0; i < rules.length; i++) {
    if (waits[i] || rules[i]!.readsAfterOthers) continue;
    started[i] = start(rules[i]!);
    if (nowMs() - turned < TURN_MS) continue;
    await new Promise((resolve) => setImmediate(resolve));
    turned = nowMs();
  }
  const othersDone = Promise.allSettled(started.flatMap((s) => (s && 'out' in s ? [s.out] : [])));
  rules.forEach((rule, i) => {
    if (!rule.readsAfterOthers) return;
    const later = othersDone.then(() => start(rule));
    started[i] = { rule, out: later.then((s) => ('out' in s ? s.out : returned(s))), ms: later.then((s) => s.ms) };
  });
  // Marked handled now: a rejection is read in order below, never reported as unhandled.
  for (const s of started) if ('out' in s) s.out.catch(() => undefined);
  const results: CheckResult[] = [];
  const strict = Boolean(process.env['ENGAGEMENT_LINT_STRICT_FINDINGS']);
  for (const s of started) {
    const rule = s.rule;
    let result: CheckResult;
    try {
      const out = 'out' in s ? await s.out : returned(s);
      checkOutcome(rule, out, strict);
      let status: Status = out.status;
      let detail = out.detail;
      let fix = out.fix;
      let all = out.findings ?? [];
      const unread = blockedBy.get(rule) ?? [];
      if (unread.length) {
        // A check that met a file it could not read never passes or skips on its account: it could not look.
        const what = unread.map((f) => `${f.rel} (${f.problems[0]!.message})`).join('; ');
        if (status === 'pass' || status === 'skip') {
          status = 'warn';
          detail = `not checked: could not read ${what}`;
          // What could not be read may be a folder (no permission to list it) as well as a file.
          fix = `Make ${unread.length === 1 ? 'it' : 'each'} readable (a regular file within the size limits, or a folder that can be listed), then lint again.`;
          all = unread.map((f) => ({ file: f.rel, line: 1, column: 1, message: `could not read ${f.rel}: ${f.problems[0]!.message}; ${rule.id} did not check it`, severity: 'warning' as const }));
        } else if (unread.some((f) => !String(detail).includes(f.rel))) {
          // A failure that already names the file it could not read says enough.
          detail = `${detail} (could not read ${what})`;
        }
      }
      // A required artefact that is there but no readable file (a folder named handoff.md) is as missing as an absent one.
      if (options.mode === 'ready' && !options.readyWaived && out.status === 'skip' && out.missingArtefact && rule.requiredWhenReady && (status === 'skip' || status === 'warn')) {
        if (status === 'warn') all = all.map((f) => ({ ...f, severity: 'error' as const }));
        status = 'fail';
        detail = `REQUIRED in --mode ready: ${detail}`;
        fix = fix ?? 'Write the missing artefact before handing off; --mode ready treats it as required.';
      }
      // Only the findings shown are checked: a rule may return tens of thousands.
      const findings = all.slice(0, MAX_FINDINGS).map(validFinding);
      const total = Math.max(all.length, out.findingsTotal ?? 0);
      // The count stays readable however long the rule's own detail is.
      const shown = total > findings.length ? ` (showing ${findings.length} of ${out.findingsTotalIsFloor ? 'at least ' : ''}${total} findings)` : '';
      result = { name: rule.id, status, detail: clipText(String(detail), MAX_TEXT - shown.length) + shown, ...(fix ? { fix: clipText(fix) } : {}), findings, docs: docsUrl(rule.id) };
      // Kept for the human verdict (not in the JSON): a pass that waits on files --mode ready requires is not ready yet.
      if (status === 'skip' && out.missingArtefact && rule.requiredWhenReady) result.missingArtefact = true;
    } catch (e) {
      const msg = (e instanceof Error ? e.message : String(e)).split('\n')[0];
      // A custom rule's crash is in the user's module, not in engagement-lint: the detail names that module.
      const custom = rule.customModule === undefined ? undefined : `custom rule ${rule.id} (${rule.customModule}) ${e instanceof BadOutcome ? msg : `threw: ${msg}`}`;
      result = {
        name: rule.id,
        status: 'fail',
        // Clipped as any detail: an engine's message may quote a whole pattern built from file content.
        detail: clipText(custom ?? `internal error in ${rule.id}: ${msg}`),
        findings: [],
        docs: docsUrl(rule.id),
        internal_error: true,
      };
    }
    if (rule.customModule !== undefined) result.customModule = rule.customModule;
    result.ms = typeof s.ms === 'number' ? s.ms : await s.ms;
    if (rule.readsAfterOthers && result.status === 'pass') continue;
    results.push(result);
  }
  return results;
}

/** The project's file access, as the engine asks it which files a check met but could not read (io/project-fs.ts). */
export interface BlockedReads {
  blockedMark(): number;
  blockedSince(mark: number): TextFile[];
}

export interface Counts {
  checks_run: number;
  fail_count: number;
  warn_count: number;
  skip_count: number;
  status: 'fail' | 'warn' | 'pass';
}

export function countResults(checks: Pick<CheckResult, 'status'>[]): Counts {
  const n = (s: Status) => checks.filter((c) => c.status === s).length;
  const fail_count = n('fail');
  const warn_count = n('warn');
  return {
    checks_run: checks.length,
    fail_count,
    warn_count,
    skip_count: n('skip'),
    status: fail_count ? 'fail' : warn_count ? 'warn' : 'pass',
  };
}
