// What the command line says about what it was given: targets the config leaves out, where -o goes,
// options and subcommands out of place, and configs it cannot read. Through the built CLI.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bin, cli, repoRoot } from './cli-helpers.js';

const made: string[] = [];
afterAll(() => made.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A repository holding a copy of clean-S under each name given, and `files` (relative to it). */
function repo(projects: string[], files: Record<string, string | Buffer> = {}): string {
  const dir = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'el-inv-'));
  made.push(dir);
  fs.mkdirSync(path.join(dir, '.git'));
  for (const p of projects) fs.cpSync(path.join(repoRoot, 'examples/clean-S'), path.join(dir, p), { recursive: true });
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

describe('targets the config ignores', () => {
  it('a target named outright that the ignores leave out is said to be, one line each', () => {
    const cwd = repo(['p', 'q', 'r'], { '.engagement-lint.yaml': 'ignores: ["p/**", "r/"]\n' });
    const r = cli(['p/engagement', 'q/engagement', 'r/', '--json', '--no-git'], { cwd });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('engagement-lint: p/engagement is ignored by .engagement-lint.yaml (ignores); not linted\nengagement-lint: r is ignored by .engagement-lint.yaml (ignores); not linted\n');
    expect(r.json.engagement).toBe(path.join(cwd, 'q/engagement'));
  });

  it('a target only a glob matched is left out without a word', () => {
    const cwd = repo(['p', 'q'], { '.engagement-lint.yaml': 'ignores: ["p/**"]\n' });
    const r = cli(['*/engagement', '--json', '--no-git'], { cwd });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.json.engagement).toBe(path.join(cwd, 'q/engagement'));
  });
});

describe('-o and --json', () => {
  const target = path.join(repoRoot, 'examples/clean-S/engagement');
  it('-o takes the first format given without a file, in command-line order, --json included', () => {
    const cwd = repo([]);
    const after = cli([target, '-f', 'junit', '-o', 'out/a', '--json', '--no-git'], { cwd });
    expect(after.code).toBe(0);
    expect(fs.readFileSync(path.join(cwd, 'out/a'), 'utf8')).toMatch(/^<\?xml /);
    expect(JSON.parse(after.stdout).engagement).toBe(target);
    const before = cli([target, '--json', '-f', 'junit', '-o', 'out/b', '--no-git'], { cwd });
    expect(JSON.parse(fs.readFileSync(path.join(cwd, 'out/b'), 'utf8')).engagement).toBe(target);
    expect(before.stdout).toMatch(/^<\?xml /);
  });

  it('--json alone with -o writes the JSON report to the file', () => {
    const cwd = repo([]);
    const r = cli([target, '--json', '-o', 'out/c', '--no-git'], { cwd });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect(JSON.parse(fs.readFileSync(path.join(cwd, 'out/c'), 'utf8')).engagement).toBe(target);
  });
});

describe('a path through a file, too long or a loop of links, as a report or a target', () => {
  it('is said in the linter\'s words, exit 2, never the system\'s error text', () => {
    const cwd = repo(['p'], { reports: 'a file where a folder would be\n' });
    fs.symlinkSync('l1', path.join(cwd, 'l2'));
    fs.symlinkSync('l2', path.join(cwd, 'l1'));
    const cases: Array<[string[], string]> = [
      [['p/engagement', '-o', 'reports/out.txt'], 'engagement-lint: cannot write the report to reports/out.txt (a parent is not a folder)\n'],
      [['p/engagement', '-f', 'sarif=reports/x.sarif'], 'engagement-lint: cannot write the report to reports/x.sarif (a parent is not a folder)\n'],
      [['p/engagement', '-o', `${'a'.repeat(300)}.txt`], `engagement-lint: cannot write the report to ${'a'.repeat(300)}.txt (the name is too long)\n`],
      [['p/engagement', '-o', 'l1/x.txt'], 'engagement-lint: cannot write the report to l1/x.txt (l1 is a symbolic link, which is not followed; name a path through real folders)\n'],
      [['reports/x'], 'engagement-lint: cannot read reports/x: a parent is not a folder\n'],
    ];
    for (const [args, stderr] of cases) {
      const r = cli(args, { cwd });
      expect(r.stderr, args.join(' ')).toBe(stderr);
      expect(r.code).toBe(2);
    }
    expect(fs.readdirSync(cwd).sort()).toEqual(['.git', 'l1', 'l2', 'p', 'reports']);
  });
});

