import { type EngagementModel } from '../../packages/core/src/kit.js';
declare const _default: import("../../packages/core/src/rule.js").Rule<EngagementModel>;
export default _default;
/**
 * Whether a §6 line says the product has one theme: a one-theme phrase in a clause about the product
 * or what exists, with no negation before it in the clause ("this is not a single-theme app") and no
 * capture verb beside it ("only one theme was captured in this iteration" is about the round). Each
 * clause is read once: linear in the line.
 */
export declare function productHasOneTheme(line: string): boolean;
