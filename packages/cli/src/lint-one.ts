import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lintTarget, DiffBatch, configIn, findConfig, loadConfig, loadCustomRules, lookupRootOf, mayLoadCode, EMPTY_CONFIG, type LintOptions, type ProbeTransport, type TargetReport, type ResolvedConfig, type Rule } from '@engagement-lint/core/runner';
import { allRules, packs, packIds } from '@engagement-lint/rules';
import type { Launcher } from './launcher.js';
import { appendLedgerEvent } from './ledger.js';
import { codeTrust, trustedPart, type CodeTrust } from './trust.js';
import { routeStdoutWritesToStderr } from './stdout.js';
import { noteCustomCode } from './stray-errors.js';

type ImportModule = Launcher['importModule'];

/** Everything needed to lint one target; plain data so it can cross to a worker. */
export type LintJob = Pick<LintOptions, 'kind' | 'mode' | 'preset' | 'allChecks' | 'overrideChecks' | 'explain' | 'profile' | 'receipt' | 'visual' | 'inlineConfig'> & {
  target: string;
  /** Custom rule modules another target's config found where code never loads (a folder this run lints). */
  refusedModules?: string[];
  /** The Action without trust-config-code: its checkout, from which no code loads (trust.ts). */
  checkout?: string;
  configFile?: string;
  /** ISO time (a Date does not survive the trip to a worker as one). */
  now?: string;
  git: boolean;
  base?: string;
  /** Append the engagement's precheck event to its events.jsonl (--ledger). */
  ledger?: boolean;
};

const customCache = new Map<string, Promise<Rule[]>>();

/**
 * The config for a target: `--config`, else the nearest one found upward (never above the project
 * root), with only the custom rules `trust` lets load (trust.ts): a found config that is not in the
 * working directory or a folder above it loads no code, nor does a module inside a checked folder.
 */
export async function configFor(target: string, explicit?: string, trust: CodeTrust = codeTrust({ linted: [target] })): Promise<ResolvedConfig> {
  let start = path.resolve(target);
  const folder = fs.statSync(start, { throwIfNoEntry: false })?.isDirectory();
  // A config extending a file inside the folder being linted would let that folder configure its own checks: loadConfig refuses it unread.
  const linted = folder ? start : undefined;
  if (explicit) return trustedPart(await loadConfig(explicit, undefined, linted), trust, explicit);
  if (!folder) start = path.dirname(start);
  // A folder target that is a nested repository is checked with the config of the project holding it (lookupRootOf).
  const root = lookupRootOf(start, folder === true);
  // A linted folder's own config is the checked tree's: it cannot switch off its own checks. Read it
  // only when the user runs from that folder or below (then it is theirs, as any config there is).
  const own = folder ? configIn(start, root) : undefined;
  const skipped = own !== undefined && !mayLoadCode(own) ? own : undefined;
  // The folder's own answer is in hand: the lookup goes on above it only when there is none to read.
  let file = skipped ? undefined : own;
  if (!folder) file = findConfig(start, root);
  else if (!file && start !== root) file = findConfig(path.dirname(start), root);
  const config = file ? await loadConfig(file, root, linted) : EMPTY_CONFIG;
  const read = trustedPart(config, trust);
  return skipped ? { ...read, insideLinted: [skipped] } : read;
}

/** The custom rules of a config configFor returned (trust.ts chose what may load; ids may not be built-in ones), loaded once per list. */
export function customRulesFor(config: ResolvedConfig, importModule?: ImportModule): Promise<Rule[]> {
  const key = config.customRules.join('\0');
  if (!key) return Promise.resolve([]);
  if (!customCache.has(key)) customCache.set(key, loadNamingModules(config, importModule));
  return customCache.get(key)!;
}

/**
 * Loads a config's custom rules, each marked with the module it came from (`customModule`), so
 * that a crash sends the user to their module. The ids a module exports are noted as it is imported.
 */
export async function loadNamingModules(config: ResolvedConfig, importModule: ImportModule = (href) => import(href)): Promise<Rule[]> {
  // What a custom rule writes to stdout itself would break a JSON or SARIF report there.
  routeStdoutWritesToStderr();
  // Its timers and promises may outlive its check: the run gives them a turn before its report is final.
  noteCustomCode();
  const all = await allRules();
  const moduleOf = new Map<string, string>();
  const noting = async (href: string) => {
    const mod = await importModule(href);
    const exported = mod?.default;
    for (const r of Array.isArray(exported) ? exported : [exported]) {
      const id = (r as { id?: unknown } | undefined)?.id;
      // An id two modules export is refused by the loader; the first one is noted.
      if (typeof id === 'string' && !moduleOf.has(id)) moduleOf.set(id, shownModule(fileURLToPath(href)));
    }
    return mod;
  };
  const rules = await loadCustomRules(config, packIds, new Set(all.map((r) => r.id)), noting);
  return rules.map((r) => (moduleOf.has(r.id) ? { ...r, customModule: moduleOf.get(r.id)! } : r));
}

