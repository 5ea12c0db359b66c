// The paths around each feature: errors, typos, subcommands, several formats, gating.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, repoRoot } from './cli-helpers.js';
import { cleanupTrees, criteria, usageOf, writeTree } from './helpers.js';
import { checkOutputsOutsideTargets, parseFormats } from '../packages/cli/src/outputs.js';

afterAll(cleanupTrees);

const cleanS = path.join(repoRoot, 'examples/clean-S/engagement');
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'el-paths-'));
/** An S engagement (with a rogue notes.md) inside a project folder. */
const project = (files: Record<string, string> = {}) => {
  const root = writeTree({ 'engagement/criteria.md': criteria({ size: 'S' }), 'engagement/notes.md': 'x\n', ...files });
  return { root, dir: path.join(root, 'engagement') };
};
const check = (json: any, name: string) => json.checks.find((c: { name: string }) => c.name === name);

describe('1. stdout is one document whatever fails', () => {
  it('a missing target among several leaves stdout empty, exit 2, one line on stderr', () => {
    for (const args of [[cleanS, 'missing/', '--json'], ['missing/', cleanS, '--json'], [cleanS, 'missing/']]) {
      const r = cli([...args, '--no-git']);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^engagement-lint: target not found: missing\n$/);
    }
  });

  it('a target of no known kind is refused before any output', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'x\n');
    const r = cli([cleanS, path.join(dir, 'notes.txt'), '--json', '--no-git']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/cannot tell what .*notes\.txt is/);
  });

  it('two formats on stdout are exit 2 with the reason; nothing is printed', () => {
    const r = cli([cleanS, '-f', 'json', '-f', 'sarif', '--no-git']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('engagement-lint: json and sarif would both write to stdout; give all but one a file (--format sarif=FILE)\n');
  });

  it('-o without a format left to take it is exit 2, not ignored', () => {
    const out = tmp();
    const r = cli([cleanS, '-f', `json=${path.join(out, 'a.json')}`, '-o', path.join(out, 'b.json'), '--no-git']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--output-file .*b\.json has no format to write/);
    expect(fs.existsSync(path.join(out, 'a.json'))).toBe(false);
  });

  it('an output file that cannot be written is one clear line, not a raw ENOENT', () => {
    const r = cli([cleanS, '-f', 'json=/proc/x.json', '--no-git']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('engagement-lint: cannot write the report to /proc/x.json (the file cannot be created there)\n');
    expect(r.stderr).not.toMatch(/ENOENT|open '/);
  });

  it('a report file that cannot be written leaves none of the run behind, in whichever order the formats come', () => {
    // One target, and two (whose reports are streamed as each target is done).
    for (const [order, targets] of [[0, [cleanS]], [1, [cleanS]], [0, [cleanS, cleanS.replace('clean-S', 'clean-M')]]] as const) {
      const out = writeTree({ 'stale.json': '{"status": "pass", "from": "an earlier run"}' });
      const formats = [['--format', `json=${path.join(out, 'new.json')}`, '--format', `junit=${path.join(out, 'stale.json')}`], ['--format', 'sarif=/proc/nope/x.sarif']];
      const r = cli([...targets, '--no-git', ...(order ? [...formats[1]!, ...formats[0]!] : formats.flat())]);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe('engagement-lint: cannot write the report to /proc/nope/x.sarif (the file cannot be created there)\n');
      // The one it would have made is not there, and the one there before is as it was: nothing of this run says pass.
      expect(fs.existsSync(path.join(out, 'new.json'))).toBe(false);
      expect(fs.readFileSync(path.join(out, 'stale.json'), 'utf8')).toBe('{"status": "pass", "from": "an earlier run"}');
    }
    // Opened as it was, a longer report there before is still replaced whole when the run writes.
    const out = writeTree({ 'old.json': ' '.repeat(100_000) });
    expect(cli([cleanS, '--no-git', '--format', `json=${path.join(out, 'old.json')}`]).code).toBe(0);
    expect(JSON.parse(fs.readFileSync(path.join(out, 'old.json'), 'utf8')).status).toBe('pass');
  });

  it('a file named with a trailing slash is no folder: one line, exit 2, as the system would say', () => {
    for (const target of [`${cleanS}/criteria.md/`, path.join(repoRoot, 'examples/contracts/pass-solo.dc.json') + '/']) {
      const r = cli([target, '--no-git']);
      expect(r.code, target).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^engagement-lint: not a folder: .*(?:criteria\.md|pass-solo\.dc\.json) \(it is a file; name it without the trailing \/\)\n$/);
    }
    // A folder named with one is the folder.
    expect(cli([`${cleanS}/`, '--no-git']).code).toBe(0);
  });

  // Node's recursive mkdir loops for ever on a parent that exists but takes no new entry (/proc).
  it('a report under a folder that cannot be made is one clear line at once, not a hang', () => {
    for (const file of ['/proc/nonexist/x.json', '/proc/a/b/c.txt']) {
      const r = cli([cleanS, '-o', file, '--no-git'], { timeout: 15_000 });
      expect(r.code, file).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(`engagement-lint: cannot write the report to ${file} (the file cannot be created there)\n`);
    }
  });

  it('a report through a linked folder below the working directory is refused, and nothing is written where it leads', () => {
    const elsewhere = writeTree({ 'keep.txt': 'x' });
    const work = writeTree({ 'keep.txt': 'x' });
    fs.symlinkSync(elsewhere, path.join(work, 'extdir'));
    for (const args of [['-f', 'sarif=extdir/r.sarif'], ['-o', 'extdir/made/by/linter/r.json', '--json'], ['-f', 'json=extdir/../extdir/r.json']]) {
      const r = cli([cleanS, '--no-git', ...args], { cwd: work });
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(/^engagement-lint: cannot write the report to \S+ \(extdir is a symbolic link, which is not followed; name a path through real folders\)\n$/);
    }
    expect(fs.readdirSync(elsewhere)).toEqual(['keep.txt']);
  });

  it('a report or step summary into a FIFO is exit 2 at once, not a wait for a reader', () => {
    const work = writeTree({ 'keep.txt': 'x' });
    execFileSync('mkfifo', [path.join(work, 'fifo.out')]);
    const report = cli([cleanS, '--no-git', '-f', 'json=fifo.out'], { cwd: work, timeout: 15_000 });
    expect(report.code).toBe(2);
    expect(report.stderr).toBe('engagement-lint: cannot write the report to fifo.out (it is a FIFO or a socket, which takes a report only while something reads it; name a file)\n');
    const summary = cli([cleanS, '--no-git', '-f', 'github'], { cwd: work, timeout: 15_000, env: { GITHUB_STEP_SUMMARY: path.join(work, 'fifo.out') } });
    expect(summary.code).toBe(2);
    expect(summary.stderr).toMatch(/cannot write the step summary to .*fifo\.out \(it is a FIFO or a socket/);
    // A device takes a report at once: -o /dev/null discards it, as users expect.
    expect(cli([cleanS, '--no-git', '-o', '/dev/null'], { cwd: work }).code).toBe(0);
  });

  it('a broken custom rule of a later target is found before anything is written', () => {
    const good = project({ '.engagement-lint.json': '{}' });
    const bad = project({ '.engagement-lint.json': JSON.stringify({ customRules: ['./nope.js'] }) });
    const r = cli([good.dir, bad.dir, '--json', '--no-git'], { cwd: bad.root });
    expect(r.code).toBe(2);
    // Named at the config that names it: the module has no line to point at, and no bundle path is shown.
    expect(r.stderr).toBe(`engagement-lint: .engagement-lint.json: customRules names nope.js, which is not there\n`);
    const syntax = project({ 'checks/r.js': 'export default {\n  id: "x"\n  pack: "engagement",\n};\n', '.engagement-lint.json': JSON.stringify({ customRules: ['./checks/r.js'] }) });
    const s = cli([syntax.dir, '--no-git'], { cwd: syntax.root });
    expect(s.code).toBe(2);
    expect(s.stderr).toBe(`engagement-lint: checks/r.js: cannot load custom rule: syntax error: Unexpected identifier 'pack'\n`);
    expect(r.stdout).toBe('');
  });
});

describe('1b. no two outputs write one file', () => {
  /** A folder with reports/ and reports-link -> reports. */
  const linked = () => {
    const dir = tmp();
    fs.mkdirSync(path.join(dir, 'reports'));
    fs.symlinkSync('reports', path.join(dir, 'reports-link'));
    return dir;
  };

  it('-o takes the first format given without =FILE; one given as NAME=- stays on stdout', () => {
    expect(usageOf(() => parseFormats(['json=-'], 'y.txt'))).toBe('--output-file y.txt has no format to write: every --format already names where it goes (a file, or - for stdout)');
    expect(parseFormats(['sarif=-', 'json'], 'z.txt')).toEqual([{ name: 'sarif' }, { name: 'json', file: 'z.txt' }]);
    expect(parseFormats(['sarif', 'json'], 'z.txt')).toEqual([{ name: 'sarif', file: 'z.txt' }, { name: 'json' }]);
  });

  it('refuses two formats whose files differ only through a linked folder, or are two links of one file', () => {
    const dir = linked();
    const a = path.join(dir, 'reports/r.json');
    const b = path.join(dir, 'reports-link/r.json');
    expect(usageOf(() => parseFormats([`sarif=${a}`, `json=${b}`]))).toBe(`sarif and json would both write to ${b} (the same file as ${a}); give each its own file`);
    expect(usageOf(() => parseFormats(['sarif', 'json=' + a], b))).toBe(`sarif and json would both write to ${a} (the same file as ${b}); give each its own file`);
    // A folder that does not exist yet under the link.
    expect(usageOf(() => parseFormats([`sarif=${path.join(dir, 'reports/new/r.json')}`, `json=${path.join(dir, 'reports-link/new/r.json')}`]))).toMatch(/would both write/);
    // Two hard links of one existing file.
    fs.writeFileSync(a, '');
    fs.linkSync(a, path.join(dir, 'hard.json'));
    expect(usageOf(() => parseFormats([`sarif=${a}`, `json=${path.join(dir, 'hard.json')}`]))).toMatch(/^sarif and json would both write to .*hard\.json/);
    expect(parseFormats([`sarif=${a}`, `json=${path.join(dir, 'reports-link/other.json')}`])).toHaveLength(2);
  });

  it('refuses a report into the step summary file', () => {
    const dir = linked();
    const summary = path.join(dir, 'reports/summary.md');
    fs.writeFileSync(summary, '');
    const outputs = [
      { what: 'the json report', file: path.join(dir, 'reports-link/summary.md') },
      { what: 'the step summary (GITHUB_STEP_SUMMARY)', file: summary },
    ];
    expect(usageOf(() => checkOutputsOutsideTargets(outputs, [cleanS]))).toMatch(/^the json report and the step summary \(GITHUB_STEP_SUMMARY\) would both write to .*summary\.md/);
    expect(usageOf(() => checkOutputsOutsideTargets([outputs[0]!, { ...outputs[1]!, file: path.join(dir, 'summary.md') }], [cleanS]))).toBeUndefined();
  });

  it('the command line refuses them with exit 2 before writing anything', () => {
    const dir = linked();
    const r = cli([cleanS, '--no-git', '-f', 'sarif=reports/r.json', '-f', 'json=reports-link/r.json'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('engagement-lint: sarif and json would both write to reports-link/r.json (the same file as reports/r.json); give each its own file\n');
    expect(fs.existsSync(path.join(dir, 'reports/r.json'))).toBe(false);
    const s = cli([cleanS, '--no-git', '-f', 'github', '-f', 'json=reports-link/s.md'], { cwd: dir, env: { GITHUB_STEP_SUMMARY: path.join(dir, 'reports/s.md') } });
    expect(s.code).toBe(2);
    expect(s.stderr).toMatch(/^engagement-lint: the json report and the step summary \(GITHUB_STEP_SUMMARY\) would both write to/);
  });
});

describe('2. subcommands take their flags and are never targets', () => {
  it('rules accepts --no-color and --json (a machine-readable list)', () => {
    const plain = cli(['rules', '--no-color']);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toMatch(/^whitelist\s+engagement\s+SML\s+compat/m);
    const json = cli(['rules', '--json'], { cwd: repoRoot });
    expect(json.code).toBe(0);
    expect(json.json.find((r: { id: string }) => r.id === 'epiphany-scratch-size')).toMatchObject({ pack: 'epiphany', options: { properties: { maxLines: {} } } });
    expect(json.json.length).toBeGreaterThan(80);
  });

  it('explain accepts --no-color and --json; explains the suppressions check; suggests a near rule id', () => {
    // The page as generated, without the note docs/rules/ keeps for its editors.
    expect(cli(['explain', 'handoff-sections', '--no-color']).stdout).toBe(fs.readFileSync(path.join(repoRoot, 'docs/rules/handoff-sections.md'), 'utf8').replace('<!-- generated by scripts/gen-docs.mjs from rule metadata; do not edit -->\n\n', ''));
    expect(cli(['explain', 'handoff-sections', '--json']).json).toMatchObject({ id: 'handoff-sections', pack: 'engagement' });
    const s = cli(['explain', 'suppressions']);
    expect(s.code).toBe(0);
    expect(s.stdout).toMatch(/docs\/configuration\.md#suppressions/);
    const typo = cli(['explain', 'handof-sections']);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toMatch(/did you mean "handoff-sections"/);
    const bogus = cli(['rules', '--bogus']);
    expect(bogus.code).toBe(2);
    expect(bogus.stderr).toBe('engagement-lint: rules: unknown option "--bogus" (it takes --json, --config FILE, --color, --no-color)\n');
    expect(cli(['rules', '--help']).stdout).toMatch(/^Usage: engagement-lint rules \[--json\]/);
    expect(cli(['explain', '--help']).stdout).toMatch(/^Usage: engagement-lint explain <rule>/);
  });

  it('a folder named rules is linted as ./rules', () => {
    const root = writeTree({ 'rules/criteria.md': criteria({ size: 'S' }) });
    const r = cli(['./rules', '--json', '--no-git'], { cwd: root });
    expect(r.json.engagement).toBe(fs.realpathSync(path.join(root, 'rules')));
  });

  it('--help shows --no-git and --no-color, not --git and --color', () => {
    const r = cli(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/--no-git\b/);
    expect(r.stdout).toMatch(/--no-color\b/);
    expect(r.stdout).not.toMatch(/^\s+--git\b/m);
    expect(r.stdout).not.toMatch(/^\s+--color\b/m);
    expect(cli([cleanS, '--json', '--git']).code).toBe(0);
  });
});

describe('4. custom rules run once configured', () => {
  const rule = (id: string, extra = '') =>
    `export default { id: '${id}', pack: 'engagement', summary: 'no notes.md', statuses: ['pass','fail'], docs: 'x'${extra}, check: ({ model }) => model.exists('notes.md') ? { status: 'fail', detail: 'notes.md exists', findings: [model.at('notes.md', 1, 'rogue notes')] } : { status: 'pass', detail: 'none' } };\n`;

  it('in both presets, at the level rules: gives, with no docs link unless declared', () => {
    const p = project({ 'checks/r.js': rule('no-notes'), '.engagement-lint.json': JSON.stringify({ customRules: ['./checks/r.js'] }) });
    for (const preset of ['compat', 'recommended']) {
      const r = cli([p.dir, '--json', '--no-git', '--preset', preset], { cwd: p.root });
      expect(check(r.json, 'no-notes')).toMatchObject({ status: 'fail' });
      expect(check(r.json, 'no-notes').docs).toBeUndefined();
    }
    const warned = project({ 'checks/r.js': rule('no-notes', ", docsUrl: 'https://example.org/no-notes'"), '.engagement-lint.json': JSON.stringify({ customRules: ['./checks/r.js'], rules: { 'no-notes': 'warn' } }) });
    const w = cli([warned.dir, '--json', '--no-git'], { cwd: warned.root });
    expect(check(w.json, 'no-notes')).toMatchObject({ status: 'warn', docs: 'https://example.org/no-notes' });
    const off = project({ 'checks/r.js': rule('no-notes'), '.engagement-lint.json': JSON.stringify({ customRules: ['./checks/r.js'], rules: { 'no-notes': 'off' } }) });
    expect(check(cli([off.dir, '--json', '--no-git'], { cwd: off.root }).json, 'no-notes')).toBeUndefined();
  });

  it('the receipt of a run with custom rules carries the hash --print-config prints', () => {
    const p = project({ 'checks/r.js': rule('no-notes'), '.engagement-lint.json': JSON.stringify({ customRules: ['./checks/r.js'] }) });
    const receipt = cli([p.dir, '--json', '--no-git'], { cwd: p.root }).json.receipt.config_sha256;
    expect(cli(['--print-config', p.dir, '--no-git'], { cwd: p.root }).json.sha256).toBe(receipt);
    // The rule's bytes are in the hash: an edited rule is another config.
    fs.appendFileSync(path.join(p.root, 'checks/r.js'), '// edited\n');
    expect(cli([p.dir, '--json', '--no-git'], { cwd: p.root }).json.receipt.config_sha256).not.toBe(receipt);
  });

  it('a custom rule may not take a built-in id', () => {
    const p = project({ 'checks/r.js': rule('whitelist'), '.engagement-lint.json': JSON.stringify({ customRules: ['./checks/r.js'] }) });
    const r = cli([p.dir, '--json', '--no-git'], { cwd: p.root });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/custom rule id whitelist is a built-in rule's id/);
  });
});

describe('3. config is validated against the rules', () => {
  it('an unknown rule id is exit 2 with file:line:col and a suggestion', () => {
    const p = project({ '.engagement-lint.yaml': 'preset: compat\nrules:\n  whitelst: off\n' });
    const r = cli([p.dir, '--no-git']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`engagement-lint: ${path.join(p.root, '.engagement-lint.yaml')}:3:3 unknown rule "whitelst" in rules; did you mean "whitelist"? (see \`engagement-lint rules\`)\n`);
  });

  it('an unknown rule id is measured against the rules of every pack, not only those the config names', () => {
    // The engagement pack is checked first; an id it lacks loads the others before it is called unknown.
    const p = project({ '.engagement-lint.yaml': 'rules:\n  whitelist: warn\n  graph-acyclc: off\n' });
    const r = cli([p.dir, '--no-git']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/\.engagement-lint\.yaml:3:3 unknown rule "graph-acyclc" in rules; did you mean "graph-acyclic"\?/);
    // A rule of the last pack is known, with its options checked.
    const last = project({ '.engagement-lint.yaml': 'rules:\n  whitelist: warn\n  epiphany-scratch-size: [warn, { maxLines: 0.5 }]\n' });
    expect(cli([last.dir, '--no-git']).stderr).toMatch(/option maxLines of rule epiphany-scratch-size must be integer/);
  });

  it('an unknown option is exit 2 at the options, with a suggestion; a rule without options takes none', () => {
    const p = project({ '.engagement-lint.json': '{\n  "rules": {\n    "epiphany-scratch-size": ["warn", { "maxLinez": 500 }]\n  }\n}\n' });
    const r = cli([p.dir, '--no-git']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/\.engagement-lint\.json:3:41 unknown option "maxLinez" of rule epiphany-scratch-size; did you mean "maxLines"\?/);
    const bad = project({ '.engagement-lint.json': JSON.stringify({ rules: { 'epiphany-scratch-size': ['warn', { maxLines: 'x' }] } }) });
    expect(cli([bad.dir, '--no-git']).stderr).toMatch(/option maxLines of rule epiphany-scratch-size must be integer/);
    const none = project({ '.engagement-lint.json': JSON.stringify({ rules: { whitelist: ['warn', { strict: true }] } }) });
    expect(cli([none.dir, '--no-git']).stderr).toMatch(/rule whitelist takes no options/);
    const good = project({ '.engagement-lint.json': JSON.stringify({ rules: { 'epiphany-scratch-size': ['warn', { maxLines: 500 }] } }) });
    expect(cli([good.dir, '--no-git']).code).toBe(1);
  });

  it('schemas/config.schema.json lists every built-in rule with its options', () => {
    const schema = JSON.parse(fs.readFileSync(path.join(repoRoot, 'schemas/config.schema.json'), 'utf8'));
    // The rules' ids; the engine's suppressions check (pack null) has no entry of its own there.
    const ids = cli(['rules', '--json']).json.filter((r: { pack: string | null }) => r.pack !== null).map((r: { id: string }) => r.id);
    expect(Object.keys(schema.properties.rules.properties).sort()).toEqual([...ids].sort());
    expect(JSON.stringify(schema.properties.rules.properties['epiphany-scratch-size'])).toMatch(/maxLines/);
  });
});

describe('5. suppressions come from comments, not from quoted code', () => {
  it('a directive in a fenced block or inline code is no suppression', () => {
    const quoted = '# Notes\n\n```markdown\n<!-- engagement-lint-disable whitelist -->\n```\n\nWrite `<!-- engagement-lint-disable-next-line whitelist -->` to silence one line.\n';
    const p = project({ 'engagement/handoff.md': quoted });
    const r = cli([p.dir, '--json', '--no-git']);
    expect(check(r.json, 'suppressions')).toBeUndefined();
    const real = project({ 'engagement/handoff.md': '<!-- engagement-lint-disable whitelist -->\n' });
    expect(check(cli([real.dir, '--json', '--no-git']).json, 'suppressions')).toMatchObject({ status: 'fail' });
  });

  it('a frontmatter suppression without a reason asks for reason:, not -- <why>', () => {
    const p = project({ 'engagement/criteria.md': criteria({ size: 'S', 'engagement-lint-disable': '[{rule: whitelist}]' }) });
    const s = check(cli([p.dir, '--json', '--no-git']).json, 'suppressions');
    expect(s.findings[0].message).toMatch(/add `reason: <why>` to the entry/);
  });
});

describe('6. --print-config and --profile', () => {
  it('--print-config includes command-line flags; a missing target is exit 2', () => {
    const p = project({ '.engagement-lint.json': JSON.stringify({ preset: 'compat', mode: 'progress' }) });
    const r = cli(['--print-config', p.dir, '--preset', 'recommended', '--mode', 'ready']);
    expect(r.code).toBe(0);
    expect(r.json).toMatchObject({ preset: 'recommended', mode: 'ready', files: [path.join(p.root, '.engagement-lint.json')] });
    const missing = cli(['--print-config', path.join(p.root, 'nope')]);
    expect(missing.code).toBe(2);
    expect(missing.stdout).toBe('');
  });

  it('--profile prints per-check times in stylish output', () => {
    const r = cli([cleanS, '--profile', '--no-git']);
    expect(r.stdout).toMatch(/\[OK {2}\] whitelist: .* \(\d+\.\d ms\)$/m);
    expect(r.stdout).toMatch(/^Profile: \d+\.\d ms in checks$/m);
  });
});

describe('7. warning gating says why', () => {
  const warned = () => project({ '.engagement-lint.json': JSON.stringify({ rules: { whitelist: 'warn' } }) });
  it('--fail-on warning and --max-warnings give the reason on stderr; warnings count checks', () => {
    const p = warned();
    const a = cli([p.dir, '--fail-on', 'warning', '--no-git']);
    expect(a.code).toBe(1);
    expect(a.stderr).toBe('engagement-lint: 1 check warned and --fail-on warning fails on warnings\n');
    const b = cli([p.dir, '--max-warnings', '0', '--json', '--no-git']);
    expect(b.code).toBe(1);
    expect(b.stderr).toBe('engagement-lint: 1 warning check exceeds --max-warnings 0\n');
    expect(b.json.warn_count).toBe(1);
    expect(cli([p.dir, '--max-warnings', '1', '--no-git']).code).toBe(0);
  });
});

describe('8. ignores', () => {
  it('a folder pattern with /** leaves the folder target out, as in ESLint', () => {
    const root = writeTree({
      'archive/2025-01/engagement/criteria.md': criteria({ size: 'S' }),
      'engagement/criteria.md': criteria({ size: 'S' }),
      '.engagement-lint.json': JSON.stringify({ ignores: ['archive/2025-*/**'] }),
    });
    // The target is the folder the pattern names (a project folder holding its engagement).
    const r = cli(['archive/2025-01', 'engagement', '--json', '--no-git'], { cwd: root });
    expect(r.json.engagement).toBe(path.join(fs.realpathSync(root), 'engagement'));
    const only = cli(['archive/2025-01', '--no-git'], { cwd: root });
    expect(only.code).toBe(2);
    expect(only.stderr).toMatch(/every target is ignored/);
  });

  it("an Epiphany project whose `state/` is ignored is left out, as its folder would be, not passed with every finding hidden", () => {
    const state = { 'state/map.yaml': 'objectives: []\naccepted_design: [{text: x, evidence: ev-9}]\n', 'state/branches.json': '[]\n', 'state/evidence.jsonl': '' };
    for (const pattern of ['state/', 'state', 'state/**']) {
      const root = writeTree({ ...state, '.engagement-lint.yaml': `ignores: [${JSON.stringify(pattern)}]\n` });
      for (const target of ['.', 'state']) {
        const r = cli([target, '--no-git'], { cwd: root });
        expect(r.code, `${pattern} ${target}`).toBe(2);
        expect(r.stderr, `${pattern} ${target}`).toMatch(/every target is ignored/);
      }
    }
    // Beside an engagement, the engagement alone is linted.
    const both = writeTree({ ...state, 'engagement/criteria.md': criteria({ size: 'S' }), '.engagement-lint.yaml': 'ignores: ["state/"]\n' });
    const r = cli(['.', '--json', '--no-git'], { cwd: both });
    expect(r.json.kind).toBe('engagement');
    expect(r.json.results).toBeUndefined();
    // Not ignored, the state folder is linted, its map's citation of an evidence id it lacks a warning.
    const plain = cli(['.', '--json', '--no-git'], { cwd: writeTree(state) }).json;
    expect([plain.kind, plain.status]).toEqual(['epiphany', 'warn']);
  });

  it('an ignored file appears in no finding and no detail', () => {
    const p = project({ 'engagement/draft.md': 'x\n', '.engagement-lint.json': JSON.stringify({ ignores: ['engagement/notes.md'] }) });
    const w = check(cli([p.dir, '--json', '--no-git']).json, 'whitelist');
    expect(w.status).toBe('fail');
    expect(JSON.stringify(w)).not.toMatch(/notes\.md/);
    expect(w.findings.map((f: { file: string }) => f.file)).toEqual(['engagement/draft.md']);
    // Left out of the detail's list, not replaced by placeholders.
    const two = project({ 'engagement/draft.md': 'x\n', 'engagement/review-log.md': 'x\n', '.engagement-lint.json': JSON.stringify({ ignores: ['engagement/notes.md', 'engagement/review-log.md'] }) });
    const d = check(cli([two.dir, '--json', '--no-git']).json, 'whitelist').detail;
    expect(d).toMatch(/^out-of-whitelist entries: draft\.md \(2 findings in ignored files left out\)/);
  });
});

describe('9. paths share one base; JUnit names the target', () => {
  it('stylish, JUnit and SARIF name a finding by the same path relative to the working directory', () => {
    // The working directory is above the project, so project-relative and cwd-relative paths differ.
    const p = project();
    const cwd = path.dirname(p.root);
    const name = path.basename(p.root);
    const out = tmp();
    const r = cli([`${name}/engagement`, '--no-git', '-f', 'stylish', '-f', `junit=${path.join(out, 'j.xml')}`, '-f', `sarif=${path.join(out, 's.sarif')}`], { cwd, env: { GITHUB_WORKSPACE: cwd } });
    expect(r.stdout).toContain(` ${name}/engagement/notes.md:1:1 `);
    const xml = new XMLParser({ ignoreAttributes: false }).parse(fs.readFileSync(path.join(out, 'j.xml'), 'utf8'));
    const cases = [xml.testsuites.testsuite.testcase].flat();
    expect(new Set(cases.map((c: Record<string, string>) => c['@_classname']))).toEqual(new Set([`${name}/engagement`]));
    expect(cases.find((c: Record<string, string>) => c['@_name'] === 'whitelist').failure['#text']).toMatch(new RegExp(`^${name}/engagement/notes\\.md:1:1 `, 'm'));
    const sarif = JSON.parse(fs.readFileSync(path.join(out, 's.sarif'), 'utf8'));
    const uris = sarif.runs[0].results.flatMap((x: any) => x.locations.map((l: any) => l.physicalLocation.artifactLocation.uri));
    expect(uris).toContain(`${name}/engagement/notes.md`);
  });
});

describe('9b. JSON says what its finding paths are relative to', () => {
  it('each target of each kind carries `root`, and root joined with a finding\'s file is that file', () => {
    const targets = ['examples/fail-rogue-files/engagement', 'examples/contracts/fail-rendering.md', 'examples/graphs/fail-order.md', 'examples/epiphany/fail-evidence'].map((t) => path.join(repoRoot, t));
    // From a working directory that holds none of them, and from the repository.
    for (const cwd of [tmp(), repoRoot]) {
      const r = cli([...targets, '--json', '--no-git'], { cwd });
      expect(r.json.results.map((x: { kind: string }) => x.kind)).toEqual(['engagement', 'contract', 'graph', 'epiphany']);
      for (const t of r.json.results) {
        expect(path.isAbsolute(t.root), t.kind).toBe(true);
        const files = t.checks.flatMap((c: { findings: Array<{ file: string }> }) => c.findings.map((f) => f.file));
        expect(files.length, t.kind).toBeGreaterThan(0);
        for (const f of files) expect(fs.existsSync(path.join(t.root, f)), `${t.kind}: ${f}`).toBe(true);
      }
    }
  });
});

describe('mixed kinds', () => {
  it('an engagement-only check named with --override-checks is no error beside a contract', () => {
    const file = path.join(repoRoot, 'examples/contracts', fs.readdirSync(path.join(repoRoot, 'examples/contracts')).filter((f) => /\.ya?ml$/.test(f)).sort()[0]!);
    const r = cli([cleanS, file, '--override-checks', 'heartbeat-staleness', '--now', '2026-01-01T00:00:00Z', '--json', '--no-git']);
    expect(r.stderr).not.toMatch(/unknown check/);
    expect(r.json.results).toHaveLength(2);
    expect(r.json.results[0].checks.map((c: { name: string }) => c.name)).toContain('heartbeat-staleness');
    expect(cli([cleanS, '--override-checks', 'heartbeat-stalenes', '--no-git']).code).toBe(2);
  });
});
