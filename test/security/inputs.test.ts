// Hostile inputs inside the checked folder: tools it ships, alias bombs,
// FIFOs, files over the read limit. Each must end in a finding, never in code
// run, a hang or a silent pass.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, repoRoot } from '../cli-helpers.js';
import { cleanupTrees, writeTree } from '../helpers.js';
import { MAX_FILE_BYTES } from '../../packages/core/src/io/text.js';
import { resolveTool } from '../../packages/core/src/probe.js';
import { treeHash } from './helpers.js';

afterAll(cleanupTrees);

const criteria = (tools: string, extra = '') => `---\nengagement: x\ncreated: 2026-06-01\ndomain: dev\nsize: L\n${extra}tools_required: ${tools}\n---\n# Criteria\n`;
const checkOf = (r: { json?: any }, name: string) => r.json.checks.find((c: { name: string }) => c.name === name);

describe('tools the checked project ships', () => {
  it('are never run: not from node_modules/.bin, not from a PATH entry inside the project, not from `.`', () => {
    const markers = writeTree({ 'keep.txt': '' });
    const evil = `#!/bin/sh\ntouch ${markers}/$(basename "$0")-ran\nexit 0\n`;
    const project = writeTree({
      'engagement/criteria.md': criteria('[playwright, gh, bun, redis, postgres, docker]'),
      'node_modules/.bin/playwright': evil,
      'bin/gh': evil,
      'bun': evil,
      'redis-cli': evil,
      'pg_isready': evil,
      'docker': evil,
      // python -m playwright would import this from the working directory.
      'playwright/__main__.py': `open(${JSON.stringify(`${markers}/python-m-ran`)}, "w")\n`,
    });
    for (const f of ['node_modules/.bin/playwright', 'bin/gh', 'bun', 'redis-cli', 'pg_isready', 'docker']) fs.chmodSync(path.join(project, f), 0o755);
    const before = treeHash(project);
    const PATH = [path.join(project, 'node_modules/.bin'), path.join(project, 'bin'), '.', '', 'bin', process.env['PATH']].join(path.delimiter);
    const r = cli([path.join(project, 'engagement'), '--json'], { cwd: project, env: { PATH } });
    expect(r.code).toBe(1);
    expect(fs.readdirSync(markers).filter((f) => f !== 'keep.txt')).toEqual([]);
    expect(treeHash(project)).toBe(before);
  });

  it.skipIf(process.platform === 'win32')('cannot be run as the interpreter of a trusted tool that is a script (`#!/usr/bin/env …`)', () => {
    const markers = writeTree({ 'keep.txt': '' });
    // A tool outside the project written as npm and pyenv's shims are: its interpreter is looked up on PATH.
    const outside = writeTree({ 'gh': '#!/usr/bin/env el-interp\n', 'interp/el-interp': '#!/bin/sh\nexit 0\n' });
    fs.chmodSync(path.join(outside, 'gh'), 0o755);
    fs.chmodSync(path.join(outside, 'interp/el-interp'), 0o755);
    const project = writeTree({
      'engagement/criteria.md': criteria('[gh]'),
      'node_modules/.bin/el-interp': `#!/bin/sh\ntouch ${markers}/interpreter-ran\nexit 0\n`,
    });
    fs.chmodSync(path.join(project, 'node_modules/.bin/el-interp'), 0o755);
    const before = treeHash(project);
    // As under `npm run` or npx from the checkout: the project's node_modules/.bin comes first.
    const r = cli([path.join(project, 'engagement'), '--json', '--no-git'], { cwd: project, env: { PATH: [path.join(project, 'node_modules/.bin'), outside, process.env['PATH']].join(path.delimiter) } });
    expect(fs.readdirSync(markers)).toEqual(['keep.txt']);
    // No interpreter outside the project: the tool cannot start, and preflight says so.
    expect(checkOf(r, 'preflight')).toMatchObject({ status: 'fail' });
    expect(treeHash(project)).toBe(before);
    // The same tool with its interpreter on a PATH entry outside the project is reachable.
    const ok = cli([path.join(project, 'engagement'), '--json', '--no-git'], { cwd: project, env: { PATH: [path.join(project, 'node_modules/.bin'), outside, path.join(outside, 'interp'), process.env['PATH']].join(path.delimiter) } });
    expect(checkOf(ok, 'preflight')).toMatchObject({ status: 'pass' });
    expect(fs.readdirSync(markers)).toEqual(['keep.txt']);
  });

  it('are probed once per invocation, even when worker threads lint the targets', () => {
    const bin = writeTree({ 'keep.txt': '' });
    const log = path.join(bin, 'calls.log');
    fs.writeFileSync(path.join(bin, 'gh'), `#!/bin/sh\necho "$@" >> ${log}\nexit 0\n`, { mode: 0o755 });
    const archive = writeTree(Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`e${i}/engagement/criteria.md`, criteria('[gh]')])));
    const r = cli([path.join(archive, 'e*/engagement/'), '--json', '--no-git'], { env: { PATH: `${bin}${path.delimiter}${process.env['PATH']}` } });
    expect(r.json.results).toHaveLength(6);
    for (const t of r.json.results) expect(t.checks.find((c: { name: string }) => c.name === 'preflight').status).toBe('pass');
    expect(fs.readFileSync(log, 'utf8')).toBe('--version\n');
  });

  it('resolve only in absolute PATH entries outside the project', () => {
    const project = writeTree({ 'bin/tool': '#!/bin/sh\n' });
    const outside = writeTree({ 'tool': '#!/bin/sh\n' });
    fs.chmodSync(path.join(project, 'bin/tool'), 0o755);
    fs.chmodSync(path.join(outside, 'tool'), 0o755);
    const PATH = [path.join(project, 'bin'), 'bin', '.', outside].join(path.delimiter);
    expect(resolveTool('tool', project, PATH)).toBe(path.join(outside, 'tool'));
    expect(resolveTool('tool', project, [path.join(project, 'bin'), '.'].join(path.delimiter))).toBeUndefined();
    // A symlink outside that leads into the project is the project's tool.
    const link = writeTree({});
    fs.symlinkSync(path.join(project, 'bin/tool'), path.join(link, 'tool'));
    expect(resolveTool('tool', project, link)).toBeUndefined();
    expect(resolveTool('a;b', undefined, outside)).toBeUndefined();
    expect(resolveTool('../tool', undefined, path.join(outside, 'x'))).toBeUndefined();
  });
});

