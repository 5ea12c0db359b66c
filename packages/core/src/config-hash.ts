// The hash of the effective config a receipt carries (config.ts re-exports it).
import type { ResolvedConfig } from './config.js';

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
  base?: string;
}

/**
 * The hash of the effective config: the config files' settings with the flags that win over them,
 * so that a receipt (and --print-config) tells apart runs whose verdicts may differ (`--mode ready`
 * against progress, a preset given on the command line).
 */
export function configHash(c: ResolvedConfig, flags: VerdictFlags = {}): string {
  const canonical = JSON.stringify({
    preset: flags.preset ?? c.preset ?? 'compat',
    mode: flags.mode ?? c.mode ?? 'progress',
    rules: Object.entries(c.rules).sort(),
    customRules: c.customRules,
    whitelist: c.whitelist,
    ignores: c.ignores.map((i) => i.pattern),
    allChecks: flags.allChecks === true,
    overrideChecks: [...new Set(flags.overrideChecks ?? [])].sort(),
    kind: flags.kind ?? null,
    now: flags.now ?? null,
    git: flags.git !== false,
    base: flags.base ?? null,
  });
  return process.getBuiltinModule('node:crypto').createHash('sha256').update(canonical).digest('hex');
}
