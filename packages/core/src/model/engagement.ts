import path from 'node:path';
import { blockingProblem, isBlocked, ProjectFs, type DirEntry, type TextFile } from '../io/project-fs.js';
import { MarkdownDoc } from '../markdown/document.js';
import { MAX_TARGET_JSON_CONTAINERS, parseJson, type JsonBudget, type JsonParse } from '../io/json.js';
import type { Finding, Tier } from '../types.js';
import type { LoadOptions } from '../target.js';
import { finding, scalarText, valueText } from '../util.js';
import { engagementProjectRoot, isMarkdownName, isTaskManifest } from './engagement-names.js';
import { titledAsAnother } from './handoff-template.js';

export type UxHeavy = 'false' | 'minor' | 'true';

/** How a folder's markdown files are listed: `exactCase`, `.md` only, as the reference's glob does (compat). */
export interface MarkdownListing {
  exactCase?: boolean;
}

export interface IterationCounter {
  present: boolean;
  /** The integer, when the file holds one written in digits (`2`; not `+2`). */
  value?: number;
  /**
   * The integer Python's int() reads from the file, as handoff-precheck.py reads the counter:
   * `+2` and `-1` too (see {@link pythonInt}).
   */
  int?: number;
  /** int() reads an integer, but one of 2^53 or more: no iteration number. */
  tooLarge?: boolean;
  raw?: string;
  file?: TextFile;
}

let decimalDigit: RegExp | undefined;
let notIntChar: RegExp | undefined;

/**
 * What Python's int() reads from a stripped text: `2`, `+2`, `-1`, `1_0`, and decimal digits of any
 * script (`٣`). Undefined when int() refuses the text; `tooLarge` at 2^53 or more, where a number
 * no longer tells N from N+1; `plain` when written in ASCII digits only. One pass over the text,
 * stopping at the 17th significant digit: a counter of a million digits is neither converted nor copied.
 */
function pythonInt(text: string): { value?: number; tooLarge?: boolean; plain: boolean } | undefined {
  // The Unicode class is compiled only for text that needs it (a \p class costs a millisecond).
  const ascii = !/[^\x00-\x7f]/.test(text);
  if (!ascii && (notIntChar ??= /[^\p{Nd}_+-]/u).test(text)) return undefined;
  const signed = text[0] === '+' || text[0] === '-';
  let n = 0;
  let significant = 0;
  let prevDigit = false;
  let prevCp = -1;
  let prevValue = 0;
  for (let i = signed ? 1 : 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 95) {
      // `_` only between two digits.
      if (!prevDigit) return undefined;
      prevDigit = false;
      continue;
    }
    let d: number;
    if (c >= 48 && c <= 57) d = c - 48;
    else if (ascii || c === 43 || c === 45) return undefined;
    else {
      // Every other character here is a digit of some script (the class test above); a pair of surrogates is one.
      const cp = text.codePointAt(i)!;
      if (cp > 0xffff) i++;
      d = cp === prevCp ? prevValue : decimalValue(cp);
      prevCp = cp;
      prevValue = d;
    }
    prevDigit = true;
    if (significant === 0 && d === 0) continue;
    // 17 significant digits are 10^16 or more, past 2^53: the rest need only be checked, not summed.
    if (++significant <= 16) n = n * 10 + d;
  }
  if (!prevDigit) return undefined;
  const plain = ascii && !signed && !text.includes('_');
  if (significant > 16 || !Number.isSafeInteger(n)) return { tooLarge: true, plain };
  return { value: text[0] === '-' && n !== 0 ? -n : n, plain };
}

/** A decimal digit's value: Unicode encodes each script's digits as runs of ten, 0 to 9 (runs may adjoin). */
function decimalValue(cp: number): number {
  const nd = (decimalDigit ??= /^\p{Nd}$/u);
  let start = cp;
  while (nd.test(String.fromCodePoint(start - 1))) start--;
  return (cp - start) % 10;
}

export interface JsonDoc {
  file: TextFile;
  parsed: JsonParse;
}

/** Frontmatter keys every criteria.md must carry. */
export const REQUIRED_CRITERIA_KEYS = ['engagement', 'domain', 'size', 'ux_heavy', 'tools_required'] as const;

/**
 * The engagement as rules see it. Files are read on first access and parsed
 * only as far as a rule asks; every rule shares the same parsed documents.
 */
export class EngagementModel {
  readonly kind = 'engagement' as const;
  /** Absolute path of the engagement folder. */
  readonly dir: string;
  /** Absolute path of the project root (the engagement folder's parent; for `engagement-secondary/{domain}/` and `engagement-archived/{run}/`, the parent of that). */
  readonly projectRoot: string;
  readonly fs: ProjectFs;
  /** Path of the engagement folder relative to the project root (usually `engagement`; `engagement-secondary/design` for a secondary). */
  readonly relDir: string;
  private docs = new Map<string, MarkdownDoc | null>();
  private jsons = new Map<string, JsonDoc | null>();
  /** The objects and arrays the target's JSON files may still hold: their parsed values are kept for the run. */
  private readonly jsonBudget: JsonBudget = { left: MAX_TARGET_JSON_CONTAINERS };

