import type { TextFile } from '../io/project-fs.js';
import { parseFrontmatterYaml } from '../io/yaml.js';
import { positionAt } from '../io/text.js';
import type { Finding, Severity } from '../types.js';
import { finding } from '../util.js';
import { tableRowTexts } from './table.js';
import { COMMENT, HASH, opensWith, renderLines, setextHeadings, type Rendering } from './rendered.js';
import { keysLineByLine } from './frontmatter-keys.js';
import { firstNotBefore } from '../sorted.js';

export interface Heading {
  level: number;
  text: string;
  /** 1-based line of the heading (a setext heading's first line of text). */
  line: number;
  /** A setext heading's `===` / `---` line; absent for an ATX (`## Title`) heading. */
  underline?: number;
}

/** A heading plus the lines it governs (up to the next heading of its level or higher). */
export interface Section {
  heading: Heading;
  /** Number of a `## N. Title` heading, when it has one. */
  number?: number;
  title: string;
  /** First and last body line (1-based, inclusive); end < start for an empty body. */
  start: number;
  end: number;
}

export interface LineRef {
  line: number;
  text: string;
}

export interface ListItem extends LineRef {
  /** The item's text after the marker. */
  content: string;
  /** Column where `content` starts (1-based). */
  column: number;
}

export interface Frontmatter {
  /** True when the file opens with a `---` block. */
  present: boolean;
  data?: Record<string, unknown>;
  /** Parse failure of the YAML, with a 1-based file line. */
  error?: { message: string; line: number };
  /**
   * With a parse failure: the top-level keys read line by line (`key: value`),
   * as handoff-precheck.py reads criteria.md.
   */
  lineKeys?: Record<string, unknown>;
  /** Line of the closing `---` (0 when absent). */
  endLine: number;
}

/** An ATX heading's opening `#`s; the text and an optional closing `#` run are cut in code (a regex for them backtracks on long blank runs). */
const HEADING_OPEN = /^ {0,3}(#{1,6})(?=[ \t]|$)/;
const LIST_ITEM = /^(\s*)([-*]|\d+\.)(?:\s+|$)/;
/** Every CommonMark list marker: `-`, `*`, `+`, `N.` and `N)` (up to nine digits). */
const ANY_LIST_ITEM = /^(\s*)([-*+]|\d{1,9}[.)])(?:\s+|$)/;
export const NUMBERED = /^(\d+)\.\s*(?!\s)(.*)$/; // blanks taken whole: given back before a line break, `.*$` fails again

/**
 * A markdown file indexed once: frontmatter, fence-aware headings, sections by
 * number, list items, tables. Cheap (one line pass); remark runs only when a
 * rule asks for mdast of a section.
 */
export class MarkdownDoc {
  readonly file: TextFile;
  private readonly frontmatterKind: FrontmatterKind;
  private _frontmatter?: Frontmatter;
  private _rendering?: Rendering;
  private _headings?: Heading[];
  private _protocolHeadings?: Heading[];
  /** The body's lines as markdown renders them (linesOf with skipFenced over the whole body): many rules read them, built once. */
  private _body?: LineRef[];
  /** Every line as written (linesOf over the whole file, no line left out), built once. */
  private _all?: LineRef[];
  private _rawRefs?: LineRef[];
  private _renderedRefs?: LineRef[];

  /** Whether a protocol-read heading numbered n carries another section's title (a misnumbered one, passed over by `section`). */
  private readonly misnumbered?: (title: string, n: number) => boolean;

  /** `frontmatter`: 'expected' for files the protocol gives frontmatter (criteria.md, task files); see FrontmatterKind. */
  constructor(file: TextFile, opts: { frontmatter?: FrontmatterKind; misnumbered?: (title: string, n: number) => boolean } = {}) {
    this.file = file;
    this.frontmatterKind = opts.frontmatter ?? 'if-mapping';
    this.misnumbered = opts.misnumbered;
  }

  get rel(): string {
    return this.file.rel;
  }
  get lines(): string[] {
    return this.file.lines;
  }
  get text(): string {
    return this.file.text;
  }

  /** Text of 1-based line n ('' past the end). */
  line(n: number): string {
    return this.file.lines[n - 1] ?? '';
  }

