/** Two task `files` entries overlap: the same file, or one inside the other's folder. */
export declare function taskFilesOverlap(a: string, b: string): boolean;
/**
 * The `files` entries of one wave as overlaps are computed on them: a bare entry that another
 * entry of the wave lies under (`src/api` beside `src/api/routes.ts`) is a folder written without
 * its slash, and reads as `src/api/`. Only such an entry can gain an overlap by being a folder, so
 * the disk is not asked.
 */
export declare function withWaveFolders(texts: readonly string[]): string[];
/** One `files` entry of one task of a wave. */
export interface WaveEntry {
    /** Index of the task in the wave. */
    task: number;
    text: string;
}
/** What one entry overlaps in the other tasks of its wave. */
export interface EntryOverlaps {
    /** Indices of overlapping entries of other tasks: at most `limit`, sorted. */
    named: number[];
    /** Whether more overlapping entries of other tasks exist than those named. */
    more: boolean;
}
/**
 * For every entry of a wave, the entries of other tasks it overlaps (`taskFilesOverlap`), found
 * through lookups rather than by comparing every pair: equal paths in a map, the paths under a
 * folder as a range of the sorted paths, the folders above a path along a tree of folder names.
 * Each entry names at most `limit` overlaps and says whether there are more, so a wave of 5,000
 * tasks that all list one shared file gives 5,000 answers, not 12.5 million pairs. An entry a task
 * lists twice is looked up for both, but found once.
 */
export declare function waveOverlaps(entries: WaveEntry[], limit: number): EntryOverlaps[];
