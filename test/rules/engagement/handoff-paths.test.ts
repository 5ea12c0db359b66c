import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/handoff-paths.js';
import { criteria } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';
import { MAX_FINDINGS } from '../../../packages/core/src/engine.js';
import { MAX_CITED_PATHS } from '../../../packages/core/src/markdown/citations.js';
import { MarkdownDoc } from '../../../packages/core/src/markdown/document.js';
import { diffSummaryChanges } from '../../../packages/core/src/model/diff-summary.js';

const HANDOFF = 'engagement/handoff.md';
const reference = [
  '---',
  'evidence: engagement/criteria.md',
  '---',
  '# Handoff',
  '- `src/templates/email.html` — new email layout',
  '- bare lib/util.ts:45:12 and packages/ui-lib/button.tsx',
  '- the lead did not create `src/never.ts`; see the template: `src/tpl.ts`',
].join('\n');

ruleTester(rule, {
  valid: [
    { name: 'no handoff.md', status: 'skip', files: { 'criteria.md': criteria() }, detail: 'handoff.md not yet written' },
    {
      name: 'every cited path exists; illustrations, URLs and globs ignored',
      files: {
        'criteria.md': criteria(),
        'handoff.md': [
          '# Handoff',
          '## 2. Deliverable manifest',
          '- `src/billing.ts:12-20` — rounding',
          '- tests/billing.test.ts covers it; see `./engagement/criteria.md`',
          '- e.g. `src/not-real.ts` is just an example',
          '- https://example.com/a/b and `src/**/*.ts` and `engagement-archived/x/y.md`',
        ].join('\n'),
        '../src/billing.ts': 'x',
        '../tests/billing.test.ts': 'x',
      },
      detail: '3 cited paths exist',
    },
    {
      name: 'paths extracted as the reference does, all present',
      files: { 'criteria.md': criteria(), 'handoff.md': reference, '../lib/util.ts': 'x', '../src/templates/email.html': 'x', '../lib/button.tsx': 'x' },
      detail: '4 cited paths exist',
    },
    {
      name: 'a secondary engagement in engagement-secondary/<domain>/: paths resolve from the project above it',
      target: 'engagement-secondary/design',
      files: { 'criteria.md': criteria(), 'handoff.md': '# Handoff\n## 2. Deliverable manifest\n- `src/styles/tokens.css` — colour tokens\n', '../../src/styles/tokens.css': 'x' },
      detail: '1 cited paths exist',
    },
    {
      name: 'an archived engagement in engagement-archived/<date>-<name>/: paths resolve from the project above it',
      target: 'engagement-archived/2026-05-12-billing',
      files: { 'criteria.md': criteria(), 'handoff.md': '# Handoff\n## 2. Deliverable manifest\n- `src/billing/round.ts` — rounding\n', '../../src/billing/round.ts': 'x' },
      detail: '1 cited paths exist',
    },
    {
      name: 'recommended: an archived engagement\'s `engagement/…` citations are its own files, as cited before the move',
      target: 'engagement-archived/2026-05-12-billing',
      options: { preset: 'recommended' },
      files: { 'criteria.md': criteria(), 'handoff.md': '# Handoff\n## 2. Deliverable manifest\n- `engagement/validation-log.md` — validators\n', 'validation-log.md': '# Validation log\n' },
    },
    { name: 'an empty handoff', files: { 'handoff.md': '' }, detail: '0 cited paths exist' },
    { name: 'a binary handoff', files: { 'handoff.md': Buffer.from([0, 0xff, 0x2f, 0x00, 0x73, 0x72, 0x63]) }, detail: '0 cited paths exist' },
  ],
  invalid: [
    {
      name: 'compat: an archived engagement\'s `engagement/…` citation is not at the project root, and the hint names where it is',
      target: 'engagement-archived/2026-05-12-billing',
      files: { 'criteria.md': criteria(), 'handoff.md': '# Handoff\n## 2. Deliverable manifest\n- `engagement/validation-log.md` — validators\n', 'validation-log.md': '# Validation log\n' },
      findings: [
        {
          file: 'engagement-archived/2026-05-12-billing/handoff.md',
          line: 3,
          column: 4,
          message: 'cited path `engagement/validation-log.md` does not exist at the project root (it does as engagement-archived/2026-05-12-billing/validation-log.md: write that path, or lint with --preset recommended, which reads paths relative to engagement-archived/2026-05-12-billing/ too)',
        },
      ],
    },
    { name: 'no handoff.md in --mode ready', files: { 'criteria.md': criteria() }, options: { mode: 'ready' }, detail: 'REQUIRED in --mode ready: handoff.md not yet written', findings: [] },
    {
      name: 'missing paths, a finding per citation',
      files: { 'criteria.md': criteria(), 'handoff.md': '# Handoff\n\n## 2. Deliverable manifest\n- `src/gone.ts` — claimed\n- src/also-gone.ts and `src/gone.ts` again\n' },
      detail: 'missing paths: src/gone.ts, src/also-gone.ts',
      findings: [
        { file: HANDOFF, line: 4, column: 4, message: 'cited path `src/gone.ts` does not exist' },
        { file: HANDOFF, line: 5, column: 3, message: 'cited path `src/also-gone.ts` does not exist' },
        { file: HANDOFF, line: 5, column: 25, message: 'cited path `src/gone.ts` does not exist' },
      ],
    },
    {
      // No file's name holds NUL: the path names nothing, though `src/a.ts` and `src/b.ts` are there.
      name: 'a cited path holding NUL does not exist',
      files: { 'criteria.md': criteria(), 'handoff.md': '# Handoff\n\n## 2. Deliverable manifest\n- see `src/a\u0000b.ts`\n', '../src/a.ts': 'a\n', '../src/b.ts': 'b\n' },
      findings: [{ file: HANDOFF, line: 4, column: 8, message: /^cited path `src\/a.*b\.ts` does not exist$/ }],
    },
    {
      name: 'paths extracted as the reference does: template folders, frontmatter, line:column suffixes, hyphen-joined roots',
      files: { 'criteria.md': criteria(), 'handoff.md': reference, '../lib/util.ts': 'x' },
      // `template` only marks an illustration before a space, `-` or `:`; `-lib/` starts a bare `lib/` path.
      detail: 'missing paths: src/templates/email.html, lib/button.tsx',
      findings: [
        { file: HANDOFF, line: 5, column: 4, message: 'cited path `src/templates/email.html` does not exist' },
        { file: HANDOFF, line: 6, column: 42, message: 'cited path `lib/button.tsx` does not exist' },
      ],
    },
    {
      name: 'a sentence-final dot on a bare path and trailing punctuation inside backticks are kept (reference parity)',
      files: { 'handoff.md': '# H\nUpdated src/a.ts. Also `src/b.ts,` and (src/c.ts).\n', '../src/a.ts': 'x', '../src/b.ts': 'x', '../src/c.ts': 'x' },
      detail: 'missing paths: src/b.ts,, src/a.ts.',
      findings: [
        { file: HANDOFF, line: 2, column: 9, message: 'cited path `src/a.ts.` does not exist' },
        { file: HANDOFF, line: 2, column: 25, message: 'cited path `src/b.ts,` does not exist' },
      ],
    },
    {
      name: 'a path that leaves the project root, reported without probing it',
      files: { 'handoff.md': '# H\n- evidence: `../../etc/passwd` and `/etc/hostname`\n' },
      detail: 'paths outside the project root: ../../etc/passwd, /etc/hostname',
      findings: [
        { file: HANDOFF, line: 2, column: 14, message: 'cited path `../../etc/passwd` resolves outside the project root: evidence lies inside the project, and a path outside it is not looked at' },
        { file: HANDOFF, line: 2, column: 37, message: 'cited path `/etc/hostname` resolves outside the project root: evidence lies inside the project, and a path outside it is not looked at' },
      ],
    },
  ],
});

