import { afterAll, describe, expect, it } from 'vitest';
import rule, { NOT_MEASURED } from '../../../rules/engagement/size-drift.js';
import { cleanupTrees, criteria, options } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';
import { selectRules } from '../../../packages/core/src/engine.js';

afterAll(cleanupTrees);

const reports = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`executor-reports/spec-${i}.md`, '# r\n']));
const handoff = (s1: string) => `# Handoff\n\n## 1. Diff summary\n\n${s1}\n\n## 2. Deliverable manifest\n- 12 files changed, 900 insertions(+) (not §1)\n`;
const shots = Object.fromEntries(['a', 'b', 'c', 'd'].flatMap((s) => [`screens/iter-1/dark/${s}.png`, `screens/iter-1/light/${s}.png`]).map((p) => [p, 'png']));
const tasks = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`tasks/0${i}.md`, '# t\n']));
/** criteria() puts `size:` on line 4 of the frontmatter. */
const atSize = (declared: string, observed: string, why: string) => ({ file: 'engagement/criteria.md', line: 4, column: 1, message: `declared size ${declared} is below the observed ${observed} (${why})` });
const drift = (declared: string, observed: string, why: string) => ({
  detail: exactly(`size drift: criteria.md size=${declared} but observations indicate ${observed}; triggers: ${why}`),
  findings: [atSize(declared, observed, why)],
});

