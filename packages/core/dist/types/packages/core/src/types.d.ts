/** Shared types of the engine, the rules and the formatters. */
import type { Mode, Preset } from './choices.js';
export type Status = 'pass' | 'fail' | 'warn' | 'skip';
export type Severity = 'error' | 'warning' | 'info';
export type Tier = 'S' | 'M' | 'L';
/** A pack id (rules/packs.ts lists the packs). */
export type Pack = string;
export type TargetKind = Pack;
/** Drawn from the choice lists (choices.ts) that the API's check and the CLI's option table take. */
export type { Mode, Preset };
/** A located problem. `file` is relative to the project root, `/`-separated. */
export interface Finding {
    file: string;
    line: number;
    column: number;
    endLine?: number;
    endColumn?: number;
    message: string;
    severity?: Severity;
}
/** What a rule's check returns. The engine stamps id, docs and timing. */
export interface RuleOutcome {
    status: Status;
    detail: string;
    fix?: string;
    findings?: Finding[];
    /**
     * How many findings there were, when the rule stopped building them past the MAX_FINDINGS a
     * report shows (each costs work on a hostile input): the report says how many it shows of this.
     */
    findingsTotal?: number;
    /** findingsTotal is a floor: past the findings shown the rule counted a line it did not read in full as one. */
    findingsTotalIsFloor?: boolean;
    /**
     * A skip because the artefact was never written (handoff.md missing, no
     * executor reports, ...). `--mode ready` turns such skips into failures.
     */
    missingArtefact?: boolean;
}
export interface CheckResult {
    name: string;
    status: Status;
    detail: string;
    fix?: string;
    findings: Finding[];
    /** The rule's documentation; a custom rule that declares none has none. */
    docs?: string;
    /** Set when the rule threw: the run exits 2. */
    internal_error?: boolean;
    /** A custom rule's check: the rule's module (not in the JSON report); its internal error is the user's to fix there. */
    customModule?: string;
    ms?: number;
    /** Findings silenced by suppression comments, with their reasons. */
    suppressed?: Array<Finding & {
        reason: string;
    }>;
    /** A skip of a check --mode ready requires, for an artefact never written (not in the JSON report). */
    missingArtefact?: boolean;
}
/** Process probing and environment, injected so rules stay pure. */
export interface SystemAccess {
    /** Runs `command args` without a shell; true when it exits 0 within the timeout. */
    probe(command: string, args: string[], timeoutMs?: number): Promise<ProbeResult>;
    /** Environment variable presence (the value is never returned). */
    hasEnv(name: string): boolean;
    /**
     * Names set by `NAME=` lines of `.env` / `.env.local` in the working directory (values are never
     * returned); with `protocol`, `export NAME=` and indented lines too.
     */
    dotenvNames?(protocol?: boolean): ReadonlySet<string>;
    /** `git diff <base>` text for the project, or undefined when unavailable. */
    gitDiff(projectRoot: string): Promise<string | undefined>;
    /**
     * Files below the project that git does not track and does not ignore (relative to it, at most
     * UNTRACKED_LISTED; `more` counts the rest; `problem`: why none were listed): a new script is in
     * no diff until it is added. Undefined when git cannot be asked.
     */
    gitUntracked?(projectRoot: string): Promise<UntrackedListing | undefined>;
    /** Why git cannot be asked about the project's repository (a broken `.git` link), if it cannot. */
    gitProblem?(projectRoot: string): string | undefined;
    /** The base named outright (`--base`) when no repository holds the project, so nothing was diffed against it. */
    gitBaseUnused?(projectRoot: string): string | undefined;
    /**
     * When gitDiff found no change: the base branch's name, when it is the branch checked out (the work was committed
     * on the base branch itself, so the diff against it is empty); undefined otherwise.
     */
    gitOnBase?(projectRoot: string): Promise<string | undefined>;
    /** When gitDiff had no diff: why, if the user can fix it (a shallow clone, a named base not fetched; `diffFailed`: git ran and failed). */
    gitBaseProblem?(projectRoot: string, diffFailed?: boolean): {
        detail: string;
        fix: string;
        blocking?: boolean;
    } | undefined;
}
/** Untracked files as git lists them for danger-scan (SystemAccess.gitUntracked). */
export interface UntrackedListing {
    paths: string[];
    more: number;
    problem?: string;
}
export interface ProbeResult {
    ok: boolean;
    reason?: 'missing' | 'timeout' | 'exit';
    code?: number | null;
}
export interface RunOptions {
    mode: Mode;
    preset: Preset;
    /** ISO time for time-based rules; defaults to the current time. */
    now: Date;
    /** Per-rule options from config. */
    ruleOptions: Record<string, unknown>;
    /** Extra whitelist entries from config. */
    extraWhitelist: string[];
    explain: boolean;
    /** Under `--mode ready`: why the target's missing artefacts are not required (an aborted engagement), if they are not. */
    readyWaived?: string;
}
