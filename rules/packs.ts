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

/**
 * The rules of the first packs (in output order) that together hold every id of `ids`, or of every
 * pack when some id is no built-in rule's: a config's `rules:` is checked without loading the packs
 * it does not name, and an unknown id is still measured against every rule for a suggestion.
 */
export async function rulesNaming(ids: Iterable<string>, list: readonly PackDescriptor[] = packs): Promise<Rule[]> {
  const wanted = new Set(ids);
  const loaded: Rule[] = [];
  for (const p of list) {
    if (!wanted.size) break;
    for (const r of await p.rules()) {
      loaded.push(r);
      wanted.delete(r.id);
    }
  }
  return loaded;
}

/** Every rule, pack by pack, each pack in output order. */
export async function allRules(list: readonly PackDescriptor[] = packs): Promise<Rule[]> {
  return (await Promise.all(list.map((p) => p.rules()))).flat();
}
