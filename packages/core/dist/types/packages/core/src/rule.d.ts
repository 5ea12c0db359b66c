import type { Pack, RuleOutcome, RunOptions, SystemAccess, Tier } from './types.js';
export interface RuleMeta {
    /** Rule id = file name = docs slug = check name. */
    id: string;
    pack: Pack;
    /**
     * Tiers the rule runs at by default (engagement pack only). A check of the
     * reference tool lists the tiers of its reference set.
     */
    tiers?: Tier[];
    /** True for the 21 checks of the reference tool, gated identically under `--preset compat`. */
    compat?: boolean;
    /** Only runs when named explicitly (`--override-checks`, config). */
    optIn?: boolean;
    /** Waits on child processes (probes, git): started before the others so the waits overlap their work. */
    startsEarly?: boolean;
    /** One line: what holds when the rule passes. */
    summary: string;
    /** Markdown: why the rule exists and what it checks. */
    docs: string;
    /** Statuses the rule can return, documented and tested. */
    statuses: Array<'pass' | 'fail' | 'warn' | 'skip'>;
    /** Markdown examples; `pass`/`fail` headings are shown in the docs. */
    examples?: {
        pass?: string;
        fail?: string;
    };
}
export interface RuleContext<M> {
    model: M;
    options: RunOptions;
    system: SystemAccess;
}
export interface Rule<M = any> extends RuleMeta {
    check(ctx: RuleContext<M>): RuleOutcome | Promise<RuleOutcome>;
}
/** Identity helper that keeps a rule module's shape checked by the compiler. */
export declare function defineRule<M>(rule: Rule<M>): Rule<M>;
