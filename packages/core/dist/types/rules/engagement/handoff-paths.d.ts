import { type CitationProbe, type EngagementModel } from '../../packages/core/src/kit.js';
/**
 * The protocol reading of where a cited path lives: the handoff template writes evidence relative
 * to the engagement folder (`executor-reports/{specialist}.md`, `traces/iter-2/x.json line 45-52`),
 * so a path missing at the project root that exists under the engagement folder is found.
 * Returns the probe without those, and how many distinct paths were found that way.
 */
export declare function withEngagementRelative(model: EngagementModel, probe: CitationProbe): CitationProbe & {
    inEngagement: number;
};
/**
 * Whether a cited path exists under the engagement folder. The folder's own listing answers most
 * (a path whose first segment is not there, `src/…`), so thousands of missing paths cost no stat each.
 */
export declare function existsInEngagement(model: EngagementModel): (cited: string) => boolean;
/** Whether a cited string reads as a git ref rather than a path (checked only once it does not exist). */
export declare function readsAsGitRef(p: string): boolean;
declare const _default: import("../../packages/core/src/rule.js").Rule<EngagementModel>;
export default _default;
