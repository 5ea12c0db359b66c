/**
 * engagement-reflections.md, as the protocol's tree describes it: "manager, append-only on M/L verdict
 * — ≤3 actionable lessons targeting skill/agent rules". Each entry (a list of lessons under a heading,
 * or after a paragraph that introduces it) holds at most three; one holding more is found at its fourth.
 */
import type { MarkdownDoc } from '@engagement-lint/core/kit';

/** The protocol's words, quoted by the finding. */
export const LESSONS_QUOTE = '“engagement-reflections.md # manager, append-only on M/L verdict — ≤3 actionable lessons targeting skill/agent rules”';
export const MAX_LESSONS = 3;

/** A list item's marker after its indent: `-`, `*`, `+`, `N.` or `N)`. One blank run, then a marker: linear. */
const ITEM = /^([ \t]*)(?:([-*+])|(\d{1,9})[.)])(?=[ \t]|$)/;

/** A paragraph that opens an entry of its own (`Iteration 2 — ACCEPT:`, `Lessons:`): the list after it is lessons. Literal alternatives: linear. */
const ENTRY_INTRO = /iteration|round|verdict|accept|reject|lesson|итерац|раунд|вердикт|урок/i;

/** An entry of more than three lessons: where its fourth lesson is, and how many it holds. */
export interface LongEntry {
  /** The fourth lesson's line and the column of its marker. */
  line: number;
  column: number;
  lessons: number;
  /** The first lesson's line. */
  first: number;
  /** The heading the entry sits under, when there is one. */
  heading?: { line: number; text: string };
}

/** Width of a line's leading blanks, a tab to the next multiple of four (as markdown reads indents). */
function indentOf(text: string): number {
  let w = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x20) w++;
    else if (c === 0x09) w += 4 - (w % 4);
    else break;
  }
  return w;
}

/** A thematic break (`---`, `* * *`): three or more of one mark, blanks between; read in code (a regex for it would nest quantifiers). */
function isBreak(text: string): boolean {
  const t = text.trim();
  const c = t[0];
  if (c !== '-' && c !== '*' && c !== '_') return false;
  let n = 0;
  for (const ch of t) {
    if (ch === c) n++;
    else if (ch !== ' ' && ch !== '\t') return false;
  }
  return n >= 3;
}

/**
 * The entries of engagement-reflections.md with more than three lessons, in one pass over its lines.
 * A lesson is a top-level item of a list (numbered or bulleted); items indented under it are its detail.
 * A list ends at a heading (setext too), a thematic break, a change of marker kind, a numbering that
 * starts again at 1, or a paragraph after a blank line. The lessons of an entry are the first list
 * under a heading, or a list a paragraph introduces as an entry (`Iteration 2 — ACCEPT:`, `Lessons:`);
 * another list (`Evidence:` and its bullets) is not counted. Fenced code and comments are passed over.
 */
export function longEntries(doc: MarkdownDoc): LongEntry[] {
  const out: LongEntry[] = [];
  const headingAt = new Map<number, { line: number; text: string }>();
  const underlines = new Set<number>();
  for (const h of doc.headingsIn('protocol')) {
    headingAt.set(h.line, { line: h.line, text: h.text });
    if (h.underline !== undefined) underlines.add(h.underline);
  }
  let heading: { line: number; text: string } | undefined;
  let list: { base: number; marker: string; lastNumber: number; count: number; first: number; judged: boolean; fourth?: { line: number; column: number } } | undefined;
  let blankBefore = false;
  // Lists seen under the current heading, and the paragraph line last read outside a list (an entry's introduction).
  let listsHere = 0;
  let intro: string | undefined;
  const close = () => {
    if (list?.judged && list.count > MAX_LESSONS) out.push({ ...list.fourth!, lessons: list.count, first: list.first, ...(heading ? { heading } : {}) });
    if (list) {
      listsHere++;
      intro = undefined;
    }
    list = undefined;
  };
  const lines = doc.lines;
  for (let n = doc.bodyStart; n <= lines.length; n++) {
    const text = lines[n - 1]!;
    const h = headingAt.get(n);
    if (h || underlines.has(n)) {
      close();
      if (h) {
        heading = h;
        listsHere = 0;
        intro = undefined;
      }
      blankBefore = false;
      continue;
    }
    if (doc.isFenced(n)) {
      // Code or a comment: inside an item when indented under it, else it ends the list after a blank.
      if (list && blankBefore && indentOf(text) < list.base + 2) close();
      continue;
    }
    if (text.trim() === '') {
      blankBefore = true;
      continue;
    }
    const m = ITEM.exec(text);
    const indent = indentOf(text);
    if (m && !isBreak(text)) {
      const marker = m[2] ?? 'N';
      const number = m[3] === undefined ? 0 : Number(m[3]);
      // Indented two or more past the list's items: a sub-item, the detail of a lesson.
      if (list && indent >= list.base + 2) {
        blankBefore = false;
        continue;
      }
      if (list && (indent < list.base - 1 || marker !== list.marker || (number === 1 && list.lastNumber > 1))) close();
      if (!list) list = { base: indent, marker, lastNumber: number, count: 0, first: n, judged: listsHere === 0 || (intro !== undefined && ENTRY_INTRO.test(intro)) };
      list.count++;
      list.lastNumber = number;
      if (list.count === MAX_LESSONS + 1) list.fourth = { line: n, column: m[1]!.length + 1 };
    } else {
      if (list && (isBreak(text) || (blankBefore && indent < list.base + 2))) close();
      if (!list) intro = text;
    }
    blankBefore = false;
  }
  close();
  return out;
}
