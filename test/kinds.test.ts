import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, repoRoot } from './cli-helpers.js';
import { validateReport as validate } from './report-schema.js';
import { cleanupTrees, writeTree } from './helpers.js';
import { detectPack, targetProbe } from '../packages/core/src/kinds.js';
import { packs } from '@engagement-lint/rules';
import { loadEpiphanyTarget, type EpiphanyModel } from '../packages/core/src/model/epiphany/index.js';
import mapKeys from '../rules/epiphany/epiphany-map-keys.js';
import { runAll } from './rule-tester.js';

afterAll(cleanupTrees);

const ex = (p: string) => path.join(repoRoot, 'examples', p);

describe('target kinds', () => {
  const cases: Array<[string, string, 'pass' | 'fail']> = [
    ['engagement', 'clean-S/engagement', 'pass'],
    ['contract', 'contracts/pass-solo.dc.json', 'pass'],
    ['contract', 'contracts/pass-team.dc.yaml', 'pass'],
    ['contract', 'contracts/pass-rendering.md', 'pass'],
    ['contract', 'contracts/fail-team.dc.yaml', 'fail'],
    ['graph', 'graphs/passing-sarif-output.md', 'pass'],
    ['graph', 'graphs/fail-compare.md', 'fail'],
    ['epiphany', 'epiphany/clean', 'pass'],
    ['epiphany', 'epiphany/fail-map', 'fail'],
  ];
  for (const [kind, target, status] of cases) {
    it(`detects ${target} as ${kind} and gives ${status}`, () => {
      const r = cli([ex(target), '--json', '--no-git']);
      expect(r.json.kind).toBe(kind);
      expect(r.json.status).toBe(status);
      expect(r.code).toBe(status === 'fail' ? 1 : 0);
      expect(validate(r.json), JSON.stringify(validate.errors)).toBe(true);
      if (kind === 'engagement') expect(r.json.tier).toBe('S');
      else {
        expect(r.json.tier).toBeNull();
        expect(r.json.target).toBe(ex(target));
        expect(r.json.checks.length).toBeGreaterThan(5);
      }
    });
  }

  it('an Epiphany state/ folder named itself is linted as the folder that holds it', () => {
    const parent = cli([ex('epiphany/fail-map'), '--json', '--no-git']);
    const state = cli([ex('epiphany/fail-map/state'), '--json', '--no-git']);
    expect(state.json.kind).toBe('epiphany');
    expect(state.json.target).toBe(ex('epiphany/fail-map'));
    expect(state.json.checks).toEqual(parent.json.checks);
    // A folder named state that holds an engagement stays an engagement.
    const dir = writeTree({ 'state/criteria.md': '---\nsize: S\n---\n# Criteria\n', 'state/map.yaml': 'objectives: []\n' });
    expect(cli([path.join(dir, 'state'), '--json', '--no-git']).json.kind).toBe('engagement');
  });

  it('a FIFO, a symbolic link loop or a UTF-16 file as a target is one line saying which', () => {
    const dir = writeTree({ 'notes.md': '' });
    execFileSync('mkfifo', [path.join(dir, 'pipe.md')]);
    fs.symlinkSync('loop.md', path.join(dir, 'loop.md'));
    fs.writeFileSync(path.join(dir, 'graph.md'), Buffer.from('\ufeff# Graph\n\n```\nDELEGATED GRAPH: x\n```\n', 'utf16le'));
    const said = (name: string) => {
      const r = cli([path.join(dir, name)], { cwd: dir });
      expect(r.code).toBe(2);
      return r.stderr;
    };
    expect(said('pipe.md')).toBe('engagement-lint: not a file or folder: pipe.md (a FIFO)\n');
    expect(said('loop.md')).toBe('engagement-lint: cannot read loop.md: a loop of symbolic links\n');
    expect(said('graph.md')).toBe('engagement-lint: cannot tell what graph.md is: it does not start as UTF-8 text (UTF-16 or binary?); save it as UTF-8\n');
    // A session log kept as JSON Lines holds the blocks inside strings: said so, not "use --kind".
    fs.writeFileSync(path.join(dir, 'session.jsonl'), `${JSON.stringify({ role: 'assistant', content: 'DELEGATED GRAPH: x\nNODES:\n  N1 domain=api output=a.ts status=pending' })}\n`);
    expect(said('session.jsonl')).toBe('engagement-lint: cannot tell what session.jsonl is: it is JSON holding Graph Protocol blocks inside its strings; a graph transcript is read as plain text or markdown (save the session\'s messages as a .md or .txt file)\n');
  });

  it('a state folder whose map.yaml is a symbolic link loop is linted, the loop a finding', () => {
    const dir = writeTree({ 'state/branches.json': '[]\n' });
    fs.symlinkSync('map.yaml', path.join(dir, 'state/map.yaml'));
    const r = cli([dir, '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    const keys = r.json.checks.find((c: { name: string }) => c.name === 'epiphany-map-keys');
    expect(keys.status).toBe('fail');
    expect(keys.findings[0].message).toBe('symlink loop');
  });

  it('a file that fits no kind is exit 2 with one line; --kind overrides detection', () => {
    const dir = writeTree({ 'notes.txt': 'just some notes\n', 'plan.md': '# A plan\n\nNothing to see.\n' });
    const r = cli([path.join(dir, 'notes.txt')]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/cannot tell what .* is/);
    const forced = cli([path.join(dir, 'plan.md'), '--kind', 'graph', '--json']);
    expect(forced.json.kind).toBe('graph');
    expect(forced.json.checks.find((c: { name: string }) => c.name === 'graph-parse').status).toBe('fail');
  });

  it('a kind that needs a folder refuses a file, and the other way round', () => {
    expect(cli([ex('contracts/pass-solo.dc.json'), '--kind', 'engagement']).code).toBe(2);
    expect(cli([ex('epiphany/clean'), '--kind', 'contract']).code).toBe(2);
  });

  it('one run can lint every kind together', () => {
    const r = cli([ex('clean-S/engagement'), ex('contracts/pass-solo.dc.json'), ex('graphs/passing-sarif-output.md'), ex('epiphany/clean'), '--json', '--no-git']);
    expect(r.json.results.map((x: { kind: string }) => x.kind)).toEqual(['engagement', 'contract', 'graph', 'epiphany']);
    expect(r.code).toBe(0);
    expect(validate(r.json), JSON.stringify(validate.errors)).toBe(true);
  });
});

describe('an Epiphany state folder without map.yaml (from source)', () => {
  const kindOf = async (abs: string) => {
    const stat = fs.statSync(abs);
    const pack = await detectPack(abs, stat, packs);
    return { kind: pack?.id, resolved: pack?.resolve ? pack.resolve(targetProbe(abs, stat)) : abs };
  };
  const ev = '{"id": "ev-1", "branch": null, "kind": "tests", "result": "pass", "time": "2026-03-02T10:00:00Z"}\n';
  const branches = '{"branches": [{"id": "b-1", "hypothesis": "h", "status": "open"}]}\n';

  it('is detected as epiphany, and epiphany-map-keys says map.yaml is not written yet', async () => {
    const dir = writeTree({ 'state/branches.json': branches, 'state/evidence.jsonl': ev, 'state/scratch.md': '# Subgoal: x\n' });
    expect((await kindOf(dir)).kind).toBe('epiphany');
    const [r] = await runAll([mapKeys], loadEpiphanyTarget(dir).model as EpiphanyModel);
    expect(r!.status).toBe('skip');
    expect(r!.detail).toMatch(/state\/map\.yaml not written yet: no update_map so far/);
  });
  it('is detected from evidence.jsonl alone, from branches.json with scratch.md, and as the state folder named itself', async () => {
    expect((await kindOf(writeTree({ 'state/evidence.jsonl': ev }))).kind).toBe('epiphany');
    expect((await kindOf(writeTree({ 'state/branches.json': branches, 'state/scratch.md': '- note\n' }))).kind).toBe('epiphany');
    const dir = writeTree({ 'state/evidence.jsonl': ev, 'state/scratch.md': '- note\n' });
    expect(await kindOf(path.join(dir, 'state'))).toEqual({ kind: 'epiphany', resolved: dir });
    // Loaded directly (`--kind epiphany path/to/state`), the folder is the state folder, not its parent.
    const direct = loadEpiphanyTarget(path.join(dir, 'state')).model as EpiphanyModel;
    expect(direct.rel('evidence.jsonl')).toMatch(/(^|\/)state\/evidence\.jsonl$/);
    expect(direct.rel('evidence.jsonl')).not.toMatch(/state\/state\//);
  });
  it('leaves engagements and other folders as they were', async () => {
    expect((await kindOf(path.join(repoRoot, 'examples/clean-S/engagement'))).kind).toBe('engagement');
    // scratch.md alone is any notes folder's; a state folder of an engagement stays one.
    expect((await kindOf(writeTree({ 'state/scratch.md': '# Subgoal: x\n', 'criteria.md': '' }))).kind).toBe('engagement');
    const eng = writeTree({ 'state/criteria.md': '---\nsize: S\n---\n# Criteria\n', 'state/evidence.jsonl': ev });
    expect((await kindOf(path.join(eng, 'state'))).kind).toBe('engagement');
  });
});

describe('graph transcripts after a long preamble (from source)', () => {
  const detect = async (abs: string) => (await detectPack(abs, fs.statSync(abs), packs))?.id;
  const graph = '```\nDELEGATED GRAPH: export\n\nNODES:\n  N1   domain=api   output=src/a.ts   status=pending\n```\n';

  it('is found past the first 64 KiB of a session log, up to 1 MiB in', async () => {
    const log = '- 10:02 ran the tests again; two flaky ones passed on retry\n'.repeat(1_200);
    expect(log.length).toBeGreaterThan(64 * 1024);
    const dir = writeTree({ 'late.md': `# Session log\n\n${log}\n${graph}`, 'too-late.md': `# Session log\n\n${log.repeat(20)}\n${graph}`, 'late.json': `${log}\n${graph}` });
    expect(await detect(path.join(dir, 'late.md'))).toBe('graph');
    // Past the scan window, and in a file not named like a transcript, it is no graph.
    expect(await detect(path.join(dir, 'too-late.md'))).toBeUndefined();
    expect(await detect(path.join(dir, 'late.json'))).not.toBe('graph');
  });

  it('is read from a session saved as .md, .markdown, .txt or .log, not from another kind of file', async () => {
    const dir = writeTree(Object.fromEntries(['s.md', 's.markdown', 's.txt', 's.log', 's.LOG', 's.csv', 's.yaml'].map((n) => [n, `# Session\n\n${graph}`])));
    const kinds = await Promise.all(['s.md', 's.markdown', 's.txt', 's.log', 's.LOG', 's.csv', 's.yaml'].map((n) => detect(path.join(dir, n))));
    expect(kinds.slice(0, 5)).toEqual(['graph', 'graph', 'graph', 'graph', 'graph']);
    expect(kinds.slice(5)).not.toContain('graph');
  });
});

describe('a glob that also matches files of no known kind', () => {
  it('lints what it recognises and says in one warning line what it left out', () => {
    const dir = writeTree({ 'notes.md': '# Notes\n\nNothing here.\n', 'todo.md': '- a\n' });
    fs.copyFileSync(ex('graphs/passing-sarif-output.md'), path.join(dir, 'graph.md'));
    const r = cli(['*.md', '--json', '--no-git'], { cwd: dir });
    expect(r.code).toBeLessThan(2);
    expect(r.json.kind).toBe('graph');
    expect(r.stderr).toBe('engagement-lint: warning: "*.md" also matched 2 files or folders of no known kind, not linted: notes.md, todo.md\n');
  });
});

describe('contract renderings with emoji section labels (from source)', () => {
  const detect = async (abs: string) => (await detectPack(abs, fs.statSync(abs), packs))?.id;
  const intro = "Here's the delegation contract for this task:\n\n";
  const defaults = '- Exploration: autonomous (read-only, inherently safe)\n- Others: ask-before\n';

  it('are detected as contracts, the emoji inside the bold or before it, as the reader reads them', async () => {
    const dir = writeTree({
      'inside.md': `${intro}**🟢 Autonomous** (I'll proceed without asking):\n- Exploration: the templates\n\n**⚙️ Defaults** (uncalibrated domains default):\n${defaults}`,
      'before.md': `${intro}✅ **Autonomous** (I'll proceed without asking):\n- Exploration: the webhooks\n\n⚙️ **Defaults** (uncalibrated domains default):\n${defaults}`,
      'three.md': `# Webhooks\n\n✅ **Autonomous**:\n- Exploration: read\n\n🛑 **Halt conditions**:\n- a webhook is lost → halt\n\n⚙️ **Defaults**:\n${defaults}`,
    });
    for (const f of ['inside.md', 'before.md', 'three.md']) expect(await detect(path.join(dir, f)), f).toBe('contract');
  });

  it('leave the examples README, which says "delegation contract" but starts no line with a label, undetected', async () => {
    expect(await detect(path.join(repoRoot, 'examples/contracts/README.md'))).not.toBe('contract');
  });

  it('leave prose that lists the section labels on one line undetected', async () => {
    const dir = writeTree({
      'conventions.md': '# Our agent conventions\n\nBefore any multi-step task the agent shows a delegation contract. It has sections\n**Autonomous**, **Report then act**, **Ask before**, **Halt conditions** and **Defaults**.\n',
    });
    expect(await detect(path.join(dir, 'conventions.md'))).toBeUndefined();
  });
});

describe('contract renderings opened in another language (from source)', () => {
  const detect = async (abs: string) => (await detectPack(abs, fs.statSync(abs), packs))?.id;
  const body = '**Autonomous** (действую без вопросов):\n- Exploration: читаю логи сборки\n\n**Defaults** (по умолчанию):\n- Exploration: автономно\n- Остальные: спрашивать заранее\n';

  it('are detected by the opening line in the languages the contract rules read, with two section labels', async () => {
    const openings = ['Вот контракт делегирования для этой задачи:', 'Контракт делегирования для задачи «сборка»', 'Hier ist der Delegationsvertrag für diese Aufgabe:', 'Este es el contrato de delegación para esta tarea:', 'Voici le contrat de délégation pour cette tâche :', 'Ecco il contratto di delega per questa attività:'];
    const dir = writeTree(Object.fromEntries(openings.map((o, i) => [`r${i}.md`, `${o}\n\n${body}`])));
    for (const [i, o] of openings.entries()) expect(await detect(path.join(dir, `r${i}.md`)), o).toBe('contract');
  });

  it('leave notes that name the contract but open no section, or name the labels in prose, undetected', async () => {
    const dir = writeTree({
      'handoff.md': '# Передача\n\n## Что сделано\nКонтракт делегирования согласован с пользователем.\n\n## Дальше\n- прогнать тесты\n',
      'notes.md': 'Контракт делегирования содержит секции **Autonomous**, **Ask before** и **Defaults**.\n',
      'other.md': `Вот заметки к задаче:\n\n${body}`,
    });
    for (const f of ['handoff.md', 'notes.md', 'other.md']) expect(await detect(path.join(dir, f)), f).toBeUndefined();
  });
});

describe('documentation a glob leaves out: a README showing a contract, a vendored skill showing the graph blocks', () => {
  const contract = fs.readFileSync(ex('contracts/pass-solo.dc.json'), 'utf8');
  const readme = '# Contracts folder\n\nEach `*.dc.json` here is a delegation contract. It renders like this:\n\n```markdown\nHere\'s the delegation contract for this task:\n\n**Autonomous** (I\'ll proceed without asking):\n- [list of calibrated autonomous actions]\n\n**Ask before** (I\'ll ask for permission first):\n- [list of ask-before actions]\n```\n';
  const skill = '---\nname: graph-protocol\ndescription: >\n  Graph Protocol: the orchestration method.\n---\n\n# Graph Protocol\n\n```\nDELEGATED GRAPH: <name>\nNODES:\n  N1 : <task> domain=<d> output=<path> status=pending\n```\n';
  it('lints the contract beside them and leaves them out, named in the warning', () => {
    const dir = writeTree({ 'solo.dc.json': contract, 'README.md': readme, 'skills/graph/SKILL.md': skill, 'skills/graph/notes.md': skill });
    const r = cli(['**/*', '--json', '--no-git'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(path.basename(r.json.target)).toBe('solo.dc.json');
    expect(r.stderr).toMatch(/not linted: README\.md \(documentation\), skills, skills\/graph, and 2 more\n$/);
    // Named like a document only in lower case, a contract or a graph is one: agents.yaml, changes.md.
    const named = writeTree({ 'agents.dc.yaml': fs.readFileSync(ex('contracts/pass-team.dc.yaml'), 'utf8'), 'changes.md': fs.readFileSync(path.join(dir, 'skills/graph/notes.md'), 'utf8').replace(/^---[\s\S]*?---\n/, '') });
    expect(cli(['*', '--json', '--no-git'], { cwd: named }).json.results.map((x: { kind: string }) => x.kind).sort()).toEqual(['contract', 'graph']);
    // Named outright, each is read as what it looks like.
    expect(cli([path.join(dir, 'skills/graph/SKILL.md'), '--json', '--no-git']).json.kind).toBe('graph');
  });
});

describe('the target probe (all a pack descriptor sees of the disk)', () => {
  it('tells files from folders under a folder target, following links only where they stay inside the root its files are read from', () => {
    const outside = writeTree({ 'map.yaml': 'x', 'dir/keep.txt': '' });
    // Outside the working directory a target's files are read from its parent folder (rootFor).
    const dir = path.join(writeTree({ 'proj/state/map.yaml': 'x', 'proj/engagement/criteria.md': '' }), 'proj');
    fs.symlinkSync(path.join(dir, 'state/map.yaml'), path.join(dir, 'inside.yaml'));
    fs.symlinkSync(path.join(outside, 'map.yaml'), path.join(dir, 'outside.yaml'));
    fs.symlinkSync(path.join(outside, 'dir'), path.join(dir, 'away'));
    fs.symlinkSync(path.join(dir, 'nowhere'), path.join(dir, 'dangling'));
    const t = targetProbe(dir, fs.statSync(dir));
    expect([t.isFile('state/map.yaml'), t.isDirectory('state'), t.isDirectory('state/map.yaml'), t.exists('engagement/criteria.md')]).toEqual([true, true, false, true]);
    expect([t.exists('missing'), t.exists('state/missing/deeper'), t.exists('dangling')]).toEqual([false, false, false]);
    expect([t.isFile('inside.yaml'), t.exists('outside.yaml'), t.exists('away'), t.exists('away/keep.txt')]).toEqual([true, false, false, false]);
    const file = path.join(dir, 'state/map.yaml');
    expect(targetProbe(file, fs.statSync(file)).exists('x')).toBe(false);
  });

  it('follows a link that leaves the target but stays inside its root, as reading does', async () => {
    const base = writeTree({ 'proj/maps/map-v3.yaml': 'objectives: [x]\n', 'proj/state/.keep': '' });
    fs.symlinkSync('../maps/map-v3.yaml', path.join(base, 'proj/state/map.yaml'));
    const state = path.join(base, 'proj/state');
    expect(targetProbe(state, fs.statSync(state)).isFile('map.yaml')).toBe(true);
    expect((await detectPack(state, fs.statSync(state), packs))?.id).toBe('epiphany');
    const r = cli([state, '--json']);
    expect([r.code, r.json.kind]).toEqual([0, 'epiphany']);
  });

  it('refuses a path that is not a short one under the target', () => {
    const dir = writeTree({ 'a/b.txt': '' });
    const t = targetProbe(dir, fs.statSync(dir));
    for (const bad of ['../a', '/etc/passwd', 'a//b.txt', './a', 'a/b/c/d/e/f/g', 'a\\b.txt', '']) expect(() => t.exists(bad), bad).toThrow(/short relative path/);
  });
});

describe('a project folder holding targets of two kinds', () => {
  // An Epiphany state/ that passes and an engagement/ that fails, in one project.
  const project = () => {
    const dir = writeTree({ 'src/app.ts': 'export {};\n' });
    fs.cpSync(ex('epiphany/clean/state'), path.join(dir, 'state'), { recursive: true });
    fs.cpSync(ex('fail-rogue-files/engagement'), path.join(dir, 'engagement'), { recursive: true });
    return dir;
  };

  it('lints each of them: the failing engagement is not passed over for the state folder', () => {
    const dir = project();
    const r = cli([dir, '--no-git', '--json']);
    expect(r.code).toBe(1);
    expect(r.json.results.map((x: { kind: string; status: string }) => [x.kind, x.status])).toEqual([
      ['epiphany', 'pass'],
      ['engagement', 'fail'],
    ]);
    expect(r.json.results[1].engagement).toBe(path.join(dir, 'engagement'));
    // Named twice (the project and its engagement), the engagement is linted once.
    expect(cli([dir, path.join(dir, 'engagement'), '--no-git', '--json']).json.results).toHaveLength(2);
  });

  it('a state folder without its map.yaml beside an engagement is no second target: the engagement is linted', () => {
    const dir = writeTree({ 'state/evidence.jsonl': '{"id": "e1"}\n' });
    fs.cpSync(ex('fail-rogue-files/engagement'), path.join(dir, 'engagement'), { recursive: true });
    const r = cli([dir, '--no-git', '--json']);
    expect(r.code).toBe(1);
    expect(r.json.kind).toBe('engagement');
    expect(r.json.results).toBeUndefined();
  });

  it('--kind names the one to lint', () => {
    const dir = project();
    const r = cli([dir, '--no-git', '--json', '--kind', 'epiphany']);
    expect(r.code).toBe(0);
    expect(r.json.kind).toBe('epiphany');
  });
});

describe('globs over mixed folders', () => {
  it('leave out files of no kind that a glob matches, and fail when nothing lintable remains', () => {
    const r = cli([path.join(repoRoot, 'examples/contracts/*'), '--json']);
    const names = r.json.results.map((x: { target: string }) => path.basename(x.target));
    expect(names).not.toContain('README.md');
    expect(names).toContain('pass-solo.dc.json');
    expect(names.length).toBe(10);
    const none = cli([path.join(repoRoot, 'examples/*.md')]);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/no target matches/);
    expect(cli([path.join(repoRoot, 'examples/contracts/README.md')]).code).toBe(2);
  });

  it('a glob matching only files of engagement folders names those folders, as one such file does', () => {
    const one = cli(['examples/clean-L/engagement/*.md'], { cwd: repoRoot });
    expect(one.code).toBe(2);
    expect(one.stderr).toBe(`engagement-lint: no target matches examples/clean-L/engagement/*.md: it matches files of the engagement folder examples/clean-L/engagement${path.sep}; name that folder to lint it\n`);
    const two = cli(['examples/clean-*/engagement/handoff.md'], { cwd: repoRoot });
    expect(two.code).toBe(2);
    expect(two.stderr).toMatch(/^engagement-lint: no target matches examples\/clean-\*\/engagement\/handoff\.md: it matches files of the engagement folder examples\/clean-L\/engagement\/, the engagement folder examples\/clean-M\/engagement\/.*; name those folders to lint them\n$/);
  });

  it('a FIFO or a link to a device a glob matches is left out with its kind said, and the rest is linted', () => {
    const dir = writeTree({ 'b.dc.yaml': fs.readFileSync(path.join(repoRoot, 'examples/contracts/pass-team.dc.yaml'), 'utf8') });
    execFileSync('mkfifo', [path.join(dir, 'a.dc.yaml')]);
    fs.symlinkSync('/dev/null', path.join(dir, 'c.dc.yaml'));
    const r = cli(['*.dc.yaml', '--json'], { cwd: dir, timeout: 15_000 });
    expect(r.code).toBe(0);
    expect(path.basename(r.json.target)).toBe('b.dc.yaml');
    expect(r.stderr).toBe('engagement-lint: warning: "*.dc.yaml" also matched 2 files or folders of no known kind, not linted: a.dc.yaml (a FIFO), c.dc.yaml (a device)\n');
    // Nothing else: no target, as for any glob that matches nothing lintable.
    fs.rmSync(path.join(dir, 'b.dc.yaml'));
    const none = cli(['*.dc.yaml'], { cwd: dir, timeout: 15_000 });
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/^engagement-lint: no target matches \*\.dc\.yaml/);
  });
});
