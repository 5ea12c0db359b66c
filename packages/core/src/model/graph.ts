/**
 * Graph Protocol transcripts: DELEGATED GRAPH, AGENT SUBGRAPH, RETURN and
 * IMPLEMENTED GRAPH blocks in a markdown or text file. The parser is one line
 * pass, tolerant of fences, decorative rules and arrow spellings; anything it
 * cannot read becomes a located problem, never an exception.
 */
import path from 'node:path';
import { ProjectFs, type TextFile } from '../io/project-fs.js';
import { rootFor, type LoadedTarget } from '../kinds.js';
import type { Finding, RuleOutcome } from '../types.js';

// ---------------------------------------------------------------- types

/** A value written in the transcript, with where it starts. */
export interface GraphValue {
  value: string;
  line: number;
  column: number;
}

/** A node id mentioned somewhere (edge end, wave member, list item). */
export interface GraphRef {
  id: string;
  line: number;
  column: number;
}

export interface GraphProblem {
  line: number;
  column: number;
  message: string;
}

export interface GraphNode {
  id: string;
  line: number;
  column: number;
  /** Every `domain=` (or `owner=`) on the line; the protocol wants exactly one. */
  domains: GraphValue[];
  /** Every `output=` on the line; the protocol wants exactly one. */
  outputs: GraphValue[];
  status?: GraphValue;
  /** Other `key=value` pairs, first occurrence each. */
  attrs: Record<string, GraphValue>;
}

export interface GraphEdge {
  from: GraphRef;
  to: GraphRef;
  line: number;
}

export interface GraphWave {
  number: number;
  line: number;
  column: number;
  members: GraphRef[];
  purpose: string;
}

export interface GraphDelegated {
  name: string;
  line: number;
  endLine: number;
  nodes: GraphNode[];
  edges: GraphEdge[];
  waves: GraphWave[];
  /** Lines of the NODES / EDGES / WAVES section headers that were present. */
  sections: { nodes?: number; edges?: number; waves?: number };
}

export interface GraphField {
  /** Canonical name: upper case, `_` for spaces and dashes (IMPLEMENTED_GRAPH). */
  name: string;
  /** Value with continuation lines joined by `\n`. */
  value: string;
  line: number;
  /** Column of the field name. */
  column: number;
  /** Column where each line of the value starts (index 0: the field's own line). */
  valueColumns: number[];
  endLine: number;
}

export interface GraphTaskItem {
  number: number;
  text: string;
  line: number;
}

export interface GraphReturnSpec {
  line: number;
  fields: Record<string, GraphField>;
}

export interface GraphSubgraph {
  /** Node id named in the header (`AGENT SUBGRAPH — N1 title`); '' when absent. */
  node: string;
  title: string;
  line: number;
  endLine: number;
  fields: Record<string, GraphField>;
  /** Line of the TASK heading, when present. */
  taskLine?: number;
  tasks: GraphTaskItem[];
  /** The RETURN template the worker is told to fill. */
  returnSpec?: GraphReturnSpec;
}

export interface GraphReturn {
  /** Node the RETURN answers, resolved after parsing; undefined when unknown. */
  node?: string;
  nodeFrom?: 'header' | 'field' | 'position';
  /** Text after `RETURN` on the header line. */
  header: string;
  line: number;
  endLine: number;
  fields: Record<string, GraphField>;
  /** Free text that is not a field (a bare "done" lands here). */
  bare: GraphValue[];
}

export interface GraphImplNode {
  id: string;
  line: number;
  column: number;
  /** WAVE number the node is listed under; undefined when listed before any WAVE line. */
  wave?: number;
  status?: GraphValue;
  output?: GraphValue;
  verify?: GraphValue;
  attrs: Record<string, GraphValue>;
}

export interface GraphImplWave {
  number: number;
  purpose: string;
  line: number;
}

export interface GraphListItem {
  value: string;
  line: number;
  column: number;
}

/** FAILURES / OFF-SCRIPT / GAPS / EVOLUTIONS as written. */
export interface GraphList {
  field: GraphField;
  /** True when the value says none (`none`, `[]`, `-`). */
  none: boolean;
  items: GraphListItem[];
}

export interface GraphImplemented {
  name: string;
  line: number;
  endLine: number;
  waves: GraphImplWave[];
  nodes: GraphImplNode[];
  failures?: GraphList;
  evolutions?: GraphList;
  offScript?: GraphList;
  gaps?: GraphList;
  verdict?: GraphField;
}

export interface GraphParse {
  delegatedGraphs: GraphDelegated[];
  subgraphs: GraphSubgraph[];
  returns: GraphReturn[];
  implementedGraphs: GraphImplemented[];
  problems: GraphProblem[];
}

// ---------------------------------------------------------------- vocabulary

export const GRAPH_NODE_STATUSES = ['pending', 'pre-done'] as const;
export const GRAPH_IMPL_STATUSES = ['done', 'pre-done', 'failed'] as const;
export const GRAPH_RETURN_STATUSES = ['done', 'failed', 'evolved'] as const;
/** AGENT SUBGRAPH fields every pending node's prompt must fill. */
export const GRAPH_SUBGRAPH_REQUIRED = ['WHY', 'INPUTS', 'OUTPUT', 'METHOD', 'SUBGRAPH', 'VERIFY', 'CONSTRAINTS'] as const;
/** RETURN fields every worker fills whatever its status. */
export const GRAPH_RETURN_REQUIRED = ['STATUS', 'OUTPUT', 'IMPLEMENTED_GRAPH', 'VERIFY_RESULT', 'SUMMARY'] as const;

const SUBGRAPH_FIELDS = new Set([...GRAPH_SUBGRAPH_REQUIRED, 'RETRY', 'EVOLVE']);
const RETURN_FIELDS = new Set([...GRAPH_RETURN_REQUIRED, 'EVOLVED_SCOPE', 'FAILURE_REASON', 'NODE']);
const IMPL_FIELDS = new Set(['FAILURES', 'EVOLUTIONS', 'OFF_SCRIPT', 'GAPS', 'VERDICT']);

const canon = (name: string) => name.trim().toUpperCase().replace(/[\s-]+/g, '_').replace(/^OFFSCRIPT$/, 'OFF_SCRIPT');

