import { builtinRules, formatJson, formatStylish, lintTarget, UsageError, type TargetReport } from '../../core/src/index.js';

export interface CliArgs {
  targets?: string[];
  json?: boolean;
  format?: string[];
  allChecks?: boolean;
  overrideChecks?: string;
  mode: 'progress' | 'ready';
  preset: 'compat' | 'recommended';
  kind?: 'engagement' | 'contract' | 'graph' | 'epiphany';
  explain?: boolean;
  profile?: boolean;
  now?: string;
  git: boolean;
  color?: boolean;
}

/** Colour level from --color/--no-color, NO_COLOR, FORCE_COLOR and the TTY. */
export function colorLevel(flag: boolean | undefined, env: NodeJS.ProcessEnv, isTTY: boolean): 0 | 1 {
  if (flag === false) return 0;
  if (flag === true) return 1;
  if (env['NO_COLOR'] !== undefined && env['NO_COLOR'] !== '') return 0;
  const force = env['FORCE_COLOR'];
  if (force !== undefined) return force === '0' || force === 'false' ? 0 : 1;
  return isTTY ? 1 : 0;
}

function usage(message: string): never {
  throw new UsageError(message);
}

export async function run(args: CliArgs): Promise<number> {
  const targets = args.targets ?? [];
  if (targets.length === 0) usage('no target given; try `engagement-lint engagement/`');
  const formats = args.json ? ['json'] : (args.format ?? ['stylish']);
  for (const f of formats) if (f !== 'json' && f !== 'stylish') usage(`unknown format "${f}" (stylish, json)`);
  let now: Date | undefined;
  if (args.now !== undefined) {
    now = new Date(args.now);
    if (Number.isNaN(now.getTime())) usage(`--now is not an ISO time: ${args.now}`);
  }
  const override = (args.overrideChecks ?? '').split(',').map((s) => s.trim()).filter(Boolean);

  const reports: TargetReport[] = [];
  for (const target of targets) {
    reports.push(
      await lintTarget(target, {
        rules: builtinRules,
        kind: args.kind,
        mode: args.mode,
        preset: args.preset,
        allChecks: args.allChecks,
        overrideChecks: override,
        explain: args.explain,
        profile: args.profile,
        now,
        git: args.git,
      }),
    );
  }

  for (const f of formats) {
    const text =
      f === 'json'
        ? formatJson(reports)
        : formatStylish(reports, { colorLevel: colorLevel(args.color, process.env, Boolean(process.stdout.isTTY)), explain: args.explain });
    process.stdout.write(text);
  }
  if (reports.some((r) => r.checks.some((c) => c.internal_error))) return 2;
  return reports.some((r) => r.status === 'fail') ? 1 : 0;
}
