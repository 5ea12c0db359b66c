import { CappedFindings, crossValBlock, defineRule, followsProtocol, outsideTiers, plural, rowCellTexts, type EngagementModel, type MarkdownDoc } from '@engagement-lint/core/kit';
import { DetailList } from './lib/cross-val-tally.js';
import { openDiverge } from './lib/cross-val-diverge-cells.js';

/** Struck-through text (GFM `~~…~~` and `~…~`, HTML `<del>`, `<s>`, `<strike>`), which the writer took back. */
const STRUCK = /~~[^~\n]*~~|(?<!~)~[^~\s][^~\n]*~(?!~)|<(del|s|strike)>[^<\n]*<\/\1>/gi;

/** A verdict's head: the marks before its first word (an emoji, markup, a `Verdict:` label) and that word. */
const HEAD = /^([^\p{L}]*)(?:(?:verdict|status)([^\p{L}]+))?(\p{L}*)/iu;
const MATCH_WORD = /^(?:match(?:es|ed|ing)?|совпад[а-яё]*)$/i;
const DIVERGE_WORD = /^(?:diverge[sd]?|diverg(?:ent|ence|ing)|расхожд[а-яё]*|расход[ия]тся)$/i;
/** Words that name a divergence without the protocol's word: the row is a DIVERGE all the same. */
const SYNONYM = /^(?:mismatch(?:es|ed)?|conflict(?:s|ed|ing)?|differ(?:s|ed|ing|ent|ences?)?|disagree(?:s|d|ing|ments?)?|несовпаден[а-яё]*|конфликт[а-яё]*)$/i;
/** A match negated (`Not a match`, `does not match`, `No match`, «не совпадает»): a divergence named without the word. */
const NOT_MATCH = /^[^\p{L}]*(?:(?:verdict|status)[^\p{L}]+)?((?:(?:does|do)\s{1,3}not|doesn['’]t|don['’]t|not(?:\s{1,3}an?)?|no)\s{1,3}match(?:es|ed|ing)?|не\s{1,3}совпада[а-яё]{0,4}|несовпада[а-яё]{0,4})(?![\p{L}])/iu;
/** A transition: `DIVERGE → MATCH`, `MATCH -> DIVERGE`; the verdict is the last one. */
const ARROW = /(→|->|=>|⇒)/;
/** The column a table's header names as its verdict. */
const VERDICT_HEADER = /^[^\p{L}]*(?:verdict|status|result)/iu;

type Verdict = { kind: 'match' } | { kind: 'diverge'; synonym?: string; tail: string } | { kind: 'unknown' };

/**
 * The protocol reading of a verdict cell: its last verdict (the head of the last arrow segment that
 * has one), with the text from there on, where a resolution of a final DIVERGE must be written.
 */
function verdictOf(cell: string): Verdict {
  // Most cells hold no arrow: split, they would be themselves.
  const parts = ARROW.test(cell) ? cell.split(ARROW) : [cell];
  for (let i = parts.length - 1; i >= 0; i -= 2) {
    const [, marks = '', label = '', word = ''] = HEAD.exec(parts[i]!)!;
    // Joined only for the segment that gives the verdict: a table of 200,000 rows asks every cell.
    const tail = () => (i === 0 ? cell : parts.slice(i).join(''));
    // A ❌ marks a failed comparison whatever word follows it.
    if (marks.includes('❌') || label.includes('❌')) return { kind: 'diverge', synonym: '❌', tail: tail() };
    const negated = NOT_MATCH.exec(parts[i]!);
    if (negated) return { kind: 'diverge', synonym: negated[1]!, tail: tail() };
    if (MATCH_WORD.test(word)) return { kind: 'match' };
    if (DIVERGE_WORD.test(word)) return { kind: 'diverge', tail: tail() };
    if (SYNONYM.test(word)) return { kind: 'diverge', synonym: word, tail: tail() };
  }
  return { kind: 'unknown' };
}

/**
 * The verdict cell's index of a table row at `line`: the column its header names Verdict or Status, else
 * its last non-empty cell. The header found for a row is kept for the rows below it, so a table is read once.
 */
