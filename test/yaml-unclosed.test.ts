// A flow collection or quoted string left open is named where it was opened: the yaml library
// reports it where the text ran out ("bad indent" on the line after), which points past the mistake.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LineCounter, parseDocument } from 'yaml';
import { unclosedOpener } from '../packages/core/src/io/yaml-unclosed.js';
import { loadConfig } from '../packages/core/src/config.js';
import { cleanupTrees, writeTree } from './helpers.js';

afterAll(cleanupTrees);

/** Where the first error of `text` is said to be, as line:column, and what is said. */
function said(text: string): string | undefined {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter });
  const e = doc.errors[0];
  if (!e) return undefined;
  const open = unclosedOpener(text, e);
  if (!open) return `${e.code} at ${counter.linePos(e.pos[0]).line}`;
  const { line, col } = counter.linePos(open.offset);
  return `${line}:${col} ${open.message}`;
}

describe('the opener of what was left open', () => {
  it.each([
    ['a sequence left open at the end of the text', 'rules:\n  whitelist: [error\n', '2:14 the flow sequence opened here with [ is not closed (with ])'],
    ['a mapping left open before the next key', 'a: {b: 1\nc: 2\n', '1:4 the flow mapping opened here with { is not closed (with })'],
    ['the inner one of two: a closed map inside an open sequence', 'x: [1, {a: 2}, 3\ny: 1\n', '1:4 the flow sequence opened here with [ is not closed (with ])'],
    ['a double-quoted string left open', 'a: "abc\n', '1:4 the double-quoted string opened here is not closed (with ")'],
    ['brackets inside quotes and comments are not openers', "# [ not this\na: '[x' # { nor this\nb: [open\n", '3:4 the flow sequence opened here with [ is not closed (with ])'],
    ['a bracket inside a plain word opens nothing; the later one does', 'a: x[1\nb: [2\n', '2:4 the flow sequence opened here with [ is not closed (with ])'],
  ])('%s', (_, text, expected) => {
    expect(said(text)).toBe(expected);
  });

  it('other errors are left to the library: a key twice', () => {
    expect(said('a: 1\na: 2\n')).toBe('DUPLICATE_KEY at 2');
  });

});

describe('in a config', () => {
  it('an unclosed sequence is named at its [', async () => {
    const root = writeTree({ '.engagement-lint.yaml': 'rules:\n  whitelist: [error\n' });
    await expect(loadConfig(path.join(root, '.engagement-lint.yaml'), root)).rejects.toThrow(/\.engagement-lint\.yaml:2:14 invalid YAML: the flow sequence opened here with \[ is not closed \(with \]\)$/);
  });
});
