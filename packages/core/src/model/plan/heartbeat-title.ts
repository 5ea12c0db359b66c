/**
 * A heartbeat heading's title read as
 * /^Heartbeat\b\s*[—–-]*\s*(?:Phase\s+)?(.*?)(?:\s*[—–-]+\s*completed\b\s*(.*))?$/i reads it, in linear time: the
 * pattern nests its blank and dash runs five deep, and a title of 10,000 blanks or dashes takes it seconds.
 *
 * How the pattern decides, and so this reading:
 * - The tail `\s*[—–-]+\s*completed\b\s*(.*)$` at a position p has one way to match: every run taken whole (a shorter
 *   one leaves a blank or a dash where the next part needs another character), then no line break (which `.` does not
 *   match) after its last blanks. Positions in one blank-then-dash run share its answer.
 * - The lazy `(.*?)` from q tries the tail at q, q+1, … up to the first line break at or after q, and ends the title
 *   there when the tail fails at the very end.
 * - When that fails from every position, the opening `\s*[—–-]*\s*(?:Phase\s+)?` gives back characters: the places q
 *   the title can start from come, in the pattern's order, from the end of `Phase`'s blanks down to the blank after
 *   it, then from the end of the opening's runs down to the character after `Heartbeat`.
 */
import { isLineBreak, lastLineStart } from '../../util.js';

const SPACE = /\s/;
const isSpace = (c: string | undefined): boolean => c !== undefined && SPACE.test(c);
const isDash = (c: string | undefined): boolean => c === '—' || c === '–' || c === '-';
const HEARTBEAT_WORD = /^Heartbeat\b/i;
const PHASE_WORD = /Phase/iy;
const COMPLETED_WORD = /completed\b/iy;

/** The title's phase (`.*?`, untrimmed) and what follows `completed` (undefined without it); undefined when not a heartbeat. */
export function heartbeatTitle(s: string): { phase: string; completed: string | undefined } | undefined {
  if (!HEARTBEAT_WORD.test(s)) return undefined;
  const n = s.length;
  const lastBreak = lastLineStart(s) - 1;
  const spacesEnd = (i: number) => {
    while (i < n && isSpace(s[i])) i++;
    return i;
  };
  const dashesEnd = (i: number) => {
    while (i < n && isDash(s[i])) i++;
    return i;
  };
  // The tail after a dash run ending at d: where its `(.*)` starts, or -1.
  const tailAfterDashes = (d: number): number => {
    const f = spacesEnd(d);
    COMPLETED_WORD.lastIndex = f;
    if (!COMPLETED_WORD.test(s)) return -1;
    const g = spacesEnd(f + 9);
    return g > lastBreak ? g : -1;
  };
  // The tail at p, from the one after it (p + 1), in O(1) but for the tail read at a dash run's end.
  const tailFrom = (p: number, next: number): number => {
    if (isSpace(s[p])) return isSpace(s[p + 1]) || isDash(s[p + 1]) ? next : -1;
    if (isDash(s[p])) return isDash(s[p + 1]) ? next : tailAfterDashes(p + 1);
    return -1;
  };
  // The tail at p, read forward.
  const tailAt = (p: number): number => {
    const e = spacesEnd(p);
    return isDash(s[e]) ? tailAfterDashes(dashesEnd(e)) : -1;
  };
  /** The title from the places hi, hi - 1, …, lo, in that order: the first that matches. */
  const fromPlaces = (hi: number, lo: number) => {
    // From hi: the first position p up to the line break where the tail matches, by blank-then-dash runs.
    let brk = hi;
    while (brk < n && !isLineBreak(s[brk]!)) brk++;
    let found = -1;
    let tail = -1;
    for (let p = hi; p <= brk && p < n && found < 0; ) {
      const e = spacesEnd(p);
      if (!isDash(s[e])) {
        p = e > p ? e : p + 1;
        continue;
      }
      const d = dashesEnd(e);
      const g = tailAfterDashes(d);
      if (g >= 0) [found, tail] = [p, g];
      p = d;
    }
    let here = tailAt(hi);
    for (let q = hi; q >= lo; q--) {
      if (q < hi) {
        if (isLineBreak(s[q]!)) brk = q;
        here = tailFrom(q, here);
        if (here >= 0) [found, tail] = [q, here];
      }
      if (found >= 0 && found <= brk) return { phase: s.slice(q, found), completed: s.slice(tail) };
      if (brk === n) return { phase: s.slice(q), completed: undefined };
    }
    return undefined;
  };
  const a = 9;
  const b3 = spacesEnd(dashesEnd(spacesEnd(a)));
  PHASE_WORD.lastIndex = b3;
  if (PHASE_WORD.test(s) && isSpace(s[b3 + 5])) {
    const phased = fromPlaces(spacesEnd(b3 + 5), b3 + 6);
    if (phased) return phased;
  }
  return fromPlaces(b3, a);
}
