// Config errors name the file, line and column, say what is wrong in the linter's words, and quote
// nothing of the config beyond the offending key. Tested at the module level (the CLI tests run the bundle).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CONFIG_KEYS, configsBeside, findConfig, loadConfig, mayLoadCode, projectRootOf } from '../packages/core/src/config.js';
import { untrustedConfigWarning } from '../packages/cli/src/trust.js';
import { repoRoot } from './cli-helpers.js';
import { cleanupTrees, writeTree } from './helpers.js';

afterAll(cleanupTrees);

const SECRET = 'root:$6$S3CR3TSALT$hashedpasswordbytes:19000:0:99999:7:::';

/** A project holding `files`; the error loading the config a target in `engagement/` finds, and loading `name` as --config does. */
async function errors(files: Record<string, string>, name = '.engagement-lint.yaml'): Promise<{ root: string; found: string; named: string }> {
  const root = writeTree({ '.git/HEAD': 'ref: refs/heads/main\n', 'engagement/criteria.md': 'x\n', ...files });
  const start = path.join(root, 'engagement');
  const message = (p: Promise<unknown>) => p.then(() => 'loaded', (e: Error) => `${e.name}: ${e.message}`);
  const file = findConfig(start, projectRootOf(start));
  return { root, found: file ? await message(loadConfig(file, projectRootOf(start))) : 'no config', named: await message(loadConfig(path.join(root, name))) };
}

describe('a package.json whose engagementLint config is not valid JSON', () => {
  it('is an error at the JSON error, found or named, not a run without the config', async () => {
    const text = '{ "name":"x", "engagementLint":{"rules":{"whitelist":"off"}}, }';
    const r = await errors({ 'package.json': text }, 'package.json');
    const expected = `ConfigError: ${path.join(r.root, 'package.json')}:1:${text.lastIndexOf('}') + 1} invalid JSON: unexpected '}' after a comma (JSON allows no trailing comma)`;
    expect(r.found).toBe(expected);
    expect(r.named).toBe(expected);
  });

  it('a file cut short says so, with what JSON expected there', async () => {
    const text = '{"engagementLint":{"rules":{"whitelist":"off"}}';
    const r = await errors({ 'package.json': text }, 'package.json');
    expect(r.named).toBe(`ConfigError: ${path.join(r.root, 'package.json')}:1:${text.length + 1} invalid JSON: unexpected end of input (expected ',' or '}' after property value)`);
  });

  it('is found beside a config above it, and with a byte-order mark read as the file it is', async () => {
    const r = await errors({ '.engagement-lint.yaml': 'preset: compat\n', 'engagement/package.json': '{"engagementLint": {"preset": "recommended"},}\n' });
    expect(r.found).toMatch(/engagement\/package\.json:1:\d+ invalid JSON/);
    const bom = writeTree({ '.git/HEAD': '', 'package.json': '\uFEFF{"engagementLint": {"preset": "recommended"}}\n' });
    expect(findConfig(bom, bom)).toBe(path.join(bom, 'package.json'));
    expect((await loadConfig(path.join(bom, 'package.json'), bom)).preset).toBe('recommended');
  });

  it('engagementLint given twice, or a key given twice within it, is an error at the repeat (JSON keeps only the last)', async () => {
    const twice = '{"name": "x", "engagementLint": {"preset": "compat"},\n "engagementLint": {"preset": "recommended"}}';
    const r = await errors({ 'package.json': twice }, 'package.json');
    expect(r.named).toBe(`ConfigError: ${path.join(r.root, 'package.json')}:2:2 invalid JSON: the key "engagementLint" appears twice in one object (JSON keeps only the last)`);
    expect(r.found).toBe(r.named);
    const inner = '{"engagementLint": {"rules": {"whitelist": "off"},\n   "rules": {"slot-language": "warn"}}}';
    const r2 = await errors({ 'package.json': inner }, 'package.json');
    expect(r2.named).toBe(`ConfigError: ${path.join(r2.root, 'package.json')}:2:4 invalid JSON: the key "rules" appears twice in one object (JSON keeps only the last)`);
  });

  it("a key repeated in package.json's other sections is not ours to judge", async () => {
    const r = await errors({ 'package.json': '{"name": "x", "scripts": {"t": "a", "t": "b"}, "name": "y", "engagementLint": {"preset": "recommended"}}' }, 'package.json');
    expect(r.named).toBe('loaded');
  });

  it('a broken package.json that does not name engagementLint is passed over, as any package.json without it', async () => {
    const r = await errors({ '.engagement-lint.yaml': 'preset: recommended\n', 'engagement/package.json': '{"name": "x",}\n' });
    expect(r.found).toBe('loaded');
    expect(findConfig(path.join(r.root, 'engagement'), r.root)).toBe(path.join(r.root, '.engagement-lint.yaml'));
  });
});

