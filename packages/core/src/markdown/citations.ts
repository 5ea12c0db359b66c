import type { MarkdownDoc } from './document.js';
import { LetterRegex } from '../letters.js';

export interface CitedPath {
  /** The path as it will be probed (suffix `:45` and leading `./` stripped). */
  path: string;
  /** The text as cited. */
  raw: string;
  line: number;
  column: number;
}

/**
 * Lines that illustrate rather than cite (examples, bans, templates). The
 * list and its spelling follow handoff-precheck.py, so the same lines are
 * skipped: `template` only counts before a space, `-` or `:` (so a cited
 * `src/templates/` folder is still checked), and there are no word edges.
 */
const ILLUSTRATION = /например[,:]?|e\.g\.|for example|такие как|NOT\s+create|do\s+not\s+create|forbidden|запрещ|out-of-whitelist|rogue|placeholder|шаблон[ \-:]|template[ \-:]/i;
const BARE_ROOTS = ['engagement', 'src', 'tests', 'app', 'lib', 'scripts', 'hooks', 'agents', 'skills'];
/**
 * A bare path: a known root, `/`, then word characters, `.`, `/` and `-`
 * only, not preceded by a word character or `/`. Like the reference, a
 * sentence-final `.` stays part of the path (`see src/a.ts.` cites `src/a.ts.`).
 */
const BARE = new LetterRegex(`(?<![\\p{L}\\p{N}_/])(?:${BARE_ROOTS.join('|')})/[\\p{L}\\p{N}_./-]+`, 'gu');
/**
 * The engagement folder's own folders: the protocol writes evidence relative to it, bare ("Evidence:
 * traces/iter-2/quarter-preset.jsonl line 45-52, screens/iter-2/…"), so the protocol reading cites those too.
 */
const ENGAGEMENT_ROOTS = ['traces', 'screens', 'executor-reports', 'validation-outputs', 'validator-outputs', 'tasks', 'specs'];
/** Both kinds of bare path in one pass: a project root, or (not after `.` or `-`, where it would be the tail of a name) an engagement folder. */
const BARE_WITH_ENGAGEMENT = new LetterRegex(`(?<![\\p{L}\\p{N}_/])(?:(?:${BARE_ROOTS.join('|')})|(?<![.-])(?:${ENGAGEMENT_ROOTS.join('|')}))/[\\p{L}\\p{N}_./-]+`, 'gu');
const BACKTICK = /`([^`\n]+)`/g;
/** Substrings that make a candidate a URL, a placeholder, a glob or prose (`://`, `http:`, `{`, `}`, `<`, `>`, `$ARGUMENTS`, `...`, `*`, `?`), in one pass. */
const NOISE = /:\/\/|https?:|[{}<>*?]|\$ARGUMENTS|\.\.\./;
/** The post-acceptance archive (`engagement-archived/…`) does not exist at handoff time. */
const FUTURE_ARCHIVE = /^engagement-archived?(?:\/|$)/;

/** The path a candidate cites, or undefined when it is not a checkable path. */
function clean(raw: string): string | undefined {
  if (NOISE.test(raw)) return undefined;
  let p = raw.replace(/:\d+(?:-\d+)?$/, '');
  if (p.startsWith('./')) p = p.slice(2);
  if (p === '' || p.startsWith('#') || p.includes(' ') || !p.includes('/')) return undefined;
  if (FUTURE_ARCHIVE.test(p)) return undefined;
  return p;
}

/**
 * Paths a document cites: backtick-quoted strings that look like paths and
 * bare paths under the usual project roots (with `engagementRoots`, under the
 * engagement's own folders too). Illustration lines are skipped;
 * the future archive (`engagement-archived/`) is never cited evidence.
 */
/**
 * Citations read from one document, at most: a real handoff cites hundreds of paths, and a file of
 * two million took seconds and a gigabyte. Reading stops at the line where the limit is reached
 * (`cutAt`), and the checks that read them say so.
 */
export const MAX_CITED_PATHS = 50_000;

/** The paths a document cites; `cutAt`: the line from which no more were read (MAX_CITED_PATHS). */
export type CitedPaths = CitedPath[] & { cutAt?: number };

export function citedPaths(doc: MarkdownDoc, range?: { start: number; end: number }, opts: { engagementRoots?: boolean } = {}): CitedPaths {
  const out: CitedPaths = [];
  const lines = doc.linesOf(range ?? { start: doc.bodyStart, end: doc.lines.length });
  for (const { line, text } of lines) {
    if (out.length >= MAX_CITED_PATHS) {
      out.cutAt = line;
      break;
    }
    // Most lines cite nothing: look for a candidate before the costlier illustration test.
    if (!text.includes('`') && !text.includes('/')) continue;
    if (ILLUSTRATION.test(text)) continue;
    // exec loops rather than matchAll, which clones its regex for every line of a long handoff.
    const ticked: Array<[number, number]> = [];
    BACKTICK.lastIndex = 0;
    for (let m = BACKTICK.exec(text); m; m = BACKTICK.exec(text)) {
      // One line may hold millions: the limit holds within a line too.
      if (out.length >= MAX_CITED_PATHS) {
        out.cutAt = line;
        return out;
      }
      ticked.push([m.index, m.index + m[0].length]);
      const inner = m[1]!.trim();
      push(out, inner, line, m.index + 1 + m[0].indexOf(inner.charAt(0), 1));
    }
    if (!text.includes('/')) continue;
    const bare = (opts.engagementRoots ? BARE_WITH_ENGAGEMENT : BARE).for(text);
    bare.lastIndex = 0;
    // Both lists run left to right: one pointer over the backtick spans keeps a long line linear.
    let k = 0;
    for (let m = bare.exec(text); m; m = bare.exec(text)) {
      const at = m.index;
      while (k < ticked.length && ticked[k]![1] <= at) k++;
      if (k < ticked.length && at >= ticked[k]![0]) continue;
      if (out.length >= MAX_CITED_PATHS) {
        out.cutAt = line;
        return out;
      }
      push(out, m[0], line, at + 1);
    }
  }
  return out;
}

function push(out: CitedPath[], raw: string, line: number, column: number) {
  const path = clean(raw);
  if (path !== undefined) out.push({ path, raw, line, column });
}
