/** JSON as Python's `json.loads` reads it, and where a value sits in JSON text. */
import { parseJson, type JsonParse } from './json.js';

/**
 * A parse as Python's `json.loads` would do it: JSON plus the bare tokens
 * `NaN`, `Infinity` and `-Infinity` (which Python writes for float specials),
 * read here as null. Used where the reference parses a file with Python, so a
 * Python-written output is not "unparseable" here alone. The parse already
 * done is returned when it succeeded or when no such token explains its error.
 */
export function parseJsonLikePython(text: string, parsed: JsonParse): JsonParse {
  if (!parsed.error || !/NaN|Infinity/.test(text)) return parsed;
  let out = '';
  let i = 0;
  let last = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
      i++;
      continue;
    }
    const m = /^(?:-?Infinity|NaN)/.exec(text.slice(i, i + 9));
    if (m && !/[\w$.]/.test(text[i - 1] ?? '') && !/[\w$]/.test(text[i + m[0].length] ?? '')) {
      out += text.slice(last, i) + 'null';
      i += m[0].length;
      last = i;
      continue;
    }
    i++;
  }
  if (last === 0) return parsed;
  const again = parseJson(out + text.slice(last));
  return again.error ? parsed : again;
}

/**
 * Character offset of a value inside JSON text, by path (object keys and
 * array indices). For an object member the offset is that of its key. The
 * text must be valid JSON (it was parsed already); undefined when the path
 * does not exist. Used to put findings on the line of the offending value.
 */
export function jsonPathOffset(text: string, path: Array<string | number>): number | undefined {
  let i = 0;
  const ws = () => {
    while (i < text.length && (text[i] === ' ' || text[i] === '\n' || text[i] === '\t' || text[i] === '\r')) i++;
  };
  const skipString = () => {
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
  };
  const skipValue = (): void => {
    ws();
    const c = text[i];
    if (c === '"') return skipString();
    if (c === '{' || c === '[') {
      let depth = 0;
      while (i < text.length) {
        const d = text[i];
        if (d === '"') {
          skipString();
          continue;
        }
        if (d === '{' || d === '[') depth++;
        else if (d === '}' || d === ']') {
          depth--;
          if (depth === 0) {
            i++;
            return;
          }
        }
        i++;
      }
      return;
    }
    while (i < text.length && !',]}'.includes(text[i]!) && !/\s/.test(text[i]!)) i++;
  };
  const find = (depth: number): number | undefined => {
    ws();
    if (depth === path.length) return i;
    const want = path[depth];
    const c = text[i];
    if (c === '{' && typeof want === 'string') {
      i++;
      for (;;) {
        ws();
        if (text[i] !== '"') return undefined;
        const keyStart = i;
        skipString();
        let key: unknown;
        try {
          key = JSON.parse(text.slice(keyStart, i));
        } catch {
          return undefined;
        }
        ws();
        i++; // ':'
        if (key === want) return depth + 1 === path.length ? keyStart : find(depth + 1);
        skipValue();
        ws();
        if (text[i] !== ',') return undefined;
        i++;
      }
    }
    if (c === '[' && typeof want === 'number') {
      i++;
      for (let k = 0; ; k++) {
        ws();
        if (text[i] === ']') return undefined;
        if (k === want) return find(depth + 1);
        skipValue();
        ws();
        if (text[i] !== ',') return undefined;
        i++;
      }
    }
    return undefined;
  };
  return find(0);
}
