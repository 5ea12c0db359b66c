import { describe, expect, it } from 'vitest';
import { duplicateKeyAt, jsonErrorOffset, MAX_JSON_CONTAINERS, MAX_JSON_DEPTH, MAX_TARGET_JSON_CONTAINERS, parseJson, stringEnd, type JsonBudget } from '../packages/core/src/io/json.js';
import { jsonLocator, jsonPathOffset } from '../packages/core/src/io/json-like.js';

describe('parseJson', () => {
  it('locates the unexpected token even where JSON.parse names no position', () => {
    const text = '{\n  "a": [\n    1,\n  ],\n  "b": 2\n}\n';
    const r = parseJson(text);
    expect(r.error).toMatchObject({ line: 4, column: 3 });
    expect(jsonErrorOffset(text)).toBe(text.indexOf(']'));
    // V8's excerpt spans lines and is cut; the message names the token, and a trailing comma for what it is.
    expect(r.error?.message).toBe("invalid JSON: unexpected ']' after a comma (JSON allows no trailing comma)");
    // Other messages are V8's own first line, without its position.
    expect(parseJson('{"a": 1 "b": 2}').error?.message).toBe("invalid JSON: Expected ',' or '}' after property value");
    // Text after a whole value: the position is the finding's, not the message's.
    expect(parseJson('{"a": 1} {"b": 2}').error).toMatchObject({ line: 1, column: 10, message: 'invalid JSON: unexpected "{" after the end of the JSON value' });
  });
  it('names a trailing comma before a closing brace, where V8 asks for a property name', () => {
    const text = '{\n  "status": "PASS",\n  "checks": 3,\n}\n';
    const r = parseJson(text);
    expect(r.error).toMatchObject({ line: 4, column: 1, message: "invalid JSON: unexpected '}' after a comma (JSON allows no trailing comma)" });
    // A missing key after a comma that is not the end of the object keeps V8's words.
    expect(parseJson('{"a": 1, 2}').error?.message).toBe('invalid JSON: Expected double-quoted property name');
  });
  it('names an invisible unexpected character by its code point', () => {
    expect(parseJson('\ufeff{"id": "ev-1"}').error?.message).toBe("invalid JSON: unexpected 'U+FEFF'");
    expect(parseJson('{"a":\u200b1}').error?.message).toBe("invalid JSON: unexpected 'U+200B'");
  });
  it('puts a truncated document at its end and an empty one at 1:1', () => {
    expect(parseJson('{"a": [1, 2').error).toMatchObject({ line: 1, column: 12 });
    expect(parseJson('  ').error).toMatchObject({ line: 1, column: 1, message: 'invalid JSON: empty file' });
    expect(jsonErrorOffset('{"ok": [1, {"x": null}]}')).toBe(-1);
  });
});

