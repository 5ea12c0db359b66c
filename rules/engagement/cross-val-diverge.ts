import { crossValBlock, defineRule, outsideTiers, unresolvedDiverge, plural, type EngagementModel } from '@engagement-lint/core/kit';

/**
 * A "resolved" (or «устранено», «исправлено», «решено») the cell takes back: negated ("not resolved yet", "not yet resolved", "still not
 * resolved", "hasn't been resolved", "never fully resolved"), put as a question ("resolved? no"),
 * answered no ("resolved: no", not "resolved: no change needed") or left to the future ("to be resolved", "until resolved"). Such a
 * cell records no resolution. Gaps are bounded and word runs are separated by blanks: linear.
 */
const TAKEN_BACK =
  /(?:\b(?:not|never|no|nor|yet\s{1,3}to\s{1,3}be|to\s{1,3}be|will\s{1,3}be|until|till|unless|partially|partly)|n['’]t)(?:\s{1,3}[A-Za-z'’-]{1,20}){0,3}?\s{1,3}resolved\b|\bresolved\s{0,3}(?:\?|[:=—–-]\s{0,3}(?:(?:false|pending|not\s{1,3}yet|❌)(?![A-Za-z])|no(?=\s{0,3}(?:$|[,.;:)—–-]))))|(?<![а-яё])(?:не|нет|будет|будут|пока|частично|до)(?:\s{1,3}[а-яё]{1,20}){0,2}?\s{1,3}(?:устран|исправл|решен|решён|урегулир)[а-яё]*|(?<![а-яё])(?:устран|исправл|решен|решён|урегулир)[а-яё]*\s{0,3}(?:\?|[:=—–-]\s{0,3}нет(?![а-яё]))/gi;

/** The cells with every taken-back "resolved" blanked out, so that only a resolution stated as done counts. */
/**
 * A status cell opening with another form of the word (`DIVERGED`, `Diverges`, `Divergent`, `⚠️ Divergence`,
 * `Verdict: diverging`, «Расхождение», «расходится»): the protocol's DIVERGE, read as that word.
 */
const DIVERGE_FORM = /^([^\p{L}]*(?:(?:verdict|status)[^\p{L}]+)?)(?:diverg(?:ed|es|ent|ence|ing)|расхожд[а-яё]{0,6}|расход[ия]тся)(?![\p{L}])/iu;

function withoutTakenBack(cells: string[]): string[] {
  return cells.map((c) => c.replace(TAKEN_BACK, ' ').replace(DIVERGE_FORM, '$1DIVERGE'));
}

export default defineRule<EngagementModel>({
  id: 'cross-val-diverge',
  pack: 'engagement',
  tiers: ['M', 'L'],
  compat: false,
  summary: 'No row of the handoff §4a cross-validation table is an unresolved DIVERGE',
  statuses: ['pass', 'fail', 'skip'],
  docs: `The protocol, handoff §4a: "DIVERGE = blocker. Resolve (re-dispatch the wrong
specialist for fix, re-run code-reviewer) BEFORE handoff. Submitting with
unresolved DIVERGE = REJECT."

Every table row of the \`4a\` block (a heading of any level starting \`4a\`) —
GitHub tables with or without their leading and trailing pipes — with a cell
whose status, its leading word (past markup, an emoji or a \`Verdict:\` label),
is DIVERGE (or another form of it: \`DIVERGED\`, \`Diverges\`, \`Divergent\`, \`Divergence\`,
«Расхождение», «расходится») fails, unless the same cell records the resolution
(\`DIVERGE → MATCH (fixed in iter 2)\`, \`DIVERGE — resolved: …\`, \`DIVERGE — устранено в волне 2\`,
\`исправлено\`, \`решено\`). A "resolved" the cell takes
back records none: negated (\`not resolved yet\`, \`not yet resolved\`, \`still not resolved\`,
\`hasn't been resolved\`, \`partially resolved\`), questioned (\`resolved? no, see §11\`), answered
no (\`resolved: no\`) or put off (\`to be resolved\`, \`until resolved\`), and so does a Russian one
(\`не устранено\`, \`будет исправлено\`, \`до устранения\`, \`решено: нет\`); \`(unresolved)\`,
\`fix pending\` and \`not fixed\` name no resolution either. A cell
\`MATCH (was DIVERGE before the layout fix)\` is a MATCH. Whether the
resolution is real is cross-val-quotes' business: the quotes must then match.

skip while handoff.md is not written or has no §4a block (cross-val-quotes
reports a missing one).

Tiers: M and L — S has one specialist and no §4a.`,
  examples: [
    {
      status: 'pass',
      title: 'reads a DIVERGE cell in bold or lower case, and not a row inside a code fence',
      files: {
        'handoff.md': `### 4a. Cross-validation
\`\`\`
\`\`\`
| b | x | y | MATCH |`,
      },
    },
    {
      status: 'fail',
      title: 'reads a DIVERGE cell in bold or lower case, and not a row inside a code fence',
      files: {
        'handoff.md': `### 4a. Cross-validation table
| a | x | y | **diverge** |`,
      },
    },
    {
      status: 'skip',
      title: 'skips without a handoff, without §4a, and at S',
      files: {},
    },
  ],
  check({ model }) {
    const off = outsideTiers(model, ['M', 'L'], 'the §4a cross-validation table');
    if (off) return off;
    const handoff = model.handoff;
    if (!handoff) return { status: 'skip', detail: 'handoff.md not yet written' };
    const block = crossValBlock(handoff);
    if (!block) return { status: 'skip', detail: 'handoff.md has no §4a cross-validation block' };
    const rows = block.rows;
    const open = rows.filter((r) => unresolvedDiverge(withoutTakenBack(r.cells)));
    if (!open.length) return { status: 'pass', detail: `§4a: ${rows.length} table row(s), no unresolved DIVERGE` };
    return {
      status: 'fail',
      detail: `§4a has ${plural(open.length, 'unresolved DIVERGE row')}: ${open.map((r) => `L${r.line} (${r.cells[0] ?? ''})`).join(', ')}`,
      fix: 'Resolve each divergence before handoff: re-dispatch the specialist who is wrong, re-run code-reviewer, then quote the now-matching claims (or mark the cell `DIVERGE → MATCH` with how it was resolved).',
      findings: open.map((r) => handoff.at(r.line, `contract \`${r.cells[0] ?? ''}\` DIVERGEs and is not resolved: submitting with an unresolved DIVERGE is a REJECT`)),
    };
  },
});
