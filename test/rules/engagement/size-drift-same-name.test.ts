// A long §1 --stat and a long git diff sharing one file name: each diff file is matched against §1 (and each
// §1 notebook against the diff) through an index, not by a scan of the other list. These assert what is read;
// the time of such inputs is held by bench/hostile.mjs (size-drift-*-20k-one-name).
import { describe, expect, it } from 'vitest';
import { MarkdownDoc, type SizeObservations } from '@engagement-lint/core/kit';
import { filesMissingFromS1 } from '../../../rules/engagement/lib/git-change.js';
import { summaryAsCode, type NotebookCount } from '../../../rules/engagement/lib/notebook-code.js';

const doc = (text: string) => new MarkdownDoc({ rel: 'handoff.md', abs: '/handoff.md', text, lines: text.split('\n'), bytes: text.length, problems: [] });
const N = 20_000;
const handoff = (paths: string[]) => doc(`# Handoff\n\n## 1. What changed\n${paths.map((p) => ` ${p} | 3 ++\n`).join('')} ${paths.length} files changed, ${3 * paths.length} insertions(+)\n`);
const change = (paths: string[]) => ({ files: paths.map((path) => ({ path, added: 3, removed: 0 })), insertions: 3 * paths.length });

describe('§1 and the git diff sharing one file name', () => {
  it(`finds the ${N} diff files §1 leaves out when §1 names ${N} others of the same name`, () => {
    const diff = Array.from({ length: N }, (_, i) => `n${i}/index.ts`);
    const s1 = Array.from({ length: N }, (_, i) => `zz${i}/index.ts`);
    const gap = filesMissingFromS1(handoff(s1), change(diff));
    expect(gap?.missing.length).toBe(N);
  });

  it('still takes a path, a longer or shorter one and a git-cut one for the same file', () => {
    const s1 = [...Array.from({ length: N }, (_, i) => `zz${i}/index.ts`), 'src/a/index.ts', 'index.ts', '.../deep/b/index.ts', '...ook/c/index.ts'];
    const diff = ['pkg/src/a/index.ts', 'top/index.ts', 'x/deep/b/index.ts', 'notebook/c/index.ts', 'nobook/d/index.ts'];
    const h = handoff(s1);
    // `index.ts` alone names every index.ts: only a §1 without it leaves d/ out.
    expect(filesMissingFromS1(h, change(diff))?.missing).toEqual([]);
    const without = handoff(s1.filter((p) => p !== 'index.ts'));
    expect(filesMissingFromS1(without, change(diff))?.missing.map((f) => f.path)).toEqual(['top/index.ts', 'nobook/d/index.ts']);
  });

  it(`counts each of ${N} same-name notebooks of §1 by the diff file it is`, () => {
    const paths = Array.from({ length: N }, (_, i) => `n${i}/x.ipynb`);
    const h = handoff([...paths].reverse());
    const line = h.lines.length - 1;
    const obs = { loc: 3 * N, diff: { source: 'stat-summary', line, files: N, insertions: 3 * N } } as unknown as SizeObservations;
    const out: NotebookCount[] = [];
    // Every notebook's code is one line: each stat line found in the diff counts 1 of its 3 added lines.
    const read = summaryAsCode(h, obs, change(paths), () => 1, out);
    expect(read.loc).toBe(N);
    expect(out.length).toBe(N);
    expect(new Set(out.map((c) => c.path)).size).toBe(N);
  });
});