// ---------------------------------------------------------------- line helpers

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;
const DOUBLE_RULE = /^(?:[═=]\s*){3,}$/;
const SINGLE_RULE = /^(?:[─━\-_*~┄┈]\s*){3,}$/;
const HEADING = /^#{1,6}(?:\s|$)/;
const ELLIPSIS = /^(?:\.{3}|…)$/;
const ARROW = /-{1,2}>|→|⟶|=>|➜|⇒/;
const MEMBER_SEP = /\s*(?:∥|\|\||\||,|&|\s)\s*/;
const ID = /^[A-Za-z][\w.-]*$/;
const PLACEHOLDER_ID = /^<[^<>]*>$/;
const FIELD = /^([A-Z][A-Z_-]*(?: [A-Z_-]+)*)\s*:(?!\/\/)\s?(.*)$/;
/** Longer lines are cut before parsing, which bounds the work of every pattern. */
export const GRAPH_MAX_LINE = 4000;

interface Line {
  n: number;
  raw: string;
  /** Content after blockquote markers and indentation, trimmed at the end. */
  text: string;
  /** 0-based offset of `text` in `raw`. */
  offset: number;
  indent: number;
}

function splitLine(raw: string, n: number): Line {
  const quote = /^\s*(?:>\s?)+/.exec(raw);
  const afterQuote = quote ? quote[0].length : 0;
  const rest = raw.slice(afterQuote);
  const lead = /^\s*/.exec(rest)![0].length;
  return { n, raw, text: rest.slice(lead).trimEnd(), offset: afterQuote + lead, indent: lead };
}