describe('documentation named as a target', () => {
  it('is said to be documentation, with the quoted glob that leaves it out, not --kind', () => {
    const cwd = repo([], { 'contracts/pass-solo.dc.json': fs.readFileSync(path.join(repoRoot, 'examples/contracts/pass-solo.dc.json')), 'contracts/README.md': '# Contracts\n\nThe team\'s delegation contracts.\n' });
    // As a shell expands an unquoted `contracts/*`.
    const r = cli(['contracts/README.md', 'contracts/pass-solo.dc.json'], { cwd });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("engagement-lint: cannot lint contracts/README.md: it is documentation by its name, no engagement, contract, graph or Epiphany target; leave it out (quote a glob, 'dir/*', and the linter leaves documentation out itself)\n");
    const quoted = cli(['contracts/*'], { cwd });
    expect(quoted.code).toBe(0);
    expect(quoted.stderr).toMatch(/README\.md \(documentation\)/);
  });
});

describe('--help and --version are checked like every option', () => {
  it('an unknown option beside them is exit 2 with one line, and neither takes a value', () => {
    for (const args of [['--help', '--bogus'], ['--version', '--bogus'], ['-h', '--max-warnings', 'x']]) {
      const r = cli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.split('\n')).toHaveLength(2);
    }
    expect(cli(['--help', '--bogus']).stderr).toMatch(/^engagement-lint: unknown option "--bogus"/);
    const valued = cli(['--version=1']);
    expect(valued.code).toBe(2);
    expect(valued.stderr).toBe('engagement-lint: --version takes no value (got "1")\n');
  });

  it('a value outside an option\'s choices names the choice it most likely meant', () => {
    expect(cli(['x', '--preset', 'recomended']).stderr).toBe('engagement-lint: --preset must be compat or recommended (got "recomended"; did you mean "recommended"?)\n');
    expect(cli(['x', '--mode=Ready']).stderr).toBe('engagement-lint: --mode must be progress or ready (got "Ready"; did you mean "ready"?)\n');
    // Nothing near: the choices alone.
    expect(cli(['x', '--preset', 'strict']).stderr).toBe('engagement-lint: --preset must be compat or recommended (got "strict")\n');
  });

  it('a bad value that a lint checks before reading a target is the lint\'s one line, exit 2, beside them too', () => {
    const cwd = repo(['p']);
    const cases: Array<[string[], string]> = [
      [['--format', 'nope'], 'unknown format "nope" (stylish, json, sarif, github, junit, html)'],
      // A near miss, or the name in other case, is named.
      [['--format', 'jsn'], 'unknown format "jsn" (stylish, json, sarif, github, junit, html); did you mean "json"?'],
      [['--format', 'SARIF=out/r.sarif'], 'unknown format "SARIF" (stylish, json, sarif, github, junit, html); did you mean "sarif"?'],
      [['--override-checks', 'nope'], 'unknown check name: nope (see `engagement-lint rules`)'],
      [['--format', 'json='], '--format json= needs a file name'],
      [['--format', 'json', '--format', 'sarif'], 'json and sarif would both write to stdout; give all but one a file (--format sarif=FILE)'],
      [['--override-checks', ','], '--override-checks has an empty name in ","'],
      [['-o', 'out/a', '--format', 'json=out/b'], '--output-file out/a has no format to write: every --format already names where it goes (a file, or - for stdout)'],
    ];
    for (const [args, message] of cases) {
      // The lint's own message, to compare with.
      expect(cli(['p', ...args], { cwd }).stderr, args.join(' ')).toBe(`engagement-lint: ${message}\n`);
      for (const answered of ['--help', '--version']) {
        const r = cli([answered, ...args], { cwd });
        expect({ code: r.code, stdout: r.stdout, stderr: r.stderr }, `${answered} ${args.join(' ')}`).toEqual({ code: 2, stdout: '', stderr: `engagement-lint: ${message}\n` });
      }
    }
    expect(fs.existsSync(path.join(cwd, 'out'))).toBe(false);
  });

  it('a check name of the config\'s custom rules is no error beside --help', () => {
    const cwd = repo([], { '.engagement-lint.yaml': 'customRules: [./checks/team-owner.mjs]\n', 'checks/team-owner.mjs': "export default { id: 'team-owner', pack: 'engagement', summary: 's', docs: 'd', check: () => ({ status: 'pass', detail: 'ok' }) };\n" });
    expect(cli(['--version', '--override-checks', 'team-owner,whitelist'], { cwd })).toMatchObject({ code: 0, stderr: '' });
    expect(cli(['--version', '--override-checks', 'team-ownr'], { cwd })).toMatchObject({ code: 2, stderr: 'engagement-lint: unknown check name: team-ownr; did you mean "team-owner"? (see `engagement-lint rules`)\n' });
  });

  it('an --override-checks name of another kind than every target is said to run on none', () => {
    const r = cli(['examples/clean-S/engagement', '--no-git', '--override-checks', 'graph-acyclic,whitelist']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('engagement-lint: warning: --override-checks names graph-acyclic, a check of graph targets, and no target here is one, so it runs on none\n');
    // With a target of its kind among them, it runs there: nothing to say.
    expect(cli(['examples/clean-S/engagement', 'examples/graphs/fail-compare.md', '--no-git', '--override-checks', 'graph-acyclic']).stderr).toBe('');
  });

  it('alone or with valid options they still answer', () => {
    expect(cli(['--version', '--json'])).toMatchObject({ code: 0, stdout: expect.stringMatching(/^\d+\.\d+\.\d+\n$/) });
    expect(cli(['--help', '--no-git'])).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Usage: engagement-lint /) });
  });
});

