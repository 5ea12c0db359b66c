import { type FileProblem } from './text.js';
import { type DirEntry, type PathProbe, type TextFile } from './entries.js';
export { blockingProblem, isBlocked, notAFileMessage, type DirEntry, type PathProbe, type TextFile } from './entries.js';
export { sha256Hex } from './read-file.js';
/**
 * Past this many files or bytes read, a target is big: its lint runs long enough that the CLI
 * lowers V8's optimisation eagerness (see the launcher). An engagement of usual size reads ~100
 * files and ~300 KB.
 */
export declare const BIG_TARGET_FILES = 1000;
export declare const BIG_TARGET_BYTES: number;
export declare const MAX_WALK_ENTRIES = 100000;
/**
 * The only place that touches the disk. Reads are confined to the project
 * root: symlinks and `..` that lead outside are reported, never followed.
 * Everything is read at most once and cached.
 */
export declare class ProjectFs {
    readonly root: string;
    /** Take a sha256 of each file as it is read (for lint receipts). */
    readonly digests: boolean;
    private realRoot;
    private readonly realFolders;
    private textCache;
    private dirCache;
    /** Each path that is there but could not be read or listed (over the limits, not a regular file, outside the root, no permission), in order, repeats included: the engine tells which checks met one. */
    private readonly blocked;
    /** Each path probed and its answer, kept with `digests` only: the receipt hashes them, as a verdict may turn on a file outside the target. */
    private readonly probed;
    /** Told once when the reads pass BIG_TARGET_FILES or BIG_TARGET_BYTES (cleared then). */
    private onBigTarget;
    private readCount;
    private bytesRead;
    /** The bytes and lines of text this target reads, at most (MAX_TARGET_BYTES, MAX_TARGET_LINES unless a test says less). */
    private readonly budget;
    /** Entries a listing or a walk reads, at most (MAX_WALK_ENTRIES; smaller in tests). */
    private readonly maxEntries;
    constructor(root: string, opts?: {
        digests?: boolean;
        onBigTarget?: () => void;
        maxTargetBytes?: number;
        maxTargetLines?: number;
        maxEntries?: number;
    });
    /** The absolute path of a normalised project-relative path: with `/` as separator a concatenation (path.join is a measurable share of an archive's lint). */
    absOf(norm: string): string;
    /** `rel` normalised; undefined when it escapes the root lexically. */
    normalise(rel: string): string | undefined;
    private missingTops;
    private readonly folderCase;
    private isInside;
    /** Whether `norm` (a folder, or a symlink) is really inside a repository's `.git`: its config may hold a checkout's token. */
    private inGitFolder;
    /** Whether the symlink `norm` leads inside the root, resolved as a folder is; a missing or looping target counts as inside. */
    private linkInside;
    /** What `norm` is, for resolving real paths: from its folder's listing (listed on its second question), else one lstat. */
    private entryKind;
    /** Whether the folder holding `norm` is really inside the root (cached per folder). */
    private dirInsideRealRoot;
    /** Whether a path's real location is inside the root: only a symlink leads out (normalise refuses `..`). */
    private insideRealRoot;
    /** Whether a cited path exists, unread, within the root: a plain name listed in its folder (one readdir each) exists; anything else is asked of the path. */
    probe(rel: string): PathProbe;
    /** Whether `norm` is too long to open anywhere (ENAMETOOLONG): never walked folder by folder (`src/src/…` of 16 MB). */
    private beyondPathMax;
    private probeNorm;
    /** Folders being listed now, with their entries as read. */
    private readonly listing;
    /** Folders asked about once (an entry probed or resolved) and not listed yet. */
    private askedOnce;
    /**
     * Whether this is the first time folder `norm` is asked about. A folder is listed from its second
     * question on: a handoff citing dozens of paths in a few folders costs one readdir per folder, one
     * citing a path in each of thousands of folders one lstat per path, not a readdir and three stats.
     */
    private firstAsk;
    /**
     * A path asked by itself, in a folder really inside the root: 'exists' for a plain entry, 'missing'
     * when nothing is there; undefined (the listing tells) for a symlink, an error, an undecodable name.
     */
    private probeAlone;
    /** The entry of a path in its folder's listing, when that folder has been listed. */
    private listed;
    /** Directory entries (sorted by name), or undefined when it is not a readable directory. */
    list(relDir: string): DirEntry[] | undefined;
    /** Folders listed only to tell whether a path is there (a probe, a real path), never for what they hold. */
    private readonly lookupOnly;
    /** A folder listed to answer about one of its entries: what else it holds concerns no check (specialEntriesListed). */
    private lookUp;
    private listFolder;
    /**
     * Entries the listings so far found that are no file or folder (a FIFO, a device, a broken or outside link), in listing order;
     * not those of a folder listed only to look a cited path up (a broken `.env` link beside a cited file concerns no check).
     */
    specialEntriesListed(): DirEntry[];
    private noteBlocked;
    /** A mark in the log of blocked reads (see `blockedSince`). */
    blockedMark(): number;
    /** Files and folders that were there but could not be read, asked for since `mark` (each once). */
    blockedSince(mark: number): TextFile[];
    /**
     * A folder that is there but cannot be listed (no permission, an I/O error) is recorded as a
     * problem among the files read, so it is reported as unreadable rather than passing for a missing
     * folder. A missing folder, a file, a symlink loop or a path too long to exist is no such problem.
     */
    private noteUnlistable;
    /** A folder recorded among the files read with the problem that kept it from being read (the first one recorded stays). */
    private unreadFolder;
    /** A folder a walk stopped at (too many entries, too deep): a problem among the files read, and a blocked read of the check walking. */
    private noteWalkCut;
    /** Why a folder that is there could not be listed, when it could not. */
    folderProblem(relDir: string): FileProblem | undefined;
    /** Every file below `relDir`, depth-first, sorted. Symlinked directories are followed once per real path, so loops end. */
    walk(relDir: string, filter?: (e: DirEntry) => boolean): DirEntry[];
    /** Reads and decodes a file once; undefined when it does not exist. */
    read(rel: string): TextFile | undefined;
    /** Whether `rel` is a symbolic link, asked of the path itself and recorded nowhere (readCleanText reads no link). */
    isSymlink(rel: string): boolean;
    /**
     * A regular file of at most `maxBytes` read only if it is clean text (no NUL, valid UTF-8), else left
     * unrecorded (a file looked at in passing, an untracked build output, is no problem of the target); a bigger one's size.
     */
    readCleanText(rel: string, maxBytes: number): TextFile | {
        tooLarge: number;
    } | undefined;
    private load;
    private countRead;
    /** Opens a symlinked file whose target stays inside the root; otherwise the problem (undefined: it is missing after all). */
    private openSymlink;
    /** Every path probed so far and its answer (empty without `digests`), for the lint receipt. */
    probesMade(): ReadonlyMap<string, PathProbe>;
    /** An answer a probe outside this root gave that decides a verdict (a path in the git work tree above it), under a key of its own. */
    noteProbe(key: string, answer: PathProbe): void;
    /** Every file read so far, for the lint receipt. */
    filesRead(): TextFile[];
}
