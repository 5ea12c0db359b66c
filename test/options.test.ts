import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './cli-helpers.js';
import { parseCli, OPTIONS, parseWithYargs } from '../packages/cli/src/options.js';
import { MODES, PRESETS } from '../packages/core/src/index.js';
import { checkRunOptions } from '../packages/core/src/api-options.js';

const fail = (m: string): never => {
  throw new Error(m);
};
const camel = (s: string) => s.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
/** The keys run() reads, from either parser. */
function pick(args: Record<string, unknown>) {
  const out: Record<string, unknown> = { targets: args['targets'] ?? [] };
  for (const o of OPTIONS) if (args[camel(o.name)] !== undefined) out[camel(o.name)] = args[camel(o.name)];
  return out;
}

describe('argument parsing agrees with yargs where both accept', () => {
  const accepted = [
    ['engagement/'],
    ['engagement/', '--json'],
    ['a', 'b', '--all-checks', '--override-checks', 'whitelist,preflight', '--mode', 'ready'],
    ['engagement/', '-f', 'stylish', '--format', 'sarif=out.sarif', '--format=junit=x.xml', '-o', 'r.txt'],
    ['engagement/', '--no-git', '--no-color', '--preset', 'recommended', '--kind', 'engagement'],
    ['engagement/', '--max-warnings', '3', '--fail-on', 'warning', '--quiet', '--profile', '--explain'],
    ['engagement/', '--now', '2026-01-01T00:00:00Z', '-c', 'cfg.json', '--color'],
    ['--print-config', 'engagement/'],
  ];
  for (const argv of accepted) {
    it(argv.join(' '), async () => {
      const fast = parseCli(argv);
      expect(fast).toBeDefined();
      expect(pick(fast as never)).toEqual(pick((await parseWithYargs(argv, fail)) as never));
    });
  }

  for (const argv of [['--help'], ['-h'], ['x', '--version'], ['--version', '--', 'x']]) {
    it(`leaves ${argv.join(' ')} to yargs`, () => expect(parseCli(argv)).toBeUndefined());
  }
});

describe('nothing on the command line is silently dropped', () => {
  const error = (argv: string[]) => {
    try {
      parseCli(argv);
    } catch (e) {
      return (e as Error).message;
    }
    return undefined;
  };

  it('targets after -- are targets, even ones that look like options', () => {
    expect(parseCli(['a', '--', 'b', '--json', '-x'])?.targets).toEqual(['a', 'b', '--json', '-x']);
    expect(parseCli(['--', 'a'])?.targets).toEqual(['a']);
    expect(parseCli(['a', '--', 'b'])?.json).toBeUndefined();
  });

  it.each([
    [['x', '--format'], /^--format needs a value$/],
    [['x', '-f'], /^--format needs a value$/],
    [['x', '-o'], /^--output-file needs a value$/],
    [['x', '--max-warnings'], /^--max-warnings needs a value$/],
    [['x', '--config', ''], /^--config needs a value, got an empty one$/],
    [['x', '-o', ''], /needs a value, got an empty one/],
    // Where a value may start with "-" (a file), the next word may be one: `=VALUE` gives it.
    [['x', '--config', '-c'], /^--config needs a value, but the next word is "-c"; write --config=VALUE to give one that starts with "-"$/],
    [['x', '-o', '--quiet'], /^--output-file needs a value, but the next word is "--quiet"; write --output-file=VALUE/],
    // Where none may, the next word is said to be no value: `=VALUE` would only be refused in turn.
    [['x', '--max-warnings', '-1'], /^--max-warnings needs a whole number ≥ 0 \(got "-1"\)$/],
    [['x', '--now', '-2026'], /^--now needs an ISO 8601 date or time, such as 2026-05-12 or 2026-05-12T14:03:00Z \(got "-2026"\)$/],
    [['x', '--base', '-c', 'cfg.json'], /^--base needs a branch, tag or commit, which never starts with "-" \(got "-c"\)$/],
    [['x', '-f', '--quiet'], /^--format needs one of stylish, .*, optionally =FILE \(got "--quiet"\)$/],
    [['x', '--override-checks', '-x'], /^--override-checks needs check names, comma-separated \(got "-x"\)$/],
    [['x', '--mode', '--quiet'], /^--mode must be progress or ready \(got "--quiet"\)$/],
    [['x', '--fail-on', '-w'], /^--fail-on must be error or warning \(got "-w"\)$/],
    [['x', '--print-config'], /^--print-config needs a value$/],
    [['x', '--json=1'], /^--json takes no value \(got "1"\)$/],
    [['x', '--all-checks=yes'], /^--all-checks takes no value/],
    [['x', '--max-warnings', 'abc'], /^--max-warnings needs a whole number ≥ 0 \(got "abc"\)$/],
    [['x', '--max-warnings=-1'], /whole number/],
    [['x', '--max-warnings', '0x10'], /whole number/],
    [['x', '--max-warnings', '1e3'], /whole number/],
    [['x', '--mode', 'READY'], /^--mode must be progress or ready \(got "READY"; did you mean "ready"\?\)$/],
    [['x', '-o', 'a.txt', '-o', 'b.txt'], /^--output-file is given more than once \("a.txt" and "b.txt"\)$/],
    [['x', '-c', 'a', '--config=b'], /^--config is given more than once/],
    [['x', '--frobnicate'], /^unknown option "--frobnicate"; a target that starts with "-" goes after --/],
    [['x', '--all-check'], /^unknown option "--all-check" \(did you mean --all-checks\?\)/],
    [['x', '--no-base'], /^unknown option "--no-base"/],
    [['x', '--no-git=1'], /^--no-git takes no value \(got "1"\)$/],
    [['x', '--no-color=false'], /^--no-color takes no value \(got "false"\)$/],
    [['x', '--no-json'], /^unknown option "--no-json"/],
    [['x', '--no-quiet'], /^unknown option "--no-quiet"/],
    [['-x/engagement'], /^unknown option "-x" \(in "-x\/engagement"\); a target that starts with "-" goes after --, as in `engagement-lint -- -x\/engagement`$/],
    [['-weird-run'], /^unknown option "-w" \(in "-weird-run"\); .* as in `engagement-lint -- -weird-run`$/],
    [['x', '--frob=1'], /as in `engagement-lint -- --frob=1`$/],
    [["-it's here"], /as in `engagement-lint -- '-it'\\''s here'`$/],
  ])('%j is refused: %s', (argv, message) => {
    expect(error(argv)).toMatch(message);
  });

  it('reads values the way people write them', () => {
    expect(parseCli(['x', '-f=json'])?.format).toEqual(['json']);
    expect(parseCli(['x', '--base=-weird'])?.base).toBe('-weird');
    expect(parseCli(['x', '--max-warnings', '007'])?.maxWarnings).toBe(7);
    expect(parseCli(['x', '--override-checks', 'a,b', '--override-checks=c'])?.overrideChecks).toBe('a,b,c');
    expect(parseCli(['x', '--color', '--no-color'])?.color).toBe(false);
    expect(parseCli(['x', '--no-git'])?.git).toBe(false);
    expect(parseCli(['x'])).toMatchObject({ git: true, failOn: 'error' });
  });

  it('yargs reports a bad choice on one line through the fail callback', async () => {
    await expect(parseWithYargs(['x', '--mode', 'bogus'], fail)).rejects.toThrow(/Invalid values/);
  });
});

