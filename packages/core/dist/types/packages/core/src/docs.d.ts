import type { Rule } from './rule.js';
import { docsUrl } from './engine.js';
import type { PackDescriptor } from './pack.js';
/** What the docs need of a pack. */
export type PackInfo = Pick<PackDescriptor, 'id' | 'title' | 'tiered'>;
/** The markdown page of one rule, generated from its metadata. */
export declare function renderRuleDoc(rule: Rule, packs: readonly PackInfo[]): string;
/** A markdown table of rules, grouped by pack; links go to `${linkBase}<id>.md`. */
export declare function renderRuleTable(rules: Rule[], linkBase: string, packs: readonly PackInfo[]): string;
export { docsUrl };
