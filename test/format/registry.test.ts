import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FORMATS, type FormatContext } from '../../packages/core/src/format/registry.js';
import { OPTIONS } from '../../packages/cli/src/options.js';
import { packs } from '@engagement-lint/rules';
import { check, report } from './helpers.js';
import { validateReport } from '../report-schema.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const formatDir = path.resolve(here, '../../packages/core/src/format');

const ctx: FormatContext = { cwd: '/', repoRoot: () => '/', colorLevel: 0, rules: async () => [], packs };

describe('format registry', () => {
  it('each entry loads a formatter of the one signature that makes a non-empty document', async () => {
    const r = report([check('whitelist', { status: 'fail', detail: 'rogue entries' })]);
    for (const entry of FORMATS) {
      const f = await entry.load();
      const text = await f.format([r], ctx);
      expect(typeof text, entry.name).toBe('string');
      expect(text.length, entry.name).toBeGreaterThan(0);
    }
  });

  it('a streaming formatter streams the same document it makes whole', async () => {
    const reports = [report([check('a', { status: 'pass' })], { target: '/x/one' }), report([check('b', { status: 'fail' })], { target: '/x/two' })];
    const streaming = (await Promise.all(FORMATS.map(async (e) => ({ e, f: await e.load() })))).filter((x) => x.f.stream);
    expect(streaming.map((x) => x.e.name).sort()).toEqual(['json', 'stylish']);
    for (const { f } of streaming) {
      const s = f.stream!(ctx);
      expect(s.head() + reports.map((r, i) => s.item(r, i)).join('') + s.tail()).toBe(await f.format(reports, ctx));
    }
  });

  it('a JSON stream stopped part-way is still one valid document, with the reason', async () => {
    const f = await FORMATS.find((e) => e.name === 'json')!.load();
    const s = f.stream!(ctx);
    const doc = JSON.parse(s.head() + s.item(report([check('a', { status: 'pass' })], { target: '/x/one' }), 0) + s.tail('target not found: two'));
    expect(doc).toMatchObject({ targets: 1, error: 'target not found: two' });
    expect(doc.results).toHaveLength(1);
  });

  it('a JSON stream stopped before any target is done still names the tool, matches the schema, and passes nothing', async () => {
    const f = await FORMATS.find((e) => e.name === 'json')!.load();
    const stopped = f.stream!(ctx);
    const none = JSON.parse(stopped.head() + stopped.tail('--ledger: cannot append to a/events.jsonl: not a regular file'));
    expect(none).toMatchObject({ results: [], targets: 0, status: 'fail', tool: { name: 'engagement-lint' } });
    expect(validateReport(none), JSON.stringify(validateReport.errors)).toBe(true);
    // One clean target done before the stop: still no pass.
    const s = f.stream!(ctx);
    const one = JSON.parse(s.head() + s.item(report([check('a', { status: 'pass' })], { target: '/x/one' }), 0) + s.tail('stopped'));
    expect(one.status).toBe('fail');
    const whole = f.stream!(ctx);
    expect(JSON.parse(whole.head() + whole.item(report([check('a', { status: 'pass' })], { target: '/x/one' }), 0) + whole.tail()).status).toBe('pass');
  });

  it('the CLI takes its format names from the registry; formats share path helpers from paths.ts, not sarif.ts', () => {
    const describe = OPTIONS.find((o) => o.name === 'format')!.describe;
    for (const e of FORMATS) expect(describe).toContain(e.name);
    for (const file of fs.readdirSync(formatDir, { recursive: true, encoding: 'utf8' })) {
      if (file === 'sarif.ts' || !file.endsWith('.ts')) continue;
      expect(fs.readFileSync(path.join(formatDir, file), 'utf8'), file).not.toMatch(/from '(?:\.\.?\/)+sarif\.js'/);
    }
    // One module per format, named as the format (or a folder of modules with an index).
    for (const e of FORMATS) expect(fs.existsSync(path.join(formatDir, `${e.name}.ts`)) || fs.existsSync(path.join(formatDir, e.name, 'index.ts')), e.name).toBe(true);
  });
});
