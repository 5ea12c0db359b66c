/** How many child folders of a folder named outright are looked into for engagements: a bound on a folder of thousands. */
export declare const MAX_CHILD_FOLDERS = 64;
/** How many levels below a folder named outright engagements are looked for (`jobs/<team>/<job>/engagement` is four). */
export declare const MAX_SEARCH_DEPTH = 4;
/** How many folders below the first level are looked into in all: a bound on a repository of thousands of folders. */
export declare const MAX_DEEPER_FOLDERS = 512;
declare const _default: import("../../packages/core/src/pack.js").PackDescriptor;
export default _default;
