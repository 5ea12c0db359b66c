/** What each block of a transcript makes of its lines. */
import { ARROW, ELLIPSIS, ID, ID_GRAMMAR, PLACEHOLDER_ID, cleanToken, colIn, fieldOf, keyValues, refsIn, stripComment, type Line, unbullet, unmark } from './text.js';
import { IMPL_FIELDS, RETURN_FIELDS, SUBGRAPH_FIELDS, type GraphDelegated, type GraphField, type GraphImplNode, type GraphImplemented, type GraphNode, type GraphParse, type GraphReturn, type GraphSubgraph } from './types.js';
import { graphIsPlaceholder, graphOutputKey, graphSaysNone, parseList } from './values.js';

export type Block =
  | { kind: 'delegated'; g: GraphDelegated; section?: 'nodes' | 'edges' | 'waves'; fenced: boolean }
  | { kind: 'subgraph'; g: GraphSubgraph; current?: GraphField; taskMode: boolean; specMode: boolean; specIndent: number; specField?: GraphField; fenced: boolean; bulletIndent?: number }
  | { kind: 'return'; g: GraphReturn; current?: GraphField; fieldIndent?: number; fenced: boolean }
  | { kind: 'implemented'; g: GraphImplemented; current?: GraphField; wave?: number; waveUnread?: boolean; fenced: boolean; fields: Record<string, GraphField> };

/** A NODES / EDGES / WAVES section header and the blanks and `:` after it. */
export const SECTION = /^(NODES|EDGES|WAVES)(?=$|[\s:])\s*:?\s*/i;

/**
 * A wave number as written, when it is too large to count with exactly (a
 * number above 2^53 would be quoted back rounded); undefined for a usable one.
 */
export function unsafeWave(digits: string): string | undefined {
  if (Number.isSafeInteger(Number(digits))) return undefined;
  const shown = digits.length > 40 ? `${digits.slice(0, 40)}…` : digits;
  return `WAVE ${shown} is too large a wave number to read; waves are numbered 1, 2, 3, ...`;
}

export type ProblemFn = (line: Line | number, message: string, column?: number) => void;

