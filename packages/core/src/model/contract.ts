/**
 * A saved delegation contract (Epitrope protocol) as the contract rules see
 * it: JSON, YAML or the markdown rendering shown to the user, parsed into one
 * normalised shape in which every value keeps its source line and column.
 */
import path from 'node:path';
// yaml comes with the contract pack, which loads only for contract targets.
import { LineCounter, parseDocument, isAlias, isMap, isScalar, isSeq } from 'yaml';
import { ProjectFs, type TextFile } from '../io/project-fs.js';
import { parseJson, isPlainObject, jsonErrorOffset } from '../io/json.js';
import { positionAt } from '../io/text.js';
import { rootFor, type LoadedTarget } from '../target.js';
import type { Finding, RuleOutcome } from '../types.js';

// ---------------------------------------------------------------------------
// Protocol vocabulary

/** Action domains: the four base domains, then the team extensions. */
export const CONTRACT_DOMAINS = ['FileModification', 'Exploration', 'Strategy', 'External', 'TeamCoordination', 'ScopeCreep'] as const;
export const CONTRACT_BASE_RESPONSES = ['Autonomous', 'ReportThenAct', 'AskBefore', 'Halt'] as const;
/** Domain-specific refinements: the base response each narrows and the one domain where it may appear. */
export const CONTRACT_REFINEMENTS: Record<string, { base: string; domain: string }> = {
  Minimal: { base: 'Autonomous', domain: 'Exploration' },
  ProposeThenChoose: { base: 'ReportThenAct', domain: 'Strategy' },
  SwitchAutonomously: { base: 'Autonomous', domain: 'Strategy' },
  AlwaysAsk: { base: 'AskBefore', domain: 'External' },
};
/** Responses each domain's scenario question offers. */
export const CONTRACT_SCENARIO_OFFERS: Record<string, readonly string[]> = {
  FileModification: ['Autonomous', 'ReportThenAct', 'AskBefore'],
  Exploration: ['Autonomous', 'ReportThenAct', 'Minimal'],
  Strategy: ['ProposeThenChoose', 'SwitchAutonomously'],
  External: ['Autonomous', 'AlwaysAsk'],
  TeamCoordination: ['Autonomous', 'ReportThenAct', 'AskBefore'],
  ScopeCreep: ['Autonomous', 'ReportThenAct', 'Halt'],
};
export const CONTRACT_MODES = ['Solo', 'TeamAugment', 'TeamRestructure'] as const;
export const CONTRACT_WHO_KINDS = ['Solo', 'Augmented', 'Restructured'] as const;
export const CONTRACT_OUTCOMES = ['approved', 'withdrawn', 'escaped'] as const;
export const CONTRACT_STAKES = ['Low', 'Med', 'High'] as const;
export const CONTRACT_HALT_ACTIONS = ['halt', 'escalate'] as const;
export const CONTRACT_DRIFT_ACTIONS = ['report', 'halt'] as const;
export const CONTRACT_PERSISTENCE = ['ephemeral', 'durable'] as const;
/** Question caps of the calibration interview. */
export const CONTRACT_QUESTION_CAP = { solo: 9, team: 12 } as const;
/** Most roles a team structure may carry (WHO cap). */
export const CONTRACT_MAX_ROLES = 6;

/** Response an uncalibrated domain takes: Exploration is read-only and safe, everything else asks first. */
export function contractDefaultResponse(domain: string): string {
  return domain === 'Exploration' ? 'Autonomous' : 'AskBefore';
}

export function contractIsDomain(name: unknown): name is string {
  return typeof name === 'string' && (CONTRACT_DOMAINS as readonly string[]).includes(name);
}

export function contractIsResponse(name: unknown): name is string {
  return typeof name === 'string' && ((CONTRACT_BASE_RESPONSES as readonly string[]).includes(name) || name in CONTRACT_REFINEMENTS);
}

/** Base response of a response name (a refinement's base, or the name itself). */
export function contractBaseOf(response: string): string {
  return CONTRACT_REFINEMENTS[response]?.base ?? response;
}

/**
 * Why a response cannot stand for a domain before any scenario is asked:
 * `unknown` (not a response name) or `misplaced` (a refinement outside its
 * domain). Rules judging scenarios ignore such values: the refinement-scope
 * rule reports them.
 */
