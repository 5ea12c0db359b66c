// Frontmatter is read with gray-matter's YAML engine, without gray-matter's wrapper (whose comments-only test
// retries a run of blank lines from each line of it): what a block reads as must stay what gray-matter makes of it.
import fc from 'fast-check';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { parseFrontmatterYaml } from '../packages/core/src/io/yaml.js';

/** gray-matter's reading of a block: its data, or that it threw. */
function grayMatter(source: string): { data: unknown } | 'error' {
  try {
    return { data: matter(source, {}).data };
  } catch {
    return 'error';
  }
}
function ours(source: string): { data: unknown } | 'error' {
  const r = parseFrontmatterYaml(source);
  return 'data' in r ? { data: r.data } : 'error';
}

const LINES = ['', '  ', '\t', '\r', '#', '# note', '  # indented note', '#\r', 'a: 1', 'b: [1, 2]', 'c: |', '  literal', '', '  # inside', 'd: "#"', 'e:', '  - x', '---x', '----', 'f: {', 'g: 2026-01-02', 'size: L', ': bad', 'h: >', '  folded', '~', '0', 'false', '[1, 2]'];

describe('frontmatter blocks', () => {
  it('read as gray-matter reads them, data and errors alike', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...LINES), { maxLength: 12 }), (lines) => {
        const source = ['---', ...lines, '---', ''].join('\n');
        expect(ours(source)).toEqual(grayMatter(source));
      }),
      { numRuns: 3000 },
    );
  });

  it('a block of 65,000 blank lines is an empty mapping, and one of blank lines and a key is that key', () => {
    expect(ours(`---\n${'\t\n'.repeat(65_000)}---\n`)).toEqual({ data: {} });
    expect(ours(`---\n${'\t\n'.repeat(65_000)}a: 1\n---\n`)).toEqual({ data: { a: 1 } });
  });
});