describe('frontmatter', () => {
  it('a YAML alias bomb is a finding, not minutes of work', () => {
    const levels = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];
    const bomb = levels.map((k, i) => `${k}: &${k} [${i ? Array(9).fill(`*${levels[i - 1]}`).join(',') : Array(9).fill('"lol"').join(',')}]`).join('\n');
    const project = writeTree({ 'engagement/criteria.md': criteria('*i', `${bomb}\n`) });
    const r = cli([path.join(project, 'engagement'), '--json'], { timeout: 20_000 });
    expect(r.code).toBe(1);
    expect(checkOf(r, 'criteria-frontmatter').status).toBe('fail');
    expect(JSON.stringify(checkOf(r, 'criteria-frontmatter'))).toMatch(/alias/);
  });
});

describe('special and oversized files in the engagement', () => {
  it('a FIFO where a file is expected is reported, and the run does not block on it', () => {
    const project = writeTree({ 'engagement/criteria.md': criteria('[]') });
    for (const f of ['handoff.md', 'acceptance-log.md', 'validation-log.md', 'iteration']) execFileSync('mkfifo', [path.join(project, 'engagement', f)]);
    const r = cli([path.join(project, 'engagement'), '--json'], { timeout: 20_000 });
    expect(r.code).toBe(1);
    expect(checkOf(r, 'file-integrity')?.status).toBe('fail');
  });

  it('a validation log over the read limit fails, naming file and size, not a silent pass', () => {
    const project = writeTree({ 'engagement/criteria.md': criteria('[]'), 'engagement/handoff.md': '# Handoff\n' });
    const log = path.join(project, 'engagement/validation-log.md');
    const line = 'the reviewer says: user to verify later\n';
    fs.writeFileSync(log, line.repeat(Math.ceil((MAX_FILE_BYTES + 1024) / line.length)));
    const size = fs.statSync(log).size;
    const r = cli([path.join(project, 'engagement'), '--json'], { timeout: 20_000 });
    const integrity = checkOf(r, 'file-integrity');
    expect(integrity.status).toBe('fail');
    expect(r.code).toBe(1);
    expect(integrity.findings).toEqual([expect.objectContaining({ file: 'engagement/validation-log.md', message: expect.stringContaining(`${size} bytes`) })]);
  });

  it('an executor report whose name is not UTF-8 cannot hide a dangerous operation: no path opens it, so file-integrity fails', () => {
    const project = writeTree({});
    fs.cpSync(path.join(repoRoot, 'examples/clean-S/engagement'), path.join(project, 'engagement'), { recursive: true });
    const reports = path.join(project, 'engagement/executor-reports');
    try {
      fs.writeFileSync(Buffer.concat([Buffer.from(`${reports}/ops-`), Buffer.from([0xff]), Buffer.from('.md')]), 'Ran: DROP TABLE users;\n');
    } catch {
      return; // A file system that refuses such names (APFS) cannot hold the attack.
    }
    const r = cli([path.join(project, 'engagement'), '--json', '--no-git', '--preset', 'recommended'], { timeout: 20_000 });
    expect(r.code).toBe(1);
    expect(checkOf(r, 'file-integrity')).toEqual(
      expect.objectContaining({
        status: 'fail',
        findings: [expect.objectContaining({ file: 'engagement/executor-reports/ops-\uFFFD.md', message: 'named with bytes that are not UTF-8 (ops-<ff>.md), which no check can open; not read' })],
      }),
    );
  });

  it('a failing engagement padded past the line limit still fails: the checks that could not read it do not turn it into a pass', () => {
    const project = writeTree({});
    fs.cpSync(path.join(repoRoot, 'examples/fail-unauthorised-danger/engagement'), path.join(project, 'engagement'), { recursive: true });
    fs.appendFileSync(path.join(project, 'engagement/handoff.md'), '\n'.repeat(250_001));
    const r = cli([path.join(project, 'engagement'), '--json', '--no-git'], { timeout: 20_000 });
    expect(r.code).toBe(1);
    expect(checkOf(r, 'file-integrity')).toEqual(expect.objectContaining({ status: 'fail', detail: expect.stringMatching(/^1 file the checks needed could not be read.*engagement\/handoff\.md/) }));
  });
});

