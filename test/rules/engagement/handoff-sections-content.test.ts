import rule from '../../../rules/engagement/handoff-sections.js';
import { check, criteria as criteriaOf } from '../../helpers.js';
import { ruleTester, type ValidCase } from '../../rule-tester.js';
import { exactly } from './exactly.js';
import { expect, it } from 'vitest';

// Under the recommended preset: §1 comes first and holds git's output, §11 is answered, and §2 and §4 agree
// with §1 and with executor-reports/. Compat reads headings only.
const HANDOFF = 'engagement/handoff.md';
const recommended = { preset: 'recommended' as const };
const lineOf = (text: string, line: string) => text.split('\n').indexOf(line) + 1;

const STAT = [
  '```text',
  '$ git diff --stat main..HEAD',
  ' src/db/models/order.py     | 13 +++++++--',
  ' src/jobs/archive_orders.py | 29 ++++++++++++++++++++',
  ' tests/jobs/test_archive.py | 16 ++++++++++++',
  ' 3 files changed, 56 insertions(+), 2 deletions(-)',
  '',
  '$ git log --oneline main..HEAD',
  '89c5a7c feat(jobs): archive old orders',
  '```',
].join('\n');
const MANIFEST = ['- `src/jobs/archive_orders.py` — batched move job', '- `src/db/models/order.py`, `tests/jobs/test_archive.py` — model and tests'].join('\n');
const REPORTS = ['- dev-backend-engineer — `engagement/executor-reports/dev-backend-engineer.md`', '- dev-qa-engineer — `engagement/executor-reports/dev-qa-engineer.md`'].join('\n');
const CROSS = '\n\n### 4a. Cross-validation\n\n| Contract | Backend | QA | Verdict |\n|---|---|---|---|\n| columns | dev-backend-engineer.md L11: "id, status" | dev-qa-engineer.md L9: "id, status" | MATCH |';

type Bodies = Partial<Record<1 | 2 | 3 | 4 | 5 | 7 | 8 | 9 | 11, string>>;
const TITLES: Record<number, string> = { 1: 'Diff summary (PRIMARY)', 2: 'Deliverable manifest', 3: 'Criteria trace', 4: 'Executor reports', 5: 'Validation log', 7: 'Self-acceptance', 8: 'Deploy log', 9: 'Docs diff', 11: 'Known deferrals' };
/** An M or L handoff with every section it needs (in `order`), each body the honest one unless given. */
function handoff(bodies: Bodies = {}, order = [1, 2, 3, 4, 5, 7, 8, 9, 11]): string {
  const honest: Record<number, string> = { 1: STAT, 2: MANIFEST, 4: REPORTS + CROSS, 8: 'N/A — no deploy in this engagement', 9: 'N/A — no docs change', 11: '- Monthly partitioning: criteria.md out of scope (ARCH-88).' };
  return ['# Handoff — iteration 1 — orders-archive', ...order.map((n) => `\n## ${n}. ${TITLES[n]}\n\n${bodies[n as keyof Bodies] ?? honest[n] ?? '- N/A'}`), ''].join('\n');
}
const reports = { 'executor-reports/dev-backend-engineer.md': '# dev-backend-engineer executor report\n', 'executor-reports/dev-qa-engineer.md': '# dev-qa-engineer executor report\n' };
/** The files of an engagement of `size` whose handoff is `text`. */
const files = (text: string, size = 'M', domain = 'dev') => ({ 'criteria.md': criteriaOf({ size, domain }), 'handoff.md': text, ...reports });
const present = (size = 'M') => exactly(`all required sections present (size=${size}, ux_heavy=false)`);

/** The same case under compat, which reads headings only and passes it. */
const compatPasses = (c: { name: string; files: Record<string, string> }, size = 'M'): ValidCase => ({ name: `compat: ${c.name}`, files: c.files, detail: present(size) });

