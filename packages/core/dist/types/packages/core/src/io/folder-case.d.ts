import type { Listing } from './entries.js';
/**
 * Whether a folder's file system tells names apart by case, learnt from one of its entries (one lstat per
 * folder). A name its whole listing lacks is then missing without asking the path: a handoff citing
 * 60,000 missing files in one folder costs one lstat, not 60,000.
 */
export declare class FolderCase {
    private readonly absOf;
    /** Per folder: true when it tells case, false when not, undefined when no entry could tell. */
    private readonly told;
    constructor(absOf: (norm: string) => string);
    /**
     * Whether `norm`, missing from `parent`'s listing, is missing: the listing is whole, the name is ASCII (no
     * Unicode normalisation can make it another name) and the folder tells case.
     */
    tells(parent: string, listing: Listing | null | undefined, norm: string): boolean;
    private learn;
}
