// The sizing table's diff column counts LOC ("≤2 changed files OR ≤50 LOC", ">10 files OR >500 LOC"). A
// Jupyter notebook is stored as JSON: cell metadata, brackets and the outputs of the last run are lines of
// that file but no lines of code, so a 40-cell notebook adds ~800 lines to `git diff --stat` for ~100 of
// code. Its lines of code are its code cells' source lines: the added lines of a notebook count as many as
// those at most (the diff's added lines when fewer: the code it adds is among both).
import { diffStatLine, isPlainObject, parseJson, type EngagementModel, type MarkdownDoc, type SizeObservations } from '@engagement-lint/core/kit';
import type { GitChange } from './git-change.js';

const NOTEBOOK = /\.ipynb$/i;
/** Bytes of notebooks read in one lint at most: a notebook's outputs can be megabytes of JSON. */
const NOTEBOOK_BYTES = 8 * 1024 * 1024;
/** Notebooks looked for in one lint at most (a §1 may paste a --stat of thousands). */
const MAX_NOTEBOOKS = 200;

export const isNotebook = (path: string): boolean => NOTEBOOK.test(path);

/** A notebook whose added lines were counted as lines of code. */
export interface NotebookCount {
  path: string;
  /** Lines the diff adds to the file. */
  added: number;
  /** What they count as: the notebook's code cells' source lines, when fewer. */
  counted: number;
}

/** Lines of a cell's source (a string, or nbformat's list of line strings). */
function sourceLines(source: unknown): number {
  const text = typeof source === 'string' ? source : Array.isArray(source) ? source.filter((s) => typeof s === 'string').join('') : '';
  if (!text) return 0;
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return text.endsWith('\n') ? n : n + 1;
}

/** The code cells' source lines of a parsed notebook (nbformat 4 `cells`, nbformat 3 `worksheets[].cells[].input`); undefined for other JSON. */
function codeLinesOf(value: unknown): number | undefined {
  if (!isPlainObject(value)) return undefined;
  const v4 = value.cells;
  const v3 = Array.isArray(value.worksheets) ? value.worksheets.flatMap((w) => (isPlainObject(w) && Array.isArray(w.cells) ? w.cells : [])) : undefined;
  const cells = Array.isArray(v4) ? v4 : v3;
  if (!cells) return undefined;
  let n = 0;
  for (const c of cells) if (isPlainObject(c) && c.cell_type === 'code') n += sourceLines(Array.isArray(v4) ? c.source : c.input);
  return n;
}

/**
 * A reader of notebooks' lines of code by project-relative path: undefined when the file is not there, is not
 * clean text, is no notebook's JSON, or would pass the bytes or the number of notebooks read in this lint.
 */
export function notebookReader(model: EngagementModel): (path: string) => number | undefined {
  const known = new Map<string, number | undefined>();
  let left = NOTEBOOK_BYTES;
  return (path) => {
    if (known.has(path)) return known.get(path);
    let lines: number | undefined;
    const file = left > 0 && known.size < MAX_NOTEBOOKS ? model.fs.readCleanText(path, left) : undefined;
    if (file && 'text' in file) {
      left -= file.bytes;
      const parsed = parseJson(file.text);
      lines = parsed.error ? undefined : codeLinesOf(parsed.value);
    }
    known.set(path, lines);
    return lines;
  };
}

/** A notebook's added lines as lines of code: no more than its code cells hold (the count unchanged when unknown). */
export function asCode(path: string, added: number, code: (path: string) => number | undefined, out: NotebookCount[]): number {
  if (!isNotebook(path) || added <= 0) return added;
  const lines = code(path);
  if (lines === undefined || lines >= added) return added;
  out.push({ path, added, counted: lines });
  return lines;
}

/** The change git measures with each notebook's added lines counted as lines of code. */
export function changeAsCode(change: GitChange, code: (path: string) => number | undefined, out: NotebookCount[]): GitChange {
  let insertions = 0;
  for (const f of change.files) insertions += asCode(f.path, f.added, code, out);
  return { ...change, insertions };
}

/**
 * §1's `--stat` summary with the notebooks among its file lines (the `path | N ++++` lines git prints right
 * above the summary) counted as lines of code. A notebook's added lines are the git diff's when it has the
 * file, else the stat line's count when its bar shows no removed line (`797 ++++`); otherwise they are not
 * known, and its lines are left as §1 counts them.
 */
