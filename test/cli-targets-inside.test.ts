// A folder inside an engagement (or another folder target) is refused as a target, as a file of
// one is: linted as an engagement of its own it would get a verdict about the wrong folder. The
// module tests run the CLI's source; the last block runs the built bundle (needs `npm run build:dist`).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkTargets, expandTargets } from '../packages/cli/src/targets.js';
import { cli, repoRoot } from './cli-helpers.js';
import { cleanupTrees, criteria, writeTree } from './helpers.js';

afterAll(cleanupTrees);

const project = () =>
  writeTree({
    '.git/HEAD': 'ref: refs/heads/main\n',
    'engagement/criteria.md': criteria({ size: 'S' }),
    'engagement/handoff.md': '# Handoff\n',
    'engagement/executor-reports/dev-backend-engineer.md': '# dev-backend-engineer\n',
    'engagement/tasks/T1/screens/a.md': 'x\n',
    'src/notify/schedule.ts': 'export const x = 1;\n',
  });

/** checkTargets as the CLI calls it, from `cwd`, for words as the user writes them. */
const linted = async (cwd: string, words: string[], kind?: string) => (await checkTargets(await expandTargets(words, cwd), kind, cwd)).linted;
const refusal = (cwd: string, words: string[], kind?: string) => linted(cwd, words, kind).then(() => 'linted', (e: Error) => e.message);

describe('a folder inside an engagement folder', () => {
  // The refusal of a file of the engagement, whose words these follow, is tested in test/packs.test.ts.
  it('is refused with one line naming the engagement folder, as a file of it is', async () => {
    const root = project();
    const sep = path.sep;
    expect(await refusal(root, ['engagement/executor-reports'])).toBe(`cannot lint engagement${sep}executor-reports on its own: it is a folder inside the engagement folder engagement${sep}; name that folder to lint it`);
    expect(await refusal(root, ['engagement/tasks/T1/screens/'])).toBe(`cannot lint engagement${sep}tasks${sep}T1${sep}screens on its own: it is a folder inside the engagement folder engagement${sep}; name that folder to lint it`);
    // Named from inside the engagement, and with the kind given.
    expect(await refusal(path.join(root, 'engagement'), ['tasks'])).toBe(`cannot lint tasks on its own: it is a folder inside the engagement folder .${sep}; name that folder to lint it`);
    expect(await refusal(root, ['engagement/executor-reports'], 'engagement')).toMatch(/^cannot lint .* on its own: it is a folder inside the engagement folder/);
  });

  it('the engagement folder, its project folder and its criteria.md lint the engagement, as before', async () => {
    const root = project();
    const engagement = path.join(root, 'engagement');
    expect(await linted(root, ['engagement'])).toEqual([engagement]);
    expect(await linted(root, ['.'])).toEqual([engagement]);
    expect(await linted(root, ['engagement/criteria.md'])).toEqual([engagement]);
    expect(await linted(engagement, ['.'])).toEqual([engagement]);
  });

  it('a folder holding its own criteria.md is an engagement wherever it sits', async () => {
    const root = project();
    fs.mkdirSync(path.join(root, 'engagement/copy'));
    fs.writeFileSync(path.join(root, 'engagement/copy/criteria.md'), criteria());
    expect(await linted(root, ['engagement/copy'])).toEqual([path.join(root, 'engagement/copy')]);
  });

  it('a criteria.md above the project (the nearest folder holding .git) makes no engagement of it', async () => {
    const outer = writeTree({ 'criteria.md': criteria(), 'proj/.git/HEAD': '', 'proj/notes/a.md': 'x\n' });
    expect(await linted(outer, ['proj/notes'])).toEqual([path.join(outer, 'proj/notes')]);
  });

  it('a folder of code beside the engagement is linted as before (named outright, any folder is)', async () => {
    const root = project();
    expect(await linted(root, ['src'])).toEqual([path.join(root, 'src')]);
  });

  it('a folder inside an Epiphany folder is refused naming it; its state/ still stands for it', async () => {
    const root = writeTree({ '.git/HEAD': '' });
    fs.cpSync(path.join(repoRoot, 'examples/epiphany/clean'), path.join(root, 'epi'), { recursive: true });
    fs.mkdirSync(path.join(root, 'epi/notes'));
    expect(await refusal(root, ['epi/notes'])).toBe(`cannot lint epi${path.sep}notes on its own: it is a folder inside the epiphany folder epi${path.sep}; name that folder to lint it`);
    expect(await linted(root, ['epi/state'])).toEqual([path.join(root, 'epi')]);
  });
});

describe('from the built CLI (needs the bundle rebuilt)', () => {
  it('a folder inside the engagement is exit 2 with one line and nothing on stdout', () => {
    const root = project();
    const r = cli(['engagement/executor-reports', '--no-git'], { cwd: root });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`engagement-lint: cannot lint engagement${path.sep}executor-reports on its own: it is a folder inside the engagement folder engagement${path.sep}; name that folder to lint it\n`);
  });
});

describe('no target given', () => {
  it('names the engagement folder here, this one, or the one this folder is in; else says what to name', () => {
    const root = writeTree({ 'proj/engagement/criteria.md': '---\nsize: S\n---\n', 'proj/engagement/executor-reports/dev.md': '# dev\n', 'elsewhere/src/a.ts': '' });
    const hint = (cwd: string) => cli([], { cwd: path.join(root, cwd) }).stderr;
    expect(hint('proj')).toBe('engagement-lint: no target given; try `engagement-lint engagement/`\n');
    expect(hint('proj/engagement')).toBe('engagement-lint: no target given; try `engagement-lint .` (the engagement folder this is)\n');
    expect(hint('proj/engagement/executor-reports')).toBe('engagement-lint: no target given; try `engagement-lint ..` (the engagement folder this folder is in)\n');
    expect(hint('elsewhere/src')).toMatch(/^engagement-lint: no target given; name the engagement folder \(the one holding criteria\.md\)/);
    expect(cli([], { cwd: path.join(root, 'proj') }).code).toBe(2);
  });
});