describe('--preset recommended', () => {
  const HANDOFF = 'engagement/handoff.md';
  const recommended = { preset: 'recommended' as const };
  const punctuated = {
    'criteria.md': criteria(),
    'handoff.md': '# Handoff\n\n## 2. Deliverable manifest\nThe formatter lives in src/format.ts. Its test is `tests/format.test.ts`, next to it.\n',
    '../src/format.ts': 'x',
    '../tests/format.test.ts': 'x',
  };
  const notFiles = {
    'criteria.md': criteria(),
    'handoff.md': ['# Handoff', '## 2. Deliverable manifest', '- `src/api.ts` answers `/health` and `/api/items` with `application/json`', '## 8. Deploy log', '- `N/A` — no deploy', '## 7. Self-acceptance', 'No `.tsx/.jsx/.vue/.svelte/.html/.css` or `*.ts/*.tsx` in §1; `.github/.env` and `.husky/.gitignore` are kept.'].join('\n'),
    '../src/api.ts': 'x',
    // Dot-folders of tools: paths, checked (they exist).
    '../.github/.env': 'x',
    '../.husky/.gitignore': 'x',
  };
  const gone = { 'criteria.md': criteria(), 'handoff.md': '# H\nSee src/gone.ts.\n' };
  // The protocol's handoff template writes evidence relative to the engagement folder.
  const engagementRelative = {
    'criteria.md': criteria(),
    'handoff.md': [
      '# Handoff',
      '## 4. Executor reports',
      '- dev-tech-architect — `executor-reports/dev-tech-architect.md`',
      '## 6. Exercised flows',
      '- Clicked preset → range set. Evidence: `traces/iter-1/quarter-preset.json:12-18`, `screens/iter-1/dark/date-popover.png`',
      '- `src/app.ts` and `engagement/criteria.md`',
    ].join('\n'),
    'executor-reports/dev-tech-architect.md': '# r',
    'traces/iter-1/quarter-preset.json': '{}',
    'screens/iter-1/dark/date-popover.png': 'png',
    '../src/app.ts': 'x',
  };
  // A GitHub line anchor on evidence, and git refs cited in backticks.
  const anchorsAndRefs = {
    'criteria.md': criteria(),
    'handoff.md': [
      '# Handoff',
      '## 1. Diff summary',
      'Branch: `feature/orders-pagination`, base `origin/main`.',
      '## 3. Criteria trace',
      '| 1 | Cursor pagination | ✅ | `src/api/orders.ts#L45-L52`, `src/api/pagination.ts#L3` |',
    ].join('\n'),
    '../src/api/orders.ts': 'x',
    '../src/api/pagination.ts': 'x',
  };

  ruleTester(rule, {
    valid: [
      { name: 'recommended: a sentence-final full stop or comma is not part of the path', files: punctuated, options: recommended, detail: '2 cited paths exist' },
      { name: 'recommended: media types, N/A and API routes are not cited files', files: notFiles, options: recommended, detail: '3 cited paths exist' },
      {
        name: 'recommended: paths relative to the engagement folder, as the handoff template writes them, exist',
        files: engagementRelative,
        options: recommended,
        detail: '5 cited paths exist (3 of them relative to engagement/)',
      },
      {
        name: 'recommended: a `#L45-L52` line anchor is stripped, and git refs that exist nowhere are not paths',
        files: anchorsAndRefs,
        options: recommended,
        detail: '2 cited paths exist; 2 git refs not read as paths: feature/orders-pagination, origin/main',
      },
    ],
    invalid: [
      { name: 'compat: the sentence-final full stop is part of the path', files: punctuated, detail: 'missing paths: src/format.ts.', findings: [{ file: HANDOFF, line: 4, column: 24, message: 'cited path `src/format.ts.` does not exist' }] },
      {
        name: 'compat: media types, N/A, extension lists and API routes are cited paths',
        files: notFiles,
        detail: 'missing paths: application/json, N/A, .tsx/.jsx/.vue/.svelte/.html/.css; paths outside the project root: /health, /api/items',
        findings: [
          { file: HANDOFF, line: 3, column: 25, message: 'cited path `/health` resolves outside the project root: evidence lies inside the project, and a path outside it is not looked at' },
          { file: HANDOFF, line: 3, column: 39, message: 'cited path `/api/items` resolves outside the project root: evidence lies inside the project, and a path outside it is not looked at' },
          { file: HANDOFF, line: 3, column: 57, message: 'cited path `application/json` does not exist' },
          { file: HANDOFF, line: 5, column: 4, message: 'cited path `N/A` does not exist' },
          { file: HANDOFF, line: 7, column: 5, message: 'cited path `.tsx/.jsx/.vue/.svelte/.html/.css` does not exist' },
        ],
      },
      {
        name: 'recommended: a missing file still fails, punctuation stripped, at its citation',
        files: gone,
        options: recommended,
        detail: 'missing paths: src/gone.ts',
        findings: [{ file: HANDOFF, line: 2, column: 5, message: 'cited path `src/gone.ts` does not exist' }],
      },
      { name: 'compat: a missing file, its full stop kept', files: gone, detail: 'missing paths: src/gone.ts.', findings: [{ file: HANDOFF, line: 2, column: 5, message: 'cited path `src/gone.ts.` does not exist' }], fix: /resolve from the project root, the engagement folder's parent\), or remove/ },
      {
        name: 'recommended: the fix names both readings of a path',
        files: gone,
        options: recommended,
        fix: "they resolve from the project root, the engagement folder's parent, or else from the engagement folder engagement/",
      },
      {
        name: 'compat: paths relative to the engagement folder resolve against the project root and are missing (reference parity), each finding saying where the file is',
        files: engagementRelative,
        detail: 'missing paths: executor-reports/dev-tech-architect.md, traces/iter-1/quarter-preset.json, screens/iter-1/dark/date-popover.png',
        findings: [
          { file: HANDOFF, line: 3, column: 25, message: 'cited path `executor-reports/dev-tech-architect.md` does not exist at the project root (it does as engagement/executor-reports/dev-tech-architect.md: write that path, or lint with --preset recommended, which reads paths relative to engagement/ too)' },
          { file: HANDOFF, line: 5, column: 42, message: 'cited path `traces/iter-1/quarter-preset.json` does not exist at the project root (it does as engagement/traces/iter-1/quarter-preset.json: write that path, or lint with --preset recommended, which reads paths relative to engagement/ too)' },
          { file: HANDOFF, line: 5, column: 85, message: 'cited path `screens/iter-1/dark/date-popover.png` does not exist at the project root (it does as engagement/screens/iter-1/dark/date-popover.png: write that path, or lint with --preset recommended, which reads paths relative to engagement/ too)' },
        ],
      },
      {
        name: 'recommended: a path missing both at the project root and under the engagement folder still fails',
        files: { ...engagementRelative, 'handoff.md': '# H\n- `executor-reports/dev-ghost.md` and `executor-reports/dev-tech-architect.md`\n' },
        options: recommended,
        detail: 'missing paths: executor-reports/dev-ghost.md',
        findings: [{ file: HANDOFF, line: 2, column: 4, message: 'cited path `executor-reports/dev-ghost.md` does not exist' }],
      },
      {
        name: 'compat: a `#L` line anchor and git refs are missing paths (reference parity)',
        files: anchorsAndRefs,
        detail: 'missing paths: feature/orders-pagination, origin/main, src/api/orders.ts#L45-L52, src/api/pagination.ts#L3',
      },
      {
        name: 'recommended: a file under a branch-like folder, or a ref-like path with a file extension, still fails when missing',
        files: { 'criteria.md': criteria(), 'handoff.md': '# H\n- `release/notes.md`, `fix/patch.diff` and `src/gone.ts#L4-L9`; branch `hotfix/1.2.0`\n' },
        options: recommended,
        detail: 'missing paths: release/notes.md, fix/patch.diff, src/gone.ts',
        findings: [
          { file: HANDOFF, line: 2, column: 4, message: 'cited path `release/notes.md` does not exist' },
          { file: HANDOFF, line: 2, column: 24, message: 'cited path `fix/patch.diff` does not exist' },
          { file: HANDOFF, line: 2, column: 45, message: 'cited path `src/gone.ts` does not exist' },
        ],
      },
      {
        name: 'recommended: an absolute path with a file extension is still reported outside the root',
        files: { 'handoff.md': '# H\n- `/etc/app.conf`\n' },
        options: recommended,
        detail: 'paths outside the project root: /etc/app.conf',
        findings: [{ file: HANDOFF, line: 2, column: 4, message: 'cited path `/etc/app.conf` resolves outside the project root: evidence lies inside the project, and a path outside it is not looked at' }],
      },
    ],
  });
});

describe('handoff-paths past the findings a report shows', () => {
  it('shows the first 500 by line and column, as a full sort would, and counts them all', async () => {
    // 700 lines, each citing a missing file and an absolute path (outside the root) in either order,
    // every sixth a second missing file: the 500th finding falls inside a line whose outside path
    // comes first, so the findings of that line must be sorted before the cut.
    const lines = Array.from({ length: 700 }, (_, i) => {
      const pair = i % 2 ? `\`src/m${i}.ts\` and \`/x/o${i}.ts\`` : `\`/x/o${i}.ts\` and \`src/m${i}.ts\``;
      return `- ${pair}${i % 6 ? '' : ` and \`lib/e${i}.ts\``}`;
    });
    const r = await lint(rule, { files: { 'criteria.md': criteria(), 'handoff.md': ['# Handoff', ...lines].join('\n') } });
    const all = lines
      .flatMap((text, i) => [
        { line: i + 2, column: text.indexOf('src/') + 1, message: `cited path \`src/m${i}.ts\` does not exist` },
        { line: i + 2, column: text.indexOf('/x/') + 1, message: `cited path \`/x/o${i}.ts\` resolves outside the project root: evidence lies inside the project, and a path outside it is not looked at` },
        ...(i % 6 ? [] : [{ line: i + 2, column: text.indexOf('lib/') + 1, message: `cited path \`lib/e${i}.ts\` does not exist` }]),
      ])
      .sort((a, b) => a.line - b.line || a.column - b.column);
    expect(all.slice(499, 501).map((f) => f.line)).toEqual([all[499]!.line, all[499]!.line]);
    expect(r.status).toBe('fail');
    expect(r.findings.map(({ line, column, message }) => ({ line, column, message }))).toEqual(all.slice(0, 500));
    expect(r.detail).toMatch(new RegExp(`\\(showing 500 of ${all.length} findings\\)$`));
  });
});

