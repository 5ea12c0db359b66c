import path from 'node:path';
import fs from 'node:fs';
import { lintTarget, type LintOptions, type TargetReport } from '../../core/src/lint.js';
import { packRules } from '../../../rules/packs.js';
import { findConfig, loadConfig, loadCustomRules, EMPTY_CONFIG, type ResolvedConfig } from '../../core/src/config.js';
import type { Rule } from '../../core/src/rule.js';

/** Everything needed to lint one target; plain data so it can cross to a worker. */
export type LintJob = Pick<LintOptions, 'kind' | 'mode' | 'preset' | 'allChecks' | 'overrideChecks' | 'explain' | 'profile' | 'receipt'> & {
  target: string;
  configFile?: string;
  /** ISO time (a Date does not survive the trip to a worker as one). */
  now?: string;
  git: boolean;
  base?: string;
};

const customCache = new Map<string, Promise<Rule[]>>();

/** The config for a target: `--config`, else the nearest one found upward. */
export async function configFor(target: string, explicit?: string): Promise<ResolvedConfig> {
  let start = path.resolve(target);
  try {
    if (!fs.statSync(start).isDirectory()) start = path.dirname(start);
  } catch {
    start = path.dirname(start);
  }
  const file = explicit ?? findConfig(start);
  return file ? loadConfig(file) : EMPTY_CONFIG;
}

export async function lintOne(job: LintJob): Promise<TargetReport> {
  const config = await configFor(job.target, job.configFile);
  const key = config.customRules.join('\0');
  if (!customCache.has(key)) customCache.set(key, loadCustomRules(config));
  const custom = await customCache.get(key)!;
  return lintTarget(job.target, {
    rules: async (kind) => [...(await packRules[kind]()), ...custom],
    config,
    kind: job.kind,
    mode: job.mode,
    preset: job.preset,
    allChecks: job.allChecks,
    overrideChecks: job.overrideChecks,
    explain: job.explain,
    profile: job.profile,
    now: job.now ? new Date(job.now) : undefined,
    git: job.git,
    base: job.base,
    receipt: job.receipt,
  });
}
