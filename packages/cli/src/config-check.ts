// What a lint run checks of its command line and of each config before it lints anything; `rules`,
// `explain`, --help and --version check the same, so a mistake is the same error whatever the command.
import path from 'node:path';
import { BASE_VALUE, UsageError, detectKind, escapeControls, runWarningCommand, presetRuns, statOrUndefined, suggestion, checkRuleSettings, configsBeside, pluralWord, SUPPRESSIONS_CHECK, type Preset, type ResolvedConfig } from '@engagement-lint/core/runner';
import { allRules, packs, rulesNaming } from '@engagement-lint/rules';
import type { Launcher } from './launcher.js';
import { configFor, customRulesFor } from './lint-one.js';
import { codeInCheckedWarning, configInsideLintedWarning, untrustedConfigWarning, type CodeTrust } from './trust.js';
import { relativeToCwd, sayToStderr, writeStdout } from './stdout.js';
import { parseFormats, type OutputSpec } from './outputs.js';
import { isoInstant } from './iso-instant.js';
import { isGlob } from './glob-word.js';

function usage(message: string): never {
  throw new UsageError(message);
}

/** The options checkInvocation reads (run.ts CliArgs, which imports this module). */
interface InvocationArgs {
  format?: string[];
  json?: boolean;
  jsonAt?: number;
  outputFile?: string;
  now?: string;
  maxWarnings?: number;
  overrideChecks?: string;
  base?: string;
}

/** The checks of a command line that need no target: its outputs, --now, --max-warnings and the --override-checks list. */
export function checkInvocation(args: InvocationArgs): { formats: OutputSpec[]; override: string[] } {
  // --json is one more format, where it was written among the --format ones (-o takes the first
  // without a file): with --format sarif, two would write to stdout, which is an error, not a choice.
  const asked = [...(args.format ?? [])];
  if (args.json) asked.splice(Math.min(args.jsonAt ?? 0, asked.length), 0, 'json');
  const formats = parseFormats(asked.length ? asked : ['stylish'], args.outputFile);
  const now = args.now === undefined ? undefined : isoInstant(args.now);
  if (typeof now === 'string') usage(`--now ${JSON.stringify(args.now)} ${now}`);
  if (args.maxWarnings !== undefined && (!Number.isInteger(args.maxWarnings) || args.maxWarnings < 0)) usage('--max-warnings needs a whole number ≥ 0');
  // `--base=-x` too: git would read a base starting with "-" as an option.
  if (args.base?.trim().startsWith('-')) usage(`--base needs ${BASE_VALUE} (got ${JSON.stringify(args.base)})`);
  return { formats, override: overrideList(args.overrideChecks) };
}

/** --override-checks: names separated by commas, each once; an empty item is a typo, not nothing. */
export function overrideList(value: string | undefined): string[] {
  if (value === undefined) return [];
  const names = value.split(',').map((s) => s.trim());
  if (names.some((n) => n === '')) usage(`--override-checks has an empty name in ${JSON.stringify(value)}`);
  return [...new Set(names)];
}

const warned = new Set<string>();

/** The segments of a pattern up to its first one holding a glob character: what any path it matches starts with. */
function literalSegments(pattern: string): string[] {
  const segments = (pattern.startsWith('!') ? pattern.slice(1) : pattern).split('/');
  // A folder's trailing slashes (`dir/`) leave empty segments: a loop, as /\/+$/ is quadratic on a run of slashes not at the end.
  while (segments.length > 1 && segments.at(-1) === '') segments.pop();
  // A `\` escapes what follows: such a segment is read as a pattern too, never compared as it stands.
  const glob = segments.findIndex((s) => isGlob(s) || s.includes('\\'));
  return glob < 0 ? segments : segments.slice(0, glob);
}

/** How many of `patterns`, read relative to `from`, may match a target or something in one: their literal start agrees with a target's path. */
function entriesThatMayMatch(patterns: readonly string[], from: string, targets: readonly string[]): number {
  const rels = targets.flatMap((t) => {
    const rel = path.relative(from, t);
    return rel.startsWith('..') || path.isAbsolute(rel) ? [] : [rel === '' ? [] : rel.split(path.sep)];
  });
  return patterns.filter((pattern) => {
    const literal = literalSegments(pattern);
    return rels.some((segs) => literal.every((s, k) => k >= segs.length || segs[k] === s));
  }).length;
}

/**
 * Says once per config folder when its `ignores` entries, read relative to that folder as they are,
 * can match nothing of the run, while read relative to the working directory some would: a `--config`
 * kept elsewhere whose entries were written from where the user runs it (ESLint's habit), a setting
 * that would otherwise silently do nothing. A shared config whose entries are for other projects is
 * not said. Entries are counted, never quoted.
 */
