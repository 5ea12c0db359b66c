import path from 'node:path';
import { ProjectFs, type TextFile } from '../io/project-fs.js';
import { MarkdownDoc } from '../markdown/document.js';
import { loadYamlLibrary, newAjv } from '../io/libraries.js';
import { isPlainObject, parseJson } from '../io/json.js';
import { rootFor, type LoadedTarget } from '../target.js';
import type { Finding } from '../types.js';

/**
 * The Epiphany controller state folder (`state/map.yaml`, `scratch.md`,
 * `branches.json`, `evidence.jsonl`) as rules see it. `yaml` and ajv are
 * loaded on first use, so other kinds of target never pay for them.
 */

/** The only top-level keys of state/map.yaml, in canonical form. */
export const EPIPHANY_MAP_KEYS = ['objectives', 'constraints', 'invariants', 'accepted_design', 'rejected_paths', 'current_status'] as const;
export type EpiphanyMapKey = (typeof EPIPHANY_MAP_KEYS)[number];

export const EPIPHANY_BRANCH_STATUSES = ['open', 'verified', 'chosen', 'rejected'] as const;
export const EPIPHANY_EVIDENCE_KINDS = ['tests', 'lints', 'benchmark', 'invariant', 'coherence', 'simplicity', 'comparison', 'backtrack'] as const;
export const EPIPHANY_EVIDENCE_RESULTS = ['pass', 'fail', 'reject', 'prefer'] as const;

export type EpiphanyStateFile = 'map.yaml' | 'scratch.md' | 'branches.json' | 'evidence.jsonl';
export type EpiphanyPath = Array<string | number>;

export interface EpiphanyPos {
  line: number;
  column: number;
}

/** A located problem inside one state file. */
export interface EpiphanyIssue extends EpiphanyPos {
  message: string;
}

/** Spaces or hyphens written in place of underscores are tolerated. */
export function normaliseEpiphanyKey(key: string): string {
  return key.trim().replace(/[\s-]+/g, '_');
}

export function isEpiphanyMapKey(key: string): key is EpiphanyMapKey {
  return (EPIPHANY_MAP_KEYS as readonly string[]).includes(key);
}

/** `branches[0].status` for the path `['branches', 0, 'status']`. */
export function epiphanyPathText(p: EpiphanyPath): string {
  let out = '';
  for (const seg of p) out += typeof seg === 'number' ? `[${seg}]` : out === '' ? seg : `.${seg}`;
  return out === '' ? '(top level)' : out;
}

/** Evidence ids are strings; a number written by a tool counts as its decimal text. */
export function epiphanyId(v: unknown): string | undefined {
  if (typeof v === 'string' && v.trim() !== '') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
}

// ---------------------------------------------------------------------------
// Positions inside YAML (and JSON, which is read by the same parser for positions)

type YamlModule = typeof import('yaml');
const loadYaml = loadYamlLibrary;

/** A parsed YAML/JSON document that can tell where a value path was written. */
class EpiphanyTree {
  constructor(
    private readonly Y: YamlModule,
    private readonly root: unknown,
    private readonly counter: import('yaml').LineCounter,
  ) {}

  posOfOffset(offset: number): EpiphanyPos {
    const p = this.counter.linePos(Math.max(0, offset));
    return { line: Math.max(1, p.line), column: Math.max(1, p.col) };
  }

  posOfNode(node: unknown): EpiphanyPos | undefined {
    const range = (node as { range?: [number, number, number] } | null)?.range;
    return range ? this.posOfOffset(range[0]) : undefined;
  }

  /** Position of the deepest node along `p` that exists (the key, for an object property). */
  positionOf(p: EpiphanyPath): EpiphanyPos {
    const Y = this.Y;
    let node: unknown = this.root;
    let best = this.posOfNode(node) ?? { line: 1, column: 1 };
    for (const seg of p) {
      if (Y.isMap(node)) {
        const pair = node.items.find((it) => keyText(Y, it.key) === String(seg));
        if (!pair) break;
        best = this.posOfNode(pair.key) ?? best;
        node = pair.value;
      } else if (Y.isSeq(node) && typeof seg === 'number') {
        node = node.items[seg];
        if (node === undefined) break;
        best = this.posOfNode(node) ?? best;
      } else {
        break;
      }
    }
    return best;
  }
}

