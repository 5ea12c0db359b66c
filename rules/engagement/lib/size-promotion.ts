// A size promotion recorded in scope-sync.md. The protocol records it there ("lead promotes the size in
// scope-sync.md (S→M→L only, never demote)"; size-detect.py --auto-promote "rewrites criteria.md size: and
// appends ## Auto-promote to scope-sync.md"; the mutability table: "Frontmatter size/ux_heavy promotion (S→M …)
// | lead | … | scope-sync.md note"), so criteria.md's size below a recorded promotion undoes it.
import type { MarkdownDoc, Tier } from '@engagement-lint/core/kit';

const RANK: Record<Tier, number> = { S: 0, M: 1, L: 2 };

/** A heading over auto-promote records (`## Auto-promote`, `## Size promotion — 2026-06-10`). */
const PROMOTE_HEADING = /auto[- ]?promot|\b(?:size|tier)\s{1,3}promot/i;
/** size-detect.py's marker line: `AUTO-PROMOTE: size S → M`. */
const MARKER = /AUTO-PROMOTE\b/;
/** Outside such a section, a line speaks of a size promotion only with both words: "Size promoted S → M". */
const SIZE_WORD = /\b(?:size|tier)\b|размер/i;
const PROMOTE_WORD = /promot|повы[сш]/i;
/** A ux_heavy promotion (`ux_heavy: false → true`) changes no size. */
const UX_HEAVY = /ux[_ -]?heavy/i;
/** `S → M`, `S->L`, `M to L`: a move between tiers (a promotion when it goes up). */
const MOVE = /(?<![\w-])([SML])\s{0,3}(?:→|->|=>|to)\s{0,3}([SML])(?![\w-])/g;
/** "promoted to M", "bumped to size L", «повышен до M»: the target alone. */
const PROMOTED_TO = /\b(?:[Pp]romoted|[Bb]umped|[Rr]aised)\s{1,3}to\s{1,3}(?:size\s{1,3}|tier\s{1,3})?([ML])(?![\w-])|[Пп]овыш\p{L}{0,6}\s{1,3}до\s{1,3}([ML])(?![\p{L}\d-])/gu;
/** A size key given a move (`size: L → M`): a record of the move whatever word goes with it. */
const MOVE_AT_KEY = /\b(?:size|tier)\s{0,3}[:=]\s{0,3}[SML]\s{0,3}(?:→|->|=>)/i;
/** A sentence that records no promotion made: a suggestion or a condition ("size-detect.py suggested L", "if the diff grows, S → M"), or one declined. */
const NOT_MADE = /\b(?:suggest\w*|propos\w*|recommend\w*|flag(?:s|ged)?|would|could|if|whether|may|might|should|will|not|never|no|declined|rejected|refused)\b|(?<![\p{L}])(?:не|без|если|предлож\p{L}*)(?![\p{L}])/iu;

export interface RecordedPromotion {
  /** The tier it promotes to; for a demotion, the tier it demotes from, which the engagement keeps. */
  to: Tier;
  /** For a demotion ("size: L → M", "demoted to M"), the tier it demotes to: the protocol never demotes. */
  demotedTo?: Tier;
  line: number;
  column: number;
  /** The line as written, trimmed. */
  text: string;
}

/** The sentences of a line with where each starts: split after `.`, `;`, `!`, `?` followed by a blank (a file name's dot splits nothing). */
function sentences(text: string): Array<{ at: number; text: string }> {
  const out: Array<{ at: number; text: string }> = [];
  let at = 0;
  for (let i = 0; i < text.length; i++) {
    if ('.;!?'.includes(text[i]!) && (i + 1 === text.length || text[i + 1] === ' ' || text[i + 1] === '\t')) {
      out.push({ at, text: text.slice(at, i + 1) });
      at = i + 1;
    }
  }
  if (at < text.length) out.push({ at, text: text.slice(at) });
  return out;
}