ruleTester(rule, {
  valid: [
    {
      name: 'recommended: the S template in Russian within the S caps, `+/- 2 файла: … (+40 строк)`',
      options: { preset: 'recommended' as const },
      files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff('+/- 2 файла: content/a.md, content/b.md (+40 строк)') },
      detail: /^size=S matches observations \(.*files=2, added lines=40/,
    },
    // The sizing table's S row is "≤2 changed files OR ≤50 LOC".
    ...[' 3 files changed, 3 insertions(+), 3 deletions(-)', ' 1 file changed, 80 insertions(+)'].map((stat) => ({
      name: `recommended: S holds while one diff bound does (${stat.trim()})`,
      options: { preset: 'recommended' as const },
      files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff('```\n' + stat + '\n```') },
      detail: /^size=S matches observations/,
    })),
    // A summary quoted in a sentence about another commit is not this engagement's diff.
    {
      name: 'recommended: a `git show --stat` summary quoted in §1 prose is not this diff\'s',
      options: { preset: 'recommended' as const },
      files: {
        'criteria.md': criteria({ size: 'S' }),
        'handoff.md': handoff('```text\n$ git diff --stat main..HEAD\n src/a.ts | 19 +++++\n tests/a.test.ts | 15 +++++\n 2 files changed, 28 insertions(+), 6 deletions(-)\n```\nFor scale: the helper came in with the rewrite (`git show --stat a1b2c3d`: 41 files changed, 2310 insertions(+)); none of that is touched here.'),
      },
      detail: /^size=S matches observations.*files=2, added lines=28/,
    },
    {
      name: 'recommended: the raw summary line is read before one inside a sentence',
      options: { preset: 'recommended' as const },
      files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff('The whole module is 30 files changed, 900 insertions(+) in size.\n```\n 1 file changed, 12 insertions(+)\n```') },
      detail: /files=1, added lines=12/,
    },
    {
      // "Every lead and dispatched specialist" writes a report; the sizing table counts specialists.
      name: "recommended: the lead's own report is no specialist's",
      options: { preset: 'recommended' as const },
      files: { 'criteria.md': criteria({ size: 'S' }), 'executor-reports/dev-lead.md': '# r\n', 'executor-reports/frontend-developer.md': '# r\n' },
      detail: /^size=S matches observations \(specialists=1 \(the lead's dev-lead\.md not counted\), /,
    },
    { name: 'no criteria.md', status: 'skip', files: reports(5), detail: /criteria\.md missing/ },
    { name: 'criteria.md without frontmatter', status: 'skip', files: { 'criteria.md': '# Criteria\nsize: S\n', ...reports(5) }, detail: /no frontmatter/ },
    {
      name: 'observations that fit the declared size',
      files: { 'criteria.md': criteria({ size: 'M' }), ...reports(3), 'handoff.md': handoff('```\n 10 files changed, 500 insertions(+), 20 deletions(-)\n```') },
      detail: /^size=M matches observations.*files=10, added lines=500/,
    },
    // `^\s*[MADRT]\s+\S`: a rename with a score (R100) does not count.
    { name: 'renames with a score are not name-status lines', files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff('R100 a.ts b.ts\nR087 c.ts d.ts\nC100 e.ts f.ts') }, detail: /files=0/ },
    {
      name: 'compat: the first stat summary is read, as the reference reads it',
      files: { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': handoff('commit 1: 2 files changed, 10 insertions(+)\n\ncommit 2: 12 files changed, 600 insertions(+)') },
      detail: 'files=2, added lines=10',
    },
    { name: 'a summary without insertions reads as none (reference parity)', files: { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': handoff(' 12 files changed, 300 deletions(-)') }, detail: 'files=0, added lines=0' },
    { name: 'only a §1 titled "Diff summary" is measured', files: { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': '# Handoff\n\n## 1. Summary\n 11 files changed, 40 insertions(+)\n' }, detail: 'files=0' },
    {
      name: 'distinct `*.png` stems under screens/ are UI surfaces (case-sensitive, like the reference glob)',
      files: { 'criteria.md': criteria({ size: 'M' }), ...shots, 'screens/notes.txt': 'x', 'screens/iter-2/e.PNG': 'png' },
      detail: 'surfaces=4',
    },
    { name: 'a declared L never fails', files: { 'criteria.md': criteria({ size: 'L' }), ...tasks, 'deploy-log.md': '' } },
    { name: 'tasks/INDEX.md is not a task', files: { 'criteria.md': criteria({ size: 'S' }), 'tasks/INDEX.md': '# i\n' }, detail: 'tasks=0' },
    {
      name: 'an unknown size reads as M; binary files survive',
      files: { 'criteria.md': criteria({ size: 'XL' }), 'handoff.md': Buffer.from([0, 1, 2, 0xff, 0xfe]), 'executor-reports/x.md': Buffer.from([0xff]) },
      detail: /^size=M/,
    },
  ],
  invalid: [
    {
      name: "compat: the lead's report counts, as the reference counts every report",
      files: { 'criteria.md': criteria({ size: 'S' }), 'executor-reports/dev-lead.md': '# r\n', 'executor-reports/frontend-developer.md': '# r\n' },
      ...drift('S', 'M', 'specialists=2 > S cap 1'),
    },
    {
      name: 'recommended: a report named like a lead only in passing (`leader.md`, `lead-dev.md`) is a specialist\'s',
      options: { preset: 'recommended' as const },
      files: { 'criteria.md': criteria({ size: 'S' }), 'executor-reports/leader.md': '# r\n', 'executor-reports/lead-dev.md': '# r\n' },
      ...drift('S', 'M', 'specialists=2 > S cap 1'),
    },
    {
      name: 'compat: the S caps hold together, 3 files with 3 added lines is M',
      files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff('```\n 3 files changed, 3 insertions(+), 3 deletions(-)\n```') },
      ...drift('S', 'M', 'diff files=3 > S cap 2'),
    },
    {
      name: 'recommended: both diff bounds above S is M',
      options: { preset: 'recommended' as const },
      files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff('```\n 3 files changed, 51 insertions(+)\n```') },
      ...drift('S', 'M', 'diff files=3 > S cap 2, added lines=51 > S cap 50'),
    },
    {
      // "≤2 changed files OR ≤50 LOC": 3 files of unknown size may be S; 11 are over M's files cap whatever their size.
      name: 'recommended: name-status lines give no LOC, so more than the M files cap is L by files alone',
      options: { preset: 'recommended' as const },
      files: { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': handoff(Array.from({ length: 11 }, (_, i) => `M src/f${i}.ts`).join('\n')) },
      ...drift('M', 'L', 'diff files=11 > M cap 10'),
    },
    {
      name: 'an S engagement with two specialists, pointing at the size line; the fix names the size to promote to',
      files: { 'criteria.md': criteria({ size: 'S' }), ...reports(2) },
      ...drift('S', 'M', 'specialists=2 > S cap 1'),
      fix: /size: M/,
    },
    {
      name: 'diff files from the §1 stat summary only',
      files: { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': handoff('```\n src/a.ts | 3 ++-\n 11 files changed, 40 insertions(+)\n```') },
      ...drift('M', 'L', 'diff files=11 > M cap 10'),
    },
    { name: 'added lines from the §1 stat summary', files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff('2 files changed, 51 insertions(+)') }, ...drift('S', 'M', 'added lines=51 > S cap 50') },
    {
      // `^\s*[MADRT]\s+\S`: a prose line starting "A " counts, as in the reference.
      name: 'name-status lines count when there is no stat summary, as the reference does',
      files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff('```\nM\tsrc/a.ts\nA src/b.ts\nR100 src/c.ts src/d.ts\n```\nA quick note about the change.') },
      ...drift('S', 'M', 'diff files=3 > S cap 2'),
    },
    { name: 'a fifth UI surface at M', files: { 'criteria.md': criteria({ size: 'M' }), ...shots, 'screens/iter-2/e.png': 'png' }, ...drift('M', 'L', 'UI surfaces=5 > M cap 4') },
    // The protocol names no capture format: JPEG and WebP captures are surfaces too (compat counts `*.png`, as the reference does).
    { name: 'recommended: a surface captured as JPEG', files: { 'criteria.md': criteria({ size: 'S' }), 'screens/iter-1/light/e.jpg': 'jpg' }, options: { preset: 'recommended' }, ...drift('S', 'M', 'UI surfaces=1 > S cap 0') },
    // The sizing table counts no surfaces: past the reference's M cap they still mean M, not L.
    { name: 'recommended: five surfaces at S mean M', files: { 'criteria.md': criteria({ size: 'S' }), ...shots, 'screens/iter-2/e.png': 'png' }, options: { preset: 'recommended' }, ...drift('S', 'M', 'UI surfaces=5 > S cap 0') },
    { name: 'a deploy log promotes to L', files: { 'criteria.md': criteria({ size: 'M' }), 'deploy-log.md': '# d\n' }, ...drift('M', 'L', 'deploy-log.md exists') },
    { name: 'ux_heavy: minor promotes to M', files: { 'criteria.md': criteria({ size: 'S', ux_heavy: 'minor' }) }, ...drift('S', 'M', 'ux_heavy=minor') },
    {
      name: 'every trigger above the declared size is named',
      files: { 'criteria.md': criteria({ size: 'S', ux_heavy: 'true' }), 'deploy-log.md': '', ...reports(2) },
      ...drift('S', 'L', 'deploy-log.md exists, specialists=2 > S cap 1, ux_heavy=true'),
    },
    { name: 'nine tasks at M', files: { 'criteria.md': criteria({ size: 'M' }), ...tasks }, ...drift('M', 'L', 'tasks=9 > M cap 8') },
  ],
});

ruleTester(rule, {
  valid: [
    {
      name: 'recommended: an M engagement with ux_heavy: minor and one capture for each of five touched surfaces',
      files: { 'criteria.md': criteria({ size: 'M', ux_heavy: 'minor' }), ...Object.fromEntries(['orders', 'addresses', 'profile', 'checkout', 'cart'].map((s) => [`screens/iter-1/light/${s}.png`, 'png'])) },
      options: { preset: 'recommended' },
      detail: exactly(`size=M matches observations (specialists=0, tasks=0, surfaces=5, files=0, added lines=0, deploy=no; ${NOT_MEASURED})`),
    },
  ],
});

describe('--preset recommended', () => {
  afterAll(cleanupTrees);

  const recommended = { preset: 'recommended' as const };
  const compat = { preset: 'compat' as const };
  const atSize = (declared: string, observed: string, why: string) => ({ file: 'engagement/criteria.md', line: 4, column: 1, message: `declared size ${declared} is below the observed ${observed} (${why})` });

  const proseInS1 = {
    'criteria.md': criteria({ size: 'S' }),
    'handoff.md': ['# Handoff', '## 1. Diff summary', 'A new endpoint was added for the export.', 'M tier rules apply to this change.', 'A short note on naming follows in §7.', 'M src/export.ts', '## 2. Deliverable manifest'].join('\n'),
  };
  const staging = { 'criteria.md': criteria({ size: 'M' }), 'deploy-log.md': '# Deploy\n- preview deploy to staging.example.com\n' };
  const uxHeavyAtM = { 'criteria.md': criteria({ size: 'M', ux_heavy: 'true' }) };

  ruleTester(rule, {
    valid: [
      { name: 'recommended: prose lines starting with a capital A or M in §1 are not changed files', files: proseInS1, options: recommended, detail: /files=1,/ },
      { name: 'recommended: a staging-only deploy log is the M column', files: staging, options: recommended },
      {
        name: 'recommended: a staging deploy log that says production was not deployed is the M column',
        files: { 'criteria.md': criteria({ size: 'M' }), 'deploy-log.md': '# Deploy\n## staging only\n- command: `fly deploy --app billing-staging`\n- Production: not deployed; `fly deploy --prod` was not run (release train).\n- На прод не выкатывали.\n' },
        options: recommended,
      },
      { name: 'compat: ux_heavy: true below L only implies M', files: uxHeavyAtM, options: compat },
      { name: 'recommended: ux_heavy: true at L', files: { 'criteria.md': criteria({ size: 'L', ux_heavy: 'true' }) }, options: recommended },
    ],
    invalid: [
      {
        name: 'compat: prose lines starting with a capital A or M in §1 count as changed files',
        files: proseInS1,
        options: compat,
        detail: /diff files=4 > S cap 2/,
        findings: [atSize('S', 'M', 'diff files=4 > S cap 2')],
      },
      {
        name: 'recommended: name-status lines with paths and renames still count; files alone over the S cap ask for the added lines',
        status: 'warn',
        files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': '# H\n## 1. Diff summary\nM src/a.ts\nA\tdocs/b.md\nR100 src/old.ts src/new.ts\nD README\n' },
        options: recommended,
        detail: /^size=S holds only if the change is 50 lines or fewer: diff files=3 > S cap 2, and §1 gives no added lines/,
        findings: [{ file: 'engagement/handoff.md', line: 3, column: 1, message: 'diff files=3 > S cap 2, and §1 gives no added lines: the sizing table\'s S is "≤2 changed files OR ≤50 LOC"; say how many lines the change adds' }],
      },
      {
        name: "recommended: the S template's bare `+/- 3 files` line asks for the added lines; with them it is sized",
        status: 'warn',
        files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff('+/- 3 files: src/a.ts, tests/a.test.ts, package.json (version bump); weekend skip fixed.') },
        options: recommended,
        detail: /^size=S holds only if the change is 50 lines or fewer: diff files=3 > S cap 2/,
        fix: /\(\+42 LOC\)/,
        findings: [{ file: 'engagement/handoff.md', line: 5, column: 1, message: 'diff files=3 > S cap 2, and §1 gives no added lines: the sizing table\'s S is "≤2 changed files OR ≤50 LOC"; say how many lines the change adds' }],
      },
      {
        name: 'recommended: `+/- 3 files … (+80 LOC)` is over both S caps',
        files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff('+/- 3 files: src/a.ts, src/b.ts, src/c.ts (+80 LOC)') },
        options: recommended,
        ...drift('S', 'M', 'diff files=3 > S cap 2, added lines=80 > S cap 50'),
      },
      {
        name: 'recommended: `+/- 4 files, +180 LOC: …`, the added lines without brackets, is over both S caps',
        files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff('+/- 4 files, +180 LOC: src/a.ts, src/b.ts, src/c.ts, src/d.ts') },
        options: recommended,
        ...drift('S', 'M', 'diff files=4 > S cap 2, added lines=180 > S cap 50'),
      },
      {
        name: 'recommended: the S template in Russian, `+/- 6 файлов: … (+300 строк)`, is over both S caps',
        files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff('+/- 6 файлов: `content/landing/summer-promo.md` и 5 вариантов баннера (+300 строк)') },
        options: recommended,
        ...drift('S', 'M', 'diff files=6 > S cap 2, added lines=300 > S cap 50'),
      },
      {
        name: 'recommended: `+/- 3 файла, +120 строки: …` in Russian, the added lines without brackets',
        files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff('+/- 3 файла, +120 строки: src/a.ts, src/b.ts, src/c.ts') },
        options: recommended,
        ...drift('S', 'M', 'diff files=3 > S cap 2, added lines=120 > S cap 50'),
      },
      {
        name: 'recommended: the largest §1 summary is read (the round\'s own diff pasted before the cumulative one)',
        files: {
          'criteria.md': criteria({ size: 'M' }),
          'handoff.md': handoff('Iteration 2 rework only:\n```\n 2 files changed, 24 insertions(+), 3 deletions(-)\n```\nCumulative against `main`:\n```\n 13 files changed, 765 insertions(+), 2 deletions(-)\n```'),
        },
        options: recommended,
        ...drift('M', 'L', 'diff files=13 > M cap 10, added lines=765 > M cap 500'),
      },
      {
        name: 'recommended: a summary inside a sentence still counts when §1 has no raw one',
        files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff('Diff stat: 4 files changed, 60 insertions(+)') },
        options: recommended,
        ...drift('S', 'M', 'diff files=4 > S cap 2, added lines=60 > S cap 50'),
      },
      {
        name: 'compat: the first summary is read even when it quotes another commit',
        files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff('Earlier (`git show --stat a1b2c3d`): 41 files changed, 2310 insertions(+)\n```\n 2 files changed, 28 insertions(+)\n```') },
        options: compat,
        ...drift('S', 'L', 'diff files=41 > M cap 10, added lines=2310 > M cap 500'),
      },
      { name: 'compat: any deploy log is L', files: staging, options: compat, detail: /observations indicate L; triggers: deploy-log.md exists$/, findings: [atSize('M', 'L', 'deploy-log.md exists')] },
      {
        name: 'recommended: a production deploy log is L, the trigger naming the line read as the deploy',
        files: { 'criteria.md': criteria({ size: 'M' }), 'deploy-log.md': '# Deploy\n- staging: not deployed, straight to prod\n- production deploy at 14:00\n' },
        options: recommended,
        ...drift('M', 'L', 'deploy-log.md:3 names a production deploy ("- production deploy at 14:00")'),
        findings: [
          atSize('M', 'L', 'deploy-log.md:3 names a production deploy ("- production deploy at 14:00")'),
          { file: 'engagement/deploy-log.md', line: 3, column: 3, message: 'read as a production deploy, the L column of the sizing table; declared size is M' },
        ],
      },
      {
        name: 'recommended: ux_heavy: true below L warns with a finding at the key',
        status: 'warn',
        files: uxHeavyAtM,
        options: recommended,
        detail: /^size=M with ux_heavy=true: the sizing table puts ux_heavy: true in the L column/,
        findings: [{ file: 'engagement/criteria.md', line: 5, column: 1, message: 'ux_heavy: true is an L indicator in the sizing table; declared size is M' }],
      },
    ],
  });

  // §1 in the forms the protocol prescribes besides raw `git diff --stat`.
  const created = (n: number, lines = 45) => `Created files:\n${Array.from({ length: n }, (_, i) => `- content/landing/block-${i + 1}.md — ${lines} lines`).join('\n')}\nModified files: none. Removed files: none.`;
  ruleTester(rule, {
    valid: [
      {
        name: "recommended: the S template's +/- line within the S caps",
        files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff('+/- 2 files: src/slug.ts, src/routes.ts; slug() rewritten') },
        options: recommended,
        detail: /^size=S matches observations.*files=2, added lines=0/,
      },
      {
        name: 'recommended: a Created files list within the M caps',
        files: { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': handoff(created(4)) },
        options: recommended,
        detail: /^size=M matches observations.*files=4, added lines=180/,
      },
      { name: 'compat: the +/- line is no count, as the reference reads it', files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff('+/- 14 files (+620 LOC): slug() rewritten') }, options: compat, detail: /files=0, added lines=0/ },
      {
        // "≤2 changed files OR ≤50 LOC": three files of 2 added lines are S; the removed lines count for nothing.
        name: "recommended: the S template's +/- line with added and removed lines, within the S LOC cap",
        files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff('+/- 3 files (+2/-19 LOC): src/a.ts, src/b.ts, src/c.ts; dead flag removed') },
        options: recommended,
        detail: /^size=S matches observations.*files=3, added lines=2/,
      },
    ],
    invalid: [
      {
        name: "recommended: the S template's +/- line with its LOC over the M caps",
        files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff('+/- 14 files (+620 LOC): slug() rewritten and every caller updated.') },
        options: recommended,
        ...drift('S', 'L', 'diff files=14 > M cap 10, added lines=620 > M cap 500'),
      },
      {
        name: "recommended: the S template's +/- line with added and removed lines over the S caps",
        files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff('+/- 3 files (+80 −19 LOC): src/a.ts, src/b.ts, src/c.ts') },
        options: recommended,
        ...drift('S', 'M', 'diff files=3 > S cap 2, added lines=80 > S cap 50'),
      },
      {
        name: 'recommended: a Created files list of 12 files is over the M files cap',
        files: { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': handoff(created(12)) },
        options: recommended,
        ...drift('M', 'L', 'diff files=12 > M cap 10, added lines=540 > M cap 500'),
      },
    ],
  });

  describe('size-drift tiers', () => {
    it('runs at S under recommended only', () => {
      const at = (preset: 'compat' | 'recommended') => selectRules([rule], options({ preset }), { compatPreset: true, tier: 'S' }).map((r) => r.id);
      expect(at('recommended')).toEqual(['size-drift']);
      expect(at('compat')).toEqual([]);
    });
  });
});

