/**
 * Traces read by their place in traces/{iteration}/{flow}.json (the protocol reading of trace-schema): prose files
 * standing as traces ("Unstructured prose traces = REJECT"), a trace whose own `iteration` is not its folder's, and a
 * round that hands over no trace of its own while earlier rounds' traces are there.
 */
import { type DirEntry, type EngagementModel, type Finding } from '../../../packages/core/src/kit.js';
/** The path under traces/ (`iter-2/theme-switch.json`). */
export declare const underTraces: (model: EngagementModel, e: DirEntry) => string;
/** The iteration a trace's folder names (`iter-2/a.json` → 2), if its first folder is an iteration folder. */
export declare function folderRound(model: EngagementModel, e: DirEntry): {
    n: number;
    folder: string;
} | undefined;
/**
 * The prose files under traces/ (`theme-switch.md`, `notes.txt`), each a finding, and each line of handoff.md citing
 * one: the evidence it offers is the prose the protocol rejects.
 */
export declare function proseTraces(model: EngagementModel): {
    names: string[];
    findings: Finding[];
};
/**
 * A round with no trace of its own: `ux_heavy: true`, the counter at N and every trace in an iteration folder, none
 * of them N's. Not asked between rounds (round N-1 was REJECTed and handoff.md is still its own), after the user's
 * abort (no round is due any more), nor without a
 * counter to read (iteration-counter reports that), nor when a trace lies outside iteration folders.
 */
export declare function roundWithoutTraces(model: EngagementModel, traces: readonly DirEntry[]): {
    detail: string;
    finding: Finding;
} | undefined;