function keyText(Y: YamlModule, key: unknown): string | undefined {
  if (Y.isScalar(key)) return key.value === null ? '' : String(key.value);
  if (key === null || key === undefined) return '';
  return typeof key === 'object' ? undefined : String(key);
}

/** Problems that keep a file from being parsed at all (unreadable, too large, a folder). */
function blockingProblems(file: TextFile): EpiphanyIssue[] {
  return file.problems
    .filter((p) => p.kind !== 'invalid-utf8' && p.kind !== 'binary')
    .map((p) => ({ message: p.message, line: p.line ?? 1, column: p.column ?? 1 }));
}

/** Encoding problems: the file is read, but what it says is damaged. */
function encodingProblems(file: TextFile): EpiphanyIssue[] {
  return file.problems
    .filter((p) => p.kind === 'invalid-utf8' || p.kind === 'binary')
    .map((p) => ({ message: p.message, line: p.line ?? 1, column: p.column ?? 1 }));
}

// ---------------------------------------------------------------------------
// map.yaml

/** One top-level key of map.yaml as written. */
export interface EpiphanyMapKeyRef extends EpiphanyPos {
  written: string;
  normalised: string;
  /** Set when the normalised key is one of EPIPHANY_MAP_KEYS. */
  canonical?: EpiphanyMapKey;
  value: unknown;
  /** The value could not be turned into plain data (alias bomb, bad anchor). */
  valueError?: string;
}

/** One entry of a list section (`accepted_design[2]`). */
export interface EpiphanyMapItem extends EpiphanyPos {
  key: EpiphanyMapKey;
  index: number;
  value: unknown;
  /** `text` of an object entry, or the string entry itself. */
  text?: string;
}

export interface EpiphanyMap {
  file: TextFile;
  /** YAML syntax errors, a root that is not a mapping, unreadable file. Non-empty → `parsed` is false. */
  errors: EpiphanyIssue[];
  /** Invalid UTF-8 or binary bytes; the text was still parsed. */
  encoding: EpiphanyIssue[];
  parsed: boolean;
  /** Top-level keys in file order. */
  keys: EpiphanyMapKeyRef[];
  /** Values of the canonical keys (first occurrence of each). */
  data: Partial<Record<EpiphanyMapKey, unknown>>;
  /** Entries of a list section; [] when the section is absent, empty or not a list. */
  items(key: EpiphanyMapKey): EpiphanyMapItem[];
  /** Where a path (starting with a canonical key) was written. */
  positionOf(p: EpiphanyPath): EpiphanyPos;
}

