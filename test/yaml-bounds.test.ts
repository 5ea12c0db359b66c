/** The nesting limit every YAML text is checked against before a parser recurses into it. */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import yaml from 'js-yaml';
import * as Y from 'yaml';
import { describe, expect, it } from 'vitest';
import { MAX_YAML_DEPTH, yamlNestingBeyond, yamlRefusal } from '../packages/core/src/io/yaml-bounds.js';
import { parseYamlDocument, yamlDocumentData, yamlNodeData } from '../packages/core/src/io/yaml.js';

const deepFlow = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const deepBlock = (n: number) => Array.from({ length: n }, (_, i) => `${'  '.repeat(i)}k${i}:`).join('\n') + ' 1\n';
/**
 * Collections nested in a parsed value (a scalar is 0); undefined when a collection appears twice,
 * which only an alias does: its value may nest deeper than the text, or hold itself (`&a [*a]`).
 */
function depthOf(v: unknown): number | undefined {
  let max = 0;
  const seen = new Set<object>();
  const stack: Array<[unknown, number]> = [[v, 0]];
  while (stack.length) {
    const [x, d] = stack.pop()!;
    if (x === null || typeof x !== 'object') {
      max = Math.max(max, d);
      continue;
    }
    if (seen.has(x)) return undefined;
    seen.add(x);
    for (const c of Object.values(x)) stack.push([c, d + 1]);
    if (Object.keys(x).length === 0) max = Math.max(max, d + 1);
  }
  return max;
}

it('depthOf measures nesting and gives up on a value an alias repeats or nests in itself', () => {
  expect(depthOf(Y.parse('a: [[1], {b: 2}]'))).toBe(3);
  expect(depthOf(Y.parse('a: &x [1]\nb: *x\n'))).toBeUndefined();
  // Without the check this would never return: the list holds itself.
  expect(depthOf(Y.parse('&a [*a]'))).toBeUndefined();
});

