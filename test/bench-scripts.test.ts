// The benchmark scripts run only on purpose, never in the suite: each must at least parse, or a figure the docs
// quote could not be taken again.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
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
