/**
 * The subfolders of engagement/ whose entries the whitelist rule judges under `--preset recommended`
 * (the protocol's tree spells what they hold): a whitelist entry may name one of their entries as
 * `<folder>/<name>`.
 */
export declare const JUDGED_SUBFOLDERS: readonly string[];
/** Why a `whitelist` entry names no entry the whitelist rule judges, or undefined when it may. */
export declare function whitelistEntryProblem(entry: string): string | undefined;
/** Why an `ignores` entry can match no path, or undefined when it may. */
export declare function ignoresEntryProblem(entry: string): string | undefined;