describe('a subcommand after an option', () => {
  it('is a target not found, with a hint that the subcommand must be the first word', () => {
    const cwd = repo([]);
    const rules = cli(['--json', 'rules'], { cwd });
    expect(rules.code).toBe(2);
    expect(rules.stderr).toBe('engagement-lint: target not found: rules (a subcommand must be the first word: engagement-lint rules [--json] [--config FILE])\n');
    const explain = cli(['-c', 'my.yaml', 'explain', 'whitelist'], { cwd });
    expect(explain.code).toBe(2);
    expect(explain.stderr).toMatch(/^engagement-lint: target not found: explain \(a subcommand must be the first word: engagement-lint explain <rule>/);
    // Another missing target gets no such hint.
    expect(cli(['--json', 'rulez'], { cwd }).stderr).toBe('engagement-lint: target not found: rulez\n');
  });
});

describe('rules and explain check their options as the lint command does', () => {
  it('a missing, empty or repeated value and a value given to a flag get the lint\'s one line, exit 2', () => {
    const cwd = repo([], { 'c1.yaml': 'rules: {}\n', 'c2.yaml': 'rules: {}\n' });
    const cases: Array<[string[], string]> = [
      [['rules', '--config'], '--config needs a value'],
      [['explain', 'whitelist', '--config'], '--config needs a value'],
      [['rules', '--json=1'], '--json takes no value (got "1")'],
      [['rules', '--color=1'], '--color takes no value (got "1")'],
      [['rules', '--config', 'c1.yaml', '--config', 'c2.yaml'], '--config is given more than once ("c1.yaml" and "c2.yaml")'],
      [['explain', 'whitelist', '--config', 'c1.yaml', '-c', 'c2.yaml'], '--config is given more than once ("c1.yaml" and "c2.yaml")'],
      [['rules', '--config='], '--config needs a value, got an empty one'],
      [['rules', '--config', ''], '--config needs a value, got an empty one'],
      [['explain', 'whitelist', '--no-json'], 'explain: unknown option "--no-json" (it takes --json, --config FILE, --color, --no-color)'],
      [['rules', '--bogus'], 'rules: unknown option "--bogus" (it takes --json, --config FILE, --color, --no-color)'],
    ];
    for (const [args, message] of cases) {
      const r = cli(args, { cwd });
      expect({ code: r.code, stdout: r.stdout, stderr: r.stderr }, args.join(' ')).toEqual({ code: 2, stdout: '', stderr: `engagement-lint: ${message}\n` });
    }
    expect(cli(['rules', '--no-color', '--json', '-c', 'c1.yaml'], { cwd }).code).toBe(0);
  });

  it('a name with control characters is shown with them escaped once (\\x1b, \\x0a), a typed backslash doubled', () => {
    const cwd = repo([]);
    expect(cli(['explain', '\x1b[31m'], { cwd }).stderr).toBe('engagement-lint: unknown rule: "\\x1b[31m" (see `engagement-lint rules`)\n');
    expect(cli(['explain', 'white\nlist'], { cwd }).stderr).toBe('engagement-lint: unknown rule: "white\\x0alist"; did you mean "whitelist"? (see `engagement-lint rules`)\n');
    expect(cli(['explain', 'a\\x1b'], { cwd }).stderr).toBe('engagement-lint: unknown rule: "a\\\\x1b" (see `engagement-lint rules`)\n');
    expect(cli(['p', '--format', '\x1b'], { cwd }).stderr).toBe('engagement-lint: unknown format "\\x1b" (stylish, json, sarif, github, junit, html)\n');
    expect(cli(['rules', '--\x1b'], { cwd }).stderr).toBe('engagement-lint: rules: unknown option "--\\x1b" (it takes --json, --config FILE, --color, --no-color)\n');
  });

  it('a config naming a rule that does not exist is exit 2 naming the line, as for a lint', () => {
    const cwd = repo([], { '.engagement-lint.yaml': 'rules:\n  whitelst: off\n' });
    const line = 'engagement-lint: .engagement-lint.yaml:2:3 unknown rule "whitelst" in rules; did you mean "whitelist"? (see `engagement-lint rules`)\n';
    for (const args of [['rules'], ['explain', 'whitelist'], ['rules', '--json']]) {
      const r = cli(args, { cwd });
      expect({ code: r.code, stdout: r.stdout, stderr: r.stderr }, args.join(' ')).toEqual({ code: 2, stdout: '', stderr: line });
    }
  });
});

describe('a working directory that was deleted', () => {
  it('is said in one line, exit 2, for a lint and for the subcommands', () => {
    const gone = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'el-gone-')), 'cwd');
    made.push(path.dirname(gone));
    for (const args of ['examples/clean-S/engagement', 'rules', 'explain whitelist', "'e*/x' b c d"]) {
      fs.mkdirSync(gone);
      // The shell enters the folder and removes it: the CLI starts in a working directory that no longer exists.
      const r = spawnSync('sh', ['-c', `cd "$0" && rmdir "$0" && exec "$1" "$2" ${args}`, gone, process.execPath, bin], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
      expect(r.status, args).toBe(2);
      expect(r.stderr).toBe('engagement-lint: the working directory no longer exists\n');
    }
  });
});

