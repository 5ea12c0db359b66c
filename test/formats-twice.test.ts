// One format asked for twice to the same place is one output (`--json` is `--format json`);
// two formats to stdout are still refused (source level: the CLI tests run the built bundle).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFormats } from '../packages/cli/src/outputs.js';
import { usageOf } from './helpers.js';


describe('a format given twice', () => {
  it('to stdout (`--json --format json`, `-f json -f json=-`) is one output', () => {
    expect(parseFormats(['json', 'json'])).toEqual([{ name: 'json' }]);
    expect(parseFormats(['json', 'json=-'])).toEqual([{ name: 'json' }]);
    expect(parseFormats(['github', 'github'])).toEqual([{ name: 'github' }]);
  });

  it('to one file, named alike or not, is one output', () => {
    expect(parseFormats(['json=r.json', 'json=r.json'])).toEqual([{ name: 'json', file: 'r.json' }]);
    expect(parseFormats(['json=r.json', `json=${path.resolve('r.json')}`])).toEqual([{ name: 'json', file: 'r.json' }]);
    // `-o` takes the first without a file; the same format named to that file is the same output.
    expect(parseFormats(['json=r.json', 'json'], 'r.json')).toEqual([{ name: 'json', file: 'r.json' }]);
  });

  it('with -o: `--json --format json -o r.json` writes one JSON report to r.json, none to stdout', () => {
    expect(parseFormats(['json', 'json'], 'r.json')).toEqual([{ name: 'json', file: 'r.json' }]);
    // One without a file and one named to stdout are two places once -o takes the first.
    expect(parseFormats(['json', 'json=-'], 'r.json')).toEqual([{ name: 'json', file: 'r.json' }, { name: 'json' }]);
  });

  it('to two places is two outputs; two formats to stdout are still refused', () => {
    expect(parseFormats(['json', 'json=r.json'])).toEqual([{ name: 'json' }, { name: 'json', file: 'r.json' }]);
    expect(usageOf(() => parseFormats(['json', 'json', 'sarif']))).toBe('json and sarif would both write to stdout; give all but one a file (--format sarif=FILE)');
    expect(usageOf(() => parseFormats(['json=r.json', 'sarif=r.json']))).toBe('json and sarif would both write to r.json; give each its own file');
  });
});