describe('--preset recommended: slash names and line / section anchors', () => {
  const HANDOFF = 'engagement/handoff.md';
  const recommended = { preset: 'recommended' as const };
  const tokenLine = 'Figma components `Pricing/Card/Selected` mirror tokens `color/bg/card`; cards are `w-1/3` on desktop.';
  // Design tokens, Figma components and utility classes are written with slashes; files are not.
  const designNames = {
    'criteria.md': criteria(),
    'handoff.md': ['# Handoff', '## 11. Known deferrals', tokenLine, '- `engagement/brand/voice.md`'].join('\n'),
    'brand/voice.md': 'x',
  };
  // Slash names under a folder that exists, or ending in `/`, are still path claims.
  const rooted = {
    'criteria.md': criteria(),
    'handoff.md': ['# Handoff', '## 2. Deliverable manifest', '- `src/components/Card` and `brand/palette`', '- `design-system/tokens/`'].join('\n'),
    '../src/app.ts': 'x',
    'brand/voice.md': 'x',
  };
  const anchored = {
    'criteria.md': criteria(),
    'handoff.md': [
      '# Handoff',
      '## 3. Criteria trace',
      '| 1 | Subject lines | ✅ | `marketing/copy/may.md:L2-L6`, `marketing/copy/may.md:L2` |',
      '| 2 | UX review | ✅ | `engagement/validation-log.md#ux-review` |',
      '| 3 | Regression | ✅ | `tests/test_dedupe.py::test_late_update_wins`, `tests/test_dedupe.py::TestMerge::test_order[a/b]` |',
    ].join('\n'),
    '../marketing/copy/may.md': 'x',
    '../tests/test_dedupe.py': 'def test_late_update_wins(): pass',
    'validation-log.md': '# v',
  };

  // Line ranges as typeset text writes them: en dash, em dash, and a GitHub anchor with an en dash.
  const dashedRanges = {
    'criteria.md': criteria(),
    'handoff.md': ['# Handoff', '## 2. Deliverable manifest', '- `src/api/metrics.ts:18–26` and `src/api/metrics.ts:18—26`, `src/api/metrics.ts#L18–L26`', '- `src/api/gone.ts:3–9`'].join('\n'),
    '../src/api/metrics.ts': 'x',
  };
  // An eslint/tsc position, a bot's branch and kubectl objects, beside a manifest file that is missing.
  const positionsAndObjects = {
    'criteria.md': criteria(),
    'handoff.md': [
      '# Handoff',
      '## 1. Diff summary',
      '- Fix at `src/app.ts:2:5` (eslint position).',
      '- Merged after Renovate branch `renovate/pandas-2.x` and `dependabot/npm_and_yarn/lodash-4.17.21`; refreshed `cronjob/churn-refresh.v2`, restarted `deployment/api`.',
      '- Manifest `deploy/app.yaml`.',
    ].join('\n'),
    '../src/app.ts': 'x',
  };
  // "Evidence (path + line/section)": a list of lines after the path, backticked or bare.
  const lineLists = {
    'criteria.md': criteria(),
    'handoff.md': ['# Handoff', '## 6. Exercised', '- Consumer acks twice: `worker/consumer.py:10,14`; retries at worker/consumer.py:3-5,9'].join('\n'),
    '../worker/consumer.py': 'x',
  };
  const objectsLine = '- Merged after Renovate branch `renovate/pandas-2.x` and `dependabot/npm_and_yarn/lodash-4.17.21`; refreshed `cronjob/churn-refresh.v2`, restarted `deployment/api`.';

  ruleTester(rule, {
    valid: [
      { name: 'recommended: a list of lines after a path (`:10,14`, `:3-5,9`) is its line suffix', files: lineLists, options: recommended, detail: exactly('1 cited paths exist') },
      {
        name: 'recommended: design tokens, Figma components and utility classes rooted nowhere are not cited paths',
        files: designNames,
        options: recommended,
        detail: exactly('1 cited paths exist; 3 slash names with no file extension, rooted nowhere in the project, not read as paths: Pricing/Card/Selected, color/bg/card, w-1/3'),
      },
      {
        name: 'recommended: a `:L2-L6` / `:L2` line reference, a `#section` anchor and a pytest node id are stripped and the file found',
        files: anchored,
        options: recommended,
        detail: exactly('3 cited paths exist'),
      },
      {
        name: 'recommended: `src/api/metrics.ts:18–26` (en dash), `:18—26` (em dash) and `#L18–L26` cite the file',
        files: { ...dashedRanges, 'handoff.md': dashedRanges['handoff.md'].split('\n').slice(0, 3).join('\n') },
        options: recommended,
        detail: exactly('1 cited paths exist'),
      },
    ],
    invalid: [
      {
        name: 'compat: a list of lines after a path is read into the name, as the reference reads it',
        files: lineLists,
        findings: [{ file: 'engagement/handoff.md', line: 3, message: /worker\/consumer\.py:10,14/ }],
      },
      {
        name: 'recommended: a file:line:column position, bot branches and kubectl kind/name objects are no missing paths; a missing manifest file is',
        files: positionsAndObjects,
        options: recommended,
        detail: exactly('missing paths: deploy/app.yaml'),
        findings: [{ file: HANDOFF, line: 5, column: 13, message: exactly('cited path `deploy/app.yaml` does not exist') }],
      },
      {
        name: 'compat: a file:line:column position keeps its line, and bot branches and kubectl objects are cited paths',
        files: positionsAndObjects,
        detail: exactly('missing paths: src/app.ts:2, renovate/pandas-2.x, dependabot/npm_and_yarn/lodash-4.17.21, cronjob/churn-refresh.v2, deployment/api, deploy/app.yaml'),
        findings: [
          { file: HANDOFF, line: 3, column: 11, message: exactly('cited path `src/app.ts:2` does not exist') },
          ...['renovate/', 'dependabot/', 'cronjob/', 'deployment/'].map((p) => ({ file: HANDOFF, line: 4, column: objectsLine.indexOf(p) + 1, message: /^cited path `.*` does not exist$/ })),
          { file: HANDOFF, line: 5, column: 13, message: exactly('cited path `deploy/app.yaml` does not exist') },
        ],
      },
      {
        name: 'compat: design tokens, Figma components and utility classes are cited paths (reference parity)',
        files: designNames,
        detail: exactly('missing paths: Pricing/Card/Selected, color/bg/card, w-1/3'),
        findings: [
          { file: HANDOFF, line: 3, column: tokenLine.indexOf('Pricing') + 1, message: exactly('cited path `Pricing/Card/Selected` does not exist') },
          { file: HANDOFF, line: 3, column: tokenLine.indexOf('color/') + 1, message: exactly('cited path `color/bg/card` does not exist') },
          { file: HANDOFF, line: 3, column: tokenLine.indexOf('w-1/3') + 1, message: exactly('cited path `w-1/3` does not exist') },
        ],
      },
      {
        name: 'recommended: a slash name under a folder that exists, or a folder ending in `/`, is still checked',
        files: rooted,
        options: recommended,
        detail: exactly('missing paths: src/components/Card, brand/palette, design-system/tokens/'),
        findings: [
          { file: HANDOFF, line: 3, column: 4, message: exactly('cited path `src/components/Card` does not exist') },
          { file: HANDOFF, line: 3, column: 30, message: exactly('cited path `brand/palette` does not exist') },
          { file: HANDOFF, line: 4, column: 4, message: exactly('cited path `design-system/tokens/` does not exist') },
        ],
      },
      {
        name: 'recommended: a missing file behind a line reference or a section anchor still fails, at its citation',
        files: { ...anchored, 'handoff.md': '# Handoff\n- `marketing/copy/gone.md:L3` and `engagement/gone.md#intro`\n- `tests/test_gone.py::test_x`\n' },
        options: recommended,
        detail: exactly('missing paths: marketing/copy/gone.md, engagement/gone.md, tests/test_gone.py'),
        findings: [
          { file: HANDOFF, line: 2, column: 4, message: exactly('cited path `marketing/copy/gone.md` does not exist') },
          { file: HANDOFF, line: 2, column: 36, message: exactly('cited path `engagement/gone.md` does not exist') },
          { file: HANDOFF, line: 3, column: 4, message: exactly('cited path `tests/test_gone.py` does not exist') },
        ],
      },
      {
        name: 'recommended: a line range written with an en or em dash is stripped like `:18-26`, and a missing file still fails',
        files: dashedRanges,
        options: recommended,
        detail: exactly('missing paths: src/api/gone.ts'),
        findings: [{ file: HANDOFF, line: 4, column: 4, message: exactly('cited path `src/api/gone.ts` does not exist') }],
      },
      {
        name: 'compat: a line range written with an en or em dash is part of the path (reference parity)',
        files: dashedRanges,
        detail: exactly('missing paths: src/api/metrics.ts:18–26, src/api/metrics.ts:18—26, src/api/metrics.ts#L18–L26, src/api/gone.ts:3–9'),
      },
      {
        name: 'compat: a `:L2-L6` line reference and a `#section` anchor are part of the path (reference parity)',
        files: anchored,
        detail: exactly('missing paths: marketing/copy/may.md:L2-L6, marketing/copy/may.md:L2, engagement/validation-log.md#ux-review, tests/test_dedupe.py::test_late_update_wins, tests/test_dedupe.py::TestMerge::test_order[a/b]'),
      },
    ],
  });
});

