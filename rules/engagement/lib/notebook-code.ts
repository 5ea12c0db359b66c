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
export function summaryAsCode(handoff: MarkdownDoc | undefined, obs: SizeObservations, change: GitChange | undefined, code: (path: string) => number | undefined, out: NotebookCount[]): SizeObservations {
  const at = obs.diff.line;
  if (!handoff || obs.diff.source !== 'stat-summary' || at === undefined) return obs;
  let loc = obs.loc;
  // The diff's notebooks by file name, looked up once per stat line: §1 may paste a long --stat.
  const byName = new Map<string, GitChange['files']>();
  for (const f of change?.files ?? []) {
    if (!isNotebook(f.path)) continue;
    const name = f.path.slice(f.path.lastIndexOf('/') + 1);
    const same = byName.get(name);
    if (same) same.push(f);
    else byName.set(name, [f]);
  }
  for (let l = at - 1; l >= 1; l--) {
    const stat = diffStatLine(handoff.line(l));
    if (!stat) break;
    if (!isNotebook(stat.path)) continue;
    const m = /^(\d+)\s*(\+*)$/.exec(stat.count);
    // git cuts a long path to its tail (`.../notebooks/x.ipynb`).
    const tail = stat.path.startsWith('...') ? stat.path.slice(3) : `/${stat.path}`;
    const fromGit = byName.get(stat.path.slice(stat.path.lastIndexOf('/') + 1))?.find((f) => f.path === stat.path || f.path.endsWith(tail));
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
