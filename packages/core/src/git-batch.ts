import fs from 'node:fs';
import path from 'node:path';
import { engagementProjectRoot } from './model/engagement-names.js';
import { forgetGitStop, GIT_RENAME_LIMIT, SAFE_DIFF_FLAGS, type GitDirLookup } from './git.js';

/**
 * The diffs of many projects of one repository from one git run. Each `git diff` of a project reads
 * the repository's index and, from a process holding a run's rules, costs a fork of a large process:
 * over an archive of 100 engagements in one repository that was most of the run. A run over many
 * targets takes one diff of all their projects and cuts it into each project's, byte for byte what
 * `git diff --relative` in that project prints; a project for which the cut could differ (a file
 * renamed across projects or short of identical, more files than git's rename limit, a path the cut
 * cannot read without doubt) is left to its own git run, as is every project when the shared run
 * fails. The untracked files danger-scan lists are shared out the same way.
 */
export class DiffBatch {
  /**
   * Per repository, work tree and question (a diff against a base, the untracked files): the projects in shared runs
   * of at most MAX_BATCHED each, and each run's answer cut per project (undefined: that run failed).
   */
  private readonly groups = new Map<string, { chunkOf: Map<string, number>; chunks: Array<{ rels: Map<string, string>; pieces?: Promise<Map<string, string> | undefined> }> }>();
  private projects: ReadonlySet<string> | undefined;

  /** `targets`: what the run lints, as given; the folders among them that hold an engagement name the projects. `perRun`: projects per shared run. */
  constructor(
    private readonly targets: readonly string[],
    private readonly perRun = MAX_BATCHED,
  ) {}

  /** Project roots of the run's engagement targets, in target order, each once. */
  roots(): ReadonlySet<string> {
    if (!this.projects) {
      const roots = new Set<string>();
      for (const t of this.targets) {
        const abs = path.resolve(t);
        if (ENGAGEMENT_FILES.some((f) => isFile(path.join(abs, f)))) roots.add(engagementProjectRoot(abs));
      }
      this.projects = roots;
    }
    return this.projects;
  }

  /**
   * `root`'s diff against `base` cut from the shared run, or undefined when it has none: the caller
   * runs git for it alone. `run` is git in a folder (its output, or undefined when it failed or passed `maxOutput`).
   */
  pieceFor(root: string, base: string, locate: GitDirLookup, run: GitRun): Promise<string | undefined> | undefined {
    return this.cut(`diff\0${base}`, root, locate, run, (specs) => ['diff', '--merge-base', base, ...SAFE_DIFF_FLAGS, '--', ...specs], splitDiff);
  }

  /**
   * `root`'s untracked files as `git ls-files --others --exclude-standard -z` there lists them, from one listing of
   * the run's projects; undefined as for pieceFor. `eligible`: whether a project may be listed with the others (an
   * ignore file git would wait on holds the one run as long as it holds its own).
   */
  untrackedFor(root: string, locate: GitDirLookup, run: GitRun, eligible: (root: string) => boolean): Promise<string | undefined> | undefined {
    return this.cut('ls-files', root, locate, run, (specs) => ['ls-files', '--others', '--exclude-standard', '-z', '--', ...specs], splitListing, eligible);
  }

  private cut(what: string, root: string, locate: GitDirLookup, run: GitRun, args: (specs: string[]) => string[], split: (out: string, rels: readonly string[]) => Map<string, string> | undefined, eligible?: (root: string) => boolean): Promise<string | undefined> | undefined {
    const here = path.resolve(root);
    if (!this.roots().has(here)) return undefined;
    const located = locate(here);
    if (!located || 'problem' in located || located.attributes || !located.workTree) return undefined;
    const { gitDir, workTree } = located;
    const key = `${gitDir}\0${workTree}\0${what}`;
    let group = this.groups.get(key);
    if (!group) {
      // The run's projects in this repository and work tree, in target order, `perRun` to a shared run.
      group = { chunkOf: new Map(), chunks: [] };
      for (const r of this.roots()) {
        const l = locate(r);
        const rel = path.relative(workTree, r).split(path.sep).join('/');
        if (!l || !('gitDir' in l) || l.gitDir !== gitDir || l.workTree !== workTree || l.attributes || !PLAIN_PATH.test(rel) || rel === '..' || rel.startsWith('../') || !(eligible?.(r) ?? true)) continue;
        if (!group.chunks.length || group.chunks.at(-1)!.rels.size >= this.perRun) group.chunks.push({ rels: new Map() });
        group.chunks.at(-1)!.rels.set(r, rel);
        group.chunkOf.set(r, group.chunks.length - 1);
      }
      this.groups.set(key, group);
    }
    const chunk = group.chunks[group.chunkOf.get(here) ?? -1];
    if (!chunk || chunk.rels.size < 2) return undefined;
    const { rels } = chunk;
    const pieces = (chunk.pieces ??= run(workTree, args([...rels.values()].map((rel) => (rel ? `:(literal)${rel}` : '.'))), BATCH_MAX_OUTPUT).then((out) => {
      // The shared run's failure is no project's: each is asked again on its own, and says its own.
      if (out === undefined) return void forgetGitStop(workTree);
      const byRel = split(out, [...new Set(rels.values())]);
      if (!byRel) return undefined;
      const byRoot = new Map<string, string>();
      for (const [r, rel] of rels) {
        const piece = byRel.get(rel);
        if (piece !== undefined) byRoot.set(r, piece);
      }
      return byRoot;
    }));
    return pieces.then((p) => {
      const piece = p?.get(here);
      // Each project is linted once per run: its piece is not kept after.
      p?.delete(here);
      return piece;
    });
  }
}

