import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/file-integrity.js';
import { defineRule } from '../../../packages/core/src/rule.js';
import { runRules, selectRules } from '../../../packages/core/src/engine.js';
import { EngagementModel } from '../../../packages/core/src/model/engagement.js';
import { MAX_FILE_BYTES } from '../../../packages/core/src/io/text.js';
import { cleanupTrees, criteria, fakeSystem, makeEngagement, options } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

afterAll(cleanupTrees);

const CRIT = 'engagement/criteria.md';

// Alone, the rule sees the files the engagement model reads as it loads (criteria.md). A clean
// folder gives no result at all (the rule is left out of the report when it passes); the files
// other rules read are tested with a reader rule below.
ruleTester(rule, {
  valid: [{ name: 'a clean criteria.md (left out of the report)', files: { 'criteria.md': criteria() } }],
  invalid: [
    {
      name: 'invalid UTF-8 in criteria.md, at the first bad byte',
      status: 'warn',
      files: { 'criteria.md': Buffer.concat([Buffer.from('---\nsize: M\n---\n# C\nab'), Buffer.from([0xff, 0xfe]), Buffer.from('\n')]) },
      detail: '1 file could not be read whole as text: engagement/criteria.md',
      findings: [{ file: CRIT, line: 5, column: 3, message: 'file is not valid UTF-8; invalid bytes were replaced; what the checks say about it rests on the replaced text' }],
    },
    {
      name: 'a NUL byte and invalid UTF-8 in one file, a finding each',
      status: 'warn',
      files: { 'criteria.md': Buffer.from([0, 0xff]) },
      findings: [
        { file: CRIT, line: 1, column: 1, message: 'file holds binary data (NUL bytes); it is read as text where possible; what the checks say about it may be wrong' },
        { file: CRIT, line: 1, column: 2, message: 'file is not valid UTF-8; invalid bytes were replaced; what the checks say about it rests on the replaced text' },
      ],
    },
    {
      name: 'a folder named criteria.md: not read at all, so it fails',
      status: 'fail',
      files: { 'criteria.md/': '' },
      findings: [{ file: CRIT, line: 1, column: 1, message: 'expected a file, found a directory or special file; not read, so no rule checked it' }],
    },
  ],
});

/** A rule that reads the named engagement files, as the real checks do. */
const reader = (...files: string[]) =>
  defineRule<EngagementModel>({
    id: 'reader',
    pack: 'engagement',
    summary: 'reads',
    docs: '',
    statuses: ['pass'],
    check({ model }) {
      for (const f of files) model.fs.read(model.rel(f));
      return { status: 'pass', detail: 'read' };
    },
  });

/** A rule that lists validation-outputs/ (passing over what is no file) and reads the named files. */
const lister = (...files: string[]) =>
  defineRule<EngagementModel>({
    id: 'lister',
    pack: 'engagement',
    summary: 'lists',
    docs: '',
    statuses: ['pass'],
    check({ model }) {
      model.list('validation-outputs');
      for (const f of files) model.fs.read(model.rel(f));
      return { status: 'pass', detail: 'listed' };
    },
  });

async function run(dir: string, ...files: string[]) {
  return runRules([rule, reader(...files)], new EngagementModel(dir), options(), fakeSystem());
}