describe('handoff-paths: a handoff citing a missing path thousands of times', () => {
  it('keeps the findings a report shows, in order, and counts the rest', async () => {
    const r = await lint(rule, { files: { 'handoff.md': `# Handoff\n${'`src/gone.ts` '.repeat(3000)}\n\`../../outside.ts\`\n` } });
    expect(r.status).toBe('fail');
    expect(r.findings).toHaveLength(MAX_FINDINGS);
    expect(r.findings.slice(0, 2).map((f) => f.column)).toEqual([2, 16]);
    expect(r.detail).toMatch(/\(showing 500 of 3001 findings\)$/);
  });
});

describe('handoff-paths: a handoff citing more paths than are read', () => {
  it('fails at the line where reading stopped, whether or not the paths read exist', async () => {
    const many = (path: string) => `# Handoff\n${`\`${path}\` `.repeat(MAX_CITED_PATHS)}\n\`src/late.ts\`\n`;
    const present = await lint(rule, { files: { 'handoff.md': many('engagement/handoff.md') } });
    expect(present.status).toBe('fail');
    expect(present.detail).toBe(`1 cited paths exist; handoff.md cites more than ${MAX_CITED_PATHS} paths: those from line 3 on were not read`);
    expect(present.findings.map((f) => [f.line, f.message])).toEqual([[3, `more than ${MAX_CITED_PATHS} cited paths: from this line on, none was checked`]]);
    const gone = await lint(rule, { files: { 'handoff.md': many('src/gone.ts') } });
    expect(gone.detail).toMatch(new RegExp(`^missing paths: src/gone.ts; handoff.md cites more than ${MAX_CITED_PATHS} paths: those from line 3 on were not read \\(showing 500 of ${MAX_CITED_PATHS + 1} findings\\)$`));
    // All on one line: reading stops within it.
    const oneLine = await lint(rule, { files: { 'handoff.md': `# Handoff\n${'`src/gone.ts` '.repeat(MAX_CITED_PATHS + 10)}\n` } });
    expect(oneLine.detail).toContain(`those from line 2 on were not read (showing 500 of ${MAX_CITED_PATHS + 1} findings)`);
  });
});

