// A project folder named outright lints its folder targets (an Epiphany state/, an engagement/); a file of another
// kind right in it (a graph transcript, a contract) is no part of them, and is said on stderr rather than passed unseen.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, repoRoot } from './cli-helpers.js';
import { cleanupTrees, criteria, writeTree } from './helpers.js';

afterAll(cleanupTrees);

const example = (rel: string) => fs.readFileSync(path.join(repoRoot, 'examples', rel), 'utf8');
const state = Object.fromEntries(fs.readdirSync(path.join(repoRoot, 'examples/epiphany/clean/state')).map((f) => [`run/state/${f}`, example(`epiphany/clean/state/${f}`)]));

describe('files of another kind in a project folder named outright', () => {
  it('a graph transcript beside an Epiphany state/ is named on stderr; the state is linted', () => {
    const root = writeTree({ ...state, 'run/plan.md': example('graphs/fail-plan.md'), 'run/README.md': '# Run\n', 'run/notes.txt': 'x\n' });
    const r = cli(['run', '--no-git', '--json'], { cwd: root });
    expect(r.code).toBe(0);
    expect(r.json.kind).toBe('epiphany');
    expect(r.stderr).toBe(`engagement-lint: note: run also holds ${path.join('run', 'plan.md')} (Graph Protocol), not linted with it; name it to lint it\n`);
  });

  it('a contract and a graph beside a project\'s engagement/ are both named', () => {
    const root = writeTree({ 'p/engagement/criteria.md': criteria({ size: 'S' }), 'p/plan.md': example('graphs/passing-sarif-output.md'), 'p/team.dc.yaml': example('contracts/pass-team.dc.yaml') });
    const r = cli(['p', '--no-git', '--json'], { cwd: root });
    expect(r.stderr).toContain(`note: p also holds ${path.join('p', 'plan.md')} (Graph Protocol), ${path.join('p', 'team.dc.yaml')} (Delegation contract), not linted with it; name them to lint them`);
  });

  it('an engagement folder named outright says nothing of its own plan.md, nor a folder of plain files', () => {
    const root = writeTree({ 'engagement/criteria.md': criteria({ size: 'S' }), 'engagement/plan.md': example('graphs/passing-sarif-output.md'), ...state, 'run/notes.md': '# notes\n' });
    expect(cli(['engagement', '--no-git', '--json'], { cwd: root }).stderr).not.toContain('also holds');
    expect(cli(['run', '--no-git', '--json'], { cwd: root }).stderr).toBe('');
  });
});
