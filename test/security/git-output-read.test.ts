// git's output is read from its temporary file as one UTF-8 string: on Linux anew through /proc (no
// Buffer of the whole diff left for the collector), elsewhere through the descriptor. Both readings
// give the same text, bytes that are no UTF-8 included.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runGit } from '../../packages/core/src/git.js';
import { cleanupTrees, writeTree } from '../helpers.js';
import { gitIn, withoutGitVariables } from './helpers.js';

afterAll(cleanupTrees);
withoutGitVariables();

/** A repository whose one commit holds a file of `bytes`. */
function repoWith(bytes: Buffer): string {
  const dir = writeTree({});
  fs.writeFileSync(path.join(dir, 'data.txt'), bytes);
  gitIn(dir, 'init', '-q', '-b', 'main');
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-qm', 'data');
  return dir;
}

describe("git's output", () => {
  // UTF-8 text, a lone 0xff, a cut three-byte sequence, and 3 MB more to read.
  const bytes = Buffer.concat([Buffer.from('Приёмка ✓\n'), Buffer.from([0x61, 0xff, 0x62, 0x0a, 0xe2, 0x9c, 0x0a]), Buffer.from('x'.repeat(3 * 1024 * 1024) + '\n')]);
  const expected = bytes.toString('utf8');

  it('is read whole, as UTF-8 with U+FFFD for bytes that are none', async () => {
    const dir = repoWith(bytes);
    expect(await runGit('git', dir, ['show', 'HEAD:data.txt'], [])).toBe(expected);
  });

  it('is read the same through the descriptor where /proc cannot be opened', async () => {
    const dir = repoWith(bytes);
    const real = fs.readFileSync;
    const spy = vi.spyOn(fs, 'readFileSync').mockImplementation(((file: fs.PathOrFileDescriptor, ...rest: unknown[]) => {
      if (typeof file === 'string' && file.startsWith('/proc/self/fd/')) throw Object.assign(new Error('no /proc'), { code: 'ENOENT' });
      return (real as (...a: unknown[]) => unknown)(file, ...rest);
    }) as typeof fs.readFileSync);
    try {
      expect(await runGit('git', dir, ['show', 'HEAD:data.txt'], [])).toBe(expected);
      expect(spy.mock.calls.some(([file]) => typeof file === 'string' && file.startsWith('/proc/self/fd/'))).toBe(process.platform === 'linux');
    } finally {
      spy.mockRestore();
    }
  });
});
