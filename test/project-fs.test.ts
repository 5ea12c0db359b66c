import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { BIG_TARGET_BYTES, BIG_TARGET_FILES, ProjectFs } from '../packages/core/src/io/project-fs.js';
import { hashTree } from '../packages/core/src/io/receipt.js';
import { linesOver, MAX_FILE_BYTES, MAX_FILE_LINES } from '../packages/core/src/io/text.js';
import { cleanupTrees, writeTree } from './helpers.js';

afterAll(cleanupTrees);
afterEach(() => vi.restoreAllMocks());

describe('ProjectFs: a folder of more entries than a listing reads', () => {
  const files = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`outs/v${String(i).padStart(3, '0')}.json`, '{}']));

  it('is listed up to the bound, recorded as a folder not read whole, and a check listing it is told', () => {
    const pfs = new ProjectFs(writeTree({ ...files(15), 'a.md': '# a\n' }), { maxEntries: 10 });
    const mark = pfs.blockedMark();
    expect(pfs.list('outs')).toHaveLength(10);
    expect(pfs.blockedSince(mark).map((f) => f.rel)).toEqual(['outs']);
    expect(pfs.filesRead().find((f) => f.rel === 'outs')?.problems).toEqual([{ kind: 'too-large', message: 'holds more than 10 entries; the entries after them were not read' }]);
    // Listed again, it is the same listing, and the check asking is told again.
    const again = pfs.blockedMark();
    expect(pfs.list('outs')).toHaveLength(10);
    expect(pfs.blockedSince(again).map((f) => f.rel)).toEqual(['outs']);
  });

  it('a folder within the bound is listed whole and recorded as nothing', () => {
    const pfs = new ProjectFs(writeTree(files(10)), { maxEntries: 10 });
    const mark = pfs.blockedMark();
    expect(pfs.list('outs')).toHaveLength(10);
    expect(pfs.blockedSince(mark)).toEqual([]);
    expect(pfs.filesRead().find((f) => f.rel === 'outs')).toBeUndefined();
  });
});