describe("a config's syntax error", () => {
  const json = async (text: string) => (await errors({ '.engagement-lint.json': text }, '.engagement-lint.json')).named.replace(/^.*\.engagement-lint\.json:/, '');
  const yaml = async (text: string) => (await errors({ '.engagement-lint.yaml': text })).named.replace(/^.*\.engagement-lint\.yaml:/, '');

  it("names a hand-written JSON config's usual mistakes: a comment, single quotes, a bare key, a trailing comma, more after the value", async () => {
    expect(await json('// the team config\n{"preset": "compat"}')).toBe('1:1 invalid JSON: a comment, which JSON does not allow (a .yaml config may hold comments)');
    expect(await json('{"preset": "compat" /* for now */}')).toBe('1:21 invalid JSON: a comment, which JSON does not allow (a .yaml config may hold comments)');
    expect(await json("{'preset': 'compat'}")).toBe('1:2 invalid JSON: unexpected "\'" (JSON strings and keys take double quotes)');
    expect(await json('{preset: "compat"}')).toBe('1:2 invalid JSON: a key without double quotes (JSON keys take double quotes)');
    expect(await json('{"preset": "compat", , }')).toBe('1:22 invalid JSON: expected a key in double quotes');
    expect(await json('{"rules": {"whitelist": "off",}}')).toBe("1:31 invalid JSON: unexpected '}' after a comma (JSON allows no trailing comma)");
    expect(await json('{"preset": "compat"}}')).toBe('1:21 invalid JSON: more after the end of the JSON value');
    // Any other character is not named: the file may be anything the user pointed at.
    expect(await json(`{"a": ${SECRET}}`)).toBe('1:7 invalid JSON: unexpected character');
  });

  it("says a YAML config's error in the parser's fixed words or in words of its own, never quoting the file", async () => {
    expect(await yaml('preset: compat\n\twhitelist: []\n')).toBe('2:1 invalid YAML: tabs are not allowed as indentation');
    expect(await yaml('rules:\n  whitelist: warn\n - slot-language\n')).toBe('3:1 invalid YAML: a block sequence may not be used as an implicit map key');
    expect(await yaml('preset: compat\n---\npreset: recommended\n')).toBe('2:1 invalid YAML: more than one YAML document; a second one starts here');
    const tag = await yaml(`preset: !${SECRET.replace(/[$:]/g, 'x')} compat\n`);
    expect(tag).toBe('1:9 invalid YAML: a tag this reader does not resolve (remove the tag, or quote the value)');
    const escape = await yaml(`preset: "${SECRET}\\q"\n`);
    expect(escape).toBe(`1:${10 + SECRET.length} invalid YAML: an invalid escape sequence in a double-quoted string`);
    expect(await yaml('preset: @compat\n')).toBe('1:9 invalid YAML: a plain value starts with a character YAML reserves (quote the value)');
  });
});

