/**
 * The presets and modes a run takes: the one list the API's option check, the CLI's option table
 * (choices and --help) and the types are all drawn from, so a new choice cannot reach one and not the other.
 */
export declare const PRESETS: readonly ["compat", "recommended"];
export declare const MODES: readonly ["progress", "ready"];
export type Preset = (typeof PRESETS)[number];
export type Mode = (typeof MODES)[number];
