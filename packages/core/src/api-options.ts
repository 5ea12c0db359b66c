// The options of the public API checked as the CLI checks its own: a caller in plain JavaScript has no
// type check, and a preset the API did not know (`'COMPAT'`) would otherwise run the other preset.
import { UsageError } from './usage-error.js';
import { didYouMean, didYouMeanValue } from './suggest.js';
import { BASE_VALUE } from './git-base.js';
import { MODES, PRESETS } from './choices.js';

/**
 * A value as the message quotes it: a string JSON-quoted (a control character as `\u001b`, the way a
 * caller writes it in JavaScript), cut when long; any other value by its kind. The CLI quotes what was
 * typed its own way (options.ts quotedOnOneLine), as a shell user reads it back.
 */
function describeValue(value: unknown): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'an invalid Date' : value.toISOString();
  if (typeof value === 'string') return JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);
  if (typeof value === 'function') return 'a function';
  if (Array.isArray(value)) return 'an array';
  if (value === null) return 'null';
  return typeof value === 'object' ? 'an object' : String(value);
}

function refuse(message: string): never {
  throw new UsageError(`engagement-lint: ${message}`);
}

/** A choice among `allowed`, as `--preset must be compat or recommended` words it. */
function checkChoice(name: string, value: unknown, allowed: readonly string[]): void {
  if (value === undefined || (typeof value === 'string' && allowed.includes(value))) return;
  const guess = didYouMeanValue(value, allowed);
  refuse(`${name} must be ${allowed.join(' or ')}, not ${describeValue(value)}${guess ? ` (did you mean "${guess}"?)` : ''}`);
}

/** A Date that is a time (`new Date('yesterday')` is not). */
function checkDate(name: string, value: unknown): void {
  if (value === undefined || (value instanceof Date && !Number.isNaN(value.getTime()))) return;
  refuse(`${name} must be a valid Date, such as new Date('2026-05-12T14:03:00Z'), not ${describeValue(value)}`);
}

/** The option checks of RunOptions, which selectRules and runRules take as well as lint. */
export function checkRunOptions(opts: unknown, what = 'options'): void {
  if (typeof opts !== 'object' || opts === null) refuse(`${what} must be an object, not ${describeValue(opts)}`);
  const o = opts as Record<string, unknown>;
  checkChoice('preset', o['preset'], PRESETS);
  checkChoice('mode', o['mode'], MODES);
  checkDate('now', o['now']);
}

type Check = (name: string, value: unknown) => void;
const isBoolean: Check = (name, v) => {
  if (v !== undefined && typeof v !== 'boolean') refuse(`${name} must be true or false, not ${describeValue(v)}`);
};
const isFunction: Check = (name, v) => {
  if (v !== undefined && typeof v !== 'function') refuse(`${name} must be a function, not ${describeValue(v)}`);
};
const isObject: Check = (name, v) => {
  if (v !== undefined && (typeof v !== 'object' || v === null || Array.isArray(v))) refuse(`${name} must be an object, not ${describeValue(v)}`);
};
const isNames: Check = (name, v) => {
  if (v === undefined) return;
  if (!Array.isArray(v)) refuse(`${name} must be an array of check names, not ${describeValue(v)}`);
  const bad = v.find((n) => typeof n !== 'string' || n.trim() === '');
  if (bad !== undefined) refuse(`${name} must be an array of check names; it holds ${describeValue(bad)}`);
};

/** Each option lint and lintTarget take, with its check (preset, mode, now: checkRunOptions). */
const LINT_OPTIONS: Record<string, Check> = {
  kind: (name, v) => {
    // Which kinds exist is the packs' to say: resolveTarget names them for an unknown one.
    if (v !== undefined && (typeof v !== 'string' || v.trim() === '')) refuse(`${name} must be a pack id such as "engagement", not ${describeValue(v)}`);
  },
  mode: () => undefined,
  preset: () => undefined,
  now: () => undefined,
  allChecks: isBoolean,
  overrideChecks: isNames,
  overrideAnyPack: isBoolean,
  alwaysRun: isNames,
  explain: isBoolean,
  profile: isBoolean,
  git: isBoolean,
  inlineConfig: isBoolean,
  base: (name, v) => {
    if (v === undefined) return;
    // As the CLI refuses it: git would read a value starting with "-" as an option.
    if (typeof v !== 'string' || v.trim() === '' || v.trim().startsWith('-')) refuse(`${name} must be ${BASE_VALUE}, not ${describeValue(v)}`);
  },
  system: isObject,
  probeTransport: isFunction,
  diffBatch: isObject,
  config: isObject,
  receipt: isBoolean,
  onBigTarget: isFunction,
  visual: isBoolean,
  packs: (name, v) => {
    if (v !== undefined && (!Array.isArray(v) || !v.length)) refuse(`${name} must be a non-empty array of pack descriptors, not ${describeValue(v)}`);
  },
  rules: (name, v) => {
    if (v !== undefined && !Array.isArray(v) && typeof v !== 'function') refuse(`${name} must be an array of rules or a function, not ${describeValue(v)}`);
  },
};

/**
 * Checks the target and the options of `lint` / `lintTarget`: an unknown option (a typo such as
 * `presett`), a wrong type or a value outside its choices is a UsageError of one line.
 */
export function checkLintOptions(target: unknown, opts: unknown, partial = false): void {
  if (typeof target !== 'string' || target.trim() === '') refuse(`the target must be a path, not ${describeValue(target)}`);
  checkRunOptions(opts);
  for (const [key, value] of Object.entries(opts as Record<string, unknown>)) {
    const check = LINT_OPTIONS[key];
    if (!check) {
      const guess = didYouMean(key, Object.keys(LINT_OPTIONS));
      refuse(`unknown option ${describeValue(key)}${guess ? ` (did you mean ${guess}?)` : ''}`);
    }
    check(key, value);
  }
  // Required by lintTarget; lint() (`partial`) supplies them.
  if (!partial) for (const key of ['packs', 'rules']) if ((opts as Record<string, unknown>)[key] === undefined) refuse(`${key} is required`);
}