describe('an alias bomb in a config', () => {
  it('is named with the file, line and column of its first alias, found or named', async () => {
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x, x]', ...['b', 'c', 'd', 'e', 'f'].map((k, i) => `${k}: &${k} [${Array(10).fill(`*${'abcde'[i]}`).join(', ')}]`)].join('\n');
    const r = await errors({ '.engagement-lint.yaml': `${bomb}\n` });
    const expected = `ConfigError: ${path.join(r.root, '.engagement-lint.yaml')}:2:8 YAML aliases expand past 100000 values (an alias bomb); not read`;
    expect(r.found).toBe(expected);
    expect(r.named).toBe(expected);
  });

  it('an alias to no anchor is named at that alias, without quoting it', async () => {
    const r = await errors({ '.engagement-lint.yaml': `preset: &p compat\nwhitelist: [*p, *${'S3CR3T'}]\n` });
    expect(r.named).toBe(`ConfigError: ${path.join(r.root, '.engagement-lint.yaml')}:2:17 a YAML alias names no anchor set before it; not read`);
  });
});

describe('messages about keys and values', () => {
  const at = (root: string, line: number, column: number, message: string, name = '.engagement-lint.yaml') => `ConfigError: ${path.join(root, name)}:${line}:${column} ${message}`;

  it('names the element of an extends list that is not a string', async () => {
    const r = await errors({ '.engagement-lint.yaml': 'extends: [./a.yaml, 5]\n', 'a.yaml': 'preset: compat\n' });
    expect(r.named).toBe(at(r.root, 1, 21, 'extends[1] must be a string'));
    const one = await errors({ '.engagement-lint.yaml': 'extends: 5\n' });
    expect(one.named).toBe(at(one.root, 1, 10, 'extends must be a string or a list of strings'));
  });

  it('an unknown key is named at the key, with a near miss', async () => {
    const r = await errors({ '.engagement-lint.yaml': 'mode: ready\npresett: recommended\n' });
    expect(r.named).toBe(at(r.root, 2, 1, 'unknown key presett; did you mean preset?'));
    const nested = await errors({ '.engagement-lint.yaml': 'rules:\n  whitelist: {levl: warn}\n' });
    expect(nested.named).toBe(at(nested.root, 2, 15, 'unknown key levl in rules.whitelist; did you mean level?'));
    const far = await errors({ '.engagement-lint.json': '{"zzz": 1}' }, '.engagement-lint.json');
    expect(far.named).toBe(at(far.root, 1, 2, 'unknown key zzz', '.engagement-lint.json'));
  });

  it('an unknown key that is not a name is not quoted', async () => {
    const r = await errors({ '.engagement-lint.json': JSON.stringify({ [SECRET]: 1 }) }, '.engagement-lint.json');
    expect(r.named).toBe(at(r.root, 1, 2, 'unknown key (a key that is not a name)', '.engagement-lint.json'));
  });

  it('words values of the wrong type or not among the allowed ones', async () => {
    const cases: Array<[string, string]> = [
      ['preset: fast\n', 'preset must be compat or recommended'],
      ['whitelist: [a, 1]\n', 'whitelist[1] must be a string'],
      ['ignores: x\n', 'ignores must be a list'],
      ['rules:\n  whitelist: nope\n', 'rules.whitelist must be off, warn or error, [level, options] or {level, options}'],
      ['rules:\n  whitelist: {level: nope}\n', 'rules.whitelist.level must be off, warn or error'],
      ['rules:\n  whitelist: [warn, 5]\n', 'rules.whitelist[1] must be a map'],
      ['- a\n', 'the config must be a map'],
      ['~\n', 'the config must be a map'],
      ['rules:\n  whitelist: [warn, {n: .inf}]\n', 'rules.whitelist[1].n is not a finite number'],
    ];
    for (const [text, message] of cases) {
      const r = await errors({ '.engagement-lint.yaml': text });
      expect(r.named.replace(/^ConfigError: .*?:\d+:\d+ /, ''), text).toBe(message);
    }
  });

  it('a value among a few that is a typo gets a near miss, named from the allowed values only', async () => {
    const cases: Array<[string, string]> = [
      ['preset: recomended\n', 'preset must be compat or recommended; did you mean recommended?'],
      ['preset: Compat\n', 'preset must be compat or recommended; did you mean compat?'],
      ['mode: redy\n', 'mode must be progress or ready; did you mean ready?'],
      ['rules:\n  whitelist: warning\n', 'rules.whitelist must be off, warn or error, [level, options] or {level, options}; did you mean warn?'],
      ['rules:\n  whitelist: errror\n', 'rules.whitelist must be off, warn or error, [level, options] or {level, options}; did you mean error?'],
      ['rules:\n  whitelist: [warning, {}]\n', 'rules.whitelist[0] must be off, warn or error; did you mean warn?'],
      ['rules:\n  whitelist: {level: err}\n', 'rules.whitelist.level must be off, warn or error; did you mean error?'],
      // ESLint's numeric levels.
      ['rules:\n  whitelist: 2\n', 'rules.whitelist must be off, warn or error, [level, options] or {level, options}; did you mean error?'],
      // Too far from every allowed value, or not a value that could be a typo of one: no guess.
      ['preset: fast\n', 'preset must be compat or recommended'],
      ['rules:\n  whitelist: nope\n', 'rules.whitelist must be off, warn or error, [level, options] or {level, options}'],
      ['rules:\n  whitelist: 7\n', 'rules.whitelist must be off, warn or error, [level, options] or {level, options}'],
      [`preset: ${SECRET.slice(0, 12)}\n`, 'preset must be compat or recommended'],
    ];
    for (const [text, message] of cases) {
      const r = await errors({ '.engagement-lint.yaml': text });
      expect(r.named.replace(/^ConfigError: .*?:\d+:\d+ /, ''), text).toBe(message);
    }
    const json = await errors({ '.engagement-lint.json': '{"rules": {"whitelist": "warning"}}' }, '.engagement-lint.json');
    expect(json.named).toBe(at(json.root, 1, 25, 'rules.whitelist must be off, warn or error, [level, options] or {level, options}; did you mean warn?', '.engagement-lint.json'));
  });

  it('the schema lists the keys a near miss is taken from', () => {
    const schema = JSON.parse(fs.readFileSync(path.join(repoRoot, 'schemas/config.schema.json'), 'utf8')) as { properties: object };
    expect(CONFIG_KEYS).toEqual(Object.keys(schema.properties));
  });

  it('extends naming a folder says so, found or named', async () => {
    const r = await errors({ '.engagement-lint.yaml': 'extends: ./engagement\n' });
    expect(r.found).toBe(at(r.root, 1, 10, 'extends names a folder, not a config file'));
    expect(r.named).toBe(r.found);
    const list = await errors({ '.engagement-lint.yaml': 'extends:\n  - ./a.yaml\n  - engagement\n', 'a.yaml': '{}\n' });
    expect(list.named).toBe(at(list.root, 3, 5, 'extends[1] names a folder, not a config file'));
  });

  it('an empty extends says it is empty, not that it names a folder', async () => {
    const r = await errors({ '.engagement-lint.yaml': 'extends: ""\n' });
    expect(r.named).toBe(at(r.root, 1, 10, "extends is empty; name a config file (relative to this config's folder)"));
    const list = await errors({ '.engagement-lint.yaml': "extends: ['']\n" });
    expect(list.named).toBe(at(list.root, 1, 11, "extends[0] is empty; name a config file (relative to this config's folder)"));
  });

  it('a config that is no map is said to be one, a tagged scalar too; an empty YAML file (or comments) is an empty config', async () => {
    for (const [name, text] of [['.engagement-lint.yaml', '!!binary aGVsbG8=\n'], ['.engagement-lint.yaml', 'null\n'], ['.engagement-lint.yaml', '~\n'], ['.engagement-lint.yaml', '42\n'], ['.engagement-lint.json', 'null\n'], ['.engagement-lint.json', '[]\n']] as const) {
      const r = await errors({ [name]: text }, name);
      expect(r.named, text).toMatch(new RegExp(`^ConfigError: ${path.join(r.root, name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:1:\\d+ the config must be a map$`));
    }
    for (const text of ['', '\n', '# nothing set yet\n']) {
      const root = writeTree({ '.engagement-lint.yaml': text });
      expect((await loadConfig(path.join(root, '.engagement-lint.yaml'))).rules, JSON.stringify(text)).toEqual({});
    }
    // An empty JSON file is not JSON.
    expect((await errors({ '.engagement-lint.json': '' }, '.engagement-lint.json')).named).toMatch(/\.engagement-lint\.json:1:1 invalid JSON/);
  });

  it('extends naming no file does not quote what it names', async () => {
    const r = await errors({ '.engagement-lint.yaml': `extends: ./${'S3CR3T'}.yaml\n` });
    expect(r.named).toBe(at(r.root, 1, 10, "extends names no file (it is relative to this config's folder)"));
  });
});

