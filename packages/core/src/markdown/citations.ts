import type { MarkdownDoc } from './document.js';
import { LetterRegex } from '../letters.js';
import { cutOnLastLine } from '../util.js';
import { diffStatLine, renameSides } from '../model/diff-summary.js';

export interface CitedPath {
  /** The path as it will be probed (suffix `:45` and leading `./` stripped). */
  path: string;
  /** The text as cited. */
  raw: string;
  line: number;
  column: number;
  /** Written with Windows separators (`src\a.ts`) and read with `/` (the `windows` reading). */
  backslashed?: true;
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
/**
 * More of a project's usual top folders, which the protocol reading cites bare too ("docs/orders-export-v2.md and
 * migrations/0042_idx.sql added"): "every path cited in handoff.md exists on disk".
 */
const PROJECT_ROOTS = [...BARE_ROOTS, 'docs', 'migrations', 'db', 'config', 'test', 'e2e', 'packages', 'apps', 'public', 'infra', 'deploy'];
/** Both kinds of bare path in one pass: a project root, or (not after `.` or `-`, where it would be the tail of a name) an engagement folder. */
const BARE_WITH_ENGAGEMENT = new LetterRegex(`(?<![\\p{L}\\p{N}_/])(?:(?:${PROJECT_ROOTS.join('|')})|(?<![.-])(?:${ENGAGEMENT_ROOTS.join('|')}))/[\\p{L}\\p{N}_./-]+`, 'gu');
/**
 * The same written with Windows separators (`src\billing\round.ts`, `engagement\traces\x.json`): a root, then `\`,
 * not after a `\` (the tail of an escape). An alternative of its own, so a `/` path is matched as before.
 */
const BACKSLASHED = (roots: string) => `|(?<![\\p{L}\\p{N}_/\\\\])${roots}\\\\[\\p{L}\\p{N}_./\\\\-]+`;
const BARE_WINDOWS = new LetterRegex(BARE.source + BACKSLASHED(`(?:${BARE_ROOTS.join('|')})`), 'gu');
const BARE_WITH_ENGAGEMENT_WINDOWS = new LetterRegex(BARE_WITH_ENGAGEMENT.source + BACKSLASHED(`(?:(?:${PROJECT_ROOTS.join('|')})|(?<![.-])(?:${ENGAGEMENT_ROOTS.join('|')}))`), 'gu');
/** The bare-path regex of a reading. */
const bareOf = (r: Reading) => (r.engagementRoots ? (r.windows ? BARE_WITH_ENGAGEMENT_WINDOWS : BARE_WITH_ENGAGEMENT) : r.windows ? BARE_WINDOWS : BARE);
const BACKTICK = /`([^`\n]+)`/g;
/** The same spans, walked again beside the bare paths of a line. */
const TICKS = new RegExp(BACKTICK.source, 'g');
/** Substrings that make a candidate a URL, a placeholder, a glob or prose (`://`, `http:`, `{`, `}`, `<`, `>`, `$ARGUMENTS`, `...`, `*`, `?`), in one pass. */
const NOISE = /:\/\/|https?:|[{}<>*?]|\$ARGUMENTS|\.\.\./;
/** The post-acceptance archive (`engagement-archived/…`) does not exist at handoff time. */
const FUTURE_ARCHIVE = /^engagement-archived?(?:\/|$)/;

/** A file extension ending a word: `.md`, `.tsx`. */
const FILE_EXTENSION = /\.[A-Za-z][A-Za-z0-9]{0,9}$/;

/**
 * Whether a backticked candidate holding a space names a file (`docs/Release Notes.md`): its first folder
 * holds no space, its last word ends in a file extension, and it is no command or list (no earlier word
 * with an extension, `git add src/a.py src/b.py`; no option, `--fix`; no comma or semicolon).
 */
function spacedPath(p: string): boolean {
  const slash = p.indexOf('/');
  if (slash <= 0 || p.slice(0, slash).includes(' ') || /[,;\t]/.test(p)) return false;
  const words = p.split(' ').filter((w) => w !== '');
  return FILE_EXTENSION.test(words.at(-1)!) && words.every((w, i) => !w.startsWith('-') && (i === words.length - 1 || !FILE_EXTENSION.test(w)));
}

