import { describe, expect, it } from 'vitest';
import { jsonErrorOffset, parseJson } from '../packages/core/src/io/json.js';

describe('parseJson', () => {
  it('locates the unexpected token even where JSON.parse names no position', () => {
    const text = '{\n  "a": [\n    1,\n  ],\n  "b": 2\n}\n';
    const r = parseJson(text);
    expect(r.error).toMatchObject({ line: 4, column: 3 });
    expect(jsonErrorOffset(text)).toBe(text.indexOf(']'));
  });
  it('puts a truncated document at its end and an empty one at 1:1', () => {
    expect(parseJson('{"a": [1, 2').error).toMatchObject({ line: 1, column: 12 });
    expect(parseJson('  ').error).toMatchObject({ line: 1, column: 1, message: 'invalid JSON: empty file' });
    expect(jsonErrorOffset('{"ok": [1, {"x": null}]}')).toBe(-1);
  });
});
