/**
 * Text from a checked folder (file names, quoted lines) may hold terminal
 * control sequences: ESC for colours and screen clearing, OSC to set the window
 * title or write the clipboard, BEL, C1 controls, CR to overwrite a line, and
 * the Unicode bidi overrides and separators that reorder what a reader sees.
 * Every format shows them as visible escapes (`\x1b`, `\x0d`, `\u202e`) instead.
 * A CR reaches this text only from a file name (contents are read with line
 * ends made LF), so it is shown like the others: each format's own decoding of
 * `%0D` or `&#13;` would give it back raw. Line feeds, which formats carry
 * their own way, pass unless a line of terminal output is asked for.
 */
import { isLineBreak } from '../util.js';

const CONTROLS = String.raw`\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069`;

/**
 * The tags of the three subdivision flags Unicode recommends (England, Scotland, Wales: 🏴 then the
 * tags of gbeng, gbsct or gbwls and a cancel tag), each tag with exactly the rest of its flag around
 * it (a lookbehind ending at the tag): those tags draw a flag, any other tag spells hidden text.
 * Bounded lookarounds: linear.
 */
const FLAG_TAG = ['gbeng', 'gbsct', 'gbwls']
  .flatMap((word) => {
    const tags = [...word].map((c) => `\\u{${(0xe0000 + c.charCodeAt(0)).toString(16)}}`).concat('\\u{e007f}');
    return tags.map((t, k) => `\\u{1f3f4}${tags.slice(0, k).join('')}${t}(?=${tags.slice(k + 1).join('')})`);
  })
  .join('|');

/**
 * Characters that show nothing, so that `hand\u200boff.md` would read as `handoff.md`: Unicode's
 * default-ignorable code points, which are the format characters (Cf) that draw nothing (zero-width
 * space, non-joiner and joiner, the bidi marks, word joiner and invisible operators, BOM, soft
 * hyphen, Mongolian vowel separator, shorthand and musical format controls, tags) with the other
 * invisible ones (combining grapheme joiner, Hangul fillers, Khmer inherent vowels, variation
 * selectors, Mongolian free variation selectors, and the code points Unicode keeps for more), and
 * the interlinear annotation marks (Cf, not default-ignorable). The format characters that draw a
 * mark (the Arabic number signs, the Egyptian hieroglyph controls) are text like any other.
 * An emoji keeps the characters that make it: a presentation selector after a pictograph (`⚠️`)
 * or in a keycap (`1️⃣`), a joiner between two pictographs (`👩‍💻`), and the tags of the three
 * subdivision flags (FLAG_TAG). Every other tag is shown: tags can spell hidden ASCII after any
 * character. Each lookbehind spans a few characters, so matching stays linear.
 */
export const INVISIBLE_PATTERN =
  String.raw`[\p{Default_Ignorable_Code_Point}\ufff9-\ufffb]` +
  // Tried only once the class has matched: a lookahead at every position cost a long report's JSON 30 ms.
  `(?<!${FLAG_TAG})` +
  String.raw`(?<!\p{Extended_Pictographic}[\ufe0e\ufe0f])` +
  String.raw`(?<![#*0-9]\ufe0f(?=\u20e3))` +
  String.raw`(?<!\p{Extended_Pictographic}[\u{1f3fb}-\u{1f3ff}\ufe0f]?\u200d(?=\p{Extended_Pictographic}))`;

/** A character `showControls` makes visible, a line feed aside (the HTML report marks the same ones). */
export const SHOWN_PATTERN = `[${CONTROLS}]|${INVISIBLE_PATTERN}`;

/**
 * A run of backslashes that a reader could take for part of an escape: before `\x` and two hex
 * digits, `\u` and four, `\u{…}`, or before a character shown as an escape. Each is written
 * twice, so the file named with the four characters `\x1b` shows `\\x1b` and one holding an ESC
 * shows `\x1b`. Other backslashes (`C:\Users\me`) are left as they are. A line feed's `\x0a` is
 * left out: the formats write a file name's line feeds as `\x0a` before their escaping (so
 * the four characters `\x0a` read as a line feed would). Only a run's start is tried, so it is linear.
 */
const BACKSLASHES = String.raw`(?<!\\)\\+(?=x(?!0[aA])[\da-fA-F]{2}|u[\da-fA-F]{4}|u\{[\da-fA-F]{1,6}\}|${SHOWN_PATTERN})`;

/**
 * The four searches, each built on first use: V8 takes about a millisecond to build these classes,
 * and most runs print only text PLAIN passes.
 */
