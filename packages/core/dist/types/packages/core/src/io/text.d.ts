export type FileProblemKind = 'invalid-utf8' | 'binary' | 'too-large' | 'unreadable' | 'outside-root' | 'not-a-file';
export interface FileProblem {
    kind: FileProblemKind;
    message: string;
    line?: number;
    column?: number;
    /** Set when the text was read whole all the same, in another encoding than UTF-8 (a UTF-16 file with its byte-order mark). */
    decodedAs?: 'utf-16';
}
export declare const MAX_FILE_BYTES: number;
/**
 * Text one target reads, at most: past it a file is not read (file-integrity names it), so that
 * memory stays bounded however many files near the byte cap a folder holds. Real engagements
 * read well under a megabyte.
 */
export declare const MAX_TARGET_BYTES: number;
/**
 * Lines a file may have to be read. Rules walk lines several times over: sixteen million blank
 * lines (within the byte cap) took tens of seconds; protocol files run to thousands of lines.
 */
export declare const MAX_FILE_LINES = 250000;
/**
 * Lines one target reads, at most, as MAX_TARGET_BYTES bounds its bytes: forty reports of 248,000 short lines each
 * (within both caps) took 8 s and 725 MB under the recommended preset. Real engagements read a few thousand.
 */
export declare const MAX_TARGET_LINES = 300000;
/** The lines of `bytes`, counted no further than past `max`: its line ends, and a last line without one. */
export declare function lineCount(bytes: Uint8Array, max: number): number;
/** The lines of a decoded text, as lineCount counts its bytes (LF lines; a file of CR lines counts as one). */
export declare function textLineCount(text: string): number;
/** Whether `bytes` holds more than `max` lines (LF, or CR where a file ends its lines with CR alone), counted no further than that. */
export declare function linesOver(bytes: Uint8Array, max?: number): boolean;
export interface DecodedText {
    text: string;
    problems: FileProblem[];
}
/**
 * UTF-8 decode with a BOM stripped and CRLF / CR turned into LF, so every
 * rule sees the same lines whatever editor wrote the file.
 */
export declare function decodeText(bytes: Uint8Array): DecodedText;
export declare function splitLines(text: string): string[];
/**
 * The lines of normalised text that hold a match of `re` (a /g regex, usually a rule's cheap
 * first pass), each once, in order: `visit` gets the line's number, where it starts and ends (the
 * newline excluded), and the first match on it. One scan of the whole text instead of a regex call
 * per line: most lines of a long document hold none of a rule's words.
 */
export declare function forEachLineMatching(text: string, re: RegExp, visit: (line: number, start: number, end: number, match: RegExpExecArray) => void): void;
/** The lines of normalised text that hold a match of `re` (a /g regex), each once, in order (forEachLineMatching). */
export declare function linesMatching(text: string, re: RegExp): Array<{
    line: number;
    text: string;
}>;
/** 1-based line and column of a character offset in normalised text. */
export declare function positionAt(text: string, offset: number): {
    line: number;
    column: number;
};
/**
 * `positionAt` for many offsets into one text: the line starts are found once
 * and each offset is a binary search, where positionAt walks the text from
 * its start on every call (quadratic over thousands of findings in one file).
 */
export declare function lineLocator(text: string): (offset: number) => {
    line: number;
    column: number;
};
