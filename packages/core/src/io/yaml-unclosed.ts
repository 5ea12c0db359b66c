/**
 * The yaml library reports a flow collection or a quoted string left open where the text ends or
 * the indentation drops (`whitelist: [error` gives "bad indent" on the line after): the mistake is
 * where it was opened. This finds that opener, by a linear scan of the text before the error.
 */

/** What an error of the yaml library says was left open, from its code and message. */
function openedKind(code: string, message: string): '[' | '{' | '"' | "'" | undefined {
  if (code === 'BAD_INDENT' || code === 'MISSING_CHAR' || code === 'UNEXPECTED_TOKEN') {
    if (/^Flow sequence\b/.test(message) || /Expected , or \] after \[/.test(message)) return '[';
    if (/^Flow map\b/.test(message) || /Expected , or \} after \{/.test(message)) return '{';
    if (/^Missing closing "quote/.test(message)) return '"';
    if (/^Missing closing 'quote/.test(message)) return "'";
  }
  return undefined;
}

const CLOSER = { '[': ']', '{': '}' } as const;
const NAMES = { '[': 'flow sequence', '{': 'flow mapping', '"': 'double-quoted string', "'": 'single-quoted string' } as const;

/**
 * Where the innermost collection or string of the kind the error names was opened before `end`
 * and not closed, with a message naming it; undefined when the error is of another kind or no such
 * opener is found. A `[` or `{` opens a collection only where a value can start (after `:`, `-`,
 * `,`, another opener, or at a line's start), not inside a plain word such as `a[1]`.
 */
export function unclosedOpener(text: string, error: { code: string; message: string; pos: [number, number] }): { offset: number; message: string } | undefined {
  const kind = openedKind(error.code, error.message);
  if (!kind) return undefined;
  const end = Math.min(error.pos[0], text.length);
  const flows: Array<{ ch: '[' | '{'; at: number }> = [];
  let quote: { ch: '"' | "'"; at: number } | undefined;
  // The last significant character outside quotes and comments: what decides whether `[` opens a value.
  let before = '\n';
  for (let i = 0; i < end; i++) {
    const c = text[i]!;
    if (quote) {
      if (quote.ch === '"' && c === '\\') i++;
      else if (c === quote.ch) {
        // '' inside a single-quoted string is one quote.
        if (c === "'" && text[i + 1] === "'") i++;
        else {
          quote = undefined;
          before = c;
        }
      }
      continue;
    }
    if (c === '#' && (i === 0 || /\s/.test(text[i - 1]!))) {
      const nl = text.indexOf('\n', i);
      if (nl < 0 || nl >= end) break;
      i = nl - 1;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r') continue;
    const valueStart = before === '\n' || before === ':' || before === '-' || before === ',' || before === '[' || before === '{';
    if ((c === '"' || c === "'") && valueStart) quote = { ch: c, at: i };
    else if ((c === '[' || c === '{') && (valueStart || flows.length > 0)) flows.push({ ch: c, at: i });
    else if ((c === ']' || c === '}') && flows.length && CLOSER[flows.at(-1)!.ch] === c) flows.pop();
    before = c;
  }
  if (kind === '"' || kind === "'") return quote?.ch === kind ? { offset: quote.at, message: `the ${NAMES[kind]} opened here is not closed (with ${kind})` } : undefined;
  for (let k = flows.length - 1; k >= 0; k--) {
    const open = flows[k]!;
    if (open.ch === kind) return { offset: open.at, message: `the ${NAMES[kind]} opened here with ${kind} is not closed (with ${CLOSER[kind]})` };
  }
  return undefined;
}
