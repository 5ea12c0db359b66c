import { describe, expect, it } from 'vitest';
import { fastParse, OPTIONS, parseWithYargs } from '../packages/cli/src/options.js';

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

describe('fast argument parsing agrees with yargs', () => {
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
      const fast = fastParse(argv);
      expect(fast).toBeDefined();
      expect(pick(fast as never)).toEqual(pick((await parseWithYargs(argv, fail)) as never));
    });
  }

  const refused = [['--help'], ['--version'], ['x', '--mode', 'bogus'], ['x', '--frobnicate'], ['x', '--max-warnings', 'many'], ['x', '--format'], ['x', '--', '--json']];
  for (const argv of refused) {
    it(`leaves ${argv.join(' ')} to yargs`, () => expect(fastParse(argv)).toBeUndefined());
  }

  it('yargs reports a bad choice on one line through the fail callback', async () => {
    await expect(parseWithYargs(['x', '--mode', 'bogus'], fail)).rejects.toThrow(/Invalid values/);
  });
});
