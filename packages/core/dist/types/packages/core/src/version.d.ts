/** Kept equal to packages/cli/package.json by a test. */
export declare const VERSION = "0.1.0";
export declare const TOOL: {
    readonly name: "engagement-lint";
    readonly version: "0.1.0";
};
