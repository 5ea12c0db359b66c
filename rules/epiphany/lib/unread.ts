/**
 * Details of the skips of rules that read a state file whose shape another rule reports: said
 * once here, so each names the file, what it holds and the rule that reports it alike.
 */
import type { EpiphanyMap, EpiphanyMapKey, EpiphanySectionProblem } from '@engagement-lint/core/kit-epiphany';

/** `state/branches.json is not a list of branches: it holds an object keyed by branch id (see epiphany-branch-shape)`. */
export const branchesNotAList = (file: string, holds: string) => `${file} is not a list of branches: it holds ${holds} (see epiphany-branch-shape)`;

/** `state/map.yaml does not parse`, `state/map.yaml is a list, not a mapping of the map sections`. */
export const mapUnread = (file: string, map: EpiphanyMap) => `${file} ${map.unread?.phrase ?? 'does not parse'}`;

/** `state/map.yaml: accepted_design is a mapping, not a list of entries (see epiphany-map-schema)`. */
export const sectionNotAList = (file: string, key: EpiphanyMapKey, problem: EpiphanySectionProblem) =>
  `${file}: ${key} ${problem.message} (see ${problem.kind === 'unreadable' ? 'epiphany-map-keys' : 'epiphany-map-schema'})`;