/** The diff's notebooks by their '/'-separated names from the last one, each node with the first file (diff order) that is its names or ends `/` + them. */
interface NameTail {
  kids: Map<string, NameTail>;
  here: number;
  deeper: number;
  /** Every ending of a child's name, with the child's first file: built when a cut `...ook/x.ipynb` asks. */
  heads?: Map<string, number>;
}

function addTail(root: NameTail, path: string, index: number): void {
  const segs = path.split('/');
  let node = root;
  for (let i = segs.length - 1; i >= 0; i--) {
    if (node !== root) node.deeper = Math.min(node.deeper, index);
    let next = node.kids.get(segs[i]!);
    if (!next) node.kids.set(segs[i]!, (next = { kids: new Map(), here: Infinity, deeper: Infinity }));
    node = next;
  }
  node.here = Math.min(node.here, index);
}

function tailOf(root: NameTail, path: string): NameTail | undefined {
  const segs = path.split('/');
  let node: NameTail | undefined = root;
  for (let i = segs.length - 1; node && i >= 0; i--) node = node.kids.get(segs[i]!);
  return node;
}

/** The first diff file that is `statPath` or ends as it does (git cuts a long path to its tail: `.../notebooks/x.ipynb`); -1 for none. */
function firstEnding(root: NameTail, statPath: string): number {
  const exact = tailOf(root, statPath);
  let first = statPath.startsWith('...') ? (exact?.here ?? Infinity) : Math.min(exact?.here ?? Infinity, exact?.deeper ?? Infinity);
  if (statPath.startsWith('...')) {
    const tail = statPath.slice(3);
    const slash = tail.indexOf('/');
    if (slash === 0) first = Math.min(first, tailOf(root, tail.slice(1))?.deeper ?? Infinity);
    else if (slash < 0) {
      // Cut inside the file name itself: only files of that very name (`...me.ipynb`) share it, and end so.
      const same = root.kids.get(statPath);
      first = Math.min(first, same?.here ?? Infinity, same?.deeper ?? Infinity);
    } else {
      const rest = tailOf(root, tail.slice(slash + 1));
      if (rest) {
        if (!rest.heads) {
          rest.heads = new Map();
          for (const [name, kid] of rest.kids) {
            const at = Math.min(kid.here, kid.deeper);
            for (let k = 0; k < name.length; k++) rest.heads.set(name.slice(k), Math.min(rest.heads.get(name.slice(k)) ?? Infinity, at));
          }
        }
        first = Math.min(first, rest.heads.get(tail.slice(0, slash)) ?? Infinity);
      }
    }
  }
  return first === Infinity ? -1 : first;
}

export function summaryAsCode(handoff: MarkdownDoc | undefined, obs: SizeObservations, change: GitChange | undefined, code: (path: string) => number | undefined, out: NotebookCount[]): SizeObservations {
  const at = obs.diff.line;
  if (!handoff || obs.diff.source !== 'stat-summary' || at === undefined) return obs;
  let loc = obs.loc;
  // The diff's notebooks indexed once by their names from the last one: §1 may paste a long --stat, and
  // thousands of its lines may share one file name.
  const files = change?.files ?? [];
  const tails: NameTail = { kids: new Map(), here: Infinity, deeper: Infinity };
  files.forEach((f, i) => {
    if (isNotebook(f.path)) addTail(tails, f.path, i);
  });
  for (let l = at - 1; l >= 1; l--) {
    const stat = diffStatLine(handoff.line(l));
    if (!stat) break;
    if (!isNotebook(stat.path)) continue;
    const m = /^(\d+)\s*(\+*)$/.exec(stat.count);
    const fromGit = files[firstEnding(tails, stat.path)];
    const added = fromGit ? fromGit.added : m?.[2] ? Number(m[1]) : undefined;
    if (added === undefined) continue;
    loc -= added - asCode(fromGit?.path ?? stat.path, added, code, out);
  }
  return loc === obs.loc ? obs : { ...obs, loc: Math.max(0, loc), diff: { ...obs.diff, insertions: Math.max(0, loc) } };
}

/** The detail's note on notebooks counted by their code: `notebooks/x.ipynb: 797 added lines of JSON read as 121 lines of code`. */
export function notebooksNote(counts: NotebookCount[]): string {
  const seen = new Set<string>();
  const each = counts.filter((c) => !seen.has(c.path) && seen.add(c.path)).map((c) => `${c.path}: ${c.added} added lines of JSON read as ${c.counted} lines of code`);
  return each.length ? `notebooks counted by their code cells' lines (${each.join(', ')})` : '';
}
