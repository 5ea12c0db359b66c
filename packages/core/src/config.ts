import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LineCounter, Document } from 'yaml';
import type { Rule } from './rule.js';
import { parseJson } from './io/json.js';
import { jsonReason, yamlErrorWords } from './config-syntax-words.js';
import { expandedSize, globMatcher, ignoresMatcher, MAX_EXPANDED_CHARS } from './io/glob-match.js';
import { configShapeValidator } from './schema-validators/config.js';
import { loadYamlLibrary, parseYamlDocument, yamlDocumentData, YamlAliasBomb } from './io/yaml.js';
import { yamlDuplicateKeys, yamlNodeStart, yamlOffsetPos, yamlPathOffset } from './io/yaml-position.js';
import { unclosedOpener } from './io/yaml-unclosed.js';
import { repeatedKeyNamed } from './io/repeated-key.js';
import { didYouMean, didYouMeanValue } from './suggest.js';
import type { AjvError } from './io/libraries.js';
import { positionAt } from './io/text.js';
import { errnoWords } from './util.js';
import { ConfigError, NOT_UTF8, READ_ERRORS, readBounded } from './config-lookup.js';
import { ignoresEntryProblem, whitelistEntryProblem } from './config-lists.js';
import { extendsProblem, type ExtendsBounds } from './config-extends.js';
import type { Mode, Preset } from './types.js';

export { CONFIG_NAMES, ConfigError, configIn, configsBeside, findConfig, lookupRootOf, projectRootOf } from './config-lookup.js';

export type RuleLevel = 'off' | 'warn' | 'error';

export interface ResolvedConfig {
  /** Config files merged, outermost `extends` first. */
  files: string[];
  preset?: Preset;
  mode?: Mode;
  /** Suppressions written in linted files are not honoured (a gate over folders their authors may not waive). */
  noInlineConfig?: boolean;
  rules: Record<string, { level: RuleLevel; options?: Record<string, unknown> }>;
  /** Absolute module paths of custom rules. */
  customRules: string[];
  /** The config file that named each custom rule: trust is decided per file (withoutCode). */
  customRuleSources?: string[];
  whitelist: string[];
  /** Ignore globs, each relative to the folder of the config that declared it. */
  ignores: Array<{ base: string; pattern: string }>;
  /** `file:line:col` of each `rules:` key, and of its options, for messages about them. */
  ruleAt?: Record<string, { key: string; options?: string; optionKeys?: Record<string, string> }>;
  /** customRules of a config that may not load code (one found by lookup that is not in the working directory or a folder above it). */
  untrustedCode?: string[];
  /** The config files those came from. */
  untrustedFrom?: string[];
  /** Custom rule modules not loaded because of where they sit: a folder the run lints, any engagement or Epiphany folder, the Action's checkout (also in untrustedCode). */
  insideChecked?: string[];
  /** A config file inside the folder it would configure, which the run lints: not read at all. */
  insideLinted?: string[];
}

function located(isNode: (n: unknown) => n is { range?: [number, number, number] | null }, doc: Document, counter: LineCounter, pathParts: Array<string | number>, file: string, message: string): ConfigError {
  let node: unknown = doc.getIn(pathParts, true);
  while (!isNode(node) && pathParts.length) node = doc.getIn((pathParts = pathParts.slice(0, -1)), true);
  return new ConfigError(`${fileAt(file, counter, isNode(node) ? yamlNodeStart(node) : undefined)} ${message}`);
}

/**
 * In package.json, a key our config repeats: `engagementLint` itself, or a key within it. The other
 * sections of package.json are not ours to judge; JSON.parse would keep the last silently.
 */
function repeatedOwnKey(Y: typeof import('yaml'), doc: Document.Parsed, text: string): { offset: number; key: string } | undefined {
  if (!Y.isMap(doc.contents)) return undefined;
  const own = doc.contents.items.filter((p) => Y.isScalar(p.key) && p.key.value === 'engagementLint');
  if (own.length > 1) return { offset: yamlNodeStart(own[1]!.key) ?? 0, key: 'engagementLint' };
  const offset = own.length ? yamlDuplicateKeys(Y, own[0]!.value).offsets[0] : undefined;
  if (offset === undefined) return undefined;
  // The file is valid JSON (checked first), so the key at the offset is a JSON string.
  const quoted = JSON_STRING.exec(text.slice(offset, offset + 1000))?.[0];
  return { offset, key: quoted ? String(JSON.parse(quoted)) : '' };
}
const JSON_STRING = /^"(?:[^"\\]|\\.)*"/;

