import { defineRule, distinctCitedPaths, list, probeCitedEvidence, type EngagementModel, type Finding } from '@engagement-lint/core/kit';

export default defineRule<EngagementModel>({
  id: 'handoff-paths',
  pack: 'engagement',
  tiers: ['S', 'M', 'L'],
  compat: true,
  summary: 'every path handoff.md cites exists',
  statuses: ['pass', 'fail', 'skip'],
  docs: `A handoff that cites evidence which does not exist is a phantom claim. Cited paths are
backtick-quoted strings that look like paths and bare paths starting \`engagement/\`, \`src/\`,
\`tests/\`, \`app/\`, \`lib/\`, \`scripts/\`, \`hooks/\`, \`agents/\` or \`skills/\`. Illustration lines
(e.g., for example, например, do not create, forbidden, rogue, placeholder, template,
out-of-whitelist), URLs, globs, \`{ }\`, \`< >\`, \`...\`, strings with spaces or without \`/\`, and
the future archive \`engagement-archived/\` are ignored; a \`:45\` / \`:45-52\` line suffix and a
leading \`./\` are stripped. Paths resolve against the project root (the engagement folder's
parent). A path that leaves the project root is reported as such and never probed.

Skips while handoff.md is not written; \`--mode ready\` turns that skip into a failure.`,
  examples: {
    pass: '## 2. Deliverable manifest\n- `src/billing.ts` — new rounding',
    fail: '## 2. Deliverable manifest\n- `src/does-not-exist.ts` — claimed but never written',
  },
  check({ model }) {
    const doc = model.handoff;
    if (!doc) return { status: 'skip', detail: 'handoff.md not yet written', missingArtefact: true };
    const { missing, outside, distinct } = probeCitedEvidence(model, doc);
    if (!missing.length && !outside.length) return { status: 'pass', detail: `${distinct} cited paths exist` };
    const findings: Finding[] = [
      ...missing.map((c) => doc.at(c.line, `cited path \`${c.path}\` does not exist`, c.column)),
      ...outside.map((c) => doc.at(c.line, `cited path \`${c.path}\` resolves outside the project root; not checked`, c.column)),
    ].sort((a, b) => a.line - b.line || a.column - b.column);
    const parts = [
      ...(missing.length ? [`missing paths: ${list(distinctCitedPaths(missing))}`] : []),
      ...(outside.length ? [`paths outside the project root: ${list(distinctCitedPaths(outside))}`] : []),
    ];
    return {
      status: 'fail',
      detail: parts.join('; '),
      fix: 'Create the cited files, correct the paths (they resolve from the project root, the engagement folder\'s parent), or remove claims whose evidence does not exist.',
      findings,
    };
  },
});