describe('ProjectFs', () => {
  it('refuses paths that leave the root lexically or through a symlink', () => {
    const outside = writeTree({ 'secret.txt': 'top secret\n' });
    const root = writeTree({ 'a/b.md': '# b\n' });
    fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'a/link.md'));
    fs.symlinkSync(outside, path.join(root, 'out'));
    const pfs = new ProjectFs(root);
    expect(pfs.normalise('../x')).toBeUndefined();
    expect(pfs.normalise('a/../../x')).toBeUndefined();
    expect(pfs.normalise('./a//b.md')).toBe('a/b.md');
    expect(pfs.probe('../secret.txt')).toBe('outside-root');
    expect(pfs.probe('a/link.md')).toBe('outside-root');
    expect(pfs.probe('out/secret.txt')).toBe('outside-root');
    expect(pfs.probe('a/b.md')).toBe('exists');
    expect(pfs.probe('a/nope.md')).toBe('missing');
    const linked = pfs.read('a/link.md')!;
    expect(linked.text).toBe('');
    expect(linked.problems[0]!.kind).toBe('outside-root');
    expect(pfs.read('out/secret.txt')!.problems[0]!.kind).toBe('outside-root');
  });

  it('a path holding NUL names no file: missing, never unreadable or read', () => {
    const root = writeTree({ 'src/a.ts': 'a\n', 'src/b.ts': 'b\n' });
    const pfs = new ProjectFs(root);
    expect(pfs.probe('src/a\u0000b.ts')).toBe('missing');
    expect(pfs.probe('s\u0000rc/a.ts')).toBe('missing');
    expect(pfs.probe('src\u0000/a.ts')).toBe('missing');
    expect(pfs.read('src/a\u0000b.ts')).toBeUndefined();
    expect(pfs.list('src\u0000')).toBeUndefined();
    // Nothing was there and could not be read.
    expect(pfs.blockedSince(0)).toEqual([]);
    expect(pfs.probe('src/a.ts')).toBe('exists');
  });

  it("stops reading a target's text at its budget: the file past it is a too-large problem, and a cached one stays readable", () => {
    const root = writeTree({ 'a.md': 'a'.repeat(600), 'b.md': 'b'.repeat(600), 'c.md': 'c'.repeat(300) });
    const fsys = new ProjectFs(root, { maxTargetBytes: 1000 });
    expect(fsys.read('a.md')!.text).toHaveLength(600);
    const b = fsys.read('b.md')!;
    expect(b.text).toBe('');
    expect(b.problems).toEqual([{ kind: 'too-large', message: "not read: the files this target read before it hold 0.0 MiB, and a target's text is read up to 0 MiB" }]);
    expect(fsys.read('c.md')!.text).toHaveLength(300);
    expect(fsys.read('a.md')!.text).toHaveLength(600);
  });

  it("stops reading a target's text at its line budget, counting the lines of the files read before it once the bytes could pass it", () => {
    const root = writeTree({ 'a.md': 'a\n'.repeat(30), 'b.md': 'b\n'.repeat(30), 'c.md': 'c\n'.repeat(30), 'd.md': 'd'.repeat(40) });
    const fsys = new ProjectFs(root, { maxTargetLines: 80 });
    expect(fsys.read('a.md')!.lines).toHaveLength(30);
    // 60 + 60 bytes could hold more than 80 lines: a.md's 30 and b.md's 30 are counted, 60 in all.
    expect(fsys.read('b.md')!.problems).toEqual([]);
    expect(fsys.read('c.md')!.problems).toEqual([{ kind: 'too-large', message: "not read: the files this target read before it hold 60 lines, and a target's text is read up to 80 lines" }]);
    // A file of one line (no line end) still fits.
    expect(fsys.read('d.md')!.problems).toEqual([]);
  });

  it('reads a path through a file (`state/map.yaml` where `state` is a file) as missing, as stat does', () => {
    const pfs = new ProjectFs(writeTree({ state: 'not a folder\n' }));
    expect([pfs.read('state/map.yaml'), pfs.probe('state/map.yaml')]).toEqual([undefined, 'missing']);
  });

  it('reports an unreadable file as a problem, not an exception', () => {
    const root = writeTree({ 'a.md': 'x\n' });
    const pfs = new ProjectFs(root);
    vi.spyOn(fs, 'openSync').mockImplementation(() => {
      throw Object.assign(new Error('permission denied'), { code: 'EACCES' });
    });
    const f = pfs.read('a.md')!;
    expect(f.problems).toEqual([{ kind: 'unreadable', message: 'cannot read file (EACCES)' }]);
  });

  it('records a folder that is there but cannot be listed as unreadable, and a missing one as nothing', () => {
    const root = writeTree({ 'locked/a.json': '{}', 'open/b.json': '{}', 'file.txt': 'x\n' });
    const readdir = fs.readdirSync;
    vi.spyOn(fs, 'readdirSync').mockImplementation(((p: fs.PathLike, ...rest: unknown[]) => {
      if (String(p) === path.join(root, 'locked')) throw Object.assign(new Error('permission denied'), { code: 'EACCES' });
      return (readdir as (...a: unknown[]) => unknown).call(fs, p, ...rest);
    }) as never);
    const pfs = new ProjectFs(root);
    expect(pfs.list('locked')).toBeUndefined();
    expect(pfs.folderProblem('locked')).toEqual({ kind: 'unreadable', message: 'cannot read folder (EACCES)' });
    for (const rel of ['open', 'missing', 'file.txt']) expect(pfs.folderProblem(rel)).toBeUndefined();
    expect(pfs.walk('').map((e) => e.rel)).toEqual(['file.txt', 'open/b.json']);
    // Among the files read, so the check that reports file problems names it.
    expect(pfs.filesRead().map((f) => [f.rel, f.problems])).toEqual([['locked', [{ kind: 'unreadable', message: 'cannot read folder (EACCES)' }]]]);
  });

  it('reports a read that fails after the open as a problem, and closes the file', () => {
    const root = writeTree({ 'a.md': 'x\n' });
    const close = vi.spyOn(fs, 'closeSync');
    vi.spyOn(fs, 'readSync').mockImplementation(() => {
      throw Object.assign(new Error('i/o error'), { code: 'EIO' });
    });
    expect(new ProjectFs(root).read('a.md')!.problems).toEqual([{ kind: 'unreadable', message: 'cannot read file (EIO)' }]);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('reads through a symlink inside the root, and names a broken one and a loop', () => {
    const root = writeTree({ 'a/real.md': 'real\n' });
    fs.symlinkSync('real.md', path.join(root, 'a/alias.md'));
    fs.symlinkSync('gone.md', path.join(root, 'a/broken.md'));
    fs.symlinkSync('self.md', path.join(root, 'a/self.md'));
    const pfs = new ProjectFs(root);
    expect(pfs.read('a/alias.md')).toMatchObject({ text: 'real\n', problems: [] });
    expect(pfs.read('a/broken.md')!.problems).toEqual([{ kind: 'unreadable', message: 'broken symlink' }]);
    expect(pfs.read('a/self.md')!.problems).toEqual([{ kind: 'unreadable', message: 'symlink loop' }]);
    expect(pfs.read('a/none.md')).toBeUndefined();
  });

  it('probes and reads a path of thousands of segments without exhausting the stack', () => {
    const dir = writeTree({ 'src/a/a/x.json': '{}' });
    const p = new ProjectFs(dir);
    const deep = `src/${'a/'.repeat(5000)}x.json`;
    expect(p.probe(deep)).toBe('missing');
    expect(p.read(deep)).toBeUndefined();
    expect(p.probe('src/a/a/x.json')).toBe('exists');
  });

  it('logs each ask for a file or folder that is there but unreadable, repeats included', () => {
    const dir = writeTree({ 'a.md': 'x', 'folder.md/inner.md': 'y' });
    const p = new ProjectFs(dir);
    const mark = p.blockedMark();
    p.read('a.md');
    p.read('folder.md');
    p.read('missing.md');
    expect(p.blockedSince(mark).map((f) => f.rel)).toEqual(['folder.md']);
    const again = p.blockedMark();
    p.read('folder.md');
    expect(p.blockedSince(again).map((f) => f.rel)).toEqual(['folder.md']);
    expect(p.blockedSince(p.blockedMark())).toEqual([]);
  });

  it('probes cited paths from their folder listing, and on the path for anything else', () => {
    const outside = writeTree({ 'secret.txt': 'x\n' });
    const root = writeTree({ 'src/a.ts': 'a\n', 'src/b.ts': 'b\n' });
    fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'src/leak.ts'));
    const pfs = new ProjectFs(root);
    // The listing itself stats the symlink it holds; what is counted below is the probes' own calls.
    pfs.list('src');
    const exists = vi.spyOn(fs, 'statSync');
    expect([pfs.probe('src/a.ts'), pfs.probe('./src/b.ts'), pfs.probe('src/')]).toEqual(['exists', 'exists', 'exists']);
    expect(exists).not.toHaveBeenCalled();
    // A name the listing lacks is asked with one lstat, a symlink out of the root refused without a stat.
    const asked = vi.spyOn(fs, 'lstatSync');
    expect(pfs.probe('src/c.ts')).toBe('missing');
    expect(asked).toHaveBeenCalledTimes(1);
    expect(pfs.probe('src/leak.ts')).toBe('outside-root');
    expect(exists).not.toHaveBeenCalled();
    // A folder that is not there holds nothing: its files are missing without a call on each.
    const lstat = vi.spyOn(fs, 'lstatSync');
    expect(['nowhere/x.ts', 'nowhere/y.ts', 'nowhere/deeper/z.ts', 'src/a.ts/inside-a-file.ts'].map((p) => pfs.probe(p))).toEqual(['missing', 'missing', 'missing', 'missing']);
    expect(exists).not.toHaveBeenCalled();
    // The calls are per folder, not per file: fifty more files there cost none.
    const perFolder = lstat.mock.calls.length;
    const more = Array.from({ length: 50 }, (_, i) => pfs.probe(i % 2 ? `nowhere/f${i}.ts` : `nowhere/deeper/f${i}.ts`));
    expect(new Set(more)).toEqual(new Set(['missing']));
    expect(lstat).toHaveBeenCalledTimes(perFolder);
    expect(exists).not.toHaveBeenCalled();
  });

  it('tells once when its reads pass BIG_TARGET_FILES files or BIG_TARGET_BYTES bytes, and never for fewer', () => {
    const files = Object.fromEntries(Array.from({ length: BIG_TARGET_FILES + 1 }, (_, i) => [`t/${i}.md`, 'x\n']));
    const root = writeTree({ ...files, 'big.md': 'y'.repeat(BIG_TARGET_BYTES), 'one.md': 'z' });
    const told = vi.fn();
    const byCount = new ProjectFs(root, { onBigTarget: told });
    for (let i = 0; i < BIG_TARGET_FILES; i++) byCount.read(`t/${i}.md`);
    // Read again from the cache: not a read.
    byCount.read('t/0.md');
    expect(told).not.toHaveBeenCalled();
    byCount.read(`t/${BIG_TARGET_FILES}.md`);
    expect(told).toHaveBeenCalledTimes(1);
    byCount.read('one.md');
    expect(told).toHaveBeenCalledTimes(1);
    const bySize = vi.fn();
    const bytes = new ProjectFs(root, { onBigTarget: bySize });
    bytes.read('big.md');
    expect(bySize).not.toHaveBeenCalled();
    bytes.read('one.md');
    expect(bySize).toHaveBeenCalledTimes(1);
  });

  it('refuses FIFOs and folders, and files over the size cap, without reading them', () => {
    const root = writeTree({ 'dir/x.md': 'x\n' });
    const pfs = new ProjectFs(root);
    expect(pfs.read('dir')!.problems[0]!.kind).toBe('not-a-file');
    vi.spyOn(fs, 'fstatSync').mockReturnValue({ isFile: () => true, isSymbolicLink: () => false, size: 64 * 1024 * 1024 } as fs.Stats);
    const read = vi.spyOn(fs, 'readSync');
    expect(new ProjectFs(root).read('dir/x.md')!.problems[0]!.kind).toBe('too-large');
    expect(read).not.toHaveBeenCalled();
  });

  it('tells a socket named like a file as a special file, not as a file it could not read', async () => {
    const root = writeTree({ 'engagement/criteria.md': 'x\n' });
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(path.join(root, 'engagement/scope-sync.md'), resolve));
    try {
      expect(new ProjectFs(root).read('engagement/scope-sync.md')!.problems).toEqual([{ kind: 'not-a-file', message: 'expected a file, found a directory or special file' }]);
    } finally {
      server.close();
    }
  });

  it('refuses a file over the cap found through its folder listing, naming its size, and reads the next file whole', () => {
    const root = writeTree({ 'dir/a.md': 'after\n' });
    const size = MAX_FILE_BYTES + 10;
    fs.writeFileSync(path.join(root, 'dir/big.md'), Buffer.alloc(size, 0x61));
    const pfs = new ProjectFs(root);
    expect(pfs.list('dir')!.map((e) => e.name)).toEqual(['a.md', 'big.md']);
    expect(pfs.read('dir/big.md')!.problems).toEqual([{ kind: 'too-large', message: `file is ${size} bytes, over the ${MAX_FILE_BYTES}-byte limit; not read` }]);
    expect(pfs.read('dir/a.md')!.text).toBe('after\n');
  });

  it('refuses a file of more lines than the cap (LF, CRLF or CR alone), and reads one at the cap', () => {
    const root = writeTree({});
    for (const eol of ['\n', '\r\n', '\r']) {
      fs.writeFileSync(path.join(root, 'long.md'), `# log${eol}${eol.repeat(MAX_FILE_LINES)}`);
      expect(new ProjectFs(root).read('long.md')!.problems, JSON.stringify(eol)).toEqual([{ kind: 'too-large', message: `file has more than ${MAX_FILE_LINES} lines, the limit; not read` }]);
    }
    fs.writeFileSync(path.join(root, 'ok.md'), 'x\n'.repeat(MAX_FILE_LINES));
    const ok = new ProjectFs(root).read('ok.md')!;
    expect(ok.problems).toEqual([]);
    expect(ok.lines).toHaveLength(MAX_FILE_LINES);
    expect(linesOver(Buffer.from('a\nb\nc'), 2)).toBe(false);
    expect(linesOver(Buffer.from('a\nb\nc\n'), 2)).toBe(true);
    expect(linesOver(Buffer.from('a\rb\rc\r'), 2)).toBe(true);
  });

  it('reads a file whose size shows as 0 (a special file system) to its end', () => {
    const root = writeTree({ 'a.md': 'alpha\nbeta\n' });
    vi.spyOn(fs, 'fstatSync').mockReturnValue({ isFile: () => true, isSymbolicLink: () => false, size: 0 } as fs.Stats);
    expect(new ProjectFs(root).read('a.md')!.lines).toEqual(['alpha', 'beta']);
  });

  it('decodes once: BOM stripped, CRLF and CR normalised, invalid UTF-8 located', () => {
    const root = writeTree({ 'a.md': Buffer.concat([Buffer.from('\uFEFFone\r\ntwo\rthree\n'), Buffer.from([0x66, 0xff, 0x0a])]) });
    const f = new ProjectFs(root).read('a.md')!;
    expect(f.lines).toEqual(['one', 'two', 'three', 'f\uFFFD']);
    expect(f.problems).toEqual([expect.objectContaining({ kind: 'invalid-utf8', line: 4, column: 2 })]);
  });

  it('walks a tree with a symlink loop once per real folder', () => {
    const root = writeTree({ 'a/b/c.md': 'c\n', 'a/d.md': 'd\n' });
    fs.symlinkSync('..', path.join(root, 'a/b/up'));
    fs.symlinkSync('loop', path.join(root, 'a/loop'));
    const files = new ProjectFs(root).walk('a', (e) => e.kind === 'file').map((e) => e.rel);
    expect(files.sort()).toEqual(['a/b/c.md', 'a/d.md']);
  });

  it('a walk that stops deep in a tree says so: the folder is among the files read with its problem, and a blocked read of the check walking', () => {
    const deep = `t/${Array.from({ length: 42 }, () => 'd').join('/')}`;
    const root = writeTree({ 't/top.json': '{}', [`${deep}/x.json`]: '{}' });
    const pfs = new ProjectFs(root);
    const mark = pfs.blockedMark();
    expect(pfs.walk('t', (e) => e.kind === 'file').map((e) => e.rel)).toEqual(['t/top.json']);
    const cutAt = `t/${Array.from({ length: 41 }, () => 'd').join('/')}`;
    expect(pfs.blockedSince(mark).map((f) => [f.rel, f.problems[0]!.message])).toEqual([[cutAt, 'nested more than 40 folders deep; not read']]);
    expect(pfs.filesRead().find((f) => f.rel === cutAt)?.problems[0]?.kind).toBe('too-large');
  });

  it('receipts change with content the rules read and with the set of files', () => {
    const root = writeTree({ 't/a.md': 'a\n', 't/img.png': 'PNG' });
    const first = new ProjectFs(root);
    first.read('t/a.md');
    const h1 = hashTree(first, 't');
    fs.writeFileSync(path.join(root, 't/a.md'), 'changed\n');
    const second = new ProjectFs(root);
    second.read('t/a.md');
    expect(hashTree(second, 't').sha256).not.toBe(h1.sha256);
    fs.writeFileSync(path.join(root, 't/new.md'), 'n\n');
    const third = new ProjectFs(root);
    third.read('t/a.md');
    expect(hashTree(third, 't')).toMatchObject({ files: 3 });
  });

  it('takes a digest of each file as it is read only when asked; the receipt is the same either way', () => {
    const root = writeTree({ 't/a.md': 'a ✓\n', 't/b.json': '{}' });
    const plain = new ProjectFs(root);
    const digesting = new ProjectFs(root, { digests: true });
    expect(plain.read('t/a.md')!.sha256).toBeUndefined();
    expect(digesting.read('t/a.md')!.sha256).toBe(createHash('sha256').update(fs.readFileSync(path.join(root, 't/a.md'))).digest('hex'));
    expect(hashTree(plain, 't')).toEqual(hashTree(digesting, 't'));
  });
});

