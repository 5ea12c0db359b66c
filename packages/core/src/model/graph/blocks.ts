/** What each block of a transcript makes of its lines. */
import { ARROW, ELLIPSIS, bulletedField, ID, ID_GRAMMAR, PLACEHOLDER_ID, cleanToken, notAnId, shownToken, colIn, ungroup, fieldOf, keyValues, refsIn, reversedEdge, stripComment, type Line, type ProblemFn, unbullet, unheading, unlist, unmark, withoutMarks } from './text.js';
import { RETURN_FIELDS, SUBGRAPH_FIELDS, canon, type GraphDelegated, type GraphField, type GraphImplemented, type GraphNode, type GraphReturn, type GraphSubgraph, type GraphWave } from './types.js';
import { graphSaysNone } from './values.js';
import { checkCaseTwins, checkNonAsciiIds } from './lookalike.js';
import { delegatedTableRow } from './tables.js';
import { thousands } from '../../util.js';

export type Block = (
  | { kind: 'delegated'; g: GraphDelegated; section?: 'nodes' | 'edges' | 'waves'; fenced: boolean; openWave?: OpenWave; tableLine?: number }
  | { kind: 'subgraph'; g: GraphSubgraph; current?: GraphField; taskMode: boolean; specMode: boolean; specIndent: number; specField?: GraphField; fenced: boolean; bulletIndent?: number }
  | { kind: 'return'; g: GraphReturn; current?: GraphField; fieldIndent?: number; fenced: boolean }
  // `plan`: written in the DELEGATED GRAPH's notation, the section its lines are in and each node's wave its WAVES lines give.
  | { kind: 'implemented'; g: GraphImplemented; current?: GraphField; wave?: number; waveUnread?: boolean; fenced: boolean; fields: Record<string, GraphField>; waveLines?: Map<number, number>; plan?: { section: 'NODES' | 'EDGES' | 'WAVES'; waveOf: Map<string, number> } }
) & {
  /** Opened by a markdown heading naming only the block type (`## Delegated graph`): a section title unless a line of the block follows. */
  title?: boolean;
  /** A line of the file was read as the block's. */
  fed?: boolean;
};

/** A WAVES member list whose `[` is not closed on its line: the next lines continue it up to its `]`. */
export interface OpenWave {
  wave: GraphWave;
  /** Line and column of the `[`. */
  line: number;
  column: number;
}

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

export type { ProblemFn } from './text.js';

/**
 * Nodes of one graph read, at most: a plan has dozens (the HTML report draws 500). Each node costs tens of microseconds
 * across the graph checks, so past the bound the graph is read no further, its edges and waves included.
 */
export const MAX_NODES = 20_000;
export function feedDelegated(block: Extract<Block, { kind: 'delegated' }>, l: Line, problem: ProblemFn) {
  const g = block.g;
  if (g.cut !== undefined) return;
  const u = unlist(l.text);
  if (ELLIPSIS.test(u)) return;
  if (u[0] === '|' && !block.openWave) return delegatedTableRow(block, l, problem);
  // The keyword as a whole word (end, `:` or a blank after it), never the start of an id such as `edges-tests`.
  const sec = SECTION.exec(u);
  // Bold is dropped around a keyword (`**NODES:**`, `**WAVE 1**`), never around a node id: `__init__` is read as written.
  let t = sec || /^WAVE\s*\d/i.test(u) ? u : unbullet(unheading(l.text));
  let col = colIn(l, t, 0);
  if (block.openWave) {
    // A wrapped member list goes on until its `]`; a new section or WAVE line means it was never closed.
    if (!sec && !/^WAVE\s*\d/i.test(t)) {
      continueWave(block, stripComment(t, false), l.n, col, problem);
      return;
    }
    unclosedWave(block, problem);
  }
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
  else block.openWave = waveLine(g, t, l.n, col, problem);
}