describe('parseJson nesting', () => {
  const nested = (depth: number, pad = 0) => `{"pad": "${' '.repeat(pad)}", "v": ${'['.repeat(depth)}${']'.repeat(depth)}}`;

  it('does not build JSON nested past the limit: an error at the first bracket too deep', () => {
    const text = `\n${'['.repeat(7_000_000)}${']'.repeat(7_000_000)}`;
    const r = parseJson(text);
    expect(r.value).toBeUndefined();
    expect(r.error).toEqual({ message: `JSON nested deeper than ${MAX_JSON_DEPTH} levels, not read`, line: 2, column: MAX_JSON_DEPTH + 1 });
  });

  it('refuses a document of more objects and arrays than it reads, at the first past the limit; one at the limit is read', () => {
    const steps = (n: number) => `{"steps": [${Array.from({ length: n }, () => '{}').join(',')}]}`;
    const over = parseJson(steps(MAX_JSON_CONTAINERS));
    expect(over.value).toBeUndefined();
    expect(over.error).toEqual({ message: 'JSON of more than 1,000,000 objects and arrays, not read', line: 1, column: 11 + 3 * (MAX_JSON_CONTAINERS - 2) + 1 });
    expect(parseJson(steps(MAX_JSON_CONTAINERS - 2)).error).toBeUndefined();
    // Brackets inside strings are no objects or arrays.
    expect(parseJson(`[${JSON.stringify('{['.repeat(MAX_JSON_CONTAINERS))}]`).error).toBeUndefined();
  });

  it("shares a target's budget of objects and arrays among its files, small ones too: the file that passes it is not read", () => {
    const steps = (n: number) => `{"steps": [${Array.from({ length: n }, () => '{}').join(',')}]}`;
    const budget: JsonBudget = { left: MAX_TARGET_JSON_CONTAINERS };
    const each = 900_000;
    expect(parseJson(steps(each - 2), { budget }).error).toBeUndefined();
    expect(parseJson(steps(each - 2), { budget }).error).toBeUndefined();
    expect(budget.left).toBe(MAX_TARGET_JSON_CONTAINERS - 2 * each);
    const third = parseJson(steps(each - 2), { budget });
    expect(third.value).toBeUndefined();
    expect(third.error?.message).toBe("JSON of more objects and arrays than the 2,000,000 the target's JSON files may hold together, not read");
    // A small file is counted as well: with the budget spent, `[{}]` is over it.
    expect(parseJson('[{}]', { budget: { left: 1 } }).error?.message).toMatch(/the target's JSON files may hold together/);
    expect(parseJson('[{}]', { budget: { left: 2 } }).error).toBeUndefined();
  });

  it('reads a big document nested to the limit, and brackets inside strings do not count', () => {
    const atLimit = parseJson(nested(MAX_JSON_DEPTH - 1, 70_000));
    expect(atLimit.error).toBeUndefined();
    const inStrings = `[${JSON.stringify('[{'.repeat(40_000))}, "\\"[[[", ${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}]`;
    expect(inStrings.length).toBeGreaterThan(64 * 1024);
    expect(parseJson(inStrings).error).toBeUndefined();
    expect(parseJson(nested(MAX_JSON_DEPTH, 70_000)).error?.message).toMatch(/nested deeper/);
  });

  it('parses a small document whatever its depth (it cannot cost much); what shows it copes', () => {
    expect(Array.isArray(parseJson(`${'['.repeat(20_000)}${']'.repeat(20_000)}`).value)).toBe(true);
  });
});

describe('duplicate keys', () => {
  it('finds a key repeated within one object, escaped or not, and nothing across objects', () => {
    expect(duplicateKeyAt('{"a": 1, "b": {"a": 2}, "c": [{"a": 3}, {"a": 4}]}')).toBeUndefined();
    expect(duplicateKeyAt('{"status": "rejected", "x": "status", "status": "chosen"}')).toEqual({ offset: 38, key: 'status' });
    expect(duplicateKeyAt('{"a": {"k": 1, "\\u006b": 2}}')).toMatchObject({ key: 'k' });
    expect(duplicateKeyAt('{"a\\"b": 1, "a\\"b" : 2}')).toMatchObject({ key: 'a"b' });
    expect(duplicateKeyAt('["a", "a"]')).toBeUndefined();
  });

  it('is an error, located, only when asked', () => {
    const text = '{\n  "status": "rejected",\n  "status": "chosen"\n}';
    expect(parseJson(text).value).toEqual({ status: 'chosen' });
    expect(parseJson(text, { uniqueKeys: true }).error).toEqual({ message: 'invalid JSON: the key "status" appears twice in one object (JSON keeps only the last)', line: 3, column: 3 });
    expect(parseJson('{"a": 1', { uniqueKeys: true }).error?.message).toMatch(/^invalid JSON/);
  });

  it('finds a repeat wherever it is, and none where keys only look alike', () => {
    const repeated = (t: string) => parseJson(t, { uniqueKeys: true }).error?.message.match(/the key (".*") appears twice/)?.[1];
    expect(repeated('[{"id": 1}, {"id": 2, "x": {"k": [{"k": 1, "k": 2}]}}]')).toBe('"k"');
    expect(repeated('{"__proto__": 1, "__proto__": 2}')).toBe('"__proto__"');
    expect(repeated('{"k": 1, "\\u006b": 2}')).toBe('"k"');
    // Keys alike in text but apart in value, a colon inside a string, the same key in sibling objects.
    expect(parseJson('{"a\\"": 1, "a": 2, "s": "x\\": y", "l": [{"a": 1}, {"a": 2}], "o": {}}', { uniqueKeys: true })).toEqual({
      value: { 'a"': 1, a: 2, s: 'x": y', l: [{ a: 1 }, { a: 2 }], o: {} },
    });
  });
});

describe('jsonLocator', () => {
  const text = '{\n  "a": 1,\n  "steps": [\n    {"verdict": "PASS"},\n    { "action" : "x", "verdict": "FAIL" }\n  ],\n  "a": {"b": [true, null, "s\\"]"]}\n}\n';

  it('finds keys and array items by path, as jsonPathOffset does', () => {
    const at = jsonLocator(text);
    expect(at([])).toBe(0);
    expect(at(['steps'])).toBe(text.indexOf('"steps"'));
    expect(at(['steps', 0])).toBe(text.indexOf('{"verdict"'));
    expect(at(['steps', 1, 'verdict'])).toBe(text.indexOf('"verdict": "FAIL"'));
    expect(at(['a', 'b', 2])).toBe(text.indexOf('"s\\"]"'));
    expect(jsonPathOffset(text, ['steps', 1, 'action'])).toBe(text.indexOf('"action"'));
  });

  it('answers undefined for a path that is not there, and the last of two equal keys (the one JSON.parse keeps)', () => {
    const at = jsonLocator(text);
    expect(at(['steps', 2])).toBeUndefined();
    expect(at(['nope'])).toBeUndefined();
    expect(at(['steps', 'verdict'])).toBeUndefined();
    expect(at(['a'])).toBe(text.lastIndexOf('"a"'));
    expect(at(['a', 'b', 0])).toBe(text.indexOf('true'));
  });

  it('locates every item of a long array where each item is (one locator, thousands of paths)', () => {
    const steps = Array.from({ length: 3000 }, (_, i) => ({ action: `a${i}`, n: i }));
    const big = JSON.stringify({ steps }, null, 1);
    const at = jsonLocator(big);
    for (const i of [0, 1, 1500, 2999]) expect(at(['steps', i, 'action'])).toBe(big.indexOf(`"action": "a${i}"`));
  });
});

describe('stringEnd', () => {
  /** The string's end read character by character, an escape skipping the character after it. */
  const walked = (text: string, open: number) => {
    let i = open + 1;
    for (; i < text.length; i++) {
      if (text[i] === '\\') i++;
      else if (text[i] === '"') break;
    }
    return Math.min(i, text.length);
  };

  it('finds the quote a character-by-character reading finds, in every string of up to 7 quotes, backslashes and letters', () => {
    const alphabet = ['"', '\\', 'a', 'é'];
    let compared = 0;
    for (let length = 1; length <= 7; length++) {
      for (let x = 0; x < alphabet.length ** length; x++) {
        let text = '"';
        for (let k = 0, y = x; k < length; k++, y = Math.floor(y / alphabet.length)) text += alphabet[y % alphabet.length];
        for (let open = text.indexOf('"'); open >= 0; open = text.indexOf('"', open + 1)) {
          expect(stringEnd(text, open), JSON.stringify([text, open])).toBe(walked(text, open));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(40_000);
  });
});