  /** `fs`: the file access to share, or how to open the model's own (at the project root). */
  constructor(dir: string, fs: ProjectFs | LoadOptions = {}) {
    this.dir = path.resolve(dir);
    // The protocol keeps a cross-domain engagement's secondary in `engagement-secondary/{domain}/` and a closed one in
    // `engagement-archived/{YYYY-MM-DD}-{name}/`: their project is above that folder.
    this.projectRoot = engagementProjectRoot(this.dir);
    this.fs = fs instanceof ProjectFs ? fs : new ProjectFs(this.projectRoot, fs);
    this.relDir = path.relative(this.projectRoot, this.dir).split(path.sep).join('/');
  }

  /**
   * An `engagement/…` citation read inside an archived engagement (`engagement-archived/{run}/`): its files were cited
   * before the move, so `engagement/x` is now its own `x` (engagement-relative). Undefined for any other citation or folder.
   */
  movedCitation(cited: string): string | undefined {
    return this.relDir.startsWith('engagement-archived/') && cited.startsWith('engagement/') ? cited.slice('engagement/'.length) : undefined;
  }

  /** Project-relative path of an engagement-relative one. */
  rel(inEngagement: string): string {
    return inEngagement === '' ? this.relDir : `${this.relDir}/${inEngagement}`;
  }

  /** A markdown document of the engagement, by engagement-relative path. */
  doc(inEngagement: string): MarkdownDoc | undefined {
    return this.docAt(this.rel(inEngagement));
  }

  /** A markdown document by project-relative path. */
  docAt(rel: string): MarkdownDoc | undefined {
    if (this.docs.has(rel)) {
      const doc = this.docs.get(rel);
      // Asked again of the file access, so that a file there but unreadable is noted for this check too.
      if (!doc || isBlocked(doc.file)) this.fs.read(rel);
      return doc ?? undefined;
    }
    const file = this.fs.read(rel);
    // criteria.md and task files carry frontmatter by the protocol; in any other file a leading `---`
    // block that is no YAML mapping is a thematic break and body.
    const expected = rel === this.rel('criteria.md') || rel.startsWith(`${this.rel('tasks')}/`);
    // A file there but not read (a FIFO, no permission, over the size limit) has no text to judge: no
    // document, as for a missing one, and the read noted as blocked makes the asking check say so.
    // The handoff's sections are the template's: a heading with another one's title is misnumbered, not that section.
    const misnumbered = rel === this.rel('handoff.md') ? titledAsAnother : undefined;
    const doc = file && !isBlocked(file) ? new MarkdownDoc(file, { frontmatter: expected ? 'expected' : 'if-mapping', misnumbered }) : undefined;
    this.docs.set(rel, doc ?? null);
    return doc;
  }

  /** A JSON file by project-relative path, parsed once. */
  json(rel: string): JsonDoc | undefined {
    if (this.jsons.has(rel)) {
      const doc = this.jsons.get(rel);
      if (doc && 'error' in doc.parsed) this.fs.read(rel);
      return doc ?? undefined;
    }
    const file = this.fs.read(rel);
    const doc = file ? { file, parsed: readableJson(file, this.jsonBudget) } : undefined;
    this.jsons.set(rel, doc ?? null);
    return doc;
  }

  exists(inEngagement: string): boolean {
    return this.fs.probe(this.rel(inEngagement)) === 'exists';
  }

  /** Top-level entries of the engagement folder. */
  entries(): DirEntry[] {
    return this.fs.list(this.relDir) ?? [];
  }

  /** Entries of an engagement subfolder, or undefined when it is not a folder. */
  list(inEngagement: string): DirEntry[] | undefined {
    return this.fs.list(this.rel(inEngagement));
  }

  /** Every file below an engagement subfolder (recursive). */
  walk(inEngagement: string, filter?: (e: DirEntry) => boolean): DirEntry[] {
    if (!this.list(inEngagement)) return [];
    return this.fs.walk(this.rel(inEngagement), filter);
  }

  get criteria() {
    return this.doc('criteria.md');
  }
  get handoff() {
    return this.doc('handoff.md');
  }
  get acceptanceLog() {
    return this.doc('acceptance-log.md');
  }
  get validationLog() {
    return this.doc('validation-log.md');
  }
  get scopeSync() {
    return this.doc('scope-sync.md');
  }
  get consilium() {
    return this.doc('consilium-summary.md');
  }
  get humanDirective() {
    return this.doc('human-directive.md');
  }

