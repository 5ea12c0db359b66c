import type fs from 'node:fs';
import type { PackDescriptor } from './pack.js';
/**
 * The pack a target belongs to, from its shape and, for files, its content:
 * each pack's `detect`, highest `detectRank` first, list order among equals.
 * A pack's model loads only when its cheap tests pass.
 */
export declare function detectPack(abs: string, stat: fs.Stats, packs: readonly PackDescriptor[]): Promise<PackDescriptor | undefined>;
/** The kind (pack id) of a target, or undefined when no pack claims it. */
export declare function detectKind(abs: string, stat: fs.Stats, packs: readonly PackDescriptor[]): Promise<string | undefined>;
