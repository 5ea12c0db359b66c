/** state/branches.json. */
import { type TextFile } from '../../io/project-fs.js';
import { type EpiphanyIssue, type EpiphanyPath, type EpiphanyPos } from './vocabulary.js';
/** A branch of branches.json; where it is written: `positionOf(path)`, asked only for the branches a finding names. */
export interface EpiphanyBranch {
    index: number;
    /** Path of the branch inside branches.json (`['branches', 2]` or `[2]`). */
    path: EpiphanyPath;
    value: unknown;
    id?: string;
    hypothesis?: string;
    status?: string;
    objective?: string;
    reason?: string;
}
export interface EpiphanyBranches {
    file: TextFile;
    /** JSON syntax errors, unreadable file. Non-empty → `parsed` is false. */
    errors: EpiphanyIssue[];
    encoding: EpiphanyIssue[];
    parsed: boolean;
    value?: unknown;
    /** Branches found where the schema puts them, valid or not; [] when there is no list. */
    list: EpiphanyBranch[];
    /**
     * Set when the JSON parses but holds no list of branches where the schema puts them (the list
     * itself, or `{"branches": [...]}`): what it holds instead (`an object keyed by branch id`).
     * `list` is then empty though branches may be written: rules that read branches do not read it.
     */
    notAList?: string;
    positionOf(p: EpiphanyPath): EpiphanyPos;
}
export declare function parseBranches(file: TextFile): Promise<EpiphanyBranches>;
