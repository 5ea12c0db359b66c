import { type LoadedTarget, type LoadOptions } from '../../target.js';
/**
 * The folder a transcript's output paths are written from, whatever the working directory: the
 * repository holding it (the orchestrator runs in its working tree), else the transcript's folder.
 */
export declare function graphRootFor(abs: string): string;
/** Loads a graph transcript; every read goes through a ProjectFs confined to the root. */
export declare function loadGraphTarget(abs: string, opts?: LoadOptions): LoadedTarget;
