/** Patterns several plan readers share. */
/** `crit-3`, `criterion 3`, `crit_3`: a reference to a numbered criterion. */
export declare const CRIT_TOKEN: RegExp;