  get frontmatter(): Frontmatter {
    if (!this._frontmatter) this._frontmatter = frontmatterOf(this.file, this.frontmatterKind);
    return this._frontmatter;
  }

  /** First body line after the frontmatter. */
  get bodyStart(): number {
    return this.frontmatter.present ? this.frontmatter.endLine + 1 : 1;
  }

  private get rendering(): Rendering {
    this._rendering ??= renderLines(this.file.lines, this.bodyStart - 1, this.file.text);
    return this._rendering;
  }

  /**
   * Non-zero for lines that are no structure (index = line - 1): frontmatter, fenced code (fence lines
   * included) and the lines an HTML comment hides: a comment block (a line opening with `<!--`, up to
   * the line holding `-->`, or the end of the file, as CommonMark renders them), and a comment opened
   * inside a paragraph line, to its `-->` (see rendered.ts). A section or verdict commented out is not there.
   */
  get fenced(): Uint8Array {
    return this.rendering.mask;
  }

  isFenced(line: number): boolean {
    return (this.fenced[line - 1] ?? 0) !== 0;
  }

  /** Line n as markdown shows its text: a comment inside it blanked, columns kept ('' past the end). */
  rendered(n: number): string {
    return this.rendering.blanked.get(n - 1) ?? this.line(n);
  }

  /** The ATX headings (`## Title`) outside code and comments: the reference reading, whose line regexes read `## ` only. */
  get headings(): Heading[] {
    if (this._headings) return this._headings;
    const out: Heading[] = [];
    const fenced = this.fenced;
    this.file.lines.forEach((text, i) => {
      if (fenced[i] || !opensWith(text, HASH)) return;
      const m = HEADING_OPEN.exec(text);
      if (m) out.push({ level: m[1]!.length, text: headingText(text.slice(m[0].length)), line: i + 1 });
    });
    this._headings = out;
    return out;
  }

  /**
   * The headings of a reading, in file order. The reference reads ATX headings only ({@link headings});
   * the protocol reading takes setext ones too (a paragraph underlined with `===` or `---`), as
   * markdown renders them: `Iteration 2` over `---` is an `## Iteration 2`.
   */
  headingsIn(reading: SectionReading = 'reference'): Heading[] {
    if (reading === 'reference') return this.headings;
    if (this._protocolHeadings) return this._protocolHeadings;
    const setext: Heading[] = setextHeadings(this.file.lines, this.rendering, this.bodyStart - 1);
    const atx = this.headings;
    // Both lists are in file order: merged in one pass.
    const out: Heading[] = [];
    let i = 0;
    for (const h of setext) {
      while (i < atx.length && atx[i]!.line < h.line) out.push(atx[i++]!);
      out.push(h);
    }
    while (i < atx.length) out.push(atx[i++]!);
    this._protocolHeadings = setext.length ? out : atx;
    return this._protocolHeadings;
  }

  private _sectionEnds: Partial<Record<SectionReading, Int32Array>> = {};

  /** The last line each heading of a reading governs (the next heading of its level or higher), by its index in the reading, in one pass (not a map: 200,000 headings took 0.1 s to key). */
  private sectionEnds(reading: SectionReading): Int32Array {
    const cached = this._sectionEnds[reading];
    if (cached) return cached;
    const hs = this.headingsIn(reading);
    const ends = new Int32Array(hs.length).fill(this.file.lines.length);
    const open: number[] = [];
    for (let i = 0; i < hs.length; i++) {
      while (open.length && hs[open[open.length - 1]!]!.level >= hs[i]!.level) ends[open.pop()!] = hs[i]!.line - 1;
      open.push(i);
    }
    this._sectionEnds[reading] = ends;
    return ends;
  }

  /** The last line a heading governs. */
  private endOf(h: Heading, reading: SectionReading): number {
    // The headings are in line order: a binary search finds the heading's index.
    const hs = this.headingsIn(reading);
    for (let i = firstNotBefore(hs, (k) => k.line < h.line); i < hs.length && hs[i]!.line === h.line; i++) if (hs[i] === h) return this.sectionEnds(reading)[i]!;
    // A heading object from elsewhere: find its end by scanning.
    for (const k of hs) if (k.line > h.line && k.level <= h.level) return k.line - 1;
    return this.file.lines.length;
  }

