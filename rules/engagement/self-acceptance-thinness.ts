import { defineRule, type EngagementModel } from '@engagement-lint/core/kit';

/** One tag per bracket, written exactly (case-insensitive): `[crit-3]`, `[non-criteria]`, `[scope-creep]`. */
const CRIT = /\[crit-\d+\]/i;
const NON_CRITERIA = /\[non-criteria\]/i;
const SCOPE_CREEP = /\[scope-creep\]/i;
/** A list item: `-`, `*` or `N.`, whitespace, then text. */
const ITEM = /^(\s*(?:[-*]|\d+\.)\s+)(.+)$/;

interface Concern {
  line: number;
  column: number;
  content: string;
}

export default defineRule<EngagementModel>({
  id: 'self-acceptance-thinness',
  pack: 'engagement',
  tiers: ['M', 'L'],
  compat: true,
  requiredWhenReady: true,
  summary: 'handoff §7 lists enough honest concerns, tagged to the criteria',
  statuses: ['pass', 'fail', 'skip'],
  docs: `Handoff §7 is the lead's rehearsal of the director's sweep. "No concerns" signals either
dishonesty or absence of thought, and untagged filler ("naming could be better") dodges the
criteria. Concerns are the list items of \`## 7. Self-acceptance…\` (code blocks included, as in the
reference), except items starting with \`$\`, a backtick or \`{\` (the pasted pre-check command and
its output).

- Threshold: at least 1 concern at size S, 2 at M and L.
- Tags: \`[crit-N]\`, \`[non-criteria]\`, \`[scope-creep]\`, one tag per bracket, written without
  inner spaces (case-insensitive), as the reference reads them. The protocol's
  template \`[crit-{N} | non-criteria | scope-creep]\` means *pick one*: an item that still carries
  the unfilled alternatives counts as untagged.
- fail below the threshold; fail when no concern is tagged \`[crit-N]\` or \`[scope-creep]\`
  (the concerns ducked the criteria); fail with more than one \`[non-criteria]\` concern.

fail without a \`## 7. Self-acceptance\` section; skip while handoff.md is not written
(\`--mode ready\` turns that skip into a failure).`,
  examples: {
    pass: '## 7. Self-acceptance rehearsal\n1. [crit-2] The 24-day quarter preset is not exercised on the dark theme — screens cover light only; deferred in §11.\n2. [scope-creep] Added a retry wrapper not required by criteria.md.',
    fail: '## 7. Self-acceptance rehearsal\n1. [non-criteria] Naming could be better.\n2. Docstrings are short.',
  },
  check({ model }) {
    const doc = model.handoff;
    if (!doc) return { status: 'skip', detail: 'handoff.md not yet written', missingArtefact: true };
    const section = doc.numberedSections().find((s) => s.number === 7 && /^self-acceptance/i.test(s.title));
    if (!section) {
      return {
        status: 'fail',
        detail: '§7 block missing',
        fix: 'Add `## 7. Self-acceptance rehearsal` with the pasted pre-check output and a tagged concerns list (protocol §7b).',
        findings: [doc.at(doc.section(8)?.heading.line ?? Math.max(1, doc.lines.length), 'no `## 7. Self-acceptance` section in handoff.md')],
      };
    }
    const size = model.tier;
    const threshold = size === 'S' ? 1 : 2;
    // Every list line of the section counts, code blocks included (as in the reference); pasted
    // commands and output (items starting with `$`, a backtick or `{`) do not.
    const concerns: Concern[] = [];
    for (const { line, text } of doc.linesOf(section)) {
      const m = ITEM.exec(text);
      const c = m?.[2]!.trim();
      if (m && c && !/^[$`{]/.test(c)) concerns.push({ line, column: m[1]!.length + 1, content: m[2]! });
    }
    const tagged = (re: RegExp) => concerns.filter((c) => re.test(c.content));
    const crit = tagged(CRIT);
    const nonCrit = tagged(NON_CRITERIA);
    const creep = tagged(SCOPE_CREEP);
    const untagged = concerns.filter((c) => !CRIT.test(c.content) && !NON_CRITERIA.test(c.content) && !SCOPE_CREEP.test(c.content));
    const heading = section.heading.line;

    if (concerns.length < threshold) {
      return {
        status: 'fail',
        detail: `§7 has ${concerns.length} concerns, threshold ${threshold} for size=${size}`,
        fix: `Add honest concerns until there are at least ${threshold}, each tagged [crit-N], [scope-creep] or (at most one) [non-criteria] (protocol §7b).`,
        findings: [doc.at(heading, `§7 lists ${concerns.length} concern(s); size ${size} needs at least ${threshold}`)],
      };
    }
    if (!crit.length && !creep.length) {
      return {
        status: 'fail',
        detail: `§7 concerns ducked criteria entirely (0 crit-N, 0 scope-creep, ${nonCrit.length} non-criteria, ${untagged.length} untagged)`,
        fix: 'Tag at least one concern [crit-N] or [scope-creep] (protocol §7b); non-criteria filler does not count.',
        findings: concerns.map((c) => doc.at(c.line, `concern is not tied to a criterion (${NON_CRITERIA.test(c.content) ? '[non-criteria]' : 'untagged'})`, c.column)),
      };
    }
    if (nonCrit.length > 1) {
      return {
        status: 'fail',
        detail: `§7 has ${nonCrit.length} [non-criteria] concerns (cap is 1)`,
        fix: 'Replace the extra [non-criteria] concerns with [crit-N] or [scope-creep] ones.',
        findings: nonCrit.slice(1).map((c) => doc.at(c.line, 'more than one [non-criteria] concern (cap is 1)', c.column)),
      };
    }
    return {
      status: 'pass',
      detail: `${concerns.length} concerns (${crit.length} crit, ${creep.length} scope-creep, ${nonCrit.length} non-criteria, ${untagged.length} untagged), threshold ${threshold} for size=${size}`,
    };
  },
});
