import { defineRule, LetterRegex, verdictLines, type EngagementModel, type Finding } from '@engagement-lint/core/kit';

/** Verdict words. ACCEPTED / REJECTED are legacy spellings, still binary (verdict-canonical warns on form). */
const BINARY = new Set(['ACCEPT', 'REJECT', 'ABORTED', 'ACCEPTED', 'REJECTED']);
/** Qualifiers that turn an ACCEPT into a conditional one. */
const CONDITIONAL = new LetterRegex(
  String.raw`\b(conditional(?:ly)?|pending|with\s+todos?|todos?(?=\s*:)|to verify|verif(?:y|ication) (?:by|on|from) (?:the )?user|user (?:to|will|should|must|needs to) (?:verify|check|confirm|test|validate)|provisional(?:ly)?|tentative(?:ly)?|partial(?:ly)?|subject to|awaiting|caveats?|follow[- ]?ups? required|manual (?:verification|check)|deferred to (?:the )?user)\b|условн|пользовател[\p{L}]* (?:провер|подтверд)`,
  'iu',
);
/** A bare conditional accept written as a heading or bold line instead of a Verdict: label. */
// Blank runs are matched once each (a `\s*` never next to another blank quantifier), so a long blank line costs linear time.
const BARE_CONDITIONAL = /^(?:#{1,6}(?=\s))?\s*(?:(?:\*\*|__)\s*)?(ACCEPT(?:ED)?[\s_-]+(?:CONDITIONAL(?:LY)?|[Pp]ending\b.*|[Ww]ith\s+TODOS?\b.*)|CONDITIONAL(?:LY)?[\s_-]+ACCEPT(?:ED)?)\s*(?:(?:\*\*|__)\s*)?$/;

export default defineRule<EngagementModel>({
  id: 'binary-verdict',
  pack: 'engagement',
  tiers: ['S', 'M', 'L'],
  compat: false,
  summary: 'Every verdict in acceptance-log.md is exactly ACCEPT or REJECT (or ABORTED)',
  statuses: ['pass', 'fail', 'skip'],
  docs: `The protocol's verdict is binary: conditional accepts defeat the point of
acceptance (they hand verification back to the user). Every \`Verdict: X\` line of
acceptance-log.md (heading, list item or bold label) must read \`ACCEPT\`,
\`REJECT\` or \`ABORTED\`. A REJECT may carry its reason (\`REJECT — validation
incomplete: docker\`); an ACCEPT may not carry a condition: \`ACCEPT CONDITIONAL\`,
\`ACCEPT pending X\`, \`ACCEPT with TODO\`, \`ACCEPT — user to verify Y\`,
\`PARTIAL\`, \`CONDITIONAL ACCEPT\` all fail. A heading or bold line that is
nothing but a conditional accept (\`**ACCEPT CONDITIONAL**\`) fails too.

The legacy spellings ACCEPTED / REJECTED are still binary here; their form is
verdict-canonical's business. skip without acceptance-log.md or before any
verdict line is written.

Tiers: S, M and L — every verdict is binary, whoever writes it.`,
  examples: {
    pass: '## Iteration 1\n### Verdict: REJECT — validation incomplete: docker not running',
    fail: '## Iteration 2\n### Verdict: ACCEPT — pending user to verify the export on staging',
  },
  check({ model }) {
    const doc = model.acceptanceLog;
    if (!doc) return { status: 'skip', detail: 'acceptance-log.md not written yet' };
    const verdicts = verdictLines(doc);
    const findings: Finding[] = [];
    for (const v of verdicts) {
      if (!BINARY.has(v.word)) findings.push(doc.at(v.line, `verdict \`${v.value}\` is not ACCEPT, REJECT or ABORTED`, v.column));
      else if (v.word.startsWith('ACCEPT') && CONDITIONAL.for(v.rest).test(v.rest)) findings.push(doc.at(v.line, `conditional accept \`${v.value}\`: the verdict is binary`, v.column));
    }
    const verdictAt = new Set(verdicts.map((v) => v.line));
    for (const { line, text } of doc.bodyLines()) {
      if (verdictAt.has(line)) continue;
      const m = BARE_CONDITIONAL.exec(text.trim());
      if (m) findings.push(doc.at(line, `conditional accept \`${m[1]!.trim()}\`: the verdict is binary`, text.indexOf(m[1]!) + 1));
    }
    if (findings.length) {
      return {
        status: 'fail',
        detail: `${findings.length === 1 ? 'a verdict is' : `${findings.length} verdicts are`} not binary: ${findings.map((f) => `L${f.line}`).join(', ')}`,
        fix: 'Write `### Verdict: ACCEPT` or `### Verdict: REJECT — <reason>`. Anything still to verify makes it a REJECT (e.g. `REJECT — validation incomplete: <what was unverifiable>`).',
        findings,
      };
    }
    if (!verdicts.length) return { status: 'skip', detail: 'acceptance-log.md has no `Verdict:` line yet' };
    return { status: 'pass', detail: `${verdicts.length === 1 ? 'the verdict is' : `all ${verdicts.length} verdicts are`} binary` };
  },
});
