/**
 * Details of the skips of rules that read a state file whose shape another rule reports: said
 * once here, so each names the file, what it holds and the rule that reports it alike.
 */
import type { EpiphanyMap, EpiphanyMapKey, EpiphanySectionProblem } from '../../../packages/core/src/kit-epiphany.js';
/** `state/branches.json is not a list of branches: it holds an object keyed by branch id (see epiphany-branch-shape)`. */
export declare const branchesNotAList: (file: string, holds: string) => string;
/** `state/map.yaml does not parse`, `state/map.yaml is a list, not a mapping of the map sections`. */
export declare const mapUnread: (file: string, map: EpiphanyMap) => string;
/** `state/map.yaml: accepted_design is a mapping, not a list of entries (see epiphany-map-schema)`. */
export declare const sectionNotAList: (file: string, key: EpiphanyMapKey, problem: EpiphanySectionProblem) => string;
