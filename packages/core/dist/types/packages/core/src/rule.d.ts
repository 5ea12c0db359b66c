import type { Mode, Pack, Preset, RuleOutcome, RunOptions, Status, SystemAccess, Tier } from './types.js';
/** One protocol sentence a rule enforces. */
export interface RuleAudit {
    /** The sentence, quoted from the protocol text. */
    source: string;
    /** How the rule enforces it (and with which status). */
    enforced: string;
}
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
    /** A skip for a never-written artefact (`missingArtefact`) fails under `--mode ready`. */
    requiredWhenReady?: boolean;
    /**
     * Looks at what the other rules read (files that could not be read as text):
     * runs after them, under every preset and tier, and is left out of the
     * report while it passes, so a clean run lists exactly the preset's checks.
     */
    readsAfterOthers?: boolean;
    /** One line: what holds when the rule passes. */
    summary: string;
    /** Markdown: why the rule exists and what it checks. */
    docs: string;
    /** Statuses the rule can return, documented and tested. */
    statuses: Array<'pass' | 'fail' | 'warn' | 'skip'>;
    /** Protocol sentences the rule enforces: the quoted source and how the rule enforces it. */
    audit?: RuleAudit[];
    /**
     * JSON schema of the options object this rule reads from `rules: { id: [level, options] }`
     * (config validation and schemas/config.schema.json are made from it). No schema: no options.
     */
    options?: Record<string, unknown>;
    /** Where a custom rule's documentation lives (built-in rules have their page in docs/rules/). */
    docsUrl?: string;
    /**
     * A custom rule: the module it was loaded from, as the user names it (relative to the working
     * directory). Its crash is then the user's to fix there, and is reported so.
     */
    customModule?: string;
    /**
     * Small targets the rule is run on in the test suite, each expecting its
     * status; the rule's page shows every file under the status as heading.
     */
    examples?: RuleExample[];
    /**
     * Where a reference check's heuristic and the protocol text disagree: the
     * protocol sentence, what `--preset compat` does, what `--preset recommended` does.
     */
    divergences?: Divergence[];
    /** Tiers under `--preset recommended` when they differ from `tiers`. */
    recommendedTiers?: Tier[];
}
/** A target small enough to read on the rule's page, and the status the rule returns on it. */
export interface RuleExample {
    status: Status;
    /** One line: what the example shows. */
    title?: string;
    /**
     * The files, relative to the target folder (an engagement folder: `../x`
     * lands beside it), or for a file pack to the folder holding the target.
     */
    files: Record<string, string>;
    /** File packs: which of `files` is linted. */
    target?: string;
    /** Run options that differ from the defaults (preset compat, mode progress). */
    options?: {
        preset?: Preset;
        mode?: Mode;
        now?: string;
        ruleOptions?: Record<string, unknown>;
    };
}
export interface Divergence {
    /** The protocol sentence the difference rests on, quoted. */
    protocol: string;
    /** What the reference check (and `--preset compat`) does. */
    compat: string;
    /** What `--preset recommended` does. */
    recommended: string;
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