describe('--preset recommended: reports no task owner wrote', () => {
  afterAll(cleanupTrees);
  const task = (id: string, owner: string) => `---\nid: ${id}\nowner: ${owner}\nwave: 1\nfiles: [src/${id}.ts]\ncrit_refs: [crit-1]\n---\n`;
  const files = {
    'criteria.md': criteria({ size: 'M' }),
    ...Object.fromEntries(['dev-a', 'dev-b', 'dev-c'].flatMap((o, i) => [[`tasks/t${i}.md`, task(`t${i}`, o)], [`executor-reports/${o}.md`, '# r\n']])),
    'executor-reports/dev-a-notes.md': '# notes\n',
  };
  ruleTester(rule, {
    valid: [],
    invalid: [
      {
        name: 'recommended: the fix names the report no task owner wrote, beside promotion',
        files,
        options: { preset: 'recommended' },
        detail: /specialists=4 > M cap 3/,
        fix: /^Promote the engagement: .* If executor-reports\/dev-a-notes\.md is no specialist's report \(no task names it as owner\), merge it into the owner's report instead: one file per specialist\.$/,
      },
      { name: 'compat: the fix is promotion alone, as in the reference', files, detail: /specialists=4 > M cap 3/, fix: /one-way \(S→M→L\)\.$/ },
    ],
  });
});

