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
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const CONTROL_OR_NEWLINE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const visible = (c: string): string => {
  const code = c.charCodeAt(0);
  return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
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
const WORKFLOW_COMMAND = /^([\t-\r \u0085\u00a0\u1680\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]*):(?=:)|#(?=#\[)/gm;

/**
 * `s` with the first character of each workflow command start written another way the format
 * reads as the same character: `colon` for the `:` of `::`, `hash` for the `#` of `##[`.
 */
export function rewriteWorkflowCommands(s: string, colon: string, hash: string): string {
  return s.includes('::') || s.includes('##[') ? s.replace(WORKFLOW_COMMAND, (_, indent: string | undefined) => (indent === undefined ? hash : `${indent}${colon}`)) : s;
}

/** Text with every workflow command start broken by a word joiner: it reads the same and commands nothing. */
export function breakWorkflowCommands(s: string): string {
  return rewriteWorkflowCommands(s, `:${JOINER}`, `#${JOINER}`);
}

/**
 * `s` with control characters made visible, workflow commands left as they are: for a format
 * that breaks them its own way (XML character references, the %-escapes of a command property).
 * Tabs stay; line feeds stay unless `oneLine` (a line of terminal output, where a line feed
 * could forge the lines after it).
 */
export function showControls(s: string, opts: { oneLine?: boolean } = {}): string {
  const re = opts.oneLine ? CONTROL_OR_NEWLINE : CONTROL;
  re.lastIndex = 0;
  return re.test(s) ? s.replace(re, (c) => (c === '\t' && opts.oneLine ? '\t' : visible(c))) : s;
}

/** Whether `s` holds a character `showControls` makes visible (CR and the other controls, bidi marks). */
export function holdsControls(s: string): boolean {
  CONTROL.lastIndex = 0;
  return CONTROL.test(s);
}

/**
 * `text` with each of `names` in it (file names from the checked tree) written on one line, as
 * stylish shows them: a message may break lines by design, a name inside it may not, and a file
 * named `a\nb.md` is `a\x0ab.md` in every format. Names without a line feed are left as they are.
 */
export function showNamesOnOneLine(text: string, names: Iterable<string>): string {
  const broken = [...new Set(names)].filter((n) => n.includes('\n') && text.includes(n));
  if (!broken.length) return text;
  // Longest first, so a path is replaced whole rather than by its last segment.
  broken.sort((a, b) => b.length - a.length);
  const re = new RegExp(broken.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  return text.replace(re, (n) => showControls(n, { oneLine: true }));
}

/** `s` with control characters made visible (`showControls`) and workflow commands broken by a word joiner. */
export function escapeControls(s: string, opts: { oneLine?: boolean } = {}): string {
  return breakWorkflowCommands(showControls(s, opts));
}

// What JSON.stringify leaves raw that a terminal or a viewer acts on: DEL, C1 controls, bidi marks and overrides, line and paragraph separators.
const JSON_RAW_CONTROL = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * JSON.stringify with those characters written as `\u` escapes: the same JSON
 * value, and a report that `cat` cannot turn against the terminal. They occur
 * only inside strings, where an escape means the same character.
 */
export function stringifyJson(value: unknown, space = 2): string {
  let text = JSON.stringify(value, null, space);
  JSON_RAW_CONTROL.lastIndex = 0;
  if (JSON_RAW_CONTROL.test(text)) text = text.replace(JSON_RAW_CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  // A `##[` can only be inside a string, where `\u0023` is its `#`; no line of JSON starts with `::`.
  return rewriteWorkflowCommands(text, ':', '\\u0023');
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