describe('ProjectFs where open has no O_NOFOLLOW (Windows)', () => {
  afterEach(() => {
    vi.doUnmock('node:fs');
    vi.resetModules();
  });

  it('still tells a symlink before opening it: one out of the root is refused, one inside is followed', async () => {
    vi.resetModules();
    vi.doMock('node:fs', async (importOriginal) => {
      const real = (await importOriginal()) as typeof import('node:fs') & { default: typeof import('node:fs') };
      const constants = { ...real.default.constants, O_NOFOLLOW: undefined };
      return { ...real, constants, default: { ...real.default, constants } };
    });
    const { ProjectFs: WithoutNoFollow } = await import('../packages/core/src/io/project-fs.js');
    const outside = writeTree({ 'secret.txt': 'top secret\n' });
    const root = writeTree({ 'a/real.md': 'real\n', 'a/plain.md': 'plain\n' });
    fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'a/leak.md'));
    fs.symlinkSync('real.md', path.join(root, 'a/alias.md'));
    const pfs = new WithoutNoFollow(root);
    expect(pfs.read('a/leak.md')!.problems).toEqual([{ kind: 'outside-root', message: 'symlink leads outside the project root; not read' }]);
    expect(pfs.read('a/alias.md')!.text).toBe('real\n');
    expect(pfs.read('a/plain.md')!.text).toBe('plain\n');
  });
});

