import type { TextFile } from '../io/project-fs.js';
import type { Finding, Severity } from '../types.js';
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
    error?: {
        message: string;
        line: number;
    };
    /**
     * With a parse failure: the top-level keys read line by line (`key: value`),
     * as handoff-precheck.py reads criteria.md.
     */
    lineKeys?: Record<string, unknown>;
    /** Line of the closing `---` (0 when absent). */
    endLine: number;
}
export declare const NUMBERED: RegExp;
/**
 * A markdown file indexed once: frontmatter, fence-aware headings, sections by
 * number, list items, tables. Cheap (one line pass); remark runs only when a
 * rule asks for mdast of a section.
 */
export declare class MarkdownDoc {
    readonly file: TextFile;
    private readonly frontmatterKind;
    private _frontmatter?;
    private _rendering?;
    private _headings?;
    private _protocolHeadings?;
    /** The body's lines as markdown renders them (linesOf with skipFenced over the whole body): many rules read them, built once. */
    private _body?;
    /** Every line as written (linesOf over the whole file, no line left out), built once. */
    private _all?;
    private _rawRefs?;
    private _renderedRefs?;
    /** Whether a protocol-read heading numbered n carries another section's title (a misnumbered one, passed over by `section`). */
    private readonly misnumbered?;
    /** `frontmatter`: 'expected' for files the protocol gives frontmatter (criteria.md, task files); see FrontmatterKind. */
    constructor(file: TextFile, opts?: {
        frontmatter?: FrontmatterKind;
        misnumbered?: (title: string, n: number) => boolean;
    });
    get rel(): string;
    get lines(): string[];
    get text(): string;
    /** Text of 1-based line n ('' past the end). */
    line(n: number): string;
    get frontmatter(): Frontmatter;
    /** First body line after the frontmatter. */
    get bodyStart(): number;
    private get rendering();
    /**
     * Non-zero for lines that are no structure (index = line - 1): frontmatter, fenced code (fence lines
     * included) and the lines an HTML comment hides: a comment block (a line opening with `<!--`, up to
     * the line holding `-->`, or the end of the file, as CommonMark renders them), and a comment opened
     * inside a paragraph line, to its `-->` (see rendered.ts). A section or verdict commented out is not there.
     */
    get fenced(): Uint8Array;
    isFenced(line: number): boolean;
    /** Line n as markdown shows its text: a comment inside it blanked, columns kept ('' past the end). */
    rendered(n: number): string;
    /** The ATX headings (`## Title`) outside code and comments: the reference reading, whose line regexes read `## ` only. */
    get headings(): Heading[];
    /**
     * The headings of a reading, in file order. The reference reads ATX headings only ({@link headings});
     * the protocol reading takes setext ones too (a paragraph underlined with `===` or `---`), as
     * markdown renders them: `Iteration 2` over `---` is an `## Iteration 2`.
     */
    headingsIn(reading?: SectionReading): Heading[];
    private _sectionEnds;
    /** The last line each heading of a reading governs (the next heading of its level or higher), by its index in the reading, in one pass (not a map: 200,000 headings took 0.1 s to key). */
    private sectionEnds;
    /** The last line a heading governs. */
    private endOf;
    /** The section a heading governs: its body starts after a setext heading's underline, and ends at the next heading of the reading (a setext heading's, by default, the protocol's). */
    sectionOf(h: Heading, reading?: SectionReading): Section;
    /** Sections whose heading matches, among the headings of a reading. */
    sections(pred: (h: Heading) => boolean, reading?: SectionReading): Section[];
    private _numbered;
    private _byNumber;
    /**
     * Numbered sections, in document order (computed once; a copy, so callers may sort it). The
     * reference reading: `## N. Title` headings. The protocol reading (see {@link protocolNumbered})
     * also takes `## 1) Title`, `## §1 Title`, `## 1 — Title`, `## **1. Title**`, `## Section 1: Title`,
     * setext headings, and, in a document with no such level-2 heading, the shallowest level that has them.
     */
    numberedSections(reading?: SectionReading): Section[];
    /**
     * The first numbered section n (`handoff.section(7)`) in the given reading. The protocol reading
     * passes over a heading numbered n that carries another section's title (`## 7. Executor reports`
     * before `## 7. Self-acceptance`), unless no other is numbered n.
     */
    section(n: number, reading?: SectionReading): Section | undefined;
    private protocolSections;
    /**
     * Lines of a range (inclusive). `skipFenced`: as markdown renders them, the lines {@link fenced}
     * marks (frontmatter, fenced code, HTML comments) left out and a comment inside a line blanked
     * (columns kept). `skipComments`: the comments only, fenced code kept (a pasted report sits in a fence).
     */
    linesOf(range: {
        start: number;
        end: number;
    }, opts?: {
        skipFenced?: boolean;
        skipComments?: boolean;
    }): LineRef[];
    private readLines;
    /** Body lines (after frontmatter, outside fences). */
    bodyLines(opts?: {
        skipFenced?: boolean;
    }): LineRef[];
    /**
     * List items (`-`, `*` or `N.` after optional spaces) outside fences; with `allMarkers`, every
     * CommonMark marker (`+` and `N)` too). The narrower default is the reading compat rules keep.
     */
    listItems(range?: {
        start: number;
        end: number;
    }, opts?: {
        allMarkers?: boolean;
    }): ListItem[];
    /** Table rows (lines starting with `|`) outside fences, split into trimmed cells. */
    tableRows(range?: {
        start: number;
        end: number;
    }): Array<LineRef & {
        cells: string[];
    }>;
    /** A finding located in this file. */
    at(line: number, message: string, column?: number, severity?: Severity): Finding;
    /** mdast of a line range, positions mapped to file lines (remark is loaded on first use). */
    mdast(range?: {
        start: number;
        end: number;
    }): Promise<import('../../../../vendor/mdast.js').Root>;
}
/** A line as markdown shows it: an ATX heading's closing run of `#` (`### Verdict: ACCEPT ###`) dropped, columns before it kept; any other line as it is. */
export declare function withoutClosingHashes(line: string): string;
/**
 * How a leading `---` block is read. 'expected': it is frontmatter whatever it holds (a YAML error
 * is reported, keys are read line by line), as the reference reads criteria.md. 'if-mapping': it is
 * frontmatter only when it parses as a YAML mapping with at least one key; otherwise the `---` is a thematic break and
 * what follows is body (an acceptance log or handoff that opens with a rule keeps its first verdict
 * and sections).
 */
