/** A caller's mistake (a bad option, a missing target): one line to show, exit 2 on the command line. */
export declare class UsageError extends Error {
    name: string;
}
