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
    positionOf(p: EpiphanyPath): EpiphanyPos;
}
export declare function parseBranches(file: TextFile): Promise<EpiphanyBranches>;