// §1 is the source of truth for what changed: a file it says was removed is not expected to exist (recommended).
describe('handoff-paths: files §1 reports as removed', () => {
  const recommended = { preset: 'recommended' as const };
  const removedLabel = ['# Handoff', '## 1. Diff summary', 'Created files: `src/export/csv.py` — 40 lines', 'Removed files: `src/export/legacy_csv.py` — dead code', '## 2. Deliverable manifest', '- `src/export/csv.py`'].join('\n');
  const nameStatus = ['# Handoff', '## 1. Diff summary', '```', 'M\tsrc/export/csv.py', 'D\tsrc/export/legacy_csv.py', 'R100\tsrc/old_name.py\tsrc/new_name.py', '```', 'Deleted:', '', '- `docs/legacy.md`', '## 2. Deliverable manifest', '- `src/new_name.py`'].join('\n');
  // The "Removed files:" list ends at the prose line: the item after it is a change, not a removal.
  const scoped = ['# Handoff', '## 1. Diff summary', 'Removed files:', '- `src/a_old.py`', '', 'The rest of the change:', '- `src/typo.py` — edited', '## 2. Deliverable manifest', '- removed `src/b_old.py` (said outside §1)'].join('\n');
  const exists = { '../src/export/csv.py': 'x', '../src/new_name.py': 'x' };
  ruleTester(rule, {
    valid: [
      { name: 'recommended: a file a "Removed files:" label lists is not a phantom', files: { 'handoff.md': removedLabel, ...exists }, options: recommended, detail: exactly('1 cited paths exist; 1 path §1 reports as removed, not expected to exist: src/export/legacy_csv.py') },
      {
        name: 'recommended: a `D` name-status line, a rename\'s old path and a "Deleted:" list are removals',
        files: { 'handoff.md': nameStatus, ...exists },
        options: recommended,
        detail: exactly('2 cited paths exist; 3 paths §1 reports as removed, not expected to exist: src/export/legacy_csv.py, src/old_name.py, docs/legacy.md'),
      },
    ],
    invalid: [
      {
        name: 'compat: a removed file fails as missing (reference parity), the message naming the preset that reads §1',
        files: { 'handoff.md': removedLabel, ...exists },
        detail: exactly('missing paths: src/export/legacy_csv.py'),
        findings: [{ file: HANDOFF, line: 4, column: 17, message: exactly('cited path `src/export/legacy_csv.py` does not exist (§1 reports it removed: lint with --preset recommended, which does not expect a removed file to exist)') }],
      },
      {
        name: 'compat: a `D` name-status line does not excuse a missing file',
        files: { 'handoff.md': nameStatus, ...exists },
        detail: exactly('missing paths: src/export/legacy_csv.py, src/old_name.py, docs/legacy.md'),
      },
      {
        name: 'recommended: a removal said outside §1, or a file listed after the removed list ended, is still missing',
        files: { 'handoff.md': scoped },
        options: recommended,
        detail: exactly('missing paths: src/typo.py, src/b_old.py'),
        findings: [
          { file: HANDOFF, line: 7, column: 4, message: exactly('cited path `src/typo.py` does not exist') },
          { file: HANDOFF, line: 9, column: 12, message: exactly('cited path `src/b_old.py` does not exist (said removed, but §1 does not mark it removed)') },
        ],
        fix: /\. If a file was deleted, list it under `Removed files:` in §1 or paste `git diff --stat --summary` \(its `delete mode` line marks it\)\.$/,
      },
    ],
  });
});

