import { type EpiphanyPath } from './vocabulary.js';
export type EpiphanySchemaName = 'map' | 'branches' | 'evidence';
export interface EpiphanySchemaError {
    /** Where the problem is, as a value path (`['branches', 0, 'status']`). */
    path: EpiphanyPath;
    /** What is wrong, in words (`branches[0].status must be one of: open, ...`). */
    message: string;
    keyword: string;
}
export declare const TYPE_WORDS: Record<string, string>;
/**
 * Validates a value against one of the published epiphany schemas. Messages
 * name the value path; `rootLabel` names the value itself (`line 4`). An
 * evidence `time` must also name a day or week its year has (see impossibleDate).
 */
export declare function validateEpiphany(schema: EpiphanySchemaName, value: unknown, rootLabel?: string): Promise<EpiphanySchemaError[]>;
/** Whether an evidence line is schema-valid, with a `time` that names a real day. */
export declare function isValidEvidence(value: unknown): boolean;
export declare function valueAt(root: unknown, p: EpiphanyPath): unknown;
export declare function describe(v: unknown): string;
