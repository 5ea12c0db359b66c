/**
 * A folder named outright that holds engagements rather than being one (an archive of them, a
 * folder of projects each holding `engagement/`): refused, naming them, where it was once linted as
 * one engagement whose every child was a rogue entry. A folder that is an engagement, a project
 * holding one, an empty folder and a folder of other files are linted as before.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { packs } from '@engagement-lint/rules';
import { globMatchKind } from '../packages/core/src/kinds.js';
import { lintTarget, resolveTarget } from '../packages/core/src/lint.js';
import { UsageError } from '../packages/core/src/engine.js';
import { MAX_CHILD_FOLDERS, MAX_DEEPER_FOLDERS, MAX_SEARCH_DEPTH } from '../rules/engagement/pack.js';
import { checkTargets, expandTargets } from '../packages/cli/src/targets.js';
import { cleanupTrees, fakeSystem, writeTree, type Tree } from './rule-tester.js';

afterAll(cleanupTrees);
afterEach(() => vi.restoreAllMocks());

const CRITERIA = '---\nengagement: billing\nsize: S\n---\n# Criteria\n';
/** What naming `abs` lints (kind and path), or the refusal's message. */
async function named(abs: string, shown = 'arch', kind?: string): Promise<string> {
  try {
    const r = await resolveTarget(abs, shown, packs, kind);
    return `${r.pack.id}: ${path.relative(abs, r.abs) || '.'}`;
  } catch (e) {
    expect(e).toBeInstanceOf(UsageError);
    return (e as Error).message;
  }
}
/** A project holding an engagement and its code, under `at`. */
const project = (at: string): Tree => ({ [`${at}/engagement/criteria.md`]: CRITERIA, [`${at}/engagement/handoff.md`]: '# Handoff\n', [`${at}/src/app.ts`]: '', [`${at}/tests/`]: '' });

describe('a folder holding engagements rather than being one', () => {
  it('of engagement folders (each holding criteria.md) is refused, naming them, with the glob that lints them all', async () => {
    const dir = writeTree({ 'a/criteria.md': CRITERIA, 'b/criteria.md': CRITERIA, 'c/handoff.md': '# x\n', 'c/criteria.md': CRITERIA, 'README.md': '# Old engagements\n' });
    expect(await named(dir)).toBe('not an engagement folder: arch (it holds 3 engagement folders: arch/a, arch/b, arch/c; name one, or lint them all with arch/*/)');
    await expect(lintTarget(dir, { packs, rules: (p) => p.rules(), git: false, system: fakeSystem() })).rejects.toThrow(`not an engagement folder: ${dir} (it holds 3 engagement folders: ${dir}/a, ${dir}/b, ${dir}/c;`);
  });

  it('of projects each holding engagement/ is refused, naming their engagement folders, first ten and a count', async () => {
    const dir = writeTree({ ...project('2025-01'), ...project('2025-02'), ...project('2026-01'), 'src/': '', 'notes.txt': '' });
    expect(await named(dir)).toBe('not an engagement folder: arch (it holds 3 engagement folders: arch/2025-01/engagement, arch/2025-02/engagement, arch/2026-01/engagement; name one, or lint them all with arch/*/engagement/)');
    // --kind engagement says what kind, not that the folder is one.
    expect(await named(dir, 'arch', 'engagement')).toMatch(/^not an engagement folder: arch \(it holds 3 /);
    const many = writeTree(Object.assign({}, ...Array.from({ length: 12 }, (_, i) => project(`p${String(i).padStart(2, '0')}`))));
    const first = Array.from({ length: 10 }, (_, i) => `arch/p0${i}/engagement`).join(', ');
    expect(await named(many)).toBe(`not an engagement folder: arch (it holds 12 engagement folders: ${first} (+2 more); name one, or lint them all with arch/*/engagement/)`);
  });

  it('of both kinds is offered the glob of every child folder; the name given is kept as written', async () => {
    const dir = writeTree({ ...project('p'), 'q/criteria.md': CRITERIA });
    expect(await named(dir, 'old/arch/')).toBe('not an engagement folder: old/arch/ (it holds 2 engagement folders: old/arch/p/engagement, old/arch/q; name one, or lint them all with old/arch/*/)');
    expect(await named(dir, '.')).toMatch(/; name one, or lint them all with \*\/\)$/);
    // A name that would not read as itself in a glob or a shell is quoted in one, where a quote can hold it.
    expect(await named(dir, 'my [old] work')).toBe("not an engagement folder: my [old] work (it holds 2 engagement folders: my [old] work/p/engagement, my [old] work/q; name one, or lint them all with 'my [old] work'/*/)");
    expect(await named(dir, "it's old")).toBe("not an engagement folder: it's old (it holds 2 engagement folders: it's old/p/engagement, it's old/q; name one to lint it)");
  });

  it('holding one is refused too, naming it whole', async () => {
    const dir = writeTree({ ...project('app'), 'docs/guide.md': '# Guide\n' });
    expect(await named(dir, 'work')).toBe('not an engagement folder: work (it holds one engagement folder: name work/app/engagement to lint it)');
  });

  it('is refused by the CLI too, and its glob lints each engagement', async () => {
    const cwd = writeTree({ ...project('engagement-archived/2025-01'), ...project('engagement-archived/2025-02'), ...project('engagement-archived/2026-01') });
    await expect(checkTargets(await expandTargets(['engagement-archived'], cwd), undefined, cwd)).rejects.toThrow(
      'not an engagement folder: engagement-archived (it holds 3 engagement folders: engagement-archived/2025-01/engagement, engagement-archived/2025-02/engagement, engagement-archived/2026-01/engagement; name one, or lint them all with engagement-archived/*/engagement/)',
    );
    const linted = (await checkTargets(await expandTargets(['engagement-archived/*/engagement/'], cwd), undefined, cwd)).linted;
    expect(linted.map((t) => path.relative(cwd, t))).toEqual(['2025-01', '2025-02', '2026-01'].map((p) => path.join('engagement-archived', p, 'engagement')));
    // As a glob's match the folder is no target, as before.
    const arch = path.join(cwd, 'engagement-archived');
    expect(await globMatchKind(arch, fs.statSync(arch), packs)).toBeUndefined();
  });
});

