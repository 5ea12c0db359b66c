import { defineRule, frontmatterKeyLine, outsideTiers, type EngagementModel } from '@engagement-lint/core/kit';

export default defineRule<EngagementModel>({
  id: 'ux-heavy-scope-sync',
  pack: 'engagement',
  tiers: ['L'],
  compat: false,
  summary: 'An L engagement with ux_heavy: true has a director scope sync (scope-sync.md)',
  statuses: ['pass', 'fail', 'skip'],
  docs: `The protocol's schema makes the director's scope sync mandatory for the largest UX work:
"Director scope sync | optional | optional | mandatory if \`ux_heavy: true\` or weak criteria". The
sync (\`scope-sync.md\`: "Criteria frozen as of", the ambiguities resolved, who locked the criteria)
pins down what a UX-heavy criterion means before the screens are built and judged.

- At L with \`ux_heavy: true\` in criteria.md's frontmatter: fail without \`scope-sync.md\`, at the
  \`ux_heavy\` line, and fail when \`scope-sync.md\` holds nothing but blanks, at its first line.
- skip at \`ux_heavy: false\` or \`minor\` (the sync stays optional), and at S and M when run there
  (\`--all-checks\`).

Weak criteria, the table's other trigger, are a judgement the rule does not make.`,
  examples: [
    {
      status: 'pass',
      title: 'passes an L UX-heavy engagement with a scope sync',
      files: {
        'criteria.md': '---\nsize: L\nux_heavy: true\n---\n# Acceptance criteria\n\n## Done when\n- the stock page shows totals per SKU\n',
        'scope-sync.md': '# Scope sync — warehouse-sync — 2026-05-22 09:00\n\n## Criteria frozen as of\n2026-05-22 09:00\n\n## Ambiguities resolved\n- Q: stock per warehouse? A: total only\n',
      },
    },
    {
      status: 'fail',
      title: 'fails an L UX-heavy engagement without scope-sync.md',
      files: {
        'criteria.md': '---\nsize: L\nux_heavy: true\n---\n# Acceptance criteria\n\n## Done when\n- the stock page shows totals per SKU\n',
      },
    },
    {
      status: 'skip',
      title: 'skips when the work is not UX-heavy',
      files: {
        'criteria.md': '---\nsize: L\nux_heavy: minor\n---\n# Acceptance criteria\n\n## Done when\n- the stock page shows totals per SKU\n',
      },
    },
  ],
  check({ model }) {
    const off = outsideTiers(model, ['L'], 'the mandatory scope sync');
    if (off) return off;
    if (model.uxHeavy !== 'true') return { status: 'skip', detail: `ux_heavy=${model.uxHeavy}: the scope sync is optional` };
    const sync = model.scopeSync;
    if (sync && sync.text.trim() !== '') return { status: 'pass', detail: 'size=L, ux_heavy=true: scope-sync.md present' };
    if (sync) {
      return {
        status: 'fail',
        detail: 'size=L, ux_heavy=true: scope-sync.md is empty',
        fix: 'Record the director scope sync in scope-sync.md: when the criteria were frozen, the ambiguities resolved, who locked them.',
        findings: [sync.at(1, 'scope-sync.md is empty: the director scope sync is mandatory for size L with ux_heavy: true')],
      };
    }
    // The criteria declared the level, so the finding sits on that declaration.
    const at = frontmatterKeyLine(model.criteria, 'ux_heavy') ?? { line: 1, column: 1 };
    return {
      status: 'fail',
      detail: 'size=L, ux_heavy=true: scope-sync.md missing (the director scope sync is mandatory)',
      fix: 'Hold the director scope sync and record it in scope-sync.md: when the criteria were frozen, the ambiguities resolved, who locked them.',
      findings: [model.criteria!.at(at.line, 'ux_heavy: true at size L makes the director scope sync mandatory, and scope-sync.md does not exist', at.column)],
    };
  },
});