describe('file-integrity', () => {
  it('is left out of the report when every file read was clean UTF-8 text', async () => {
    const dir = makeEngagement({ 'criteria.md': criteria(), 'handoff.md': '# Handoff — ünïcode\n' });
    const results = await run(dir, 'criteria.md', 'handoff.md');
    expect(results.map((r) => r.name)).toEqual(['reader']);
  });

  it('fails for a file over the read limit, naming file and size, though it runs before the reader in rule order', async () => {
    const dir = makeEngagement({ 'criteria.md': criteria() });
    const fd = fs.openSync(path.join(dir, 'validation-log.md'), 'w');
    fs.ftruncateSync(fd, MAX_FILE_BYTES + 10);
    fs.closeSync(fd);
    const [r] = await run(dir, 'validation-log.md');
    expect(r!.name).toBe('file-integrity');
    expect(r!.status).toBe('fail');
    expect(r!.detail).toBe('1 file the checks needed could not be read, so what they say of it was not checked: engagement/validation-log.md');
    expect(r!.findings).toEqual([{ file: 'engagement/validation-log.md', line: 1, column: 1, message: expect.stringMatching(new RegExp(`${MAX_FILE_BYTES + 10} bytes.*no rule checked its content`)) }]);
  });

  it('warns at the first NUL byte and the first invalid UTF-8 sequence, wherever they are', async () => {
    const dir = makeEngagement({
      'criteria.md': criteria(),
      'handoff.md': Buffer.concat([Buffer.from(`${'# ok\n'.repeat(3000)}line\tx`), Buffer.from([0]), Buffer.from('\n')]),
      'acceptance-log.md': Buffer.concat([Buffer.from('# log\nab'), Buffer.from([0xff, 0xfe]), Buffer.from('\n')]),
    });
    const [r] = await run(dir, 'handoff.md', 'acceptance-log.md');
    expect(r!.status).toBe('warn');
    expect(r!.findings.map((f) => [f.file, f.line, f.column])).toEqual([
      ['engagement/handoff.md', 3001, 7],
      ['engagement/acceptance-log.md', 2, 3],
    ]);
  });

  it('fails for a FIFO or a folder where a file was expected, without blocking on the FIFO', async () => {
    const dir = makeEngagement({ 'criteria.md': criteria(), 'handoff.md/': '' });
    execFileSync('mkfifo', [path.join(dir, 'acceptance-log.md')]);
    const [r] = await run(dir, 'handoff.md', 'acceptance-log.md');
    expect(r!.status).toBe('fail');
    expect(r!.detail).toContain('engagement/acceptance-log.md, engagement/handoff.md');
  });

  it('names a FIFO a check met in a folder listing and passed over unread, once; the FIFO read in place of a file fails', async () => {
    const dir = makeEngagement({ 'criteria.md': criteria(), 'validation-outputs/ok.json': '{}' });
    execFileSync('mkfifo', [path.join(dir, 'validation-outputs/x.json')]);
    execFileSync('mkfifo', [path.join(dir, 'acceptance-log.md')]);
    const [r] = await runRules([rule, lister('acceptance-log.md')], new EngagementModel(dir), options(), fakeSystem());
    expect(r!.status).toBe('fail');
    expect(r!.findings.map((f) => [f.file, f.message])).toEqual([
      ['engagement/acceptance-log.md', expect.stringMatching(/not read, so no rule checked it$/)],
      ['engagement/validation-outputs/x.json', 'not a regular file (a FIFO, device or broken link); not read'],
    ]);
  });

  it('fails for a file or folder whose name is not UTF-8: listed, but no path opens it', async () => {
    const dir = makeEngagement({ 'criteria.md': criteria(), 'validation-outputs/ok.json': '{}' });
    const bad = (name: string) => Buffer.concat([Buffer.from(`${dir}/validation-outputs/`), Buffer.from(name, 'latin1')]);
    try {
      fs.writeFileSync(bad('r\xe9sum\xe9.json'), '{}');
      fs.mkdirSync(bad('old\xff'));
    } catch {
      return; // A file system that refuses such names (APFS) cannot hold them.
    }
    const [r] = await runRules([rule, lister()], new EngagementModel(dir), options(), fakeSystem());
    expect(r!.status).toBe('fail');
    expect(r!.findings.map((f) => [f.file, f.message])).toEqual([
      ['engagement/validation-outputs/old\uFFFD', 'named with bytes that are not UTF-8 (old<ff>), which no check can open; not read'],
      ['engagement/validation-outputs/r\uFFFDsum\uFFFD.json', 'named with bytes that are not UTF-8 (r<e9>sum<e9>.json), which no check can open; not read'],
    ]);
  });

  it('names each such file by its own bytes, and reads a valid name holding U+FFFD that lists as the same string', async () => {
    const dir = makeEngagement({ 'criteria.md': criteria(), 'validation-outputs/ok\uFFFD.json': '{}' });
    const bad = (name: string) => Buffer.concat([Buffer.from(`${dir}/validation-outputs/`), Buffer.from(name, 'latin1')]);
    try {
      fs.writeFileSync(bad('ok\xff.json'), '{}');
      fs.writeFileSync(bad('ok\xfe.json'), '{}');
    } catch {
      return; // A file system that refuses such names (APFS) cannot hold them.
    }
    const [r] = await runRules([rule, lister('validation-outputs/ok\uFFFD.json')], new EngagementModel(dir), options(), fakeSystem());
    expect(r!.status).toBe('fail');
    expect(r!.findings.map((f) => f.message).sort()).toEqual([
      'named with bytes that are not UTF-8 (ok<fe>.json), which no check can open; not read',
      'named with bytes that are not UTF-8 (ok<ff>.json), which no check can open; not read',
    ]);
  });

  it('only warns for a FIFO met in a folder listing: the files the checks read were read', async () => {
    const dir = makeEngagement({ 'criteria.md': criteria(), 'validation-outputs/ok.json': '{}' });
    execFileSync('mkfifo', [path.join(dir, 'validation-outputs/x.json')]);
    const [r] = await runRules([rule, lister()], new EngagementModel(dir), options(), fakeSystem());
    expect(r!.status).toBe('warn');
    expect(r!.detail).toBe('1 file could not be read whole as text: engagement/validation-outputs/x.json');
  });

  it('says nothing of a special file beside cited paths in a folder listed only to look them up', async () => {
    const dir = makeEngagement({ 'criteria.md': criteria(), 'validation-outputs/ok.json': '{}' });
    const top = path.dirname(dir);
    fs.writeFileSync(path.join(top, 'README.md'), '# r\n');
    fs.symlinkSync('../shared/.env', path.join(top, '.env'));
    execFileSync('mkfifo', [path.join(top, 'root.fifo')]);
    // Cited paths beside them: the folder is listed from its second question on.
    const prober = defineRule<EngagementModel>({ id: 'prober', pack: 'engagement', summary: 'probes', docs: '', statuses: ['pass'], check({ model }) {
      const relTop = path.relative(model.fs.root, top);
      for (const name of ['README.md', 'setup.py', 'Makefile']) model.fs.probe(path.join(relTop, name));
      return { status: 'pass', detail: '' };
    } });
    const results = await runRules([rule, prober], new EngagementModel(dir), options(), fakeSystem());
    expect(results.map((r) => r.name)).toEqual(['prober']);
    // The same folder listed for what it holds: its special files are named.
    const both = await runRules([rule, prober, defineRule<EngagementModel>({ id: 'top-lister', pack: 'engagement', summary: 'lists', docs: '', statuses: ['pass'], check({ model }) {
      model.fs.list(path.relative(model.fs.root, top));
      return { status: 'pass', detail: '' };
    } })], new EngagementModel(dir), options(), fakeSystem());
    expect(both.find((r) => r.name === 'file-integrity')?.findings.map((f) => f.file)).toEqual([expect.stringMatching(/(^|\/)\.env$/), expect.stringMatching(/(^|\/)root\.fifo$/)]);
  });

  it('is selected under every preset and tier, unless switched off', () => {
    const opts = options({ preset: 'compat' });
    expect(selectRules([rule], opts, { compatPreset: true, tier: 'S' })).toEqual([rule]);
    expect(selectRules([rule], options({ preset: 'recommended' }), { compatPreset: true, tier: 'L' })).toEqual([rule]);
    expect(selectRules([rule], opts, { compatPreset: true, tier: 'S', off: ['file-integrity'] })).toEqual([]);
  });
});
