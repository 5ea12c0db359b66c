// acceptance-log-paths reads its citations as handoff-paths does under recommended: a monorepo engagement's
// evidence in the git work tree around the project, and a path named only as absent as no evidence.
import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/acceptance-log-paths.js';
import { criteria } from '../../helpers.js';
import { lint } from '../../rule-tester.js';

const TARGET = 'repo/services/billing/engagement';
const recommended = { preset: 'recommended' as const };
const compat = { preset: 'compat' as const };
/** Files relative to the engagement folder: `../` is the project (services/billing), `../../../` the repository. */
const repo = {
  'criteria.md': criteria(),
  '../../../.git/HEAD': 'ref: refs/heads/fix\n',
  '../src/proration.ts': 'x',
  '../../../packages/money/src/index.ts': 'x',
};
const log = (...lines: string[]) => ['# Acceptance log', '', '## Iteration 1', '', ...lines, '', '### Verdict: ACCEPT', ''].join('\n');

describe('acceptance-log-paths: citations read as handoff-paths reads them', () => {
  it('recommended: evidence in a shared package of the same repository exists; compat refuses it as outside the project root', async () => {
    const files = { ...repo, 'acceptance-log.md': log('Evidence: `../../packages/money/src/index.ts`, `packages/money/src/index.ts` and `src/proration.ts`.') };
    const r = await lint(rule, { target: TARGET, files, options: recommended });
    expect([r.status, r.detail]).toEqual(['pass', '3 cited evidence paths exist (iteration 1, the accepted one)']);
    const c = await lint(rule, { target: TARGET, files, options: compat });
    expect(c.status).toBe('fail');
    expect(c.detail).toMatch(/paths outside the project root: \.\.\/\.\.\/packages\/money\/src\/index\.ts/);
  });

  it('recommended: evidence missing from the work tree is phantom evidence, and a path out of it stays outside', async () => {
    const files = { ...repo, 'acceptance-log.md': log('Evidence: `../../packages/money/src/gone.ts` and `../../../../elsewhere/x.ts`.') };
    const r = await lint(rule, { target: TARGET, files, options: recommended });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('phantom evidence paths: ../../packages/money/src/gone.ts; paths outside the project root: ../../../../elsewhere/x.ts');
  });

  it('recommended: a folder named only as absent cites no evidence; the same folder cited as evidence still fails', async () => {
    const absent = await lint(rule, { files: { 'criteria.md': criteria(), 'acceptance-log.md': log('Docs: N/A — no `docs/` change in this round.') }, options: recommended });
    expect(absent.status).toBe('pass');
    const cited = await lint(rule, { files: { 'criteria.md': criteria(), 'acceptance-log.md': log('Docs: see `docs/guide.md`.') }, options: recommended });
    expect([cited.status, cited.detail]).toEqual(['fail', 'phantom evidence paths: docs/guide.md']);
    const compatRead = await lint(rule, { files: { 'criteria.md': criteria(), 'acceptance-log.md': log('Docs: N/A — no `docs/` change in this round.') }, options: compat });
    expect(compatRead.status).toBe('fail');
  });
});
