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
 * For several paths into one text, take a `jsonLocator` once.
 */
export function jsonPathOffset(text: string, path: Array<string | number>): number | undefined {
  return jsonLocator(text)(path);
}

/** The direct members of one object or array: keys with their key and value offsets, or item offsets. */
interface Members {
  keys?: Map<string, { keyAt: number; valueAt: number }>;
  items?: number[];
}

/**
 * `jsonPathOffset` for many paths into one text: each object or array on a
 * path is scanned once, the first time a path goes through it, so locating a
 * finding in each of 30,000 steps reads the steps once, not once per finding.
 * A key given twice is located where JSON.parse takes its value from: the last.
 */
export function jsonLocator(text: string): (path: Array<string | number>) => number | undefined {
  const scanned = new Map<number, Members>();
  const ws = (i: number) => {
    while (i < text.length && (text[i] === ' ' || text[i] === '\n' || text[i] === '\t' || text[i] === '\r')) i++;
    return i;
  };
  const afterString = (i: number) => {
    for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
    return i + 1;
  };
  const afterValue = (i: number): number => {
    const c = text[i];
    if (c === '"') return afterString(i);
    if (c === '{' || c === '[') {
      let depth = 0;
      while (i < text.length) {
        const d = text[i];
        if (d === '"') {
          i = afterString(i);
          continue;
        }
        if (d === '{' || d === '[') depth++;
        else if ((d === '}' || d === ']') && --depth === 0) return i + 1;
        i++;
      }
      return i;
    }
    while (i < text.length && !',]} \n\t\r'.includes(text[i]!)) i++;
    return i;
  };
  const membersAt = (at: number): Members => {
    let found = scanned.get(at);
    if (found) return found;
    found = {};
    scanned.set(at, found);
    if (text[at] === '{') {
      const keys = (found.keys = new Map());
      for (let i = ws(at + 1); text[i] === '"'; ) {
        const keyAt = i;
        i = afterString(i);
        let key: unknown;
        try {
          key = JSON.parse(text.slice(keyAt, i));
        } catch {
          break;
        }
        i = ws(i);
        if (text[i] !== ':') break;
        const valueAt = ws(i + 1);
        keys.set(String(key), { keyAt, valueAt });
        i = ws(afterValue(valueAt));
        if (text[i] !== ',') break;
        i = ws(i + 1);
      }
    } else if (text[at] === '[') {
      const items: number[] = (found.items = []);
      for (let i = ws(at + 1); i < text.length && text[i] !== ']'; ) {
        items.push(i);
        i = ws(afterValue(i));
        if (text[i] !== ',') break;
        i = ws(i + 1);
      }
    }
    return found;
  };
  return (path) => {
    let at = ws(0);
    for (let depth = 0; depth < path.length; depth++) {
      const want = path[depth]!;
      const members = membersAt(at);
      if (typeof want === 'string') {
        const member = members.keys?.get(want);
        if (!member) return undefined;
        if (depth + 1 === path.length) return member.keyAt;
        at = member.valueAt;
      } else {
        const item = members.items?.[want];
        if (item === undefined) return undefined;
        at = item;
      }
    }
    return at;
  };
}