const SEARCHES = {
  control: `${BACKSLASHES}|${SHOWN_PATTERN}`,
  controlOrNewline: `${BACKSLASHES}|\\n|${SHOWN_PATTERN}`,
  controlOnly: SHOWN_PATTERN,
  controlOrNewlineOnly: `\\n|${SHOWN_PATTERN}`,
};
const built: Partial<Record<keyof typeof SEARCHES, RegExp>> = {};
const search = (name: keyof typeof SEARCHES): RegExp => (built[name] ??= new RegExp(SEARCHES[name], 'gu'));

/** Printable ASCII, tabs and line feeds, without a backslash: text no search can change (line feeds are checked apart). */
const PLAIN = /^[\t\n\x20-\x5b\x5d-\x7e]*$/;

/** `\x1b` below U+0100, `\u200b` in the BMP, `\u{e0041}` above it. */
const visible = (c: string): string => {
  const code = c.codePointAt(0)!;
  if (code < 0x100) return `\\x${code.toString(16).padStart(2, '0')}`;
  return code < 0x10000 ? `\\u${code.toString(16).padStart(4, '0')}` : `\\u{${code.toString(16)}}`;
};

/** U+2060 WORD JOINER: invisible, and no character of a URL, an e-mail address or a workflow command. */
const JOINER = '\u2060';

/**
 * The GitHub Actions runner takes a workflow command from any line a step
 * prints: `::name …::data` at its start (spaces skipped) and `##[name]data`
 * anywhere in it. A folder named `::error file=…::` or a quote holding
 * `##[add-mask]` would forge annotations or hide the log, whatever the format.
 * A fragment's start counts as a line's: where it lands on the line is its caller's.
 */
// The runner trims every Unicode white space before it looks for `::` (.NET's TrimStart: a no-break
// space, U+2000–U+200A, U+3000, …), so all of them count as the line's indent; zero-width ones too, to be safe.
const COMMAND_INDENT = /[\t-\r \u0085\u00a0\u1680\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]/;

/**
 * `s` with the first character of each workflow command start written another way the format
 * reads as the same character: `colon` for the `:` of `::`, `hash` for the `#` of `##[`.
 * What s.replace(/^(INDENT*):(?=:)|#(?=#\[)/gm, …) gives, in one pass: the first line start in a
 * run of indent characters decides for the whole run (the pattern re-read the run from each line
 * start in it, a quadratic scan on a run of line feeds).
 */
export function rewriteWorkflowCommands(s: string, colon: string, hash: string): string {
  if (!s.includes('::') && !s.includes('##[')) return s;
  let out = '';
  let from = 0;
  for (let i = 0; i < s.length; ) {
    if (i === 0 || isLineBreak(s[i - 1]!)) {
      let b = i;
      while (b < s.length && COMMAND_INDENT.test(s[b]!)) b++;
      if (s[b] === ':' && s[b + 1] === ':') {
        out += s.slice(from, b) + colon;
        from = i = b + 1;
        continue;
      }
      // Every line start up to b ends its indent at b, and fails as this one did.
      i = b;
    }
    if (s[i] === '#' && s[i + 1] === '#' && s[i + 2] === '[') {
      out += s.slice(from, i) + hash;
      from = i = i + 1;
      continue;
    }
    i++;
  }
  return out + s.slice(from);
}

/** Text with every workflow command start broken by a word joiner: it reads the same and commands nothing. */
export function breakWorkflowCommands(s: string): string {
  return rewriteWorkflowCommands(s, `:${JOINER}`, `#${JOINER}`);
}

/**
 * `s` with control and invisible characters made visible, workflow commands left as they are: for
 * a format that breaks them its own way (XML character references, the %-escapes of a command
 * property). Tabs stay; line feeds stay unless `oneLine` (a line of terminal output, where a line
 * feed could forge the lines after it). A backslash that could be read as part of an escape is
 * doubled (see BACKSLASHES), unless `keepBackslashes`: for text that is read back as it is (a
 * command property naming a file) and never holds an escape.
 */
export function showControls(s: string, opts: { oneLine?: boolean; keepBackslashes?: boolean } = {}): string {
  if (PLAIN.test(s) && !(opts.oneLine && s.includes('\n'))) return s;
  const re = search(opts.keepBackslashes ? (opts.oneLine ? 'controlOrNewlineOnly' : 'controlOnly') : opts.oneLine ? 'controlOrNewline' : 'control');
  re.lastIndex = 0;
  return re.test(s) ? s.replace(re, (c) => (c[0] === '\\' ? c + c : visible(c))) : s;
}

/** Whether `s` holds a character `showControls` makes visible (CR and the other controls, bidi marks, invisible characters). */
export function holdsControls(s: string): boolean {
  if (PLAIN.test(s)) return false;
  const re = search('controlOnly');
  re.lastIndex = 0;
  return re.test(s);
}