describe('ProjectFs.readCleanText (a file looked at in passing)', () => {
  it('reads clean text within its size, and leaves everything else unread and unrecorded', () => {
    const outside = writeTree({ 'secret.sql': 'DROP TABLE users;\n' });
    const root = writeTree({ 'ok.sql': 'DROP TABLE a;\n', 'big.sql': 'x'.repeat(2048), 'bin': 'a\u0000b', 'latin1.txt': '' });
    fs.writeFileSync(path.join(root, 'latin1.txt'), Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]));
    fs.symlinkSync(path.join(outside, 'secret.sql'), path.join(root, 'link.sql'));
    fs.symlinkSync(outside, path.join(root, 'outdir'));
    fs.mkdirSync(path.join(root, 'dir'));
    execFileSync('mkfifo', [path.join(root, 'fifo.sql')]);
    const pfs = new ProjectFs(root);
    const ok = pfs.readCleanText('ok.sql', 1024);
    expect(ok && 'text' in ok ? ok.text : ok).toBe('DROP TABLE a;\n');
    expect(pfs.readCleanText('big.sql', 1024)).toEqual({ tooLarge: 2048 });
    for (const rel of ['bin', 'latin1.txt', 'link.sql', 'outdir/secret.sql', 'dir', 'fifo.sql', 'missing.sql', '../x.sql']) expect(pfs.readCleanText(rel, 1024), rel).toBeUndefined();
    // Only the clean file is among the files read: file-integrity and the receipt never hear of the others.
    expect(pfs.filesRead().map((f) => f.rel)).toEqual(['ok.sql']);
    // A file another check read with a problem is not handed out as clean text either.
    expect(pfs.read('bin')?.problems[0]?.kind).toBe('binary');
    expect(pfs.readCleanText('bin', 1024)).toBeUndefined();
  });
});