async function parseMap(file: TextFile): Promise<EpiphanyMap> {
  const base = { file, encoding: encodingProblems(file), keys: [] as EpiphanyMapKeyRef[], data: {} };
  const blocked = blockingProblems(file);
  const noItems = () => [];
  const topPos = () => ({ line: 1, column: 1 });
  if (blocked.length) return { ...base, errors: blocked, parsed: false, items: noItems, positionOf: topPos };
  const Y = await loadYaml();
  const counter = new Y.LineCounter();
  let doc: import('yaml').Document.Parsed;
  try {
    doc = Y.parseDocument(file.text, { lineCounter: counter, prettyErrors: false, uniqueKeys: true });
  } catch (e) {
    return { ...base, errors: [{ message: `invalid YAML: ${firstLine(e)}`, line: 1, column: 1 }], parsed: false, items: noItems, positionOf: topPos };
  }
  const tree = new EpiphanyTree(Y, doc.contents, counter);
  const keys: EpiphanyMapKeyRef[] = [];
  const positionOf = (p: EpiphanyPath) => {
    const [head, ...rest] = p;
    const ref = keys.find((k) => k.canonical !== undefined && k.canonical === head);
    if (!ref) return tree.positionOf([]);
    return tree.positionOf([ref.written, ...rest]);
  };
  if (doc.errors.length) {
    const errors = doc.errors.map((err) => ({ message: `invalid YAML: ${firstLine(err)}`, ...tree.posOfOffset(err.pos?.[0] ?? 0) }));
    return { ...base, errors, parsed: false, items: noItems, positionOf };
  }
  const root = doc.contents;
  if (!Y.isMap(root)) {
    const what = root === null || (Y.isScalar(root) && (root.value === null || root.value === '')) ? 'empty' : Y.isSeq(root) ? 'a list' : 'a single value';
    const at = root ? tree.positionOf([]) : { line: 1, column: 1 };
    return { ...base, errors: [{ message: `map.yaml is ${what}, not a mapping of the map sections`, ...at }], parsed: false, items: noItems, positionOf };
  }
  const data: Partial<Record<EpiphanyMapKey, unknown>> = {};
  for (const pair of root.items) {
    const written = keyText(Y, pair.key) ?? String(pair.key);
    const normalised = normaliseEpiphanyKey(written);
    const canonical = isEpiphanyMapKey(normalised) ? normalised : undefined;
    let value: unknown;
    let valueError: string | undefined;
    try {
      value = Y.isNode(pair.value) ? pair.value.toJS(doc, { maxAliasCount: 100 }) : pair.value;
    } catch (e) {
      valueError = firstLine(e);
    }
    const pos = tree.posOfNode(pair.key) ?? tree.positionOf([]);
    keys.push({ written, normalised, ...(canonical ? { canonical } : {}), value, ...(valueError ? { valueError } : {}), ...pos });
    if (canonical && !(canonical in data)) data[canonical] = value;
  }
  const items = (key: EpiphanyMapKey): EpiphanyMapItem[] => {
    const list = data[key];
    if (!Array.isArray(list)) return [];
    return list.map((value, index) => ({ key, index, value, ...itemText(value), ...positionOf([key, index]) }));
  };
  return { ...base, errors: [], parsed: true, keys, data, items, positionOf };
}

function itemText(value: unknown): { text?: string } {
  if (typeof value === 'string') return { text: value };
  if (value && typeof value === 'object' && typeof (value as { text?: unknown }).text === 'string') return { text: (value as { text: string }).text };
  return {};
}

function firstLine(e: unknown): string {
  const msg = e instanceof Error ? e.message : String(e);
  return (msg.split('\n')[0] ?? '').trim() || 'unreadable';
}

// ---------------------------------------------------------------------------
// branches.json

export interface EpiphanyBranch extends EpiphanyPos {
  index: number;
  /** Path of the branch inside branches.json (`['branches', 2]` or `[2]`). */
  path: EpiphanyPath;
  value: unknown;
  id?: string;
  hypothesis?: string;
  status?: string;
  objective?: string;
  reason?: string;
}

export interface EpiphanyBranches {
  file: TextFile;
  /** JSON syntax errors, unreadable file. Non-empty → `parsed` is false. */
  errors: EpiphanyIssue[];
  encoding: EpiphanyIssue[];
  parsed: boolean;
  value?: unknown;
  /** Branches found where the schema puts them, valid or not; [] when there is no list. */
  list: EpiphanyBranch[];
  positionOf(p: EpiphanyPath): EpiphanyPos;
}

