/** Where a config's `extends` may reach: inside `root` (a config found by lookup), and not into `linted`, the folder being linted, unless `mayLoad` says the file is the user's. */
export interface ExtendsBounds {
    root?: string;
    linted?: {
        folder: string;
        usersOwn: (file: string) => boolean;
    };
}
/**
 * Why the `extends` entry at `name` (`extends`, `extends[1]`), written `parent` and resolving to
 * `target`, cannot be read, if so. `chain`: the configs being read, the one loaded first first and
 * the one holding the entry last. `bounds`: where the entry may lead (ExtendsBounds).
 * The entry is named by its place and the configs by their paths: no other byte of a config is echoed.
 */
export declare function extendsProblem(name: string, parent: string, target: string, chain: Iterable<string>, bounds?: ExtendsBounds): string | undefined;