describe('ProjectFs reads of files its listing knows', () => {
  it('reads a file bigger than its first buffer whole, into one buffer sized by one fstat', () => {
    const body = `${'a line of text, read whole\n'.repeat(120_000)}end\n`;
    const root = writeTree({ 'big.md': body, 'over.md': 'x' });
    fs.writeFileSync(path.join(root, 'over.md'), Buffer.alloc(MAX_FILE_BYTES + 1, 0x61));
    const pfs = new ProjectFs(root);
    expect(pfs.list('')!.map((e) => e.name).sort()).toEqual(['big.md', 'over.md']);
    const allocations = vi.spyOn(Buffer, 'allocUnsafeSlow');
    const read = pfs.read('big.md')!;
    expect(read.text).toBe(body);
    expect(read.problems).toEqual([]);
    // Before: a chain of doubling buffers (512 KiB, 1, 2, 4 MiB), each a copy of the one before.
    expect(allocations.mock.calls.filter(([n]) => n > 256 * 1024).map(([n]) => n)).toEqual([body.length + 1]);
    allocations.mockClear();
    const over = pfs.read('over.md')!;
    expect(over.text).toBe('');
    expect(over.problems[0]!.kind).toBe('too-large');
    // Refused at its size, not read to the cap first.
    expect(allocations.mock.calls.filter(([n]) => n > 256 * 1024)).toEqual([]);
  });
});

