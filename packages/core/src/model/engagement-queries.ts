/**
 * Derived queries over an engagement that several rules share: what handoff
 * §1 says was changed, `## Iteration N` headings, the size observations, and
 * cited-evidence probing. Pure functions of the model; they read nothing the
 * model has not read.
 */
import type { EngagementModel } from './engagement.js';
import { isCaptureName, isLeadReportName, isTaskManifest } from './engagement-names.js';
import type { MarkdownDoc, SectionReading } from '../markdown/document.js';
import { citedPaths, MAX_CITED_PATHS, type CitedPath } from '../markdown/citations.js';
import type { Finding, Tier } from '../types.js';
import { protocolCitation } from './protocol-citations.js';
import { nameStatusPaths } from './diff-summary.js';
import { ledgerEvents } from './ledger.js';

// ---------------------------------------------------------------- handoff §1

/** What handoff §1 (Diff summary) says was changed. */
export interface HandoffDiffStat {
  /** Changed files: from a `git diff --stat` summary, else one per name-status line. */
  files: number;
  /** Added lines (only a `--stat` summary carries them). */
  insertions: number;
  /** Where the numbers came from. */
  source: 'stat-summary' | 'name-status' | 'none';
  /** Line of the summary (or of the first name-status line), when found. */
  line?: number;
  /** Whether a `## 1. Diff summary` section exists at all. */
  hasSection: boolean;
}

/**
 * `git diff --stat` summary: files changed, then insertions (the reference reads only this shape). A match starts only
 * where a run of digits does: tried inside a line of 200,000 digits it would re-read the run from each one.
 */
