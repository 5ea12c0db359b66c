// --ledger: one precheck event appended to each linted engagement's events.jsonl, and nothing else written.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appendLedgerEvent } from '../packages/cli/src/ledger.js';
import type { TargetReport } from '../packages/core/src/lint.js';
import { cli, repoRoot, snapshotTree } from './cli-helpers.js';

const made: string[] = [];
afterAll(() => {
  for (const d of made) fs.rmSync(d, { recursive: true, force: true });
});

/** A copy of an example project (the folder holding engagement/) in a temporary folder. */
function copy(example: string): string {
  const dir = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'el-ledger-'));
  made.push(dir);
  fs.cpSync(path.join(repoRoot, 'examples', example), dir, { recursive: true });
  return dir;
}
const ledgerLines = (dir: string) => fs.readFileSync(path.join(dir, 'engagement/events.jsonl'), 'utf8').split('\n');

describe('--ledger', () => {
  it('appends one event with the verdict and the failed checks, and writes nothing without the flag', () => {
    const dir = copy('fail-rogue-files');
    const ledger = path.join(dir, 'engagement/events.jsonl');
    fs.rmSync(ledger, { force: true });
    const before = snapshotTree(dir);
    const plain = cli(['engagement', '--no-git'], { cwd: dir });
    expect(plain.code).toBe(1);
    expect(snapshotTree(dir)).toEqual(before);

    const r = cli(['engagement', '--no-git', '--ledger', '--json', '--now', '2026-05-12T14:03:00Z'], { cwd: dir });
    expect(r.code).toBe(1);
    const lines = ledgerLines(dir);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('');
    expect(JSON.parse(lines[0]!)).toEqual({
      ts: '2026-05-12T14:03:00.000Z',
      type: 'precheck_completed',
      agent: 'handoff-precheck',
      tier: r.json.tier,
      verdict: 'FAIL',
      fail_count: r.json.fail_count,
      warn_count: r.json.warn_count,
      failed: r.json.checks.filter((c: { status: string }) => c.status === 'fail').map((c: { name: string }) => c.name),
      tool: `engagement-lint ${r.json.tool.version}`,
    });
    expect(JSON.parse(lines[0]!).failed).toContain('whitelist');
    // Only the ledger changed.
    const after = snapshotTree(dir);
    after.delete(ledger);
    expect(after).toEqual(before);
  });

  it('keeps the lines already there and ends an unterminated last line before its own', () => {
    const dir = copy('clean-S');
    fs.writeFileSync(path.join(dir, 'engagement/events.jsonl'), '{"ts": "2026-05-01T09:00:00Z", "type": "engagement_started"}');
    expect(cli(['engagement', '--no-git', '--ledger'], { cwd: dir }).code).toBe(0);
    const lines = ledgerLines(dir);
    expect(lines[0]).toBe('{"ts": "2026-05-01T09:00:00Z", "type": "engagement_started"}');
    expect(JSON.parse(lines[1]!)).toMatchObject({ type: 'precheck_completed', verdict: 'PASS', failed: [] });
    expect(lines).toHaveLength(3);
  });

  it('does not write through a symbolic link: exit 2, one line, the link target untouched', () => {
    const dir = copy('clean-S');
    const outside = path.join(dir, 'outside.jsonl');
    fs.rmSync(path.join(dir, 'engagement/events.jsonl'), { force: true });
    fs.symlinkSync(outside, path.join(dir, 'engagement/events.jsonl'));
    const r = cli(['engagement', '--no-git', '--ledger'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('engagement-lint: --ledger: cannot append to engagement/events.jsonl: it is a symbolic link, not followed\n');
    expect(fs.existsSync(outside)).toBe(false);
  });

  it('writes one event per engagement over many targets (worker threads), and none for other kinds', () => {
    const root = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'el-ledger-many-'));
    made.push(root);
    for (const n of ['a', 'b', 'c', 'd']) {
      fs.cpSync(path.join(repoRoot, 'examples/clean-S'), path.join(root, n), { recursive: true });
      fs.rmSync(path.join(root, n, 'engagement/events.jsonl'), { force: true });
    }
    fs.copyFileSync(path.join(repoRoot, 'examples/contracts/pass-solo.dc.json'), path.join(root, 'pass-solo.dc.json'));
    const contractBefore = snapshotTree(root);
    const r = cli(['a/engagement', 'b/engagement', 'c/engagement', 'd/engagement', 'pass-solo.dc.json', '--no-git', '--ledger', '--json'], { cwd: root });
    expect(r.code).toBe(0);
    for (const n of ['a', 'b', 'c', 'd']) expect(ledgerLines(path.join(root, n)).filter(Boolean)).toHaveLength(1);
    // The contract's folder gained nothing but the four ledgers.
    const added = [...snapshotTree(root).keys()].filter((k) => !contractBefore.has(k));
    expect(added.sort()).toEqual(['a', 'b', 'c', 'd'].map((n) => path.join(root, n, 'engagement/events.jsonl')));
  });

  it('refuses a ledger it cannot append to before any target is linted: no event anywhere, no report', () => {
    const root = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'el-ledger-refused-'));
    made.push(root);
    for (const n of ['a', 'b', 'c']) {
      fs.cpSync(path.join(repoRoot, 'examples/clean-S'), path.join(root, n), { recursive: true });
      fs.rmSync(path.join(root, n, 'engagement/events.jsonl'), { force: true });
    }
    fs.symlinkSync(path.join(root, 'elsewhere.jsonl'), path.join(root, 'c/engagement/events.jsonl'));
    fs.mkdirSync(path.join(root, 'b/engagement/events.jsonl'));
    const before = snapshotTree(root);
    for (const order of [['a', 'c'], ['c', 'a'], ['a', 'b']]) {
      const r = cli([...order.map((n) => `${n}/engagement`), '--no-git', '--ledger', '--json'], { cwd: root });
      expect(r.code, order.join()).toBe(2);
      expect(r.stdout, order.join()).toBe('');
      expect(r.stderr, order.join()).toBe(order.includes('c') ? `engagement-lint: --ledger: cannot append to ${path.join('c', 'engagement', 'events.jsonl')}: it is a symbolic link, not followed\n` : `engagement-lint: --ledger: cannot append to ${path.join('b', 'engagement', 'events.jsonl')}: not a regular file\n`);
    }
    expect(snapshotTree(root)).toEqual(before);
  });

  it('refuses a ledger that is a hard link (a file with another name, perhaps outside the folder): nothing written', () => {
    const root = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'el-ledger-hard-'));
    made.push(root);
    fs.cpSync(path.join(repoRoot, 'examples/clean-S'), path.join(root, 'p'), { recursive: true });
    fs.rmSync(path.join(root, 'p/engagement/events.jsonl'), { force: true });
    fs.writeFileSync(path.join(root, 'outside.jsonl'), 'kept\n');
    fs.linkSync(path.join(root, 'outside.jsonl'), path.join(root, 'p/engagement/events.jsonl'));
    const r = cli(['p/engagement', '--no-git', '--ledger'], { cwd: root });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`engagement-lint: --ledger: cannot append to ${path.join('p', 'engagement', 'events.jsonl')}: it has other names (a hard link), which may be outside the folder; not written\n`);
    expect(fs.readFileSync(path.join(root, 'outside.jsonl'), 'utf8')).toBe('kept\n');
  });

  describe('never through a linked folder', () => {
    /** A temporary folder with `victim/` (a folder outside every project, holding a marker) beside `proj/`. */
    function scene(): { root: string; victim: string; proj: string } {
      const root = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'el-ledger-link-'));
      made.push(root);
      const victim = path.join(root, 'victim');
      fs.mkdirSync(victim);
      fs.writeFileSync(path.join(victim, 'marker'), 'untouched\n');
      const proj = path.join(root, 'proj');
      fs.mkdirSync(proj);
      return { root, victim, proj };
    }
    const engagementIn = (dir: string) => {
      fs.cpSync(path.join(repoRoot, 'examples/clean-S/engagement'), dir, { recursive: true });
      fs.rmSync(path.join(dir, 'events.jsonl'), { force: true });
    };

    // Each: how the tree links out, the target named, and the folder the error names as the link (the ledger is in the engagement linted).
    const cases: Array<[string, (s: ReturnType<typeof scene>) => void, string, string]> = [
      ['the engagement folder of a repository links out (the probe)', ({ victim, proj }) => {
        fs.mkdirSync(path.join(proj, '.git'));
        fs.symlinkSync(victim, path.join(proj, 'engagement'));
      }, 'proj', 'proj/engagement'],
      ['the engagement folder of a folder without .git links out', ({ victim, proj }) => {
        fs.symlinkSync(victim, path.join(proj, 'engagement'));
      }, 'proj/engagement', 'proj/engagement'],
      ['the engagement folder links to a folder holding .git of its own', ({ victim, proj }) => {
        fs.mkdirSync(path.join(victim, '.git'));
        fs.symlinkSync(victim, path.join(proj, 'engagement'));
      }, 'proj', 'proj/engagement'],
      ['a folder above the engagement, inside the repository, links out', ({ victim, proj }) => {
        fs.mkdirSync(path.join(proj, '.git'));
        engagementIn(path.join(victim, 'engagement'));
        fs.symlinkSync(victim, path.join(proj, 'sub'));
      }, 'proj/sub/engagement', 'proj/sub'],
      ['a linked folder holding .git inside the repository', ({ victim, proj }) => {
        fs.mkdirSync(path.join(proj, '.git'));
        fs.mkdirSync(path.join(victim, '.git'));
        engagementIn(path.join(victim, 'engagement'));
        fs.symlinkSync(victim, path.join(proj, 'sub'));
      }, 'proj/sub/engagement', 'proj/sub'],
      ['the archive folder links out (no .git: the project is above engagement-archived/)', ({ victim, proj }) => {
        engagementIn(path.join(victim, '2026-05-01-run'));
        fs.symlinkSync(victim, path.join(proj, 'engagement-archived'));
      }, 'proj/engagement-archived/2026-05-01-run', 'proj/engagement-archived'],
      ['the engagement folder links to another folder of the same project', ({ victim, proj }) => {
        fs.mkdirSync(path.join(proj, '.git'));
        engagementIn(path.join(proj, 'real'));
        fs.symlinkSync(path.join(proj, 'real'), path.join(proj, 'engagement'));
        // The victim here is the folder linked to.
        fs.writeFileSync(path.join(proj, 'real', 'marker'), 'untouched\n');
      }, 'proj', 'proj/engagement'],
    ];

    it.each(cases)('%s: exit 2, one line, and the folder linked to gains no file', (_, build, target, link) => {
      const s = scene();
      build(s);
      const before = snapshotTree(s.root);
      const r = cli([target, '--no-git', '--ledger'], { cwd: s.root });
      const ledger = path.join(target === 'proj' ? 'proj/engagement' : target, 'events.jsonl');
      expect(r.stderr).toBe(`engagement-lint: --ledger: cannot append to ${ledger}: ${link} is a symbolic link, not followed\n`);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(snapshotTree(s.root)).toEqual(before);
    });

    it('refuses at the append too, should the folder become a link after the run began', () => {
      const s = scene();
      fs.mkdirSync(path.join(s.proj, '.git'));
      fs.symlinkSync(s.victim, path.join(s.proj, 'engagement'));
      const before = snapshotTree(s.root);
      const report = { target: path.join(s.proj, 'engagement'), tier: 'S', fail_count: 0, warn_count: 0, checks: [], tool: { name: 'engagement-lint', version: '0' } } as unknown as TargetReport;
      expect(() => appendLedgerEvent(report, 'events.jsonl', new Date(0))).toThrow(/--ledger: cannot append to .*events\.jsonl: .*proj\/engagement is a symbolic link, not followed$/);
      expect(snapshotTree(s.root)).toEqual(before);
    });

    it('still appends where the project itself is reached through a link of the user\'s (a linked checkout)', () => {
      const s = scene();
      fs.cpSync(path.join(repoRoot, 'examples/clean-S'), s.proj, { recursive: true });
      fs.rmSync(path.join(s.proj, 'engagement/events.jsonl'), { force: true });
      fs.mkdirSync(path.join(s.proj, '.git'));
      fs.symlinkSync(s.proj, path.join(s.root, 'checkout'));
      const r = cli(['checkout', '--no-git', '--ledger'], { cwd: s.root });
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expect(ledgerLines(s.proj).filter(Boolean)).toHaveLength(1);
    });
  });
});