export function warnIgnoresElsewhere(configs: Iterable<ResolvedConfig>, targets: readonly string[], cwd = process.cwd()): void {
  for (const c of configs) {
    const byBase = new Map<string, string[]>();
    for (const e of c.ignores) byBase.set(e.base, [...(byBase.get(e.base) ?? []), e.pattern]);
    for (const [base, patterns] of byBase) {
      if (warned.has(`ignores:${base}`) || path.resolve(base) === path.resolve(cwd) || entriesThatMayMatch(patterns, base, targets) > 0) continue;
      const fromCwd = entriesThatMayMatch(patterns, cwd, targets);
      if (!fromCwd) continue;
      warned.add(`ignores:${base}`);
      sayToStderr(`warning: the ignores entries of the config in ${base} are relative to that folder, where none can match this run's targets; read from the working directory, ${fromCwd} of ${patterns.length} would (write them relative to ${base})`);
    }
  }
}

/** Says once per config when it may not load code, and checks its `rules:` against the rules that exist (`levels`: and warns of a level set for a check the run leaves out). */
export async function checkConfig(c: ResolvedConfig, launcher: Pick<Launcher, 'importModule'>, trust: CodeTrust, explicit?: string, presetFlag?: Preset, override: string[] = [], levels = true): Promise<void> {
  for (const file of c.untrustedFrom ?? []) {
    if (!file || warned.has(file)) continue;
    warned.add(file);
    sayToStderr(untrustedConfigWarning(file, trust, explicit));
  }
  for (const module of c.insideChecked ?? []) {
    if (warned.has(module)) continue;
    warned.add(module);
    sayToStderr(codeInCheckedWarning(module, trust.refuses(module)));
  }
  for (const file of c.insideLinted ?? []) {
    if (warned.has(`inside:${file}`)) continue;
    warned.add(`inside:${file}`);
    sayToStderr(configInsideLintedWarning(file));
  }
  // The config lookup found (the last file merged): another one beside it is read by nobody.
  const found = explicit === undefined ? c.files.at(-1) : undefined;
  if (found && !warned.has(`beside:${found}`)) {
    warned.add(`beside:${found}`);
    const others = configsBeside(found);
    if (others.length) sayToStderr(`warning: ${found} is the config read in its folder; ${others.map((o) => path.basename(o)).join(', ')} beside it ${pluralWord(others.length, 'is', 'are')} not read (keep one config per folder)`);
  }
  // Custom rules load here, before any output, so a broken one leaves stdout empty.
  const custom = await customRulesFor(c, launcher.importModule);
  const named = Object.keys(c.rules);
  if (!named.length) return;
  const builtIn = await rulesNaming(named.filter((id) => !custom.some((r) => r.id === id)));
  await checkRuleSettings(c, [...builtIn, ...custom]);
  if (levels) sayChecksOffByUntrusted(c, trust, explicit);
  // A level opts into an opt-in rule (lint's overrideFor), but adds no check the preset leaves out: compat runs the
  // reference's checks. `rules` and `explain` run no check: whether one runs here is a lint run's question.
  if (!levels) return;
  const preset = presetFlag ?? c.preset ?? 'compat';
  for (const rule of builtIn.filter((r) => named.includes(r.id))) {
    // A check that reads after the others (file-integrity) runs under every preset and tier.
    if (rule.optIn || rule.readsAfterOthers || c.rules[rule.id]?.level === 'off' || override.includes(rule.id) || warned.has(`level:${rule.id}`)) continue;
    if (presetRuns(rule, preset, packs.find((p) => p.id === rule.pack)?.compat === true)) continue;
    warned.add(`level:${rule.id}`);
    sayToStderr(`warning: the config sets a level for ${rule.id}, which runs under preset recommended only, so it does not run here (a level only caps a check the preset runs: set preset: recommended, or name it with --override-checks)`);
  }
}

/** The Action's workspace, once the Action asks for annotations: a warning about a config's setting then says where it is. */
let annotatedIn: string | undefined;

/** From now on, the warning of a config turning checks off is an annotation at the setting (`file=`, `line=`, `col=`), for files in `workspace`. */
export function annotateConfigPlaces(workspace: string): void {
  annotatedIn = workspace;
}