describe('ProjectFs.probe under a top folder that is not there', () => {
  it('answers missing for every path under it with one look at the folder, not a listing per path', () => {
    const root = writeTree({ 'src/a.ts': 'x\n', 'src/deep/b.ts': 'x\n' });
    const pfs = new ProjectFs(root);
    const readdir = vi.spyOn(fs, 'readdirSync');
    const lstat = vi.spyOn(fs, 'lstatSync');
    for (let i = 0; i < 2000; i++) expect(pfs.probe(`pkgs/p${i}/missing.ts`)).toBe('missing');
    const onPkgs = (calls: unknown[][]) => calls.filter((c) => String(c[0]).includes(`${path.sep}pkgs`)).length;
    expect(onPkgs(readdir.mock.calls)).toBe(0);
    expect(onPkgs(lstat.mock.calls)).toBe(1);
    // Paths under folders that are there are answered as before.
    expect([pfs.probe('src/a.ts'), pfs.probe('src/deep/b.ts'), pfs.probe('src/deep/c.ts'), pfs.probe('src/none/c.ts')]).toEqual(['exists', 'exists', 'missing', 'missing']);
  });

  it('a top folder that is there, a symlink to one, or a file is probed as before', () => {
    const root = writeTree({ 'lib/x.ts': 'x\n', 'file.txt': 'x\n' });
    fs.symlinkSync(path.join(root, 'lib'), path.join(root, 'linked'));
    const pfs = new ProjectFs(root);
    expect([pfs.probe('lib/x.ts'), pfs.probe('linked/x.ts'), pfs.probe('file.txt/x.ts'), pfs.probe('gone/x.ts')]).toEqual(['exists', 'exists', 'missing', 'missing']);
  });
});

