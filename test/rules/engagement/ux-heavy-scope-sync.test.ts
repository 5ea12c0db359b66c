import rule from '../../../rules/engagement/ux-heavy-scope-sync.js';
import { ruleTester } from '../../rule-tester.js';
import { criteria } from '../../helpers.js';

const recommended = { preset: 'recommended' as const };
const SYNC = '# Scope sync — warehouse-sync — 2026-05-22 09:00\n\n## Criteria frozen as of\n2026-05-22 09:00\n\n## Ambiguities resolved\n- Q: show stock per warehouse? A: total only\n\n## Criteria locked by\ndev-manager\n';
const intake = { 'criteria.md': criteria({ size: 'L', ux_heavy: 'true' }) };
// Past intake: planning has written a task.
const lux = { ...intake, 'tasks/01-export.md': '# T1 — export dialog\n' };
const DANGER_OK = '## Dangerous-op user OK — 2026-05-23 10:00\n- deploy-prod-direct: user OK in chat, 10:02\n';
const AUTO_PROMOTE = '## Auto-promote — 2026-05-23\n- size M → L (5 specialists)\n';
const HANDOFF_PROMOTED = '# Handoff\n\n## 7c. Auto-promotions\nAUTO-PROMOTE: ux_heavy → true (UI files touched in diff §1)\n';