// "The first section is ALWAYS the diff."
const swapped = handoff({}, [2, 1, 3, 4, 5, 7, 8, 9, 11]);
const sSwapped = ['# Handoff — iter 1', '## 2. Deliverables + criteria trace', '- crit-1: rounding ✅ `tests/round.test.ts`', '## 1. Diff summary', '+/- 1 file: `src/round.ts`', '## 5. Validation log', 'code-reviewer: approved', '## 7. Self-acceptance', '1. [crit-1] only half-even tested', ''].join('\n');
const swappedCase = { name: '§2 above §1', files: files(swapped) };
// "Schemas are fixed": a later section above an earlier one is said, as a warning (only §1's place is spelled out).
const selfAfterDeploy = handoff({}, [1, 2, 3, 4, 5, 8, 7, 9, 11]);
ruleTester(rule, {
  valid: [
    { name: 'recommended: the honest M handoff, §1 first', files: files(handoff()), options: recommended, detail: present() },
    compatPasses(swappedCase),
    compatPasses({ name: '§7 below §8', files: files(selfAfterDeploy) }),
  ],
  invalid: [
    {
      name: 'recommended: §7 below §8 warns at §7, naming the section it follows',
      files: files(selfAfterDeploy),
      options: recommended,
      status: 'warn',
      detail: exactly("all required sections present (size=M, ux_heavy=false); sections out of the template's order (§7 after §8)"),
      fix: "Put the numbered sections in the template's order, §1 to §11.",
      findings: [{ file: HANDOFF, line: lineOf(selfAfterDeploy, '## 7. Self-acceptance'), column: 1, severity: 'warning', message: exactly(`§7 Self-acceptance stands after §8 Deploy log (line ${lineOf(selfAfterDeploy, '## 8. Deploy log')}): the template's sections run from §1 to §11 in order; move it above`) }],
    },
    {
      ...swappedCase,
      name: 'recommended: §2 above §1 fails at §1\'s heading, naming the order',
      options: recommended,
      detail: exactly('§1 Diff summary is not the first section (§2 is, at line 3)'),
      fix: 'Move `## 1. Diff summary` above every other section',
      findings: [{ file: HANDOFF, line: lineOf(swapped, '## 1. Diff summary (PRIMARY)'), column: 1, message: exactly('§1 Diff summary stands after §2 Deliverable manifest (line 3): "The first section is ALWAYS the diff"; move §1 above every other section') }],
    },
    {
      name: 'recommended: an S handoff opening with §2 fails too',
      files: { 'criteria.md': criteriaOf({ size: 'S' }), 'handoff.md': sSwapped },
      options: recommended,
      findings: [{ file: HANDOFF, line: 4, column: 1, message: '§1 Diff summary stands after §2 Deliverables + criteria trace (line 2)' }],
    },
  ],
});

