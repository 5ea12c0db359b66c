/**
 * `whitelist` and `ignores` entries that could never match anything: each is a config error at its
 * place, since a silent no-op entry looks like a setting that works. Values are named by their
 * place, never quoted (a config's bytes are not echoed).
 */
/** Why a `whitelist` entry names no top-level entry of engagement/, or undefined when it may. */
export declare function whitelistEntryProblem(entry: string): string | undefined;
/** Why an `ignores` entry can match no path, or undefined when it may. */
export declare function ignoresEntryProblem(entry: string): string | undefined;
