import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from './cli-helpers.js';
import { cleanupTrees, criteria, makeEngagement, type Tree } from './helpers.js';

afterAll(cleanupTrees);

const handoff = '# Handoff\n\n## 1. Diff summary\n- M src/a.ts\n\n## 7. Self-acceptance\n1. [crit-1] concern\n';
const base: Tree = {
  'criteria.md': criteria({ size: 'L', ux_heavy: 'true' }),
  'handoff.md': handoff,
  'acceptance-log.md': '## Iteration 1\n### Verdict: ACCEPT\n',
  'validation-log.md': '### code-reviewer\nverdict: approved\n',
  'iteration': '2\n',
};

const crlf = (s: string) => s.replace(/\n/g, '\r\n');
const cases: Array<[string, Tree, ((dir: string) => void)?]> = [
  ['CRLF line endings', Object.fromEntries(Object.entries(base).map(([k, v]) => [k, crlf(String(v))]))],
  ['a UTF-8 BOM', { ...base, 'criteria.md': '\uFEFF' + criteria({ size: 'L' }), 'handoff.md': '\uFEFF' + handoff }],
  ['frontmatter ending the file without newline', { ...base, 'criteria.md': '---\nengagement: x\ndomain: dev\nsize: L\nux_heavy: false\ntools_required: []\n---' }],
  ['invalid YAML', { ...base, 'criteria.md': '---\nengagement: [unclosed\nsize: : :\n---\n' }],
  ['invalid UTF-8', { ...base, 'criteria.md': Buffer.concat([Buffer.from(criteria()), Buffer.from([0xc3, 0x28, 0xff, 0xfe])]), 'handoff.md': Buffer.from([0x23, 0x20, 0xe2, 0x82, 0x0a]) }],
  ['binary bytes in a .md', { ...base, 'handoff.md': Buffer.from([0, 1, 2, 3, 0x89, 0x50, 0x4e, 0x47, 0, 0, 10, 0xff]) }],
  ['a 200 KB line', { ...base, 'handoff.md': handoff + `- ${'src/x.ts '.repeat(20_000)}\n`, 'validation-log.md': '#'.repeat(200_000) }],
  [
    'JSON arrays where objects are expected',
    {
      ...base,
      'validation-outputs/code-reviewer-iter-2-x.json': '[1, 2, 3]',
      'traces/iter-2/flow.json': '[]',
      'events.jsonl': '[1]\n"x"\n{bad\n',
    },
  ],
  ['invalid JSON', { ...base, 'validation-outputs/code-reviewer-iter-2-x.json': '{"verdict": ', 'traces/iter-2/flow.json': '\u0000\u0001' }],
  [
    // A pasted hex dump or token: a pattern asking for words of four or five letters once overflowed the regex engine's stack on such a run.
    'a run of millions of letters and digits in §11 and in a consilium finding',
    {
      ...base,
      'handoff.md': `${handoff}\n## 11. Known deferrals\n${'ab12'.repeat(1_500_000)}\n`,
      'consilium-summary.md': `## Findings\n### 1. **MAJOR** — ${'cd34'.repeat(1_500_000)}\n`,
    },
  ],
  ['an empty folder', {}],
  ['empty files', Object.fromEntries(Object.keys(base).map((k) => [k, '']))],
  ['a directory where a file is expected', { 'criteria.md/': '', 'handoff.md/': '', 'iteration/': '' }],
  [
    'a symlink loop',
    base,
    (dir) => {
      fs.symlinkSync(dir, path.join(dir, 'traces'));
      fs.mkdirSync(path.join(dir, 'tasks'));
      fs.symlinkSync('../tasks', path.join(dir, 'tasks', 'again'));
      fs.symlinkSync('self-loop', path.join(dir, 'self-loop'));
    },
  ],
  [
    'symlinks leading outside the root',
    base,
    (dir) => {
      fs.mkdirSync(path.join(dir, 'executor-reports'));
      fs.symlinkSync('/etc/passwd', path.join(dir, 'executor-reports', 'evil.md'));
      fs.symlinkSync('/etc', path.join(dir, 'specs'));
    },
  ],
  [
    'a FIFO where a file is expected (must not hang)',
    { ...base, 'handoff.md': undefined as never },
    (dir) => {
      fs.rmSync(path.join(dir, 'handoff.md'), { force: true });
      execFileSync('mkfifo', [path.join(dir, 'handoff.md')]);
    },
  ],
];

describe('malformed input never crashes', () => {
  for (const [name, tree, setup] of cases) {
    it(name, () => {
      const files = Object.fromEntries(Object.entries(tree).filter(([, v]) => v !== undefined));
      const dir = makeEngagement(files);
      setup?.(dir);
      const r = cli([dir, '--json', '--all-checks', '--preset', 'recommended', '--no-git'], { timeout: 20_000 });
      expect(r.code, r.stderr).not.toBeNull();
      expect([0, 1], r.stderr).toContain(r.code);
      expect(r.stderr).not.toMatch(/\n\s+at /);
      expect(r.json, r.stdout.slice(0, 200)).toBeDefined();
      const crashed = r.json.checks.filter((c: { internal_error?: boolean }) => c.internal_error);
      expect(crashed, JSON.stringify(crashed)).toEqual([]);
    });
  }

  // root reads any file whatever its mode; test/project-fs.test.ts covers EACCES by making the read throw.
  it.skipIf(process.getuid?.() === 0)('an unreadable file gives a finding, not a crash', () => {
    const dir = makeEngagement(base);
    const file = path.join(dir, 'handoff.md');
    fs.chmodSync(file, 0o000);
    const r = cli([dir, '--json', '--all-checks', '--no-git']);
    fs.chmodSync(file, 0o644);
    expect([0, 1]).toContain(r.code);
    expect(r.json.checks.filter((c: { internal_error?: boolean }) => c.internal_error)).toEqual([]);
  });
});
