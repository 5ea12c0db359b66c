/** A config problem, reported as `file:line:col message` with exit 2. */
export declare class ConfigError extends Error {
    name: string;
}
export declare const CONFIG_NAMES: string[];
/**
 * The JavaScript configs a user would write (ESLint's `eslint.config.js` habit, under our two names):
 * lookup finds one where no data config is, so that it is the error `--config` gives, not a run with
 * the defaults. It is only seen (an lstat), never read or run: a config is data.
 */
export declare const JS_CONFIG_NAMES: string[];
/**
 * The project root: the nearest folder at or above `start` holding `.git`, else the filesystem root.
 * Answers are cached per folder, like config lookups: an archive's targets share their ancestors.
 */
export declare function projectRootOf(start: string): string;
/**
 * Where config lookup for a target stops: its project root, except for a folder target holding its
 * own `.git` (an engagement kept as a nested repository or a submodule) inside another repository.
 * It is a part of that project, as an engagement folder is a part of the folder above it, and is
 * checked with its config; a folder holding `.git` inside no other repository is its own project.
 */
export declare function lookupRootOf(target: string, folder: boolean): string;
/**
 * The other config files beside `file` that lookup passes over (the first name of CONFIG_NAMES
 * wins, then package.json, then a JavaScript config): a second config in one folder would be dropped unseen.
 */
export declare function configsBeside(file: string): string[];
/**
 * The nearest config file at or above `startDir`, never above the project root (the nearest folder
 * holding `.git`). package.json counts when it has `engagementLint`. Answers are cached per folder.
 */
export declare function findConfig(startDir: string, root?: string): string | undefined;
/** The config file of `dir` itself (not above it), as findConfig reads each folder; a JavaScript one only where no data config is. */
export declare function configIn(dir: string, root: string): string | undefined;
/** Reads a config without blocking on a FIFO and without reading more than MAX_CONFIG_BYTES. */
export declare function readBounded(file: string, strictUtf8?: boolean): string;
export declare const READ_ERRORS: Record<string, string>;
/** Codes of a config whose bytes are no UTF-8 text (read with `strictUtf8`): said in words, not decoded into noise. */
export declare const NOT_UTF8: Record<string, string>;
