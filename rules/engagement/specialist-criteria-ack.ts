import { defineRule, folderUnreadable, followsProtocol, LetterRegex, list, type EngagementModel, type Finding, plainTitle } from '@engagement-lint/core/kit';

/** `## Criteria acknowledgement`, `### Criteria`, `#### Criteria addressed`, `## Criterion mapping`, ... (a prefix, as in the reference). */
const ACK_HEADING = /^criteri(?:a|on)/i;
/**
 * The protocol reading of a Russian acknowledgement heading: `Критерии…`, or one word and then the
 * criteria (`Подтверждение критериев`, `Соответствие критериям`), as Russian orders the words.
 */
const ACK_HEADING_RU = /^(?:[а-яё]+[ \t]+)?критери/i;
/** A CommonMark list item: `-`, `*`, `+`, `N.` or `N)`, whitespace, then text (the recommended reading, as self-acceptance-thinness reads items). */
/** Heading numbering: `1. `, `2) `, `2.1 `. */
const NUMBERING = /^\d{1,9}(?:\.\d{1,9}){0,5}[.)]?\s+/;
const BULLET = /^\s*(?:[-*+]|\d{1,9}[.)])\s+(.+)$/;
/**
 * A list item as the reference reads it: any line starting with `-`, `*` or `N.` after optional
 * spaces, no space needed after the marker (`-crit-1`, and a `**crit-1**` line too).
 */
const LIST_ITEM = /^\s*(?:[-*]|\d+\.)(.*)$/;
/** A list item that ties the work to criteria.md. */
/** The protocol's citation: a `crit-N` id. */
const CRIT_ID = new LetterRegex(String.raw`(?<![\p{L}\p{N}_])crit-\d+`, 'iu');
const CRIT_REF = new LetterRegex(String.raw`(?<![\p{L}\p{N}_])(?:crit-?\d+|criterion\s*\d+|done[- ]when|criteria\.md)`, 'iu');

