/**
 * The presets and modes a run takes: the one list the API's option check, the CLI's option table
 * (choices and --help) and the types are all drawn from, so a new choice cannot reach one and not the other.
 */
export const PRESETS = ['compat', 'recommended'] as const;
export const MODES = ['progress', 'ready'] as const;

export type Preset = (typeof PRESETS)[number];
export type Mode = (typeof MODES)[number];
