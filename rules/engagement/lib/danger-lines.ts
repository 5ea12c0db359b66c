// The one reader of what runs over lines, for danger-scan and migration-rollback: a SQL statement broken at any
// of its spaces (`ALTER` / `TABLE t` / `DROP COLUMN c;`), read on from where it starts or back from a line
// inside it, and a shell command continued with a trailing backslash. Every read is bounded in lines and in
// characters, so a file of long lines is read in linear time.

/** A file's lines by 1-based number, as far as the scan knows them (a whole file, or the lines a diff adds). */
export interface Lines {
  get(n: number): string | undefined;
  /** Every known line with its number, in order. */
  entries(): Iterable<[number, string]>;
  /** The whole file's text, when every line is known: one search of it can rule out a construct. */
  readonly text?: string;
}

/** A whole file's lines (`texts[0]` is line 1) and its text as Lines, without copying them. */
export function fileLines(texts: readonly string[], text: string): Lines {
  return {
    text,
    get: (n) => texts[n - 1],
    *entries() {
      for (let i = 0; i < texts.length; i++) yield [i + 1, texts[i]!];
    },
  };
}

/** A stretch of lines read as one: `text`, and where each line's part of it starts in it (`at`) and in its line (`from`). */
export interface Stretch {
  text: string;
  parts: Array<{ line: number; at: number; from: number; length: number }>;
}

/** How far a read goes: lines after the first, characters after the first line's part, and whether it is a continued shell command. */
export interface Reach {
  lines: number;
  chars: number;
  shell?: boolean;
}

/** A line the shell (or Python) continues on the next: it ends in one backslash. */
export function continues(text: string): boolean {
  const t = text.trimEnd();
  return t.endsWith('\\') && !t.endsWith('\\\\');
}
/** A command's line without its continuing backslash. */
const unbroken = (text: string) => (continues(text) ? text.trimEnd().slice(0, -1) : text).trimEnd();

/**
 * Line `n` from column `from`, read on over the next lines, joined by spaces, as the statement goes on: to the
 * line holding a `;` (the first line's own `;` aside), a blank or unknown line, or `reach`; a shell command as far
 * as its lines end in a backslash.
 */
export function readOn(lines: Lines, n: number, from: number, reach: Reach): Stretch {
  const own = (t: string) => (reach.shell ? unbroken(t) : t.trimEnd());
  const first = own(lines.get(n) ?? '').slice(from);
  const out: Stretch = { text: first, parts: [{ line: n, at: 0, from, length: first.length }] };
  const budget = first.length + reach.chars;
  for (let k = n + 1; k <= n + reach.lines && out.text.length < budget; k++) {
    const prev = lines.get(k - 1)!;
    if (reach.shell ? !continues(prev) : k > n + 1 && prev.includes(';')) break;
    const next = lines.get(k);
    if (next === undefined) break;
    const lead = next.length - next.trimStart().length;
    const part = own(next.slice(lead, lead + budget - out.text.length));
    if (!part) break;
    out.parts.push({ line: k, at: out.text.length + 1, from: lead, length: part.length });
    out.text += ` ${part}`;
  }
  return out;
}

/** Characters of a line above the one read back from that a statement's start is looked for in. */
const BACK_CHARS = 1000;

/**
 * The statement holding line `n` up to its column `to` (the line's end when not given), read back over at most
 * `back` lines above it to where it starts: past the last `;` of a line above, or after a blank or unknown line.
 * Each line above gives its last BACK_CHARS characters.
 */
export function readBack(lines: Lines, n: number, back: number, to?: number): Stretch {
  const own = lines.get(n) ?? '';
  let start = n;
  let from = 0;
  for (let k = n - 1; k >= 1 && k >= n - back; k--) {
    const t = lines.get(k);
    if (t === undefined || t.trim() === '') break;
    const semi = t.lastIndexOf(';');
    start = k;
    from = Math.max(semi + 1, t.length - BACK_CHARS);
    if (semi >= 0) break;
  }
  const out: Stretch = { text: '', parts: [] };
  for (let k = start; k <= n; k++) {
    const t = lines.get(k)!;
    const at = k === start ? from : 0;
    const part = k === n ? own.slice(at, to ?? own.length) : t.slice(at);
    if (out.text) out.text += ' ';
    out.parts.push({ line: k, at: out.text.length, from: at, length: part.length });
    out.text += part;
  }
  return out;
}