  /**
   * criteria.md frontmatter data; when it is not valid YAML, its keys read
   * line by line, so size, UX level and tools gate the checks as in
   * handoff-precheck.py.
   */
  get frontmatter(): Record<string, unknown> | undefined {
    const fm = this.criteria?.frontmatter;
    return fm?.data ?? fm?.lineKeys;
  }

  /** Declared size; anything other than S, M or L (`s`, `Small`, a list such as `[L]`) counts as M. */
  get tier(): Tier {
    const size = scalarText(this.frontmatter?.['size'])?.trim();
    return size === 'S' || size === 'L' ? size : 'M';
  }

  /** `false`, `minor` or `true` (YAML's `True` is the boolean); anything else (`Minor`, `yes`) counts as false. */
  get uxHeavy(): UxHeavy {
    const s = scalarText(this.frontmatter?.['ux_heavy'])?.trim();
    return s === 'true' || s === 'minor' ? s : 'false';
  }

  /**
   * `tools_required` as a list of names (a scalar counts as one name). An item that is itself a
   * list or mapping is named by its JSON, so it stays an unknown tool rather than reading as the
   * word inside it; an empty string is left out. A null item (`null`, `~`, a bare `-`) is named
   * `null`: an unknown tool, as the name a line-by-line reading sees, not an item that vanishes.
   */
  get toolsRequired(): string[] {
    const v = this.frontmatter?.['tools_required'];
    if (v === undefined || v === null || v === '') return [];
    const list = Array.isArray(v) ? v : [v];
    return list.map((x) => (x === null ? 'null' : valueText(x).trim())).filter((x) => x !== '');
  }

  private _iteration?: IterationCounter;
  get iteration(): IterationCounter {
    if (this._iteration) {
      // Asked again of the file access, so that a counter there but unreadable is noted for this check too.
      if (!this._iteration.present) this.fs.read(this.rel('iteration'));
      return this._iteration;
    }
    const file = this.fs.read(this.rel('iteration'));
    if (!file || file.problems.some((p) => p.kind === 'not-a-file')) {
      this._iteration = { present: false };
    } else {
      const raw = file.text.trim();
      // Past 2^53 a number no longer tells N from N+1: such a counter is no iteration number.
      const int = pythonInt(raw);
      this._iteration = {
        present: true,
        raw,
        file,
        ...(int?.plain && int.value !== undefined ? { value: int.value } : {}),
        ...(int?.value !== undefined ? { int: int.value } : int?.tooLarge ? { tooLarge: true } : {}),
      };
    }
    return this._iteration;
  }

  /** executor-reports/*.md, sorted by name (`.md` in any case unless `exactCase`: see markdownEntries). */
  executorReports(listing: MarkdownListing = {}): MarkdownDoc[] {
    return this.markdownIn('executor-reports', () => true, listing);
  }

  /** tasks/*.md except the manifest, INDEX.md in any case (tasks-decomposition asks for the rename of an `index.md`: it is no task). */
  taskFiles(listing: MarkdownListing = {}): MarkdownDoc[] {
    return this.markdownIn('tasks', (name) => !isTaskManifest(name), listing);
  }

  /** The `*.md` files of a folder of the engagement (see markdownEntries for those that are none). */
  private markdownIn(folder: string, keep: (name: string) => boolean, listing: MarkdownListing): MarkdownDoc[] {
    const docs: MarkdownDoc[] = [];
    for (const e of this.markdownEntries(folder, listing)) {
      if (!keep(e.name) || e.kind !== 'file') continue;
      const doc = this.docAt(e.rel);
      if (doc) docs.push(doc);
    }
    return docs;
  }

  /**
   * Every entry of a folder named `*.md`, whatever it is (the reference's glob counts a folder or a
   * FIFO of that name too). One that is no regular file is asked for as a file: the refused read is
   * noted for the asking check and for file-integrity. `.MD` and `.Md` are markdown too (isMarkdownName),
   * except with `exactCase`, the reference's case-sensitive glob.
   */
  markdownEntries(folder: string, listing: MarkdownListing = {}): DirEntry[] {
    const entries = (this.list(folder) ?? []).filter((e) => isMarkdownName(e.name, listing.exactCase));
    for (const e of entries) if (e.kind !== 'file') this.fs.read(e.rel);
    return entries;
  }

  /** Why a file of the project that is there could not be read (a FIFO, a folder, over the size limit), if so. */
  unreadable(rel: string) {
    const file = this.fs.read(rel);
    return file && blockingProblem(file);
  }

  /** A finding on a file of this engagement, by engagement-relative path. */
  at(inEngagement: string, line: number, message: string, column = 1): Finding {
    return finding(this.rel(inEngagement), line, message, column);
  }
}

function readableJson(file: TextFile, budget: JsonBudget): JsonParse {
  const blocking = blockingProblem(file);
  if (blocking) return { error: { message: blocking.message, line: 1, column: 1 } };
  return parseJson(file.text, { budget });
}