  /** The section a heading governs: its body starts after a setext heading's underline, and ends at the next heading of the reading (a setext heading's, by default, the protocol's). */
  sectionOf(h: Heading, reading: SectionReading = h.underline !== undefined ? 'protocol' : 'reference'): Section {
    const num = NUMBERED.exec(h.text);
    return {
      heading: h,
      number: num ? Number(num[1]) : undefined,
      title: num ? num[2]!.trim() : h.text,
      start: (h.underline ?? h.line) + 1,
      end: this.endOf(h, reading),
    };
  }

  /** Sections whose heading matches, among the headings of a reading. */
  sections(pred: (h: Heading) => boolean, reading: SectionReading = 'reference'): Section[] {
    return this.headingsIn(reading)
      .filter(pred)
      .map((h) => this.sectionOf(h, reading));
  }

  private _numbered: Partial<Record<SectionReading, Section[]>> = {};
  private _byNumber: Partial<Record<SectionReading, Map<number, Section>>> = {};

  /**
   * Numbered sections, in document order (computed once; a copy, so callers may sort it). The
   * reference reading: `## N. Title` headings. The protocol reading (see {@link protocolNumbered})
   * also takes `## 1) Title`, `## §1 Title`, `## 1 — Title`, `## **1. Title**`, `## Section 1: Title`,
   * setext headings, and, in a document with no such level-2 heading, the shallowest level that has them.
   */
  numberedSections(reading: SectionReading = 'reference'): Section[] {
    this._numbered[reading] ??= reading === 'reference' ? this.sections((h) => h.level === 2 && NUMBERED.test(h.text)) : this.protocolSections();
    return [...this._numbered[reading]!];
  }

  /**
   * The first numbered section n (`handoff.section(7)`) in the given reading. The protocol reading
   * passes over a heading numbered n that carries another section's title (`## 7. Executor reports`
   * before `## 7. Self-acceptance`), unless no other is numbered n.
   */
  section(n: number, reading: SectionReading = 'reference'): Section | undefined {
    let byNumber = this._byNumber[reading];
    if (!byNumber) {
      byNumber = this._byNumber[reading] = new Map();
      const misnumbered = reading === 'protocol' ? this.misnumbered : undefined;
      const passedOver = new Set<number>();
      for (const s of this.numberedSections(reading)) {
        if (s.number === undefined) continue;
        const taken = byNumber.get(s.number);
        if (taken && !passedOver.has(s.number)) continue;
        if (misnumbered?.(s.title ?? '', s.number)) {
          if (!taken) (byNumber.set(s.number, s), passedOver.add(s.number));
        } else (byNumber.set(s.number, s), passedOver.delete(s.number));
      }
    }
    return byNumber.get(n);
  }

  private protocolSections(): Section[] {
    const headings = this.headingsIn('protocol');
    const byLevel = new Map<number, Array<{ h: Heading; n: number; title: string }>>();
    for (const h of headings) {
      if (h.level > 3) continue;
      const read = protocolNumbered(h.text);
      if (!read) continue;
      let list = byLevel.get(h.level);
      if (!list) byLevel.set(h.level, (list = []));
      list.push({ h, n: read.n, title: read.title });
    }
    const level = byLevel.has(2) ? 2 : [1, 3].find((l) => byLevel.has(l));
    if (level === undefined) return [];
    // Sub-sections written at the section's own level (`## 7.` then `## 7a.`, `## 7b.`) belong to it.
    const same = headings.filter((h) => h.level === level);
    // The numbered headings come in document order: one cursor finds each in `same` (a handoff may hold 200,000).
    let i = 0;
    return byLevel.get(level)!.map(({ h, n, title }) => {
      while (i < same.length && same[i] !== h) i++;
      let end = this.endOf(h, 'protocol');
      for (let k = i + 1; k < same.length && subSectionOf(same[k]!.text, n); k++) end = this.endOf(same[k]!, 'protocol');
      return { heading: h, number: n, title, start: (h.underline ?? h.line) + 1, end };
    });
  }

