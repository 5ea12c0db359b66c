/**
 * The git folder a git run must be told to use for the repository whose git folder is `gitDir` and whose common folder
 * is `commonDir`: undefined when its index is not split (the folder itself is used), a private copy when it is (`release`
 * it when the run ends), or why git must not be run there (a file that cannot be copied whole).
 */
export declare function indexReadFrom(gitDir: string, commonDir: string): {
    dir: string;
    release: () => void;
} | {
    refused: string;
} | undefined;
