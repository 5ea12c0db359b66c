import { defineRule, followsProtocol, type EngagementModel } from '@engagement-lint/core/kit';

const CANONICAL = /^###\s+Verdict:\s+(ACCEPT|REJECT|ABORTED)\b/;
/** The canonical line with the verdict word emphasised (`### Verdict: **ACCEPT**`): the value starts at group 1. */
const EMPHASISED = /^(###\s+Verdict:\s+)(\*\*|__|\*|_)(ACCEPT|REJECT|ABORTED)\2(?![\w*])/;
/** A verdict heading of any level whose value is not canonical: where a failure points. */
const VERDICT_HEADING = /^(#{1,6}\s+Verdict\b\s*:?\s*)/i;
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
- fail when acceptance-log.md exists but holds no recognisable verdict, at the first verdict
  heading that could not be read (\`### Verdict: **ACCEPT**\`, \`### Verdict: ACCEPTED\`), or at
  the top of the file when there is none.

Under \`--preset recommended\` a canonical line whose verdict word is emphasised
(\`### Verdict: **ACCEPT**\`, \`*REJECT*\`, \`__ABORTED__\`) is read as that verdict and warns at
the verdict word (drop the emphasis for tools that read the line literally); compat fails it, as
handoff-precheck.py does.

Skips while acceptance-log.md is not written. (Whether the verdict is binary, e.g. no
\`ACCEPT CONDITIONAL\`, is a separate rule.)`,
  divergences: [
    {
      protocol: 'acceptance-log.md with ### Verdict: ABORTED + verbatim user quote + state snapshot.',
      compat: 'A verdict heading whose verdict word is emphasised (`### Verdict: **ACCEPT**`) is no parseable verdict: the check fails, as if no verdict were written.',
      recommended: 'The emphasised verdict word is read as the verdict; the check warns at it, because tools reading the line literally still miss it.',
    },
  ],
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
  check({ model, options }) {
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
    // The verdict is written, only styled: read it, and say where the emphasis is.
    const emphasised = followsProtocol(options) ? lines.filter(({ text }) => EMPHASISED.test(text)) : [];
    if (emphasised.length) {
      const last = emphasised[emphasised.length - 1]!;
      const m = EMPHASISED.exec(last.text)!;
      return {
        status: 'warn',
        detail: `verdict found with an emphasised verdict word: ${m[3]}${emphasised.length > 1 ? ` (the latest of ${emphasised.length} verdict lines, at L${last.line})` : ''}; canonical is \`### Verdict: ACCEPT|REJECT|ABORTED\``,
        fix: `Write \`### Verdict: ${m[3]}\` without emphasis; tools that read the line literally miss \`${m[2]}${m[3]}${m[2]}\`.`,
        findings: emphasised.map((l) => {
          const e = EMPHASISED.exec(l.text)!;
          return doc.at(l.line, `verdict word emphasised (\`${e[2]}${e[3]}${e[2]}\`); canonical is \`### Verdict: ${e[3]}\``, e[1]!.length + 1, 'warning');
        }),
      };
    }
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
    // A verdict heading that could not be read is where the author must look, not the top of the file.
    const heading = lines.find(({ text }) => VERDICT_HEADING.test(text));
    return {
      status: 'fail',
      detail: 'acceptance-log.md exists but no parseable verdict found',
      fix: 'Write the verdict as `### Verdict: ACCEPT|REJECT|ABORTED` on its own line.',
      findings: [
        heading
          ? doc.at(heading.line, `\`${heading.text.trim()}\` is not a parseable verdict; write \`### Verdict: ACCEPT|REJECT|ABORTED\``, VERDICT_HEADING.exec(heading.text)![1]!.length + 1)
          : doc.at(doc.bodyStart, 'no `### Verdict: ACCEPT|REJECT|ABORTED` line in acceptance-log.md'),
      ],
    };
  },
});
