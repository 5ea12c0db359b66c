// The validators compiled ahead of time (packages/core/src/schema-validators/) are what the
// schemas give today, and judge every value as ajv compiling the schema at run time does.
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import YAML from 'yaml';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './cli-helpers.js';
import { delegationContractValidator } from '../packages/core/src/schema-validators/contract.js';
import { epiphanyValidators } from '../packages/core/src/schema-validators/epiphany.js';
import { configShapeValidator } from '../packages/core/src/schema-validators/config.js';
import type { AjvValidator } from '../packages/core/src/io/libraries.js';

interface Generator {
  SCHEMAS: string[];
  OUT_DIR: string;
  validatorModule(name: string): string;
  validatorSource(name: string): { schema: object; options: object };
}
const generator = async () => (await import(path.join(repoRoot, 'scripts/gen-validators.mjs'))) as Generator;

const ahead: Record<string, AjvValidator> = {
  'delegation-contract': delegationContractValidator,
  'epiphany-map': epiphanyValidators.map,
  'epiphany-branches': epiphanyValidators.branches,
  'epiphany-evidence': epiphanyValidators.evidence,
  'config-shape': configShapeValidator,
};

/** The schema compiled now, as the generator takes it (shape and ajv options). */
async function compiledNow(name: string): Promise<AjvValidator> {
  const { schema, options } = (await generator()).validatorSource(name);
  return new Ajv.default(options).compile(schema) as unknown as AjvValidator;
}

const verdict = (v: AjvValidator, data: unknown) => {
  const ok = v(data);
  return { ok, errors: ok ? [] : (v.errors ?? []).map(({ instancePath, keyword, params, message }) => ({ instancePath, keyword, params, message })) };
};

/** Valid documents to mutate: the examples of each kind. */
function samples(name: string): unknown[] {
  if (name === 'config-shape')
    return [
      {},
      { preset: 'recommended', mode: 'ready', whitelist: ['design-research.md'], ignores: ['engagement-archived/2025-*/**'] },
      { extends: '../.engagement-lint.base.yaml', rules: { 'slot-language': 'warn', 'epiphany-scratch-size': ['warn', { maxLines: 500 }], whitelist: { level: 'off' } }, customRules: ['./checks/my-rule.js'] },
    ];
  const ex = path.join(repoRoot, 'examples');
  if (name === 'delegation-contract')
    return fs
      .readdirSync(path.join(ex, 'contracts'))
      .filter((f) => /^pass-.*\.dc\.(json|yaml)$/.test(f))
      .map((f) => YAML.parse(fs.readFileSync(path.join(ex, 'contracts', f), 'utf8')) as unknown);
  const state = path.join(ex, 'epiphany/clean/state');
  if (name === 'epiphany-map') return [YAML.parse(fs.readFileSync(path.join(state, 'map.yaml'), 'utf8'))];
  if (name === 'epiphany-branches') return [JSON.parse(fs.readFileSync(path.join(state, 'branches.json'), 'utf8'))];
  return fs
    .readFileSync(path.join(state, 'evidence.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as unknown);
}

/** `value` with the thing at one path (chosen by `pick`) replaced by `by`. */
function mutate(value: unknown, pick: number, by: unknown): unknown {
  const paths: Array<Array<string | number>> = [[]];
  const walk = (v: unknown, at: Array<string | number>) => {
    if (v && typeof v === 'object') for (const [k, c] of Object.entries(v)) {
      const p = [...at, Array.isArray(v) ? Number(k) : k];
      paths.push(p);
      walk(c, p);
    }
  };
  walk(value, []);
  const target = paths[pick % paths.length]!;
  if (target.length === 0) return by;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const k of target.slice(0, -1)) parent = parent[k] as Record<string | number, unknown>;
  parent[target[target.length - 1]!] = by;
  return copy;
}

describe('schema validators compiled ahead of time', () => {
  it('are what scripts/gen-validators.mjs makes of the schemas today', async () => {
    const gen = await generator();
    expect(gen.SCHEMAS.sort()).toEqual(Object.keys(ahead).sort());
    for (const name of gen.SCHEMAS) expect(fs.readFileSync(path.join(gen.OUT_DIR, `${name}.ts`), 'utf8'), `${name}: run node scripts/gen-validators.mjs`).toBe(gen.validatorModule(name));
  });

  for (const name of Object.keys(ahead)) {
    it(`${name}: passes the examples and judges every mutation of them as ajv compiling the schema now does`, async () => {
      const now = await compiledNow(name);
      const docs = samples(name);
      expect(docs.length).toBeGreaterThan(0);
      for (const doc of docs) expect(verdict(ahead[name]!, doc)).toEqual({ ok: true, errors: [] });
      let failing = 0;
      fc.assert(
        fc.property(fc.nat(docs.length - 1), fc.nat(), fc.jsonValue({ maxDepth: 2 }), (which, pick, by) => {
          const data = mutate(docs[which], pick, by);
          const got = verdict(ahead[name]!, data);
          if (!got.ok) failing++;
          expect(got).toEqual(verdict(now, data));
        }),
        { numRuns: 300 },
      );
      // The mutations reach the failing side too, so the errors themselves are compared.
      expect(failing).toBeGreaterThan(50);
    });
  }
});
