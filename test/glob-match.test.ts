import fc from 'fast-check';
import picomatch from 'picomatch';
import { describe, expect, it } from 'vitest';
import { expandedSize, globMatcher, ignoreEntry, MAX_BRACE_ALTERNATIVES, MAX_EXPANDED_CHARS } from '../packages/core/src/io/glob-match.js';

const segmentName = fc
  .array(fc.constantFrom('a', 'b', '.', '-'), { minLength: 1, maxLength: 5 })
  .map((cs) => cs.join(''))
  .filter((s) => s !== '.' && s !== '..');
const path = fc.array(segmentName, { minLength: 1, maxLength: 4 }).map((ss) => ss.join('/'));
const patternPart = fc.constantFrom('a', 'b', '.', '-', '*', '?', '[ab]', '[^a]', '[a-b]', '{a,b}', '{a*,b}', '\\*');
const patternSegment = fc.oneof({ weight: 1, arbitrary: fc.constant('**') }, { weight: 5, arbitrary: fc.array(patternPart, { minLength: 1, maxLength: 5 }).map((ps) => ps.join('')) });
const pattern = fc.array(patternSegment, { minLength: 1, maxLength: 4 }).map((ss) => ss.join('/'));

describe('globMatcher', () => {
  it('agrees with picomatch (dot: true) on stars, globstars, classes, braces and escapes', () => {
    fc.assert(
      fc.property(pattern, path, (p, s) => {
        // Whether `x/**` matches the folder `x` itself, picomatch answers unevenly (`a/**` does, `*/**` does
        // not): the ignore matcher asks about the folder through `x` alone anyway.
        fc.pre(!p.endsWith('/**'));
        // Nor does it read `**` next to a brace group as it reads `**a` (one segment), but as a globstar.
        fc.pre(!/\*\*\{|\}\*\*/.test(p));
        fc.pre(p.split('{').length <= 9);
        // Nor stars run together inside a segment (`***a.` matches `a` there); here they are one `*`.
        fc.pre(!/[^/]\*\*|\*\*[^/]/.test(p));
        // Nor a `*.*` segment, which a fast path of picomatch's reads as needing a non-empty
        // extension (`*.*` misses `a.` while `a.*` matches it); here a star may be empty, as in a shell.
        fc.pre(!/(?:^|\/)\*\.\*(?:$|\/)/.test(p));
        expect(globMatcher(p)(s), `${p} against ${s}`).toBe(picomatch(p, { dot: true })(s));
      }),
      { numRuns: 20_000 },
    );
  });

  it('lets a star match nothing, in `*.*` too, as a shell does', () => {
    expect([globMatcher('*.*')('a.'), globMatcher('a.*')('a.'), globMatcher('*.*')('.a'), globMatcher('*.*')('a')]).toEqual([true, true, true, false]);
  });

  it('reads the config forms the docs give', () => {
    const archived = globMatcher('engagement-archived/2025-*/**');
    expect(archived('engagement-archived/2025-03/engagement/handoff.md')).toBe(true);
    expect(archived('engagement-archived/2026-03/engagement/handoff.md')).toBe(false);
    expect(globMatcher('engagement/notes.md')('engagement/notes.md')).toBe(true);
    expect(globMatcher('./engagement/*.md')('engagement/notes.md')).toBe(true);
    expect(globMatcher('!engagement/**')('other/x.md')).toBe(true);
    // `[!x]` negates, as in ESLint's minimatch.
    expect(globMatcher('[!a]-')('b-')).toBe(true);
    expect(globMatcher('[!a]-')('a-')).toBe(false);
  });

  it('answers a pattern of many stars against a long name (a backtracking regex takes seconds)', () => {
    const stars = globMatcher(`engagement/${'*a'.repeat(12)}*b`);
    expect(stars(`engagement/${'a'.repeat(250)}`)).toBe(false);
    expect(stars(`engagement/${'a'.repeat(250)}b`)).toBe(true);
    expect(globMatcher(`**/${'*a'.repeat(12)}*b/**`)(`${'x/'.repeat(40)}${'a'.repeat(200)}/y`)).toBe(false);
  });

  it('refuses braces that expand past the limit', () => {
    expect(() => globMatcher('{a,b}'.repeat(9))).toThrow(`expands to more than ${MAX_BRACE_ALTERNATIVES} alternatives`);
    expect(globMatcher('{a,b}'.repeat(8))('ab'.repeat(4))).toBe(true);
  });

  it('refuses braces whose alternatives hold more characters than the limit together', () => {
    // 256 alternatives of 100 characters: 25,600, each matched against every path.
    const long = `{a,b}`.repeat(8) + 'x'.repeat(92);
    expect(() => globMatcher(long)).toThrow(`expands to more than ${MAX_EXPANDED_CHARS} characters of patterns`);
    expect(expandedSize(`{a,b}`.repeat(4) + 'x'.repeat(92))).toBe(16 * 96);
    expect(expandedSize('!engagement/{a,bb}.md')).toBe('engagement/a.md'.length + 'engagement/bb.md'.length);
  });
});

describe('ignoreEntry', () => {
  it('takes off a leading `!` without inverting the match: the list decides what a negation does', () => {
    const e = ignoreEntry('!engagement-archived/b/');
    expect([e.negated, e.foldersOnly, e.matches('engagement-archived/b'), e.matches('engagement-archived/a')]).toEqual([true, true, true, false]);
    // globMatcher inverts instead: every path but the named one would match, so every target was ignored.
    expect(globMatcher('!engagement/notes.md')('engagement')).toBe(true);
    expect(ignoreEntry('!engagement/notes.md').matches('engagement')).toBe(false);
  });

  it('reads a trailing `/` as folders only, and keeps `!(` and a lone `/` as they are', () => {
    expect(ignoreEntry('build/')).toMatchObject({ negated: false, foldersOnly: true });
    expect(ignoreEntry('build/**')).toMatchObject({ negated: false, foldersOnly: false });
    expect(ignoreEntry('!(x)')).toMatchObject({ negated: false });
    expect(ignoreEntry('/').foldersOnly).toBe(false);
    expect(ignoreEntry('./build//').matches('build')).toBe(true);
  });

  it('reads an entry of many slashes not at its end at once', () => {
    expect(ignoreEntry(`${'/'.repeat(16_000)}x`).foldersOnly).toBe(false);
    expect(() => ignoreEntry(`${'/'.repeat(100_000)}x`)).toThrow('characters of patterns');
  });
});