export type FrontmatterKind = 'expected' | 'if-mapping';
/**
 * A heading's words without decoration: emphasis and code marks, and the emoji or symbols in
 * front (`📦 **Diff summary**` → `Diff summary`). Protocol readings compare titles this way.
 */
/** How numbered sections are read: as the reference tool reads them, or as the protocol's authors write them. */
export type SectionReading = 'reference' | 'protocol';
/** After the marks and decoration: an optional `§`/`Section`/`Раздел`, the number, then `.`, `)`, `:`, a dash or a blank (blanks after it taken whole, as for NUMBERED). */
/** A section's label before its number: `Section 4`, `Раздел 4` (a § is marks, taken off before). */
export declare const SECTION_LABEL: string;
export declare const PROTOCOL_NUMBER: RegExp;
/** The number and title of a heading as the protocol reading takes it (`**1. Diff summary (PRIMARY)**`, `§1 Diff summary`, `1) Diff summary`). */
export declare function protocolNumbered(text: string): {
    n: number;
    title: string;
} | undefined;
export declare function plainTitle(title: string): string;
/**
 * A heading's text past the emoji and symbols before its first word (`🔒 **security-auditor**` → `**security-auditor**`);
 * ASCII punctuation is kept: a heading opening with it (`(optional) notes`) opens with no symbol to pass.
 */
export declare function pastLeadingSymbols(text: string): string;
/** A file's frontmatter, parsed once however many readers ask (rules, suppressions). */
export declare function frontmatterOf(file: TextFile, kind?: FrontmatterKind): Frontmatter;
/**
 * Frontmatter: a first line `---` up to the next `---` line, parsed as YAML
 * (io/yaml.ts). A block that ends the file without a final newline still
 * counts.
 */
export declare function parseFrontmatter(lines: string[], kind?: FrontmatterKind): Frontmatter;