export function contractResponseProblem(domain: string, response: unknown): 'unknown' | 'misplaced' | undefined {
  if (!contractIsResponse(response)) return 'unknown';
  const ref = CONTRACT_REFINEMENTS[response];
  if (ref && ref.domain !== domain) return 'misplaced';
  return undefined;
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
const DOMAIN_BY_SQUASH = new Map<string, string>(CONTRACT_DOMAINS.flatMap((d) => [[squash(d), d], [`${squash(d)}s`, d]] as Array<[string, string]>));
const RESPONSE_BY_SQUASH = new Map<string, string>([...CONTRACT_BASE_RESPONSES, ...Object.keys(CONTRACT_REFINEMENTS)].map((r) => [squash(r), r]));

/** The protocol's spelling of a domain written loosely ("file modification" → FileModification). */
export function contractCanonicalDomain(text: string): string | undefined {
  return DOMAIN_BY_SQUASH.get(squash(text));
}

/** The protocol's spelling of a response written loosely ("ask-before" → AskBefore). */
export function contractCanonicalResponse(text: string): string | undefined {
  return RESPONSE_BY_SQUASH.get(squash(text));
}

/** " (did you mean X?)" when a name differs from a protocol name only in case or punctuation. */
export function contractDidYouMean(text: string, kind: 'domain' | 'response'): string {
  const hit = kind === 'domain' ? contractCanonicalDomain(text) : contractCanonicalResponse(text);
  return hit && hit !== text ? ` (did you mean ${hit}?)` : '';
}

// ---------------------------------------------------------------------------
// The normalised model

export type ContractFormat = 'json' | 'yaml' | 'markdown';

export interface ContractPos {
  line: number;
  column: number;
}

/** One value of the contract with where it was written. */
export interface ContractValue {
  value: unknown;
  /** The value when it is a string. */
  text?: string;
  /** JSON pointer of the value in `ContractModel.data`. */
  pointer: string;
  at: ContractPos;
  /** Markdown only: base response of the section the value was listed under. */
  section?: string;
}

/** One `how_much` entry. */
export interface ContractResponseEntry {
  /** The domain name (the map key), located at the key. */
  domain: ContractValue;
  /** Whole entry value. */
  entry: ContractValue;
  /** The response: the entry itself when it is a string, else its `response` key. */
  response?: ContractValue;
  /** FileModification split by persistence. */
  persistence?: { ephemeral?: ContractValue; durable?: ContractValue; at: ContractPos };
}

export interface ContractAgent {
  pointer: string;
  at: ContractPos;
  name?: ContractValue;
  type?: ContractValue;
  focus?: ContractValue;
  perspective?: ContractValue;
}

export interface ContractTeam {
  pointer: string;
  at: ContractPos;
  name?: ContractValue;
  members?: ContractAgent[];
}

export interface ContractWho {
  pointer: string;
  at: ContractPos;
  kind?: ContractValue;
  team?: ContractTeam;
  roles?: ContractAgent[];
  removed?: ContractAgent[];
  confirmed?: ContractValue;
}

export interface ContractHaltCondition {
  pointer: string;
  at: ContractPos;
  trigger?: ContractValue;
  action?: ContractValue;
}

export interface ContractExploration {
  pointer: string;
  at: ContractPos;
  depth?: ContractValue;
  breadth?: ContractValue;
  driftAction?: ContractValue;
}

export interface ContractHistoryEntry {
  pointer: string;
  at: ContractPos;
  domain?: ContractValue;
  scenario?: ContractValue;
  response?: ContractValue;
  persistence?: ContractValue;
  kind?: ContractValue;
}

export interface ContractCalibration {
  pointer: string;
  at: ContractPos;
  domains?: ContractValue[];
  calibrated?: ContractValue[];
  skipped?: ContractValue[];
  history?: ContractHistoryEntry[];
  stakes?: ContractValue;
  calibratedAtStakes?: ContractValue;
  outcome?: ContractValue;
  /** Number of questions asked, when recorded. */
  questions?: ContractValue;
}

/** A line of the markdown **Defaults** section: `Exploration: autonomous`, `Others: ask-before`. */
export interface ContractDefaultLine {
  at: ContractPos;
  /** A domain name, `Others`, or the raw label. */
  domain: ContractValue;
  /** The response in the protocol's spelling when recognised, else the raw phrase. */
  response?: ContractValue;
}

export interface ContractSectionRef {
  /** Canonical section name (`Autonomous`, `Report then act`, ..., `Authority transition`). */
  name: string;
  at: ContractPos;
  /** Last line of the section body. */
  end: number;
  /** Non-list text of the section body, joined. */
  text: string;
  items: number;
}

export interface ContractMarkdownView {
  /** Line of "Here's the delegation contract for this task:", when present. */
  intro?: ContractPos;
  sections: ContractSectionRef[];
  section(name: string): ContractSectionRef | undefined;
  defaults: ContractDefaultLine[];
}

export interface ContractProblem extends ContractPos {
  message: string;
}

/** The pieces a loader hands to the model. */
interface Parsed {
  data: unknown;
  parsed: boolean;
  problems: ContractProblem[];
  positions: Map<string, PosEntry>;
  sections: Map<string, string>;
  markdown?: ContractMarkdownView;
}

interface PosEntry {
  at: ContractPos;
  keyAt?: ContractPos;
}

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const isContractFileName = (base: string) => /\.dc\.(json|ya?ml)$/i.test(base) || /^delegation-contract\.(json|ya?ml|md)$/i.test(base);

/**
 * The contract as rules see it. `data` is the parsed document (for markdown:
 * the same shape built from the rendering's sections); the typed fields below
 * are read from it with positions; `problems` are parse problems.
 */
export class ContractModel {
  readonly kind = 'contract' as const;
  readonly format: ContractFormat;
  /** Project-relative path of the contract file. */
  readonly rel: string;
  readonly file?: TextFile;
  /** The document as parsed (undefined when it does not parse). */
  readonly data: unknown;
  /** True when the file parsed (it may still be the wrong shape). */
  readonly parsed: boolean;
  readonly problems: ContractProblem[];
  readonly markdown?: ContractMarkdownView;

  readonly task?: ContractValue;
  readonly mode?: ContractValue;
  readonly who?: ContractWho;
  /** `what` items, when `what` is a list. */
  readonly what?: ContractValue[];
  /** `how_much` entries, when `how_much` is a map. */
  readonly howMuch?: ContractResponseEntry[];
  readonly haltConditions?: ContractHaltCondition[];
  readonly exploration?: ContractExploration;
  readonly calibration?: ContractCalibration;

  private readonly positions: Map<string, PosEntry>;
  private readonly sectionOf: Map<string, string>;

  constructor(rel: string, file: TextFile | undefined, format?: ContractFormat) {
    this.rel = rel;
    this.file = file;
    this.format = format ?? contractFormatOf(rel, file?.text ?? '');
    const p = parseContractFile(file, this.format);
    this.data = p.data;
    this.parsed = p.parsed;
    this.problems = p.problems;
    this.positions = p.positions;
    this.sectionOf = p.sections;
    if (p.markdown) this.markdown = p.markdown;
    const root = isPlainObject(p.data) ? p.data : undefined;
    if (!root) return;
    this.task = this.optional('/task', root['task']);
    this.mode = this.optional('/mode', root['mode']);
    this.who = this.readWho(root['who']);
    this.what = this.list('/what', root['what']);
    this.howMuch = this.readHowMuch(root['how_much']);
    this.haltConditions = this.readHalt(root['halt_conditions']);
    this.exploration = this.readExploration(root['exploration']);
    this.calibration = this.readCalibration(root['calibration']);
  }

  /** Position of a value by JSON pointer; the nearest written ancestor when the value itself is absent. */
  posOf(pointer: string): ContractPos {
    let p = pointer;
    for (;;) {
      const hit = this.positions.get(p);
      if (hit) return hit.at;
      if (p === '') return { line: 1, column: 1 };
      p = p.slice(0, p.lastIndexOf('/'));
    }
  }

  /** Position of a map key by the pointer of its value (the value's position when no key was written). */
  keyPosOf(pointer: string): ContractPos {
    return this.positions.get(pointer)?.keyAt ?? this.posOf(pointer);
  }

  /** A finding on the contract file. */
  at(pos: ContractPos, message: string): Finding {
    return { file: this.rel, line: Math.max(1, pos.line), column: Math.max(1, pos.column), message };
  }

  /** The `how_much` entry of a domain. */
  entryOf(domain: string): ContractResponseEntry | undefined {
    return this.howMuch?.find((e) => e.domain.text === domain);
  }

  /** Whether the contract names a team (mode or who.kind). */
  get isTeam(): boolean {
    const mode = this.mode?.text;
    const kind = this.who?.kind?.text;
    return mode === 'TeamAugment' || mode === 'TeamRestructure' || kind === 'Augmented' || kind === 'Restructured';
  }

  private value(pointer: string, v: unknown): ContractValue {
    const out: ContractValue = { value: v, pointer, at: this.posOf(pointer) };
    if (typeof v === 'string') out.text = v;
    const section = this.sectionOf.get(pointer);
    if (section) out.section = section;
    return out;
  }

  private optional(pointer: string, v: unknown): ContractValue | undefined {
    return v === undefined ? undefined : this.value(pointer, v);
  }

  private list(pointer: string, v: unknown): ContractValue[] | undefined {
    return Array.isArray(v) ? v.map((x, i) => this.value(`${pointer}/${i}`, x)) : undefined;
  }

  private objects<T>(pointer: string, v: unknown, read: (p: string, o: Record<string, unknown>) => T): T[] | undefined {
    if (!Array.isArray(v)) return undefined;
    const out: T[] = [];
    v.forEach((x, i) => {
      if (isPlainObject(x)) out.push(read(`${pointer}/${i}`, x));
    });
    return out;
  }

  private agent = (p: string, o: Record<string, unknown>): ContractAgent => {
    const a: ContractAgent = { pointer: p, at: this.posOf(p) };
    for (const k of ['name', 'type', 'focus', 'perspective'] as const) {
      const v = this.optional(`${p}/${k}`, o[k]);
      if (v) a[k] = v;
    }
    return a;
  };

  private readWho(v: unknown): ContractWho | undefined {
    if (v === undefined) return undefined;
    const p = '/who';
    // A bare string is the protocol's shorthand for the team structure kind (`who: Solo`).
    if (!isPlainObject(v)) return { pointer: p, at: this.posOf(p), kind: this.value(p, v) };
    const who: ContractWho = { pointer: p, at: this.posOf(p) };
    const kind = this.optional(`${p}/kind`, v['kind']);
    if (kind) who.kind = kind;
    const t = v['team'];
    if (isPlainObject(t)) {
      const team: ContractTeam = { pointer: `${p}/team`, at: this.posOf(`${p}/team`) };
      const name = this.optional(`${p}/team/name`, t['name']);
      if (name) team.name = name;
      const members = this.objects(`${p}/team/members`, t['members'], this.agent);
      if (members) team.members = members;
      who.team = team;
    }
    const roles = this.objects(`${p}/roles`, v['roles'], this.agent);
    if (roles) who.roles = roles;
    const removed = this.objects(`${p}/removed`, v['removed'], this.agent);
    if (removed) who.removed = removed;
    const confirmed = this.optional(`${p}/confirmed`, v['confirmed']);
    if (confirmed) who.confirmed = confirmed;
    return who;
  }

  private readHowMuch(v: unknown): ContractResponseEntry[] | undefined {
    if (!isPlainObject(v)) return undefined;
    return Object.entries(v).map(([domain, raw]) => {
      const p = `/how_much/${escapePointer(domain)}`;
      const e: ContractResponseEntry = {
        domain: { value: domain, text: domain, pointer: p, at: this.keyPosOf(p) },
        entry: this.value(p, raw),
      };
      if (!isPlainObject(raw)) {
        e.response = e.entry;
        return e;
      }
      const response = this.optional(`${p}/response`, raw['response']);
      if (response) e.response = response;
      const per = raw['persistence'];
      if (isPlainObject(per)) {
        e.persistence = { at: this.posOf(`${p}/persistence`) };
        for (const k of CONTRACT_PERSISTENCE) {
          const pv = this.optional(`${p}/persistence/${k}`, per[k]);
          if (pv) e.persistence[k] = pv;
        }
      }
      return e;
    });
  }

  private readHalt(v: unknown): ContractHaltCondition[] | undefined {
    return this.objects('/halt_conditions', v, (p, o) => {
      const h: ContractHaltCondition = { pointer: p, at: this.posOf(p) };
      const trigger = this.optional(`${p}/trigger`, o['trigger']);
      if (trigger) h.trigger = trigger;
      const action = this.optional(`${p}/action`, o['action']);
      if (action) h.action = action;
      return h;
    });
  }

  private readExploration(v: unknown): ContractExploration | undefined {
    if (!isPlainObject(v)) return undefined;
    const p = '/exploration';
    const x: ContractExploration = { pointer: p, at: this.posOf(p) };
    const depth = this.optional(`${p}/depth`, v['depth']);
    if (depth) x.depth = depth;
    const breadth = this.optional(`${p}/breadth`, v['breadth']);
    if (breadth) x.breadth = breadth;
    const drift = this.optional(`${p}/drift_action`, v['drift_action']);
    if (drift) x.driftAction = drift;
    return x;
  }

  private readCalibration(v: unknown): ContractCalibration | undefined {
    if (!isPlainObject(v)) return undefined;
    const p = '/calibration';
    const c: ContractCalibration = { pointer: p, at: this.posOf(p) };
    for (const k of ['domains', 'calibrated', 'skipped'] as const) {
      const l = this.list(`${p}/${k}`, v[k]);
      if (l) c[k] = l;
    }
    const history = this.objects(`${p}/history`, v['history'], (hp, o) => {
      const h: ContractHistoryEntry = { pointer: hp, at: this.posOf(hp) };
      for (const k of ['domain', 'scenario', 'response', 'persistence', 'kind'] as const) {
        const hv = this.optional(`${hp}/${k}`, o[k]);
        if (hv) h[k] = hv;
      }
      return h;
    });
    if (history) c.history = history;
    const scalars: Array<[keyof ContractCalibration & ('stakes' | 'calibratedAtStakes' | 'outcome' | 'questions'), string]> = [
      ['stakes', 'stakes'],
      ['calibratedAtStakes', 'calibrated_at_stakes'],
      ['outcome', 'outcome'],
      ['questions', 'questions'],
    ];
    for (const [field, key] of scalars) {
      const sv = this.optional(`${p}/${key}`, v[key]);
      if (sv) c[field] = sv;
    }
    return c;
  }
}

// ---------------------------------------------------------------------------
// Helpers shared by the contract rules

/** The skip every invariant rule returns when the file did not parse (contract-schema reports why). */
export function contractSkipUnparsed(model: ContractModel): RuleOutcome | undefined {
  if (model.parsed && isPlainObject(model.data)) return undefined;
  return { status: 'skip', detail: model.parsed ? 'the contract is not a map of keys; see contract-schema' : 'the contract does not parse; see contract-schema' };
}

/** The string values of a list. */
export function contractTexts(values: ContractValue[] | undefined): string[] {
  return (values ?? []).flatMap((v) => (v.text === undefined ? [] : [v.text]));
}

/** A JSON pointer as a readable path: `/how_much/FileModification/persistence` → `how_much.FileModification.persistence`. */
export function contractPathLabel(pointer: string): string {
  if (pointer === '') return 'the contract';
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((acc, s) => (/^\d+$/.test(s) ? `${acc}[${s}]` : acc ? `${acc}.${s}` : s), '');
}

/** The value as written, for messages. */
export function contractShow(v: ContractValue | undefined): string {
  if (!v) return 'nothing';
  if (v.text !== undefined) return `"${v.text.length > 60 ? `${v.text.slice(0, 57)}...` : v.text}"`;
  try {
    const s = JSON.stringify(v.value) ?? String(v.value);
    return s.length > 60 ? `${s.slice(0, 57)}...` : s;
  } catch {
    return String(v.value);
  }
}

/** Findings without repeats (the same message at the same place). */
export function contractUnique(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const k = `${f.line}:${f.column}:${f.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

// ---------------------------------------------------------------------------
// Detection and loading

/** Format of a contract file: by extension, else by content. */
export function contractFormatOf(rel: string, head: string): ContractFormat {
  const lower = rel.toLowerCase();
  if (lower.endsWith('.json')) return 'json';
  if (lower.endsWith('.yaml') || lower.endsWith('.yml')) return 'yaml';
  if (lower.endsWith('.md') || lower.endsWith('.markdown')) return 'markdown';
  const first = head.replace(/^\uFEFF/, '').trimStart()[0];
  if (first === '{' || first === '[') return 'json';
  return looksLikeContractMarkdown(head) ? 'markdown' : 'yaml';
}

const BOLD_SECTION = /^[ \t]*\*\*\s*(Autonomous|Report then act|Ask before|Halt conditions|Defaults|Team Structure)\s*\*\*/im;

function looksLikeContractMarkdown(head: string): boolean {
  return /delegation contract/i.test(head) && BOLD_SECTION.test(head);
}

/**
 * Whether a file is a delegation contract: by name (`*.dc.json`, `*.dc.yaml`,
 * `*.dc.yml`, `delegation-contract.{json,yaml,yml,md}`) or by its first 4 KB
 * (`head`): the markdown rendering, or JSON/YAML with `how_much` and `what`
 * or `mode` keys.
 */
export function looksLikeContract(abs: string, head: string): boolean {
  if (isContractFileName(path.basename(abs))) return true;
  if (looksLikeContractMarkdown(head)) return true;
  const key = (k: string) => new RegExp(`(?:^|[\\s{,])["']?${k}["']?\\s*:`, 'm').test(head);
  return key('how_much') && (key('what') || key('mode'));
}

/** Loads a contract file; finding paths are relative to `rootFor(abs)`. */
export function loadContractTarget(abs: string): LoadedTarget & { fs: ProjectFs } {
  const root = rootFor(abs);
  const fs = new ProjectFs(root);
  const rel = path.relative(root, abs).split(path.sep).join('/');
  const model = new ContractModel(rel, fs.read(rel));
  return { model, fs, root, filesRead: () => fs.filesRead().map((f) => f.rel) };
}

// ---------------------------------------------------------------------------
// Parsing

const MAX_DEPTH = 200;

function parseContractFile(file: TextFile | undefined, format: ContractFormat): Parsed {
  const out: Parsed = { data: undefined, parsed: false, problems: [], positions: new Map(), sections: new Map() };
  if (!file) {
    out.problems.push({ line: 1, column: 1, message: 'contract file not found' });
    return out;
  }
  for (const p of file.problems) out.problems.push({ line: p.line ?? 1, column: p.column ?? 1, message: p.message });
  if (file.problems.some((p) => p.kind !== 'invalid-utf8' && p.kind !== 'binary')) return out;
  if (file.text.trim() === '') {
    out.problems.push({ line: 1, column: 1, message: 'contract file is empty' });
    return out;
  }
  if (format === 'markdown') return parseMarkdown(file, out);
  return parseStructured(file.text, format, out);
}

function parseStructured(text: string, format: ContractFormat, out: Parsed): Parsed {
  const lc = new LineCounter();
  const pos = (offset: number): ContractPos => {
    const p = lc.linePos(offset);
    return { line: p.line, column: p.col };
  };
  let doc: ReturnType<typeof parseDocument>;
  try {
    doc = parseDocument(text, { lineCounter: lc, prettyErrors: false });
  } catch (e) {
    out.problems.push({ line: 1, column: 1, message: `cannot parse the contract: ${(e as Error).message}` });
    return out;
  }
  const errors = doc.errors.map((e) => ({ ...pos(e.pos[0]), message: `invalid ${format === 'json' ? 'JSON' : 'YAML'}: ${e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}` }));
  if (format === 'json') {
    // YAML accepts what JSON does not (comments, trailing commas); the strict parser has the last word.
    const strict = parseJson(text);
    if (strict.error) {
      const at = jsonErrorOffset(text);
      if (at < 0) out.problems.push({ line: strict.error.line, column: strict.error.column, message: strict.error.message });
      else out.problems.push({ ...positionAt(text, at), message: `invalid JSON: ${at >= text.length ? 'unexpected end of file' : `unexpected ${JSON.stringify(text[at])}`}` });
      return out;
    }
  }
  if (errors.length) {
    out.problems.push(...errors);
    return out;
  }
  try {
    out.data = doc.toJS({ maxAliasCount: 100 });
  } catch (e) {
    out.problems.push({ line: 1, column: 1, message: `cannot read the contract: ${(e as Error).message}` });
    return out;
  }
  out.parsed = true;
  const walk = (node: unknown, pointer: string, depth: number) => {
    if (!node || depth > MAX_DEPTH) return;
    const range = (node as { range?: [number, number, number] }).range;
    if (range && !out.positions.has(pointer)) out.positions.set(pointer, { at: pos(range[0]) });
    if (isAlias(node) || isScalar(node)) return;
    if (isMap(node)) {
      for (const pair of node.items) {
        const k = pair.key;
        const key = isScalar(k) ? String(k.value) : String(k ?? '');
        const child = `${pointer}/${escapePointer(key)}`;
        const keyRange = (k as { range?: [number, number, number] } | null)?.range;
        const keyAt = keyRange ? pos(keyRange[0]) : out.positions.get(pointer)?.at;
        if (pair.value && (pair.value as { range?: unknown }).range) walk(pair.value, child, depth + 1);
        const entry = out.positions.get(child);
        if (entry) entry.keyAt = keyAt;
        else if (keyAt) out.positions.set(child, { at: keyAt, keyAt });
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => walk(item, `${pointer}/${i}`, depth + 1));
    }
  };
  walk(doc.contents, '', 0);
  return out;
}


// ---------------------------------------------------------------------------
// The markdown rendering

const SECTION_NAMES = ['Autonomous', 'Report then act', 'Ask before', 'Halt conditions', 'Skipped', 'Defaults', 'Team Structure', 'Authority transition'];
const SECTION_BY_SQUASH = new Map(SECTION_NAMES.map((n) => [squash(n), n]));
const SECTION_RESPONSE: Record<string, string> = { Autonomous: 'Autonomous', 'Report then act': 'ReportThenAct', 'Ask before': 'AskBefore', 'Halt conditions': 'Halt' };

const HEADER = /^ {0,3}\*\*([^*]{1,80})\*\*(.*)$/;
const ITEM = /^( {0,3})[-*+][ \t]+(.*)$/;
// "Exploration (Minimal): ...", "**File modification** (durable) — ...", "Tests: ..."
// One run of blanks before the optional parenthesis: two adjacent `[ \t]*` would backtrack quadratically.
const LEADING_NAME = /^([`*_]*)([A-Za-z][A-Za-z]*(?:[ -][A-Za-z]+)?)[`*_]*[ \t]*(?:\(([^)]{0,200})\)[ \t]*)?(?::|—|–|$)[ \t]*/;
const NONE_ITEM = /^\(?(none|n\/a|nothing|—|-)\)?\.?$/i;
const PLACEHOLDER = /^\[[^\]]*\]$/;

interface MdItem {
  line: number;
  /** Column where the item's content starts. */
  col: number;
  content: string;
}

interface MdSection {
  name: string;
  line: number;
  col: number;
  end: number;
  items: MdItem[];
  text: string[];
}

interface LeadingName {
  raw: string;
  domain?: string;
  col: number;
  qualifiers: Array<{ text: string; col: number }>;
  rest: string;
  restCol: number;
}

/** A domain name at the start of an item, with its parenthesised qualifiers. */
function leadingName(item: MdItem): LeadingName | undefined {
  const m = LEADING_NAME.exec(item.content);
  if (!m) return undefined;
  const raw = m[2]!;
  const col = item.col + m[1]!.length;
  const qualifiers: LeadingName['qualifiers'] = [];
  if (m[3] !== undefined) {
    const qStart = item.content.indexOf('(', m[1]!.length + raw.length) + 1;
    let offset = 0;
    for (const part of m[3].split(/[,/;]/)) {
      const lead = part.length - part.trimStart().length;
      if (part.trim()) qualifiers.push({ text: part.trim(), col: item.col + qStart + offset + lead });
      offset += part.length + 1;
    }
  }
  const domain = contractCanonicalDomain(raw);
  return { raw, ...(domain ? { domain } : {}), col, qualifiers, rest: item.content.slice(m[0].length), restCol: item.col + m[0].length };
}

interface MdResponse {
  response: string;
  at: ContractPos;
  section: string;
}

interface MdDomain {
  domain: string;
  keyAt: ContractPos;
  general?: MdResponse;
  ephemeral?: MdResponse;
  durable?: MdResponse;
}

function parseMarkdown(file: TextFile, out: Parsed): Parsed {
  const sections: MdSection[] = [];
  let current: MdSection | undefined;
  let intro: ContractPos | undefined;
  let fence = false;
  file.lines.forEach((text, i) => {
    const line = i + 1;
    if (/^ {0,3}(```|~~~)/.test(text)) fence = !fence;
    if (fence) return;
    if (!intro && /delegation contract/i.test(text)) intro = { line, column: Math.max(1, text.search(/\S/) + 1) };
    const h = HEADER.exec(text);
    if (h) {
      const name = SECTION_BY_SQUASH.get(squash(h[1]!));
      current = undefined;
      if (!name) return;
      const col = text.indexOf('**') + 1;
      if (/\*\*[^*]+\*\*/.test(h[2]!)) {
        out.problems.push({ line, column: col, message: `several sections share one header line ("${text.trim().slice(0, 80)}"); write each section with its own list` });
      }
      if (sections.some((s) => s.name === name)) {
        out.problems.push({ line, column: col, message: `section **${name}** appears twice; merge the two lists` });
        return;
      }
      current = { name, line, col, end: line, items: [], text: [] };
      sections.push(current);
      return;
    }
    if (!current) return;
    if (/^ {0,3}#{1,6}(\s|$)/.test(text) || /^\s*\d+\.\s/.test(text) || /^\s*Options:\s*$/i.test(text)) {
      // A heading or the Options list ends the contract body.
      current = undefined;
      return;
    }
    if (text.trim() === '') return;
    current.end = line;
    const it = ITEM.exec(text);
    if (it) current.items.push({ line, col: text.length - it[2]!.length + 1, content: it[2]!.trimEnd() });
    else if (!/^\s{2,}/.test(text)) current.text.push(text.trim()); // indented lines continue an item
  });
  if (!sections.length) {
    out.problems.push({ line: intro?.line ?? 1, column: 1, message: 'no delegation-contract section found (**Autonomous**, **Report then act**, **Ask before**, **Halt conditions**, **Skipped**, **Defaults**)' });
  }
  out.parsed = true;
  const set = (pointer: string, at: ContractPos, section?: string, keyAt?: ContractPos) => {
    out.positions.set(pointer, { at, keyAt: keyAt ?? at });
    if (section) out.sections.set(pointer, section);
  };
  const live = (items: MdItem[]) =>
    items.filter((item) => {
      const c = item.content.trim();
      if (PLACEHOLDER.test(c)) {
        out.problems.push({ line: item.line, column: item.col, message: `template placeholder left unfilled: ${c.slice(0, 80)}` });
        return false;
      }
      return c !== '' && !NONE_ITEM.test(c);
    });

  const domains = new Map<string, MdDomain>();
  const halts: Array<Record<string, string>> = [];
  const skipped: string[] = [];
  const defaults: ContractDefaultLine[] = [];
  const data: Record<string, unknown> = {};
  for (const s of sections) {
    const base = SECTION_RESPONSE[s.name];
    const items = live(s.items);
    if (base) {
      for (const item of items) {
        const lead = leadingName(item);
        if (s.name === 'Halt conditions') {
          const i = halts.length;
          const arrow = trailingAction(item.content);
          const trigger = arrow ? item.content.slice(0, arrow.index).trim() : item.content.trim();
          halts.push({ trigger, action: arrow ? arrow.action : 'halt' });
          set(`/halt_conditions/${i}`, { line: item.line, column: item.col });
          set(`/halt_conditions/${i}/trigger`, { line: item.line, column: item.col });
          set(`/halt_conditions/${i}/action`, { line: item.line, column: arrow ? item.col + arrow.column : item.col });
          // Only a known domain before a halt condition makes it that domain's response.
          if (!lead?.domain) continue;
        }
        // Free-text actions carry no domain; a single capitalised word before a colon is read as a domain name.
        if (!lead || !(lead.domain || /^[A-Z][A-Za-z]+$/.test(lead.raw))) continue;
        const domain = lead.domain ?? lead.raw;
        const keyAt = { line: item.line, column: lead.col };
        let response = base;
        let at = keyAt;
        let persistence: 'ephemeral' | 'durable' | undefined;
        for (const q of lead.qualifiers) {
          const word = q.text.toLowerCase();
          if (word === 'ephemeral' || word === 'durable') persistence = word;
          else if (contractCanonicalResponse(q.text) || /^[A-Z][A-Za-z]+$/.test(q.text)) {
            response = contractCanonicalResponse(q.text) ?? q.text;
            at = { line: item.line, column: q.col };
          }
        }
        const d = domains.get(domain) ?? { domain, keyAt };
        domains.set(domain, d);
        const slot = persistence ?? 'general';
        const prev = d[slot];
        if (prev) {
          const prevSection = SECTION_NAMES.find((n) => SECTION_RESPONSE[n] === prev.section) ?? prev.section;
          out.problems.push({ line: item.line, column: lead.col, message: `${domain}${persistence ? ` (${persistence})` : ''} is listed under **${prevSection}** (line ${prev.at.line}) and again under **${s.name}**; a domain has one response` });
          continue;
        }
        d[slot] = { response, at, section: base };
      }
    } else if (s.name === 'Skipped') {
      for (const item of items) {
        const lead = leadingName(item);
        skipped.push(lead ? (lead.domain ?? lead.raw) : item.content.trim());
        set(`/calibration/skipped/${skipped.length - 1}`, { line: item.line, column: lead?.col ?? item.col });
      }
    } else if (s.name === 'Defaults') {
      for (const item of items) defaults.push(defaultLine(item));
    } else if (s.name === 'Team Structure') {
      data['who'] = readTeamSection(s, items, set);
    }
  }
  const howMuch: Record<string, unknown> = {};
  const calibrated: string[] = [];
  for (const d of domains.values()) {
    const p = `/how_much/${escapePointer(d.domain)}`;
    set(`/calibration/calibrated/${calibrated.length}`, d.keyAt);
    calibrated.push(d.domain);
    if (!d.ephemeral && !d.durable) {
      howMuch[d.domain] = d.general!.response;
      set(p, d.general!.at, d.general!.section, d.keyAt);
      continue;
    }
    const entry: Record<string, unknown> = {};
    set(p, d.keyAt);
    if (d.general) {
      entry['response'] = d.general.response;
      set(`${p}/response`, d.general.at, d.general.section);
    }
    const per: Record<string, string> = {};
    for (const k of CONTRACT_PERSISTENCE) {
      const r = d[k];
      if (!r) continue;
      per[k] = r.response;
      set(`${p}/persistence/${k}`, r.at, r.section);
    }
    entry['persistence'] = per;
    howMuch[d.domain] = entry;
  }
  if (sections.some((s) => SECTION_RESPONSE[s.name] && s.name !== 'Halt conditions') || calibrated.length) data['how_much'] = howMuch;
  const halt = sections.find((s) => s.name === 'Halt conditions');
  if (halt) {
    data['halt_conditions'] = halts;
    set('/halt_conditions', { line: halt.line, column: halt.col });
  }
  data['calibration'] = { calibrated, skipped };
  const first = sections[0];
  if (first) set('', { line: first.line, column: first.col });
  out.data = data;
  const refs: ContractSectionRef[] = sections.map((s) => ({ name: s.name, at: { line: s.line, column: s.col }, end: s.end, text: s.text.join(' '), items: s.items.length }));
  out.markdown = {
    ...(intro ? { intro } : {}),
    sections: refs,
    section: (name: string) => refs.find((r) => r.name === name),
    defaults,
  };
  return out;
}

/** `... → escalate`: the word after the last arrow, when it is a single word (found without regex backtracking). */
function trailingAction(content: string): { index: number; column: number; action: string } | undefined {
  let index = -1;
  let width = 0;
  for (const arrow of ['→', '->', '=>']) {
    const at = content.lastIndexOf(arrow);
    if (at > index) {
      index = at;
      width = arrow.length;
    }
  }
  if (index < 0) return undefined;
  const after = content.slice(index + width);
  const word = after.trim();
  if (!word || /\s/.test(word)) return undefined;
  return { index, column: index + width + (after.length - after.trimStart().length), action: word.replace(/[.`*_]/g, '').toLowerCase() };
}

/** A **Defaults** line: `Exploration: autonomous (read-only, inherently safe)`, `Others: ask-before`. */
function defaultLine(item: MdItem): ContractDefaultLine {
  const lead = leadingName(item);
  // Labels of more than two words ("All other domains: ...") are split at the first separator.
  const sep = lead ? -1 : item.content.search(/[:—–]/);
  const written = lead?.raw ?? (sep >= 0 ? item.content.slice(0, sep) : item.content).replace(/[`*_]/g, '').trim();
  // "Others", "Other domains", "All other domains", "Everything else", "The rest" all name the remaining domains.
  const label = lead?.domain ?? (/\bother|\brest\b|\beverything else\b|\bremaining\b/i.test(written) ? 'Others' : written);
  const at = { line: item.line, column: lead?.col ?? item.col };
  const d: ContractDefaultLine = { at, domain: { value: label, text: label, pointer: '', at } };
  const rest = lead ? lead.rest : sep >= 0 ? item.content.slice(sep + 1) : '';
  const restCol = lead ? lead.restCol : item.col + sep + 1 + (rest.length - rest.trimStart().length);
  const paren = rest.indexOf('(');
  const phrase = (paren >= 0 ? rest.slice(0, paren) : rest).trim();
  if (!phrase) return d;
  // "ask-before", "ask before acting", "autonomous": the longest leading words that name a response.
  const words = phrase.split(/\s+/).slice(0, 3);
  let canonical: string | undefined;
  for (let n = words.length; n > 0 && !canonical; n--) canonical = contractCanonicalResponse(words.slice(0, n).join(' '));
  d.response = { value: canonical ?? phrase, text: canonical ?? phrase, pointer: '', at: { line: item.line, column: restCol } };
  return d;
}

/** **Team Structure**: `Team: name`, `Members: a, b`, `Removed: c`, else a role `name (type): focus`. */
function readTeamSection(s: MdSection, items: MdItem[], set: (pointer: string, at: ContractPos) => void): Record<string, unknown> {
  set('/who', { line: s.line, column: s.col });
  set('/who/kind', { line: s.line, column: s.col });
  const roles: Array<Record<string, string>> = [];
  const removed: Array<Record<string, string>> = [];
  let team: Record<string, unknown> | undefined;
  const names = (text: string, col: number, line: number, into: Array<Record<string, string>>, pointer: string) => {
    let offset = 0;
    for (const part of text.split(',')) {
      const open = part.indexOf('(');
      const close = open >= 0 ? part.indexOf(')', open) : -1;
      const name = (open >= 0 ? part.slice(0, open) : part).trim();
      const type = close > open ? part.slice(open + 1, close).trim() : undefined;
      if (name) {
        set(`${pointer}/${into.length}`, { line, column: col + offset + (part.length - part.trimStart().length) });
        into.push(type ? { name, type } : { name });
      }
      offset += part.length + 1;
    }
  };
  for (const item of items) {
    const label = /^[`*_]*(team|members|removed)[`*_]*\s*:\s*/i.exec(item.content);
    const key = label?.[1]?.toLowerCase();
    const restCol = item.col + (label?.[0].length ?? 0);
    const rest = label ? item.content.slice(label[0].length) : '';
    if (key === 'team') {
      team ??= {};
      team['name'] = rest.trim();
      set('/who/team/name', { line: item.line, column: restCol });
      set('/who/team', { line: item.line, column: item.col });
    } else if (key === 'members') {
      team ??= {};
      const members: Array<Record<string, string>> = [];
      names(rest, restCol, item.line, members, '/who/team/members');
      team['members'] = members;
    } else if (key === 'removed') {
      names(rest, restCol, item.line, removed, '/who/removed');
    } else {
      // `name (type): focus` or `name — focus`, split by hand: the first separator ends the name.
      const c = item.content;
      const cut = [c.indexOf('('), c.indexOf(':'), c.indexOf('—'), c.indexOf('–')].filter((x) => x >= 0);
      const end = cut.length ? Math.min(...cut) : c.length;
      const role: Record<string, string> = { name: c.slice(0, end).replace(/[`*_]/g, '').trim() };
      let rest = c.slice(end);
      if (rest.startsWith('(')) {
        const close = rest.indexOf(')');
        if (close > 0) {
          role['type'] = rest.slice(1, close).trim();
          rest = rest.slice(close + 1);
        }
      }
      const focus = rest.trimStart().replace(/^[:—–]/, '').trim();
      if (focus) role['focus'] = focus;
      const p = `/who/roles/${roles.length}`;
      set(p, { line: item.line, column: item.col });
      set(`${p}/name`, { line: item.line, column: item.col });
      roles.push(role);
    }
  }
  const who: Record<string, unknown> = { kind: removed.length ? 'Restructured' : 'Augmented', roles };
  if (team) who['team'] = team;
  if (removed.length) who['removed'] = removed;
  return who;
}