export default defineRule<EngagementModel>({
  id: 'specialist-criteria-ack',
  pack: 'engagement',
  tiers: ['L'],
  compat: true,
  requiredWhenReady: true,
  summary: 'every executor report acknowledges the criteria it addresses',
  statuses: ['pass', 'fail', 'warn', 'skip'],
  docs: `The engagement-mode contract makes every specialist open its executor report with a
*Criteria acknowledgement*: bullets citing the \`crit-N\` items the work addresses, verbatim. A
report without one is the sign of a specialist who never read criteria.md.

Each \`executor-reports/*.md\` needs a heading of level 2 to 4 named \`Criteria acknowledgement\`
(also \`Criteria\`, \`Criteria addressed\`, \`Criteria mapping\`, \`Criterion …\`) and at least
one list item citing \`crit-N\`, \`criterion N\`, \`done when\` or \`criteria.md\`. As in the
reference tool, a list item is any line starting with \`-\`, \`*\` or \`N.\` after optional spaces,
with or without a space after the marker (\`-crit-1\`, a \`**crit-1**\` line); the heading name is
a prefix (\`## Criteria-trace\` counts); and the citing item may be anywhere in the report,
frontmatter and code blocks included (an iteration-2 report often cites criteria under its own \`## Iteration 2\` block, a frontmatter list \`crit_refs:\` \`- crit-1\` counts).
Under \`--preset recommended\` the heading may also be written in Russian: \`Критерии…\`, or one word
and then the criteria (\`Подтверждение критериев\`, \`Соответствие критериям\`); its bullets must
still cite \`crit-N\`.

Skips while there are no executor reports; \`--mode ready\` turns that skip into a failure. An
\`executor-reports\` that is there but cannot be read as a folder (a file in its place, a folder
that cannot be listed) fails instead, under both presets: the reports could not be checked, which a
skip must not say.`,
  examples: [
    {
      status: 'pass',
      title: 'reads the heading name as a prefix (reference parity) but not "crit-" inside a word',
      files: {
        'executor-reports/a.md': `## Criteria-trace
- crit-1 done`,
      },
    },
    {
      status: 'fail',
      title: 'reads the heading name as a prefix (reference parity) but not "crit-" inside a word',
      files: {
        'executor-reports/a.md': '## Criterial notes',
      },
    },
    {
      status: 'warn',
      title: 'bullets that cite criteria without crit-N ids warn',
      options: {"preset": "recommended"},
      files: {
        'executor-reports/dev-a.md': `### Criteria acknowledgement
- Addresses the "done when" export bullet of criteria.md`,
      },
    },
    {
      status: 'skip',
      title: 'skips without executor reports, and fails under --mode ready',
      files: {},
    },
  ],
  divergences: [
    {
      protocol: 'Open report with Criteria acknowledgement (bullets citing crit-N verbatim, not paraphrased).',
      compat: 'A decorated heading (`### ✅ Criteria acknowledgement`, `### **Criteria acknowledgement**`) or a translated one (`### Подтверждение критериев`) is no acknowledgement heading: the report fails as having none.',
      recommended: 'Emoji, symbols, emphasis and numbering (`### 1. Criteria acknowledgement`) around the heading\'s words are decoration: the words are compared. A Russian heading (`Критерии…`, `Подтверждение критериев`) is the acknowledgement heading too; its bullets must still cite crit-N.',
    },
    {
      protocol: 'Open report with Criteria acknowledgement (bullets citing crit-N verbatim, not paraphrased).',
      compat: 'Any list item anywhere in the report (frontmatter, code blocks, other sections) that mentions crit-N, criterion N, "done when" or criteria.md satisfies the check, so an ack heading followed by nothing passes when a later section mentions crit-1. A list item is any line starting with `-`, `*` or `N.`, so `-crit-1` and a bold `**crit-1**` line count.',
      recommended: 'The bullets must sit in the acknowledgement section (up to the next heading of the same or a higher level) and be Markdown list items, any CommonMark marker (`- crit-1`, `* crit-1`, `+ crit-1`, `1. crit-1`, `1) crit-1`) with a space after it (`-crit-1` and `**crit-1**` are paragraphs). Bullets there that only say "criterion 2", "done when" or "criteria.md" warn: the protocol asks for the crit-N ids verbatim.',
    },
  ],
  check({ model, options }) {
    const protocol = followsProtocol(options);
    const reports = model.executorReports();
    const loose: Finding[] = [];
    if (!reports.length) {
      // There but unreadable as a folder: the reports could not be checked, which a skip ("not applicable yet") must not say.
      const folder = folderUnreadable(model, 'executor-reports');
      const unread = folder && { rel: folder.rel, why: folder.notAFolder ? `not a folder (${folder.notAFolder})` : folder.unlisted! };
      if (unread) {
        return {
          status: 'fail',
          detail: `${unread.rel} could not be read as a folder (${unread.why}): no executor report was checked`,
          fix: 'Make executor-reports/ a folder holding one <specialist>.md report per specialist, then lint again.',
          findings: [{ file: unread.rel, line: 1, column: 1, message: `executor-reports could not be read as a folder (${unread.why}); its reports were not checked` }],
        };
      }
      return { status: 'skip', detail: 'no executor-reports yet', missingArtefact: true };
    }
    const bad: string[] = [];
    const findings: Finding[] = [];
    for (const doc of reports) {
      const name = doc.rel.slice(doc.rel.lastIndexOf('/') + 1);
      // The protocol reading: `### ✅ Criteria acknowledgement`, `### **Criteria acknowledgement**` and a
      // translated `### Подтверждение критериев` are that heading (handoff-sections reads translated titles too).
      // Numbering (`### 1. Criteria acknowledgement`, `### 2.1 Criteria`) is read past too, as validator-outputs reads `### 1. code-reviewer`.
      const title = (text: string) => plainTitle(text).replace(NUMBERING, '');
      const isAck = (text: string) => (protocol ? ACK_HEADING.test(title(text)) || ACK_HEADING_RU.test(title(text)) : ACK_HEADING.test(text));
      const heading = doc.headings.find((h) => h.level >= 2 && h.level <= 4 && isAck(h.text));
      if (!heading) {
        bad.push(name);
        findings.push(doc.at(doc.headings[0]?.line ?? doc.bodyStart, `${name} has no \`## Criteria acknowledgement\` heading`));
        continue;
      }
      if (protocol) {
        const items = doc.linesOf(doc.sectionOf(heading), { skipFenced: true }).map((l) => BULLET.exec(l.text)?.[1] ?? '').filter((t) => t !== '');
        if (items.some((t) => CRIT_ID.for(t).test(t))) continue;
        if (items.some((t) => CRIT_REF.for(t).test(t))) {
          loose.push(doc.at(heading.line, `"${heading.text}" cites criteria without their crit-N ids`));
          continue;
        }
        bad.push(`${name} (section present, but no crit-N reference in its bullets)`);
        findings.push(doc.at(heading.line, `"${heading.text}" has no list item citing crit-N`));
        continue;
      }
      // Every line counts, frontmatter and code blocks included, as in the reference.
      if (!doc.lines.some((line) => {
            const item = LIST_ITEM.exec(line)?.[1] ?? '';
            return CRIT_REF.for(item).test(item);
          })) {
        bad.push(`${name} (section present, but no crit-N reference in bullets)`);
        findings.push(doc.at(heading.line, `"${heading.text}" has no list item citing crit-N, criterion N, done when or criteria.md`));
      }
    }
    if (bad.length) {
      return {
        status: 'fail',
        detail: `executor-reports without Criteria acknowledgement: ${list(bad)}`,
        fix: "Open each specialist's report with `## Criteria acknowledgement` listing the crit-N items the work addresses, cited verbatim from criteria.md.",
        findings,
      };
    }
    if (loose.length) {
      return {
        status: 'warn',
        detail: `criteria acknowledged without crit-N ids: ${list(loose.map((f) => f.file.slice(f.file.lastIndexOf('/') + 1)))}`,
        fix: 'Cite the crit-N ids of criteria.md verbatim in the acknowledgement bullets.',
        findings: loose,
      };
    }
    return { status: 'pass', detail: `all ${reports.length} executor-reports have criteria-ack` };
  },
});
