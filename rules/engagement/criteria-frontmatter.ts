import { defineRule, REQUIRED_CRITERIA_KEYS, fileProblems, type EngagementModel } from '@engagement-lint/core/kit';

export default defineRule<EngagementModel>({
  id: 'criteria-frontmatter',
  pack: 'engagement',
  tiers: ['S', 'M', 'L'],
  compat: true,
  summary: 'criteria.md exists and its YAML frontmatter carries every required key',
  statuses: ['pass', 'warn', 'fail'],
  docs: `Every other check reads the engagement's size, UX level and tools from the
frontmatter of \`criteria.md\`. Without it the tier silently falls back to M.
Required keys: ${REQUIRED_CRITERIA_KEYS.map((k) => `\`${k}\``).join(', ')} (\`protocol_version\` is optional).
A UTF-8 BOM, CRLF line endings and a closing \`---\` without a final newline are all accepted.
Frontmatter that is not valid YAML (say \`engagement: Billing: fix rounding\`) warns: its keys are
read line by line, as handoff-precheck.py reads them, so the other checks still see the size.`,
  examples: {
    pass: '---\nengagement: billing-fix\ndomain: dev\nsize: S\nux_heavy: false\ntools_required: []\n---\n# Acceptance criteria',
    fail: '---\nengagement: billing-fix\nsize: S\n---\n# Acceptance criteria',
  },
  check({ model }) {
    const doc = model.criteria;
    const fix = 'Write criteria.md with a frontmatter block holding engagement, domain, size, ux_heavy and tools_required.';
    if (!doc) return { status: 'fail', detail: 'criteria.md is missing', fix, findings: [model.at('', 1, 'criteria.md is missing from the engagement folder')] };
    const fm = doc.frontmatter;
    if (!fm.present) {
      return { status: 'fail', detail: 'criteria.md has no frontmatter', fix, findings: [...fileProblems(doc.file), doc.at(1, 'no `---` frontmatter block at the top of criteria.md')] };
    }
    const missing = REQUIRED_CRITERIA_KEYS.filter((k) => !(k in (model.frontmatter ?? {})));
    if (fm.error && !missing.length) {
      // handoff-precheck.py reads the keys line by line and passes; a YAML error still deserves a flag.
      return {
        status: 'warn',
        detail: `criteria.md frontmatter is not valid YAML (${fm.error.message}); its keys were read line by line`,
        fix: 'Correct the YAML between the `---` lines (quote values that hold `: `).',
        findings: [doc.at(fm.error.line, fm.error.message)],
      };
    }
    if (missing.length) {
      return {
        status: 'fail',
        detail: `criteria.md frontmatter lacks: ${missing.join(', ')}`,
        fix: `Add ${missing.join(', ')} to the criteria.md frontmatter.`,
        findings: [...(fm.error ? [doc.at(fm.error.line, fm.error.message)] : []), ...missing.map((k) => doc.at(fm.endLine, `missing required frontmatter key \`${k}\``))],
      };
    }
    return { status: 'pass', detail: 'frontmatter has every required key' };
  },
});