/** `file:line:column` of an offset of the parsed text (its start when there is none). */
function fileAt(file: string, counter: LineCounter, offset: number | undefined): string {
  const { line, column } = yamlOffsetPos(counter, offset ?? 0);
  return `${file}:${line}:${column}`;
}

/** Where the first number too large for a number (`1e999`, YAML's `.inf`) or not one (`.nan`) sits; JSON Schema's integer takes Infinity. */
function nonFiniteAt(v: unknown, at: Array<string | number> = [], depth = 0): Array<string | number> | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? undefined : at;
  if (!v || typeof v !== 'object' || depth > 64) return undefined;
  for (const [k, x] of Object.entries(v)) {
    const found = nonFiniteAt(x, [...at, Array.isArray(v) ? Number(k) : k], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The keys a config may hold (schemas/config.schema.json), and those of a `{level, options}` rule setting. */
export const CONFIG_KEYS = ['$schema', 'extends', 'preset', 'mode', 'noInlineConfig', 'rules', 'customRules', 'whitelist', 'ignores'];
const SETTING_KEYS = ['level', 'options'];

/** A place in a config as its author writes it: `extends[1]`, `rules.whitelist.level`. */
function placeName(parts: Array<string | number>): string {
  const named = parts.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${quotable(p) === p ? p : `(${quotable(p)})`}`));
  return named.join('') || 'the config';
}

const TYPE_WORDS: Record<string, string> = { string: 'a string', array: 'a list', object: 'a map', number: 'a number', integer: 'a whole number', boolean: 'true or false' };
/** What a key that may take several forms (a oneOf) may be. */
const FORMS: Record<string, string> = { extends: 'a string or a list of strings', rules: 'off, warn or error, [level, options] or {level, options}' };
const orList = (xs: unknown[]): string => (xs.length > 1 ? `${xs.slice(0, -1).join(', ')} or ${xs.at(-1)}` : String(xs[0]));

/**
 * The problem ajv found in a config's shape, worded for the config's author: an unknown key (with
 * `key`, to be shown at the key) and a near miss, else the most precise complaint (the deepest: the
 * list's element rather than the list), with a key of several forms described whole.
 */
function shapeProblem(errors: AjvError[], data: unknown): { parts: Array<string | number>; key?: string; message: string } {
  const partsOf = (e: AjvError) => {
    let at = data;
    return e.instancePath
      .split('/')
      .slice(1)
      .map((raw) => {
        const p = raw.replace(/~1/g, '/').replace(/~0/g, '~');
        const part = Array.isArray(at) ? Number(p) : p;
        at = (at as Record<string, unknown> | undefined)?.[p];
        return part;
      });
  };
  const extra = errors.find((e) => e.keyword === 'additionalProperties');
  if (extra) {
    const parts = partsOf(extra);
    const key = String(extra.params['additionalProperty']);
    const near = quotable(key) === key ? didYouMean(key, parts.length ? SETTING_KEYS : CONFIG_KEYS) : undefined;
    const shown = quotable(key) === key ? key : `(${quotable(key)})`;
    return { parts, key, message: `unknown key ${shown}${parts.length ? ` in ${placeName(parts)}` : ''}${near ? `; did you mean ${near}?` : ''}` };
  }
  const concrete = errors.filter((e) => e.keyword !== 'oneOf');
  let depth = -Infinity;
  for (const e of concrete) depth = Math.max(depth, partsOf(e).length);
  const deepest = concrete.filter((e) => partsOf(e).length === depth);
  const e = deepest[0] ?? errors[0]!;
  const parts = partsOf(e);
  const forms = deepest.length > 1 && errors.some((o) => o.keyword === 'oneOf' && o.instancePath === e.instancePath) ? FORMS[String(parts[0])] : undefined;
  const what = forms ?? (e.keyword === 'type' ? TYPE_WORDS[String(e.params['type'])] : e.keyword === 'enum' ? orList(e.params['allowedValues'] as unknown[]) : undefined);
  // A value among a few (a preset, a level, given alone or in a rule's setting) gets a near miss, as a key does.
  const choices = (forms ? deepest : [e]).find((o) => o.keyword === 'enum')?.params['allowedValues'] as string[] | undefined;
  const near = choices && valueNearMiss(valueAt(data, parts), choices);
  return { parts, message: `${placeName(parts)} ${what ? `must be ${what}` : (e.message ?? 'is invalid')}${near ? `; did you mean ${near}?` : ''}` };
}

/** The value at a place of the parsed config. */
function valueAt(data: unknown, parts: Array<string | number>): unknown {
  return parts.reduce<unknown>((at, p) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[p] : undefined), data);
}

/** ESLint's numeric rule levels, which a config written for ESLint habits may give. */
const ESLINT_LEVELS = ['off', 'warn', 'error'];

/** The allowed value meant, named only from the allowed ones: the config's own bytes are not echoed. */
function valueNearMiss(value: unknown, allowed: string[]): string | undefined {
  if (typeof value === 'number' && allowed.join() === ESLINT_LEVELS.join()) return ESLINT_LEVELS[value];
  return didYouMeanValue(value, allowed);
}

/** A config module (`engagement-lint.config.js`, `.mjs`, `.cjs`, `.ts`): configs are data, never code. */
const JS_CONFIG = /\.(?:[cm]?[jt]s|[jt]sx)$/i;

/**
 * A YAML merge key (`<<: {whitelist: warn}`) in a config: the config's YAML is 1.2, where `<<` is a
 * key like any other, and would be reported as an unknown key or rule; say what it is instead.
 */
function mergeKeyRefused(Y: Awaited<ReturnType<typeof loadYamlLibrary>>, doc: Document, counter: LineCounter, file: string): void {
  let at: number | undefined;
  Y.visit(doc, {
    Pair: (_, pair) => {
      const key = pair.key;
      if (Y.isScalar(key) && key.value === '<<' && key.type === Y.Scalar.PLAIN) {
        at = yamlNodeStart(key) ?? 0;
        return Y.visit.BREAK;
      }
      return undefined;
    },
  });
  if (at !== undefined) throw new ConfigError(`${fileAt(file, counter, at)} YAML merge keys (<<) are not supported in configs; write the keys out`);
}

async function readOne(file: string, seen: Set<string>, bounds: ExtendsBounds): Promise<ResolvedConfig> {
  // The configs being read, outermost first: an entry naming one of them is a cycle (extendsProblem).
  seen.add(file);
  // A JavaScript config would be read as YAML and fail on its syntax, which says nothing of the cause.
  if (JS_CONFIG.test(file)) throw new ConfigError(`${file}:1:1 JavaScript configs are not supported; write the config as .json or .yaml`);
  let text: string;
  try {
    text = readBounded(file, true).replace(/^\uFEFF/, '');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code && code in NOT_UTF8) throw new ConfigError(`${file}:1:1 the config is ${NOT_UTF8[code]}; save it as UTF-8`);
    throw new ConfigError(`${file}:1:1 cannot read config (${errnoWords(e, 'error', READ_ERRORS)})`);
  }
  if (file.endsWith('.json')) {
    // YAML would accept JSON's common mistakes (trailing commas); a .json file must be JSON.
    const strict = parseJson(text);
    if (strict.error) {
      const { line, column } = strict.error;
      const lines = text.trimEnd().split(/\r\n|\r|\n/);
      const atEnd = line >= lines.length && column > (lines[lines.length - 1]?.length ?? 0);
      throw new ConfigError(`${file}:${line}:${column} invalid JSON: ${jsonReason(strict.error.message, text, atEnd)}`);
    }
  }
  // yaml is loaded only when a config exists: it is not on the start-up path.
  const Y = await loadYamlLibrary();
  const { isNode } = Y;
  const counter = new Y.LineCounter();
  // A key given twice would silently drop the first (a second `rules:` block, say); package.json's
  // other sections are not ours to judge.
  const read = parseYamlDocument(Y, text, { what: 'config', notParsed: 'not read', lineCounter: counter, uniqueKeys: path.basename(file) !== 'package.json' });
  if ('refused' in read) {
    const at = positionAt(text, read.refused.offset);
    throw new ConfigError(`${file}:${at.line}:${at.column} ${read.refused.message}`);
  }
  const doc = read.doc;
  if (doc.errors.length) {
    const e = doc.errors[0]!;
    const open = unclosedOpener(text, e);
    if (open) throw new ConfigError(`${fileAt(file, counter, open.offset)} invalid YAML: ${open.message}`);
    const language = file.endsWith('.json') ? 'JSON' : 'YAML';
    // yaml's messages can quote the source: a repeated key is named only when it is a name, other errors in fixed words.
    if (e.code === 'DUPLICATE_KEY') throw new ConfigError(`${fileAt(file, counter, e.pos[0])} invalid ${language} (duplicate key)${repeatedKeyNamed(text, e.pos[0], language === 'JSON' ? 'object' : 'map')}`);
    throw new ConfigError(`${fileAt(file, counter, e.pos[0])} invalid ${language}: ${yamlErrorWords(e)}`);
  }
  mergeKeyRefused(Y, doc, counter, file);
  if (path.basename(file) === 'package.json') {
    const twice = repeatedOwnKey(Y, doc, text);
    if (twice !== undefined) throw new ConfigError(`${fileAt(file, counter, twice.offset)} invalid JSON: the key ${JSON.stringify(twice.key)} appears twice in one object (JSON keeps only the last)`);
  }
  let data: unknown;
  try {
    data = yamlDocumentData(doc);
  } catch (e) {
    // An alias bomb, named at the first alias, or an alias to no anchor, named at that alias: every
    // config error names its place, and the library's own message would quote the alias.
    const bomb = e instanceof YamlAliasBomb;
    let alias: number | undefined;
    Y.visit(doc, { Alias: (_, node) => (bomb || !node.resolve(doc) ? ((alias = yamlNodeStart(node)), Y.visit.BREAK) : undefined) });
    if (!bomb && alias === undefined) throw e;
    throw new ConfigError(`${fileAt(file, counter, alias)} ${bomb ? (e as Error).message : 'a YAML alias names no anchor set before it; not read'}`);
  }
  let prefix: Array<string | number> = [];
  if (path.basename(file) === 'package.json') {
    data = (data as Record<string, unknown>)?.['engagementLint'];
    prefix = ['engagementLint'];
  }
  // `null` or `~` is a value, and not a config; an empty file is an empty config.
  if (data === null && doc.contents !== null) throw located(isNode, doc, counter, prefix, file, 'the config must be a map');
  // A tagged scalar (`!!binary …` is a Uint8Array) is an object to the schema, whose indexes would read as keys.
  if (typeof data === 'object' && data !== null && !Array.isArray(data) && ![Object.prototype, null].includes(Object.getPrototypeOf(data))) throw located(isNode, doc, counter, prefix, file, 'the config must be a map');
  const infinite = nonFiniteAt(data);
  if (infinite) throw located(isNode, doc, counter, [...prefix, ...infinite], file, `${placeName(infinite)} is not a finite number`);
  if (!configShapeValidator(data ?? {})) {
    const problem = shapeProblem(configShapeValidator.errors!, data);
    if (problem.key === undefined) throw located(isNode, doc, counter, [...prefix, ...problem.parts], file, problem.message);
    throw new ConfigError(`${fileAt(file, counter, yamlPathOffset(Y, doc.contents, [...prefix, ...problem.parts, problem.key]))} ${problem.message}`);
  }
  const raw = (data ?? {}) as Record<string, unknown>;
  const dir = path.dirname(file);
  let merged: ResolvedConfig = { files: [], rules: {}, customRules: [], whitelist: [], ignores: [] };
  const list = Array.isArray(raw['extends']);
  const parents = (raw['extends'] === undefined ? [] : list ? raw['extends'] : [raw['extends']]) as string[];
  for (const [i, parent] of parents.entries()) {
    const target = path.resolve(dir, parent);
    // The entry is named by its place, not its value: a config's bytes are not echoed.
    const [at, name] = list ? [[...prefix, 'extends', i], `extends[${i}]`] : [[...prefix, 'extends'], 'extends'];
    const problem = extendsProblem(name, parent, target, seen, bounds);
    if (problem) throw located(isNode, doc, counter, at, file, problem);
    merged = mergeConfigs(merged, await readOne(target, new Set(seen), bounds));
  }
  // Keyed by ids from the file: `__proto__` must be an unknown rule, not the object's prototype.
  const rules: ResolvedConfig['rules'] = Object.create(null);
  const ruleAt: NonNullable<ResolvedConfig['ruleAt']> = Object.create(null);
  const rulesNode = doc.getIn([...prefix, 'rules'], true) as { items?: Array<{ key?: unknown; value?: unknown }> } | undefined;
  const where = (offset: number | undefined) => fileAt(file, counter, offset);
  for (const pair of rulesNode?.items ?? []) {
    const id = String((pair.key as { value?: unknown })?.value ?? pair.key);
    const v = pair.value as { items?: unknown[]; get?: (k: string, keep: boolean) => unknown } | undefined;
    const opts = Array.isArray(v?.items) && !v?.get?.('level', true) ? v?.items?.[1] : v?.get?.('options', true);
    const keys = (opts as { items?: Array<{ key?: { value?: unknown } }> } | undefined)?.items ?? [];
    const optionKeys = Object.fromEntries(keys.filter((k) => yamlNodeStart(k.key) !== undefined).map((k) => [String(k.key!.value), where(yamlNodeStart(k.key))]));
    const optionsAt = yamlNodeStart(opts);
    ruleAt[id] = { key: where(yamlNodeStart(pair.key)), ...(optionsAt !== undefined ? { options: where(optionsAt), optionKeys } : {}) };
  }
  for (const [id, setting] of Object.entries((raw['rules'] ?? {}) as Record<string, unknown>)) {
    if (typeof setting === 'string') rules[id] = { level: setting as RuleLevel };
    else if (Array.isArray(setting)) rules[id] = { level: setting[0] as RuleLevel, ...(setting[1] ? { options: setting[1] as Record<string, unknown> } : {}) };
    else {
      const s = setting as { level?: RuleLevel; options?: Record<string, unknown> };
      rules[id] = { level: s.level ?? 'error', ...(s.options ? { options: s.options } : {}) };
    }
  }
  const ignores = (raw['ignores'] ?? []) as string[];
  // Every path is matched against every alternative: the list as a whole is bounded too.
  let ignoresSize = merged.ignores.reduce((n, e) => n + expandedSize(e.pattern), 0);
  ignores.forEach((pattern, i) => {
    const never = ignoresEntryProblem(pattern);
    if (never) throw located(isNode, doc, counter, [...prefix, 'ignores', i], file, `ignores[${i}] ${never}`);
    try {
      globMatcher(pattern);
      ignoresSize += expandedSize(pattern);
    } catch (e) {
      throw located(isNode, doc, counter, [...prefix, 'ignores', i], file, `ignores[${i}] ${(e as Error).message}`);
    }
    if (ignoresSize > MAX_EXPANDED_CHARS) {
      throw located(isNode, doc, counter, [...prefix, 'ignores', i], file, `ignores[${i}]: the ignores expand to more than ${MAX_EXPANDED_CHARS} characters of patterns in all (each path is matched against every one)`);
    }
  });
  ((raw['whitelist'] ?? []) as string[]).forEach((name, i) => {
    const never = whitelistEntryProblem(name);
    if (never) throw located(isNode, doc, counter, [...prefix, 'whitelist', i], file, `whitelist[${i}] ${never}`);
  });
  return mergeConfigs(merged, {
    files: [file],
    ruleAt,
    ...(raw['preset'] ? { preset: raw['preset'] as Preset } : {}),
    ...(raw['mode'] ? { mode: raw['mode'] as Mode } : {}),
    ...(typeof raw['noInlineConfig'] === 'boolean' ? { noInlineConfig: raw['noInlineConfig'] } : {}),
    rules,
    customRules: ((raw['customRules'] ?? []) as string[]).map((m) => path.resolve(dir, m)),
    customRuleSources: ((raw['customRules'] ?? []) as string[]).map(() => file),
    whitelist: (raw['whitelist'] ?? []) as string[],
    ignores: ignores.map((pattern) => ({ base: dir, pattern })),
  });
}

function mergeConfigs(a: ResolvedConfig, b: ResolvedConfig): ResolvedConfig {
  return {
    files: [...a.files, ...b.files],
    preset: b.preset ?? a.preset,
    mode: b.mode ?? a.mode,
    ...((b.noInlineConfig ?? a.noInlineConfig) !== undefined ? { noInlineConfig: b.noInlineConfig ?? a.noInlineConfig } : {}),
    rules: Object.assign(Object.create(null), a.rules, b.rules),
    customRules: [...a.customRules, ...b.customRules],
    customRuleSources: [...(a.customRuleSources ?? []), ...(b.customRuleSources ?? [])],
    whitelist: [...a.whitelist, ...b.whitelist],
    ignores: [...a.ignores, ...b.ignores],
    ruleAt: Object.assign(Object.create(null), a.ruleAt, b.ruleAt),
  };
}

/** A key shown in a message only when it looks like a name: a config's other bytes are never echoed. */
export function quotable(key: string): string {
  return /^[A-Za-z$_][\w$-]{0,63}$/.test(key) ? key : 'a key that is not a name';
}

/**
 * Whether a config may load code (customRules): one named by --config, or one in the working
 * directory or a folder above it. A config found anywhere else (below the working directory too,
 * inside the linted folder) may set levels and lists only.
 */
export function mayLoadCode(file: string, cwd = process.cwd()): boolean {
  const rel = path.relative(path.dirname(path.resolve(file)), path.resolve(cwd));
  return !rel.startsWith('..') && !path.isAbsolute(rel);
}

/**
 * The config without the custom rules of config files `trusted` refuses, remembering what was left
 * out: a trusted config that `extends` one inside a checked tree does not make that one's code run.
 */
export function withoutCode(c: ResolvedConfig, trusted: (file: string) => boolean = () => false): ResolvedConfig {
  const ok = c.customRules.map((_, i) => trusted(c.customRuleSources?.[i] ?? ''));
  const left = c.customRules.filter((_, i) => !ok[i]);
  const from = [...new Set(c.customRules.flatMap((_, i) => (ok[i] ? [] : [c.customRuleSources?.[i] ?? ''])))];
  // Each kept rule keeps the config that named it: a later error about the module names that file.
  const keep = (_: unknown, i: number) => ok[i];
  return left.length ? { ...c, customRules: c.customRules.filter(keep), customRuleSources: c.customRuleSources?.filter(keep), untrustedCode: left, untrustedFrom: from } : c;
}

const cache = new Map<string, Promise<ResolvedConfig>>();
/**
 * Loads, validates and merges a config file with everything it extends (cached per file). With
 * `root` (a config found by lookup), every file it extends must be a regular file inside root. With
 * `linted` (the folder a run lints), no file it extends may lie inside that folder unless it is one
 * the user's own run could load code from (mayLoadCode): refused before it is read.
 */
export function loadConfig(file: string, root?: string, linted?: string): Promise<ResolvedConfig> {
  const abs = path.resolve(file);
  const key = `${abs}\0${root ?? ''}\0${linted ?? ''}`;
  const bounds: ExtendsBounds = { ...(root ? { root } : {}), ...(linted ? { linted: { folder: linted, usersOwn: (f: string) => mayLoadCode(f) } } : {}) };
  if (!cache.has(key)) cache.set(key, readOne(abs, new Set(), bounds));
  return cache.get(key)!;
}

export const EMPTY_CONFIG: ResolvedConfig = { files: [], rules: {}, customRules: [], whitelist: [], ignores: [] };

/** A predicate telling whether an absolute path is ignored by the config (ESLint's reading: io/glob-match.ts). */
export async function ignoreMatcher(c: ResolvedConfig): Promise<(abs: string) => boolean> {
  return c.ignores.length ? ignoresMatcher(c.ignores) : () => false;
}

/** Node's warning as it loads an ES module as CommonJS: two lines on stderr before the SyntaxError. */
const ESM_AS_CJS = /^To load an ES module, set "type": "module"/;
/** Node's four lines as it loads a `.js` under a package.json naming no "type" as the ES module it is, as the docs say it loads: nothing to tell. */
const TYPELESS = 'MODULE_TYPELESS_PACKAGE_JSON';
type WarningListener = (...args: unknown[]) => void;
/** The loads holding that warning back, each told when it comes (loads at once are all told, the warning names no file); the listeners every other warning goes to. */
const holders = new Set<() => void>();
let passedOn: WarningListener[] = [];
const heldBack = (warning: Error & { code?: string }) => {
  if (ESM_AS_CJS.test(String(warning?.message))) holders.forEach((h) => h());
  else if (warning?.code !== TYPELESS) passedOn.forEach((l) => l.call(process, warning));
};

/**
 * Runs `load` with Node's warning for an ES module loaded as CommonJS held back from stderr (the
 * error line says so instead) and `onHeld` told of it, and its warning for a `.js` of a typeless
 * package loaded as an ES module dropped. Only those, and only meanwhile: any other warning reaches
 * the listeners it would have reached, Node's printer among them.
 */
async function holdingEsmWarning<T>(load: () => Promise<T>, onHeld: () => void): Promise<T> {
  if (!holders.size) {
    passedOn = process.rawListeners('warning') as WarningListener[];
    process.removeAllListeners('warning');
    process.on('warning', heldBack);
  }
  holders.add(onHeld);
  try {
    return await load();
  } finally {
    // Node emits a warning on a later tick than the one it was raised in: one from the load may still be on its way.
    await new Promise((settled) => setImmediate(settled));
    holders.delete(onHeld);
    if (!holders.size) {
      const since = process.rawListeners('warning').filter((l) => l !== heldBack) as WarningListener[];
      process.removeAllListeners('warning');
      for (const l of [...passedOn, ...since]) process.on('warning', l);
      passedOn = [];
    }
  }
}

/**
 * Imports custom rule modules (default export: a rule or an array of rules) and checks their shape:
 * each rule names one of `packIds`; an id in `reserved` (a built-in rule's) or used twice is an error.
 */
export async function loadCustomRules(
  c: ResolvedConfig,
  packIds: readonly string[],
  reserved: ReadonlySet<string> = new Set(),
  importModule: (href: string) => Promise<{ default?: unknown }> = (href) => import(href),
): Promise<Rule[]> {
  const packNames = packIds.length > 1 ? `${packIds.slice(0, -1).join(', ')} or ${packIds.at(-1)}` : packIds.join('');
  const out: Rule[] = [];
  for (const [i, mod] of c.customRules.entries()) {
    let exported: unknown;
    // Named by the config, so said there: a missing module has no line to point at.
    if (!fs.statSync(mod, { throwIfNoEntry: false })?.isFile()) {
      throw new ConfigError(`${c.customRuleSources?.[i] ?? c.files.at(-1) ?? mod}: customRules names ${mod}, which is ${fs.existsSync(mod) ? 'not a file' : 'not there'}`);
    }
    let esmAsCjs = false;
    try {
      exported = (await holdingEsmWarning(() => importModule(pathToFileURL(mod).href), () => (esmAsCjs = true))).default;
    } catch (e) {
      // Node's warning said an ES module was loaded as CommonJS (a .cjs, or .js under "type": "commonjs"): the one line says it.
      if (esmAsCjs && e instanceof SyntaxError) throw new ConfigError(`${mod}: cannot load custom rule: it is an ES module in a CommonJS scope; rename it .mjs${mod.endsWith('.cjs') ? '' : ' (or set "type": "module" in its package.json)'}`);
      // Node names no line for a syntax error of a module it imports, and its resolver's "imported from <bundle>" is not the user's business.
      const why = (e as Error).message.split('\n')[0]!.replace(/ imported from \S+$/, '');
      throw new ConfigError(`${mod}: cannot load custom rule: ${e instanceof SyntaxError ? `syntax error: ${why}` : why}`);
    }
    if (exported === undefined) throw new ConfigError(`${mod}:1:1 custom rule module has no default export; export default the rule (or a list of rules)`);
    for (const r of Array.isArray(exported) ? exported : [exported]) {
      const rule = r as Partial<Rule>;
      const problems: string[] = [];
      if (typeof rule?.id !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(rule.id)) problems.push('an id in kebab-case');
      if (!packIds.includes(String(rule?.pack))) problems.push(`a pack (${packNames})`);
      if (typeof rule?.check !== 'function') problems.push('a check function');
      if (typeof rule?.summary !== 'string') problems.push('a summary');
      if (problems.length) throw new ConfigError(`${mod}:1:1 custom rule needs ${problems.join(', ')}`);
      if (reserved.has(rule.id!)) throw new ConfigError(`${mod}:1:1 custom rule id ${rule.id} is a built-in rule's id; give it another`);
      if (out.some((o) => o.id === rule.id)) throw new ConfigError(`${mod}:1:1 custom rule id ${rule.id} is used twice`);
      out.push({ statuses: ['pass', 'fail'], docs: rule.summary!, ...rule } as Rule);
    }
  }
  return out;
}
