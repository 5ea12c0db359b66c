import { type LoadedTarget, type LoadOptions } from '../../target.js';
export declare const GRAPH_EXT: RegExp;
export declare const GRAPH_HEAD: RegExp;
/** A markdown or text file whose first 64 KB hold a DELEGATED GRAPH or IMPLEMENTED GRAPH header. */
export declare function looksLikeGraph(abs: string, head: string): boolean;
/** Loads a graph transcript; every read goes through a ProjectFs confined to the root. */
export declare function loadGraphTarget(abs: string, opts?: LoadOptions): LoadedTarget;