describe('deeply nested and oversized YAML and JSON', () => {
  const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
  const findingsOf = (r: { json?: any }) => JSON.stringify(r.json?.checks ?? r.json);

  it('an Epiphany map.yaml and branches.json nested 50,000 deep are findings, not a crashed process', () => {
    // Before: the yaml library overflowed the stack, and V8 ended the process compiling a regex at its bottom.
    const root = writeTree({ 'state/map.yaml': `objectives: ${deep(50_000)}\n`, 'state/branches.json': `[${deep(50_000)}]` });
    const r = cli([root, '--json'], { timeout: 20_000 });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('');
    expect(checkOf(r, 'epiphany-map-keys').findings[0]).toMatchObject({ file: `${path.basename(root)}/state/map.yaml`, line: 1, message: expect.stringMatching(/nests collections more than 100 levels deep/) });
  });

  it('a contract nested 50,000 deep, in JSON or YAML, is a finding at the level that passes the limit', () => {
    for (const [name, text] of [['c.dc.json', `{"task": ${deep(50_000)}}`], ['c.dc.yaml', `task: t\nwhat: ${deep(50_000)}\n`]] as const) {
      const root = writeTree({ [name]: text });
      const r = cli([path.join(root, name), '--json'], { timeout: 20_000 });
      expect(r.code).toBe(1);
      const schema = checkOf(r, 'contract-schema');
      expect(schema.status).toBe('fail');
      expect(schema.findings[0]).toMatchObject({ line: name.endsWith('json') ? 1 : 2, message: expect.stringMatching(/nests collections more than 100 levels deep; not parsed/) });
    }
  });

  it('frontmatter and a config nested 50,000 deep are refused with a one-line reason', () => {
    const project = writeTree({ '.git/HEAD': 'ref: refs/heads/main\n', 'engagement/criteria.md': criteria('[]', `deep: ${deep(50_000)}\n`), '.engagement-lint.yaml': `rules: ${deep(50_000)}\n` });
    const r = cli([path.join(project, 'engagement'), '--json'], { cwd: project, timeout: 20_000 });
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toMatch(/^engagement-lint: .*\.engagement-lint\.yaml:1:\d+ config nests collections more than 100 levels deep; not read$/);
    fs.rmSync(path.join(project, '.engagement-lint.yaml'));
    const again = cli([path.join(project, 'engagement'), '--json'], { cwd: project, timeout: 20_000 });
    expect(findingsOf(again)).toMatch(/frontmatter nests collections more than 100 levels deep; not parsed as YAML/);
  });

  it('a JSON config of objects nested 20,000 deep is refused for its depth, not as an unexpected character', () => {
    const project = writeTree({ '.git/HEAD': 'ref: refs/heads/main\n', 'engagement/criteria.md': criteria('[]'), '.engagement-lint.json': `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}` });
    const r = cli([path.join(project, 'engagement'), '--json'], { cwd: project, timeout: 20_000 });
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toMatch(/^engagement-lint: .*\.engagement-lint\.json:1:5001 invalid JSON: collections nested deeper than 1000 levels, not read$/);
  });

  it('a config over 128 KiB is refused with a one-line reason naming its size, as every YAML document is', () => {
    const ignores = Array.from({ length: 6_000 }, (_, i) => `  - "notes/some-long-folder-name-${i}/**"\n`).join('');
    const project = writeTree({ '.git/HEAD': 'ref: refs/heads/main\n', 'engagement/criteria.md': criteria('[]'), '.engagement-lint.yaml': `ignores:\n${ignores}` });
    const size = fs.readFileSync(path.join(project, '.engagement-lint.yaml'), 'utf8').length;
    expect(size).toBeGreaterThan(128 * 1024);
    const r = cli([path.join(project, 'engagement'), '--json'], { cwd: project, timeout: 20_000 });
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe(`engagement-lint: .engagement-lint.yaml:1:1 config is ${size} characters, over the 131072 limit; not read`);
  });

  it('a contract over 128 KiB and a map.yaml over 128 KiB are findings naming their size, not seconds of parsing', () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => `  - constraint number ${i} of a very long list\n`).join('');
    const root = writeTree({ 'state/map.yaml': `constraints:\n${rows}`, 'c.dc.yaml': `task: t\nnotes:\n${rows}` });
    const size = (f: string) => fs.readFileSync(path.join(root, f), 'utf8').length;
    const map = cli([root, '--json'], { timeout: 20_000 });
    expect(checkOf(map, 'epiphany-map-keys').findings[0].message).toBe(`map.yaml is ${size('state/map.yaml')} characters, over the 131072 limit; not parsed as YAML`);
    const contract = cli([path.join(root, 'c.dc.yaml'), '--json'], { timeout: 20_000 });
    expect(checkOf(contract, 'contract-schema').findings[0].message).toBe(`contract file is ${size('c.dc.yaml')} characters, over the 131072 limit; not parsed`);
  });
});