/** git run in `cwd`: its output, or undefined when it failed or its output passed `maxOutput`. */
export type GitRun = (cwd: string, args: string[], maxOutput: number) => Promise<string | undefined>;

/** Cuts `git ls-files -z` of the work tree's folders `rels` into each folder's, as the listing run there gives it. */
export function splitListing(out: string, rels: readonly string[]): Map<string, string> {
  const relSet = new Set(rels);
  const parts = new Map<string, string[]>(rels.map((r) => [r, []]));
  for (let at = 0, end = out.indexOf('\0'); end >= 0; at = end + 1, end = out.indexOf('\0', at)) {
    const p = out.slice(at, end);
    for (const rel of foldersOf(p, relSet, false)) parts.get(rel)!.push(rel ? p.slice(rel.length + 1) : p);
  }
  return new Map([...parts].map(([rel, list]) => [rel, list.map((p) => `${p}\0`).join('')]));
}

/** Files by which a folder is an engagement (the pack reads it whatever else it holds). */
const ENGAGEMENT_FILES = ['criteria.md', 'handoff.md'];
const isFile = (p: string) => fs.statSync(p, { throwIfNoEntry: false })?.isFile() === true;
/** A project path git prints without quoting, and a pathspec matches literally: the cut finds it as written. */
const PLAIN_PATH = /^(?:[A-Za-z0-9._+@=,-]+(?:\/[A-Za-z0-9._+@=,-]+)*)?$/;
/** Projects per shared run: their pathspecs stay far below the argument list's limit (more projects, more runs). */
const MAX_BATCHED = 1000;
/** The shared run's output, at most: past it each project's own run is bounded as usual, and the run holds no more than this. */
const BATCH_MAX_OUTPUT = 16 * 1024 * 1024;

/**
 * Cuts the diff of the work tree's folders `rels` (paths from the work tree's top, '' for the top
 * itself) into each folder's, as `git diff --relative` run there prints it. A folder missing from
 * the result could not be cut with certainty; undefined when none could.
 */
export function splitDiff(out: string, rels: readonly string[]): Map<string, string> | undefined {
  const relSet = new Set(rels);
  const spoiled = new Set<string>();
  const parts = new Map<string, string[]>(rels.map((r) => [r, []]));
  let added = 0;
  let removed = 0;
  for (let at = 0; at < out.length; ) {
    const next = out.indexOf('\ndiff --git ', at);
    const end = next < 0 ? out.length : next + 1;
    const section = out.slice(at, end);
    at = end;
    if (!section.startsWith('diff --git ')) return undefined;
    const head = sectionHead(section);
    if (!head) return undefined;
    // A rename counts on both sides: git's limit is on the files it tries to pair.
    if (head.created || head.paths.length === 2) added++;
    if (head.deleted || head.paths.length === 2) removed++;
    // The folders holding every path of the section get it; one holding only some would have it differently.
    // A rename short of identical is git's best pairing among all the projects' files, which one project's
    // own run might pair otherwise: that project is diffed on its own.
    const holders = new Map<string, number>();
    for (const p of head.paths) for (const rel of foldersOf(p, relSet)) holders.set(rel, (holders.get(rel) ?? 0) + 1);
    for (const [rel, n] of holders) {
      if (n < head.paths.length || head.inexact) spoiled.add(rel);
      else if (!spoiled.has(rel)) {
        const cut = rel ? cutSection(section, head.lines, rel) : section;
        if (cut === undefined) spoiled.add(rel);
        else parts.get(rel)!.push(cut);
      }
    }
  }
  // More files added and removed than git pairs up for renames: one folder alone might be under the limit.
  if (added * removed > GIT_RENAME_LIMIT * GIT_RENAME_LIMIT) return undefined;
  const pieces = new Map<string, string>();
  for (const [rel, list] of parts) if (!spoiled.has(rel)) pieces.set(rel, list.join(''));
  return pieces;
}