describe('the warning for a config that may not load code', () => {
  it('says the config is not in the working directory or above it, for one below it too', () => {
    const cwd = path.join(path.sep, 'x', 'evil');
    const below = path.join(cwd, 'engagement', '.engagement-lint.yaml');
    expect(mayLoadCode(below, cwd)).toBe(false);
    expect(mayLoadCode(path.join(cwd, '.engagement-lint.yaml'), cwd)).toBe(true);
    expect(untrustedConfigWarning(below)).toBe(`warning: ${below} is not in the working directory or a folder above it, so its customRules are not loaded (run from its folder or name it with --config to use them)`);
    expect(untrustedConfigWarning(below)).not.toMatch(/outside/);
  });
});

describe('two configs in one folder', () => {
  it('the one lookup reads is named, and the others beside it are listed (a package.json only with engagementLint)', () => {
    const root = writeTree({ '.git/HEAD': '', '.engagement-lint.yaml': 'preset: compat\n', '.engagement-lint.yml': 'preset: recommended\n', 'package.json': '{"name": "x", "engagementLint": {"preset": "recommended"}}', 'sub/.engagement-lint.json': '{}', 'sub/package.json': '{"name": "y"}' });
    const found = findConfig(root, root)!;
    expect(found).toBe(path.join(root, '.engagement-lint.yaml'));
    expect(configsBeside(found)).toEqual([path.join(root, '.engagement-lint.yml'), path.join(root, 'package.json')]);
    expect(configsBeside(path.join(root, 'sub/.engagement-lint.json'))).toEqual([]);
  });
});