  /**
   * Lines of a range (inclusive). `skipFenced`: as markdown renders them, the lines {@link fenced}
   * marks (frontmatter, fenced code, HTML comments) left out and a comment inside a line blanked
   * (columns kept). `skipComments`: the comments only, fenced code kept (a pasted report sits in a fence).
   */
  linesOf(range: { start: number; end: number }, opts: { skipFenced?: boolean; skipComments?: boolean } = {}): LineRef[] {
    const count = this.file.lines.length;
    const rendered = opts.skipFenced && !opts.skipComments;
    const raw = !opts.skipFenced && !opts.skipComments;
    // The whole body as rendered, and the whole file as written, are shared, frozen: a caller never changes what another reads.
    if (rendered && range.start <= this.bodyStart && range.end >= count) return (this._body ??= Object.freeze(this.readLines(range, opts)) as LineRef[]);
    if (raw && range.start <= 1 && range.end >= count) return (this._all ??= Object.freeze(this.readLines(range, opts)) as LineRef[]);
    // A long range is a run of the whole's lines once that is read (or worth reading: half the file asked for), one copy: rules ask for one round of 200,000 lines a dozen times.
    const span = range.end - range.start; // NaN for a range of no numbers, read line by line as before
    if (rendered && span >= 256 && (this._body || 2 * span >= count)) return within(this.bodyLines(), range);
    if (raw && span >= 256 && (this._all || 2 * span >= count)) return this.linesOf({ start: 1, end: count }).slice(Math.max(1, range.start) - 1, Math.max(0, Math.min(range.end, count)));
    return this.readLines(range, opts);
  }

  private readLines(range: { start: number; end: number }, opts: { skipFenced?: boolean; skipComments?: boolean }): LineRef[] {
    const out: LineRef[] = [];
    const mask = opts.skipFenced || opts.skipComments ? this.fenced : undefined;
    // Each line's reference is made once and shared by every reading (a line rendered as written is one in both): rules read
    // a section of 250,000 lines dozens of times, and a new object per line per reading was most of the run's garbage.
    const refs = mask ? (this._renderedRefs ??= []) : (this._rawRefs ??= []);
    for (let n = Math.max(1, range.start); n <= range.end && n <= this.file.lines.length; n++) {
      if (!mask) {
        out.push((refs[n - 1] ??= { line: n, text: this.file.lines[n - 1]! }));
        continue;
      }
      if (mask[n - 1] === COMMENT || (opts.skipFenced && mask[n - 1])) continue;
      out.push((refs[n - 1] ??= this.rendering.blanked.has(n - 1) ? { line: n, text: this.rendered(n) } : ((this._rawRefs ??= [])[n - 1] ??= { line: n, text: this.file.lines[n - 1]! })));
    }
    return out;
  }

  /** Body lines (after frontmatter, outside fences). */
  bodyLines(opts: { skipFenced?: boolean } = { skipFenced: true }): LineRef[] {
    return this.linesOf({ start: this.bodyStart, end: this.file.lines.length }, opts);
  }

  /**
   * List items (`-`, `*` or `N.` after optional spaces) outside fences; with `allMarkers`, every
   * CommonMark marker (`+` and `N)` too). The narrower default is the reading compat rules keep.
   */
  listItems(range?: { start: number; end: number }, opts: { allMarkers?: boolean } = {}): ListItem[] {
    const r = range ?? { start: this.bodyStart, end: this.file.lines.length };
    const out: ListItem[] = [];
    const marker = opts.allMarkers ? ANY_LIST_ITEM : LIST_ITEM;
    for (const { line, text } of this.linesOf(r, { skipFenced: true })) {
      const m = marker.exec(text);
      if (m) out.push({ line, text, content: text.slice(m[0].length), column: m[0].length + 1 });
    }
    return out;
  }

  /** Table rows (lines starting with `|`) outside fences, split into trimmed cells. */
  tableRows(range?: { start: number; end: number }): Array<LineRef & { cells: string[] }> {
    const r = range ?? { start: this.bodyStart, end: this.file.lines.length };
    const out: Array<LineRef & { cells: string[] }> = [];
    for (const ref of this.linesOf(r, { skipFenced: true })) {
      const t = ref.text.trim();
      if (!t.startsWith('|')) continue;
      if (/^\|[\s:|-]+\|?$/.test(t)) continue; // delimiter row
      out.push({ line: ref.line, text: ref.text, cells: tableRowTexts(ref.text)! });
    }
    return out;
  }

