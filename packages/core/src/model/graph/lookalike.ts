/** Node ids that read like another: letters outside ASCII declared before use and never drawn like another id, and no two ids one in case. */
import { codePoint } from '../../util.js';
import type { ProblemFn } from './text.js';
import type { GraphDelegated, GraphNode, GraphRef } from './types.js';

const NON_ASCII = /[^\x00-\x7f]/;

/** Pairs of a Cyrillic or Greek letter and the Latin letter it is drawn like. */
const SHAPES = 'АAВBЕEКKМMНHОOРPСCТTХXУYІIЈJЅSаaеeоoрpсcуyхxіiјjѕsһhԁdΑAΒBΕEΖZΗHΙIΚKΜMΝNΟOΡPΤTΥYΧXοoνvιi';
/** Pairs of a Cyrillic or Greek letter and the Latin letter it is read as, where that is another one (`Н9` reads N9). */
const READINGS = 'НNнnРRрrСSсsВVвvУUуuΡR';

function pairs(s: string): Map<string, string> {
  const m = new Map<string, string>();
  for (let i = 0; i + 1 < s.length; i += 2) m.set(s[i]!, s[i + 1]!);
  return m;
}
const BY_SHAPE = pairs(SHAPES);
const BY_READING = new Map([...BY_SHAPE, ...pairs(READINGS)]);

/** `id` with each letter of `map` replaced by its Latin one. */
function latin(id: string, map: Map<string, string>): string {
  let out = '';
  for (const c of id) out += map.get(c) ?? c;
  return out;
}

/** The other declared id that `id` is drawn or read like, if any. */
function lookAlike(id: string, declared: Map<string, GraphNode>): GraphNode | undefined {
  for (const map of [BY_SHAPE, BY_READING]) {
    const k = latin(id, map);
    if (k !== id && declared.has(k)) return declared.get(k);
  }
  return undefined;
}

/** The first letter of `id` outside ASCII, for messages. */
const firstForeign = (id: string) => [...id].find((c) => NON_ASCII.test(c)) ?? '';

/**
 * For a message about `id`: that it is drawn like a declared node id, when it is; for an ASCII id, that
 * NODES declares it with a look-alike character (`N４` for N4), when it does; else ''.
 */
export function lookAlikeHint(id: string, declared: Map<string, GraphNode>): string {
  if (!NON_ASCII.test(id)) {
    const twin = asciiTwins(declared).get(id);
    return twin ? `; NODES declares ${twin.id} (line ${twin.line}) instead: ${asciiTwinNote(twin.id)}` : '';
  }
  const like = lookAlike(id, declared);
  return like ? `; it looks like ${like.id} (line ${like.line}) but is spelled with \`${firstForeign(id)}\`, which is no Latin letter` : '';
}

const DIGITS = ['ZERO', 'ONE', 'TWO', 'THREE', 'FOUR', 'FIVE', 'SIX', 'SEVEN', 'EIGHT', 'NINE'];

/** The Unicode name of a fullwidth digit or Latin letter (U+FF10–FF19, FF21–FF3A, FF41–FF5A); '' for any other character. */
function fullwidthName(c: string): string {
  const p = c.codePointAt(0)!;
  if (p >= 0xff10 && p <= 0xff19) return `FULLWIDTH DIGIT ${DIGITS[p - 0xff10]}`;
  if (p >= 0xff21 && p <= 0xff3a) return `FULLWIDTH LATIN CAPITAL LETTER ${String.fromCharCode(p - 0xff21 + 65)}`;
  if (p >= 0xff41 && p <= 0xff5a) return `FULLWIDTH LATIN SMALL LETTER ${String.fromCharCode(p - 0xff41 + 65)}`;
  return '';
}

/** `id` in ASCII when each character outside ASCII is a compatibility form (fullwidth \`４\`) or a letter drawn like a Latin one; else undefined. */
export function asciiOf(id: string): string | undefined {
  if (!NON_ASCII.test(id)) return undefined;
  const folded = latin(id.normalize('NFKC'), BY_SHAPE);
  return NON_ASCII.test(folded) ? undefined : folded;
}

