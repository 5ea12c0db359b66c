/** Helpers over field and list values: none, placeholders, outputs, paths. */
import { charBefore, cleanOutputToken, cleanToken, stripComment, unbullet } from './text.js';
import { pushAll, trimChars, NONE_VALUE } from '../../util.js';
import type { GraphField, GraphList, GraphListItem } from './types.js';

// ---------------------------------------------------------------- value helpers

/**
 * True when a field or list value says "none" (or is empty): NONE_VALUE's words (`none`, `n/a`, `-`, `—`,
 * `(none)`), and the other ways a worker writes that a field does not apply (`not applicable`, `null`, `nil`, `n.a.`,
 * `not relevant`, `no`, `~`, `нет`, `keine`, `aucun`, `ninguno`, `なし`, `无`), in `_emphasis_` or not, alone or
 * with a note after a spaced dash or in brackets (`N/A — nothing failed`, `none (all passed)`).
 */
export function graphSaysNone(value: string): boolean {
  const v = unemphasise(value.trim());
  return NONE_VALUE.test(v) || ABSENT.test(v) || NONE_WITH_NOTE.test(v);
}
/** Words for none beyond NONE_VALUE's (NONE_VALUE's own among them, for a note after them). */
const NONE_WORDS = String.raw`none|nothing|n\/a|not[ \t]+applicable|not[ \t]+relevant|n\.[ \t]?a\.?|null|nil|no|keine?|aucune?|ningun[oa]|нет|なし|无|~`;
/** Words for none alone (in brackets, with a closing `.`, as NONE_VALUE reads them). */
const ABSENT = new RegExp(String.raw`^[[(]?\s*(?:${NONE_WORDS})[ \t]*[\])]?\.?$`, 'i');
/** A word for none, then a note after a spaced dash or in brackets: the note says why nothing is there. */
const NONE_WITH_NOTE = new RegExp(String.raw`^(?:${NONE_WORDS})[.,]?(?:\s+[-—–]\s[^]*|\s*\([^()]*\)\.?)$`, 'i');
/** A value wrapped in one pair of `_` or `*` marks (`_none_`, `**n/a**`) without them. */
function unemphasise(v: string): string {
  const m = /^(\*\*|__|\*|_)(?!\s)/.exec(v);
  return m && v.length > 2 * m[1]!.length && v.endsWith(m[1]!) ? v.slice(m[1]!.length, -m[1]!.length).trim() : v;
}

/**
 * True when a value says none, alone or followed by a note (`none — do not read src/api.ts`,
 * `none (the spec is inline)`, `none; N2 FAILED`): a field whose form is "<list>, or none", as
 * INPUTS is, then says none, and its note lists nothing.
 */
