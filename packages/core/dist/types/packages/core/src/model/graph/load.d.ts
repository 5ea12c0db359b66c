import { type LoadedTarget, type LoadOptions } from '../../target.js';
/** Loads a graph transcript; every read goes through a ProjectFs confined to the root. */
export declare function loadGraphTarget(abs: string, opts?: LoadOptions): LoadedTarget;