/** "demoted to M", "downgraded to size S", «понижен до M»: a demotion's target alone. */
const DEMOTED_TO = /\b(?:[Dd]emoted|[Dd]owngraded|[Dd]ropped|[Ll]owered)\s{1,3}(?:it\s{1,3})?to\s{1,3}(?:size\s{1,3}|tier\s{1,3})?([SM])(?![\w-])|[Пп]он[иі][зж]\p{L}{0,6}\s{1,3}до\s{1,3}([SM])(?![\p{L}\d-])/gu;
const DEMOTE_WORD = /demot|downgrad|пониж|пониз/i;

/**
 * The highest tier a line promotes to, and where: the first tier move up (or "promoted to M") of a sentence that records
 * one made. A move down (`L → M`) records the tier it leaves, which the protocol keeps ("never demote"), as `demotedTo`.
 */
function promotionIn(text: string): { to: Tier; column: number; demotedTo?: Tier } | undefined {
  let best: { to: Tier; column: number; demotedTo?: Tier } | undefined;
  for (const s of sentences(text)) {
    if (NOT_MADE.test(s.text)) continue;
    if (UX_HEAVY.test(s.text) && !SIZE_WORD.test(s.text)) continue;
    for (const m of s.text.matchAll(MOVE)) {
      const [from, to] = [m[1] as Tier, m[2] as Tier];
      if (RANK[to] > RANK[from] && (!best || RANK[to] > RANK[best.to])) best = { to, column: s.at + m.index + 1 };
      else if (RANK[to] < RANK[from] && (!best || RANK[from] > RANK[best.to])) best = { to: from, column: s.at + m.index + 1, demotedTo: to };
    }
    // "demoted to M" names no tier it left: at least the one above.
    for (const m of s.text.matchAll(DEMOTED_TO)) {
      const lower = (m[1] ?? m[2]) as Tier;
      const from: Tier = lower === 'S' ? 'M' : 'L';
      if (!best || RANK[from] > RANK[best.to]) best = { to: from, column: s.at + m.index + 1, demotedTo: lower };
    }
    for (const m of s.text.matchAll(PROMOTED_TO)) {
      const to = (m[1] ?? m[2]) as Tier;
      if (!best || RANK[to] > RANK[best.to]) best = { to, column: s.at + m.index + 1 };
    }
  }
  return best;
}

/**
 * The highest size promotion scope-sync.md records as made: a tier move up (`size S → M`) or "promoted to M"
 * in a section headed auto-promote (or size promotion), on an `AUTO-PROMOTE` line, or on a line naming the
 * size and a promotion ("Size promoted S → M"). Suggestions, conditions and declined promotions record none,
 * nor does a ux_heavy promotion.
 */
export function recordedPromotion(doc: MarkdownDoc | undefined): RecordedPromotion | undefined {
  if (!doc) return undefined;
  // The lines under an auto-promote heading, marked once (a file of many such headings is read in linear time).
  const under = new Uint8Array(doc.lines.length + 2);
  let marked = 0;
  for (const h of doc.headingsIn('protocol')) {
    if (!PROMOTE_HEADING.test(h.text)) continue;
    const end = doc.sectionOf(h, 'protocol').end;
    for (let l = Math.max(h.line, marked + 1); l <= end; l++) under[l] = 1;
    marked = Math.max(marked, end);
  }
  const inSection = (line: number) => under[line] === 1;
  let best: RecordedPromotion | undefined;
  for (const { line, text } of doc.bodyLines({ skipFenced: true })) {
    if (!inSection(line) && !MARKER.test(text) && !(SIZE_WORD.test(text) && (PROMOTE_WORD.test(text) || DEMOTE_WORD.test(text) || MOVE_AT_KEY.test(text)))) continue;
    const p = promotionIn(text);
    if (p && (!best || RANK[p.to] > RANK[best.to])) best = { to: p.to, line, column: p.column, text: text.trim(), ...(p.demotedTo ? { demotedTo: p.demotedTo } : {}) };
  }
  return best;
}