// A section with no number above §1 is a section before the diff too: a summary belongs in the handoff's sections.
/** The honest handoff with `above` written between its title and §1. */
const withAbove = (above: string, title = '# Handoff — iteration 1 — orders-archive') => handoff().replace('# Handoff — iteration 1 — orders-archive\n', `${title}\n\n${above}\n`);
const tldr = withAbove('## TL;DR\nArchive job shipped with tests; all criteria met.');
const beforeDiff = (text: string, heading: string, shown: string) => ({
  file: HANDOFF,
  line: lineOf(text, heading),
  column: 1,
  message: exactly(`\`${shown}\` (line ${lineOf(text, heading)}) stands before §1 Diff summary (line ${lineOf(text, '## 1. Diff summary (PRIMARY)') || lineOf(text, '# 1. Diff summary (PRIMARY)')}): "The first section is ALWAYS the diff"; move it below §1, or what it says into §1`),
});
/** The honest handoff with its sections written as H1 headings (`# 1. Diff summary`). */
const h1Sections = (above = '') => handoff().replace(/^## /gm, '# ').replace('# Handoff — iteration 1 — orders-archive\n', `# Handoff — iteration 1 — orders-archive\n${above}`).replace('### 4a.', '## 4a.');
const tldrCase = { name: '`## TL;DR` above §1', files: files(tldr) };
ruleTester(rule, {
  valid: [
    compatPasses(tldrCase),
    ...[
      ['metadata lines under the title', '**Engagement:** orders-archive\nIteration: 2\nDate: 2026-05-12 14:40'],
      ['a blockquote under the title', '> Submitted for the director\'s review; the diff comes first.'],
      ['a deeper heading under the title (its preamble)', '### Context\nThe nightly job had no archive step.'],
      ['a heading with nothing under it', '## Iteration 2'],
      ['a heading in a fence', '```markdown\n## TL;DR\nshipped\n```'],
      ['a heading in a comment', '<!--\n## TL;DR\nshipped\n-->'],
      ['a metadata line over a `---` rule', '**Iteration:** 2\n---\nSubmitted after the rework round.'],
    ].map(([name, above]): ValidCase => ({ name: `recommended: ${name} above §1`, files: files(withAbove(above!)), options: recommended, detail: present() })),
    { name: 'recommended: a setext title', files: files(withAbove('', 'Handoff — iteration 1 — orders-archive\n======================================')), options: recommended, detail: present() },
    { name: 'recommended: a Russian title', files: files(withAbove('Итерация: 2', '# Передача работы — итерация 2 — orders-archive')), options: recommended, detail: present() },
    { name: 'recommended: the title as an H2 naming the handoff', files: files(withAbove('Iteration: 2', '## Handoff — iteration 2 — orders-archive')), options: recommended, detail: present() },
    { name: 'recommended: sections as H1 headings under an H1 title', files: files(h1Sections('Iteration: 2\n')), options: recommended, detail: present() },
  ],
  invalid: [
    {
      ...tldrCase,
      name: 'recommended: `## TL;DR` above §1 fails at it, naming it',
      options: recommended,
      detail: exactly('a section stands before §1 Diff summary (`## TL;DR` at line 3)'),
      fix: 'Start the handoff\'s sections with `## 1. Diff summary`: a summary or note above it belongs in §1 or a later section',
      findings: [beforeDiff(tldr, '## TL;DR', '## TL;DR')],
    },
    {
      name: 'recommended: a setext `TL;DR` above §1',
      files: files(withAbove('TL;DR\n-----\nArchive job shipped.')),
      options: recommended,
      findings: [beforeDiff(withAbove('TL;DR\n-----\nArchive job shipped.'), 'TL;DR', '## TL;DR')],
    },
    {
      name: 'recommended: a Russian summary above §1',
      files: files(withAbove('## Кратко\nАрхивация заказов готова, тесты зелёные.', '# Передача — итерация 1')),
      options: recommended,
      findings: [beforeDiff(withAbove('## Кратко\nАрхивация заказов готова, тесты зелёные.', '# Передача — итерация 1'), '## Кратко', '## Кратко')],
    },
    {
      name: 'recommended: a first H2 that names no handoff is a section, title or not',
      files: files(handoff().replace('# Handoff — iteration 1 — orders-archive\n', '## Summary\nArchive job shipped.\n')),
      options: recommended,
      findings: [beforeDiff(handoff().replace('# Handoff — iteration 1 — orders-archive\n', '## Summary\nArchive job shipped.\n'), '## Summary', '## Summary')],
    },
    {
      name: 'recommended: H1 sections, an H1 summary between the title and §1',
      files: files(h1Sections('\n# Summary\nArchive job shipped.\n')),
      options: recommended,
      findings: [beforeDiff(h1Sections('\n# Summary\nArchive job shipped.\n'), '# Summary', '# Summary')],
    },
    {
      name: 'recommended: a required section without its number above §1 is reported once, as unnumbered',
      files: files(handoff({}, [1, 3, 4, 5, 7, 8, 9, 11]).replace('# Handoff — iteration 1 — orders-archive\n', `# Handoff — iteration 1 — orders-archive\n\n## Deliverable manifest\n\n${MANIFEST}\n`)),
      options: recommended,
      findings: [{ file: HANDOFF, line: 3, message: 'the heading `## Deliverable manifest` here has no section number' }],
    },
    {
      name: 'recommended: a summary and §2 above §1: both',
      files: files(withAbove('## TL;DR\nshipped', '# Handoff').replace(/\n## 1\. Diff summary \(PRIMARY\)\n\n[\s\S]*?\n(## 2\. Deliverable manifest\n\n[\s\S]*?\n)(?=\n## 3\.)/, (_m, s2: string) => `\n${s2}\n## 1. Diff summary (PRIMARY)\n\n${STAT}\n`)),
      options: recommended,
      findings: [{ file: HANDOFF, line: 3, message: '`## TL;DR` (line 3) stands before §1 Diff summary' }, { file: HANDOFF, message: '§1 Diff summary stands after §2 Deliverable manifest' }],
    },
  ],
});

// "| Handoff §1 Diff summary | single line OK ("+/- N files") | required (full git stat) | required (full git stat + commits) |"
const oneLine = handoff({ 1: '+/- 3 files under src/ and tests/: archive job, model, tests.' });
const handList = handoff({ 1: 'Changed files:\n- `src/jobs/archive_orders.py` — batched move job\n- `src/db/models/order.py` — model', 2: '- N/A' });
const commented = handoff({ 1: '<!--\n src/jobs/archive_orders.py | 29 ++++\n-->\nArchive job and model.', 2: '- N/A' });
const noStat = (size: string) => ({ file: HANDOFF, line: 3, column: 1, message: exactly(`§1 holds no \`git diff --stat\` output: at size ${size} the protocol requires "full git stat" (a one-line summary is enough only at S); paste the raw output of \`git diff --stat {base}..HEAD\``) });
const log = '\n\n$ git log --oneline main..HEAD\n89c5a7c feat(jobs): archive old orders';
/** §1 bodies that are git's listing of the files, as a lead pastes it. */
const GIT_FORMS: Array<[string, string]> = [
  ['a fenced --stat with its command line', STAT],
  ['an indented --stat block without the command', '     src/jobs/archive_orders.py | 29 ++++++++++++++++++++\n     1 file changed, 29 insertions(+)'],
  ['bare --stat lines', 'src/jobs/archive_orders.py | 29 ++++++++++++++++++++'],
  ['the --stat summary line alone (`--shortstat`)', '3 files changed, 56 insertions(+), 2 deletions(-)'],
  ['--numstat lines', '```\n29\t0\tsrc/jobs/archive_orders.py\n-\t-\tdocs/diagram.png\n```'],
  ['--name-status lines', '```\nM\tsrc/db/models/order.py\nA\tsrc/jobs/archive_orders.py\n```'],
  ['paths under a `git diff --name-only` command', '```\n$ git diff --name-only main..HEAD\nsrc/db/models/order.py\nsrc/jobs/archive_orders.py\n```'],
  ['a --stat in a list item', '- src/jobs/archive_orders.py | 29 ++++++++++++++++++++'],
];
ruleTester(rule, {
  valid: [
    ...GIT_FORMS.map(([name, s1]): ValidCase => ({ name: `recommended: §1 at M as ${name}`, files: files(handoff({ 1: s1, 2: '- N/A' })), options: recommended, detail: present() })),
    ...[
      ['a `git log --oneline` block', log],
      ['commits as list items', '\n\nCommits:\n- `89c5a7c` feat(jobs): archive old orders'],
      ['`git log` in its long form', '\n\n```\ncommit 89c5a7c2d4e6f8a0b1c3d5e7f9a1b3c5d7e9f1a3\nAuthor: Lead <lead@example.com>\n```'],
      ['`git log --graph --oneline`', '\n\n```\n* 89c5a7c (HEAD -> feature) feat(jobs): archive old orders\n* 1f0c6b3 chore: bump\n```'],
    ].map(([name, commits]): ValidCase => ({ name: `recommended: §1 at L with the stat and ${name}`, files: files(handoff({ 1: `src/jobs/archive_orders.py | 29 ++++++++++++++++++++${commits}`, 2: '- N/A' }), 'L'), options: recommended, detail: present('L') })),
    { name: 'recommended: a one-line §1 at S', files: { 'criteria.md': criteriaOf({ size: 'S' }), 'handoff.md': '# Handoff\n## 1. Diff summary\n+/- 2 files: `etl/dedupe.py`, `tests/test_dedupe.py`\n## 2. Deliverables + criteria trace\n- crit-1: ✅\n## 5. Validation log\n- ok\n## 7. Self-acceptance\n1. [crit-1] x\n' }, options: recommended, detail: exactly('S-tier minimum sections present (size=S, ux_heavy=false)') },
    // "For marketing/design engagements (no git diff available): Created files: list with sizes".
    { name: 'recommended: a design engagement\'s §1 lists its files without git', files: files(handoff({ 1: 'Created files:\n- `brand/logo.svg` (4 KB)\n- `brand/palette.md` (40 lines)', 2: '- N/A' }), 'M', 'design'), options: recommended, detail: present() },
    compatPasses({ name: 'a one-line §1 at M', files: files(oneLine) }),
    compatPasses({ name: '§1 at L without commits', files: files(handoff({ 1: 'src/jobs/archive_orders.py | 29 ++++', 2: '- N/A' }), 'L') }, 'L'),
  ],
  invalid: [
    { name: 'recommended: a one-line §1 at M fails at its heading', files: files(oneLine), options: recommended, detail: exactly('§1 Diff summary holds no git diff --stat output (required at size M)'), fix: 'Paste the raw output of `git diff --stat {base}..HEAD` into §1.', findings: [noStat('M')] },
    { name: 'recommended: a hand-written list of changed files at M is no git stat', files: files(handList), options: recommended, findings: [noStat('M')] },
    { name: 'recommended: a --stat line inside an HTML comment is not shown', files: files(commented), options: recommended, findings: [noStat('M')] },
    {
      name: 'recommended: a --stat without commits at L fails at §1',
      files: files(handoff({ 1: '```\n$ git diff --stat main..HEAD\n src/jobs/archive_orders.py | 29 ++++\n 1 file changed, 29 insertions(+)\n```', 2: '- N/A' }), 'L'),
      options: recommended,
      detail: exactly('§1 Diff summary lists no commits (required at size L)'),
      findings: [{ file: HANDOFF, line: 3, column: 1, message: exactly('§1 lists no commits: at size L the protocol requires "full git stat + commits"; paste the output of `git log --oneline {base}..HEAD`') }],
    },
    {
      // A word of hex letters is no short hash: a hash has a digit.
      name: 'recommended: a word of hex letters is no commit',
      files: files(handoff({ 1: 'src/jobs/archive_orders.py | 29 ++++\n\ndefaced feature flags were removed', 2: '- N/A' }), 'L'),
      options: recommended,
      findings: [{ file: HANDOFF, line: 3, column: 1, message: '§1 lists no commits' }],
    },
    {
      name: 'recommended: a one-line §1 at L lacks both',
      files: files(oneLine, 'L'),
      options: recommended,
      detail: exactly('§1 Diff summary holds no git diff --stat output (required at size L); §1 Diff summary lists no commits (required at size L)'),
      findings: [noStat('L'), { file: HANDOFF, line: 3, column: 1, message: '§1 lists no commits' }],
    },
  ],
});

// "| Handoff §11 Known deferrals | optional | required (or "None") | required (or "None") |"
const emptyAtEnd = handoff({ 11: '' });
const emptyBefore = handoff({ 11: '<!-- fill in -->' }, [1, 2, 3, 4, 5, 7, 8, 11, 9]);
const empty11 = (text: string) => ({ file: HANDOFF, line: lineOf(text, '## 11. Known deferrals'), column: 1, message: exactly('§11 Known deferrals is empty: at size M it is "required (or "None")"; list each deferral with its justification, or write "None"') });
ruleTester(rule, {
  valid: [
    ...['None', '- None', 'None.', 'Нет.'].map((body): ValidCase => ({ name: `recommended: §11 says \`${body}\``, files: files(handoff({ 11: body })), options: recommended, detail: present() })),
    // Past runs of commented-out lines of every length about where §11 is read in runs, the answer is still read.
    ...[254, 255, 256, 257, 511, 512, 513].map((k): ValidCase => ({ name: `recommended: §11 answered after ${k} commented lines`, files: files(handoff({ 11: `${'<!-- x -->\n'.repeat(k)}None` })), options: recommended, detail: present() })),
    { name: 'recommended: §11 answered in its heading', files: files(handoff({ 11: '' }).replace('## 11. Known deferrals', '## 11. Known deferrals — None')), options: recommended, detail: present() },
    { name: 'recommended: an empty §11 at S, where it is optional', files: { 'criteria.md': criteriaOf({ size: 'S' }), 'handoff.md': '# Handoff\n## 1. Diff summary\n+/- 1 file: `a.py`\n## 2. Deliverables\n- crit-1 ✅\n## 5. Validation log\n- ok\n## 7. Self-acceptance\n1. [crit-1] x\n## 11. Known deferrals\n' }, options: recommended },
    compatPasses({ name: 'an empty §11', files: files(emptyAtEnd) }),
  ],
  invalid: [
    { name: 'recommended: a §11 of 600 commented lines is empty', files: files(handoff({ 11: '<!-- x -->\n'.repeat(600) })), options: recommended, detail: exactly('§11 Known deferrals is empty'), findings: [empty11(handoff({ 11: '<!-- x -->\n'.repeat(600) }))] },
    { name: 'recommended: an empty §11 at the end fails at its heading', files: files(emptyAtEnd), options: recommended, detail: exactly('§11 Known deferrals is empty'), fix: 'Write each deferral in §11 with what justifies it, or "None".', findings: [empty11(emptyAtEnd)] },
    {
      name: 'recommended: a §11 holding only a comment, before another section, is empty',
      files: files(emptyBefore),
      options: recommended,
      // §9 after §11 is out of the template's order too, which is said as a warning.
      findings: [empty11(emptyBefore), { file: HANDOFF, line: emptyBefore.split('\n').findIndex((l) => l.startsWith('## 9.')) + 1, column: 1, severity: 'warning' as const, message: /^§9 Docs diff stands after §11 Known deferrals \(line \d+\): the template's sections run from §1 to §11 in order; move it above$/ }],
    },
  ],
});

// §1 "is the source of truth for what changed. All other sections … do not redefine what changed."
const extraItem = '- `src/jobs/cleanup.py` — nightly cleanup now skips archived orders';
const redefined = handoff({ 2: `${MANIFEST}\n${extraItem}` });
const twoExtra = handoff({ 2: '- `src/jobs/archive_orders.py`, `src/jobs/cleanup.py` and `src/jobs/purge.py` — jobs' });
const notInDiff = (text: string, item: string, path: string) => ({ file: HANDOFF, line: lineOf(text, item), column: item.indexOf(path) + 1, severity: 'warning' as const, message: exactly(`§2 lists \`${path}\`, which §1 does not: §1 is "the source of truth for what changed" and the other sections "do not redefine what changed"; add it to §1 if it changed, or say in §2 that it did not`) });
const otherNamed = handoff({ 1: `${STAT}\n\nUnchanged since iteration 1: \`src/jobs/purge.py\`, \`tests/jobs/cleanup.py\`.`, 2: `${MANIFEST}\n${extraItem}` });
const truncated = '```\n .../jobs/archive_orders.py | 29 ++++\n 1 file changed, 29 insertions(+)\n```';
ruleTester(rule, {
  valid: [
    ...(
      [
        ['a path in prose, not opening its item', `${MANIFEST}\n- the cleanup job (\`src/jobs/cleanup.py\`) reads the new flag`],
        ['an item saying its file is unchanged', `${MANIFEST}\n- \`src/jobs/cleanup.py\` — unchanged, read for context`],
        ["the engagement's own files", `${MANIFEST}\n- \`engagement/screens/iter-1/list.png\` — screen`],
        ['a folder §1 lists files under', '- `src/jobs/` — the archive job'],
        ['a path written from inside a folder §1 names', '- `jobs/archive_orders.py` — the job'],
        ['a path with a line range', '- `src/jobs/archive_orders.py:12-40` — the batch loop'],
        ['N/A and words with a slash', '- N/A\n- and/or input/output'],
      ] as const
    ).map(([name, s2]): ValidCase => ({ name: `recommended: §2 with ${name}`, files: files(handoff({ 2: s2 })), options: recommended, detail: present() })),
    { name: 'recommended: §2 naming the full path of a file git\'s --stat cut short in §1', files: files(handoff({ 1: truncated, 2: '- `src/jobs/archive_orders.py` — the job' })), options: recommended, detail: present() },
    // "## 2. Deliverable manifest — {artefact path} — {short description}": a deliverable left as it was this round,
    // which §1 names in its prose, is no redefinition of what changed.
    ...(
      [
        ['backticked', 'Unchanged since iteration 1: `src/jobs/cleanup.py`, `src/jobs/purge.py`.'],
        ['bare', 'Unchanged since iteration 1: src/jobs/cleanup.py and README.md.'],
        ['written with `\\`', 'Not touched this round: `src\\jobs\\cleanup.py`'],
        ['from inside its folder', 'The nightly `jobs/cleanup.py` reads the new flag as before.'],
      ] as const
    ).map(([form, prose]): ValidCase => ({ name: `recommended: §2 naming a file §1 names in its prose, ${form}`, files: files(handoff({ 1: `${STAT}\n\n${prose}`, 2: `${MANIFEST}\n${extraItem}` })), options: recommended, detail: present() })),
    // A one-line §1 lists no files to hold §2 to (its own finding is the missing stat, at M; at S it is the template).
    { name: 'recommended: an S handoff whose §1 names no file', files: { 'criteria.md': criteriaOf({ size: 'S' }), 'handoff.md': '# Handoff\n## 1. Diff summary\n+/- 2 files: the dedupe key\n## 2. Deliverables + criteria trace\n- `etl/dedupe.py` — new key\n## 5. Validation log\n- ok\n## 7. Self-acceptance\n1. [crit-1] x\n' }, options: recommended },
    compatPasses({ name: '§2 naming a file §1 does not', files: files(redefined) }),
  ],
  invalid: [
    {
      name: 'recommended: §2 naming a changed file §1 does not list warns at that item',
      files: files(redefined),
      options: recommended,
      status: 'warn',
      detail: exactly('all required sections present (size=M, ux_heavy=false); §2 lists src/jobs/cleanup.py, which §1 does not'),
      fix: 'List every changed file in §1 (the diff); §2 describes the deliverables §1 lists.',
      findings: [notInDiff(redefined, extraItem, 'src/jobs/cleanup.py')],
    },
    {
      name: 'recommended: §1 prose naming other files of the folder does not account for the one §2 lists',
      files: files(otherNamed),
      options: recommended,
      status: 'warn',
      findings: [notInDiff(otherNamed, extraItem, 'src/jobs/cleanup.py')],
    },
    {
      name: 'recommended: each path of an item opening with several is looked up',
      files: files(twoExtra),
      options: recommended,
      status: 'warn',
      findings: [notInDiff(twoExtra, '- `src/jobs/archive_orders.py`, `src/jobs/cleanup.py` and `src/jobs/purge.py` — jobs', 'src/jobs/cleanup.py'), notInDiff(twoExtra, '- `src/jobs/archive_orders.py`, `src/jobs/cleanup.py` and `src/jobs/purge.py` — jobs', 'src/jobs/purge.py')],
    },
    {
      // A failure and a warning together: the check fails, the warning kept with its severity.
      name: 'recommended: §2\'s warning stands beside a failure',
      files: files(handoff({ 2: `${MANIFEST}\n${extraItem}`, 11: '' })),
      options: recommended,
      detail: exactly('§11 Known deferrals is empty'),
      findings: [{ line: lineOf(redefined, extraItem), severity: 'warning' }, { message: '§11 Known deferrals is empty' }],
    },
  ],
});

// "## 4. Executor reports\n- {specialist-name} — `executor-reports/{specialist}.md`"
const qaLeftOut = handoff({ 4: `- dev-backend-engineer — \`engagement/executor-reports/dev-backend-engineer.md\`${CROSS}` });
const notListed = (text: string, name: string) => ({ file: HANDOFF, line: lineOf(text, '## 4. Executor reports'), column: 1, severity: 'warning' as const, message: exactly(`§4 Executor reports does not list executor-reports/${name}.md: the template lists each specialist's report ("- {specialist-name} — \`executor-reports/{specialist}.md\`"); add a line for ${name}`) });
ruleTester(rule, {
  valid: [
    { name: 'recommended: §4 naming the reports by their files only', files: files(handoff({ 4: '- `executor-reports/dev-backend-engineer.md`\n- `executor-reports/dev-qa-engineer.md`' })), options: recommended, detail: present() },
    { name: 'recommended: §4 as a table of specialists', files: files(handoff({ 4: '| Specialist | Report |\n|---|---|\n| dev-backend-engineer | done |\n| dev-qa-engineer | done |' })), options: recommended, detail: present() },
    { name: 'recommended: §4 at S is merged into §2 and not read', files: { 'criteria.md': criteriaOf({ size: 'S' }), ...reports, 'handoff.md': '# Handoff\n## 1. Diff summary\n+/- 1 file: `a.py`\n## 2. Deliverables\n- crit-1 ✅\n## 4. Executor reports\n- dev-backend-engineer\n## 5. Validation log\n- ok\n## 7. Self-acceptance\n1. [crit-1] x\n' }, options: recommended },
    compatPasses({ name: '§4 leaving a report out', files: files(qaLeftOut) }),
    { name: 'skips while handoff.md is not written', status: 'skip', files: { 'criteria.md': criteriaOf(), ...reports }, options: recommended },
  ],
  invalid: [
    {
      name: 'recommended: a report §4 does not list warns at §4, its §4a table aside',
      files: files(qaLeftOut),
      options: recommended,
      status: 'warn',
      detail: exactly('all required sections present (size=M, ux_heavy=false); §4 does not list executor-reports/dev-qa-engineer.md'),
      fix: 'List each executor report in §4 as `- {specialist-name} — executor-reports/{specialist}.md`.',
      findings: [notListed(qaLeftOut, 'dev-qa-engineer')],
    },
    {
      name: 'recommended: a longer name is not the report\'s (`dev-qa-engineer-2` is not `dev-qa-engineer`)',
      files: files(handoff({ 4: '- dev-backend-engineer\n- dev-qa-engineer-2' })),
      options: recommended,
      status: 'warn',
      findings: [notListed(handoff({ 4: '- dev-backend-engineer\n- dev-qa-engineer-2' }), 'dev-qa-engineer')],
    },
  ],
});

// A path of 50,000 folders in §1 and §2: each tail of it looked up would be quadratic (and gigabytes of strings).
// Its time is bench/hostile.mjs's (handoff-s1-path-of-50k-folders): here, only the reading.
it('a §1 path of 100,000 characters of folders is read', async () => {
  const deep = 'a/'.repeat(50_000) + 'x.py';
  const text = handoff({ 1: `${deep} | 4 ++--\n${deep.replace(/a\/$/, '')} | 2 +-\n\n89c5a7c feat`, 2: `- \`${deep}\` — deep\n- \`b/${deep}\` — deeper` });
  const r = await check(rule, { 'criteria.md': criteriaOf({ size: 'L' }), 'handoff.md': text }, { options: recommended });
  // The same path in §2 is §1's; one under another folder is not (looked up no deeper than a real tree goes).
  expect(r.findings.map((f) => f.line)).toEqual([lineOf(text, `- \`b/${deep}\` — deeper`)]);
});

// §1's prose read for the paths it names (its time is bench/hostile.mjs's: handoff-s1-prose-20k-paths).
it('a §1 line of 20,000 paths and one of 100,000 backticks are read', async () => {
  const prose = `Unchanged: ${Array.from({ length: 20_000 }, (_, i) => `src/m${i}/a.py`).join(', ')}\nNote ${'`'.repeat(100_000)}\n${'a/'.repeat(50_000)}`;
  const text = handoff({ 1: `${STAT}\n\n${prose}`, 2: `${MANIFEST}\n- \`src/m19999/a.py\` — kept\n${extraItem}` });
  const r = await check(rule, { 'criteria.md': criteriaOf({ size: 'M' }), 'handoff.md': text }, { options: recommended });
  expect(r.findings.map((f) => f.line)).toEqual([lineOf(text, extraItem)]);
});

// A §2 item opening with a markdown link names the link's target: its text is a name, not part of the path.
const linked = (s2: string) => handoff({ 2: s2 });
const linkItem = '- [cleanup job](src/jobs/cleanup.py) — nightly cleanup now skips archived orders';
ruleTester(rule, {
  valid: [
    ...(
      [
        ['a link to a file §1 lists', '- [ArchiveOrders](src/jobs/archive_orders.py) — batched move job'],
        ['links joined by "and", one relative to engagement/', '- [archive job](src/jobs/archive_orders.py) and [order model](../src/db/models/order.py) — the move'],
        ['a checkbox before a path, a link after it', '- [x] `src/jobs/archive_orders.py` — see [the spec](docs/archive.md)'],
      ] as const
    ).map(([name, s2]): ValidCase => ({ name: `recommended: §2 with ${name}`, files: files(linked(s2)), options: recommended, detail: present() })),
  ],
  invalid: [
    {
      name: 'recommended: a link to a file §1 does not list warns, naming the target alone',
      files: files(linked(`${MANIFEST}\n${linkItem}`)),
      options: recommended,
      status: 'warn',
      detail: exactly('all required sections present (size=M, ux_heavy=false); §2 lists src/jobs/cleanup.py, which §1 does not'),
      findings: [notInDiff(linked(`${MANIFEST}\n${linkItem}`), linkItem, 'src/jobs/cleanup.py')],
    },
  ],
});