export function nodeLine(g: GraphDelegated, text: string, line: number, col: number, problem: ProblemFn) {
  // A trailing `(owner: Dana)` is a note, as on EDGES lines, not part of the last value.
  const t = stripComment(text, 'spaced');
  const { head: written, pairs } = keyValues(t, col);
  // A mark beside the id (`N1 ✅`, `✅ N1`) is decoration, as after a value.
  const { text: head, start } = withoutMarks(written);
  col += start;
  const words = head.split(/\s+/).filter(Boolean);
  const id = cleanToken(words[0] ?? '');
  if (!id) {
    problem(line, 'node line does not start with a node id (expected `N1  domain=<owner>  output=<path>  status=pending`)', col);
    return;
  }
  if (!ID.test(id) && !PLACEHOLDER_ID.test(id)) {
    problem(line, notAnId(id), col);
    return;
  }
  if (pairs.length === 0 && words.length > 1) {
    problem(line, `node line for ${id} has no key=value pairs (expected \`${id}  domain=<owner>  output=<path>  status=pending\`)`, col);
    return;
  }
  if (words.length > 1) problem(line, `unexpected text \`${words.slice(1).join(' ')}\` between node id ${id} and its key=value pairs`, col);
  if (g.nodes.length >= MAX_NODES) {
    problem(line, `the graph declares more than ${thousands(MAX_NODES)} nodes; it is read no further (the nodes from here on, and its edges and waves, are not read)`, col);
    g.cut = line;
    return;
  }
  // attrs are keyed by names from the file: `constructor=` or `__proto__=` is an attribute like any other.
  const node: GraphNode = { id, line, column: col, domains: [], outputs: [], attrs: Object.create(null) };
  for (const p of pairs) {
    const v = { value: p.value, line, column: p.column };
    if (p.key === 'domain' || p.key === 'owner') node.domains.push({ ...v, key: p.written });
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
 * not more edge ends. Past an arrow, a spaced ASCII hyphen (`N1 → N2 - web
 * reads the api`, or `--`) is the same dash typed without its key: an id holds
 * a hyphen only inside it, and `->` has no blank after its `-`.
 */
function cutEdgeComment(text: string): string {
  let depth = 0;
  const arrow = ARROW.exec(text);
  const afterArrow = arrow ? arrow.index + arrow[0].length : Infinity;
  for (let i = 1; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (depth !== 0) continue;
    else if (c === '/' && text[i + 1] === '/') return text.slice(0, i);
    else if (c === ':' && (i + 1 === text.length || /\s/.test(text[i + 1]!))) return text.slice(0, i);
    else if ((c === '—' || c === '–') && i + 1 < text.length && /\s/.test(text[i - 1]!) && /\s/.test(text[i + 1]!)) return text.slice(0, i);
    else if (c === '-' && i > afterArrow && /\s/.test(text[i - 1]!)) {
      const end = text[i + 1] === '-' ? i + 2 : i + 1;
      if (end < text.length && /\s/.test(text[end]!)) return text.slice(0, i);
    }
  }
  return text;
}

/** Every token of a member list that is no id, named (a few, then a count): none is dropped unseen. */
function notIds(bad: string[]): string {
  const shown = bad.slice(0, 5).map((b) => `\`${shownToken(b)}\``);
  if (bad.length > 5) return `${shown.join(', ')} and ${bad.length - 5} more`;
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}` : shown[0]!;
}

/** Characters of one EDGES line read, and edges of one graph kept, at most: a plan has dozens; a hostile line, 600,000 (450 MB). */
export const MAX_EDGE_LINE = 64 * 1024;
export const MAX_EDGES = 100_000;
/** The graphs already told they hold more than MAX_EDGES edges. */
const edgesCut = new WeakSet<GraphDelegated>();

export function edgeLine(g: GraphDelegated, full: string, line: number, col: number, problem: ProblemFn) {
  // Past the bound, the graph's edge lines are not read at all.
  if (edgesCut.has(g)) return;
  let text = full;
  if (full.length > MAX_EDGE_LINE) {
    // Cut at the last blank within the bound, so that no id is read in half, and before an arrow left
    // at the end, so that none lacks its node.
    const blank = full.lastIndexOf(' ', MAX_EDGE_LINE);
    text = full.slice(0, blank > 0 ? blank : MAX_EDGE_LINE);
    let lastArrow = -1;
    let arrowEnd = -1;
    ARROWS.lastIndex = 0;
    for (let m = ARROWS.exec(text); m; m = ARROWS.exec(text)) [lastArrow, arrowEnd] = [m.index, m.index + m[0].length];
    if (lastArrow > 0 && text.slice(arrowEnd).trim() === '') text = text.slice(0, lastArrow);
    problem(line, `edge line is over ${MAX_EDGE_LINE} characters; the edges past here are not read`, col + text.length);
  }
  const t = stripComment(cutEdgeComment(text), true);
  if (graphSaysNone(t)) return;
  const back = reversedEdge(t);
  if (back) return problem(line, back.message, col + back.index);
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
  // A comma between two arrows separates two edges (`N1 → N3, N2 → N3`): the chain ends before it and a new one
  // starts after. So does a semicolon anywhere past the first arrow (`N1 → N3; N2 → N3`), as it does between chains
  // in a worker's IMPLEMENTED GRAPH: no id holds one.
  const chains: Array<Array<{ text: string; offset: number }>> = [[]];
  parts.forEach((p, k) => {
    const semi = k > 0 ? p.text.indexOf(';') : -1;
    const cut = semi >= 0 ? semi : k > 0 && k < parts.length - 1 && !/^\s*[[{]/.test(p.text) ? p.text.indexOf(',') : -1;
    if (cut < 0) {
      chains[chains.length - 1]!.push(p);
      return;
    }
    chains[chains.length - 1]!.push({ text: p.text.slice(0, cut), offset: p.offset });
    for (let from = cut + 1; ; ) {
      const next = semi >= 0 ? p.text.indexOf(';', from) : -1;
      chains.push([{ text: p.text.slice(from, next < 0 ? undefined : next), offset: p.offset + from }]);
      if (next < 0) break;
      from = next + 1;
    }
  });
  // A statement between semicolons with no arrow is no edge (`N1 → N3; N2`); an empty one (`N1 → N3;`) is nothing.
  const edged = chains.filter((chain, c) => {
    if (c === 0 || chain.length > 1) return true;
    const said = chain[0]!.text.trim();
    if (said !== '') problem(line, `\`${said.slice(0, 60)}\` after \`;\` in this edge line has no arrow (expected \`N1 → N3; N2 → N3\`)`, col + chain[0]!.offset + chain[0]!.text.search(/\S/));
    return false;
  });
  const read = edged.map((chain) => chain.map((p) => ({ ...refsIn(ungroup(p.text), line, col + p.offset), offset: p.offset })));
  for (const s of read.flat()) {
    if (s.bad.length) problem(line, `${notIds(s.bad)} in this edge ${s.bad.length === 1 ? 'is not a node id' : 'are not node ids'} (${ID_GRAMMAR})`, s.badColumn);
    if (s.refs.length === 0) {
      // A side whose only token is no id was just reported: one finding per bad side, not two at one column.
      if (!s.bad.length) problem(line, 'edge line has an arrow with no node on one side', col + s.offset);
      return;
    }
  }
  for (const segs of read) {
    for (let k = 0; k + 1 < segs.length; k++) {
      for (const from of segs[k]!.refs) {
        for (const to of segs[k + 1]!.refs) {
          if (g.edges.length >= MAX_EDGES) {
            if (!edgesCut.has(g)) problem(line, `the graph has more than ${MAX_EDGES} edges; the edges from here on are not read`, to.column);
            edgesCut.add(g);
            return;
          }
          g.edges.push({ from, to, line });
        }
      }
    }
  }
}

