/** The linear stand-ins for the yaml library's quadratic work: the repeated-key check and the key search of a path. */
import fc from 'fast-check';
import * as Y from 'yaml';
import { describe, expect, it } from 'vitest';
import { YAML_DUPLICATE_KEY_MESSAGE, yamlDuplicateKeys, yamlKeyText, yamlMapMember, yamlParseUniqueKeys, yamlPathOffset } from '../packages/core/src/io/yaml-position.js';

const errorsOf = (doc: Y.Document.Parsed) => doc.errors.map((e) => ({ pos: e.pos, code: e.code, message: e.message }));

/** What the library itself reports with `uniqueKeys: true` (the default). */
function library(text: string) {
  const doc = Y.parseDocument(text, { lineCounter: new Y.LineCounter(), prettyErrors: false, uniqueKeys: true });
  return { errors: errorsOf(doc), js: safeJs(doc) };
}

function ours(text: string) {
  const doc = yamlParseUniqueKeys(Y, text, { lineCounter: new Y.LineCounter(), prettyErrors: false });
  return { errors: errorsOf(doc), js: safeJs(doc) };
}

function safeJs(doc: Y.Document.Parsed): unknown {
  try {
    return doc.toJS({ maxAliasCount: 100 });
  } catch (e) {
    return `throws ${(e as Error).message}`;
  }
}

// Keys that are equal under the library's `===` on scalar values, written differently: 1, 1.0, 0x1, "1" (a string), ~ and null, .nan.
const KEYS = ['a', 'b', '"a"', "'a'", '1', '1.0', '0x1', '"1"', '~', 'null', 'true', '"true"', '.nan', '.NaN', '!!str a', '&k a', '? a', 'a b', '""', '-0', '0', '<<'];
const VALUES = ['', '# note', '1 # note\n# between', '1', 'x', '[]', '{}', '*k', '[1, 2]', '{a: 1, a: 2}', '{a: 1, b: 2}', '[a: 1, a: 2]', '~', '"s"', '|\n  lit'];

/** A block map of `keys`, each line `<key>: <value>`, nested one level when asked. */
const blockMap = (indent: string) =>
  fc.array(fc.tuple(fc.constantFrom(...KEYS), fc.constantFrom(...VALUES), fc.boolean()), { minLength: 1, maxLength: 8 }).map((rows) =>
    rows.map(([k, v, nest]) => (nest ? `${indent}${k}:\n${indent}  a: 1\n${indent}  a: 2\n${indent}  ${k}: 3` : `${indent}${k}: ${v.includes('\n') ? v.replace('\n', `\n${indent}`) : v}`)).join('\n'),
  );
const flowMap = fc.array(fc.tuple(fc.constantFrom(...KEYS.filter((k) => !k.startsWith('?'))), fc.constantFrom(...VALUES.filter((v) => !v.includes('\n')))), { maxLength: 8 }).map((rows) => `{${rows.map(([k, v]) => `${k}: ${v}`).join(', ')}}`);
const BREAKERS = ['', '', '', '\n  bad: [1, 2\n', '\nx: y: z\n', '\n- z\n', '\n\t: tab\n', '\n---\nq: 1\n', '\n"unterminated\n'];
const document = fc.oneof(
  fc.tuple(blockMap(''), fc.constantFrom(...BREAKERS)).map(([m, b]) => m + b + '\n'),
  fc.tuple(flowMap, fc.constantFrom(...BREAKERS)).map(([m, b]) => m + b),
  fc.tuple(blockMap('  '), blockMap('  ')).map(([a, b]) => `- \n${a.replace(/^ {2}/, '  ')}\n-\n${b}\n`),
  fc.tuple(blockMap(''), flowMap).map(([a, f]) => `${a}\nnested: ${f}\nlist: [${f}, ${f}]\n`),
);