describe('ProjectFs.probe in folders asked about once', () => {
  it('asks the path itself, lists a folder from its second question on, and answers as the listing would', () => {
    const outside = writeTree({ 'secret/x.ts': 'x\n' });
    const files: Record<string, string> = {};
    for (let i = 0; i < 300; i++) files[`pkgs/p${i}/f.ts`] = 'x\n';
    const root = writeTree(files);
    fs.symlinkSync(path.join(root, 'pkgs/p1/f.ts'), path.join(root, 'pkgs/p2/in.ts'));
    fs.symlinkSync(path.join(outside, 'secret/x.ts'), path.join(root, 'pkgs/p3/out.ts'));
    fs.symlinkSync(path.join(outside, 'secret'), path.join(root, 'pkgs/p4/away'));
    const pfs = new ProjectFs(root);
    const readdir = vi.spyOn(fs, 'readdirSync');
    const lstat = vi.spyOn(fs, 'lstatSync');
    const stat = vi.spyOn(fs, 'statSync');
    const under = (calls: unknown[][], folder: string) => calls.filter((c) => String(c[0]).startsWith(path.join(root, folder))).length;
    const once = Array.from({ length: 300 }, (_, i) => pfs.probe(i % 2 ? `pkgs/p${i}/f.ts` : `pkgs/p${i}/missing.ts`));
    expect(once).toEqual(Array.from({ length: 300 }, (_, i) => (i % 2 ? 'exists' : 'missing')));
    // No folder below pkgs/ listed, no stat: one lstat per path (pkgs/ itself listed once its second folder is asked about).
    expect(under(readdir.mock.calls, 'pkgs/')).toBe(0);
    expect(under(stat.mock.calls, 'pkgs/')).toBe(0);
    expect(under(lstat.mock.calls, 'pkgs/')).toBeLessThanOrEqual(302);
    // A symlink is answered as before: inside followed, out of the root refused, a folder leading out too.
    expect([pfs.probe('pkgs/p2/in.ts'), pfs.probe('pkgs/p3/out.ts'), pfs.probe('pkgs/p4/away/x.ts'), pfs.probe('pkgs/p4/away/none.ts')]).toEqual(['exists', 'outside-root', 'outside-root', 'outside-root']);
    // A folder asked about again is listed once, and its paths cost nothing more.
    readdir.mockClear();
    lstat.mockClear();
    expect([pfs.probe('pkgs/p6/f.ts'), pfs.probe('pkgs/p6/g.ts'), pfs.probe('pkgs/p6/f.ts/x')]).toEqual(['exists', 'missing', 'missing']);
    expect(under(readdir.mock.calls, 'pkgs/p6')).toBe(1);
    // A name the listing lacks took one lstat, of an entry in other case (whether the folder tells case), not of itself; the next none, and no stat.
    const asked = lstat.mock.calls.map((c) => path.relative(root, String(c[0])));
    expect(asked).toContain(path.join('pkgs', 'p6', 'F.TS'));
    expect(asked).not.toContain(path.join('pkgs', 'p6', 'g.ts'));
    const [lstats, stats] = [lstat.mock.calls.length, stat.mock.calls.length];
    expect([pfs.probe('pkgs/p6/h.ts'), pfs.probe('pkgs/p6/i.ts')]).toEqual(['missing', 'missing']);
    expect([lstat.mock.calls.length, stat.mock.calls.length]).toEqual([lstats, stats]);
  });

  it('in a folder that does not tell case, or with a name that is not ASCII, a name the listing lacks is asked itself', () => {
    const root = writeTree({ 'src/a.ts': 'x\n', 'src/b.ts': 'x\n', 'lib/Caf\u00e9.ts': 'x\n', 'lib/x.ts': 'x\n' });
    const real = fs.lstatSync;
    // A file system that does not tell case: a name in any case finds the entry.
    const lstat = vi.spyOn(fs, 'lstatSync').mockImplementation(((p: fs.PathLike, o?: fs.StatSyncOptions) => {
      const folder = path.dirname(String(p));
      const hit = fs.readdirSync(folder).find((n) => n.toLowerCase() === path.basename(String(p)).toLowerCase());
      return real(hit ? path.join(folder, hit) : String(p), o as never);
    }) as never);
    const pfs = new ProjectFs(root);
    expect([pfs.probe('src/a.ts'), pfs.probe('src/b.ts')]).toEqual(['exists', 'exists']);
    const asked = () => lstat.mock.calls.map((c) => path.relative(root, String(c[0])));
    lstat.mockClear();
    expect(pfs.probe('src/A.TS')).toBe('exists');
    expect(pfs.probe('src/c.ts')).toBe('missing');
    expect(asked()).toContain(path.join('src', 'c.ts'));
    lstat.mockRestore();
    // On this file system (which tells case), a name that is not ASCII is still asked itself.
    const pfs2 = new ProjectFs(root);
    expect([pfs2.probe('lib/x.ts'), pfs2.probe('lib/x.ts')]).toEqual(['exists', 'exists']);
    const spy = vi.spyOn(fs, 'lstatSync');
    expect(pfs2.probe('lib/Cafe\u0301.ts')).toBe('missing');
    expect(spy.mock.calls.map((c) => path.relative(root, String(c[0])))).toContain(path.join('lib', 'Cafe\u0301.ts'));
  });

  it('a path it cannot ask (no permission) is left to the listing, which says why', () => {
    const root = writeTree({ 'locked/a.ts': 'x\n' });
    const locked = path.join(root, 'locked');
    const real = { lstat: fs.lstatSync, readdir: fs.readdirSync, stat: fs.statSync };
    const denied = () => Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
    const deny = (name: 'lstatSync' | 'readdirSync' | 'statSync', self: boolean, fn: (...a: unknown[]) => unknown) =>
      vi.spyOn(fs, name).mockImplementation(((p: fs.PathLike, ...rest: unknown[]) => {
        if (String(p).startsWith(`${locked}${path.sep}`) || (self && String(p) === locked)) throw denied();
        return fn.call(fs, p, ...rest);
      }) as never);
    deny('lstatSync', false, real.lstat as never);
    deny('readdirSync', true, real.readdir as never);
    deny('statSync', false, real.stat as never);
    const pfs = new ProjectFs(root);
    const mark = pfs.blockedMark();
    expect(pfs.probe('locked/a.ts')).toBe('unreadable');
    expect(pfs.blockedSince(mark).map((f) => f.rel)).toEqual(['locked']);
  });
});