describe('a folder holding engagements two levels down (a repository keeping them in a folder of their own)', () => {
  it('is refused, naming them, with the glob that lints them all', async () => {
    const repo = writeTree({ ...project('jobs/billing'), ...project('jobs/search'), 'src/app.ts': '', 'README.md': '# App\n' });
    expect(await named(repo, '.')).toBe('not an engagement folder: . (it holds 2 engagement folders: jobs/billing/engagement, jobs/search/engagement; name one, or lint them all with jobs/*/engagement/)');
    const archive = writeTree({ 'engagements/2025-01/criteria.md': CRITERIA, 'engagements/2025-02/criteria.md': CRITERIA, 'docs/guide.md': '# Guide\n' });
    expect(await named(archive, 'repo')).toBe('not an engagement folder: repo (it holds 2 engagement folders: repo/engagements/2025-01, repo/engagements/2025-02; name one, or lint them all with repo/engagements/*/)');
    // In two folders: each level's differing names are `*`.
    const two = writeTree({ ...project('a/x'), ...project('b/y') });
    expect(await named(two, 'repo')).toMatch(/it holds 2 engagement folders: repo\/a\/x\/engagement, repo\/b\/y\/engagement; name one, or lint them all with repo\/\*\/\*\/engagement\/\)$/);
    // Engagements and projects side by side: the glob of the folders holding them.
    const mixed = writeTree({ ...project('jobs/p'), 'jobs/q/criteria.md': CRITERIA });
    expect(await named(mixed, 'repo')).toMatch(/it holds 2 engagement folders: repo\/jobs\/p\/engagement, repo\/jobs\/q; name one, or lint them all with repo\/jobs\/\*\/\)$/);
    // A folder name below that a glob would read otherwise leaves the glob out.
    expect(await named(writeTree({ ...project('my jobs/a'), ...project('my jobs/b') }), 'repo')).toMatch(/; name one to lint it\)$/);
  });

  it('one alone is named whole; the CLI refuses the folder and lints the glob', async () => {
    expect(await named(writeTree({ ...project('work/app'), 'docs/guide.md': '# Guide\n' }), 'repo')).toBe('not an engagement folder: repo (it holds one engagement folder: name repo/work/app/engagement to lint it)');
    const cwd = writeTree({ ...project('jobs/billing'), ...project('jobs/search') });
    await expect(checkTargets(await expandTargets(['.'], cwd), undefined, cwd)).rejects.toThrow('lint them all with jobs/*/engagement/)');
    const linted = (await checkTargets(await expandTargets(['jobs/*/engagement/'], cwd), undefined, cwd)).linted;
    expect(linted.map((t) => path.relative(cwd, t))).toEqual(['billing', 'search'].map((p) => path.join('jobs', p, 'engagement')));
  });

  it('is not looked for where a level down already holds engagements, or in an engagement being written', async () => {
    // Every level's are listed; one `*` a level reaches no engagement a level deeper that is no project's `engagement/`.
    expect(await named(writeTree({ 'a/criteria.md': CRITERIA, 'b/c/criteria.md': CRITERIA }))).toBe('not an engagement folder: arch (it holds 2 engagement folders: arch/a, arch/b/c; name one to lint it)');
    expect(await named(writeTree({ 'a/engagement/criteria.md': CRITERIA, 'b/c/d/engagement/criteria.md': CRITERIA }))).toBe("not an engagement folder: arch (it holds 2 engagement folders: arch/a/engagement, arch/b/c/d/engagement; name one, or lint them all with 'arch/**/engagement/')");
    // A child folder holding the protocol's entries is an engagement being written: its folders are its own.
    expect(await named(writeTree({ 'draft/handoff.md': '# Handoff\n', 'draft/old/criteria.md': CRITERIA }))).toBe('engagement: .');
    // Folders a glob's `*` passes over are not looked into at either level.
    expect(await named(writeTree({ 'jobs/.old/criteria.md': CRITERIA, '.jobs/a/criteria.md': CRITERIA, 'node_modules/a/criteria.md': '', 'jobs/node_modules/engagement/criteria.md': CRITERIA }))).toBe('engagement: .');
  });

  it(`looks into at most ${MAX_DEEPER_FOLDERS} folders below the first level, down to ${MAX_SEARCH_DEPTH} levels, and says when there were more`, async () => {
    const deep = (count: number, prefix: string): Tree => Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}${String(i).padStart(3, '0')}/`, '']));
    // The first folders already fill the bound: the engagements past them are unseen.
    expect(await named(writeTree({ ...deep(MAX_DEEPER_FOLDERS, 'a/x'), 'b/y/criteria.md': CRITERIA }))).toBe('engagement: .');
    // Within it: refused, the count a lower bound.
    const dir = writeTree({ 'a/p1/criteria.md': CRITERIA, 'a/p2/criteria.md': CRITERIA, ...deep(MAX_DEEPER_FOLDERS, 'b/x') });
    expect(await named(dir)).toBe('not an engagement folder: arch (it holds 2 or more engagement folders: arch/a/p1, arch/a/p2; name one, or lint them all with arch/*/*/)');
    // Four levels down (`jobs/<team>/<job>/engagement`), not five.
    expect(await named(writeTree({ 'jobs/billing/a/engagement/criteria.md': CRITERIA, 'jobs/ops/c/engagement/criteria.md': CRITERIA }), '.')).toBe('not an engagement folder: . (it holds 2 engagement folders: jobs/billing/a/engagement, jobs/ops/c/engagement; name one, or lint them all with jobs/*/*/engagement/)');
    expect(await named(writeTree({ 'a/b/c/d/criteria.md': CRITERIA, 'a/b/c/e/criteria.md': CRITERIA }))).toBe('not an engagement folder: arch (it holds 2 engagement folders: arch/a/b/c/d, arch/a/b/c/e; name one, or lint them all with arch/a/b/c/*/)');
    expect(await named(writeTree({ 'a/b/c/d/e/criteria.md': CRITERIA }))).toBe('engagement: .');
  });
});

describe("a folder that is none: a repository's top, a folder of contracts by other names", () => {
  const contract = fs.readFileSync(path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'examples/contracts/pass-team.dc.yaml'), 'utf8');

  it("a repository's top holding no engagement is refused, with what to name", async () => {
    const repo = writeTree({ '.git/HEAD': 'ref: refs/heads/main\n', 'src/app.ts': '', 'notes/todo.md': '# x\n', 'README.md': '# App\n' });
    expect(await named(repo, '.')).toBe("not an engagement folder: . (it is a repository's top folder and holds no engagement folder within 4 levels of it: name the engagement folder (the one holding criteria.md), or write criteria.md where the engagement is to be)");
    // A `.git` file (a worktree, a submodule) is a repository's top too.
    expect(await named(writeTree({ '.git': 'gitdir: ../x/.git/worktrees/a\n', 'src/a.ts': '' }), '.')).toMatch(/^not an engagement folder: \. \(it is a repository's top folder/);
  });

  it('a repository that is an engagement, is being started as one, or holds one, is linted as before', async () => {
    expect(await named(writeTree({ '.git/HEAD': '', 'criteria.md': CRITERIA }))).toBe('engagement: .');
    expect(await named(writeTree({ '.git/HEAD': '', 'handoff.md': '# Handoff\n' }))).toBe('engagement: .');
    expect(await named(writeTree({ '.git/HEAD': '', 'engagement/criteria.md': CRITERIA }))).toBe('engagement: engagement');
    const named2 = writeTree({ 'engagement/.git/HEAD': '' });
    expect(await named(path.join(named2, 'engagement'))).toBe('engagement: .');
    // No repository: an empty folder, or one of other files, may be an engagement being started.
    expect(await named(writeTree({ 'src/app.ts': '' }))).toBe('engagement: .');
  });

  it('a folder whose every file is a delegation contract by its content is refused, naming them', async () => {
    const dir = writeTree({ 'billing.yml': contract, 'search.yaml': contract, 'README.md': '# Contracts\n' });
    expect(await named(dir, 'contracts')).toBe('not an engagement folder: contracts (it holds delegation contracts: billing.yml, search.yaml; name one, or lint them all with a glob of their names)');
    // One file that is no contract among them, or a file of another kind, leaves it an engagement being written.
    expect(await named(writeTree({ 'billing.yml': contract, 'ci.yml': 'on: push\njobs: {}\n' }))).toBe('engagement: .');
    expect(await named(writeTree({ 'billing.yml': contract, 'notes.md': '# x\n' }))).toBe('engagement: .');
  });

  it('a folder of contract renderings or Graph Protocol transcripts is refused, naming them', async () => {
    const example = (rel: string) => fs.readFileSync(path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'examples', rel), 'utf8');
    const [rendering, graph] = [example('contracts/pass-rendering.md'), example('graphs/fail-order.md')];
    expect(await named(writeTree({ 'contract.md': rendering }), 'md')).toBe('not an engagement folder: md (it holds delegation contracts: contract.md; name one)');
    expect(await named(writeTree({ 'search-rebuild.md': graph, 'README.md': '# Plans\n' }), 'plans')).toBe('not an engagement folder: plans (it holds Graph Protocol documents: search-rebuild.md; name one)');
    expect(await named(writeTree({ 'search-rebuild.md': graph, 'billing.yml': contract }), 'both')).toBe('not an engagement folder: both (it holds delegation contracts: billing.yml; Graph Protocol documents: search-rebuild.md; name one, or lint them all with a glob of their names)');
    // Beside a file of another kind, or any entry of an engagement's (its plan.md may hold the lead's graph), it is an engagement being written.
    expect(await named(writeTree({ 'search-rebuild.md': graph, 'notes.md': '# x\n' }))).toBe('engagement: .');
    expect(await named(writeTree({ 'plan.md': graph }))).toBe('engagement: .');
  });

  it('a folder of Epiphany state folders is refused, naming them; one state folder in it is linted as Epiphany', async () => {
    const map = 'objective: x\n';
    const dir = writeTree({ 'README.md': '# Runs\n', 'run-a/state/map.yaml': map, 'run-b/state/branches.json': '[]\n', 'notes/x.md': '# x\n' });
    expect(await named(dir, 'runs')).toBe('not an engagement folder: runs (it holds Epiphany state folders: run-a, run-b; name one, or lint them all with a glob of their names)');
    expect(await named(path.join(dir, 'run-a'))).toBe('epiphany: .');
    // A state folder beside an engagement's own entry leaves it an engagement (its scratch notes, say).
    expect(await named(writeTree({ 'criteria.md': '---\nsize: S\n---\n', 'run-a/state/map.yaml': map }))).toBe('engagement: .');
  });
});

describe('a folder that is an engagement, or stands for one', () => {
  it('is linted whatever engagement-like folders it holds', async () => {
    const below = { 'a/criteria.md': CRITERIA, 'b/engagement/criteria.md': CRITERIA, 'c/criteria.md': CRITERIA };
    // By its criteria.md, by any other entry of the protocol's (an engagement being written), in any case.
    for (const own of ['criteria.md', 'handoff.md', 'acceptance-log.md', 'iteration', 'validation-log.md', 'tasks/', 'executor-reports/', 'Handoff.md']) {
      expect(await named(writeTree({ [own]: own.endsWith('/') ? '' : '# x\n', ...below })), own).toBe('engagement: .');
    }
    // By its name.
    const base = writeTree({ 'engagement/a/criteria.md': CRITERIA, 'engagement/b/criteria.md': CRITERIA });
    expect(await named(path.join(base, 'engagement'))).toBe('engagement: .');
  });

  it('a project holding engagement/ stands for it, beside other projects', async () => {
    const dir = writeTree({ 'engagement/criteria.md': CRITERIA, ...project('old-1'), ...project('old-2') });
    expect(await named(dir)).toBe('engagement: engagement');
  });

  it('an empty folder is linted as an engagement being started: criteria.md missing is the finding', async () => {
    const dir = writeTree({});
    expect(await named(dir)).toBe('engagement: .');
    const report = await lintTarget(dir, { packs, rules: (p) => p.rules(), git: false, system: fakeSystem() });
    expect(report.checks.find((c) => c.name === 'criteria-frontmatter')?.detail).toBe('criteria.md is missing');
  });

  it('a folder of other files and folders is linted as before', async () => {
    const dir = writeTree({ 'README.md': '# x\n', 'src/app.ts': '', 'docs/notes/criteria.txt': '', 'tests/engagement.test.ts': '' });
    expect(await named(dir)).toBe('engagement: .');
    // Folders a glob's `*` passes over are not looked into.
    expect(await named(writeTree({ '.old/criteria.md': CRITERIA, '.older/engagement/criteria.md': CRITERIA, 'node_modules/criteria.md': '' }))).toBe('engagement: .');
  });
});

describe('how far a folder is looked into', () => {
  const empty = (count: number, prefix: string): Tree => Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}${String(i).padStart(3, '0')}/`, '']));

  it(`looks into its first ${MAX_CHILD_FOLDERS} folders by name, and says when there were more`, async () => {
    // Engagements only past the first folders: not seen, the folder is linted as before.
    expect(await named(writeTree({ ...empty(MAX_CHILD_FOLDERS, 'a'), 'z1/criteria.md': CRITERIA, 'z2/criteria.md': CRITERIA }))).toBe('engagement: .');
    // Within them: refused, the count a lower bound.
    const dir = writeTree({ 'a1/criteria.md': CRITERIA, 'a2/criteria.md': CRITERIA, ...empty(MAX_CHILD_FOLDERS, 'b') });
    expect(await named(dir)).toBe('not an engagement folder: arch (it holds 2 or more engagement folders: arch/a1, arch/a2; name one, or lint them all with arch/*/)');
    // Exactly that many folders: all were seen.
    const full = writeTree({ 'a1/criteria.md': CRITERIA, 'a2/criteria.md': CRITERIA, ...empty(MAX_CHILD_FOLDERS - 2, 'b') });
    expect(await named(full)).toMatch(/it holds 2 engagement folders: arch\/a1, arch\/a2;/);
  });

  it('tells its files from its folders by the listing, without a look-up each', async () => {
    const files: Tree = Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`f${i}.md`, '']));
    const dir = writeTree({ ...files, ...project('p1'), ...project('p2') });
    const lstat = vi.spyOn(fs, 'lstatSync');
    expect(await named(dir)).toMatch(/^not an engagement folder: arch \(it holds 2 engagement folders: arch\/p1\/engagement, arch\/p2\/engagement;/);
    expect(lstat.mock.calls.length).toBeLessThan(40);
  });
});