export function graphOpensWithNone(value: string): boolean {
  return graphSaysNone(value) || NONE_NOTED.test(value.trim());
}
const NONE_NOTED = /^[[(]?\s*(?:none|nothing|n\/a|not[ \t]+applicable|not[ \t]+relevant|null|nil|нет|keine?|aucune?|ningun[oa])(?![\wа-яё])[\])]?\s*(?:[—–:;,(]|[.-](?:\s|$))/i;

/**
 * True when a field value is a template placeholder rather than content:
 * empty, `<...>` template text, `...`, TBD/TODO. `none` counts as a
 * placeholder unless `noneAllowed`.
 */
export function graphIsPlaceholder(value: string, noneAllowed = false): boolean {
  return placeholderOf(value, noneAllowed) !== undefined;
}

/** A value's template text: `whole` when the whole value is one, else the `<...>` left inside it, at `index` of the value. */
interface PlaceholderHit {
  text: string;
  index: number;
  whole: boolean;
}

/** A marker in capitals opening a value (`TBD later`, `TODO: fill in`); never part of a word or file name (`TBD-free`, `TODO.md`). */
const MARKER_OPENING = /^(?:TBD|TODO|FIXME|XXX)(?![\w-]|\.\w)/;
/**
 * A marker in any case that is the whole value, or followed only by a note after a colon, a dash or
 * in brackets (`todo: fill in`, `placeholder (ask Dana)`): a sentence that opens with the word
 * ("Todo items vanish on reload", "placeholder rows → sessions") is content.
 */
const MARKER_ALONE = /^(?:tbd|todo|fixme|xxx|placeholder|fill (?:me )?in)[.!?]*(?:$|\s*[:(—–]|\s+-\s)/i;

function placeholderOf(value: string, noneAllowed: boolean): PlaceholderHit | undefined {
  const trimmed = value.trim();
  const v = cleanToken(trimmed);
  // cleanToken drops marks at the ends only: where v starts in the value.
  const at = value.length - value.trimStart().length + Math.max(0, trimmed.indexOf(v));
  const whole = { text: v, index: at, whole: true };
  if (v === '') return whole;
  if (/^(?:\.{2,}|…|\?+)$/.test(v)) return whole;
  if (MARKER_OPENING.test(v) || MARKER_ALONE.test(v)) return whole;
  if (/^<[^<>]*>$/.test(v) && !looksLikeTag(v.slice(1, -1))) return whole;
  // Template text such as "<exact path(s)>" left inside a longer value; a generic
  // (`Map<string, number>`) follows a name, a JSX or HTML tag has attributes or a slash.
  for (const m of v.matchAll(/<([^<>]*)>/g)) {
    const inner = m[1]!;
    const afterName = m.index > 0 && /[\w$.]/.test(v[m.index - 1]!);
    if (!afterName && /^[a-z]/.test(inner) && /\s/.test(inner) && !looksLikeTag(inner)) return { text: m[0], index: at + m.index, whole: false };
  }
  if (!noneAllowed && graphSaysNone(v)) return whole;
  return undefined;
}

/** Where a field's value is template text, for a finding there; undefined when the value is content. */
export function graphPlaceholderIn(field: GraphField, noneAllowed = false): { text: string; whole: boolean; line: number; column: number } | undefined {
  const hit = placeholderOf(field.value, noneAllowed);
  if (!hit) return undefined;
  // The value's lines are joined by `\n`: the line holding the hit, and the hit's column on it.
  let i = 0;
  let start = 0;
  for (let k = field.value.indexOf('\n'); k !== -1 && k < hit.index; k = field.value.indexOf('\n', k + 1)) {
    i++;
    start = k + 1;
  }
  return { text: hit.text, whole: hit.whole, line: field.valueLines?.[i] ?? field.line, column: (field.valueColumns[i] ?? 1) + hit.index - start };
}

/** The inside of `<...>` reads as a JSX or HTML tag: a closing or self-closing tag, attributes, or an HTML element with valueless ones. */
function looksLikeTag(inner: string): boolean {
  return inner.startsWith('/') || inner.endsWith('/') || /^[A-Za-z][\w.:-]*\s[^]*[\w-]=|[{}]/.test(inner) || bareAttributes(inner);
}

/**
 * `html data-theme`, `div hidden`, `my-card open`: an HTML element (or a custom one, named with a dash) whose
 * attributes are all ones HTML writes without a value. Template text starts with a word that is no element
 * (`<the graph ...>`), or follows one with a word that is no such attribute (`<output path>`, `<input name>`).
 */
function bareAttributes(inner: string): boolean {
  const words = inner.trim().split(/\s+/);
  if (words.length < 2 || !(HTML_ELEMENTS.has(words[0]!) || /^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/.test(words[0]!))) return false;
  return words.slice(1).every((w) => BARE_ATTRIBUTES.has(w) || /^(?:data|aria)-[a-z0-9]+(?:-[a-z0-9]+)*$/.test(w));
}

const HTML_ELEMENTS = new Set(
  (
    'a abbr address area article aside audio b base bdi bdo blockquote body br button canvas caption cite code col colgroup data datalist ' +
    'dd del details dfn dialog div dl dt em embed fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 head header hgroup hr html i iframe ' +
    'img input ins kbd label legend li link main map mark menu meta meter nav noscript object ol optgroup option output p picture pre progress ' +
    'q rp rt ruby s samp script search section select slot small source span strong style sub summary sup svg table tbody td template textarea ' +
    'tfoot th thead time title tr track u ul var video wbr'
  ).split(' '),
);

/** Boolean attributes, and the global ones a description names without their value (`<html lang>`, `<body class>`). */
const BARE_ATTRIBUTES = new Set(
  (
    'allowfullscreen async autofocus autoplay checked controls default defer disabled formnovalidate hidden inert ismap itemscope loop ' +
    'multiple muted nomodule novalidate open playsinline readonly required reversed selected ' +
    'class contenteditable dir draggable id lang popover role spellcheck style tabindex translate'
  ).split(' '),
);

/**
 * A value without the decoration around its words (`✅ done`, `done ✅`, `**done**`, `` `pass` ``), read as
 * VERDICT is: what comes before the first letter or digit, and after the last one (a closing bracket aside).
 */
export function graphUndecorated(value: string): string {
  const t = value.trim();
  // Most values start with a letter: no Unicode class to compile for them.
  const from = /^[A-Za-z0-9]/.test(t) ? 0 : /^[^\p{L}\p{N}]*/u.exec(t)![0].length;
  let to = t.length;
  while (to > from && t[to - 1] !== ')') {
    const ch = charBefore(t, to, from);
    if (/[A-Za-z0-9]/.test(ch) || (ch.charCodeAt(0) > 127 && /^[\p{L}\p{N}]/u.test(ch))) break;
    to -= ch.length;
  }
  return t.slice(from, to);
}

/** The status word a STATUS value reports (its first word past decoration, lower-cased; '' without one). */
export function graphStatusWord(value: string | undefined): string {
  return /^[a-z]+/i.exec(graphUndecorated(value ?? ''))?.[0]?.toLowerCase() ?? '';
}

/**
 * `the status words are lower case: did you mean done?` for one of the protocol's `words` written in
 * another case (`DONE`, `Done`, `Pending`); undefined for one in lower case or for no protocol word.
 * The protocol writes its status and verdict words in lower case; the rules read a miscased one as meant.
 */
export function graphMiscasedWord(written: string, words: readonly string[], what: string): string | undefined {
  const lower = written.toLowerCase();
  return written !== lower && words.includes(lower) ? `the ${what} words are lower case: did you mean ${lower}?` : undefined;
}

/** A glob's brace alternatives (`docs/{api,cli}.md`): their commas do not split the token. */
const BRACES = /\{[^{}\s]*\}/g;
const BRACE_COMMA = '\u0001';

/** Output tokens of a value: parenthetical remarks dropped, split on commas and spaces (not a glob's `{a,b}`), a file name with spaces kept whole (unquotedWords). */
export function outputTokens(value: string): string[] {
  const text = value.replace(/\([^()]*\)/g, ' ').replace(BRACES, (braces) => braces.replaceAll(',', BRACE_COMMA));
  const words: string[] = [];
  // A quoted path is one token, spaces and all (`"docs/User Guide.md"`); other quoted text is split as unquoted text is.
  let last = 0;
  for (const m of text.matchAll(/`([^`]*)`|"([^"]*)"/g)) {
    const inner = (m[1] ?? m[2]!).trim();
    if (!/\s/.test(inner) || !isPathToken(inner)) continue;
    pushAll(words, unquotedWords(text.slice(last, m.index)));
    words.push(inner);
    last = m.index + m[0].length;
  }
  pushAll(words, unquotedWords(text.slice(last)));
  return words.map((t) => graphPathForm(cleanOutputToken(t)).replaceAll(BRACE_COMMA, ',')).filter((t) => t !== '' && !CONJUNCTION.test(t));
}

const CONJUNCTION = /^(?:and|or|\+|&)$/i;
const HAS_EXTENSION = /\.[A-Za-z0-9]+$/;
/** A word without quote marks and a closing `.` or `:` of the sentence. */
const bare = (w: string) => cleanToken(w).replace(/[.:]$/, '');
/** Words a file name with spaces may have after its folder (`docs/User Guide.md`): a few, none a path of its own. */
const MAX_SPACED_WORDS = 6;

/**
 * Text split at blanks, commas and semicolons, except a file name with single spaces written after its
 * folder (`docs/User Guide.md`): words after a path whose last segment has no extension, each one space
 * apart and none with a `/`, up to one with an extension, are that path's file name.
 */
function unquotedWords(text: string): string[] {
  const parts = text.split(/([\s,;]+)/);
  const out: string[] = [];
  for (let k = 0; k < parts.length; k += 2) {
    const w = parts[k]!;
    if (!w) continue;
    let end = k;
    if (w.includes('/') && !w.endsWith('/') && !HAS_EXTENSION.test(bare(w.slice(w.lastIndexOf('/'))))) {
      for (let j = k + 2; j < parts.length && j <= k + 2 * MAX_SPACED_WORDS; j += 2) {
        const next = parts[j]!;
        if (parts[j - 1] !== ' ' || !next || next.includes('/') || CONJUNCTION.test(next)) break;
        if (HAS_EXTENSION.test(bare(next))) {
          end = j;
          break;
        }
      }
    }
    out.push(end === k ? w : parts.slice(k, end + 1).join(''));
    k = end;
  }
  return out;
}

/**
 * An output token as paths are compared: a doubled slash made one (`src//x.ts` is `src/x.ts`, as on any
 * POSIX system; a URL's `://` stays), without `./`, a closing `.` or `:` of the sentence, and `.` and inner `..` segments.
 */
export function graphPathForm(t: string): string {
  return dotSegmentsOut(t.replace(/(?<!:)\/{2,}/g, '/').replace(/^\.\//, '').replace(/[.:]$/, ''));
}

/** A path with its `.` and inner `..` segments resolved (`src/web/../api/a.ts` is `src/api/a.ts`); a `..` above the start stays. */
function dotSegmentsOut(t: string): string {
  if (!t.includes('/.') && !t.startsWith('..')) return t;
  const out: string[] = [];
  const parts = t.split('/');
  for (const [i, seg] of parts.entries()) {
    if (seg === '.' && i < parts.length - 1) continue;
    if (seg === '..' && out.length && out[out.length - 1] !== '..' && out[out.length - 1] !== '') out.pop();
    else out.push(seg);
  }
  return out.join('/');
}

/** An output value as a message quotes it: its first line, without the markdown backticks around its paths (`` `src/a.ts` ``). */
export function graphOutputSaid(value: string): string {
  return value.split('\n')[0]!.replace(/`([^`]*)`/g, '$1').trim();
}

/** The same output written twice: the same set of tokens, order and `./` aside. */
export function graphSameOutput(a: string, b: string): boolean {
  return graphOutputKey(a) === graphOutputKey(b);
}


/**
 * The deepest folder above path `p` (no trailing slash) that `accept` takes, or undefined.
 * Each folder is tried once: linear in the path's depth, not in the number of folders.
 */
export function graphFolderAbove(p: string, accept: (folder: string) => boolean): string | undefined {
  for (let k = p.lastIndexOf('/'); k > 0; k = p.lastIndexOf('/', k - 1)) if (accept(p.slice(0, k))) return p.slice(0, k);
  return undefined;
}


/** What graphSameOutput compares: equal keys, the same output. */
export function graphOutputKey(value: string): string {
  return [...new Set(outputTokens(value).map((t) => trimChars(t, '', '/')))].sort().join('\n');
}

/** Whether a bare word of an output (`docs`, no `/` and no extension) names a folder. */
export type GraphFolderTest = (word: string) => boolean;

/** A token with a folder or an extension: a path whatever else the graph says. */
export const isPathToken = (t: string) => !t.includes('://') && !t.startsWith('<') && /^[\w@.~/-]+(?: [\w@.~/-]+)*$/.test(t) && (t.includes('/') || HAS_EXTENSION.test(t));
/** A word that could be a one-segment folder name. */
const FOLDER_WORD = /^[\w@-][\w@.~-]*$/;

/**
 * Tokens of an output value that look like file or folder paths (a commit hash does not).
 * With `isFolder`, a bare word it accepts (`docs`) is a folder path too, but only when every
 * token of the value is a path or such a folder: a commit or free words stay text.
 */
export function graphOutputPaths(value: string, isFolder?: GraphFolderTest): string[] {
  const tokens = outputTokens(value);
  const paths = tokens.filter(isPathToken);
  if (!isFolder || paths.length === tokens.length) return paths;
  const folders = new Set(tokens.filter((t) => !isPathToken(t)));
  for (const t of folders) if (!FOLDER_WORD.test(t) || !isFolder(t)) return paths;
  return tokens;
}

/**
 * A commit as the output (`commit`, `commit 4e1d9a2`, `commit on branch fix/api`, `a commit to main (hotfix)`):
 * no file, so two such outputs never touch the same file, whatever the branch.
 */
const COMMIT = /^(?:(?:a|one|the|git)\s+)?commits?(?:\s+[0-9a-f]{7,40})?(?:\s+(?:on|to|in|into)\s+(?:the\s+)?(?:branch\s+)?[\w./@-]+(?:\s+branch)?)?(?:\s*\([^()]*\))?\.?$/i;
export const graphIsCommitOutput = (value: string): boolean => COMMIT.test(cleanToken(value).trim());

/** `a` and `b` are the same path or one lies inside the other's folder. */
export function graphPathsOverlap(a: string, b: string): boolean {
  const x = trimChars(a, '', '/');
  const y = trimChars(b, '', '/');
  return x === y || x.startsWith(`${y}/`) || y.startsWith(`${x}/`);
}

/** Whether a text mentions `id` as a whole word. */
export function graphMentions(text: string, id: string): boolean {
  // The scan reads as /(?:^|[^\w.-])<id>(?![\w-]|\.\w)/ without compiling a pattern per id.
  // indexOf finds an empty id at every position, the last one again and again: stop past the end.
  for (let k = text.indexOf(id), last = -1; k > last; last = k, k = text.indexOf(id, k + 1)) {
    if (k > 0 && /[\w.-]/.test(text[k - 1]!)) continue;
    if (!wordGoesOn(text, k + id.length, /[\w-]/)) return true;
  }
  return false;
}

/** A path as graphNamesPath looks for it: without a leading `./` and trailing slashes. */
export function graphBarePath(p: string): string {
  return trimChars(p.replace(/^\.\//, ''), '', '/');
}

/** Whether a text names `p` as a whole path (`./` and a trailing `/` aside). */
export function graphNamesPath(text: string, p: string): boolean {
  const bare = graphBarePath(p);
  if (!bare) return false;
  // The scan reads as /(?:^|[^\w./-]|\.\/)<bare>\/?(?![\w/-]|\.\w)/ without compiling a pattern per path.
  for (let k = text.indexOf(bare); k !== -1; k = text.indexOf(bare, k + 1)) {
    if (k > 0 && /[\w./-]/.test(text[k - 1]!) && !(text[k - 1] === '/' && text[k - 2] === '.')) continue;
    const end = k + bare.length;
    if (!wordGoesOn(text, text[end] === '/' ? end + 1 : end, /[\w/-]/)) return true;
  }
  return false;
}

/** Whether the text at `i` continues a word: a character of `cont`, or `.` before a word character. */
function wordGoesOn(text: string, i: number, cont: RegExp): boolean {
  if (i >= text.length) return false;
  return cont.test(text[i]!) || (text[i] === '.' && i + 1 < text.length && /\w/.test(text[i + 1]!));
}

/** An entry's first word, then a note after a colon or a spaced dash (`N1 — flaky`, `src/a.ts: not written`). */
const ENTRY_NOTE = /^\s*\S+?(?:\s*:\s|\s+[-—–]\s)/;
/** An entry after a comma: one word, then the end, another entry, or its own note. Sticky: read from the comma on. */
const ENTRY_NEXT = /\s*[^\s,:()[\]]+(?:\s*(?:$|[,\]]|\()|\s*:\s|\s+[-—–]\s)/y;

export function parseList(field: GraphField, evolutions: boolean): GraphList {
  // Each line of the value without its list marker (`- N2`, `* src/a.ts`, `1. N3`), as NODES and EDGES lines are read.
  const written = field.value.split('\n');
  const lines = written.map((text) => unbullet(text));
  const bullets = written.map((text, i) => text.length - lines[i]!.length);
  if (graphSaysNone(lines.join(' '))) return { field, none: true, items: [] };
  const items: GraphListItem[] = [];
  // Lines hold no blank line, and the first may be below the field's own (`GAPS :` alone on its line).
  const lineOf = (i: number) => field.valueLines?.[i] ?? field.line + i;
  lines.forEach((text, i) => {
    const line = lineOf(i);
    const base = (field.valueColumns[i] ?? 1) + bullets[i]!;
    if (evolutions) {
      const re = /\bnode\s*[:=]\s*["'`]?(\p{L}[\p{L}\p{M}\p{Nd}_.-]*)/giu;
      for (let m = re.exec(text); m; m = re.exec(text)) {
        items.push({ value: m[1]!, line, column: base + m.index + m[0].length - m[1]!.length });
      }
      return;
    }
    // Entries split at commas and brackets outside parentheses; a parenthesised note after an entry
    // (`tests/a.py (delegated to N1, not written)`) is a note, as on EDGES lines. So is a note after a
    // colon or a spaced dash (`N1 — flaky in CI, left for later`): a comma in it goes on with the note
    // unless an entry follows (one word, alone or with its own note).
    let depth = 0;
    let start = 0;
    let noted = false;
    const take = (end: number) => {
      const raw = text.slice(start, end);
      const lead = raw.length - raw.trimStart().length;
      const v = cleanToken(stripComment(raw, true));
      if (v && !graphSaysNone(v)) items.push({ value: v, line, column: base + start + lead });
    };
    for (let k = 0; k < text.length; k++) {
      const c = text[k];
      if (c === '(') depth++;
      else if (c === ')') depth = Math.max(0, depth - 1);
      else if (depth === 0 && (c === ',' || c === '[' || c === ']')) {
        // Tested once per entry: the note, once found, stays.
        if (c === ',' && (noted ||= ENTRY_NOTE.test(text.slice(start, k)))) {
          ENTRY_NEXT.lastIndex = k + 1;
          if (!ENTRY_NEXT.test(text)) continue;
        }
        take(k);
        start = k + 1;
        noted = false;
      }
    }
    take(text.length);
  });
  if (evolutions && items.length === 0) {
    // No `node:` keys: the first word of each top-level entry (`{ N2, ... }` or `N2`).
    lines.forEach((text, i) => {
      const base = (field.valueColumns[i] ?? 1) + bullets[i]!;
      let depth = 0;
      let start = 0;
      const take = (end: number) => {
        const raw = text.slice(start, end);
        const first = /^[\s[{]*(\p{L}[\p{L}\p{M}\p{Nd}_.-]*)/u.exec(raw);
        if (first && !graphSaysNone(first[1]!)) items.push({ value: first[1]!, line: lineOf(i), column: base + start + first[0].length - first[1]!.length });
      };
      for (let k = 0; k < text.length; k++) {
        const c = text[k];
        if (c === '{') depth++;
        else if (c === '}') depth = Math.max(0, depth - 1);
        else if (c === ',' && depth === 0) {
          take(k);
          start = k + 1;
        }
      }
      take(text.length);
    });
  }
  return { field, none: false, items };
}
