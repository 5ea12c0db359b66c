import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taskFilesOverlap, waveOverlaps, withWaveFolders, type WaveEntry } from '../packages/core/src/model/task-files.js';
import { taskFilePath } from '../packages/core/src/model/plan/tasks.js';

// Paths that nest, globs, folders, `./` prefixes, a file and a folder of the same name, and bare wildcards.
const PATHS = ['src/a.ts', './src/a.ts', 'src/', 'src', 'src/api/', 'src/api/users.ts', 'src/api/*.ts', 'src/apiary.ts', 'docs/x.md', 'docs/', '*', '**/*.ts', '/', '/etc/x', 'src//a.ts'];

describe('waveOverlaps', () => {
  it('finds for each entry exactly the other tasks that taskFilesOverlap finds pair by pair', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ task: fc.nat({ max: 4 }), text: fc.constantFrom(...PATHS) }), { maxLength: 24 }), (entries: WaveEntry[]) => {
        const found = waveOverlaps(entries, Infinity);
        entries.forEach((e, i) => {
          const expected = new Set(entries.filter((o) => o.task !== e.task && taskFilesOverlap(e.text, o.text)).map((o) => o.task));
          const named = found[i]!.named;
          for (const j of named) {
            expect(entries[j]!.task).not.toBe(e.task);
            expect(taskFilesOverlap(e.text, entries[j]!.text)).toBe(true);
          }
          expect(new Set(named.map((j) => entries[j]!.task))).toEqual(expected);
          expect(found[i]!.more).toBe(false);
        });
      }),
    );
  });

  it('names at most `limit` overlaps per entry and says there are more', () => {
    const entries = Array.from({ length: 5000 }, (_, task) => ({ task, text: task % 2 ? 'src/shared.ts' : './src/shared.ts' }));
    const found = waveOverlaps(entries, 3);
    expect(found).toHaveLength(5000);
    expect(found[0]).toEqual({ named: [1, 2, 3], more: true });
    expect(found[4999]!.named).toHaveLength(3);
    expect(found.every((f) => f.more)).toBe(true);
  });

  it('says nothing more when the overlaps fit the limit, and skips the entry’s own task', () => {
    const entries = [
      { task: 0, text: 'src/' },
      { task: 0, text: 'src/a.ts' },
      { task: 1, text: 'src/a.ts' },
      { task: 2, text: 'lib/b.ts' },
    ];
    expect(waveOverlaps(entries, 3)).toEqual([
      { named: [2], more: false },
      { named: [2], more: false },
      { named: [0, 1], more: false },
      { named: [], more: false },
    ]);
  });
});

describe('withWaveFolders', () => {
  it('reads a bare entry that another entry of the wave lies under as its folder, and nothing else', () => {
    expect(withWaveFolders(['src/api', 'src/api/routes.ts', './src/api', 'src/apiary.ts', 'src/api.ts'])).toEqual(['src/api/', 'src/api/routes.ts', 'src/api/', 'src/apiary.ts', 'src/api.ts']);
    expect(withWaveFolders(['src/api', 'lib/x.ts'])).toEqual(['src/api', 'lib/x.ts']);
    expect(withWaveFolders(['src/*.ts', 'src', 'docs'])).toEqual(['src/*.ts', 'src/', 'docs']);
    const texts = withWaveFolders(['src/api', 'src/api/routes.ts']);
    expect(waveOverlaps([{ task: 0, text: texts[0]! }, { task: 1, text: texts[1]! }], 3)).toEqual([{ named: [1], more: false }, { named: [0], more: false }]);
  });
});

describe('taskFilePath', () => {
  it('reads the path part of a files entry with a description', () => {
    expect(taskFilePath('`docs/api/invoices.md` — example responses')).toBe('docs/api/invoices.md');
    expect(taskFilePath('docs/api/invoices.md (example responses section)')).toBe('docs/api/invoices.md');
    expect(taskFilePath('tests/pdf-route.test.ts   (route cases)')).toBe('tests/pdf-route.test.ts');
    expect(taskFilePath('src/a.ts - the route')).toBe('src/a.ts');
    expect(taskFilePath('src/a.ts: the route')).toBe('src/a.ts');
    expect(taskFilePath('src/a.ts')).toBe('src/a.ts');
    expect(taskFilePath('assets/My Logo.svg')).toBe('assets/My Logo.svg');
    expect(taskFilePath('src/my-file.ts')).toBe('src/my-file.ts');
  });

  it('stays linear on long blank runs and dash runs', () => {
    taskFilePath(`a${' '.repeat(100_000)}b`);
    taskFilePath(' -'.repeat(50_000));
    taskFilePath(`\`${'a'.repeat(100_000)}`);
  });
});
