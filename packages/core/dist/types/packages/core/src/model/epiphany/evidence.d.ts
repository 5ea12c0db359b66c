/** state/evidence.jsonl. */
import { type TextFile } from '../../io/project-fs.js';
import { type EpiphanyIssue } from './vocabulary.js';
export interface EpiphanyEvidenceEntry {
    /** 1-based line in evidence.jsonl. */
    line: number;
    text: string;
    value: Record<string, unknown>;
    /**
     * The line matches schemas/epiphany-evidence.schema.json (with a day or week its year has) and holds no
     * damaged bytes. Only valid lines count as evidence; epiphany-evidence-lines reports the others.
     */
    valid: boolean;
    /** The line's object matches the schema (a day or week its year has included), whatever else is wrong with the line. */
    schemaValid: boolean;
    id?: string;
    /** null when the line says `"branch": null`; undefined when absent or not a string. */
    branch?: string | null;
    kind?: string;
    result?: string;
}
export interface EpiphanyEvidence {
    file: TextFile;
    /** Problems that kept the whole file from being read. */
    errors: EpiphanyIssue[];
    /**
     * Invalid UTF-8 or NUL bytes, at the file's first bad byte. The line holding it is damaged (its
     * text is not what was written): epiphany-evidence-lines counts it as malformed, and it is no valid entry.
     */
    encoding: EpiphanyIssue[];
    /** Lines that are not one JSON object, or repeat a key (such a line is also an invalid entry); the other lines still count. */
    malformed: EpiphanyIssue[];
    /** Lines that hold anything (not blank): each is an entry, a malformed line or both (a repeated key). */
    lineCount: number;
    /**
     * How many malformed lines look like part of an object written over several lines (a lone `{`
     * or `}`, a `"key": value,` line): JSON pretty-printed where JSON Lines wants one object a line.
     */
    multiLineParts: number;
    /** Lines holding a JSON object, in file order (valid against the schema or not). */
    entries: EpiphanyEvidenceEntry[];
    /** Entries by id, valid or not. */
    byId: Map<string, EpiphanyEvidenceEntry[]>;
    /**
     * Ids written as the top-level `"id"` of lines that are not one JSON object: not valid JSON
     * (`{"id": "ev-3", ...,}`), objects glued on one line (`{...}{...}`, an append that lost its line
     * break) or a list of objects (`[{...}, {...}]`); each with its 1-based lines in file order. Such a
     * line is no entry, yet it names its ids, so a citation of one is of a malformed line rather than
     * of an id evidence.jsonl does not hold.
     */
    unparsedIds: Map<string, number[]>;
    /** The same for the top-level `"branch"` of such lines: a branch only a malformed line names. */
    unparsedBranches: Map<string, number[]>;
    /**
     * 1-based column of the top-level key `"key":` on the entry's line, or of its value with `'value'`
     * (1 when not found).
     */
    columnOf(entry: EpiphanyEvidenceEntry, key: string | undefined, part?: 'key' | 'value'): number;
}
export declare function parseEvidence(file: TextFile): EpiphanyEvidence;
/** An entry's `summary`, or '' when it has none. */
export declare const epiphanyEvidenceSummary: (e: EpiphanyEvidenceEntry) => string;
/** Whether a line drops its branch: a backtrack rejection, or a line whose summary abandons it. */
export declare function epiphanyAbandons(e: EpiphanyEvidenceEntry): boolean;
/**
 * The latest of `lines` (given in file order) by time when every line's time reads as a date (a
 * tie goes to the later line), else the last one; undefined for none. Real time, so offsets and
 * fractions of a second compare as instants; week and ordinal dates do not read, and file order decides.
 */
export declare function epiphanyLatest(lines: readonly EpiphanyEvidenceEntry[]): EpiphanyEvidenceEntry | undefined;
