import type { Pack, Rule } from '@engagement-lint/core/kit';

/**
 * Each pack's rules, loaded on demand: linting an engagement does not pay for
 * parsing the contract, graph and Epiphany packs (the CLI runs on every commit).
 */
export const packRules: Record<Pack, () => Promise<Rule[]>> = {
  engagement: async () => (await import('./engagement/index.js')).engagementRules,
  contract: async () => (await import('./contract/index.js')).contractRules,
  graph: async () => (await import('./graph/index.js')).graphRules,
  epiphany: async () => (await import('./epiphany/index.js')).epiphanyRules,
};

/** Every built-in rule, in the order of rules/index.ts. */
export async function allPackRules(): Promise<Rule[]> {
  const packs = await Promise.all((['engagement', 'contract', 'graph', 'epiphany'] as const).map((p) => packRules[p]()));
  return packs.flat();
}
