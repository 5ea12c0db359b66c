import fs from 'node:fs';
import path from 'node:path';
import { countResults, runRules, selectRules, UsageError, type Counts } from './engine.js';
import { EngagementModel } from './model/engagement.js';
import { defaultSystem } from './system.js';
import { TOOL } from './version.js';
import { applySuppressions } from './suppress.js';
import { hashTree, ProjectFs, type TextFile } from './io/project-fs.js';
import { nowMs } from './util.js';
import { configHash, EMPTY_CONFIG, ignoreMatcher, type ResolvedConfig } from './config.js';
import type { Rule } from './rule.js';
import type { CheckResult, Mode, Preset, RunOptions, SystemAccess, TargetKind, Tier } from './types.js';
import { detectKind, loadModel } from './kinds.js';

export interface LintOptions {
  kind?: TargetKind;
  mode?: Mode;
  preset?: Preset;
  allChecks?: boolean;
  overrideChecks?: string[];
  explain?: boolean;
  profile?: boolean;
  now?: Date;
  /** Set false to skip `git diff` in danger-scan. */
  git?: boolean;
  /** The branch danger-scan diffs against (default: GITHUB_BASE_REF, else origin/main, origin/master, main, master). */
  base?: string;
  system?: SystemAccess;
  /** Effective config (levels, options, whitelist, ignores); flags above win over it. */
  config?: ResolvedConfig;
  /** Compute the lint receipt (sha256 of the target's files, tool version, config hash). */
  receipt?: boolean;
  /** The rules to choose from (built-in plus custom ones), or a loader given the target's kind. */
  rules: Rule[] | ((kind: TargetKind) => Promise<Rule[]>);
}

export interface Receipt {
  sha256: string;
  files: number;
  tool_version: string;
  config_sha256: string;
}

export interface TargetReport extends Counts {
  kind: TargetKind;
  /** Absolute path of the engagement folder (engagement kind). */
  engagement?: string;
  /** Absolute path of the linted target. */
  target: string;
  tier: Tier | 'all' | null;
  checks: CheckResult[];
  tool: { name: string; version: string };
  profile_ms?: Record<string, number>;
  profile_total_ms?: number;
  receipt?: Receipt;
  /** Project root that finding paths are relative to. */
  root: string;
}

/** Lints one target (engagement folder, contract, graph document or Epiphany folder). */
export async function lintTarget(target: string, opts: LintOptions): Promise<TargetReport> {
  let abs = path.resolve(target);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(abs);
  } catch {
    throw new UsageError(`target not found: ${target}`);
  }
  const kind = opts.kind ?? (await detectKind(abs, stat));
  // A project folder given in place of its engagement folder: lint the engagement inside it.
  if (kind === 'engagement' && !fs.existsSync(path.join(abs, 'criteria.md')) && isDirectory(path.join(abs, 'engagement'))) {
    abs = path.join(abs, 'engagement');
  }
  if (!kind) throw new UsageError(`cannot tell what ${target} is: not an engagement folder, delegation contract, graph document or Epiphany folder (use --kind)`);
  if ((kind === 'engagement' || kind === 'epiphany') && !stat.isDirectory()) throw new UsageError(`not a directory: ${target} (kind ${kind} needs a folder)`);
  if ((kind === 'contract' || kind === 'graph') && !stat.isFile()) throw new UsageError(`not a file: ${target} (kind ${kind} needs a file)`);
  const config = opts.config ?? EMPTY_CONFIG;
  const loaded = await loadModel(kind, abs);
  if (loaded.fs) loaded.fs.digests = Boolean(opts.receipt);
  const ruleOptions = Object.fromEntries(Object.entries(config.rules).filter(([, s]) => s.options).map(([id, s]) => [id, s.options]));
  const options: RunOptions = {
    mode: opts.mode ?? config.mode ?? 'progress',
    preset: opts.preset ?? config.preset ?? 'compat',
    now: opts.now ?? new Date(),
    ruleOptions,
    extraWhitelist: config.whitelist,
    explain: opts.explain ?? false,
  };
  const tier = loaded.model instanceof EngagementModel ? loaded.model.tier : undefined;
  const off = Object.entries(config.rules).filter(([, s]) => s.level === 'off').map(([id]) => id);
  const candidates = typeof opts.rules === 'function' ? await opts.rules(kind) : opts.rules;
  const rules = selectRules(
    candidates.filter((r) => r.pack === kind),
    options,
    { tier, allChecks: opts.allChecks, override: opts.overrideChecks, off },
  );
  const t0 = nowMs();
  let checks = await runRules(rules, loaded.model, options, opts.system ?? defaultSystem({ git: opts.git, root: loaded.root, base: opts.base }));
  const total = nowMs() - t0;

  const fsys = loaded.fs ?? new ProjectFs(loaded.root);
  const texts = loaded.fs ? fsys.filesRead() : loaded.filesRead().map((rel) => fsys.read(rel)).filter((f): f is TextFile => f !== undefined);
  const criteriaRel = loaded.model instanceof EngagementModel ? loaded.model.rel('criteria.md') : undefined;
  const ignored = await ignoreMatcher(config);
  checks = applySuppressions(checks, texts, criteriaRel).map((c) => postProcess(c, config, ignored, loaded.root));

  const report: TargetReport = {
    kind,
    ...(kind === 'engagement' ? { engagement: abs } : {}),
    target: abs,
    tier: kind === 'engagement' ? (opts.allChecks ? 'all' : tier!) : null,
    ...countResults(checks),
    checks,
    tool: { ...TOOL },
    root: loaded.root,
  };
  if (opts.profile) {
    report.profile_ms = Object.fromEntries(checks.map((c) => [c.name, c.ms ?? 0]));
    report.profile_total_ms = Math.round(total * 1000) / 1000;
  }
  if (opts.receipt) {
    const rel = path.relative(fsys.root, abs).split(path.sep).join('/');
    report.receipt = { ...hashTree(fsys, rel), tool_version: TOOL.version, config_sha256: configHash(config) };
  }
  return report;
}

/** Config levels (`warn` caps a failure at warn) and ignored files. */
function postProcess(c: CheckResult, config: ResolvedConfig, ignored: (abs: string) => boolean, root: string): CheckResult {
  let out = c;
  if (config.ignores.length && c.findings.length) {
    const findings = c.findings.filter((f) => !ignored(path.join(root, f.file)));
    if (findings.length !== c.findings.length) {
      out = findings.length || c.status === 'pass' || c.status === 'skip' ? { ...c, findings } : { ...c, findings, status: 'pass', detail: `${c.detail} [every finding is in an ignored file]`, fix: undefined };
    }
  }
  if (config.rules[c.name]?.level === 'warn' && out.status === 'fail' && !out.internal_error) out = { ...out, status: 'warn' };
  return out;
}

function isDirectory(p: string): boolean {
  try {
    return fs.statSync(p).isDirectory();
  } catch {
    return false;
  }
}
