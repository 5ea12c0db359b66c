// The hash of the effective config a receipt carries (config.ts re-exports it).
import fs from 'node:fs';
import type { ResolvedConfig } from './config.js';
import { sha256Hex } from './io/project-fs.js';

/** What besides the config decides a target's verdicts: the command line's flags and the target's kind. */
export interface VerdictFlags {
  preset?: string;
  mode?: string;
  allChecks?: boolean;
  overrideChecks?: string[];
  kind?: string;
  /** --now, as an ISO time. */
  now?: string;
  git?: boolean;
  /** The base danger-scan diffs against (--base, else GITHUB_BASE_REF: see verdictFlags); not hashed when git is off. */
  base?: string;
  /** false: --no-inline-config (suppressions in linted files not honoured). */
  inlineConfig?: boolean;
}

/** Whether suppressions written in linted files are honoured: not when --no-inline-config or the config's noInlineConfig says so. */
export const inlineConfigOff = (flag: boolean | undefined, c: Pick<ResolvedConfig, 'noInlineConfig'>) => flag === false || c.noInlineConfig === true;

/** sha256 of a custom rule module's bytes (not of what it imports): an edited rule may turn a verdict under the same config. */
function moduleDigest(file: string): string {
  try {
    // Only a regular file is read: a FIFO under the module's name would block.
    return fs.statSync(file).isFile() ? sha256Hex(fs.readFileSync(file)) : '<unreadable>';
  } catch {
    return '<unreadable>';
  }
}

/**
 * The hash of the effective config: the config files' settings with the flags that win over them,
 * so that a receipt (and --print-config) tells apart runs whose verdicts may differ (`--mode ready`
 * against progress, a preset given on the command line, another base branch, an edited custom rule).
 */
export function configHash(c: ResolvedConfig, flags: VerdictFlags = {}): string {
  const git = flags.git !== false;
  const canonical = JSON.stringify({
    preset: flags.preset ?? c.preset ?? 'compat',
    mode: flags.mode ?? c.mode ?? 'progress',
    rules: Object.entries(c.rules).sort(),
    customRules: c.customRules.map((file) => [file, moduleDigest(file)]),
    whitelist: c.whitelist,
    ignores: c.ignores.map((i) => i.pattern),
    allChecks: flags.allChecks === true,
    overrideChecks: [...new Set(flags.overrideChecks ?? [])].sort(),
    kind: flags.kind ?? null,
    now: flags.now ?? null,
    git,
    // Without git danger-scan takes no diff, so the base changes nothing.
    base: git ? (flags.base ?? null) : null,
    // Only when off, so that every other run keeps the hash it had.
    ...(inlineConfigOff(flags.inlineConfig, c) ? { inlineConfig: false } : {}),
  });
  return sha256Hex(canonical);
}