describe('yamlParseUniqueKeys', () => {
  it('reports a repeated key with the message, position and order the library gives (property)', () => {
    fc.assert(
      fc.property(document, (text) => {
        expect(ours(text)).toEqual(library(text));
      }),
      { numRuns: 600 },
    );
  });

  it('reports every repeat of a key, at the repeat, in file order', () => {
    const text = 'a: 1\nb: 2\na: 3\nc:\n  x: 1\n  x: 2\na: 4\n';
    const got = ours(text).errors;
    expect(got).toEqual(library(text).errors);
    expect(got.map((e) => e.message)).toEqual([YAML_DUPLICATE_KEY_MESSAGE, YAML_DUPLICATE_KEY_MESSAGE, YAML_DUPLICATE_KEY_MESSAGE]);
    expect(got.map((e) => e.pos[0])).toEqual([text.indexOf('a: 3'), text.indexOf('x: 2'), text.indexOf('a: 4')]);
  });

  it('treats keys as the library does: equal values repeat (1 and 1.0, ~ and null), NaN and a string "1" do not', () => {
    for (const [text, n] of [
      ['1: a\n1.0: b\n', 1],
      ['~: a\nnull: b\n', 1],
      ['1: a\n"1": b\n', 0],
      ['.nan: a\n.nan: b\n', 0],
      ['{a: 1, a: 2, b: {c: 1, c: 2}}', 2],
      ['[a: 1, a: 2]', 0],
    ] as const) {
      expect(ours(text).errors.length, text).toBe(n);
      expect(ours(text)).toEqual(library(text));
    }
  });

  it('places a repeat where the library does when nothing stands before the key: at the end of an empty value', () => {
    for (const text of ['a:\na: 1\n', 'x:\n  a:\n  a: 1\n', '? a\n? a\n', '{a: , a: 1}', 'a: # c\n\n# d\na: 1\n', '- \n  ? a:\n    a: 1\n    a: 2\n    ? a: 3\n  a: 1\n-\n  a: 1\n']) {
      expect(ours(text), JSON.stringify(text)).toEqual(library(text));
    }
    expect(ours('a:\na: 1\n').errors[0]!.pos[0]).toBe(2);
  });

  it('keeps the library order when a document has other errors too', () => {
    const text = 'a: 1\na: 2\n bad: [1, 2\nb: {c: 1, c: 2}\n';
    expect(ours(text)).toEqual(library(text));
    expect(ours(text).errors.length).toBeGreaterThan(1);
  });

  it('finds the repeats of a large map in one pass, and counts what the library would compare', () => {
    const n = 10_000;
    const text = Array.from({ length: n }, (_, i) => `k${i % (n / 2)}: ${i}`).join('\n') + '\n';
    const doc = Y.parseDocument(text, { uniqueKeys: false });
    const { offsets, cost } = yamlDuplicateKeys(Y, doc.contents);
    expect(offsets.length).toBe(n / 2);
    expect(offsets[0]).toBe(text.indexOf(`k0: ${n / 2}`));
    expect(cost).toBe((n * (n - 1)) / 2);
  });
});

describe('yamlMapMember and yamlPathOffset', () => {
  /** The search the index replaced: the first member with that key text. */
  const find = (map: Y.YAMLMap, key: string) => (map.items as Y.Pair[]).find((it) => yamlKeyText(Y, it.key) === key);

  it('gives the first of repeated keys, as a search from the front does', () => {
    const text = 'a: 1\nb: 2\na: 3\n"a": 4\n';
    const doc = Y.parseDocument(text, { uniqueKeys: false });
    const root = doc.contents as Y.YAMLMap;
    expect(yamlMapMember(Y, root, 'a')).toBe(root.items[0]);
    expect(yamlPathOffset(Y, root, ['a'])).toBe(0);
    expect(yamlPathOffset(Y, root, ['a'], { at: 'value' })).toBe(3);
    expect(yamlMapMember(Y, root, 'zz')).toBeUndefined();
  });

  it('finds what the search from the front finds, for every key and path (property)', () => {
    const key = fc.constantFrom('a', 'b', '1', '', 'null', '~', 'true', 'x y');
    const text = fc.array(fc.tuple(key, fc.constantFrom('1', '[p, q]', '{a: 1, a: 2, b: 3}', '')), { maxLength: 10 }).map((rows) => rows.map(([k, v]) => `${k === '' ? '""' : k}: ${v}`).join('\n') + '\n');
    const seg = fc.oneof(key, fc.nat(3));
    fc.assert(
      fc.property(text, fc.array(seg, { maxLength: 3 }), (t, path) => {
        const doc = Y.parseDocument(t, { uniqueKeys: false });
        const reference = (at?: 'value') => {
          let node: unknown = doc.contents;
          let best = (node as { range?: number[] } | null)?.range?.[0] ?? 0;
          for (const s of path) {
            if (Y.isMap(node)) {
              const pair = find(node, String(s));
              if (!pair) break;
              node = pair.value;
              best = (at === 'value' ? (node as { range?: number[] } | null)?.range?.[0] : undefined) ?? (pair.key as { range?: number[] } | null)?.range?.[0] ?? best;
            } else if (Y.isSeq(node) && typeof s === 'number') {
              node = node.items[s];
              if (node === undefined) break;
              best = (node as { range?: number[] }).range?.[0] ?? best;
            } else break;
          }
          return best;
        };
        expect(yamlPathOffset(Y, doc.contents, path)).toBe(reference());
        expect(yamlPathOffset(Y, doc.contents, path, { at: 'value' })).toBe(reference('value'));
      }),
      { numRuns: 400 },
    );
  });
});

describe('parseYamlDocument', () => {
  it('makes a tag that does not resolve an error at its value, not a plain string', async () => {
    const { parseYamlDocument } = await import('../packages/core/src/io/yaml.js');
    const parse = (text: string) => {
      const lineCounter = new Y.LineCounter();
      const read = parseYamlDocument(Y, text, { what: 't', lineCounter, uniqueKeys: true });
      if (!('doc' in read)) throw new Error('refused');
      return read.doc.errors.map((e) => ({ code: e.code, ...lineCounter.linePos(e.pos[0]) }));
    };
    expect(parse('a: 1\nStrategy: !!int AskBefore\n')).toEqual([{ code: 'TAG_RESOLVE_FAILED', line: 2, col: 11 }]);
    expect(parse('Strategy: !custom AskBefore\n')).toEqual([{ code: 'TAG_RESOLVE_FAILED', line: 1, col: 11 }]);
    // Tags that resolve are values as declared.
    expect(parse('n: !!int 3\ns: !!str 3\nt: !!timestamp 2026-01-01\n')).toEqual([]);
  });
});
