import { describe, expect, it } from 'vitest';
import { inputWords } from '../packages/cli/src/action-words.js';

describe('Action input words', () => {
  it('splits on spaces and new lines, and a quoted part keeps its spaces', () => {
    expect(inputWords('engagement/  other/\n third/ ', 'paths')).toEqual(['engagement/', 'other/', 'third/']);
    expect(inputWords('"docs/my engagement/" \'a b/c\' plain/', 'paths')).toEqual(['docs/my engagement/', 'a b/c', 'plain/']);
    expect(inputWords('docs/"my engagement"/x', 'paths')).toEqual(['docs/my engagement/x']);
    expect(inputWords('"say \\"hi\\"" \'it\\s\'', 'paths')).toEqual(['say "hi"', 'it\\s']);
    expect(inputWords('"" \'\'  ', 'paths')).toEqual([]);
  });

  it('takes extra separators outside quotes only', () => {
    expect(inputWords('junit=a.xml,stylish="my report.txt" json=b.json', 'format', ',')).toEqual(['junit=a.xml', 'stylish=my report.txt', 'json=b.json']);
    expect(inputWords('"a,b"', 'paths', ',')).toEqual(['a,b']);
  });

  it('an unclosed quote is a usage error naming the input and where the quote is', () => {
    expect(() => inputWords('ok/ "docs/my engagement/', 'paths')).toThrow(/^paths: the double quote at character 5 is never closed$/);
    expect(() => inputWords("x='y", 'format')).toThrow(/format: the single quote at character 3/);
  });

});
