import { defineRule, labelledOutside, list, MAX_FINDINGS, numberedCriteria, outsideTiers, pipelessTables, plural, type EngagementModel, type MarkdownDoc, type NumberedCriterion, type Section } from '@engagement-lint/core/kit';
import { criteriaReading, deliverablesOf } from './lib/criteria-reading.js';
import { noCriteriaDetail, noCriteriaSection } from './lib/criteria-unread.js';
import { DELIMITER_ROW, handoffTrace, quotes, type Traced } from './lib/handoff-trace.js';

/** Whether §3 holds a table: a delimiter row (`|---|---|`) outside fences, or a table without leading pipes. */
function hasTable(doc: MarkdownDoc, s: Section): boolean {
  return doc.linesOf(s, { skipFenced: true }).some(({ text }) => text.includes('-') && DELIMITER_ROW.test(text)) || pipelessTables(doc, s).length > 0;
}

/** Criteria neither numbered in §3 nor quoted there in full. */
function untraced(criteria: NumberedCriterion[], traced: Traced): NumberedCriterion[] {
  return criteria.filter((c) => !traced.numbers.has(c.n) && !quotes(traced, c));
}

interface Reading {
  criteria: NumberedCriterion[];
  /** Said after the count when the numbering is not the plain combined one. */
  reading: string;
  /** Said on failure when the combined numbering was kept though the Done-when bullets alone were a candidate. */
  combined: string;
}

/** The reading criteria-owned takes in the same run (criteriaReading), said as §3's count explains it. */
function readingOf(model: EngagementModel): Reading {
  const r = criteriaReading(model);
  if (r.kind === 'done-when') {
    const how = r.by === 'refs' ? 'as criteria-owned reads them' : 'an ambiguous reading';
    return { criteria: r.criteria, reading: ` (numbered by the Done-when bullets alone, ${how}: ${r.basis}; ${plural(deliverablesOf(r), 'Deliverables bullet')} read as deliverables)`, combined: '' };
  }
  if (r.kind === 'combined') {
    const both = `numbered as criteria-owned numbers them: ${plural(deliverablesOf(r), 'Deliverables expected bullet')} and ${plural(r.doneWhen, 'Done-when bullet')} in file order`;
    return { criteria: r.criteria, reading: '', combined: ` (${both}${r.basis ? `; ${r.basis}` : ''})` };
  }
  return { criteria: r.criteria, reading: '', combined: '' };
}

