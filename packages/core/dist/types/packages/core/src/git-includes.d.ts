/** How deep git follows includes (its own limit: past it git stops with an error, reading nothing more). */
export declare const MAX_INCLUDE_DEPTH = 10;
/**
 * The values of `include.path` and `includeIf.<condition>.path` in a config file's text, in order,
 * parsed as git parses a config (config.c): one pass over the characters, no regular expression.
 * Section and key names are case-insensitive; `[section "sub"]` and the old `[section.sub]` both
 * name a subsection; a value may be quoted, escaped, continued with a backslash and followed by a
 * `;` or `#` comment. Every includeIf is taken, whatever its condition (it may hold). At a line git
 * refuses, git stops with an error: the values before it are those git would have followed.
 */
export declare function includePaths(text: string): string[];
/**
 * The files an include's value names, as git resolves it (interpolate_path): `~/` is $HOME, `~user/`
 * that user's home, `%(prefix)/` git's install prefix (each common one, since which git runs is not
 * known here), a relative path is relative to the folder of the config file naming it; joined as
 * text, never normalized (`..` after a symlink is the kernel's to resolve). A string
 * instead when the path cannot be resolved here but might be by git; [] when git could not either.
 */
export declare function includeTargets(value: string, configFile: string): string[] | string;
/**
 * Why git must not read the config files `configFiles` (each already looked at: regular, at most
 * `cap` bytes): a file one of them includes, or one included by that one, down to git's depth, that
 * is a FIFO, a socket, a device, over `cap` or endless to read, named with the file including it.
 * Breadth first, each file read once (a loop of includes ends there), at most MAX_INCLUDED_FILES
 * files and MAX_INCLUDED_BYTES in all.
 */
export declare function includesProblem(configFiles: readonly string[], cap?: number): string | undefined;
