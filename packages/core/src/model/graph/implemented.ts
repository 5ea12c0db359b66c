/** What an IMPLEMENTED GRAPH block makes of its lines: WAVE lines, node rows and its FAILURES ... VERDICT fields. */
import { addField, continueField, SECTION, unsafeWave, type Block } from './blocks.js';
import { ELLIPSIS, ID, PLACEHOLDER_ID, cleanToken, notAnId, colIn, fieldOf, keyValues, stripComment, type Line, type ProblemFn, unbullet, unheading, unlist, withoutMarks } from './text.js';
import { IMPL_FIELDS, type GraphImplNode } from './types.js';
import { implementedUnread } from './unread.js';
import { parseList } from './values.js';

/**
 * An IMPLEMENTED GRAPH's wave line (`WAVE 2 — docs`, `wave 2: docs`, `WAVE 2 docs`): the number, then the purpose.
 * `Wave 2 ran after the review.` is a sentence, not a wave: the keyword not in capitals and a lower-case word
 * straight after the number.
 */
export function implementedWave(t: string): { number: string; purpose: string } | undefined {
  // The purpose is the rest of the line, read in code: `(.*)$` fails at a line separator and would split the
  // blanks before it every way. The greedy prefix reaches furthest, so a separator after it is a failure as before.
  const m = /^(WAVE)\s*(\d+)\b\s*([:—–-]+\s*)?/i.exec(t);
  const purpose = m && t.slice(m[0].length);
  if (!m || /[\n\r\u2028\u2029]/.test(purpose!) || (m[1] !== 'WAVE' && !m[3] && /^\p{Ll}/u.test(purpose!))) return undefined;
  return { number: m[2]!, purpose: purpose! };
}

/** A WAVES line of the DELEGATED GRAPH's notation, `WAVE 2 : [N3 ∥ N4] — docs`: its number, members and purpose. */
const PLAN_WAVE = /^WAVE[ \t]{0,8}(\d{1,12})[ \t]{0,8}:?[ \t]{0,8}\[([^\]\n]*)\][ \t]{0,8}(?:[—–-]{1,3}[ \t]{0,8})?/i;
const IMPLEMENTED_AS_PLAN =
  'IMPLEMENTED GRAPH written in the DELEGATED GRAPH\'s notation (NODES:, EDGES:, WAVES:): its nodes are read from its NODES and WAVES sections, but the protocol lists each node under its wave: `WAVE 1 — <purpose>`, then `  N1  status=done  output=...`';

/**
 * A line of an IMPLEMENTED GRAPH written as a plan (NODES / EDGES / WAVES sections): said once, at its first section
 * header, and read as meant: NODES rows are its nodes, WAVES lines place them, EDGES lines (no part of what was
 * implemented) are passed over. Returns whether the line was such a line.
 */
function planLine(block: Extract<Block, { kind: 'implemented' }>, l: Line, t: string, problem: ProblemFn): boolean {
  const section = SECTION.exec(t);
  if (section && section[0].length === t.length) {
    if (!block.plan) problem(l, IMPLEMENTED_AS_PLAN);
    block.plan = { section: section[1]!.toUpperCase() as 'NODES' | 'EDGES' | 'WAVES', waveOf: block.plan?.waveOf ?? new Map() };
    block.wave = undefined;
    block.current = undefined;
    return true;
  }
  const field = fieldOf(t);
  if (!block.plan || (field && IMPL_FIELDS.has(field.name))) return false;
  if (block.plan.section === 'EDGES') return /→|->/.test(t);
  if (block.plan.section !== 'WAVES') return false;
  const m = PLAN_WAVE.exec(t);
  if (!m) return false;
  const tooLarge = unsafeWave(m[1]!);
  if (tooLarge) {
    problem(l, tooLarge);
    return true;
  }
  const number = Number(m[1]);
  addImplementedWave(block, number, t.slice(m[0].length), l, problem);
  for (const id of m[2]!.split(/[∥|,\s]+/)) if (ID.test(id)) block.plan.waveOf.set(id, number);
  block.wave = undefined;
  return true;
}

