import { defineRule, LetterRegex, plural, type EngagementModel, type Finding } from '@engagement-lint/core/kit';

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
  compat: true,
  requiredWhenReady: true,
  summary: 'every verbatim quote in the handoff §4a cross-validation table exists where it is cited',
  statuses: ['pass', 'fail', 'skip'],
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
  examples: {
    pass: '### 4a. Cross-validation table\n| POST /api/items | dev-backend.md L42: "returns 201 + {id, name}" | dev-frontend.md L18: "expects 201" | MATCH |',
    fail: '### 4a. Cross-validation table\n| POST /api/items | dev-backend.md L42: "returns 200" | dev-frontend.md L18: "expects 201" | MATCH |\n(dev-backend.md says "returns 201" at line 42)',
  },
  check({ model }) {
    const handoff = model.handoff;
    if (!handoff) return { status: 'skip', detail: 'handoff.md not yet written', missingArtefact: true };
    if (model.tier === 'S') return { status: 'skip', detail: 'size=S, cross-val table not required' };
    const heading = handoff.headings.find((h) => h.level === 3 && BLOCK_HEADING.test(h.text));
    if (!heading) return { status: 'pass', detail: 'no `### 4a.` cross-validation block in handoff.md; 0 quotes to verify' };

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
    const findings: Finding[] = [];
    for (const { line, text } of handoff.linesOf(handoff.sectionOf(heading), { skipFenced: true })) {
      for (const m of text.matchAll(CITATION.for(text))) {
        const cite = `${m[1]} L${m[2]}`;
        const r = verify(m[1]!, Number(m[2]), m[3]!);
        if (r.kind === 'exact') exact++;
        else if (r.kind === 'partial') partial.push(`${cite} (handoff L${line})`);
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
    if (partial.length) {
      return { status: 'pass', detail: `${exact} quotes verified, ${partial.length} loose-matches (5+ consecutive words): ${partial.join(', ')}; verify by hand if pivotal` };
    }
    return { status: 'pass', detail: `${exact} quotes verified` };
  },
});