/** Reads a WAVES line; returns its wave when the line opens a `[` member list it does not close. */
export function waveLine(g: GraphDelegated, text: string, line: number, col: number, problem: ProblemFn): OpenWave | undefined {
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
  if (found) return undefined;
  // Not anchored at the end: `(.*)$` fails at a line separator and would backtrack over the blanks.
  const plain = /^WAVE\s*(\d+)\s*[:—–-]?\s*/i.exec(t);
  if (!plain) {
    problem(line, `wave line not understood (expected \`WAVE 1 : [N1 ∥ N2] — <purpose>\`): \`${t.slice(0, 60)}\``, col);
    return undefined;
  }
  const tooLarge = unsafeWave(plain[1]!);
  if (tooLarge) {
    problem(line, tooLarge, col);
    return undefined;
  }
  const body = t.slice(plain[0].length);
  if (body[0] === '[') {
    // No `]` on the line (else the bracketed pattern matched): the list is wrapped onto the next lines.
    const bodyCol = col + plain[0].length;
    const wave: GraphWave = { number: Number(plain[1]), line, column: col, members: [], purpose: '' };
    g.waves.push(wave);
    const open: OpenWave = { wave, line, column: bodyCol };
    // A spaced dash starts the purpose: the list ended on this line without its `]`, and the purpose is no members.
    const rest = body.slice(1);
    const dash = /\s[—–-]\s/.exec(rest);
    addMembers(wave, dash ? rest.slice(0, dash.index) : rest, line, bodyCol + 1, problem);
    if (!dash) return open;
    wave.purpose = rest.slice(dash.index + dash[0].length).trim();
    problem(line, `the \`[\` of WAVE ${wave.number} on line ${line} is never closed with \`]\``, bodyCol);
    return undefined;
  }
  const cut = /\s[—–-]\s/.exec(body);
  const members = cut ? body.slice(0, cut.index) : body;
  const purpose = cut ? body.slice(cut.index + cut[0].length).trim() : '';
  addWave(g, Number(plain[1]), members, purpose, line, col, col + t.length - body.length, problem);
  return undefined;
}

