/**
 * Glob patterns a handoff cites bare, as the S template's one line writes a set of files ("+/- 12 files:
 * engagement/design-system/icons/billing-*.svg; 12 new billing icons"). The shared reading's path characters
 * hold no glob character, so it cuts such a pattern at its first one (`…/icons/billing-`), a path that never
 * exists. The protocol reading takes the pattern whole: it names files when at least one matches it.
 */
import { globMatcher, list, plural, pluralWord, type CitationProbe, type CitedPath, type EngagementModel, type MarkdownDoc } from '@engagement-lint/core/kit';

/** A character a glob opens a wildcard with: a bare path cut right before one was cut from a pattern. */
const GLOB_OPEN = new Set(['*', '?', '[', '{']);
/** Characters a bare pattern is made of, braces and their commas aside (a `,` outside braces ends it, as in a list). */
const PATTERN_CHAR = /[\p{L}\p{N}_./*?[\]!^-]/u;
/** Sentence punctuation ending a pattern in prose: `src/*.py.`, "did it match src/a.ts?" (a lone closing `?` is the sentence's). */
const TRAILING = '.:;!?';
/** Past this length a run of pattern characters is no pattern a handoff cites (and extending one stays bounded). */
const MAX_PATTERN = 4096;

export interface CitedPattern {
  /** The pattern as cited (a sentence's punctuation after it left out). */
  pattern: string;
  line: number;
  column: number;
  /** The folder whose listing it is matched against: its part before the first segment holding a wildcard. */
  folder: string;
  /** Whether an entry of that folder matches it; undefined when the pattern could not be read (too many alternatives). */
  found: boolean | undefined;
  /** The folder is no folder (neither at the project root nor under the engagement folder). */
  gone: boolean;
}

/** Whether `p` holds a wildcard: `*`, `?`, a `[…]` class, or a `{a,b}` group (a `{name}` with no comma is a placeholder, not a glob). */
function holdsWildcard(p: string): boolean {
  if (p.includes('*') || p.includes('?')) return true;
  const open = p.indexOf('[');
  if (open >= 0 && p.indexOf(']', open + 2) > open) return true;
  return braceGroup(p);
}

/** Whether `p` holds a `{…}` group with a comma at its own depth. */
function braceGroup(p: string): boolean {
  let depth = 0;
  for (const c of p) {
    if (c === '{') depth++;
    else if (c === '}') depth = Math.max(0, depth - 1);
    else if (c === ',' && depth > 0) return true;
  }
  return false;
}

/** Whether `p` holds a `{…}` with no comma: a template's slot (`{slug}`), which makes the string no pattern. */
function holdsSlot(p: string): boolean {
  for (let open = p.indexOf('{'); open >= 0; open = p.indexOf('{', open + 1)) {
    const close = p.indexOf('}', open);
    if (close < 0) return true;
    if (!p.slice(open, close).includes(',')) return true;
  }
  return false;
}

/** The end (exclusive) of the pattern that starts at `start` of `text` and runs on past `from`: a loop, one character at a time. */
function patternEnd(text: string, start: number, from: number): number {
  let depth = 0;
  let i = from;
  for (; i < text.length && i - start < MAX_PATTERN; i++) {
    const c = text[i]!;
    if (c === '{') depth++;
    else if (c === '}') {
      if (depth === 0) break;
      depth--;
    } else if (c === ',') {
      if (depth === 0) break;
    } else if (!PATTERN_CHAR.test(c)) break;
  }
  // A URL's query (`index.html?theme=dark`) is no wildcard: the path ends before it.
  if (text[i] === '=' || text[i] === '&') return from;
  while (i > from && TRAILING.includes(text[i - 1]!)) i--;
  return i;
}

/** Whether the stars after a path close the emphasis its stars open (`*src/a.ts*`, `**src/a.ts**`): markdown, not a wildcard. */
function emphasised(text: string, start: number, after: number): boolean {
  let k = 0;
  while (k < 3 && start - k > 0 && text[start - k - 1] === '*') k++;
  if (!k || text.slice(after, after + k) !== '*'.repeat(k)) return false;
  const next = text[after + k];
  return next === undefined || !PATTERN_CHAR.test(next);
}

/** The index of the first `/` of `p` outside braces and classes, or -1. */
function firstSlash(p: string): number {
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < p.length; i++) {
    const c = p[i];
    if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '{') depth++;
    else if (c === '}') depth = Math.max(0, depth - 1);
    else if (c === '/' && depth === 0) return i;
  }
  return -1;
}

