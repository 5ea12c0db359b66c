import type { EngagementModel, EngagementTask, Finding } from '../../../packages/core/src/kit.js';
export interface WaveOrderProblem {
    task: EngagementTask;
    /** The tasks depended on that are in the same or a later wave, with where the dependency is written. */
    on: Array<{
        dep: EngagementTask | {
            wave: string;
        };
        source: string;
    }>;
}
/** Each task placed in a wave not later than a task (or a wave) it depends on, with what it depends on. */
export declare function waveOrderProblems(model: EngagementModel, tasks: readonly EngagementTask[]): WaveOrderProblem[];
/** One finding per task, at the `wave` line that places it, naming at most three of what it depends on. */
export declare function waveOrderFinding(p: WaveOrderProblem): Finding;
