import type fs from 'node:fs';
import type { PackDescriptor, TargetProbe } from './pack.js';
/**
 * The pack a target belongs to, from its shape and, for files, its content:
 * each pack's `detect`, highest `detectRank` first, list order among equals.
 * A pack's model loads only when its cheap tests pass.
 */
export declare function detectPack(abs: string, stat: fs.Stats, packs: readonly PackDescriptor[], probe?: TargetProbe): Promise<PackDescriptor | undefined>;
/** The kind (pack id) of a target, or undefined when no pack claims it. */
export declare function detectKind(abs: string, stat: fs.Stats, packs: readonly PackDescriptor[]): Promise<string | undefined>;
/** The kind of a path a glob matched, or undefined when it is no target (a folder of code beside an engagement). */
export declare function globMatchKind(abs: string, stat: fs.Stats, packs: readonly PackDescriptor[]): Promise<string | undefined>;
/** The most entries a probe lists of a folder target: enough for any protocol folder, and a bound on a huge one. */
export declare const MAX_PROBE_ENTRIES = 4096;
/**
 * What a pack's `detect` and `resolve` may see of a target: its stat, the head
 * of a file, whether a few named paths under a folder exist, and the names of
 * a folder's own entries (up to MAX_PROBE_ENTRIES). A symbolic
 * link counts only where it leads inside the root the target's files are then
 * read from (rootFor), so detection and reading agree. A missing path is
 * absent; a folder or file that cannot be read is a usage error (`cannot read
 * …`): a kind told from what could not be seen would be a guess (a state
 * folder without permission is no engagement).
 */
export declare function targetProbe(abs: string, stat: fs.Stats): TargetProbe;
/** The most a detect may ask for (a graph transcript may follow a long session log). */
export declare const HEAD_MAX_BYTES: number;