/** The folders of `rels` a path lies in: as a diff's header prints it (`quoted`: perhaps in quotes), or as `-z` lists it. */
function foldersOf(token: string, rels: ReadonlySet<string>, quoted = true): string[] {
  const p = quoted && token.startsWith('"') ? token.slice(1) : token;
  const found = rels.has('') ? [''] : [];
  for (let slash = p.indexOf('/'); slash >= 0; slash = p.indexOf('/', slash + 1)) if (rels.has(p.slice(0, slash))) found.push(p.slice(0, slash));
  return found;
}

/** A section's header lines (up to its first hunk), the paths it names (without a/ b/), whether it adds or deletes a file, and whether it pairs two files short of identical. */
function sectionHead(section: string): { lines: number; paths: string[]; created: boolean; deleted: boolean; inexact: boolean } | undefined {
  const hunk = section.indexOf('\n@@ ');
  const header = (hunk < 0 ? section : section.slice(0, hunk + 1)).split('\n');
  if (header[header.length - 1] === '') header.pop();
  const moved: string[] = [];
  let created = false;
  let deleted = false;
  for (const line of header) {
    const m = /^(?:rename|copy) (?:from|to) (.*)$/.exec(line);
    if (m) moved.push(m[1]!);
    else if (line.startsWith('new file mode ')) created = true;
    else if (line.startsWith('deleted file mode ')) deleted = true;
  }
  if (moved.length) return moved.length === 2 ? { lines: header.length, paths: moved, created: false, deleted: false, inexact: !header.includes('similarity index 100%') } : undefined;
  // One path, written twice: `a/P b/P` or `"a/P" "b/P"`.
  const both = header[0]!.slice('diff --git '.length);
  if (both.length % 2 === 0) return undefined;
  const a = both.slice(0, (both.length - 1) / 2);
  const b = both.slice((both.length + 1) / 2);
  const q = a.startsWith('"') ? 1 : 0;
  if (a.slice(q, q + 2) !== 'a/' || b.slice(q, q + 2) !== 'b/' || a.slice(q + 2) !== b.slice(q + 2) || (q === 1 && !b.startsWith('"'))) return undefined;
  return { lines: header.length, paths: [(q ? '"' : '') + a.slice(q + 2)], created, deleted, inexact: false };
}

/**
 * The section as `git diff --relative` in folder `rel` prints it: `rel/` taken from the start of each
 * path of its header lines. Undefined when a header line holds the folder's path where the cut
 * cannot tell a path's start (a name with ` b/` in it).
 */
function cutSection(section: string, headerLines: number, rel: string): string | undefined {
  const lines = section.split('\n');
  const prefix = `${rel}/`;
  const at = (line: string, start: number, lead: string) => {
    const q = line[start] === '"' ? 1 : 0;
    return line.startsWith(lead + prefix, start + q) ? line.slice(0, start + q + lead.length) + line.slice(start + q + lead.length + prefix.length) : undefined;
  };
  for (let i = 0; i < headerLines; i++) {
    const line = lines[i]!;
    let cut: string | undefined = line;
    if (i === 0) {
      // `diff --git A B`: A and B each begin with the folder's path once; a third mention would leave B's start in doubt.
      const marks = occurrences(line, `a/${prefix}`) + occurrences(line, `b/${prefix}`);
      const bAt = Math.max(line.indexOf(` b/${prefix}`), line.indexOf(` "b/${prefix}`));
      if (marks !== 2 || bAt < 0) return undefined;
      const first = at(line, 'diff --git '.length, 'a/');
      const bStart = bAt + 1 - prefix.length;
      cut = first === undefined ? undefined : at(first, bStart, 'b/');
    } else if (line.startsWith('--- ') || line.startsWith('+++ ')) {
      cut = line.endsWith(' /dev/null') && line.length === 13 ? line : at(line, 4, line[0] === '-' ? 'a/' : 'b/');
    } else if (/^(?:rename|copy) (?:from|to) /.test(line)) {
      cut = at(line, line.indexOf(' ', line.indexOf(' ') + 1) + 1, '');
    } else if (line.startsWith('Binary files ')) {
      const marks = occurrences(line, `a/${prefix}`) + occurrences(line, `b/${prefix}`);
      const expected = (line.startsWith('Binary files /dev/null ') ? 0 : 1) + (line.endsWith(' and /dev/null differ') ? 0 : 1);
      if (marks !== expected) return undefined;
      const first = line.startsWith('Binary files /dev/null ') ? line : at(line, 'Binary files '.length, 'a/');
      const bAt = first === undefined ? -1 : Math.max(first.indexOf(` and b/${prefix}`), first.indexOf(` and "b/${prefix}`));
      cut = first === undefined ? undefined : bAt < 0 ? first : at(first, bAt + 5, 'b/');
    }
    if (cut === undefined) return undefined;
    lines[i] = cut;
  }
  return lines.join('\n');
}

function occurrences(text: string, part: string): number {
  let n = 0;
  for (let i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) n++;
  return n;
}
