import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LineCounter, Document } from 'yaml';
import configSchema from '../../../schemas/config.schema.json' with { type: 'json' };
import type { Rule } from './rule.js';
import { parseJson } from './io/json.js';
import { loadYamlLibrary, newAjv } from './io/libraries.js';
import type { Mode, Preset } from './types.js';

export type RuleLevel = 'off' | 'warn' | 'error';

export interface ResolvedConfig {
  /** Config files merged, outermost `extends` first. */
  files: string[];
  preset?: Preset;
  mode?: Mode;
  rules: Record<string, { level: RuleLevel; options?: Record<string, unknown> }>;
  /** Absolute module paths of custom rules. */
  customRules: string[];
  whitelist: string[];
  /** Ignore globs, each relative to the folder of the config that declared it. */
  ignores: Array<{ base: string; pattern: string }>;
}

/** A config problem, reported as `file:line:col message` with exit 2. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const CONFIG_NAMES = ['.engagement-lint.json', '.engagement-lint.yaml', '.engagement-lint.yml', 'engagement-lint.config.json', 'engagement-lint.config.yaml', 'engagement-lint.config.yml'];

const foundIn = new Map<string, string | null>();

/** The nearest config file at or above `startDir` (package.json counts when it has `engagementLint`); answers are cached per folder. */
export function findConfig(startDir: string): string | undefined {
  const dir = path.resolve(startDir);
  const known = foundIn.get(dir);
  if (known !== undefined) return known ?? undefined;
  let found: string | undefined;
  for (const name of CONFIG_NAMES) {
    const file = path.join(dir, name);
    if (fs.existsSync(file)) {
      found = file;
      break;
    }
  }
  if (!found) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg)) {
      try {
        if (JSON.parse(fs.readFileSync(pkg, 'utf8'))?.engagementLint !== undefined) found = pkg;
      } catch {
        // a broken package.json is not ours to report
      }
    }
  }
  if (!found) {
    const up = path.dirname(dir);
    found = up === dir ? undefined : findConfig(up);
  }
  foundIn.set(dir, found ?? null);
  return found;
}

type Validator = ((data: unknown) => boolean) & { errors?: Array<{ instancePath: string; message?: string; params?: Record<string, unknown> }> | null };
let validator: Validator | undefined;
async function validate(): Promise<Validator> {
  if (!validator) {
    // ajv is loaded only when a config exists: it is not on the start-up path.
    validator = (await newAjv({ allErrors: true, strict: false })).compile(configSchema) as Validator;
  }
  return validator;
}

function located(isNode: (n: unknown) => n is { range?: [number, number, number] | null }, doc: Document, counter: LineCounter, pathParts: Array<string | number>, file: string, message: string): ConfigError {
  let node: unknown = doc.getIn(pathParts, true);
  while (!isNode(node) && pathParts.length) node = doc.getIn((pathParts = pathParts.slice(0, -1)), true);
  const offset = isNode(node) && node.range ? node.range[0] : 0;
  const { line, col } = counter.linePos(offset);
  return new ConfigError(`${file}:${line}:${col} ${message}`);
}