/** "N４ holds U+FF14 (FULLWIDTH DIGIT FOUR), not an ASCII digit: did you mean N4?" for an id with a look-alike character; else ''. */
export function asciiTwinNote(id: string): string {
  const ascii = asciiOf(id);
  if (ascii === undefined) return '';
  const c = firstForeign(id);
  const name = fullwidthName(c);
  const what = /^[0-9]$/.test(c.normalize('NFKC')) ? 'an ASCII digit' : 'a Latin letter';
  return `${id} holds ${codePoint(c)}${name ? ` (${name})` : ''}, not ${what}: did you mean ${ascii}?`;
}

// Per NODES map: its look-alike ids by the ASCII id they read as, built when a finding asks.
const twinsOf = new WeakMap<Map<string, GraphNode>, Map<string, GraphNode>>();
function asciiTwins(declared: Map<string, GraphNode>): Map<string, GraphNode> {
  let twins = twinsOf.get(declared);
  if (!twins) {
    twins = new Map();
    for (const n of declared.values()) {
      const ascii = asciiOf(n.id);
      if (ascii !== undefined && !declared.has(ascii) && !twins.has(ascii)) twins.set(ascii, n);
    }
    twinsOf.set(declared, twins);
  }
  return twins;
}

/**
 * Reports, once NODES is read: a declared non-ASCII id that looks like another declared id, and a
 * non-ASCII id on an EDGES or WAVES line that NODES does not declare, which is dropped from the edge
 * or wave as a token that is no id is. ASCII ids pass untouched (an undeclared one is
 * graph-edges-declared's), so a graph without a non-ASCII id costs one scan.
 */
export function checkNonAsciiIds(g: GraphDelegated, problem: ProblemFn) {
  const foreign = (r: { id: string }) => r.id[0] !== '<' && NON_ASCII.test(r.id);
  if (!g.nodes.some(foreign) && !g.edges.some((e) => foreign(e.from) || foreign(e.to)) && !g.waves.some((w) => w.members.some(foreign))) return;
  const declared = new Map<string, GraphNode>();
  for (const n of g.nodes) if (!declared.has(n.id)) declared.set(n.id, n);
  for (const n of g.nodes) {
    const like = foreign(n) ? lookAlike(n.id, declared) : undefined;
    if (like) problem(n.line, `\`${n.id}\` looks like node id ${like.id} (line ${like.line}) but is spelled with \`${firstForeign(n.id)}\`, which is no Latin letter; give each node an id that reads differently`, n.column);
  }
  const undeclared = (r: GraphRef) => foreign(r) && !declared.has(r.id);
  // An edge may hold one ref at both of its ends' sides (`N1 → Н9, N2` shares N1): each is reported once.
  const reported = new Set<GraphRef>();
  const report = (r: GraphRef, where: string) => {
    if (reported.has(r)) return;
    reported.add(r);
    const like = lookAlike(r.id, declared);
    const hint = like ? `; it looks like ${like.id} but is spelled with \`${firstForeign(r.id)}\`, which is no Latin letter` : '';
    problem(r.line, `\`${r.id}\` ${where} is no node NODES declares${hint} (an id with letters outside ASCII must be declared in NODES)`, r.column);
  };
  g.edges = g.edges.filter((e) => {
    const bad = [e.from, e.to].filter(undeclared);
    for (const r of bad) report(r, 'in this edge');
    return bad.length === 0;
  });
  for (const w of g.waves) {
    if (!w.members.some(undeclared)) continue;
    w.members = w.members.filter((m) => {
      if (!undeclared(m)) return true;
      report(m, `in WAVE ${w.number}`);
      return false;
    });
  }
}

/**
 * Reports each declared id that differs from an earlier declared one only in case (`n1` beside N1): the
 * two are distinct nodes to every check, yet read as one, so an edge or a RETURN meant for one may
 * name the other. A repeated id written the same is graph-node-owner-output's. One map over NODES.
 */
export function checkCaseTwins(g: GraphDelegated, problem: ProblemFn) {
  const first = new Map<string, GraphNode>();
  for (const n of g.nodes) {
    if (n.id[0] === '<') continue;
    const key = n.id.toLowerCase();
    const twin = first.get(key);
    if (!twin) first.set(key, n);
    else if (twin.id !== n.id) problem(n.line, `\`${n.id}\` differs from node id ${twin.id} (line ${twin.line}) only in case; give each node an id that reads differently`, n.column);
  }
}
