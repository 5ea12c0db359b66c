/**
 * Text from a checked folder (file names, quoted lines) may hold terminal
 * control sequences: ESC for colours and screen clearing, OSC to set the window
 * title or write the clipboard, BEL, C1 controls, CR to overwrite a line, and
 * the Unicode bidi overrides and separators that reorder what a reader sees.
 * Every format shows them as visible escapes (`\x1b`, `\u202e`) instead; line
 * feeds and CR, which each format encodes its own way, pass unless a line of
 * terminal output is asked for.
 */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const CONTROL_OR_NEWLINE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const visible = (c: string): string => {
  const code = c.charCodeAt(0);
  return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
};

/**
 * `s` with control characters made visible. Tabs stay; line feeds stay unless
 * `oneLine` (a line of terminal output, where a line feed could forge the
 * lines after it).
 */
export function escapeControls(s: string, opts: { oneLine?: boolean } = {}): string {
  const re = opts.oneLine ? CONTROL_OR_NEWLINE : CONTROL;
  re.lastIndex = 0;
  return re.test(s) ? s.replace(re, (c) => (c === '\t' && opts.oneLine ? '\t' : visible(c))) : s;
}

// What JSON.stringify leaves raw that a terminal or a viewer acts on: DEL, C1 controls, bidi marks and overrides, line and paragraph separators.
const JSON_RAW_CONTROL = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * JSON.stringify with those characters written as `\u` escapes: the same JSON
 * value, and a report that `cat` cannot turn against the terminal. They occur
 * only inside strings, where an escape means the same character.
 */
export function stringifyJson(value: unknown, space = 2): string {
  const text = JSON.stringify(value, null, space);
  JSON_RAW_CONTROL.lastIndex = 0;
  return JSON_RAW_CONTROL.test(text) ? text.replace(JSON_RAW_CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`) : text;
}
