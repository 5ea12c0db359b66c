/** Two task `files` entries overlap: the same file, or one inside the other's folder. */
export declare function taskFilesOverlap(a: string, b: string): boolean;
