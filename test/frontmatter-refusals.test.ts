// A frontmatter block that is not read as YAML is refused at the line that makes it so.
import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from '../packages/core/src/markdown/document.js';
import { firstAliasOffset } from '../packages/core/src/io/yaml.js';

const levels = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];
const bomb = levels.map((k, i) => `${k}: &${k} [${i ? Array(9).fill(`*${levels[i - 1]}`).join(',') : Array(9).fill('"lol"').join(',')}]`);

describe('an alias bomb in frontmatter', () => {
  it('is refused at the line of its first alias, not at the block start', () => {
    const lines = ['---', 'engagement: x', 'size: L', ...bomb, 'tools_required: *i', '---', '# Criteria'];
    const fm = parseFrontmatter(lines);
    expect(fm.present).toBe(true);
    expect(fm.error).toEqual({ message: 'frontmatter expands to more than 100000 values through YAML aliases (an alias bomb); not read as YAML', line: 5 });
  });
});

describe('firstAliasOffset', () => {
  it('finds an alias after a key, a dash, a bracket or a comma, and not a star inside a quoted or plain scalar', () => {
    const at = (text: string) => text.slice(firstAliasOffset(text));
    expect(at('a: &a [x]\nb: [*a, *a]\n')).toMatch(/^\*a, \*a/);
    expect(at('a: "x *y" # *z\nb: plain *word\nc:\n  - *a\n')).toBe('*a\n');
    expect(at('a: &a {k: 1}\nb: {<<: *a}\n')).toBe('*a}\n');
    expect(firstAliasOffset('a: 1\n')).toBe(0);
  });
});