async function parseBranches(file: TextFile): Promise<EpiphanyBranches> {
  const base = { file, encoding: encodingProblems(file), list: [] as EpiphanyBranch[] };
  const topPos = () => ({ line: 1, column: 1 });
  const blocked = blockingProblems(file);
  if (blocked.length) return { ...base, errors: blocked, parsed: false, positionOf: topPos };
  const json = parseJson(file.text);
  if (json.error) return { ...base, errors: [json.error], parsed: false, positionOf: topPos };
  const value = json.value;
  // Valid JSON is valid YAML 1.2: the YAML parser gives positions for value paths.
  let positionOf: (p: EpiphanyPath) => EpiphanyPos = topPos;
  // A position tree of a huge file costs more than its findings are worth: those point at its top.
  if (file.text.length <= POSITION_TREE_MAX_CHARS) {
    const Y = await loadYaml();
    const counter = new Y.LineCounter();
    try {
      const doc = Y.parseDocument(file.text, { lineCounter: counter, prettyErrors: false, uniqueKeys: false });
      const tree = new EpiphanyTree(Y, doc.contents, counter);
      positionOf = (p) => tree.positionOf(p);
    } catch {
      // positions stay at the top of the file
    }
  }
  const arr = Array.isArray(value) ? value : isPlainObject(value) && Array.isArray(value['branches']) ? (value['branches'] as unknown[]) : undefined;
  const prefix: EpiphanyPath = Array.isArray(value) ? [] : ['branches'];
  const list = (arr ?? []).map((b, index): EpiphanyBranch => {
    const p = [...prefix, index];
    const o = isPlainObject(b) ? b : {};
    const str = (k: string) => (typeof o[k] === 'string' && (o[k] as string).trim() !== '' ? ((o[k] as string).trim()) : undefined);
    const fields = { id: epiphanyId(o['id']), hypothesis: str('hypothesis'), status: str('status'), objective: str('objective'), reason: str('reason') };
    const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    return { index, path: p, value: b, ...defined, ...positionOf(p) };
  });
  return { ...base, errors: [], parsed: true, value, list, positionOf };
}



// ---------------------------------------------------------------------------
// evidence.jsonl

export interface EpiphanyEvidenceEntry {
  /** 1-based line in evidence.jsonl. */
  line: number;
  text: string;
  value: Record<string, unknown>;
  id?: string;
  /** null when the line says `"branch": null`; undefined when absent or not a string. */
  branch?: string | null;
  kind?: string;
  result?: string;
}

export interface EpiphanyEvidence {
  file: TextFile;
  /** Problems that kept the whole file from being read. */
  errors: EpiphanyIssue[];
  encoding: EpiphanyIssue[];
  /** Lines that are not one JSON object; the other lines still count. */
  malformed: EpiphanyIssue[];
  /** Lines holding a JSON object, in file order (valid against the schema or not). */
  entries: EpiphanyEvidenceEntry[];
  /** Entries by id. */
  byId: Map<string, EpiphanyEvidenceEntry[]>;
  /** 1-based column of `"key":` on the entry's line (1 when not found). */
  columnOf(entry: EpiphanyEvidenceEntry, key: string | undefined): number;
}

