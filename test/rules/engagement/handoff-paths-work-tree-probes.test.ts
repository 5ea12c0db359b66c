// A monorepo folder citing thousands of paths from the repository's top under one first folder: the
// project is asked once whether it holds that folder, and each distinct path is looked up once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProjectFs } from '@engagement-lint/core/io/project-fs';
import handoffPaths from '../../../rules/engagement/handoff-paths.js';
import acceptanceLogPaths from '../../../rules/engagement/acceptance-log-paths.js';
import { criteria } from '../../helpers.js';
import { lint } from '../../rule-tester.js';

const TARGET = 'repo/services/billing/engagement';
const N = 2000;
const files = {
  'criteria.md': criteria(),
  '../../../.git/HEAD': 'ref: refs/heads/fix\n',
  ...Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`../../../pkgs/p${i}/a.ts`, 'x'])),
};
/** Every cited path, twice: half that exist in the work tree, half missing from folders that exist. */
const cited = Array.from({ length: N }, (_, i) => (i < 20 ? `pkgs/p${i}/a.ts` : `pkgs/p${i % 20}/missing${i}.ts`));
const list = cited.flatMap((p) => [`- \`${p}\``, `- \`${p}\` again`]).join('\n');

/** Calls of probe(rel) on the project's own file access (not the work tree's). */
function projectProbes(rel: string) {
  const spy = vi.spyOn(ProjectFs.prototype, 'probe');
  return () => spy.mock.calls.filter((args, i) => args[0] === rel && (spy.mock.contexts[i] as ProjectFs).root.endsWith('/services/billing')).length;
}
afterEach(() => vi.restoreAllMocks());

describe('handoff-paths and acceptance-log-paths in a work tree: each first folder asked of the project once', () => {
  it('handoff-paths', async () => {
    const count = projectProbes('pkgs');
    const r = await lint(handoffPaths, { target: TARGET, files: { ...files, 'handoff.md': `# Handoff\n\n## 2. Deliverables\n${list}\n` }, options: { preset: 'recommended' } });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(new RegExp(`^missing paths: pkgs/p0/missing20\\.ts, `));
    expect(count()).toBe(1);
  });

  it('acceptance-log-paths', async () => {
    const count = projectProbes('pkgs');
    const log = `# Acceptance log\n\n## Iteration 1 — 2026-06-04 10:00\n### Verdict: ACCEPT\nEvidence:\n${list}\n`;
    const r = await lint(acceptanceLogPaths, { target: TARGET, files: { ...files, 'acceptance-log.md': log }, options: { preset: 'recommended' } });
    expect(r.status, r.detail).toBe('fail');
    expect(r.detail).toMatch(/pkgs\/p0\/missing20\.ts/);
    expect(r.detail).not.toMatch(/pkgs\/p0\/a\.ts/);
    expect(count()).toBe(1);
  });
});