describe('--print-config and -o', () => {
  it('a glob pattern for --print-config is said to be one, naming what it matches', () => {
    const cwd = repo(['a', 'b', 'c']);
    const r = cli(['--print-config', '*/engagement'], { cwd });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('engagement-lint: --print-config takes one target, not a glob pattern: "*/engagement" matches 3 (a/engagement, b/engagement, c/engagement); name one of them\n');
    expect(cli(['--print-config', 'z*/engagement'], { cwd }).stderr).toBe('engagement-lint: --print-config takes one target, not a glob pattern: "z*/engagement" (it matches no target either)\n');
  });

  it('--print-config refuses the options of a lint run it would ignore', () => {
    const cwd = repo(['p']);
    const r = cli(['--print-config', 'p/engagement', '--ledger', '--quiet', '--max-warnings', '0'], { cwd });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('engagement-lint: --print-config prints the config and lints nothing; drop --ledger, --quiet, --max-warnings\n');
    expect(cli(['--print-config', 'p/engagement', '--fail-on', 'warning'], { cwd }).stderr).toBe('engagement-lint: --print-config prints the config and lints nothing; drop --fail-on\n');
    expect(fs.existsSync(path.join(cwd, 'p/engagement/events.jsonl'))).toBe(false);
  });

  it('--print-config takes --json and --format json, which ask for what it prints, and refuses another format', () => {
    const cwd = repo(['p']);
    const plain = cli(['--print-config', 'p/engagement'], { cwd });
    for (const flags of [['--json'], ['--format', 'json'], ['-f', 'json', '--json']]) {
      const r = cli(['--print-config', 'p/engagement', ...flags], { cwd });
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expect(r.stdout).toBe(plain.stdout);
    }
    const sarif = cli(['--print-config', 'p/engagement', '--format', 'sarif'], { cwd });
    expect(sarif.code).toBe(2);
    expect(sarif.stderr).toBe('engagement-lint: --print-config prints JSON; drop --format sarif (use -o FILE to write it to a file)\n');
  });

  it('--print-config says when the config ignores the target, which a lint would leave out', () => {
    const cwd = repo(['p', 'q'], { '.engagement-lint.yaml': "ignores: ['p/engagement/']\n" });
    expect(JSON.parse(cli(['--print-config', 'p/engagement'], { cwd }).stdout).ignored).toBe(true);
    expect(JSON.parse(cli(['--print-config', 'q/engagement'], { cwd }).stdout).ignored).toBeUndefined();
    expect(cli(['p/engagement'], { cwd }).stderr).toBe('engagement-lint: every target is ignored by the config\n');
  });

  it('--print-config with -o - prints to stdout and writes no file named "-"', () => {
    const cwd = repo(['p']);
    const r = cli(['--print-config', 'p/engagement', '-o', '-'], { cwd });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).target).toBe(path.join(cwd, 'p/engagement'));
    expect(fs.existsSync(path.join(cwd, '-'))).toBe(false);
  });

  it('-o - with every format already sent to a file is refused, as -o FILE is', () => {
    const cwd = repo(['p']);
    for (const o of ['-', 'out/x']) {
      const r = cli(['p/engagement', '-f', 'json=out/f.json', '-o', o, '--no-git'], { cwd });
      expect(r.code, o).toBe(2);
      expect(r.stderr).toBe(`engagement-lint: --output-file ${o} has no format to write: every --format already names where it goes (a file, or - for stdout)\n`);
    }
  });
});

