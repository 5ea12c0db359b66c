/** Patterns several plan readers share. */

/** `crit-3`, `criterion 3`, `crit_3`: a reference to a numbered criterion. */
export const CRIT_TOKEN = /\bcrit(?:erion)?[-_ ]?(\d+)\b/gi;
