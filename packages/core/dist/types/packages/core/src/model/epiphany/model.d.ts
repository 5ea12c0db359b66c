import { ProjectFs } from '../../io/project-fs.js';
import { MarkdownDoc } from '../../markdown/document.js';
import { type LoadedTarget, type LoadOptions } from '../../target.js';
import type { Finding, RuleOutcome } from '../../types.js';
import { type EpiphanyBranches } from './branches.js';
import { type EpiphanyEvidence } from './evidence.js';
import { type EpiphanyMap } from './map.js';
import type { EpiphanyStateFile } from './vocabulary.js';
export declare class EpiphanyModel {
    readonly kind: "epiphany";
    /** Absolute path of the folder that holds `state/`. */
    readonly dir: string;
    /** Root that finding paths are relative to. */
    readonly projectRoot: string;
    readonly fs: ProjectFs;
    /** Project-relative path of the state folder (`state`, `work/state`, ...). */
    readonly stateRel: string;
    private cache;
    constructor(dir: string, root: string, fs?: ProjectFs);
    /** Project-relative path of a state file. */
    rel(name: EpiphanyStateFile): string;
    /** A finding on a state file. */
    at(name: EpiphanyStateFile, line: number, message: string, column?: number): Finding;
    private read;
    private once;
    /** state/map.yaml, or undefined when it does not exist. */
    map(): Promise<EpiphanyMap | undefined>;
    /**
     * Project-relative paths of the files of the state folder named as the map in another spelling
     * (`map.yml`, `Map.yaml`): only `map.yaml` is read, so such a map is missing, yet worth naming.
     */
    mapLookalikes(): string[];
    /**
     * Whether the state folder holds scratch.md and neither file a patch or a verification writes
     * (branches.json, evidence.jsonl): the controller has only thought through a subgoal so far.
     */
    scratchOnly(): boolean;
    /** The files of the state folder besides the map that exist, in the protocol's order. */
    stateFilesHeld(): EpiphanyStateFile[];
    /**
     * Whether the state folder holds a file some action other than update_map writes (scratch.md,
     * branches.json, evidence.jsonl) and no map.yaml: the controller has not run update_map yet.
     */
    beforeFirstMap(): boolean;
    /** state/branches.json, or undefined when it does not exist yet. */
    branches(): Promise<EpiphanyBranches | undefined>;
    /** state/evidence.jsonl, or undefined when it does not exist yet. */
    evidence(): Promise<EpiphanyEvidence | undefined>;
    /**
     * The outcome of a scratch rule when state/scratch.md exists as something other than a file (a
     * folder, a FIFO): a warning that it cannot be read, not a skip as if it were missing.
     */
    scratchUnreadable(): RuleOutcome | undefined;
    /** state/scratch.md, or undefined when it does not exist (or is not a file). */
    scratch(): Promise<MarkdownDoc | undefined>;
}
/** Loads a folder holding `state/map.yaml` as an epiphany target. */
export declare function loadEpiphanyTarget(abs: string, opts?: LoadOptions): LoadedTarget;
