import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allRules, packIds, packs } from '@engagement-lint/rules';
import { detectKind } from '../packages/core/src/kinds.js';
import { lintTarget, resolveTarget } from '../packages/core/src/lint.js';
import { renderRuleDoc, renderRuleTable } from '../packages/core/src/docs.js';
import { formatSarif } from '../packages/core/src/format/sarif.js';
import { reportToJson } from '../packages/core/src/format/json.js';
import { formatStylish } from '../packages/core/src/format/stylish.js';
import type { PackDescriptor } from '../packages/core/src/pack.js';
import notes from './fixtures/notes-pack/pack.js';
import { cleanupTrees, fakeSystem, writeTree } from './helpers.js';
import { repoRoot } from './cli-helpers.js';

afterAll(cleanupTrees);

const withNotes = [...packs, notes];

describe('a new pack is one descriptor', () => {
  const dir = writeTree({ 'week.notes.txt': 'done: intake\nTODO write the handoff\n', 'plain.txt': 'TODO not a notes file\n' });
  const file = path.join(dir, 'week.notes.txt');

  it('is detected by its own test, and only its targets are', async () => {
    expect(await detectKind(file, fs.statSync(file), withNotes)).toBe('notes');
    expect(await detectKind(path.join(dir, 'plain.txt'), fs.statSync(path.join(dir, 'plain.txt')), withNotes)).toBeUndefined();
    expect(await detectKind(file, fs.statSync(file), packs)).toBeUndefined();
  });

  it('is loaded into its model, linted by its rules and reported', async () => {
    const report = await lintTarget(file, { packs: withNotes, rules: (p) => p.rules(), system: fakeSystem() });
    expect(report).toMatchObject({ kind: 'notes', tier: null, status: 'fail', checks_run: 1, root: dir });
    expect(report.checks[0]).toMatchObject({ name: 'notes-no-todo', status: 'fail', findings: [{ file: 'week.notes.txt', line: 2, column: 1, message: 'TODO write the handoff' }] });
    expect(reportToJson(report)).toMatchObject({ kind: 'notes', fail_count: 1 });
    const sarif = JSON.parse(formatSarif([report], { rules: await notes.rules(), packs: withNotes, repoRoot: dir }));
    expect(sarif.runs[0].results[0].locations[0].physicalLocation).toMatchObject({ artifactLocation: { uri: 'week.notes.txt' }, region: { startLine: 2 } });
  });

  it('reads as its descriptor says: JSON key, summary label, verdict', async () => {
    const report = await lintTarget(file, { packs: withNotes, rules: (p) => p.rules(), system: fakeSystem() });
    expect(Object.keys(reportToJson(report))[0]).toBe('notes');
    expect(reportToJson(report)['notes']).toBe(file);
    const text = formatStylish([report], { colorLevel: 0, cwd: dir });
    expect(text).toMatch(/^Notes check \[1 checks\]: 0\/1 pass/);
    expect(text).toContain('VERDICT: FAIL — fix 1 failing check before the weekly review.');
    // Without a style, the defaults: `target`, `Lint (<kind>)`, no goal named.
    const plain = { ...report, style: undefined };
    expect(Object.keys(reportToJson(plain))[0]).toBe('target');
    expect(formatStylish([plain], { colorLevel: 0, cwd: dir })).toMatch(/^Lint \(notes\) \[1 checks\][^]*VERDICT: FAIL — fix 1 failing check\.\n/);
  });

  it('with `compat`, keeps only its rules marked compat under --preset compat', async () => {
    const gated: PackDescriptor = { ...notes, compat: true };
    const lint = (preset: 'compat' | 'recommended', pack: PackDescriptor = gated) => lintTarget(file, { packs: [...packs, pack], preset, rules: (p) => p.rules(), system: fakeSystem() });
    expect((await lint('compat')).checks_run).toBe(0);
    expect((await lint('recommended')).checks.map((c) => c.name)).toEqual(['notes-no-todo']);
    expect((await lint('compat', notes)).checks.map((c) => c.name)).toEqual(['notes-no-todo']);
  });

  it('takes --kind and refuses a target of the wrong shape', async () => {
    const other = path.join(dir, 'plain.txt');
    expect((await lintTarget(other, { packs: withNotes, kind: 'notes', rules: (p) => p.rules(), system: fakeSystem() })).kind).toBe('notes');
    await expect(lintTarget(dir, { packs: withNotes, kind: 'notes', rules: (p) => p.rules(), system: fakeSystem() })).rejects.toThrow(/kind notes needs a file/);
    await expect(lintTarget(other, { packs: withNotes, kind: 'nope', rules: (p) => p.rules(), system: fakeSystem() })).rejects.toThrow(/unknown kind nope/);
  });

  it('as a folder pack, detects and resolves its target through the probe', async () => {
    // A journal is a folder holding index.notes.txt; a project folder given in its place is resolved to its journal/.
    const journal: PackDescriptor = { ...notes, id: 'journal', target: 'folder', detectRank: 2, detect: (t) => t.isFile('index.notes.txt'), resolve: (t) => (t.isDirectory('journal') ? path.join(t.abs, 'journal') : t.abs) };
    const project = writeTree({ 'journal/index.notes.txt': 'done\n', 'other/index.notes.txt/keep.txt': '' });
    const inner = path.join(project, 'journal');
    expect(await detectKind(inner, fs.statSync(inner), [...packs, journal])).toBe('journal');
    expect(await detectKind(path.join(project, 'other'), fs.statSync(path.join(project, 'other')), [...packs, journal])).toBe('engagement');
    expect((await resolveTarget(project, 'project', [...packs, journal], 'journal')).abs).toBe(inner);
    expect((await resolveTarget(inner, 'journal', [...packs, journal])).abs).toBe(inner);
  });

  it('a folder target named by its main file is that folder, as an editor or a hook passes a file', async () => {
    const root = writeTree({ 'p/engagement/criteria.md': '---\nsize: S\n---\n', 'ep/state/map.yaml': 'objectives: []\n', 'loose/criteria.md': '# notes\n', 'q/map.yaml': 'a: 1\n' });
    const at = (rel: string) => path.join(root, rel);
    expect(await resolveTarget(at('p/engagement/criteria.md'), 'criteria.md', packs)).toMatchObject({ pack: { id: 'engagement' }, abs: at('p/engagement') });
    expect(await resolveTarget(at('ep/state/map.yaml'), 'map.yaml', packs)).toMatchObject({ pack: { id: 'epiphany' }, abs: at('ep') });
    expect(await resolveTarget(at('ep/state/map.yaml'), 'map.yaml', packs, 'epiphany')).toMatchObject({ pack: { id: 'epiphany' }, abs: at('ep') });
    // A map.yaml outside a state/ folder names no Epiphany folder; a criteria.md of any folder names that folder.
    await expect(resolveTarget(at('q/map.yaml'), 'q/map.yaml', packs)).rejects.toThrow(/cannot tell what q\/map\.yaml is/);
    expect((await resolveTarget(at('loose/criteria.md'), 'criteria.md', packs)).abs).toBe(at('loose'));
  });

  it('another file of an engagement is refused with the folder to name instead', async () => {
    const root = writeTree({ 'p/engagement/criteria.md': '---\nsize: S\n---\n', 'p/engagement/handoff.md': '# Handoff\n', 'p/engagement/tasks/T1.md': '# T1\n' });
    const shownDir = `${path.relative(process.cwd(), path.join(root, 'p/engagement'))}${path.sep}`;
    await expect(resolveTarget(path.join(root, 'p/engagement/handoff.md'), 'handoff.md', packs)).rejects.toThrow(`cannot lint handoff.md on its own: it is a file of the engagement folder ${shownDir}; name that folder to lint it`);
    await expect(resolveTarget(path.join(root, 'p/engagement/tasks/T1.md'), 'T1.md', packs)).rejects.toThrow(`engagement folder ${shownDir};`);
    await expect(resolveTarget(path.join(root, 'p/engagement/handoff.md'), 'handoff.md', packs, 'engagement')).rejects.toThrow(`not a directory: handoff.md (kind engagement needs a folder; it is a file of the engagement folder ${shownDir}: name that folder)`);
  });

  it('appears in the generated rule table and rule page under its title', async () => {
    const rules = [...(await allRules()), ...(await notes.rules())];
    const table = renderRuleTable(rules, '', withNotes);
    expect(table).toContain('### Notes (1)\n');
    expect(table).toContain('| [notes-no-todo](notes-no-todo.md) | always (pack rule) | A notes file holds no TODO line. |');
    expect(renderRuleDoc(rules.at(-1)!, withNotes)).toContain('- Pack: Notes\n');
  });
});

