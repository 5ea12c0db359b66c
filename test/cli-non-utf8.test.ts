// Names that are not UTF-8: Node.js gets them (in argv, in its working directory) with U+FFFD for
// the bad bytes, a path no file has. Such a target is one clear line and exit 2, not "not found".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bin } from './cli-helpers.js';
import { cleanupTrees, criteria, writeTree } from './helpers.js';

afterAll(cleanupTrees);

/** A folder named `pr\xFFj` (not UTF-8) in a fresh tree, holding an engagement. */
function badProject(): { parent: string; project: Buffer } {
  const parent = writeTree({});
  const project = Buffer.concat([Buffer.from(`${parent}/pr`), Buffer.from([0xff]), Buffer.from('j')]);
  fs.mkdirSync(Buffer.concat([project, Buffer.from('/engagement')]), { recursive: true });
  fs.writeFileSync(Buffer.concat([project, Buffer.from('/engagement/criteria.md')]), criteria());
  return { parent, project };
}

/** Runs the CLI through sh, which passes the bytes as they are (Node.js cannot: its strings are UTF-16). */
function viaShell(script: string, cwd: string) {
  const r = spawnSync('sh', ['-c', script, 'sh', process.execPath, bin], { cwd, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('a path that is not UTF-8', () => {
  it('in the working directory: one line naming the bytes, exit 2', () => {
    const { parent } = badProject();
    const r = viaShell(`cd "$(printf 'pr\\377j')" && exec "$1" "$2" engagement --no-git`, parent);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe("engagement-lint: cannot open engagement: the working directory's path holds bytes that are not UTF-8 (shown as \uFFFD), which Node.js cannot pass on to the file system; rename the file or folder whose name holds them to lint it\n");
  });

  it('in the target named: one line naming the bytes, exit 2', () => {
    const { parent } = badProject();
    const r = viaShell(`exec "$1" "$2" "$(printf 'pr\\377j')/engagement" --no-git`, parent);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('engagement-lint: cannot open pr\uFFFDj/engagement: its path holds bytes that are not UTF-8 (shown as \uFFFD), which Node.js cannot pass on to the file system; rename the file or folder whose name holds them to lint it\n');
  });

  it('matched by a glob: said of the match, and of a glob from such a working directory', () => {
    const { parent } = badProject();
    const matched = viaShell(`exec "$1" "$2" 'p*/' --no-git`, parent);
    expect(matched.status).toBe(2);
    expect(matched.stderr).toBe('engagement-lint: no target matches p*/: it matches pr\uFFFDj (a name with bytes that are not UTF-8), which Node.js cannot pass on to the file system; rename it to lint it\n');
    const inside = viaShell(`cd "$(printf 'pr\\377j')" && exec "$1" "$2" 'eng*/' --no-git`, parent);
    expect(inside.status).toBe(2);
    expect(inside.stderr).toBe(`engagement-lint: cannot expand the glob "eng*/": the working directory's path holds bytes that are not UTF-8 (shown as \uFFFD), which Node.js cannot pass on to the file system; rename the file or folder whose name holds them to lint it\n`);
  });

  it('passed through by a glob: that folder named, never "no target matches"', () => {
    // big/\xFF/engagement, which no glob can open; big/ok/engagement beside it in the second tree.
    const tree = (withGood: boolean) => {
      const parent = writeTree(withGood ? { 'big/ok/engagement/criteria.md': criteria() } : { 'big/.keep': '' });
      const bad = Buffer.concat([Buffer.from(`${parent}/big/`), Buffer.from([0xff]), Buffer.from('/engagement')]);
      fs.mkdirSync(bad, { recursive: true });
      fs.writeFileSync(Buffer.concat([bad, Buffer.from('/criteria.md')]), criteria());
      return parent;
    };
    const said = 'the name of the folder big/\uFFFD holds bytes that are not UTF-8 (shown as \uFFFD), which Node.js cannot pass on to the file system; rename it to lint what it holds';
    // One glob of each shape: segment by segment, a walk for `**`, globby for an extglob.
    for (const glob of ['big/*/engagement', 'big/**/engagement/', '@(big)/*/engagement', 'big/!(ok)/engagement']) {
      const alone = spawnSync(process.execPath, [bin, glob, '--no-git'], { cwd: tree(false), encoding: 'utf8' });
      expect({ glob, status: alone.status, stdout: alone.stdout, stderr: alone.stderr }).toEqual({ glob, status: 2, stdout: '', stderr: `engagement-lint: cannot expand the glob ${JSON.stringify(glob)}: ${said}\n` });
      if (glob.includes('!(ok)')) continue;
      const beside = spawnSync(process.execPath, [bin, glob, '--no-git', '--json'], { cwd: tree(true), encoding: 'utf8' });
      expect(beside.stderr, glob).toBe(`engagement-lint: warning: ${JSON.stringify(glob)} was not searched in full: ${said}\n`);
      expect([0, 1], glob).toContain(beside.status);
      // One target: the report of big/ok/engagement alone.
      expect((JSON.parse(beside.stdout).engagement as string).split(path.sep).slice(-3).join('/'), glob).toBe('big/ok/engagement');
    }
  });

  it('is not said of a name holding a real U+FFFD, which is linted', () => {
    const parent = writeTree({ 'pr\uFFFDj/engagement/criteria.md': criteria() });
    const r = spawnSync(process.execPath, [bin, 'pr\uFFFDj/engagement', '--no-git', '--json'], { cwd: parent, encoding: 'utf8' });
    expect(r.stderr).not.toContain('UTF-8');
    expect([0, 1]).toContain(r.status);
    expect(JSON.parse(r.stdout).checks.length).toBeGreaterThan(0);
  });

  it('of a file inside a linted engagement: its SARIF uri holds the bytes', () => {
    const parent = writeTree({});
    const good = path.join(parent, 'proj');
    fs.mkdirSync(path.join(good, 'engagement'), { recursive: true });
    fs.writeFileSync(path.join(good, 'engagement/criteria.md'), criteria());
    fs.writeFileSync(Buffer.concat([Buffer.from(`${good}/engagement/rogue`), Buffer.from([0xfe]), Buffer.from('.md')]), 'x\n');
    const r = spawnSync(process.execPath, [bin, 'proj/engagement', '--no-git', '--all-checks', '--format', 'sarif'], { cwd: parent, encoding: 'utf8', env: { ...process.env, GITHUB_WORKSPACE: parent } });
    const uris = JSON.parse(r.stdout).runs[0].results.map((x: { locations: Array<{ physicalLocation: { artifactLocation: { uri: string } } }> }) => x.locations[0]!.physicalLocation.artifactLocation.uri);
    expect(uris).toContain('proj/engagement/rogue%FE.md');
    expect(uris.join('\n')).not.toContain('%EF%BF%BD');
  });
});