ruleTester(rule, {
  valid: [
    { name: 'L, ux_heavy true, with a scope sync', files: { ...lux, 'scope-sync.md': SYNC }, options: recommended, detail: 'size=L, ux_heavy=true: scope-sync.md present' },
    { name: 'a scope sync beside a dangerous-op OK', files: { ...lux, 'scope-sync.md': `${SYNC}\n${DANGER_OK}` }, options: recommended, detail: 'size=L, ux_heavy=true: scope-sync.md present' },
    { name: 'a scope sync written as prose under the title, with an auto-promote note', files: { ...lux, 'scope-sync.md': `# Scope sync\nCriteria frozen 2026-05-22 by dev-manager; dark theme only, per the user.\n\n${AUTO_PROMOTE}` }, options: recommended },
    { name: 'the template filled in: its headings with values', files: { ...lux, 'scope-sync.md': '# Scope sync — export — 2026-05-22 09:00\n## Criteria frozen as of\n2026-05-22 09:00\n## Ambiguities resolved\n- Q: {question raised by director or lead}\n- A: {resolution}\n## Criteria locked by\ndev-manager\n' }, options: recommended, detail: 'size=L, ux_heavy=true: scope-sync.md present' },
    { name: 'a template heading carrying its value', files: { ...lux, 'scope-sync.md': '# Scope sync\n## Criteria frozen as of 2026-05-22 09:00\n' }, options: recommended, detail: 'size=L, ux_heavy=true: scope-sync.md present' },
    ...['minor', 'false'].map((ux) => ({ name: `L, ux_heavy ${ux}: optional`, status: 'skip' as const, files: { 'criteria.md': criteria({ size: 'L', ux_heavy: ux }) }, options: recommended, detail: `ux_heavy=${ux}: the scope sync is optional` })),
    { name: 'a value read as false (`True` is no level)', status: 'skip', files: { 'criteria.md': criteria({ size: 'L', ux_heavy: 'yes' }) }, options: recommended },
    {
      name: 'L, ux_heavy minor auto-promoted to true, with a scope sync',
      files: { 'criteria.md': criteria({ size: 'L', ux_heavy: 'minor' }), 'handoff.md': HANDOFF_PROMOTED, 'scope-sync.md': SYNC },
      options: recommended,
      detail: 'size=L, ux_heavy=true (auto-promoted at engagement/handoff.md:L4): scope-sync.md present',
    },
    {
      name: 'L, ux_heavy false auto-promoted to minor only: optional',
      status: 'skip',
      files: { 'criteria.md': criteria({ size: 'L', ux_heavy: 'false' }), 'handoff.md': '# Handoff\nAUTO-PROMOTE: ux_heavy → minor\n' },
      options: recommended,
      detail: 'ux_heavy=minor (auto-promoted at engagement/handoff.md:L2): the scope sync is optional',
    },
    {
      name: 'right after intake (criteria.md only): the scope sync is next, not missed',
      status: 'skip',
      files: intake,
      options: recommended,
      detail: 'size=L, ux_heavy=true: no task, executor report, handoff or verdict yet; the director scope sync follows the criteria draft and is due before planning',
    },
    { name: 'M, ux_heavy true: optional at M', status: 'skip', files: { 'criteria.md': criteria({ size: 'M', ux_heavy: 'true' }) }, options: recommended, detail: /^size=M: the mandatory scope sync applies at tier L only$/ },
  ],
  invalid: [
    {
      name: 'scope-sync.md holding only a dangerous-op OK and an auto-promote note is no scope sync, at the first of them',
      files: { ...lux, 'scope-sync.md': `# Scope sync — warehouse-sync\n\n${DANGER_OK}\n${AUTO_PROMOTE}` },
      options: recommended,
      detail: 'size=L, ux_heavy=true: scope-sync.md holds only `## Dangerous-op user OK`, `## Auto-promote`, no scope sync',
      findings: [{ file: 'engagement/scope-sync.md', line: 3, column: 1, message: /^scope-sync\.md holds no scope sync \(criteria frozen as of, ambiguities resolved, criteria locked by\), only `## Dangerous-op user OK`, `## Auto-promote`: / }],
    },
    {
      name: 'scope-sync.md holding only its title is no scope sync, at the title',
      files: { ...lux, 'scope-sync.md': '# Scope sync — analytics-dashboard-v2 — 2026-06-01 10:00\n' },
      options: recommended,
      detail: 'size=L, ux_heavy=true: scope-sync.md holds only its title, no scope sync',
      findings: [{ file: 'engagement/scope-sync.md', line: 1, column: 1, message: 'scope-sync.md holds no scope sync (criteria frozen as of, ambiguities resolved, criteria locked by), only its title: the director scope sync is mandatory for size L with ux_heavy: true' }],
    },
    {
      name: 'the protocol template left unfilled, beside a dangerous-op OK, at its first heading',
      files: { ...lux, 'scope-sync.md': `# Scope sync — {engagement-name} — {YYYY-MM-DD HH:MM}\n## Criteria frozen as of\n{timestamp}\n## Ambiguities resolved\n- Q: {question raised by director or lead}\n- A: {resolution}\n## Criteria locked by\n{director-name}\n\n${DANGER_OK}` },
      options: recommended,
      detail: 'size=L, ux_heavy=true: scope-sync.md holds only the template with its placeholders unfilled ({timestamp}, {question raised by director or lead}, {resolution}, …), `## Dangerous-op user OK`, no scope sync',
      findings: [{ file: 'engagement/scope-sync.md', line: 2, column: 1, message: /^scope-sync\.md holds no scope sync \(criteria frozen as of, ambiguities resolved, criteria locked by\), only the template with its placeholders unfilled / }],
    },
    {
      name: 'the template\'s headings with nothing under them, or TBD',
      files: { ...lux, 'scope-sync.md': '# Scope sync\n\n## Criteria frozen as of\nTBD\n\n## Ambiguities resolved\n- Q:\n- A:\n\n## Criteria locked by\n' },
      options: recommended,
      detail: "size=L, ux_heavy=true: scope-sync.md holds only the template's headings, empty (`## Criteria frozen as of`, `## Ambiguities resolved`, `## Criteria locked by`), no scope sync",
      findings: [{ file: 'engagement/scope-sync.md', line: 3, column: 1 }],
    },
    {
      name: 'L, ux_heavy true, no scope-sync.md',
      files: lux,
      options: recommended,
      detail: 'size=L, ux_heavy=true: scope-sync.md missing (the director scope sync is mandatory)',
      fix: 'Hold the director scope sync',
      // criteria() writes engagement, domain, size, then ux_heavy on line 5
      findings: [{ file: 'engagement/criteria.md', line: 5, column: 1, message: 'ux_heavy: true at size L makes the director scope sync mandatory, and scope-sync.md does not exist' }],
    },
    {
      name: 'a quoted "true", at its key',
      files: { 'criteria.md': '---\nsize: L\nux_heavy: "true"\n---\n# Criteria\n', 'executor-reports/frontend-dev.md': '# frontend-dev\n' },
      options: recommended,
      findings: [{ file: 'engagement/criteria.md', line: 3, column: 1 }],
    },
    {
      name: 'a blank scope-sync.md',
      files: { ...lux, 'scope-sync.md': '\n  \n' },
      options: recommended,
      detail: 'size=L, ux_heavy=true: scope-sync.md is empty',
      findings: [{ file: 'engagement/scope-sync.md', line: 1, column: 1, message: 'scope-sync.md is empty' }],
    },
    {
      name: 'L, ux_heavy minor auto-promoted to true in the handoff, no scope-sync.md: at the promotion',
      files: { 'criteria.md': criteria({ size: 'L', ux_heavy: 'minor' }), 'handoff.md': HANDOFF_PROMOTED },
      options: recommended,
      detail: 'size=L, ux_heavy=true (auto-promoted at engagement/handoff.md:L4): scope-sync.md missing (the director scope sync is mandatory)',
      findings: [{ file: 'engagement/handoff.md', line: 4, column: 1, message: 'ux_heavy auto-promoted to true (engagement/handoff.md:L4) at size L makes the director scope sync mandatory, and scope-sync.md does not exist' }],
    },
    {
      name: 'a folder named scope-sync.md: could not be read, not missing',
      files: { ...lux, 'scope-sync.md/': '' },
      options: recommended,
      detail: /^size=L, ux_heavy=true: scope-sync\.md could not be read \(/,
      findings: [{ file: 'engagement/scope-sync.md', line: 1, column: 1, message: /^scope-sync\.md could not be read \(.+\); the director scope sync is mandatory for size L with ux_heavy: true$/ }],
    },
    {
      name: 'a scope-sync.md over the size limit: could not be read, not empty',
      files: { ...lux, 'scope-sync.md': Buffer.alloc(16 * 1024 * 1024 + 1, 0x61) },
      options: recommended,
      detail: /^size=L, ux_heavy=true: scope-sync\.md could not be read \(file is \d+ bytes, over the/,
      findings: [{ file: 'engagement/scope-sync.md', line: 1, column: 1, message: /^scope-sync\.md could not be read \(file is \d+ bytes/ }],
    },
  ],
});
