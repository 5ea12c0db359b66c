import { positionAt } from './text.js';

export interface JsonParse {
  value?: unknown;
  error?: { message: string; line: number; column: number };
}

/** JSON.parse with the error turned into a located, one-line message. */
export function parseJson(text: string): JsonParse {
  try {
    return { value: JSON.parse(text) };
  } catch (e) {
    const msg = (e as Error).message.split('\n')[0]!;
    const m = /at position (\d+)/.exec(msg);
    const pos = m ? positionAt(text, Number(m[1])) : text.trim() === '' ? { line: 1, column: 1 } : positionAt(text, text.length);
    const clean = msg.replace(/\s*\(line \d+ column \d+\)/, '').replace(/ in JSON at position \d+/, '');
    return { error: { message: `invalid JSON: ${text.trim() === '' ? 'empty file' : clean}`, ...pos } };
  }
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Describes a JSON value's type for messages ("an array", "a string"). */
export function jsonTypeName(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'object') return 'an object';
  return `a ${typeof v}`;
}