describe('yamlNestingBeyond', () => {
  it('finds deep flow, block and one-line nesting, where it passes the limit', () => {
    expect(yamlNestingBeyond(`a: ${deepFlow(50_000)}\n`)).toBe(3 + MAX_YAML_DEPTH - 1);
    expect(yamlNestingBeyond(`{"task": ${deepFlow(200)}}`)).toBeGreaterThan(0);
    expect(yamlNestingBeyond(deepBlock(150))).toBeGreaterThan(0);
    expect(yamlNestingBeyond(`${'- '.repeat(50_000)}x\n`)).toBeGreaterThanOrEqual(0);
    expect(yamlNestingBeyond(`${'? '.repeat(500)}x\n`)).toBeGreaterThanOrEqual(0);
    expect(yamlNestingBeyond(`--- ${deepFlow(500)}\n`)).toBeGreaterThan(0);
    expect(yamlNestingBeyond(`key: !!seq &a ${deepFlow(500)}\n`)).toBeGreaterThan(0);
    expect(yamlNestingBeyond(`"key":${deepFlow(500)}\n`)).toBeGreaterThan(0);
  });

  it('counts a sequence written at its key\'s indentation as a level of its own', () => {
    const compact = (n: number) => Array.from({ length: n }, (_, i) => `${'  '.repeat(i)}- k${i}:`).join('\n').replace(/^- /, '') + ' 1\n';
    // Each line opens a sequence and a mapping: 60 lines nest 119 levels.
    expect(depthOf(Y.parse(compact(60)))).toBeGreaterThan(MAX_YAML_DEPTH);
    expect(yamlNestingBeyond(compact(60))).toBeGreaterThan(0);
    expect(yamlNestingBeyond(compact(40))).toBe(-1);
  });

  it('passes every YAML and JSON document of the examples', () => {
    const files = fs.readdirSync('examples', { recursive: true, encoding: 'utf8' }).filter((f) => /\.(ya?ml|json|jsonl)$|criteria\.md$/.test(f));
    expect(files.length).toBeGreaterThan(50);
    for (const f of files) expect([f, yamlNestingBeyond(fs.readFileSync(path.join('examples', f), 'utf8'))]).toEqual([f, -1]);
  });

  it('does not count brackets in strings, comments, block scalars or plain text', () => {
    const brackets = '['.repeat(500);
    expect(yamlNestingBeyond(`a: "${brackets}"\nb: '${brackets}'\nc: x${brackets}\n# ${brackets}\n`)).toBe(-1);
    expect(yamlNestingBeyond(`a: |\n${Array.from({ length: 300 }, (_, i) => `${' '.repeat(i + 2)}${brackets}`).join('\n')}\nb: 1\n`)).toBe(-1);
    expect(yamlNestingBeyond(`a: some text\n  ${brackets} more text\nb: 1\n`)).toBe(-1);
    expect(yamlNestingBeyond(JSON.stringify({ a: [{ b: brackets, c: `"]}${brackets}` }] }, null, 2))).toBe(-1);
  });

  it('cannot be led to miss nesting by quotes and brackets a parser reads as text', () => {
    // A closing bracket inside a string does not close a level.
    expect(yamlNestingBeyond(`${'[ "]", '.repeat(300)}x${']'.repeat(300)}`)).toBeGreaterThan(0);
    // An apostrophe inside a plain scalar is not a quote.
    expect(yamlNestingBeyond(`a: don't\nb: ${deepFlow(300)}\n`)).toBeGreaterThan(0);
    // A bracket in a continued plain scalar opens nothing, and block nesting after it still counts.
    expect(yamlNestingBeyond(`a: text\n  [ more\nb:\n${'- '.repeat(300)}x\n`)).toBeGreaterThan(0);
    expect(yamlNestingBeyond(`a: text\n  [ more\n${deepBlock(150)}`)).toBeGreaterThan(0);
  });

  it('keeps a parser on the stack it has: the libraries overflow far above the limit', () => {
    // The limit leaves room: both parsers read a document nested to the limit.
    expect(depthOf(Y.parse(deepFlow(MAX_YAML_DEPTH)))).toBe(MAX_YAML_DEPTH);
    expect(depthOf(yaml.load(deepFlow(MAX_YAML_DEPTH)))).toBe(MAX_YAML_DEPTH);
    expect(yamlNestingBeyond(deepFlow(MAX_YAML_DEPTH - 1))).toBe(-1);
  });

  // Nasty leaves: brackets, quotes, comment and indicator characters, line breaks.
  const leaf = fc.oneof(fc.stringMatching(/^[a-z[\]{}"'#:,|>&!*?\- \n]{0,12}$/), fc.integer(), fc.boolean(), fc.constant(null));
  const key = fc.stringMatching(/^[a-z[\]"' #:-]{1,6}$/);
  // One nested child per level among a few leaves, so a value of depth d has O(d) nodes.
  const levels: Array<fc.Arbitrary<unknown>> = [leaf];
  const nested = (depth: number): fc.Arbitrary<unknown> => {
    for (let d = levels.length; d <= depth; d++) {
      const child = levels[d - 1]!;
      levels.push(
        fc.oneof(
          fc.tuple(fc.array(leaf, { maxLength: 2 }), child, fc.array(leaf, { maxLength: 2 })).map(([a, c, b]) => [...a, c, ...b]),
          fc.tuple(fc.dictionary(key, leaf, { maxKeys: 2 }), key, child).map(([o, k, c]) => ({ ...o, [k]: c })),
        ),
      );
    }
    return levels[depth]!;
  };
  const written = (v: unknown, how: number) =>
    how === 0 ? Y.stringify(v) : how === 1 ? Y.stringify(v, { collectionStyle: 'flow' }) : how === 2 ? JSON.stringify(v, null, 2) : how === 3 ? JSON.stringify(v) : yaml.dump(v);

  it('never counts less than the nesting the yaml library reads (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 140 }), fc.integer({ min: 0, max: 4 }), fc.integer(), (depth, how, seed) => {
        const [value] = fc.sample(nested(depth), { numRuns: 1, seed });
        const text = written(value, how);
        let read: number | undefined;
        try {
          read = depthOf(Y.parse(text));
        } catch {
          // A few texts the library writes it does not read back (block scalars in flow collections).
          return;
        }
        if (read === undefined) return;
        // The scanner sees at least `read` levels: below that limit it always stops.
        expect(yamlNestingBeyond(text, read - 1)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  it('does not refuse documents nested well within the limit (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 4 }), fc.integer(), (depth, how, seed) => {
        const [value] = fc.sample(nested(depth), { numRuns: 1, seed });
        expect(yamlNestingBeyond(written(value, how))).toBe(-1);
      }),
      { numRuns: 300 },
    );
  });
});

describe('yamlRefusal', () => {
  it('names the document and the limit it passes, and never quotes it', () => {
    expect(yamlRefusal('a: 1\n', 'map.yaml')).toBeUndefined();
    const big = yamlRefusal(`a: ${'secret '.repeat(20_000)}\n`, 'map.yaml');
    expect(big).toEqual({ message: expect.stringMatching(/^map\.yaml is \d+ characters, over the 131072 limit; not parsed as YAML$/), offset: 0 });
    const deep = yamlRefusal(`secret: ${deepFlow(200)}\n`, 'frontmatter');
    expect(deep?.message).toBe(`frontmatter nests collections more than ${MAX_YAML_DEPTH} levels deep; not parsed as YAML`);
    expect(deep?.offset).toBe(8 + MAX_YAML_DEPTH - 1);
  });
});

describe('yamlNestingBeyond on document markers', () => {
  it('reads `---` as a document marker only at the start of a line', () => {
    // Indented, `--- "a` is a plain key whose value is a sequence: two levels (js-yaml: {'--- "a': [null]}).
    expect(yamlNestingBeyond(' --- "a: \n - \n', 1)).toBeGreaterThanOrEqual(0);
    expect(yamlNestingBeyond('--- \na:\n - x\n', 1)).toBeGreaterThanOrEqual(0);
    expect(yamlNestingBeyond('--- \na: x\n', 1)).toBe(-1);
  });
});

describe('yamlNestingBeyond against the parsers on arbitrary text', () => {
  // Lines of YAML pieces at random indentation: most texts do not parse; those that do must not be undercounted.
  const piece = fc.constantFrom('- ', '? ', 'a: ', 'b:', '[', ']', '{', '}', ', ', '"', "'", 'x', ' ', '#', '|', '>', '&a ', '!t ', '*a', '--- ', 'k: [', '"q":', "don't", '\\');
  const line = fc.tuple(fc.integer({ min: 0, max: 8 }), fc.array(piece, { maxLength: 6 })).map(([indent, ps]) => ' '.repeat(indent) + ps.join(''));
  const text = fc.tuple(fc.array(line, { minLength: 1, maxLength: 12 }), fc.constantFrom('\n', '\r\n', '\r')).map(([ls, eol]) => ls.join(eol) + eol);

  it('never counts fewer levels than the yaml library builds (property)', () => {
    fc.assert(
      fc.property(text, (t) => {
        let value: unknown;
        try {
          const doc = Y.parseDocument(t, { uniqueKeys: false });
          if (doc.errors.length) return;
          value = doc.toJS({ maxAliasCount: -1 });
        } catch {
          return;
        }
        const read = depthOf(value);
        // A value an alias repeats is not bounded by the text's nesting (and may hold itself).
        if (read !== undefined && read > 0) expect(yamlNestingBeyond(t, read - 1)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 3000 },
    );
  });

  it('never counts fewer levels than js-yaml builds (property)', () => {
    fc.assert(
      fc.property(text, (t) => {
        let value: unknown;
        try {
          value = yaml.load(t, { schema: yaml.JSON_SCHEMA });
        } catch {
          return;
        }
        const read = depthOf(value);
        // A value an alias repeats is not bounded by the text's nesting (and may hold itself).
        if (read !== undefined && read > 0) expect(yamlNestingBeyond(t, read - 1)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('aliases and merge keys measured on the tree before conversion', () => {
  const read = (text: string) => {
    const r = parseYamlDocument(Y, text, { what: 'map.yaml', lineCounter: new Y.LineCounter(), uniqueKeys: true, mergeKeys: true });
    if (!('doc' in r)) throw new Error('refused');
    return r.doc;
  };
  // 2,000 keys merged ten times into each of 20 entries: 400,000 values once expanded, from a few KB.
  const bomb = `ok: [1, 2]\nx_m0: &m0 {${Array.from({ length: 2000 }, (_, i) => `k${i}: ${i}`).join(', ')}}\nx_big:\n${Array.from({ length: 20 }, (_, i) => `  e${i}: {<<: [${Array(10).fill('*m0').join(', ')}]}`).join('\n')}\n`;

  it('a merge-key bomb is refused as an alias bomb, the node holding it and the whole document', () => {
    const doc = read(bomb);
    const items = (doc.contents as Y.YAMLMap).items;
    expect(() => yamlNodeData(doc, items[2]!.value as Y.Node)).toThrow(/alias bomb/);
    expect(() => yamlDocumentData(doc)).toThrow(/alias bomb/);
    // A node beside it converts: only what expands too far is refused.
    expect(yamlNodeData(doc, items[0]!.value as Y.Node)).toEqual([1, 2]);
  });

  it('an alias names the last anchor of its name before it, as YAML reads it', () => {
    const doc = read('a: &x [1]\nb: *x\nc: &x [2, 3]\nd: *x\n');
    expect(yamlDocumentData(doc)).toEqual({ a: [1], b: [1], c: [2, 3], d: [2, 3] });
  });

  it('merge keys within the limit are applied', () => {
    expect(yamlDocumentData(read('base: &b {x: 1, y: 2}\nitem: {<<: *b, y: 3}\n'))).toEqual({ base: { x: 1, y: 2 }, item: { x: 1, y: 3 } });
  });
});

describe('a %YAML directive', () => {
  const data = (text: string, mergeKeys: boolean) => {
    const r = parseYamlDocument(Y, text, { what: 'map.yaml', lineCounter: new Y.LineCounter(), uniqueKeys: true, mergeKeys });
    if (!('doc' in r)) throw new Error('refused');
    expect(r.doc.errors).toEqual([]);
    return yamlDocumentData(r.doc);
  };
  const text = '%YAML 1.1\n---\na: off\nb: yes\nc: 0777\n<<: {d: 1}\n';

  it('%YAML 1.1 reads as YAML 1.2 core, whatever the directive says: no 1.1 booleans, octals or merge keys', () => {
    expect(data(text, false)).toEqual({ a: 'off', b: 'yes', c: 777, '<<': { d: 1 } });
    expect(data(text.replace('1.1', '1.2'), false)).toEqual(data(text, false));
  });

  it('merge keys are applied only where the reader asks for them, never because the file says 1.1', () => {
    expect(data(text, true)).toEqual({ a: 'off', b: 'yes', c: 777, d: 1 });
  });
});