/** Names a relative Windows path may start with and still name no file of its own: the usual roots, `.` and `..`. */
const KNOWN_FIRST = new Set([...BARE_ROOTS, ...ENGAGEMENT_ROOTS, '.', '..']);
/** A drive (`C:\`): such a path is absolute. */
const DRIVE = /^[A-Za-z]:\\/;
/** A name that starts with an ASCII punctuation mark markdown escapes with `\` (CommonMark's list, but `.`, a path's own). */
const ESCAPED_PUNCTUATION = /^[!"#$%&'()*+,\-/:;<=>?@[\]^_`{|}~]/;
/** Characters no name of a path written with `\` holds: Windows forbids `"` and `|`; `^`, `$` and `+` are a regex's (`\d+$`). */
const NOT_IN_NAME = /["|^$+`]/;

/**
 * The path a candidate written with Windows separators names, with `/` for each `\`
 * (`engagement\executor-reports\dev.md`, `src\a.ts:3`, `.\src\a.ts`, `C:\work\a.ts` → `C:/work/a.ts`);
 * undefined when it holds no `\` or is no such path: an escape or a regex (`\d+`, `a\nb`, `^\s*$`),
 * LaTeX (`\frac`, `x\in`), a name that starts a segment with `.` after a `\` (`a\.b`, an escaped dot)
 * unless a root or drive leads it, or a string with no sign of a path: a file extension, a closing `\`
 * (a folder), a usual root (`src\components\Card`), a drive or a variable (`%APPDATA%\x`). Splits and tests, no backtracking.
 */
export function windowsPath(raw: string): string | undefined {
  if (!raw.includes('\\')) return undefined;
  const drive = DRIVE.test(raw);
  const body = drive ? raw.slice(3) : raw;
  if (body === '' || body.startsWith('\\') || body.startsWith('/') || NOT_IN_NAME.test(body)) return undefined;
  const segments = body.split(/[\\/]/);
  const folder = segments.length > 1 && segments.at(-1) === '';
  if (folder) segments.pop();
  const rooted = drive || KNOWN_FIRST.has(segments[0]!) || /^%[A-Za-z_]\w{0,32}%$/.test(segments[0]!);
  // Every `\` before ASCII punctuation (`invoice\_42.pdf`, `a\*b.md`) is markdown's escape of it, not a separator.
  if (!drive && !rooted && !folder && segments.slice(1).every((seg) => ESCAPED_PUNCTUATION.test(seg))) return undefined;
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i]!;
    // An empty name (`a\\b`, `a\/b`) or a `:` before the last (a drive only leads): no path.
    if (seg === '' || (i < segments.length - 1 && seg.includes(':'))) return undefined;
    if (i > 0 && seg.startsWith('.') && seg !== '.' && seg !== '..' && !rooted) return undefined;
  }
  // The last name without a line suffix or anchor (`a.ts:3`, `a.md#L4`) for its extension.
  const last = cutOnLastLine(segments.at(-1)!, ':#');
  if (!rooted && !folder && !FILE_EXTENSION.test(last)) return undefined;
  return (drive ? `${raw.slice(0, 2)}/` : '') + body.replace(/\\/g, '/');
}

/** A line suffix (`:12`, `:12-18`); with lineLists, a list of them too (`:10,14`, `:3-5,9`). */
const LINE_SUFFIX = /:\d+(?:-\d+)?$/;
const LINE_LIST_SUFFIX = /:\d+(?:-\d+)?(?:,\d+(?:-\d+)?)*$/;

/** How a document's citations are read: see citedPaths. */
interface Reading {
  engagementRoots: boolean;
  spaces: boolean;
  windows: boolean;
  diffStat: boolean;
  /** A suffix listing several lines (`a.py:10,14`, `a.py:3-5,9`) is a line suffix too, not part of the name. */
  lineLists: boolean;
}

/**
 * The path a candidate cites, or undefined when it is not a checkable path; `spaces`: one holding a space may be one
 * (spacedPath), or any (`whole`: a `--stat` line's name); `windows`: one written with `\` is read with `/` (windowsPath).
 */
