import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lintTarget, configIn, findConfig, loadConfig, loadCustomRules, mayLoadCode, pathInside, projectRootOf, withoutCode, EMPTY_CONFIG, type LintOptions, type ProbeTransport, type TargetReport, type ResolvedConfig, type Rule } from '@engagement-lint/core/runner';
import { allRules, packs, packIds } from '@engagement-lint/rules';
import type { Launcher } from './launcher.js';
import { appendLedgerEvent } from './ledger.js';

type ImportModule = Launcher['importModule'];

/** Everything needed to lint one target; plain data so it can cross to a worker. */
export type LintJob = Pick<LintOptions, 'kind' | 'mode' | 'preset' | 'allChecks' | 'overrideChecks' | 'explain' | 'profile' | 'receipt' | 'visual' | 'inlineConfig'> & {
  target: string;
  /** Custom rule modules inside a folder this run lints: never loaded (see `insideFolders`). */
  refusedModules?: string[];
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
 * root). A found config that is not in the working directory or a folder above it loads no code.
 */
export async function configFor(target: string, explicit?: string, refused: (module: string) => boolean = insideFolders([target])): Promise<ResolvedConfig> {
  // Code loads only from a config the user chose (named, or in the working directory or above),
  // file by file along its `extends`: a trusted config cannot pull code out of a checked tree.
  if (explicit) return withoutCodeIn(withoutCode(await loadConfig(explicit), (f) => f === path.resolve(explicit) || mayLoadCodeHere(f)), refused);
  let start = path.resolve(target);
  const folder = fs.statSync(start, { throwIfNoEntry: false })?.isDirectory();
  if (!folder) start = path.dirname(start);
  const root = projectRootOf(start);
  // A linted folder's own config is the checked tree's: it cannot switch off its own checks. Read it
  // only when the user runs from that folder or below (then it is theirs, as any config there is).
  const own = folder ? configIn(start, root) : undefined;
  const skipped = own !== undefined && !mayLoadCode(own) ? own : undefined;
  // The folder's own answer is in hand: the lookup goes on above it only when there is none to read.
  let file = skipped ? undefined : own;
  if (!folder) file = findConfig(start, root);
  else if (!file && start !== root) file = findConfig(path.dirname(start), root);
  const config = file ? await loadConfig(file, root) : EMPTY_CONFIG;
  const read = withoutCodeIn(withoutCode(config, mayLoadCodeHere), refused);
  return skipped ? { ...read, insideLinted: [skipped] } : read;
}

/**
 * In GitHub Actions the working directory is the checkout under review (a pull request's files), so
 * no config found there loads code: only one named with --config (the Action's `config` input) does.
 */
const inActions = () => process.env['GITHUB_ACTIONS'] === 'true';
const mayLoadCodeHere = (file: string) => !inActions() && mayLoadCode(file);

/** The warning for a config inside the folder it would configure, which is not read. */
export function configInsideLintedWarning(file: string): string {
  return `warning: ${file} is inside the folder this run lints, so it is not read (a folder under review cannot configure its own checks; keep the config in the project folder above it, or name it with --config)`;
}

/** A path with its links resolved, as far as it exists. */
function real(p: string): string {
  try {
    return fs.realpathSync.native(p);
  } catch {
    return path.resolve(p);
  }
}

/** Whether a module sits inside one of these folders (links resolved): a linted folder's code never runs. */
export function insideFolders(targets: readonly string[]): (module: string) => boolean {
  let folders: string[] | undefined;
  return (module) => {
    folders ??= targets.filter((t) => fs.statSync(t, { throwIfNoEntry: false })?.isDirectory()).map(real);
    const at = real(module);
    return folders.some((f) => pathInside(at, f));
  };
}

/**
 * The config without the custom rule modules `refused` names: a trusted config naming
 * `./engagement/rules.mjs` would run what the checked tree holds, which never runs.
 */
function withoutCodeIn(c: ResolvedConfig, refused: (module: string) => boolean): ResolvedConfig {
  if (!c.customRules.length) return c;
  const inside = c.customRules.filter(refused);
  if (!inside.length) return c;
  const keep = c.customRules.map((m) => !inside.includes(m));
  return {
    ...c,
    customRules: c.customRules.filter((_, i) => keep[i]),
    customRuleSources: c.customRuleSources?.filter((_, i) => keep[i]),
    untrustedCode: [...(c.untrustedCode ?? []), ...inside],
    insideChecked: inside,
  };
}

/** The warning for a custom rule module inside a linted folder, which is not loaded. */
export function codeInCheckedWarning(module: string): string {
  return `warning: custom rule module ${module} is inside a folder this run lints, so it is not loaded (code from a checked tree never runs; keep custom rules outside the linted folders)`;
}

/**
 * The warning for a config whose customRules are not loaded. It says where the config is not: one
 * below the working directory (inside the linted folder) is refused too, so "outside" would mislead.
 */
export function untrustedConfigWarning(file: string): string {
  if (inActions()) return `warning: ${file} was found in the checkout under review, so its customRules are not loaded in GitHub Actions (name it with --config, the Action's config input, to use them)`;
  return `warning: ${file} is not in the working directory or a folder above it, so its customRules are not loaded (run from its folder or name it with --config to use them)`;
}

/** The custom rules a config loads (ids may not be built-in ones), loaded once per list. */
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

/** Lints one job; `probeTransport` is a worker thread's way to the main thread's probe cache. */
export async function lintOne(job: LintJob, launcher: Pick<Launcher, 'importModule' | 'onBigTarget'>, probeTransport?: ProbeTransport): Promise<TargetReport> {
  const refused = job.refusedModules ?? [];
  const own = insideFolders([job.target]);
  const config = await configFor(job.target, job.configFile, (m) => refused.includes(m) || own(m));
  const custom = await customRulesFor(config, launcher.importModule);
  // Configured custom rules run in every preset and tier, unless `rules:` turns them off.
  const customOn = custom.filter((r) => config.rules[r.id]?.level !== 'off').map((r) => r.id);
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
    onBigTarget: launcher.onBigTarget,
  });
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
