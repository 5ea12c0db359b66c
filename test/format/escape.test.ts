import { describe, expect, it } from 'vitest';
import { breakWorkflowCommands, codeSpan, escapeControls, escapeMarkdown, showControls, showNamesOnOneLine, stringifyJson } from '../../packages/core/src/format/escape.js';
import { checkDetail, findingMessage, namesWithLineFeeds } from '../../packages/core/src/format/paths.js';
import { check, finding } from './helpers.js';
import { esc } from '../../packages/core/src/format/html/escape.js';
import { formatJunit } from '../../packages/core/src/format/junit.js';
import { formatStylish } from '../../packages/core/src/format/stylish.js';
import { report, REPO } from './helpers.js';

const WJ = '\u2060';

describe('workflow commands in text from a checked folder', () => {
  it('breaks `::` at a line start (spaces skipped) and `##[` anywhere with a word joiner', () => {
    expect(breakWorkflowCommands('::error::x')).toBe(`:${WJ}:error::x`);
    expect(breakWorkflowCommands('a\n   ::add-mask::b\r::x::y')).toBe(`a\n   :${WJ}:add-mask::b\r:${WJ}:x::y`);
    expect(breakWorkflowCommands('see ###[error]x')).toBe(`see ##${WJ}#[error]x`);
    // Mid-line `::` and a lone `#[` command nothing and stay as they are.
    for (const s of ['a::b', 'C++ std::vector', '#[derive]', '# heading']) expect(breakWorkflowCommands(s)).toBe(s);
  });

  // What the runner skips before `::`: .NET's TrimStart, every Unicode white space (not JavaScript's trimStart, which skips no U+0085).
  const DOTNET_SPACE = ['\t', '\u000b', '\u000c', ' ', '\u0085', '\u00a0', '\u1680', '\u2000', '\u2005', '\u200a', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000'];
  const startsCommand = (line: string) => /^[\t-\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*::/.test(line);

  it.each(DOTNET_SPACE.map((c) => [c.codePointAt(0)!.toString(16).padStart(4, '0'), c]))('breaks `::` after U+%s, which the runner skips as white space', (_, space) => {
    const broken = breakWorkflowCommands(`${space}${space}::error title=Forged::x`);
    expect(startsCommand(broken)).toBe(false);
    expect(broken.replace(/\u2060/g, '')).toBe(`${space}${space}::error title=Forged::x`);
  });

  it('a file named with a no-break space before `::error` starts no command in stylish or JUnit output', () => {
    const name = '\u00a0::error title=Forged::Deploy approved.sql';
    const r = report([check('danger-scan', { status: 'fail', detail: 'x', findings: [finding(name, 1, 'sql-drop-table: DROP TABLE')] })]);
    const out = [formatStylish([r], { colorLevel: 0, cwd: REPO }), formatJunit([r], { base: REPO })].join('\n');
    expect(out).toContain('Deploy approved.sql');
    expect(out.split(/\r\n|\r|\n|\u2028|\u2029/).filter(startsCommand)).toEqual([]);
  });

  it('escapeControls breaks them after making controls visible, in both modes', () => {
    expect(escapeControls('\u001b[2J::error::x')).toBe(`\\x1b[2J::error::x`);
    expect(escapeControls('a\n::error::x', { oneLine: true })).toBe('a\\x0a::error::x');
    expect(escapeControls('a\n::error::x')).toBe(`a\n:${WJ}:error::x`);
  });

  it('JSON writes the `#` of `##[` as \\u0023: the same value', () => {
    const value = { name: '##[error]x', nested: ['a ##[add-mask]b'] };
    const text = stringifyJson(value);
    expect(text).not.toContain('##[');
    expect(JSON.parse(text)).toEqual(value);
  });

  it('HTML writes them as character references: the same text', () => {
    expect(esc('##[error]x\n  ::warning::y')).toBe('&#35;#[error]x\n  &#58;:warning::y');
    expect(esc('a::b #[x]')).toBe('a::b #[x]');
    // The bidi marks the text formats show are shown in the page too.
    for (const mark of ['\u061c', '\u200e', '\u200f']) expect(esc(`a${mark}b`)).not.toContain(mark);
  });
});

describe('a CR from a checked name', () => {
  it('is shown as an escape in text and on one line; line feeds stay in text', () => {
    expect(escapeControls('cr\rx.md')).toBe('cr\\x0dx.md');
    expect(escapeControls('cr\rx.md', { oneLine: true })).toBe('cr\\x0dx.md');
    expect(escapeControls('a\r\nb')).toBe('a\\x0d\nb');
  });

  it('showControls makes controls visible and leaves workflow commands to the format', () => {
    expect(showControls('::team::a\r\u001b[2J')).toBe('::team::a\\x0d\\x1b[2J');
    expect(showControls('##[error]x\n::y::z')).toBe('##[error]x\n::y::z');
  });

  it('escapeMarkdown shows it as an escape, and a line feed as <br>', () => {
    expect(escapeMarkdown('cr\rx.md\nnext')).toBe('cr\\\\x0dx.md<br>next');
  });
});

describe('a line feed in a checked name', () => {
  it('showNamesOnOneLine writes the names on one line and leaves the text\'s own line feeds', () => {
    const text = '`nl\nline.md` is rogue\nFix: move it';
    expect(showNamesOnOneLine(text, ['nl\nline.md'])).toBe('`nl\\x0aline.md` is rogue\nFix: move it');
    // Longest first; names without a line feed, and names not in the text, change nothing.
    expect(showNamesOnOneLine('a\nb\nc and b\nc', ['b\nc', 'a\nb\nc', 'plain', 'x\ny'])).toBe('a\\x0ab\\x0ac and b\\x0ac');
    // Regular-expression characters in a name are taken as they are.
    expect(showNamesOnOneLine('see (a+\n[b]).md', ['(a+\n[b]).md'])).toBe('see (a+\\x0a[b]).md');
    expect(showNamesOnOneLine('no names', [])).toBe('no names');
  });

  it('the names of a path are its folders\' and file\'s names that hold one', () => {
    expect(namesWithLineFeeds('engagement/ok.md')).toEqual([]);
    expect(namesWithLineFeeds('engagement/a\nb/c\nd.md')).toEqual(['a\nb', 'c\nd.md']);
    // So a message quoting any part of the path has that part on one line.
    const c = check('whitelist', { status: 'fail', detail: 'out-of-whitelist entries: a\nb/c\nd.md, x.md', findings: [finding('engagement/a\nb/c\nd.md', 1, '`a\nb/c\nd.md` is outside'), finding('engagement/x.md', 1, '')] });
    expect(findingMessage(c, c.findings[0]!)).toBe('`a\\x0ab/c\\x0ad.md` is outside');
    expect(checkDetail(c)).toBe('out-of-whitelist entries: a\\x0ab/c\\x0ad.md, x.md');
    // A finding without a message shows its check's detail.
    expect(findingMessage(c, c.findings[1]!)).toBe(checkDetail(c));
  });
});

describe('codeSpan', () => {
  it('fences text with a backtick run longer than any in it, padded where it starts or ends with a backtick or a space', () => {
    expect(codeSpan('whitelist')).toBe('`whitelist`');
    expect(codeSpan('a`b')).toBe('``a`b``');
    expect(codeSpan('a``b')).toBe('```a``b```');
    expect(codeSpan('a```b')).toBe('````a```b````');
    expect(codeSpan('`a')).toBe('`` `a ``');
    expect(codeSpan('a`')).toBe('`` a` ``');
    expect(codeSpan('``')).toBe('``` `` ```');
    // CommonMark drops one space at each end when both are there: padding keeps them.
    expect(codeSpan(' a ')).toBe('`  a  `');
    expect(codeSpan('  ')).toBe('`  `');
    expect(codeSpan('')).toBe('');
  });
});
