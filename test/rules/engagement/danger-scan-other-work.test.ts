// Prose giving an operation to other work than this engagement (--preset recommended): "… is not part of this
// engagement", "… — the release team runs it", "handled by the release team", and an operation weighed and left
// for another engagement ("Considered `…`, but left it for the cleanup engagement (not run)"). The protocol asks
// the user's OK for what this engagement runs. A sentence saying it ran, before or after, still records it.
import rule from '../../../rules/engagement/danger-scan.js';
import { ruleTester } from '../../rule-tester.js';

const recommended = { preset: 'recommended' as const };
const HANDOFF = 'engagement/handoff.md';
/** Handoff lines in §2, from line 3 on. */
const prose = (lines: readonly string[]) => ({ 'handoff.md': ['# Handoff', '## 2. Deliverables + criteria trace', ...lines, ''].join('\n') });
const OP = /twine|npm|vercel|helm|DROP|ALTER/;
const at = (line: string, n = 3) => ({ file: HANDOFF, line: n, column: line.search(OP) + 1, message: /no user OK in scope-sync\.md$/ });

/** Finding 1: an operation another team or other work runs. */
const otherTeam = [
  '- Publishing the package (`twine upload dist/*`) is not part of this engagement — the release team runs it.',
  'Publishing (`npm publish`) is not part of this change.',
  '`DROP TABLE orders_v1;` is not part of this PR.',
  '`npm publish` is not part of the scope.',
  "`npm publish` isn't part of this engagement.",
  'Releasing to PyPI (`twine upload dist/*`) — the release team runs it.',
  '`npm publish` — another team runs it after the sign-off.',
  '`vercel --prod` — ops runs it.',
  '`helm upgrade checkout ./chart -n production` — the platform team runs it on Thursday.',
  '`twine upload dist/*` is handled by the release team.',
  '`npm publish` is done by the release team outside this engagement.',
  '`npm publish` will be run by the release team.',
  // What ran before a `;` is another clause's.
  'Tests ran green; `npm publish` is handled by the release team.',
];

/** Finding 2: an operation weighed and left for other work. */
const leftForOther = [
  '- Considered `ALTER TABLE refunds DROP COLUMN legacy_amount`, but left it for the cleanup engagement (not run).',
  'Considered `ALTER TABLE refunds DROP COLUMN legacy_amount`, but left it for the cleanup engagement.',
  '`ALTER TABLE refunds DROP COLUMN legacy_amount` — left it for the cleanup engagement.',
  'Considered `DROP TABLE refunds_old` but left it for later (not run).',
  'We considered `ALTER TABLE refunds DROP COLUMN legacy_amount` and left it for a follow-up change.',
  '`DROP TABLE refunds_old` is left for the cleanup engagement.',
  'Considered `ALTER TABLE refunds DROP COLUMN legacy_amount` for the refunds cleanup, but we decided against it (not run).',
];

/** Still this engagement's operation: it ran, or the sentence gives it to nobody else. */
const stillOurs = [
  'We ran `npm publish`, not part of the plan.',
  'We ran `npm publish` — not part of this engagement, but the user asked for it.',
  'We ran `twine upload dist/*` ourselves; the release team usually runs it.',
  'The release team was busy, so we ran `npm publish`.',
  '`npm publish` ran on the release runner; the release team handles it from now on.',
  'This engagement will later run `DROP TABLE orders_v1;` after the export.',
  'Unlike the release team, we ran `npm publish` by hand.',
  'We ran `ALTER TABLE refunds DROP COLUMN legacy_amount`, but left the index for the cleanup engagement.',
  'Considered `DROP TABLE refunds_old`, but left it for the cleanup engagement; then ran it anyway.',
  '`npm publish` is not part of this engagement, but it had already been run.',
  'The release team runs `npm publish` from this engagement.',
];

ruleTester(rule, {
  valid: [
    ...[...otherTeam, ...leftForOther].map((line) => ({ name: `recommended: other work's operation: ${line}`, files: prose([line]), options: recommended, detail: /^no dangerous operations detected/ })),
    {
      name: 'recommended: a publish given to the release team beside one granted',
      files: { ...prose(['`twine upload dist/*` is handled by the release team.', 'We ran `vercel --prod` at 14:02.']), 'scope-sync.md': '# Scope sync\n## Dangerous-op user OK — 2026-05-19 13:50\n- deploy-prod-direct: User: "Yes, deploy."\n' },
      options: recommended,
      detail: /\(deploy-prod-direct\)$/,
    },
  ],
  invalid: [
    ...stillOurs.map((line) => ({ name: `recommended: still this engagement's operation: ${line}`, files: prose([line]), options: recommended, findings: [at(line)] })),
    ...[otherTeam[0]!, leftForOther[0]!].map((line) => ({ name: `compat: read as the reference reads it: ${line}`, files: prose([line]), findings: [{ file: HANDOFF, line: 3 }] })),
    {
      name: 'recommended: the one operation this engagement runs, granted under a heading with no timestamp, warns',
      status: 'warn' as const,
      files: { ...prose(['`twine upload dist/*` is handled by the release team.', 'We ran `vercel --prod` at 14:02.']), 'scope-sync.md': '# Scope sync\n## Dangerous-op user OK\n- deploy-prod-direct: User: "Yes, deploy."\n' },
      options: recommended,
      findings: [{ file: 'engagement/scope-sync.md', message: /timestamp/ }],
    },
  ],
});
