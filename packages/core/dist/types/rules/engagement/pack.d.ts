/** How many child folders of a folder named outright are looked into for engagements: a bound on a folder of thousands. */
export declare const MAX_CHILD_FOLDERS = 64;
declare const _default: import("../../packages/core/src/pack.js").PackDescriptor;
export default _default;
