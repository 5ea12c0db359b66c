// The change as git measures it (the diff danger-scan reads, one git run for both checks), beside what
// handoff §1 says changed: the protocol makes §1 "the source of truth for what changed", so a §1 that
// lists fewer files than the diff holds (a trimmed `--stat`) under-sizes the engagement.
import { diffFileStats, diffSummaryChanges, SIZE_CAPS, type DiffFileStat, type EngagementModel, type MarkdownDoc, type SizeTrigger, renameSides } from '@engagement-lint/core/kit';

export interface GitChange {
  /** The changed files outside the engagement folder, in the diff's order. */
  files: DiffFileStat[];
  /** Lines the diff adds to them (`git diff --stat`'s insertions). */
  insertions: number;
}

/**
 * The files and added lines of `git diff` text, the engagement folder's own files left out: they are the
 * engagement's records (a committed handoff.md), not the change it sizes.
 */
export function gitChange(model: EngagementModel, diff: string): GitChange {
  const own = model.relDir && !model.relDir.startsWith('..') ? `${model.relDir}/` : undefined;
  const files = diffFileStats(diff).filter((f) => !own || !(f.path.startsWith(own) && (f.from === undefined || f.from.startsWith(own))));
  return { files, insertions: files.reduce((n, f) => n + f.added, 0) };
}

/**
 * The sizing table's diff column read on the measured change: above an M cap (">10 files OR >500 LOC") is L;
 * above both S caps ("≤2 changed files OR ≤50 LOC": S while either holds) is M.
 */
export function changeTriggers(change: GitChange): SizeTrigger[] {
  const files = change.files.length;
  const loc = change.insertions;
  const overM = [files > SIZE_CAPS.M.files ? `git diff files=${files} > M cap ${SIZE_CAPS.M.files}` : '', loc > SIZE_CAPS.M.loc ? `git diff added lines=${loc} > M cap ${SIZE_CAPS.M.loc}` : ''].filter(Boolean);
  if (overM.length) return overM.map((text) => ({ tier: 'L', text }));
  if (files > SIZE_CAPS.S.files && loc > SIZE_CAPS.S.loc) return [{ tier: 'M', text: `git diff files=${files} > S cap ${SIZE_CAPS.S.files}` }, { tier: 'M', text: `git diff added lines=${loc} > S cap ${SIZE_CAPS.S.loc}` }];
  return [];
}

/** What splits a §1 line into path-like words: blanks, code and table marks, quotes, list punctuation and brackets. */
const WORD_BREAK = /[\s`'"|,;()[\]<>*]+/;
/** How many folder names of §1 (`etl/loaders/`) are kept to match files under them. */
const MAX_FOLDERS = 200;

const baseName = (p: string) => p.slice(p.lastIndexOf('/') + 1);

/**
 * §1's file words by their '/'-separated names from the last one: one walk per diff path answers whether
 * a word ends it or it ends a word, so a long §1 and a long diff sharing one file name stay linear.
 */
interface Tail {
  kids: Map<string, Tail>;
  /** A word (or a git-cut `.../x/a.py`'s `x/a.py`) is these names: a path ending `/` + them is named. */
  end?: boolean;
  /** A plain word goes on below: a path that is these names is the tail of a longer word. */
  below?: boolean;
  /** The cut first names of `...ook/x/a.py` words whose rest is these names. */
  cutHeads?: Set<string>;
}

/** The node of `segs` (a word's names), made on the way. */
function tailNode(root: Tail, segs: string[], plain: boolean): Tail {
  let node = root;
  for (let i = segs.length - 1; i >= 0; i--) {
    if (plain) node.below = true;
    let next = node.kids.get(segs[i]!);
    if (!next) node.kids.set(segs[i]!, (next = { kids: new Map() }));
    node = next;
  }
  return node;
}

/** The longest path a file system holds (Linux's PATH_MAX). */
const MAX_PATH_CHARS = 4096;

/**
 * The names §1 gives, read leniently so that no file it names is taken for missing: every file its lists name
 * (diffSummaryChanges, both sides of a rename) and every path-like word of its lines, prose and fences included.
 */
function namesIn(handoff: MarkdownDoc, section: { start: number; end: number }): { exact: Set<string>; tails: Tail; cutNames: Set<string>; folders: string[] } {
  const words = new Set<string>();
  for (const c of diffSummaryChanges(handoff, 'protocol')) for (const side of renameSides(c.path)) words.add(side.trim());
  for (const { text } of handoff.linesOf(section)) {
    for (const raw of text.split(WORD_BREAK)) {
      // A sentence's closing stop or colon is no part of the name; `./a.py` is `a.py`.
      let end = raw.length;
      while (end > 0 && '.:'.includes(raw[end - 1]!) && !raw.endsWith('...', end)) end--;
      const w = raw.slice(raw.startsWith('./') ? 2 : 0, end);
      // A word longer than a path the file system can hold names no changed file, and split into its
      // segments it would be millions of tree nodes.
      if (w.length > 1 && w.length <= MAX_PATH_CHARS && /[/.]/.test(w)) words.add(w);
    }
  }
  const tails: Tail = { kids: new Map() };
  const cutNames = new Set<string>();
  const folders: string[] = [];
  for (const w of words) {
    if (w.endsWith('/')) {
      if (folders.length < MAX_FOLDERS && w !== '/' && !w.startsWith('.../')) folders.push(w);
      continue;
    }
    if (!w.startsWith('...')) {
      tailNode(tails, w.split('/'), true).end = true;
      continue;
    }
    // git cuts a long path to its tail: `.../x/a.py` names paths ending `/x/a.py`, `...ook/x/a.py` those ending so.
    const tail = w.slice(3);
    const slash = tail.indexOf('/');
    // No name left whole (`...me.py`): only a file of that very name ends so and shares its name.
    if (slash < 0) cutNames.add(w);
    else if (slash === 0) tailNode(tails, tail.slice(1).split('/'), false).end = true;
    else (tailNode(tails, tail.slice(slash + 1).split('/'), false).cutHeads ??= new Set()).add(tail.slice(0, slash));
  }
  return { exact: words, tails, cutNames, folders };
}

/** Whether §1 names `path`: as written, from another root (a longer or shorter path ending the same), cut by git (`.../x/a.py`), or by its folder. */
function named(names: ReturnType<typeof namesIn>, path: string): boolean {
  if (names.exact.has(path) || names.cutNames.has(baseName(path))) return true;
  const segs = path.split('/');
  let node: Tail | undefined = names.tails;
  for (let i = segs.length - 1; node && i >= 0; i--) {
    node = node.kids.get(segs[i]!);
    if (!node || i === 0) break;
    if (node.end) return true;
    const head = segs[i - 1]!;
    if (node.cutHeads) for (let k = 0; k < head.length; k++) if (node.cutHeads.has(head.slice(k))) return true;
  }
  if (node?.below) return true;
  return names.folders.some((d) => path.startsWith(d) || path.includes(`/${d}`));
}

/** The diff's files handoff §1 does not name, with where §1 is; undefined without a §1 or when §1 names no file at all (nothing to compare). */
export function filesMissingFromS1(handoff: MarkdownDoc | undefined, change: GitChange): { line: number; missing: DiffFileStat[] } | undefined {
  const section = handoff?.section(1, 'protocol');
  if (!handoff || !section || !change.files.length) return undefined;
  if (!diffSummaryChanges(handoff, 'protocol', () => true).length) return undefined;
  const names = namesIn(handoff, section);
  const missing = change.files.filter((f) => !named(names, f.path) && !(f.from !== undefined && named(names, f.from)));
  return { line: section.heading.line, missing };
}
