import fs from 'node:fs';
import path from 'node:path';
import { countResults, runRules, selectRules, UsageError, type Counts } from './engine.js';
import { defaultSystem } from './system.js';
import type { DiffBatch } from './git-batch.js';
import type { ProbeTransport } from './probe.js';
import { TOOL } from './version.js';
import { applySuppressions } from './suppress.js';
import { BIG_TARGET_BYTES, BIG_TARGET_FILES, type ProjectFs, type TextFile } from './io/project-fs.js';
import { hashTree } from './io/receipt.js';
import { statOrUndefined } from './io/paths.js';
import { errnoWords, list, nowMs, plural, specialKind } from './util.js';
import { EMPTY_CONFIG, ignoreMatcher, type ResolvedConfig } from './config.js';
import { configHash, inlineConfigOff, type VerdictFlags } from './config-hash.js';
import { requestedBase } from './git-base.js';
import { checkLintOptions } from './api-options.js';
import type { Rule } from './rule.js';
import type { CheckResult, Mode, Preset, RunOptions, SystemAccess, TargetKind, Tier } from './types.js';
import { detectPack, targetProbe } from './kinds.js';
import { isMarkdownName } from './model/engagement-names.js';
import { mergeSegmentResults } from './segments.js';
import { isProjectDocument } from './project-docs.js';
import type { PackDescriptor, ReportStyle, TargetProbe } from './pack.js';
import type { Visual } from './format/html/visual.js';
import { showLineFeeds } from './format/escape.js';

export interface LintOptions {
  kind?: TargetKind;
  mode?: Mode;
  preset?: Preset;
  allChecks?: boolean;
  overrideChecks?: string[];
  /** Names in overrideChecks may be rules of other kinds (checked by the caller): those are left out here. */
  overrideAnyPack?: boolean;
  /**
   * Rules run in every preset and tier besides overrideChecks (a config's custom rules). Not a verdict flag: the
   * receipt's config hash covers them through the config's customRules, as --print-config does.
   */
  alwaysRun?: string[];
  explain?: boolean;
  profile?: boolean;
  now?: Date;
  /** Set false to skip `git diff` in danger-scan. */
  git?: boolean;
  /** false: suppressions written in linted files are not honoured (--no-inline-config; also the config's noInlineConfig). */
  inlineConfig?: boolean;
  /** The branch danger-scan diffs against (default: GITHUB_BASE_REF, else origin/main, origin/master, main, master). */
  base?: string;
  system?: SystemAccess;
  /** Where the default system's probes run when not in this thread: a worker thread's ask the main thread, which holds the invocation's one probe cache. */
  probeTransport?: ProbeTransport;
  /** The targets of a run over many, whose projects' diffs one git run per repository takes (git-batch.ts); made by `new DiffBatch(targets)`. */
  diffBatch?: DiffBatch;
  /** Effective config (levels, options, whitelist, ignores); flags above win over it. */
  config?: ResolvedConfig;
  /** Compute the lint receipt (sha256 of the target's files, tool version, config hash). */
  receipt?: boolean;
  /** Told once when the target turns out big (LoadOptions.onBigTarget). */
  onBigTarget?: () => void;
  /** Attach the picture data of the HTML report (graphs, plan, source lines around findings). */
  visual?: boolean;
  /** The packs a target may belong to (the registry's, or a test's own). */
  packs: readonly PackDescriptor[];
  /** The rules to choose from (built-in plus custom ones), or a loader given the target's pack. */
  rules: Rule[] | ((pack: PackDescriptor) => Promise<Rule[]>);
}

export interface Receipt {
  sha256: string;
  files: number;
  tool_version: string;
  config_sha256: string;
}

export interface TargetReport extends Counts {
  kind: TargetKind;
  /** Absolute path of the linted target. */
  target: string;
  /** How the report reads, from its pack's descriptor (the JSON key of `target`, labels); never part of the JSON report. */
  style?: ReportStyle;
  tier: Tier | 'all' | null;
  checks: CheckResult[];
  tool: { name: string; version: string };
  profile_ms?: Record<string, number>;
  profile_total_ms?: number;
  receipt?: Receipt;
  /** Project root that finding paths are relative to. */
  root: string;
  /** Picture data, when asked for (`visual` option); never part of the JSON report. */
  visual?: Visual;
  /** Where the target was closed with nothing more due (an engagement the user aborted); never part of the JSON report. */
  closed?: string;
  /** What the target waits for before its next handoff (between rounds); never part of the JSON report. */
  pending?: string;
  /**
   * Under compat, the failing checks that do not fail under recommended (the protocol's reading):
   * the terminal says so. Never part of the JSON report.
   */
  compatReading?: string[];
}


