import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import yaml from 'js-yaml';
import { repoRoot } from './cli-helpers.js';

/**
 * The bundles test a plain scalar's first character before js-yaml's float and timestamp patterns
 * (scripts/build.mjs). What each scalar resolves to must stay what js-yaml itself makes of it.
 */
const SCALARS = [
  // floats, in every form the pattern takes, and near misses
  '1.5', '-2.25', '+3.0', '.5', '-.5', '+.5', '1e3', '1.5e-3', '-1.5E+3', '0.', '1_000.5', '1_000_', '190:20:30.15', '-1:30.5',
  '.inf', '-.inf', '+.Inf', '.NaN', '.nan', '.NAN', '..5', '.', '-', '+', '1.2.3', '+-1.5',
  // integers and other numbers js-yaml reads before floats
  '0', '42', '-17', '+8', '0x1F', '0o17', '017', '0b101', '1_000', '190:20:30',
  // timestamps and near misses
  '2026-01-02', '2026-1-2 10:11:12', '2026-01-02T10:11:12Z', '2026-01-02t10:11:12.5', '2026-01-02 10:11:12.123 +02:00', '2026-01-02T10:11:12-5', '2026-13-45',
  '26-01-02', '2026-01-02x', 'x2026-01-02', ' 2026-01-02',
  // words, booleans, nulls and the rest
  'L', 'docker', 'true', 'False', 'null', '~', 'yes', 'on', 'abc1.5', 'Inf', 'NaN', 'e3', '_1.5', '"1.5"', "'2026-01-02'",
];

const asJson = (v: unknown) =>
  JSON.stringify(v, function (this: Record<string, unknown>, key: string, value: unknown) {
    const raw = this[key];
    if (raw instanceof Date) return { date: raw.toISOString() };
    if (typeof raw === 'number' && !Number.isFinite(raw)) return { number: String(raw) };
    if (typeof raw === 'number' && Object.is(raw, -0)) return { number: '-0' };
    return value;
  });

describe('frontmatter scalars in the built bundles', () => {
  it('resolve as js-yaml resolves them (floats, integers, timestamps, words)', () => {
    const kit = path.join(repoRoot, 'packages/core/dist/kit.js');
    const probe = `
      import { MarkdownDoc } from ${JSON.stringify(kit)};
      const scalars = ${JSON.stringify(SCALARS)};
      const out = scalars.map((s) => {
        const text = '---\\nv: ' + s + '\\n---\\n';
        const fm = new MarkdownDoc({ rel: 'criteria.md', abs: '/criteria.md', text, lines: text.split('\\n'), bytes: text.length, problems: [] }).frontmatter;
        return fm.data ? fm.data.v : 'not YAML';
      });
      const asJson = ${asJson.toString()};
      process.stdout.write(JSON.stringify(out.map((v) => asJson(v))));`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', probe], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    const bundled = JSON.parse(r.stdout) as string[];
    const jsYaml = (s: string) => {
      try {
        return (yaml.load(`v: ${s}\n`) as { v: unknown }).v;
      } catch {
        return 'not YAML';
      }
    };
    const expected = SCALARS.map((s) => asJson(jsYaml(s)));
    SCALARS.forEach((s, i) => expect({ scalar: s, bundled: bundled[i] }).toEqual({ scalar: s, bundled: expected[i] }));
    // The comparison means something: floats, timestamps and strings are all among the answers.
    expect(expected).toEqual(expect.arrayContaining(['1.5', '{"number":"Infinity"}', '"docker"', '{"date":"2026-01-02T00:00:00.000Z"}']));
  });

  it('are read by the CLI bundle with the same first-character test', () => {
    const cli = fs.readFileSync(path.join(repoRoot, 'packages/cli/dist/cli.cjs'), 'latin1');
    expect(cli.match(/var resolveWhole=module\d*\.exports\.resolve;/g)).toHaveLength(2);
  });
});