describe('the pack registry', () => {
  it('lists every folder under rules/ that has a descriptor, by its folder name', () => {
    const folders = fs.readdirSync(path.join(repoRoot, 'rules')).filter((d) => fs.existsSync(path.join(repoRoot, 'rules', d, 'pack.ts')));
    expect([...packIds].sort()).toEqual(folders.sort());
  });

  it("gives each pack only rules that name it, with ids unique across packs", async () => {
    for (const pack of packs) for (const rule of await pack.rules()) expect(rule.pack, rule.id).toBe(pack.id);
    const ids = (await allRules()).map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is the report schema\'s list of kinds (npm run docs writes it)', () => {
    const schema = JSON.parse(fs.readFileSync(path.join(repoRoot, 'schemas/report.schema.json'), 'utf8'));
    expect(schema.definitions.targetReport.properties.kind.enum).toEqual([...packIds]);
  });

  it('is the only place that enumerates the packs or imports their rules', () => {
    const offenders: string[] = [];
    const walk = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? (e.name === 'dist' || e.name === 'node_modules' ? [] : walk(path.join(dir, e.name))) : /\.(ts|mjs)$/.test(e.name) ? [path.join(dir, e.name)] : []));
    const files = ['packages', 'rules', 'scripts'].flatMap((d) => walk(path.join(repoRoot, d)));
    const quotedId = new RegExp(`['"\`](${packIds.join('|')})['"\`]`, 'g');
    for (const abs of files) {
      const rel = path.relative(repoRoot, abs).split(path.sep).join('/');
      if (rel === 'rules/packs.ts') continue;
      fs.readFileSync(abs, 'utf8').split('\n').forEach((line, i) => {
        const named = new Set([...line.matchAll(quotedId)].map((m) => m[1]));
        const importsPack = /from '\.\/[a-z-]+\/(index|pack)\.js'|rules\/[a-z-]+\/(index|pack)(\.js|\.ts)?['"]/.test(line) && !rel.startsWith('rules/') ;
        if (named.size > 1 || importsPack) offenders.push(`${rel}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });

  it('gives descriptors no file system access of their own: they ask the target probe', () => {
    for (const id of packIds) expect(fs.readFileSync(path.join(repoRoot, 'rules', id, 'pack.ts'), 'utf8'), id).not.toMatch(/node:fs|from 'fs'/);
  });

  it('is never compared with a pack id outside the packs and their models: behaviour is in descriptors', () => {
    const offenders: string[] = [];
    const walk = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? (['dist', 'node_modules', 'model'].includes(e.name) ? [] : walk(path.join(dir, e.name))) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
    const ids = packIds.join('|');
    const compared = new RegExp(`[=!]==?\\s*['"\`](${ids})['"\`]|['"\`](${ids})['"\`]\\s*[=!]==?`);
    for (const abs of ['packages/core/src', 'packages/cli/src'].flatMap((d) => walk(path.join(repoRoot, d)))) {
      fs.readFileSync(abs, 'utf8').split('\n').forEach((line, i) => {
        if (compared.test(line)) offenders.push(`${path.relative(repoRoot, abs)}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });

  it('makes --mode ready require exactly the six artefacts the README names', async () => {
    const required = (await allRules()).filter((r) => r.requiredWhenReady).map((r) => r.id);
    expect(required.sort()).toEqual(['cross-val-quotes', 'handoff-paths', 'handoff-sections', 'self-acceptance-thinness', 'specialist-criteria-ack', 'validator-outputs']);
    const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const line = readme.split('\n').find((l) => l.includes('`--mode progress\\|ready`'))!;
    for (const id of required) expect(line).toContain(id);
  });
});