/**
 * The folder target a file sits in (a folder holding a folder pack's main file), up to two folders
 * above it, its path shown relative to the working directory: what to name instead of the file.
 */
export function folderTargetHolding(file: string, packs: readonly PackDescriptor[]): string | undefined {
  for (let dir = path.dirname(file), n = 0; n < 3; n++, dir = path.dirname(dir)) {
    const pack = folderPacksHolding(dir, packs)[0];
    // A line feed in a name is `\x0a`, as the formats show it: the one-line error would make it a space.
    if (pack) return `the ${pack.id} folder ${showLineFeeds(path.relative(process.cwd(), dir) || '.')}${path.sep}`;
    if (path.dirname(dir) === dir) break;
  }
  return undefined;
}

/** The folder packs whose main file (an engagement's criteria.md) `dir` holds, as a regular file. */
export function folderPacksHolding(dir: string, packs: readonly PackDescriptor[]): PackDescriptor[] {
  // A main file that cannot be followed (a symlink loop, a file where its folder should be) is none.
  return packs.filter((p) => p.target === 'folder' && p.mainFile && statOrUndefined(path.join(dir, ...p.mainFile))?.isFile());
}

/**
 * A folder target named by its main file (`state/map.yaml`, `engagement/criteria.md`), as an editor
 * or a hook passes a file: the folder that holds it, when that folder is a target of the same kind.
 */
async function folderOfMainFile(abs: string, candidates: readonly PackDescriptor[], packs: readonly PackDescriptor[]): Promise<{ pack: PackDescriptor; abs: string } | undefined> {
  for (const pack of candidates) {
    const main = pack.target === 'folder' ? pack.mainFile : undefined;
    if (!main || abs.split(path.sep).slice(-main.length).join('/') !== main.join('/')) continue;
    const dir = path.resolve(abs, ...main.map(() => '..'));
    const stat = fs.statSync(dir, { throwIfNoEntry: false });
    if (!stat?.isDirectory()) continue;
    const probe = targetProbe(dir, stat);
    if ((await detectPack(dir, stat, packs, probe))?.id === pack.id) return { pack, abs: pack.resolve ? pack.resolve(probe) : dir };
  }
  return undefined;
}

/**
 * The pack of a target and the folder or file to lint, with the checks made before anything is read:
 * a missing target, one no pack recognises, or one of the wrong shape is a usage error naming `shown`.
 */
