/** The option checks of RunOptions, which selectRules and runRules take as well as lint. */
export declare function checkRunOptions(opts: unknown, what?: string): void;
/**
 * Checks the target and the options of `lint` / `lintTarget`: an unknown option (a typo such as
 * `presett`), a wrong type or a value outside its choices is a UsageError of one line.
 */
export declare function checkLintOptions(target: unknown, opts: unknown, partial?: boolean): void;
