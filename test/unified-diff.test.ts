// git's diff as danger-scan reads it: file names as git quotes them, read back to the real names.
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
