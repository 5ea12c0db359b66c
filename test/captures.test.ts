import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readHead } from '../packages/core/src/io/file-head.js';
import { ProjectFs } from '../packages/core/src/io/project-fs.js';
import { captureProblem } from '../packages/core/src/model/captures.js';
import { cleanupTrees, writeTree } from './helpers.js';

afterAll(cleanupTrees);

describe('readHead (the first bytes of a binary file)', () => {
  it('reads a regular file or a link inside the project, and nothing else, without blocking', () => {
    const outside = writeTree({ 'secret.png': '\u0089PNG secret' });
    const root = writeTree({ 'a.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2]), 'dir/': '' });
    fs.symlinkSync('a.png', path.join(root, 'inside.png'));
    fs.symlinkSync(path.join(outside, 'secret.png'), path.join(root, 'out.png'));
    execFileSync('mkfifo', [path.join(root, 'fifo.png')]);
    const pfs = new ProjectFs(root);
    expect(readHead(pfs, 'a.png', 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect(readHead(pfs, 'inside.png', 12)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2]));
    expect(readHead(pfs, 'fifo.png', 4)).toBe('not-a-file');
    expect(readHead(pfs, 'dir', 4)).toBe('not-a-file');
    for (const rel of ['out.png', 'missing.png', '../x.png']) expect(readHead(pfs, rel, 4), rel).toBeUndefined();
    // Nothing read this way is a text file of the target.
    expect(pfs.filesRead()).toEqual([]);
  });
});

describe('captureProblem', () => {
  it('takes PNG, JPEG and WebP by their bytes whatever the name, and names what anything else is', () => {
    const root = writeTree({
      'png.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
      'jpeg.png': Buffer.from([0xff, 0xd8, 0xff, 0xdb]),
      'webp.jpg': 'RIFF\u0001\u0002\u0003\u0004WEBPVP8L',
      'riff.webp': 'RIFF0000WAVEfmt ',
      'short.png': Buffer.from([0x89, 0x50, 0x4e]),
      'empty.png': '',
      'text.png': 'screenshot pending\n',
      'pdf.png': Buffer.from('%PDF-1.7\n\u00e2\u00e3', 'latin1'),
      'gif.png': 'GIF89a\u0001\u0000\u0001\u0000',
      'svg.png': '<svg xmlns="http://www.w3.org/2000/svg">',
      'avif.png': Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypavif')]),
      'bom.png': '\uFEFFscreenshot to do',
    });
    const pfs = new ProjectFs(root);
    for (const ok of ['png.png', 'jpeg.png', 'webp.jpg']) expect(captureProblem(pfs, ok), ok).toBeUndefined();
    expect(captureProblem(pfs, 'empty.png')).toBe('empty (0 bytes); not counted as a capture');
    expect(captureProblem(pfs, 'text.png')).toBe('holds text, not an image; not counted as a capture');
    expect(captureProblem(pfs, 'riff.webp')).toBe('holds text, not an image; not counted as a capture');
    expect(captureProblem(pfs, 'short.png')).toBe('has no PNG, JPEG or WebP signature, not an image; not counted as a capture');
    expect(captureProblem(pfs, 'pdf.png')).toBe('is a PDF document, not a PNG, JPEG or WebP screen capture; not counted as a capture');
    expect(captureProblem(pfs, 'gif.png')).toBe('is a GIF image, not a PNG, JPEG or WebP screen capture; not counted as a capture');
    expect(captureProblem(pfs, 'svg.png')).toBe('is SVG or XML text, not a PNG, JPEG or WebP screen capture; not counted as a capture');
    expect(captureProblem(pfs, 'avif.png')).toBe('is an AVIF or HEIF image, not a PNG, JPEG or WebP screen capture; not counted as a capture');
    expect(captureProblem(pfs, 'bom.png')).toBe('holds text, not an image; not counted as a capture');
    expect(captureProblem(pfs, 'missing.png')).toBe('could not be read; not counted as a capture');
  });
});
