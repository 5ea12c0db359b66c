/**
 * Later records of an engagement: validation-log heartbeats, iteration folders and the evidence
 * references of §6 list items.
 */
import type { Root } from 'mdast';
import type { MarkdownDoc } from '../../markdown/document.js';


export interface HeartbeatEntry {
  phase: string;
  line: number;
  /** Completion time; undefined when the heading carries no readable time. */
  at?: Date;
  text: string;
}

const HEARTBEAT = /^Heartbeat\b\s*[—–-]*\s*(?:Phase\s+)?(.*?)(?:\s*[—–-]+\s*completed\b\s*(.*))?$/i;
const HEARTBEAT_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?\s*(Z|UTC|GMT|[+-]\d{2}:?\d{2})?\b/i;

/** Reads `YYYY-MM-DD HH:MM[:SS]` with an optional zone; without one it is local time. */
export function parseHeartbeatTime(s: string): Date | undefined {
  const m = HEARTBEAT_TIME.exec(s.trim());
  if (!m) return undefined;
  const [y, mo, d, h, mi, sec] = [1, 2, 3, 4, 5, 6].map((k) => Number(m[k] ?? 0)) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || sec > 59) return undefined;
  const zone = m[7];
  let at: Date;
  if (!zone) at = new Date(y, mo - 1, d, h, mi, sec);
  else {
    const utc = Date.UTC(y, mo - 1, d, h, mi, sec);
    const z = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
    const offset = z ? (z[1] === '-' ? -1 : 1) * (Number(z[2]) * 60 + Number(z[3])) : 0;
    at = new Date(utc - offset * 60_000);
  }
  // Date rolls 31 February into March: refuse such dates.
  const check = zone ? new Date(Date.UTC(y, mo - 1, d)) : new Date(y, mo - 1, d);
  if ((zone ? check.getUTCDate() : check.getDate()) !== d) return undefined;
  return at;
}

/** `## Heartbeat — Phase X — completed YYYY-MM-DD HH:MM:SS` headings of validation-log.md. */
export function heartbeatEntries(doc: MarkdownDoc | undefined): HeartbeatEntry[] {
  if (!doc) return [];
  const out: HeartbeatEntry[] = [];
  for (const h of doc.headings) {
    const m = HEARTBEAT.exec(h.text);
    if (!m) continue;
    const at = m[2] !== undefined ? parseHeartbeatTime(m[2]) : undefined;
    out.push({ phase: m[1]!.trim(), line: h.line, text: h.text, ...(at ? { at } : {}) });
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

/** Top-level list items of an mdast tree with the references they hold (nested items included). */
export function mdastListItemRefs(root: Root): MdastListItemRefs[] {
  const out: MdastListItemRefs[] = [];
  type Node = { type: string; value?: string; url?: string; children?: Node[]; position?: { start: { line: number; column: number } } };
  const collect = (node: Node, refs: MdastListItemRefs['refs']) => {
    const pos = node.position?.start ?? { line: 1, column: 1 };
    if (node.type === 'inlineCode' && node.value) refs.push({ text: node.value, line: pos.line, column: pos.column + 1 });
    else if ((node.type === 'link' || node.type === 'image') && node.url) refs.push({ text: node.url, line: pos.line, column: pos.column });
    else if (node.type === 'text' && node.value) {
      for (const m of node.value.matchAll(BARE_EVIDENCE)) refs.push({ text: m[1]!, line: pos.line, column: pos.column });
    }
    for (const c of node.children ?? []) collect(c, refs);
  };
  for (const child of root.children as Node[]) {
    if (child.type !== 'list') continue;
    for (const item of child.children ?? []) {
      const refs: MdastListItemRefs['refs'] = [];
      collect(item, refs);
      const pos = item.position?.start ?? { line: 1, column: 1 };
      out.push({ line: pos.line, column: pos.column, refs });
    }
  }
  return out;
}
