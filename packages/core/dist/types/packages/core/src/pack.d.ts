import type fs from 'node:fs';
import type { Rule } from './rule.js';
import type { LoadedTarget, LoadOptions } from './target.js';
/** What kind detection knows about a target before any pack model loads. */
export interface TargetProbe {
    abs: string;
    stat: fs.Stats;
    /**
     * The first `bytes` of a file target as text (64 KiB by default, at most HEAD_MAX_BYTES; '' for
     * folders and unreadable files), read once per size asked; with `rel`, of that file under a folder
     * target ('' unless `isFile(rel)`).
     */
    head(bytes?: number, rel?: string): string;
    /**
     * Whether `rel` (`/`-separated, at most four segments, no `..`) exists under a
     * folder target, and is a file or a folder. A symbolic link counts only when
     * it leads inside the target; false for a file target.
     */
    exists(rel: string): boolean;
    isFile(rel: string): boolean;
    isDirectory(rel: string): boolean;
    /**
     * The names of a folder target's own entries (none below them), or of the folder `rel` under it
     * (a path `exists` takes), each read once, in no set order and not followed: ask `isFile` about a
     * name, which follows a link only as `exists` does. Undefined for a file target, for a `rel` that
     * is no folder (or a link leading outside), and for a folder of more than MAX_PROBE_ENTRIES
     * entries, whose listing decides nothing (the rest is unseen). A name `exists` cannot take
     * (holding a backslash) is left out.
     */
    entries(rel?: string): readonly string[] | undefined;
}
/**
 * How a pack's reports read. Plain data: lint copies it onto each report, which
 * carries it to the formats (across worker threads too). Every field is
 * optional; the defaults suit a new pack.
 */
export interface ReportStyle {
    /** Key of the target's path in the JSON report, in place of `target` (the engagement pack keeps handoff-precheck.py's `engagement`). */
    targetKey?: string;
    /** Label of the summary line of the human output (default `Lint (<id>)`). */
    label?: string;
    /** What a target that passes is ready for, named in the human verdict ("ready for handoff"). */
    readyFor?: string;
    /**
     * A lone target's label in the HTML report keeps the name of its project
     * folder (every engagement folder is called `engagement`); by default it is
     * the target's path below the project root.
     */
    labelKeepsProject?: boolean;
}
/**
 * A pack: one kind of target, its model and its rules. Kind detection, lint,
 * the docs, config checks, the CLI's `--kind`, SARIF, the build and the report
 * schema all read this, so a new pack is one descriptor in rules/packs.ts.
 */
export interface PackDescriptor {
    /** Kind name: `--kind`, report `kind`, rule `pack`, folder under rules/. */
    id: string;
    /** Heading of the pack in the generated rule tables. */
    title: string;
    /** A folder or a single file. */
    target: 'folder' | 'file';
    /** True when the pack's rules are gated by the target's tier (S/M/L) and its report carries one. */
    tiered?: boolean;
    /**
     * True when the pack has a compat preset: under `--preset compat` only its
     * rules marked `compat` (the checks of the reference tool it replaces) run.
     * Other packs run every rule under both presets.
     */
    compat?: boolean;
    /** How the pack's reports read (JSON key, summary label, verdict, HTML labels). */
    report?: ReportStyle;
    /** The picture the HTML report draws from the loaded model: a task plan (EngagementModel) or the two graphs (GraphModel). */
    picture?: 'plan' | 'graphs';
    /** Detection runs from the highest rank down (default 0): a pack that claims any folder ranks last. */
    detectRank?: number;
    /** Whether a target is of this kind; load nothing heavy before the cheap tests pass. The probe is all a descriptor sees of the disk. */
    detect(target: TargetProbe): boolean | Promise<boolean>;
    /**
     * Whether a path a glob matched is one of this pack's targets, where `detect` claims more than a
     * glob should take (the engagement pack claims any folder given by name, but `project/**` must
     * not lint src/ and tests/ as engagements). Default: `detect`.
     */
    globMatch?(target: TargetProbe): boolean;
    /** The target to lint when the one given is a wrapper around it (an engagement inside a project folder): an absolute path. */
    resolve?(target: TargetProbe): string;
    /**
     * The targets of this pack a folder holds (relative, `/`-separated) where the folder cannot stand
     * for one: a file pack's files by name (a folder holding two contracts), a folder pack's folders
     * below it (a folder of engagements, which is none), `more` when some were not looked into.
     * Named in the refusal; a folder pack's folder holding none is linted as it is.
     */
    filesIn?(target: TargetProbe): string[] | {
        files: string[];
        more: boolean;
    };
    /**
     * Why a folder named outright, which this pack would lint as itself, is none of its targets (a
     * repository's top holding no engagement), as the words after `not a <kind> folder: <path>`; undefined
     * when it may be one. Asked after `resolve` left the folder as it is.
     */
    notTarget?(target: TargetProbe): string | undefined;
    /** Loads the target into the pack's model (the model module is imported here, on demand). */
    load(abs: string, opts?: LoadOptions): Promise<LoadedTarget>;
    /** Path segments, under a folder target, of the file that results without findings point at. */
    mainFile?: string[];
    /** The file, in a folder target, that `--ledger` appends a run's event to (an engagement's events.jsonl); none without it. */
    ledger?: string;
    /** The pack's rules in output order, imported on first use. */
    rules(): Promise<Rule[]>;
}
/** Identity helper that keeps a descriptor's shape checked by the compiler. */
export declare function definePack(pack: PackDescriptor): PackDescriptor;