/** Drops markdown heading marks and bold around a keyword at the start of a line. */
function unmark(text: string): string {
  return text.replace(/^#{1,6}\s+/, '').replace(/^(\*\*|__)(.*?)\1/, '$2');
}

/**
 * Drops a trailing `# comment` and a trailing `(comment)`. Patterns here and
 * below avoid unanchored `\s*` runs, which backtrack quadratically on long
 * stretches of blanks.
 */
function stripComment(s: string, parens: boolean): string {
  const hash = /\s#(?:\s|$)/.exec(s);
  let out = (hash ? s.slice(0, hash.index) : s).trimEnd();
  if (parens) {
    const m = /\([^()]*\)$/.exec(out);
    if (m) out = out.slice(0, m.index).trimEnd();
  }
  return out.trim();
}

const cleanToken = (t: string) => t.trim().replace(/^[`"'*]+|[`"'*]+$/g, '');

/** Ids of a member list (`N1 ∥ N2`, `N1 || N2`, `N1, N2`) with their columns. */
function refsIn(segment: string, line: number, baseColumn: number): { refs: GraphRef[]; bad: string[] } {
  const refs: GraphRef[] = [];
  const bad: string[] = [];
  const re = /[^\s∥|,&]+/g;
  for (let m = re.exec(segment); m; m = re.exec(segment)) {
    const id = cleanToken(m[0]).replace(/\.output$/, '');
    if (!id) continue;
    if (ID.test(id) || PLACEHOLDER_ID.test(id)) refs.push({ id, line, column: baseColumn + m.index });
    else bad.push(m[0]);
  }
  return { refs, bad };
}

interface Pair {
  key: string;
  value: string;
  column: number;
}

/** `head key=value key=value`: values run to the next ` key=`. */
function keyValues(s: string, baseColumn: number): { head: string; pairs: Pair[] } {
  const re = /(^|\s)([A-Za-z_][\w-]*)\s?=\s?/g;
  const hits: Array<{ key: string; start: number; valueStart: number }> = [];
  for (let m = re.exec(s); m; m = re.exec(s)) {
    hits.push({ key: m[2]!, start: m.index + m[1]!.length, valueStart: m.index + m[0].length });
  }
  const head = (hits.length ? s.slice(0, hits[0]!.start) : s).trim();
  const pairs = hits.map((h, i) => ({
    key: h.key.toLowerCase(),
    value: s.slice(h.valueStart, i + 1 < hits.length ? hits[i + 1]!.start : s.length).trim(),
    column: baseColumn + h.start,
  }));
  return { head, pairs };
}

// ---------------------------------------------------------------- value helpers

const NONE_VALUE = /^[[(]?\s*(?:(?:none|nothing|n\/a|-|—|–)\s*)?[\])]?\.?$/i;

/** True when a field or list value says "none" (or is empty). */
export function graphSaysNone(value: string): boolean {
  return NONE_VALUE.test(value.trim());
}

/**
 * True when a field value is a template placeholder rather than content:
 * empty, `<...>` template text, `...`, TBD/TODO. `none` counts as a
 * placeholder unless `noneAllowed`.
 */
export function graphIsPlaceholder(value: string, noneAllowed = false): boolean {
  const v = cleanToken(value.trim());
  if (v === '') return true;
  if (/^(?:\.{2,}|…|\?+)$/.test(v)) return true;
  if (/^(?:tbd|todo|fixme|xxx|placeholder|fill (?:me )?in)\b/i.test(v)) return true;
  if (/^<[^<>]*>$/.test(v)) return true;
  // Template text such as "<exact path(s)>" left inside a longer value.
  for (const m of v.matchAll(/<([^<>]*)>/g)) if (/^[a-z]/.test(m[1]!) && /\s/.test(m[1]!)) return true;
  if (!noneAllowed && graphSaysNone(v)) return true;
  return false;
}

/** Output tokens of a value: parenthetical remarks dropped, split on commas and spaces. */
function outputTokens(value: string): string[] {
  return value
    .replace(/\([^()]*\)/g, ' ')
    .split(/[\s,;]+/)
    .map((t) => cleanToken(t).replace(/^\.\//, '').replace(/[.:]$/, ''))
    .filter((t) => t !== '' && !/^(?:and|or|\+|&)$/i.test(t));
}

/** The same output written twice: the same set of tokens, order and `./` aside. */
export function graphSameOutput(a: string, b: string): boolean {
  const norm = (v: string) => [...new Set(outputTokens(v).map((t) => t.replace(/\/+$/, '')))].sort().join('\n');
  return norm(a) === norm(b);
}

/** Tokens of an output value that look like file or folder paths (a commit hash does not). */
export function graphOutputPaths(value: string): string[] {
  return outputTokens(value).filter(
    (t) => !t.includes('://') && !t.startsWith('<') && /^[\w@.~/-]+$/.test(t) && (t.includes('/') || /\.[A-Za-z0-9]+$/.test(t)),
  );
}

/** `a` and `b` are the same path or one lies inside the other's folder. */
export function graphPathsOverlap(a: string, b: string): boolean {
  const x = a.replace(/\/+$/, '');
  const y = b.replace(/\/+$/, '');
  return x === y || x.startsWith(`${y}/`) || y.startsWith(`${x}/`);
}

/** Sentences in a SUMMARY: a `.`, `!` or `?` followed by space and a capital, or the end. */
export function graphSentenceCount(text: string): number {
  const t = text.replace(/\s+/g, ' ').trim();
  if (!t) return 0;
  const parts = t.split(/(?<=[.!?])\s+(?=[A-Z0-9"'`(\[])/);
  return parts.filter((p) => /\w/.test(p)).length;
}

/** Whether a text mentions `id` as a whole word. */
export function graphMentions(text: string, id: string): boolean {
  const esc = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|[^\\w.-])${esc}(?![\\w-]|\\.\\w)`).test(text);
}

/** Whether a text names `p` as a whole path (`./` and a trailing `/` aside). */
export function graphNamesPath(text: string, p: string): boolean {
  const bare = p.replace(/^\.\//, '').replace(/\/+$/, '');
  if (!bare) return false;
  const esc = bare.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|[^\\w./-]|\\./)${esc}/?(?![\\w/-]|\\.\\w)`).test(text);
}

function parseList(field: GraphField, evolutions: boolean): GraphList {
  const value = field.value;
  if (graphSaysNone(value.replace(/\n/g, ' '))) return { field, none: true, items: [] };
  const items: GraphListItem[] = [];
  const lines = value.split('\n');
  lines.forEach((text, i) => {
    const line = field.line + i;
    const base = field.valueColumns[i] ?? 1;
    if (evolutions) {
      const re = /\bnode\s*[:=]\s*["'`]?([A-Za-z][\w.-]*)/gi;
      for (let m = re.exec(text); m; m = re.exec(text)) {
        items.push({ value: m[1]!, line, column: base + m.index + m[0].length - m[1]!.length });
      }
      return;
    }
    const re = /[^,[\]\s][^,[\]]*/g;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const v = cleanToken(m[0]);
      if (v && !graphSaysNone(v)) items.push({ value: v, line, column: base + m.index });
    }
  });
  if (evolutions && items.length === 0) {
    // No `node:` keys: the first word of each top-level entry (`{ N2, ... }` or `N2`).
    lines.forEach((text, i) => {
      const base = field.valueColumns[i] ?? 1;
      let depth = 0;
      let start = 0;
      const take = (end: number) => {
        const raw = text.slice(start, end);
        const first = /^[\s[{]*([A-Za-z][\w.-]*)/.exec(raw);
        if (first && !graphSaysNone(first[1]!)) items.push({ value: first[1]!, line: field.line + i, column: base + start + first[0].length - first[1]!.length });
      };
      for (let k = 0; k < text.length; k++) {
        const c = text[k];
        if (c === '{') depth++;
        else if (c === '}') depth = Math.max(0, depth - 1);
        else if (c === ',' && depth === 0) {
          take(k);
          start = k + 1;
        }
      }
      take(text.length);
    });
  }
  return { field, none: false, items };
}

// ---------------------------------------------------------------- parser

type Block =
  | { kind: 'delegated'; g: GraphDelegated; section?: 'nodes' | 'edges' | 'waves'; fenced: boolean; content: boolean }
  | { kind: 'subgraph'; g: GraphSubgraph; current?: GraphField; taskMode: boolean; specMode: boolean; specIndent: number; specField?: GraphField; fenced: boolean; content: boolean }
  | { kind: 'return'; g: GraphReturn; current?: GraphField; fieldIndent?: number; fenced: boolean; content: boolean }
  | { kind: 'implemented'; g: GraphImplemented; current?: GraphField; wave?: number; fenced: boolean; content: boolean; fields: Record<string, GraphField> };

interface Header {
  kind: 'delegated' | 'implemented' | 'subgraph' | 'return';
  /** Text after the keyword: task name, node id and title, or RETURN's node. */
  rest: string;
}

const BLOCK_HEADER = /^(DELEGATED GRAPH|IMPLEMENTED GRAPH|AGENT SUBGRAPH)(?=$|[\s:—–(-])\s*(?:[:—–]|-{1,3})?\s*(.*)$/;
const RETURN_HEADER = /^RETURN(?:$|\s*[:—–(]|\s+-{1,3}(?:\s|$)|\s+[A-Za-z<]\S*(?:\s*:)?$)/;

function headerOf(text: string): Header | undefined {
  const t = unmark(text);
  const m = BLOCK_HEADER.exec(t);
  if (m) {
    const rest = m[2]!.replace(/\*\*|__/g, '').trim();
    if (m[1] === 'DELEGATED GRAPH') return { kind: 'delegated', rest };
    if (m[1] === 'IMPLEMENTED GRAPH') return { kind: 'implemented', rest };
    return { kind: 'subgraph', rest };
  }
  if (RETURN_HEADER.test(t)) {
    const rest = t.slice('RETURN'.length).replace(/^\s*(?:[:—–]|-{1,3})?\s*/, '').replace(/\*\*|__/g, '').trim();
    return { kind: 'return', rest };
  }
  return undefined;
}

/** `NAME : value` (upper-case name); `valueIndex` is where the value starts in `t`. */
function fieldOf(t: string): { name: string; value: string; valueIndex: number } | undefined {
  const m = FIELD.exec(t);
  if (!m) return undefined;
  const raw = m[2]!;
  return { name: canon(m[1]!), value: raw.trim(), valueIndex: t.length - raw.length + (raw.length - raw.trimStart().length) };
}

/** Column (1-based) in the raw line of index `i` of the unmarked text `t`. */
const colIn = (l: Line, t: string, i: number) => l.offset + 1 + (l.text.length - t.length) + i;

/** Parses a whole transcript. Never throws; unreadable lines become problems. */
export function parseGraphText(text: string): GraphParse {
  const out: GraphParse = { delegatedGraphs: [], subgraphs: [], returns: [], implementedGraphs: [], problems: [] };
  const rawLines = text.split('\n');
  if (rawLines.length > 1 && rawLines[rawLines.length - 1] === '') rawLines.pop();
  let block: Block | undefined;
  let fence: { char: string; len: number } | undefined;
  let sawBlank = false;
  let lastLine = 0;
  const declared = new Set<string>();

  const problem = (line: Line | number, message: string, column?: number) => {
    const n = typeof line === 'number' ? line : line.n;
    const col = column ?? (typeof line === 'number' ? 1 : line.offset + 1);
    out.problems.push({ line: n, column: col, message });
  };

  const close = () => {
    if (!block) return;
    block.g.endLine = Math.max(lastLine, block.g.line);
    if (block.kind === 'delegated') {
      finishDelegated(block.g, problem);
      for (const n of block.g.nodes) declared.add(n.id);
    }
    if (block.kind === 'implemented') finishImplemented(block);
    block = undefined;
  };

  const open = (h: Header, l: Line, fenced: boolean) => {
    close();
    const base = { line: l.n, endLine: l.n };
    if (h.kind === 'delegated') {
      const g: GraphDelegated = { name: h.rest, ...base, nodes: [], edges: [], waves: [], sections: {} };
      out.delegatedGraphs.push(g);
      block = { kind: 'delegated', g, fenced, content: false };
    } else if (h.kind === 'implemented') {
      const g: GraphImplemented = { name: h.rest, ...base, waves: [], nodes: [] };
      out.implementedGraphs.push(g);
      block = { kind: 'implemented', g, fenced, content: false, fields: {} };
    } else if (h.kind === 'subgraph') {
      const { node, title } = subgraphHeader(h.rest);
      if (!node) problem(l, 'AGENT SUBGRAPH header names no node (expected `AGENT SUBGRAPH — N1 <title>`)');
      const g: GraphSubgraph = { node, title, ...base, fields: {}, tasks: [] };
      out.subgraphs.push(g);
      block = { kind: 'subgraph', g, taskMode: false, specMode: false, specIndent: 0, fenced, content: false };
    } else {
      const g: GraphReturn = { header: h.rest, ...base, fields: {}, bare: [] };
      out.returns.push(g);
      block = { kind: 'return', g, fenced, content: false };
    }
  };

  for (let i = 0; i < rawLines.length; i++) {
    const long = rawLines[i]!.length > GRAPH_MAX_LINE;
    const l = splitLine(long ? rawLines[i]!.slice(0, GRAPH_MAX_LINE) : rawLines[i]!, i + 1);
    const t = l.text;

    // Code fences: a block opened inside a fence ends with it.
    const fm = FENCE_OPEN.exec(l.raw.slice(l.offset - l.indent));
    if (fm) {
      const char = fm[1]![0]!;
      if (fence && char === fence.char && fm[1]!.length >= fence.len && t.slice(fm[1]!.length).trim() === '') {
        fence = undefined;
        if (block?.fenced) close();
      } else if (!fence) {
        fence = { char, len: fm[1]!.length };
        if (block && !block.fenced) close();
      }
      sawBlank = false;
      continue;
    }

    if (t === '') {
      sawBlank = true;
      continue;
    }
    if (DOUBLE_RULE.test(t)) {
      if (block?.content) close();
      continue;
    }
    if (SINGLE_RULE.test(t)) continue;

    const h = headerOf(t);
    if (h && !headerIsField(h, block, l, declared)) {
      open(h, l, fence !== undefined);
      sawBlank = false;
      lastLine = l.n;
      continue;
    }
    if (!fence && HEADING.test(t)) {
      close();
      sawBlank = false;
      continue;
    }
    if (!block) {
      sawBlank = false;
      continue;
    }
    if (sawBlank && l.indent === 0 && !recognised(block, t)) {
      close();
      sawBlank = false;
      continue;
    }
    sawBlank = false;
    block.content = true;
    lastLine = l.n;
    if (long) problem(l.n, `line is ${rawLines[i]!.length} characters long; only the first ${GRAPH_MAX_LINE} are read`);
    if (block.kind === 'delegated') feedDelegated(block, l, problem);
    else if (block.kind === 'subgraph') feedSubgraph(block, l, problem);
    else if (block.kind === 'return') feedReturn(block, l);
    else feedImplemented(block, l, problem);
  }
  close();
  resolveReturns(out);
  return out;
}

/** Inside a RETURN (or a subgraph's RETURN template), `IMPLEMENTED GRAPH :` and `RETURN:` can be fields. */
function headerIsField(h: Header, block: Block | undefined, l: Line, declared: Set<string>): boolean {
  if (!block) return false;
  if (h.kind === 'implemented') {
    // An unindented header after indented RETURN fields is the coordinator's graph.
    if (block.kind === 'return') return !block.g.fields['IMPLEMENTED_GRAPH'] && !(block.fieldIndent !== undefined && l.indent < block.fieldIndent);
    if (block.kind === 'subgraph' && block.specMode) return !block.g.returnSpec?.fields['IMPLEMENTED_GRAPH'];
    return false;
  }
  if (h.kind === 'return' && block.kind === 'subgraph') {
    // The first `RETURN:` inside a subgraph is the template the worker fills;
    // `RETURN: N1` naming a node is the worker's answer and starts its own block.
    const tok = cleanToken(/^[(\s]*([^\s():—–]+)/.exec(h.rest)?.[1] ?? '');
    return !block.g.returnSpec && !(tok && (tok === block.g.node || declared.has(tok)));
  }
  return false;
}

function recognised(block: Block, t: string): boolean {
  const u = unmark(t);
  if (ELLIPSIS.test(u)) return true;
  const f = fieldOf(u);
  switch (block.kind) {
    case 'delegated':
      return /^(?:NODES|EDGES|WAVES)\b/i.test(u) || /^WAVE\s*\d/i.test(u) || ARROW.test(u) || /\w=/.test(u);
    case 'subgraph':
      return /^(?:WHY|INPUTS|OUTPUT|METHOD|SUBGRAPH|VERIFY|CONSTRAINTS|TASK|RETURN|RETRY|EVOLVE)\b/.test(u) || /^\d+[.)]\s/.test(u) || (!!f && RETURN_FIELDS.has(f.name));
    case 'return':
      return !!f && RETURN_FIELDS.has(f.name);
    case 'implemented':
      return /^WAVE\s*\d/i.test(u) || (!!f && IMPL_FIELDS.has(f.name)) || /^[A-Za-z][\w.-]*\s+\S*\w=/.test(u);
  }
}

function subgraphHeader(rest: string): { node: string; title: string } {
  const r = rest.replace(/[═=]+\s*$/, '').trim();
  if (!r) return { node: '', title: '' };
  const ph = /^<[^<>]*>/.exec(r);
  if (ph) return { node: ph[0], title: r.slice(ph[0].length).trim() };
  const m = /^[`*"']*([^\s`*"':—–]+)[`*"']*[:—–-]?\s*(.*)$/.exec(r);
  if (!m) return { node: '', title: r };
  return { node: m[1]!, title: m[2]!.trim() };
}

type ProblemFn = (line: Line | number, message: string, column?: number) => void;

function feedDelegated(block: Extract<Block, { kind: 'delegated' }>, l: Line, problem: ProblemFn) {
  const g = block.g;
  let t = unmark(l.text).replace(/^[-*+]\s+/, '');
  let col = colIn(l, t, 0);
  if (ELLIPSIS.test(t)) return;
  const sec = /^(NODES|EDGES|WAVES)\b\s*:?\s*/i.exec(t);
  if (sec && !/^(?:NODES|EDGES|WAVES)\S*=/i.test(t)) {
    const name = sec[1]!.toLowerCase() as 'nodes' | 'edges' | 'waves';
    block.section = name;
    if (g.sections[name] !== undefined) problem(l, `${name.toUpperCase()} section repeated (first at line ${g.sections[name]})`);
    g.sections[name] ??= l.n;
    t = t.slice(sec[0].length);
    col += sec[0].length;
    if (t === '' || (name === 'edges' && graphSaysNone(t))) return;
  }
  if (!block.section) {
    problem(l, 'line before any NODES, EDGES or WAVES section of the DELEGATED GRAPH');
    return;
  }
  if (block.section === 'nodes') nodeLine(g, t, l.n, col, problem);
  else if (block.section === 'edges') edgeLine(g, t, l.n, col, problem);
  else waveLine(g, t, l.n, col, problem);
}

function nodeLine(g: GraphDelegated, text: string, line: number, col: number, problem: ProblemFn) {
  const t = stripComment(text, false);
  const { head, pairs } = keyValues(t, col);
  const words = head.split(/\s+/).filter(Boolean);
  const id = cleanToken(words[0] ?? '');
  if (!id) {
    problem(line, 'node line does not start with a node id (expected `N1  domain=<owner>  output=<path>  status=pending`)', col);
    return;
  }
  if (!ID.test(id) && !PLACEHOLDER_ID.test(id)) {
    problem(line, `\`${id}\` is not a node id (letters, digits, \`.\`, \`-\`, \`_\`)`, col);
    return;
  }
  if (pairs.length === 0 && words.length > 1) {
    problem(line, `node line for ${id} has no key=value pairs (expected \`${id}  domain=<owner>  output=<path>  status=pending\`)`, col);
    return;
  }
  if (words.length > 1) problem(line, `unexpected text \`${words.slice(1).join(' ')}\` between node id ${id} and its key=value pairs`, col);
  const node: GraphNode = { id, line, column: col, domains: [], outputs: [], attrs: {} };
  for (const p of pairs) {
    const v = { value: p.value, line, column: p.column };
    if (p.key === 'domain' || p.key === 'owner') node.domains.push(v);
    else if (p.key === 'output') node.outputs.push(v);
    else if (p.key === 'status' && !node.status) node.status = v;
    else node.attrs[p.key] ??= v;
  }
  g.nodes.push(node);
}

function edgeLine(g: GraphDelegated, text: string, line: number, col: number, problem: ProblemFn) {
  const t = stripComment(text, true);
  if (graphSaysNone(t)) return;
  const parts: Array<{ text: string; offset: number }> = [];
  const re = new RegExp(ARROW.source, 'g');
  let last = 0;
  for (let m = re.exec(t); m; m = re.exec(t)) {
    parts.push({ text: t.slice(last, m.index), offset: last });
    last = m.index + m[0].length;
  }
  parts.push({ text: t.slice(last), offset: last });
  if (parts.length < 2) {
    problem(line, `edge line has no arrow (expected \`N1 → N3\` or \`N1 -> N3\`): \`${t.slice(0, 60)}\``, col);
    return;
  }
  const segs = parts.map((p) => refsIn(p.text, line, col + p.offset));
  for (const [k, s] of segs.entries()) {
    if (s.bad.length) problem(line, `\`${s.bad[0]}\` in this edge is not a node id`, col + parts[k]!.offset);
    if (s.refs.length === 0) {
      problem(line, 'edge line has an arrow with no node on one side', col + parts[k]!.offset);
      return;
    }
  }
  for (let k = 0; k + 1 < segs.length; k++) {
    for (const from of segs[k]!.refs) for (const to of segs[k + 1]!.refs) g.edges.push({ from, to, line });
  }
}

function waveLine(g: GraphDelegated, text: string, line: number, col: number, problem: ProblemFn) {
  const t = stripComment(text, false);
  const bracketed = /WAVE\s*(\d+)\s*(?:[:—–-]\s*)?\[([^\]]*)\]/gi;
  let found = false;
  for (let m = bracketed.exec(t); m; m = bracketed.exec(t)) {
    found = true;
    const inner = m[2]!;
    const innerStart = m.index + m[0].length - 1 - inner.length;
    let purpose = t.slice(m.index + m[0].length);
    const arrow = ARROW.exec(purpose);
    if (arrow) purpose = purpose.slice(0, arrow.index);
    purpose = purpose.trim().replace(/^[—–:-]+/, '').trim();
    addWave(g, Number(m[1]), inner, purpose, line, col + m.index, col + innerStart, problem);
  }
  if (found) return;
  const plain = /^WAVE\s*(\d+)\s*[:—–-]?\s*(.*)$/i.exec(t);
  if (!plain) {
    problem(line, `wave line not understood (expected \`WAVE 1 : [N1 ∥ N2] — <purpose>\`): \`${t.slice(0, 60)}\``, col);
    return;
  }
  const body = plain[2]!;
  const cut = /\s[—–-]\s/.exec(body);
  const members = cut ? body.slice(0, cut.index) : body;
  const purpose = cut ? body.slice(cut.index + cut[0].length).trim() : '';
  addWave(g, Number(plain[1]), members, purpose, line, col, col + t.length - body.length, problem);
}

function addWave(g: GraphDelegated, number: number, members: string, purpose: string, line: number, col: number, membersCol: number, problem: ProblemFn) {
  const { refs, bad } = refsIn(members, line, membersCol);
  if (bad.length) problem(line, `\`${bad[0]}\` in WAVE ${number} is not a node id`, membersCol);
  if (refs.length === 0) problem(line, `WAVE ${number} lists no nodes`, col);
  g.waves.push({ number, line, column: col, members: refs, purpose: purpose.trim() });
}

function finishDelegated(g: GraphDelegated, problem: ProblemFn) {
  if (g.sections.nodes === undefined) problem(g.line, `DELEGATED GRAPH${g.name ? ` "${g.name}"` : ''} has no NODES section`);
  else if (g.nodes.length === 0) problem(g.sections.nodes, 'NODES section lists no nodes');
  if (g.sections.waves === undefined) problem(g.line, `DELEGATED GRAPH${g.name ? ` "${g.name}"` : ''} has no WAVES section`);
}

function addField(
  fields: Record<string, GraphField>,
  f0: { name: string; value: string; valueIndex: number },
  l: Line,
  t: string,
  problem?: ProblemFn,
): GraphField {
  const name = f0.name;
  const f: GraphField = { name, value: f0.value, line: l.n, column: colIn(l, t, 0), valueColumns: [colIn(l, t, f0.valueIndex)], endLine: l.n };
  const prev = fields[name];
  if (prev) {
    problem?.(l, `${name.replace(/_/g, ' ')} given twice (first at line ${prev.line}); the first one is used`);
    return f;
  }
  fields[name] = f;
  return f;
}

function continueField(f: GraphField | undefined, l: Line): boolean {
  if (!f) return false;
  f.value = f.value === '' && f.endLine === f.line ? l.text : `${f.value}\n${l.text}`;
  if (f.value === l.text) f.valueColumns = [l.offset + 1];
  else f.valueColumns.push(l.offset + 1);
  f.endLine = l.n;
  return true;
}

function feedSubgraph(block: Extract<Block, { kind: 'subgraph' }>, l: Line, problem: ProblemFn) {
  const g = block.g;
  const t = unmark(l.text);
  if (ELLIPSIS.test(t)) return;
  const f = fieldOf(t);

  if (block.specMode) {
    const spec = g.returnSpec!;
    const both = f && RETURN_FIELDS.has(f.name) && SUBGRAPH_FIELDS.has(f.name);
    if (f && RETURN_FIELDS.has(f.name) && (!both || l.indent > block.specIndent || g.fields[f.name])) {
      block.specField = addField(spec.fields, f, l, t, problem);
      return;
    }
    if (!f && l.indent > block.specIndent && continueField(block.specField, l)) return;
    block.specMode = false;
  }

  if (/^RETURN\b/.test(t) && !g.returnSpec) {
    g.returnSpec = { line: l.n, fields: {} };
    block.specMode = true;
    block.specIndent = l.indent;
    block.taskMode = false;
    block.current = undefined;
    return;
  }
  if (/^TASKS?\s*:?\s*$/.test(t)) {
    g.taskLine ??= l.n;
    block.taskMode = true;
    block.current = undefined;
    return;
  }
  if (f && SUBGRAPH_FIELDS.has(f.name)) {
    block.taskMode = false;
    block.current = addField(g.fields, f, l, t, problem);
    return;
  }
  const item = /^(\d+)[.)]\s+(.*)$/.exec(t);
  if (block.taskMode && item) {
    g.tasks.push({ number: Number(item[1]), text: item[2]!.trim(), line: l.n });
    return;
  }
  if (block.taskMode) {
    const lastTask = g.tasks[g.tasks.length - 1];
    if (lastTask && l.indent > 0) {
      lastTask.text += ` ${t}`;
      return;
    }
    // Prose after the list ("OUTPUT must exist before returning.") ends it.
    block.taskMode = false;
    return;
  }
  // Prose such as "OUTPUT must exist before returning." is part of the template, not a field.
  if (/^(?:OUTPUT|RETURN|RETRY|EVOLVE)\s+[a-z]/.test(t)) return;
  if (continueField(block.current, l)) return;
  problem(l, `line not understood in AGENT SUBGRAPH${g.node ? ` ${g.node}` : ''}: expected a field such as \`WHY : ...\``);
}

function feedReturn(block: Extract<Block, { kind: 'return' }>, l: Line) {
  const g = block.g;
  const t = unmark(l.text);
  const f = fieldOf(t);
  if (f && RETURN_FIELDS.has(f.name)) {
    // A repeated field keeps the first; no problem here, the return rules judge content.
    block.fieldIndent ??= l.indent;
    block.current = addField(g.fields, f, l, t);
    return;
  }
  if (continueField(block.current, l)) return;
  g.bare.push({ value: t, line: l.n, column: l.offset + 1 });
}

function feedImplemented(block: Extract<Block, { kind: 'implemented' }>, l: Line, problem: ProblemFn) {
  const g = block.g;
  const t = unmark(l.text).replace(/^[-*+]\s+/, '');
  if (ELLIPSIS.test(t)) return;
  const col = colIn(l, t, 0);
  const wave = /^WAVE\s*(\d+)\b\s*(?:[:—–-]+\s*)?(.*)$/i.exec(t);
  if (wave) {
    const number = Number(wave[1]);
    const prev = g.waves.find((w) => w.number === number);
    if (prev) problem(l, `WAVE ${number} listed twice in the IMPLEMENTED GRAPH (first at line ${prev.line})`);
    g.waves.push({ number, purpose: wave[2]!.trim(), line: l.n });
    block.wave = number;
    block.current = undefined;
    return;
  }
  const f = fieldOf(t);
  if (f && IMPL_FIELDS.has(f.name)) {
    block.current = addField(block.fields, f, l, t, problem);
    return;
  }
  const s = stripComment(t, false);
  const { head, pairs } = keyValues(s, col);
  if (pairs.length && ID.test(cleanToken(head))) {
    const id = cleanToken(head);
    const node: GraphImplNode = { id, line: l.n, column: col, attrs: {}, ...(block.wave !== undefined ? { wave: block.wave } : {}) };
    for (const p of pairs) {
      const v = { value: p.value, line: l.n, column: p.column };
      if (p.key === 'status') node.status ??= v;
      else if (p.key === 'output') node.output ??= v;
      else if (p.key === 'verify') node.verify ??= v;
      else node.attrs[p.key] ??= v;
    }
    if (block.wave === undefined) problem(l, `node ${id} is listed before any WAVE line of the IMPLEMENTED GRAPH`);
    g.nodes.push(node);
    block.current = undefined;
    return;
  }
  if (continueField(block.current, l)) return;
  problem(l, 'line not understood in IMPLEMENTED GRAPH: expected `WAVE n — <purpose>`, a node line `N1  status=done  output=...`, or FAILURES/EVOLUTIONS/OFF-SCRIPT/GAPS/VERDICT');
}

function finishImplemented(block: Extract<Block, { kind: 'implemented' }>) {
  const g = block.g;
  const f = block.fields;
  if (f['FAILURES']) g.failures = parseList(f['FAILURES'], false);
  if (f['EVOLUTIONS']) g.evolutions = parseList(f['EVOLUTIONS'], true);
  if (f['OFF_SCRIPT']) g.offScript = parseList(f['OFF_SCRIPT'], false);
  if (f['GAPS']) g.gaps = parseList(f['GAPS'], false);
  if (f['VERDICT']) g.verdict = f['VERDICT'];
}

const BARE_STATUS = /^(?:done|failed|evolved|ok|complete[d]?|finished|pass(?:ed)?)\b/i;

/** Which node each RETURN answers: its header, a NODE field, or the nearest AGENT SUBGRAPH above it. */
function resolveReturns(p: GraphParse) {
  const known = new Set<string>();
  for (const g of p.delegatedGraphs) for (const n of g.nodes) known.add(n.id);
  for (const s of p.subgraphs) if (s.node) known.add(s.node);
  for (const r of p.returns) {
    const tok = cleanToken((/^[(\s]*([^\s():—–]+)/.exec(r.header)?.[1] ?? '').replace(/[)]$/, ''));
    if (tok && known.has(tok)) {
      r.node = tok;
      r.nodeFrom = 'header';
    } else if (tok && !BARE_STATUS.test(tok) && ((ID.test(tok) && /\d/.test(tok)) || PLACEHOLDER_ID.test(tok))) {
      r.node = tok;
      r.nodeFrom = 'header';
    } else {
      if (r.header) r.bare.unshift({ value: r.header, line: r.line, column: 1 });
      const field = r.fields['NODE'];
      const above = p.subgraphs.filter((s) => s.line < r.line && s.node).pop();
      if (field && cleanToken(field.value)) {
        r.node = cleanToken(field.value.split(/\s/)[0]!);
        r.nodeFrom = 'field';
      } else if (above) {
        r.node = above.node;
        r.nodeFrom = 'position';
      }
    }
  }
}

// ---------------------------------------------------------------- model

export type GraphOutputState = 'non-empty' | 'empty' | 'missing' | 'outside-root';

/** One kind of difference between the delegated and the implemented graph. */
export interface GraphDifference {
  kind: 'gap' | 'off-script' | 'wave' | 'output' | 'failed';
  node: string;
  /** Where the node is declared in the DELEGATED GRAPH. */
  delegated?: { line: number; column: number };
  /** Where the node is listed in the IMPLEMENTED GRAPH. */
  implemented?: { line: number; column: number };
  message: string;
}

/**
 * A graph transcript as rules see it. The last DELEGATED GRAPH is the plan
 * (an evolution may re-issue it); the last IMPLEMENTED GRAPH is the result.
 */
export class GraphModel implements GraphParse {
  readonly kind = 'graph' as const;
  readonly file: TextFile;
  readonly fs: ProjectFs;
  readonly delegatedGraphs: GraphDelegated[];
  readonly subgraphs: GraphSubgraph[];
  readonly returns: GraphReturn[];
  readonly implementedGraphs: GraphImplemented[];
  /** Parse problems plus problems reading the file (invalid UTF-8, binary, unreadable). */
  readonly problems: GraphProblem[];
  private _differences?: GraphDifference[];

  constructor(file: TextFile, fs: ProjectFs) {
    this.file = file;
    this.fs = fs;
    const parsed = parseGraphText(file.text);
    this.delegatedGraphs = parsed.delegatedGraphs;
    this.subgraphs = parsed.subgraphs;
    this.returns = parsed.returns;
    this.implementedGraphs = parsed.implementedGraphs;
    const fileProblems = file.problems.map((p) => ({ line: p.line ?? 1, column: p.column ?? 1, message: p.message }));
    this.problems = [...fileProblems, ...parsed.problems].sort((a, b) => a.line - b.line || a.column - b.column);
  }

  get rel(): string {
    return this.file.rel;
  }

  get delegated(): GraphDelegated | undefined {
    return this.delegatedGraphs[this.delegatedGraphs.length - 1];
  }

  get implemented(): GraphImplemented | undefined {
    return this.implementedGraphs[this.implementedGraphs.length - 1];
  }

  /** A finding on the graph file. */
  at(line: number, message: string, column = 1): Finding {
    return { file: this.file.rel, line: Math.max(1, line), column: Math.max(1, column), message };
  }

  node(id: string): GraphNode | undefined {
    return this.delegated?.nodes.find((n) => n.id === id);
  }

  /** Delegated status: `pre-done` or `pending` (a missing status counts as pending). */
  statusOf(n: GraphNode): string {
    return (n.status?.value ?? 'pending').trim().toLowerCase();
  }

  /** Wave number of a node in the delegated graph (first wave listing it). */
  waveOf(id: string): number | undefined {
    return this.delegated?.waves.find((w) => w.members.some((m) => m.id === id))?.number;
  }

  subgraphsFor(id: string): GraphSubgraph[] {
    return this.subgraphs.filter((s) => s.node === id);
  }

  returnsFor(id: string): GraphReturn[] {
    return this.returns.filter((r) => r.node === id);
  }

  /** Whether EVOLUTIONS of the implemented graph records a change for `id`. */
  evolved(id: string): boolean {
    return !!this.implemented?.evolutions?.items.some((i) => i.value === id);
  }

  /** Upstream nodes of `id` (sources of its incoming edges), deduplicated. */
  upstream(id: string): string[] {
    return [...new Set((this.delegated?.edges ?? []).filter((e) => e.to.id === id).map((e) => e.from.id))];
  }

  /**
   * What an entry of FAILURES / OFF-SCRIPT / GAPS names: a node (declared or
   * implemented, or an unknown id), a file (mapped to the delegated node whose
   * output it is, when one is), or free text.
   */
  entry(value: string): { kind: 'node'; id: string; known: boolean } | { kind: 'file'; path: string; node?: string } | { kind: 'text' } {
    const v = cleanToken(value);
    const known = new Set([...(this.delegated?.nodes.map((n) => n.id) ?? []), ...(this.implemented?.nodes.map((n) => n.id) ?? [])]);
    if (known.has(v)) return { kind: 'node', id: v, known: true };
    const paths = graphOutputPaths(v);
    if (paths.length === 1 && paths[0] === v.replace(/^\.\//, '')) {
      const owner = this.delegated?.nodes.find((n) => n.outputs.some((o) => graphOutputPaths(o.value).some((p) => p.replace(/\/+$/, '') === paths[0]!.replace(/\/+$/, ''))));
      return { kind: 'file', path: paths[0]!, ...(owner ? { node: owner.id } : {}) };
    }
    if (ID.test(v)) return { kind: 'node', id: v, known: false };
    return { kind: 'text' };
  }

  /** Node ids a list names directly or through a delegated node's output path. */
  listed(list: GraphList | undefined): Set<string> {
    const ids = new Set<string>();
    for (const item of list?.items ?? []) {
      const e = this.entry(item.value);
      if (e.kind === 'node') ids.add(e.id);
      else if (e.kind === 'file' && e.node) ids.add(e.node);
    }
    return ids;
  }

  /**
   * State of an output path under the checked root: `non-empty` (a file with
   * content or a folder with entries), `empty`, `missing`, or `outside-root`.
   */
  outputState(p: string): GraphOutputState {
    let rel = p;
    if (path.isAbsolute(p)) {
      const back = path.relative(this.fs.root, p);
      if (back.startsWith('..') || path.isAbsolute(back)) return 'outside-root';
      rel = back;
    }
    const probe = this.fs.probe(rel);
    if (probe !== 'exists') return probe;
    // A folder is listed, never read, so it does not count as a file read.
    const entries = this.fs.list(rel);
    if (entries) return entries.length > 0 ? 'non-empty' : 'empty';
    const file = this.fs.read(rel);
    if (!file) return 'missing';
    if (file.problems.some((x) => x.kind === 'not-a-file')) return 'empty';
    if (file.problems.some((x) => x.kind === 'outside-root')) return 'outside-root';
    if (file.problems.some((x) => x.kind === 'too-large')) return 'non-empty';
    return file.text.trim() === '' ? 'empty' : 'non-empty';
  }

  /**
   * Every structural difference between the last DELEGATED GRAPH and the last
   * IMPLEMENTED GRAPH, computed once: nodes missing or extra, nodes in another
   * wave, another output, failed nodes.
   */
  differences(): GraphDifference[] {
    if (this._differences) return this._differences;
    const d = this.delegated;
    const impl = this.implemented;
    const diffs: GraphDifference[] = [];
    if (d && impl) {
      const implById = new Map<string, GraphImplNode>();
      for (const n of impl.nodes) if (!implById.has(n.id)) implById.set(n.id, n);
      const delegatedIds = new Set(d.nodes.map((n) => n.id));
      const loc = (x: { line: number; column: number }) => ({ line: x.line, column: x.column });
      for (const n of d.nodes) {
        const i = implById.get(n.id);
        if (!i) {
          diffs.push({ kind: 'gap', node: n.id, delegated: loc(n), message: `${n.id} is delegated but not in the IMPLEMENTED GRAPH` });
          continue;
        }
        const dw = this.waveOf(n.id);
        if (dw !== undefined && i.wave !== undefined && dw !== i.wave) {
          diffs.push({ kind: 'wave', node: n.id, delegated: loc(n), implemented: loc(i), message: `${n.id} is in WAVE ${dw} of the DELEGATED GRAPH but WAVE ${i.wave} of the IMPLEMENTED GRAPH` });
        }
        const dOut = n.outputs[0]?.value;
        if (dOut !== undefined && i.output && !graphIsPlaceholder(i.output.value) && !graphIsPlaceholder(dOut) && !graphSameOutput(dOut, i.output.value)) {
          diffs.push({ kind: 'output', node: n.id, delegated: loc(n), implemented: loc(i.output), message: `${n.id} was delegated output=${dOut} but implemented output=${i.output.value}` });
        }
      }
      for (const i of implById.values()) {
        if (!delegatedIds.has(i.id)) diffs.push({ kind: 'off-script', node: i.id, implemented: loc(i), message: `${i.id} is in the IMPLEMENTED GRAPH but was never delegated` });
        if ((i.status?.value ?? '').trim().toLowerCase() === 'failed') {
          const dn = d.nodes.find((n) => n.id === i.id);
          diffs.push({ kind: 'failed', node: i.id, ...(dn ? { delegated: loc(dn) } : {}), implemented: loc(i), message: `${i.id} has status=failed` });
        }
      }
    }
    this._differences = diffs;
    return diffs;
  }
}

/**
 * The skip a graph rule returns when a block it needs is absent, or undefined
 * when every needed block is there.
 */
export function graphSkip(model: GraphModel, need: { delegated?: boolean; implemented?: boolean }): RuleOutcome | undefined {
  const missing = [need.delegated && !model.delegated ? 'DELEGATED GRAPH' : '', need.implemented && !model.implemented ? 'IMPLEMENTED GRAPH' : ''].filter(Boolean);
  if (!missing.length) return undefined;
  return {
    status: 'skip',
    detail: `no ${missing.join(' or ')} block in ${model.rel}`,
    fix: `Write the ${missing.join(' and the ')} block${missing.length > 1 ? 's' : ''} in the protocol's format.`,
    missingArtefact: true,
  };
}

// ---------------------------------------------------------------- detection and loading

const GRAPH_EXT = /\.(?:md|markdown|txt)$/i;
const GRAPH_HEAD = /^[ \t>]*(?:#{1,6}[ \t]+)?(?:\*\*|__)?(?:DELEGATED|IMPLEMENTED) GRAPH\b/m;

/** A markdown or text file whose first 64 KB hold a DELEGATED GRAPH or IMPLEMENTED GRAPH header. */
export function looksLikeGraph(abs: string, head: string): boolean {
  return GRAPH_EXT.test(abs) && GRAPH_HEAD.test(head);
}

/** Loads a graph transcript; every read goes through a ProjectFs confined to the root. */
export function loadGraphTarget(abs: string): LoadedTarget {
  const root = rootFor(abs, false);
  const fs = new ProjectFs(root);
  const rel = path.relative(root, abs).split(path.sep).join('/');
  const file = fs.read(rel) ?? {
    rel,
    abs,
    text: '',
    lines: [],
    bytes: 0,
    problems: [{ kind: 'unreadable' as const, message: 'graph file not found' }],
  };
  const model = new GraphModel(file, fs);
  return { model, root, filesRead: () => fs.filesRead().filter((f) => f.problems.every((p) => p.kind !== 'not-a-file')).map((f) => f.rel) };
}
