/** Paths a markdown line cites: in backticks, or bare under a known root, each once and where it stands. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MarkdownDoc } from '../packages/core/src/markdown/document.js';
import { citedPaths, MAX_CITED_PATHS, MAX_LINE_CANDIDATES, windowsPath } from '../packages/core/src/markdown/citations.js';

const doc = (text: string) => new MarkdownDoc({ rel: 'handoff.md', abs: '/handoff.md', text, lines: text.split('\n'), bytes: text.length, problems: [] });

describe('cited paths', () => {
  it('takes a bare path outside backticks, and none inside a backtick span', () => {
    const line = '`src/a.ts` then src/b.ts, `see src/c.ts` and src/d.ts';
    const cited = citedPaths(doc(`# H\n${line}\n`));
    const bareAt = (p: string) => cited.some((c) => c.raw === p && c.column === line.indexOf(p) + 1);
    expect(bareAt('src/b.ts')).toBe(true);
    expect(bareAt('src/d.ts')).toBe(true);
    expect(cited.some((c) => c.raw === 'src/c.ts')).toBe(false);
    expect(cited.map((c) => c.path)).toContain('src/a.ts');
  });

  it('agrees with a span-by-span reading on lines mixing backticks and bare paths (property)', () => {
    const piece = fc.constantFrom('`src/a.ts`', 'src/b.ts', ' ', '`x`', 'tests/t.py', '`src/c.ts and src/d.ts`');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (parts) => {
        const line = parts.join(' ');
        const cited = citedPaths(doc(`# H\n${line}\n`));
        // A bare path is never reported at a column inside a backtick span.
        const spans = [...line.matchAll(/`[^`]*`/g)].map((m) => [m.index!, m.index! + m[0].length]);
        for (const c of cited) {
          const at = c.column - 1;
          const inSpan = spans.find(([a, b]) => at > a! && at < b!);
          if (inSpan) expect(line.slice(inSpan[0]!, inSpan[1]!)).toContain(c.raw);
        }
        // Every bare path outside the spans is reported.
        const bare = [...line.matchAll(/(?<![\w/])(?:src|tests)\/[\w./-]+/g)].filter((m) => !spans.some(([a, b]) => m.index! >= a! && m.index! < b!));
        for (const m of bare) expect(cited.some((c) => c.column === m.index! + 1)).toBe(true);
      }),
    );
  });

  it('reads a path written with Windows separators as the same path with /, and nothing else with a \\', () => {
    const read: Array<[string, string | undefined]> = [
      ['engagement\\executor-reports\\dev.md', 'engagement/executor-reports/dev.md'],
      ['src\\a.ts:3', 'src/a.ts:3'],
      ['.\\src\\a.ts', './src/a.ts'],
      ['..\\other\\a.ts', '../other/a.ts'],
      ['src\\components\\Card', 'src/components/Card'],
      ['docs\\guides\\', 'docs/guides/'],
      ['docs\\Release Notes.md', 'docs/Release Notes.md'],
      ['C:\\work\\shop\\a.ts', 'C:/work/shop/a.ts'],
      ['%APPDATA%\\app\\config', '%APPDATA%/app/config'],
      ['.github\\workflows\\ci.yml', '.github/workflows/ci.yml'],
      ['src\\.env', 'src/.env'],
      // No path: regexes, LaTeX, escapes in prose, a doubled or leading separator, an escaped dot, no sign of a file.
      ['\\d+', undefined],
      ['^\\s*$', undefined],
      ['\\frac', undefined],
      ['x\\in', undefined],
      ['a\\nb', undefined],
      ['foo\\.bar', undefined],
      ['src\\\\a.ts', undefined],
      ['\\\\server\\share\\a.ts', undefined],
      ['C:\\', undefined],
      ['a\\b:c\\d.ts', undefined],
      ['src/a.ts', undefined],
      // Markdown's escapes of punctuation in a name (`invoice\_42.pdf`): no separator, unless a root leads or a name follows.
      ['invoice\\_42.pdf', undefined],
      ['notes\\*draft*.md', undefined],
      ['src\\_internal\\a.py', 'src/_internal/a.py'],
      ['pkg\\sub\\__init__.py', 'pkg/sub/__init__.py'],
    ];
    for (const [raw, want] of read) expect(windowsPath(raw), raw).toBe(want);
  });

  it('reads them only when asked, and otherwise lists what it left unread', () => {
    const text = '# H\n- `src\\a.ts:3`, bare tests\\b.py and `\\d+`\n';
    expect(citedPaths(doc(text), undefined, { windows: true }).map((c) => [c.path, c.backslashed])).toEqual([['src/a.ts', true], ['tests/b.py', true]]);
    const compat = citedPaths(doc(text));
    expect([...compat]).toEqual([]);
    expect(compat.backslashedUnread?.map((c) => [c.path, c.raw, c.column])).toEqual([['src/a.ts', 'src\\a.ts:3', 4], ['tests/b.py', 'tests\\b.py', 22]]);
  });

  it('reads a git diff --stat line whole when asked', () => {
    const text = '# H\n src/billing/Release Notes.ts | 19 ++++---\n src/{old.ts => new name.ts} | 2 +-\n .../deep/a.ts | 1 +\n';
    expect(citedPaths(doc(text), undefined, { diffStat: true }).map((c) => [c.path, c.line, c.column])).toEqual([['src/billing/Release Notes.ts', 2, 2], ['src/new name.ts', 3, 2]]);
    expect(citedPaths(doc(text)).map((c) => c.path)).toEqual(['src/billing/Release']);
  });

  it.each([
    ['backslashes', '\\'.repeat(100_000)],
    ['a\\ repeated', 'a\\'.repeat(50_000)],
    ['src\\ repeated', 'src\\'.repeat(25_000)],
    ['a backticked a\\ run', `\`${'a\\'.repeat(50_000)}x.ts\``],
    ['spaces before a |', `src/a${' '.repeat(100_000)}b.ts | 4 ++`],
    ['spaces and | runs', `src/a.ts ${' |'.repeat(50_000)} 4`],
  ])('a 100k run of %s is read, with or without the protocol options', (_what, line) => {
    // Its time is bench/hostile.mjs's to measure (handoff-paths-backslash-and-stat-runs).
    for (const opts of [{}, { windows: true, diffStat: true, spaces: true, engagementRoots: true, illustrations: 'introduced' as const }]) expect(Array.isArray(citedPaths(doc(`# H\n${line}\n`), undefined, opts))).toBe(true);
  });

  it('reads the paths of a line of millions of non-path spans, before and after them, with no cut', () => {
    const line = `\`src/a.ts\` ${'`a`` '.repeat(300_000)} \`src/b.ts\` tests/c.py`;
    const cited = citedPaths(doc(`# H\n${line}\n`));
    expect(cited.map((c) => [c.path, c.column])).toEqual([['src/a.ts', 2], ['src/b.ts', line.indexOf('src/b.ts') + 1], ['tests/c.py', line.indexOf('tests/c.py') + 1]]);
    expect(cited.cutAt).toBeUndefined();
  });

  it('stops at a line of illustration words holding more candidates than MAX_LINE_CANDIDATES, keeping those before the cap', () => {
    const opts = { engagementRoots: true, illustrations: 'introduced' as const };
    // e.g. introduces the first path; the rest of the candidates are not paths, and a path past the cap is not read.
    const line = `e.g. \`src/a.ts\`; see src/b.ts ${'`a`` '.repeat(MAX_LINE_CANDIDATES)}src/late.ts`;
    const cited = citedPaths(doc(`# H\n${line}\nsrc/next.ts\n`), undefined, opts);
    expect(cited.map((c) => c.path)).toEqual(['src/b.ts']);
    expect(cited.cutAt).toBe(2);
    // Below the cap the same line is read whole.
    const short = `e.g. \`src/a.ts\`; see src/b.ts ${'`a`` '.repeat(1000)}src/late.ts`;
    const whole = citedPaths(doc(`# H\n${short}\nsrc/next.ts\n`), undefined, opts);
    expect(whole.map((c) => c.path)).toEqual(['src/b.ts', 'src/late.ts', 'src/next.ts']);
    expect(whole.cutAt).toBeUndefined();
    expect(MAX_LINE_CANDIDATES).toBeGreaterThan(MAX_CITED_PATHS);
  });
});