const STAT_SUMMARY = /(?<!\d)(\d+)\s+files?\s+changed,\s+(\d+)\s+insertions?/;
/** What may stand before a summary git printed: indentation, a quote or list marker, a code span's backtick. */
const RAW_PREFIX = /^[\s>*+`-]*$/;
/** A line about another diff than this engagement's: another command, commit or earlier change. */
const OTHER_DIFF = /\bgit\s{1,3}(?:show|log)\b|\b(?:previous|earlier|prior)\b|\bcommit\s{1,3}[0-9a-f]{7,40}\b|предыдущ|ранее|прошл/i;
/** One changed file per line: a status letter, whitespace, then the path (`M src/a.ts`, `A\tdocs/x.md`). */
const NAME_STATUS = /^\s*[MADRT]\s+\S/;
/** §1 as the size measurement reads it: `## 1. Diff summary…`. */
const DIFF_SUMMARY_TITLE = /^Diff\s*summary/i;

/**
 * Files and added lines handoff §1 (`## 1. Diff summary`) reports: the first
 * `N files changed, M insertions` summary, else one file per line starting
 * with a status letter (M, A, D, R, T) and whitespace. Fenced lines count:
 * §1 usually pastes raw `git diff --stat` output inside a code block. A
 * summary without insertions (a pure deletion) is not a summary here, as in
 * handoff-precheck.py, so the per-line count applies to it. The protocol
 * reading takes the largest summary (most files, then most insertions): §1 of a
 * rework round may paste the round's own diff before the cumulative
 * `{base}..HEAD` one, and the engagement's size is the cumulative one. It reads
 * the summary lines git prints (opening with the count) before summaries inside
 * a sentence, and none on a line about another diff (`git show`, `git log`, a
 * `commit <sha>`, "previous", "earlier").
 */
export function handoffDiffStat(handoff: MarkdownDoc | undefined, opts: { protocol?: boolean } = {}): HandoffDiffStat {
  const section = opts.protocol ? handoff?.section(1, 'protocol') : handoff?.numberedSections().find((s) => s.number === 1 && DIFF_SUMMARY_TITLE.test(s.title));
  if (!handoff || !section) return { files: 0, insertions: 0, source: 'none', hasSection: false };
  const lines = handoff.linesOf(section);
  let largest: HandoffDiffStat | undefined;
  let largestProse: HandoffDiffStat | undefined;
  const larger = (a: HandoffDiffStat, b: HandoffDiffStat | undefined) => !b || a.files > b.files || (a.files === b.files && a.insertions > b.insertions);
  for (const { line, text } of lines) {
    const m = STAT_SUMMARY.exec(text);
    if (!m) continue;
    const read: HandoffDiffStat = { files: Number(m[1]), insertions: Number(m[2]), source: 'stat-summary', line, hasSection: true };
    // The reference stops at the first summary.
    if (!opts.protocol) return read;
    // A summary quoted about another commit (`git show --stat a1b2c3d`: 41 files changed…) is not this diff's.
    if (OTHER_DIFF.test(text)) continue;
    if (RAW_PREFIX.test(text.slice(0, m.index))) {
      if (larger(read, largest)) largest = read;
    } else if (larger(read, largestProse)) largestProse = read;
  }
  // A summary inside a sentence counts only without a raw one, so a word before the count cannot hide the diff.
  const chosen = largest ?? largestProse;
  if (chosen) return chosen;
  const listed = lines.filter(({ text }) => (opts.protocol ? !!nameStatusPaths(text)?.[0] : NAME_STATUS.test(text)));
  if (listed.length) return { files: listed.length, insertions: 0, source: 'name-status', line: listed[0]!.line, hasSection: true };
  return { files: 0, insertions: 0, source: 'none', hasSection: true };
}

// ------------------------------------------------------- iteration headings

export interface IterationHeading {
  n: number;
  line: number;
}

const ITERATION_HEADING = /^Iteration\s+(\d+)\b/i;
/** The protocol reading: `## Итерация 2` is the same round, written by a team keeping its files in Russian. */
const ITERATION_HEADING_PROTOCOL = /^(?:Iteration|Итерация)\s+(\d+)\b/i;

/**
 * Level-2 `## Iteration N …` headings of a document (fence-aware), in file order. The reference
 * reading takes `## ` lines only; the protocol one setext headings too (`Iteration 2` over `---`).
 */
export function iterationHeadings(doc: MarkdownDoc | undefined, reading: SectionReading = 'reference'): IterationHeading[] {
  if (!doc) return [];
  // Read once per document and reading (a log of many rounds is asked by many rules); each caller gets its own list.
  const cache = iterationHeadingsOf.get(doc) ?? iterationHeadingsOf.set(doc, new Map()).get(doc)!;
  let found = cache.get(reading);
  if (!found) {
    const out: IterationHeading[] = [];
    for (const h of doc.headingsIn(reading)) {
      if (h.level !== 2) continue;
      const m = (reading === 'protocol' ? ITERATION_HEADING_PROTOCOL : ITERATION_HEADING).exec(h.text);
      if (m) out.push(Object.freeze({ n: Number(m[1]), line: h.line }));
    }
    cache.set(reading, (found = out));
  }
  return found.slice();
}

const iterationHeadingsOf = new WeakMap<MarkdownDoc, Map<SectionReading, readonly IterationHeading[]>>();

// ------------------------------------------------------------- size tiers

/** Per-tier upper bounds; exceeding one means the next tier up. */
export const SIZE_CAPS: Record<'S' | 'M', { specialists: number; files: number; loc: number; tasks: number; surfaces: number }> = {
  S: { specialists: 1, files: 2, loc: 50, tasks: 0, surfaces: 0 },
  M: { specialists: 3, files: 10, loc: 500, tasks: 8, surfaces: 4 },
};

export interface SizeObservations {
  specialists: number;
  /** Under the protocol reading, the leads' own reports left out of `specialists`. */
  leadReports?: string[];
  tasks: number;
  surfaces: number;
  files: number;
  loc: number;
  deploy: boolean;
  uxHeavy: 'false' | 'minor' | 'true';
  diff: HandoffDiffStat;
}

export interface SizeTrigger {
  /** Tier this trigger implies at least. */
  tier: Tier;
  text: string;
}

/** The measurements the observed tier is derived from. */
export function sizeObservations(model: EngagementModel, opts: { protocol?: boolean } = {}): SizeObservations {
  // Every `*.md` entry counts, as the reference's glob counts it (`.md` alone; `.MD` too under the
  // protocol reading); one that is no file is noted as unread.
  const mdFiles = (dir: string) => model.markdownEntries(dir, { exactCase: !opts.protocol });
  // `*.png`, case-sensitive like the reference's glob; the protocol names no format, so a JPEG or WebP capture is a surface too (as ux-screens reads captures).
  const capture = opts.protocol ? isCaptureName : (name: string) => name.endsWith('.png');
  const stems = new Set(model.walk('screens', (e) => e.kind === 'file' && capture(e.name)).map((e) => e.name.slice(0, e.name.lastIndexOf('.'))));
  const diff = handoffDiffStat(model.handoff, opts);
  // The manifest in another case (`index.md`) is no task either, under the protocol's reading.
  const manifest = (name: string) => (opts.protocol ? isTaskManifest(name) : name === 'INDEX.md');
  const reports = mdFiles('executor-reports');
  const leads = opts.protocol ? reports.filter((e) => isLeadReportName(e.name)).map((e) => e.name) : [];
  return {
    specialists: reports.length - leads.length,
    ...(leads.length ? { leadReports: leads } : {}),
    tasks: mdFiles('tasks').filter((e) => !manifest(e.name)).length,
    surfaces: stems.size,
    files: diff.files,
    loc: diff.insertions,
    deploy: model.fs.probe(model.rel('deploy-log.md')) === 'exists',
    uxHeavy: model.uxHeavy,
    diff,
  };
}

/** Observed tier and every reason for it, strongest first. */
export function observedSize(obs: SizeObservations): { tier: Tier; triggers: SizeTrigger[] } {
  const triggers: SizeTrigger[] = [];
  const measures: Array<[keyof (typeof SIZE_CAPS)['S'], string]> = [
    ['specialists', 'specialists'],
    ['files', 'diff files'],
    ['loc', 'added lines'],
    ['tasks', 'tasks'],
    ['surfaces', 'UI surfaces'],
  ];
  for (const [key, label] of measures) {
    if (obs[key] > SIZE_CAPS.M[key]) triggers.push({ tier: 'L', text: `${label}=${obs[key]} > M cap ${SIZE_CAPS.M[key]}` });
  }
  if (obs.deploy) triggers.push({ tier: 'L', text: 'deploy-log.md exists' });
  for (const [key, label] of measures) {
    if (obs[key] > SIZE_CAPS.S[key] && obs[key] <= SIZE_CAPS.M[key]) triggers.push({ tier: 'M', text: `${label}=${obs[key]} > S cap ${SIZE_CAPS.S[key]}` });
  }
  if (obs.uxHeavy !== 'false') triggers.push({ tier: 'M', text: `ux_heavy=${obs.uxHeavy}` });
  const tier: Tier = triggers.some((t) => t.tier === 'L') ? 'L' : triggers.length ? 'M' : 'S';
  return { tier, triggers };
}

export const TIER_RANK: Record<Tier, number> = { S: 0, M: 1, L: 2 };

// ------------------------------------------------------- cited evidence

export interface CitationProbe {
  cited: CitedPath[];
  missing: CitedPath[];
  outside: CitedPath[];
  /** Distinct cited paths. */
  distinct: number;
  /** The line from which no citation was read (past MAX_CITED_PATHS). */
  cutAt?: number;
  /** Paths written with `\` that the reading did not read (compat, as the reference): each path once, as first written. */
  backslashedUnread?: string[];
}

/** Each path once, as it was first written. */
function firstWritten(cited: CitedPath[]): string[] {
  const raw = new Map<string, string>();
  for (const c of cited) if (!raw.has(c.path)) raw.set(c.path, c.raw);
  return [...raw.values()];
}

/**
 * Probes every path a document cites, against the project root. A path that
 * leaves the root is reported as outside and never probed.
 */
export function probeCitedEvidence(
  model: EngagementModel,
  doc: MarkdownDoc,
  opts: { protocol?: boolean; range?: { start: number; end: number } } = {},
): CitationProbe {
  // The whole file, frontmatter included, as handoff-precheck.py reads it; the protocol reading
  // drops candidates that name no file and a sentence's trailing punctuation.
  // The protocol reading skips only the paths an illustration word introduces, not the whole line.
  // And it reads a backticked path holding a space (`docs/Release Notes.md`), a path written with `\`
  // (`src\a.ts`) and a `git diff --stat` line's whole name (`src/Release Notes.ts | 4 ++`), which the reference does not.
  const protocol = opts.protocol === true;
  const all = citedPaths(doc, opts.range ?? { start: 1, end: doc.lines.length }, { engagementRoots: protocol, illustrations: protocol ? 'introduced' : 'line', spaces: protocol, windows: protocol, diffStat: protocol, lineLists: protocol });
  const cited = opts.protocol ? all.flatMap((c) => protocolCitation(c) ?? []) : all;
  const verdict = new Map<string, ReturnType<EngagementModel['fs']['probe']>>();
  for (const c of cited) if (!verdict.has(c.path)) verdict.set(c.path, model.fs.probe(c.path));
  return {
    cited,
    missing: cited.filter((c) => verdict.get(c.path) === 'missing'),
    outside: cited.filter((c) => verdict.get(c.path) === 'outside-root'),
    distinct: verdict.size,
    ...(all.cutAt ? { cutAt: all.cutAt } : {}),
    ...(all.backslashedUnread ? { backslashedUnread: firstWritten(all.backslashedUnread) } : {}),
  };
}

/**
 * Why the engagement's top-level `name` (`traces`, `executor-reports`) is there but cannot be read
 * as a folder: what stands in its place (`notAFolder`: a file, a FIFO, a broken link), or why it
 * cannot be listed (`unlisted`); undefined when it is a readable folder or not there.
 */
export function folderUnreadable(model: EngagementModel, name: string): { rel: string; notAFolder?: string; unlisted?: string } | undefined {
  const entry = model.entries().find((e) => e.name === name);
  if (!entry) return undefined;
  if (entry.kind !== 'dir') return { rel: entry.rel, notAFolder: entry.problem ?? (entry.kind === 'file' ? 'a file' : 'a FIFO, device or broken link') };
  const problem = model.fs.folderProblem(entry.rel);
  return problem ? { rel: entry.rel, unlisted: problem.message } : undefined;
}

/**
 * Where reading a document's citations stopped (past MAX_CITED_PATHS), for the check's detail and a
 * finding at that line: what was not read cannot be shown to exist, so the check fails on it.
 */
export function citationsCut(doc: MarkdownDoc, probe: Pick<CitationProbe, 'cutAt'>): { detail: string; finding: Finding } | undefined {
  if (!probe.cutAt) return undefined;
  const name = doc.rel.slice(doc.rel.lastIndexOf('/') + 1);
  return {
    detail: `; ${name} cites more than ${MAX_CITED_PATHS} paths: those from line ${probe.cutAt} on were not read`,
    finding: doc.at(probe.cutAt, `more than ${MAX_CITED_PATHS} cited paths: from this line on, none was checked`),
  };
}

/**
 * The protocol reading of where a cited path lives: the handoff template writes evidence relative
 * to the engagement folder (`executor-reports/{specialist}.md`, `traces/iter-2/x.json line 45-52`),
 * so a path missing at the project root that exists under the engagement folder is found.
 * Returns the probe without those, and how many distinct paths were found that way.
 */
export function withEngagementRelative(model: EngagementModel, probe: CitationProbe): CitationProbe & { inEngagement: number } {
  const found = new Map<string, boolean>();
  const inEngagement = existsInEngagement(model);
  for (const c of probe.missing) if (!found.has(c.path)) found.set(c.path, inEngagement(c.path));
  const missing = probe.missing.filter((c) => !found.get(c.path));
  return { ...probe, missing, inEngagement: [...found.values()].filter(Boolean).length };
}

/**
 * Whether a cited path exists under the engagement folder. The folder's own listing answers most
 * (a path whose first segment is not there, `src/…`), so thousands of missing paths cost no stat each.
 */
export function existsInEngagement(model: EngagementModel): (cited: string) => boolean {
  const top = new Set(model.entries().map((e) => e.name));
  return (cited) => {
    const own = model.movedCitation(cited) ?? cited;
    const slash = own.indexOf('/');
    return top.has(slash < 0 ? own : own.slice(0, slash)) && model.exists(own);
  };
}

/**
 * Compat's note on a cited path missing at the project root that the engagement folder holds (as
 * the protocol's templates write evidence): where it is, and the preset that reads it there; '' else.
 */
export function engagementRelativeHint(model: EngagementModel): (cited: string) => string {
  const inEngagement = existsInEngagement(model);
  return (cited) => (inEngagement(cited) ? ` at the project root (it does as ${model.rel(model.movedCitation(cited) ?? cited)}: write that path, or lint with --preset recommended, which reads paths relative to ${model.rel('')}/ too)` : '');
}

/** Distinct paths of citations, in first-seen order. */
export function distinctCitedPaths(cs: CitedPath[]): string[] {
  return [...new Set(cs.map((c) => c.path))];
}

/** The line pattern of each frontmatter key asked for (a few keys, asked for every task file). */
const keyLinePatterns = new Map<string, RegExp>();

/** Line (1-based) and column of the first frontmatter line setting `key`, or undefined. */
export function frontmatterKeyLine(doc: MarkdownDoc | undefined, key: string): { line: number; column: number } | undefined {
  if (!doc || !doc.frontmatter.present) return undefined;
  let re = keyLinePatterns.get(key);
  if (!re) keyLinePatterns.set(key, (re = new RegExp(`^(\\s*)${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`)));
  for (let n = 2; n < doc.frontmatter.endLine; n++) {
    const m = re.exec(doc.line(n));
    if (m) return { line: n, column: m[1]!.length + 1 };
  }
  return undefined;
}

/** A `specialist_dispatched` event of events.jsonl. */
export interface DispatchEvent {
  specialist: string;
  /** By the `handoff_submitted` events before it in the ledger: none before it is iteration 1. */
  iteration: number;
  /** The event's own `iteration` field, when it is a positive integer. */
  stated?: number;
  line: number;
}

/** Every specialist dispatched in events.jsonl (`specialist_dispatched` with `specialist`), in ledger order. */
export function dispatchEvents(model: EngagementModel): DispatchEvent[] {
  const out: DispatchEvent[] = [];
  let submitted = 0;
  for (const { line, event } of ledgerEvents(model)) {
    const { type, specialist, iteration } = event as { type?: unknown; specialist?: unknown; iteration?: unknown };
    if (type === 'handoff_submitted') submitted++;
    else if (type === 'specialist_dispatched' && typeof specialist === 'string') {
      const stated = Number.isSafeInteger(iteration) && (iteration as number) > 0 ? { stated: iteration as number } : {};
      out.push({ specialist, iteration: submitted + 1, ...stated, line });
    }
  }
  return out;
}

/** The iteration in which events.jsonl first records each specialist dispatched, by the `handoff_submitted` events before it. */
export function dispatchIterations(model: EngagementModel): Map<string, { iteration: number; line: number }> {
  const out = new Map<string, { iteration: number; line: number }>();
  for (const e of dispatchEvents(model)) if (!out.has(e.specialist)) out.set(e.specialist, { iteration: e.iteration, line: e.line });
  return out;
}

/**
 * Each place the lead's own artefacts name the round under way, in reading order: handoff.md's
 * title (its first heading in the reading) and `Current round: N` lines, heartbeat `iteration: N` lines of validation-log.md.
 */
function leadRoundMarks(model: EngagementModel, reading: SectionReading = 'reference'): Array<{ n: number; at: string }> {
  const out: Array<{ n: number; at: string }> = [];
  const handoff = model.handoff;
  const title = handoff?.headingsIn(reading)[0];
  const t = title ? ITERATION_TITLE.exec(title.text) : null;
  if (t) out.push({ n: Number(t[1]), at: `${handoff!.rel}:L${title!.line}` });
  for (const { line, text } of handoff?.bodyLines() ?? []) {
    const c = CURRENT_ROUND.exec(text);
    if (c) out.push({ n: Number(c[1]), at: `${handoff!.rel}:L${line}` });
  }
  const log = model.validationLog;
  for (const { line, text } of log?.bodyLines() ?? []) {
    const c = HEARTBEAT_ITERATION.exec(text);
    // The protocol reading: a heartbeat that updated no artefact (`- artefacts updated: none`, the lead waiting
    // for a REJECT's rework to be dispatched) marks no work of its round.
    if (c && !(reading === 'protocol' && updatedNothing(log!, line))) out.push({ n: Number(c[1]), at: `${log!.rel}:L${line}` });
  }
  return out;
}

/** A heartbeat's `artefacts updated:` line saying none, within the few lines after its `iteration:` line. */
const UPDATED_NOTHING = /^\s*[-*]\s+artefacts?\s+updated\s*[:：]\s*(?:none|nothing|n\/a|—|-|нет|ничего)(?![\p{L}\p{N}])/iu;
function updatedNothing(log: MarkdownDoc, line: number): boolean {
  for (let l = line + 1; l <= Math.min(line + 3, log.lines.length); l++) if (UPDATED_NOTHING.test(log.line(l))) return true;
  return false;
}

/** The highest iteration the lead's own artefacts say is under way (leadRoundMarks, in the reading), 0 when none does. */
export function workedIteration(model: EngagementModel, reading: SectionReading = 'reference'): number {
  return leadRoundMarks(model, reading).reduce((most, m) => Math.max(most, m.n), 0);
}

/**
 * Where the lead's artefacts first name round `n` or a later one (leadRoundMarks), or else an
 * executor report's `## Iteration N` (a specialist re-dispatched on round N appends one), as
 * `engagement/handoff.md:L1`. Undefined while none does.
 */
export function roundWorkAt(model: EngagementModel, n: number): string | undefined {
  const mark = leadRoundMarks(model).find((m) => m.n >= n);
  if (mark) return mark.at;
  for (const report of model.executorReports()) {
    const h = iterationHeadings(report).find((x) => x.n >= n);
    if (h) return `${report.rel}:L${h.line}`;
  }
  return undefined;
}

/** "iteration 2", and the S template's "iter 2" (`# Handoff — iter 1 — {engagement-name}`). */
const ITERATION_TITLE = /\biter(?:ation)?[\s#-]{0,3}(\d{1,4})\b/i;
const HEARTBEAT_ITERATION = /^\s*[-*]\s+iteration\s*[:：]\s*(\d{1,4})\b/i;
const CURRENT_ROUND = /\bcurrent round\s*[:：]\s*(\d{1,4})\b/i;