// A home-rooted path is the home folder, outside the project: reported so and not read as `<root>/~/…`.
describe('handoff-paths: paths rooted in the home folder', () => {
  const text = ['# Handoff', '## 7a. Mechanical pre-check', '- ran `~/.claude/scripts/handoff-precheck.py` and read `$HOME/.config/app.json`', '- agents: `~/.claude/agents`'].join('\n');
  const outside = (preset: 'compat' | 'recommended') => ({
    name: `${preset}: \`~/…\` and \`$HOME/…\` resolve outside the project root, even beside a folder named \`~\``,
    files: { 'handoff.md': text, '../~/.claude/scripts/handoff-precheck.py': 'x' },
    options: { preset },
    detail: exactly('paths outside the project root: ~/.claude/scripts/handoff-precheck.py, $HOME/.config/app.json, ~/.claude/agents'),
    findings: [
      { file: HANDOFF, line: 3, column: 8, message: exactly('cited path `~/.claude/scripts/handoff-precheck.py` resolves outside the project root: evidence lies inside the project, and a path outside it is not looked at') },
      { file: HANDOFF, line: 3, column: 57, message: exactly('cited path `$HOME/.config/app.json` resolves outside the project root: evidence lies inside the project, and a path outside it is not looked at') },
      { file: HANDOFF, line: 4, column: 12, message: exactly('cited path `~/.claude/agents` resolves outside the project root: evidence lies inside the project, and a path outside it is not looked at') },
    ],
  });
  ruleTester(rule, { valid: [], invalid: [outside('compat'), outside('recommended')] });
});