export async function resolveTarget(abs: string, shown: string, packs: readonly PackDescriptor[], kind?: string): Promise<{ pack: PackDescriptor; abs: string }> {
  let stat: fs.Stats | undefined;
  try {
    stat = fs.statSync(abs, { throwIfNoEntry: false });
  } catch (e) {
    throw new UsageError(`cannot read ${shown}: ${errnoWords(e, 'error')}`);
  }
  if (!stat) throw new UsageError(`target not found: ${shown}`);
  if (!stat.isFile() && !stat.isDirectory()) throw new UsageError(`not a file or folder: ${shown} (${specialKind(stat)})`);
  const probe = targetProbe(abs, stat);
  const pack = kind !== undefined ? packs.find((p) => p.id === kind) : await detectPack(abs, stat, packs, probe);
  if (stat.isFile() && (!pack || (kind !== undefined && pack.target === 'folder'))) {
    const folder = await folderOfMainFile(abs, pack ? [pack] : packs, packs);
    if (folder) return folder;
  }
  if (!pack) {
    if (kind !== undefined) throw new UsageError(`unknown kind ${kind} (${packs.map((p) => p.id).join(', ')})`);
    if (stat.isFile() && /^\uFFFD\uFFFD/.test(probe.head())) throw new UsageError(`cannot tell what ${shown} is: it does not start as UTF-8 text (UTF-16 or binary?); save it as UTF-8`);
    // A session log kept as JSON (Lines) quotes the blocks inside strings, where a transcript's lines cannot be read.
    if (stat.isFile() && /\.(?:jsonl|ndjson|json)$/i.test(abs) && /(?:DELEGATED|IMPLEMENTED) GRAPH/.test(probe.head())) {
      throw new UsageError(`cannot tell what ${shown} is: it is JSON holding Graph Protocol blocks inside its strings; a graph transcript is read as plain text or markdown (save the session's messages as a .md or .txt file)`);
    }
    const folder = stat.isFile() ? folderTargetHolding(abs, packs) : undefined;
    if (folder) throw new UsageError(`cannot lint ${shown} on its own: it is a file of ${folder}; name that folder to lint it`);
    // Most often a shell's expansion of an unquoted `dir/*`: --kind would lint the README as a contract or a graph.
    if (stat.isFile() && isProjectDocument(abs)) {
      throw new UsageError(`cannot lint ${shown}: it is documentation by its name, no engagement, contract, graph or Epiphany target; leave it out (quote a glob, 'dir/*', and the linter leaves documentation out itself)`);
    }
    throw new UsageError(`cannot tell what ${shown} is: no pack (${packs.map((p) => p.id).join(', ')}) recognises it (use --kind)`);
  }
  if (pack.target === 'folder' && !stat.isDirectory()) {
    const folder = folderTargetHolding(abs, packs);
    throw new UsageError(`not a directory: ${shown} (kind ${pack.id} needs a folder${folder ? `; it is a file of ${folder}: name that folder` : ''})`);
  }
  if (pack.target === 'file' && !stat.isFile()) {
    // A file pack may claim a folder by the one file of its kind in it (a folder holding only its
    // delegation-contract.yml): that file is the target.
    const at = stat.isDirectory() && pack.resolve ? pack.resolve(probe) : abs;
    if (at !== abs && statOrUndefined(at)?.isFile()) return { pack, abs: at };
    const held = stat.isDirectory() ? heldIn(pack, probe).files : [];
    // A folder of thousands of contracts is named by its first few.
    const which = held.length > 1 ? `; it holds ${held.length}: ${list(held)}; name the one to lint` : stat.isDirectory() ? '; name the file to lint' : '';
    throw new UsageError(`not a file: ${shown} (kind ${pack.id} needs a file${which})`);
  }
  if (pack.target === 'folder' && stat.isDirectory()) {
    // A folder holding targets of the pack rather than being one (an archive of engagements): linted as one, each would be a rogue entry.
    const held = heldIn(pack, probe);
    if (held.files.length) throw new UsageError(folderOfTargets(pack, shown, held, abs));
    const at = pack.resolve ? pack.resolve(probe) : abs;
    const why = at === abs ? pack.notTarget?.(probe) : undefined;
    if (why) throw new UsageError(`not ${article(pack.id)} ${pack.id} folder: ${shown} (${why})`);
    return { pack, abs: at };
  }
  return { pack, abs: pack.resolve ? pack.resolve(probe) : abs };
}

/** What a pack's `filesIn` names in a folder, as a list and whether some were not looked into. */
function heldIn(pack: PackDescriptor, probe: TargetProbe): { files: string[]; more: boolean } {
  const held = pack.filesIn?.(probe) ?? [];
  return Array.isArray(held) ? { files: held, more: false } : held;
}

/**
 * The refusal of a folder named outright that holds folder targets rather than being one: the
 * first ten named and counted, and, for more than one, the glob that lints them all (every child
 * folder's engagement/ when each is a project's, every child folder else), left out where the
 * folder's own name would not read as itself in a glob or a shell and no single quote can hold it (one it can is quoted).
 */
