import type { Rule } from '../packages/core/src/kit.js';
/** Every built-in rule, pack by pack, each pack in output order. */
export declare const builtinRules: Rule[];