describe('configs the linter cannot read, said as such', () => {
  const target = path.join(repoRoot, 'examples/clean-S/engagement');
  const utf16 = (text: string, bom: boolean) => Buffer.concat([bom ? Buffer.from([0xff, 0xfe]) : Buffer.alloc(0), Buffer.from(text, 'utf16le')]);
  it.each([
    ['a YAML merge key', 'merge.yaml', 'rules:\n  <<: {whitelist: warn}\n', 'merge.yaml:2:3 YAML merge keys (<<) are not supported in configs; write the keys out'],
    ['a YAML merge key under a %YAML 1.1 directive', 'merge11.yaml', '%YAML 1.1\n---\n<<: {preset: recommended}\n', 'merge11.yaml:3:1 YAML merge keys (<<) are not supported in configs; write the keys out'],
    ['a CommonJS config', 'el.config.js', 'module.exports = { preset: "recommended" };\n', 'el.config.js:1:1 JavaScript configs are not supported; write the config as .json or .yaml'],
    ['an ES module config', 'el.config.mjs', 'export default { preset: "recommended" };\n', 'el.config.mjs:1:1 JavaScript configs are not supported; write the config as .json or .yaml'],
    ['a UTF-16 config with a byte order mark', 'u16.yaml', utf16('preset: recommended\n', true), 'u16.yaml:1:1 the config is not UTF-8 (UTF-16?); save it as UTF-8'],
    ['a UTF-16 config without one', 'u16-no-bom.json', utf16('{"preset": "recommended"}\n', false), 'u16-no-bom.json:1:1 the config is not UTF-8 (UTF-16?); save it as UTF-8'],
    ['a Latin-1 config', 'latin1.yaml', Buffer.from('preset: recommended # d\xe9j\xe0 vu\n', 'latin1'), 'latin1.yaml:1:1 the config is not UTF-8; save it as UTF-8'],
  ])('%s is refused in one line naming the cause', (_what, name, text, message) => {
    const cwd = repo([], { [name]: text });
    const r = cli([target, '-c', name, '--no-git'], { cwd });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`engagement-lint: ${message}\n`);
  });

  it('a %YAML 1.1 directive changes nothing: the config is read as YAML 1.2 (off is the level off, yes no boolean)', () => {
    const cwd = repo([], { 'y11.yaml': '%YAML 1.1\n---\nrules:\n  whitelist: off\n', 'yes.yaml': '%YAML 1.1\n---\nnoInlineConfig: yes\n' });
    const r = cli(['--print-config', target, '-c', 'y11.yaml'], { cwd });
    expect(r.stderr).toBe('');
    expect(r.json.rules).toEqual({ whitelist: { level: 'off' } });
    const yes = cli([target, '-c', 'yes.yaml', '--no-git'], { cwd });
    expect(yes.code).toBe(2);
    expect(yes.stderr).toMatch(/^engagement-lint: yes\.yaml:3:\d+ noInlineConfig must be /);
  });

  it('a "<<" key quoted, or in JSON, is a key like any other', () => {
    const cwd = repo([], { 'q.yaml': 'rules:\n  "<<": warn\n' });
    expect(cli([target, '-c', 'q.yaml', '--no-git'], { cwd }).stderr).toMatch(/^engagement-lint: q\.yaml:2:3 unknown rule /);
  });
});