function verdictColumns(doc: MarkdownDoc): (line: number, cells: string[]) => number {
  // Rows are asked in line order, so the nearest row read above is the last one asked: it alone is kept.
  let last = { line: -1, at: -1 };
  return (line, cells) => {
    let at = -1;
    // Up the table to its delimiter row (or the row read last); the header is the line above it.
    for (let k = line - 1; k > 1 && doc.line(k).includes('|'); k--) {
      if (k === last.line) {
        at = last.at;
        break;
      }
      const t = doc.line(k).trim();
      if (!(t.includes('-') && /^[\s:|-]+$/.test(t))) continue;
      const head = doc.line(k - 1).trim();
      at = rowCellTexts(head).findIndex((n) => VERDICT_HEADER.test(n));
      break;
    }
    last = { line, at };
    if (at >= 0 && at < cells.length) return at;
    let end = cells.length - 1;
    while (end > 0 && !cells[end]!.trim()) end--;
    return end;
  };
}

export default defineRule<EngagementModel>({
  id: 'cross-val-diverge',
  pack: 'engagement',
  tiers: ['M', 'L'],
  compat: false,
  summary: 'No row of the handoff §4a cross-validation table is an unresolved DIVERGE',
  statuses: ['pass', 'fail', 'warn', 'skip'],
  docs: `The protocol, handoff §4a: "DIVERGE = blocker. Resolve (re-dispatch the wrong
specialist for fix, re-run code-reviewer) BEFORE handoff. Submitting with
unresolved DIVERGE = REJECT."

Every table row of the \`4a\` block (a heading of any level starting \`4a\`) —
GitHub tables with or without their leading and trailing pipes, a pipe escaped as \`\\|\` (a
quoted \`dict \\| None\`) being part of its cell as GFM reads it; a row's first 1,000 cells are read, the rest of a
longer row is not — with a cell
whose status, its leading word (past markup, an emoji or a \`Verdict:\` label),
is DIVERGE (or another form of it: \`DIVERGED\`, \`Diverges\`, \`Divergent\`, \`Divergence\`,
«Расхождение», «расходится») fails, unless the same cell records the resolution
(\`DIVERGE → MATCH (fixed in iter 2)\`, \`~~DIVERGE~~ MATCH (re-run in iter 2)\`, \`~DIVERGE~ MATCH\`, \`<del>DIVERGE</del> MATCH\`: struck-through text is taken back, \`DIVERGE — resolved: …\`, \`DIVERGE — устранено в волне 2\`,
\`исправлено\`, \`решено\`). A "resolved" the cell takes
back records none: negated (\`not resolved yet\`, \`not yet resolved\`, \`still not resolved\`,
\`hasn't been resolved\`, \`partially resolved\`), questioned (\`resolved? no, see §11\`), answered
no (\`resolved: no\`) or put off (\`to be resolved\`, \`until resolved\`), and so does a Russian one
(\`не устранено\`, \`будет исправлено\`, \`до устранения\`, \`решено: нет\`); \`(unresolved)\`,
\`fix pending\` and \`not fixed\` name no resolution either. A cell
\`MATCH (was DIVERGE before the layout fix)\` is a MATCH. Whether the
resolution is real is cross-val-quotes' business: the quotes must then match.

Under \`--preset recommended\` the row's verdict cell (the column headed Verdict or Status, else
the last non-empty cell) is read as the protocol defines it, MATCH or DIVERGE. Its verdict is
the last one written: \`MATCH → DIVERGE after rework (open)\` ends in DIVERGE, which only a
resolution written after it resolves. A synonym of a divergence — \`Mismatch\`, \`Conflict\`,
\`Differs\`, \`Disagree\`, «Конфликт», «Несовпадение», a match negated (\`Does not match\`, \`No match\`,
«Не совпадает»), or a verdict marked ❌ — is a DIVERGE and
fails the same way unless the cell records its resolution (\`Mismatch — resolved: …\`). A verdict
that is neither MATCH (\`Matches\`, «Совпадает») nor DIVERGE nor such a synonym (\`OK\`, \`N/A\`,
an empty cell) warns as an unknown verdict. The block's heading is read as handoff-sections reads a
section's: past emphasis or code marks, an emoji or a \`§\` in front, or a \`Section\` label
(\`### §4a …\`, \`### **4a. …**\`, \`## 📌 4a. …\`), setext headings included. \`--preset compat\`,
where the rule runs only when named, keeps the leading-word reading above and a heading whose text
starts \`4a\`.

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
      status: 'fail',
      title: 'recommended: a row whose last verdict is DIVERGE, or a synonym of it, is an unresolved DIVERGE',
      options: { preset: 'recommended' },
      files: {
        'handoff.md': `### 4a. Cross-validation table
| Contract | A | B | Verdict |
|---|---|---|---|
| a | x | y | MATCH → DIVERGE after rework (open) |
| b | x | y | Mismatch |`,
      },
    },
    {
      status: 'warn',
      title: 'recommended: a verdict that is neither MATCH nor DIVERGE warns',
      options: { preset: 'recommended' },
      files: {
        'handoff.md': `### 4a. Cross-validation table
| Contract | A | B | Verdict |
|---|---|---|---|
| a | x | y | OK |`,
      },
    },
    {
      status: 'skip',
      title: 'skips without a handoff, without §4a, and at S',
      files: {},
    },
  ],
  check({ model, options }) {
    const off = outsideTiers(model, ['M', 'L'], 'the §4a cross-validation table');
    if (off) return off;
    const handoff = model.handoff;
    if (!handoff) return { status: 'skip', detail: 'handoff.md not yet written' };
    const protocol = followsProtocol(options);
    // The protocol reading finds §4a's heading as handoff-sections reads the others; compat, a heading starting `4a`.
    const block = crossValBlock(handoff, protocol ? 'protocol' : 'reference');
    if (!block) return { status: 'skip', detail: 'handoff.md has no §4a cross-validation block' };
    const rows = block.rows;
    const verdictColumn = verdictColumns(handoff);
    // The rows named in the detail, listed as far as a report shows it.
    const [open, unknown] = [new DetailList(), new DetailList()];
    // Rows come in line order and give one finding each at most, so the findings are built in order, as far as a report shows them.
    const findings = new CappedFindings();
    for (const r of rows) {
      const contract = r.cells[0] ?? '';
      // The protocol reading drops struck-through text (`~~DIVERGE~~ MATCH`): the writer took it back. Only a `~` or `<` can strike.
      const struck = protocol && r.cells.some((c) => c.includes('~') || c.includes('<'));
      const cells = struck ? r.cells.map((c) => c.replace(STRUCK, ' ')) : r.cells;
      if (openDiverge(cells)) {
        open.add(() => `L${r.line} (${contract})`);
        findings.add(() => handoff.at(r.line, `contract \`${contract}\` DIVERGEs and is not resolved: submitting with an unresolved DIVERGE is a REJECT`));
        continue;
      }
      if (!protocol) continue;
      // The protocol reading also takes the verdict cell's last verdict and the synonyms of DIVERGE.
      const cell = cells[verdictColumn(r.line, cells)] ?? '';
      const v = verdictOf(cell);
      if (v.kind === 'diverge' && openDiverge([`DIVERGE ${v.tail}`])) {
        open.add(() => `L${r.line} (${contract})`);
        const synonym = v.synonym ? ` (its verdict \`${v.synonym}\` is a DIVERGE)` : '';
        findings.add(() => handoff.at(r.line, `contract \`${contract}\` DIVERGEs and is not resolved: submitting with an unresolved DIVERGE is a REJECT${synonym}`));
      } else if (v.kind === 'unknown') {
        unknown.add(() => `L${r.line} (${contract})`);
        findings.add(() => handoff.at(r.line, `contract \`${contract}\` has the verdict \`${cell}\`, neither MATCH nor DIVERGE: the protocol's verdicts are MATCH and DIVERGE`, 1, 'warning'));
      }
    }
    const unknownDetail = `${plural(unknown.count, 'row')} with a verdict neither MATCH nor DIVERGE: ${unknown}`;
    const unknownFix = 'Write each row\'s verdict as MATCH or DIVERGE (a DIVERGE with how it was resolved, e.g. `DIVERGE → MATCH (backend re-dispatched)`).';
    // With no open row the findings are the unknown verdicts' alone.
    if (!open.count && unknown.count) return { status: 'warn', detail: `§4a: ${unknownDetail}`, fix: unknownFix, ...findings.outcome() };
    if (!open.count) return { status: 'pass', detail: `§4a: ${plural(rows.length, 'table row')}, no unresolved DIVERGE` };
    return {
      status: 'fail',
      detail: `§4a has ${plural(open.count, 'unresolved DIVERGE row')}: ${open}${unknown.count ? `; ${unknownDetail}` : ''}`,
      fix: 'Resolve each divergence before handoff: re-dispatch the specialist who is wrong, re-run code-reviewer, then quote the now-matching claims (or mark the cell `DIVERGE → MATCH` with how it was resolved).' + (unknown.count ? ` ${unknownFix}` : ''),
      ...findings.outcome(),
    };
  },
});
