import type { Rule } from './rule.js';
import { docsUrl } from './engine.js';
/** The markdown page of one rule, generated from its metadata. */
export declare function renderRuleDoc(rule: Rule): string;
/** A markdown table of rules, grouped by pack; links go to `${linkBase}<id>.md`. */
export declare function renderRuleTable(rules: Rule[], linkBase: string): string;
export { docsUrl };
