import { type GraphParse } from './types.js';
/** Parses a whole transcript. Never throws; unreadable lines become problems. */
export declare function parseGraphText(text: string): GraphParse;
