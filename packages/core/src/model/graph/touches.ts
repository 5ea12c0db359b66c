/**
 * The files a node touches, as the rules keeping such nodes out of one wave read them ("Nodes that
 * touch the same files never share a wave"): its outputs, and the files the CONSTRAINTS of its AGENT
 * SUBGRAPHs let it touch ("<files it may touch, files it must not touch, rules>"), not the ones they
 * forbid or only cite. A plan alone has its wave comments (graphPurposePaths).
 */
import { cleanOutputToken } from './text.js';
import type { GraphField, GraphNode, GraphSubgraph } from './types.js';
import { graphIsPlaceholder, graphOutputPaths, graphPathForm, graphSaysNone, isPathToken, type GraphFolderTest } from './values.js';
import { graphOutputsClash } from './footprint.js';
import { GraphClashIndex, GraphOutputKeys } from './clash.js';
import { pushAll, trimChars } from '../../util.js';

/** An output, or a file a CONSTRAINTS field lets the node touch, with where it is written. */
export interface GraphTouch {
  value: string;
  line: number;
  column: number;
  from: 'output' | 'constraints';
}

export interface GraphTouches {
  /** What the clash index reads: the node itself when its CONSTRAINTS add no file to its outputs. */
  item: { outputs: Array<{ value: string }> };
  /** Its outputs, then each file its CONSTRAINTS add (the first place each is named). */
  sources: GraphTouch[];
  /** Whether the CONSTRAINTS add a file. */
  extra: boolean;
}

// Words that set how the paths after them in a clause are read: forbidden, cited, or touched.
const NOT = new Set(['not', 'never', 'no', 'nothing', 'none', 'nor', 'neither', 'without', 'avoid', 'forbidden', 'forbid', 'prohibited', 'leave', 'keep', 'preserve', 'cannot']);
const CITED = new Set(['read', 'reads', 'reading', 'see', 'refer', 'consult', 'follow', 'per', 'import', 'imports', 'use', 'uses', 'using', 'against', 'cite', 'cites']);
const VERB = /^(?:touch(?:es|ed|ing)?|edit(?:s|ed|ing)?|modif(?:y|ies|ied|ying)|chang(?:e|es|ed|ing)|writ(?:e|es|ing|ten)|wrote|updat(?:e|es|ed|ing)|creat(?:e|es|ed|ing)|add(?:s|ed|ing)?|delet(?:e|es|ed|ing)|remov(?:e|es|ed|ing)|renam(?:e|es|ed|ing)|owns?|allowed)$/;
/** Words that turn what follows around: "nothing outside src/a/", "src/ except src/db/", "nothing but X". */
const TURN = new Set(['except', 'excluding', 'outside', 'beyond', 'besides', 'but']);
/** Words after a path that forbid it: "src/db/ stays untouched", "docs/ read-only". */
const AFTER_NOT = new Set(['untouched', 'unchanged', 'alone', 'read-only', 'readonly', 'off-limits', 'excluded', 'frozen']);
/** Words a bare list of files may hold besides the files: "src/a.ts and package.json only". */
const LIST_WORDS = new Set(['only', 'and', 'or', 'plus', 'also', '&', '+']);
/** Tokens shaped like a file that are none: a version, an abbreviation. */
const NO_FILE = /^(?:v?\d+(?:\.\d+)+|e\.g|i\.e|etc|vs|cf)$/i;

