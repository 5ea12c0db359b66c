import fs from 'node:fs';
import path from 'node:path';
import { countResults, runRules, selectRules, UsageError, type Counts } from './engine.js';
import { EngagementModel } from './model/engagement.js';
import { defaultSystem } from './system.js';
import { TOOL } from './version.js';
import type { Rule } from './rule.js';
import type { CheckResult, Mode, Preset, RunOptions, SystemAccess, TargetKind, Tier } from './types.js';
import { detectKind, loadModel } from './kinds.js';

export interface LintOptions {
  kind?: TargetKind;
  mode?: Mode;
  preset?: Preset;
  allChecks?: boolean;
  overrideChecks?: string[];
  /** Rule ids switched off. */
  off?: string[];
  explain?: boolean;
  profile?: boolean;
  now?: Date;
  /** Set false to skip `git diff` in danger-scan. */
  git?: boolean;
  system?: SystemAccess;
  ruleOptions?: Record<string, unknown>;
  extraWhitelist?: string[];
  /** The rules to choose from (built-in plus custom ones). */
  rules: Rule[];
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
  /** Project root that finding paths are relative to. */
  root: string;
  /** Files read during the run, project-relative (for receipts). */
  files: string[];
}

/** Lints one target (engagement folder, contract, graph document or Epiphany folder). */
export async function lintTarget(target: string, opts: LintOptions): Promise<TargetReport> {
  const abs = path.resolve(target);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(abs);
  } catch {
    throw new UsageError(`target not found: ${target}`);
  }
  const kind = opts.kind ?? detectKind(abs, stat);
  if (!kind) throw new UsageError(`cannot tell what ${target} is: not an engagement folder, delegation contract, graph document or Epiphany folder (use --kind)`);
  if (kind === 'engagement' && !stat.isDirectory()) throw new UsageError(`not a directory: ${target}`);
  const loaded = loadModel(kind, abs);
  const options: RunOptions = {
    mode: opts.mode ?? 'progress',
    preset: opts.preset ?? 'compat',
    now: opts.now ?? new Date(),
    ruleOptions: opts.ruleOptions ?? {},
    extraWhitelist: opts.extraWhitelist ?? [],
    explain: opts.explain ?? false,
  };
  const tier = loaded.model instanceof EngagementModel ? loaded.model.tier : undefined;
  const rules = selectRules(
    opts.rules.filter((r) => r.pack === kind),
    options,
    { tier, allChecks: opts.allChecks, override: opts.overrideChecks, off: opts.off },
  );
  const t0 = performance.now();
  const checks = await runRules(rules, loaded.model, options, opts.system ?? defaultSystem({ git: opts.git }));
  const total = performance.now() - t0;
  const report: TargetReport = {
    kind,
    ...(kind === 'engagement' ? { engagement: abs } : {}),
    target: abs,
    tier: kind === 'engagement' ? (opts.allChecks ? 'all' : tier!) : null,
    ...countResults(checks),
    checks,
    tool: { ...TOOL },
    root: loaded.root,
    files: loaded.filesRead().sort(),
  };
  if (opts.profile) {
    report.profile_ms = Object.fromEntries(checks.map((c) => [c.name, c.ms ?? 0]));
    report.profile_total_ms = Math.round(total * 1000) / 1000;
  }
  return report;
}
