import { type Finding, type MarkdownDoc } from '../../../packages/core/src/kit.js';
type Line = {
    line: number;
    text: string;
};
/** The operations the protocol's backup rule covers: a schema destroyed, a table's rows deleted in bulk. */
export declare const BACKUP_OPS: ReadonlySet<string>;
/**
 * Warnings on the OKs granting operations found (each operation's granting entries, by id): a heading holding
 * a granting entry with no timestamp, and an operation of BACKUP_OPS whose every granting section records no
 * backup. The sections are read once each; the entries are looked up in them by line (binary search).
 */
export declare function okFormFindings(doc: MarkdownDoc, granted: ReadonlyMap<string, ReadonlyArray<readonly Line[]>>): {
    findings: Finding[];
    notes: string[];
    fix: string;
};
export {};
