// File names and contents of a checked folder reach every output format; none
// may carry a control character that a terminal or a CI log would act on.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from '../cli-helpers.js';
import { cleanupTrees, makeEngagement } from '../helpers.js';

afterAll(cleanupTrees);

// Clear the screen, set the window title, write the clipboard (OSC 52), ring the bell, C1 CSI, CR overwrite, a bidi override.
const NASTY = '\u001b[2J\u001b]0;owned\u0007\u001b]52;c;ZXZpbA==\u0007\u009b31m\rfake\u202e';
const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/;

describe('output of hostile names and contents', () => {
  const eng = makeEngagement({
    'criteria.md': `---\nengagement: x${NASTY}\ncreated: 2026-06-01\ndomain: dev\nsize: S\ntools_required: [node, "to${NASTY}ol"]\n---\n# Criteria\n`,
    [`rogue${NASTY}.md`]: 'x\n',
  });

  it.each(['stylish', 'github', 'junit', 'sarif'])('%s output carries no raw control character', (format) => {
    const r = cli([eng, '--all-checks', '--format', format], { env: { GITHUB_STEP_SUMMARY: undefined } });
    expect(r.code).toBe(1);
    // The hostile text is there, made visible.
    expect(r.stdout).toContain('\\x1b');
    const lines = r.stdout.split('\n').filter((l) => RAW.test(l.replace(/\r$/, '')));
    expect(lines).toEqual([]);
  });

  it('JSON output writes DEL, C1 and bidi controls as escapes, and reads back the same', () => {
    const r = cli([eng, '--all-checks', '--json']);
    expect(r.stdout).toContain('\\u001b');
    expect(r.stdout).toContain('\\u009b');
    expect(r.stdout).toContain('\\u202e');
    expect(RAW.test(r.stdout.replace(/\n/g, ''))).toBe(false);
    // The escapes stand for the same characters: the file name reads back whole.
    expect(JSON.stringify(r.json)).toContain(JSON.stringify(`rogue${NASTY}.md`).slice(1, -1));
  });

  it('the GitHub step summary carries no raw control character', () => {
    const summary = path.join(path.dirname(eng), 'summary.md');
    const r = cli([eng, '--all-checks', '--format', 'github'], { env: { GITHUB_STEP_SUMMARY: summary, GITHUB_ACTIONS: 'true' } });
    expect(r.code).toBe(1);
    const text = fs.readFileSync(summary, 'utf8');
    expect(text).toContain('\\x1b');
    expect(RAW.test(text)).toBe(false);
  });
});

describe('error lines that quote a path from the checked tree', () => {
  // A glob's matches are names from the checked tree: a folder named to clear the screen must not.
  it('show its control characters escaped on standard error, in every error', () => {
    const root = path.dirname(makeEngagement({ 'criteria.md': '---\nsize: S\n---\n' }));
    const odd = path.join(root, `odd${NASTY.replace(/\r/g, '')}.md`);
    fs.writeFileSync(odd, 'just some notes\n');
    const errors = [
      cli([odd]), // no kind recognises it
      cli([path.join(root, `gone${NASTY}`)]), // not found
      cli([path.join(root, `odd${NASTY.replace(/\r/g, '')}*.md`)]), // a glob that leaves nothing
    ];
    for (const r of errors) {
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^engagement-lint: .*\\x1b\[2J.*\n$/);
      expect(RAW.test(r.stderr.replace(/\n$/, ''))).toBe(false);
    }
  });
});
