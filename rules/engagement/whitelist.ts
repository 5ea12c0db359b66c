import { defineRule, LetterRegex, list, type EngagementModel } from '@engagement-lint/core/kit';

/** Top-level entries the protocol allows in engagement/. */
const ENGAGEMENT_WHITELIST = new Set([
  'criteria.md', 'scope-sync.md', 'plan.md', 'validation-log.md', 'deploy-log.md', 'docs-diff.md', 'handoff.md',
  'acceptance-log.md', 'consilium-summary.md', 'human-directive.md', 'iteration', 'engagement-reflections.md', 'events.jsonl',
  'specs', 'tasks', 'brand', 'design-system', 'ui', 'executor-reports', 'screens', 'traces', 'validation-outputs', 'codex-outputs',
]);

/** The protocol's closed list of sidecar names that must never exist. */
const FORBIDDEN = /^(?:preview|compliance|review-log|visual-review|summary|notes|report|tldr|findings|issues|audit)\.md$|^(?:rework-\d+-brief|iter-\d+-summary|wave-\d+-recap)\.md$/i;

/** Where the content of a sidecar belongs, by the words of its name (protocol mapping). */
const HOMES: Array<[RegExp, string]> = [
  [/^(?:rework|brief)/, 'a new `## Iteration N` section in validation-log.md plus the rewritten handoff.md'],
  [/^(?:exercis|smoke)/, 'traces/ plus a reference in handoff.md §6 Exercised'],
  [/^(?:complian|audit|review|finding|issue)/, 'validation-log.md'],
  [/^(?:preview|summar|report|tldr|recap)/, 'handoff.md (it is the summary)'],
];

const NON_WORD = new LetterRegex(String.raw`[^\p{L}\p{N}]+`);

function homeOf(name: string): string | undefined {
  // Whole words, so `preview` is not read as `review`.
  const lower = name.toLowerCase();
  const words = lower.split(NON_WORD.for(lower));
  return HOMES.find(([re]) => words.some((w) => re.test(w)))?.[1];
}

/** First path segments after `engagement/` anywhere in criteria.md: deliverables the criteria name. */
function criteriaNamed(model: EngagementModel): Set<string> {
  const text = model.criteria?.text ?? '';
  const out = new Set<string>();
  for (const prefix of new Set(['engagement', model.relDir])) {
    const re = new LetterRegex(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/([\\p{L}\\p{N}_.-]+)`, 'gu');
    for (const m of text.matchAll(re.for(text))) out.add(m[1]!);
  }
  return out;
}

export default defineRule<EngagementModel>({
  id: 'whitelist',
  pack: 'engagement',
  tiers: ['S', 'M', 'L'],
  compat: true,
  summary: 'engagement/ holds only whitelisted top-level entries',
  statuses: ['pass', 'fail'],
  docs: `The protocol's list of top-level entries of \`engagement/\` is closed: sidecar files such as
\`preview.md\`, \`notes.md\` or \`findings.md\` duplicate the canonical files and hide claims nobody
checks. Allowed: ${[...ENGAGEMENT_WHITELIST].map((e) => `\`${e}\``).join(', ')}.

An entry is also allowed when criteria.md names it as a deliverable through a path
\`engagement/<name>\` anywhere in its text, or when the configuration lists it in
\`whitelist\`. Each rogue entry gets its own finding; the protocol's forbidden names say which
canonical file their content belongs in (compliance/audit/review/findings/issues → validation-log.md;
preview/summary/report/tldr → handoff.md; a rework brief → a new \`## Iteration N\` section of
validation-log.md and the rewritten handoff.md; an exercised flow or smoke run → traces/ and handoff §6).`,
  examples: {
    pass: 'engagement/criteria.md\nengagement/handoff.md\nengagement/executor-reports/dev-backend.md',
    fail: 'engagement/criteria.md\nengagement/preview.md   ← content belongs in handoff.md',
  },
  check({ model, options }) {
    const entries = model.entries();
    const extra = new Set((options.extraWhitelist ?? []).map((e) => String(e).replace(/\/+$/, '')));
    const named = criteriaNamed(model);
    const rogue = entries.filter((e) => !ENGAGEMENT_WHITELIST.has(e.name) && !named.has(e.name) && !extra.has(e.name));
    if (!rogue.length) return { status: 'pass', detail: `${entries.length} entries, all whitelisted or criteria-named` };
    const findings = rogue.map((e) => {
      const home = homeOf(e.name);
      const message = FORBIDDEN.test(e.name)
        ? `\`${e.name}\` is a forbidden sidecar: its content belongs in ${home ?? 'validation-log.md, handoff.md or executor-reports/<name>.md'}`
        : home
          ? `\`${e.name}\` is outside the engagement whitelist; content like this belongs in ${home}`
          : `\`${e.name}\` is outside the engagement whitelist; move its content into validation-log.md, handoff.md or executor-reports/<name>.md`;
      return { file: e.rel, line: 1, column: 1, message };
    });
    return {
      status: 'fail',
      detail: `out-of-whitelist entries: ${list(rogue.map((e) => e.name))}`,
      fix:
        'Move the content into validation-log.md / handoff.md / executor-reports/, then delete the rogue entries. ' +
        'A deliverable that criteria.md names as `engagement/<file>` is allowed; project-wide additions go in the `whitelist` list of the config.',
      findings,
    };
  },
});