/** Adds the ids of a stretch of a member list to `wave`, naming every token that is no id. */
function addMembers(wave: GraphWave, members: string, line: number, membersCol: number, problem: ProblemFn) {
  const { refs, bad, badColumn } = refsIn(members, line, membersCol);
  if (bad.length) problem(line, `${notIds(bad)} in WAVE ${wave.number} ${bad.length === 1 ? 'is not a node id' : 'are not node ids'} (${ID_GRAMMAR})`, badColumn);
  // One at a time: a spread of a huge list would overflow the call stack.
  for (const r of refs) wave.members.push(r);
}

/** A line continuing a wrapped member list: ids up to its `]`, then the purpose. */
function continueWave(block: Extract<Block, { kind: 'delegated' }>, t: string, line: number, col: number, problem: ProblemFn) {
  const open = block.openWave!;
  const end = t.indexOf(']');
  addMembers(open.wave, end < 0 ? t : t.slice(0, end), line, col, problem);
  if (end < 0) return;
  block.openWave = undefined;
  let purpose = t.slice(end + 1);
  const arrow = ARROW.exec(purpose);
  if (arrow) purpose = purpose.slice(0, arrow.index);
  open.wave.purpose = purpose.trim().replace(/^[—–:-]+/, '').trim();
  if (open.wave.members.length === 0) problem(open.wave.line, `WAVE ${open.wave.number} lists no nodes`, open.wave.column);
}

/** A member list whose `]` never came: one finding at its `[`; the ids read so far stay in the wave. */
function unclosedWave(block: Extract<Block, { kind: 'delegated' }>, problem: ProblemFn) {
  const open = block.openWave!;
  block.openWave = undefined;
  problem(open.line, `the \`[\` of WAVE ${open.wave.number} on line ${open.line} is never closed with \`]\``, open.column);
}

export function addWave(g: GraphDelegated, number: number, members: string, purpose: string, line: number, col: number, membersCol: number, problem: ProblemFn) {
  const wave: GraphWave = { number, line, column: col, members: [], purpose: purpose.trim() };
  addMembers(wave, members, line, membersCol, problem);
  if (wave.members.length === 0) problem(line, `WAVE ${number} lists no nodes`, col);
  g.waves.push(wave);
}

export function finishDelegated(block: Extract<Block, { kind: 'delegated' }>, problem: ProblemFn) {
  if (block.openWave) unclosedWave(block, problem);
  const g = block.g;
  checkNonAsciiIds(g, problem);
  checkCaseTwins(g, problem);
  if (g.sections.nodes === undefined) problem(g.line, `DELEGATED GRAPH${g.name ? ` "${g.name}"` : ''} has no NODES section`);
  else if (g.nodes.length === 0) problem(g.sections.nodes, 'NODES section lists no nodes');
  // A graph cut at MAX_NODES has its own finding: the sections after the cut were never read.
  if (g.sections.waves === undefined && g.cut === undefined) problem(g.line, `DELEGATED GRAPH${g.name ? ` "${g.name}"` : ''} has no WAVES section`);
}