function folderOfTargets(pack: PackDescriptor, shown: string, held: { files: string[]; more: boolean }, abs: string): string {
  let dir = shown.split(path.sep).join('/');
  while (dir.length > 1 && dir.endsWith('/')) dir = dir.slice(0, -1);
  const inDir = (rel: string) => (dir === '.' ? rel : dir.endsWith('/') ? `${dir}${rel}` : `${dir}/${rel}`);
  const n = held.files.length;
  const what = `${pack.id} ${n === 1 && !held.more ? 'folder' : 'folders'}`;
  if (n === 1 && !held.more) return `not ${article(pack.id)} ${pack.id} folder: ${shown} (it holds one ${what}: name ${showLineFeeds(inDir(held.files[0]!))} to lint it)`;
  // Segment by segment to the shallowest one's depth, a name all share is kept and any other is `*` (each, when some
  // went unseen): one a level deeper is a project's `engagement/`, which a glob matching the project lints too.
  const split = held.files.map((f) => f.split('/'));
  let depth = Infinity;
  let deepest = 0;
  for (const p of split) {
    depth = Math.min(depth, p.length);
    deepest = Math.max(deepest, p.length);
  }
  const segments = split[0]!.slice(0, depth).map((name, i) => (!held.more && split.every((p) => p[i] === name) ? name : '*'));
  const unsafe = /[*?[\]{}()!+@\\'"\s$`;&|<>#~]/;
  // A folder name a shell or a glob would read otherwise (`old runs`, `my [old] work`) is quoted, where a quote can hold it.
  const quoted = unsafe.test(dir) && !/['\\]/.test(dir) ? `'${dir}'` : dir;
  const usable = !unsafe.test(quoted.replace(/^'[^']*'/, '')) && segments.every((name) => name === '*' || !unsafe.test(name));
  // One a level deeper is reached by the `*` of its folder when the pack resolves that folder to it (a project to
  // its `engagement/`); farther apart, or else, by `**/<name>/` (quoted whole, so that no shell expands it) when every one has that name.
  const reached = (p: string[]) => {
    const folder = path.join(abs, ...p.slice(0, -1));
    const stat = statOrUndefined(folder);
    return stat?.isDirectory() === true && pack.resolve?.(targetProbe(folder, stat)) === path.join(abs, ...p);
  };
  const spread = deepest - depth > 1 || split.some((p) => p.length > depth && !reached(p));
  const name = split[0]!.at(-1)!;
  const anyDepth = spread && split.every((p) => p.at(-1) === name) && !unsafe.test(name) && !/['\\]/.test(dir) ? `'${dir === '.' ? '' : `${dir}/`}**/${name}/'` : undefined;
  const glob = spread ? anyDepth : quoted === '.' ? `${segments.join('/')}/` : `${quoted}/${segments.join('/')}/`;
  const count = `${n}${held.more ? ' or more' : ''}`;
  // Each named as it is written from the working directory, as every path of a message is.
  return `not ${article(pack.id)} ${pack.id} folder: ${shown} (it holds ${count} ${what}: ${list(held.files.map((f) => showLineFeeds(inDir(f))))}; name one${glob && (usable || spread) ? `, or lint them all with ${glob}` : ' to lint it'})`;
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/**
 * Every target a project folder stands for: the one `resolveTarget` chose, and each other folder pack
 * that resolves the folder to a place holding its main file. A project with an `engagement/` (holding
 * its criteria.md) and an Epiphany `state/` is two targets: linting one alone would pass the other
 * unseen. The first yields when it was told only by a weak sign (a `state/` with an evidence.jsonl
 * but no map.yaml) and another target holds its main file.
 */
export function projectTargets(abs: string, first: { pack: PackDescriptor; abs: string }, packs: readonly PackDescriptor[]): Array<{ pack: PackDescriptor; abs: string }> {
  const stat = statOrUndefined(abs);
  if (!stat?.isDirectory()) return [first];
  const probe = targetProbe(abs, stat);
  const others: Array<{ pack: PackDescriptor; abs: string }> = [];
  for (const pack of packs) {
    if (pack === first.pack || pack.target !== 'folder' || !pack.resolve) continue;
    const at = pack.resolve(probe);
    if (at !== abs && at !== first.abs && folderPacksHolding(at, [pack]).length) others.push({ pack, abs: at });
  }
  const weak = others.length > 0 && first.pack.mainFile !== undefined && !folderPacksHolding(first.abs, [first.pack]).length;
  return weak ? others : [first, ...others];
}

/**
 * The lint options that decide verdicts, as the receipt hashes them (--print-config hashes the same).
 * The base is the one danger-scan uses (--base, else GITHUB_BASE_REF, resolved as defaultSystem does), none without git.
 */
/**
 * The rules to run whatever the preset and tier: --override-checks (of this kind when any may be named), alwaysRun,
 * and each opt-in rule the config gives a level other than off (a level is how a config opts in, as in ESLint).
 */
function overrideFor(opts: LintOptions, candidates: Rule[], kind: string, config: ResolvedConfig): string[] | undefined {
  const named = opts.overrideAnyPack ? opts.overrideChecks?.filter((id) => candidates.some((r) => r.id === id && r.pack === kind)) : opts.overrideChecks;
  const always = (opts.alwaysRun ?? []).filter((id) => candidates.some((r) => r.id === id && r.pack === kind));
  const optedIn = candidates.filter((r) => r.pack === kind && r.optIn && config.rules[r.id] !== undefined && config.rules[r.id]!.level !== 'off').map((r) => r.id);
  const added = [...always, ...optedIn];
  return added.length ? [...new Set([...(named ?? []), ...added])] : named;
}

export function verdictFlags(opts: Pick<LintOptions, 'preset' | 'mode' | 'allChecks' | 'overrideChecks' | 'now' | 'git' | 'base' | 'inlineConfig'>, kind: string): VerdictFlags {
  const base = opts.git === false ? undefined : requestedBase(opts.base);
  return { preset: opts.preset, mode: opts.mode, allChecks: opts.allChecks, overrideChecks: opts.overrideChecks, kind, now: opts.now?.toISOString(), git: opts.git, base, ...(opts.inlineConfig === false ? { inlineConfig: false } : {}) };
}

/** Lints one target (engagement folder, contract, graph document or Epiphany folder). */
export async function lintTarget(target: string, opts: LintOptions): Promise<TargetReport> {
  // Public API, called from plain JavaScript too: every option is checked as the CLI checks its own.
  checkLintOptions(target, opts);
  const { pack, abs } = await resolveTarget(path.resolve(target), target, opts.packs, opts.kind);
  const kind = pack.id;
  const config = opts.config ?? EMPTY_CONFIG;
  const loaded = await pack.load(abs, { digests: Boolean(opts.receipt), onBigTarget: opts.onBigTarget });
  const ruleOptions = Object.fromEntries(Object.entries(config.rules).filter(([, s]) => s.options).map(([id, s]) => [id, s.options]));
  const options: RunOptions = {
    mode: opts.mode ?? config.mode ?? 'progress',
    preset: opts.preset ?? config.preset ?? 'compat',
    now: opts.now ?? new Date(),
    ruleOptions,
    extraWhitelist: config.whitelist,
    explain: opts.explain ?? false,
  };
  const closed = loaded.readyWaiver?.();
  if (closed && options.mode === 'ready') options.readyWaived = closed;
  const tier = pack.tiered ? loaded.tier : undefined;
  const off = Object.entries(config.rules).filter(([, s]) => s.level === 'off').map(([id]) => id);
  const candidates = typeof opts.rules === 'function' ? await opts.rules(pack) : opts.rules;
  const rules = selectRules(
    candidates.filter((r) => r.pack === kind),
    options,
    { tier, compatPreset: Boolean(pack.compat), allChecks: opts.allChecks, override: overrideFor(opts, candidates, kind, config), off },
  );
  const t0 = nowMs();
  const system = opts.system ?? defaultSystem({ git: opts.git, root: loaded.root, base: opts.base, probeTransport: opts.probeTransport, diffBatch: opts.diffBatch });
  const segments = loaded.segments?.();
  let checks: CheckResult[];
  if (segments) {
    const perSegment: CheckResult[][] = [];
    for (const s of segments) perSegment.push(await runRules(rules, s.model, options, system, loaded.fs));
    checks = mergeSegmentResults(perSegment, segments.map((s) => s.label));
  } else checks = await runRules(rules, loaded.model, options, system, loaded.fs);
  const total = nowMs() - t0;

  // The files the rules read, from the loader's cache: none is read twice.
  const fsys = loaded.fs;
  const texts = loaded.filesRead().map((rel) => fsys.read(rel)).filter((f): f is TextFile => f !== undefined);
  const ignored = await ignoreMatcher(config);
  const inline = !inlineConfigOff(opts.inlineConfig, config);
  checks = applySuppressions(checks, [...texts, ...(pack.target === 'folder' ? unreadMarkdown(fsys, abs, texts) : [])], loaded.suppressionsFile, candidates.map((r) => r.id), inline, rules.map((r) => r.id)).map((c) => postProcess(c, config, ignored, loaded.root));

  const counts = countResults(checks);
  // Only a run that passes says what it waits for, read once the rules have read the folder (their readings are shared).
  const pending = closed || counts.fail_count ? undefined : loaded.pending?.();
  const report: TargetReport = {
    kind,
    target: abs,
    ...(pack.report ? { style: pack.report } : {}),
    tier: pack.tiered ? (opts.allChecks ? 'all' : tier!) : null,
    ...counts,
    checks,
    tool: { ...TOOL },
    root: loaded.root,
    ...(closed ? { closed } : {}),
    ...(pending ? { pending } : {}),
  };
  if (opts.profile) {
    report.profile_ms = Object.fromEntries(checks.map((c) => [c.name, c.ms ?? 0]));
    report.profile_total_ms = Math.round(total * 1000) / 1000;
  }
  if (opts.receipt) {
    const rel = path.relative(fsys.root, abs).split(path.sep).join('/');
    report.receipt = { ...hashTree(fsys, rel), tool_version: TOOL.version, config_sha256: configHash(config, verdictFlags(opts, kind)) };
  }
  // After the receipt (a second reading may read more files). A failure that is the reference's reading only
  // is worth knowing: the checks that fail under compat are run again as the protocol reads them.
  // Not on a big target: there the second reading could double a long run for a note.
  const usualSize = texts.length <= BIG_TARGET_FILES && texts.reduce((n, f) => n + f.bytes, 0) <= BIG_TARGET_BYTES;
  if (options.preset === 'compat' && !segments && usualSize) {
    const failed = new Set(checks.filter((c) => c.status === 'fail' && !c.internal_error).map((c) => c.name));
    const differ = rules.filter((r) => failed.has(r.id) && r.divergences?.length);
    if (differ.length) {
      const again = await runRules(differ, loaded.model, { ...options, preset: 'recommended' }, system, loaded.fs);
      const named = again.filter((c) => c.status !== 'fail').map((c) => c.name);
      if (named.length) report.compatReading = named;
    }
  }
  // After the receipt: the pictures may read files the rules did not, which must not change it.
  if (opts.visual) report.visual = (await import('./format/html/visual.js')).visualData(loaded.model, checks, texts, pack.picture);
  return report;
}

/** Markdown files of a folder target read for suppressions only, at most this many. */
const MAX_SUPPRESSION_SCAN = 2000;

/**
 * The markdown files (`.md` in any case) of a folder target that no check read (a rogue notes.md, an executor report
 * at S): a suppression in one suppresses nothing, but a malformed one is still reported.
 */
function unreadMarkdown(fsys: ProjectFs, abs: string, read: TextFile[]): TextFile[] {
  const seen = new Set(read.map((f) => f.rel));
  const rel = path.relative(fsys.root, abs).split(path.sep).join('/');
  const more = fsys.walk(rel, (e) => e.kind === 'file' && isMarkdownName(e.name) && !seen.has(e.rel)).slice(0, MAX_SUPPRESSION_SCAN);
  return more.map((e) => fsys.read(e.rel)).filter((f): f is TextFile => f !== undefined && !f.problems.length);
}

/** Config levels (`warn` caps a failure at warn) and ignored files. */
function postProcess(c: CheckResult, config: ResolvedConfig, ignored: (abs: string) => boolean, root: string): CheckResult {
  let out = c;
  if (config.ignores.length && c.findings.length) {
    const findings = c.findings.filter((f) => !ignored(path.join(root, f.file)));
    if (findings.length !== c.findings.length) {
      // Ignored files are named nowhere: not in findings, not in the detail.
      const gone = [...new Set(c.findings.filter((f) => !findings.includes(f)).map((f) => f.file))];
      const left = c.findings.length - findings.length;
      const note = `${plural(left, 'finding')} in ignored files left out`;
      if (!findings.length && c.status !== 'pass' && c.status !== 'skip') out = { ...c, findings, status: 'pass', detail: `every finding is in an ignored file (${note})`, fix: undefined };
      else out = { ...c, findings, detail: `${withoutNames(c.detail, gone)} (${note})` };
    }
  }
  // A suppressed finding in an ignored file is named nowhere either (SARIF reports suppressed findings).
  if (config.ignores.length && out.suppressed?.length) out = { ...out, suppressed: out.suppressed.filter((f) => !ignored(path.join(root, f.file))) };
  if (config.rules[c.name]?.level === 'warn' && !out.internal_error) {
    if (out.status === 'fail') out = { ...out, status: 'warn' };
    // What a suppression silenced would have been capped too: a warning, never an error.
    if (out.suppressed?.some((f) => f.severity === 'error')) out = { ...out, suppressed: out.suppressed.map((f) => (f.severity === 'error' ? { ...f, severity: 'warning' as const } : f)) };
  }
  return out;
}

/**
 * The detail without each ignored file's path (project-relative, or its last parts): dropped from
 * a list (`a, x, b` → `a, b`), replaced by `(ignored)` where it stands in a sentence.
 */
function withoutNames(detail: string, files: string[]): string {
  let out = detail;
  for (const f of files) {
    const parts = f.split('/');
    for (let i = 0; i < parts.length; i++) {
      const name = parts.slice(i).join('/');
      if (name.length >= 3) out = out.split(name).join(IGNORED);
    }
  }
  return out.split(`${IGNORED}, `).join('').split(`, ${IGNORED}`).join('');
}

const IGNORED = '(ignored)';

