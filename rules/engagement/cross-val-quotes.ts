import { crossValBlock, defineRule, followsProtocol, LetterRegex, plural, type EngagementModel, type Finding } from '@engagement-lint/core/kit';

/** `dev-backend.md L42: "returns 201"`, optionally `executor-reports/`-prefixed, straight or curly quotes. */
const CITATION = new LetterRegex(String.raw`(?<![\p{L}\p{N}_.\-/])((?:[\p{L}\p{N}_.\-]+\/)*[\p{L}\p{N}_.\-]+\.md)\s+L(\d+)\s*:\s*["“]([^"“”\n]+)["”]`, 'gu');
/** The block is a level-3 `### 4a.` heading, as the reference finds it. */
const BLOCK_HEADING = /^4a\./;
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

type Outcome = { kind: 'exact' } | { kind: 'partial' } | { kind: 'phantom'; why: string };

export default defineRule<EngagementModel>({
  id: 'cross-val-quotes',
  pack: 'engagement',
  tiers: ['L'],
  recommendedTiers: ['M', 'L'],
  compat: true,
  requiredWhenReady: true,
  summary: 'every verbatim quote in the handoff §4a cross-validation table exists where it is cited',
  statuses: ['pass', 'fail', 'warn', 'skip'],
  docs: `Handoff §4a reconciles the specialists' cross-contract claims with verbatim quotes from their
executor reports. A quote that is not in the cited report is a phantom: the cross-validation was
claimed, not run.

In the level-3 \`### 4a.\` block of handoff.md every citation \`<file>.md L<n>: "<quote>"\`
(optionally prefixed \`executor-reports/\`, straight or curly quotes; a backticked file name is not
a citation, as in the reference) is checked. The file is resolved under
\`engagement/executor-reports/\`, then \`engagement/\`, then the project root (never outside it).
The quote must appear, whitespace-normalised, within ±2 lines of line n (the lines of that window
that exist). A match of only 5 consecutive words (case-sensitive) is a loose match: it passes with
a note to verify it by hand. A missing file or a quote that is not there fails ("phantom quotes").

Skips at size S and while handoff.md is not written (\`--mode ready\` turns the latter into a
failure). A handoff without a \`### 4a.\` block has nothing to verify and passes.`,
  examples: [
    {
      status: 'pass',
      title: 'at M the missing §4a warns; with one specialist it passes',
      options: {"preset": "recommended"},
      files: {
        'handoff.md': '',
      },
    },
    {
      status: 'fail',
      title: 'a free-form "all match" §4a fails; the explicit N/A passes',
      options: {"preset": "recommended"},
      files: {
        'criteria.md': `---
engagement: demo
domain: dev
size: L
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,
        'handoff.md': `# Handoff
## 4. Executor reports
- see executor-reports/
### 4a. Cross-validation
All contracts match.

## 5. Validation log
- ok
`,
        'executor-reports/dev-1.md': `# dev-1
## Iteration 1
- returns 201 + {id, name} on create
`,
        'executor-reports/dev-2.md': `# dev-2
## Iteration 1
- returns 201 + {id, name} on create
`,
      },
    },
    {
      status: 'warn',
      title: 'at M the missing §4a warns; with one specialist it passes',
      options: {"preset": "recommended"},
      files: {
        'handoff.md': '',
        'executor-reports/dev-1.md': '',
        'executor-reports/dev-2.md': '',
      },
    },
    {
      status: 'skip',
      title: 'skips without handoff.md, and fails under --mode ready',
      files: {},
    },
  ],
  divergences: [
    {
      protocol: 'Use this table with verbatim quotes from each specialist\'s executor report; without the table the cross-validation is presumed unrun and director treats it as such (REJECT). … If no shared contracts in this engagement, write: "N/A — …". This explicit N/A is required — silence is not an answer.',
      compat: 'A handoff without a `### 4a.` block passes ("0 quotes to verify"), whatever the number of specialists.',
      recommended: 'With two or more executor reports, a missing §4a (neither a table nor the explicit N/A) fails at L (the tier table: "required") and warns at M ("required if ≥2 specialists touch shared contract", which a linter cannot see). The check runs at M too.',
    },
    {
      protocol: 'Free-form "all match" claims are not accepted — director cannot verify them. … Don\'t accept a handoff whose §4a cross-validation is "all match" without the verbatim claim list',
      compat: 'A §4a block with no citations (e.g. "All contracts match.") passes with 0 quotes verified.',
      recommended: 'A §4a block with two or more executor reports, no `<file>.md L<n>: "<quote>"` citation and no explicit N/A fails.',
    },
    {
      protocol: 'Use this table with verbatim quotes from each specialist\'s executor report',
      compat: 'A quote of which only 5 consecutive words match the report passes with a note.',
      recommended: 'A loose match warns, with a finding at the citation: the quote is not verbatim.',
    },
    {
      protocol: '4a. Cross-validation table (REQUIRED if ≥2 specialists touched shared contracts)',
      compat: 'Only a level-3 `### 4a.` heading is the block.',
      recommended: 'A heading of any level starting `4a` is the block.',
    },
  ],
  check({ model, options }) {
    const protocol = followsProtocol(options);
    const handoff = model.handoff;
    if (!handoff) return { status: 'skip', detail: 'handoff.md not yet written', missingArtefact: true };
    if (model.tier === 'S') return { status: 'skip', detail: 'size=S, cross-val table not required' };
    const block = protocol ? crossValBlock(handoff) : undefined;
    const heading = protocol ? block?.section.heading : handoff.headings.find((h) => h.level === 3 && BLOCK_HEADING.test(h.text));
    const specialists = protocol ? model.executorReports().length : 0;
    if (!heading) {
      if (specialists >= 2) {
        const l = model.tier === 'L';
        return {
          status: l ? 'fail' : 'warn',
          detail: `${specialists} executor reports but no §4a cross-validation block: cross-validation presumed unrun`,
          fix: 'Add `### 4a. Cross-validation table` with verbatim quotes (`<report>.md L<n>: "<quote>"`) per shared contract, or the explicit "N/A — no specialists overlap on shared contracts".',
          findings: [handoff.at(handoff.section(4)?.heading.line ?? 1, `no §4a block; ${specialists} specialists reported${l ? '' : ' (required at M when they touch a shared contract)'}`)],
        };
      }
      return { status: 'pass', detail: 'no `### 4a.` cross-validation block in handoff.md; 0 quotes to verify' };
    }

    const verify = (file: string, n: number, quote: string): Outcome => {
      const doc = [model.rel(`executor-reports/${file}`), model.rel(file), file].map((rel) => model.docAt(rel)).find((d) => d !== undefined);
      if (!doc) return { kind: 'phantom', why: `${file} not found under ${model.rel('executor-reports/')}, ${model.rel('')}/ or the project root` };
      // Lines n-2 … n+2 that exist (a cited line past the end still sees the last lines, as in the reference).
      const window = norm(doc.lines.slice(Math.max(0, n - 3), n + 2).join(' '));
      const q = norm(quote);
      if (window.includes(q)) return { kind: 'exact' };
      const words = q.split(' ');
      for (let i = 0; i + 5 <= words.length; i++) {
        if (window.includes(words.slice(i, i + 5).join(' '))) return { kind: 'partial' };
      }
      const where = n > doc.lines.length ? ` (${doc.rel} has ${plural(doc.lines.length, 'line')})` : '';
      return { kind: 'phantom', why: `quote not found in ${doc.rel} within ±2 lines of L${n}${where}` };
    };

    let exact = 0;
    const partial: string[] = [];
    const partialAt: Array<{ line: number; column: number; cite: string }> = [];
    const findings: Finding[] = [];
    for (const { line, text } of handoff.linesOf(handoff.sectionOf(heading), { skipFenced: true })) {
      for (const m of text.matchAll(CITATION.for(text))) {
        const cite = `${m[1]} L${m[2]}`;
        const r = verify(m[1]!, Number(m[2]), m[3]!);
        if (r.kind === 'exact') exact++;
        else if (r.kind === 'partial') {
          partial.push(`${cite} (handoff L${line})`);
          partialAt.push({ line, column: m.index! + 1, cite });
        }
        else findings.push(handoff.at(line, `phantom quote ${cite}: ${r.why}`, m.index! + 1));
      }
    }
    if (findings.length) {
      return {
        status: 'fail',
        detail: `phantom quotes: ${findings.length} of ${exact + partial.length + findings.length} in §4a (${findings.map((f) => f.message.replace(/^phantom quote /, '')).slice(0, 3).join('; ')}${findings.length > 3 ? '; ...' : ''})`,
        fix: "Each §4a verbatim quote must exist verbatim in the cited executor report at or near the cited line; copy the specialist's words, do not paraphrase.",
        findings,
      };
    }
    if (protocol && exact + partial.length === 0 && specialists >= 2 && !block!.notApplicable) {
      return {
        status: 'fail',
        detail: '§4a cites no verbatim claim and is not an explicit N/A: free-form "all match" is not cross-validation',
        fix: 'Quote each specialist\'s claim verbatim (`<report>.md L<n>: "<quote>"`) in the §4a table, or write "N/A — no specialists overlap on shared contracts".',
        findings: [handoff.at(heading.line, '§4a has no `<report>.md L<n>: "<quote>"` citation and no explicit N/A')],
      };
    }
    if (partial.length && protocol) {
      return {
        status: 'warn',
        detail: `${exact} quotes verified, ${partial.length} not verbatim (only 5+ consecutive words match): ${partial.join(', ')}`,
        fix: "Copy the specialist's words verbatim into §4a.",
        findings: partialAt.map(({ line, column, cite }) => handoff.at(line, `quote ${cite} is not verbatim: only 5 or more consecutive words match the report`, column)),
      };
    }
    if (partial.length) {
      return { status: 'pass', detail: `${exact} quotes verified, ${partial.length} loose-matches (5+ consecutive words): ${partial.join(', ')}; verify by hand if pivotal` };
    }
    return { status: 'pass', detail: `${exact} quotes verified` };
  },
});