/**
 * Whether an entry of the pattern's fixed leading folder matches it (bounded: that one listing is read, no
 * folder under it). A pattern whose wildcards reach into deeper folders (`src/*\/index.ts`, `src/**\/*.py`)
 * is found when an entry matches its first wildcard segment: what lies deeper is not listed. The folder is
 * looked up at the project root, then under the engagement folder, as cited paths are.
 */
function matchPattern(model: EngagementModel, pattern: string): Pick<CitedPattern, 'folder' | 'found' | 'gone'> {
  let wild = 0;
  while (wild < pattern.length && !GLOB_OPEN.has(pattern[wild]!)) wild++;
  const cut = pattern.lastIndexOf('/', wild);
  const folder = pattern.slice(0, cut);
  const rest = pattern.slice(cut + 1);
  const listed = model.fs.list(folder) ?? model.list(model.movedCitation(folder) ?? folder);
  const entries = listed ?? [];
  const gone = listed === undefined;
  try {
    const slash = firstSlash(rest);
    if (slash < 0) {
      const whole = globMatcher(rest);
      return { folder, gone, found: entries.some((e) => whole(e.name)) };
    }
    const head = rest.slice(0, slash);
    // `**` spans any number of folders, none included: any entry may lead to a match.
    if (head === '**') return { folder, gone, found: entries.length > 0 };
    const first = globMatcher(head);
    return { folder, gone, found: entries.some((e) => e.kind === 'dir' && first(e.name)) };
  } catch {
    // Braces past the matcher's bounds: not read, rather than guessed.
    return { folder, gone, found: undefined };
  }
}

/**
 * The probe without the bare citations cut from a glob pattern, and those patterns read whole, each matched
 * against its folder's listing. A bare citation is cut from one when a wildcard's opening character follows it
 * on its line (`engagement/icons/billing-` before `*.svg`); a citation inside an earlier pattern of its line
 * is part of it. A string holding a template slot (`{slug}`) or no wildcard once a sentence's `?` is read off
 * is no pattern, and its citation stays as read.
 */
export function citedGlobs<P extends CitationProbe>(model: EngagementModel, doc: MarkdownDoc, probe: P): { probe: P; patterns: CitedPattern[] } {
  const patterns: CitedPattern[] = [];
  const dropped = new Set<CitedPath>();
  // Where the last pattern read on a line ends: each character is taken into one pattern at most.
  let covered = { line: 0, end: 0 };
  for (const c of probe.cited) {
    if (c.backslashed) continue;
    const text = doc.line(c.line);
    const start = c.column - 1;
    if (c.line === covered.line && start < covered.end) {
      dropped.add(c);
      continue;
    }
    const after = start + c.raw.length;
    if (!GLOB_OPEN.has(text[after] ?? '') || text.slice(start, after) !== c.raw || emphasised(text, start, after)) continue;
    const end = patternEnd(text, start, after);
    const pattern = text.slice(start, end);
    if (!holdsWildcard(pattern) || holdsSlot(pattern)) continue;
    covered = { line: c.line, end };
    dropped.add(c);
    patterns.push({ pattern, line: c.line, column: c.column, ...matchPattern(model, pattern) });
  }
  if (!dropped.size) return { probe, patterns };
  const kept = (cs: CitedPath[]) => cs.filter((c) => !dropped.has(c));
  const cited = kept(probe.cited);
  return { probe: { ...probe, cited, missing: kept(probe.missing), outside: kept(probe.outside), distinct: new Set(cited.map((c) => c.path)).size }, patterns };
}

/** The detail's note of the patterns read: those each matching a file, and those not read. */
export function patternsNote(patterns: CitedPattern[]): string {
  const found = [...new Set(patterns.filter((p) => p.found).map((p) => p.pattern))];
  const unread = [...new Set(patterns.filter((p) => p.found === undefined).map((p) => p.pattern))];
  return (
    (found.length ? `; ${plural(found.length, 'glob pattern')} read as ${pluralWord(found.length, 'a pattern', 'patterns')}, each matching a file: ${list(found)}` : '') +
    (unread.length ? `; ${plural(unread.length, 'glob pattern')} with too many alternatives not checked: ${list(unread)}` : '')
  );
}