type Mode = 'touch' | 'not' | 'cited';
const negation = (w: string) => NOT.has(w) || /n['’]t$/.test(w);

/** Brackets and quotes around a token; a closing comma or colon too. */
const OPEN_BRACKETS = '[{<"\'`';
const CLOSE_BRACKETS = ']}>"\'`,:';
/** Marks around a word (quotes, brackets, a closing stop); an apostrophe stays (`don't`), and a closing dash (`read-`). */
const MARK = (ch: string) => !/[\p{L}\p{N}'’]/u.test(ch);
const CLOSING_MARK = (ch: string) => MARK(ch) && ch !== '-';

/** A token as a path the node may touch, or undefined: a path with a folder or an extension, or a glob of one. */
function pathOf(raw: string): string | undefined {
  const t = graphPathForm(cleanOutputToken(trimChars(raw, OPEN_BRACKETS, CLOSE_BRACKETS)));
  if (!t || NO_FILE.test(t) || t.includes('://')) return undefined;
  if (isPathToken(t)) return t;
  return /[*?]/.test(t) && /^[\w@.~/*?{},-]+$/.test(t) && (t.includes('/') || /\.\w+$/.test(t)) ? t : undefined;
}

/**
 * The paths a CONSTRAINTS value lets the node touch, with their offsets in the value. Clauses end at
 * `;`, a line break or a sentence's stop; in a clause a path is touched unless a negation before it
 * forbids it ("do not touch", "nothing", "leave"), a word of citing makes it a reference ("see",
 * "read"), or a word after it forbids it ("untouched"); "except", "outside", "but" turn that around.
 * A path without a folder (`package.json`) counts only after a verb of touching or in a list of files
 * alone, so that "targets Node.js" names no file. A parenthesis is read on its own, from the mode before it.
 */
export function graphConstraintPaths(value: string): Array<{ path: string; index: number }> {
  if (graphIsPlaceholder(value, true) || graphSaysNone(value)) return [];
  const text = value.replace(/\b(e\.g|i\.e|etc|cf|vs)\./gi, (m) => m.replaceAll('.', ' '));
  const out: Array<{ path: string; index: number }> = [];
  const clause = /[^;\n]+?(?:\.(?=\s|$)|;|\n|$)/g;
  for (let c = clause.exec(text); c && c[0] !== ''; c = clause.exec(text)) {
    const words = [...c[0].matchAll(/[()]|[^\s(),;]+/g)];
    const plain = words.map((m) => trimChars(m[0].toLowerCase(), MARK, CLOSING_MARK));
    const paths = words.map((m) => (m[0] === '(' || m[0] === ')' ? undefined : pathOf(m[0])));
    const list = words.every((m, k) => m[0] === '(' || m[0] === ')' || paths[k] !== undefined || LIST_WORDS.has(plain[k]!));
    let mode: Mode = 'touch';
    let verb = false;
    const stack: Array<{ mode: Mode; verb: boolean }> = [];
    // Paths since the last word that set the mode: a word after them such as "untouched" forbids them.
    let pending: Array<{ path: string; index: number }> = [];
    for (const [k, m] of words.entries()) {
      const w = plain[k]!;
      if (m[0] === '(' || m[0] === ')') {
        if (m[0] === '(') stack.push({ mode, verb });
        else ({ mode, verb } = stack.pop() ?? { mode, verb });
        continue;
      }
      const p = paths[k];
      if (p !== undefined) {
        if (mode === 'touch' && (p.includes('/') || verb || list)) pending.push({ path: p, index: c.index + m.index });
        continue;
      }
      if (AFTER_NOT.has(w)) pending = [];
      let set: Mode | undefined;
      if (negation(w)) set = 'not';
      else if (CITED.has(w)) set = 'cited';
      else if (VERB.test(w)) {
        set = plain.slice(Math.max(0, k - 3), k).some(negation) ? 'not' : 'touch';
        verb ||= set === 'touch';
      } else if (TURN.has(w) || (w === 'than' && (plain[k - 1] === 'other' || plain[k - 1] === 'rather'))) set = mode === 'not' ? 'touch' : mode === 'touch' ? 'not' : mode;
      if (set === undefined) continue;
      pushAll(out, pending);
      pending = [];
      mode = set;
    }
    pushAll(out, pending);
  }
  return out;
}

/** Where offset `index` of a field's value lies: its line, and its column there. */
function placeIn(field: GraphField, index: number): { line: number; column: number } {
  let i = 0;
  let start = 0;
  for (let k = field.value.indexOf('\n'); k !== -1 && k < index; k = field.value.indexOf('\n', k + 1)) {
    i++;
    start = k + 1;
  }
  return { line: field.valueLines?.[i] ?? field.line + i, column: (field.valueColumns[i] ?? 1) + index - start };
}

const cache = new WeakMap<GraphNode, GraphTouches>();

/**
 * The files node `n` touches: its outputs, and the files the CONSTRAINTS of its AGENT SUBGRAPHs (`subgraphs`)
 * let it touch that its outputs do not already hold (`touch only src/api.ts` beside `output=src/api.ts` adds none).
 */
export function graphNodeTouches(n: GraphNode, subgraphs: readonly GraphSubgraph[], isFolder?: GraphFolderTest): GraphTouches {
  const known = cache.get(n);
  if (known) return known;
  const sources: GraphTouch[] = n.outputs.map((o) => ({ value: o.value, line: o.line, column: o.column, from: 'output' }));
  const held = n.outputs.flatMap((o) => graphOutputPaths(o.value, isFolder)).map((p) => trimChars(p, '', '/'));
  const seen = new Set<string>();
  for (const s of subgraphs) {
    const field = s.fields['CONSTRAINTS'];
    if (!field) continue;
    for (const { path, index } of graphConstraintPaths(field.value)) {
      const bare = trimChars(path, '', '/');
      if (seen.has(bare) || held.some((h) => bare === h || bare.startsWith(`${h}/`))) continue;
      seen.add(bare);
      sources.push({ value: path, ...placeIn(field, index), from: 'constraints' });
    }
  }
  const extra = sources.length > n.outputs.length;
  const touches = { item: extra ? { outputs: sources.map((t) => ({ value: t.value })) } : n, sources, extra };
  cache.set(n, touches);
  return touches;
}

/**
 * What two nodes' touches have in common and where each names it (`b`'s outputs first, then its
 * CONSTRAINTS, each against `a`'s in the same order), or undefined; as graphOutputsClash(a, b).
 */
export function graphTouchesClash(a: GraphTouches, b: GraphTouches, isFolder?: GraphFolderTest, precise = true): { what: string; a: GraphTouch; b: GraphTouch } | undefined {
  const clash = (ta: GraphTouch, tb: GraphTouch) => graphOutputsClash({ outputs: [ta] }, { outputs: [tb] }, isFolder, precise);
  if (a.sources.length * b.sources.length <= PAIRS_TRIED) {
    for (const tb of b.sources) {
      for (const ta of a.sources) {
        const what = clash(ta, tb);
        if (what !== undefined) return { what, a: ta, b: tb };
      }
    }
    return undefined;
  }
  // Thousands of files on each side: each of b's asks an index of a's only for those it may meet, in a's order.
  const items = a.sources.map((t) => ({ outputs: [t] }));
  const index = new GraphClashIndex(new GraphOutputKeys(isFolder), items, 'a');
  for (const tb of b.sources) {
    const met = [...new Set(index.lists({ outputs: [tb] }).lists.flat())].sort((x, y) => x - y);
    for (const i of met) {
      const what = clash(a.sources[i]!, tb);
      if (what !== undefined) return { what, a: a.sources[i]!, b: tb };
    }
  }
  return undefined;
}
/** Pairs of two nodes' touches compared one by one, at most; past them an index finds the pairs that may meet. */
const PAIRS_TRIED = 256;

/** The paths a wave comment names (`adds p-retry to package.json`): tokens with a folder or an extension, versions aside. */
export function graphPurposePaths(purpose: string): string[] {
  const out = new Set<string>();
  for (const word of purpose.split(/[\s(),;]+/)) {
    const p = pathOf(word);
    if (p !== undefined && !/[*?]/.test(p)) out.add(p.replace(/\/+$/, ''));
  }
  return [...out];
}
