import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (it remembers whether it has switched to process.stdout). */
const load = async () => {
  vi.resetModules();
  return import('../packages/cli/src/stdout.js');
};

afterEach(() => vi.restoreAllMocks());

describe('writeStdout', () => {
  it('writes to file descriptor 1 without creating process.stdout', async () => {
    const { writeStdout } = await load();
    const written: string[] = [];
    vi.spyOn(fs, 'writeSync').mockImplementation(((fd: number, buf: Buffer, offset: number) => {
      written.push(`${fd}:${buf.subarray(offset).toString()}`);
      return buf.length - offset;
    }) as typeof fs.writeSync);
    writeStdout('report ✓\n');
    expect(written).toEqual(['1:report ✓\n']);
  });

  it('hands what a full pipe did not take (EAGAIN) to process.stdout, byte-exact, and keeps using it', async () => {
    const { writeStdout } = await load();
    let calls = 0;
    vi.spyOn(fs, 'writeSync').mockImplementation((() => {
      if (++calls === 1) return 3;
      throw Object.assign(new Error('EAGAIN'), { code: 'EAGAIN' });
    }) as typeof fs.writeSync);
    const streamed: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: Buffer | string) => {
      streamed.push(chunk.toString());
      return true;
    }) as typeof process.stdout.write);
    writeStdout('abcdef');
    writeStdout('ghi');
    expect(streamed).toEqual(['def', 'ghi']);
    expect(calls).toBe(2);
  });

  it('drops the rest once the reader has gone (EPIPE)', async () => {
    const { writeStdout } = await load();
    const writeSync = vi.spyOn(fs, 'writeSync').mockImplementation((() => {
      throw Object.assign(new Error('EPIPE'), { code: 'EPIPE' });
    }) as typeof fs.writeSync);
    writeStdout('first');
    writeStdout('second');
    expect(writeSync).toHaveBeenCalledTimes(1);
  });
});

describe('relativeToCwd', () => {
  it('writes a path inside the working directory relative to it, wherever it stands in the message', async () => {
    const { relativeToCwd } = await load();
    expect(relativeToCwd('/p/proj/.engagement-lint.yaml:2:3 unknown rule "x"', '/p/proj')).toBe('.engagement-lint.yaml:2:3 unknown rule "x"');
    expect(relativeToCwd('/p/proj/a.yaml: customRules names /p/proj/checks/r.mjs, which is not there', '/p/proj/')).toBe('a.yaml: customRules names checks/r.mjs, which is not there');
    expect(relativeToCwd('/p/proj/b.yaml:1:10 extends closes a cycle: /p/proj/a.yaml → /p/proj/b.yaml → /p/proj/a.yaml; a config cannot extend itself', '/p/proj')).toBe('b.yaml:1:10 extends closes a cycle: a.yaml → b.yaml → a.yaml; a config cannot extend itself');
  });
  it('leaves a path elsewhere absolute: above, beside (a longer name), or the same text inside another path', async () => {
    const { relativeToCwd } = await load();
    for (const m of ['/p/.engagement-lint.yaml:1:1 invalid JSON', '/p/project/x.yaml:1:1 bad', '/q/p/proj/x.yaml:1:1 bad', 'the folder /p/proj/ itself']) {
      expect(relativeToCwd(m, '/p/proj')).toBe(m);
    }
  });
  it('at the root, leaves every path as it is', async () => {
    const { relativeToCwd } = await load();
    expect(relativeToCwd('/etc/x.yaml:1:1 bad', '/')).toBe('/etc/x.yaml:1:1 bad');
  });
});

describe('sayToStderr', () => {
  it('keeps a CR or U+FEFF that ends a name, escaped, and trims only blanks and line feeds', async () => {
    const { sayToStderr } = await load();
    const written: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation(((chunk: string) => (written.push(String(chunk)), true)) as typeof process.stderr.write);
    sayToStderr('target not found: foo\r');
    sayToStderr('target not found: bar\uFEFF');
    sayToStderr('  target not found: baz \n');
    expect(written).toEqual(['engagement-lint: target not found: foo\\x0d\n', 'engagement-lint: target not found: bar\\ufeff\n', 'engagement-lint: target not found: baz\n']);
  });
});