describe('whitelist and ignores entries that could never match', () => {
  const target = path.join(repoRoot, 'examples/clean-S/engagement');
  const refused = (config: string) => {
    const cwd = repo([], { 'c.yaml': config });
    const r = cli([target, '-c', 'c.yaml', '--no-git'], { cwd });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    return r.stderr;
  };
  it('a whitelist entry that is a path, a pattern or empty is a config error at its place', () => {
    const names = 'the whitelist takes names of top-level entries of engagement/, or validation-outputs/<name>, executor-reports/<name>, tasks/<name>';
    expect(refused('whitelist:\n  - a.md\n  - engagement/notes.md\n')).toBe(`engagement-lint: c.yaml:3:5 whitelist[1] is a path; ${names}, as they are written there (notes.md, not engagement/notes.md or ./notes.md)\n`);
    expect(refused('whitelist: [./notes.md]\n')).toMatch(/^engagement-lint: c\.yaml:1:13 whitelist\[0\] is a path;/);
    expect(refused('whitelist: ["notes*"]\n')).toBe(`engagement-lint: c.yaml:1:13 whitelist[0] is a pattern; the whitelist takes names, each listed whole (a * or ? matches only itself): ${names}\n`);
    // A pattern in a folder is told as the pattern it is.
    expect(refused('whitelist: ["design/*"]\n')).toMatch(/^engagement-lint: c\.yaml:1:13 whitelist\[0\] is a pattern;/);
    expect(refused('whitelist: [""]\n')).toBe(`engagement-lint: c.yaml:1:13 whitelist[0] is empty; ${names}\n`);
    // An entry of a subfolder the whitelist rule judges is named by its path there, one level down only.
    expect(refused('whitelist: [tasks/sprint/board.png]\n')).toMatch(/^engagement-lint: c\.yaml:1:13 whitelist\[0\] is a path;/);
    expect(refused('whitelist: [specs/notes.md]\n')).toMatch(/^engagement-lint: c\.yaml:1:13 whitelist\[0\] is a path;/);
    expect(refused('whitelist: [tasks/..]\n')).toMatch(/^engagement-lint: c\.yaml:1:13 whitelist\[0\] is a path;/);
  });

  it('an ignores entry outside the config folder, absolute, empty or with a ./ is a config error at its place', () => {
    expect(refused('ignores: ["../**"]\n')).toBe("engagement-lint: c.yaml:1:11 ignores[0] reaches outside this config's folder through .., where no entry matches; put it in a config of the folder it names\n");
    expect(refused('ignores: [x, "/abs/**"]\n')).toBe("engagement-lint: c.yaml:1:14 ignores[1] is an absolute path, so it matches nothing: entries are relative to this config's folder (drop the leading /)\n");
    expect(refused('ignores: [""]\n')).toBe('engagement-lint: c.yaml:1:11 ignores[0] is empty, so it matches nothing\n');
    expect(refused('ignores: ["!./keep.md"]\n')).toBe('engagement-lint: c.yaml:1:11 ignores[0] holds a . segment, which no path it is matched against has (drop the ./)\n');
    expect(refused('ignores: ["{a,b"]\n')).toBe("engagement-lint: c.yaml:1:11 ignores[0] has an unclosed {: a pattern's braces and brackets come in pairs (write \\{ for the character itself)\n");
    expect(refused('ignores: ["notes/[0-9.md"]\n')).toMatch(/ignores\[0\] has an unclosed \[:/);
    expect(refused('ignores: ["a}.md"]\n')).toMatch(/ignores\[0\] has an unopened \}:/);
  });

  it('a folder name with its slash, and a glob relative to the config, are accepted', () => {
    const cwd = repo(['p'], { 'c.yaml': 'whitelist: [design/, notes.md]\nignores: ["x/**", "!x/keep.md", "*.tmp", "{a,b}/**", "p/engagement/[0-9].md", "odd\\\\{name", "p/**/*.tmp"]\n' });
    const r = cli(['p/engagement', '-c', 'c.yaml', '--no-git'], { cwd });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
  });

  it('ignores written relative to the working directory in a config kept elsewhere are said, counted', () => {
    // Entries are relative to their config's folder: these were written from where the user runs the linter.
    const cwd = repo(['p'], { 'cfg/c.yaml': 'ignores: ["p/engagement/notes.md", "x/**"]\n', 'cfg/ok.yaml': 'ignores: ["other/**"]\n', 'c.yaml': 'ignores: ["q/engagement/**"]\n' });
    const elsewhere = cli(['p/engagement', '-c', 'cfg/c.yaml', '--no-git'], { cwd });
    expect(elsewhere.code).toBe(0);
    expect(elsewhere.stderr).toBe("engagement-lint: warning: the ignores entries of the config in cfg are relative to that folder, where none can match this run's targets; read from the working directory, 1 of 2 would (write them relative to cfg)\n");
    // Entries for other projects, read from anywhere: a shared config, said nothing of.
    expect(cli(['p/engagement', '-c', 'cfg/ok.yaml', '--no-git'], { cwd }).stderr).toBe('');
    expect(cli(['p/engagement', '-c', 'c.yaml', '--no-git'], { cwd }).stderr).toBe('');
  });
});