export default defineRule<EngagementModel>({
  id: 'criteria-trace-coverage',
  pack: 'engagement',
  tiers: ['M', 'L'],
  compat: false,
  summary: 'Handoff §3 Criteria trace names every criterion of criteria.md',
  statuses: ['pass', 'warn', 'fail', 'skip'],
  docs: `The handoff's §3 is "the handoff §3 Criteria trace (each criterion → status → evidence
path)", required as a table at M and L ("| Handoff §3 Criteria trace | **inline** (1 line per crit,
no table needed) | required (table) | required (table) |"). A criterion missing from it is a
criterion nobody reported on.

The criteria are numbered as criteria-owned numbers them: the top-level list items (every marker:
\`-\`, \`*\`, \`+\`, \`1.\`, \`1)\`) of the "Done when" and "Deliverables expected" sections of criteria.md
(a heading naming "Done when" anywhere, \`Done-when\` and \`Done_when\` too, or below the title \`## Acceptance criteria\`, \`## Критерии готовности\` or \`## Критерии приёмки\`,
or a bare \`## Acceptance\`, \`## Acceptance checks\`, \`## Acceptance conditions\`, \`## Приёмка\`, \`## Условия приёмки\`; not \`## Acceptance log\`),
crit-1..crit-N in file order, or by their own
\`crit-N\` labels when bullets carry them (then unlabelled bullets are deliverables). A section with no
list item but a table gives one criterion per body row (labelled by a \`crit-N\` first cell); a
"Deliverables expected" table beside a Done-when section that gives criteria lists the deliverables and
their bars, and is not read. A criterion is
traced when §3 holds:

- a table row (with or without its outer pipes: \`1 | … | ✅ | …\` under \`---|---\`) whose
  number column (\`#\`, \`№\`, \`No\`, \`ID\`, \`Crit #\`; the first cell when the header names none) reads N (\`3\`, \`#3\`, \`crit-3\`), or names it among several: a list
  (\`1, 2\`, \`crit-1 / crit-2\`, \`1 and 2\`) or a range (\`1-3\`, \`1..3\`) covers each criterion it names;
- \`crit-N\` anywhere in a row, list item or line;
- an ordered list item numbered N (\`3. … ✅ …\`);
- or the criterion's whole text.

A table row with nothing filled in traces nothing: the protocol's template row left as it is
(\`| 4 | {criterion text} | ✅ / ⚠️ / ❌ | {pointer} |\`), whose cells hold only \`{…}\`
placeholders, the choice of statuses, dashes or \`…\`, names no criterion text, no single status and
no evidence. Its criterion counts as untraced, and the finding points at that row.

The numbering is the one criteria-owned uses in the same run, decided once and before either check
weighs coverage, so a crit-N means the same criterion in both. Without labels, the "Done when" bullets
alone are numbered crit-1..crit-N (the "Deliverables expected" bullets then read as deliverables)
unless the engagement cites a number only the file order gives. The tasks' crit_refs decide when one
names a bullet: a \`crit-4\` or \`crit-5\` with 3 Done-when bullets of 5 keeps every bullet in file
order (a §3 of 3 rows then misses crit-4 and crit-5, and the failure says how the criteria were
numbered); refs within the Done-when bullets read those, even when a task leaves one uncited (that is
criteria-owned's finding, not a §3 gap). When no task's crit_refs name a bullet, the numbering is
ambiguous and §3 decides: a row, template row or \`crit-N\` past the last Done-when bullet keeps the
file order, numbers within them read the Done-when bullets alone, and with no number a §3 quoting a
Done-when bullet's text reads them too; the detail says that reading was taken.

- fail at the §3 heading, one finding per untraced criterion, naming crit-N and its criteria.md line
  (at the row itself when the criterion's only row is the template left unfilled).
- fail at the row when §3 traces every criterion but a table row whose Status says met (✅, PASS,
  met, done) has an Evidence cell (a column headed "Evidence…") that names nothing: blank, a dash,
  \`TBD\`, \`TODO\`, \`N/A\`, \`pending\`, \`?\` or "see above". The status alone is a claim
  nobody can check.
- warn at the row when §3 traces every criterion but a row marked met has evidence that points at
  nothing: no path, code or file name, no section, no link, no figure ("looks good, ran locally";
  "CI run 13:12, 11 passed" reports a figure and is evidence). The template's column is "Evidence
  (path + line/section)"; words alone cannot be checked, but may be honest, hence a warning.
- warn at the §3 heading when §3 traces every criterion but holds no table (a list, one line of
  "crit-1 ok, crit-2 ok — see executor reports"): S may trace inline, M and L require the table.
- fail at criteria.md when it names no criterion: no criteria section (Done when, Deliverables
  expected, Acceptance criteria, Acceptance) and no \`crit-N\` bullet, its bullets under another heading
  (\`## Definition of done\`) or none at all; or criteria sections that hold no bullet or table row
  (empty, or prose), a finding at each heading. "Directors cannot accept against fuzzy
  intent": with no criterion read, a §3 that drops one would pass unseen.
- skip without handoff.md, without a \`## 3. Criteria trace\` section (handoff-sections reports a
  missing section), or without criteria.md (criteria-frontmatter fails).`,
  examples: [
    {
      status: 'pass',
      title: 'passes when every criterion has a §3 row',
      files: {
        'criteria.md': '---\nsize: M\n---\n# Acceptance criteria\n\n## Done when\n- the export returns 200 with text/csv\n- the suite is green\n',
        'handoff.md': '# Handoff\n\n## 3. Criteria trace\n\n| # | Criterion | Status | Evidence |\n|---|---|---|---|\n| 1 | 200 with text/csv | ✅ | `src/export/csv.ts` |\n| 2 | suite green | ✅ | `tests/export/csv.test.ts` |\n',
      },
    },
    {
      status: 'fail',
      title: 'fails when a criterion has no §3 row',
      files: {
        'criteria.md': '---\nsize: M\n---\n# Acceptance criteria\n\n## Done when\n- the export returns 200 with text/csv\n- the suite is green\n',
        'handoff.md': '# Handoff\n\n## 3. Criteria trace\n\n| # | Criterion | Status | Evidence |\n|---|---|---|---|\n| 1 | 200 with text/csv | ✅ | `src/export/csv.ts` |\n',
      },
    },
    {
      status: 'warn',
      title: 'warns when §3 traces every criterion, but as no table',
      files: {
        'criteria.md': '---\nsize: M\n---\n# Acceptance criteria\n\n## Done when\n- the export returns 200 with text/csv\n- the suite is green\n',
        'handoff.md': '# Handoff\n\n## 3. Criteria trace\n\ncrit-1 ok, crit-2 ok — see executor reports.\n',
      },
    },
    {
      status: 'skip',
      title: 'skips before the handoff is written',
      files: {
        'criteria.md': '---\nsize: M\n---\n# Acceptance criteria\n\n## Done when\n- the suite is green\n',
      },
    },
  ],
  check({ model }) {
    const off = outsideTiers(model, ['M', 'L'], 'the §3 criteria trace table (S traces inline)');
    if (off) return off;
    const handoff = model.handoff;
    if (!handoff) return { status: 'skip', detail: 'handoff.md not yet written' };
    // §3 by its number, however titled (a translated title is still §3; handoff-sections judges titles).
    const trace = handoffTrace(model);
    if (!trace) return { status: 'skip', detail: 'handoff.md has no `## 3. Criteria trace` section (handoff-sections reports it)' };
    const bullets = numberedCriteria(model.criteria);
    if (!bullets.length) {
      // "Directors cannot accept against fuzzy intent": a criteria.md with no Done-when section, or one holding nothing to read, names no criterion to trace.
      if (!model.criteria) return { status: 'skip', detail: noCriteriaDetail(model.criteria) };
      const none = noCriteriaSection(model.criteria);
      return { status: 'fail', detail: none.detail, fix: 'List the acceptance criteria in criteria.md under `## Done when`, one bullet per criterion (or label each `crit-N:`), and trace each in §3.', findings: none.findings };
    }
    const { section: s, traced } = trace;
    // The numbering criteria-owned uses in the same run: a trace fitting another numbering would hide untraced criteria.
    const { criteria, reading: read, combined } = readingOf(model);
    // Labelled bullets outside the sections read: the count says so rather than claim the file has fewer.
    const outside = labelledOutside(model.criteria, criteria);
    const reading = `${read}${outside.length ? ` (criteria.md's ${outside.slice(0, 6).map((c) => `crit-${c.n}`).join(', ')}${outside.length > 6 ? ', …' : ''}, from line ${outside[0]!.line}, ${outside.length === 1 ? 'stands' : 'stand'} outside its Done when / Deliverables sections and ${outside.length === 1 ? 'was' : 'were'} not read)` : ''}`;
    const missing = untraced(criteria, traced);
    // "each criterion → status → evidence path": a criterion marked met with no evidence is a claim nobody can check.
    if (!missing.length && traced.unevidenced.length) {
      const rows = traced.unevidenced;
      return {
        status: 'fail',
        detail: `§3 marks ${plural(rows.length, 'row')} met with no evidence: ${rows.map((r) => `${r.label} (L${r.line})`).join(', ')}`,
        fix: 'Give each criterion marked met its evidence in the Evidence cell: the path (and line or section) that shows it.',
        findings: rows.map((r) => handoff.at(r.line, `criterion ${r.label} is marked met, but its Evidence cell ${r.cell === '' ? 'is empty' : `says \`${r.cell}\``}: name the path (and line or section) that shows it`, r.column)),
      };
    }
    if (!missing.length && !hasTable(handoff, s)) {
      // The tier table: "Handoff §3 Criteria trace | inline … | required (table) | required (table)"; only S traces inline.
      const size = model.tier;
      return {
        status: 'warn',
        detail: `§3 traces all ${criteria.length} criteria${reading}, but holds no table: at size ${size} the protocol requires the §3 Criteria trace as a table (each criterion → status → evidence path)`,
        fix: 'Write §3 as a table, one row per criterion: `| # | Criterion | Status | Evidence (path + line/section) |`.',
        findings: [handoff.at(s.heading.line, `§3 Criteria trace holds no table; at size ${size} it is "required (table)": one row per criterion with its status and evidence path`, 1, 'warning')],
      };
    }
    // "Evidence (path + line/section)": a met row whose evidence points at nothing anyone can open is said, as a warning.
    if (!missing.length && traced.thin.length) {
      const rows = traced.thin;
      return {
        status: 'warn',
        detail: `§3 traces all ${criteria.length} criteria${reading}, but ${plural(rows.length, 'row')} marked met ${rows.length === 1 ? 'points' : 'point'} at no evidence: ${list(rows.map((r) => `${r.label} (L${r.line})`), 5)}`,
        fix: 'Point each criterion marked met at its evidence: the path (and line or section) that shows it, as the template\'s "Evidence (path + line/section)" column asks.',
        findings: rows.slice(0, MAX_FINDINGS).map((r) => handoff.at(r.line, `criterion ${r.label} is marked met, but its Evidence cell says \`${r.cell.length > 80 ? `${r.cell.slice(0, 80)}…` : r.cell}\`, which names no path, section, link or figure: name what shows it`, r.column, 'warning')),
      };
    }
    if (!missing.length) return { status: 'pass', detail: `§3 traces all ${criteria.length} criteria${reading}` };
    const crit = model.criteria!;
    const quoted = (c: NumberedCriterion) => `crit-${c.n} (${crit.rel}:${c.line} "${c.text.length > 60 ? `${c.text.slice(0, 60)}…` : c.text}")`;
    const templated = missing.filter((c) => traced.unfilled.has(c.n));
    return {
      status: 'fail',
      detail: `§3 Criteria trace misses ${missing.map((c) => `crit-${c.n}`).join(', ')} of ${criteria.length} criteria${reading}${combined}${templated.length ? ` (${templated.map((c) => `crit-${c.n}'s row L${traced.unfilled.get(c.n)}`).join(', ')}: the template left unfilled)` : ''}`,
      fix: `Add a §3 row per missing criterion: \`| N | criterion | status | evidence path |\`${templated.length ? '; fill in a template row with the criterion, its one status and the evidence path' : ''}.`,
      findings: missing.map((c) => {
        const row = traced.unfilled.get(c.n);
        return row === undefined
          ? handoff.at(s.heading.line, `${quoted(c)} is not traced in §3`)
          : handoff.at(row, `${quoted(c)} is not traced in §3: its row is the template left unfilled, with no criterion text, single status or evidence`);
      }),
    };
  },
});