function parseEvidence(file: TextFile): EpiphanyEvidence {
  const errors = blockingProblems(file);
  const malformed: EpiphanyIssue[] = [];
  const entries: EpiphanyEvidenceEntry[] = [];
  if (!errors.length) {
    file.lines.forEach((text, i) => {
      if (text.trim() === '') return; // blank lines carry nothing; JSONL readers skip them
      const json = parseJson(text);
      const value = json.value;
      if (json.error) {
        const err = json.error;
        malformed.push({ message: `line ${i + 1} is not valid JSON: ${err.message.replace(/^invalid JSON: /, '')}`, line: i + 1, column: err.column });
        return;
      }
      if (!isPlainObject(value)) {
        const what = value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`;
        malformed.push({ message: `line ${i + 1} holds ${what}, not a JSON object`, line: i + 1, column: 1 + (text.length - text.trimStart().length) });
        return;
      }
      const branch = value['branch'] === null ? null : typeof value['branch'] === 'string' ? value['branch'] : undefined;
      const str = (k: string) => (typeof value[k] === 'string' ? (value[k] as string) : undefined);
      const fields = { id: epiphanyId(value['id']), branch, kind: str('kind'), result: str('result') };
      const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
      entries.push({ line: i + 1, text, value, ...defined });
    });
  }
  const byId = new Map<string, EpiphanyEvidenceEntry[]>();
  for (const e of entries) if (e.id !== undefined) byId.set(e.id, [...(byId.get(e.id) ?? []), e]);
  const columnOf = (entry: EpiphanyEvidenceEntry, key: string | undefined) => {
    if (key === undefined) return 1 + (entry.text.length - entry.text.trimStart().length);
    const at = entry.text.indexOf(JSON.stringify(key));
    return at >= 0 ? at + 1 : 1;
  };
  return { file, errors, encoding: encodingProblems(file), malformed, entries, byId, columnOf };
}

// ---------------------------------------------------------------------------
// Schema validation (ajv, loaded on first use)

export type EpiphanySchemaName = 'map' | 'branches' | 'evidence';

export interface EpiphanySchemaError {
  /** Where the problem is, as a value path (`['branches', 0, 'status']`). */
  path: EpiphanyPath;
  /** What is wrong, in words (`branches[0].status must be one of: open, ...`). */
  message: string;
  keyword: string;
}

/** Above this size branches.json findings are located at the top of the file. */
const POSITION_TREE_MAX_CHARS = 512 * 1024;

type Validator = ((data: unknown) => boolean) & { errors?: Array<{ instancePath: string; keyword: string; params: Record<string, unknown>; message?: string }> | null };
type AjvLike = { compile(s: object): Validator };
let ajvInstance: Promise<AjvLike> | undefined;
const validators = new Map<EpiphanySchemaName, Promise<Validator>>();

function loadAjv(): Promise<AjvLike> {
  return newAjv({ allErrors: true, strict: true, allowUnionTypes: true }) as Promise<AjvLike>;
}

async function loadSchema(name: EpiphanySchemaName): Promise<object> {
  switch (name) {
    case 'map':
      return (await import('../../../../schemas/epiphany-map.schema.json', { with: { type: 'json' } })).default;
    case 'branches':
      return (await import('../../../../schemas/epiphany-branches.schema.json', { with: { type: 'json' } })).default;
    case 'evidence':
      return (await import('../../../../schemas/epiphany-evidence.schema.json', { with: { type: 'json' } })).default;
  }
}

/** Compiling costs tens of milliseconds: each schema is compiled only when a rule first needs it. */
function validatorFor(name: EpiphanySchemaName): Promise<Validator> {
  let v = validators.get(name);
  if (!v) {
    ajvInstance ??= loadAjv();
    v = Promise.all([ajvInstance, loadSchema(name)]).then(([ajv, schema]) => ajv.compile(schema));
    validators.set(name, v);
  }
  return v;
}

const TYPE_WORDS: Record<string, string> = { array: 'a list', object: 'an object', string: 'a string', null: 'empty (null)', number: 'a number', integer: 'an integer', boolean: 'true or false' };

/**
 * Validates a value against one of the published epiphany schemas. Messages
 * name the value path; `rootLabel` names the value itself (`line 4`).
 */
export async function validateEpiphany(schema: EpiphanySchemaName, value: unknown, rootLabel = 'the top level'): Promise<EpiphanySchemaError[]> {
  const validate = await validatorFor(schema);
  if (validate(value)) return [];
  const out: EpiphanySchemaError[] = [];
  const seen = new Set<string>();
  // The engine keeps 500 findings per check; describing thousands more only costs time.
  for (const err of (validate.errors ?? []).slice(0, 1000)) {
    if (err.keyword === 'if') continue; // the failing `then`/`else` branch is reported on its own
    const p: EpiphanyPath = err.instancePath
      .split('/')
      .slice(1)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
    const where = p.length ? epiphanyPathText(p) : rootLabel;
    let message: string;
    switch (err.keyword) {
      case 'required': {
        const key = String(err.params['missingProperty']);
        message = `${where} lacks the required key \`${key}\``;
        break;
      }
      case 'type': {
        const t = err.params['type'];
        const words = (Array.isArray(t) ? t : [t]).map((x) => TYPE_WORDS[String(x)] ?? String(x));
        message = `${where} must be ${words.join(' or ')}, found ${describe(valueAt(value, p))}`;
        break;
      }
      case 'enum': {
        const allowed = (err.params['allowedValues'] as unknown[]).map((x) => String(x)).join(', ');
        message = `${where} must be one of: ${allowed} (found ${describe(valueAt(value, p))})`;
        break;
      }
      case 'minLength':
        message = `${where} must not be empty`;
        break;
      case 'pattern':
        message = p[p.length - 1] === 'time' ? `${where} must be an ISO 8601 date or date-time (found ${describe(valueAt(value, p))})` : `${where} must not be blank`;
        break;
      case 'additionalProperties':
        message = `${where} has an unknown key \`${String(err.params['additionalProperty'])}\``;
        break;
      default:
        message = `${where} ${err.message ?? 'does not match the schema'}`;
    }
    if (seen.has(message)) continue;
    seen.add(message);
    out.push({ path: p, message, keyword: err.keyword });
  }
  return out;
}

function valueAt(root: unknown, p: EpiphanyPath): unknown {
  let v: unknown = root;
  for (const seg of p) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[seg];
  }
  return v;
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (v === undefined) return 'nothing';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'an object';
  if (typeof v === 'string') return v.length > 40 ? `"${v.slice(0, 37)}..."` : JSON.stringify(v);
  return `${typeof v} ${String(v)}`;
}

