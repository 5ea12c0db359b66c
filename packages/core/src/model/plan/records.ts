/**
 * Later records of an engagement: validation-log heartbeats, iteration folders and the evidence
 * references of §6 list items.
 */
import type { Root } from 'mdast';
import { plainTitle, type MarkdownDoc } from '../../markdown/document.js';
import { findDate } from '../dates.js';
import { heartbeatTitle } from './heartbeat-title.js';


export interface HeartbeatEntry {
  phase: string;
  line: number;
  /** Completion time; undefined when the heading carries no readable time. */
  at?: Date;
  /** Whether that time is written with its zone (`Z`, `+03:00`, `MSK`): without one it is read as UTC. */
  zoned?: boolean;
  text: string;
  /** The `- next phase: X` line of the entry's body, lower-cased and trimmed. */
  nextPhase?: string;
  /** The `- iteration: N` line of the entry's body. */
  iteration?: number;
}

// One blank quantifier per blank run (markers carry their own trailing blanks): linear on long blank lines.
const NEXT_PHASE = /^\s*(?:[-*+]\s+)?(?:\*\*|__)?next phase(?:\*\*|__)?\s*[:：]\s*(?:(?:\*\*|__)\s*)?(\S.*)$/i;
const ITERATION_LINE = /^\s*(?:[-*+]\s+)?(?:\*\*|__)?iteration(?:\*\*|__)?\s*[:：]\s*(?:(?:\*\*|__)\s*)?(\d{1,4})\b/i;

/**
 * Reads `YYYY-MM-DD HH:MM[:SS]` opening `s`, with an optional zone; without one it is UTC (findDate
 * uses only UTC arithmetic, so the machine's time zone never changes the instant read).
 */
const HEARTBEAT_TIME = { dayFirst: false, needTime: true, atStart: true } as const;

export function parseHeartbeatTime(s: string): Date | undefined {
  const at = findDate(s, HEARTBEAT_TIME);
  return at ? new Date(at.value) : undefined;
}

/**
 * `## Heartbeat — Phase X — completed YYYY-MM-DD HH:MM:SS` headings of validation-log.md, with their `next phase` and
 * `iteration` lines. Headings as markdown renders them (the protocol reading): a setext one too, and its title read past
 * emphasis and a leading emoji (`## 💓 **Heartbeat — …**`).
 */
export function heartbeatEntries(doc: MarkdownDoc | undefined): HeartbeatEntry[] {
  if (!doc) return [];
  const out: HeartbeatEntry[] = [];
  for (const h of doc.headingsIn('protocol')) {
    const m = heartbeatTitle(plainTitle(h.text));
    if (!m) continue;
    const parts = m.completed !== undefined ? findDate(m.completed, HEARTBEAT_TIME) : undefined;
    const at = parts ? new Date(parts.value) : undefined;
    let nextPhase: string | undefined;
    let iteration: number | undefined;
    const body = doc.sectionOf(h, 'protocol');
    for (const { text } of doc.linesOf({ start: body.start, end: body.end }, { skipFenced: true })) {
      const np = nextPhase === undefined ? NEXT_PHASE.exec(text) : null;
      if (np) nextPhase = np[1]!.replace(/\*\*|__|`/g, '').trim().toLowerCase();
      const it = iteration === undefined ? ITERATION_LINE.exec(text) : null;
      if (it) iteration = Number(it[1]);
    }
    out.push({
      phase: m.phase.trim(),
      line: h.line,
      text: h.text,
      ...(at ? { at, zoned: parts!.offset !== undefined } : {}),
      ...(nextPhase !== undefined ? { nextPhase } : {}),
      ...(iteration !== undefined ? { iteration } : {}),
    });
  }
  return out;
}

// ------------------------------------------------------------ iteration folders

/** `iter-2`, `iteration-2`, `iter2` or `2` → 2; anything else undefined. */
export function iterationFolderNumber(name: string): number | undefined {
  const m = /^(?:iter(?:ation)?[-_ ]?)?(\d+)$/i.exec(name);
  return m ? Number(m[1]) : undefined;
}

// ------------------------------------------------------------ §6 evidence (mdast)

export interface MdastListItemRefs {
  /** Line of the list item. */
  line: number;
  column: number;
  /** Inline code, link targets and bare `screens/…` / `traces/…` paths of the item. */
  refs: Array<{ text: string; line: number; column: number }>;
}

const BARE_EVIDENCE = /(?:^|[\s(])((?:[\w.-]+\/)*(?:screens|traces)\/[^\s`'"()<>,;]+)/g;
const SENTENCE_END = new Set(['.', ',', ';', ':', '!', '?']);

/** A bare path without the sentence's punctuation after it (`see screens/a.png.`); a loop, so a long run stays linear. */
function withoutSentenceEnd(path: string): string {
  let end = path.length;
  while (end > 0 && SENTENCE_END.has(path[end - 1]!)) end--;
  return path.slice(0, end);
}

/**
 * The items of an mdast tree with the references they hold: top-level list items (nested items
 * included) and the body rows of tables (a §6 written as `| Action | Observed | Evidence |`).
 */
export function mdastListItemRefs(root: Root): MdastListItemRefs[] {
  const out: MdastListItemRefs[] = [];
  type Node = { type: string; value?: string; url?: string; children?: Node[]; position?: { start: { line: number; column: number } } };
  const collect = (node: Node, refs: MdastListItemRefs['refs']) => {
    const pos = node.position?.start ?? { line: 1, column: 1 };
    if (node.type === 'inlineCode' && node.value) refs.push({ text: node.value, line: pos.line, column: pos.column + 1 });
    else if ((node.type === 'link' || node.type === 'image') && node.url) refs.push({ text: node.url, line: pos.line, column: pos.column });
    else if (node.type === 'text' && node.value) {
      for (const m of node.value.matchAll(BARE_EVIDENCE)) refs.push({ text: withoutSentenceEnd(m[1]!), line: pos.line, column: pos.column });
    }
    for (const c of node.children ?? []) collect(c, refs);
  };
  for (const child of root.children as Node[]) {
    if (child.type !== 'list' && child.type !== 'table') continue;
    // A table's first row is its header.
    for (const item of child.type === 'table' ? (child.children ?? []).slice(1) : (child.children ?? [])) {
      const refs: MdastListItemRefs['refs'] = [];
      collect(item, refs);
      const pos = item.position?.start ?? { line: 1, column: 1 };
      out.push({ line: pos.line, column: pos.column, refs });
    }
  }
  return out;
}
