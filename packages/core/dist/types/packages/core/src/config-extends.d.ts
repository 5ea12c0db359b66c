/**
 * Why the `extends` entry at `name` (`extends`, `extends[1]`), written `parent` and resolving to
 * `target`, cannot be read, if so. `chain`: the configs being read, the one loaded first first and
 * the one holding the entry last. `root`: the project a config found by lookup is confined to.
 * The entry is named by its place and the configs by their paths: no other byte of a config is echoed.
 */
export declare function extendsProblem(name: string, parent: string, target: string, chain: Iterable<string>, root?: string): string | undefined;
