// git's diff as danger-scan reads it: file names as git quotes them, read back to the real names.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseUnifiedDiffText, unquoteGitPath } from '../packages/core/src/io/unified-diff.js';

describe('unquoteGitPath', () => {
  it('reads C quotes and octal bytes back to the UTF-8 name', () => {
    expect(unquoteGitPath('"a/src/billing/\\320\\274\\320\\270\\320\\263.sql"')).toBe('a/src/billing/миг.sql');
    expect(unquoteGitPath('"b/tab\\tx.sql"')).toBe('b/tab\tx.sql');
    expect(unquoteGitPath('"b/with space \\"q\\".sql"')).toBe('b/with space "q".sql');
    expect(unquoteGitPath('"b/back\\\\slash.sql"')).toBe('b/back\\slash.sql');
    expect(unquoteGitPath('b/plain name.sql')).toBe('b/plain name.sql');
  });
});

describe('parseUnifiedDiffText', () => {
  it('places lines and deletions at the real names of quoted and spaced files', () => {
    const d = [
      'diff --git "a/tab\\tx.sql" "b/tab\\tx.sql"',
      'new file mode 100644',
      '--- /dev/null',
      '+++ "b/tab\\tx.sql"',
      '@@ -0,0 +1 @@',
      '+DROP TABLE x;',
      'diff --git "a/\\320\\274.sql" "b/\\320\\274.sql"',
      'deleted file mode 100644',
      '--- "a/\\320\\274.sql"',
      '+++ /dev/null',
      '@@ -1 +0,0 @@',
      '-x',
      'diff --git a/with space.sql b/with space.sql',
      'deleted file mode 100644',
      'Binary files a/with space.sql and /dev/null differ',
      '',
    ].join('\n');
    const p = parseUnifiedDiffText(d);
    expect(p.added).toEqual([{ file: 'tab\tx.sql', line: 1, text: 'DROP TABLE x;' }]);
    expect(p.deletedFiles).toEqual(['м.sql', 'with space.sql']);
    expect(p.newFiles).toEqual(['tab\tx.sql']);
  });

  it('names the files it adds, not those it changes, renames or deletes', () => {
    const d = [
      'diff --git a/old.sql b/old.sql',
      '--- a/old.sql',
      '+++ b/old.sql',
      '@@ -1 +1 @@',
      '-x',
      '+new file mode 100644',
      'diff --git a/n.md b/n.md',
      'new file mode 100644',
      '--- /dev/null',
      '+++ b/n.md',
      '@@ -0,0 +1 @@',
      '+hi',
      'diff --git a/a.md b/b.md',
      'similarity index 90%',
      'rename from a.md',
      'rename to b.md',
      '--- a/a.md',
      '+++ b/b.md',
      '@@ -1 +1 @@',
      '-a',
      '+b',
      '',
    ].join('\n');
    expect(parseUnifiedDiffText(d).newFiles).toEqual(['n.md']);
  });

  it('numbers the lines of a file that ends them with CR alone as the checks read it', () => {
    const d = ['diff --git a/h.md b/h.md', '--- a/h.md', '+++ b/h.md', '@@ -0,0 +1 @@', '+# H\rok\rgit reset --hard HEAD\r', ''].join('\n');
    expect(parseUnifiedDiffText(d).added).toEqual([
      { file: 'h.md', line: 1, text: '# H' },
      { file: 'h.md', line: 2, text: 'ok' },
      { file: 'h.md', line: 3, text: 'git reset --hard HEAD' },
    ]);
  });
});

describe('parseUnifiedDiffText with keepHunk', () => {
  // Diffs of a few files and hunks whose lines hold CRs, CRLF ends, `\ No newline` markers, lines that look like
  // headers, and hunks whose counts are off (a malformed hunk ends at the first line that is none of its own).
  const bodyLine = fc.constantFrom('+a', '+X b', '-c', '-X', ' d', ' X', '', '\r', '+e\rf', '+g\r', '\\ No newline at end of file', '+++ b/x', '--- a/y', '@@ -1 +1 @@', '@@ -0,0 +1,2 @@', 'diff --git a/z b/z', 'junk');
  const hunk = fc.record({ old: fc.integer({ min: 0, max: 4 }), neu: fc.integer({ min: 0, max: 4 }), lines: fc.array(bodyLine, { maxLength: 8 }) });
  const file = fc.record({ name: fc.constantFrom('a.sql', 'b c.md', 'd.py'), deleted: fc.boolean(), hunks: fc.array(hunk, { maxLength: 3 }) });
  const diffText = fc.array(file, { maxLength: 4 }).map((files) =>
    files
      .flatMap((f) => [`diff --git a/${f.name} b/${f.name}`, ...(f.deleted ? ['deleted file mode 100644'] : []), `--- a/${f.name}`, `+++ b/${f.name}`, ...f.hunks.flatMap((h) => [`@@ -1,${h.old} +1,${h.neu} @@`, ...h.lines])])
      .join('\n'),
  );
  /** The hunk each line of an unfiltered parse came from, by the hunks' texts as keepHunk sees them. */
  const hunkTexts = (d: string) => {
    const texts: string[] = [];
    parseUnifiedDiffText(d, (h) => (texts.push(h), true));
    return texts;
  };

  it('keeping every hunk reads as without keepHunk', () => {
    fc.assert(
      fc.property(diffText, (d) => {
        expect(parseUnifiedDiffText(d, () => true)).toEqual(parseUnifiedDiffText(d));
      }),
      { numRuns: 500 },
    );
  });

  it('keeping no hunk keeps every file header and no line', () => {
    fc.assert(
      fc.property(diffText, (d) => {
        const all = parseUnifiedDiffText(d);
        const none = parseUnifiedDiffText(d, () => false);
        expect([none.added, none.removed, none.context]).toEqual([[], [], []]);
        expect([none.deletedFiles, none.binaryFiles, none.notText]).toEqual([all.deletedFiles, all.binaryFiles, all.notText]);
      }),
      { numRuns: 500 },
    );
  });

  it('keeping the hunks that hold an X gives the lines of those hunks, numbered as before', () => {
    fc.assert(
      fc.property(diffText, (d) => {
        const texts = hunkTexts(d);
        const kept = parseUnifiedDiffText(d, (h) => h.includes('X'));
        // Each hunk's lines, one parse per hunk kept alone, in order: what the filtered parse must hold.
        const alone = texts.map((_, k) => {
          let n = -1;
          return parseUnifiedDiffText(d, () => ++n === k);
        });
        const want = (key: 'added' | 'removed' | 'context') => alone.filter((_, k) => texts[k]!.includes('X')).flatMap((p) => p[key]!);
        expect(kept.added).toEqual(want('added'));
        expect(kept.removed).toEqual(want('removed'));
        expect(kept.context).toEqual(want('context'));
        // And together the hunks hold every line of the unfiltered parse.
        expect(alone.flatMap((p) => p.added)).toEqual(parseUnifiedDiffText(d).added);
      }),
      { numRuns: 500 },
    );
  });
});