describe('a config path that names a folder', () => {
  it('says it is a folder and to name the file itself', async () => {
    const root = writeTree({ 'cfg/.engagement-lint.yaml': 'rules: {}\n' });
    await expect(loadConfig(path.join(root, 'cfg'), root)).rejects.toThrow(`${path.join(root, 'cfg')}:1:1 cannot read config (a folder, not a file: name the config file itself)`);
  });
});

describe('a key given twice in a config', () => {
  it('is named when it is a name, in YAML and in JSON, and left unquoted when it is not', async () => {
    const yaml = await errors({ '.engagement-lint.yaml': 'rules:\n  whitelist: warn\nrules:\n  whitelist: off\n' });
    expect(yaml.named).toBe(`ConfigError: ${path.join(yaml.root, '.engagement-lint.yaml')}:3:1 invalid YAML (duplicate key): the key "rules" appears twice in one map, and only the last would count`);
    const json = await errors({ '.engagement-lint.json': '{"rules":{"a":1},"rules":{}}' }, '.engagement-lint.json');
    expect(json.named).toBe(`ConfigError: ${path.join(json.root, '.engagement-lint.json')}:1:18 invalid JSON (duplicate key): the key "rules" appears twice in one object, and only the last would count`);
    const odd = await errors({ '.engagement-lint.json': `{"${SECRET}":1,"${SECRET}":2}` }, '.engagement-lint.json');
    expect(odd.named).toMatch(/ invalid JSON \(duplicate key\)$/);
    expect(odd.named).not.toContain('S3CR3T');
  });
});

describe('a YAML key given twice that is not a name', () => {
  it('is not quoted, plain or quoted', async () => {
    for (const key of [`'${SECRET}'`, SECRET.replace(/:/g, '_:x')]) {
      const r = await errors({ '.engagement-lint.yaml': `${key}: 1\n${key}: 2\n` });
      expect(r.named).toMatch(/ invalid YAML \(duplicate key\)$/);
    }
  });
});
