/**
 * The one registry of packs. Each descriptor is small; a pack's rules and
 * model are imported only when a target of its kind is linted (the CLI runs on
 * every commit), or when every rule is asked for (docs, `rules`, SARIF).
 */
import type { PackDescriptor, Rule } from '../packages/core/src/kit.js';
/** Every pack, in output order (rule tables, `rules`, SARIF). A new pack is one more line here. */
export declare const packs: readonly PackDescriptor[];
export declare const packIds: readonly string[];
export declare function packOf(id: string, list?: readonly PackDescriptor[]): PackDescriptor | undefined;
/** One pack's rules (none for an unknown pack). */
export declare function packRules(id: string, list?: readonly PackDescriptor[]): Promise<Rule[]>;
/**
 * The rules of the first packs (in output order) that together hold every id of `ids`, or of every
 * pack when some id is no built-in rule's: a config's `rules:` is checked without loading the packs
 * it does not name, and an unknown id is still measured against every rule for a suggestion.
 */
export declare function rulesNaming(ids: Iterable<string>, list?: readonly PackDescriptor[]): Promise<Rule[]>;
/** Every rule, pack by pack, each pack in output order. */
export declare function allRules(list?: readonly PackDescriptor[]): Promise<Rule[]>;