describe('diffSummaryChanges: what §1 says was done to each file', () => {
  const kinds = (s1: string) => diffSummaryChanges(new MarkdownDoc({ rel: 'handoff.md', abs: '/handoff.md', text: s1, lines: `# H\n## 1. Diff summary\n${s1}`.split('\n'), bytes: 0, problems: [] }), 'protocol').map((c) => `${c.path}:${c.kind ?? '-'}`);
  it('reads the kind from a name-status letter, a label, a verb line over a list, and none from a bare path', () => {
    expect(kinds('A\tsrc/a.ts\nM src/b.ts\nD src/c.ts\nR090 src/d.ts src/e.ts\nC100 src/f.ts src/g.ts')).toEqual(['src/a.ts:added', 'src/b.ts:modified', 'src/c.ts:removed', 'src/d.ts:removed', 'src/e.ts:added', 'src/f.ts:-', 'src/g.ts:added']);
    expect(kinds('Created files (`wc -l`):\n- `a/x.md` — 4 lines\n\n```\nb/y.md\n```\nУдалённые файлы:\n- `c/z.md`\nDeleted the following:\n- d/w.md\nSome prose.\n- e/v.md')).toEqual(['a/x.md:added', 'b/y.md:added', 'c/z.md:removed', 'd/w.md:removed', 'e/v.md:-']);
    expect(kinds('Removed `src/gone.ts` (dead code)\nsrc/bare.ts')).toEqual(['src/gone.ts:removed', 'src/bare.ts:-']);
    // A line that takes its verb back names no file and ends the list above it.
    expect(kinds('Removed files:\n- `a/x.md`\nRemoved nothing else.\n- `b/y.md`')).toEqual(['a/x.md:removed', 'b/y.md:-']);
  });
  it('takes no delta or size for a path', () => {
    expect(kinds('Modified files: `src/c.ts` +30/-2 (12.5 KB)')).toEqual(['src/c.ts:modified']);
  });
  it('reads the list once per document: a stop asked before or after the whole list gives the same files', () => {
    const s1 = 'M docs/a.md\nM src/b.ts\nM src/c.ts';
    const doc = () => new MarkdownDoc({ rel: 'handoff.md', abs: '/handoff.md', text: s1, lines: `# H\n## 1. Diff summary\n${s1}`.split('\n'), bytes: 0, problems: [] });
    const paths = (cs: readonly { path: string }[]) => cs.map((c) => c.path);
    const src = (c: { path: string }) => c.path.startsWith('src/');
    for (const stopFirst of [true, false]) {
      const d = doc();
      const [first, second] = stopFirst ? [diffSummaryChanges(d, 'protocol', src), diffSummaryChanges(d, 'protocol')] : [diffSummaryChanges(d, 'protocol'), diffSummaryChanges(d, 'protocol', src)];
      const [stopped, whole] = stopFirst ? [first, second] : [second, first];
      expect(paths(stopped)).toEqual(['docs/a.md', 'src/b.ts']);
      expect(paths(whole)).toEqual(['docs/a.md', 'src/b.ts', 'src/c.ts']);
      // A stop no file meets reads to the end, as the whole list does.
      expect(paths(diffSummaryChanges(d, 'protocol', () => false))).toEqual(['docs/a.md', 'src/b.ts', 'src/c.ts']);
    }
  });
});