  /** A finding located in this file. */
  at(line: number, message: string, column = 1, severity?: Severity): Finding {
    return finding(this.file.rel, line, message, column, severity);
  }

  /** mdast of a line range, positions mapped to file lines (remark is loaded on first use). */
  async mdast(range?: { start: number; end: number }): Promise<import('mdast').Root> {
    const { parseMarkdown } = await import('./mdast.js');
    const r = range ?? { start: this.bodyStart, end: this.file.lines.length };
    const text = this.file.lines.slice(r.start - 1, r.end).join('\n');
    return parseMarkdown(text, r.start - 1);
  }
}

/** The lines of `range` among lines in line order. */
const within = (lines: readonly LineRef[], range: { start: number; end: number }) => lines.slice(firstNotBefore(lines, (l) => l.line < range.start), firstNotBefore(lines, (l) => l.line <= range.end));

/** Where a closing run of `#` starts at the end of `t` (after a blank), else `t.length`. A loop: a regex for it backtracks on long blank runs. */
function closingRunAt(t: string): number {
  let j = t.length;
  while (j > 0 && t.charCodeAt(j - 1) === 35) j--;
  return j < t.length && j > 0 && (t[j - 1] === ' ' || t[j - 1] === '\t') ? j : t.length;
}

/** A heading's text: blanks trimmed, a closing run of `#` after a blank dropped. */
const headingText = (rest: string) => rest.trim().slice(0, closingRunAt(rest.trim())).trim();

/** A line as markdown shows it: an ATX heading's closing run of `#` (`### Verdict: ACCEPT ###`) dropped, columns before it kept; any other line as it is. */
export function withoutClosingHashes(line: string): string {
  if (!opensWith(line, HASH) || !HEADING_OPEN.test(line)) return line;
  const t = line.trimEnd();
  const j = closingRunAt(t);
  return j < t.length ? t.slice(0, j).trimEnd() : line;
}

/**
 * How a leading `---` block is read. 'expected': it is frontmatter whatever it holds (a YAML error
 * is reported, keys are read line by line), as the reference reads criteria.md. 'if-mapping': it is
 * frontmatter only when it parses as a YAML mapping with at least one key; otherwise the `---` is a thematic break and
 * what follows is body (an acceptance log or handoff that opens with a rule keeps its first verdict
 * and sections).
 */
export type FrontmatterKind = 'expected' | 'if-mapping';

const frontmatterCache = { expected: new WeakMap<TextFile, Frontmatter>(), 'if-mapping': new WeakMap<TextFile, Frontmatter>() };

/**
 * A heading's words without decoration: emphasis and code marks, and the emoji or symbols in
 * front (`📦 **Diff summary**` → `Diff summary`). Protocol readings compare titles this way.
 */
/** How numbered sections are read: as the reference tool reads them, or as the protocol's authors write them. */
export type SectionReading = 'reference' | 'protocol';

/** After the marks and decoration: an optional `§`/`Section`/`Раздел`, the number, then `.`, `)`, `:`, a dash or a blank (blanks after it taken whole, as for NUMBERED). */
// No u flag: nothing here needs it, and with i it makes V8 compile Unicode case folding (~2 ms a run).
/** A section's label before its number: `Section 4`, `Раздел 4` (a § is marks, taken off before). */
export const SECTION_LABEL = String.raw`(?:section|раздел)[ \t]+`;
export const PROTOCOL_NUMBER = new RegExp(String.raw`^(?:§[ \t]?|${SECTION_LABEL})?(\d{1,3})(?:[.):](?!\d)|[ \t]+[—–-]|[ \t]|$)[ \t]*(?![ \t])(.*)$`, 'i');