export function feedDelegated(block: Extract<Block, { kind: 'delegated' }>, l: Line, problem: ProblemFn) {
  const g = block.g;
  let t = unbullet(unmark(l.text));
  let col = colIn(l, t, 0);
  if (ELLIPSIS.test(t)) return;
  // The keyword as a whole word (end, `:` or a blank after it), never the start of an id such as `edges-tests`.
  const sec = SECTION.exec(t);
  if (sec) {
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

export function nodeLine(g: GraphDelegated, text: string, line: number, col: number, problem: ProblemFn) {
  // A trailing `(owner: Dana)` is a note, as on EDGES lines, not part of the last value.
  const t = stripComment(text, 'spaced');
  const { head, pairs } = keyValues(t, col);
  const words = head.split(/\s+/).filter(Boolean);
  const id = cleanToken(words[0] ?? '');
  if (!id) {
    problem(line, 'node line does not start with a node id (expected `N1  domain=<owner>  output=<path>  status=pending`)', col);
    return;
  }
  if (!ID.test(id) && !PLACEHOLDER_ID.test(id)) {
    problem(line, `\`${id}\` is not a node id (${ID_GRAMMAR})`, col);
    return;
  }
  if (pairs.length === 0 && words.length > 1) {
    problem(line, `node line for ${id} has no key=value pairs (expected \`${id}  domain=<owner>  output=<path>  status=pending\`)`, col);
    return;
  }
  if (words.length > 1) problem(line, `unexpected text \`${words.slice(1).join(' ')}\` between node id ${id} and its key=value pairs`, col);
  // attrs are keyed by names from the file: `constructor=` or `__proto__=` is an attribute like any other.
  const node: GraphNode = { id, line, column: col, domains: [], outputs: [], attrs: Object.create(null) };
  for (const p of pairs) {
    const v = { value: p.value, line, column: p.column };
    if (p.key === 'domain' || p.key === 'owner') node.domains.push(v);
    else if (p.key === 'output') node.outputs.push(v);
    else if (p.key === 'status' && !node.status) node.status = v;
    else node.attrs[p.key] ??= v;
  }
  g.nodes.push(node);
}

/** ARROW, global: one shared instance, reset before each use. */
const ARROWS = new RegExp(ARROW.source, 'g');

/**
 * `text` up to the first comment mark outside parentheses: a spaced em or en
 * dash (as on WAVES lines), `//`, or a `:` ending a word (`N2 → N3: documents
 * the button`). Node ids hold neither `/` nor `:`, so what follows is prose,
 * not more edge ends.
 */
function cutEdgeComment(text: string): string {
  let depth = 0;
  for (let i = 1; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (depth !== 0) continue;
    else if (c === '/' && text[i + 1] === '/') return text.slice(0, i);
    else if (c === ':' && (i + 1 === text.length || /\s/.test(text[i + 1]!))) return text.slice(0, i);
    else if ((c === '—' || c === '–') && i + 1 < text.length && /\s/.test(text[i - 1]!) && /\s/.test(text[i + 1]!)) return text.slice(0, i);
  }
  return text;
}

export function edgeLine(g: GraphDelegated, text: string, line: number, col: number, problem: ProblemFn) {
  const t = stripComment(cutEdgeComment(text), true);
  if (graphSaysNone(t)) return;
  const parts: Array<{ text: string; offset: number }> = [];
  const re = ARROWS;
  re.lastIndex = 0;
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
    if (s.bad.length) problem(line, `\`${s.bad[0]}\` in this edge is not a node id (${ID_GRAMMAR})`, col + parts[k]!.offset);
    if (s.refs.length === 0) {
      problem(line, 'edge line has an arrow with no node on one side', col + parts[k]!.offset);
      return;
    }
  }
  for (let k = 0; k + 1 < segs.length; k++) {
    for (const from of segs[k]!.refs) for (const to of segs[k + 1]!.refs) g.edges.push({ from, to, line });
  }
}

export function waveLine(g: GraphDelegated, text: string, line: number, col: number, problem: ProblemFn) {
  const t = stripComment(text, false);
  const bracketed = /WAVE\s*(\d+)\s*(?:[:—–-]\s*)?\[([^\]]*)\]/gi;
  // Only text up to the last `]` can hold a bracketed wave: every `[` the pattern reaches there finds its `]`,
  // so no attempt scans to the end of the line and fails (quadratic on a long line of `WAVE 1 [`).
  const closed = t.slice(0, t.lastIndexOf(']') + 1);
  let found = false;
  for (let m = bracketed.exec(closed); m; m = bracketed.exec(closed)) {
    found = true;
    const inner = m[2]!;
    const innerStart = m.index + m[0].length - 1 - inner.length;
    let purpose = t.slice(m.index + m[0].length);
    const arrow = ARROW.exec(purpose);
    if (arrow) purpose = purpose.slice(0, arrow.index);
    purpose = purpose.trim().replace(/^[—–:-]+/, '').trim();
    const tooLarge = unsafeWave(m[1]!);
    if (tooLarge) {
      problem(line, tooLarge, col + m.index);
      continue;
    }
    addWave(g, Number(m[1]), inner, purpose, line, col + m.index, col + innerStart, problem);
  }
  if (found) return;
  // Not anchored at the end: `(.*)$` fails at a line separator and would backtrack over the blanks.
  const plain = /^WAVE\s*(\d+)\s*[:—–-]?\s*/i.exec(t);
  if (!plain) {
    problem(line, `wave line not understood (expected \`WAVE 1 : [N1 ∥ N2] — <purpose>\`): \`${t.slice(0, 60)}\``, col);
    return;
  }
  const tooLarge = unsafeWave(plain[1]!);
  if (tooLarge) {
    problem(line, tooLarge, col);
    return;
  }
  const body = t.slice(plain[0].length);
  const cut = /\s[—–-]\s/.exec(body);
  const members = cut ? body.slice(0, cut.index) : body;
  const purpose = cut ? body.slice(cut.index + cut[0].length).trim() : '';
  addWave(g, Number(plain[1]), members, purpose, line, col, col + t.length - body.length, problem);
}