// Negations of production in the languages deploy logs are written in, on the line naming it.
describe('--preset recommended: production negated in other languages', () => {
  afterAll(cleanupTrees);
  const recommended = { preset: 'recommended' as const };
  const log = (line: string) => ({ 'criteria.md': criteria({ size: 'M' }), 'deploy-log.md': `# Deploy log\n\n## Iteration 1 — staging only\n${line}\n` });
  const negated: Array<[string, string]> = [
    ['Chinese 未', 'Production 未部署（out of scope）。'],
    ['Chinese 没有', '没有部署到 production。'],
    ['Chinese 不', 'Production 不会部署，仅 staging。'],
    ['Chinese 无', 'Production：无部署。'],
    ['Chinese 未在 … 部署', '未在 production 环境部署。'],
    ['Chinese 未执行 closing the clause', 'Production 部署：未执行。'],
    ['German keine', 'Keine Auslieferung nach Production.'],
    ['German nicht', 'Production wurde nicht deployed (out of scope).'],
    ['German nie', 'Nie nach Production ausgerollt.'],
    ['German keinen', 'Keinen Release nach Production.'],
    ['German nicht durchgeführt', 'Deploy nach Production: nicht durchgeführt.'],
    ['French pas', 'Production : pas de déploiement.'],
    ['French aucun', 'Aucun déploiement en production.'],
    ['French jamais', 'Jamais déployé en production.'],
    ['French non', 'Production : non déployé.'],
    ['French pas été effectué', 'Le déploiement production n’a pas été effectué.'],
    ['Portuguese não', 'Production: não implantado.'],
    ['Portuguese não foi feito', 'Em prod não foi feito o deploy.'],
    ['Italian non', 'Production: non distribuito.'],
    ['Italian nessun', 'Nessun deploy in production.'],
    ['Spanish no', 'Production: no desplegado.'],
    ['German Produktion', 'Keine Auslieferung in die Produktion.'],
    ['English, the negation after the deploy word', 'Production deploy: pending user approval, not performed.'],
    ['English, not touched', 'Production was not touched.'],
    ['English, out of scope', 'The production rollout is out of scope.'],
    ['Spanish sin', 'Sin despliegue en producción.'],
    ['Portuguese sem', 'Produção: sem deploy.'],
    ['staging resembling production', 'Staging mirrors the production config.'],
    ['production-like data', 'Loaded production-like data volumes into staging.'],
    ['pre-production', 'Environment: pre-production'],
    ['Chinese 生产环境', '未部署到生产环境。'],
    ['English, none as the value', 'Production: none'],
    ['English, skipped as the value', '| production | skipped |'],
    ['English, n/a as the value', 'prod — n/a'],
    ['English, the deploy skipped', 'Production deploy: skipped'],
  ];
  const affirmative: Array<[string, string]> = [
    ['English', 'Deployed to production 2026-11-30'],
    ['Chinese', '已部署到 production'],
    ['Chinese 不停机 (no downtime)', '不停机部署到 production'],
    ['Chinese 无异常 after the deploy', '部署到 production，无异常'],
    ['German keine Fehler after the deploy', 'Nach Production ausgerollt, keine Fehler.'],
    ['French non-régression', 'Tests de non-régression OK puis déployé en production'],
    ['French aucune erreur', 'Déployé en production, aucune erreur.'],
    ['Italian nessun errore', 'Nessun errore, deploy in prod completato'],
    ['Chinese 未执行 before another verb', '部署到 production 成功 未执行回滚'],
    ['English, a negation of something else before a comma', 'No downtime, deployed to production at 14:00'],
    ['English, no rollback after the deploy', 'Deployed to production, no rollback needed'],
    ['Spanish producción', 'Desplegado en producción el 2026-11-30'],
    ['Russian прод', 'Выкатили в прод в 16:00.'],
    ['Russian продакшен', 'Выкатили на продакшен.'],
    ['English, no errors after the deploy', 'No errors after deploying to production.'],
    ['Italian, no errors after the deploy', 'Nessun errore dopo il deploy in produzione.'],
    ['German, no errors after the deploy', 'Keine Fehler nach dem Deployment in Produktion.'],
    ['German Produktion', 'In die Produktion ausgerollt.'],
    ['Portuguese produção', 'Implantado em produção às 14:00'],
    ['Italian produzione', 'Rilasciato in produzione.'],
    ['Chinese 生产环境', '已部署到生产环境'],
    ['English, none as the value of another field', 'Deployed to production at 14:02, errors: none'],
    ['English, none of the users', 'Production deploy done; none of the users saw the banner.'],
    ['English, incidents none in a table', '| production | 14:02 | incidents | none |'],
    ['English, smoke tests skipped after the deploy', 'Deployed to prod via vercel --prod; smoke tests skipped'],
  ];
  ruleTester(rule, {
    valid: [
      ...negated.map(([lang, line]) => ({ name: `recommended: ${lang}: "${line}" names no production deploy (M)`, files: log(line), options: recommended, detail: /^size=M matches observations/ })),
      { name: 'recommended: Spanish producción not deployed stays M', files: log('Producción: no desplegado.'), options: recommended },
      { name: 'recommended: English production not deployed stays M', files: log('Production: not deployed (out of scope).'), options: recommended },
    ],
    invalid: [
      ...affirmative.map(([lang, line]) => ({
        name: `recommended: ${lang}: "${line}" is a production deploy (L), named in the trigger`,
        files: log(line),
        options: recommended,
        ...drift('M', 'L', `deploy-log.md:4 names a production deploy ("${line}")`),
        findings: [atSize('M', 'L', `deploy-log.md:4 names a production deploy ("${line}")`), { file: 'engagement/deploy-log.md', line: 4, column: line.search(/prod|生产|прод/i) + 1, message: 'read as a production deploy, the L column of the sizing table; declared size is M' }],
      })),
      {
        name: 'recommended: a long production line is quoted briefly; the first such line is named',
        files: log(`Production deploy ${'x'.repeat(80)}\nproduction again`),
        options: recommended,
        detail: exactly(`size drift: criteria.md size=M but observations indicate L; triggers: deploy-log.md:4 names a production deploy ("Production deploy ${'x'.repeat(41)}…")`),
      },
      {
        name: 'compat: the detail still says only that the deploy log exists',
        files: log('Production 未部署（out of scope）。'),
        ...drift('M', 'L', 'deploy-log.md exists'),
      },
    ],
  });
});