/** The number and title of a heading as the protocol reading takes it (`**1. Diff summary (PRIMARY)**`, `§1 Diff summary`, `1) Diff summary`). */
export function protocolNumbered(text: string): { n: number; title: string } | undefined {
  const t = withoutDecoration(text.replace(/[*_`]+/g, ''), '§');
  const m = PROTOCOL_NUMBER.exec(t);
  return m ? { n: Number(m[1]), title: m[2]!.trim() } : undefined;
}

/** Whether a heading is a lettered sub-section of section `n` (`7a. Mechanical pre-check`, `§7b`, `**7c)**`). */
function subSectionOf(text: string, n: number): boolean {
  const t = withoutDecoration(text.replace(/[*_`]+/g, ''), '§').replace(/^§[ \t]?/, '');
  const digits = String(n);
  return t.startsWith(digits) && /^[a-zа-я](?![a-zа-я])/i.test(t.slice(digits.length));
}

export function plainTitle(title: string): string {
  return withoutDecoration(title.replace(/[*_`]+/g, '')).trim();
}

/**
 * A heading's text past the emoji and symbols before its first word (`🔒 **security-auditor**` → `**security-auditor**`);
 * ASCII punctuation is kept: a heading opening with it (`(optional) notes`) opens with no symbol to pass.
 */
export function pastLeadingSymbols(text: string): string {
  return withoutDecoration(text, '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~');
}

/**
 * `text` from its first letter or digit on (or a `keep` character): what comes before is decoration
 * (blanks, punctuation, symbols, emoji). A loop over code units rather than `[^\p{L}\p{N}]`, whose
 * Unicode tables V8 compiles on every start: below U+0080 only letters and digits are kept; the
 * symbol, arrow, dingbat and emoji ranges, surrogates (astral emoji), joiners and variation
 * selectors are skipped; any other character (a letter of another script) is kept.
 */
function withoutDecoration(text: string, keep = ''): string {
  let i = 0;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (keep.includes(text[i]!)) break;
    if (c < 0x80) {
      if ((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) break;
      continue;
    }
    const decoration = (c >= 0x2000 && c <= 0x2bff) || (c >= 0x3000 && c <= 0x303f) || (c >= 0xd800 && c <= 0xdfff) || (c >= 0xfe00 && c <= 0xfe0f) || c === 0xa0 || (c >= 0xa1 && c <= 0xbf && c !== 0xaa && c !== 0xb5 && c !== 0xba) || c === 0xd7 || c === 0xf7;
    if (!decoration) break;
  }
  return text.slice(i);
}

/** A file's frontmatter, parsed once however many readers ask (rules, suppressions). */
export function frontmatterOf(file: TextFile, kind: FrontmatterKind = 'if-mapping'): Frontmatter {
  const cache = frontmatterCache[kind];
  let fm = cache.get(file);
  if (!fm) cache.set(file, (fm = parseFrontmatter(file.lines, kind)));
  return fm;
}

/**
 * Frontmatter: a first line `---` up to the next `---` line, parsed as YAML
 * (io/yaml.ts). A block that ends the file without a final newline still
 * counts.
 */
export function parseFrontmatter(lines: string[], kind: FrontmatterKind = 'expected'): Frontmatter {
  if (lines.length === 0 || lines[0]!.trim() !== '---') return { present: false, endLine: 0 };
  let close = -1;
  for (let i = 1; i < lines.length; i++) {
    if (lines[i]!.trim() === '---') {
      close = i;
      break;
    }
  }
  if (close < 0) return { present: false, endLine: 0 };
  const source = ['---', ...lines.slice(1, close), '---', ''].join('\n');
  const absent: Frontmatter = { present: false, endLine: 0 };
  const refuse = (message: string, line = 2): Frontmatter =>
    kind === 'expected' ? { present: true, lineKeys: keysLineByLine(lines.slice(1, close)), endLine: close + 1, error: { message, line } } : absent;
  const read = parseFrontmatterYaml(source);
  if ('refused' in read) return refuse(read.refused.message, Math.max(2, positionAt(source, read.refused.offset).line));
  if ('error' in read) return refuse(read.error.message, read.error.line ?? 2);
  const data = read.data;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return kind === 'expected' ? { present: true, endLine: close + 1, error: { message: 'frontmatter is not a YAML mapping', line: 2 } } : absent;
  }
  // Comments alone (`## Iteration 1`, `### Verdict: ACCEPT`) read as an empty mapping: no frontmatter unless expected.
  if (kind === 'if-mapping' && Object.keys(data).length === 0) return absent;
  return { present: true, data: data as Record<string, unknown>, endLine: close + 1 };
}