export function addWave(g: GraphDelegated, number: number, members: string, purpose: string, line: number, col: number, membersCol: number, problem: ProblemFn) {
  const { refs, bad } = refsIn(members, line, membersCol);
  if (bad.length) problem(line, `\`${bad[0]}\` in WAVE ${number} is not a node id (${ID_GRAMMAR})`, membersCol);
  if (refs.length === 0) problem(line, `WAVE ${number} lists no nodes`, col);
  g.waves.push({ number, line, column: col, members: refs, purpose: purpose.trim() });
}

export function finishDelegated(g: GraphDelegated, problem: ProblemFn) {
  if (g.sections.nodes === undefined) problem(g.line, `DELEGATED GRAPH${g.name ? ` "${g.name}"` : ''} has no NODES section`);
  else if (g.nodes.length === 0) problem(g.sections.nodes, 'NODES section lists no nodes');
  if (g.sections.waves === undefined) problem(g.line, `DELEGATED GRAPH${g.name ? ` "${g.name}"` : ''} has no WAVES section`);
}

export function addField(
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

export function continueField(f: GraphField | undefined, l: Line): boolean {
  if (!f) return false;
  f.value = f.value === '' && f.endLine === f.line ? l.text : `${f.value}\n${l.text}`;
  if (f.value === l.text) f.valueColumns = [l.offset + 1];
  else f.valueColumns.push(l.offset + 1);
  f.endLine = l.n;
  return true;
}

/** A bulleted TASK step: `- step`, `* step`, `+ step`. */
export const TASK_BULLET = /^[-*+]\s+(.*)$/;

export function feedSubgraph(block: Extract<Block, { kind: 'subgraph' }>, l: Line, problem: ProblemFn) {
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
  // A TASK list may be written with bullets: each bullet at the list's own indent is a step
  // (a bullet indented under a numbered step, or under a bullet, continues that step).
  const bullet = block.taskMode ? TASK_BULLET.exec(t) : null;
  if (bullet && (g.tasks.length === 0 ? true : block.bulletIndent !== undefined && l.indent <= block.bulletIndent)) {
    block.bulletIndent ??= l.indent;
    g.tasks.push({ number: g.tasks.length + 1, text: bullet[1]!.trim(), line: l.n });
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

export function feedReturn(block: Extract<Block, { kind: 'return' }>, l: Line) {
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

export function feedImplemented(block: Extract<Block, { kind: 'implemented' }>, l: Line, problem: ProblemFn) {
  const g = block.g;
  const t = unbullet(unmark(l.text));
  if (ELLIPSIS.test(t)) return;
  const col = colIn(l, t, 0);
  const wave = /^WAVE\s*(\d+)\b\s*(?:[:—–-]+\s*)?(.*)$/i.exec(t);
  if (wave) {
    block.current = undefined;
    const tooLarge = unsafeWave(wave[1]!);
    // Nodes under an unreadable WAVE line are kept without a wave, and not reported as listed before any.
    block.waveUnread = !!tooLarge;
    if (tooLarge) {
      problem(l, tooLarge);
      block.wave = undefined;
      return;
    }
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
    const node: GraphImplNode = { id, line: l.n, column: col, attrs: Object.create(null), ...(block.wave !== undefined ? { wave: block.wave } : {}) };
    for (const p of pairs) {
      const v = { value: p.value, line: l.n, column: p.column };
      if (p.key === 'status') node.status ??= v;
      else if (p.key === 'output') node.output ??= v;
      else if (p.key === 'verify') node.verify ??= v;
      else node.attrs[p.key] ??= v;
    }
    if (block.wave === undefined && !block.waveUnread) problem(l, `node ${id} is listed before any WAVE line of the IMPLEMENTED GRAPH`);
    g.nodes.push(node);
    block.current = undefined;
    return;
  }
  if (continueField(block.current, l)) return;
  problem(l, 'line not understood in IMPLEMENTED GRAPH: expected `WAVE n — <purpose>`, a node line `N1  status=done  output=...`, or FAILURES/EVOLUTIONS/OFF-SCRIPT/GAPS/VERDICT');
}

export function finishImplemented(block: Extract<Block, { kind: 'implemented' }>) {
  const g = block.g;
  const f = block.fields;
  if (f['FAILURES']) g.failures = parseList(f['FAILURES'], false);
  if (f['EVOLUTIONS']) g.evolutions = parseList(f['EVOLUTIONS'], true);
  if (f['OFF_SCRIPT']) g.offScript = parseList(f['OFF_SCRIPT'], false);
  if (f['GAPS']) g.gaps = parseList(f['GAPS'], false);
  if (f['VERDICT']) g.verdict = f['VERDICT'];
}

export const BARE_STATUS = /^(?:done|failed|evolved|ok|complete[d]?|finished|pass(?:ed)?)\b/i;

/** A first-in first-out list of subgraphs from which answered ones drop out lazily (each is passed over once). */
class OpenQueue {
  private items: GraphSubgraph[] = [];
  private head = 0;
  push(s: GraphSubgraph) {
    this.items.push(s);
  }
  /** The earliest subgraph not yet answered, removed. */
  take(answered: Set<GraphSubgraph>): GraphSubgraph | undefined {
    while (this.head < this.items.length) {
      const s = this.items[this.head++]!;
      if (!answered.has(s)) return s;
    }
    return undefined;
  }
}

function queueIn(map: Map<string, OpenQueue>, key: string): OpenQueue {
  let q = map.get(key);
  if (!q) map.set(key, (q = new OpenQueue()));
  return q;
}

/**
 * Which node each RETURN answers: its header, a NODE field, or its position. The
 * protocol's RETURN names no node, and a parallel wave spawns several subgraphs
 * before the first RETURN: a RETURN without an id answers the unanswered AGENT
 * SUBGRAPH above it with the same OUTPUT, else the earliest unanswered one, else
 * the nearest one above.
 */
export function resolveReturns(p: GraphParse) {
  const known = new Set<string>();
  for (const g of p.delegatedGraphs) for (const n of g.nodes) known.add(n.id);
  for (const s of p.subgraphs) if (s.node) known.add(s.node);
  const answered = new Set<GraphSubgraph>();
  const inOrder = new OpenQueue();
  const byNode = new Map<string, OpenQueue>();
  const byOutput = new Map<string, OpenQueue>();
  let next = 0;
  let above: GraphSubgraph | undefined;
  for (const r of p.returns) {
    // Subgraphs and returns are each in file order: admit the subgraphs written above this RETURN.
    for (; next < p.subgraphs.length && p.subgraphs[next]!.line < r.line; next++) {
      const s = p.subgraphs[next]!;
      if (!s.node) continue;
      above = s;
      inOrder.push(s);
      queueIn(byNode, s.node).push(s);
      const out = s.fields['OUTPUT'];
      if (out && !graphIsPlaceholder(out.value)) queueIn(byOutput, graphOutputKey(out.value)).push(s);
    }
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
      if (field && cleanToken(field.value)) {
        r.node = cleanToken(field.value.split(/\s/)[0]!);
        r.nodeFrom = 'field';
      } else {
        const out = r.fields['OUTPUT'];
        const s =
          (out && !graphIsPlaceholder(out.value) ? byOutput.get(graphOutputKey(out.value))?.take(answered) : undefined) ?? inOrder.take(answered) ?? above;
        if (s) {
          r.node = s.node;
          r.nodeFrom = 'position';
          answered.add(s);
          continue;
        }
      }
    }
    // A RETURN naming its node answers that node's earliest open subgraph.
    if (r.node) {
      const s = byNode.get(r.node)?.take(answered);
      if (s) answered.add(s);
    }
  }
}