/** The file, line and column of a `rules:` key, from its `file:line:col` (ResolvedConfig.ruleAt); read from the end, as a path may hold colons. */
function settingPlace(key: string | undefined): { file: string; line: number; col: number } | undefined {
  if (!key) return undefined;
  const b = key.lastIndexOf(':');
  const a = b > 0 ? key.lastIndexOf(':', b - 1) : -1;
  const [line, col] = [Number(key.slice(a + 1, b)), Number(key.slice(b + 1))];
  return a > 0 && Number.isInteger(line) && Number.isInteger(col) ? { file: key.slice(0, a), line, col } : undefined;
}

/**
 * Says once per config when one the run does not trust for code (a config of the tree under review: any in the
 * Action's checkout, or one found beside a target elsewhere) turns checks off, naming them: such a config may set
 * levels, and a pull request that switches danger-scan off in it must not pass without a word. Each check is told
 * of the file whose setting the run keeps (along `extends`, the one that says `off`, not the one extending it): that
 * is where a reviewer looks, and where the Action's annotation points.
 */
function sayChecksOffByUntrusted(c: ResolvedConfig, trust: CodeTrust, explicit?: string): void {
  // Outside the Action's checkout, what a trusted config extends is the user's own choice (a repository's
  // `extends: ./config/base.yaml`, run from its top): only a config found beside a target elsewhere, and what it extends, is said.
  const root = c.files.at(-1);
  if (trust.checkout === undefined && root !== undefined && trust.trusts(root, explicit)) return;
  const byFile = new Map<string, { ids: string[]; at?: { line: number; col: number } }>();
  for (const [id, s] of Object.entries(c.rules)) {
    if (s.level !== 'off') continue;
    const set = settingPlace(c.ruleAt?.[id]?.key);
    // A setting of no known place is told of the last config merged that is not trusted, as the run reads it.
    const file = set?.file ?? c.files.filter((f) => !trust.trusts(f, explicit)).at(-1);
    if (file === undefined || trust.trusts(file, explicit)) continue;
    const entry = byFile.get(file) ?? { ids: [] };
    entry.ids.push(id);
    // The annotation points at the first of the file's settings, in the order of the file.
    if (set && (!entry.at || set.line < entry.at.line || (set.line === entry.at.line && set.col < entry.at.col))) entry.at = { line: set.line, col: set.col };
    byFile.set(file, entry);
  }
  for (const [file, { ids, at }] of byFile) {
    if (warned.has(`off:${file}`)) continue;
    warned.add(`off:${file}`);
    const message = `${file}, a config of the tree under review (not trusted for code), turns off ${ids.join(', ')}`;
    const rel = annotatedIn === undefined ? undefined : path.relative(annotatedIn, file);
    // GitHub annotates workspace files only; elsewhere the warning stays one without a place.
    if (!at || rel === undefined || rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) {
      sayToStderr(`warning: ${message}`);
      continue;
    }
    const line = escapeControls(relativeToCwd(message, annotatedIn), { oneLine: true });
    writeStdout(`${runWarningCommand(line, { file: rel.split(path.sep).join('/'), line: at.line, col: at.col })}\n`);
  }
}

/**
 * Each --override-checks name must be a rule of some pack (built-in or custom); a name that only
 * another kind of target can run is then no error for this one.
 */
export async function checkOverride(override: string[], targets: string[], launcher: Launcher, trust: CodeTrust, explicit?: string, kind?: string): Promise<void> {
  const custom = (await Promise.all(targets.map(async (t) => customRulesFor(await configFor(t, explicit, trust), launcher.importModule)))).flat();
  const rules = [...(await allRules()), ...custom];
  checkOverrideNames(override, new Set(rules.map((r) => r.id)));
  // A check of a kind no target here is runs on none: said, or the run would look as if it had passed it.
  const kinds = new Set(kind ? [kind] : await Promise.all(targets.map(async (t) => targetKind(t))));
  for (const id of new Set(override)) {
    const pack = rules.find((r) => r.id === id)?.pack;
    if (pack && !kinds.has(pack)) sayToStderr(`warning: --override-checks names ${id}, a check of ${pack} targets, and no target here is one, so it runs on none`);
  }
}

async function targetKind(target: string): Promise<string | undefined> {
  const st = statOrUndefined(target);
  return st && detectKind(target, st, packs);
}

/** Each --override-checks name is one of `known`, the rules' ids. */
export function checkOverrideNames(override: string[], known: Set<string>): void {
  if (override.includes(SUPPRESSIONS_CHECK)) usage(`--override-checks does not take ${SUPPRESSIONS_CHECK}: that check runs whenever a linted file holds a suppression`);
  const unknown = override.filter((id) => !known.has(id));
  if (unknown.length) usage(`unknown check ${pluralWord(unknown.length, 'name')}: ${unknown.join(', ')}${suggestion(unknown[0]!, known)} (see \`engagement-lint rules\`)`);
}

