/**
 * The one registry of packs. Each descriptor is small; a pack's rules and
 * model are imported only when a target of its kind is linted (the CLI runs on
 * every commit), or when every rule is asked for (docs, `rules`, SARIF).
 */
import type { PackDescriptor, Rule } from '@engagement-lint/core/kit';
import engagement from './engagement/pack.js';
import contract from './contract/pack.js';
import graph from './graph/pack.js';
import epiphany from './epiphany/pack.js';

/** Every pack, in output order (rule tables, `rules`, SARIF). A new pack is one more line here. */
export const packs: readonly PackDescriptor[] = [engagement, contract, graph, epiphany];

export const packIds: readonly string[] = packs.map((p) => p.id);

export function packOf(id: string, list: readonly PackDescriptor[] = packs): PackDescriptor | undefined {
  return list.find((p) => p.id === id);
}

/** One pack's rules (none for an unknown pack). */
export async function packRules(id: string, list: readonly PackDescriptor[] = packs): Promise<Rule[]> {
  return (await packOf(id, list)?.rules()) ?? [];
}

/** Every rule, pack by pack, each pack in output order. */
export async function allRules(list: readonly PackDescriptor[] = packs): Promise<Rule[]> {
  return (await Promise.all(list.map((p) => p.rules()))).flat();
}
