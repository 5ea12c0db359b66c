/** What rejected_paths entries of map.yaml say about branches, read alike by the rules that need it. */
import { epiphanyId, type EpiphanyMap } from '@engagement-lint/core/kit-epiphany';

const asObject = (v: unknown) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined);

/** Branch ids a rejected_paths entry closes by key (`branch: b-2` or `branches: [b-2, b-3]`). */
export function closes(value: unknown): string[] {
  const o = asObject(value);
  if (!o) return [];
  const many = Array.isArray(o['branches']) ? (o['branches'] as unknown[]) : [];
  return [o['branch'], ...many].map(epiphanyId).filter((x): x is string => x !== undefined);
}

/**
 * The branch ids rejected_paths entries name by key: branches whose lesson the map keeps, which
 * branches.json may no longer hold (pruned after backtrack). Empty when the map is missing, does
 * not parse or holds rejected_paths in another shape.
 */
export function keptLessons(map: EpiphanyMap | undefined): Set<string> {
  if (!map?.parsed || map.sectionProblem('rejected_paths')) return new Set();
  return new Set(map.items('rejected_paths').flatMap((i) => closes(i.value)));
}
