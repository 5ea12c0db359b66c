/** What rejected_paths entries of map.yaml say about branches, read alike by the rules that need it. */
import { type EpiphanyMap } from '../../../packages/core/src/kit-epiphany.js';
/** Branch ids a rejected_paths entry closes by key (`branch: b-2` or `branches: [b-2, b-3]`). */
export declare function closes(value: unknown): string[];
/**
 * The branch ids rejected_paths entries name by key: branches whose lesson the map keeps, which
 * branches.json may no longer hold (pruned after backtrack). Empty when the map is missing, does
 * not parse or holds rejected_paths in another shape.
 */
export declare function keptLessons(map: EpiphanyMap | undefined): Set<string>;