/** A wave of the implemented graph, said when its number was listed before. */
function addImplementedWave(block: Extract<Block, { kind: 'implemented' }>, number: number, purpose: string, l: Line, problem: ProblemFn) {
  // By number, not a search of the waves so far: one wave per node makes that quadratic.
  const waveLines = (block.waveLines ??= new Map());
  const prev = waveLines.get(number);
  if (prev !== undefined) problem(l, `WAVE ${number} listed twice in the IMPLEMENTED GRAPH (first at line ${prev})`);
  else waveLines.set(number, l.n);
  block.g.waves.push({ number, purpose: purpose.trim(), line: l.n });
}

export function feedImplemented(block: Extract<Block, { kind: 'implemented' }>, l: Line, problem: ProblemFn) {
  const g = block.g;
  const t = unlist(l.text);
  if (ELLIPSIS.test(t)) return;
  if (planLine(block, l, t, problem)) return;
  const wave = implementedWave(t);
  if (wave) {
    block.current = undefined;
    const tooLarge = unsafeWave(wave.number);
    // Nodes under an unreadable WAVE line are kept without a wave, and not reported as listed before any.
    block.waveUnread = !!tooLarge;
    if (tooLarge) {
      problem(l, tooLarge);
      block.wave = undefined;
      return;
    }
    const number = Number(wave.number);
    addImplementedWave(block, number, wave.purpose, l, problem);
    // Past a plan's sections, the protocol's form: the rows below are nodes of this wave (the waves read so far stand).
    if (block.plan) block.plan.section = 'NODES';
    block.wave = number;
    block.current = undefined;
    return;
  }
  const f = fieldOf(t);
  if (f && IMPL_FIELDS.has(f.name)) {
    block.current = addField(block.fields, f, l, t, problem);
    return;
  }
  // As on NODES lines, bold is no mark around an id here: `__init__ status=done` is `__init__`.
  const nodeText = unbullet(unheading(l.text));
  const { head: written, pairs } = keyValues(stripComment(nodeText, false), colIn(l, nodeText, 0));
  // A mark beside the id (`N1 ✅`, `✅ N1`) is decoration, as after a value.
  const { text: head, start } = withoutMarks(written);
  const nodeCol = colIn(l, nodeText, start);
  const id = cleanToken(head);
  if (pairs.length && id && !/\s/.test(id) && !ID.test(id) && !PLACEHOLDER_ID.test(id)) {
    problem(l, notAnId(id), nodeCol);
    implementedUnread(g, l);
    block.current = undefined;
    return;
  }
  if (pairs.length && ID.test(id)) {
    const node: GraphImplNode = { id, line: l.n, column: nodeCol, attrs: Object.create(null), ...(block.wave !== undefined ? { wave: block.wave } : {}) };
    for (const p of pairs) {
      const v = { value: p.value, line: l.n, column: p.column };
      if (p.key === 'status') node.status ??= v;
      else if (p.key === 'output') node.output ??= v;
      else if (p.key === 'verify') node.verify ??= v;
      else node.attrs[p.key] ??= v;
    }
    // In the plan's notation a node's wave comes from the WAVES lines (finishImplemented).
    if (block.wave === undefined && !block.waveUnread && !block.plan) problem(l, `node ${id} is listed before any WAVE line of the IMPLEMENTED GRAPH`);
    g.nodes.push(node);
    block.current = undefined;
    return;
  }
  if (continueField(block.current, l)) return;
  problem(l, 'line not understood in IMPLEMENTED GRAPH: expected `WAVE n — <purpose>`, a node line `N1  status=done  output=...`, or FAILURES/EVOLUTIONS/OFF-SCRIPT/GAPS/VERDICT');
  implementedUnread(g, l);
}

export function finishImplemented(block: Extract<Block, { kind: 'implemented' }>) {
  const g = block.g;
  const f = block.fields;
  const waveOf = block.plan?.waveOf;
  if (waveOf?.size) for (const node of g.nodes) if (node.wave === undefined && waveOf.has(node.id)) node.wave = waveOf.get(node.id)!;
  if (f['FAILURES']) g.failures = parseList(f['FAILURES'], false);
  if (f['EVOLUTIONS']) g.evolutions = parseList(f['EVOLUTIONS'], true);
  if (f['OFF_SCRIPT']) g.offScript = parseList(f['OFF_SCRIPT'], false);
  if (f['GAPS']) g.gaps = parseList(f['GAPS'], false);
  if (f['VERDICT']) g.verdict = f['VERDICT'];
}