describe('--help says what the options do', () => {
  it('-o takes the first format without a file, as the README says (a format with =FILE keeps its file)', () => {
    const help = OPTIONS.find((o) => o.name === 'output-file')!.describe;
    const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    expect(readme).toMatch(/^\| `--output-file, -o FILE` \| write the first format without a file to FILE/m);
    expect(help).toMatch(/^write the first format given without =FILE\b/);
  });
});

describe('--preset and --mode take the choices the API takes', () => {
  const spec = (name: string) => OPTIONS.find((o) => o.name === name) ?? fail(`no --${name}`);
  it("the option table holds core's lists themselves, not copies of them", () => {
    expect(spec('preset').choices).toBe(PRESETS);
    expect(spec('mode').choices).toBe(MODES);
  });
  it("each choice parses on the command line and passes the API's check; their refusals name the same choices", () => {
    for (const preset of PRESETS) for (const mode of MODES) {
      expect(parseCli(['e/', '--preset', preset, '--mode', mode])).toMatchObject({ preset, mode });
      expect(() => checkRunOptions({ preset, mode })).not.toThrow();
    }
    expect(() => parseCli(['e/', '--preset', 'x'])).toThrow(`--preset must be ${PRESETS.join(' or ')} (got "x")`);
    expect(() => checkRunOptions({ preset: 'x' })).toThrow(`preset must be ${PRESETS.join(' or ')}, not "x"`);
    expect(() => parseCli(['e/', '--mode', 'x'])).toThrow(`--mode must be ${MODES.join(' or ')} (got "x")`);
    expect(() => checkRunOptions({ mode: 'x' })).toThrow(`mode must be ${MODES.join(' or ')}, not "x"`);
  });
  it('a typed value is quoted on one line by the CLI, JSON-quoted by the API: the two quotings differ on purpose', () => {
    expect(() => parseCli(['e/', '--preset', 'a\nb\u001b'])).toThrow('(got "a\\x0ab\u001b")');
    expect(() => checkRunOptions({ preset: 'a\nb\u001b' })).toThrow('not "a\\nb\\u001b"');
  });
});
