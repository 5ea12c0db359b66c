import { ProjectFs, type DirEntry, type TextFile } from '../io/project-fs.js';
import { MarkdownDoc } from '../markdown/document.js';
import { type JsonParse } from '../io/json.js';
import type { Finding, Tier } from '../types.js';
import type { LoadOptions } from '../target.js';
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
export interface JsonDoc {
    file: TextFile;
    parsed: JsonParse;
}
/** Frontmatter keys every criteria.md must carry. */
export declare const REQUIRED_CRITERIA_KEYS: readonly ["engagement", "domain", "size", "ux_heavy", "tools_required"];
/**
 * The engagement as rules see it. Files are read on first access and parsed
 * only as far as a rule asks; every rule shares the same parsed documents.
 */
export declare class EngagementModel {
    readonly kind: "engagement";
    /** Absolute path of the engagement folder. */
    readonly dir: string;
    /** Absolute path of the project root (the engagement folder's parent; for `engagement-secondary/{domain}/` and `engagement-archived/{run}/`, the parent of that). */
    readonly projectRoot: string;
    readonly fs: ProjectFs;
    /** Path of the engagement folder relative to the project root (usually `engagement`; `engagement-secondary/design` for a secondary). */
    readonly relDir: string;
    private docs;
    private jsons;
    /** The objects and arrays the target's JSON files may still hold: their parsed values are kept for the run. */
    private readonly jsonBudget;
    /** `fs`: the file access to share, or how to open the model's own (at the project root). */
    constructor(dir: string, fs?: ProjectFs | LoadOptions);
    /**
     * An `engagement/…` citation read inside an archived engagement (`engagement-archived/{run}/`): its files were cited
     * before the move, so `engagement/x` is now its own `x` (engagement-relative). Undefined for any other citation or folder.
     */
    movedCitation(cited: string): string | undefined;
    /** Project-relative path of an engagement-relative one. */
    rel(inEngagement: string): string;
    /** A markdown document of the engagement, by engagement-relative path. */
    doc(inEngagement: string): MarkdownDoc | undefined;
    /** A markdown document by project-relative path. */
    docAt(rel: string): MarkdownDoc | undefined;
    /** A JSON file by project-relative path, parsed once. */
    json(rel: string): JsonDoc | undefined;
    exists(inEngagement: string): boolean;
    /** Top-level entries of the engagement folder. */
    entries(): DirEntry[];
    /** Entries of an engagement subfolder, or undefined when it is not a folder. */
    list(inEngagement: string): DirEntry[] | undefined;
    /** Every file below an engagement subfolder (recursive). */
    walk(inEngagement: string, filter?: (e: DirEntry) => boolean): DirEntry[];
    get criteria(): MarkdownDoc | undefined;
    get handoff(): MarkdownDoc | undefined;
    get acceptanceLog(): MarkdownDoc | undefined;
    get validationLog(): MarkdownDoc | undefined;
    get scopeSync(): MarkdownDoc | undefined;
    get consilium(): MarkdownDoc | undefined;
    get humanDirective(): MarkdownDoc | undefined;
    /**
     * criteria.md frontmatter data; when it is not valid YAML, its keys read
     * line by line, so size, UX level and tools gate the checks as in
     * handoff-precheck.py.
     */
    get frontmatter(): Record<string, unknown> | undefined;
    /** Declared size; anything other than S, M or L (`s`, `Small`, a list such as `[L]`) counts as M. */
    get tier(): Tier;
    /** `false`, `minor` or `true` (YAML's `True` is the boolean); anything else (`Minor`, `yes`) counts as false. */
    get uxHeavy(): UxHeavy;
    /**
     * `tools_required` as a list of names (a scalar counts as one name). An item that is itself a
     * list or mapping is named by its JSON, so it stays an unknown tool rather than reading as the
     * word inside it; an empty string is left out. A null item (`null`, `~`, a bare `-`) is named
     * `null`: an unknown tool, as the name a line-by-line reading sees, not an item that vanishes.
     */
    get toolsRequired(): string[];
    private _iteration?;
    get iteration(): IterationCounter;
    /** executor-reports/*.md, sorted by name (`.md` in any case unless `exactCase`: see markdownEntries). */
    executorReports(listing?: MarkdownListing): MarkdownDoc[];
    /** tasks/*.md except the manifest, INDEX.md in any case (tasks-decomposition asks for the rename of an `index.md`: it is no task). */
    taskFiles(listing?: MarkdownListing): MarkdownDoc[];
    /** The `*.md` files of a folder of the engagement (see markdownEntries for those that are none). */
    private markdownIn;
    /**
     * Every entry of a folder named `*.md`, whatever it is (the reference's glob counts a folder or a
     * FIFO of that name too). One that is no regular file is asked for as a file: the refused read is
     * noted for the asking check and for file-integrity. `.MD` and `.Md` are markdown too (isMarkdownName),
     * except with `exactCase`, the reference's case-sensitive glob.
     */
    markdownEntries(folder: string, listing?: MarkdownListing): DirEntry[];
    /** Why a file of the project that is there could not be read (a FIFO, a folder, over the size limit), if so. */
    unreadable(rel: string): import("../io/text.js").FileProblem | undefined;
    /** A finding on a file of this engagement, by engagement-relative path. */
    at(inEngagement: string, line: number, message: string, column?: number): Finding;
}
