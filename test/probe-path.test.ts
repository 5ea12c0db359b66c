import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveTool, runProbe } from '../packages/core/src/probe.js';
import { cli, repoRoot } from './cli-helpers.js';
import { cleanupTrees, writeTree } from './helpers.js';

afterAll(cleanupTrees);

describe('tool lookup on PATH', () => {
  it('skips PATH entries that are no searchable folder, as a shell does', () => {
    const dir = writeTree({ 'plain-file': 'x', 'bin/probe-path-tool': '#!/bin/sh\nexit 0\n' });
    fs.chmodSync(path.join(dir, 'bin/probe-path-tool'), 0o755);
    // A symlink loop: stat of anything under it fails with ELOOP.
    fs.symlinkSync(path.join(dir, 'loop-b'), path.join(dir, 'loop-a'));
    fs.symlinkSync(path.join(dir, 'loop-a'), path.join(dir, 'loop-b'));
    const envPath = [path.join(dir, 'plain-file'), path.join(dir, 'loop-a'), path.join(dir, 'bin')].join(path.delimiter);
    expect(resolveTool('probe-path-tool', undefined, envPath)).toBe(path.join(dir, 'bin/probe-path-tool'));
    expect(resolveTool('probe-path-missing', undefined, envPath)).toBeUndefined();
  });

  it.skipIf(process.getuid?.() === 0)('skips a PATH folder without search permission', () => {
    const dir = writeTree({ 'locked/probe-path-locked': '#!/bin/sh\nexit 0\n', 'bin/probe-path-locked': '#!/bin/sh\nexit 0\n' });
    fs.chmodSync(path.join(dir, 'bin/probe-path-locked'), 0o755);
    fs.chmodSync(path.join(dir, 'locked'), 0o000);
    try {
      const envPath = [path.join(dir, 'locked'), path.join(dir, 'bin')].join(path.delimiter);
      expect(resolveTool('probe-path-locked', undefined, envPath)).toBe(path.join(dir, 'bin/probe-path-locked'));
    } finally {
      fs.chmodSync(path.join(dir, 'locked'), 0o755);
    }
  });

  it('preflight finds its tools past such entries: the run passes, with no internal error', () => {
    const dir = writeTree({ 'plain-file': 'x' });
    fs.symlinkSync(path.join(dir, 'loop-b'), path.join(dir, 'loop-a'));
    fs.symlinkSync(path.join(dir, 'loop-a'), path.join(dir, 'loop-b'));
    const PATH = [path.join(dir, 'plain-file'), path.join(dir, 'loop-a'), process.env['PATH'] ?? ''].join(path.delimiter);
    const r = cli([path.join(repoRoot, 'examples/clean-L'), '--json', '--no-git'], { env: { PATH } });
    expect(r.stderr).toBe('');
    expect(r.json.checks.find((c: { name: string }) => c.name === 'preflight')).toMatchObject({ status: 'pass' });
    expect(r.json.checks.filter((c: { internal_error?: boolean }) => c.internal_error)).toEqual([]);
  });
});

describe('probe environment', () => {
  it.skipIf(process.platform === 'win32')('runs a probe with Corepack downloads and npm update checks off, so a `--version` installs nothing', async () => {
    const dir = writeTree({ 'bin/probe-env-tool': '#!/bin/sh\n[ "$COREPACK_ENABLE_NETWORK" = 0 ] && [ "$COREPACK_ENABLE_AUTO_PIN" = 0 ] && [ "$npm_config_update_notifier" = false ]\n' });
    fs.chmodSync(path.join(dir, 'bin/probe-env-tool'), 0o755);
    expect(await runProbe(path.join(dir, 'bin/probe-env-tool'), ['--version'])).toMatchObject({ ok: true });
  });
});

describe('signals while probes run', () => {
  it('holds Ctrl-C and SIGTERM handlers only while a probe runs, so a computing rule never delays them', async () => {
    const before = SIGNALS.map((s) => process.listenerCount(s));
    const running = [runProbe('sh', ['-c', 'sleep 0.2']), runProbe('sh', ['-c', 'sleep 0.3'])];
    expect(SIGNALS.map((s) => process.listenerCount(s))).toEqual(before.map((n) => n + 1));
    await running[0];
    expect(SIGNALS.map((s) => process.listenerCount(s))).toEqual(before.map((n) => n + 1));
    await running[1];
    // Gone at the end of the turn that read the last probe's exit: a signal read in that turn, after the exit, still finds them.
    expect(SIGNALS.map((s) => process.listenerCount(s))).toEqual(before.map((n) => n + 1));
    await new Promise((resolve) => setImmediate(resolve));
    expect(SIGNALS.map((s) => process.listenerCount(s))).toEqual(before);
  });
});
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
