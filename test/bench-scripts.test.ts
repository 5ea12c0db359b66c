// The benchmark scripts run only on purpose, never in the suite: each must at least parse, or a figure the docs
// quote could not be taken again. The regex recorder is run here once, on one example, to show it records.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './cli-helpers.js';

const scripts = fs.readdirSync(path.join(repoRoot, 'bench')).filter((f) => /\.(?:mjs|cjs|js)$/.test(f));

describe('bench scripts', () => {
  it.each(scripts)('%s parses', (name) => {
    const r = spawnSync(process.execPath, ['--check', path.join(repoRoot, 'bench', name)], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});

describe('regex-record.cjs', () => {
  it('records the patterns the CLI builds at run time, with where it built them', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'el-regex-test-'));
    try {
      const env = { ...process.env, EL_REGEX_RECORD: folder, NODE_OPTIONS: `--require ${JSON.stringify(path.join(repoRoot, 'bench', 'regex-record.cjs'))}` };
      const r = spawnSync(process.execPath, [path.join(repoRoot, 'packages/cli/bin/engagement-lint.js'), path.join(repoRoot, 'examples/clean-S/engagement'), '--no-git', '--json'], { env, encoding: 'utf8' });
      expect(r.status).toBe(0);
      const recorded = fs.readdirSync(folder).flatMap((f) => fs.readFileSync(path.join(folder, f), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { source: string; flags: string; at: string }));
      // Built when its module loads: a rollback's start at any line, from the literal pattern of one line.
      const rollback = recorded.find((p) => p.source.startsWith(String.raw`^[^\S\n\r\u2028\u2029]*`));
      expect(rollback).toMatchObject({ flags: 'im' });
      expect(rollback!.at).toContain('migration-rollback');
      expect(new Set(recorded.map((p) => `${p.source}/${p.flags}`)).size).toBe(recorded.length);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