/** A module's path as the user names it from the working directory (`../x.mjs` too), absolute on another drive. */
function shownModule(abs: string): string {
  const rel = path.relative(process.cwd(), abs);
  return rel && !path.isAbsolute(rel) ? rel : abs;
}

/**
 * A full garbage collection, where the launcher's flags for a big target expose one (`--expose-gc`: `gc` in a context
 * made after them). A big target's texts are mostly strings outside V8's heap (Node keeps a decoded file of over a
 * megabyte as an external string), freed only by a full collection, which V8 puts off by its heap's measure: the next
 * target of the thread then reads as much again beside them (three big targets in a row: 141 → 236 MB).
 */
let fullGc: (() => void) | undefined;
function collectGarbage(): void {
  fullGc ??= process.getBuiltinModule('node:vm').runInNewContext('typeof gc === "function" ? gc : undefined') as (() => void) | undefined;
  fullGc?.();
}
/**
 * The thread's last target was big: its garbage is collected as the next one starts, not as it ends, so the run's last
 * target (a run of one, most often) ends without a collection that frees memory nobody will use (0.1–0.2 s of CPU).
 */
let bigBefore = false;

/** The one diff per repository of the engagements this run lints (core's DiffBatch), when it lints several with git. */
let diffBatch: DiffBatch | undefined;
/** Called by each thread with the run's jobs before it lints any. */
export function shareDiffsAcross(jobs: readonly LintJob[]): void {
  diffBatch = jobs.length > 1 && jobs.every((j) => j.git !== false && j.base === jobs[0]!.base) ? new DiffBatch(jobs.map((j) => j.target)) : undefined;
}

/** Lints one job; `probeTransport` is a worker thread's way to the main thread's probe cache. */
export async function lintOne(job: LintJob, launcher: Pick<Launcher, 'importModule' | 'onBigTarget'>, probeTransport?: ProbeTransport): Promise<TargetReport> {
  // What the last target read is garbage now, its report aside: freed before this one reads.
  if (bigBefore) collectGarbage();
  bigBefore = false;
  const trust = codeTrust({ linted: [job.target], refused: job.refusedModules ?? [], ...(job.checkout !== undefined ? { checkout: job.checkout } : {}) });
  const config = await configFor(job.target, job.configFile, trust);
  const custom = await customRulesFor(config, launcher.importModule);
  // Configured custom rules run in every preset and tier, unless `rules:` turns them off.
  const customOn = custom.filter((r) => config.rules[r.id]?.level !== 'off').map((r) => r.id);
  let big = false;
  const report = await lintTarget(job.target, {
    packs,
    rules: async (pack) => [...(await pack.rules()), ...custom],
    config,
    kind: job.kind,
    mode: job.mode,
    preset: job.preset,
    allChecks: job.allChecks,
    overrideChecks: job.overrideChecks,
    alwaysRun: customOn,
    overrideAnyPack: true,
    explain: job.explain,
    profile: job.profile,
    now: job.now ? new Date(job.now) : undefined,
    git: job.git,
    ...(job.inlineConfig === false ? { inlineConfig: false } : {}),
    base: job.base,
    receipt: job.receipt,
    visual: job.visual,
    probeTransport,
    ...(diffBatch ? { diffBatch } : {}),
    onBigTarget: () => {
      big = true;
      launcher.onBigTarget?.();
    },
  });
  bigBefore = big;
  const ledger = job.ledger ? packs.find((p) => p.id === report.kind)?.ledger : undefined;
  if (ledger) appendLedgerEvent(report, ledger, job.now ? new Date(job.now) : new Date());
  if (!custom.length) return report;
  // A custom rule's docs link is the one it declares, or none: docs/rules/ has no page for it.
  const declared = new Map(custom.map((r) => [r.id, r.docsUrl]));
  const checks = report.checks.map((c) => {
    if (!declared.has(c.name)) return c;
    const { docs: _builtIn, ...rest } = c;
    const url = declared.get(c.name);
    return url ? { ...rest, docs: url } : rest;
  });
  return { ...report, checks };
}