// ---------------------------------------------------------------------------
// The model

export class EpiphanyModel {
  readonly kind = 'epiphany' as const;
  /** Absolute path of the folder that holds `state/`. */
  readonly dir: string;
  /** Root that finding paths are relative to. */
  readonly projectRoot: string;
  readonly fs: ProjectFs;
  /** Project-relative path of the state folder (`state`, `work/state`, ...). */
  readonly stateRel: string;
  private cache = new Map<string, Promise<unknown>>();

  constructor(dir: string, root: string, fs?: ProjectFs) {
    this.dir = path.resolve(dir);
    this.projectRoot = path.resolve(root);
    this.fs = fs ?? new ProjectFs(this.projectRoot);
    const relDir = path.relative(this.projectRoot, this.dir).split(path.sep).join('/');
    const join = (a: string, b: string) => (a === '' ? b : `${a}/${b}`);
    // The state folder itself may be the target (`--kind epiphany path/to/state`).
    const direct = path.basename(this.dir) === 'state' && this.fs.probe(join(relDir, 'map.yaml')) === 'exists' && this.fs.probe(join(relDir, 'state/map.yaml')) !== 'exists';
    this.stateRel = direct ? relDir : join(relDir, 'state');
  }

  /** Project-relative path of a state file. */
  rel(name: EpiphanyStateFile): string {
    return this.stateRel === '' ? name : `${this.stateRel}/${name}`;
  }

  /** A finding on a state file. */
  at(name: EpiphanyStateFile, line: number, message: string, column = 1): Finding {
    return { file: this.rel(name), line: Math.max(1, line), column: Math.max(1, column), message };
  }

  private read(name: EpiphanyStateFile): TextFile | undefined {
    return this.fs.read(this.rel(name));
  }

  private once<T>(key: string, make: () => Promise<T>): Promise<T> {
    let p = this.cache.get(key) as Promise<T> | undefined;
    if (!p) {
      p = make();
      this.cache.set(key, p);
    }
    return p;
  }

  /** state/map.yaml, or undefined when it does not exist. */
  map(): Promise<EpiphanyMap | undefined> {
    return this.once('map', async () => {
      const file = this.read('map.yaml');
      return file ? parseMap(file) : undefined;
    });
  }

  /** state/branches.json, or undefined when it does not exist yet. */
  branches(): Promise<EpiphanyBranches | undefined> {
    return this.once('branches', async () => {
      const file = this.read('branches.json');
      return file ? parseBranches(file) : undefined;
    });
  }

  /** state/evidence.jsonl, or undefined when it does not exist yet. */
  evidence(): Promise<EpiphanyEvidence | undefined> {
    return this.once('evidence', async () => {
      const file = this.read('evidence.jsonl');
      return file ? parseEvidence(file) : undefined;
    });
  }

  /** state/scratch.md, or undefined when it does not exist (or is not a file). */
  scratch(): Promise<MarkdownDoc | undefined> {
    return this.once('scratch', async () => {
      const file = this.read('scratch.md');
      return file && file.problems.every((p) => p.kind !== 'not-a-file') ? new MarkdownDoc(file) : undefined;
    });
  }
}

/** Loads a folder holding `state/map.yaml` as an epiphany target. */
export function loadEpiphanyTarget(abs: string): LoadedTarget {
  const root = rootFor(abs);
  const fs = new ProjectFs(root);
  const model = new EpiphanyModel(abs, root, fs);
  return { model, root, filesRead: () => fs.filesRead().map((f) => f.rel) };
}
