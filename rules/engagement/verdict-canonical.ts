import { defineRule, type EngagementModel } from '@engagement-lint/core/kit';

const CANONICAL = /^###\s+Verdict:\s+(ACCEPT|REJECT|ABORTED)\b/;
/** Forms older engagements used; archive tooling still reads them, machine parsers may not. */
const LEGACY: Array<[RegExp, string]> = [
  [/^\*\*ACCEPTED?\*\*/i, '**ACCEPTED**'],
  [/^Verdict[:\s]+ACCEPT(?:ED)?/i, 'Verdict: ACCEPTED'],
  [/^#\s+Verdict:/i, '# Verdict (H1 instead of H3)'],
  [/^##\s+Verdict\s*$/i, '## Verdict (no body)'],
  [/engagement\s+\S+\s+is\s+\*?\*?CLOSED/i, 'engagement is CLOSED'],
];

export default defineRule<EngagementModel>({
  id: 'verdict-canonical',
  pack: 'engagement',
  tiers: ['S', 'M', 'L'],
  compat: true,
  summary: 'acceptance-log.md records the verdict as `### Verdict: ACCEPT|REJECT|ABORTED`',
  statuses: ['pass', 'warn', 'fail', 'skip'],
  docs: `Archiving, metrics and every later check read the director's verdict mechanically, so it has
one canonical form: a line \`### Verdict: ACCEPT\` (or REJECT, ABORTED).

- pass on a canonical line (outside code fences); the detail names the latest verdict (the last
  such line: the one of the latest iteration), with how many there are when there are several.
- warn on a legacy form: \`**ACCEPTED**\`, \`Verdict: ACCEPTED\` at line start, \`# Verdict:\` as an
  H1, a bare \`## Verdict\`, or "engagement X is CLOSED".
- fail when acceptance-log.md exists but holds no recognisable verdict.

Skips while acceptance-log.md is not written. (Whether the verdict is binary, e.g. no
\`ACCEPT CONDITIONAL\`, is a separate rule.)`,
  examples: [
    {
      status: 'pass',
      title: 'passes on a canonical verdict line',
      files: {
        'acceptance-log.md': '### Verdict: ACCEPT — reasons below',
      },
    },
    {
      status: 'fail',
      title: 'fails without a recognisable verdict (ACCEPTED is not ACCEPT; fenced examples do not count)',
      files: {
        'acceptance-log.md': '',
      },
    },
    {
      status: 'warn',
      title: 'warns on each legacy form, at its line',
      files: {
        'acceptance-log.md': '# Verdict: ACCEPT',
      },
    },
    {
      status: 'skip',
      title: 'skips without acceptance-log.md, also under --mode ready',
      files: {},
    },
  ],
  check({ model }) {
    const doc = model.acceptanceLog;
    if (!doc) return { status: 'skip', detail: 'acceptance-log.md not yet written' };
    const lines = doc.bodyLines();
    // Any canonical line passes; the detail names the latest (the verdict of the latest iteration), not the first.
    let latest: { verdict: string; line: number } | undefined;
    let count = 0;
    for (const { line, text } of lines) {
      const m = CANONICAL.exec(text);
      if (m) {
        latest = { verdict: m[1]!, line };
        count++;
      }
    }
    if (latest) return { status: 'pass', detail: `canonical verdict found: ${latest.verdict}${count > 1 ? ` (the latest of ${count} verdict lines, at L${latest.line})` : ''}` };
    for (const [re, label] of LEGACY) {
      const hit = lines.find(({ text }) => re.test(text));
      if (!hit) continue;
      return {
        status: 'warn',
        detail: `legacy verdict format detected (${label}); canonical is \`### Verdict: ACCEPT|REJECT|ABORTED\``,
        fix: 'Write `### Verdict: ACCEPT` (or REJECT / ABORTED) on its own line; legacy forms still archive, but machine-readability degrades.',
        findings: [doc.at(hit.line, `legacy verdict form (${label})`, (re.exec(hit.text)?.index ?? 0) + 1, 'warning')],
      };
    }
    return {
      status: 'fail',
      detail: 'acceptance-log.md exists but no parseable verdict found',
      fix: 'Write the verdict as `### Verdict: ACCEPT|REJECT|ABORTED` on its own line.',
      findings: [doc.at(doc.bodyStart, 'no `### Verdict: ACCEPT|REJECT|ABORTED` line in acceptance-log.md')],
    };
  },
});