/**
 * `s` with its line feeds written `\x0a`, as `showControls` writes them on one line, and nothing
 * else changed: for a name within text that a format escapes after (see BACKSLASHES).
 */
export function showLineFeeds(s: string): string {
  return s.replace(/\n/g, '\\x0a');
}

/**
 * `text` with each of `names` in it (file names from the checked tree) written on one line, as
 * stylish shows them: a message may break lines by design, a name inside it may not, and a file
 * named `a\nb.md` is `a\x0ab.md` in every format. Names without a line feed are left as they are.
 * Their other controls are left to the format's own escaping, which every caller does after.
 */
export function showNamesOnOneLine(text: string, names: Iterable<string>): string {
  const broken = [...new Set(names)].filter((n) => n.includes('\n') && text.includes(n));
  if (!broken.length) return text;
  // Longest first, so a path is replaced whole rather than by its last segment.
  broken.sort((a, b) => b.length - a.length);
  const re = new RegExp(broken.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  // Only the line feeds: the format escapes the rest of the text, the names with it, after this.
  return text.replace(re, showLineFeeds);
}

/** `s` with control and invisible characters made visible (`showControls`) and workflow commands broken by a word joiner. */
export function escapeControls(s: string, opts: { oneLine?: boolean } = {}): string {
  return breakWorkflowCommands(showControls(s, opts));
}

// What JSON.stringify leaves raw that a terminal or a viewer acts on, or that shows nothing (the search below, built on
// first use): DEL, C1 controls, bidi marks and overrides, line and paragraph separators, the invisible characters (INVISIBLE_PATTERN).
let jsonRawControl: RegExp | undefined;
/** Any character outside printable ASCII and the JSON's own white space: only then is the search worth building. */
const NOT_ASCII = /[^\t\n\r\x20-\x7e]/;

/** A character as JSON escapes: `\u200b`; one above the BMP as its UTF-16 pair, `\udb40\udc41`. */
const jsonEscape = (c: string) => c.split('').map((unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');

/**
 * JSON.stringify with those characters written as `\u` escapes: the same JSON
 * value, and a report that `cat` cannot turn against the terminal. They occur
 * only inside strings, where an escape means the same character. JSON's own `\\`
 * already tells a backslash in a name from an escape.
 */
export function stringifyJson(value: unknown, space = 2): string {
  let text = JSON.stringify(value, null, space);
  if (NOT_ASCII.test(text)) {
    const re = (jsonRawControl ??= new RegExp(`[\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069]|${INVISIBLE_PATTERN}`, 'gu'));
    re.lastIndex = 0;
    if (re.test(text)) text = text.replace(re, jsonEscape);
  }
  // A `##[` can only be inside a string, where `\u0023` is its `#`; no line of JSON starts with `::`.
  return rewriteWorkflowCommands(text, ':', '\\u0023');
}

/**
 * `s` as a CommonMark code span that shows it exactly: fenced by a backtick run longer than any in
 * it, and padded with a space inside each fence when it starts or ends with a backtick (else the
 * fence would take it) or with a space (which the span would drop). For text on one line and free
 * of `|` in a table (GFM splits a row before it reads code).
 */
export function codeSpan(s: string): string {
  // No span holds nothing: two backticks are a run of two, not an empty span.
  if (s === '') return '';
  const longest = Math.max(0, ...(s.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = /^[` ]|[` ]$/.test(s) && /[^ ]/.test(s) ? ' ' : '';
  return `${fence}${pad}${s}${pad}${fence}`;
}

/** ASCII punctuation that forms inline markdown: links and images, emphasis, strike-through, code, math, tables, HTML. */
const MARKDOWN_PUNCTUATION = /[\\`*_[\]()~!$|#^{}+<>&]/g;
const HTML_ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * Text from a checked folder as GitHub markdown (a step summary) that renders
 * as written and forms no markup: no link, image, emphasis, code span, HTML or
 * table cell of its own. HTML characters become entities and the rest of that
 * punctuation is backslash-escaped (CommonMark lets any ASCII punctuation be).
 * GFM also links a bare `https://…`, `www.…` or `name@host` found in the text
 * after escapes are read, and a `@name` or `#123` as a mention or an issue:
 * an invisible word joiner goes after that `:`, `@` and `#` and before that
 * `.`. Line feeds become `<br>`, so the text stays on its line (a list item,
 * a table row).
 */
export function escapeMarkdown(s: string): string {
  return escapeControls(s)
    .replace(MARKDOWN_PUNCTUATION, (c) => HTML_ENTITY[c] ?? `\\${c}`)
    .replace(/:(?=\/\/)/g, `:${JOINER}`)
    .replace(/(www)\./gi, `$1${JOINER}.`)
    .replace(/[@#]/g, (c) => `${c}${JOINER}`)
    .replace(/\n/g, '<br>');
}