export function addField(
  fields: Record<string, GraphField>,
  f0: { name: string; value: string; valueIndex: number },
  l: Line,
  t: string,
  problem?: ProblemFn,
): GraphField {
  const name = f0.name;
  const f: GraphField = { name, value: f0.value, line: l.n, column: colIn(l, t, 0), valueColumns: [colIn(l, t, f0.valueIndex)], valueLines: [l.n], endLine: l.n };
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
  if (f.value === l.text) {
    f.valueColumns = [l.offset + 1];
    f.valueLines = [l.n];
  } else {
    f.valueColumns.push(l.offset + 1);
    f.valueLines?.push(l.n);
  }
  f.endLine = l.n;
  return true;
}

/** Every field a prompt holds: its own and its RETURN template's. */
export const PROMPT_FIELDS: ReadonlySet<string> = new Set([...SUBGRAPH_FIELDS, ...RETURN_FIELDS]);

/** A bulleted TASK step: `- step`, `* step`, `+ step`. The step starts at a non-blank: blanks before a line separator are not split every way. */
export const TASK_BULLET = /^[-*+]\s+(\S.*|)$/;

export function feedSubgraph(block: Extract<Block, { kind: 'subgraph' }>, l: Line, problem: ProblemFn) {
  const g = block.g;
  let t = unmark(l.text);
  if (ELLIPSIS.test(t)) return;
  let f = fieldOf(t);
  // Fields written as list items (`- WHY: ...`), outside the TASK list and not indented under a field's name.
  const current = block.specMode ? block.specField : block.current;
  const listed = f || block.taskMode || l.offset >= (current?.column ?? Infinity) ? undefined : bulletedField(t, PROMPT_FIELDS);
  if (listed) ({ t, f } = listed);

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
    g.returnSpec = { line: l.n, fields: {}, header: t.replace(/^RETURN\b[\s:：—–-]*/, '').trim() };
    block.specMode = true;
    block.specIndent = l.indent;
    block.taskMode = false;
    block.current = undefined;
    return;
  }
  if (/^TASKS?\s*(?::\s*)?$/.test(t)) {
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
  // The step starts at a non-blank, as in TASK_BULLET.
  const item = /^(\d+)[.)]\s+(\S.*|)$/.exec(t);
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

export function feedReturn(block: Extract<Block, { kind: 'return' }>, l: Line, problem: ProblemFn) {
  const g = block.g;
  let t = unmark(l.text);
  let f = fieldOf(t);
  // A field written as a list item (`- STATUS: done`) is the same field; a list item indented under a field's name continues it.
  const listed = (f && RETURN_FIELDS.has(f.name)) || l.offset >= (block.current?.column ?? Infinity) ? undefined : bulletedField(t, RETURN_FIELDS);
  if (listed) ({ t, f } = listed);
  if (f && RETURN_FIELDS.has(f.name)) {
    // A repeated field keeps the first and is reported, as in a prompt: a second `STATUS : failed` read as nothing would let the RETURN pass.
    block.fieldIndent ??= l.indent;
    block.current = addField(g.fields, f, l, t, problem);
    return;
  }
  // `Summary: ...` at the fields' indent is a field name not in upper case: no field, and no part of the field above.
  const miscased = block.fieldIndent !== undefined && l.indent <= block.fieldIndent && graphMiscasedField(t);
  if (miscased) block.current = undefined;
  if (continueField(block.current, l)) return;
  g.bare.push({ value: t, line: l.n, column: colIn(l, t, 0) });
}

/** `Status: done`: a RETURN field's name written not in upper case, which the protocol's fixed block does not read. */
export function graphMiscasedField(t: string): { name: string; written: string } | undefined {
  const m = /^([A-Za-z][A-Za-z_-]*(?: [A-Za-z_-]+)*)\s*:(?!\/\/)/.exec(t);
  if (!m || m[1] === m[1]!.toUpperCase()) return undefined;
  const name = canon(m[1]!);
  return RETURN_FIELDS.has(name) ? { name, written: m[1]! } : undefined;
}