function clean(raw: string, spaces = false, windows = false, whole = false, lineLists = false): string | undefined {
  if (NOISE.test(raw)) return undefined;
  let p = raw.replace(lineLists ? LINE_LIST_SUFFIX : LINE_SUFFIX, '');
  if (windows) p = windowsPath(p) ?? p;
  if (p.startsWith('./')) p = p.slice(2);
  if (p === '' || p.startsWith('#') || (p.includes(' ') && !whole && !(spaces && spacedPath(p))) || !p.includes('/')) return undefined;
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
/**
 * Candidates (backticked or bare, paths or not) read from one line holding an illustration word: each is kept
 * while the line is weighed, so a line of millions would take gigabytes. Past it the line is where reading stopped.
 */
export const MAX_LINE_CANDIDATES = 4 * MAX_CITED_PATHS;

/**
 * The paths a document cites; `cutAt`: the line from which no more were read (MAX_CITED_PATHS);
 * `backslashedUnread`: without the `windows` reading, the candidates written with `\` it would have read
 * (as `/` paths), so that a check can say they were not checked rather than drop them unseen.
 */
export type CitedPaths = CitedPath[] & { cutAt?: number; backslashedUnread?: CitedPath[] };

/**
 * Options: `engagementRoots`, bare paths under the engagement's own folders too; `illustrations`, skip
 * an illustration line whole (`line`) or only the paths its words introduce; `spaces`, a backticked
 * path may hold a space (spacedPath); `windows`, a path written with `\` is read with `/` (windowsPath),
 * bare ones under a usual root included; `diffStat`, a pasted `git diff --stat` line cites its file
 * whole, spaces and all, a rename by its new path.
 */
export function citedPaths(
  doc: MarkdownDoc,
  range?: { start: number; end: number },
  opts: { engagementRoots?: boolean; illustrations?: 'line' | 'introduced'; spaces?: boolean; windows?: boolean; diffStat?: boolean; lineLists?: boolean } = {},
): CitedPaths {
  const reading: Reading = { engagementRoots: opts.engagementRoots === true, spaces: opts.spaces === true, windows: opts.windows === true, diffStat: opts.diffStat === true, lineLists: opts.lineLists === true };
  const out: CitedPaths = [];
  const unread: CitedPath[] = [];
  const done = () => {
    if (unread.length) out.backslashedUnread = unread;
    return out;
  };
  const lines = doc.linesOf(range ?? { start: doc.bodyStart, end: doc.lines.length });
  for (const { line, text } of lines) {
    if (out.length >= MAX_CITED_PATHS) {
      out.cutAt = line;
      break;
    }
    const backslash = text.includes('\\');
    // Most lines cite nothing: look for a candidate before the costlier illustration test.
    if (!text.includes('`') && !text.includes('/') && !backslash) continue;
    // A pasted `--stat` line names one file, spaces and all: read before the words of its name are taken for prose.
    if (reading.diffStat && pushDiffStat(out, text, line)) continue;
    if (ILLUSTRATION.test(text)) {
      // The reference skips the whole line; the protocol reading skips only the paths the words introduce.
      if (opts.illustrations !== 'introduced') continue;
      if (pushIntroducedLine(out, text, line, reading)) return done();
      continue;
    }
    if (backslash && !reading.windows && unread.length < MAX_CITED_PATHS) noteUnread(unread, text, line, reading);
    // exec loops rather than matchAll, which clones its regex for every line of a long handoff. Nothing is kept
    // per span: a line may hold millions of them, and only the paths among them are pushed.
    BACKTICK.lastIndex = 0;
    for (let m = BACKTICK.exec(text); m; m = BACKTICK.exec(text)) {
      // One line may hold millions: the limit holds within a line too.
      if (out.length >= MAX_CITED_PATHS) {
        out.cutAt = line;
        return done();
      }
      if (!maybePath(m[1]!)) continue;
      const inner = m[1]!.trim();
      push(out, inner, line, m.index + 1 + m[0].indexOf(inner.charAt(0), 1), reading);
    }
    if (!text.includes('/') && !(backslash && reading.windows)) continue;
    const bare = bareOf(reading).for(text);
    bare.lastIndex = 0;
    // Both run left to right: the backtick spans are found again, one ahead of the bare match, so a long line stays linear.
    TICKS.lastIndex = 0;
    let tick = TICKS.exec(text);
    for (let m = bare.exec(text); m; m = bare.exec(text)) {
      const at = m.index;
      while (tick && tick.index + tick[0].length <= at) tick = TICKS.exec(text);
      if (tick && at >= tick.index) continue;
      if (out.length >= MAX_CITED_PATHS) {
        out.cutAt = line;
        return done();
      }
      push(out, m[0], line, at + 1, { ...reading, spaces: false });
    }
  }
  return done();
}

/** Whether a candidate may name a path at all: every path clean() keeps holds a `/`, or a `\` read as one. */
const maybePath = (raw: string) => raw.includes('/') || raw.includes('\\');

function push(out: CitedPath[], raw: string, line: number, column: number, reading: Pick<Reading, 'spaces' | 'windows' | 'lineLists'>) {
  const path = clean(raw, reading.spaces, reading.windows, false, reading.lineLists);
  if (path === undefined) return;
  out.push(reading.windows && raw.includes('\\') && !path.includes('\\') ? { path, raw, line, column, backslashed: true } : { path, raw, line, column });
}

/**
 * The candidates written with `\` on a line the reading without `windows` leaves unread, as `windows`
 * would read them: bare ones under a usual root, and backticked ones it finds no path in.
 */
function noteUnread(unread: CitedPath[], text: string, line: number, reading: Reading) {
  // A note, not a citation: past MAX_CITED_PATHS candidates on one line the rest go unnoted.
  for (const s of lineSpans(text, { ...reading, windows: true }, MAX_CITED_PATHS - unread.length).spans) {
    if (!s.raw.includes('\\') || (text[s.start] === '`' && clean(s.raw, reading.spaces) !== undefined)) continue;
    const path = clean(s.raw, reading.spaces, true, false, reading.lineLists);
    if (path !== undefined && !path.includes('\\')) unread.push({ path, raw: s.raw, line, column: s.column, backslashed: true });
  }
}

/**
 * A pasted `git diff --stat` line (` src/billing/Release Notes.ts | 19 ++++---`): git writes the name
 * unquoted up to the ` | `, so it is read whole; a rename (`src/{a.ts => b.ts}`, `a.ts => b.ts`) cites
 * its new path, and a name git cut short (`.../x.ts`) none. False, reading nothing, for any other line
 * and for a name whose new path has no folder, a space in its first, or a word with an extension before its last.
 */
function pushDiffStat(out: CitedPath[], text: string, line: number): boolean {
  const stat = text.includes('|') ? diffStatLine(text) : undefined;
  if (!stat || stat.path.includes('`')) return false;
  const raw = renameSides(stat.path).at(-1)!.trim();
  const slash = raw.indexOf('/');
  if (slash <= 0 || raw.slice(0, slash).includes(' ')) return false;
  // Two files on a line (`src/a.ts and src/b.ts | 3`) are no name: a word before the last with an extension.
  const words = raw.split(' ');
  if (words.some((w, i) => i < words.length - 1 && FILE_EXTENSION.test(w))) return false;
  const path = clean(raw, false, false, true);
  if (path !== undefined) out.push({ path, raw, line, column: stat.at + 1 });
  return true;
}

/** A candidate of a line: its text as cited, where it stands (0-based, end exclusive) and its 1-based column. */
interface Span {
  raw: string;
  start: number;
  end: number;
  column: number;
}

/**
 * The candidates of a line, backticked and bare, in order: the first `limit` of them, and with more, `cut`,
 * where the first left out starts (a line may hold millions; the spans are read only up to there).
 */
function lineSpans(text: string, reading: Reading, limit: number): { spans: Span[]; cut?: number } {
  const spans: Span[] = [];
  let cut: number | undefined;
  BACKTICK.lastIndex = 0;
  for (let m = BACKTICK.exec(text); m; m = BACKTICK.exec(text)) {
    if (spans.length >= limit) {
      cut = m.index;
      break;
    }
    const inner = m[1]!.trim();
    spans.push({ raw: inner, start: m.index, end: m.index + m[0].length, column: m.index + 1 + m[0].indexOf(inner.charAt(0), 1) });
  }
  if (!text.includes('/') && !(reading.windows && text.includes('\\'))) return cut === undefined ? { spans } : { spans, cut };
  const ticked = spans.length;
  const bare = bareOf(reading).for(text);
  bare.lastIndex = 0;
  let k = 0;
  for (let m = bare.exec(text); m && (cut === undefined || m.index < cut); m = bare.exec(text)) {
    while (k < ticked && spans[k]!.end <= m.index) k++;
    if (k < ticked && m.index >= spans[k]!.start) continue;
    spans.push({ raw: m[0], start: m.index, end: m.index + m[0].length, column: m.index + 1 });
    // Past twice the limit the line is cut at the limit below anyway: the rest need not be read.
    if (spans.length >= 2 * limit) break;
  }
  if (ticked < spans.length) spans.sort((a, b) => a.start - b.start);
  if (spans.length > limit) {
    cut = spans[limit]!.start;
    spans.length = limit;
  }
  return cut === undefined ? { spans } : { spans, cut };
}

/** The illustration words, each where it stands. */
const ILLUSTRATION_AT = new RegExp(ILLUSTRATION.source, 'gi');
/** Words that introduce an example: what follows them, a word or two on, is one. */
const EXAMPLE_WORD = /^(?:например|e\.g\.|for example|такие как)/i;
/** Words of a ban: they introduce the path they stand before ("do not create `x`", "Forbidden: `x`"), or say it of the path before them ("`x` is forbidden"). */
const BAN_WORD = /^(?:not\s+create|do\s+not\s+create|forbidden|запрещ|out-of-whitelist|rogue)/i;
/** A negation just before an illustration word ("No rogue files: …"): the word says there is none, and introduces nothing. */
const NEGATED = /(?:^|[^A-Za-zА-яЁё])(?:no|not|none|without|zero|нет|без|ни)\s+$/i;
/** A clause break in a gap: the words before it do not reach past it. */
const CLAUSE_BREAK = /[;!?()[\]—–]|\.(?:\s|$)|\s-\s/;
/** Words that join the items of a list (`a`, `b` and `c`). */
const JOINER = /^(?:and|or|и|или)$/i;
/** A noun naming what an illustration word qualifies ("rogue file `x`", "template file: `x`"). */
const FILE_NOUN = /^(?:files?|paths?|names?|docs?|documents?|artefacts?|artifacts?|folders?|like|such|as|файл[а-яё]{0,3}|путь|пути)$/i;
/** The gap between two items of a list (`a`, `b` and `c`). */
const LIST_GAP = /^[\s,/]*(?:(?:and|or|и|или)\s+)?$/i;
/** A gap this long (characters) introduces nothing. */
const INTRODUCTION_REACH = 80;

/** The words of a gap, list joiners left out. */
const gapWords = (gap: string) => gap.split(/[\s,:]+/).filter((w) => w !== '' && !JOINER.test(w));

/**
 * Whether the illustration word `word` introduces what follows the gap after it: an example word a
 * couple of words on ("e.g. `x`", "for example the file `x`"), a ban a few words on ("do not create
 * files like `x`"), any other word (placeholder, template, rogue, forbidden) right before it, after
 * a colon or a noun ("template: `x`", "rogue file `x`"). Never past a clause break, nor a colon that
 * follows other words ("No downtime: …").
 */
function introduces(word: string, gap: string): boolean {
  if (gap.length > INTRODUCTION_REACH || CLAUSE_BREAK.test(gap)) return false;
  const words = gapWords(gap);
  if (/[A-Za-z0-9А-яЁё][^:]*:/.test(gap)) return words.length > 0 && words.every((w) => FILE_NOUN.test(w)) && words.length <= 2;
  if (EXAMPLE_WORD.test(word)) return words.length <= 2;
  if (/create$/i.test(word)) return words.length <= 4;
  return words.every((w) => FILE_NOUN.test(w)) && words.length <= 2;
}

/** Whether a ban word after a path (`x` is forbidden, `x` — rogue) says it of that path. */
function bannedAfter(gap: string): boolean {
  if (gap.length > INTRODUCTION_REACH || /[;!?()[\]]|\.(?:\s|$)/.test(gap)) return false;
  return /^[\s—–-]*(?:(?:is|are|was|were|would\s+be|stays?)\s+)?(?:(?:a|an|the)\s+)?(?:(?:file|path)\s+)?$/i.test(gap.replace(/,/g, ' '));
}

/**
 * The citations of a line holding an illustration word, as the protocol reads it: a path the word
 * introduces (`e.g. src/foo.ts`, "do not create `engagement/notes.md`", "Forbidden: `a`, `b`"), or a
 * path a ban word follows ("`engagement/notes.md` is forbidden"), is an illustration; a path holding
 * the word in its own name (`src/components/Placeholder.tsx`), or on a line where the word qualifies
 * something else (`src/rounding.ts:40` (e.g. 1.005 → 1.01)), is cited. True when MAX_CITED_PATHS is reached.
 */
function pushIntroducedLine(out: CitedPaths, text: string, line: number, reading: Reading): boolean {
  // A line of more candidates than MAX_LINE_CANDIDATES is read up to there, and is where reading stopped.
  const { spans, cut } = lineSpans(text, reading, MAX_LINE_CANDIDATES);
  const words = illustrationWords(text, spans, cut ?? text.length);
  const exempt = new Array<boolean>(spans.length).fill(false);
  // Forwards: a word introduces the path after it, and a list goes on from an introduced path.
  let w = 0;
  let from: { end: number; word?: string } | undefined;
  spans.forEach((s, i) => {
    while (w < words.length && words[w]!.end <= s.start) {
      from = { end: words[w]!.end, word: words[w]!.text };
      w++;
    }
    if (!from || s.start - from.end > INTRODUCTION_REACH) return void (from = undefined);
    const gap = text.slice(from.end, s.start);
    exempt[i] = from.word === undefined ? LIST_GAP.test(gap) : introduces(from.word, gap);
    from = exempt[i] ? { end: s.end } : undefined;
  });
  // Backwards: a ban word after a path ("`x` is forbidden", "`a`, `b` — rogue").
  let next: number | undefined;
  let listed = false;
  for (let i = spans.length - 1, b = words.length - 1; i >= 0; i--) {
    const s = spans[i]!;
    while (b >= 0 && words[b]!.start >= s.end) {
      if (BAN_WORD.test(words[b]!.text) && !/create$/i.test(words[b]!.text)) {
        next = words[b]!.start;
        listed = false;
      }
      b--;
    }
    if (next === undefined || next - s.end > INTRODUCTION_REACH) {
      next = undefined;
      continue;
    }
    const gap = text.slice(s.end, next);
    // Up to the ban word, or to the next path of the list it bans (`a`, `b` and `c` are forbidden).
    listed = bannedAfter(gap) || (listed && LIST_GAP.test(gap));
    if (listed) exempt[i] = true;
    next = listed ? s.start : undefined;
  }
  for (let i = 0; i < spans.length; i++) {
    if (exempt[i]) continue;
    if (out.length >= MAX_CITED_PATHS) {
      out.cutAt = line;
      return true;
    }
    push(out, spans[i]!.raw, line, spans[i]!.column, reading);
  }
  if (cut === undefined) return false;
  out.cutAt = line;
  return true;
}

type Word = { text: string; start: number; end: number };

/**
 * The illustration words outside every candidate (inside one, they are part of a name) and before `stop`, that
 * the two passes of pushIntroducedLine can read: of those between two candidates, the last (which introduces
 * what follows) and the first ban word (which the candidate before it is read up to). So a line of a million
 * such words keeps at most two per candidate.
 */
function illustrationWords(text: string, spans: Span[], stop: number): Word[] {
  const words: Word[] = [];
  let k = 0;
  let gap = -1;
  let firstBan: Word | undefined;
  let last: Word | undefined;
  const flush = () => {
    if (firstBan && firstBan !== last) words.push(firstBan);
    if (last) words.push(last);
    firstBan = last = undefined;
  };
  ILLUSTRATION_AT.lastIndex = 0;
  for (let m = ILLUSTRATION_AT.exec(text); m && m.index + m[0].length <= stop; m = ILLUSTRATION_AT.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    while (k < spans.length && spans[k]!.end <= start) k++;
    if (k < spans.length && spans[k]!.start < end) continue;
    if (!/create$/i.test(m[0]) && NEGATED.test(text.slice(Math.max(0, start - 12), start))) continue;
    if (k !== gap) flush();
    gap = k;
    last = { text: m[0], start, end };
    if (!firstBan && BAN_WORD.test(m[0]) && !/create$/i.test(m[0])) firstBan = last;
  }
  flush();
  return words;
}