// §1 in every list form the other checks read it (handoff-sections, ux-heavy-auto-promote): size-drift counts those files too.
describe('--preset recommended: §1 lists read as the other checks read them', () => {
  afterAll(cleanupTrees);
  const recommended = { preset: 'recommended' as const };
  const mods = (n: number) => Array.from({ length: n }, (_, i) => `src/notify/mod${String(i).padStart(2, '0')}.py`);
  const nameOnly = (n: number) => '```text\n$ git diff --name-only main..HEAD\n' + mods(n).join('\n') + '\n```';
  const createdParen = (n: number) => 'Created files (`wc -l`):\n\n' + Array.from({ length: n }, (_, i) => `- \`docs/landing/block-${String(i).padStart(2, '0')}.md\` — ${60 + i} lines`).join('\n');
  ruleTester(rule, {
    valid: [
      { name: 'recommended: `git diff --name-only` output within the M caps', files: { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': handoff(nameOnly(10)) }, options: recommended, detail: exactly(`size=M matches observations (specialists=0, tasks=0, surfaces=0, files=10, added lines=0, deploy=no; ${NOT_MEASURED})`) },
      { name: 'compat: `git diff --name-only` output is no count, as the reference reads it', files: { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': handoff(nameOnly(11)) }, detail: /files=0, added lines=0/ },
      {
        name: 'recommended: a file listed twice in §1 is one file; a removed one adds no lines',
        files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff('Modified files:\n- `src/a.ts` +12/-3\n\nRemoved files: `src/old.ts` — dead code\n\n| File | Note |\n|---|---|\n| `src/a.ts` | rounding |') },
        options: recommended,
        detail: exactly(`size=S matches observations (specialists=0, tasks=0, surfaces=0, files=2, added lines=12, deploy=no; ${NOT_MEASURED})`),
      },
    ],
    invalid: [
      {
        name: 'recommended: `git diff --name-only` output of 11 files is over the M files cap',
        files: { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': handoff(nameOnly(11)) },
        options: recommended,
        ...drift('M', 'L', 'diff files=11 > M cap 10'),
      },
      {
        name: 'recommended: a `Created files (`wc -l`):` list of 11 backticked paths is over the M caps',
        files: { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': handoff(createdParen(11)) },
        options: recommended,
        ...drift('M', 'L', 'diff files=11 > M cap 10, added lines=715 > M cap 500'),
      },
      {
        name: 'recommended: files named on a label line each have their own size',
        files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff('Created files: content/a.md (40 lines), content/b.md (12 lines)\nModified files: `src/c.ts` +30/-2') },
        options: recommended,
        ...drift('S', 'M', 'diff files=3 > S cap 2, added lines=82 > S cap 50'),
      },
      {
        name: 'recommended: list items that open with a path, with no label, count as files (sizes unknown)',
        files: { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': handoff(Array.from({ length: 11 }, (_, i) => `- \`src/f${i}.ts\` — caller`).join('\n')) },
        options: recommended,
        ...drift('M', 'L', 'diff files=11 > M cap 10'),
      },
    ],
  });
});