async function readOne(file: string, seen: Set<string>): Promise<ResolvedConfig> {
  if (seen.has(file)) throw new ConfigError(`${file}:1:1 config extends itself (cycle through ${[...seen].join(' → ')})`);
  seen.add(file);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  } catch (e) {
    throw new ConfigError(`${file}:1:1 cannot read config (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  if (file.endsWith('.json')) {
    // YAML would accept JSON's common mistakes (trailing commas); a .json file must be JSON.
    const strict = parseJson(text);
    if (strict.error) throw new ConfigError(`${file}:${strict.error.line}:${strict.error.column} ${strict.error.message}`);
  }
  // yaml is loaded only when a config exists: it is not on the start-up path.
  const { LineCounter, parseDocument, isNode } = await loadYamlLibrary();
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false });
  if (doc.errors.length) {
    const e = doc.errors[0]!;
    const { line, col } = counter.linePos(e.pos[0]);
    throw new ConfigError(`${file}:${line}:${col} invalid ${file.endsWith('.json') ? 'JSON' : 'YAML'}: ${e.message.split('\n')[0]}`);
  }
  let data = doc.toJS() as unknown;
  let prefix: Array<string | number> = [];
  if (path.basename(file) === 'package.json') {
    data = (data as Record<string, unknown>)?.['engagementLint'];
    prefix = ['engagementLint'];
  }
  const check = await validate();
  if (!check(data ?? {})) {
    const err = check.errors![0]!;
    const parts = err.instancePath.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    const extra = err.params?.['additionalProperty'] ? ` (${String(err.params['additionalProperty'])})` : err.params?.['allowedValues'] ? ` (${(err.params['allowedValues'] as unknown[]).join(', ')})` : '';
    throw located(isNode, doc, counter, [...prefix, ...parts], file, `config ${err.instancePath || '(root)'} ${err.message ?? 'is invalid'}${extra}`);
  }
  const raw = (data ?? {}) as Record<string, unknown>;
  const dir = path.dirname(file);
  let merged: ResolvedConfig = { files: [], rules: {}, customRules: [], whitelist: [], ignores: [] };
  const parents = raw['extends'] === undefined ? [] : Array.isArray(raw['extends']) ? raw['extends'] : [raw['extends']];
  for (const parent of parents as string[]) {
    const target = path.resolve(dir, parent);
    if (!fs.existsSync(target)) throw located(isNode, doc, counter, [...prefix, 'extends'], file, `extends: no such file ${parent}`);
    merged = mergeConfigs(merged, await readOne(target, new Set(seen)));
  }
  const rules: ResolvedConfig['rules'] = {};
  for (const [id, setting] of Object.entries((raw['rules'] ?? {}) as Record<string, unknown>)) {
    if (typeof setting === 'string') rules[id] = { level: setting as RuleLevel };
    else if (Array.isArray(setting)) rules[id] = { level: setting[0] as RuleLevel, ...(setting[1] ? { options: setting[1] as Record<string, unknown> } : {}) };
    else {
      const s = setting as { level?: RuleLevel; options?: Record<string, unknown> };
      rules[id] = { level: s.level ?? 'error', ...(s.options ? { options: s.options } : {}) };
    }
  }
  return mergeConfigs(merged, {
    files: [file],
    ...(raw['preset'] ? { preset: raw['preset'] as Preset } : {}),
    ...(raw['mode'] ? { mode: raw['mode'] as Mode } : {}),
    rules,
    customRules: ((raw['customRules'] ?? []) as string[]).map((m) => path.resolve(dir, m)),
    whitelist: (raw['whitelist'] ?? []) as string[],
    ignores: ((raw['ignores'] ?? []) as string[]).map((pattern) => ({ base: dir, pattern })),
  });
}

function mergeConfigs(a: ResolvedConfig, b: ResolvedConfig): ResolvedConfig {
  return {
    files: [...a.files, ...b.files],
    preset: b.preset ?? a.preset,
    mode: b.mode ?? a.mode,
    rules: { ...a.rules, ...b.rules },
    customRules: [...a.customRules, ...b.customRules],
    whitelist: [...a.whitelist, ...b.whitelist],
    ignores: [...a.ignores, ...b.ignores],
  };
}

const cache = new Map<string, Promise<ResolvedConfig>>();
/** Loads, validates and merges a config file with everything it extends (cached per file). */
export function loadConfig(file: string): Promise<ResolvedConfig> {
  const abs = path.resolve(file);
  if (!cache.has(abs)) cache.set(abs, readOne(abs, new Set()));
  return cache.get(abs)!;
}

export const EMPTY_CONFIG: ResolvedConfig = { files: [], rules: {}, customRules: [], whitelist: [], ignores: [] };

/** Stable hash of the effective config, for lint receipts. */
export function configHash(c: ResolvedConfig): string {
  const canonical = JSON.stringify({ preset: c.preset ?? null, mode: c.mode ?? null, rules: Object.entries(c.rules).sort(), customRules: c.customRules, whitelist: c.whitelist, ignores: c.ignores.map((i) => i.pattern) });
  return process.getBuiltinModule('node:crypto').createHash('sha256').update(canonical).digest('hex');
}

/** A predicate telling whether an absolute path (or a folder above it) is ignored by the config. */
export async function ignoreMatcher(c: ResolvedConfig): Promise<(abs: string) => boolean> {
  if (!c.ignores.length) return () => false;
  const { default: picomatch } = await import('picomatch');
  const matchers = c.ignores.map(({ base, pattern }) => ({ base, m: picomatch(pattern, { dot: true }) }));
  return (abs) =>
    matchers.some(({ base, m }) => {
      const rel = path.relative(base, abs).split(path.sep).join('/');
      if (rel.startsWith('..')) return false;
      return rel.split('/').some((_, i, parts) => m(parts.slice(0, i + 1).join('/')));
    });
}

/** Imports custom rule modules (default export: a rule or an array of rules) and checks their shape. */
/** Custom rule modules of a config; each rule must name one of `packIds`. */
export async function loadCustomRules(
  c: ResolvedConfig,
  packIds: readonly string[],
  importModule: (href: string) => Promise<{ default?: unknown }> = (href) => import(href),
): Promise<Rule[]> {
  const packNames = packIds.length > 1 ? `${packIds.slice(0, -1).join(', ')} or ${packIds.at(-1)}` : packIds.join('');
  const out: Rule[] = [];
  for (const mod of c.customRules) {
    let exported: unknown;
    try {
      exported = (await importModule(pathToFileURL(mod).href)).default;
    } catch (e) {
      throw new ConfigError(`${mod}:1:1 cannot load custom rule: ${(e as Error).message.split('\n')[0]}`);
    }
    for (const r of Array.isArray(exported) ? exported : [exported]) {
      const rule = r as Partial<Rule>;
      const problems: string[] = [];
      if (typeof rule?.id !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(rule.id)) problems.push('an id in kebab-case');
      if (!packIds.includes(String(rule?.pack))) problems.push(`a pack (${packNames})`);
      if (typeof rule?.check !== 'function') problems.push('a check function');
      if (typeof rule?.summary !== 'string') problems.push('a summary');
      if (problems.length) throw new ConfigError(`${mod}:1:1 custom rule needs ${problems.join(', ')}`);
      out.push({ statuses: ['pass', 'fail'], docs: rule.summary!, ...rule } as Rule);
    }
  }
  return out;
}
