import { describe, expect, it } from 'vitest';
import { breakWorkflowCommands, escapeControls, escapeMarkdown, showControls, stringifyJson } from '../../packages/core/src/format/escape.js';
import { esc } from '../../packages/core/src/format/html/escape.js';

const WJ = '\u2060';

describe('workflow commands in text from a checked folder', () => {
  it('breaks `::` at a line start (spaces skipped) and `##[` anywhere with a word joiner', () => {
    expect(breakWorkflowCommands('::error::x')).toBe(`:${WJ}:error::x`);
    expect(breakWorkflowCommands('a\n   ::add-mask::b\r::x::y')).toBe(`a\n   :${WJ}:add-mask::b\r:${WJ}:x::y`);
    expect(breakWorkflowCommands('see ###[error]x')).toBe(`see ##${WJ}#[error]x`);
    // Mid-line `::` and a lone `#[` command nothing and stay as they are.
    for (const s of ['a::b', 'C++ std::vector', '#[derive]', '# heading']) expect(breakWorkflowCommands(s)).toBe(s);
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
