/** Readings of a document worked out once per document and section reading: several rules ask the same one. */
import type { MarkdownDoc, SectionReading } from './document.js';
export declare function perDocument<T>(read: (doc: MarkdownDoc, reading: SectionReading) => T): (doc: MarkdownDoc, reading: SectionReading) => T;
